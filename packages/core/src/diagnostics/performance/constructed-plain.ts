// A constructor handed a plain number (constructed.ts reads the keys of an options object): http-rabbitmq-manager
// 0.0.4 index.js lines 21-39 (`var timeout = config.timeout || 25000;` in `function Client(config)`, then `new
// httpClients.getClient(options, timeout)` and three more) and clients.js, whose `module.exports = { getClient:
// function (options, timeout) { …; this.timeout = timeout; this.makeRequest = function (path, _cb) { … req.setTimeout(
// this.timeout, …) } }, putClient: …}` are the constructors. The constructing module records a bound-named local
// whose one value is a visible number (the SDK user's optional value absent, as constructed.ts reads `config.timeout
// || 30`); the constructors' module reads the member that keeps the parameter as that number within the
// constructor, where each of them keeps its own.
import { type AstNode, isAstNode } from '../ast';
import type { ScopedConstants } from './constants';
import { storedAs } from './constructed-params';
import { evaluateNumber } from './evaluate';
import { enclosingFunction, toPath, unwrap } from './node-paths';

/** The key a construction records for an argument that is itself a number. */
export const PLAIN = '\u0000plain';

/** Names of arguments that bound a request. */
const BOUND_NAME = /timeout/i;

/**
 * The number a bound-named local argument holds (`timeout`, declared once in the constructing function as
 * `config.timeout || 25000` and never assigned again); `undefined` otherwise.
 */
export function plainNumber(
  arg: AstNode,
  construction: AstNode,
  program: AstNode,
  text: string,
  constants: ReadonlyMap<string, AstNode>,
): number | undefined {
  const id = unwrap(arg);
  if (id.type !== 'Identifier' || !BOUND_NAME.test(String(id.name))) return undefined;
  const name = String(id.name);
  const fn = enclosingFunction(program, construction);
  if (!fn || !isAstNode(fn.body) || fn.body.type !== 'BlockStatement') return undefined;
  const declared = ((fn.body.body as AstNode[]) ?? []).flatMap((statement) =>
    statement.type === 'VariableDeclaration'
      ? (statement.declarations as AstNode[]).filter(
          (d) => (d.id as AstNode).type === 'Identifier' && (d.id as AstNode).name === name,
        )
      : [],
  );
  const init = declared.length === 1 ? (declared[0]?.init as AstNode | null) : null;
  if (!init) return undefined;
  // Assigned again anywhere in the function (or a parameter of that name): not the one value.
  const escaped = name.replace(/\$/g, '\\$');
  const writes = text
    .slice(fn.start, fn.end)
    .match(new RegExp(`(?<![\\w$.])${escaped}\\s*(?:=[^=]|\\+\\+|--)`, 'g'));
  const params = (fn.params as AstNode[]).some((p) => p.type === 'Identifier' && p.name === name);
  if (writes?.length !== 1 || params) return undefined;
  return evaluateNumber(init, constants);
}

/**
 * Gives the member each constructor of a `module.exports = { name: function (…) {…} }` object keeps a parameter as
 * (`this.timeout = timeout`) the plain number every construction passes there, within that constructor; other
 * constructors of the object keeping the same member keep their parameter. Left alone when the member is bound
 * anywhere else in the file.
 */
export function applyPlainConstructions(
  program: AstNode,
  constants: ScopedConstants,
  constructed: ReadonlyMap<string, readonly (ReadonlyMap<string, number> | undefined)[]>,
): void {
  const constructors = exportedConstructors(program);
  if (constructors.length === 0) return;
  const byMember = new Map<string, { fn: AstNode; value: AstNode }[]>();
  for (const { name, fn } of constructors)
    for (const [index, param] of (fn.params as AstNode[]).entries()) {
      const stored = storedAs(param, fn);
      if (!stored) continue;
      const number = constructed.get(name)?.[index]?.get(PLAIN);
      const value: AstNode =
        number === undefined || Number.isNaN(number)
          ? stored.id
          : { type: 'Literal', value: number, start: param.start, end: param.end };
      const key = `this.${stored.name}`;
      byMember.set(key, [...(byMember.get(key) ?? []), { fn, value }]);
    }
  for (const [key, kept] of byMember) {
    if (!kept.some(({ value }) => value.type === 'Literal')) continue;
    // Every binding of the member is one of these constructors' own `this.x = x`.
    const own = constants.bindings.get(key) ?? [];
    const inits = new Set(own.map((b) => b.init && unwrap(b.init)));
    if (own.length !== kept.length || kept.some(({ fn }) => !storedInit(fn, key, inits))) continue;
    constants.bindings.set(
      key,
      kept.map(({ fn, value }) => ({ start: fn.start, end: fn.end, init: value })),
    );
  }
}

/** Whether `fn`'s own `this.x = x` is among the member's bindings. */
function storedInit(fn: AstNode, key: string, inits: ReadonlySet<AstNode | null>): boolean {
  return ((fn.body as AstNode).body as AstNode[]).some((statement) => {
    const expression =
      statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    return (
      expression?.type === 'AssignmentExpression' &&
      toPath(expression.left as AstNode) === key &&
      inits.has(unwrap(expression.right as AstNode))
    );
  });
}

/** `module.exports = { name: function (…) {…}, … }`: each property's function, by its name. */
function exportedConstructors(program: AstNode): { name: string; fn: AstNode }[] {
  const found: { name: string; fn: AstNode }[] = [];
  for (const statement of (program.body as AstNode[]) ?? []) {
    const expression =
      statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    if (
      expression?.type !== 'AssignmentExpression' ||
      toPath(expression.left as AstNode) !== 'module.exports'
    )
      continue;
    const object = unwrap(expression.right as AstNode);
    if (object.type !== 'ObjectExpression') continue;
    for (const item of object.properties as AstNode[]) {
      const key = item.key as AstNode | undefined;
      const value = isAstNode(item.value) ? unwrap(item.value) : undefined;
      if (item.type !== 'Property' || item.computed || key?.type !== 'Identifier') continue;
      if (value?.type === 'FunctionExpression' && isAstNode(value.body))
        found.push({ name: String(key.name), fn: value });
    }
  }
  return found;
}
