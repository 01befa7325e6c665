import type { GeneratedPrimerAnswer } from '@charter/core/api';
import type { ZipEntry } from '../../../lib/zip';

/**
 * What the agent-files zip holds: the primer under its download name, then each agent file at the path the
 * agent reads it from (AGENTS.md, CLAUDE.md, .cursor/rules/charter.mdc, .github/copilot-instructions.md).
 */
export function toAgentZipEntries(
  result: Pick<GeneratedPrimerAnswer, 'primer' | 'agentFiles'>,
  primerFileName: string,
): ZipEntry[] {
  return [
    { path: primerFileName, content: result.primer },
    ...result.agentFiles.map((file) => ({ path: file.path, content: file.content })),
  ];
}

/** `project-primer-1773480600000.md` → `project-primer-1773480600000-agent-files.zip`. */
export function toAgentZipName(primerFileName: string): string {
  return primerFileName.replace(/\.md$/, '-agent-files.zip');
}
