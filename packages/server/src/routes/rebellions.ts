import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  approveRebellion,
  fileRebellion,
  listRebellions,
  rejectRebellion,
  revokeRebellion,
} from '../services/rebellions';

export function registerRebellionRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.rebellions.file, (_event, { key, owner, body }) =>
    fileRebellion(ctx, key, owner, body),
  );

  defineHandler(app, ctx, api.rebellions.listForAgent, async (_event, { owner }) => ({
    rebellions: await listRebellions(ctx, owner),
  }));

  defineHandler(app, ctx, api.rebellions.list, async (_event, { user, query }) => ({
    rebellions: await listRebellions(ctx, user, query.status),
  }));

  defineHandler(app, ctx, api.rebellions.approve, (_event, { user, params, body }) =>
    approveRebellion(ctx, user, params.rebellionId!, body),
  );

  defineHandler(app, ctx, api.rebellions.reject, (_event, { user, params, body }) =>
    rejectRebellion(ctx, user, params.rebellionId!, body.reason),
  );

  defineHandler(app, ctx, api.rebellions.revoke, (_event, { user, params, body }) =>
    revokeRebellion(ctx, user, params.rebellionId!, body.reason),
  );
}
