import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverArgs } from './server-command';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(packageDir, '..', '..');

interface Started {
  child: ChildProcess;
  url: string;
  line: string;
  output: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

/** Runs the real server the way `pnpm start` does (or from source, see server-command.ts), with only the variables given. */
function run(env: Record<string, string>, cwd = repoRoot) {
  const child = spawn(process.execPath, serverArgs(), {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function start(env: Record<string, string>, cwd?: string): Promise<Started> {
  const running = run({ PORT: '0', CHARTER_STORE: 'memory', ...env }, cwd);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const match = /Charter listening on (http:\/\/\S+) \(store: ([^\n]+)\)\n/.exec(running.output());
    if (match) return { ...running, url: match[1]!, line: match[0].trim() };
    const code = await Promise.race([running.exited, new Promise((r) => setTimeout(() => r('waiting'), 50))]);
    if (code !== 'waiting' || Date.now() > deadline) {
      throw new Error(`main.ts did not start (exit ${String(code)}):\n${running.output()}`);
    }
  }
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

const webDist = mkdtempSync(join(tmpdir(), 'charter-main-web-'));
beforeAll(() => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Charter console</title>');
  writeFileSync(join(webDist, 'assets', 'main-abc.css'), 'body{margin:0}');
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describe('main.ts on a loopback port', () => {
  it('serves the API, the console files and the SPA fallback', async () => {
    const server = await start({ CHARTER_WEB_DIST: webDist });
    expect(server.line).toMatch(/^Charter listening on http:\/\/127\.0\.0\.1:\d+ \(store: memory/);

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const css = await fetch(`${server.url}/assets/main-abc.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
    expect(await css.text()).toBe('body{margin:0}');

    const dashboard = await fetch(`${server.url}/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Charter console');

    const nope = await fetch(`${server.url}/api/nope`);
    expect(nope.status).toBe(404);
    expect(await nope.json()).toMatchObject({ code: 'NOT_FOUND' });

    // A real socket has a real address: throttling and the Host-based origin check work over the wire.
    const crossSite = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('finishes an in-flight request on SIGTERM, then exits 0', async () => {
    const server = await start({ CHARTER_WEB_DIST: webDist });
    const { port } = new URL(server.url);
    const body = JSON.stringify({ email: 'slow@example.com', password: 'secret1' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      // Half the body now, the rest after SIGTERM: the request is in flight while the server stops.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    const { status, text } = await answer;
    expect(status).toBe(401);
    expect(JSON.parse(text)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await server.exited).toBe(0);
  });

  it('exits 1 with a clear message on a bad environment', async () => {
    const running = run({ PORT: 'abc', CHARTER_SECURE_COOKIES: 'maybe' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('Invalid environment:');
    expect(running.output()).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(running.output()).toContain('CHARTER_SECURE_COOKIES must be one of auto, always, never');
  });

  it('exits 1 on a CHARTER_SECRET_KEY that is not 32 bytes, without printing it', async () => {
    const running = run({ CHARTER_SECRET_KEY: 'my-not-so-secret-passphrase' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('Invalid environment:');
    expect(running.output()).toContain(
      'CHARTER_SECRET_KEY must be 32 random bytes written as 64 hex characters or 44 base64 characters',
    );
    expect(running.output()).not.toContain('my-not-so-secret-passphrase');
  });

  it('on the fs store without CHARTER_SECRET_KEY, generates the key file once (0600) and says where, never what', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'charter-main-key-'));
    try {
      const env = { CHARTER_STORE: 'fs', CHARTER_DATA_DIR: dataDir, CHARTER_WEB_DIST: webDist };
      const file = join(dataDir, 'secret.key');
      const first = await start(env);
      const key = readFileSync(file, 'utf8').trim();
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(first.output()).toContain(`Generated the key that encrypts stored Semi API keys at ${file}`);
      expect(first.output()).not.toContain(key);
      first.child.kill('SIGINT');
      expect(await first.exited).toBe(0);

      const second = await start(env);
      expect(readFileSync(file, 'utf8').trim()).toBe(key);
      expect(second.output()).not.toContain('Generated the key');
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('exits 1 with a clear message when the port is taken', async () => {
    const first = await start({ CHARTER_WEB_DIST: webDist });
    const { port } = new URL(first.url);
    const second = run({ PORT: port, CHARTER_STORE: 'memory' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Charter could not start: Port ${port} on 127.0.0.1 is already in use.`,
    );
  });

  it('runs from packages/server on the fs store, creates the admin, and refuses a second server on the same data dir', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'charter-main-data-'));
    try {
      const env = {
        CHARTER_STORE: 'fs',
        CHARTER_DATA_DIR: dataDir,
        CHARTER_WEB_DIST: webDist,
        CHARTER_ADMIN_EMAIL: 'ops@example.com',
        CHARTER_ADMIN_PASSWORD: 'admin-secret',
      };
      const server = await start(env, packageDir);
      expect(server.line).toContain(`(store: fs at ${dataDir})`);

      const login = await fetch(`${server.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ops@example.com', password: 'admin-secret' }),
      });
      expect(login.status).toBe(200);

      const second = run({ ...env, PORT: '0' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/Charter could not start: .*data directory/);

      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
