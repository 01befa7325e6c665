import { z } from 'zod';
import { ProjectAnalysisSchema } from '../diagnostics/analysis-schema';
import { requiredText } from './common';
import { defineRoute } from './contract';

export {
  CategoryDiagnosticSchema,
  DiagnosticCategorySchema,
  FindingSchema,
  FindingSeveritySchema,
  type ProjectAnalysis,
  ProjectAnalysisSchema,
  RuleMetaSchema,
  UnparsedFileSchema,
} from '../diagnostics/analysis-schema';

/**
 * Project Diagnostic: the server clones a repository (or, when the operator
 * allows it, reads a local path) and runs core's scanner on it.
 */

export const AnalyzeProjectInput = z.object({
  projectUrl: requiredText('A project URL', 2_000),
  options: z
    .object({
      includePerformance: z.boolean().default(true),
      includeAccessibility: z.boolean().default(true),
      includeDependencies: z.boolean().default(true),
      includeArchitecture: z.boolean().default(true),
    })
    .default({
      includePerformance: true,
      includeAccessibility: true,
      includeDependencies: true,
      includeArchitecture: true,
    }),
});
export type AnalyzeProjectInput = z.input<typeof AnalyzeProjectInput>;

export const projectAnalysisApi = {
  analyze: defineRoute({
    method: 'POST',
    path: '/api/project/analyze',
    summary:
      'Clone a git repository (https; local paths only with CHARTER_ALLOW_LOCAL_PATHS=1) and scan it: diagnostics per category, overall health, located findings',
    auth: 'user',
    body: AnalyzeProjectInput,
    response: z.object({ success: z.literal(true), analysis: ProjectAnalysisSchema }),
    tags: ['diagnostics'],
  }),
} as const;
