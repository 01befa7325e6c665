import type { ValidationStatus } from '../constitution/schema';

/**
 * How a verdict and a rule's figures read to a person, alike in the assistant's reply, the console's cards and
 * the `<charter-chat>` widget's. Without zod (types only), so the widget can import it and stay small.
 */
export const VERDICT_WORDS = {
  approved: 'Approved',
  blocked: 'Blocked',
  warning: 'Needs review',
} as const satisfies Record<ValidationStatus, string>;

/** A rule's threshold or measured value with its unit (milliseconds from one second up read as seconds). */
export function formatRuleValue(value: number | null, unit: string | null): string {
  if (value === null) return 'none';
  if (unit === 'ms') return value >= 1000 ? `${value / 1000} s` : `${value} ms`;
  return unit ? `${value} ${unit}` : String(value);
}
