import type { ConnectedProjectCreated, ProjectSettingsResponse } from '@charter/core';
import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/services/admins';
import { createPasswordHasher } from '../src/services/passwords';
import { createMemoryStore } from '../src/store';
import { SMALL_ADDITION } from './governance-helpers';
import { createTestApp, json, readAnswer, TEST_PASSWORD_COST, type TestApp, toCookie } from './helpers';

type Validation = {
  project: { id: string; name: string } | null;
  decision_id: string;
  constitutional_validation: { status: string; violated_rules: { ruleId: string; threshold?: number }[] };
};

async function connect(
  t: TestApp,
  cookie: string,
  body: unknown = { name: 'Shop', url: 'https://shop.example.com/' },
) {
  return t.request('POST', '/api/user/connected-projects', { cookie, body });
}

const ruleIds = (v: Validation) => v.constitutional_validation.violated_rules.map((r) => r.ruleId);

const validate = (t: TestApp, secret: string, body: unknown) =>
  t.request('POST', '/api/external/validate', { headers: { authorization: `Bearer ${secret}` }, body });

describe('connected projects', () => {
  it('needs a signed-in user', async () => {
    const t = createTestApp();
    expect((await t.request('GET', '/api/user/connected-projects')).status).toBe(401);
    expect((await connect(t, '')).status).toBe(401);
  });

  it('starts empty: no sample projects', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    expect(await json(await t.request('GET', '/api/user/connected-projects', { cookie }))).toEqual({
      projects: [],
    });
  });

  it('validates the name and the address with readable messages', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const noName = await connect(t, cookie, { name: '  ', url: 'https://a.example' });
    expect(noName.status).toBe(400);
    expect((await json(noName)).error).toBe('Project name is required.');
    for (const url of ['ftp://a.example', 'not a url', '', 'javascript:alert(1)']) {
      const bad = await connect(t, cookie, { name: 'A', url });
      expect(bad.status).toBe(400);
      expect((await json(bad)).error).toMatch(/http:\/\/ or https:\/\//);
    }
  });

  it('connects an app with its own key, shown once and stored only as a hash', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const created = await connect(t, cookie);
    expect(created.status).toBe(201);
    const answer = await json<ConnectedProjectCreated>(created);
    expect(answer.project).toMatchObject({
      name: 'Shop',
      url: 'https://shop.example.com/',
      domain: 'shop.example.com',
      constitutionStatus: 'pending',
      themeStatus: 'none',
      rebellions: 0,
      lastActivity: null,
      keyId: answer.apiKey.keyId,
      keyActive: true,
    });
    expect(answer.apiKey.keySecret).toMatch(/^charter_sk_/);

    const dump = JSON.stringify(await t.store.keys.get(answer.apiKey.keyId));
    expect(dump).not.toContain(answer.apiKey.keySecret);
    const list = await readAnswer(
      api.connectedProjects.list,
      await t.request('GET', '/api/user/connected-projects', { cookie }),
    );
    expect(list.projects).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(answer.apiKey.keySecret);
    // The project is also one of the user's projects, Manage opens it.
    const project = await t.request('GET', `/api/projects/${answer.project.id}`, { cookie });
    expect(await json(project)).toMatchObject({ source: 'connected', url: 'https://shop.example.com/' });
  });

  it('reports activity and rebellions from the ledger; the key speaks for its project', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const { apiKey, project } = await json<ConnectedProjectCreated>(await connect(t, cookie));
    const blocked = await json<Validation>(
      await validate(t, apiKey.keySecret, {
        decision_type: 'dependency',
        description: 'Add 80 packages',
        metadata: { current_dependencies: 60, new_dependencies: 20 },
      }),
    );
    expect(blocked.project).toEqual({ id: project.id, name: 'Shop' });
    expect(blocked.constitutional_validation.status).toBe('blocked');
    const filed = await t.request('POST', '/api/constitutional/rebellions', {
      headers: { authorization: `Bearer ${apiKey.keySecret}` },
      body: { decision_id: blocked.decision_id, justification: 'The shop needs these for payments.' },
    });
    expect(filed.status).toBe(201);

    const [listed] = (
      await readAnswer(
        api.connectedProjects.list,
        await t.request('GET', '/api/user/connected-projects', { cookie }),
      )
    ).projects;
    expect(listed).toMatchObject({
      constitutionStatus: 'active',
      rebellions: 1,
      pendingRebellions: 1,
      decisions: 1,
      blockedDecisions: 1,
    });
    expect(listed!.lastActivity).not.toBeNull();

    // Deactivating the project's key makes it inactive.
    await t.request('DELETE', `/api/keys/${apiKey.keyId}`, { cookie });
    const [after] = (
      await readAnswer(
        api.connectedProjects.list,
        await t.request('GET', '/api/user/connected-projects', { cookie }),
      )
    ).projects;
    expect(after).toMatchObject({ constitutionStatus: 'inactive', keyActive: false });
  });

  it("lists only the user's own connected projects", async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    await connect(t, alice);
    await t.request('POST', '/api/projects', { cookie: alice, body: { name: 'Generated' } });
    expect(
      (
        await readAnswer(
          api.connectedProjects.list,
          await t.request('GET', '/api/user/connected-projects', { cookie: bob }),
        )
      ).projects,
    ).toEqual([]);
    const own = await readAnswer(
      api.connectedProjects.list,
      await t.request('GET', '/api/user/connected-projects', { cookie: alice }),
    );
    expect(own.projects.map((p) => p.name)).toEqual(['Shop']);
  });
});

