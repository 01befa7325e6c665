import type { Rebellion } from '../governance/rebellion-schema';
import type { LedgerEntry } from '../governance/schema';
import type { Project } from '../projects/schema';
import type { RescueMission } from '../rescue/schema';
import type { ImpactLevel, InsightCategory, InsightType, TodoPriority } from './constants';
import { RECENT_INSIGHTS } from './constants';
import type { EvolutionEvent, Insight, InsightStatistics, StrategicTodo } from './schema';

/** A decision recorded through the memory agent (the server's record without its owner). */
export interface MemoryDecisionSource {
  memoryId: string;
  title: string;
  choice: string;
  decisionType: string;
  rationale: string;
  alternatives: string[];
  createdAt: string;
  validatedAt: string | null;
}

export type ProjectSource = Pick<
  Project,
  'id' | 'name' | 'description' | 'projectVision' | 'completionStatus' | 'source' | 'createdAt'
>;

/** What really happened, as stored: the derivation reads nothing else. */
export interface HistorySources {
  decisions: readonly LedgerEntry[];
  rebellions: readonly Rebellion[];
  projects: readonly ProjectSource[];
  memoryDecisions: readonly MemoryDecisionSource[];
  rescueMissions: readonly RescueMission[];
}

export interface DerivedHistory {
  insights: Insight[];
  evolution: EvolutionEvent[];
  todos: StrategicTodo[];
}

const TITLE_MAX = 120;
const clip = (text: string, max = TITLE_MAX) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const impactOf = (risk: LedgerEntry['risk']): ImpactLevel =>
  risk === 'HIGH' ? 'high' : risk === 'MEDIUM' ? 'medium' : 'low';
const priorityOf = (risk: LedgerEntry['risk']): TodoPriority => impactOf(risk);
const ARCHITECTURAL = /architect|framework|database|migration|infra|dependenc|stack/i;
const decisionTypeOf = (decisionType: string): InsightType =>
  ARCHITECTURAL.test(decisionType) ? 'architectural_change' : 'technical_decision';
const projectLabel = (entry: { project_name: string | null }) =>
  entry.project_name ? ` in ${entry.project_name}` : '';

function decisionInsight(entry: LedgerEntry): Insight {
  const category: InsightCategory = entry.status === 'blocked' ? 'problem_identification' : 'validation';
  const verdict =
    entry.status === 'approved'
      ? `Approved (score ${entry.score}).`
      : entry.score === null
        ? 'Not judged: no rule covers this decision; a person should review it.'
        : entry.status === 'warning'
          ? `Approved with a warning (score ${entry.score}): ${entry.violated_rule_ids.join(', ')}.`
          : `Blocked (score ${entry.score}) by ${entry.violated_rule_ids.join(', ') || 'the constitution'}.`;
  return {
    id: `decision-${entry.decision_id}`,
    title: clip(`${entry.decision_type}: ${entry.description}`),
    description: entry.proposed_action ?? entry.description,
    type: decisionTypeOf(entry.decision_type),
    category,
    evolutionStage:
      entry.status === 'approved' ? 'implemented' : entry.status === 'warning' ? 'under_review' : 'rejected',
    impactLevel: impactOf(entry.risk),
    userQuote: entry.description,
    agentResponse: verdict,
    originalDate: entry.at,
    sourceContext: `Decision ledger (${entry.source}${entry.agent_id ? `, ${entry.agent_id}` : ''})${projectLabel(entry)}`,
    tags: [entry.status, ...entry.violated_categories],
    origin: 'derived',
  };
}

function rebellionInsight(rebellion: Rebellion): Insight {
  const stage =
    rebellion.status === 'approved'
      ? 'implemented'
      : rebellion.status === 'rejected'
        ? 'rejected'
        : 'proposed';
  const category: InsightCategory = rebellion.status === 'pending' ? 'solution_design' : 'evolution';
  return {
    id: `rebellion-${rebellion.rebellion_id}`,
    title: clip(`Exception requested: ${rebellion.requested_action}`),
    description: rebellion.justification,
    type: 'architectural_change',
    category,
    evolutionStage: stage,
    impactLevel: impactOf(rebellion.risk_analysis.level),
    userQuote: rebellion.requested_action,
    agentResponse:
      rebellion.status === 'pending'
        ? 'Waiting for your decision.'
        : rebellion.status === 'approved'
          ? 'Exception approved.'
          : `Exception rejected${rebellion.rejection_reason ? `: ${rebellion.rejection_reason}` : '.'}`,
    originalDate: rebellion.created_at,
    sourceContext: `Constitutional rebellion by ${rebellion.agent_id}${projectLabel(rebellion)}`,
    tags: ['rebellion', rebellion.status, ...rebellion.rule_ids],
    origin: 'derived',
  };
}

