import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  exportUserContext,
  getAdminContext,
  previewMemoryPurge,
  purgeMemorySessions,
} from '../services/admin-context';

/** Context Management (`/admin/context`): the overview, one user's export, the memory purge. */
export function registerAdminContextRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.adminContext.overview, (_event, { query }) => getAdminContext(ctx, query));
  defineHandler(app, ctx, api.adminContext.exportUser, (_event, { admin, params }) =>
    exportUserContext(ctx, admin, params.userId),
  );
  defineHandler(app, ctx, api.adminContext.previewPurge, (_event, { params, query }) =>
    previewMemoryPurge(ctx, params.userId, query.olderThanDays),
  );
  defineHandler(app, ctx, api.adminContext.purgeMemory, (_event, { admin, params, body }) =>
    purgeMemorySessions(ctx, admin, params.userId, body),
  );
}
