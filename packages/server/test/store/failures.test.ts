import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isCharterError } from '@charter/core';
import { createStorage, defineDriver } from 'unstorage';
import { describe, expect, it } from 'vitest';
import { createFsStore, createStore } from '../../src/store/index';

// A driver whose disk is gone: every call fails the way a real driver fails (a plain Error).
const brokenDriver = defineDriver(() => ({
  name: 'broken',
  hasItem: () => Promise.reject(new Error('EIO: i/o error')),
  getItem: () => Promise.reject(new Error('EIO: i/o error')),
  setItem: () => Promise.reject(new Error('ENOSPC: no space left on device')),
  removeItem: () => Promise.reject(new Error('EIO: i/o error')),
  getKeys: () => Promise.reject(new Error('EIO: i/o error')),
  clear: () => Promise.reject(new Error('EIO: i/o error')),
}));

describe('store failures', () => {
  it('turns a failing driver into UNAVAILABLE with the driver error as its cause', async () => {
    const store = createStore(createStorage({ driver: brokenDriver(undefined) }), { driver: 'broken' });
    const error = await store.users.get('usr_1').catch((e: unknown) => e);
    expect(isCharterError(error) && error.code).toBe('UNAVAILABLE');
    expect((error as Error).cause).toEqual(new Error('EIO: i/o error'));

    const writeError = await store.sessions
      .create({ id: 'abc', kind: 'user', subjectId: 'u', createdAt: '', expiresAt: '' })
      .catch((e: unknown) => e);
    expect(isCharterError(writeError) && writeError.code).toBe('UNAVAILABLE');
  });

  it('creates the fs data directory readable by its owner only', async () => {
    const root = await mkdtemp(join(tmpdir(), 'charter-perm-'));
    const dir = join(root, 'data');
    const store = await createFsStore({ dir });
    try {
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
    } finally {
      await store.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
