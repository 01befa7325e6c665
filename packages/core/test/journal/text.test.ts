import { describe, expect, it } from 'vitest';
import { countEntryWords, DAILY_WORD_GOAL, extractHashtags, goalPercent } from '../../src/journal/index';

describe('countEntryWords', () => {
  it('counts runs holding a letter or digit', () => {
    expect(countEntryWords('')).toBe(0);
    expect(countEntryWords('   \n\t ')).toBe(0);
    expect(countEntryWords('Shipped the #auth fix — finally')).toBe(5);
    expect(countEntryWords('one\ntwo\tthree  four')).toBe(4);
    expect(countEntryWords('v2.1 is out - 42 tests')).toBe(5);
    expect(countEntryWords('Ça marche très bien')).toBe(4);
  });
});

describe('extractHashtags', () => {
  it('finds tags, lowercase, each once, in order', () => {
    expect(extractHashtags('Fixed #Auth then #ci-cd and #auth again, plus #snake_case.')).toEqual([
      'auth',
      'ci-cd',
      'snake_case',
    ]);
    expect(extractHashtags('#start of text')).toEqual(['start']);
    expect(extractHashtags('(#paren) [#bracket]')).toEqual(['paren', 'bracket']);
    expect(extractHashtags('#Équipe #日本語')).toEqual(['équipe', '日本語']);
  });

  it('ignores a # inside URLs, code spans and code blocks', () => {
    expect(extractHashtags('See https://example.com/docs#install and www.x.dev/#faq')).toEqual([]);
    expect(extractHashtags('Run `git log #notatag` now #real')).toEqual(['real']);
    expect(extractHashtags('```\n# comment\nx = "#nope"\n```\n#after')).toEqual(['after']);
    expect(extractHashtags('unterminated ```#inside')).toEqual([]);
  });

  it('ignores # inside words, issue numbers and entities', () => {
    expect(extractHashtags('C# and F# and a#b and &#39; and ##double')).toEqual([]);
    expect(extractHashtags('Closes #42 and #7')).toEqual([]);
    expect(extractHashtags('#v2 counts')).toEqual(['v2']);
    expect(extractHashtags('trailing #tag- and #under__')).toEqual(['tag', 'under']);
    expect(extractHashtags('# heading')).toEqual([]);
  });

  it('cuts very long tags', () => {
    expect(extractHashtags(`#${'a'.repeat(80)}`)).toEqual(['a'.repeat(50)]);
  });
});

describe('goalPercent', () => {
  it('is capped at 100', () => {
    expect(DAILY_WORD_GOAL).toBe(500);
    expect(goalPercent(0)).toBe(0);
    expect(goalPercent(250)).toBe(50);
    expect(goalPercent(1200)).toBe(100);
  });
});
