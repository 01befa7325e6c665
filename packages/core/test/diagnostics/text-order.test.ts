import { describe, expect, it } from 'vitest';
import { compareText } from '../../src/diagnostics/text-order';

// A small deterministic generator, so the pairs are the same every run.
function* pairs(count: number, alphabet: string): Generator<[string, string]> {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed;
  };
  const word = () => {
    let text = '';
    for (let n = next() % 7; n > 0; n--) text += alphabet[next() % alphabet.length];
    return text;
  };
  for (let i = 0; i < count; i++) yield [word(), word()];
}

describe('compareText (the scanner sorts without building ICU’s collator)', () => {
  it('orders plain paths and rule ids as localeCompare does', () => {
    for (const [a, b] of pairs(20_000, 'abz019./-')) {
      expect([a, b, Math.sign(compareText(a, b))]).toEqual([a, b, Math.sign(a.localeCompare(b))]);
    }
    const files = [
      'src/services/items-10.ts',
      'src/services/items-1.ts',
      'src/lib/format-2.ts',
      'src/a/b.ts',
      'src/a-b.ts',
      'src/a.b.ts',
    ];
    expect([...files].sort(compareText)).toEqual([...files].sort((a, b) => a.localeCompare(b)));
  });

  it('leaves every other string to localeCompare (upper case, `_`, spaces, non-ASCII)', () => {
    for (const [a, b] of pairs(5_000, 'aBz_ 0./-é')) {
      expect([a, b, Math.sign(compareText(a, b))]).toEqual([a, b, Math.sign(a.localeCompare(b))]);
    }
    // Code units would put `B` before `a` and `_` after letters; the report's order stays localeCompare's.
    expect(['src/b.ts', 'src/B.ts', 'src/a.ts', 'src/_x.ts'].sort(compareText)).toEqual([
      'src/_x.ts',
      'src/a.ts',
      'src/b.ts',
      'src/B.ts',
    ]);
  });
});
