import { describe, expect, it } from 'vitest';
import {
  isStepComplete,
  PRIMER_FIELDS,
  PRIMER_KEYS,
  PRIMER_STEPS,
  PrimerAnswersSchema,
  toCompletion,
} from '../../src/primer/index';
import { FULL_ANSWERS } from './fixtures';

describe('primer answers', () => {
  it('has the 16 keys of spec 000 §3, each with a label, a question and a reason', () => {
    expect(PRIMER_KEYS).toHaveLength(16);
    for (const key of PRIMER_KEYS) {
      const field = PRIMER_FIELDS[key];
      expect(field.label.length).toBeGreaterThan(2);
      expect(field.question).toMatch(/\?$|\.$/);
      expect(field.whyItMatters).not.toContain('\n');
      expect(field.placeholder.length).toBeGreaterThan(0);
    }
    expect(PRIMER_FIELDS['user-role'].options).toEqual(['founder', 'developer', 'designer']);
  });

  it('parses a partial draft with every missing key as an empty string', () => {
    const answers = PrimerAnswersSchema.parse({ 'core-problem': 'Tutors lose hours' });
    expect(Object.keys(answers).sort()).toEqual([...PRIMER_KEYS].sort());
    expect(answers['target-users']).toBe('');
    expect(answers['core-problem']).toBe('Tutors lose hours');
  });

  it('rejects an answer over 5000 characters with a readable message', () => {
    const result = PrimerAnswersSchema.safeParse({ 'core-problem': 'x'.repeat(5001) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/5000 characters/);
    expect(PrimerAnswersSchema.safeParse({ 'core-problem': 'x'.repeat(5000) }).success).toBe(true);
  });
});

describe('wizard steps', () => {
  it('are five and cover all 16 keys exactly once, ecosystem-apps with the technology', () => {
    expect(PRIMER_STEPS).toHaveLength(5);
    const keys = PRIMER_STEPS.flatMap((step) => step.keys);
    expect(keys).toHaveLength(16);
    expect(new Set(keys).size).toBe(16);
    expect([...keys].sort()).toEqual([...PRIMER_KEYS].sort());
    const technology = PRIMER_STEPS.find((step) => step.keys.includes('ecosystem-apps'));
    expect(technology?.keys).toContain('technical-complexity');
    for (const step of PRIMER_STEPS) {
      expect(step.title).not.toBe('');
      expect(step.description).not.toBe('');
    }
  });

  it('completes a step only when each of its fields is non-blank after trimming', () => {
    expect(isStepComplete({ 'primary-jobs': 'Book lessons', 'user-journey': 'Sign up, book' }, 2)).toBe(true);
    expect(isStepComplete({ 'primary-jobs': 'Book lessons', 'user-journey': '   ' }, 2)).toBe(false);
    expect(isStepComplete({}, 0)).toBe(false);
    expect(isStepComplete(FULL_ANSWERS, 3)).toBe(true);
    expect(isStepComplete({ ...FULL_ANSWERS, 'ecosystem-apps': '' }, 3)).toBe(false);
    expect(isStepComplete(FULL_ANSWERS, 5)).toBe(false);
    expect(isStepComplete(FULL_ANSWERS, -1)).toBe(false);
  });
});

describe('toCompletion', () => {
  it('is 0 with no answers and with blank ones', () => {
    expect(toCompletion({})).toBe(0);
    expect(toCompletion({ 'core-problem': '  \n\t', 'target-users': '' })).toBe(0);
  });

  it('is the share of non-blank answers over 16, rounded', () => {
    expect(toCompletion({ 'core-problem': 'x' })).toBe(6); // 6.25
    expect(
      toCompletion({ 'core-problem': 'x', 'target-users': 'y', 'business-model': 'z', 'user-role': ' ' }),
    ).toBe(19); // 18.75
    expect(toCompletion({ ...FULL_ANSWERS, 'timeline-budget': '' })).toBe(94); // 15/16
  });

  it('reaches 100 with all 16 answers, including ecosystem-apps', () => {
    expect(toCompletion(FULL_ANSWERS)).toBe(100);
    expect(toCompletion({ ...FULL_ANSWERS, 'ecosystem-apps': '' })).toBe(94);
  });
});
