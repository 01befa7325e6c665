import { describe, expect, it } from 'vitest';
import { decisions, invoices, rebellions, source } from '../testing/report-fixtures';
import { toDateRange } from './date-range';
import { countRows, selectReportRows, summarizeRows, toDecisionNote, toReportFileName } from './report';

const now = new Date(2026, 0, 10, 9);
const rangeOf = (preset: '7d' | 'all') => {
  const result = toDateRange({ preset, from: '', to: '' }, now);
  if (!result.ok) throw new Error(result.error);
  return result.range;
};

describe('selectReportRows', () => {
  it('keeps events in the range, and projects and rules as they are', () => {
    const rows = selectReportRows(source, {
      sections: ['decisions', 'rebellions', 'projects', 'rules'],
      range: rangeOf('7d'),
      projectId: null,
    });
    expect(rows.decisions?.map((d) => d.decision_id)).toEqual(['dec_1', 'dec_2', 'dec_3']);
    expect(rows.rebellions).toHaveLength(3);
    expect(rows.projects).toHaveLength(2);
    expect(rows.rules).toHaveLength(source.constitution.rules.length);
    expect(countRows(rows)).toEqual({
      decisions: 3,
      rebellions: 3,
      projects: 2,
      rules: source.constitution.rules.length,
    });
  });

  it('narrows decisions, rebellions and projects to one project, and leaves out unchosen sections', () => {
    const rows = selectReportRows(source, {
      sections: ['decisions', 'rebellions', 'projects'],
      range: rangeOf('all'),
      projectId: invoices.id,
    });
    expect(rows.decisions?.map((d) => d.decision_id)).toEqual(['dec_1', 'dec_2']);
    expect(rows.rebellions?.map((r) => r.rebellion_id)).toEqual(['reb_pending', 'reb_approved']);
    expect(rows.projects?.map((p) => p.id)).toEqual([invoices.id]);
    expect(rows.rules).toBeUndefined();
    expect(countRows(rows)).toEqual({ decisions: 2, rebellions: 2, projects: 1 });
  });
});

describe('summarizeRows', () => {
  it('counts verdicts (warning = needs review) and rebellion statuses', () => {
    expect(summarizeRows({ decisions, rebellions })).toEqual({
      decisions: { total: 4, approved: 2, blocked: 1, needs_review: 1 },
      rebellions: { total: 3, pending: 1, approved: 1, rejected: 1 },
    });
    expect(summarizeRows({})).toEqual({});
  });
});

describe('toDecisionNote', () => {
  it('is the approval note, the rejection reason, or nothing while pending', () => {
    expect(rebellions.map(toDecisionNote)).toEqual([
      null,
      'Until the chart rewrite',
      'Use the built-in fetch, with a timeout',
    ]);
  });
});

describe('toReportFileName', () => {
  it('names the local day and the format’s extension', () => {
    const day = new Date(2026, 0, 5, 23, 30);
    expect(toReportFileName(day, 'csv')).toBe('charter-report-2026-01-05.zip');
    expect(toReportFileName(day, 'json')).toBe('charter-report-2026-01-05.json');
    expect(toReportFileName(day, 'markdown')).toBe('charter-report-2026-01-05.md');
  });
});
