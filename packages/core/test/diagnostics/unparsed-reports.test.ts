// A source file the parser cannot read is named by every report, never scored as clean: its HTTP and
// accessibility rules ran on nothing. The unreadable file is real published code:
// react-progress-button-for-images-uploader 5.1.2 (MIT, npm; see real-corpus/sources.json) src/index.js:159,
// `...containerProps,` (a trailing comma after a rest element, which Babel 6 let through), which oxc rejects. Beside it, a plain syntax error.
// react-soundplayer 1.0.5 (MIT) src/components/PlayButton.js:46 `onClick={::this.handleClick}`, Babel's
// function-bind proposal, was unreadable too until the parse read the prefix `::` as the bound member (ast.ts), and
// so was react-file-reader-input 2.0.0 src/index.js, Flow (`// @flow`, `type Props = {…}`), until the parse
// blanked Flow's types (ast.ts): both are scanned and are not listed. SARIF carries them as
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
const UPLOADER = readFileSync(
  new URL(
    './real-corpus/packages/react-progress-button-for-images-uploader@5.1.2/src/index.js',
    import.meta.url,
  ),
  'utf8',
);
const REST_COMMA = 'A rest parameter or binding pattern may not have a trailing comma.';
const files = [
  { path: 'src/components/PlayButton.js', text: PLAY_BUTTON },
  { path: 'src/FileInput.js', text: FLOW_INPUT },
  { path: 'src/Uploader.js', text: UPLOADER },
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
    expect(UPLOADER.split('\n')[158]).toBe('      ...containerProps,');
    expect(scan.parseErrors).toEqual([
      { file: 'src/broken.ts', message: expect.any(String), line: 2, column: expect.any(Number) },
      { file: 'src/Uploader.js', message: REST_COMMA, line: 159, column: 24 },
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
        `  src/Uploader.js:159:24 ${REST_COMMA}\n`,
    );
    const capped = toTextReport(summary, scan.findings, { ...context, unparsedShown: 1 });
    expect(capped).toContain('  src/broken.ts:2:');
    expect(capped).not.toContain('Uploader.js');
    expect(capped).toContain('  … and 1 more (--format json lists all)');
  });

  it('markdown: the headline says the figure excludes them and a "Not parsed" section lists them', () => {
    const markdown = toMarkdownReport(summary, scan.findings, context);
    expect(markdown).toMatch(/^\*\*Overall health: \d+\/100\*\* · .* · excludes 2 unparsed files$/m);
    expect(markdown).toContain(
      '## Not parsed\n\n2 files could not be parsed and were not checked:\n\n- `src/broken.ts:2:',
    );
    expect(markdown).toContain(`- \`src/Uploader.js:159:24\` ${REST_COMMA}`);
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
              text: `Could not be parsed, so its code rules were not checked: ${REST_COMMA}`,
            },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: 'src/Uploader.js', uriBaseId: '%SRCROOT%' },
                  region: { startLine: 159, startColumn: 24 },
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
