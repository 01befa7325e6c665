import { describe, expect, it } from 'vitest';
import type { HistorySources, LedgerEntry, Rebellion, RescueMission } from '../../src/index';
import {
  deriveHistory,
  filterInsights,
  INSIGHT_CATEGORIES,
  INSIGHT_TYPES,
  insightStatistics,
  recentInsights,
} from '../../src/index';

const decision = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  decision_id: 'd1',
  at: '2026-01-01T10:00:00.000Z',
  source: 'external',
  project_id: null,
  project_name: 'Shop',
  agent_id: 'claude',
  decision_type: 'add_dependency',
  description: 'Add lodash',
  proposed_action: 'npm install lodash',
  status: 'approved',
  score: 100,
  risk: 'LOW',
  violated_rule_ids: [],
  violated_categories: [],
  exception_rebellion_id: null,
  constitution_version: 'v1',
  ...overrides,
});

const rebellion = (overrides: Partial<Rebellion>): Rebellion => ({
  rebellion_id: 'r1',
  project_id: null,
  project_name: 'Shop',
  agent_id: 'claude',
  decision_id: 'd2',
  decision_type: 'add_dependency',
  requested_action: 'Allow 80 dependencies',
  justification: 'The design system needs them',
  rule_ids: ['CH-DEP-001'],
  max_value: 80,
  ceilings: { 'CH-DEP-001': { max: 80, unit: null } },
  uses: 1,
  status: 'pending',
  risk_analysis: { level: 'HIGH', reasons: [] },
  created_at: '2026-01-02T10:00:00.000Z',
  decided_at: null,
  decided_by: null,
  expires_at: null,
  rejection_reason: null,
  times_used: 0,
  history: [],
  ...overrides,
});

const none: HistorySources = {
  decisions: [],
  rebellions: [],
  projects: [],
  memoryDecisions: [],
  rescueMissions: [],
};

describe('deriveHistory', () => {
  it('derives nothing from nothing (no example data)', () => {
    expect(deriveHistory(none)).toEqual({ insights: [], evolution: [], todos: [] });
  });

  it.each([
    ['approved', 'implemented', 'validation', 'decision_recorded'],
    ['warning', 'under_review', 'validation', 'decision_recorded'],
    ['blocked', 'rejected', 'problem_identification', 'decision_blocked'],
  ] as const)('a %s decision is a %s insight in %s and a %s event', (status, stage, category, eventType) => {
    const history = deriveHistory({ ...none, decisions: [decision({ status })] });
    expect(history.insights).toHaveLength(1);
    expect(history.insights[0]).toMatchObject({
      id: 'decision-d1',
      evolutionStage: stage,
      category,
      origin: 'derived',
      userQuote: 'Add lodash',
      title: 'add_dependency: Add lodash',
    });
    expect(history.evolution.map((e) => e.eventType)).toEqual([eventType]);
    expect(history.todos.length).toBe(status === 'blocked' ? 1 : 0);
  });

  it.each([
    ['HIGH', 'high'],
    ['MEDIUM', 'medium'],
    ['LOW', 'low'],
  ] as const)('risk %s is impact %s', (risk, impact) => {
    expect(deriveHistory({ ...none, decisions: [decision({ risk })] }).insights[0]?.impactLevel).toBe(impact);
  });

  it.each([
    ['pending', 'proposed', 1, 'pending'],
    ['approved', 'implemented', 2, 'completed'],
    ['rejected', 'rejected', 2, 'completed'],
  ] as const)('a %s rebellion: stage %s, %i events, todo %s', (status, stage, events, todoStatus) => {
    const decided =
      status === 'pending' ? {} : { decided_at: '2026-01-03T10:00:00.000Z', decided_by: 'user:a@b.c' };
    const history = deriveHistory({
      ...none,
      decisions: [decision({ decision_id: 'd2', status: 'blocked', risk: 'HIGH' })],
      rebellions: [rebellion({ status, ...decided })],
    });
    expect(history.insights.find((i) => i.id === 'rebellion-r1')?.evolutionStage).toBe(stage);
    expect(history.evolution.filter((e) => e.id.startsWith('rebellion-'))).toHaveLength(events);
    // The blocked decision's own todo gives way to the rebellion filed for it.
    expect(history.todos.map((t) => [t.id, t.status, t.priority])).toEqual([
      ['rebellion-r1', todoStatus, 'high'],
    ]);
    expect(history.todos[0]?.relatedInsights).toEqual([
      { title: 'Exception requested: Allow 80 dependencies' },
    ]);
  });

  it('projects, memory decisions and rescue missions', () => {
    const mission = {
      id: 'm1',
      projectName: 'Legacy',
      userGoal: 'Ship again',
      problemDescription: 'Builds take 20 minutes',
      phase: 'guided_recovery',
      status: 'recommendations_ready',
      findings: [{}],
      recommendations: [],
      plan: [
        { id: 's1', title: 'Cut the build', detail: 'Cache', ruleId: 'CH-BUILD', done: true, doneAt: null },
        { id: 's2', title: 'Verify', detail: 'Run it', ruleId: null, done: false, doneAt: null },
      ],
      createdAt: '2026-01-05T00:00:00.000Z',
      updatedAt: '2026-01-06T00:00:00.000Z',
      completedAt: null,
    } as unknown as RescueMission;
    const history = deriveHistory({
      ...none,
      projects: [
        {
          id: 'p1',
          name: 'Shop',
          description: 'A shop',
          projectVision: 'Sell things',
          completionStatus: true,
          source: 'primer-generator',
          createdAt: '2026-01-04T00:00:00.000Z',
        },
      ],
      memoryDecisions: [
        {
          memoryId: 'mem1',
          title: 'Use Postgres',
          choice: 'Postgres',
          decisionType: 'database',
          rationale: 'Relational data',
          alternatives: ['Mongo'],
          createdAt: '2026-01-03T00:00:00.000Z',
          validatedAt: null,
        },
      ],
      rescueMissions: [mission],
    });
    expect(history.insights.map((i) => [i.id, i.type])).toEqual([
      ['rescue-m1', 'business_strategy'],
      ['project-p1', 'foundational_vision'],
      ['memory-mem1', 'user_preference'],
    ]);
    expect(history.evolution.map((e) => e.eventType)).toEqual([
      'rescue_started',
      'primer_generated',
      'memory_decision',
    ]);
    expect(history.todos.map((t) => [t.id, t.status])).toEqual([
      ['rescue-m1-s1', 'completed'],
      ['rescue-m1-s2', 'in_progress'],
      ['memory-mem1', 'pending'],
    ]);
  });
});