describe('project settings', () => {
  it('reads defaults, validates, and answers 404 for another user’s project', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const other = await t.signUp();
    const { project } = await json<ConnectedProjectCreated>(await connect(t, cookie));
    const path = `/api/projects/${project.id}/settings`;
    expect((await t.request('GET', path)).status).toBe(401);
    const initial = await json<ProjectSettingsResponse>(await t.request('GET', path, { cookie }));
    expect(initial).toMatchObject({
      settings: {},
      effective: { dependencyLimit: 50, apiTimeoutMs: 10_000, buildBudgetSeconds: 60 },
    });
    expect((await t.request('GET', path, { cookie: other })).status).toBe(404);
    expect((await t.request('PUT', path, { cookie: other, body: { dependencyLimit: 5 } })).status).toBe(404);
    expect((await t.request('PUT', '/api/projects/nope/settings', { cookie, body: {} })).status).toBe(404);

    for (const body of [
      { dependencyLimit: 0 },
      { dependencyLimit: 2.5 },
      { apiTimeoutMs: 'ten' },
      { buildBudgetSeconds: 99_999 },
    ]) {
      const bad = await t.request('PUT', path, { cookie, body });
      expect(bad.status).toBe(400);
      expect((await json(bad)).error).toMatch(/must be a whole number from/);
    }
    const saved = await json<ProjectSettingsResponse>(
      await t.request('PUT', path, {
        cookie,
        body: { dependencyLimit: 30, apiTimeoutMs: 5000, buildBudgetSeconds: 45 },
      }),
    );
    expect(saved).toMatchObject({
      settings: { dependencyLimit: 30, apiTimeoutMs: 5000, buildBudgetSeconds: 45 },
      effective: { dependencyLimit: 30, apiTimeoutMs: 5000, buildBudgetSeconds: 45 },
    });
    // null goes back to the constitution's threshold.
    const reset = await json<ProjectSettingsResponse>(
      await t.request('PUT', path, { cookie, body: { dependencyLimit: null } }),
    );
    expect(reset.settings).toEqual({});
    expect(reset.effective.dependencyLimit).toBe(50);
  });

  it('a decision that passes at the default limit is blocked after the limit is lowered (key and project name)', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const { apiKey, project } = await json<ConnectedProjectCreated>(await connect(t, cookie));
    // Warm the governance caches, so the save must invalidate them. (A warning — no justification — is not a block.)
    const byName = { ...SMALL_ADDITION, project_name: 'shop' };
    for (const body of [SMALL_ADDITION, byName]) {
      const before = await json<Validation>(await validate(t, apiKey.keySecret, body));
      expect(before.constitutional_validation.status).not.toBe('blocked');
      expect(ruleIds(before)).not.toContain('CH-DEP-001');
    }

    const save = await t.request('PUT', `/api/projects/${project.id}/settings`, {
      cookie,
      body: { dependencyLimit: 15 },
    });
    expect(save.status).toBe(200);

    for (const body of [SMALL_ADDITION, byName]) {
      const after = await json<Validation>(await validate(t, apiKey.keySecret, body));
      expect(after.project).toEqual({ id: project.id, name: 'Shop' });
      expect(after.constitutional_validation.status).toBe('blocked');
      expect(after.constitutional_validation.violated_rules[0]).toMatchObject({
        ruleId: 'CH-DEP-001',
        threshold: 15,
      });
    }

    // Raising it back lets the same decision through again.
    await t.request('PUT', `/api/projects/${project.id}/settings`, { cookie, body: { dependencyLimit: 40 } });
    const again = await json<Validation>(await validate(t, apiKey.keySecret, SMALL_ADDITION));
    expect(ruleIds(again)).not.toContain('CH-DEP-001');
    expect(again.constitutional_validation.status).not.toBe('blocked');
  });
});

describe('admin projects', () => {
  const passwords = createPasswordHasher({ cost: TEST_PASSWORD_COST });

  it('needs an admin, and lists every user’s projects with the admin columns and 3 recent activities', async () => {
    const store = createMemoryStore();
    await ensureAdmin(store, 'ops@example.com', 'admin-secret', { passwords });
    const t = createTestApp({ store });
    const alice = await t.signUp('alice@example.com');
    const bob = await t.signUp('bob@example.com');
    const { apiKey } = await json<ConnectedProjectCreated>(await connect(t, alice));
    await t.request('POST', '/api/projects', { cookie: bob, body: { name: 'Bob Primer' } });
    for (let i = 0; i < 4; i++)
      await validate(t, apiKey.keySecret, { ...SMALL_ADDITION, description: `Add lib ${i}` });

    expect((await t.request('GET', '/api/admin/projects')).status).toBe(401);
    expect((await t.request('GET', '/api/admin/projects', { cookie: alice })).status).toBe(403);

    const login = await t.request('POST', '/api/admin/login', {
      body: { email: 'ops@example.com', password: 'admin-secret' },
    });
    const cookie = toCookie(login, 'charter_admin_session');
    const answer = await readAnswer(
      api.connectedProjects.adminList,
      await t.request('GET', '/api/admin/projects', { cookie }),
    );
    expect(answer.totals).toMatchObject({ users: 2, projects: 2, connected: 1, pendingRebellions: 0 });
    const shop = answer.projects.find((p) => p.name === 'Shop');
    expect(shop).toMatchObject({
      domain: 'shop.example.com',
      health_status: 'healthy',
      rebellion_count: 0,
      api_key: apiKey.keyId,
      ownerEmail: 'alice@example.com',
      decisions: 4,
      settings: {},
    });
    expect(answer.projects.find((p) => p.name === 'Bob Primer')).toMatchObject({
      ownerEmail: 'bob@example.com',
      api_key: null,
    });
    expect(answer.recentActivity).toHaveLength(3);
    expect(JSON.stringify(answer)).not.toContain(apiKey.keySecret);
  });
});
