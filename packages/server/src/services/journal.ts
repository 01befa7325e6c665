import { randomUUID } from 'node:crypto';
import type { JournalEntry } from '@charter/core';
import { CharterError, countEntryWords, extractHashtags, JOURNAL_ENTRY_LIMIT } from '@charter/core';
import type { AppContext } from '../context';
import type { JournalEntryRecord, UserRecord } from '../store/port';

const NO_SUCH_ENTRY = 'No such journal entry of yours: it may have been deleted.';
const FULL = `Your journal holds its limit of ${JOURNAL_ENTRY_LIMIT.toLocaleString('en-US')} entries. Delete some old entries to write new ones.`;

/** What the owner sees: the stored record without its owner. */
export function toJournalEntry(record: JournalEntryRecord): JournalEntry {
  const { ownerId: _ownerId, ...entry } = record;
  return entry;
}

/** Tags and words come from the text, always with core's rules (the console counts the same way live). */
const derived = (text: string) => ({
  text,
  hashtags: extractHashtags(text),
  wordCount: countEntryWords(text),
});

export async function listJournalEntries(ctx: AppContext, user: UserRecord): Promise<JournalEntryRecord[]> {
  return ctx.store.journalEntries.listByOwner(user.id);
}

export async function createJournalEntry(
  ctx: AppContext,
  user: UserRecord,
  text: string,
  limit = JOURNAL_ENTRY_LIMIT,
): Promise<JournalEntryRecord> {
  const now = ctx.now().toISOString();
  const created = await ctx.store.journalEntries.create(
    { id: `jrn_${randomUUID()}`, ownerId: user.id, ...derived(text), createdAt: now, updatedAt: now },
    limit,
  );
  if (!created) throw new CharterError('CONFLICT', FULL);
  return created;
}

/** The user's own entry; another user's id answers 404 exactly like an unknown one. */
async function ownEntry(ctx: AppContext, user: UserRecord, id: string): Promise<JournalEntryRecord> {
  const entry = await ctx.store.journalEntries.get(id);
  if (!entry || entry.ownerId !== user.id) throw new CharterError('NOT_FOUND', NO_SUCH_ENTRY);
  return entry;
}

export async function updateJournalEntry(
  ctx: AppContext,
  user: UserRecord,
  id: string,
  text: string,
): Promise<JournalEntryRecord> {
  await ownEntry(ctx, user, id);
  const updated = await ctx.store.journalEntries.update(id, (current) => ({
    ...current,
    ...derived(text),
    updatedAt: ctx.now().toISOString(),
  }));
  if (!updated) throw new CharterError('NOT_FOUND', NO_SUCH_ENTRY);
  return updated;
}

export async function deleteJournalEntry(ctx: AppContext, user: UserRecord, id: string): Promise<void> {
  await ownEntry(ctx, user, id);
  if (!(await ctx.store.journalEntries.delete(id))) throw new CharterError('NOT_FOUND', NO_SUCH_ENTRY);
}
