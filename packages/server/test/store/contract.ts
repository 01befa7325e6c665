import { isCharterError } from '@charter/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/port';
import { describeAdminContract } from './admin-contract';
import { describeGovernanceContract } from './governance-contract';
import { describeHistoryEntriesContract } from './historical-context-contract';
import { describeIdempotencyContract } from './idempotency-contract';
import { describeJournalEntriesContract } from './journal-contract';
import { describeMemoryContract } from './memory-contract';
import { describeConversationContract, describePrimerContract } from './primer-contract';
import { at, makeAdmin, makeKey, makeProject, makeSession, makeUser, T0 } from './records';
import { describeRescueMissionsContract } from './rescue-missions-contract';
import { describeSemiContract } from './semi-contract';
import { describeUserJourneyContract } from './user-journey-contract';

export interface StoreFactoryOptions {
  /** The store's clock; the suite moves it to test expiry. */
  now: () => number;
}

export interface StoreContractOptions {
  /** Closes nothing; opens the same data again after `store` was closed (for drivers that persist). */
  reopen?: (closed: Store, options: StoreFactoryOptions) => Promise<Store>;
}

const codeOf = (error: unknown) => (isCharterError(error) ? error.code : String(error));

/**
 * The one suite every Store driver must pass: `describeStoreContract('fs', (o) => createFsStore({ dir, ...o }))`.
 * Tests use fresh ids so a driver whose data outlives one store (redis) needs no clean-up between them.
 */
