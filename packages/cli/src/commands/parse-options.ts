import { FINDING_SEVERITIES, type FindingSeverity } from '@charter/core';
import { InvalidArgumentError } from 'commander';

/** A commander argument parser for a whole number from 1 to `max`, with the flag named in the error. */
export function parsePositiveInteger(label: string, max: number) {
  return (value: string): number => {
    const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > max)
      throw new InvalidArgumentError(`${label} must be a whole number from 1 to ${max}.`);
    return n;
  };
}

export function parseSeverity(value: string): FindingSeverity {
  if ((FINDING_SEVERITIES as readonly string[]).includes(value)) return value as FindingSeverity;
  throw new InvalidArgumentError(`Use one of ${FINDING_SEVERITIES.join(', ')}.`);
}

/** `--meta key=value` (repeatable) into an object; numbers and lists (`a,b`) are kept typed. */
export function collectMeta(value: string, previous: Record<string, unknown> = {}): Record<string, unknown> {
  const at = value.indexOf('=');
  if (at < 1) throw new InvalidArgumentError(`--meta takes key=value, got "${value}".`);
  const key = value.slice(0, at).trim();
  const raw = value.slice(at + 1).trim();
  let parsed: unknown = raw;
  if (/^-?\d+(\.\d+)?$/.test(raw)) parsed = Number(raw);
  else if (raw === 'true' || raw === 'false') parsed = raw === 'true';
  else if (raw.includes(','))
    parsed = raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return { ...previous, [key]: parsed };
}

const DURATION_RE = /^(\d+)\s*(h|d|w)$/i;
const DURATION_MS = { h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** `--expires 7d`, `24h`, `2w` or an ISO date/time, as an ISO timestamp in the future. */
export function parseExpiry(value: string, now: Date = new Date()): string {
  const duration = DURATION_RE.exec(value.trim());
  if (duration) {
    const unit = duration[2]!.toLowerCase() as keyof typeof DURATION_MS;
    return new Date(now.getTime() + Number(duration[1]) * DURATION_MS[unit]).toISOString();
  }
  const at = Date.parse(value);
  if (Number.isNaN(at)) {
    throw new InvalidArgumentError(
      'Use a duration (24h, 7d, 2w) or a date (2026-12-31 or 2026-12-31T18:00:00Z).',
    );
  }
  if (at <= now.getTime()) throw new InvalidArgumentError('The expiry must be in the future.');
  return new Date(at).toISOString();
}

export function parseNonNegativeNumber(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new InvalidArgumentError('Give a number of 0 or more.');
  return n;
}

export const collectList = (value: string, previous: string[] = []) => [...previous, value];

/** `--uses 1`, `--uses 3` or `--uses unlimited`: how many decisions an approval lets through. */
export function parseUses(value: string): number | 'unlimited' {
  if (value.trim().toLowerCase() === 'unlimited') return 'unlimited';
  return parsePositiveInteger('--uses', 1_000_000)(value.trim());
}

/** `--ceiling CH-DEP-001=90` (repeatable) into `{ "CH-DEP-001": 90 }`. */
export function collectCeiling(value: string, previous: Record<string, number> = {}): Record<string, number> {
  const at = value.indexOf('=');
  const ruleId = value.slice(0, at).trim();
  const max = Number(value.slice(at + 1).trim());
  if (at < 1 || value.slice(at + 1).trim() === '' || !Number.isFinite(max) || max < 0)
    throw new InvalidArgumentError(`--ceiling takes RULE-ID=number, got "${value}".`);
  return { ...previous, [ruleId]: max };
}
