import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { listConversationSessions, saveConversationSession } from '../services/conversations';

/** 500 messages of up to 20 000 characters: a long session is far past the 64 KiB of a form. */
const SESSION_BODY = { limit: 12 * 1024 * 1024 };

export function registerConversationRoutes(app: H3, ctx: AppContext): void {
  defineHandler(
    app,
    ctx,
    api.conversations.saveSession,
    async (_event, { user, body }) => ({
      success: true as const,
      ...(await saveConversationSession(ctx, user, body)),
    }),
    { body: SESSION_BODY },
  );

  defineHandler(app, ctx, api.conversations.listSessions, async (_event, { user, params }) => ({
    success: true as const,
    sessions: await listConversationSessions(ctx, user, params.userId!),
  }));
}
