import { resolve } from 'node:path';

/** One package installation a shell command asks for. */
export interface ShellInstall {
  manager: 'npm' | 'pnpm' | 'yarn' | 'bun';
  packages: string[];
  dev: boolean;
  /** Where the package manager runs: `cd` before it and `--prefix`/`-C`/`--dir` applied. */
  cwd: string;
  /** The command segment that installs, as written. */
  segment: string;
}

const INSTALL_VERBS: Record<ShellInstall['manager'], ReadonlySet<string>> = {
  // npm's own aliases of install (`npm help install`), and `add`.
  npm: new Set([
    'install',
    'i',
    'in',
    'ins',
    'inst',
    'insta',
    'instal',
    'isnt',
    'isnta',
    'isntal',
    'isntall',
    'add',
  ]),
  pnpm: new Set(['add', 'install', 'i']),
  yarn: new Set(['add']),
  bun: new Set(['add', 'a', 'install', 'i']),
};
const DEV_FLAGS = new Set(['-D', '--save-dev', '--dev']);
// `-d` is bun's short --dev; to npm it means --loglevel info.
const GLOBAL_FLAGS = new Set(['-g', '--global', '--location=global']);
// Flags whose value is the next word; everything else starting with `-` stands alone.
const VALUE_FLAGS = new Set([
  '--filter',
  '-F',
  '--prefix',
  '-C',
  '--dir',
  '--cwd',
  '--workspace',
  '-w',
  '--registry',
  '--tag',
  '--cache',
  '--userconfig',
]);
const DIR_FLAGS = new Set(['--prefix', '-C', '--dir', '--cwd']);
const SEPARATORS = new Set(['&&', '||', ';', '|', '&', '\n']);

/**
 * The words of a shell command line with quotes removed, and `&&`, `||`, `;`, `|`, `&` and newlines as
 * words of their own. Not a shell: no expansion; enough to read what an agent asks to install.
 */
export function splitShellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote: '"' | "'" | null = null;
  let started = false;
  const flush = () => {
    if (started) words.push(word);
    word = '';
    started = false;
  };
  for (let i = 0; i < line.length; i++) {
    const char = line[i] as string;
    if (quote) {
      if (char === quote) quote = null;
      else if (char === '\\' && quote === '"' && i + 1 < line.length) word += line[++i];
      else word += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (char === '\\' && i + 1 < line.length) {
      const next = line[++i] as string;
      // A backslash before a newline continues the line.
      if (next !== '\n') {
        word += next;
        started = true;
      }
    } else if (char === ' ' || char === '\t') flush();
    else if (char === '\n' || char === ';') {
      flush();
      words.push(char);
    } else if (char === '&' || char === '|') {
      flush();
      if (line[i + 1] === char) {
        words.push(char + char);
        i++;
      } else words.push(char);
    } else {
      word += char;
      started = true;
    }
  }
  flush();
  return words;
}

function toSegments(words: readonly string[]): string[][] {
  const segments: string[][] = [[]];
  for (const word of words) {
    if (SEPARATORS.has(word)) segments.push([]);
    else segments[segments.length - 1]?.push(word);
  }
  return segments.filter((segment) => segment.length > 0);
}

// Paths, URLs and git specs install something that is not a registry package by name: not counted here.
const isRegistrySpec = (spec: string) =>
  spec !== '' && !/^(\.|\/|~|file:|link:|git\+|git:|github:|https?:|workspace:)/.test(spec);

function readInstall(words: readonly string[], cwd: string, segment: string): ShellInstall | null {
  const manager = words[0] as ShellInstall['manager'];
  if (!(manager in INSTALL_VERBS)) return null;
  let verbAt = 1;
  while (verbAt < words.length && (words[verbAt] as string).startsWith('-')) {
    verbAt += VALUE_FLAGS.has(words[verbAt] as string) ? 2 : 1;
  }
  const verb = words[verbAt];
  if (verb === undefined || !INSTALL_VERBS[manager].has(verb)) return null;
  let dev = false;
  let dir = cwd;
  const packages: string[] = [];
  for (let i = 1; i < words.length; i++) {
    if (i === verbAt) continue;
    const word = words[i] as string;
    if (word === '--') continue;
    if (GLOBAL_FLAGS.has(word)) return null;
    if (DEV_FLAGS.has(word) || (manager === 'bun' && word === '-d')) dev = true;
    else if (VALUE_FLAGS.has(word)) {
      const value = words[++i];
      if (value !== undefined && DIR_FLAGS.has(word)) dir = resolve(cwd, value);
    } else if (word.startsWith('--')) {
      const [flag, value] = word.split('=', 2);
      if (value !== undefined && DIR_FLAGS.has(flag as string)) dir = resolve(cwd, value);
    } else if (!word.startsWith('-') && isRegistrySpec(word)) packages.push(word);
  }
  return packages.length > 0 ? { manager, packages, dev, cwd: dir, segment } : null;
}

/**
 * The package installations in a shell command: `npm install/i/add`, `pnpm add/install`, `yarn add`,
 * `bun add`, with `-D`/`--save-dev`, in any segment of a `&&`/`;` chain (following `cd`). A bare
 * `npm install` (no package named) installs what is declared already and is not listed; neither are global
 * installs.
 * @example readShellInstalls('cd web && pnpm add -D vitest', '/repo') // [{ manager: 'pnpm', packages: ['vitest'], dev: true, cwd: '/repo/web', … }]
 */
export function readShellInstalls(command: string, cwd: string): ShellInstall[] {
  const installs: ShellInstall[] = [];
  let dir = cwd;
  for (const segment of toSegments(splitShellWords(command))) {
    // Leading `NAME=value` assignments set the environment of the command after them.
    const words = segment.slice(segment.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word)));
    if (words.length === 0 || segment.every((word) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(word))) continue;
    if (words[0] === 'cd' && words[1] !== undefined) {
      dir = resolve(dir, words[1]);
      continue;
    }
    const install = readInstall(words, dir, segment.join(' '));
    if (install) installs.push(install);
  }
  return installs;
}
