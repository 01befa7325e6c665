import { describe, expect, it } from 'vitest';
import {
  clampDepth,
  countFacts,
  EMPTY_EXTRACTED_ELEMENTS,
  GENERATE_AT_DEPTH,
  toConversationDepth,
  toSocraticReply,
} from '../../src/index';

const empty = EMPTY_EXTRACTED_ELEMENTS;

describe('conversation depth counts facts, not words', () => {
  it('is 0 with nothing extracted', () => {
    expect(toConversationDepth(empty)).toBe(0);
  });

  it('counts name, problem, users, platform, business model and timeline once each', () => {
    const elements = {
      ...empty,
      projectName: 'TrailMate',
      problem: 'p',
      users: 'u',
      projectType: 'Mobile app',
      businessModel: 'b',
      timeline: 't',
    };
    expect(countFacts(elements)).toBe(6);
  });

  it('counts at most three features and two constraints', () => {
    const elements = { ...empty, features: ['a', 'b', 'c', 'd', 'e'], constraints: ['x', 'y', 'z'] };
    expect(countFacts(elements)).toBe(5);
  });

  it('clamps to 0..10', () => {
    expect(clampDepth(12)).toBe(10);
    expect(clampDepth(-1)).toBe(0);
    const full = {
      projectName: 'n',
      problem: 'p',
      users: 'u',
      projectType: 'Web app',
      features: ['a', 'b', 'c'],
      constraints: ['x', 'y'],
      businessModel: 'b',
      timeline: 't',
    };
    expect(toConversationDepth(full)).toBe(10);
  });

  it('does not grow with length, digits or keywords (spec 000 §9 did: 0 → 4 → 8)', () => {
    const long = `${'I really think this is important because of reasons and more reasons '.repeat(30)} 123 and 456`;
    const first = toSocraticReply({ message: long, conversationHistory: [] });
    expect(first.conversationDepth).toBe(0);
    const second = toSocraticReply({
      message: long,
      conversationHistory: [
        { role: 'user', content: long },
        { role: 'charter', content: first.response },
      ],
    });
    expect(second.conversationDepth).toBe(0);
  });

  it('reaches Generate only with enough facts', () => {
    expect(GENERATE_AT_DEPTH).toBe(7);
    const reply = toSocraticReply({
      message:
        "It's called PlantPal. Busy renters forget to water their plants. It should send watering reminders, identify plants from a photo and keep a care log. $3 a month. An iOS app. Beta in 6 weeks.",
      conversationHistory: [],
    });
    expect(reply.conversationDepth).toBeGreaterThanOrEqual(GENERATE_AT_DEPTH);
  });
});
