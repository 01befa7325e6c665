// A source file the parser cannot read is named by every report, never scored as clean: its HTTP and
// accessibility rules ran on nothing. The unreadable file is real published code: react-file-reader-input 2.0.0
// (MIT, npm; see real-corpus/sources.json) src/index.js, Flow (`// @flow`, `type Props = {…}`), which oxc
// rejects. Beside it, a plain syntax error. react-soundplayer 1.0.5 (MIT) src/components/PlayButton.js:46
// `onClick={::this.handleClick}`, Babel's function-bind proposal, was unreadable too until the parse read the
// prefix `::` as the bound member (ast.ts): it is scanned and is not listed. SARIF carries them as
// "warning" notifications of the run's invocation (SARIF 2.1.0 §3.20.21 toolExecutionNotifications, §3.58
// notification) with `executionSuccessful: true`, never as results.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ProjectAnalysisSchema } from '../../src/diagnostics/analysis-schema';
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

const PLAY_BUTTON = readFileSync(
  new URL('./real-corpus/packages/react-soundplayer@1.0.5/src/components/PlayButton.js', import.meta.url),
  'utf8',
);
const FLOW_INPUT = readFileSync(
  new URL('./real-corpus/packages/react-file-reader-input@2.0.0/src/index.js', import.meta.url),
  'utf8',
);
const files = [
  { path: 'src/components/PlayButton.js', text: PLAY_BUTTON },
  { path: 'src/FileInput.js', text: FLOW_INPUT },
  { path: 'src/broken.ts', text: 'export function f() {\n  return (1 + ;\n}\n' },
  { path: 'src/ok.tsx', text: 'export const Ok = () => <img src="a.png" alt="A cat" />;\n' },
];
const scan = scanFiles(files, {
  parse: parseSource,
  limits: toDiagnosticLimits(),
  categories: ['performance', 'accessibility'],
});
const summary = summarizeFindings(
  scan.findings,
  new Map(scan.rules.map((rule) => [rule.id, rule])),
  scan.categories,
);
const context = { target: '.', filesScanned: scan.filesScanned, unparsed: scan.parseErrors };

describe('files the parser could not read', () => {
  it('the scan records each with the first message and its line:column, sorted by path', () => {
    expect(PLAY_BUTTON.split('\n')[45]).toContain('onClick={::this.handleClick}');
    expect(FLOW_INPUT.split('\n')[0]).toBe('// @flow');
    expect(scan.parseErrors).toEqual([
      { file: 'src/broken.ts', message: expect.any(String), line: 2, column: expect.any(Number) },
      { file: 'src/FileInput.js', message: 'Flow is not supported', line: 1, column: 1 },
    ]);
    // Nothing was checked in them: the accessibility score alone would read as a clean 100.
    expect(summary.diagnostics.find((d) => d.category === 'accessibility')?.score).toBe(100);
  });

  it('text: the summary says the figure excludes them, then lists them with position and message', () => {
    const text = toTextReport(summary, scan.findings, context);
    expect(text).toMatch(/· health \d+\/100 \(.*Accessibility 100.*\) · excludes 2 unparsed files$/m);
    expect(text).toContain(
      '2 files could not be parsed and were not checked:\n' +
        `  src/broken.ts:2:${scan.parseErrors[0]?.column} ${scan.parseErrors[0]?.message}\n` +
        '  src/FileInput.js:1:1 Flow is not supported\n',
    );
    const capped = toTextReport(summary, scan.findings, { ...context, unparsedShown: 1 });
    expect(capped).toContain('  src/broken.ts:2:');
    expect(capped).not.toContain('FileInput.js');
    expect(capped).toContain('  … and 1 more (--format json lists all)');
  });

  it('markdown: the headline says the figure excludes them and a "Not parsed" section lists them', () => {
    const markdown = toMarkdownReport(summary, scan.findings, context);
    expect(markdown).toMatch(/^\*\*Overall health: \d+\/100\*\* · .* · excludes 2 unparsed files$/m);
    expect(markdown).toContain(
      '## Not parsed\n\n2 files could not be parsed and were not checked:\n\n- `src/broken.ts:2:',
    );
    expect(markdown).toContain('- `src/FileInput.js:1:1` Flow is not supported');
  });

  it('a clean scan says nothing about parsing', () => {
    const ok = { target: '.', filesScanned: 1, unparsed: [] };
    expect(toTextReport(summary, [], ok)).not.toContain('parse');
    expect(toMarkdownReport(summary, [], ok)).not.toContain('parse');
    expect(toSarif([], scan.rules, { toolVersion: '0.1.0', unparsed: [] }).runs[0]).not.toHaveProperty(
      'invocations',
    );
  });

  it('sarif: one "warning" notification per file at its position, the run successful, and it validates', () => {
    const sarif = toSarif(scan.findings, scan.rules, { toolVersion: '0.1.0', unparsed: scan.parseErrors });
    const [run] = sarif.runs;
    expect(run?.results).toEqual([]);
    expect(run?.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          expect.objectContaining({ level: 'warning' }),
          {
            level: 'warning',
            message: {
              text: 'Could not be parsed, so its code rules were not checked: Flow is not supported',
            },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: 'src/FileInput.js', uriBaseId: '%SRCROOT%' },
                  region: { startLine: 1, startColumn: 1 },
                },
              },
            ],
          },
        ],
      },
    ]);
    const noPosition = toSarif([], scan.rules, {
      toolVersion: '0.1.0',
      unparsed: [{ file: 'src/a b.js', message: 'Parser crashed' }],
    });
    expect(
      noPosition.runs[0]?.invocations?.[0]?.toolExecutionNotifications[0]?.locations[0]?.physicalLocation,
    ).toEqual({ artifactLocation: { uri: 'src/a%20b.js', uriBaseId: '%SRCROOT%' } });
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(sarifSchema);
    for (const log of [sarif, noPosition]) {
      expect(validate(JSON.parse(JSON.stringify(log)))).toBe(true);
      expect(validate.errors ?? []).toEqual([]);
    }
  });

  it('the analysis schema carries them as `unparsed` and rejects a position below 1', () => {
    const base = {
      diagnostics: [],
      overallHealth: 100,
      findings: [],
      rules: [],
      filesScanned: 3,
      lockfiles: [],
      source: { projectUrl: '.', kind: 'local', commit: null },
      analyzedAt: '2026-11-27T14:00:00Z',
      durationMs: 1,
    } as const;
    expect(ProjectAnalysisSchema.parse({ ...base, unparsed: scan.parseErrors }).unparsed).toEqual(
      scan.parseErrors,
    );
    expect(
      ProjectAnalysisSchema.safeParse({ ...base, unparsed: [{ file: 'a.js', message: 'x', line: 0 }] })
        .success,
    ).toBe(false);
  });
});
