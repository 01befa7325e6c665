// A client instance made in one module of the package and handed to a function another module exports, which
// sends on its parameter: mailerlite-api-v2-node 1.2.0's API modules are factories (`function default_1(client) {
// return { getAccountRaw: … client.get('me') … } }`, `exports.default = default_1`, dist/api/account.js) that the
// entry module calls with its one instance (`(0, account_1.default)(client)`, dist/index.js:32). The same handoff
// as handed-instances.ts reads for classes: each call is recorded like a construction (the instance each argument
// is, if the calling module made it), merged per exported name with the constructions, and only what every call
// in the package agrees on is used — a factory some module calls with anything else, or that no module of the
// package calls, keeps its parameter unknown (the labels read a deep-importing caller's client as its own).
import { type AstNode, isAstNode, maySpellAny, walk } from '../ast';
import { relativeImports } from './constructed';
import { toPath, unwrap } from './evaluate';
import { exportedFunctions } from './exported-functions';
import { type FactoryCall, type HandedInstance, sameInstance } from './factory-instances';
import { FUNCTIONS } from './node-paths';

/** One call of an imported function: the instance each argument is (handed-instances.ts records it so). */
export interface FactoryHandoff {
  specifier: string;
  imported: string;
  args: (HandedInstance | FactoryCall | undefined)[];
}

/** What a module keeps an instance under (handed-instances.ts `madeInstances`), and a local's function. */
export type MadeLookup = Pick<ReadonlyMap<string, { instance: unknown; scope?: AstNode }>, 'get'>;

/**
 * Every call of a relatively imported function in a module (`(0, account_1.default)(client)`, `f(client)`), with
 * the instance each argument is when it is a plain name the module keeps one under; recorded under the name the
 * target module exports it by (`default`, or `*` for a CommonJS `module.exports = function …`). Every call is
 * recorded, whatever it hands, and so is any other use of the imported function (`const f = a_1.default`,
 * `list.push(f)`): as a call handing nothing known, since the value may be called anywhere with anything. A
 * namespace (`require('./a')`) used whole keeps its `*` and `default` unknown.
 */
export function findFactoryCalls(
  program: AstNode,
  made: MadeLookup,
  text?: string,
  memberInstance?: (
    value: AstNode,
    ancestors: readonly AstNode[],
  ) => HandedInstance | FactoryCall | undefined,
): FactoryHandoff[] {
  const imports = relativeImports(program);
  if (imports.size === 0) return [];
  const found: FactoryHandoff[] = [];
  const unknown = (specifier: string, imported: string) => found.push({ specifier, imported, args: [] });
  // Every record is at a name the imports bind (a call's callee starts with one): a subtree spelling none is skipped.
  const may = text === undefined ? undefined : maySpellAny(text, imports.keys());
  walk(program, (node, ancestors) => {
    if (may && !may(node)) return false;
    if (node.type === 'CallExpression') {
      const [root = '', member, ...rest] = (toPath(unwrap(node.callee as AstNode)) ?? '').split('.');
      const from = imports.get(root);
      if (!from || rest.length > 0 || (member !== undefined && from.imported !== '*')) return undefined;
      const args = (node.arguments as AstNode[]).map((arg) => {
        const value = unwrap(arg);
        // `(0, token_1.token)(this.client, options)`: the member the class's create keeps (node-flinks 0.6.0
        // build/client.js:19), read only within that class (handed-instances.ts).
        if (value.type !== 'Identifier') return memberInstance?.(value, ancestors);
        const kept = made.get(String(value.name));
        // A factory's call another module declares is resolved with the constructions (handed-instances.ts).
        if (!kept || (kept.scope && !ancestors.includes(kept.scope))) return undefined;
        return kept.instance as HandedInstance | FactoryCall;
      });
      found.push({ specifier: from.specifier, imported: member ?? from.imported, args });
      return undefined;
    }
    if (node.type !== 'Identifier') return undefined;
    const from = imports.get(String(node.name));
    const parent = ancestors[ancestors.length - 1];
    if (!from || !parent || declares(node, parent)) return undefined;
    let use: AstNode = node;
    let at = ancestors.length - 1;
    let imported = from.imported;
    if (parent.type === 'MemberExpression' && parent.object === node && from.imported === '*') {
      const property = parent.property as AstNode;
      if (parent.computed || property.type !== 'Identifier') {
        unknown(from.specifier, '*');
        unknown(from.specifier, 'default');
        return undefined;
      }
      imported = String(property.name);
      use = parent;
      at -= 1;
    }
    if (isCallee(use, ancestors, at)) return undefined;
    unknown(from.specifier, imported);
    if (imported === '*') unknown(from.specifier, 'default');
    return undefined;
  });
  return found;
}

/** Whether an identifier is the name a declaration or import binds, or a property's key. */
function declares(id: AstNode, parent: AstNode): boolean {
  if (parent.type === 'VariableDeclarator') return parent.id === id;
  if (parent.type.startsWith('Import')) return true;
  if (parent.type === 'MemberExpression') return parent.property === id && !parent.computed;
  if (parent.type === 'Property') return parent.key === id && !parent.computed && !parent.shorthand;
  return false;
}

