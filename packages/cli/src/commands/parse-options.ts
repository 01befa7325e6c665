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
