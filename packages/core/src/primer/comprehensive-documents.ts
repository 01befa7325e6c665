import { z } from 'zod';

/** The comprehensive package's files by path. */
export const ComprehensiveDocumentsSchema = z.object({
  'PRIMER.md': z.string(),
  'CONSTITUTION.md': z.string(),
  'REQUIREMENTS.md': z.string(),
  'ARCHITECTURE.md': z.string(),
  'AGENTS.md': z.string(),
  'CLAUDE.md': z.string(),
  '.cursor/rules/charter.mdc': z.string(),
  '.github/copilot-instructions.md': z.string(),
});
export type ComprehensiveDocuments = z.infer<typeof ComprehensiveDocumentsSchema>;
