const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Whole dollars, or cents when the estimate has them ($0.25 a checkpoint). */
export const toDollars = (value: number) => (Number.isInteger(value) ? usd : usdCents).format(value);

export const toHours = (value: number) => `${number.format(value)} ${value === 1 ? 'hour' : 'hours'}`;

export const toCount = (value: number) => number.format(value);

/** A rate of the metrics answer, already a percentage (0–100); null means there is nothing to measure yet. */
export function toRate(value: number | null): string {
  return value === null ? 'Not measured yet' : `${number.format(value)}%`;
}

/** "Mar 4" for the timeline table and chart labels. */
export function toDay(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
