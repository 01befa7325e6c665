// A client instance read through another object's getter: @semiont/api-client 0.5.6 dist/index.js, whose
// HttpTransport makes `this.http = ky.create({ timeout, … })` (line 364) and hands it out through `get rawHttp() {
// return this.http; }` (lines 732-734), and whose HttpContentTransport, built with that transport (`constructor
// (transport) { this.transport = transport; }`), sends `this.transport.rawHttp.post(…)` / `.get(…)` (lines 773, 793,
// 811). The getter's name is the file's only member of that name, so the read reaches that instance, judged with its
// config. A name two members of the file share, or an object not stored from a constructor's parameter: not read.
import { type AstNode, walk } from '../ast';
import { returnsOf } from './exported-returns';
import { CLASSES, toPath, unwrap } from './node-paths';

const MEMBERS = new Set(['MethodDefinition', 'Property', 'PropertyDefinition']);

/** `get name() { return this.y; }`: `this.y`. */
function returnedMember(getter: AstNode): string | undefined {
  if (getter.type !== 'MethodDefinition' || getter.kind !== 'get') return undefined;
  const body = ((getter.value as AstNode).body as AstNode).body as AstNode[];
  const only = body.length === 1 ? body[0] : undefined;
  const path =
    only?.type === 'ReturnStatement' && only.argument ? toPath(unwrap(only.argument as AstNode)) : undefined;
  return path && /^this\.[\w$]+$/.test(path) ? path : undefined;
}

/**
 * The member every return of a getter hands back, `this._client` or tsc's static private field (`__classPrivateFieldGet(
 * _a, _a, "f", _Client_client)`, read as `_a.client`): fintoc 1.15.0 build/main/lib/client.js:33-41, `get client()`
 * making its axios instance once (`if (… === undefined) __classPrivateFieldSet(_a, _a, axios_1.default.create({…}),
 * "f", _Client_client)`) and returning it, read as `this.client` by request (line 61).
 */
function agreedReturn(getter: AstNode): string | undefined {
  const values = returnsOf(getter.value as AstNode);
  const paths = new Set(values?.map((value) => toPath(unwrap(value))));
  const [path] = paths;
  return paths.size === 1 && path && /^(this|[\w$]+)\.[\w$]+$/.test(path) ? path : undefined;
}

/** Whether the class `cls`'s constructor stores one of its parameters, unchanged, as `this.<name>`. */
function storedFromParameter(cls: AstNode, name: string): boolean {
  const made = (((cls.body as AstNode).body as AstNode[]) ?? []).find(
    (member) => member.type === 'MethodDefinition' && member.kind === 'constructor',
  )?.value as AstNode | undefined;
  if (!made) return false;
  const params = new Set(
    (made.params as AstNode[]).flatMap((param) => (param.type === 'Identifier' ? [String(param.name)] : [])),
  );
  return (((made.body as AstNode).body as AstNode[]) ?? []).some((statement) => {
    const assignment =
      statement.type === 'ExpressionStatement' ? unwrap(statement.expression as AstNode) : undefined;
    const right =
      assignment?.type === 'AssignmentExpression' ? unwrap(assignment.right as AstNode) : undefined;
    return (
      assignment?.type === 'AssignmentExpression' &&
      assignment.operator === '=' &&
      toPath(assignment.left as AstNode) === `this.${name}` &&
      right?.type === 'Identifier' &&
      params.has(String(right.name))
    );
  });
}

/**
 * Whether `text` may declare a getter: the word `get` not followed by `(` (`get name()`, `static get name()`, a
 * comment between `get` and the name; also some that are none, `get: fn`, `this.get = …`), or any escape
 * (`g\u0065t`). A getter needs one; `client.get(url)`, a method named `get(…)` and `getItems()` are none.
 */
export function mayDeclareGetter(text: string): boolean {
  return text.includes('\\') || /\bget\b(?!\s*\()/.test(text);
}

/**
 * Adds `this.x.getter` for every read of a uniquely named getter that hands back an instance (see above). `text`,
 * the program's text: a file that declares no getter (mayDeclareGetter) adds none and is not walked (the bench
 * fixture's 450 axios services call `client.get(…)` and declare none: its two walks were 95 M instructions of a
 * 3 277 M check, callgrind).
 */
export function aliasGetterReads<T>(instances: Map<string, T>, program: AstNode, text?: string): void {
  if (instances.size === 0 || (text !== undefined && !mayDeclareGetter(text))) return;
  const getters = new Map<string, string>();
  const own = new Map<string, string>();
  // Class members only: `{ client: this.client }` handed elsewhere is no second member named `client`.
  const members = new Map<string, number>();
  const named = new Map<string, number>();
  walk(program, (node) => {
    const key = MEMBERS.has(node.type) && !node.computed ? (node.key as AstNode | undefined) : undefined;
    if (key?.type !== 'Identifier') return undefined;
    const name = String(key.name);
    named.set(name, (named.get(name) ?? 0) + 1);
    if (node.type !== 'Property') members.set(name, (members.get(name) ?? 0) + 1);
    const returned = returnedMember(node);
    if (returned && instances.has(returned)) getters.set(name, returned);
    const lazy = node.type === 'MethodDefinition' && node.kind === 'get' ? agreedReturn(node) : undefined;
    if (lazy && instances.has(lazy)) own.set(name, lazy);
    return undefined;
  });
  // `this.client` of the class's own getter (see agreedReturn).
  for (const [name, target] of own) {
    const instance = instances.get(target);
    if (members.get(name) === 1 && instance !== undefined && !instances.has(`this.${name}`))
      instances.set(`this.${name}`, instance);
  }
  if (getters.size === 0) return;
  walk(program, (node, ancestors) => {
    if (node.type !== 'MemberExpression' || node.computed) return undefined;
    const parts = toPath(node)?.split('.');
    if (parts?.length !== 3 || parts[0] !== 'this') return undefined;
    const [, stored = '', getter = ''] = parts;
    const target = getters.get(getter);
    const path = parts.join('.');
    if (!target || named.get(getter) !== 1 || instances.has(path)) return undefined;
    const cls = [...ancestors].reverse().find((ancestor) => CLASSES.has(ancestor.type));
    const instance = instances.get(target);
    if (cls && instance !== undefined && storedFromParameter(cls, stored)) instances.set(path, instance);
    return undefined;
  });
}
