import type { Project } from '@charter/core';

export interface ProjectSummary {
  total: number;
  complete: number;
  inProgress: number;
  /** Share of projects with a generated primer, 0–100 (0 when there are none). */
  completionShare: number;
  bySource: Record<Project['source'], number>;
  /** ISO time of the most recent change, or null without projects. */
  newestUpdatedAt: string | null;
  /** The in-progress project changed most recently: the natural one to continue. */
  nextInProgress: Project | null;
}

const byNewest = (a: Project, b: Project) => b.updatedAt.localeCompare(a.updatedAt);

/** Every figure on the dashboard comes from here, from the user's real projects. */
export function summarizeProjects(projects: readonly Project[]): ProjectSummary {
  const sorted = [...projects].sort(byNewest);
  const complete = sorted.filter((p) => p.completionStatus).length;
  const bySource: ProjectSummary['bySource'] = { 'primer-generator': 0, conversation: 0, connected: 0 };
  for (const project of sorted) bySource[project.source] += 1;
  return {
    total: sorted.length,
    complete,
    inProgress: sorted.length - complete,
    completionShare: sorted.length === 0 ? 0 : Math.round((complete / sorted.length) * 100),
    bySource,
    newestUpdatedAt: sorted[0]?.updatedAt ?? null,
    nextInProgress: sorted.find((p) => !p.completionStatus) ?? null,
  };
}

export function toShare(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
