// What a bound key holds by default across one package's files: the config module or constructor that fills it
// (`this.connectionTimeoutMillis = options.connectionTimeoutMillis ?? DEFAULT_TIMEOUT` in @adyen/api-library's
// config.js; `if (config.timeout === undefined) this.timeout = 65000` in shipengine's config.js; `return {
// request_timeout, … }` with `request_timeout = config.request_timeout ?? 30_000`), read by a request in another
// file through the object it is handed (`config.connectionTimeoutMillis`, `config.timeout`). Asked only for a key
// a judged request could not read (key-defaults.ts), computed once per key, and only from the files whose text
// sets it: each place that writes the key (an assignment `x.key = v`, a property `key: v` or `{ key }`, a class
// field) is evaluated in its own file with the caller's optional values absent. A place that only copies the
// key on (`timeout: options.timeout`, `this.timeout = config.timeout`) carries the caller's value, not a
// default, and is passed over. Every other place must give the same number; otherwise, or when too many files
// set the key to agree by chance, the default is not known and the request stays as it was.
import { type AstNode, isAstNode, walk } from '../ast';
import { collectConstants, evaluateStored, type ScopedConstants, valueByDefault } from './evaluate';
import { type KeyDefaults, useKeyDefaults } from './key-defaults';
import { summarizeHttpModule } from './modules';
import { defineImportedNumbers } from './package-imports';
import { packageRoots, rootOf } from './package-roots';
import { copiesWithFallback, readsOnlyKey, UNSETTLED } from './unsettled-keys';

/** Gives a file the numbers its relative imports export, the first time it is asked (then `true`). */
type Importing = (file: PackageFile, entry: { program: AstNode; constants: ScopedConstants }) => boolean;

/** One file of the package, as the scanner read it. */
export interface PackageFile {
  path: string;
  text: string;
}

/** More files setting one key than this: a name too common for its places to describe one object. */
const MAX_FILES = 12;

const ASSIGNS = new Set(['=', '??=', '||=']);

/** Marks a value written in an object literal handed straight to a call. */
const PER_CALL = '\u0000perCall';

/**
 * The package's default of each bound key, computed on first request from `files()` (the package's files
 * that may set bound keys) and cached, as are the parsed files.
 * @example createKeyDefaults(() => files, parse)('connectionTimeoutMillis') // 30000 (adyen's config.js)
 */
export function createKeyDefaults(
  files: () => readonly PackageFile[],
  parse: (path: string, text: string) => AstNode | undefined,
): KeyDefaults {
  const byKey = new Map<string, number | undefined>();
  const parsed = new Map<string, { program: AstNode; constants: ScopedConstants } | null>();
  const read = (file: PackageFile) => {
    let entry = parsed.get(file.path);
    if (entry === undefined) {
      const program = parse(file.path, file.text);
      entry = program ? { program, constants: collectConstants(program) } : null;
      // A place may set the key from another key the package defaults (`opts.timeout = config.connectTimeoutMs`).
      if (entry) useKeyDefaults(entry.constants, lookup);
      parsed.set(file.path, entry);
    }
    return entry;
  };
  let list: readonly PackageFile[] | undefined;
  const all = (): readonly PackageFile[] => {
    list ??= files();
    return list;
  };
  let known: Set<string> | undefined;
  const paths = () => {
    known ??= new Set(all().map((file) => file.path));
    return known;
  };
  const summaries = new Map<string, ReadonlyMap<string, number> | undefined>();
  const numbersOf = (path: string) => {
    if (!summaries.has(path)) {
      const file = all().find((candidate) => candidate.path === path);
      const program = file && parse(file.path, file.text);
      summaries.set(path, program ? summarizeHttpModule(program).numbers : undefined);
    }
    return summaries.get(path);
  };
  // A place may set the key from a constant of another module of the package (`CONFIG.DEFAULT_TIMEOUT`,
  // package-imports.ts): those modules are read only for a value the file could not read alone, once per file.
  const withImports = new Set<string>();
  const importing: Importing = (file, entry) => {
    if (withImports.has(file.path)) return false;
    withImports.add(file.path);
    defineImportedNumbers(file.path, entry.program, entry.constants, paths(), numbersOf);
    return true;
  };
  const lookup: KeyDefaults = (key) => {
    if (byKey.has(key)) return byKey.get(key);
    byKey.set(key, undefined); // a key set from itself, through others, is not known
    list ??= files();
    const value = keyDefault(key, list, read, importing);
    byKey.set(key, value);
    return value;
  };
  return lookup;
}

