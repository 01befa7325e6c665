import type { Constitution, LedgerEntry, Rebellion } from '@charter/core';
import type { ZipEntry } from '../../../lib/zip';
import type { ProjectWithSettings, Report } from './report';
import { toDecisionNote } from './report';
import { type CsvColumn, toCsv } from './to-csv';

type Rule = Constitution['rules'][number];
type Threshold = 'dependencyLimit' | 'apiTimeoutMs' | 'buildBudgetSeconds';

const list = (items: readonly string[]) => items.join('; ');

export const DECISION_COLUMNS: readonly CsvColumn<LedgerEntry>[] = [
  { header: 'decision_id', value: (d) => d.decision_id },
  { header: 'at', value: (d) => d.at },
  { header: 'source', value: (d) => d.source },
  { header: 'project_id', value: (d) => d.project_id },
  { header: 'project_name', value: (d) => d.project_name },
  { header: 'agent_id', value: (d) => d.agent_id },
  { header: 'decision_type', value: (d) => d.decision_type },
  { header: 'description', value: (d) => d.description },
  { header: 'proposed_action', value: (d) => d.proposed_action },
  { header: 'status', value: (d) => d.status },
  { header: 'score', value: (d) => d.score },
  { header: 'risk', value: (d) => d.risk },
  { header: 'violated_rule_ids', value: (d) => list(d.violated_rule_ids) },
  { header: 'violated_categories', value: (d) => list(d.violated_categories) },
  { header: 'exception_rebellion_id', value: (d) => d.exception_rebellion_id },
  { header: 'constitution_version', value: (d) => d.constitution_version },
];

export const REBELLION_COLUMNS: readonly CsvColumn<Rebellion>[] = [
  { header: 'rebellion_id', value: (r) => r.rebellion_id },
  { header: 'created_at', value: (r) => r.created_at },
  { header: 'project_id', value: (r) => r.project_id },
  { header: 'project_name', value: (r) => r.project_name },
  { header: 'agent_id', value: (r) => r.agent_id },
  { header: 'decision_id', value: (r) => r.decision_id },
  { header: 'decision_type', value: (r) => r.decision_type },
  { header: 'requested_action', value: (r) => r.requested_action },
  { header: 'justification', value: (r) => r.justification },
  { header: 'rule_ids', value: (r) => list(r.rule_ids) },
  { header: 'max_value', value: (r) => r.max_value },
  { header: 'risk_level', value: (r) => r.risk_analysis.level },
  { header: 'status', value: (r) => r.status },
  { header: 'decided_at', value: (r) => r.decided_at },
  { header: 'decided_by', value: (r) => r.decided_by },
  { header: 'decision_note', value: (r) => toDecisionNote(r) },
  { header: 'expires_at', value: (r) => r.expires_at },
  { header: 'times_used', value: (r) => r.times_used },
];

/** Where a threshold comes from: the project's own setting, the constitution, or no rule at all. */
export function toThresholdSource(
  entry: ProjectWithSettings,
  key: Threshold,
): 'project' | 'constitution' | 'none' {
  if (entry.settings.settings[key] !== undefined) return 'project';
  return entry.settings.effective[key] === null ? 'none' : 'constitution';
}

const threshold = (header: string, key: Threshold): CsvColumn<ProjectWithSettings>[] => [
  { header, value: (p) => p.settings.effective[key] },
  { header: `${header}_source`, value: (p) => toThresholdSource(p, key) },
];

export const PROJECT_COLUMNS: readonly CsvColumn<ProjectWithSettings>[] = [
  { header: 'project_id', value: (p) => p.project.id },
  { header: 'name', value: (p) => p.project.name },
  { header: 'description', value: (p) => p.project.description },
  { header: 'source', value: (p) => p.project.source },
  { header: 'url', value: (p) => p.project.url },
  { header: 'primer_generated', value: (p) => p.project.completionStatus },
  { header: 'created_at', value: (p) => p.project.createdAt },
  { header: 'updated_at', value: (p) => p.project.updatedAt },
  ...threshold('dependency_limit', 'dependencyLimit'),
  ...threshold('api_timeout_ms', 'apiTimeoutMs'),
  ...threshold('build_budget_seconds', 'buildBudgetSeconds'),
  { header: 'constitution_version', value: (p) => p.settings.constitution_version },
];

export const RULE_COLUMNS: readonly CsvColumn<Rule>[] = [
  { header: 'rule_id', value: (r) => r.id },
  { header: 'title', value: (r) => r.title },
  { header: 'category', value: (r) => r.category },
  { header: 'kind', value: (r) => r.kind },
  { header: 'severity', value: (r) => r.severity },
  { header: 'enforcement', value: (r) => r.enforcement },
  { header: 'threshold', value: (r) => r.threshold },
  { header: 'unit', value: (r) => r.unit },
  { header: 'level', value: (r) => r.level },
  { header: 'rationale', value: (r) => r.rationale },
  { header: 'source_practice_id', value: (r) => r.sourcePracticeId },
];

/** One CSV file per chosen section, for the zip: decisions.csv, rebellions.csv, projects.csv, constitution-rules.csv. */
export function toReportCsvFiles(report: Report): ZipEntry[] {
  const files: ZipEntry[] = [];
  if (report.decisions)
    files.push({ path: 'decisions.csv', content: toCsv(DECISION_COLUMNS, report.decisions) });
  if (report.rebellions) {
    files.push({ path: 'rebellions.csv', content: toCsv(REBELLION_COLUMNS, report.rebellions) });
  }
  if (report.projects) files.push({ path: 'projects.csv', content: toCsv(PROJECT_COLUMNS, report.projects) });
  if (report.constitution) {
    files.push({ path: 'constitution-rules.csv', content: toCsv(RULE_COLUMNS, report.constitution.rules) });
  }
  return files;
}
