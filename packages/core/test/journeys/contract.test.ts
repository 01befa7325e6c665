import { describe, expect, it } from 'vitest';
import { JourneyResultInput } from '../../src/api/user-journey';

const valid = {
  scenarioId: 'rescue-dependency-hell',
  scenarioName: 'Rescue: Dependency Hell',
  userType: 'experienced',
  completedSteps: 4,
  totalSteps: 4,
  timeSpent: 13.5,
  rating: 3,
  feedback: 'Clear enough',
  issues: ['Step 2 needs a link', '  '],
};

const messageOf = (value: unknown) => {
  const parsed = JourneyResultInput.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((i) => i.message);
};

describe('journey result payload', () => {
  it('accepts the payload of spec 002 §3, dropping blank issues', () => {
    expect(JourneyResultInput.parse(valid)).toMatchObject({ rating: 3, issues: ['Step 2 needs a link'] });
  });

  it('derives scenarioName from the scenario, ignoring a differing or missing label (issue 19 §2)', () => {
    expect(
      JourneyResultInput.parse({ ...valid, scenarioName: 'Dependency hell (old label)' }).scenarioName,
    ).toBe('Rescue: Dependency Hell');
    const { scenarioName: _omitted, ...withoutName } = valid;
    expect(JourneyResultInput.parse(withoutName).scenarioName).toBe('Rescue: Dependency Hell');
  });

  it.each([
    [{ rating: 0 }, 'Choose a rating from 1 to 5 stars.'],
    [{ rating: 6 }, 'Choose a rating from 1 to 5 stars.'],
    [{ rating: 2.5 }, 'Choose a rating from 1 to 5 stars.'],
    [{ scenarioId: 'nope' }, expect.stringMatching(/^Choose a scenario/)],
    [{ totalSteps: 6, completedSteps: 4 }, expect.stringMatching(/has 4 steps: totalSteps must be 4/)],
    [{ completedSteps: 5 }, 'completedSteps cannot exceed totalSteps.'],
    [{ timeSpent: -1 }, 'timeSpent must be 0 or more minutes.'],
    [{ userType: 'admin' }, 'userType must be "new" or "experienced".'],
  ])('refuses %o', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toContainEqual(message);
  });
});
