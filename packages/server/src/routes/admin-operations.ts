import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { listAdminAudit } from '../services/admin-audit';
import { getAdminHealth, getAdminUsage } from '../services/admin-instance';
import { disableUser, enableUser, endUserSessions, listAdminUsers } from '../services/admin-users';

/** The operator's `/admin` home: users (with the changes an operator makes), health, usage, the audit log. */
export function registerAdminOperationRoutes(app: H3, ctx: AppContext): void {
  // The app's start: uptime is this instance's, as a load balancer's health check would see it.
  const startedAt = ctx.now();

  defineHandler(app, ctx, api.adminOperations.users, async () => ({ users: await listAdminUsers(ctx) }));
  defineHandler(app, ctx, api.adminOperations.disableUser, async (_event, { admin, params }) => ({
    user: await disableUser(ctx, admin, params.userId),
  }));
  defineHandler(app, ctx, api.adminOperations.enableUser, async (_event, { admin, params }) => ({
    user: await enableUser(ctx, admin, params.userId),
  }));
  defineHandler(app, ctx, api.adminOperations.endSessions, async (_event, { admin, params }) => ({
    ended: await endUserSessions(ctx, admin, params.userId),
  }));
  defineHandler(app, ctx, api.adminOperations.health, () => getAdminHealth(ctx, startedAt));
  defineHandler(app, ctx, api.adminOperations.usage, async (_event, { query }) => {
    await ctx.governance.ledger.flush();
    return getAdminUsage(ctx, query.days);
  });
  defineHandler(app, ctx, api.adminOperations.audit, async (_event, { query }) => ({
    entries: await listAdminAudit(ctx, query.limit),
  }));
}