/** Whether `node` (`ancestors[at]`'s child) is called, `f(…)`, `(0, a_1.default)(…)`, or constructed. */
function isCallee(node: AstNode, ancestors: readonly AstNode[], at: number): boolean {
  let current = node;
  for (let i = at; i >= 0; i--) {
    const parent = ancestors[i] as AstNode;
    if (parent.type === 'ParenthesizedExpression') {
      current = parent;
      continue;
    }
    if (parent.type === 'SequenceExpression') {
      const list = parent.expressions as AstNode[];
      if (list[list.length - 1] !== current) return false;
      current = parent;
      continue;
    }
    // A construction or a subclass is handed-instances.ts's record (`new a_1.Client(…)`, `extends Base`).
    if ((parent.type === 'NewExpression' || parent.type === 'CallExpression') && parent.callee === current)
      return true;
    return (
      (parent.type === 'ClassDeclaration' || parent.type === 'ClassExpression') &&
      parent.superClass === current
    );
  }
  return false;
}

/**
 * The parameters of the file's exported functions that hold an instance every call in the package hands in,
 * by name: only a plain parameter whose name the file binds nowhere else and never assigns, of a function the
 * file itself never names but in its declaration and export (a call of its own could hand anything).
 */
export function factoryParameterInstances(
  program: AstNode,
  text: string,
  handed: ReadonlyMap<string, (HandedInstance | undefined)[]> | undefined,
): Map<string, { library: HandedInstance['library']; config: AstNode }> {
  const result = new Map<string, { library: HandedInstance['library']; config: AstNode }>();
  if (!handed || handed.size === 0) return result;
  const candidates: { name: string; instance: HandedInstance }[] = [];
  for (const [exportName, fn] of exportedFunctions(program)) {
    const args = handed.get(exportName);
    if (!args) continue;
    const own = fn.type === 'FunctionDeclaration' && isAstNode(fn.id) ? String(fn.id.name) : undefined;
    if (own && countWord(text, own) > 2) continue;
    for (const [index, param] of ((fn.params as AstNode[]) ?? []).entries()) {
      const instance = args[index];
      if (instance && param.type === 'Identifier') candidates.push({ name: String(param.name), instance });
    }
  }
  if (candidates.length === 0) return result;
  const bound = bindingCounts(program);
  // A name every binding of which is such a parameter, each handed the same instance (`client` in both of
  // node-flinks' build/commands/accounts-detail.js functions), holds that instance wherever it is read.
  const byName = new Map<string, HandedInstance[]>();
  for (const { name, instance } of candidates) byName.set(name, [...(byName.get(name) ?? []), instance]);
  for (const [name, [first, ...others] = []] of byName)
    if (first && bound.get(name) === others.length + 1 && others.every((other) => sameInstance(other, first)))
      result.set(name, { library: first.library, config: configOf(first.bounds) });
  return result;
}

/** An instance's config rebuilt from its bound numbers (`{ timeout: 30000 }`). */
export function configOf(bounds: ReadonlyMap<string, number>): AstNode {
  const properties = [...bounds].map(([name, value]) => ({
    type: 'Property',
    kind: 'init',
    computed: false,
    method: false,
    shorthand: false,
    key: { type: 'Identifier', name, start: 0, end: 0 },
    value: { type: 'Literal', value, start: 0, end: 0 },
    start: 0,
    end: 0,
  }));
  return { type: 'ObjectExpression', properties, start: 0, end: 0 };
}

function countWord(text: string, word: string): number {
  const escaped = word.replace(/\$/g, '\\$');
  return [...text.matchAll(new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`, 'g'))].length;
}

/** How often each name is bound in the file (parameters, declarations); an assigned name counts twice. */
function bindingCounts(program: AstNode): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (id: AstNode | undefined, by = 1) => {
    if (!id) return;
    if (id.type === 'Identifier') counts.set(String(id.name), (counts.get(String(id.name)) ?? 0) + by);
    // A destructured or defaulted binding: every name in it counts as bound again.
    else
      walk(id, (inner) => {
        if (inner.type === 'Identifier')
          counts.set(String(inner.name), (counts.get(String(inner.name)) ?? 0) + 2);
        return undefined;
      });
  };
  walk(program, (node) => {
    if (FUNCTIONS.has(node.type)) {
      for (const param of (node.params as AstNode[]) ?? []) add(param);
      if (node.type === 'FunctionExpression' && isAstNode(node.id)) add(node.id);
    }
    if (node.type === 'VariableDeclarator') add(node.id as AstNode);
    if (node.type === 'CatchClause' && isAstNode(node.param)) add(node.param);
    if (node.type === 'ClassDeclaration' && isAstNode(node.id)) add(node.id);
    if (node.type === 'AssignmentExpression') add(node.left as AstNode, 2);
    if (node.type === 'UpdateExpression') add(node.argument as AstNode, 2);
    return undefined;
  });
  return counts;
}

/**
 * `function default_1(client) {` / `module.exports = function (client) {` / `export default (client) =>`, and tsc's
 * `exports.token = token;` of an exported `const token = async (client, …) =>` (node-flinks build/commands).
 */
const MAY_TAKE =
  /(?:^|[\s;])(?:module\.exports\s*=|exports\.[\w$]+\s*=|export\s+default)\s*(?:async\s+)?(?:function\b|\(?\s*[\w$]+\s*\)?\s*=>)|\bexports\.default\s*=\s*[\w$]+\s*;|\bexports\.([\w$]+)\s*=\s*\1\s*;/;

/** Whether a file that names no client may send on an instance handed to an exported function (checked again). */
export function mayTakeInstance(text: string): boolean {
  return MAY_TAKE.test(text);
}
