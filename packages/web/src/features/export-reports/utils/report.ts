import type { Constitution, LedgerEntry, Project, ProjectSettingsResponse, Rebellion } from '@charter/core';
import { type DateRange, isInRange, toDateInputValue } from './date-range';

/** What a report can hold, in the order it is written. */
export const REPORT_SECTIONS = ['decisions', 'rebellions', 'projects', 'rules'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const SECTION_LABELS: Record<ReportSection, string> = {
  decisions: 'Decisions',
  rebellions: 'Rebellions',
  projects: 'Projects',
  rules: 'Constitution rules',
};

export const REPORT_FORMATS = ['csv', 'json', 'markdown'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const EXTENSIONS: Record<ReportFormat, string> = { csv: 'zip', json: 'json', markdown: 'md' };

/** Everything the user's stored data offers, as the API answered it. */
export interface ReportSource {
  decisions: readonly LedgerEntry[];
  rebellions: readonly Rebellion[];
  projects: readonly Project[];
  constitution: Constitution;
}

export interface ReportSelection {
  sections: readonly ReportSection[];
  range: DateRange;
  /** One project's id, or null for all of them. */
  projectId: string | null;
}

/** The rows of each chosen section; a section left out is undefined (not an empty list). */
export interface ReportRows {
  decisions?: LedgerEntry[];
  rebellions?: Rebellion[];
  projects?: Project[];
  rules?: Constitution['rules'];
}

/**
 * The rows a selection keeps. The date range applies to events (decisions by when they were made,
 * rebellions by when they were filed); projects and rules are exported as they stand now. A chosen project
 * keeps its own decisions, rebellions and project row; the rules are the user's whole constitution.
 */
export function selectReportRows(source: ReportSource, selection: ReportSelection): ReportRows {
  const include = new Set(selection.sections);
  const inProject = (projectId: string | null) =>
    selection.projectId === null || projectId === selection.projectId;
  return {
    decisions: include.has('decisions')
      ? source.decisions.filter((d) => inProject(d.project_id) && isInRange(d.at, selection.range))
      : undefined,
    rebellions: include.has('rebellions')
      ? source.rebellions.filter((r) => inProject(r.project_id) && isInRange(r.created_at, selection.range))
      : undefined,
    projects: include.has('projects') ? source.projects.filter((p) => inProject(p.id)) : undefined,
    rules: include.has('rules') ? [...source.constitution.rules] : undefined,
  };
}

/** How many rows each chosen section holds. */
export function countRows(rows: ReportRows): Partial<Record<ReportSection, number>> {
  const counts: Partial<Record<ReportSection, number>> = {};
  for (const section of REPORT_SECTIONS) {
    const list = rows[section];
    if (list) counts[section] = list.length;
  }
  return counts;
}

export interface ReportSummary {
  decisions?: { total: number; approved: number; blocked: number; needs_review: number };
  rebellions?: { total: number; pending: number; approved: number; rejected: number };
}

/** The counts a reviewer reads first. A `warning` verdict asks a person to look: "needs review". */
export function summarizeRows(rows: Pick<ReportRows, 'decisions' | 'rebellions'>): ReportSummary {
  const summary: ReportSummary = {};
  if (rows.decisions) {
    const count = (status: LedgerEntry['status']) =>
      rows.decisions!.filter((d) => d.status === status).length;
    summary.decisions = {
      total: rows.decisions.length,
      approved: count('approved'),
      blocked: count('blocked'),
      needs_review: count('warning'),
    };
  }
  if (rows.rebellions) {
    const count = (status: Rebellion['status']) => rows.rebellions!.filter((r) => r.status === status).length;
    summary.rebellions = {
      total: rows.rebellions.length,
      pending: count('pending'),
      approved: count('approved'),
      rejected: count('rejected'),
    };
  }
  return summary;
}

export interface ProjectWithSettings {
  project: Project;
  settings: ProjectSettingsResponse;
}

/** A report ready to write: the chosen rows, with each project's settings read. */
export interface Report {
  generatedAt: Date;
  range: DateRange;
  project: { id: string; name: string } | null;
  decisions?: LedgerEntry[];
  rebellions?: Rebellion[];
  projects?: ProjectWithSettings[];
  constitution?: Constitution;
}

/** `charter-report-2026-01-05.md`: the local day it was made, and the format's extension. */
export function toReportFileName(generatedAt: Date, format: ReportFormat): string {
  return `charter-report-${toDateInputValue(generatedAt)}.${EXTENSIONS[format]}`;
}

/** The note a person left with their decision on a rebellion: the approval note or the rejection reason. */
export function toDecisionNote(rebellion: Rebellion): string | null {
  if (rebellion.status === 'rejected') return rebellion.rejection_reason;
  const event = rebellion.history.findLast((e) => e.action === 'approved' || e.action === 'rejected');
  return event?.note ?? null;
}

/** The instants of a range, or null ends, as ISO text. */
export const toRangeBounds = (range: DateRange) => ({
  label: range.label,
  from: range.from?.toISOString() ?? null,
  to: range.to?.toISOString() ?? null,
});
