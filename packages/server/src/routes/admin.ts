import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { findAdmin } from '../http/auth-guards';
import { defineHandler } from '../http/define-handler';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../http/session-cookie';
import { toAdmin } from '../services/admins';
import { createSession, deleteSession } from '../services/sessions';
import { signInAdmin } from '../services/sign-in';
import { toClientAddress } from './auth';

export function registerAdminRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.admin.login, async (event, { body }) => {
    const admin = await signInAdmin(ctx, { ...body, address: toClientAddress(event) });
    await deleteSession(ctx.store, readSessionCookie(event, 'admin'));
    const { token } = await createSession(ctx.store, 'admin', admin.id, ctx.now());
    writeSessionCookie(event, ctx.env, 'admin', token);
    return { success: true as const, admin: toAdmin(admin) };
  });

  defineHandler(app, ctx, api.admin.me, async (event) => {
    const found = await findAdmin(event, ctx);
    return { authenticated: found !== null, admin: found ? toAdmin(found.admin) : null };
  });

  defineHandler(app, ctx, api.admin.logout, async (event) => {
    await deleteSession(ctx.store, readSessionCookie(event, 'admin'));
    clearSessionCookie(event, ctx.env, 'admin');
    return { success: true as const };
  });
}
