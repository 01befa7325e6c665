import { z } from 'zod';
import { DIAGNOSTIC_CATEGORIES, FINDING_SEVERITIES } from './types';

export const DiagnosticCategorySchema = z.enum(DIAGNOSTIC_CATEGORIES);
export const FindingSeveritySchema = z.enum(FINDING_SEVERITIES);

export const FindingSchema = z.object({
  ruleId: z.string(),
  category: DiagnosticCategorySchema,
  severity: FindingSeveritySchema,
  file: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  message: z.string(),
  evidence: z.string(),
  fix: z.string(),
  /** The offending quantity in the rule's unit, where it has one (ms for an HTTP timeout that is too long). */
  measured: z.number().optional(),
});

/** An outbound HTTP call the checker saw but could not judge (`ScanResult.undecided`): never a finding. */
export const UndecidedCallSchema = z.object({
  file: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  what: z.string(),
  reason: z.string().optional(),
});

/** A source file the parser could not read (`ScanResult.parseErrors`): its code rules did not run on it. */
export const UnparsedFileSchema = z.object({
  file: z.string(),
  message: z.string(),
  line: z.number().int().min(1).optional(),
  column: z.number().int().min(1).optional(),
});

export const RuleMetaSchema = z.object({
  id: z.string(),
  category: DiagnosticCategorySchema,
  severity: FindingSeveritySchema,
  title: z.string(),
  help: z.string(),
  wcag: z.object({ criterion: z.string(), level: z.enum(['A', 'AA']), name: z.string() }).optional(),
  security: z.boolean().optional(),
});

const Level = z.enum(['high', 'medium', 'low']);

export const CategoryDiagnosticSchema = z.object({
  category: DiagnosticCategorySchema,
  label: z.string(),
  status: z.enum(['healthy', 'warning', 'critical']),
  score: z.number().min(0).max(100),
  issues: z.array(
    z.object({
      severity: Level,
      title: z.string(),
      description: z.string(),
      impact: z.string(),
      ruleId: z.string(),
      file: z.string(),
      line: z.number().int(),
    }),
  ),
  recommendations: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      effort: Level,
      risk: Level,
      priority: z.number().int().min(1),
      ruleId: z.string(),
    }),
  ),
});

export const ProjectAnalysisSchema = z.object({
  diagnostics: z.array(CategoryDiagnosticSchema),
  overallHealth: z.number().min(0).max(100),
  findings: z.array(FindingSchema),
  /** The rules of the scanned categories: the console builds SARIF and Markdown downloads from them. */
  rules: z.array(RuleMetaSchema),
  filesScanned: z.number().int().min(0),
  lockfiles: z.array(z.object({ file: z.string(), packageCount: z.number().int().min(0) })),
  /** Outbound HTTP calls not judged (their timeout is decided where the checker cannot see); absent in older analyses. */
  undecided: z.array(UndecidedCallSchema).optional(),
  /** Source files that could not be parsed, so their code rules did not run; absent in older analyses. */
  unparsed: z.array(UnparsedFileSchema).optional(),
  /** What was scanned: the URL as given, and the commit for a git clone. */
  source: z.object({ projectUrl: z.string(), kind: z.enum(['git', 'local']), commit: z.string().nullable() }),
  analyzedAt: z.iso.datetime({ offset: true }),
  durationMs: z.number().int().min(0),
});
export type ProjectAnalysis = z.infer<typeof ProjectAnalysisSchema>;
