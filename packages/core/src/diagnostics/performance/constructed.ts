// A class's options handed in by the modules that construct it: `new FetchClient({ baseUrl, headers, timeout:
// 20_000 })` in httpClient.ts gives FetchClient's `this.config.timeout` (fetchClient.ts) its value. Each module
// records the numbers it passes to classes it imports relatively (found from the text, `new Name(`, then the one
// node at that offset: no walk of the file); the scanner merges them per class (only values every construction
// agrees on), and the class's own file reads them as the stored parameter (`constructor(public config)`,
// `this.config = config`).
import { type AstNode, declarationOf, isAstNode } from '../ast';
import { groupByTarget, type ResolveAmong } from './by-target';
import type { ScopedConstants } from './constants';
import { bindDestructured, exportsDefaultByName, storedAs } from './constructed-params';
import { applyPlainConstructions, PLAIN, plainNumber } from './constructed-plain';
import { evaluateNumber, toPath, unwrap } from './evaluate';
import { property } from './exported-objects';
import { descendTo } from './node-paths';

// Kept where handed-instances.ts and forwarded-instances.ts import it (moved beside constructed-plain.ts's reader).
export { storedAs } from './constructed-params';

/** One `new Name({...})` of a class imported from `specifier`: each argument's numbers (`unknown`: not read). */
export interface Construction {
  specifier: string;
  /** The class's name in its own module (`FetchClient`; `default` for a default import). */
  imported: string;
  args: (ReadonlyMap<string, number> | 'unknown')[];
}

/** A class's arguments as every construction in the project gives them: per argument, the agreed numbers. */
export type ConstructedWith = ReadonlyMap<string, (ReadonlyMap<string, number> | undefined)[]>;

/** The name standing for a constructor argument's key given a value this module cannot read. */
const GIVEN_UNREAD = '\u0000constructed';

/** Keys that carry a request's bound, which a construction may give without a visible number. */
const BOUND_KEY = /timeout|signal|deadline/i;

