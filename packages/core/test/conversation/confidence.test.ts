import { describe, expect, it } from 'vitest';
import {
  analyzeCompletionConfidence,
  CompletionConfidenceSchema,
  extractElements,
  toConfidenceLabel,
  toReadiness,
  toTranscriptMessages,
  toUserTranscript,
} from '../../src/conversation/index';

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
    expect(CompletionConfidenceSchema.safeParse(result).success).toBe(true);
    expect(result.missingElements).toEqual([]);
    expect(result.readyForPrimer).toBe(true);
    expect(result.recommendation).toContain('WalkBook');
  });

  it('is the share of the six topics captured, nothing else', () => {
    // Covers problem and users only: 2 of 6.
    const text = 'I see busy parents waste time on school emails.';
    const result = analyzeCompletionConfidence(text, '');
    expect(result.missingElements).toEqual([
      'Core features',
      'Business model',
      'Platform and constraints',
      'Timeline and budget',
    ]);
    expect(result.confidence).toBe(33);
    expect(result.label).toBe('Clarifying');
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

  it('gives nothing for length: 200 000 characters of junk are 0 %, a real sentence after them counts', () => {
    const junk = [
      'a'.repeat(50_000),
      'xq7z k3j9f pqwmv zzkt vbnrt lkjhg '.repeat(1_500),
      'users problem feature subscription mobile deadline '.repeat(1_000),
      '!'.repeat(50_000),
    ].join('\n');
    expect(junk.length).toBeGreaterThanOrEqual(200_000);
    expect(analyzeCompletionConfidence(`User: ${junk}`, '')).toMatchObject({
      confidence: 0,
      label: 'Exploring',
    });
    const real = `User: ${junk}\nUser: Tutors waste hours scheduling lessons by text.`;
    expect(analyzeCompletionConfidence(real, '').confidence).toBe(33);
  });

  it('repeating an answer adds nothing', () => {
    const once = 'User: Tutors waste hours scheduling lessons by text.';
    const many = Array.from({ length: 200 }, () => once).join('\n');
    expect(analyzeCompletionConfidence(many, '').confidence).toBe(
      analyzeCompletionConfidence(once, '').confidence,
    );
  });

  it('is not ready for an empty conversation', () => {
    expect(analyzeCompletionConfidence('', 'X')).toMatchObject({ confidence: 0, readyForPrimer: false });
  });
});

describe('toReadiness: one figure, its label from the one mapping', () => {
  it.each([0, 1, 2, 3, 4, 5, 6])('%i of 6 topics', (count) => {
    const elements = extractElements([]);
    const filled = {
      ...elements,
      problem: count > 0 ? 'p' : '',
      users: count > 1 ? 'u' : '',
      features: count > 2 ? ['f'] : [],
      businessModel: count > 3 ? 'b' : '',
      projectType: count > 4 ? 'Web app' : '',
      timeline: count > 5 ? 'in 3 months' : '',
    };
    const readiness = toReadiness(filled);
    expect(readiness.confidence).toBe(Math.round((count / 6) * 100));
    expect(readiness.label).toBe(toConfidenceLabel(readiness.confidence));
    expect(readiness.readyForPrimer).toBe(readiness.confidence >= 60);
    expect(readiness.missingElements).toHaveLength(6 - count);
  });

  it('reads a transcript into messages, continuation lines included', () => {
    expect(toTranscriptMessages('User: a\nb\nCharter: c')).toEqual([
      { role: 'user', content: 'a\nb' },
      { role: 'charter', content: 'c' },
    ]);
    expect(toTranscriptMessages('plain')).toEqual([{ role: 'user', content: 'plain' }]);
  });
});
