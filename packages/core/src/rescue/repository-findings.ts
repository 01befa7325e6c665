import type { ProjectAnalysis } from '../diagnostics/analysis-schema';
import { FINDING_SEVERITIES } from '../diagnostics/types';
import type { RescueFinding } from './schema';

/** A mission keeps the most severe rules of a scan, not every located finding (those are in the diagnostics). */
export const MAX_REPOSITORY_FINDINGS = 20;

const rank = (severity: RescueFinding['severity']) => FINDING_SEVERITIES.indexOf(severity);

/**
 * Comprehensive analysis: a repository scan's findings, one per rule, with how many places it occurs and the
 * first of them as evidence; most severe and most frequent first.
 * @example toRepositoryFindings(analysis)[0] // { source: 'repository', ruleId: 'perf/http-timeout-missing', occurrences: 4, … }
 */
export function toRepositoryFindings(
  analysis: Pick<ProjectAnalysis, 'findings' | 'rules'>,
  limit = MAX_REPOSITORY_FINDINGS,
): RescueFinding[] {
  const byRule = new Map<string, RescueFinding>();
  for (const finding of analysis.findings) {
    const seen = byRule.get(finding.ruleId);
    if (seen) {
      seen.occurrences += 1;
      continue;
    }
    const rule = analysis.rules.find((candidate) => candidate.id === finding.ruleId);
    byRule.set(finding.ruleId, {
      source: 'repository',
      ruleId: finding.ruleId,
      title: rule?.title ?? finding.message,
      severity: finding.severity,
      message: finding.message,
      evidence: `${finding.file}:${finding.line}`,
      fix: finding.fix,
      occurrences: 1,
    });
  }
  return [...byRule.values()]
    .sort(
      (a, b) =>
        rank(a.severity) - rank(b.severity) ||
        b.occurrences - a.occurrences ||
        a.ruleId.localeCompare(b.ruleId),
    )
    .slice(0, limit);
}
