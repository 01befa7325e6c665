import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/services/admins';
import { createPasswordHasher } from '../src/services/passwords';
import { createMemoryStore } from '../src/store';
import { createTestApp, json, TEST_PASSWORD_COST, toCookie } from './helpers';

const passwords = createPasswordHasher({ cost: TEST_PASSWORD_COST });

/** 30 packages: over the simple tier's limit of 25, within the standard tier's 50. */
const THIRTY_PACKAGES = {
  decision_type: 'dependencies',
  description: 'Add charts and animations to the dashboard.',
  proposed_implementation: 'Install 30 new npm packages, including chart.js and framer-motion.',
};

interface AdminValidation {
  tier: string;
  recorded: boolean;
  constitution_version: string;
  decision_id: string;
  validation: { status: string; violations: { rule: string; message: string }[] };
}

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

describe("the admin's Architectural Validator", () => {
  it('validates against the default constitution of the chosen tier', async () => {
    const { t, admin } = await withAdminAndUser();
    const run = async (tier?: string) => {
      const response = await t.request('POST', '/api/admin/patterns/validate', {
        cookie: admin,
        body: tier === undefined ? THIRTY_PACKAGES : { ...THIRTY_PACKAGES, tier },
      });
      expect(response.status).toBe(200);
      return json<AdminValidation>(response);
    };

    const simple = await run('simple');
    expect(simple).toMatchObject({ tier: 'simple', recorded: false });
    expect(simple.validation.status).toBe('blocked');
    expect(simple.validation.violations.map((v) => v.message).join(' ')).toMatch(/25/);

    const standard = await run();
    expect(standard.tier).toBe('standard');
    expect(standard.validation.status).not.toBe('blocked');
  });

  it("records nothing in any user's ledger", async () => {
    const { t, admin, user } = await withAdminAndUser();
    // The user's own validation is recorded: the ledger is not empty to begin with.
    expect(
      (await t.request('POST', '/api/patterns/validate', { cookie: user, body: THIRTY_PACKAGES })).status,
    ).toBe(200);
    const owners = [
      (await t.store.users.findByEmail('alice@example.com'))!.id,
      (await t.store.admins.findByEmail('ops@example.com'))!.id,
    ];
    const stored = async () => Promise.all(owners.map((id) => t.store.ledger.all(id)));
    const before = await stored();
    expect(before[0]).toHaveLength(1);

    for (const tier of ['simple', 'standard', 'complex']) {
      const response = await t.request('POST', '/api/admin/patterns/validate', {
        cookie: admin,
        body: { ...THIRTY_PACKAGES, tier },
      });
      expect(response.status).toBe(200);
    }

    expect(await stored()).toEqual(before);
  });

  it('answers 403 to a user, 401 to nobody and 400 to an unknown tier', async () => {
    const { t, admin, user } = await withAdminAndUser();
    const path = '/api/admin/patterns/validate';
    const asUser = await t.request('POST', path, { cookie: user, body: THIRTY_PACKAGES });
    expect(asUser.status).toBe(403);
    expect(await json(asUser)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.request('POST', path, { body: THIRTY_PACKAGES })).status).toBe(401);
    expect(
      (await t.request('POST', path, { cookie: admin, body: { ...THIRTY_PACKAGES, tier: 'huge' } })).status,
    ).toBe(400);
  });
});
