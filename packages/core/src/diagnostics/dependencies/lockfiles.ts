import { parseSyml } from '@yarnpkg/parsers';
import type { SourceFile } from '../types';
import { parseJsoncWithError } from './jsonc';
import { basename, isInNodeModules, stripYamlComment, unquoteYaml } from './manifests';

/** Lockfile names by package manager; `bun.lockb` is binary and only counted as present. */
export const LOCKFILE_NAMES = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'bun.lock',
  'bun.lockb',
] as const;

export type LockfileFormat =
  | 'npm-v1'
  | 'npm-v2'
  | 'npm-v3'
  | 'pnpm-v5'
  | 'pnpm-v6'
  | 'pnpm-v9'
  | 'yarn-classic'
  | 'yarn-berry';

/** What the report shows per lockfile: how many distinct packages (name@version) it installs. */
export interface LockfileCount {
  lockfile: string;
  format: LockfileFormat;
  packageCount: number;
}

/** Why a lockfile could not be read, with the offset the reader stopped at. */
export interface LockfileProblem {
  lockfile: string;
  reason: string;
  offset: number;
}

export function isLockfile(path: string): boolean {
  return (LOCKFILE_NAMES as readonly string[]).includes(basename(path)) && !isInNodeModules(path);
}

/**
 * Counts the packages one lockfile installs: distinct `name@version` pairs, so a version hoisted in one
 * place and nested in another counts once, workspace links and the root project not at all.
 * `countLockfilePackages({ path: 'yarn.lock', text })` → `{ lockfile: 'yarn.lock', format: 'yarn-classic', packageCount: 2 }`.
 */
export function countLockfilePackages(file: SourceFile): LockfileCount | LockfileProblem {
  const conflict = /^(?:<{7}|={7}|>{7})(?: |$)/m.exec(file.text);
  if (conflict) {
    return {
      lockfile: file.path,
      reason: 'it contains unresolved merge-conflict markers',
      offset: conflict.index,
    };
  }
  const name = basename(file.path);
  const read =
    name === 'package-lock.json' || name === 'npm-shrinkwrap.json'
      ? readNpmLockfile(file.text)
      : name === 'pnpm-lock.yaml'
        ? readPnpmLockfile(file.text)
        : name === 'yarn.lock'
          ? readYarnLockfile(file.text)
          : { reason: 'this lockfile format is not read', offset: 0 };
  if ('reason' in read) return { lockfile: file.path, ...read };
  return { lockfile: file.path, format: read.format, packageCount: read.packages.size };
}

export function isLockfileCount(value: LockfileCount | LockfileProblem): value is LockfileCount {
  return 'packageCount' in value;
}

type Read = { format: LockfileFormat; packages: Set<string> } | { reason: string; offset: number };

// ---- npm: package-lock.json / npm-shrinkwrap.json ----

interface NpmEntry {
  name?: string;
  version?: string;
  link?: boolean;
  dependencies?: Record<string, NpmEntry>;
}

function readNpmLockfile(text: string): Read {
  let lock: { lockfileVersion?: unknown; packages?: Record<string, NpmEntry>; dependencies?: unknown };
  try {
    lock = JSON.parse(text);
  } catch {
    // Slow path, only for broken files: find where the syntax breaks, to point at that line.
    return { reason: 'it is not valid JSON', offset: parseJsoncWithError(text).errorOffset ?? 0 };
  }
  if (typeof lock !== 'object' || lock === null) return { reason: 'it is not a JSON object', offset: 0 };
  const version = lock.lockfileVersion;
  const packages = new Set<string>();
  if ((version === 2 || version === 3) && typeof lock.packages === 'object' && lock.packages) {
    for (const [key, entry] of Object.entries(lock.packages)) {
      // '' is the root project; keys outside node_modules are workspace folders; links point at them.
      const at = key.lastIndexOf('node_modules/');
      if (at === -1 || entry.link || typeof entry.version !== 'string') continue;
      packages.add(`${entry.name ?? key.slice(at + 'node_modules/'.length)}@${entry.version}`);
    }
    return { format: version === 2 ? 'npm-v2' : 'npm-v3', packages };
  }
  if (version === 1 || (version === undefined && typeof lock.dependencies === 'object')) {
    const visit = (dependencies: Record<string, NpmEntry> | undefined): void => {
      for (const [name, entry] of Object.entries(dependencies ?? {})) {
        const v = entry.version;
        // `file:` versions are local folders (workspaces), linked rather than installed.
        if (typeof v === 'string' && !v.startsWith('file:')) packages.add(`${name}@${v}`);
        visit(entry.dependencies);
      }
    };
    visit(lock.dependencies as Record<string, NpmEntry> | undefined);
    return { format: 'npm-v1', packages };
  }
  return { reason: `lockfileVersion ${String(version)} is not one npm writes`, offset: 0 };
}

