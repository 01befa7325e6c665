import { api, JOURNAL_ENTRY_LIMIT } from '@charter/core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers';
import { createTestApp, getUserId, json, readAnswer } from './helpers';

interface Entry {
  id: string;
  text: string;
  hashtags: string[];
  wordCount: number;
  createdAt: string;
  updatedAt: string;
}

const create = (t: TestApp, cookie: string, text: unknown) =>
  t.request('POST', '/api/journal/entries', { cookie, body: { text } });

async function list(t: TestApp, cookie: string) {
  const response = await t.request('GET', '/api/journal/entries', { cookie });
  expect(response.status).toBe(200);
  return json<{ entries: Entry[]; limit: number }>(response);
}

describe('Hash Journal routes', () => {
  it('creates, lists newest first, edits and deletes an entry, deriving tags and words from the text', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    expect(await list(t, cookie)).toEqual({ entries: [], limit: JOURNAL_ENTRY_LIMIT });

    const first = await create(t, cookie, 'Wired the #Auth guard, see https://x.dev/#auth and `#code`');
    expect(first.status).toBe(200);
    const { entry } = await json<{ entry: Entry }>(first);
    expect(entry).toMatchObject({ hashtags: ['auth'], wordCount: 8 });
    expect(entry.id).toMatch(/^jrn_/);
    expect(JSON.stringify(entry)).not.toMatch(/ownerId/);

    const second = await readAnswer(api.journal.createEntry, await create(t, cookie, 'Then #redis #Tests'));
    expect((await list(t, cookie)).entries.map((e) => e.id)).toEqual([second.entry.id, entry.id]);

    const edited = await t.request('PUT', `/api/journal/entries/${entry.id}`, {
      cookie,
      body: { text: 'Rewrote it: #ci-cd only' },
    });
    expect(edited.status).toBe(200);
    const after = (await readAnswer(api.journal.updateEntry, edited)).entry;
    expect(after).toMatchObject({
      id: entry.id,
      hashtags: ['ci-cd'],
      wordCount: 4,
      createdAt: entry.createdAt,
    });

    const deleted = await t.request('DELETE', `/api/journal/entries/${entry.id}`, { cookie });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ success: true });
    expect((await list(t, cookie)).entries.map((e) => e.id)).toEqual([second.entry.id]);
    expect((await t.request('DELETE', `/api/journal/entries/${entry.id}`, { cookie })).status).toBe(404);
  });

  it('refuses a blank, missing or too long text with a readable 400', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    for (const [text, message] of [
      ['   ', 'Write something first.'],
      [undefined, 'Write something first.'],
      [42, 'Write something first.'],
      ['x'.repeat(20_001), 'An entry must be at most 20,000 characters.'],
    ] as const) {
      const response = await create(t, cookie, text);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ code: 'VALIDATION_FAILED', error: message });
    }
    // The longest entry passes, even in multi-byte characters (beyond the 64 KiB default body).
    expect((await create(t, cookie, 'é'.repeat(20_000))).status).toBe(200);
    expect((await list(t, cookie)).entries).toHaveLength(1);
  });

  it("answers 404 for another user's entry, on read, edit and delete, and leaves it alone", async () => {
    const t = createTestApp();
    const owner = await t.signUp();
    const other = await t.signUp();
    const { entry } = await readAnswer(api.journal.createEntry, await create(t, owner, 'Mine #private'));
    expect((await list(t, other)).entries).toEqual([]);
    const edit = await t.request('PUT', `/api/journal/entries/${entry.id}`, {
      cookie: other,
      body: { text: 'hijacked' },
    });
    expect(edit.status).toBe(404);
    expect(await json(edit)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.request('DELETE', `/api/journal/entries/${entry.id}`, { cookie: other })).status).toBe(
      404,
    );
    expect(
      (await t.request('PUT', '/api/journal/entries/unknown', { cookie: owner, body: { text: 'x' } })).status,
    ).toBe(404);
    expect((await list(t, owner)).entries).toMatchObject([{ id: entry.id, text: 'Mine #private' }]);
  });

  it('needs a signed-in user', async () => {
    const t = createTestApp();
    expect((await t.request('GET', '/api/journal/entries')).status).toBe(401);
    expect((await create(t, '', 'hello')).status).toBe(401);
  });

  it(`stops at ${JOURNAL_ENTRY_LIMIT} entries with a 409 that says what to do`, async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const ownerId = await getUserId(t, cookie);
    const at = new Date().toISOString();
    for (let i = 0; i < JOURNAL_ENTRY_LIMIT - 1; i += 1) {
      await t.store.journalEntries.create(
        {
          id: `jrn_seed${i}`,
          ownerId,
          text: 'seed',
          hashtags: [],
          wordCount: 1,
          createdAt: at,
          updatedAt: at,
        },
        JOURNAL_ENTRY_LIMIT,
      );
    }
    expect((await create(t, cookie, 'the last one')).status).toBe(200);
    const refused = await create(t, cookie, 'one too many');
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      code: 'CONFLICT',
      error: 'Your journal holds its limit of 5,000 entries. Delete some old entries to write new ones.',
    });
    expect((await t.request('DELETE', '/api/journal/entries/jrn_seed0', { cookie })).status).toBe(200);
    expect((await create(t, cookie, 'room again')).status).toBe(200);
  });
});
