const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const toDollars = (value: number) => usd.format(value);

export const toHours = (value: number) => `${number.format(value)} ${value === 1 ? 'hour' : 'hours'}`;

export const toCount = (value: number) => number.format(value);

/**
 * A rate from the metrics answer: shares arrive as 0–1 (like a pattern's approvedShare); a value above 1 is
 * already a percentage. Null means there is nothing to measure yet.
 */
export function toRate(value: number | null): string {
  if (value === null) return 'Not measured yet';
  const percent = value <= 1 ? value * 100 : value;
  return `${number.format(percent)}%`;
}

/** "Mar 4" for the timeline table and chart labels. */
export function toDay(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