// ---- pnpm-lock.yaml ----
// A line reader, not a YAML parser: only the keys under `packages:` are needed, and a full YAML parse (the
// `yaml` package) of a 4 000-package lockfile took about 100 times as long as this scan, in the same run.

/**
 * Top-level keys directly under `section:` (two-space indent), line by line as `text.split(/\r?\n/)` cuts
 * them. Lines are found with indexOf and only a key line is cut out: splitting a 4 000-package lockfile into
 * its 28 000 lines and testing each with a regular expression was about 3% of `charter check`'s CPU on the
 * bench fixture, for the 4 000 lines that hold a key.
 */
function* sectionKeys(text: string, section: string): Generator<string> {
  const header = `${section}:`;
  let inside = false;
  for (let start = 0, next = 0; start <= text.length; start = next) {
    if (!inside && start > 0) {
      // Outside the section only a top-level line can matter (it may open it): the lines before the next one
      // (indented, comments, empty) are passed over in one search, not one by one (`snapshots:` is most of a
      // pnpm 9 lockfile).
      TOP_LEVEL_LINE.lastIndex = start - 1;
      const found = TOP_LEVEL_LINE.exec(text);
      if (!found) return;
      start = found.index + 1;
    }
    let end = text.indexOf('\n', start);
    next = end === -1 ? text.length + 1 : end + 1;
    if (end === -1) end = text.length;
    else if (end > start && text.charCodeAt(end - 1) === CR) end--;
    const first = text.charCodeAt(start);
    // `/^\S/` on the line: a line that starts with a space (most of them) is never a top-level line.
    if (end > start && first !== SPACE && NOT_SPACE.test(text[start] as string)) {
      if (first !== HASH) inside = text.startsWith(header, start);
    } else if (inside && end - start >= 2 && first === SPACE && text.charCodeAt(start + 1) === SPACE) {
      // A third character past the line's end reads its `\r`, `\n` or NaN: neither a space nor `#`.
      const third = text.charCodeAt(start + 2);
      if (third === SPACE || third === HASH) continue;
      // Only a `#` can start a comment: a line without one (every key line pnpm writes) is kept as it is.
      const line = text.slice(start, end);
      const content = (line.includes('#') ? stripYamlComment(line) : line).trimEnd();
      // `  key:` or `  key: {}` (a package with no metadata, as v9 writes some).
      const colon = keyEnd(content);
      if (colon !== -1) yield unquoteYaml(content.slice(2, colon));
    }
  }
}

const CR = 13;
const SPACE = 32;
const HASH = 35;
const NOT_SPACE = /\S/;
/** A line break before a line that starts with neither white space nor `#`: a top-level line of the file. */
const TOP_LEVEL_LINE = /\n(?=[^\s#])/g;

/** Index of the `:` that ends a mapping key (outside quotes, followed by a space or end of line). */
function keyEnd(line: string): number {
  // Without a quote nothing is skipped: the first `:` that a space or the line's end follows (pnpm's keys,
  // `  pkg@1.0.0:`), found by indexOf rather than by reading each character.
  if (!line.includes('"') && !line.includes("'")) {
    for (let i = line.indexOf(':'); i !== -1; i = line.indexOf(':', i + 1))
      if (i + 1 === line.length || line.charCodeAt(i + 1) === SPACE) return i;
    return -1;
  }
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ':' && (i + 1 === line.length || line[i + 1] === ' ')) return i;
  }
  return -1;
}

