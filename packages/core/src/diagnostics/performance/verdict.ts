import type { AstNode } from '../ast';
import { type Constants, evaluateNumber, evaluateTest, resolveNode, returnedBy, toPath } from './evaluate';

/** What a rule concludes about one call's timeout. `unknown` is never reported (precision first). */
export type Verdict =
  | { kind: 'ok' }
  | { kind: 'unknown'; reason?: string }
  | { kind: 'missing'; reason: string }
  | { kind: 'too-long'; ms: number; reason: string };

export const OK: Verdict = { kind: 'ok' };
export const UNKNOWN: Verdict = { kind: 'unknown' };
/** A client called with a config only known at run time (`this.axiosInstance(requestParams)`): not judged. */
export const CONFIG_AT_RUN_TIME: Verdict = { kind: 'unknown', reason: 'its config is built at run time' };
export const missing = (reason: string): Verdict => ({ kind: 'missing', reason });

export function formatMs(ms: number): string {
  if (ms >= 1000 && ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

/** Judges a timeout in milliseconds: 0, negative or infinite disables it; above `limit` is too long. */
export function judgeMs(value: number | undefined, what: string, limit: number): Verdict {
  if (value === undefined || Number.isNaN(value)) return UNKNOWN;
  if (value <= 0 || !Number.isFinite(value))
    return missing(`${what} is ${value}, which disables the timeout`);
  if (value > limit) {
    return {
      kind: 'too-long',
      ms: value,
      reason: `${what} is ${formatMs(value)}, above the limit of ${formatMs(limit)}`,
    };
  }
  return OK;
}

/**
 * A timeout option decided at run time that is 0 on one visible path (`onGcp() ? 0 : 3000`) has no bound on
 * that path: reported as missing there. Not for an abort timer or `AbortSignal.timeout`, where 0 aborts at once.
 */
export function judgeNode(node: AstNode, what: string, limit: number, constants: Constants): Verdict {
  const verdict = judgeMs(evaluateNumber(node, constants), what, limit);
  if (verdict.kind !== 'unknown' || /AbortSignal|abort timer/.test(what)) return verdict;
  const path = zeroOnAPath(node, constants);
  return path ? missing(`${what} is 0 on one path (${path}), which disables it there`) : verdict;
}

/**
 * A value decided at run time that is 0 on one path of a visible choice and a number on the other
 * (`getGCPResidency() ? 0 : 3000`, also as a function's return): that path, described; else `undefined`.
 */
export function zeroOnAPath(node: AstNode, constants: Constants, depth = 0): string | undefined {
  if (depth > 8) return undefined;
  const current = resolveNode(node, constants);
  const returned = returnedBy(current, constants);
  if (returned) return zeroOnAPath(returned, constants, depth + 1);
  if (current.type !== 'ConditionalExpression') return undefined;
  const test = current.test as AstNode;
  if (evaluateTest(test, constants) !== undefined) return undefined;
  const yes = evaluateNumber(current.consequent as AstNode, constants);
  const no = evaluateNumber(current.alternate as AstNode, constants);
  if (yes === undefined || no === undefined || (yes === 0) === (no === 0)) return undefined;
  const named =
    toPath(test) ??
    (test.type === 'CallExpression' ? `${toPath(test.callee as AstNode) ?? '…'}()` : undefined);
  return `when ${named ? `\`${named}\`` : 'its condition'} is ${yes === 0 ? 'true' : 'false'}`;
}

/**
 * node-fetch's `timeout: test ? ms : undefined` whose test is false by default (`this.timeout > 0` with the
 * constructor's `timeout = 0`): the option is undefined, and node-fetch 2 then has none (its README:
 * `timeout: 0, // … 0 to disable`). Only for a client where an undefined option means none (not axios, whose
 * per-request undefined keeps the instance default).
 */
export function undefinedByDefault(node: AstNode, what: string, constants: Constants): Verdict | undefined {
  const current = resolveNode(node, constants);
  if (current.type !== 'ConditionalExpression') return undefined;
  const test = evaluateTest(current.test as AstNode, constants);
  if (test === undefined) return undefined;
  const chosen = resolveNode((test ? current.consequent : current.alternate) as AstNode, constants);
  const none =
    (chosen.type === 'Identifier' && chosen.name === 'undefined') ||
    (chosen.type === 'UnaryExpression' && chosen.operator === 'void') ||
    (chosen.type === 'Literal' && chosen.value === null);
  const tested = current.test as AstNode;
  const named =
    toPath(tested) ?? (tested.type === 'BinaryExpression' ? toPath(tested.left as AstNode) : undefined);
  const why = named ? `when \`${named}\` has its default` : 'by default';
  return none ? missing(`${what} is undefined ${why}, which leaves none`) : undefined;
}
