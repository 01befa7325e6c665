import { describe, expect, it } from 'vitest';
import {
  BINARY_CLEANED_NOTE,
  cleanImportedText,
  IMPORTED_FIELD_CAPS,
  toImportedFields,
  truncateWithEllipsis,
} from '../../src/primer/index';
import { SPEC_WITH_HEADINGS } from './contexts';

describe('cleanImportedText', () => {
  it('strips control and binary characters, keeps tabs and newlines, and says so', () => {
    const raw = `Plan\u0000\u0001 for\tlaunch\u0007\n\u001bnext\u007f step\u0085 \uFFFDdone`;
    expect(cleanImportedText(raw)).toEqual({ text: 'Plan for\tlaunch\nnext step done', hadBinary: true });
    expect(BINARY_CLEANED_NOTE).toBe(
      'File contained some binary data that was cleaned up. Please review the extracted text.',
    );
  });

  it('leaves clean text alone, normalising line endings and a BOM without calling them binary', () => {
    expect(cleanImportedText('\uFEFFOne\r\nTwo\rThree — “quoted” 日本 🎉')).toEqual({
      text: 'One\nTwo\nThree — “quoted” 日本 🎉',
      hadBinary: false,
    });
  });
});

describe('truncateWithEllipsis', () => {
  it('keeps short text and cuts long text at a word with an ellipsis, within the cap', () => {
    expect(truncateWithEllipsis('  short  ', 10)).toBe('short');
    expect(truncateWithEllipsis('one two three', 9)).toBe('one two…');
    expect(truncateWithEllipsis('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('toImportedFields', () => {
  it('fills the three answers from a structured text', () => {
    const fields = toImportedFields(SPEC_WITH_HEADINGS);
    expect(fields['core-problem']).toMatch(/^Freelance designers struggle/);
    expect(fields['target-users']).toMatch(/^Freelance designers and small studios/);
    expect(fields['business-model']).toMatch(/^Freemium/);
  });

  it('caps core problem at 500 and the others at 300, with an ellipsis when cut', () => {
    const long = (word: string) => `${word} `.repeat(400);
    const fields = toImportedFields(
      `Problem: ${long('pain')}\n\nUsers: ${long('tutors')}\n\nBusiness model: ${long('subscription')}`,
    );
    expect(IMPORTED_FIELD_CAPS).toEqual({ 'core-problem': 500, 'target-users': 300, 'business-model': 300 });
    for (const [key, cap] of Object.entries(IMPORTED_FIELD_CAPS)) {
      const value = fields[key as keyof typeof fields];
      expect(value.length).toBeLessThanOrEqual(cap);
      expect(value.length).toBeGreaterThan(cap * 0.9);
      expect(value.endsWith('…')).toBe(true);
    }
  });

  it('falls back to the whole text for the problem, without an ellipsis when it fits', () => {
    const fields = toImportedFields('A quick idea\nabout lunch');
    expect(fields['core-problem']).toBe('A quick idea about lunch');
    expect(fields['target-users']).toBe('');
  });
});
