/** Every report format the CLI renders; `charter check` offers all four. */
export const REPORT_FORMATS = ['text', 'json', 'sarif', 'markdown'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** What the other commands that print results offer: text for people, json for scripts. */
export const OUTPUT_FORMATS = ['text', 'json'] as const satisfies readonly ReportFormat[];
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** What `--format json` prints: the value as indented JSON and a newline, nothing else on stdout. */
export const toJsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
