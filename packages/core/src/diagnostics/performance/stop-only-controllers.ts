// A controller that only a class's stop method aborts: `signal: this.abortController.signal` in rawRequest's
// init, where `this.abortController = new AbortController()` and the file's only `this.abortController.abort()`
// sits in `abortAllRequests()` (@namehash/nameguard 0.9.0 dist/index.js lines 56, 261-284), or a local controller
// stored on such a member for a stop method to reach, `const synthesisController = new AbortController();
// this.activeSynthesisController = synthesisController;` with its signal handed to the fetches and the only
// abort in `stop()` (@pie-players/tts-client-server 0.3.73 dist/ServerTTSProvider.js lines 348-351, 730-734).
// The caller stops it when it likes, never on a timer: no bound (set 22's @brokerize, set 23's lead's decision).
// Precision first: every use of the member must be seen (its signal read, its abort called, a new controller or
// nothing stored, tested), each abort must sit directly in a named method, and no timer in the file may name
// that method, the member, or a method that calls it.
import { type AstNode, walk } from '../ast';
import { ScopedConstants, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';
import { FUNCTIONS } from './node-paths';
import { missing, type Verdict } from './verdict';

const REASON =
  'its controller has no timer, and only a stop method of its class aborts it (when the caller stops)';

/** Per program: the `this.` members holding controllers that only named methods abort, off any timer. */
const STOP_ONLY = new WeakMap<AstNode, ReadonlySet<string>>();

/**
 * Missing when `owner` (a `controller.signal`'s object) is a `this.` member only stop methods abort, or a local
 * `new AbortController()` whose every use is a read of its signal or its storing on such a member.
 */
export function stoppedOnly(context: JudgeContext, owner: string, at: number): Verdict | undefined {
  const { constants, program } = context;
  if (!program || !(constants instanceof ScopedConstants)) return undefined;
  const members = stopOnlyMembers(program, constants);
  if (members.size === 0) return undefined;
  if (owner.startsWith('this.')) return members.has(owner) ? missing(REASON) : undefined;
  if (owner.includes('.')) return undefined;
  const made = constants.lookup(owner, at);
  const binding = constants.bindings.get(owner)?.find((b) => b.init === made);
  if (!binding || !isNewController(made)) return undefined;
  let stored = false;
  let known = true;
  walk(program, (node, ancestors) => {
    if (!known || node.end < binding.start || node.start > binding.end) return false;
    if (node.type !== 'Identifier' || node.name !== owner) return undefined;
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === 'VariableDeclarator' && parent.id === node) return undefined;
    if (parent?.type === 'MemberExpression' && parent.object === node && signalRead(parent)) return undefined;
    const target = parent?.type === 'AssignmentExpression' && parent.right === node ? parent.left : undefined;
    const path = target ? toPath(target as AstNode) : undefined;
    if (path?.startsWith('this.') && members.has(path)) stored = true;
    else known = false;
    return undefined;
  });
  return known && stored ? missing(REASON) : undefined;
}

function isNewController(node: AstNode | undefined): boolean {
  const made = node ? unwrap(node) : undefined;
  return made?.type === 'NewExpression' && toPath(made.callee as AstNode) === 'AbortController';
}

function signalRead(member: AstNode): boolean {
  return !member.computed && (member.property as AstNode).name === 'signal';
}

const TIMERS = /^(?:(?:window|globalThis|self)\.)?(?:setTimeout|setInterval)$/;

