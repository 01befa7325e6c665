import { describe, expect, it } from 'vitest';
import {
  CHARS_PER_TOKEN,
  estimateTokens,
  sampleContent,
  toElisionMarker,
  toSections,
} from '../../src/optimization/index';

/** A long document: a distinctive opening, many near-identical middle paragraphs, one dense one, an ending. */
function makeDocument(): string {
  const filler = Array.from(
    { length: 400 },
    (_, i) => `Paragraph ${i % 7}: the team met and discussed the plan again and agreed to meet again.`,
  );
  filler.splice(
    230,
    0,
    '## Decision\nPostgreSQL replaces MongoDB; migrations run with drizzle-kit; p95 latency budget 120 ms; rollback via pg_dump snapshots.',
  );
  return [
    '# Project Primer: Ledger\nOPENING-MARKER This document describes the ledger service.',
    ...filler,
    'CLOSING-MARKER Next steps: ship the migration on Friday.',
  ].join('\n\n');
}

describe('content sampling', () => {
  it('estimates 4 characters per token, rounding up', () => {
    expect(CHARS_PER_TOKEN).toBe(4);
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });

  it('returns content that fits unchanged, with ratio 1', () => {
    const result = sampleContent('A short note.', { maxTokens: 20_000 });
    expect(result.sample).toBe('A short note.');
    expect(result).toMatchObject({
      original_length: 13,
      sampled_length: 13,
      compression_ratio: 1,
      elisions: 0,
    });
  });

  it('stays within the budget and keeps the head, the tail and the most informative middle section', () => {
    const document = makeDocument();
    const maxTokens = 1_000;
    const result = sampleContent(document, { maxTokens });
    expect(result.original_length).toBe(document.length);
    expect(result.sampled_length).toBe(result.sample.length);
    expect(result.sampled_length).toBeLessThanOrEqual(maxTokens * CHARS_PER_TOKEN);
    expect(result.tokenEstimate.sampledTokens).toBeLessThanOrEqual(maxTokens);
    expect(result.sample.startsWith('# Project Primer: Ledger\nOPENING-MARKER')).toBe(true);
    expect(result.sample).toContain('CLOSING-MARKER Next steps: ship the migration on Friday.');
    expect(result.sample).toContain('PostgreSQL replaces MongoDB');
    expect(result.sample).toMatch(/\[… \d+ characters omitted …\]/);
    expect(result.elisions).toBeGreaterThan(0);
    expect(result.compression_ratio).toBeCloseTo(result.sampled_length / result.original_length, 3);
    expect(result.compression_ratio).toBeLessThan(0.2);
  });

  it('accounts for every omitted character in the markers', () => {
    const document = makeDocument();
    const result = sampleContent(document, { maxTokens: 600 });
    const omitted = [...result.sample.matchAll(/\[… (\d+) characters omitted …\]/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    const markers = [...result.sample.matchAll(/\n\[… \d+ characters omitted …\]\n/g)].reduce(
      (sum, match) => sum + match[0].length,
      0,
    );
    expect(result.sampled_length - markers + omitted).toBe(document.length);
  });

  it('cuts a document without paragraph breaks and still fits the smallest budget', () => {
    const document = 'word '.repeat(50_000);
    const result = sampleContent(document, { maxTokens: 250 });
    expect(result.sampled_length).toBeLessThanOrEqual(1_000);
    expect(result.sample.startsWith('word word')).toBe(true);
    expect(result.sample.trimEnd().endsWith('word') || result.sample.endsWith('…]\n')).toBe(true);
  });

  it('splits into sections that cover the text exactly', () => {
    const text = 'a\n\nb b b b b b b b b b b b b b b b b b b b\n## H\nc';
    const sections = toSections(text, 10);
    expect(sections.map((s) => s.text).join('')).toBe(text);
    expect(sections.every((s) => s.text.length <= 10)).toBe(true);
  });

  it('writes markers that say how much was left out', () => {
    expect(toElisionMarker(42)).toBe('\n[… 42 characters omitted …]\n');
  });
});
