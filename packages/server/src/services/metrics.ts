import type { Metrics } from '@charter/core';
import { toMetrics } from '@charter/core';
import type { AppContext } from '../context';
import type { UserRecord } from '../store/port';
import { readLedger } from './decisions';

/** ROI analytics from the user's ledger (core's `toMetrics`). */
export async function computeMetrics(ctx: AppContext, owner: UserRecord): Promise<Metrics> {
  return toMetrics(await readLedger(ctx, owner), { now: ctx.now() });
}
