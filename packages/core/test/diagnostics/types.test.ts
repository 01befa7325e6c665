import { describe, expect, it } from 'vitest';
import { createLineIndex, toEvidence } from '../../src/diagnostics/types';

describe('createLineIndex', () => {
  const text = 'first\nsecond line\n\nfourth';
  const at = createLineIndex(text);
  it('maps offsets to 1-based lines and columns', () => {
    expect(at(0)).toEqual({ line: 1, column: 1 });
    expect(at(5)).toEqual({ line: 1, column: 6 }); // the newline itself
    expect(at(6)).toEqual({ line: 2, column: 1 });
    expect(at(text.indexOf('line'))).toEqual({ line: 2, column: 8 });
    expect(at(text.indexOf('fourth'))).toEqual({ line: 4, column: 1 });
  });
  it('clamps offsets outside the text', () => {
    expect(at(-3)).toEqual({ line: 1, column: 1 });
    expect(at(10_000)).toEqual({ line: 4, column: 7 });
  });
});

describe('toEvidence', () => {
  it('collapses whitespace and cuts at 200 characters', () => {
    expect(toEvidence('a  fetch(\n  url\n)  b', 3, 17)).toBe('fetch( url )');
    const long = toEvidence('x'.repeat(500), 0, 500);
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('toDiagnosticLimits', () => {
  it('reads the thresholds and justifications of a constitution, defaults otherwise', async () => {
    const { createDefaultConstitution, toDiagnosticLimits } = await import('../../src/index');
    const standard = toDiagnosticLimits();
    expect([standard.maxDirectDependencies, standard.maxTimeoutMs, standard.buildBudgetSeconds]).toEqual([
      50, 10_000, 60,
    ]);
    const constitution = createDefaultConstitution();
    const custom = toDiagnosticLimits({
      ...constitution,
      rules: constitution.rules
        .filter((rule) => rule.kind !== 'max_build_seconds')
        .map((rule) => (rule.kind === 'max_dependencies' ? { ...rule, threshold: 30 } : rule)),
      justifications: { zod: 'Validation at every boundary.' },
    });
    expect(custom.maxDirectDependencies).toBe(30);
    expect(custom.buildBudgetSeconds).toBe(60);
    expect([...custom.justifiedDependencies]).toEqual(['zod']);
  });
});
