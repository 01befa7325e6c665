import { describe, expect, it } from 'vitest';
import { toKeywordDecisionType } from '../../src/constitution/index';

describe('toKeywordDecisionType', () => {
  it.each([
    ['Add the lodash package with npm', 'dependency'],
    ['Remove the alt text from the hero image', 'accessibility'],
    ['Switch the bundle to webpack', 'build'],
    ['Call the payments API with no timeout', 'api'],
    ['Rename the settings page', 'general'],
  ])('reads “%s” as %s', (text, type) => {
    expect(toKeywordDecisionType(text)).toBe(type);
  });

  it('takes the first family that matches, in a fixed order', () => {
    expect(toKeywordDecisionType('Install an API client library')).toBe('dependency');
  });
});
