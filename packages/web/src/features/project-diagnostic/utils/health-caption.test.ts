import { describe, expect, it } from 'vitest';
import { toHealthCaption, toHealthColor } from './health-caption';

describe('toHealthCaption', () => {
  it('uses the 80 and 60 thresholds of spec 001 §9, inclusive', () => {
    expect([100, 80, 79.5, 79, 60, 59.9, 0].map(toHealthCaption)).toEqual([
      'Excellent',
      'Excellent',
      'Good with room for improvement',
      'Good with room for improvement',
      'Good with room for improvement',
      'Needs attention',
      'Needs attention',
    ]);
    expect([80, 79, 60, 59].map(toHealthColor)).toEqual(['tertiary', 'secondary', 'secondary', 'danger']);
  });
});
