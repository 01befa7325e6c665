import type { AppContext } from '../context';

/** Keeps a record bounded however often an exception is used: the oldest 'used' events go first. */
const MAX_HISTORY = 200;

/**
 * Records that an approved exception let a decision through. Its own module: deciding (decisions.ts) uses it,
 * and filing a rebellion (rebellions.ts) runs decisions, so neither imports the other's module for it.
 */
export async function recordExceptionUse(
  ctx: AppContext,
  rebellionId: string,
  actor: string,
  decisionId: string,
) {
  const at = ctx.now().toISOString();
  await ctx.store.rebellions.update(rebellionId, (current) => {
    const history = [...current.history, { at, actor, action: 'used' as const, note: decisionId }];
    return {
      ...current,
      times_used: current.times_used + 1,
      // The first events (filed, decided) stay; the oldest uses go.
      history:
        history.length > MAX_HISTORY ? [...history.slice(0, 2), ...history.slice(2 - MAX_HISTORY)] : history,
    };
  });
}
