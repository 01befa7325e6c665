import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  changePassword,
  listAccountSessions,
  revokeAccountSession,
  revokeOtherSessions,
  updateProfile,
} from '../services/account';
import { toUser } from '../services/users';
import { toClientAddress } from './auth';

/** The Settings screen: the signed-in user's profile, password and sessions, never anyone else's. */
export function registerAccountRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.account.updateProfile, async (_event, { user, body }) => ({
    success: true as const,
    user: toUser(await updateProfile(ctx, user, body)),
  }));

  defineHandler(app, ctx, api.account.changePassword, async (event, { user, session, body }) => ({
    success: true as const,
    revokedSessions: await changePassword(ctx, user, session, {
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      address: toClientAddress(event),
    }),
  }));

  defineHandler(app, ctx, api.account.listSessions, async (_event, { user, session }) => ({
    sessions: await listAccountSessions(ctx, user, session),
  }));

  defineHandler(app, ctx, api.account.revokeSession, async (_event, { user, session, params }) => ({
    success: true as const,
    revokedSessions: await revokeAccountSession(ctx, user, session, params.sessionId!),
  }));

  defineHandler(app, ctx, api.account.revokeOtherSessions, async (_event, { user, session }) => ({
    success: true as const,
    revokedSessions: await revokeOtherSessions(ctx, user, session),
  }));
}
