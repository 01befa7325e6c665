import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { closeApp } from '../../../packages/server/src/app';
import { listen } from '../../../packages/server/src/listen';
import { createTestApp, json } from '../../../packages/server/test/helpers';

/** The example script, run as a user would, against a real Charter server listening on loopback. */
const t = createTestApp();
const http = listen(t.app, { port: 0, hostname: '127.0.0.1' });
afterAll(async () => {
  await http.close();
  await closeApp(t.app);
});

function run(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const script = fileURLToPath(new URL('../validate-decision.ts', import.meta.url));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('examples/agent-script', () => {
  it('prints the blocked verdict with CH-DEP-001 and exits 1', async () => {
    await http.ready();
    const server = http.url!.replace(/\/$/, '');
    const cookie = await t.signUp();
    const { apiKey } = await json<{ apiKey: { keySecret: string } }>(
      await t.request('POST', '/api/user/generate-charter-api-key', { cookie, body: { keyName: 'script' } }),
    );
    const { code, out } = await run({ CHARTER_SERVER: server, CHARTER_API_KEY: apiKey.keySecret });
    expect(out).toMatch(/^BLOCKED \(score \d+\/100, decision dec_/m);
    expect(out).toContain('- CH-DEP-001: 51');
    expect(code).toBe(1);
  }, 60_000);
});
