import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  captureContext,
  createValidation,
  endMemorySession,
  listDecisionHistory,
  logInteractions,
  recordDecision,
  startMemorySession,
} from '../services/memory';

const ok = true as const;

export function registerMemoryRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.memory.startSession, async (_event, { user, body }) => ({
    success: ok,
    ...(await startMemorySession(ctx, user, body.agentType)),
  }));

  defineHandler(app, ctx, api.memory.logInteraction, async (_event, { user, body }) => ({
    success: ok,
    ...(await logInteractions(ctx, user, body)),
  }));

  defineHandler(app, ctx, api.memory.captureContext, async (_event, { user, body }) => ({
    success: ok,
    ...(await captureContext(ctx, user, body)),
  }));

  defineHandler(app, ctx, api.memory.recordDecision, async (_event, { user, body }) => ({
    success: ok,
    ...(await recordDecision(ctx, user, body)),
  }));

  // Sent by navigator.sendBeacon on unload: same cookie and same-site checks, JSON only (a Blob of type
  // application/json); a text/plain beacon is refused with a hint saying so.
  defineHandler(
    app,
    ctx,
    api.memory.endSession,
    (_event, { user, body }) => endMemorySession(ctx, user, body.sessionId, body.duration, body.interactions),
    { beacon: true },
  );

  defineHandler(app, ctx, api.memory.decisionHistory, async (_event, { user, params, query }) => ({
    success: ok,
    decisions: await listDecisionHistory(ctx, user, params.userId!, query.category),
  }));

  defineHandler(app, ctx, api.memory.createValidation, async (_event, { user, body }) => ({
    success: ok,
    ...(await createValidation(ctx, user, body)),
  }));
}
