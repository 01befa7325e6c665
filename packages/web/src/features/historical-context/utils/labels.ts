/** `technical_decision` → `Technical decision`. */
export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const toOptions = (values: readonly string[], all?: string) => [
  ...(all ? [{ value: 'all', label: all }] : []),
  ...values.map((value) => ({ value, label: humanize(value) })),
];

/** The badge colour of a high/medium/low level: an insight's impact, a todo's priority. */
export const levelColor = { high: 'secondary', medium: 'primary', low: 'neutral' } as const;
