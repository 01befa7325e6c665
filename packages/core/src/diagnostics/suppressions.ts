import type { Finding } from './types';

/**
 * Inline suppressions, for the rare finding a person has judged and accepted in place:
 * `// charter-ignore a11y/click-without-keyboard: the title button is the keyboard way` (any comment syntax)
 * silences those rule ids on its own line and on the next one. A reason after `:` is for the reader.
 */
const DIRECTIVE = /charter-ignore\s+([a-z0-9-]+\/[a-z0-9-]+(?:\s*,\s*[a-z0-9-]+\/[a-z0-9-]+)*)/g;

/** Line → rule ids suppressed there, or undefined when the file has no directive (the common case). */
export function readSuppressions(text: string): Map<number, Set<string>> | undefined {
  if (!text.includes('charter-ignore')) return undefined;
  const suppressed = new Map<number, Set<string>>();
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(DIRECTIVE)) {
      const ids = (match[1] ?? '').split(',').map((id) => id.trim());
      for (const target of [index + 1, index + 2]) {
        const set = suppressed.get(target) ?? new Set<string>();
        for (const id of ids) set.add(id);
        suppressed.set(target, set);
      }
    }
  });
  return suppressed.size > 0 ? suppressed : undefined;
}

export function isSuppressed(
  finding: Finding,
  byFile: ReadonlyMap<string, Map<number, Set<string>>>,
): boolean {
  return byFile.get(finding.file)?.get(finding.line)?.has(finding.ruleId) === true;
}
