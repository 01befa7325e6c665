import { describe, expect, it } from 'vitest';
import { toCsv, toCsvField } from './to-csv';

describe('toCsvField', () => {
  it('leaves plain text, numbers and booleans as they are; null and undefined are empty', () => {
    expect(toCsvField('claude')).toBe('claude');
    expect(toCsvField(42)).toBe('42');
    expect(toCsvField(-3)).toBe('-3');
    expect(toCsvField(true)).toBe('true');
    expect(toCsvField(null)).toBe('');
    expect(toCsvField(undefined)).toBe('');
    expect(toCsvField(Number.NaN)).toBe('');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsvField('a, b')).toBe('"a, b"');
    expect(toCsvField('say "no"')).toBe('"say ""no"""');
    expect(toCsvField('line one\nline two')).toBe('"line one\nline two"');
    expect(toCsvField('a\r\nb')).toBe('"a\r\nb"');
    expect(toCsvField('"')).toBe('""""');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(toCsvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(toCsvField('+1+1')).toBe("'+1+1");
    expect(toCsvField('-2+3')).toBe("'-2+3");
    expect(toCsvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(toCsvField('\t=1')).toBe("'\t=1");
    expect(toCsvField('\r=1')).toBe('"\'\r=1"');
    // Only a leading character starts a formula.
    expect(toCsvField('a=b')).toBe('a=b');
    expect(toCsvField('user@example.com')).toBe('user@example.com');
  });
});

describe('toCsv', () => {
  const columns = [
    { header: 'id', value: (row: { id: string; n: number | null }) => row.id },
    { header: 'count, total', value: (row: { id: string; n: number | null }) => row.n },
  ];

  it('writes a header row and one CRLF-terminated row per item', () => {
    expect(
      toCsv(columns, [
        { id: 'a', n: 1 },
        { id: '=cmd', n: null },
      ]),
    ).toBe('id,"count, total"\r\na,1\r\n\'=cmd,\r\n');
  });

  it('writes just the header for no rows', () => {
    expect(toCsv(columns, [])).toBe('id,"count, total"\r\n');
  });
});
