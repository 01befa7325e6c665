import type { AstNode } from '../ast';
import { type Constants, evaluateNumber } from './evaluate';

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

export function judgeNode(node: AstNode, what: string, limit: number, constants: Constants): Verdict {
  return judgeMs(evaluateNumber(node, constants), what, limit);
}
