import { z } from 'zod';
import { isTimeZone } from '../journal/days';
import { HASHTAG_MAX_LENGTH, JOURNAL_ENTRY_MAX_CHARS } from '../journal/text';

export {
  type StoredJournalEntry,
  toDailyProgress,
  toHashEntry,
  toHashText,
  toKnowledgeNodes,
} from '../journal/hash-shapes';

import { IdParamSchema, SuccessSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';

// The journal's own rules, for clients that import them with the contract.
export {
  currentStreak,
  type DayZone,
  dailyWordTotals,
  daysEndingOn,
  entryDays,
  isTimeZone,
  type JournalEntryLike,
  localDayKey,
  longestStreak,
  shiftDay,
  type TagCount,
  type TagKnowledge,
  tagCountsBetween,
  tagKnowledge,
  zonedDayKey,
} from '../journal/days';
export {
  countEntryWords,
  DAILY_WORD_GOAL,
  extractHashtags,
  goalPercent,
  HASHTAG_MAX_LENGTH,
  JOURNAL_ENTRY_LIMIT,
  JOURNAL_ENTRY_MAX_CHARS,
} from '../journal/text';

/**
 * The Hash Journal: a signed-in user's own journal entries. Every route acts on the
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

/**
 * The journal under the paths spec 002 documents (`/api/hash/*`): the same entries, in the spec's shapes.
 * A posted `title` becomes the entry's first line and each of `tags` a hashtag, so the stored text is still
 * the one source of tags and words.
 */
export const HashEntryInput = z.object({
  title: z.string({ error: 'title must be text.' }).trim().max(200).optional(),
  content: JournalEntryInput.shape.text,
  tags: z
    .array(
      z
        .string({ error: 'Each tag must be text.' })
        .trim()
        .regex(/^#?[\p{L}\p{N}_-]*$/u, { error: 'A tag is letters, digits, "-" or "_".' })
        .max(HASHTAG_MAX_LENGTH + 1),
    )
    .max(20, { error: 'At most 20 tags.' })
    .optional(),
});
export const HashEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  wordCount: z.number().int().nonnegative(),
  createdAt: TimestampSchema,
});
export type HashEntry = z.infer<typeof HashEntrySchema>;
export const HashDayQuery = z.object({
  /** The writer's IANA zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); UTC when absent. */
  timeZone: z
    .string()
    .refine(isTimeZone, { error: 'timeZone must be an IANA time zone such as Europe/Berlin.' })
    .default('UTC'),
});
export const HashDailyProgressSchema = z.object({
  date: z.string(),
  wordsWritten: z.number().int().nonnegative(),
  entriesCreated: z.number().int().nonnegative(),
  goal: z.number().int().positive(),
  goalPercent: z.number().min(0).max(100),
  streak: z.number().int().nonnegative(),
});
export const KnowledgeNodeSchema = z.object({
  id: z.string(),
  nodeName: z.string(),
  nodeType: z.literal('hashtag'),
  mentionCount: z.number().int().positive(),
  relatedConcepts: z.array(z.string()),
  firstUsed: TimestampSchema,
  lastUsed: TimestampSchema,
});

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
  hashListEntries: defineRoute({
    method: 'GET',
    path: '/api/hash/entries',
    summary: 'The journal entries in the shape spec 002 names (same entries as /api/journal/entries)',
    auth: 'user',
    response: z.object({ entries: z.array(HashEntrySchema) }),
    tags,
  }),
  hashCreateEntry: defineRoute({
    method: 'POST',
    path: '/api/hash/entries',
    summary: 'Write a journal entry from { title?, content, tags? } (spec 002)',
    auth: 'user',
    body: HashEntryInput,
    response: z.object({ success: z.literal(true), entry: HashEntrySchema }),
    tags,
  }),
  hashDailyProgress: defineRoute({
    method: 'GET',
    path: '/api/hash/daily-progress',
    summary: "Today's words against the daily goal and the streak, in the writer's time zone",
    auth: 'user',
    query: HashDayQuery,
    response: HashDailyProgressSchema,
    tags,
  }),
  hashKnowledgeNodes: defineRoute({
    method: 'GET',
    path: '/api/hash/knowledge-nodes',
    summary: 'The journal tags as knowledge nodes with their mention counts, most used first',
    auth: 'user',
    response: z.object({ nodes: z.array(KnowledgeNodeSchema) }),
    tags,
  }),
} as const;