function projectInsight(project: ProjectSource): Insight {
  return {
    id: `project-${project.id}`,
    title: clip(`Vision: ${project.name}`),
    description: project.description || project.projectVision,
    type: 'foundational_vision',
    category: project.completionStatus ? 'solution_design' : 'problem_identification',
    evolutionStage: project.completionStatus ? 'implemented' : 'proposed',
    impactLevel: 'high',
    userQuote: project.projectVision || project.description,
    agentResponse: project.completionStatus ? 'Primer generated.' : 'No primer yet.',
    originalDate: project.createdAt,
    sourceContext: `Project (${project.source})`,
    tags: ['project', project.source],
    origin: 'derived',
  };
}

function memoryInsight(decision: MemoryDecisionSource): Insight {
  return {
    id: `memory-${decision.memoryId}`,
    title: clip(decision.title || `${decision.decisionType}: ${decision.choice}`),
    description: decision.rationale || decision.choice,
    type: 'user_preference',
    category: decision.validatedAt ? 'validation' : 'solution_design',
    evolutionStage: decision.validatedAt ? 'implemented' : 'under_review',
    impactLevel: 'medium',
    userQuote: decision.choice,
    agentResponse: decision.alternatives.length
      ? `Alternatives considered: ${decision.alternatives.join(', ')}.`
      : 'No alternatives recorded.',
    originalDate: decision.createdAt,
    sourceContext: 'Memory agent decision',
    tags: ['memory', decision.decisionType],
    origin: 'derived',
  };
}

function rescueInsight(mission: RescueMission): Insight {
  return {
    id: `rescue-${mission.id}`,
    title: clip(`Rescue: ${mission.projectName}`),
    description: mission.problemDescription,
    type: 'business_strategy',
    category: mission.status === 'completed' ? 'implementation' : 'problem_identification',
    evolutionStage: mission.status === 'completed' ? 'implemented' : 'under_review',
    impactLevel: mission.findings.length > 0 ? 'high' : 'medium',
    userQuote: mission.userGoal,
    agentResponse: `${mission.findings.length} finding(s), ${mission.recommendations.length} recommendation(s).`,
    originalDate: mission.createdAt,
    sourceContext: `Rescue mission (${mission.phase})`,
    tags: ['rescue', mission.status],
    origin: 'derived',
  };
}

