// A call raced against a timer and abandoned when the timer wins: `Promise.race([fetch(url, init),
// timeoutPromise])`. The timer bounds how long the caller waits, not the request, which is left running. The
// walk only notes the race (its shape); the timer's delay is read when the call is judged.
import { type AstNode, isAstNode, walk } from '../ast';
import { type Constants, resolveNode, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';
import { judgeNode, type Verdict } from './verdict';

/** A call raced against `ms`: a timeout helper's (`withTimeout(call, ms)`), or a `Promise.race` timer element. */
export interface Race {
  name: string;
  ms: AstNode;
  /** `Promise.race([call, timer])`: `ms` is the timer element; the call is abandoned, not aborted. */
  abandoned?: true;
}

/** A helper whose promise settles after its one argument in ms (`timeout(ms)`, `timeoutWithCancel(ms)`, `sleep`). */
const TIMER_HELPER = /(^|\.)(timeout\w*|\w*Timeout|delay|sleep|wait)$/i;
const SETTLES = new Set(['then', 'catch', 'finally']);

/** The race a `Promise.race([call, timer])` sets up: the raced call and the timer element. */
export function promiseRace(node: AstNode): { call: AstNode; timer: AstNode } | undefined {
  // Read on every call of the file: the callee's shape first, no path string built.
  const callee = node.callee as AstNode;
  if (callee.type !== 'MemberExpression' || (callee.property as AstNode).name !== 'race') return undefined;
  if ((callee.object as AstNode).name !== 'Promise') return undefined;
  const list = unwrap((node.arguments as AstNode[])[0] ?? node);
  if (list.type !== 'ArrayExpression') return undefined;
  const elements = (list.elements as (AstNode | null)[]).filter((e): e is AstNode => e !== null);
  if (elements.length !== 2) return undefined;
  const [first, second] = elements.map((element) => {
    const current = unwrap(element);
    return current.type === 'AwaitExpression' ? unwrap(current.argument as AstNode) : current;
  });
  // `const fetchPromise = fetch(request); Promise.race([fetchPromise, timeoutPromise])`: the name stands for
  // the call until the file's values are known (see `resolveNamedRaces`).
  if ((first?.type !== 'CallExpression' && first?.type !== 'Identifier') || !second) return undefined;
  // The timer is decided when the call is judged; a second call to another request is no timer.
  return { call: first, timer: second };
}

/**
 * The delay in ms after which the timer element settles, if it is one: `new Promise((_, reject) =>
 * setTimeout(…, ms))`, `timeout(ms)`, `promise.then(…)` of either, or a name bound to one (`const { promise } =
 * timeoutWithCancel(ms)`).
 */
export function timerDelay(timer: AstNode, constants: Constants, depth = 0): AstNode | undefined {
  if (depth > 4) return undefined;
  const current = unwrap(timer);
  if (current.type === 'Identifier') {
    const value = resolveNode(current, constants);
    return value === current ? undefined : timerDelay(value, constants, depth + 1);
  }
  if (current.type === 'MemberExpression') {
    // `timeoutWithCancel(ms).promise`, as a destructured `promise` resolves.
    const object = unwrap(current.object as AstNode);
    return object.type === 'CallExpression' ? helperDelay(object) : undefined;
  }
  if (current.type === 'CallExpression') {
    const callee = unwrap(current.callee as AstNode);
    if (callee.type === 'MemberExpression' && SETTLES.has(String((callee.property as AstNode).name)))
      return timerDelay(callee.object as AstNode, constants, depth + 1);
    return helperDelay(current);
  }
  if (current.type === 'NewExpression' && toPath(current.callee as AstNode) === 'Promise') {
    const executor = unwrap((current.arguments as AstNode[])[0] ?? current);
    if (!isAstNode(executor.body)) return undefined;
    const delays: AstNode[] = [];
    walk(executor.body, (node) => {
      if (node.type === 'CallExpression' && toPath(node.callee as AstNode) === 'setTimeout') {
        const ms = (node.arguments as AstNode[])[1];
        if (ms) delays.push(ms);
      }
      return undefined;
    });
    return delays.length === 1 ? delays[0] : undefined;
  }
  return undefined;
}

function helperDelay(call: AstNode): AstNode | undefined {
  const args = call.arguments as AstNode[];
  const name = toPath(call.callee as AstNode) ?? '';
  return args.length === 1 && TIMER_HELPER.test(name) && name !== 'setTimeout' ? args[0] : undefined;
}

/** A race that abandons the call says so: the caller stops waiting, the request goes on. */
export function abandonedNote(race: Race, verdict: Verdict): Verdict {
  return race.abandoned && verdict.kind === 'too-long'
    ? {
        ...verdict,
        reason: `${verdict.reason}; when it fires the request is abandoned, not aborted (it stays open)`,
      }
    : verdict;
}

/** A call raced against a timer or another call: the bound the race gives, beside the call's own. */
export function raceVerdict(verdict: Verdict, race: Race, context: JudgeContext): Verdict {
  if (verdict.kind === 'ok') return verdict;
  const ms = race.abandoned ? timerDelay(race.ms, context.constants) : race.ms;
  if (!ms) return verdict;
  const bound = abandonedNote(
    race,
    judgeNode(ms, `the ${race.name} ${race.abandoned ? 'timer' : 'race'}`, context.limit, context.constants),
  );
  if (verdict.kind === 'missing') return bound;
  // The call's own bound is not known: only a race within the limit decides.
  if (verdict.kind === 'unknown') return bound.kind === 'ok' ? bound : verdict;
  if (bound.kind === 'ok' || (bound.kind === 'too-long' && bound.ms < verdict.ms)) return bound;
  return verdict;
}

/**
 * Races keyed by a name (`Promise.race([fetchPromise, timer])`) moved to the call the name is bound to
 * (`const fetchPromise = fetch(request)`), once the file's values are known; a name bound to anything else is
 * dropped.
 */
export function resolveNamedRaces(races: Map<AstNode, Race>, constants: Constants): void {
  for (const [key, race] of races) {
    if (key.type !== 'Identifier') continue;
    races.delete(key);
    const bound = resolveNode(key, constants);
    const call = bound.type === 'AwaitExpression' ? unwrap(bound.argument as AstNode) : bound;
    if (call.type === 'CallExpression' && !races.has(call)) races.set(call, race);
  }
}
