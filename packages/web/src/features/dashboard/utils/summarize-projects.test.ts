import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../testing/factories';
import { summarizeProjects } from './summarize-projects';

describe('summarizeProjects', () => {
  it('is honest about no projects', () => {
    expect(summarizeProjects([])).toMatchObject({
      total: 0,
      completionShare: 0,
      newestUpdatedAt: null,
      nextInProgress: null,
    });
  });

  it('counts, shares and picks the most recently touched in-progress project', () => {
    const summary = summarizeProjects([
      makeProject({ id: 'a', completionStatus: true, updatedAt: '2026-02-01T00:00:00.000Z' }),
      makeProject({ id: 'b', completionStatus: false, updatedAt: '2026-01-01T00:00:00.000Z' }),
      makeProject({
        id: 'c',
        completionStatus: false,
        updatedAt: '2026-01-15T00:00:00.000Z',
        source: 'conversation',
      }),
    ]);
    expect(summary).toMatchObject({
      total: 3,
      complete: 1,
      inProgress: 2,
      completionShare: 33,
      newestUpdatedAt: '2026-02-01T00:00:00.000Z',
      bySource: { 'primer-generator': 2, conversation: 1, connected: 0 },
    });
    expect(summary.nextInProgress?.id).toBe('c');
  });
});
