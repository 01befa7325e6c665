import type { Finding } from './types';

/** FNV-1a over UTF-16 code units, two 32-bit lanes with different offsets: 16 hex characters. */
export function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193 ^ 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/**
 * Stable identities for findings, for baselines and SARIF `partialFingerprints`: rule, file and the
 * evidence with whitespace removed — not the line, so code moving up or down keeps its identity — plus an
 * occurrence number when the same evidence appears more than once in a file.
 */
export function fingerprintFindings(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((finding) => {
    const key = `${finding.ruleId}\u0000${finding.file}\u0000${finding.evidence.replace(/\s+/g, '')}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return hash64(`${key}\u0000${occurrence}`);
  });
}
