import { allRoutes, api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createAdminApp, secretsOf } from './admin-helpers';
import { createAgent, DEPENDENCY_SPRAWL, SAFE_CALL } from './governance-helpers';
import { getUserId, isSignedIn, json, readAnswer, toCookie } from './helpers';

type Users = {
  users: {
    id: string;
    email: string;
    disabled: boolean;
    activeSessions: number;
    activeKeys: number;
    lastSignInAt: string | null;
  }[];
};

describe('admin operations', () => {
  it('every /api/admin route answers 401 to nobody and 403 to a signed-in user', async () => {
    const { t } = await createAdminApp();
    const user = await t.signUp();
    const adminRoutes = allRoutes.filter((r) => r.auth === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(11);
    for (const route of adminRoutes) {
      const path = route.path.replace(/:[A-Za-z]+/g, 'x');
      const body = route.method === 'POST' ? {} : undefined;
      expect((await t.request(route.method, path, { body })).status, `${route.method} ${route.path}`).toBe(
        401,
      );
      expect((await t.request(route.method, path, { body, cookie: user })).status, route.path).toBe(403);
    }
  });

  it('lists users with last sign-in, sessions and keys, and never a hash or token', async () => {
    const { t, admin } = await createAdminApp();
    const agent = await createAgent(t, 'ada@example.com');
    const listed = await json<Users>(await t.request('GET', '/api/admin/users', { cookie: admin }));
    expect(listed.users).toEqual([
      expect.objectContaining({
        email: 'ada@example.com',
        disabled: false,
        activeSessions: 1,
        activeKeys: 1,
        lastSignInAt: expect.any(String),
      }),
    ]);
    const text = JSON.stringify(listed);
    for (const secret of await secretsOf(t)) expect(text).not.toContain(secret);
    expect(text).not.toContain(agent.secret);
    expect(text).not.toMatch(/passwordHash|secretHash/);
  });

  it('disabling stops sign-in, sessions and keys at once; enabling lets the user sign in again; all audit-logged', async () => {
    const { t, admin } = await createAdminApp();
    const agent = await createAgent(t, 'ada@example.com');
    const userId = await getUserId(t, agent.cookie);
    expect((await agent.call('POST', '/api/external/validate', SAFE_CALL)).status).toBe(200);

    const disabled = await t.request('POST', `/api/admin/users/${userId}/disable`, { cookie: admin });
    expect(disabled.status).toBe(200);
    expect(await json(disabled)).toMatchObject({ user: { disabled: true, activeSessions: 0 } });

    expect(await isSignedIn(t, agent.cookie)).toBe(false);
    expect((await agent.call('POST', '/api/external/validate', SAFE_CALL)).status).toBe(401);
    const login = await t.request('POST', '/api/auth/login', {
      body: { email: 'ada@example.com', password: 'correct horse' },
    });
    expect(login.status).toBe(403);
    expect(await json(login)).toMatchObject({ code: 'FORBIDDEN', error: expect.stringMatching(/disabled/) });
    // A wrong password still says only "invalid": a disabled account is not revealed to a guesser.
    const guess = await t.request('POST', '/api/auth/login', {
      body: { email: 'ada@example.com', password: 'wrong horse' },
    });
    expect(guess.status).toBe(401);

    // Disabling again changes nothing and logs nothing.
    await t.request('POST', `/api/admin/users/${userId}/disable`, { cookie: admin });

    expect((await t.request('POST', `/api/admin/users/${userId}/enable`, { cookie: admin })).status).toBe(
      200,
    );
    const again = await t.request('POST', '/api/auth/login', {
      body: { email: 'ada@example.com', password: 'correct horse' },
    });
    expect(again.status).toBe(200);
    expect((await agent.call('POST', '/api/external/validate', SAFE_CALL)).status).toBe(200);

    const audit = await readAnswer(
      api.adminOperations.audit,
      await t.request('GET', '/api/admin/audit', { cookie: admin }),
    );
    expect(audit.entries.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    expect(audit.entries[1]).toMatchObject({
      adminEmail: 'ops@example.com',
      targetEmail: 'ada@example.com',
      count: 1,
      note: '1 session ended, 1 key stopped',
    });
  });

  it('ends every session of a user, counts them in the audit log, and 404s an unknown user', async () => {
    const { t, admin } = await createAdminApp();
    const first = await t.signUp('bob@example.com');
    const secondLogin = await t.request('POST', '/api/auth/login', {
      body: { email: 'bob@example.com', password: 'correct horse' },
    });
    const second = toCookie(secondLogin, 'charter_session');
    const userId = await getUserId(t, first);
    const ended = await t.request('POST', `/api/admin/users/${userId}/end-sessions`, { cookie: admin });
    expect(await json(ended)).toEqual({ ended: 2 });
    expect(await isSignedIn(t, first)).toBe(false);
    expect(await isSignedIn(t, second)).toBe(false);
    const audit = await readAnswer(
      api.adminOperations.audit,
      await t.request('GET', '/api/admin/audit', { cookie: admin }),
    );
    expect(audit.entries[0]).toMatchObject({ action: 'user.end-sessions', count: 2 });

    for (const path of ['/api/admin/users/usr_nobody/disable', '/api/admin/users/..%2F..%2Fx/end-sessions']) {
      expect((await t.request('POST', path, { cookie: admin })).status).toBe(404);
    }
  });

  it('replays an end-sessions sent twice with one Idempotency-Key: one audit entry', async () => {
    const { t, admin } = await createAdminApp();
    const userId = await getUserId(t, await t.signUp());
    const send = () =>
      t.request('POST', `/api/admin/users/${userId}/end-sessions`, {
        cookie: admin,
        headers: { 'idempotency-key': 'end-1' },
      });
    expect(await json(await send())).toEqual({ ended: 1 });
    const replay = await send();
    expect(await json(replay)).toEqual({ ended: 1 });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await t.store.adminAudit.list({ limit: 10 })).length).toBe(1);
  });

  it('reports health from the running instance: version, store state, uptime, data size, retention', async () => {
    // Near real time: the memory store expires sessions by its own clock.
    let clock = Date.now();
    const { t, admin } = await createAdminApp({ now: () => new Date(clock) });
    clock += 90_000;
    const health = await json(await t.request('GET', '/api/admin/health', { cookie: admin }));
    expect(health).toMatchObject({
      version: '0.1.0',
      uptimeSeconds: 90,
      store: { driver: 'memory', state: 'ok', message: null },
      data: { records: expect.any(Number), bytes: expect.any(Number) },
      retention: {
        memorySessionsPerOwner: 1000,
        eventsPerMemorySession: 10_000,
        ledgerDecisionsPerOwner: 100_000,
      },
    });

    await t.store.close();
    // A closed store cannot even check the admin session: the answer is a clear 503, not a 500.
    const down = await t.request('GET', '/api/admin/health', { cookie: admin });
    expect(down.status).toBe(503);
    expect(await json(down)).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('shows usage across users: decisions per day by source, keys in use, pending rebellions', async () => {
    const { t, admin } = await createAdminApp();
    const ada = await createAgent(t, 'ada@example.com');
    const bob = await createAgent(t, 'bob@example.com');
    await ada.call('POST', '/api/external/validate', SAFE_CALL);
    const blocked = await readAnswer(
      api.governance.externalValidate,
      await bob.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
    );
    await bob.call('POST', '/api/constitutional/rebellions', {
      decision_id: blocked.decision_id,
      justification: 'Needed for the charting migration.',
    });
    const usage = await readAnswer(
      api.adminOperations.usage,
      await t.request('GET', '/api/admin/usage?days=7', { cookie: admin }),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.decisionsPerDay).toEqual([{ day: today, source: 'external', count: 2 }]);
    expect(usage.keys.map((k) => k.ownerEmail).sort()).toEqual(['ada@example.com', 'bob@example.com']);
    expect(usage.pendingRebellions).toEqual([
      expect.objectContaining({ ownerEmail: 'bob@example.com', projectName: 'Design Platform' }),
    ]);
    const text = JSON.stringify(usage);
    for (const secret of await secretsOf(t)) expect(text).not.toContain(secret);
    expect((await t.request('GET', '/api/admin/usage?days=0', { cookie: admin })).status).toBe(400);
    expect((await t.request('GET', '/api/admin/usage?days=', { cookie: admin })).status).toBe(200);
  });

  it('counts pattern usage across every user for the admin Pattern Library', async () => {
    const { t, admin } = await createAdminApp();
    const login = {
      decision_type: 'authentication',
      description: 'Sign users in',
      proposed_implementation:
        'Server-side sessions in HttpOnly session cookies, passwords hashed with scrypt',
    };
    for (const email of ['ada@example.com', 'bob@example.com']) {
      const agent = await createAgent(t, email);
      expect((await agent.owner('POST', '/api/patterns/validate', login)).status).toBe(200);
    }
    const { patterns } = await readAnswer(
      api.patterns.adminList,
      await t.request('GET', '/api/admin/patterns', { cookie: admin }),
    );
    const auth = patterns.find((p) => p.category === 'authentication')!;
    expect(auth.usage).toMatchObject({ decisionsMatched: 2, approvedShare: 1 });
  });
});
