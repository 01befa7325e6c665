// A function of the file handed to a wrapper of the file that calls it: @meeting-baas/sdk 6.0.5 dist/index.js (an
// Orval client bundled by esbuild) defines each operation as `join = (joinRequest, options) => axios.post("/bots/",
// joinRequest, options)` (line 3359) and every client method hands it on, `apiWrapper(join2, joinBody2, params,
// state.getOptions())` (line 5446), to `apiWrapper(operation, schema, params, options)`, which calls `operation(
// validatedParams, options)` (line 5251); some hand an arrow that calls it instead, `(params2, options) =>
// leave2(params2.uuid, options)`. The wrapper's call of its parameter is then a call of the function handed in, with
// the wrapper's parameters replaced by what that call of the wrapper passes: when it is the function's only call,
// its parameters are fed as an only caller's are (assignments.ts, feedParameters). The function reaches the method
// either by name or through esbuild's lazy module, `const { join: join2 } = await Promise.resolve().then(() =>
// (init_default(), default_exports))` with `__export(default_exports, { join: () => join })` (lines 3344-3354).
// Every use of each name on the way must be one of these, so no other code can call the function: the wrapper's
// calls all known (not exported, not handed over), its parameter only called, the exports object only filled and
// destructured. Anything else leaves the parameters unknown, as before.
import { type AstNode, walk } from '../ast';
import type { Assignment, Binding } from './assignments';
import { FUNCTIONS, UNKNOWN_TEST, unwrap, unwrapAwait } from './node-paths';

/**
 * What this module reads and feeds of the file's constants (ScopedConstants has it; written out here so this module
 * does not import the one that imports it).
 */
interface HandedTables {
  readonly bindings: Map<string, Binding[]>;
  readonly functions: Map<string, AstNode | null>;
  readonly callSites: Map<AstNode, AstNode[][]>;
  readonly siteCalls: Map<AstNode, AstNode[]>;
  text: string | undefined;
  bindingAt(name: string, offset: number): Binding | undefined;
}

/** A call of a function of the file: the call written, and the arguments it receives. */
interface Site {
  call: AstNode;
  args: AstNode[];
}

/** Each wrapper parameter that is only called: its calls, by the wrapper. */
function calledParameters(fn: AstNode): { index: number; calls: AstNode[] }[] {
  const found: { index: number; calls: AstNode[] }[] = [];
  for (const [index, param] of (fn.params as AstNode[]).entries()) {
    if (param.type !== 'Identifier') continue;
    const name = String(param.name);
    const calls: AstNode[] = [];
    let other = false;
    walk(fn.body as AstNode, (node, ancestors) => {
      if (node.type !== 'Identifier' || node.name !== name) return undefined;
      const parent = ancestors[ancestors.length - 1];
      if (isKey(node, parent)) return undefined;
      if (parent?.type === 'CallExpression' && parent.callee === node) calls.push(parent);
      else other = true;
      return undefined;
    });
    if (!other && calls.length > 0) found.push({ index, calls });
  }
  return found;
}

/** `name` as a key or a member's property (`x.name`, `{ name: … }`): not a use of the name. */
function isKey(node: AstNode, parent: AstNode | undefined): boolean {
  if (parent?.type === 'MemberExpression') return parent.property === node && !parent.computed;
  if (parent?.type === 'Property') return parent.key === node && !parent.computed && !parent.shorthand;
  return (
    (parent?.type === 'MethodDefinition' || parent?.type === 'PropertyDefinition') && parent.key === node
  );
}

/** `Promise.resolve().then(() => (init_x(), x_exports))`, esbuild's lazy module: the exports object's name. */
function lazyModule(node: AstNode): string | undefined {
  const call = unwrapAwait(node);
  const callee = call.type === 'CallExpression' ? (call.callee as AstNode) : undefined;
  const then = callee?.type === 'MemberExpression' ? (callee.property as AstNode) : undefined;
  const arrow = (call.arguments as AstNode[] | undefined)?.[0];
  if (
    then?.name !== 'then' ||
    arrow?.type !== 'ArrowFunctionExpression' ||
    (arrow.params as AstNode[]).length
  )
    return undefined;
  let body = unwrap(arrow.body as AstNode);
  if (body.type === 'SequenceExpression') body = (body.expressions as AstNode[]).at(-1) as AstNode;
  return body.type === 'Identifier' ? String(body.name) : undefined;
}

