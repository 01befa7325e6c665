import type { ContextEntry } from '@charter/core';

/** @example entryTypeLabel('architectural_change') // 'Architectural change' */
export function entryTypeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const KIND_LABELS: Record<ContextEntry['kind'], string> = {
  insight: 'Insight',
  evolution: 'Evolution event',
};

export const IMPACT_COLORS = { high: 'secondary', medium: 'tertiary', low: 'quaternary' } as const;
