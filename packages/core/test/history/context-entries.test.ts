import { describe, expect, it } from 'vitest';
import type { LedgerEntry, ProjectSource } from '../../src/index';
import {
  deriveHistory,
  isCharterProject,
  projectSlug,
  summarizeContextEntries,
  toContextEntries,
} from '../../src/index';

const project: ProjectSource = {
  id: 'p1',
  name: 'Charter',
  description: 'Governance for AI builders',
  projectVision: '',
  completionStatus: false,
  source: 'connected',
  createdAt: '2026-01-01T09:00:00.000Z',
};

const decision = (id: string, at: string, status: LedgerEntry['status']): LedgerEntry => ({
  decision_id: id,
  at,
  source: 'external',
  project_id: 'p1',
  project_name: 'Charter',
  agent_id: 'claude',
  decision_type: 'dependency',
  description: `Change ${id}`,
  proposed_action: null,
  status,
  score: status === 'blocked' ? 30 : 100,
  risk: status === 'blocked' ? 'HIGH' : 'LOW',
  violated_rule_ids: status === 'blocked' ? ['max-dependencies'] : [],
  violated_categories: [],
  exception_rebellion_id: null,
  constitution_version: 'v1',
});

describe('the Charter project', () => {
  it('is the project named Charter, trimmed and in any case', () => {
    expect(isCharterProject('Charter')).toBe(true);
    expect(isCharterProject('  cHARTER ')).toBe(true);
    expect(isCharterProject('Charter App')).toBe(false);
    expect(isCharterProject('')).toBe(false);
  });

  it('has a slug like the primer file name', () => {
    expect(projectSlug('Charter')).toBe('charter');
    expect(projectSlug('  Tutor Time! 2 ')).toBe('tutor-time-2');
    expect(projectSlug('***')).toBe('project');
  });
});

describe('context entries', () => {
  const history = deriveHistory({
    decisions: [
      decision('d2', '2026-01-03T10:00:00.000Z', 'blocked'),
      decision('d1', '2026-01-02T10:00:00.000Z', 'approved'),
    ],
    rebellions: [],
    projects: [project],
    memoryDecisions: [],
    rescueMissions: [],
  });
  const entries = toContextEntries(history);

  it('are the insights and evolution events with the spec fields, newest first, ids unique', () => {
    expect(entries).toHaveLength(6);
    expect(new Set(entries.map((e) => e.id)).size).toBe(6);
    expect(entries.map((e) => e.date)).toEqual([
      '2026-01-03T10:00:00.000Z',
      '2026-01-03T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2026-01-02T10:00:00.000Z',
      '2026-01-01T09:00:00.000Z',
      '2026-01-01T09:00:00.000Z',
    ]);
    const blocked = entries.filter((e) => e.date === '2026-01-03T10:00:00.000Z');
    expect(blocked).toContainEqual({
      id: 'insight-decision-d2',
      kind: 'insight',
      type: 'architectural_change',
      title: 'dependency: Change d2',
      description: 'Change d2',
      impact: 'high',
      tags: ['blocked'],
      date: '2026-01-03T10:00:00.000Z',
    });
    expect(blocked).toContainEqual({
      id: 'evolution-decision-d2',
      kind: 'evolution',
      type: 'decision_blocked',
      title: 'Decision blocked: dependency',
      description: 'Change d2 → Blocked by the constitution',
      impact: null,
      tags: ['governance', 'external'],
      date: '2026-01-03T10:00:00.000Z',
    });
  });

  it('are summarized by counts and the 3 newest', () => {
    const summary = summarizeContextEntries(entries);
    expect(summary).toMatchObject({ total: 6, insights: 3, evolution: 3, highImpact: 2 });
    expect(summary.recent.map((e) => e.id)).toEqual(entries.slice(0, 3).map((e) => e.id));
    expect(summarizeContextEntries([])).toEqual({
      total: 0,
      insights: 0,
      evolution: 0,
      highImpact: 0,
      recent: [],
    });
  });
});