const NEW = /\bnew\s+([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\s*\(/g;

/**
 * The constructions of relatively imported classes in a module: its top-level imports name them, the text finds
 * `new Name(`, and only the node at each match is read.
 */
export function findConstructions(text: string, program: AstNode): Construction[] {
  if (!text.includes('new ')) return [];
  const imports = relativeImports(program);
  if (imports.size === 0) return [];
  const found: Construction[] = [];
  let constants: Map<string, AstNode> | undefined;
  for (const match of text.matchAll(NEW)) {
    const written = match[1] ?? '';
    const [root = '', member] = written.split('.');
    const from = imports.get(root);
    if (!from || (member !== undefined && from.imported !== '*')) continue;
    const imported = member ?? from.imported;
    if (imported === '*') continue;
    const node = nodeAt(program, match.index ?? 0);
    if (node?.type !== 'NewExpression') continue;
    constants ??= topConstants(program);
    const read = constants;
    const args = (node.arguments as AstNode[]).map((arg) => {
      const numbers = argumentNumbers(arg, read);
      // A plain number (`new httpClients.getClient(options, timeout)`, constructed-plain.ts).
      const plain = numbers === 'unknown' ? plainNumber(arg, node, program, text, read) : undefined;
      return plain === undefined ? numbers : new Map([[PLAIN, plain]]);
    });
    found.push({ specifier: from.specifier, imported, args });
  }
  return found;
}

/**
 * The merged constructions of each constructed module, by its path: `resolve` finds the module a construction's
 * specifier names among `paths` (the scanner's relative resolution).
 */
export function constructionsByTarget(
  records: readonly { from: string; construction: Construction }[],
  paths: readonly string[],
  resolve: ResolveAmong,
): Map<string, ConstructedWith> {
  const result = new Map<string, ConstructedWith>();
  const { groups } = groupByTarget(records, (r) => r.construction.specifier, paths, resolve);
  for (const [target, list] of groups)
    result.set(target, mergeConstructions(list.map((r) => r.construction)));
  return result;
}

/** Merges every construction of each class: a key counts only when all of them pass the same number. */
export function mergeConstructions(all: readonly Construction[]): ConstructedWith {
  const byClass = new Map<string, Construction[]>();
  for (const construction of all) {
    const list = byClass.get(construction.imported) ?? [];
    list.push(construction);
    byClass.set(construction.imported, list);
  }
  const merged = new Map<string, (ReadonlyMap<string, number> | undefined)[]>();
  for (const [name, list] of byClass) {
    const width = Math.max(...list.map((c) => c.args.length));
    const args: (ReadonlyMap<string, number> | undefined)[] = [];
    for (let index = 0; index < width; index++) {
      const given = list.map((c) => c.args[index]);
      const first = given[0];
      if (!first || first === 'unknown' || given.some((g) => !g || g === 'unknown')) {
        args.push(undefined);
        continue;
      }
      const agreed = new Map<string, number>();
      for (const [key, value] of first)
        if (given.every((g) => g !== 'unknown' && g?.get(key) === value)) agreed.set(key, value);
      // A key some construction passes with a value not agreed (NaN: not read) is the caller's, not absent.
      for (const g of given)
        for (const key of g === 'unknown' || !g ? [] : g.keys())
          if (!agreed.has(key)) agreed.set(key, Number.NaN);
      args.push(agreed.size > 0 ? agreed : undefined);
    }
    merged.set(name, args);
  }
  return merged;
}

/**
 * Gives `this.<param>` of each class of the file that others construct the numbers they all pass
 * (`constructor(public config)` or `this.config = config` at the top of the constructor), as an open object,
 * within the class's own text. A name the file itself binds otherwise is left alone.
 */
export function applyConstructions(
  program: AstNode,
  constants: ScopedConstants,
  constructed: ConstructedWith | undefined,
): void {
  if (!constructed || constructed.size === 0) return;
  applyPlainConstructions(program, constants, constructed);
  for (const { name, node } of topClasses(program)) {
    const args =
      constructed.get(name) ?? (exportsDefault(program, node) ? constructed.get('default') : undefined);
    if (!args) continue;
    const ctor = ((node.body as AstNode).body as AstNode[]).find(
      (member) => member.type === 'MethodDefinition' && member.kind === 'constructor',
    );
    const fn = ctor?.value as AstNode | undefined;
    if (!fn) continue;
    for (const [index, param] of (fn.params as AstNode[]).entries()) {
      const numbers = args[index];
      if (numbers) bindDestructured(param, fn, numbers, constants);
      const stored = numbers ? storedAs(param, fn) : undefined;
      if (!numbers || !stored) continue;
      const key = `this.${stored.name}`;
      const own = constants.bindings.get(key) ?? [];
      // Only a binding that is the parameter itself (or none, for a parameter property) is replaced.
      if (own.some((b) => b.init && unwrap(b.init).name !== stored.id.name)) continue;
      // The parameter's other keys stay the caller's (`this.config.fetch`): `{ ...config, timeout: 20000 }`.
      const spread: AstNode = {
        type: 'SpreadElement',
        start: param.start,
        end: param.end,
        argument: stored.id,
      };
      // NaN: a value the constructing module passes but that is not a visible number — unknown here, not absent.
      const given = [...numbers].map(([k, v]) =>
        property(
          k,
          Number.isNaN(v)
            ? { type: 'Identifier', name: GIVEN_UNREAD, start: 0, end: 0 }
            : { type: 'Literal', value: v, start: 0, end: 0 },
        ),
      );
      const object: AstNode = { type: 'ObjectExpression', start: 0, end: 0, properties: [spread, ...given] };
      constants.bindings.set(key, [{ start: node.start, end: node.end, init: object }]);
    }
  }
}

/** Top-level classes (`class X`, `export class X`, `export default class X`), by name. */
export function topClasses(program: AstNode): { name: string; node: AstNode }[] {
  const classes: { name: string; node: AstNode }[] = [];
  for (const statement of (program.body as AstNode[]) ?? []) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? (statement.declaration as AstNode | null)
        : statement;
    if (!declaration || (declaration.type !== 'ClassDeclaration' && declaration.type !== 'ClassExpression'))
      continue;
    const id = declaration.id as AstNode | null;
    classes.push({ name: id ? String(id.name) : 'default', node: declaration });
  }
  return classes;
}

/** Whether the module exports a top-level class (or function) as its default. */
export function exportsDefault(program: AstNode, node: AstNode): boolean {
  return ((program.body as AstNode[]) ?? []).some(
    (statement) =>
      (statement.type === 'ExportDefaultDeclaration' && statement.declaration === node) ||
      exportsDefaultByName(statement, node),
  );
}

// Read once per program: three modules ask for each file's (constructions, handed calls, handed instances).
const relativeImportsByProgram = new WeakMap<AstNode, ReadonlyMap<string, RelativeImport>>();
type RelativeImport = { specifier: string; imported: string };

/** `import { A as B } from './a'` → B ↦ ('./a', 'A'); `import * as a`, `const a_1 = require('./a')` → '*'. */
export function relativeImports(program: AstNode): ReadonlyMap<string, RelativeImport> {
  let imports = relativeImportsByProgram.get(program);
  if (!imports) {
    imports = readRelativeImports(program);
    relativeImportsByProgram.set(program, imports);
  }
  return imports;
}

function readRelativeImports(program: AstNode): Map<string, RelativeImport> {
  const imports = new Map<string, { specifier: string; imported: string }>();
  for (const statement of (program.body as AstNode[]) ?? []) {
    if (statement.type === 'ImportDeclaration') {
      const specifier = String((statement.source as AstNode).value);
      if (!specifier.startsWith('.')) continue;
      for (const item of (statement.specifiers as AstNode[]) ?? []) {
        const local = String((item.local as AstNode).name);
        const imported =
          item.type === 'ImportSpecifier'
            ? String((item.imported as AstNode).name ?? (item.imported as AstNode).value)
            : item.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        imports.set(local, { specifier, imported });
      }
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        let init = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
        // `__importDefault(require('./a'))`, `tslib_1.__importStar(require('./a'))`.
        if (init?.type === 'CallExpression' && toPath(init.callee as AstNode) !== 'require')
          init = (init.arguments as AstNode[])[0];
        if (init?.type !== 'CallExpression' || toPath(init.callee as AstNode) !== 'require') continue;
        const source = (init.arguments as AstNode[])[0];
        if (id.type !== 'Identifier' || source?.type !== 'Literal' || !String(source.value).startsWith('.'))
          continue;
        imports.set(String(id.name), { specifier: String(source.value), imported: '*' });
      }
    }
  }
  return imports;
}

/** `const` numbers of the module's top level, by name (what an argument's value may name). */
function topConstants(program: AstNode): Map<string, AstNode> {
  const constants = new Map<string, AstNode>();
  for (const statement of (program.body as AstNode[]) ?? []) {
    const declaration = declarationOf(statement);
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      if (id.type === 'Identifier' && isAstNode(declarator.init))
        constants.set(String(id.name), declarator.init);
    }
  }
  return constants;
}