export function describeStoreContract(
  name: string,
  makeStore: (options: StoreFactoryOptions) => Promise<Store>,
  contractOptions: StoreContractOptions = {},
) {
  describe(`Store contract: ${name}`, () => {
    let clock = T0;
    const options: StoreFactoryOptions = { now: () => clock };
    let store: Store;

    beforeEach(async () => {
      clock = T0;
      store = await makeStore(options);
    });
    afterEach(async () => {
      await store.close();
    });

    describe('users', () => {
      it('creates, gets and updates a user', async () => {
        const user = makeUser();
        expect(await store.users.create(user)).toEqual(user);
        expect(await store.users.get(user.id)).toEqual(user);

        const updated = await store.users.update(user.id, { name: 'Grace', onboardingCompleted: true });
        expect(updated).toEqual({ ...user, name: 'Grace', onboardingCompleted: true });
        expect(await store.users.get(user.id)).toEqual(updated);
      });

      it('answers null for a missing or impossible id', async () => {
        expect(await store.users.get('usr_missing')).toBeNull();
        expect(await store.users.update('usr_missing', { name: 'x' })).toBeNull();
        for (const id of ['..', '.', 'a:b', 'a/b', '']) {
          expect(await store.users.get(id)).toBeNull();
        }
      });

      it('finds a user by email as stored', async () => {
        const user = makeUser({ email: `ada.${Date.now()}@example.com` });
        await store.users.create(user);
        expect(await store.users.findByEmail(user.email)).toEqual(user);
        expect(await store.users.findByEmail(`nobody.${Date.now()}@example.com`)).toBeNull();
      });

      it('keeps ids that look like numbers or literals as strings', async () => {
        // unstorage parses bare strings back with destr: '12345' would come back as a number.
        for (const id of ['12345', '1e5', 'true', 'null']) {
          const user = makeUser({ id, email: `${id}.${Date.now()}@example.com` });
          await store.users.create(user);
          expect(await store.users.findByEmail(user.email)).toEqual(user);
        }
      });

      it('refuses a second user with the same email', async () => {
        const first = makeUser();
        await store.users.create(first);
        const second = makeUser({ email: first.email });
        await expect(store.users.create(second)).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
        expect(await store.users.get(second.id)).toBeNull();
      });

      it('lets exactly one of many concurrent creates of one email succeed', async () => {
        const email = `race.${Date.now()}@example.com`;
        const users = Array.from({ length: 12 }, () => makeUser({ email }));
        const results = await Promise.allSettled(users.map((user) => store.users.create(user)));

        const won = results.flatMap((result, index) => (result.status === 'fulfilled' ? [users[index]] : []));
        const lost = results.flatMap((result) =>
          result.status === 'rejected' ? [codeOf(result.reason)] : [],
        );
        expect(won).toHaveLength(1);
        expect(lost).toEqual(Array(11).fill('EMAIL_TAKEN'));
        expect(await store.users.findByEmail(email)).toEqual(won[0]);
      });
    });

    describe('admins', () => {
      it('creates an admin, then updates only its password on the next upsert', async () => {
        const email = `admin.${Date.now()}@example.com`;
        const admin = makeAdmin({ email });
        expect(await store.admins.upsert(admin)).toEqual(admin);
        expect(await store.admins.get(admin.id)).toEqual(admin);
        expect(await store.admins.findByEmail(email)).toEqual(admin);

        const again = makeAdmin({ email, passwordHash: 'scrypt$admin-2', updatedAt: at(T0 + 1000) });
        const updated = await store.admins.upsert(again);
        expect(updated).toEqual({ ...admin, passwordHash: 'scrypt$admin-2', updatedAt: at(T0 + 1000) });
        expect(await store.admins.findByEmail(email)).toEqual(updated);
        expect(await store.admins.get(again.id)).toBeNull();
      });

      it('answers null for an unknown admin', async () => {
        expect(await store.admins.get('adm_missing')).toBeNull();
        expect(await store.admins.findByEmail(`none.${Date.now()}@example.com`)).toBeNull();
      });
    });

    describe('sessions', () => {
      it('creates, gets and deletes a session', async () => {
        const session = makeSession();
        expect(await store.sessions.create(session)).toEqual(session);
        expect(await store.sessions.get(session.id)).toEqual(session);
        await store.sessions.delete(session.id);
        expect(await store.sessions.get(session.id)).toBeNull();
        await expect(store.sessions.delete(session.id)).resolves.toBeUndefined();
      });

      it('stops answering a session at its expiry, by the store clock', async () => {
        const session = makeSession({ expiresAt: at(T0 + 60_000) });
        await store.sessions.create(session);
        clock = T0 + 59_999;
        expect(await store.sessions.get(session.id)).toEqual(session);
        clock = T0 + 60_000;
        expect(await store.sessions.get(session.id)).toBeNull();
        clock = T0; // an expired session is gone, not hidden
        expect(await store.sessions.get(session.id)).toBeNull();
        expect(await store.sessions.listBySubject(session.subjectId)).toEqual([]);
      });

      it("lists a subject's live sessions, newest first, and only theirs", async () => {
        const subjectId = `usr_${Date.now()}_list`;
        const older = makeSession({ subjectId, createdAt: at(T0) });
        const newer = makeSession({ subjectId, createdAt: at(T0 + 1000) });
        const someoneElse = makeSession({ subjectId: `${subjectId}_other` });
        for (const session of [older, newer, someoneElse]) await store.sessions.create(session);

        expect(await store.sessions.listBySubject(subjectId)).toEqual([newer, older]);
        expect(await store.sessions.listBySubject(someoneElse.subjectId)).toEqual([someoneElse]);
        expect(await store.sessions.listBySubject(`${subjectId}_nobody`)).toEqual([]);
        expect(await store.sessions.listBySubject('a:b')).toEqual([]);
      });

      it('drops a deleted session from the list at once', async () => {
        const subjectId = `usr_${Date.now()}_delete`;
        const kept = makeSession({ subjectId });
        const revoked = makeSession({ subjectId });
        await store.sessions.create(kept);
        await store.sessions.create(revoked);
        await store.sessions.delete(revoked.id);
        expect(await store.sessions.get(revoked.id)).toBeNull();
        expect(await store.sessions.listBySubject(subjectId)).toEqual([kept]);
      });

      it('leaves expired sessions out of the list and deletes them', async () => {
        const subjectId = `usr_${Date.now()}_expiry`;
        const short = makeSession({ subjectId, expiresAt: at(T0 + 1000) });
        const long = makeSession({ subjectId, expiresAt: at(T0 + 60_000) });
        await store.sessions.create(short);
        await store.sessions.create(long);
        clock = T0 + 1000;
        expect(await store.sessions.listBySubject(subjectId)).toEqual([long]);
        clock = T0;
        expect(await store.sessions.get(short.id)).toBeNull();
        expect(await store.sessions.listBySubject(subjectId)).toEqual([long]);
      });

      it('keeps every session of many concurrent sign-ins in the index', async () => {
        const subjectId = `usr_${Date.now()}_race`;
        const sessions = Array.from({ length: 12 }, () => makeSession({ subjectId }));
        await Promise.all(sessions.map((session) => store.sessions.create(session)));
        const listed = await store.sessions.listBySubject(subjectId);
        expect(listed.map((s) => s.id).sort()).toEqual(sessions.map((s) => s.id).sort());
      });

      it('refuses a session whose subject id cannot name a record', async () => {
        await expect(store.sessions.create(makeSession({ subjectId: 'a/b' }))).rejects.toMatchObject({
          code: 'BAD_REQUEST',
        });
      });
    });

    describe('projects', () => {
      it('creates, gets and updates a project', async () => {
        const project = makeProject({ ownerId: `usr_${Date.now()}` });
        expect(await store.projects.create(project)).toEqual(project);
        expect(await store.projects.get(project.id)).toEqual(project);
        const updated = await store.projects.update(project.id, {
          primerContent: '# Primer',
          completionStatus: true,
          updatedAt: at(T0 + 5),
        });
        expect(updated).toEqual({
          ...project,
          primerContent: '# Primer',
          completionStatus: true,
          updatedAt: at(T0 + 5),
        });
        expect(await store.projects.get(project.id)).toEqual(updated);
        expect(await store.projects.update('prj_missing', { name: 'x' })).toBeNull();
      });

      it("lists an owner's projects, most recently updated first, and nobody else's", async () => {
        const owner = `usr_a_${Date.now()}`;
        const other = `usr_b_${Date.now()}`;
        const old = makeProject({ ownerId: owner, updatedAt: at(T0 + 1) });
        const recent = makeProject({ ownerId: owner, updatedAt: at(T0 + 3) });
        const middle = makeProject({ ownerId: owner, updatedAt: at(T0 + 2) });
        const foreign = makeProject({ ownerId: other, updatedAt: at(T0 + 9) });
        for (const project of [old, recent, middle, foreign]) await store.projects.create(project);

        expect((await store.projects.listByOwner(owner)).map((p) => p.id)).toEqual([
          recent.id,
          middle.id,
          old.id,
        ]);
        expect(await store.projects.listByOwner(other)).toEqual([foreign]);
        expect(await store.projects.listByOwner(`usr_none_${Date.now()}`)).toEqual([]);

        await store.projects.update(old.id, { updatedAt: at(T0 + 4) });
        expect((await store.projects.listByOwner(owner)).map((p) => p.id)).toEqual([
          old.id,
          recent.id,
          middle.id,
        ]);
      });

      it('loses no index update when one owner creates many projects at once', async () => {
        const owner = `usr_many_${Date.now()}`;
        const projects = Array.from({ length: 25 }, () => makeProject({ ownerId: owner }));
        await Promise.all(projects.map((project) => store.projects.create(project)));
        const listed = await store.projects.listByOwner(owner);
        expect(listed.map((p) => p.id).sort()).toEqual(projects.map((p) => p.id).sort());
      });
    });

    describe('keys', () => {
      it('creates, gets, finds by secret hash and updates a key', async () => {
        const key = makeKey({ ownerId: `usr_${Date.now()}` });
        expect(await store.keys.create(key)).toEqual(key);
        expect(await store.keys.get(key.keyId)).toEqual(key);
        expect(await store.keys.findBySecretHash(key.secretHash)).toEqual(key);
        expect(await store.keys.findBySecretHash('no-such-hash')).toBeNull();

        const patch = { isActive: false, deactivatedAt: at(T0 + 10), usageCount: 3 };
        expect(await store.keys.update(key.keyId, patch)).toEqual({ ...key, ...patch });
        expect(await store.keys.findBySecretHash(key.secretHash)).toEqual({ ...key, ...patch });
        expect(await store.keys.update('key_missing', { usageCount: 1 })).toBeNull();
      });

      it("lists an owner's keys newest first, and nobody else's", async () => {
        const owner = `usr_k_${Date.now()}`;
        const first = makeKey({ ownerId: owner, createdAt: at(T0 + 1) });
        const second = makeKey({ ownerId: owner, createdAt: at(T0 + 2) });
        const foreign = makeKey({ ownerId: `usr_other_${Date.now()}` });
        for (const key of [first, second, foreign]) await store.keys.create(key);
        expect((await store.keys.listByOwner(owner)).map((k) => k.keyId)).toEqual([
          second.keyId,
          first.keyId,
        ]);
      });

      it('loses no index update when one owner creates many keys at once', async () => {
        const owner = `usr_kmany_${Date.now()}`;
        const keys = Array.from({ length: 15 }, () => makeKey({ ownerId: owner }));
        await Promise.all(keys.map((key) => store.keys.create(key)));
        expect((await store.keys.listByOwner(owner)).map((k) => k.keyId).sort()).toEqual(
          keys.map((k) => k.keyId).sort(),
        );
      });

      it('deletes a key: gone from get, the secret lookup and the owner list', async () => {
        const owner = `usr_kdel_${Date.now()}`;
        const key = await store.keys.create(makeKey({ ownerId: owner }));
        const kept = await store.keys.create(makeKey({ ownerId: owner }));
        expect(await store.keys.delete(key.keyId)).toBe(true);
        expect(await store.keys.get(key.keyId)).toBeNull();
        expect(await store.keys.findBySecretHash(key.secretHash)).toBeNull();
        expect((await store.keys.listByOwner(owner)).map((k) => k.keyId)).toEqual([kept.keyId]);
        expect(await store.keys.delete(key.keyId)).toBe(false);
        expect(await store.keys.delete('../escape')).toBe(false);
      });
    });

    describe('key use', () => {
      it('counts every one of many simultaneous uses', async () => {
        const key = await store.keys.create(makeKey());
        await Promise.all(Array.from({ length: 25 }, (_, i) => store.keys.recordUse(key.keyId, at(T0 + i))));
        const used = await store.keys.get(key.keyId);
        expect(used?.usageCount).toBe(25);
        expect(used?.lastUsedAt).not.toBeNull();
        expect(await store.keys.recordUse('key_missing', at(T0))).toBeNull();
      });
    });

    describe('throttle', () => {
      it('counts hits inside a sliding window', async () => {
        const key = `login:${Date.now()}`;
        expect(await store.throttle.hit(key, 1000, T0)).toBe(1);
        expect(await store.throttle.hit(key, 1000, T0 + 400)).toBe(2);
        expect(await store.throttle.hit(key, 1000, T0 + 800)).toBe(3);
        expect(await store.throttle.count(key, 1000, T0 + 800)).toBe(3);
        expect(await store.throttle.oldest(key, 1000, T0 + 800)).toBe(T0);

        // At T0+1000 the first hit has left the window (it holds events after now - windowMs).
        expect(await store.throttle.count(key, 1000, T0 + 1000)).toBe(2);
        expect(await store.throttle.oldest(key, 1000, T0 + 1000)).toBe(T0 + 400);
        expect(await store.throttle.hit(key, 1000, T0 + 1500)).toBe(2);
        expect(await store.throttle.count(key, 1000, T0 + 5000)).toBe(0);
        expect(await store.throttle.oldest(key, 1000, T0 + 5000)).toBeNull();
      });

      it('keeps keys apart and resets one', async () => {
        const a = `ip:a:${Date.now()}`;
        const b = `ip:b:${Date.now()}`;
        await store.throttle.hit(a, 60_000, T0);
        await store.throttle.hit(a, 60_000, T0 + 1);
        await store.throttle.hit(b, 60_000, T0);
        expect(await store.throttle.count(a, 60_000, T0 + 2)).toBe(2);
        await store.throttle.reset(a);
        expect(await store.throttle.count(a, 60_000, T0 + 2)).toBe(0);
        expect(await store.throttle.oldest(a, 60_000, T0 + 2)).toBeNull();
        expect(await store.throttle.count(b, 60_000, T0 + 2)).toBe(1);
        await expect(store.throttle.reset(`never:${Date.now()}`)).resolves.toBeUndefined();
      });

      it('counts every one of many concurrent hits', async () => {
        const key = `burst:${Date.now()}`;
        const counts = await Promise.all(
          Array.from({ length: 20 }, () => store.throttle.hit(key, 60_000, T0)),
        );
        expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      });
    });

    describeGovernanceContract(() => store);
    describePrimerContract(() => store);
    describeConversationContract(() => store);
    describeMemoryContract(() => store);
    describeRescueMissionsContract(() => store);
    describeHistoryEntriesContract(() => store);
    describeJournalEntriesContract(() => store);
    describeSemiContract(() => store);
    describeUserJourneyContract(() => store);
    describeIdempotencyContract(() => store);
    describeAdminContract(() => store);

    describe('close', () => {
      it('is idempotent and refuses later calls', async () => {
        await store.close();
        await expect(store.close()).resolves.toBeUndefined();
        await expect(store.users.get('usr_1')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      });

      it.runIf(contractOptions.reopen)('keeps acknowledged writes across close and reopen', async () => {
        const user = makeUser();
        const project = makeProject({ ownerId: user.id });
        const key = makeKey({ ownerId: user.id });
        await store.users.create(user);
        await store.projects.create(project);
        await store.keys.create(key);
        await store.close();

        store = await contractOptions.reopen!(store, options);
        expect(await store.users.findByEmail(user.email)).toEqual(user);
        expect(await store.projects.listByOwner(user.id)).toEqual([project]);
        expect(await store.keys.findBySecretHash(key.secretHash)).toEqual(key);
      });
    });
  });
}
