import { isCharterError, toUsedRebellion, toUsesLeft } from '@charter/core';
import type { AppContext } from '../context';

/**
 * Takes one use of an approved exception for decision `decisionId`, under the rebellion's lock. False when
 * it may no longer be used (used up, revoked, gone): the caller judges the decision without it. Once the
 * last use is taken, every instance's cache drops the grant. Its own module: deciding (decisions.ts) uses
 * it, and filing a rebellion (rebellions.ts) runs decisions, so neither imports the other's module for it.
 */
export async function recordExceptionUse(
  ctx: AppContext,
  ownerId: string,
  rebellionId: string,
  actor: string,
  decisionId: string,
): Promise<boolean> {
  const at = ctx.now().toISOString();
  let used: Awaited<ReturnType<typeof ctx.store.rebellions.update>>;
  try {
    used = await ctx.store.rebellions.update(rebellionId, (current) =>
      toUsedRebellion(current, { at, actor, decisionId }),
    );
  } catch (error) {
    if (!isCharterError(error) || error.code !== 'CONFLICT') throw error;
    used = null;
  }
  if (!used || toUsesLeft(used) === 0) await ctx.governance.cache.invalidate(ownerId);
  return used !== null;
}
