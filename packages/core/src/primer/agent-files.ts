import type { Constitution } from '../constitution/index';
import { CharterError } from '../errors';

/**
 * The primer rendered for the files coding agents read on their own. Charter owns only the text between
 * its markers, so re-generation updates the block and never touches what people wrote around it.
 */

export const MANAGED_BLOCK_START = '<!-- charter:start -->';
export const MANAGED_BLOCK_END = '<!-- charter:end -->';

export const AGENT_FILE_PATHS = [
  'AGENTS.md',
  'CLAUDE.md',
  '.cursor/rules/charter.mdc',
  '.github/copilot-instructions.md',
] as const;
export type AgentFilePath = (typeof AGENT_FILE_PATHS)[number];

export interface AgentFile {
  path: AgentFilePath;
  content: string;
}

/**
 * Wraps text in the Charter markers (LF line endings, one trailing newline).
 * @example toManagedBlock('Hello'); // '<!-- charter:start -->\nHello\n<!-- charter:end -->\n'
 */
export function toManagedBlock(inner: string): string {
  const body = inner.replace(/\r\n?/g, '\n').replace(/^\n+|\s+$/g, '');
  return `${MANAGED_BLOCK_START}\n${body}\n${MANAGED_BLOCK_END}\n`;
}

/**
 * The agent files for a primer: each is only a managed block; the Cursor rule adds its front matter first.
 * @example toAgentFiles(primer, { constitution }).map((file) => file.path)[0]; // 'AGENTS.md'
 */
export function toAgentFiles(primer: string, options: { constitution: Constitution }): AgentFile[] {
  const { version, tier } = options.constitution;
  const note =
    `> Managed by Charter (constitution ${version}, ${tier} tier). Text between the charter markers is ` +
    'replaced when the primer is regenerated; write your own notes outside them.';
  const block = toManagedBlock(`${note}\n\n${primer}`);
  // `alwaysApply: true` makes Cursor load the rule in every chat, so globs stay empty rather than narrow it.
  const frontMatter = [
    '---',
    `description: Charter project primer and constitution ${version} — read before changing this project`,
    'globs:',
    'alwaysApply: true',
    '---',
    '',
  ].join('\n');
  return AGENT_FILE_PATHS.map((path) => ({
    path,
    content: path.endsWith('.mdc') ? `${frontMatter}${block}` : block,
  }));
}

function countOccurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

/** Splits text holding one well-formed block; null when it holds no marker at all. */
function findBlock(text: string, what: string): { start: number; end: number } | null {
  const starts = countOccurrences(text, MANAGED_BLOCK_START);
  const ends = countOccurrences(text, MANAGED_BLOCK_END);
  if (starts === 0 && ends === 0) return null;
  const start = text.indexOf(MANAGED_BLOCK_START);
  const end = text.indexOf(MANAGED_BLOCK_END);
  if (starts !== 1 || ends !== 1 || end < start) {
    throw new CharterError(
      'BAD_REQUEST',
      `${what} has ${starts} "${MANAGED_BLOCK_START}" and ${ends} "${MANAGED_BLOCK_END}" markers in the ` +
        'wrong order or number: keep exactly one pair, start before end, then regenerate.',
      { details: { starts, ends } },
    );
  }
  return { start, end: end + MANAGED_BLOCK_END.length };
}

/**
 * A file's new text with Charter's block updated: the text between existing markers is replaced and
 * everything else kept byte for byte; without markers the block is appended after a blank line; a new
 * file (null) gets the whole `block`, front matter included. Keeps the file's CRLF line endings.
 * Throws CharterError BAD_REQUEST when markers are unbalanced or duplicated.
 * @example updateManagedBlock('# Notes\n', toManagedBlock('Rules')); // '# Notes\n\n<!-- charter:start -->\nRules\n<!-- charter:end -->\n'
 */
export function updateManagedBlock(existing: string | null, block: string): string {
  const found = findBlock(block, 'The new block');
  const lfBlock = block.replace(/\r\n?/g, '\n');
  if (existing === null || existing === '') {
    return found ? lfBlock : toManagedBlock(lfBlock);
  }
  // Only the marked part goes into an existing file: its own front matter and prelude stay as they are.
  const marked = found ? lfBlock.slice(lfBlock.indexOf(MANAGED_BLOCK_START)) : toManagedBlock(lfBlock);
  const pair = marked.slice(0, marked.indexOf(MANAGED_BLOCK_END) + MANAGED_BLOCK_END.length);
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  const withEol = (text: string): string => (eol === '\n' ? text : text.replace(/\n/g, eol));

  const target = findBlock(existing, 'The existing file');
  if (target) {
    return existing.slice(0, target.start) + withEol(pair) + existing.slice(target.end);
  }
  const separator = existing.endsWith(eol) ? eol : `${eol}${eol}`;
  return `${existing}${separator}${withEol(pair)}${eol}`;
}