describe('filterInsights, insightStatistics, recentInsights', () => {
  const decisions = [
    decision({ decision_id: 'a', at: '2026-01-01T00:00:00.000Z', status: 'approved', risk: 'HIGH' }),
    decision({
      decision_id: 'b',
      at: '2026-01-02T00:00:00.000Z',
      status: 'blocked',
      description: 'Use a 30s timeout',
    }),
    decision({ decision_id: 'c', at: '2026-01-03T00:00:00.000Z', decision_type: 'database migration' }),
  ];
  const { insights } = deriveHistory({ ...none, decisions });

  it.each([
    [{}, ['decision-c', 'decision-b', 'decision-a']],
    [{ search: 'TIMEOUT' }, ['decision-b']],
    [{ type: 'architectural_change' }, ['decision-c', 'decision-b', 'decision-a']],
    [{ type: 'technical_decision' }, []],
    [{ category: 'problem_identification' }, ['decision-b']],
    [{ category: 'all', type: 'all', search: '  ' }, ['decision-c', 'decision-b', 'decision-a']],
    [{ search: 'nothing like it' }, []],
  ])('%j → %j', (filter, ids) => {
    expect(filterInsights(insights, filter).map((i) => i.id)).toEqual(ids);
  });

  it('counts all, implemented and high impact', () => {
    expect(insightStatistics(insights)).toEqual({
      totalInsights: 3,
      implementedInsights: 2,
      highImpactInsights: 1,
    });
  });

  it('the recent list is the 5 newest', () => {
    const many = deriveHistory({
      ...none,
      decisions: Array.from({ length: 7 }, (_, i) =>
        decision({ decision_id: `x${i}`, at: `2026-01-0${i + 1}T00:00:00.000Z` }),
      ),
    }).insights;
    expect(recentInsights(many).map((i) => i.id)).toEqual([
      'decision-x6',
      'decision-x5',
      'decision-x4',
      'decision-x3',
      'decision-x2',
    ]);
  });

  it('uses the filter values of spec 002 §9', () => {
    expect(INSIGHT_TYPES).toEqual([
      'foundational_vision',
      'technical_decision',
      'business_strategy',
      'user_preference',
      'architectural_change',
    ]);
    expect(INSIGHT_CATEGORIES).toEqual([
      'problem_identification',
      'solution_design',
      'implementation',
      'validation',
      'evolution',
    ]);
  });
});