function stopOnlyMembers(program: AstNode, constants: ScopedConstants): ReadonlySet<string> {
  const cached = STOP_ONLY.get(program);
  if (cached) return cached;
  const good = new Map<string, string[]>(); // member → the methods aborting it
  const bad = new Set<string>();
  const timed = new Set<string>(); // names any timer's arguments mention
  const calls = new Map<string, Set<string>>(); // method → the `this.` methods it calls
  const loose = new Set<string>(); // `this.` names read other than as a call directly in a method
  walk(program, (node, ancestors) => {
    if (node.type === 'CallExpression' && TIMERS.test(toPath(node.callee as AstNode) ?? '')) {
      for (const arg of node.arguments as AstNode[])
        walk(arg, (inner) => {
          if (inner.type === 'Identifier') timed.add(String(inner.name));
          return undefined;
        });
    }
    if (node.type === 'CallExpression') {
      const callee = toPath(node.callee as AstNode);
      const method = enclosingMethod(ancestors);
      if (method && callee?.startsWith('this.') && !callee.slice(5).includes('.')) {
        const set = calls.get(method) ?? new Set<string>();
        set.add(callee.slice(5));
        calls.set(method, set);
      }
    }
    if (node.type !== 'MemberExpression' || unwrap(node.object as AstNode).type !== 'ThisExpression') return;
    if (node.computed || (node.property as AstNode).type !== 'Identifier') return;
    const key = `this.${String((node.property as AstNode).name)}`;
    // A method called from a callback (`emitter.on('x', () => this.stop())`) or handed on (`this.stop.bind(this)`)
    // may run on a timer the file does not show.
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type !== 'CallExpression' || parent.callee !== node || !ownMethod(ancestors))
      loose.add(key.slice(5));
    const use = useOf(node, ancestors, constants);
    if (use === 'other') bad.add(key);
    else if (use !== 'read' && use !== 'made') {
      const methods = good.get(key) ?? [];
      methods.push(use.method);
      good.set(key, methods);
    }
    // Only `made` (a new controller or nothing) and `read` (its signal, a test) otherwise.
    if (use === 'made') good.set(key, good.get(key) ?? []);
  });
  const members = new Set<string>();
  for (const [key, methods] of good) {
    if (bad.has(key) || methods.length === 0 || timed.has(key.slice(5))) continue;
    const onTimer = (method: string) =>
      timed.has(method) || [...timed].some((name) => calls.get(name)?.has(method));
    if (!methods.some((method) => onTimer(method) || loose.has(method))) members.add(key);
  }
  STOP_ONLY.set(program, members);
  return members;
}

type Use = 'read' | 'made' | 'other' | { method: string };

/** How the file uses `this.key` at `node`: stored, read, aborted in a named method, or anything else. */
function useOf(node: AstNode, ancestors: readonly AstNode[], constants: ScopedConstants): Use {
  const up = (steps: number) => ancestors[ancestors.length - steps];
  let parent = up(1);
  let steps = 1;
  if (parent?.type === 'AssignmentExpression' && parent.left === node) {
    const right = unwrap(parent.right as AstNode);
    if (isNewController(right) || isNothing(right)) return 'made';
    if (right.type === 'Identifier' && isNewController(constants.lookup(String(right.name), right.start)))
      return 'made';
    return 'other';
  }
  if (parent?.type === 'MemberExpression' && parent.object === node && !parent.computed) {
    const name = (parent.property as AstNode).name;
    if (name === 'signal') return 'read';
    let call = up(2);
    steps = 2;
    if (call?.type === 'ChainExpression') {
      steps = 3;
      call = up(3);
    }
    if (name !== 'abort' || call?.type !== 'CallExpression' || unwrap(call.callee as AstNode) !== parent)
      return 'other';
    const method = ownMethod(ancestors.slice(0, ancestors.length - steps));
    return method ? { method } : 'other';
  }
  // `if (this.controller)`, `!this.controller`, `this.controller && …`: tested only.
  while (parent?.type === 'ChainExpression' || parent?.type === 'UnaryExpression') {
    steps += 1;
    parent = up(steps);
  }
  if (parent?.type === 'IfStatement' || parent?.type === 'ConditionalExpression') return 'read';
  if (parent?.type === 'LogicalExpression' && parent.left === up(steps - 1)) return 'read';
  return 'other';
}

function isNothing(node: AstNode): boolean {
  return (
    (node.type === 'Literal' && node.value === null) ||
    (node.type === 'Identifier' && node.name === 'undefined')
  );
}

/** The name of the method the nearest function around these ancestors is, when it is one. */
function ownMethod(ancestors: readonly AstNode[]): string | undefined {
  const index = ancestors.findLastIndex((a) => FUNCTIONS.has(a.type));
  return index < 0 ? undefined : methodName(ancestors[index] as AstNode, ancestors[index - 1]);
}

/** The method any enclosing function belongs to (the outermost named one). */
function enclosingMethod(ancestors: readonly AstNode[]): string | undefined {
  for (let index = 0; index < ancestors.length; index++) {
    const node = ancestors[index] as AstNode;
    if (!FUNCTIONS.has(node.type)) continue;
    const name = methodName(node, ancestors[index - 1]);
    if (name) return name;
  }
  return undefined;
}

/** `key() {}` in a class or an object, `key: function () {}`, `X.prototype.key = function () {}`. */
function methodName(fn: AstNode, parent: AstNode | undefined): string | undefined {
  if ((parent?.type === 'MethodDefinition' || parent?.type === 'Property') && parent.value === fn) {
    const key = parent.key as AstNode;
    return !parent.computed && key.type === 'Identifier' ? String(key.name) : undefined;
  }
  if (parent?.type === 'AssignmentExpression' && parent.right === fn) {
    const match = /^\w+\.prototype\.(\w+)$/.exec(toPath(parent.left as AstNode) ?? '');
    return match?.[1];
  }
  return undefined;
}
