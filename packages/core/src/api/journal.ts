import { z } from 'zod';
import { JOURNAL_ENTRY_MAX_CHARS } from '../journal/text';
import { IdParamSchema, SuccessSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';

export * from '../journal/index';

/**
 * The Hash Journal (spec 002 §2.14): a signed-in user's own journal entries. Every route acts on the
 * session's user only; another user's entry answers 404 exactly like an unknown one. Tags and word counts
 * are computed from the text with core's `extractHashtags` and `countWords`, never sent by the client.
 */

export const JournalEntryInput = z.object({
  text: z
    .string({ error: 'Write something first.' })
    .refine((text) => text.trim().length > 0, { error: 'Write something first.' })
    .refine((text) => text.length <= JOURNAL_ENTRY_MAX_CHARS, {
      error: `An entry must be at most ${JOURNAL_ENTRY_MAX_CHARS.toLocaleString('en-US')} characters.`,
    }),
});
export type JournalEntryInput = z.input<typeof JournalEntryInput>;

export const JournalEntrySchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Lowercase, each once, in order of first appearance. */
  hashtags: z.array(z.string()),
  wordCount: z.number().int().nonnegative(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

export const JournalEntryListSchema = z.object({
  /** Newest first. */
  entries: z.array(JournalEntrySchema),
  /** How many entries the user may keep. */
  limit: z.number().int().positive(),
});
export const JournalEntryResponseSchema = z.object({ success: z.literal(true), entry: JournalEntrySchema });
export const JournalEntryParams = IdParamSchema('entryId');

const tags = ['journal'];

export const journalApi = {
  listEntries: defineRoute({
    method: 'GET',
    path: '/api/journal/entries',
    summary: "The signed-in user's journal entries, newest first",
    auth: 'user',
    response: JournalEntryListSchema,
    tags,
  }),
  createEntry: defineRoute({
    method: 'POST',
    path: '/api/journal/entries',
    summary: 'Write a journal entry (409 past the per-user limit)',
    auth: 'user',
    body: JournalEntryInput,
    response: JournalEntryResponseSchema,
    tags,
  }),
  updateEntry: defineRoute({
    method: 'PUT',
    path: '/api/journal/entries/:entryId',
    summary: "Replace one of the signed-in user's entries' text (404 for an unknown or foreign id)",
    auth: 'user',
    params: JournalEntryParams,
    body: JournalEntryInput,
    response: JournalEntryResponseSchema,
    tags,
  }),
  deleteEntry: defineRoute({
    method: 'DELETE',
    path: '/api/journal/entries/:entryId',
    summary: "Delete one of the signed-in user's entries (404 for an unknown or foreign id)",
    auth: 'user',
    params: JournalEntryParams,
    response: SuccessSchema,
    tags,
  }),
} as const;
