import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, parseHex } from './color';

describe('parseHex', () => {
  it('accepts #rgb and #rrggbb in any case, with or without #, and normalises to lowercase #rrggbb', () => {
    expect(parseHex('#1D4ED8')).toBe('#1d4ed8');
    expect(parseHex('1d4ed8')).toBe('#1d4ed8');
    expect(parseHex('#abc')).toBe('#aabbcc');
    expect(parseHex('  F0a ')).toBe('#ff00aa');
  });

  it('rejects anything else', () => {
    for (const bad of [
      '',
      '#',
      '#12',
      '#1234',
      '#12345',
      '#1234567',
      '#12345g',
      'red',
      'rgb(0,0,0)',
      '##123456',
    ]) {
      expect(parseHex(bad), bad).toBeNull();
    }
  });
});

describe('contrast', () => {
  it('computes the contrast ratio either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    // #767676 is the lightest grey that passes 4.5:1 on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('truncates the shown ratio so a failing one never reads 4.50:1', () => {
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
  });
});
