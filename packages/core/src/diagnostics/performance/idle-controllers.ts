// A controller nothing aborts: `const controller = new AbortController()`, whose signal goes into an awaited fetch
// and which is handed back to the caller only after the response has come (`return controller`), with no timer
// and no `abort()` anywhere (@kubernetes/client-node 2.0.1 dist/log.js lines 51-89). Until the response arrives
// no code can abort it, so its signal is no bound. The signal may also be put on the init by name before the call
// (`if (config.timeout) fetchOptions.signal = controller.signal; await fetch(url, fetchOptions)`, neverbounce 5.0.5
// dist/esm/src/HttpsClient.js lines 40-46): the same controller, still aborted by nothing.
import { type AstNode, walk } from '../ast';
import { ScopedConstants, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';
import { missing, type Verdict } from './verdict';

/**
 * Missing when `owner` is a local `new AbortController()` whose every use in its scope is a read of its `signal`
 * or a `return owner` after the awaited call that holds `at` (the signal passed to the request).
 */
export function neverAborted(context: JudgeContext, owner: string, at: number): Verdict | undefined {
  const { constants, program } = context;
  if (!program || owner.includes('.') || !(constants instanceof ScopedConstants)) return undefined;
  const made = constants.lookup(owner, at);
  const binding = constants.bindings.get(owner)?.find((b) => b.init === made);
  if (made?.type !== 'NewExpression' || !binding) return undefined;
  if (toPath(made.callee as AstNode) !== 'AbortController') return undefined;
  let awaited: AstNode | undefined;
  let known = true;
  let assignedTo: string | undefined;
  walk(program, (node, ancestors) => {
    if (!known || node.end < binding.start || node.start > binding.end) return false;
    if (node.type === 'AwaitExpression' && node.start < at && at < node.end && initOf(node, at))
      awaited = node;
    if (node.type === 'AssignmentExpression' && (node.right as AstNode).start === at)
      assignedTo = signalOf(node.left as AstNode);
    if (assignedTo && !awaited && node.type === 'AwaitExpression' && node.start > at)
      awaited = sentWith(node, assignedTo) ? node : undefined;
    if (node.type !== 'Identifier' || node.name !== owner) return undefined;
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === 'VariableDeclarator' && parent.id === node) return undefined;
    const key = parent?.type === 'MemberExpression' && parent.object === node ? parent.property : undefined;
    if (key && !parent?.computed && (key as AstNode).name === 'signal') return undefined;
    // Handed back once the awaited request has settled: too late to abort it.
    if (parent?.type === 'ReturnStatement' && awaited && node.start > awaited.end) return undefined;
    known = false;
    return false;
  });
  if (!known || !awaited) return undefined;
  return missing('its controller has no timer, and nothing aborts it before the response arrives');
}

/** `fetchOptions.signal` as an assignment's target: `fetchOptions`. */
function signalOf(target: AstNode): string | undefined {
  const member = unwrap(target);
  if (member.type !== 'MemberExpression' || member.computed) return undefined;
  const object = unwrap(member.object as AstNode);
  const key = (member.property as AstNode).name;
  return key === 'signal' && object.type === 'Identifier' ? String(object.name) : undefined;
}

/** `await request(url, init)`: the awaited call is handed the init by its name. */
function sentWith(awaited: AstNode, init: string): boolean {
  const call = unwrap(awaited.argument as AstNode);
  if (call.type !== 'CallExpression') return false;
  return (call.arguments as AstNode[]).some((arg) => arg.type === 'Identifier' && arg.name === init);
}

/**
 * `await request(url, { …, signal: controller.signal })`: the read at `at` is the `signal` of an object written in
 * the awaited call's arguments (a signal handed to a helper, `this.download(url, controller.signal)`, is not).
 */
function initOf(awaited: AstNode, at: number): boolean {
  const call = unwrap(awaited.argument as AstNode);
  if (call.type !== 'CallExpression') return false;
  return (call.arguments as AstNode[]).some(
    (arg) =>
      arg.type === 'ObjectExpression' &&
      (arg.properties as AstNode[]).some(
        (p) =>
          p.type === 'Property' &&
          !p.computed &&
          (p.key as AstNode).name === 'signal' &&
          (p.value as AstNode).start === at,
      ),
  );
}
