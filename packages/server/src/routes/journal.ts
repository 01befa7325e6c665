import {
  api,
  JOURNAL_ENTRY_LIMIT,
  toDailyProgress,
  toHashEntry,
  toHashText,
  toKnowledgeNodes,
} from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  createJournalEntry,
  deleteJournalEntry,
  listJournalEntries,
  toJournalEntry,
  updateJournalEntry,
} from '../services/journal';

/** 20 000 characters of text may take up to 80 000 bytes of UTF-8 (plus JSON escapes): above the 64 KiB default. */
const ENTRY_BODY = { limit: 256 * 1024 };

/** The Hash Journal: the signed-in user's own entries, never anyone else's. */
export function registerJournalRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.journal.listEntries, async (_event, { user }) => ({
    entries: (await listJournalEntries(ctx, user)).map(toJournalEntry),
    limit: JOURNAL_ENTRY_LIMIT,
  }));

  defineHandler(
    app,
    ctx,
    api.journal.createEntry,
    async (_event, { user, body }) => ({
      success: true as const,
      entry: toJournalEntry(await createJournalEntry(ctx, user, body.text)),
    }),
    { body: ENTRY_BODY },
  );

  defineHandler(
    app,
    ctx,
    api.journal.updateEntry,
    async (_event, { user, params, body }) => ({
      success: true as const,
      entry: toJournalEntry(await updateJournalEntry(ctx, user, params.entryId!, body.text)),
    }),
    { body: ENTRY_BODY },
  );

  defineHandler(app, ctx, api.journal.deleteEntry, async (_event, { user, params }) => {
    await deleteJournalEntry(ctx, user, params.entryId!);
    return { success: true as const };
  });

  // The paths spec 002 documents, on the same entries.
  defineHandler(app, ctx, api.journal.hashListEntries, async (_event, { user }) => ({
    entries: (await listJournalEntries(ctx, user)).map(toHashEntry),
  }));

  defineHandler(
    app,
    ctx,
    api.journal.hashCreateEntry,
    async (_event, { user, body }) => ({
      success: true as const,
      entry: toHashEntry(await createJournalEntry(ctx, user, toHashText(body))),
    }),
    { body: ENTRY_BODY },
  );

  defineHandler(app, ctx, api.journal.hashDailyProgress, async (_event, { user, query }) =>
    toDailyProgress(await listJournalEntries(ctx, user), query.timeZone, ctx.now()),
  );

  defineHandler(app, ctx, api.journal.hashKnowledgeNodes, async (_event, { user }) => ({
    nodes: toKnowledgeNodes(await listJournalEntries(ctx, user)),
  }));
}
