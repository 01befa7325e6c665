import type { PlannedFile } from '../services/primer/file-plan';

const ANSI = {
  red: '\u001B[31m',
  green: '\u001B[32m',
  cyan: '\u001B[36m',
  dim: '\u001B[2m',
  reset: '\u001B[0m',
};

/** Lines added and removed by a file's change. */
export function countChanges(file: PlannedFile): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of file.diff.split('\n')) {
    if (line.startsWith('+') && !line.startsWith('+++')) added += 1;
    else if (line.startsWith('-') && !line.startsWith('---')) removed += 1;
  }
  return { added, removed };
}

// The hunks only: the "====" banner and the ---/+++ names repeat what the heading line already says.
function toHunks(diff: string, colour: boolean): string {
  const lines = diff.replace(/\n$/, '').split('\n');
  const first = lines.findIndex((line) => line.startsWith('@@'));
  return lines
    .slice(first < 0 ? lines.length : first)
    .map((line) => {
      if (!colour) return line;
      if (line.startsWith('@@')) return `${ANSI.cyan}${line}${ANSI.reset}`;
      if (line.startsWith('+')) return `${ANSI.green}${line}${ANSI.reset}`;
      if (line.startsWith('-')) return `${ANSI.red}${line}${ANSI.reset}`;
      return line;
    })
    .join('\n');
}

/**
 * The plan as text: one heading line per file (status, path, lines added and removed) and, for files that
 * already existed, the diff's hunks. A new file shows only its size — its whole text would be the diff, and
 * four agent files carry the same primer; `--format json` has every diff in full.
 */
export function renderPlan(files: readonly PlannedFile[], { colour }: { colour: boolean }): string {
  const out: string[] = [];
  for (const file of files) {
    const { added, removed } = countChanges(file);
    const counts = file.status === 'unchanged' ? '' : ` (+${added} −${removed})`;
    const status = file.status.padEnd(9);
    const paint = file.status === 'created' ? ANSI.green : file.status === 'updated' ? ANSI.cyan : ANSI.dim;
    out.push(`${colour ? `${paint}${status}${ANSI.reset}` : status} ${file.path}${counts}`);
    if (file.status === 'updated') out.push(toHunks(file.diff, colour), '');
  }
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
