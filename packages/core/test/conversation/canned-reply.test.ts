import { describe, expect, it } from 'vitest';
import {
  CANNED_FRUSTRATION_REPLY,
  CANNED_GENERIC_QUESTION,
  CANNED_PROJECT_TYPE_QUESTION,
  toLocalCannedReply,
} from '../../src/conversation/index';

describe('toLocalCannedReply (spec 000 §8 failure path)', () => {
  it.each<[string, string]>([
    ['This is so frustrating!!', CANNED_FRUSTRATION_REPLY],
    ['Stop asking and just generate it', CANNED_FRUSTRATION_REPLY],
    ['I have an idea for tutors', CANNED_PROJECT_TYPE_QUESTION],
    ['A mobile app for tutors', CANNED_GENERIC_QUESTION],
    ['An API for invoices', CANNED_GENERIC_QUESTION],
  ])('%s', (message, reply) => {
    expect(toLocalCannedReply(message)).toBe(reply);
  });

  it('frustration wins even when the project type is known', () => {
    expect(toLocalCannedReply('Ugh, I said it is a web app!!')).toBe(CANNED_FRUSTRATION_REPLY);
  });
});
