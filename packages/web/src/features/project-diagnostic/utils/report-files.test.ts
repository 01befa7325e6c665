import { describe, expect, it } from 'vitest';
import { makeAnalysis } from '../testing/analysis-fixture';
import { toProjectSlug, toReportFile } from './report-files';

describe('toProjectSlug', () => {
  it('names the file after the repository or directory', () => {
    expect(toProjectSlug('https://github.com/acme/Shop.git')).toBe('shop');
    expect(toProjectSlug('https://gitlab.com/acme/tools/web-app/')).toBe('web-app');
    expect(toProjectSlug('git@github.com:acme/api.git')).toBe('api');
    expect(toProjectSlug('/srv/projects/my shop')).toBe('my-shop');
    expect(toProjectSlug('https://example.com/?q=1')).toBe('example.com');
    expect(toProjectSlug('///')).toBe('project');
  });
});

describe('toReportFile', () => {
  it('builds SARIF with core’s toSarif and Markdown with core’s toMarkdownReport', () => {
    const analysis = makeAnalysis();
    const sarif = toReportFile(analysis, 'sarif');
    expect(sarif).toMatchObject({
      fileName: 'charter-diagnostic-shop.sarif',
      type: 'application/sarif+json',
    });
    const parsed = JSON.parse(sarif.text) as { version: string; runs: { results: unknown[] }[] };
    expect(parsed.version).toBe('2.1.0');
    expect(parsed.runs[0]?.results).toHaveLength(analysis.findings.length);

    const markdown = toReportFile(analysis, 'markdown');
    expect(markdown.fileName).toBe('charter-diagnostic-shop.md');
    expect(markdown.text).toMatch(/^# Charter check: https:\/\/github\.com\/acme\/shop\n/);
    expect(markdown.text).toContain('| Accessibility | 55 | critical | 3 |');
  });

  it('carries the calls not judged: SARIF notifications (never results), a Markdown "Not judged" section', () => {
    const analysis = makeAnalysis();
    const score = analysis.diagnostics.find((d) => d.category === 'performance')?.score;
    const sarif = JSON.parse(toReportFile(analysis, 'sarif').text) as {
      runs: {
        results: unknown[];
        invocations?: { toolExecutionNotifications: { level: string; message: { text: string } }[] }[];
      }[];
    };
    expect(sarif.runs[0]?.results).toHaveLength(analysis.findings.length);
    expect(sarif.runs[0]?.invocations?.[0]?.toolExecutionNotifications).toMatchObject([
      { level: 'note', message: { text: 'fetch() not judged: the signal comes from the caller.' } },
    ]);

    const markdown = toReportFile(analysis, 'markdown').text;
    expect(markdown).toContain(`| Performance | ${score} with 1 call not judged |`);
    expect(markdown).toContain(
      '## Not judged\n\n1 outbound HTTP call not judged (their timeout is decided where the checker cannot see):\n\n' +
        '- `src/api.ts:12` fetch() — the signal comes from the caller\n',
    );
  });

  it('carries the files not parsed: SARIF warning notifications, Markdown headline and "Not parsed" section', () => {
    // react-file-reader-input 2.0.0 (MIT) src/index.js, Flow, as the scan recorded it before Flow was read (core's
    // test/diagnostics/unparsed-reports.test.ts parses the real file).
    const analysis = makeAnalysis({
      undecided: [],
      unparsed: [{ file: 'src/FileInput.js', message: 'Flow is not supported', line: 1, column: 1 }],
    });
    const sarif = JSON.parse(toReportFile(analysis, 'sarif').text) as {
      runs: { invocations?: { executionSuccessful: boolean; toolExecutionNotifications: unknown[] }[] }[];
    };
    expect(sarif.runs[0]?.invocations?.[0]).toMatchObject({
      executionSuccessful: true,
      toolExecutionNotifications: [
        {
          level: 'warning',
          message: { text: 'Could not be parsed, so its code rules were not checked: Flow is not supported' },
        },
      ],
    });
    const markdown = toReportFile(analysis, 'markdown').text;
    expect(markdown).toMatch(/^\*\*Overall health: .* · excludes 1 unparsed file$/m);
    expect(markdown).toContain('- `src/FileInput.js:1:1` Flow is not supported');
  });

  it('says nothing of calls not judged when there are none', () => {
    const analysis = makeAnalysis({ undecided: [] });
    const sarif = JSON.parse(toReportFile(analysis, 'sarif').text) as { runs: Record<string, unknown>[] };
    expect('invocations' in (sarif.runs[0] ?? {})).toBe(false);
    expect(toReportFile(analysis, 'markdown').text).not.toContain('not judged');
  });
});
