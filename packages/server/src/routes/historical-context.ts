import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { createHistoricalContext } from '../services/historical-context';

/** Historical context: the signed-in user's insights, evolution events and todos. */
export function registerHistoricalContextRoutes(app: H3, ctx: AppContext): void {
  const history = createHistoricalContext(ctx);
  const hc = api.historicalContext;

  defineHandler(app, ctx, hc.insights, async (_event, { user, query }) => history.insights(user, query));
  defineHandler(app, ctx, hc.createInsight, async (_event, { user, body }) => ({
    insight: await history.createInsight(user, body),
  }));
  defineHandler(app, ctx, hc.updateInsight, async (_event, { user, params, body }) => ({
    insight: await history.updateInsight(user, params.id, body),
  }));
  defineHandler(app, ctx, hc.evolution, async (_event, { user }) => ({
    evolution: await history.evolution(user),
  }));
  defineHandler(app, ctx, hc.createEvolutionEvent, async (_event, { user, body }) => ({
    event: await history.createEvolutionEvent(user, body),
  }));
  defineHandler(app, ctx, hc.updateEvolutionEvent, async (_event, { user, params, body }) => ({
    event: await history.updateEvolutionEvent(user, params.id, body),
  }));
  defineHandler(app, ctx, hc.todos, async (_event, { user }) => ({ todos: await history.todos(user) }));
  defineHandler(app, ctx, hc.createTodo, async (_event, { user, body }) => ({
    todo: await history.createTodo(user, body),
  }));
  defineHandler(app, ctx, hc.updateTodo, async (_event, { user, params, body }) => ({
    todo: await history.updateTodo(user, params.id, body),
  }));
}