function evolutionOf(sources: HistorySources): EvolutionEvent[] {
  const events: EvolutionEvent[] = [];
  for (const entry of sources.decisions) {
    const blocked = entry.status === 'blocked';
    events.push({
      id: `decision-${entry.decision_id}`,
      title: clip(`${blocked ? 'Decision blocked' : 'Decision recorded'}: ${entry.decision_type}`),
      description: entry.description,
      eventType: blocked ? 'decision_blocked' : 'decision_recorded',
      phase: 'governance',
      eventDate: entry.at,
      userSatisfaction: null,
      beforeState: entry.proposed_action ?? entry.description,
      afterState: blocked ? 'Blocked by the constitution' : `Allowed (${entry.status}, score ${entry.score})`,
      triggeredBy: { source: entry.source, details: entry.agent_id ?? entry.project_name ?? 'Charter' },
      origin: 'derived',
    });
  }
  for (const rebellion of sources.rebellions) {
    events.push({
      id: `rebellion-${rebellion.rebellion_id}-filed`,
      title: clip(`Rebellion filed: ${rebellion.requested_action}`),
      description: rebellion.justification,
      eventType: 'rebellion_filed',
      phase: 'governance',
      eventDate: rebellion.created_at,
      userSatisfaction: null,
      beforeState: `Blocked by ${rebellion.rule_ids.join(', ') || 'the constitution'}`,
      afterState: 'Exception requested',
      triggeredBy: { source: 'agent', details: rebellion.agent_id },
      origin: 'derived',
    });
    if (rebellion.status !== 'pending' && rebellion.decided_at) {
      events.push({
        id: `rebellion-${rebellion.rebellion_id}-decided`,
        title: clip(`Rebellion ${rebellion.status}: ${rebellion.requested_action}`),
        description: rebellion.rejection_reason ?? rebellion.justification,
        eventType: 'rebellion_decided',
        phase: 'governance',
        eventDate: rebellion.decided_at,
        userSatisfaction: null,
        beforeState: 'Exception requested',
        afterState: rebellion.status === 'approved' ? 'Exception approved' : 'Exception rejected',
        triggeredBy: { source: 'user', details: rebellion.decided_by ?? 'owner' },
        origin: 'derived',
      });
    }
  }
  for (const project of sources.projects) {
    events.push({
      id: `project-${project.id}`,
      title: clip(`${project.completionStatus ? 'Primer generated' : 'Project created'}: ${project.name}`),
      description: project.description || project.projectVision,
      eventType: project.completionStatus ? 'primer_generated' : 'project_created',
      phase: project.completionStatus ? 'planning' : 'vision',
      eventDate: project.createdAt,
      userSatisfaction: null,
      beforeState: 'No project',
      afterState: project.completionStatus ? 'Project with a primer' : 'Project without a primer',
      triggeredBy: { source: project.source, details: project.name },
      origin: 'derived',
    });
  }
  for (const decision of sources.memoryDecisions) {
    events.push({
      id: `memory-${decision.memoryId}`,
      title: clip(`Decision remembered: ${decision.title || decision.choice}`),
      description: decision.rationale || decision.choice,
      eventType: 'memory_decision',
      phase: 'building',
      eventDate: decision.createdAt,
      userSatisfaction: null,
      beforeState: decision.alternatives.length ? decision.alternatives.join(', ') : 'Open question',
      afterState: decision.choice,
      triggeredBy: { source: 'memory agent', details: decision.decisionType },
      origin: 'derived',
    });
  }
  for (const mission of sources.rescueMissions) {
    events.push({
      id: `rescue-${mission.id}-started`,
      title: clip(`Rescue mission started: ${mission.projectName}`),
      description: mission.problemDescription,
      eventType: 'rescue_started',
      phase: 'recovery',
      eventDate: mission.createdAt,
      userSatisfaction: null,
      beforeState: mission.problemDescription,
      afterState: `Rescue mission (${mission.phase})`,
      triggeredBy: { source: 'user', details: mission.userGoal },
      origin: 'derived',
    });
    if (mission.completedAt) {
      events.push({
        id: `rescue-${mission.id}-completed`,
        title: clip(`Project recovered: ${mission.projectName}`),
        description: mission.userGoal,
        eventType: 'rescue_completed',
        phase: 'recovery',
        eventDate: mission.completedAt,
        userSatisfaction: null,
        beforeState: mission.problemDescription,
        afterState: 'Recovered',
        triggeredBy: { source: 'user', details: `${mission.plan.length} plan step(s) done` },
        origin: 'derived',
      });
    }
  }
  return events;
}

