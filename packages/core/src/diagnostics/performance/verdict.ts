import type { AstNode } from '../ast';
import { type Constants, evaluateNumber, zeroOnAPath } from './evaluate';

/** What a rule concludes about one call's timeout. `unknown` is never reported (precision first). */
export type Verdict =
  | { kind: 'ok' }
  | { kind: 'unknown'; reason?: string }
  | { kind: 'missing'; reason: string }
  | { kind: 'too-long'; ms: number; reason: string };

export const OK: Verdict = { kind: 'ok' };
export const UNKNOWN: Verdict = { kind: 'unknown' };
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
