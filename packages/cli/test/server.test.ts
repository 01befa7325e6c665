import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charterWith, makeProject, removeProject } from './helpers';
import { postJson, type RunningServer, startServer } from './server-process';

const PERSON = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical engine' };

describe('the CLI against a real Charter server', () => {
  let server: RunningServer;
  let root: string;
  let key: string;
  let keyId: string;
  const asPerson = (...args: string[]) =>
    charterWith(
      { cwd: root, env: { CHARTER_PASSWORD: PERSON.password } },
      ...args,
      '--server',
      server.url,
      '--email',
      PERSON.email,
    );
  const asAgent = (...args: string[]) =>
    charterWith({ cwd: root, env: { CHARTER_API_KEY: key, CHARTER_SERVER: server.url } }, ...args);
  const addFiftyFirst = (...extra: string[]) =>
    asAgent(
      'validate',
      'Add chart.js for the billing charts',
      '--type',
      'dependency_addition',
      '--meta',
      'current_dependencies=50',
      '--meta',
      'packages=chart.js',
      '--format',
      'json',
      ...extra,
    );

  beforeAll(async () => {
    server = await startServer({});
    root = await makeProject({ 'README.md': '# app\n' });
    expect((await postJson(`${server.url}/api/auth/register`, PERSON)).status).toBe(201);
    const created = await asPerson('keys', 'create', 'cli test agent', '--format', 'json');
    expect(created.stderr).toBe('');
    ({ keySecret: key, keyId } = JSON.parse(created.stdout));
    expect(key).toMatch(/^charter_sk_/);
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    await removeProject(root);
  });

  it('validates on the server, files a rebellion with the key, and honours it once a person approves', async () => {
    const blocked = await addFiftyFirst();
    expect(blocked.code).toBe(1);
    const verdict = JSON.parse(blocked.stdout);
    expect(verdict).toMatchObject({ source: 'server', validation: { status: 'blocked' } });
    expect(verdict.validation.violated_rules.map((v: { ruleId: string }) => v.ruleId)).toContain(
      'CH-DEP-001',
    );
    expect(verdict.rebellion_hint).toContain(`charter rebellion request ${verdict.decision_id}`);

    const filed = await asAgent(
      'rebellion',
      'request',
      verdict.decision_id,
      '--why',
      'Billing charts replace three modules',
      '--format',
      'json',
    );
    expect(filed.code).toBe(0);
    const rebellion = JSON.parse(filed.stdout);
    expect(rebellion.status).toBe('pending');

    const listed = JSON.parse(
      (await asAgent('rebellion', 'list', '--status', 'pending', '--format', 'json')).stdout,
    );
    expect(listed.rebellions.map((r: { rebellion_id: string }) => r.rebellion_id)).toContain(
      rebellion.rebellion_id,
    );

    const approved = await asPerson(
      'rebellion',
      'approve',
      rebellion.rebellion_id,
      '--expires',
      '1d',
      '--format',
      'json',
    );
    expect(approved.stderr).toBe('');
    expect(JSON.parse(approved.stdout)).toMatchObject({
      status: 'approved',
      decided_by: `user:${PERSON.email}`,
    });

    const allowed = await addFiftyFirst();
    expect(allowed.code).toBe(0);
    expect(JSON.parse(allowed.stdout).validation.exception.rebellion_id).toBe(rebellion.rebellion_id);
    // One use by default: the next one is blocked again.
    expect((await addFiftyFirst()).code).toBe(1);
  });

  it('approves a standing exception with --uses unlimited and revokes it as the owner', async () => {
    const verdict = JSON.parse((await addFiftyFirst()).stdout);
    const rebellion = JSON.parse(
      (
        await asAgent(
          'rebellion',
          'request',
          verdict.decision_id,
          '--why',
          'Billing charts for a quarter',
          '--format',
          'json',
        )
      ).stdout,
    );
    const approved = await asPerson('rebellion', 'approve', rebellion.rebellion_id, '--uses', 'unlimited');
    expect(approved.stdout).toMatch(
      /Lets dependency_addition decisions .* any number of times, until revoked/,
    );
    expect((await addFiftyFirst()).code).toBe(0);
    expect((await addFiftyFirst()).code).toBe(0);
    const revoked = await asPerson(
      'rebellion',
      'revoke',
      rebellion.rebellion_id,
      '--reason',
      'quarter over',
      '--format',
      'json',
    );
    expect(revoked.stderr).toBe('');
    expect(JSON.parse(revoked.stdout)).toMatchObject({ status: 'revoked', times_used: 2 });
    expect((await addFiftyFirst()).code).toBe(1);
  });

  it('lists keys without secrets, and a revoked key is refused at once with a hint', async () => {
    const listed = await asPerson('keys', 'list');
    expect(listed.stdout).toContain(keyId);
    expect(listed.stdout).not.toContain(key);

    expect((await asPerson('keys', 'revoke', keyId)).stdout).toContain(`Revoked ${keyId}`);
    const refused = await addFiftyFirst();
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('refused the call (401)');
    expect(refused.stderr).toContain('hint: Check CHARTER_API_KEY');
  });

  it('refuses a wrong password and an unreachable server with exit 2', async () => {
    const wrong = await charterWith(
      { cwd: root, env: { CHARTER_PASSWORD: 'not the password' } },
      'keys',
      'list',
      '--server',
      server.url,
      '--email',
      PERSON.email,
    );
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('(401)');

    const away = await charterWith(
      { cwd: root, env: { CHARTER_API_KEY: 'charter_sk_x' } },
      'validate',
      'Add x',
      '--server',
      'http://127.0.0.1:9',
    );
    expect(away.code).toBe(2);
    expect(away.stderr).toContain('Could not reach the Charter server at http://127.0.0.1:9');
    expect(away.stderr).toContain('hint: Start it with `charter serve`');
  });
});

describe('charter admin create', () => {
  it('creates an admin in the fs store who can then sign in to the server', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'charter-admin-'));
    try {
      const created = await charterWith(
        {
          cwd: dataDir,
          env: {
            ...process.env,
            CHARTER_STORE: 'fs',
            CHARTER_DATA_DIR: dataDir,
            CHARTER_ADMIN_PASSWORD: 'a long passphrase',
          },
        },
        'admin',
        'create',
        '--email',
        'ops@example.com',
      );
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('Admin ops@example.com is ready');

      const server = await startServer({ CHARTER_STORE: 'fs', CHARTER_DATA_DIR: dataDir });
      try {
        const ok = await postJson(`${server.url}/api/admin/login`, {
          email: 'ops@example.com',
          password: 'a long passphrase',
        });
        expect(ok.status).toBe(200);
        const bad = await postJson(`${server.url}/api/admin/login`, {
          email: 'ops@example.com',
          password: 'wrong one',
        });
        expect(bad.status).toBe(401);
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 40_000);

  it('refuses without a password when there is no terminal', async () => {
    const { code, stderr } = await charterWith(
      { cwd: tmpdir(), env: {} },
      'admin',
      'create',
      '--email',
      'ops@example.com',
    );
    expect(code).toBe(2);
    expect(stderr).toContain('hint: Set CHARTER_ADMIN_PASSWORD');
  });
});
