import type { Rebellion } from '@charter/core';

/** What the search box reads: the fields an owner remembers a request by. */
function searchableText(rebellion: Rebellion): string {
  return [
    rebellion.project_name ?? '',
    rebellion.agent_id,
    rebellion.requested_action,
    rebellion.justification,
    ...rebellion.rule_ids,
  ]
    .join('\n')
    .toLowerCase();
}

/** Every whitespace-separated word must appear somewhere (case-insensitive); a blank query keeps all. */
export function searchRebellions<R extends Rebellion>(rebellions: readonly R[], query: string): R[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rebellions];
  return rebellions.filter((rebellion) => {
    const text = searchableText(rebellion);
    return words.every((word) => text.includes(word));
  });
}

/** Approved, but its expiry has passed: the exception no longer applies though the status still says approved. */
export function isExpired(rebellion: Rebellion, now: Date = new Date()): boolean {
  return (
    rebellion.status === 'approved' &&
    rebellion.expires_at !== null &&
    Date.parse(rebellion.expires_at) <= now.getTime()
  );
}

/**
 * The value of a datetime-local input (local wall time, no zone) as an ISO instant, or null when blank;
 * 'invalid' when the browser handed over something that is not a date.
 */
export function toExpiryIso(value: string): string | null | 'invalid' {
  if (!value.trim()) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? 'invalid' : new Date(time).toISOString();
}

/** `2026-01-05T10:30` in local time, for a datetime-local `min`. */
export function toDateTimeLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
