import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { listContextEntries } from '../services/context-entries';

/** Context entries: a project's historical context, by the project's slug. */
export function registerContextEntryRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.contextEntries.list, async (_event, { user, params }) => ({
    entries: await listContextEntries(ctx, user, params.projectSlug!),
  }));
}
