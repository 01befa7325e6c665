import type { ProjectAnalysis } from '@charter/core';

type Recommendation = ProjectAnalysis['diagnostics'][number]['recommendations'][number];

/** Recommendations by ascending priority (1 first). */
export function toSortedRecommendations(recommendations: readonly Recommendation[]): Recommendation[] {
  return [...recommendations].sort((a, b) => a.priority - b.priority);
}

export function toCount(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** 1840 → "1.8 s", 420 → "420 ms", 95 000 → "1 min 35 s". */
export function toDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

export function toShortCommit(commit: string): string {
  return commit.slice(0, 12);
}
