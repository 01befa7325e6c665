import { api } from '@charter/core';
import type { H3, H3Event } from 'h3';
import { getRequestIP } from 'h3';
import type { AppContext } from '../context';
import { findUser } from '../http/auth-guards';
import { defineHandler } from '../http/define-handler';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../http/session-cookie';
import { createSession, deleteSession } from '../services/sessions';
import { signInUser } from '../services/sign-in';
import { completeOnboarding, registerUser, toUser } from '../services/users';
import type { UserRecord } from '../store/port';

/** The socket address. X-Forwarded-For is deliberately ignored: any client can write it. */
export function toClientAddress(event: H3Event): string {
  return getRequestIP(event) ?? 'unknown';
}

/** A fresh session at every sign-in; a session the browser still held is revoked, not reused. */
async function startUserSession(event: H3Event, ctx: AppContext, user: UserRecord): Promise<void> {
  await deleteSession(ctx.store, readSessionCookie(event, 'user'));
  const now = ctx.now();
  const { token } = await createSession(ctx.store, 'user', user.id, now);
  // The operator's user list shows it ("last sign-in"); registering signs in too.
  await ctx.store.users.update(user.id, { lastSignInAt: now.toISOString() });
  writeSessionCookie(event, ctx.env, 'user', token);
}

export function registerAuthRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.auth.register, async (event, { body }) => {
    const user = await registerUser(ctx, body);
    await startUserSession(event, ctx, user);
    return { success: true as const, user: toUser(user) };
  });

  defineHandler(app, ctx, api.auth.login, async (event, { body }) => {
    const user = await signInUser(ctx, { ...body, address: toClientAddress(event) });
    await startUserSession(event, ctx, user);
    return { success: true as const, user: toUser(user) };
  });

  defineHandler(app, ctx, api.auth.logout, async (event) => {
    await deleteSession(ctx.store, readSessionCookie(event, 'user'));
    clearSessionCookie(event, ctx.env, 'user');
    return { success: true as const };
  });

  defineHandler(app, ctx, api.auth.me, async (event) => {
    const found = await findUser(event, ctx);
    return { success: true as const, user: found ? toUser(found.user) : null };
  });

  defineHandler(app, ctx, api.auth.completeOnboarding, async (_event, { user }) => ({
    success: true as const,
    user: toUser(await completeOnboarding(ctx, user)),
  }));
}
