import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/services/admins';
import { createPasswordHasher } from '../src/services/passwords';
import { createMemoryStore } from '../src/store';
import { createTestApp, json, readAnswer, TEST_PASSWORD_COST, toCookie } from './helpers';

const passwords = createPasswordHasher({ cost: TEST_PASSWORD_COST });

/** 30 packages: over the simple tier's limit of 25, within the standard tier's 50. */
const THIRTY_PACKAGES = {
  agent_type: 'replit',
  decision_description: 'Add charts and animations to the dashboard.',
  proposed_action: 'Install 30 new npm packages, including chart.js and framer-motion.',
};

async function withAdminAndUser() {
  const store = createMemoryStore();
  await ensureAdmin(store, 'ops@example.com', 'admin-secret', { passwords });
  const t = createTestApp({ store });
  const login = await t.request('POST', '/api/admin/login', {
    body: { email: 'ops@example.com', password: 'admin-secret' },
  });
  const admin = toCookie(login, 'charter_admin_session');
  const user = await t.signUp('alice@example.com');
  return { t, admin, user };
}

describe("the admin's Constitutional AI demo", () => {
  it('evaluates against the default constitution of the chosen tier', async () => {
    const { t, admin } = await withAdminAndUser();
    const run = async (tier?: string) => {
      const response = await t.request('POST', '/api/admin/constitutional-demo/agent-decision', {
        cookie: admin,
        body: tier ? { ...THIRTY_PACKAGES, tier } : THIRTY_PACKAGES,
      });
      expect(response.status).toBe(200);
      return json<{
        tier: string;
        recorded: boolean;
        decision_id: string;
        governance_response: { status: string; violated_principles: { enforcement_message: string }[] };
      }>(response);
    };

    const simple = await run('simple');
    expect(simple.tier).toBe('simple');
    expect(simple.recorded).toBe(false);
    expect(simple.governance_response.status).toBe('rejected');
    expect(simple.governance_response.violated_principles[0]?.enforcement_message).toMatch(/25/);

    const standard = await run();
    expect(standard.tier).toBe('standard');
    expect(standard.governance_response.status).not.toBe('rejected');
  });

  it("lists each tier's principles with that tier's thresholds", async () => {
    const { t, admin } = await withAdminAndUser();
    const principles = async (tier: string) =>
      readAnswer(
        api.governance.adminPrinciples,
        await t.request('GET', `/api/admin/constitutional-demo/principles?tier=${tier}`, { cookie: admin }),
      );
    const simple = await principles('simple');
    const complex = await principles('complex');
    expect(simple.tier).toBe('simple');
    expect(simple.principles.map((p) => p.mandate).join(' ')).toMatch(/25/);
    expect(complex.principles.map((p) => p.mandate).join(' ')).not.toMatch(/\b25\b/);
    // An empty parameter (a form's blank) means "not given": the standard tier.
    const blank = await readAnswer(
      api.governance.adminPrinciples,
      await t.request('GET', '/api/admin/constitutional-demo/principles?tier=', { cookie: admin }),
    );
    expect(blank.tier).toBe('standard');
  });

  it("records nothing in any user's ledger", async () => {
    const { t, admin, user } = await withAdminAndUser();
    // The user's own demo run is recorded: the ledger is not empty to begin with.
    expect(
      (await t.request('POST', '/api/demo/agent-decision', { cookie: user, body: THIRTY_PACKAGES })).status,
    ).toBe(200);
    const ledger = async () =>
      readAnswer(
        api.governance.decisions,
        await t.request('GET', '/api/user/decisions?source=all&limit=500', { cookie: user }),
      );
    const before = await ledger();
    expect(before.decisions).toHaveLength(1);
    // Every owner a run could be filed under: the user, and the admin who ran it.
    const owners = [
      (await t.store.users.findByEmail('alice@example.com'))!.id,
      (await t.store.admins.findByEmail('ops@example.com'))!.id,
    ];
    const stored = async () => Promise.all(owners.map((id) => t.store.ledger.all(id)));
    const storedBefore = await stored();

    for (const tier of ['simple', 'standard', 'complex']) {
      const response = await t.request('POST', '/api/admin/constitutional-demo/agent-decision', {
        cookie: admin,
        body: { ...THIRTY_PACKAGES, tier },
      });
      expect(response.status).toBe(200);
    }

    expect(await ledger()).toEqual(before);
    expect(await stored()).toEqual(storedBefore);
  });

  it('answers 403 to a user and 401 to nobody', async () => {
    const { t, user } = await withAdminAndUser();
    const path = '/api/admin/constitutional-demo/agent-decision';
    const asUser = await t.request('POST', path, { cookie: user, body: THIRTY_PACKAGES });
    expect(asUser.status).toBe(403);
    expect(await json(asUser)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.request('POST', path, { body: THIRTY_PACKAGES })).status).toBe(401);
    expect(
      (await t.request('GET', '/api/admin/constitutional-demo/principles', { cookie: user })).status,
    ).toBe(403);
  });

  it('refuses an unknown tier with a sentence', async () => {
    const { t, admin } = await withAdminAndUser();
    const response = await t.request('POST', '/api/admin/constitutional-demo/agent-decision', {
      cookie: admin,
      body: { ...THIRTY_PACKAGES, tier: 'huge' },
    });
    expect(response.status).toBe(400);
  });
});
