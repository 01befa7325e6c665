/** Minutes since `startedAt`, to one decimal: what a result's timeSpent reports. */
export function toMinutesSince(startedAt: string, now: number): number {
  const minutes = (now - Date.parse(startedAt)) / 60_000;
  return Math.max(0, Math.round(minutes * 10) / 10);
}

/** "—" for a figure that does not exist yet (no results), never a made-up 0. */
export const toRating = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} / 5`);
export const toMinutes = (value: number | null) => (value === null ? '—' : `${value} min`);
export const toPercent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** Splits the issues textarea: one issue per line, blanks dropped. */
export function toIssues(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
