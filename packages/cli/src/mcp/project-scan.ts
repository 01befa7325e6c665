import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import {
  DiagnosticCategorySchema,
  FINDING_SEVERITIES,
  type Finding,
  FindingSchema,
  summarizeFindings,
  toDiagnosticLimits,
} from '@charter/core';
import { scanDirectory } from '@charter/scanner';
import { z } from 'zod';
import { UsageError } from '../exit-codes';
import { readConstitution } from '../services/constitution-file';

/** An agent's context is small: beyond this many findings it gets the count, not the list. */
export const MAX_FINDINGS = 50;

/** A finding without its evidence excerpt: file, line and fix say enough, in less of the agent's context. */
const AgentFindingSchema = FindingSchema.omit({ evidence: true });

export const ProjectScanSchema = z.object({
  /** The directory scanned, relative to the repository root ("." for all of it). */
  target: z.string(),
  filesScanned: z.number().int(),
  overallHealth: z.number(),
  categories: z.array(
    z.object({
      category: DiagnosticCategorySchema,
      label: z.string(),
      status: z.enum(['healthy', 'warning', 'critical']),
      score: z.number(),
      issues: z.number().int(),
      top_recommendation: z.string().nullable(),
    }),
  ),
  total_findings: z.number().int(),
  /** The most severe findings first, at most MAX_FINDINGS. */
  findings: z.array(AgentFindingSchema),
  truncated: z.boolean(),
});
export type ProjectScan = z.infer<typeof ProjectScanSchema>;

const rank = (f: Finding) => FINDING_SEVERITIES.indexOf(f.severity);

/** The directory to scan: `path` under the root, refusing anything outside the repository. */
async function toTarget(root: string, path: string | undefined): Promise<string> {
  const dir = resolve(root, path ?? '.');
  const inside = relative(root, dir);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    throw new UsageError(
      `${path} is outside the repository ${root}.`,
      'Pass a path relative to the repository root.',
    );
  }
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`${path} is not a directory of the repository.`);
  return dir;
}

/**
 * Scans like `charter check` (same engine: core's scanDirectory and summarizeFindings, limits from the
 * constitution of the repository) and keeps what an agent can act on.
 */
export async function scanProject(root: string, path?: string): Promise<ProjectScan> {
  const dir = await toTarget(root, path);
  // The served repository's constitution governs every directory of it.
  const constitution = await readConstitution(root);
  const result = await scanDirectory(dir, { limits: toDiagnosticLimits(constitution) });
  const summary = summarizeFindings(
    result.findings,
    new Map(result.rules.map((rule) => [rule.id, rule])),
    result.categories,
  );
  const sorted = [...result.findings].sort(
    (a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || a.line - b.line,
  );
  return {
    target: relative(root, dir) || '.',
    filesScanned: result.filesScanned,
    overallHealth: summary.overallHealth,
    categories: summary.diagnostics.map((d) => ({
      category: d.category,
      label: d.label,
      status: d.status,
      score: d.score,
      issues: d.issues.length,
      top_recommendation: d.recommendations[0]
        ? `${d.recommendations[0].title}: ${d.recommendations[0].description}`
        : null,
    })),
    total_findings: sorted.length,
    findings: sorted.slice(0, MAX_FINDINGS).map(({ evidence: _evidence, ...finding }) => finding),
    truncated: sorted.length > MAX_FINDINGS,
  };
}

/** The scan as the few lines an agent reads first. */
export function toScanText(scan: ProjectScan): string {
  const lines = [
    `Health ${scan.overallHealth}/100 for ${scan.target} (${scan.filesScanned} files scanned, ${scan.total_findings} findings).`,
    ...scan.categories.map(
      (c) =>
        `- ${c.label}: ${c.score}/100 ${c.status}, ${c.issues} issues${c.top_recommendation ? ` — ${c.top_recommendation}` : ''}`,
    ),
  ];
  if (scan.findings.length > 0) {
    lines.push(
      scan.truncated ? `The ${scan.findings.length} most severe findings:` : 'Findings:',
      ...scan.findings.map(
        (f) => `- ${f.severity} ${f.ruleId} ${f.file}:${f.line}:${f.column} ${f.message} Fix: ${f.fix}`,
      ),
    );
  }
  return lines.join('\n');
}
