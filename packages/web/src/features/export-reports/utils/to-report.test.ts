import { describe, expect, it } from 'vitest';
import {
  blog,
  constitution,
  decisions,
  invoices,
  makeSettings,
  rebellions,
} from '../testing/report-fixtures';
import type { Report } from './report';
import { toReportCsvFiles } from './to-report-csv';
import { toReportJson } from './to-report-json';
import { toMarkdownText, toReportMarkdown } from './to-report-markdown';

const report: Report = {
  generatedAt: new Date('2026-01-10T09:00:00.000Z'),
  range: { from: null, to: null, label: 'All time' },
  project: null,
  decisions,
  rebellions,
  projects: [
    {
      project: invoices,
      settings: makeSettings(invoices.id, {
        settings: { dependencyLimit: 80 },
        effective: { dependencyLimit: 80, apiTimeoutMs: 10_000, buildBudgetSeconds: null },
      }),
    },
    { project: blog, settings: makeSettings(blog.id) },
  ],
  constitution,
};

describe('toReportCsvFiles', () => {
  it('writes one file per chosen section, escaped and defused', () => {
    const files = toReportCsvFiles(report);
    expect(files.map((f) => f.path)).toEqual([
      'decisions.csv',
      'rebellions.csv',
      'projects.csv',
      'constitution-rules.csv',
    ]);
    const [decisionsCsv, rebellionsCsv, projectsCsv, rulesCsv] = files.map((f) => f.content);
    const lines = decisionsCsv!.split('\r\n');
    expect(lines[0]).toMatch(
      /^decision_id,at,source,project_id,project_name,agent_id,decision_type,description,/,
    );
    expect(lines).toHaveLength(decisions.length + 2);
    expect(decisionsCsv).toContain('"Add 31 packages, ""charts"", and =cmd|calc"');
    // A line break inside a field stays inside its quotes.
    expect(decisionsCsv).toContain('"Use a | pipe\nacross lines"');
    expect(rebellionsCsv).toContain(',approved,');
    expect(rebellionsCsv).toContain('Until the chart rewrite');
    expect(rebellionsCsv).toContain('"Use the built-in fetch, with a timeout"');
    expect(projectsCsv!.split('\r\n')[1]).toContain(',80,project,10000,constitution,,none,');
    expect(rulesCsv!.split('\r\n')).toHaveLength(constitution.rules.length + 2);
  });

  it('defuses a formula in any stored text', () => {
    const [file] = toReportCsvFiles({
      ...report,
      decisions: [{ ...decisions[0]!, agent_id: '@evil', description: '-1+cmd' }],
      rebellions: undefined,
      projects: undefined,
      constitution: undefined,
    });
    expect(file!.content).toContain(",'@evil,");
    expect(file!.content).toContain(",'-1+cmd,");
  });
});

describe('toReportJson', () => {
  it('is one document with the range, the summary and the chosen sections', () => {
    const parsed = JSON.parse(toReportJson({ ...report, constitution: undefined }));
    expect(parsed.generated_at).toBe('2026-01-10T09:00:00.000Z');
    expect(parsed.range).toEqual({ label: 'All time', from: null, to: null });
    expect(parsed.summary.decisions).toEqual({ total: 4, approved: 2, blocked: 1, needs_review: 1 });
    expect(parsed.summary.rebellions).toEqual({ total: 3, pending: 1, approved: 1, rejected: 1 });
    expect(parsed.decisions).toHaveLength(4);
    expect(parsed.rebellions[1].history).toHaveLength(2);
    expect(parsed.projects[0]).toMatchObject({
      id: invoices.id,
      name: invoices.name,
      settings: { saved: { dependencyLimit: 80 }, effective: { dependencyLimit: 80 } },
    });
    expect(parsed).not.toHaveProperty('constitution');
  });
});

describe('toReportMarkdown', () => {
  const markdown = toReportMarkdown(report);

  it('opens with what it covers and a summary of verdicts and rebellions', () => {
    expect(markdown).toContain('# Charter governance report');
    expect(markdown).toContain('- Generated: 2026-01-10 09:00 UTC');
    expect(markdown).toContain('- Range: All time');
    expect(markdown).toContain('- Project: All projects');
    expect(markdown).toContain('- Decisions: 4 — 2 approved, 1 blocked, 1 needs review');
    expect(markdown).toContain('- Rebellions: 3 — 1 pending, 1 approved, 1 rejected');
    expect(markdown).toContain(`- Constitution rules: ${constitution.rules.length} rules`);
  });

  it('keeps every table row on one line with its cells intact', () => {
    const row = markdown.split('\n').find((line) => line.includes('Use a'));
    expect(row).toContain('Use a \\| pipe across lines');
    expect(row).toContain('| Needs review |');
    expect(markdown).toContain('| 80 (project setting) | 10000 | — |');
    expect(markdown).toContain('Until the chart rewrite');
  });

  it('says so when a chosen section is empty', () => {
    const empty = toReportMarkdown({ ...report, decisions: [], rebellions: [], projects: undefined });
    expect(empty).toContain('_No decisions in this range._');
    expect(empty).toContain('_No rebellions in this range._');
    expect(empty).not.toContain('## Projects');
  });
});

describe('toMarkdownText', () => {
  it('escapes markup and flattens line breaks', () => {
    expect(toMarkdownText('a | <b>\r\n*c*')).toBe('a \\| \\<b\\> \\*c\\*');
    expect(toMarkdownText(null)).toBe('—');
  });
});