/**
 * The numbers an argument object gives (`{ baseUrl, timeout: 20_000, ...(fetchFn && { fetch: fetchFn }) }`):
 * a spread of anything but a visible object makes every key before it unknown (it may set them).
 */
function argumentNumbers(
  arg: AstNode,
  constants: ReadonlyMap<string, AstNode>,
): Map<string, number> | 'unknown' {
  const object = unwrap(arg);
  if (object.type !== 'ObjectExpression') return 'unknown';
  const numbers = new Map<string, number>();
  for (const item of object.properties as AstNode[]) {
    if (item.type === 'SpreadElement') {
      const keys = visibleKeys(item.argument as AstNode);
      if (!keys) numbers.clear();
      else for (const key of keys) numbers.delete(key);
      continue;
    }
    const key = item.key as AstNode;
    if (item.computed || key.type !== 'Identifier') continue;
    // A bound given a value that is not a visible number is still given (NaN): the class must not read the key
    // as absent (aftership's `timeout: this.options.timeout`, defaulted to 10 s by the constructing class).
    const name = String(key.name);
    const value = evaluateNumber(item.value as AstNode, constants);
    if (value !== undefined || BOUND_KEY.test(name)) numbers.set(name, value ?? Number.NaN);
    else numbers.delete(name);
  }
  return numbers;
}

/** The keys a spread can set when it is an object literal, or `cond && { … }`; else `undefined`. */
function visibleKeys(node: AstNode): string[] | undefined {
  const current = unwrap(node);
  const object =
    current.type === 'LogicalExpression' && current.operator === '&&'
      ? unwrap(current.right as AstNode)
      : current;
  if (object.type !== 'ObjectExpression') return undefined;
  const keys: string[] = [];
  for (const item of object.properties as AstNode[]) {
    const key = item.type === 'Property' && !item.computed ? (item.key as AstNode) : undefined;
    if (key?.type !== 'Identifier') return undefined;
    keys.push(String(key.name));
  }
  return keys;
}

/** The outermost `new` expression starting exactly at `offset`. */
function nodeAt(program: AstNode, offset: number): AstNode | undefined {
  return descendTo(program, offset, (node) => node.start === offset && node.type === 'NewExpression');
}
