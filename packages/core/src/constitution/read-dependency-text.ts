import { toEvidence } from './read-quantities';

/** A value read from text, with the quote it came from. */
export interface TextFact<T> {
  value: T;
  evidence: string;
}

export interface DependencyText {
  /** Direct dependencies before the change ("a project with 45 dependencies", "the 21st dependency" → 20). */
  current: TextFact<number> | null;
  /** Dependencies the change adds ("install 75 packages", "the 21st dependency" → 1). */
  added: TextFact<number> | null;
  /** Dependencies the change removes ("remove 13 dependencies"). */
  removed: TextFact<number> | null;
  /** Package names the change adds ("npm install lodash axios", "add the zod library"). */
  names: TextFact<string[]> | null;
}

const NOUN = '(?:dependencies|dependency|packages|package|deps|dep|libraries|library|modules|module)';
const ADD_VERB =
  '(?:add|adds|adding|added|install|installs|installing|installed|introduce|introduces|introducing|pull in|pulls in|pulling in|bring in|brings in|bringing in)';
const REMOVE_VERB =
  '(?:remove|removes|removing|removed|drop|drops|dropping|delete|deletes|deleting|uninstall|uninstalls|uninstalling|cut|cuts|cutting)';
const KIND_WORDS =
  'npm|node|direct|third-party|external|runtime|dev|js|javascript|existing|current|production';
const KIND = `(?:${KIND_WORDS})`;

// "install 75 packages", "add another 3 new npm dependencies", "131 dependencies" (verb and "new" optional);
// "remove 13 dependencies" is the change too: it shrinks the project.
const COUNT_RE = new RegExp(
  `\\b(?:(${ADD_VERB})\\s+(?:another\\s+|about\\s+|around\\s+|roughly\\s+|over\\s+)?|(${REMOVE_VERB})\\s+)?(\\d+)\\s+(?:(new|more|additional|extra|other)\\s+)?(?:${KIND}\\s+)?${NOUN}\\b`,
  'g',
);
// "the 21st dependency": the count after the change, so one is being added to 20.
const ORDINAL_RE = new RegExp(
  `\\b(\\d+)(?:st|nd|rd|th)\\s+(?:(?:new|${KIND_WORDS})\\s+)?(?:dependency|package|dep|library|module)\\b`,
);
// Package-manager commands; the argument list stops at shell punctuation, quotes and brackets.
const INSTALL_RE =
  /\b(?:npm\s+(?:install|add|i)|pnpm\s+(?:add|install|i)|yarn\s+add|bun\s+(?:add|install|i))\b([^\n;&|`'"()[\]{}<>]{0,300})/g;
// "add the zod library", "install date-fns as a dependency".
const NAMED_RE = new RegExp(
  `\\b(?:${ADD_VERB}|use|uses|using)\\s+(?:the\\s+)?(@?[a-z][\\w.-]*(?:\\/[\\w.-]+)?)\\s+(?:as\\s+(?:a\\s+)?(?:new\\s+)?(?:dev\\s+)?)?(?:(?:npm|node|js)\\s+)?(?:package|library|dependency|module)\\b`,
  'g',
);
const PACKAGE_NAME_RE = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:@[\w.^~<>=*-]+)?$/;
// Words a package-manager argument list goes on past ("lodash and axios") or stops at ("to parse dates").
const LIST_JOINERS = new Set(['and', 'or', '+', '&']);
const LIST_ENDS = new Set([
  'to',
  'for',
  'then',
  'because',
  'so',
  'which',
  'that',
  'in',
  'into',
  'on',
  'from',
  'with',
  'as',
  'since',
  'but',
  'if',
  'when',
  'instead',
  'we',
  'it',
]);
// What NAMED_RE captures when the sentence names no package ("add a new library").
const NOT_NAMES = new Set([
  'a',
  'an',
  'the',
  'new',
  'another',
  'one',
  'this',
  'that',
  'our',
  'their',
  'its',
  'single',
  'second',
  'more',
  'extra',
  'external',
  'third-party',
  'any',
  'some',
  'each',
  'every',
  'same',
  'other',
  'big',
  'small',
  'heavy',
  'popular',
  'whole',
]);

function toPackageName(token: string): string | null {
  const cleaned = token.replace(/[.,:!?]+$/, '');
  if (!PACKAGE_NAME_RE.test(cleaned)) return null;
  const versionAt = cleaned.indexOf('@', 1);
  return versionAt === -1 ? cleaned : cleaned.slice(0, versionAt);
}

function readInstallArguments(args: string, into: string[]): void {
  for (const token of args.split(/[\s,]+/)) {
    if (token === '' || token.startsWith('-')) continue;
    if (LIST_JOINERS.has(token)) continue;
    if (LIST_ENDS.has(token)) return;
    const name = toPackageName(token);
    if (name === null) return;
    if (!into.includes(name)) into.push(name);
  }
}

/**
 * Dependency counts and names from readable text (see `toReadableText`).
 * @example readDependencyText('npm install lodash axios').names?.value; // ['lodash', 'axios']
 */
export function readDependencyText(text: string): DependencyText {
  let current: TextFact<number> | null = null;
  let added: TextFact<number> | null = null;
  let removed: TextFact<number> | null = null;
  for (const match of text.matchAll(COUNT_RE)) {
    const count = Number(match[3]);
    if (match[2] !== undefined) {
      if (removed === null || count > removed.value)
        removed = { value: count, evidence: toEvidence(match[0]) };
      continue;
    }
    // A verb or "new/more" makes it the change; a bare "131 dependencies" describes the project as it is.
    if (match[1] !== undefined || match[4] !== undefined) {
      if (added === null || count > added.value) added = { value: count, evidence: toEvidence(match[0]) };
    } else if (current === null) {
      current = { value: count, evidence: toEvidence(match[0]) };
    }
  }
  const ordinal = ORDINAL_RE.exec(text);
  if (ordinal !== null) {
    const total = Number(ordinal[1]);
    if (total > 0 && current === null) current = { value: total - 1, evidence: toEvidence(ordinal[0]) };
    if (total > 0 && added === null) added = { value: 1, evidence: toEvidence(ordinal[0]) };
  }

  const names: string[] = [];
  const quotes: string[] = [];
  for (const match of text.matchAll(INSTALL_RE)) {
    const before = names.length;
    readInstallArguments(match[1] ?? '', names);
    if (names.length > before) quotes.push(match[0]);
  }
  for (const match of text.matchAll(NAMED_RE)) {
    const name = match[1] === undefined ? null : toPackageName(match[1]);
    if (name === null || NOT_NAMES.has(name) || names.includes(name)) continue;
    names.push(name);
    quotes.push(match[0]);
  }
  return {
    current,
    added,
    removed,
    names: names.length === 0 ? null : { value: names, evidence: toEvidence(quotes.join(' … ')) },
  };
}
