import { describe, expect, it } from 'vitest';
import {
  getProperty,
  parseJsonc,
  parseJsoncWithError,
  toPlain,
} from '../../../src/diagnostics/dependencies/jsonc';

describe('parseJsonc', () => {
  it('reads JSON with comments and trailing commas, keeping key offsets', () => {
    const text =
      '{\n  // compiler\n  "compilerOptions": { "strict": true, /* why */ },\n  "list": [1, -2.5e1, null, "a\\"b",],\n}';
    const node = parseJsonc(text);
    expect(toPlain(node!)).toEqual({ compilerOptions: { strict: true }, list: [1, -25, null, 'a"b'] });
    const key = getProperty(node, 'compilerOptions');
    expect(text.slice(key?.keyStart ?? 0).startsWith('"compilerOptions"')).toBe(true);
  });

  it('answers undefined with the error offset for text that is not JSON', () => {
    expect(parseJsonc('{"a": }')).toBeUndefined();
    expect(parseJsoncWithError('{"a": 1} x').errorOffset).toBe(9);
    expect(parseJsonc('')).toBeUndefined();
    expect(parseJsonc('{"a": "unterminated}')).toBeUndefined();
  });

  it('decodes escapes and skips a byte-order mark', () => {
    expect(toPlain(parseJsonc('\uFEFF{"é": "\\u00e9\\n"}')!)).toEqual({ é: 'é\n' });
  });
});
