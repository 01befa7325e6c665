import { describe, expect, it } from 'vitest';
import type { JourneyResultFacts } from '../../src/journeys/index';
import {
  COMMON_ISSUES_LIMIT,
  computeJourneyAnalytics,
  getJourneyScenario,
  JOURNEY_SCENARIOS,
  toJourneyMetrics,
} from '../../src/journeys/index';

let minute = 0;
function result(overrides: Partial<JourneyResultFacts> = {}): JourneyResultFacts {
  const scenario = getJourneyScenario(overrides.scenarioId ?? 'rescue-slow-api')!;
  return {
    scenarioId: scenario.id,
    scenarioName: scenario.name,
    userType: 'new',
    completedSteps: scenario.steps.length,
    totalSteps: scenario.steps.length,
    timeSpent: 10,
    rating: 5,
    feedback: '',
    issues: [],
    completedAt: new Date(Date.UTC(2026, 0, 1, 10, minute++)).toISOString(),
    ...overrides,
  };
}

describe('journey scenarios', () => {
  it('are the four of spec 002: two rescue, two new-project, 6/4/5/4 steps, 15-20/12-15/20-25/18-22 minutes', () => {
    expect(JOURNEY_SCENARIOS.map((s) => [s.type, s.steps.length, s.estimatedTime])).toEqual([
      ['rescue', 6, '15-20'],
      ['rescue', 4, '12-15'],
      ['new-project', 5, '20-25'],
      ['new-project', 4, '18-22'],
    ]);
    const ids = JOURNEY_SCENARIOS.flatMap((s) => [s.id, ...s.steps.map((step) => `${s.id}/${step.id}`)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('journey analytics', () => {
  it('is honest about no results: zero tests, null averages, every scenario and user type at 0', () => {
    const analytics = computeJourneyAnalytics([]);
    expect(analytics).toMatchObject({
      totalTests: 0,
      averageRating: null,
      averageTime: null,
      averageCompletion: null,
      commonIssues: [],
      recentFeedback: [],
    });
    expect(analytics.scenarioBreakdown.map((s) => [s.scenarioId, s.count, s.averageRating])).toEqual(
      JOURNEY_SCENARIOS.map((s) => [s.id, 0, null]),
    );
    expect(analytics.userTypeBreakdown).toEqual([
      { userType: 'new', count: 0, averageRating: null, averageTime: null, averageCompletion: null },
      { userType: 'experienced', count: 0, averageRating: null, averageTime: null, averageCompletion: null },
    ]);
  });

  // ratings, minutes, completed/total → count, averageRating, averageTime, averageCompletion
  it.each([
    { name: 'one full run', runs: [[3, 12, 6, 6]], expected: [1, 3, 12, 100] },
    {
      name: 'two runs',
      runs: [
        [3, 12, 6, 6],
        [4, 18, 3, 6],
      ],
      expected: [2, 3.5, 15, 75],
    },
    {
      name: 'thirds round',
      runs: [
        [5, 10, 1, 6],
        [4, 10, 2, 6],
        [4, 11, 0, 6],
      ],
      expected: [3, 4.33, 10.3, 16.7],
    },
    { name: 'zero steps done', runs: [[1, 0.5, 0, 4]], expected: [1, 1, 0.5, 0] },
  ])('computes the metrics of $name', ({ runs, expected }) => {
    const metrics = toJourneyMetrics(
      runs.map(([rating, timeSpent, completedSteps, totalSteps]) =>
        result({ rating, timeSpent, completedSteps, totalSteps }),
      ),
    );
    expect([metrics.count, metrics.averageRating, metrics.averageTime, metrics.averageCompletion]).toEqual(
      expected,
    );
  });

  it('breaks the figures down per scenario and per user type', () => {
    const analytics = computeJourneyAnalytics([
      result({ scenarioId: 'rescue-slow-api', rating: 3, timeSpent: 20, userType: 'new' }),
      result({ scenarioId: 'rescue-slow-api', rating: 5, timeSpent: 10, userType: 'experienced' }),
      result({
        scenarioId: 'new-project-theme',
        rating: 4,
        timeSpent: 30,
        completedSteps: 2,
        userType: 'new',
      }),
    ]);
    expect(analytics).toMatchObject({
      totalTests: 3,
      averageRating: 4,
      averageTime: 20,
      averageCompletion: 83.3,
    });
    const byScenario = Object.fromEntries(
      analytics.scenarioBreakdown.map((s) => [
        s.scenarioId,
        [s.count, s.averageRating, s.averageTime, s.averageCompletion],
      ]),
    );
    expect(byScenario).toEqual({
      'rescue-slow-api': [2, 4, 15, 100],
      'rescue-dependency-hell': [0, null, null, null],
      'new-project-governance': [0, null, null, null],
      'new-project-theme': [1, 4, 30, 50],
    });
    expect(analytics.scenarioBreakdown[0]?.name).toBe('Rescue: Slow API Project');
    expect(analytics.userTypeBreakdown.map((u) => [u.userType, u.count, u.averageRating])).toEqual([
      ['new', 2, 3.5],
      ['experienced', 1, 5],
    ]);
  });

  it('counts issues across results (trimmed, case-insensitive, once per result), most frequent first', () => {
    const analytics = computeJourneyAnalytics([
      result({ issues: ['Step 3 unclear', 'step 3  unclear', 'Slow page'] }),
      result({ issues: [' STEP 3 UNCLEAR ', ''] }),
      result({ issues: ['Slow page', 'Broken link'] }),
      result({ issues: ['Broken link'] }),
      result({ issues: ['Broken link'] }),
    ]);
    expect(analytics.commonIssues).toEqual([
      { issue: 'Broken link', count: 3 },
      { issue: 'Slow page', count: 2 },
      { issue: 'Step 3 unclear', count: 2 },
    ]);
    const many = computeJourneyAnalytics([
      result({ issues: Array.from({ length: 15 }, (_, i) => `issue ${i}`) }),
    ]);
    expect(many.commonIssues).toHaveLength(COMMON_ISSUES_LIMIT);
  });

  it('lists written feedback newest first with its scenario, rating and time', () => {
    const older = result({ rating: 2, feedback: 'Confusing start', completedAt: '2026-01-01T09:00:00.000Z' });
    const silent = result({ rating: 5, feedback: '   ', completedAt: '2026-01-02T09:00:00.000Z' });
    const newer = result({
      scenarioId: 'rescue-dependency-hell',
      rating: 3,
      feedback: ' Good \n',
      completedAt: '2026-01-03T09:00:00.000Z',
    });
    expect(computeJourneyAnalytics([older, silent, newer]).recentFeedback).toEqual([
      {
        scenarioName: 'Rescue: Dependency Hell',
        rating: 3,
        timestamp: '2026-01-03T09:00:00.000Z',
        feedback: 'Good',
      },
      {
        scenarioName: 'Rescue: Slow API Project',
        rating: 2,
        timestamp: '2026-01-01T09:00:00.000Z',
        feedback: 'Confusing start',
      },
    ]);
  });

  it('keeps a result of an unknown scenario under the name it was sent with', () => {
    const analytics = computeJourneyAnalytics([
      result(),
      { ...result(), scenarioId: 'retired', scenarioName: 'Old' },
    ]);
    expect(analytics.scenarioBreakdown.at(-1)).toMatchObject({
      scenarioId: 'retired',
      name: 'Old',
      count: 1,
    });
    expect(analytics.totalTests).toBe(2);
  });
});
