/** The date ranges a report can cover. Days are the user's local calendar days, both ends included. */
export const RANGE_PRESETS = ['7d', '30d', 'all', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_LABELS: Record<RangePreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'All time',
  custom: 'Custom range',
};

export interface RangeChoice {
  preset: RangePreset;
  /** `yyyy-mm-dd` of the custom range's first day (ignored for presets). */
  from: string;
  /** `yyyy-mm-dd` of the custom range's last day (ignored for presets). */
  to: string;
}

/** A resolved range: null ends are open. `to` is the last millisecond of its day. */
export interface DateRange {
  from: Date | null;
  to: Date | null;
  label: string;
}

export type RangeResult = { ok: true; range: DateRange } | { ok: false; field: 'from' | 'to'; error: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `date` as `yyyy-mm-dd` (what a date input holds): toDateInputValue(new Date(2026, 0, 5)) → '2026-01-05'. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a `yyyy-mm-dd` day, or null when it is not a real day ('2026-02-30' → null). */
export function fromDateInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

const startOfDay = (date: Date, minusDays = 0) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() - minusDays);
const endOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);

/**
 * The range a choice means at `now`. "Last 7 days" is today and the six days before it; a custom range
 * runs from the start of its From day to the end of its To day, and From must not be after To.
 */
export function toDateRange(choice: RangeChoice, now: Date): RangeResult {
  switch (choice.preset) {
    case 'all':
      return { ok: true, range: { from: null, to: null, label: RANGE_LABELS.all } };
    case '7d':
    case '30d': {
      const days = choice.preset === '7d' ? 7 : 30;
      return {
        ok: true,
        range: { from: startOfDay(now, days - 1), to: endOfDay(now), label: RANGE_LABELS[choice.preset] },
      };
    }
    case 'custom': {
      if (!choice.from.trim())
        return { ok: false, field: 'from', error: 'Choose the first day of the range.' };
      const from = fromDateInputValue(choice.from);
      if (!from) return { ok: false, field: 'from', error: 'The From date is not a valid date.' };
      if (!choice.to.trim()) return { ok: false, field: 'to', error: 'Choose the last day of the range.' };
      const to = fromDateInputValue(choice.to);
      if (!to) return { ok: false, field: 'to', error: 'The To date is not a valid date.' };
      if (from.getTime() > to.getTime()) {
        return { ok: false, field: 'to', error: 'The To date must be on or after the From date.' };
      }
      return {
        ok: true,
        range: { from, to: endOfDay(to), label: `${toDateInputValue(from)} to ${toDateInputValue(to)}` },
      };
    }
  }
}

/** Whether an ISO timestamp falls inside the range (both ends included). */
export function isInRange(iso: string, range: DateRange): boolean {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return false;
  if (range.from && time < range.from.getTime()) return false;
  if (range.to && time > range.to.getTime()) return false;
  return true;
}
