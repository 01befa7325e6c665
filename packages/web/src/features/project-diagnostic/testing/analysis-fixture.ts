import { listRules, type ProjectAnalysis, ProjectAnalysisSchema, summarizeFindings } from '@charter/core';
import { ANALYSIS_SCAN } from './analysis-scan';

/**
 * The analysis the server would answer for the small project in `analysis-files.ts`, from what the real
 * scanner found in it (`analysis-scan.ts`), so the screen's tests render real findings, issues and
 * recommendations, and the outbound call it could not judge. Parsed by the contract's schema, as the console receives it (fields the contract does not
 * carry dropped).
 */
export function makeAnalysis(overrides: Partial<ProjectAnalysis> = {}): ProjectAnalysis {
  const rules = listRules();
  const summary = summarizeFindings(ANALYSIS_SCAN.findings, new Map(rules.map((rule) => [rule.id, rule])));
  return ProjectAnalysisSchema.parse({
    ...summary,
    findings: ANALYSIS_SCAN.findings,
    rules,
    filesScanned: ANALYSIS_SCAN.filesScanned,
    lockfiles: ANALYSIS_SCAN.lockfiles,
    undecided: ANALYSIS_SCAN.undecided,
    source: {
      projectUrl: 'https://github.com/acme/shop',
      kind: 'git',
      commit: '3f1c2a9b7d4e5f60718293a4b5c6d7e8f9012345',
    },
    analyzedAt: '2026-11-21T08:00:00.000Z',
    durationMs: 1840,
    ...overrides,
  });
}