function todosOf(sources: HistorySources, insightTitle: Map<string, string>): StrategicTodo[] {
  const related = (id: string) => {
    const title = insightTitle.get(id);
    return title ? [{ title }] : [];
  };
  const todos: StrategicTodo[] = [];
  const rebelled = new Set(sources.rebellions.map((r) => r.decision_id).filter(Boolean));
  for (const rebellion of sources.rebellions) {
    todos.push({
      id: `rebellion-${rebellion.rebellion_id}`,
      title: clip(`Decide the exception: ${rebellion.requested_action}`),
      description: rebellion.justification,
      priority: priorityOf(rebellion.risk_analysis.level),
      status: rebellion.status === 'pending' ? 'pending' : 'completed',
      userRequest: rebellion.requested_action,
      originalContext: `Filed by ${rebellion.agent_id}${projectLabel(rebellion)}`,
      relatedInsights: related(`rebellion-${rebellion.rebellion_id}`),
      originalDate: rebellion.created_at,
      category: 'governance',
      origin: 'derived',
    });
  }
  for (const entry of sources.decisions) {
    if (entry.status !== 'blocked' || rebelled.has(entry.decision_id)) continue;
    todos.push({
      id: `decision-${entry.decision_id}`,
      title: clip(`Rework the blocked decision: ${entry.decision_type}`),
      description: `Blocked by ${entry.violated_rule_ids.join(', ') || 'the constitution'}: change the approach or file a rebellion.`,
      priority: priorityOf(entry.risk),
      status: 'pending',
      userRequest: entry.description,
      originalContext: `Decision ledger (${entry.source})${projectLabel(entry)}`,
      relatedInsights: related(`decision-${entry.decision_id}`),
      originalDate: entry.at,
      category: 'governance',
      origin: 'derived',
    });
  }
  for (const decision of sources.memoryDecisions) {
    if (decision.validatedAt) continue;
    todos.push({
      id: `memory-${decision.memoryId}`,
      title: clip(`Validate the decision: ${decision.title || decision.choice}`),
      description: decision.rationale || decision.choice,
      priority: 'medium',
      status: 'pending',
      userRequest: decision.choice,
      originalContext: 'Memory agent decision',
      relatedInsights: related(`memory-${decision.memoryId}`),
      originalDate: decision.createdAt,
      category: 'memory',
      origin: 'derived',
    });
  }
  for (const mission of sources.rescueMissions) {
    for (const step of mission.plan) {
      todos.push({
        id: `rescue-${mission.id}-${step.id}`,
        title: clip(step.title),
        description: step.detail,
        priority: step.ruleId ? 'high' : 'medium',
        status: step.done ? 'completed' : mission.phase === 'guided_recovery' ? 'in_progress' : 'pending',
        userRequest: mission.userGoal,
        originalContext: `Rescue mission: ${mission.projectName}`,
        relatedInsights: related(`rescue-${mission.id}`),
        originalDate: mission.updatedAt,
        category: 'recovery',
        origin: 'derived',
      });
    }
  }
  return todos;
}

/** Newest first; the same date keeps id order so the result never depends on the store's order. */
export function newestFirst<T extends { id: string }>(items: T[], dateOf: (item: T) => string): T[] {
  return items.sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || a.id.localeCompare(b.id));
}

/** Insights, evolution events and strategic todos from what really happened (pure; newest first). */
export function deriveHistory(sources: HistorySources): DerivedHistory {
  const insights = [
    ...sources.decisions.map(decisionInsight),
    ...sources.rebellions.map(rebellionInsight),
    ...sources.projects.map(projectInsight),
    ...sources.memoryDecisions.map(memoryInsight),
    ...sources.rescueMissions.map(rescueInsight),
  ];
  const titles = new Map(insights.map((insight) => [insight.id, insight.title]));
  return {
    insights: newestFirst(insights, (i) => i.originalDate),
    evolution: newestFirst(evolutionOf(sources), (e) => e.eventDate),
    todos: newestFirst(todosOf(sources, titles), (t) => t.originalDate),
  };
}

export interface InsightFilter {
  search?: string | undefined;
  type?: string | undefined;
  category?: string | undefined;
}

/** Search (title, description, quotes, source, tags; case-insensitive) and the type and category filters. */
export function filterInsights(insights: readonly Insight[], filter: InsightFilter): Insight[] {
  const needle = filter.search?.trim().toLowerCase() ?? '';
  return insights.filter((insight) => {
    if (filter.type && filter.type !== 'all' && insight.type !== filter.type) return false;
    if (filter.category && filter.category !== 'all' && insight.category !== filter.category) return false;
    if (!needle) return true;
    return [
      insight.title,
      insight.description,
      insight.userQuote,
      insight.agentResponse,
      insight.sourceContext,
      ...insight.tags,
    ].some((text) => text.toLowerCase().includes(needle));
  });
}

/** Insight statistics over every insight (not only the filtered ones). */
export function insightStatistics(insights: readonly Insight[]): InsightStatistics {
  return {
    totalInsights: insights.length,
    implementedInsights: insights.filter((i) => i.evolutionStage === 'implemented').length,
    highImpactInsights: insights.filter((i) => i.impactLevel === 'high').length,
  };
}

/** The recent insights list (5 newest). `insights` must be newest first. */
export const recentInsights = (insights: readonly Insight[]): Insight[] => insights.slice(0, RECENT_INSIGHTS);
