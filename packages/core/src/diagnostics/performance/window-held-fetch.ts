// A client object kept on the instance that is the page's global object unless the application hands one in:
// NSwag's TypeScript fetch template (dataforseo-client 2.1.7 dist/cjs/api/*.js) writes
// `constructor(baseUrl, http) { this.http = http ? http : window; }` and sends with
// `this.http.fetch(url_, options_)`. By default that is the global fetch, so the call is judged like an injected
// fetch (the caller's, else the global one) with the init the method builds. A member given no such fallback
// (`this.http = http`) is the application's object and stays unjudged. NSwag's usual output keeps every client
// class in one file, each with its own `this.http`: the member is then read in the class the call sits in.
import { type AstNode, walk } from '../ast';
import { type Constants, ScopedConstants, toPath, unwrap } from './evaluate';

const GLOBAL_OBJECT = new Set(['window', 'globalThis', 'self']);

/**
 * `this.http.fetch` where `this.http` is assigned once (in the file, or else in the class around the call), to
 * `http ? http : window` (or `||`, `??`, tsc's `??`).
 */
export function isWindowHeldFetch(callee: AstNode, constants: Constants, program?: AstNode): boolean {
  const current = unwrap(callee);
  if (current.type !== 'MemberExpression' || current.computed) return false;
  if ((current.property as AstNode).name !== 'fetch') return false;
  const holder = unwrap(current.object as AstNode);
  const path = toPath(holder);
  if (!path || !/^this\.[\w$]+$/.test(path)) return false;
  const value =
    constants instanceof ScopedConstants ? constants.lookup(path, holder.start) : constants.get(path);
  if (value !== undefined) return paramElseGlobal(unwrap(value));
  const member = path.slice('this.'.length);
  const held = program
    ? classMembers(program).find((c) => c.start <= holder.start && holder.end <= c.end)
    : undefined;
  return held?.members.get(member) === true;
}

interface ClassMembers {
  start: number;
  end: number;
  /** Members assigned once in the class's own code: whether that value is a name, else the global object. */
  members: Map<string, boolean>;
}

const CLASSES = new WeakMap<AstNode, ClassMembers[]>();

/** Each class of the file (innermost first) with its `this.x = …` members assigned once, read once per file. */
function classMembers(program: AstNode): ClassMembers[] {
  const cached = CLASSES.get(program);
  if (cached) return cached;
  const classes: ClassMembers[] = [];
  walk(program, (node) => {
    if (node.type !== 'ClassBody') return undefined;
    const counts = new Map<string, number>();
    const members = new Map<string, boolean>();
    walk(node, (inner) => {
      if (inner !== node && inner.type === 'ClassBody') return false; // a nested class has its own `this`
      if (inner.type !== 'AssignmentExpression') return undefined;
      const target = unwrap(inner.left as AstNode);
      const path = toPath(target);
      if (!path || !/^this\.[\w$]+$/.test(path)) return undefined;
      const name = path.slice('this.'.length);
      counts.set(name, (counts.get(name) ?? 0) + 1);
      members.set(name, inner.operator === '=' && paramElseGlobal(unwrap(inner.right as AstNode)));
      return undefined;
    });
    for (const [name, count] of counts) if (count > 1) members.set(name, false);
    classes.push({ start: node.start, end: node.end, members });
    return undefined;
  });
  // Innermost first: a class inside another is found before the one holding it.
  classes.sort((a, b) => a.end - a.start - (b.end - b.start));
  CLASSES.set(program, classes);
  return classes;
}

function isGlobalObject(node: AstNode): boolean {
  const current = unwrap(node);
  return current.type === 'Identifier' && GLOBAL_OBJECT.has(String(current.name));
}

/**
 * `http ? http : window`, `http || globalThis`, `http ?? self`, and tsc's lowered `??`
 * (`http !== null && http !== void 0 ? http : window`): a name, else the global object.
 */
function paramElseGlobal(value: AstNode): boolean {
  if (value.type === 'LogicalExpression')
    return (
      (value.operator === '||' || value.operator === '??') &&
      unwrap(value.left as AstNode).type === 'Identifier' &&
      isGlobalObject(value.right as AstNode)
    );
  if (value.type !== 'ConditionalExpression' || !isGlobalObject(value.alternate as AstNode)) return false;
  const chosen = unwrap(value.consequent as AstNode);
  if (chosen.type !== 'Identifier') return false;
  const name = String(chosen.name);
  // The test must be about the chosen name itself (`http`, `http != null`, `(_a = http) !== null && …`).
  const test = unwrap(value.test as AstNode);
  return mentionsName(test, name);
}

function mentionsName(node: AstNode, name: string): boolean {
  const current = unwrap(node);
  if (current.type === 'Identifier') return current.name === name;
  if (current.type === 'AssignmentExpression')
    return mentionsName(current.left as AstNode, name) || mentionsName(current.right as AstNode, name);
  if (current.type === 'BinaryExpression' || current.type === 'LogicalExpression')
    return mentionsName(current.left as AstNode, name) || mentionsName(current.right as AstNode, name);
  return false;
}
