import { describe, expect, it } from 'vitest';
import { isGibberishWord, isJunkSentence } from '../../src/conversation/index';

describe('junk: text that carries no information', () => {
  it.each([
    'aaaaaaaaaaaaaaaaaaaa',
    '!!!!!!!!!!!!!!!!!!!!',
    'xq7z k3j9f pqwmv zzkt vbnrt lkjhg',
    'asdfghjkl',
    'asdf ghjk qwer zxcv',
    'users problem feature subscription mobile deadline users problem feature subscription mobile deadline',
    'should should should should should should should should should should should should should should should should should should should should should',
    'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore',
  ])('junk: %s', (sentence) => {
    expect(isJunkSentence(sentence)).toBe(true);
  });

  it.each([
    'Hikers.',
    'Web and mobile.',
    'Freemium. $3/month pro.',
    '6 weeks.',
    'TrailMate',
    'We need a login page.',
    'It must meet WCAG AA and GDPR.',
    'OK: recruiters lose good candidates because replies take days.',
    'Is web app, but also work in the tablet of the kitchen.',
    'The strengths of our B2B API v2 are its SDKs for iOS.',
    'Route search by difficulty, duration and weather.',
  ])('not junk: %s', (sentence) => {
    expect(isJunkSentence(sentence)).toBe(false);
  });

  it.each([
    ['x7Qk2pZ9', true],
    ['qwrtzpl', true],
    ['GDPR', false],
    ['iOS', false],
    ['TrailMate', false],
    ['$49', false],
    ['strengths', false],
  ])('isGibberishWord(%s) is %s', (word, expected) => {
    expect(isGibberishWord(word)).toBe(expected);
  });
});
