import { describe, expect, it } from 'vitest';
import {
  clampDepth,
  countMessageWords,
  GENERATE_AT_DEPTH,
  scoreDepthDelta,
  toConversationDepth,
  toDepthFromHistory,
} from '../../src/conversation/index';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('scoreDepthDelta: each term of spec 000 §9 alone', () => {
  it.each<[string, string, string, number]>([
    ['nothing', 'hello there', 'Noted.', 0],
    ['a digit', 'version 2', 'Noted.', 2],
    ['a dollar sign', 'costs $ a lot', 'Noted.', 2],
    ['a digit and a dollar sign count once', '$40', 'Noted.', 2],
    ['exactly 20 words is not more than 20', words(20), 'Noted.', 0],
    ['21 words', words(21), 'Noted.', 2],
    ['because', 'because it matters', 'Noted.', 1],
    ['since', 'since last year', 'Noted.', 1],
    ['because and since count once', 'because and since', 'Noted.', 1],
    ['user', 'one user', 'Noted.', 1],
    ['customer', 'a customer', 'Noted.', 1],
    ['problem', 'the problem', 'Noted.', 2],
    ['solution', 'a solution', 'Noted.', 2],
    ['problem and solution count once', 'problem solution', 'Noted.', 2],
  ])('%s', (_name, message, reply, expected) => {
    expect(scoreDepthDelta(message, reply)).toBe(expected);
  });
});

describe('scoreDepthDelta: how words are read', () => {
  it('is case-insensitive for the user-side words', () => {
    expect(scoreDepthDelta('BECAUSE', '')).toBe(1);
    expect(scoreDepthDelta('Customer', '')).toBe(1);
    expect(scoreDepthDelta('PROBLEM', '')).toBe(2);
  });

  it('counts plurals and words that start with the term', () => {
    expect(scoreDepthDelta('users', '')).toBe(1);
    expect(scoreDepthDelta("customers' data", '')).toBe(1);
    expect(scoreDepthDelta('problems', '')).toBe(2);
    expect(scoreDepthDelta('solutions', '')).toBe(2);
  });

  it('does not count words that only contain the term inside them', () => {
    expect(scoreDepthDelta('an abuser', '')).toBe(0);
    expect(scoreDepthDelta('nonproblem', '')).toBe(0);
  });

  it('counts words as runs of non-whitespace', () => {
    expect(countMessageWords('  a  b\n c\t')).toBe(3);
    expect(countMessageWords('')).toBe(0);
  });
});

describe('scoreDepthDelta: the decrease', () => {
  it.each(['What is it?', 'How does it work?', 'Why now?', 'Tell me. What else?'])(
    'falls by 1 when the reply says %s',
    (reply) => {
      expect(scoreDepthDelta('hello', reply)).toBe(-1);
    },
  );

  it('counts What, How and Why together once', () => {
    expect(scoreDepthDelta('hello', 'What? How? Why?')).toBe(-1);
  });

  it('reads What/How/Why case-sensitively and as whole words', () => {
    expect(scoreDepthDelta('hello', 'what do you think')).toBe(0);
    expect(scoreDepthDelta('hello', 'Whatever works. Somehow.')).toBe(0);
  });

  it('reads the decrease from the reply only, never from the user message', () => {
    expect(scoreDepthDelta('What How Why', 'Noted.')).toBe(0);
  });
});

describe('scoreDepthDelta: combinations', () => {
  it('adds every term: 2 + 2 + 1 + 1 + 2 - 1 = 7', () => {
    const message = `Our users pay $10 because the problem is real and ${words(16)}`;
    expect(countMessageWords(message)).toBeGreaterThan(20);
    expect(scoreDepthDelta(message, 'What else?')).toBe(7);
  });

  it('reads the user words from the user message only', () => {
    expect(scoreDepthDelta('hello', 'users have a problem because of $5')).toBe(0);
  });
});

describe('toConversationDepth', () => {
  it('adds the delta to the previous depth', () => {
    expect(toConversationDepth(3, 'a user', 'Noted.')).toBe(4);
  });

  it('clamps at 10', () => {
    expect(toConversationDepth(9, 'the problem costs $5', 'Noted.')).toBe(10);
    expect(toConversationDepth(10, 'a user', 'Noted.')).toBe(10);
  });

  it('clamps at 0', () => {
    expect(toConversationDepth(0, 'hello', 'What?')).toBe(0);
    expect(clampDepth(-3)).toBe(0);
  });

  it('shows Generate at depth 7', () => {
    expect(GENERATE_AT_DEPTH).toBe(7);
  });

  it('replays a history pairing each user message with the next reply', () => {
    const history = [
      { role: 'user', content: 'It costs $9' },
      { role: 'charter', content: 'What else?' },
      { role: 'user', content: 'users' },
    ];
    expect(toDepthFromHistory(history)).toBe(2 - 1 + 1);
  });
});