function readPnpmLockfile(text: string): Read {
  // pnpm 10+ may put an environment document before the project's: the last document is the project's.
  const documents = text.split(/^---\s*$/m);
  const document = documents[documents.length - 1] ?? '';
  const version = /^lockfileVersion:\s*['"]?([\d.]+)/m.exec(document)?.[1];
  if (!version) return { reason: 'it has no lockfileVersion', offset: 0 };
  const major = Number.parseInt(version, 10);
  if (major < 5 || major > 9)
    return { reason: `lockfileVersion ${version} is not one pnpm writes`, offset: 0 };
  const format: LockfileFormat = major === 5 ? 'pnpm-v5' : major < 9 ? 'pnpm-v6' : 'pnpm-v9';
  const packages = new Set<string>();
  for (const key of sectionKeys(document, 'packages')) {
    packages.add(major === 5 ? fromPnpmV5Key(key) : fromPnpmKey(key));
  }
  return { format, packages };
}

/** `/@scope/name/1.0.0_peer@2.0.0` → `@scope/name@1.0.0`; other keys (git, tarballs) stay as they are. */
function fromPnpmV5Key(key: string): string {
  if (!key.startsWith('/')) return key;
  const parts = key.slice(1).split('/');
  const nameLength = parts[0]?.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const version = (parts[nameLength] ?? '').split('_')[0];
  return `${name}@${version}`;
}

/** `/name@1.0.0(peer@2.0.0)` (v6) or `@scope/name@1.0.0(peer@2)` (v9) → `name@1.0.0`. */
function fromPnpmKey(key: string): string {
  const plain = key.replace(/^\//, '');
  const paren = plain.indexOf('(');
  return paren === -1 ? plain : plain.slice(0, paren);
}

// ---- yarn.lock: classic (v1 text) and berry (YAML with __metadata) ----

interface YarnEntry {
  version?: unknown;
  resolution?: unknown;
}

/** A header-less classic lockfile is still read as one (yarn itself writes the header). */
const YARN_V1_HEADER = '# yarn lockfile v1\n';

/** Parses with yarn's own reader (`parseSyml`): YAML for berry, yarn's v1 grammar for classic files. */
function parseYarnLockfile(
  text: string,
  berry: boolean,
): { entries: Record<string, YarnEntry> } | { offset: number } {
  const source = text.replace(/\r\n/g, '\n');
  try {
    return { entries: parseSyml(source) };
  } catch (error) {
    if (!berry && !/^#\s+yarn\s+lockfile\s+v1$/im.test(source)) {
      try {
        return { entries: parseSyml(YARN_V1_HEADER + source) };
      } catch {
        // Reported below with the first attempt's position.
      }
    }
    return { offset: errorOffset(error) };
  }
}

/** Where js-yaml (`mark.position`) or the v1 grammar (`location.start.offset`) stopped. */
function errorOffset(error: unknown): number {
  const { mark, location } = (error ?? {}) as {
    mark?: { position?: number };
    location?: { start?: { offset?: number } };
  };
  return mark?.position ?? location?.start?.offset ?? 0;
}

function readYarnLockfile(text: string): Read {
  const berry = /^__metadata:/m.test(text);
  const parsed = parseYarnLockfile(text, berry);
  const neither = 'it is neither a yarn v1 nor a yarn berry lockfile';
  if ('offset' in parsed) return { reason: neither, offset: parsed.offset };
  const packages = new Set<string>();
  for (const [specifiers, entry] of Object.entries(parsed.entries)) {
    if (specifiers === '__metadata' || typeof entry?.version !== 'string') continue;
    const resolution = typeof entry.resolution === 'string' ? entry.resolution : undefined;
    if (berry && (resolution ?? specifiers).includes('@workspace:')) continue;
    const name = berry
      ? packageName(resolution ?? firstSpecifier(specifiers))
      : packageName(firstSpecifier(specifiers));
    packages.add(`${name}@${entry.version}`);
  }
  if (!berry && !/^# yarn lockfile v1/m.test(text) && packages.size === 0 && text.trim() !== '') {
    return { reason: neither, offset: 0 };
  }
  return { format: berry ? 'yarn-berry' : 'yarn-classic', packages };
}

/** `"lodash@^4.17.20", lodash@^4.17.21` → `lodash@^4.17.20`. */
function firstSpecifier(specifiers: string): string {
  return (specifiers.split(', ')[0] ?? '').replace(/"/g, '').trim();
}

/** `@babel/core@^7.0.0` → `@babel/core`; `lodash@npm:4.17.21` → `lodash`. */
function packageName(specifier: string): string {
  const at = specifier.indexOf('@', 1);
  return at === -1 ? specifier : specifier.slice(0, at);
}
