import { randomUUID } from 'node:crypto';
import {
  CharterError,
  type CreateEvolutionEventInput,
  type CreateInsightInput,
  type CreateTodoInput,
  deriveHistory,
  type EvolutionEvent,
  filterInsights,
  type Insight,
  type InsightFilter,
  type InsightsResponse,
  insightStatistics,
  newestFirst,
  recentInsights,
  type StrategicTodo,
  type UpdateEvolutionEventInput,
  type UpdateInsightInput,
  type UpdateTodoInput,
} from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { HistoryEntryRecord, UserRecord } from '../store/port';
import { readLedger } from './decisions';

type Out<T extends z.ZodType> = z.output<T>;
type Kind = HistoryEntryRecord['kind'];
interface EntryOf {
  insight: Insight;
  evolution: EvolutionEvent;
  todo: StrategicTodo;
}

const LABEL: Record<Kind, string> = {
  insight: 'insight',
  evolution: 'evolution event',
  todo: 'strategic todo',
};
const notFound = (kind: Kind, id: string) =>
  new CharterError('NOT_FOUND', `No ${LABEL[kind]} ${JSON.stringify(id)} of yours to edit.`);

/** Drops the keys an edit left out, so they keep their stored value. */
const defined = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

export interface HistoricalContextService {
  insights(user: UserRecord, filter: InsightFilter): Promise<InsightsResponse>;
  evolution(user: UserRecord): Promise<EvolutionEvent[]>;
  todos(user: UserRecord): Promise<StrategicTodo[]>;
  createInsight(user: UserRecord, input: Out<typeof CreateInsightInput>): Promise<Insight>;
  updateInsight(user: UserRecord, id: string, input: Out<typeof UpdateInsightInput>): Promise<Insight>;
  createEvolutionEvent(
    user: UserRecord,
    input: Out<typeof CreateEvolutionEventInput>,
  ): Promise<EvolutionEvent>;
  updateEvolutionEvent(
    user: UserRecord,
    id: string,
    input: Out<typeof UpdateEvolutionEventInput>,
  ): Promise<EvolutionEvent>;
  createTodo(user: UserRecord, input: Out<typeof CreateTodoInput>): Promise<StrategicTodo>;
  updateTodo(user: UserRecord, id: string, input: Out<typeof UpdateTodoInput>): Promise<StrategicTodo>;
}

/**
 * Historical context: what the user's account recorded, read from the store (the
 * decision ledger, rebellions, projects, memory decisions, rescue missions) and derived in core, joined with
 * the entries the user wrote. Every read is the signed-in user's own; an edit of anyone else's entry (or of a
 * derived one) is a 404.
 */
export function createHistoricalContext(ctx: AppContext): HistoricalContextService {
  const { store } = ctx;

  async function history(user: UserRecord) {
    const [decisions, rebellions, projects, memoryDecisions, rescueMissions, entries] = await Promise.all([
      readLedger(ctx, user),
      store.rebellions.listByOwner(user.id),
      store.projects.listByOwner(user.id),
      store.memory.listDecisions(user.id),
      store.rescueMissions.listByOwner(user.id),
      store.historyEntries.listByOwner(user.id),
    ]);
    const derived = deriveHistory({ decisions, rebellions, projects, memoryDecisions, rescueMissions });
    const own = <K extends Kind>(kind: K) =>
      entries.filter((e) => e.kind === kind).map((e) => e.entry as EntryOf[K]);
    return {
      insights: newestFirst([...derived.insights, ...own('insight')], (i) => i.originalDate),
      evolution: newestFirst([...derived.evolution, ...own('evolution')], (e) => e.eventDate),
      todos: newestFirst([...derived.todos, ...own('todo')], (t) => t.originalDate),
    };
  }

  async function create<K extends Kind>(
    user: UserRecord,
    kind: K,
    build: (id: string, at: string) => EntryOf[K],
  ) {
    const at = ctx.now().toISOString();
    const id = `hc_${randomUUID()}`;
    const entry = build(id, at);
    await store.historyEntries.create({
      kind,
      id,
      ownerId: user.id,
      createdAt: at,
      updatedAt: at,
      entry,
    } as HistoryEntryRecord);
    return entry;
  }

  async function update<K extends Kind>(
    user: UserRecord,
    kind: K,
    id: string,
    patch: object,
  ): Promise<EntryOf[K]> {
    const current = await store.historyEntries.get(id);
    if (!current || current.ownerId !== user.id || current.kind !== kind) throw notFound(kind, id);
    const at = ctx.now().toISOString();
    const next = await store.historyEntries.update(
      id,
      (record) =>
        ({
          ...record,
          updatedAt: at,
          entry: { ...record.entry, ...defined(patch), id: record.id, origin: 'user' },
        }) as HistoryEntryRecord,
    );
    if (!next) throw notFound(kind, id);
    return next.entry as EntryOf[K];
  }

  return {
    async insights(user, filter) {
      const { insights } = await history(user);
      return {
        insights: filterInsights(insights, filter),
        statistics: insightStatistics(insights),
        recent: recentInsights(insights),
        mockDataWarning: false,
      };
    },
    evolution: async (user) => (await history(user)).evolution,
    todos: async (user) => (await history(user)).todos,

    createInsight: (user, input) =>
      create(user, 'insight', (id, at) => ({
        id,
        title: input.title,
        description: input.description,
        type: input.type,
        category: input.category,
        evolutionStage: input.evolutionStage,
        impactLevel: input.impactLevel,
        userQuote: input.userQuote,
        agentResponse: input.agentResponse,
        originalDate: input.originalDate ?? at,
        sourceContext: input.sourceContext || 'Added by you',
        tags: input.tags,
        origin: 'user',
      })),
    updateInsight: (user, id, input) => update(user, 'insight', id, input),

    createEvolutionEvent: (user, input) =>
      create(user, 'evolution', (id, at) => ({
        id,
        title: input.title,
        description: input.description,
        eventType: input.eventType,
        phase: input.phase,
        eventDate: input.eventDate ?? at,
        userSatisfaction: input.userSatisfaction,
        beforeState: input.beforeState,
        afterState: input.afterState,
        triggeredBy: { source: 'user', details: input.details || user.name },
        origin: 'user',
      })),
    updateEvolutionEvent: (user, id, input) => {
      const { details, ...rest } = input;
      const patch = details === undefined ? rest : { ...rest, triggeredBy: { source: 'user', details } };
      return update(user, 'evolution', id, patch);
    },

    createTodo: (user, input) =>
      create(user, 'todo', (id, at) => ({
        id,
        title: input.title,
        description: input.description,
        priority: input.priority,
        status: input.status,
        userRequest: input.userRequest,
        originalContext: input.originalContext,
        relatedInsights: input.relatedInsights.map((title) => ({ title })),
        originalDate: at,
        category: input.category,
        origin: 'user',
      })),
    updateTodo: (user, id, input) => {
      const { relatedInsights, ...rest } = input;
      const patch =
        relatedInsights === undefined
          ? rest
          : { ...rest, relatedInsights: relatedInsights.map((title) => ({ title })) };
      return update(user, 'todo', id, patch);
    },
  };
}
