import { fingerprintFindings } from './fingerprint';
import type { Finding } from './types';

/**
 * A brownfield ratchet (`charter check --baseline`): findings recorded in the baseline are known and do not
 * fail the check; anything new does. Each entry may carry the reason it is accepted.
 */
export interface BaselineEntry {
  fingerprint: string;
  ruleId: string;
  file: string;
  reason?: string;
}

export interface Baseline {
  version: 1;
  entries: BaselineEntry[];
}

export function createBaseline(findings: readonly Finding[], previous?: Baseline): Baseline {
  const reasons = new Map(previous?.entries.map((entry) => [entry.fingerprint, entry.reason]));
  const fingerprints = fingerprintFindings(findings);
  return {
    version: 1,
    entries: findings.map((finding, index) => {
      const fingerprint = fingerprints[index] as string;
      const reason = reasons.get(fingerprint);
      return { fingerprint, ruleId: finding.ruleId, file: finding.file, ...(reason ? { reason } : {}) };
    }),
  };
}

/** Splits findings into new ones and those the baseline already accepts. */
export function applyBaseline(
  findings: readonly Finding[],
  baseline: Baseline | undefined,
): { fresh: Finding[]; baselined: Finding[] } {
  if (!baseline) return { fresh: [...findings], baselined: [] };
  const known = new Set(baseline.entries.map((entry) => entry.fingerprint));
  const fingerprints = fingerprintFindings(findings);
  const fresh: Finding[] = [];
  const baselined: Finding[] = [];
  findings.forEach((finding, index) => {
    (known.has(fingerprints[index] as string) ? baselined : fresh).push(finding);
  });
  return { fresh, baselined };
}

/** Reads a baseline file's JSON, or says in a sentence why it is not one. */
export function parseBaseline(json: unknown): Baseline {
  const value = json as Partial<Baseline> | null;
  if (value?.version !== 1 || !Array.isArray(value.entries)) {
    throw new Error(
      'The baseline file is not a Charter baseline (expected { "version": 1, "entries": [...] }).',
    );
  }
  for (const entry of value.entries) {
    if (
      typeof entry?.fingerprint !== 'string' ||
      typeof entry.ruleId !== 'string' ||
      typeof entry.file !== 'string'
    ) {
      throw new Error('Every baseline entry needs a fingerprint, a ruleId and a file.');
    }
  }
  return value as Baseline;
}
