import { toUsedRebellion } from '@charter/core';
import type { AppContext } from '../context';

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
  await ctx.store.rebellions.update(rebellionId, (current) =>
    toUsedRebellion(current, { at, actor, decisionId }),
  );
}
