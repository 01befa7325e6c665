// A name declared with no value and given one only inside a `try` whose `catch` goes on: `let agent; try { const
// { ProxyAgent } = await import('proxy-agent'); agent = new ProxyAgent(); } catch { /* Standard Node.js agents
// will be used. */ }` (@puppeteer/browsers 3.2.6 src/httpUtil.ts lines 42-48, held-out set 12). When the `try`
// fails before the assignment the name is still `undefined` where it is used after the `try`: one path of the
// value is nothing, read like the `undefined` branch of a choice.
import { type AstNode, walk } from '../ast';
import { enclosingFunction, FUNCTIONS } from './node-paths';

/**
 * Whether `node` (a name) may still be `undefined` where it is read: its function declares it once with no
 * value, every assignment of it sits in the block of a `try` that ends before `node`, and each such `try` has a
 * `catch` that neither assigns it nor leaves the function (`return`, `throw`).
 * @example unsetAfterFailedTry(agentName, program) // true for `let agent; try { agent = … } catch {}; … agent`
 */
export function unsetAfterFailedTry(node: AstNode, program: AstNode | undefined): boolean {
  if (node.type !== 'Identifier' || !program) return false;
  const name = String(node.name);
  const fn = enclosingFunction(program, node);
  const params = (fn?.params as AstNode[] | undefined) ?? [];
  if (!fn || params.some((param) => mentions(param, name))) return false;
  let declared = 0;
  let unset = false;
  let clean = true;
  const tries = new Set<AstNode>();
  walk(fn.body as AstNode, (current, ancestors) => {
    if (!clean) return false;
    // A nested function may assign it at any time, or declare its own: not followed.
    if (FUNCTIONS.has(current.type) && mentions(current, name)) clean = false;
    if (current.type === 'VariableDeclarator' && (current.id as AstNode).type === 'Identifier') {
      if ((current.id as AstNode).name !== name) return undefined;
      declared++;
      unset = current.init == null;
    } else if (current.type === 'AssignmentExpression' || current.type === 'UpdateExpression') {
      const target = (current.type === 'AssignmentExpression' ? current.left : current.argument) as AstNode;
      if (target.type !== 'Identifier' || target.name !== name) return undefined;
      const inTry = enclosingTryBlock(ancestors);
      if (!inTry || current.type !== 'AssignmentExpression' || current.operator !== '=') clean = false;
      else tries.add(inTry);
    }
    return undefined;
  });
  if (!clean || declared !== 1 || !unset || tries.size === 0) return false;
  return [...tries].every((tried) => tried.end <= node.start && catchGoesOn(tried, name));
}

/** The `try` statement whose protected block holds `node` (the innermost one), if any. */
function enclosingTryBlock(ancestors: readonly AstNode[]): AstNode | undefined {
  for (let i = ancestors.length - 1; i > 0; i--) {
    const ancestor = ancestors[i] as AstNode;
    if (FUNCTIONS.has(ancestor.type)) return undefined;
    const parent = ancestors[i - 1] as AstNode;
    if (parent.type === 'TryStatement' && parent.block === ancestor) return parent;
  }
  return undefined;
}

/** A `catch` that neither assigns `name` nor returns or throws: the code after the `try` runs without the value. */
function catchGoesOn(tried: AstNode, name: string): boolean {
  const handler = tried.handler as AstNode | undefined;
  if (!handler || tried.finalizer) return false;
  let goesOn = true;
  walk(handler.body as AstNode, (current) => {
    if (!goesOn || FUNCTIONS.has(current.type)) return false;
    if (current.type === 'ReturnStatement' || current.type === 'ThrowStatement') goesOn = false;
    const target = current.type === 'AssignmentExpression' ? (current.left as AstNode) : undefined;
    if (target?.type === 'Identifier' && target.name === name) goesOn = false;
    return undefined;
  });
  return goesOn;
}

/** A function that names `name` anywhere (a parameter, a local, a use). */
function mentions(fn: AstNode, name: string): boolean {
  let found = false;
  walk(fn, (current) => {
    if (found) return false;
    if (current.type === 'Identifier' && current.name === name) {
      found = true;
    }
    return undefined;
  });
  return found;
}
