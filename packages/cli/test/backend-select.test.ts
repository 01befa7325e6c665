import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { selectBackend } from '../src/services/backend/select';
import { createServerBackend } from '../src/services/backend/server';
import { makeProject, removeProject } from './helpers';
import { freePort, usageErrorOf } from './server-process';

const DECISION = {
  decision_type: 'api_configuration',
  description: 'Call the billing API with a 5 second timeout',
  metadata: { timeout_ms: 5000 },
};
const roots: string[] = [];
async function project() {
  const root = await makeProject({ 'README.md': '# app\n' });
  roots.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});

/** A loopback address where nothing listens: a call to it fails, naming the address it tried. */
const nobodyAt = async () => `http://127.0.0.1:${await freePort()}`;

describe('selectBackend', () => {
  it('works in .charter/ when neither --server nor CHARTER_SERVER names a server', async () => {
    const root = await project();
    for (const env of [{}, { CHARTER_SERVER: '' }, undefined]) {
      const backend = await selectBackend({ env, root, actor: async () => 'user:me@example.com' });
      expect(backend.where).toBe('local');
    }
    const backend = await selectBackend({ env: {}, root, actor: async () => 'user:me@example.com' });
    const outcome = await backend.validate(DECISION);
    expect(outcome.source).toBe('local');
    const ledger = JSON.parse(await readFile(join(root, '.charter', 'ledger.json'), 'utf8'));
    expect(
      ledger.decisions.map((d: { decision_id: string; actor: string }) => [d.decision_id, d.actor]),
    ).toEqual([[outcome.decision_id, 'user:me@example.com']]);
  });

  it('asks the server of CHARTER_SERVER, and --server before it', async () => {
    const root = await project();
    const [fromEnv, fromFlag] = [await nobodyAt(), await nobodyAt()];
    const env = { CHARTER_SERVER: fromEnv, CHARTER_API_KEY: 'charter_sk_test' };
    const byEnv = await selectBackend({ env, root });
    expect(byEnv.where).toBe('server');
    expect((await usageErrorOf(byEnv.validate(DECISION))).message).toContain(
      `Could not reach the Charter server at ${fromEnv}`,
    );
    const byFlag = await selectBackend({ env, server: fromFlag, root });
    expect((await usageErrorOf(byFlag.validate(DECISION))).message).toContain(
      `Could not reach the Charter server at ${fromFlag}`,
    );
    // Nothing was written locally.
    await expect(readFile(join(root, '.charter', 'ledger.json'), 'utf8')).rejects.toThrow();
  });
});

describe('what one side cannot do', () => {
  it('locally, keys are refused with the way to a server', async () => {
    const backend = await selectBackend({ env: {}, root: await project() });
    for (const call of [backend.listKeys(), backend.createKey('laptop'), backend.revokeKey('key_1')]) {
      const error = await usageErrorOf(call);
      expect(error.message).toBe('Keys live on a Charter server.');
      expect(error.hint).toContain('--server');
    }
  });

  it('on a server, a decision needs the agent key and a person’s call needs a sign-in, before any request', async () => {
    const backend = createServerBackend({ target: { url: await nobodyAt() } });
    const noKey = await usageErrorOf(backend.validate(DECISION));
    expect(noKey.message).toBe('--server needs an agent key in CHARTER_API_KEY.');
    for (const call of [
      backend.decideRebellion({ rebellionId: 'reb_1', approve: true }),
      backend.revokeRebellion({ rebellionId: 'reb_1' }),
      backend.listKeys(),
      // Without an agent key, only a person may list.
      backend.listRebellions('all'),
    ]) {
      expect((await usageErrorOf(call)).message).toBe('This server call needs a person signed in.');
    }
  });
});
