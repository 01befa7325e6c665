import type { JourneyUserType } from './scenarios';
import { JOURNEY_SCENARIOS, JOURNEY_USER_TYPES } from './scenarios';

/** What the analytics read of a stored journey result (the submitted test result plus its time). */
export interface JourneyResultFacts {
  scenarioId: string;
  scenarioName: string;
  userType: JourneyUserType;
  completedSteps: number;
  totalSteps: number;
  /** Minutes. */
  timeSpent: number;
  /** 1 to 5. */
  rating: number;
  feedback: string;
  issues: readonly string[];
  /** ISO time the test was completed. */
  completedAt: string;
}

/** Averages are null when nothing was measured: an honest "no data", never a made-up zero rating. */
export interface JourneyMetrics {
  count: number;
  averageRating: number | null;
  /** Minutes. */
  averageTime: number | null;
  /** Percent of steps completed, 0-100. */
  averageCompletion: number | null;
}

export interface JourneyAnalytics {
  totalTests: number;
  averageRating: number | null;
  averageTime: number | null;
  averageCompletion: number | null;
  scenarioBreakdown: Array<JourneyMetrics & { scenarioId: string; name: string }>;
  userTypeBreakdown: Array<JourneyMetrics & { userType: JourneyUserType }>;
  commonIssues: Array<{ issue: string; count: number }>;
  recentFeedback: Array<{ scenarioName: string; rating: number; timestamp: string; feedback: string }>;
}

export const COMMON_ISSUES_LIMIT = 10;
export const RECENT_FEEDBACK_LIMIT = 10;

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const average = (values: readonly number[], digits: number) =>
  values.length === 0 ? null : round(values.reduce((sum, v) => sum + v, 0) / values.length, digits);

const completionOf = (result: JourneyResultFacts) =>
  result.totalSteps > 0 ? (Math.min(result.completedSteps, result.totalSteps) / result.totalSteps) * 100 : 0;

/** Count and averages of a set of results: rating to 2 decimals, minutes and percent to 1. */
export function toJourneyMetrics(results: readonly JourneyResultFacts[]): JourneyMetrics {
  return {
    count: results.length,
    averageRating: average(
      results.map((r) => r.rating),
      2,
    ),
    averageTime: average(
      results.map((r) => r.timeSpent),
      1,
    ),
    averageCompletion: average(results.map(completionOf), 1),
  };
}

/** Issues compared trimmed, with inner spaces collapsed and case ignored; the first spelling seen is shown. */
const toIssueKey = (issue: string) => issue.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The journey analytics computed from stored results, nothing else: every scenario and user type is
 * listed (count 0 and null averages when untested), issues by how often they were reported, the newest
 * written feedback first.
 * @example computeJourneyAnalytics([]).totalTests // 0, with averageRating null
 */
export function computeJourneyAnalytics(results: readonly JourneyResultFacts[]): JourneyAnalytics {
  const overall = toJourneyMetrics(results);

  const known = new Set<string>(JOURNEY_SCENARIOS.map((s) => s.id));
  const scenarioBreakdown = JOURNEY_SCENARIOS.map((scenario) => ({
    scenarioId: scenario.id as string,
    name: scenario.name as string,
    ...toJourneyMetrics(results.filter((r) => r.scenarioId === scenario.id)),
  }));
  // A result of a scenario that no longer exists still counts, under the name it was submitted with.
  for (const result of results) {
    if (known.has(result.scenarioId)) continue;
    known.add(result.scenarioId);
    scenarioBreakdown.push({
      scenarioId: result.scenarioId,
      name: result.scenarioName,
      ...toJourneyMetrics(results.filter((r) => r.scenarioId === result.scenarioId)),
    });
  }

  const userTypeBreakdown = JOURNEY_USER_TYPES.map((userType) => ({
    userType,
    ...toJourneyMetrics(results.filter((r) => r.userType === userType)),
  }));

  const issues = new Map<string, { issue: string; count: number }>();
  for (const result of results) {
    // One result reporting the same issue twice counts it once.
    const seen = new Set<string>();
    for (const raw of result.issues) {
      const key = toIssueKey(raw);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      const entry = issues.get(key);
      if (entry) entry.count += 1;
      else issues.set(key, { issue: raw.trim().replace(/\s+/g, ' '), count: 1 });
    }
  }
  const commonIssues = [...issues.values()]
    .sort((a, b) => b.count - a.count || a.issue.localeCompare(b.issue))
    .slice(0, COMMON_ISSUES_LIMIT);

  const recentFeedback = results
    .filter((r) => r.feedback.trim() !== '')
    .map((r) => ({
      scenarioName: r.scenarioName,
      rating: r.rating,
      timestamp: r.completedAt,
      feedback: r.feedback.trim(),
    }))
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, RECENT_FEEDBACK_LIMIT);

  return {
    totalTests: overall.count,
    averageRating: overall.averageRating,
    averageTime: overall.averageTime,
    averageCompletion: overall.averageCompletion,
    scenarioBreakdown,
    userTypeBreakdown,
    commonIssues,
    recentFeedback,
  };
}
