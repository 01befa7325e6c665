import type { RouteOf, RouteResponse } from '@charter/core';
import type { api } from '../../../lib/api-routes';

export type BestPractice = RouteResponse<RouteOf<typeof api.bestPractices.get>>;

export type TrendingAnswer = RouteResponse<RouteOf<typeof api.bestPractices.trending>>;
export type TrendingItem = TrendingAnswer['trending'][number];
export type CategoryStatsAnswer = RouteResponse<RouteOf<typeof api.bestPractices.categoryStats>>;
export type CategoryStat = CategoryStatsAnswer['categories'][number];

export interface CollectionCounters {
  total: number;
  /**
   * Trending practices whose anti-pattern at least one of the user's recorded decisions showed; null while
   * the trending answer is not there (loading or failed).
   */
  trendingIssues: number | null;
  withRule: number;
  /** Distinct pages the practices cite. */
  sources: number;
  /** True when the collection is larger than one list answer, so rule and source counts cover part of it. */
  partial: boolean;
}

/** The four counters of the collection screen, from the user's data (never fixed figures). */
export function summarizeCollection(
  practices: readonly BestPractice[],
  total: number,
  trending: readonly TrendingItem[] | undefined,
): CollectionCounters {
  return {
    total,
    trendingIssues: trending ? trending.filter((item) => item.decisionsMatched > 0).length : null,
    withRule: practices.filter((p) => Boolean(p.constitutionalRule)).length,
    sources: new Set(practices.flatMap((p) => p.sources.map((source) => source.url))).size,
    partial: total > practices.length,
  };
}

/** "62.5" for the Categories tab: one decimal, always. */
export const toOneDecimal = (value: number) => value.toFixed(1);

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}
