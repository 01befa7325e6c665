// A request's idle timer armed only when the caller gives its delay: `if (timeoutMs) { request.setTimeout(
// timeoutMs, () => request.destroy(…)) }` in `nativeGet(url, headers, timeoutMs)`, whose calls in the file pass
// 2 s once and nothing twice (@upstash/qstash 2.12.0 chunk-F7X2AQ7W.mjs lines 545-566, 575, 665, 737).
import type { AstNode } from '../ast';
import { evaluateNumber, ScopedConstants, unwrap, valueByDefault } from './evaluate';
import type { JudgeContext } from './judge-context';
import { judgeMs, missing, type Verdict } from './verdict';

/**
 * `setter` is `x.setTimeout(ms, …)` with `ms` a parameter of the function it sits in, under `if (ms)` there
 * and every call of that function known in the file: missing when one of them passes no `ms` (the timer is
 * then never armed), else judged by the largest `ms` they pass. `undefined` when any of that is not so.
 */
export function judgeGuardedSetter(
  context: JudgeContext,
  setter: AstNode,
  what: string,
): Verdict | undefined {
  const { constants } = context;
  const argument = (setter.arguments as AstNode[])[0];
  const ms = argument ? unwrap(argument) : undefined;
  if (ms?.type !== 'Identifier' || !(constants instanceof ScopedConstants)) return undefined;
  const name = String(ms.name);
  const param = constants.parameterAt(name, ms.start);
  const sites = param ? constants.callSites.get(param.fn) : undefined;
  // The `if` may sit in a callback inside the function (`new Promise((resolve, reject) => { … })`).
  const within = (node: AstNode) => !!param && param.fn.start <= node.start && node.end <= param.fn.end;
  const guarded = constants.flags.get(name)?.some(({ statement }) => {
    const body = statement.consequent as AstNode;
    return within(statement) && body.start <= setter.start && setter.end <= body.end;
  });
  if (!param || !sites || sites.length === 0 || !guarded) return undefined;
  const values: number[] = [];
  for (const args of sites) {
    const given = args[param.index];
    if (given?.type === 'SpreadElement') return undefined;
    if (!given || valueByDefault(given, constants) === 'absent')
      return missing(`${what} is armed only \`if (${name})\`, and a call in the file passes no \`${name}\``);
    const value = evaluateNumber(given, constants);
    if (value === undefined) return undefined;
    values.push(value);
  }
  return judgeMs(Math.max(...values), what, context.limit);
}
