import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFsStore, createMemoryStore, type Store } from '../src/store/index';
import { makeProject, makeUser } from './store/records';

// `projects.listAll` (the admin's My Projects) reads every `projects:<id>` key: on the fs driver those are
// files under a directory, so it is checked on both local drivers, next to the owner-indexed records.
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const drivers: [string, () => Promise<Store>][] = [
  ['memory', async () => createMemoryStore()],
  [
    'fs',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'charter-list-all-'));
      dirs.push(dir);
      return createFsStore({ dir });
    },
  ],
];

describe.each(drivers)('projects.listAll on %s', (_name, open) => {
  it("lists every owner's projects, most recently updated first, and nothing else", async () => {
    const store = await open();
    try {
      const alice = await store.users.create(makeUser({ email: 'alice@example.com' }));
      const bob = await store.users.create(makeUser({ email: 'bob@example.com' }));
      expect(await store.projects.listAll()).toEqual([]);
      await store.projects.create(
        makeProject({ id: 'p-old', ownerId: alice.id, updatedAt: '2026-01-01T00:00:00.000Z' }),
      );
      await store.projects.create(
        makeProject({ id: 'p-new', ownerId: bob.id, updatedAt: '2026-01-03T00:00:00.000Z' }),
      );
      await store.projects.create(
        makeProject({ id: 'p-mid', ownerId: alice.id, updatedAt: '2026-01-02T00:00:00.000Z' }),
      );
      expect((await store.projects.listAll()).map((p) => p.id)).toEqual(['p-new', 'p-mid', 'p-old']);
    } finally {
      await store.close();
    }
  });
});
