import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createFsStore } from '../src/store';
import { DEPENDENCY_SPRAWL } from './governance-helpers';
import { serverArgs } from './server-command';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'charter-main-ledger-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('main.ts shutdown', () => {
  it('writes batched ledger entries before it closes the store', async () => {
    const child = spawn(process.execPath, serverArgs(), {
      cwd: packageDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: tmpdir(),
        PORT: '0',
        CHARTER_STORE: 'fs',
        CHARTER_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const deadline = Date.now() + 20_000;
    let url = '';
    while (!url) {
      url = /Charter listening on (http:\/\/\S+) /.exec(output)?.[1] ?? '';
      if (!url && Date.now() > deadline) throw new Error(`main.ts did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const registered = await post('/api/auth/register', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse',
    });
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const generated = await post('/api/user/generate-charter-api-key', { keyName: 'agent' }, { cookie });
    const { apiKey } = (await generated.json()) as { apiKey: { keySecret: string } };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/external/validate', DEPENDENCY_SPRAWL, { authorization: `Bearer ${apiKey.keySecret}` }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // At once: the key uses are still in the batch when the signal arrives.
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const store = await createFsStore({ dir: dataDir });
    try {
      const user = (await store.users.findByEmail('ada@example.com'))!;
      expect(await store.ledger.all(user.id)).toHaveLength(5);
      expect((await store.keys.listByOwner(user.id))[0]!.usageCount).toBe(5);
    } finally {
      await store.close();
    }
  });
});
