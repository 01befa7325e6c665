// `signal: opts.signal` where `opts` is the parameter of the package's own request function, which the file calls
// many times and never with a signal (nano 11.0.7 lib/nano.js: `function relax (opts)` builds the fetch options
// with `signal: opts.signal` at line 384, and each of its 48 calls in the file passes an object of db, path,
// method, qs or body). The function is also handed to the application (`request: relax`), whose own calls may
// pass a signal: that one is the caller's optional one, absent by default, so no call has a bound unless its
// caller gives one.
import { type AstNode, walk } from '../ast';
import { type Constants, getProperty, resolveObject } from './evaluate';
import { enclosingFunction, unwrap } from './node-paths';

/**
 * True when `member` is `p.signal`, `p` a parameter of its own function `name`, every assignment to `p` in that
 * function is an object literal without a signal or a spread, and the file calls `name(…)` at least once and
 * each call gives `p` nothing, or an object whose every key is known and none is `signal`.
 */
export function signalLeftOutByCalls(constants: Constants, program: AstNode, member: AstNode): boolean {
  const object = unwrap(member.object as AstNode);
  if (object.type !== 'Identifier' || member.computed) return false;
  const param = String(object.name);
  const fn = enclosingFunction(program, member);
  const index = ((fn?.params as AstNode[] | undefined) ?? []).findIndex(
    (p) => p.type === 'Identifier' && p.name === param,
  );
  const name = fn && index >= 0 ? functionName(program, fn) : undefined;
  if (!fn || !name || !reassignedWithoutSignal(fn, param)) return false;
  let calls = 0;
  let known = true;
  walk(program, (node) => {
    if (!known) return false;
    if (node.type !== 'CallExpression') return undefined;
    const callee = unwrap(node.callee as AstNode);
    if (callee.type !== 'Identifier' || callee.name !== name) return undefined;
    calls++;
    const given = (node.arguments as AstNode[])[index];
    if (!given || unwrap(given).type === 'Literal') return undefined;
    const view = given.type === 'SpreadElement' ? undefined : resolveObject(given, constants);
    if (!view || getProperty(view, 'signal') !== 'absent') known = false;
    return undefined;
  });
  return known && calls > 0;
}

/** The name a function is called by: its declaration's, or the variable's it initialises. */
function functionName(program: AstNode, fn: AstNode): string | undefined {
  if (fn.type === 'FunctionDeclaration') return (fn.id as AstNode | null)?.name as string | undefined;
  let name: string | undefined;
  walk(program, (node) => {
    if (name || node.start > fn.start || node.end < fn.end) return false;
    const id = node.type === 'VariableDeclarator' && node.init === fn ? (node.id as AstNode) : undefined;
    if (id?.type === 'Identifier') name = String(id.name);
    return undefined;
  });
  return name;
}

/** Every `param = …` in `fn` assigns an object literal that neither spreads nor sets `signal`. */
function reassignedWithoutSignal(fn: AstNode, param: string): boolean {
  let clean = true;
  walk(fn.body as AstNode, (node) => {
    if (!clean) return false;
    if (node.type !== 'AssignmentExpression') return undefined;
    const target = unwrap(node.left as AstNode);
    if (target.type !== 'Identifier' || target.name !== param) return undefined;
    const value = unwrap(node.right as AstNode);
    clean =
      node.operator === '=' &&
      value.type === 'ObjectExpression' &&
      (value.properties as AstNode[]).every(
        (p) => p.type === 'Property' && !p.computed && (p.key as AstNode).name !== 'signal',
      );
    return undefined;
  });
  return clean;
}
