import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { deleteDraft, listDrafts, listTestCases, saveDraft, saveTestCases } from '../services/primer-drafts';

/** 16 answers of up to 5000 characters are ~80 KB of JSON: more than the 64 KiB default of a form. */
const DRAFT_BODY = { limit: 256 * 1024 };
/** Up to 50 such sets. */
const TEST_CASES_BODY = { limit: 5 * 1024 * 1024 };

export function registerPrimerDraftRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.primerDrafts.getDraft, async (_event, { user }) => ({
    success: true as const,
    drafts: await listDrafts(ctx, user),
  }));

  defineHandler(
    app,
    ctx,
    api.primerDrafts.saveDraft,
    async (_event, { user, body }) => ({
      success: true as const,
      draft: await saveDraft(ctx, user, body.answers, body.projectName),
    }),
    { body: DRAFT_BODY },
  );

  defineHandler(app, ctx, api.primerDrafts.deleteDraft, async (_event, { user }) => {
    await deleteDraft(ctx, user);
    return { success: true as const };
  });

  defineHandler(
    app,
    ctx,
    api.primerDrafts.saveTestCases,
    async (_event, { user, body }) => ({
      success: true as const,
      testCases: await saveTestCases(ctx, user, body),
    }),
    { body: TEST_CASES_BODY },
  );

  defineHandler(app, ctx, api.primerDrafts.listTestCases, async (_event, { user }) => ({
    success: true as const,
    testCases: await listTestCases(ctx, user),
  }));
}
