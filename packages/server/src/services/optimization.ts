import {
  allRoutes,
  analyzeCodebase,
  type CharterPattern,
  createDefaultConstitution,
  listCharterPatterns,
  type ProjectType,
  type RoutingOperation,
  routeProvider,
  sampleContent,
  scanFiles,
  toDiagnosticLimits,
} from '@charter/core';
import { parseSource } from '@charter/scanner/parse';
import type { AppContext } from '../context';

/**
 * The Optimization screen's computations: thin wrappers over core's engines, plus the
 * facts of this server the pattern summary reports.
 */

/** How many rules the scanner runs, by category: read from the scanner itself, not typed in. */
function countScannerRules(): Record<string, number> {
  const { rules } = scanFiles([], { parse: parseSource, limits: toDiagnosticLimits() });
  const counts: Record<string, number> = {};
  for (const rule of rules) counts[rule.category] = (counts[rule.category] ?? 0) + 1;
  return counts;
}

let scannerRules: Record<string, number> | undefined;

export function getPatternSummary(ctx: AppContext): Record<string, CharterPattern> {
  scannerRules ??= countScannerRules();
  return listCharterPatterns({
    contractRoutes: allRoutes.length,
    scannerRules,
    constitutionRules: createDefaultConstitution().rules.length,
    store: ctx.env.CHARTER_STORE,
    llmConfigured: ctx.llm !== undefined,
  });
}

export function sampleDocument(content: string, maxTokens: number) {
  return { success: true as const, ...sampleContent(content, { maxTokens }) };
}

export function routeOperation(content: string, operation: RoutingOperation) {
  return { success: true as const, routing: routeProvider(content, operation) };
}

export function runProactiveIntervention(
  codebase: string,
  projectType: ProjectType,
  source: string | undefined,
) {
  const result = analyzeCodebase(codebase, { parse: parseSource, projectType });
  return { success: true as const, ...result, context: { source: source || null } };
}
