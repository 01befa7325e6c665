import { randomUUID } from 'node:crypto';
import type {
  ActiveJourneyTest,
  JourneyAnalyticsResult,
  JourneyResult,
  JourneyResultInput,
} from '@charter/core';
import { CharterError, computeJourneyAnalytics, getJourneyScenario } from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { JourneyResultRecord, UserRecord } from '../store/port';

/**
 * User journey testing: one running test per user kept in the store, so completed
 * steps survive a reload; results stored per user; analytics computed from stored results only.
 */

const toResult = ({ ownerId: _owner, localId: _local, ...result }: JourneyResultRecord): JourneyResult =>
  result;

export const getActiveTest = (ctx: AppContext, user: UserRecord) => ctx.store.userJourney.getActive(user.id);

export function startTest(ctx: AppContext, user: UserRecord, scenarioId: string) {
  const now = ctx.now().toISOString();
  return ctx.store.userJourney.updateActive(user.id, (current) => {
    if (current) {
      const running = getJourneyScenario(current.scenarioId)?.name ?? current.scenarioId;
      throw new CharterError(
        'CONFLICT',
        `A test is already running (${running}): finish it or reset it before starting another.`,
      );
    }
    return { scenarioId, startedAt: now, currentStepIndex: 0, completedStepIds: [] };
  });
}

/** Completes the current step; steps go in order, and completing the same step twice (a double click) is a no-op. */
export function completeStep(ctx: AppContext, user: UserRecord, stepId: string) {
  return ctx.store.userJourney.updateActive(user.id, (current) => {
    if (!current) throw new CharterError('NOT_FOUND', 'No test is running: start one first.');
    const steps = getJourneyScenario(current.scenarioId)?.steps ?? [];
    if (current.completedStepIds.includes(stepId)) return current;
    const expected = steps[current.currentStepIndex];
    if (!expected) throw new CharterError('CONFLICT', 'Every step of this test is already complete.');
    if (!steps.some((step) => step.id === stepId)) {
      throw new CharterError('VALIDATION_FAILED', `This scenario has no step "${stepId}".`);
    }
    if (expected.id !== stepId) {
      throw new CharterError('CONFLICT', `Complete "${expected.title}" first: steps go in order.`);
    }
    return {
      ...current,
      currentStepIndex: current.currentStepIndex + 1,
      completedStepIds: [...current.completedStepIds, stepId],
    } satisfies ActiveJourneyTest;
  });
}

export async function resetTest(ctx: AppContext, user: UserRecord) {
  await ctx.store.userJourney.updateActive(user.id, () => null);
  return { success: true as const };
}

/**
 * Stores a result and ends the running test of the same scenario (submitting ends the test).
 * A result sent again with the same localId answers the first resultId.
 */
export async function submitResult(
  ctx: AppContext,
  user: UserRecord,
  input: z.output<typeof JourneyResultInput>,
) {
  const now = ctx.now();
  // A completion time in the future is the client's clock, not the truth: the server's time wins.
  const completedAt =
    input.completedAt && Date.parse(input.completedAt) <= now.getTime()
      ? input.completedAt
      : now.toISOString();
  const { localId, completedAt: _sent, ...payload } = input;
  const stored = await ctx.store.userJourney.createResult({
    ...payload,
    resultId: `jrn_${randomUUID()}`,
    ownerId: user.id,
    localId: localId ?? null,
    completedAt: new Date(completedAt).toISOString(),
    submittedAt: now.toISOString(),
  });
  await ctx.store.userJourney.updateActive(user.id, (current) =>
    current?.scenarioId === input.scenarioId ? null : current,
  );
  return { success: true as const, resultId: stored.resultId };
}

export async function listResults(ctx: AppContext, user: UserRecord): Promise<JourneyResult[]> {
  return (await ctx.store.userJourney.listResults(user.id)).map(toResult);
}

export async function getResult(ctx: AppContext, user: UserRecord, resultId: string): Promise<JourneyResult> {
  const result = await ctx.store.userJourney.getResult(resultId);
  // Someone else's result is answered exactly like a missing one.
  if (!result || result.ownerId !== user.id) throw new CharterError('NOT_FOUND', 'No such test result.');
  return toResult(result);
}

export async function getAnalytics(ctx: AppContext, user: UserRecord): Promise<JourneyAnalyticsResult> {
  return computeJourneyAnalytics(await ctx.store.userJourney.listResults(user.id));
}

export async function listAllResults(ctx: AppContext): Promise<JourneyResult[]> {
  return (await ctx.store.userJourney.listAllResults()).map(toResult);
}

export async function getAllAnalytics(ctx: AppContext): Promise<JourneyAnalyticsResult> {
  return computeJourneyAnalytics(await ctx.store.userJourney.listAllResults());
}
