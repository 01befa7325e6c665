import type { GeneratedPrimerAnswer } from '@charter/core';
import type { ZipEntry } from '../../../lib/zip';

/** The primer's name inside every archive, as `charter primer` writes it and the conversational package holds it. */
export const ARCHIVED_PRIMER_PATH = 'PRIMER.md';

/**
 * What the agent-files zip holds: `PRIMER.md`, then each agent file at the path the agent reads it from
 * (AGENTS.md, CLAUDE.md, .cursor/rules/charter.mdc, .github/copilot-instructions.md). The timestamped name
 * is only for the single-file download and the zip's own name.
 */
export function toAgentZipEntries(result: Pick<GeneratedPrimerAnswer, 'primer' | 'agentFiles'>): ZipEntry[] {
  return [
    { path: ARCHIVED_PRIMER_PATH, content: result.primer },
    ...result.agentFiles.map((file) => ({ path: file.path, content: file.content })),
  ];
}

/** `project-primer-1773480600000.md` → `project-primer-1773480600000-agent-files.zip`. */
export function toAgentZipName(primerFileName: string): string {
  return primerFileName.replace(/\.md$/, '-agent-files.zip');
}
