import type { Principle, StrategicContext } from '@charter/core';
import type { AppContext } from '../context';
import type { ProjectRecord, UserRecord } from '../store/port';
import { toPrinciple } from './governance';
import { createHistoricalContext } from './historical-context';

/** How many insights and todos a strategic-context answer or a handoff carries (the newest; totals say how many exist). */
export const STRATEGIC_ITEMS_LIMIT = 25;

/**
 * The user's strategic context: their insights, and their open todos, from historical context (what their
 * account recorded plus what they wrote). Read by Charter's `strategic_context` skill, the Context panel
 * and the handoff to Semi.
 */
export async function getStrategicContext(ctx: AppContext, user: UserRecord): Promise<StrategicContext> {
  const history = createHistoricalContext(ctx);
  const [{ insights }, todos] = await Promise.all([history.insights(user, {}), history.todos(user)]);
  const open = todos.filter((todo) => todo.status !== 'completed');
  return {
    success: true,
    strategicInsights: insights.slice(0, STRATEGIC_ITEMS_LIMIT),
    totalInsights: insights.length,
    strategicTodos: open.slice(0, STRATEGIC_ITEMS_LIMIT),
    totalTodos: open.length,
  };
}

/** The user's constitutional rules as principles, with the constitution version. */
export async function getConstitutionalRules(
  ctx: AppContext,
  user: UserRecord,
): Promise<{ rules: Principle[]; constitution_version: string }> {
  const { constitution } = await ctx.governance.cache.getOwner(user.id);
  return { rules: constitution.rules.map(toPrinciple), constitution_version: constitution.version };
}

/** The project a handoff is about: the user's most recently updated one with a primer, else the newest. */
export async function getHandoffProject(ctx: AppContext, user: UserRecord): Promise<ProjectRecord | null> {
  const projects = await ctx.store.projects.listByOwner(user.id);
  return projects.find((p) => p.primerContent.trim() !== '') ?? projects[0] ?? null;
}
