import { api, CharterError } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { createSemiService, type SemiOptions } from '../services/semi';
import { getConstitutionalRules, getStrategicContext } from '../services/semi-context';
import { deactivateSemiKey, deleteSemiKey, generateSemiKey, listSemiKeys } from '../services/semi-keys';

/** Semi Integration: Semi keys for A2A callers, and the rules and context Semi sees. */
export function registerSemiRoutes(app: H3, ctx: AppContext, options?: SemiOptions): void {
  const semi = createSemiService(ctx, options);

  defineHandler(app, ctx, api.semi.listKeys, async (_event, { user }) => ({
    apiKeys: await listSemiKeys(ctx, user),
  }));

  defineHandler(app, ctx, api.semi.generateKey, async (_event, { user, body }) => ({
    success: true as const,
    apiKey: await generateSemiKey(ctx, user, body.keyName),
  }));

  defineHandler(app, ctx, api.semi.deactivateKey, async (_event, { user, params }) => ({
    success: true as const,
    apiKey: await deactivateSemiKey(ctx, user, params.id!),
  }));

  defineHandler(app, ctx, api.semi.deleteKey, async (_event, { user, params }) => {
    await deleteSemiKey(ctx, user, params.id!);
    return { success: true as const };
  });

  defineHandler(app, ctx, api.semi.constitutionalRules, async (_event, { user }) => ({
    success: true as const,
    ...(await getConstitutionalRules(ctx, user)),
  }));

  defineHandler(app, ctx, api.semi.strategicContext, async (_event, { user, params }) => {
    // The spec's fixed user id 1 is gone: only the signed-in user's own context (`me` or their id) is readable.
    if (params.userId !== 'me' && params.userId !== user.id) {
      throw new CharterError(
        'NOT_FOUND',
        'Strategic context is only available for your own account (use "me").',
      );
    }
    return getStrategicContext(ctx, user);
  });

  defineHandler(app, ctx, api.semi.status, (_event, { user }) => semi.status(user));

  defineHandler(app, ctx, api.semi.connect, async (_event, { user, body }) => ({
    success: true as const,
    status: await semi.connect(user, body),
  }));

  defineHandler(app, ctx, api.semi.disconnect, async (_event, { user }) => ({
    success: true as const,
    status: await semi.disconnect(user),
  }));

  defineHandler(app, ctx, api.semi.message, async (_event, { user, body }) => ({
    success: true as const,
    reply: await semi.message(user, body),
  }));

  defineHandler(app, ctx, api.semi.query, async (_event, { user, body }) => ({
    success: true as const,
    reply: await semi.query(user, body),
  }));

  defineHandler(app, ctx, api.semi.validate, async (_event, { user, body }) => ({
    success: true as const,
    reply: await semi.validate(user, body),
  }));

  defineHandler(app, ctx, api.semi.handoff, async (_event, { user, body }) => ({
    success: true as const,
    ...(await semi.handoff(user, body)),
  }));

  defineHandler(app, ctx, api.semi.activity, async (_event, { user }) => ({
    activity: await semi.activity(user),
  }));
}
