import { describe, expect, it } from 'vitest';
import {
  analyzeCompletionConfidence,
  CompletionConfidenceSchema,
  toConfidenceLabel,
  toFallbackConfidence,
  toUserTranscript,
} from '../../src/conversation/index';

// 'x' carries neither a personal nor a feature word, so only the length term counts.
const chars = (n: number) => 'x'.repeat(n);

describe('toFallbackConfidence: the terms of spec 000 §9', () => {
  it('is 0 for no messages', () => {
    expect(toFallbackConfidence([])).toEqual({ confidence: 0, readyForPrimer: false });
  });

  it('gives one point per 50 characters, floored', () => {
    expect(toFallbackConfidence([chars(49)]).confidence).toBe(0);
    expect(toFallbackConfidence([chars(50)]).confidence).toBe(1);
    expect(toFallbackConfidence([chars(149)]).confidence).toBe(2);
  });

  it('sums the characters of every user message', () => {
    expect(toFallbackConfidence([chars(25), chars(25)]).confidence).toBe(1);
  });

  it('adds 20 for a personal word', () => {
    expect(toFallbackConfidence(['my']).confidence).toBe(20);
    expect(toFallbackConfidence(["I'm"]).confidence).toBe(20);
    expect(toFallbackConfidence(['we']).confidence).toBe(20);
  });

  it('adds 20 for a feature word', () => {
    expect(toFallbackConfidence(['dashboard']).confidence).toBe(20);
    expect(toFallbackConfidence(['features']).confidence).toBe(20);
  });

  it('reads feature words as whole words, so "apple" and "approach" are not "app"', () => {
    expect(toFallbackConfidence(['apple approach']).confidence).toBe(0);
    expect(toFallbackConfidence(['apps']).confidence).toBe(20);
  });

  it('adds each word bonus once, however often the words appear', () => {
    expect(toFallbackConfidence(['my my', 'our our']).confidence).toBe(20);
  });

  it('adds both bonuses and the length', () => {
    // 'I need a booking app' is 20 characters: 0 + 20 + 20.
    expect(toFallbackConfidence(['I need a booking app']).confidence).toBe(40);
    expect(toFallbackConfidence([`my app ${chars(993)}`]).confidence).toBe(20 + 20 + 20);
  });

  it('does not mistake words containing the personal words for them', () => {
    expect(toFallbackConfidence(['museum mystery']).confidence).toBe(0);
  });

  it('is capped at 100', () => {
    expect(toFallbackConfidence([`my app ${chars(10_000)}`]).confidence).toBe(100);
  });

  it('is ready at 60, not at 59', () => {
    expect(toFallbackConfidence([chars(59 * 50)])).toEqual({ confidence: 59, readyForPrimer: false });
    expect(toFallbackConfidence([chars(60 * 50)])).toEqual({ confidence: 60, readyForPrimer: true });
  });
});

describe('toConfidenceLabel: bands 30/60/80', () => {
  it.each<[number, string]>([
    [0, 'Exploring'],
    [29, 'Exploring'],
    [30, 'Clarifying'],
    [59, 'Clarifying'],
    [60, 'Defining'],
    [79, 'Defining'],
    [80, 'Ready to Build'],
    [100, 'Ready to Build'],
  ])('%i is %s', (confidence, label) => {
    expect(toConfidenceLabel(confidence)).toBe(label);
  });
});

describe('analyzeCompletionConfidence', () => {
  const complete = [
    'User: Dog walkers waste hours every week on scheduling by text message.',
    'Charter: Who will use it?',
    'User: Independent dog walkers and the pet owners who are their customers.',
    'User: It should let owners book walks and send reminders before each walk.',
    'User: We charge walkers $12 a month after a free trial.',
    'User: A mobile app for iOS and Android first.',
    'User: We want to launch in 3 months.',
  ].join('\n');

  it('finds every element of a complete conversation and is ready', () => {
    const result = analyzeCompletionConfidence(complete, 'WalkBook');
    expect(CompletionConfidenceSchema.parse(result)).toEqual(result);
    expect(result.missingElements).toEqual([]);
    expect(result.readyForPrimer).toBe(true);
    expect(result.recommendation).toContain('WalkBook');
  });

  it('combines coverage (60%) with the fallback formula (40%)', () => {
    // Covers problem and users only: coverage 33.3; fallback: 49 chars -> 0, personal "I" -> 20.
    const text = 'I see busy parents waste time on school emails.';
    const result = analyzeCompletionConfidence(text, '');
    expect(result.missingElements).toEqual([
      'Core features',
      'Business model',
      'Platform and constraints',
      'Timeline and budget',
    ]);
    expect(result.confidence).toBe(Math.round((2 / 6) * 100 * 0.6 + 20 * 0.4));
    expect(result.readyForPrimer).toBe(false);
    expect(result.recommendation).toBe(
      'Tell Charter more about core features, business model, platform and constraints, timeline and budget before generating a primer for your project.',
    );
  });

  it('ignores what Charter said in a transcript', () => {
    const text =
      'Charter: What problem, which users, what pricing, which platform, what deadline?\nUser: hello';
    expect(toUserTranscript(text)).toBe('hello');
    expect(analyzeCompletionConfidence(text, 'X').missingElements).toHaveLength(6);
  });

  it('reads the whole text when it has no role prefixes', () => {
    expect(toUserTranscript('just text')).toBe('just text');
  });

  it('is not ready for an empty conversation', () => {
    expect(analyzeCompletionConfidence('', 'X')).toMatchObject({ confidence: 0, readyForPrimer: false });
  });
});