/** `__export(x_exports, { key: () => name, … })`, esbuild's export table: each key's name. */
function exportTable(call: AstNode): { target: string; keys: Map<string, string> } | undefined {
  const [target, table] = call.arguments as AstNode[];
  if ((call.callee as AstNode).name !== '__export' || target?.type !== 'Identifier') return undefined;
  if (table?.type !== 'ObjectExpression') return undefined;
  const keys = new Map<string, string>();
  for (const property of table.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    const value = property.value as AstNode | undefined;
    const body = value?.type === 'ArrowFunctionExpression' ? unwrap(value.body as AstNode) : undefined;
    if (key?.type !== 'Identifier' || property.computed || body?.type !== 'Identifier') return undefined;
    keys.set(String(key.name), String(body.name));
  }
  return { target: String(target.name), keys };
}

/**
 * Feeds the parameters of the file's functions handed to its wrappers (see above), after feedParameters has
 * recorded which functions have all their calls known (`callSites`).
 */
export function feedHandedFunctions(
  program: AstNode,
  constants: HandedTables,
  assigned: ReadonlyMap<string, readonly Assignment[]>,
): void {
  const wrappers: { fn: AstNode; index: number; calls: AstNode[]; sites: AstNode[] }[] = [];
  for (const [fn, _] of constants.callSites) {
    const sites = constants.siteCalls.get(fn) ?? [];
    if (!FUNCTIONS.has(fn.type) || sites.length === 0) continue;
    // Only a wrapper handing on one of its own parameters tells the handed function anything (`operation(params,
    // options)`); `retry(fn) { return fn(); }` does not, and costs no walk of the program.
    const own = new Set((fn.params as AstNode[]).map((p) => (p.type === 'Identifier' ? p.name : undefined)));
    for (const { index, calls } of calledParameters(fn))
      if (calls.some((call) => (call.arguments as AstNode[]).some((arg) => own.has(arg.name))))
        wrappers.push({ fn, index, calls, sites });
  }
  if (wrappers.length === 0) return;
  // One walk: every use of a name, the export tables and the lazy modules destructured.
  const uses = new Map<string, number>();
  const tables = new Map<string, Map<string, string> | null>();
  const lazy = new Map<AstNode, { name: string; key: string; from: string; scope: AstNode }>();
  const lazyUses = new Map<string, number>();
  walk(program, (node, ancestors) => {
    const parent = ancestors[ancestors.length - 1];
    if (node.type === 'Identifier' && !isKey(node, parent))
      uses.set(String(node.name), (uses.get(String(node.name)) ?? 0) + 1);
    if (node.type === 'CallExpression') {
      const table = exportTable(node);
      if (table) tables.set(table.target, tables.has(table.target) ? null : table.keys);
    }
    if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'ObjectPattern' && node.init) {
      const from = lazyModule(node.init as AstNode);
      const scope = [...ancestors].reverse().find((a) => FUNCTIONS.has(a.type));
      if (!from || !scope) return undefined;
      lazyUses.set(from, (lazyUses.get(from) ?? 0) + 1);
      for (const property of (node.id as AstNode).properties as AstNode[]) {
        const key = property.key as AstNode | undefined;
        const value = property.value as AstNode | undefined;
        if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier') continue;
        if (value?.type === 'Identifier')
          lazy.set(value, { name: String(value.name), key: String(key.name), from, scope });
      }
    }
    return undefined;
  });
  // An exports object used only where it is declared, filled and loaded: its functions are called only there.
  const closed = (target: string) =>
    tables.get(target) && uses.get(target) === 2 + (lazyUses.get(target) ?? 0);
  // The function a name holds: declared, or assigned once (esbuild's `var join; … join = (…) => …`).
  const functionNamed = (name: string): AstNode | undefined => {
    const declared = constants.functions.get(name);
    if (declared) return FUNCTIONS.has(declared.type) ? declared : undefined;
    const list = assigned.get(name);
    const right = list?.length === 1 ? unwrap(list[0]?.node.right as AstNode) : undefined;
    return right && FUNCTIONS.has(right.type) ? right : undefined;
  };
  const aliasAt = (name: string, at: number) =>
    [...lazy.values()].find(
      (alias) => alias.name === name && alias.scope.start <= at && at <= alias.scope.end,
    );
  // The sites of each handed function, and per function the names it was reached by: each must be used only
  // where it is defined and at the sites read here (`expected` uses besides them).
  const sitesOf = new Map<AstNode, Site[]>();
  const names = new Map<string, { count: number; expected: () => boolean }>();
  const reachedBy = new Map<AstNode, Set<string>>();
  const reach = (fn: AstNode, key: string, expected: (count: number) => boolean): void => {
    const name = names.get(key) ?? { count: 0, expected: () => false };
    name.count++;
    name.expected = () => expected(name.count);
    names.set(key, name);
    reachedBy.set(fn, (reachedBy.get(fn) ?? new Set()).add(key));
  };
  const declaredUses = (name: string) => (constants.functions.get(name) ? 1 : 2);
  const handed = (value: AstNode, site: Site): void => {
    const node = unwrap(value);
    if (FUNCTIONS.has(node.type)) {
      sitesOf.set(node, [...(sitesOf.get(node) ?? []), site]);
      return;
    }
    if (node.type !== 'Identifier') return;
    const name = String(node.name);
    const alias = aliasAt(name, node.start);
    const exported = alias && closed(alias.from) ? tables.get(alias.from)?.get(alias.key) : undefined;
    const fn = functionNamed(alias ? (exported ?? '') : name);
    if (!fn) return;
    sitesOf.set(fn, [...(sitesOf.get(fn) ?? []), site]);
    if (alias && exported) {
      reach(fn, `${alias.scope.start}:${name}`, (count) => usesIn(name, alias.scope) === count + 1);
      reach(fn, `export:${exported}`, () => uses.get(exported) === declaredUses(exported) + 1);
    } else reach(fn, name, (count) => uses.get(name) === count + declaredUses(name));
  };
  for (const { fn, index, calls, sites } of wrappers) {
    const params = (fn.params as AstNode[]).map((p) =>
      p.type === 'Identifier' ? String(p.name) : undefined,
    );
    for (const outer of sites) {
      const given = outer.arguments as AstNode[];
      const value = given[index];
      if (!value || given.some((arg) => arg.type === 'SpreadElement')) continue;
      for (const inner of calls) {
        // The wrapper's own parameter, as that call of the wrapper fills it; anything else as written.
        const args = (inner.arguments as AstNode[]).map((arg) => {
          const at = arg.type === 'Identifier' ? params.indexOf(String(arg.name)) : -1;
          const param = at >= 0 ? constants.bindingAt(String(arg.name), arg.start)?.param : undefined;
          return param?.fn === fn && param.assignedAt === undefined ? (given[at] ?? arg) : arg;
        });
        handed(value, { call: inner, args });
      }
    }
  }
  // A handed arrow that calls a lazily loaded function by its alias: `(params2, options) => leave2(…, options)`.
  for (const [fn] of sitesOf)
    walk(fn.body as AstNode, (node) => {
      if (node.type !== 'CallExpression' || (node.callee as AstNode).type !== 'Identifier') return undefined;
      if (aliasAt(String((node.callee as AstNode).name), node.start))
        handed(node.callee as AstNode, { call: node, args: node.arguments as AstNode[] });
      return undefined;
    });
  const complete = (fn: AstNode): boolean =>
    [...(reachedBy.get(fn) ?? [])].every((key) => names.get(key)?.expected() === true);
  const text = constants.text;
  for (const [fn, sites] of sitesOf) {
    if (sites.length > 8 || constants.callSites.has(fn) || !complete(fn)) continue;
    for (const [index, param] of (fn.params as AstNode[]).entries()) {
      const given = sites.map((site) => site.args[index]);
      const value = agreed(given, text);
      if (param.type !== 'Identifier' || !value) continue;
      const binding = constants.bindings
        .get(String(param.name))
        ?.find((b) => b.start === fn.start && b.end === fn.end && b.param);
      if (binding && binding.param?.assignedAt === undefined) binding.init = value;
    }
  }
}

/**
 * What a parameter holds across its function's sites: the one site's value, or, when several sites write the
 * same expression (`state.getOptions()` in the v1 and v2 methods, each read in its own scope), a choice of them.
 */
function agreed(given: readonly (AstNode | undefined)[], text: string | undefined): AstNode | undefined {
  if (given.some((value) => !value || value.type === 'SpreadElement')) return undefined;
  const values = given as AstNode[];
  const first = values[0];
  if (!first || values.length === 1) return first;
  const written = (node: AstNode) => text?.slice(node.start, node.end);
  if (text === undefined || values.some((value) => written(value) !== written(first))) return undefined;
  return values.slice(1).reduce<AstNode>(
    (choice, value) => ({
      type: 'ConditionalExpression',
      start: choice.start,
      end: choice.end,
      test: UNKNOWN_TEST,
      consequent: choice,
      alternate: value,
    }),
    first,
  );
}

/** How often `name` is used inside `scope`. */
function usesIn(name: string, scope: AstNode): number {
  let count = 0;
  walk(scope, (node, ancestors) => {
    if (node.type === 'Identifier' && node.name === name && !isKey(node, ancestors.at(-1))) count++;
    return undefined;
  });
  return count;
}
