import { describe, expect, it } from 'vitest';
import { toTextFromRtf } from '../src/services/rtf-to-text';

describe('toTextFromRtf', () => {
  it('keeps the words and paragraphs, drops tables of fonts, colours and styles', () => {
    const rtf = String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\fswiss Helvetica;}{\f1 Times;}}
{\colortbl;\red255\green0\blue0;}{\stylesheet{\s0 Normal;}}
{\info{\title Secret title}{\author Ada}}
\pard\f0\fs24 Tutors lose {\b hours} every week.\par
Target users: {\i independent tutors}.\line Second line\par
}`;
    expect(toTextFromRtf(rtf)).toBe(
      'Tutors lose hours every week.\nTarget users: independent tutors.\nSecond line',
    );
  });

  it('decodes escapes: hex (cp1252), unicode with fallback, symbols and quotes', () => {
    const rtf = String.raw`{\rtf1 caf\'e9 \u8364? 5 \u-3913?\'3f x \{braces\} back\\slash\~nbsp \emdash  \ldblquote q\rdblquote\tab t}`;
    expect(toTextFromRtf(rtf)).toBe(
      'caf\u00e9 \u20ac 5 \uf0b7? x {braces} back\\slash\u00a0nbsp \u2014 \u201cq\u201d\tt',
    );
  });

  it('decodes hex escapes in the document code page (\\ansicpg)', () => {
    expect(toTextFromRtf(String.raw`{\rtf1\ansi\ansicpg1251 \'cf\'f0\'e8\'e2\'e5\'f2}`)).toBe('Привет');
    expect(toTextFromRtf(String.raw`{\rtf1\ansi\ansicpg99999 caf\'e9}`)).toBe('café');
  });

  it('honours \\uc0 (no fallback characters)', () => {
    expect(toTextFromRtf(String.raw`{\rtf1\uc0 \u20320\u22909 !}`)).toBe('\u4f60\u597d!');
  });

  it('skips ignorable destinations, pictures and field instructions but keeps field results', () => {
    const rtf = String.raw`{\rtf1 See {\*\generator Word;}{\field{\*\fldinst HYPERLINK "https://x.test"}{\fldrslt the docs}} now.{\pict\pngblip 89504e47}\par}`;
    expect(toTextFromRtf(rtf)).toBe('See the docs now.');
  });

  it('returns plain text unchanged when there is no markup', () => {
    expect(toTextFromRtf('just text')).toBe('just text');
  });
});
