// An abort timer armed only when a parameter is given: `if (timeout) { setTimeout(() => controller.abort(),
// timeout) }` in `sendRequest(url, method, options, timeout)`, whose POST caller passes no timeout
// (@azure/msal-node 7.2.1 src/network/HttpClient.ts lines 65, 109-114, 128). On that call no timer is armed, so
// the request it sends has no bound. Read only for a controller's timer whose `ms` is not known.
import { type AstNode, walk } from '../ast';
import { CALLER_ONLY } from './caller-optional';
import { armedOnlyIfSet } from './guarded-timers';
import type { JudgeContext } from './judge-context';
import { FUNCTIONS, toPath, unwrap } from './node-paths';
import { missing, type Verdict } from './verdict';

/**
 * Missing when the one timer aborting `owner` is armed under `if (ms)` (or `if (ms > 0)`), `ms` is a parameter
 * of that function with no default and never reassigned, and a call of the function in this file (`this.m(…)`
 * or `m(…)`) leaves that argument out. Otherwise nothing is said here.
 */
export function armedOnlyIfPassed(context: JudgeContext, owner: string, ms: AstNode): Verdict | undefined {
  const unset = armedOnlyIfSet(context, owner); // guarded-timers.ts: a test false by default
  if (unset) return unset;
  const timers = context.abortTimerCalls?.get(owner);
  const timer = timers?.length === 1 ? timers[0] : undefined;
  const name = unwrap(ms).type === 'Identifier' ? String(unwrap(ms).name) : undefined;
  if (!timer || !name || !context.program) return undefined;
  const path = ancestorsOf(context.program, timer);
  const fnAt = path.findLastIndex((node) => FUNCTIONS.has(node.type));
  const fn = path[fnAt];
  const guard = path.slice(fnAt + 1).find((node) => node.type === 'IfStatement');
  if (!fn || !guard || !testsOnly(guard.test as AstNode, name)) return undefined;
  if (inside(guard.consequent as AstNode, timer) === false) return undefined;
  const index = (fn.params as AstNode[]).findIndex((p) => p.type === 'Identifier' && p.name === name);
  if (index < 0 || reassigned(fn, name)) return undefined;
  const holder = path[fnAt - 1];
  const callee =
    holder?.type === 'MethodDefinition' && (holder.key as AstNode).type === 'Identifier'
      ? `this.${String((holder.key as AstNode).name)}`
      : fn.type === 'FunctionDeclaration' && fn.id
        ? String((fn.id as AstNode).name)
        : undefined;
  if (!callee || !leftOut(context.program, callee, index)) return undefined;
  return missing(
    `the abort timer is armed only when \`${name}\` is given, and a call in this file gives none (${CALLER_ONLY})`,
  );
}

/** The nodes from the program down to `target`, outermost first (`target` excluded). */
function ancestorsOf(program: AstNode, target: AstNode): AstNode[] {
  let found: AstNode[] = [];
  walk(program, (node, ancestors) => {
    if (found.length > 0 || node.end < target.start || node.start > target.end) return false;
    if (node === target) found = [...ancestors];
    return undefined;
  });
  return found;
}

/** `name` or `name > 0` as a whole test. */
function testsOnly(test: AstNode, name: string): boolean {
  const current = unwrap(test);
  if (current.type === 'Identifier') return current.name === name;
  const left = current.type === 'BinaryExpression' ? unwrap(current.left as AstNode) : undefined;
  const right = current.type === 'BinaryExpression' ? unwrap(current.right as AstNode) : undefined;
  return current.operator === '>' && left?.name === name && right?.type === 'Literal' && right.value === 0;
}

function inside(outer: AstNode, node: AstNode): boolean {
  return outer.start <= node.start && node.end <= outer.end;
}

function reassigned(fn: AstNode, name: string): boolean {
  let found = false;
  walk(fn.body as AstNode, (node) => {
    if (found) return false;
    const target = node.type === 'AssignmentExpression' ? unwrap(node.left as AstNode) : undefined;
    if (target?.type === 'Identifier' && target.name === name) found = true;
    return undefined;
  });
  return found;
}

/** A call of `callee` in the file with no argument at `index` (and no spread that could fill it). */
function leftOut(program: AstNode, callee: string, index: number): boolean {
  let found = false;
  walk(program, (node) => {
    if (found) return false;
    if (node.type !== 'CallExpression' || toPath(unwrap(node.callee as AstNode)) !== callee) return undefined;
    const args = node.arguments as AstNode[];
    if (args.length <= index && !args.some((arg) => arg.type === 'SpreadElement')) found = true;
    return undefined;
  });
  return found;
}
