// A controller nothing aborts: `const controller = new AbortController()`, whose signal goes into an awaited fetch
// and which is handed back to the caller only after the response has come (`return controller`), with no timer
// and no `abort()` anywhere (@kubernetes/client-node 2.0.1 dist/log.js lines 51-89). Until the response arrives
// no code can abort it, so its signal is no bound. The signal may also be put on the init by name before the call
// (`if (config.timeout) fetchOptions.signal = controller.signal; await fetch(url, fetchOptions)`, neverbounce 5.0.5
// dist/esm/src/HttpsClient.js lines 40-46): the same controller, still aborted by nothing. Or written in an init
// sent by name, with its abort handed to the caller's cancel hook only: openapi-typescript-codegen's fetch core,
// `const request = { …, signal: controller.signal }; onCancel(() => controller.abort()); return await fetch(url,
// request)`, `onCancel` a parameter (@gusto/embedded-api 1.0.0 dist/generated/core/request.js lines 166-178): it
// fires when the caller cancels the promise, a cancellation and no bound.
import { type AstNode, walk } from '../ast';
import { ScopedConstants, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';
import { enclosingFunction, FUNCTIONS } from './node-paths';
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
  let hooked = false;
  let teardown = false;
  walk(program, (node, ancestors) => {
    if (!known || node.end < binding.start || node.start > binding.end) return false;
    if (node.type === 'AwaitExpression' && node.start < at && at < node.end && initOf(node, at))
      awaited = node;
    if (node.type === 'AssignmentExpression' && (node.right as AstNode).start === at)
      assignedTo = signalOf(node.left as AstNode);
    if (node.type === 'VariableDeclarator' && node.start < at && at < node.end)
      assignedTo = declaredWith(node, at) ?? assignedTo;
    if (assignedTo && !awaited && node.type === 'AwaitExpression' && node.start > at)
      awaited = sentWith(node, assignedTo) ? node : undefined;
    if (node.type !== 'Identifier' || node.name !== owner) return undefined;
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === 'VariableDeclarator' && parent.id === node) return undefined;
    const key = parent?.type === 'MemberExpression' && parent.object === node ? parent.property : undefined;
    if (key && !parent?.computed && (key as AstNode).name === 'signal') return undefined;
    // Handed back once the awaited request has settled: too late to abort it.
    if (parent?.type === 'ReturnStatement' && awaited && node.start > awaited.end) return undefined;
    if (cancelHooked(ancestors, node, constants)) {
      hooked = true;
      return undefined;
    }
    if (tornDown(ancestors, node, program, made)) {
      teardown = true;
      return undefined;
    }
    known = false;
    return false;
  });
  if (!known || !awaited) return undefined;
  return missing(
    hooked
      ? "its controller has no timer, and only the caller's cancel aborts it"
      : teardown
        ? 'its controller has no timer, and only the teardown its function hands back (an unsubscribe) aborts it'
        : 'its controller has no timer, and nothing aborts it before the response arrives',
  );
}

/** `owner.abort()`: the read of `owner` at `node` is the object of an `abort` member that is called. */
function abortCalled(ancestors: readonly AstNode[], node: AstNode): boolean {
  const member = ancestors[ancestors.length - 1];
  const call = ancestors[ancestors.length - 2];
  return (
    member?.type === 'MemberExpression' &&
    member.object === node &&
    !member.computed &&
    (member.property as AstNode).name === 'abort' &&
    call?.type === 'CallExpression' &&
    call.callee === member
  );
}

/**
 * `return () => owner.abort()` in the function that makes the controller: the teardown it hands back (an RxJS
 * Observable's unsubscribe, @semiont/api-client 0.5.6 dist/index.js:677-711's sseProgressStream), which runs when
 * the subscriber leaves, no bound.
 */
function tornDown(ancestors: readonly AstNode[], node: AstNode, program: AstNode, made: AstNode): boolean {
  const up = (steps: number) => ancestors[ancestors.length - steps];
  if (!abortCalled(ancestors, node)) return false;
  const callback = up(3);
  const returned = up(4);
  if (callback?.type !== 'ArrowFunctionExpression' || callback.body !== up(2)) return false;
  if (returned?.type !== 'ReturnStatement' || returned.argument !== callback) return false;
  const around = [...ancestors].reverse().find((a) => a !== callback && FUNCTIONS.has(a.type));
  return around !== undefined && enclosingFunction(program, made) === around;
}

/** `const request = { …, signal: controller.signal }` holding the read at `at`: `request`. */
function declaredWith(declarator: AstNode, at: number): string | undefined {
  const id = declarator.id as AstNode;
  const init = declarator.init ? unwrap(declarator.init as AstNode) : undefined;
  if (id.type !== 'Identifier' || init?.type !== 'ObjectExpression') return undefined;
  const holds = (init.properties as AstNode[]).some(
    (p) =>
      p.type === 'Property' &&
      !p.computed &&
      (p.key as AstNode).name === 'signal' &&
      (p.value as AstNode).start === at,
  );
  return holds ? String(id.name) : undefined;
}

/** A hook named for cancelling: `onCancel`, `registerCancel`, `onAbort`. */
const CANCEL_HOOK = /cancel|abort/i;

/**
 * `hook(() => owner.abort())` (or `hook(() => { owner.abort(); })`) where `hook` is a parameter of an enclosing
 * function named for cancelling: the abort runs when the caller cancels, which is no bound.
 */
function cancelHooked(ancestors: readonly AstNode[], node: AstNode, constants: ScopedConstants): boolean {
  const up = (steps: number) => ancestors[ancestors.length - steps];
  if (!abortCalled(ancestors, node)) return false;
  // `() => owner.abort()`, or `() => { owner.abort(); }` with nothing else in the block.
  let steps = 3;
  if (up(steps)?.type === 'ExpressionStatement') {
    const block = up(steps + 1);
    if (block?.type !== 'BlockStatement' || (block.body as AstNode[]).length !== 1) return false;
    steps += 2;
  }
  const callback = up(steps);
  const registered = up(steps + 1);
  if (callback?.type !== 'ArrowFunctionExpression' && callback?.type !== 'FunctionExpression') return false;
  if ((callback.params as AstNode[]).length > 0 || registered?.type !== 'CallExpression') return false;
  const args = registered.arguments as AstNode[];
  const hook = unwrap(registered.callee as AstNode);
  if (args.length !== 1 || args[0] !== callback || hook.type !== 'Identifier') return false;
  const name = String(hook.name);
  return CANCEL_HOOK.test(name) && constants.parameterAt(name, hook.start) !== undefined;
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
