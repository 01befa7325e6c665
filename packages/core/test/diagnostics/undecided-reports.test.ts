// The reports say which outbound calls were not judged: the text and Markdown reports list them and the
// Performance score says so; SARIF carries them as "note" notifications of the run's invocation (SARIF
// 2.1.0 §3.20.21 toolExecutionNotifications, §3.58 notification), never as results, so GitHub code
// scanning raises no alert for them and reads the same results as before.
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  scanFiles,
  summarizeFindings,
  toDiagnosticLimits,
  toMarkdownReport,
  toSarif,
  toTextReport,
} from '../../src/diagnostics/index';
import { parseSource } from './parse';
import sarifSchema from './schemas/sarif-2.1.0-rtm.5.json' with { type: 'json' };

const files = [
  {
    path: 'src/api.ts',
    text: [
      'export async function load(url: string, opts: { signal: AbortSignal }) {',
      '  return fetch(url, { signal: opts.signal });',
      '}',
      "export const ping = () => fetch('https://status.example');",
    ].join('\n'),
  },
];
const scan = scanFiles(files, {
  parse: parseSource,
  limits: toDiagnosticLimits(),
  categories: ['performance'],
});
const summary = summarizeFindings(
  scan.findings,
  new Map(scan.rules.map((rule) => [rule.id, rule])),
  scan.categories,
);
const performance = summary.diagnostics.find((d) => d.category === 'performance')?.score;

describe('reports of calls not judged', () => {
  it('the scan has one finding and one undecided call', () => {
    expect(scan.findings.map((f) => [f.file, f.line])).toEqual([['src/api.ts', 4]]);
    expect(scan.undecided).toEqual([
      {
        file: 'src/api.ts',
        line: 2,
        column: 10,
        what: 'fetch()',
        reason: 'the signal comes from the caller',
      },
    ]);
  });

  it('text: the summary line says the Performance score has unjudged calls, then lists them', () => {
    const text = toTextReport(summary, scan.findings, {
      target: '.',
      filesScanned: 1,
      undecided: scan.undecided,
    });
    expect(text).toContain(`Performance ${performance} with 1 call not judged`);
    expect(text).toContain(
      '1 outbound HTTP call not judged (their timeout is decided where the checker cannot see):\n' +
        '  src/api.ts:2 fetch() — the signal comes from the caller\n',
    );
  });

  it('text: caps the list and says how many more there are', () => {
    const many = Array.from({ length: 13 }, (_, i) => ({
      file: 'a.ts',
      line: i + 1,
      column: 1,
      what: 'fetch()',
    }));
    const text = toTextReport(summary, [], { target: '.', filesScanned: 1, undecided: many });
    expect(text).toContain('13 outbound HTTP calls not judged');
    expect(text.match(/^ {2}a\.ts:\d+ fetch\(\)$/gm)).toHaveLength(10);
    expect(text).toContain('  … and 3 more (--format json lists all)');
  });

  it('text: no word about it when every call was judged', () => {
    const text = toTextReport(summary, scan.findings, { target: '.', filesScanned: 1 });
    expect(text).not.toContain('not judged');
  });

  it('markdown: the score cell and a "Not judged" section', () => {
    const md = toMarkdownReport(summary, scan.findings, {
      target: '.',
      filesScanned: 1,
      undecided: scan.undecided,
    });
    expect(md).toContain(`| Performance | ${performance} with 1 call not judged | healthy | 1 |`);
    expect(md).toContain('## Not judged');
    expect(md).toContain('- `src/api.ts:2` fetch() — the signal comes from the caller');
  });

  it('SARIF: notifications of level note on the invocation, results unchanged, schema-valid', () => {
    const plain = toSarif(scan.findings, scan.rules, { toolVersion: '1' });
    const sarif = toSarif(scan.findings, scan.rules, { toolVersion: '1', undecided: scan.undecided });
    const run = sarif.runs[0];
    expect(run?.results).toEqual(plain.runs[0]?.results);
    expect('invocations' in (plain.runs[0] ?? {})).toBe(false);
    expect(run?.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          {
            level: 'note',
            message: { text: 'fetch() not judged: the signal comes from the caller.' },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: 'src/api.ts', uriBaseId: '%SRCROOT%' },
                  region: { startLine: 2, startColumn: 10 },
                },
              },
            ],
          },
        ],
      },
    ]);
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(sarifSchema);
    expect(validate(JSON.parse(JSON.stringify(sarif)))).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
  });
});
