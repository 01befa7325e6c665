import { describe, expect, it } from 'vitest';
import { createDefaultConstitution } from '../../src/constitution/index';
import { isCharterError } from '../../src/errors';
import {
  EMPTY_PRIMER_ANSWERS,
  generatePrimer,
  PRIMER_KEYS,
  toCompletion,
  toPrimerFileName,
  toPrimerPreview,
} from '../../src/primer/index';
import { FULL_ANSWERS, NOW } from './fixtures';

describe('primer download and preview', () => {
  it('previews the first 1000 characters, marking the cut', () => {
    const { primer } = generatePrimer(FULL_ANSWERS, { constitution: createDefaultConstitution(), now: NOW });
    const preview = toPrimerPreview(primer);
    expect(preview).toBe(`${primer.slice(0, 1000)}…`);
    expect(toPrimerPreview('short')).toBe('short');
  });

  it('names the download project-primer-<timestamp>.md from the given time', () => {
    expect(toPrimerFileName(NOW)).toBe('project-primer-1773480600000.md');
  });
});

describe('empty answers and invalid input', () => {
  it('has every key blank in a cleared form', () => {
    expect(Object.keys(EMPTY_PRIMER_ANSWERS).sort()).toEqual([...PRIMER_KEYS].sort());
    expect(toCompletion(EMPTY_PRIMER_ANSWERS)).toBe(0);
    expect(Object.isFrozen(EMPTY_PRIMER_ANSWERS)).toBe(true);
  });

  it('refuses an invalid date with BAD_REQUEST rather than a RangeError', () => {
    expect(() =>
      generatePrimer({}, { constitution: createDefaultConstitution(), now: new Date('not a date') }),
    ).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });

  it('refuses an over-long answer with VALIDATION_FAILED naming the field', () => {
    let caught: unknown;
    try {
      generatePrimer(
        { 'target-users': 'x'.repeat(5001) },
        { constitution: createDefaultConstitution(), now: NOW },
      );
    } catch (error) {
      caught = error;
    }
    expect(isCharterError(caught) && caught.code).toBe('VALIDATION_FAILED');
    expect((caught as Error).message).toMatch(/target-users: Keep each answer under 5000 characters/);
  });
});