function keyDefault(
  key: string,
  files: readonly PackageFile[],
  read: (file: PackageFile) => { program: AstNode; constants: ScopedConstants } | null,
  importing: Importing,
): number | undefined {
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) return undefined;
  const sets = new RegExp(
    `(?<![\\w$])${key.replace(/\$/g, '\\$')}['"]?\\s*(?:[:,}]|(?:\\?\\?|\\|\\|)?=(?![=>]))`,
  );
  const setting = files.filter((file) => file.text.includes(key) && sets.test(file.text));
  if (setting.length === 0 || setting.length > MAX_FILES) return undefined;
  let agreed: number | undefined;
  let perCall = false;
  let handedToCall = false;
  let unread = false;
  let unsettled = false; // unsettled-keys.ts: a default the package writes that is not known here
  for (const file of setting) {
    const entry = read(file);
    if (!entry) return undefined;
    for (const value of writers(entry.program, key)) {
      let number = evaluateStored(value, entry.constants);
      if (number === undefined && importing(file, entry)) number = evaluateStored(value, entry.constants);
      // A copy carries the caller's value on (or the default counted where it is set).
      if (copiesKey(value, key) && (value[PER_CALL] || number === undefined)) {
        unsettled ||=
          !value[PER_CALL] &&
          copiesWithFallback(value) &&
          !readsOnlyKey(value, key) &&
          setsSome(value, entry.constants);
        continue;
      }
      // A call's own value (`fetcher({ timeoutMs: … })`): the object the request reads may be that one.
      if (value[PER_CALL] === 'call') handedToCall = true;
      if (value[PER_CALL]) perCall = true;
      else if (number === undefined || Number.isNaN(number)) {
        // Not read here: a default that may bound is unsettled; one absent by default still hides the default.
        if (setsSome(value, entry.constants)) unsettled = true;
        else unread = true;
      } else if (agreed !== undefined && agreed !== number) unsettled = true;
      else agreed = number;
    }
  }
  // A value handed to a call (`this.get(url, { timeout })`) beside a default the package keeps in a config
  // (stigg's `defaults()`, read since exported-constants.ts): which one the request reads is not known.
  if (unsettled || (handedToCall && agreed !== undefined)) return UNSETTLED;
  return perCall || unread ? undefined : agreed;
}

/** A value that may hold a bound when the caller gives nothing (not `null`, `undefined`, `0` or `false` then). */
function setsSome(value: AstNode, constants: ScopedConstants): boolean {
  const byDefault = valueByDefault(value, constants);
  return byDefault !== 'absent' && byDefault !== 'falsy';
}

/** The values a program writes under `key`: assignments to a member, object properties, class fields. */
function writers(program: AstNode, key: string): AstNode[] {
  const found: AstNode[] = [];
  walk(program, (node, ancestors): undefined => {
    if (node.type === 'AssignmentExpression' && ASSIGNS.has(String(node.operator))) {
      const left = node.left as AstNode;
      if (left.type === 'MemberExpression' && keyOf(left.property as AstNode, left.computed) === key)
        found.push(node.right as AstNode);
    } else if (node.type === 'Property' && node.kind === 'init' && !node.method) {
      // A destructuring pattern reads the key; only an object literal writes it.
      const parent = ancestors[ancestors.length - 1];
      if (parent?.type !== 'ObjectExpression' || keyOf(node.key as AstNode, node.computed) !== key) return;
      // An object handed straight to a call is that call's value, not a default the package keeps.
      const holder = ancestors[ancestors.length - 2];
      const handed = holder?.type === 'CallExpression' || holder?.type === 'NewExpression';
      const kind = holder?.type === 'CallExpression' ? 'call' : 'new';
      found.push(handed ? { ...(node.value as AstNode), [PER_CALL]: kind } : (node.value as AstNode));
    } else if (node.type === 'PropertyDefinition' && isAstNode(node.value)) {
      if (keyOf(node.key as AstNode, node.computed) === key) found.push(node.value);
    }
  });
  return found;
}

function keyOf(property: AstNode, computed: unknown): string | undefined {
  if (property.type === 'Identifier' && !computed) return String(property.name);
  return property.type === 'Literal' && typeof property.value === 'string' ? property.value : undefined;
}

/** A value that reads the same key (`options.timeout`, a `timeout` name): the caller's value passed on. */
function copiesKey(value: AstNode, key: string): boolean {
  let reads = false;
  walk(value, (node) => {
    if (reads) return false;
    if (node.type === 'Identifier' && node.name === key) reads = true;
    if (node.type === 'MemberExpression' && keyOf(node.property as AstNode, node.computed) === key)
      reads = true;
    return undefined;
  });
  return reads;
}

/** A file that may set a bound key (`timeout: …`, `this.requestTimeout = …`, `{ request_timeout }`). */
const SETS_BOUND_KEY = /timeout[\w$]*['"]?\s*(?:[:,}]|(?:\?\?|\|\|)?=(?![=>]))/i;

/**
 * For the scanner: the files that may set bound keys, kept as they are read (`note`), and one lookup per
 * package (the deepest directory with a package.json among `paths`) over that package's files only.
 */
export function createPackageKeyDefaults(parse: (path: string, text: string) => AstNode | undefined) {
  const texts = new Map<string, string>();
  const byRoot = new Map<string, KeyDefaults>();
  let roots: string[] | undefined;
  return {
    note(path: string, text: string): void {
      if (SETS_BOUND_KEY.test(text)) texts.set(path, text);
    },
    lookup(path: string, paths: readonly string[]): KeyDefaults {
      roots ??= packageRoots(paths);
      const known = roots;
      const root = rootOf(path, known);
      let found = byRoot.get(root);
      if (!found) {
        const files = () =>
          [...texts].filter(([p]) => rootOf(p, known) === root).map(([p, text]) => ({ path: p, text }));
        found = createKeyDefaults(files, parse);
        byRoot.set(root, found);
      }
      return found;
    },
  };
}
