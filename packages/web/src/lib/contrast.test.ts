import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, formatRatio, meetsAA, parseColor, relativeLuminance } from './contrast';

const black = { r: 0, g: 0, b: 0, a: 1 };
const white = { r: 255, g: 255, b: 255, a: 1 };

describe('parseColor', () => {
  it('reads hex in its four lengths', () => {
    expect(parseColor('#fff')).toEqual(white);
    expect(parseColor('#0a0c11')).toEqual({ r: 10, g: 12, b: 17, a: 1 });
    expect(parseColor('#F472B6')).toEqual({ r: 244, g: 114, b: 182, a: 1 });
    expect(parseColor('#0008')?.a).toBeCloseTo(0x88 / 255);
    expect(parseColor('#00000080')?.a).toBeCloseTo(128 / 255);
  });

  it('reads rgb() and rgba() in the comma and the space syntax', () => {
    expect(parseColor('rgb(244 114 182 / 0.12)')).toEqual({ r: 244, g: 114, b: 182, a: 0.12 });
    expect(parseColor('rgba(96, 165, 250, 0.4)')).toEqual({ r: 96, g: 165, b: 250, a: 0.4 });
    expect(parseColor('rgb(10, 12, 17)')).toEqual({ r: 10, g: 12, b: 17, a: 1 });
    expect(parseColor('rgb(100% 0% 0% / 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
  });

  it('gives null for anything that is not a colour it can read', () => {
    for (const value of ['10px', '#12', '#ggg', 'rgb(1 2)', 'rgb(a b c)', 'transparent', '', 'var(--x)']) {
      expect(parseColor(value), value).toBeNull();
    }
  });
});

describe('contrast', () => {
  it('gives the WCAG luminance and ratios', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBe(1);
    expect(contrastRatio(white, black)).toBe(21);
    expect(contrastRatio(black, white)).toBe(21);
    expect(contrastRatio(white, white)).toBe(1);
    // The well-known pair: #767676 is the lightest grey that passes 4.5:1 on white.
    expect(contrastRatio(parseColor('#767676')!, white)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseColor('#777777')!, white)).toBeCloseTo(4.48, 2);
  });

  it('lays a translucent colour over what is behind it', () => {
    expect(composite({ ...white, a: 0.5 }, black)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    // A fully transparent text colour is the background: no contrast at all.
    expect(contrastRatio({ ...white, a: 0 }, black)).toBe(1);
    // A translucent background sits on the backdrop first.
    expect(contrastRatio(black, { ...white, a: 0 }, white)).toBe(21);
    expect(contrastRatio(white, { ...white, a: 0 })).toBe(21);
  });

  it('passes AA at 4.5:1 for text and 3:1 for large text, and shows ratios truncated', () => {
    expect(meetsAA(4.5)).toBe(true);
    expect(meetsAA(4.499)).toBe(false);
    expect(meetsAA(3, { large: true })).toBe(true);
    expect(meetsAA(2.99, { large: true })).toBe(false);
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
