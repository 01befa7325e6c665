import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../src/exit-codes';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A free loopback port, from the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real Charter server (packages/server/src/main.ts) in a child process on a free port, ready once
 * /api/health answers. Runs from the repository root so `--import tsx` resolves.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, CHARTER_STORE: 'memory', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** POSTs JSON to the server, as a browser-less client would. */
export async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/** Registers a person on the server and answers the secret of an agent key made for them. */
export async function registerWithKey(
  url: string,
  person: { name: string; email: string; password: string },
  keyName: string,
): Promise<string> {
  const registered = await postJson(`${url}/api/auth/register`, person);
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const created = await fetch(`${url}/api/user/generate-charter-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: url },
    body: JSON.stringify({ keyName }),
    signal: AbortSignal.timeout(10_000),
  });
  if (created.status !== 201) throw new Error(`generate-charter-api-key answered ${created.status}`);
  return ((await created.json()) as { apiKey: { keySecret: string } }).apiKey.keySecret;
}

/** The UsageError `work` fails with; any other outcome fails the test. */
export async function usageErrorOf(work: Promise<unknown>): Promise<UsageError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UsageError)) throw new Error(`expected a UsageError, got ${String(error)}`);
  return error;
}
