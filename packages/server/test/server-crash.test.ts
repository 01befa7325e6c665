import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { DEPENDENCY_SPRAWL } from './governance-helpers';
import { serverArgs } from './server-command';

/**
 * The real server (main.ts, fs store, loopback port) SIGKILLed at a random moment while agents validate,
 * file rebellions and users create keys and save projects. After every restart, each write that was
 * answered 2xx before the kill must be there, and a rebellion filed against an acknowledged decision must
 * work. CI runs a few rounds; `CHARTER_SERVER_CRASH_ROUNDS=200` runs the long version.
 */
const ROUNDS = Number(process.env.CHARTER_SERVER_CRASH_ROUNDS) || 6;
/** Past this many validations in a round, the validators pause: the newest 500 (one list page) cover them. */
const MAX_VALIDATIONS_PER_ROUND = 400;
const VALIDATORS = 6;
/** ms after the first acknowledged validation: the writes are under way by then, whatever the machine's speed. */
const randomKillDelay = () => Math.floor(Math.random() * 800);

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'charter-server-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Server {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      CHARTER_STORE: 'fs',
      CHARTER_DATA_DIR: dataDir,
      CHARTER_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const url = /Charter listening on (http:\/\/\S+) /.exec(output)?.[1];
    if (url) return { child, url, exited };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Acked {
  decisions: string[];
  rebellions: string[];
  keys: string[];
  projects: string[];
}

const emptyAcked = (): Acked => ({ decisions: [], rebellions: [], keys: [], projects: [] });

function client(url: string, cookie: string, secret: string) {
  const call = async (method: string, path: string, body?: unknown, auth: 'user' | 'key' = 'user') => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(auth === 'user' ? { cookie } : { authorization: `Bearer ${secret}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // The whole body arrived: for a 2xx, that is the acknowledgement.
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return call;
}

/** Runs every kind of write concurrently until the server dies; returns what was acknowledged. */
async function load(server: Server, cookie: string, secret: string, round: number): Promise<Acked> {
  const call = client(server.url, cookie, secret);
  const acked = emptyAcked();
  let dead = false;
  void server.exited.then(() => (dead = true));
  const blocked: string[] = [];
  const unexpected: string[] = [];
  let killTimer: NodeJS.Timeout | undefined;
  const loop = async (work: () => Promise<void>) => {
    while (!dead) {
      try {
        await work();
      } catch {
        // The connection died with the server before the whole answer arrived: not acknowledged.
      }
    }
  };
  /** A 2xx answer in full is an acknowledgement; any other status is a failure of the test. */
  const ack = (what: string, expected: number, status: number, body: unknown) => {
    if (status === expected) return true;
    unexpected.push(`${what}: ${status} ${JSON.stringify(body)}`);
    return false;
  };
  const idle = () => new Promise((resolve) => setTimeout(resolve, 5));
  const workers = [
    ...Array.from({ length: VALIDATORS }, () =>
      loop(async () => {
        if (acked.decisions.length >= MAX_VALIDATIONS_PER_ROUND) return void (await idle());
        const { status, body } = await call('POST', '/api/external/validate', DEPENDENCY_SPRAWL, 'key');
        if (!ack('validate', 200, status, body)) return;
        if (!killTimer) killTimer = setTimeout(() => server.child.kill('SIGKILL'), randomKillDelay());
        acked.decisions.push(body.decision_id as string);
        blocked.push(body.decision_id as string);
      }),
    ),
    loop(async () => {
      const decisionId = blocked.shift();
      if (!decisionId) return void (await idle());
      const { status, body } = await call(
        'POST',
        '/api/constitutional/rebellions',
        { decision_id: decisionId, justification: `Round ${round} needs the chart library.` },
        'key',
      );
      if (!ack('rebellion', 201, status, body)) return;
      acked.rebellions.push(body.rebellion_id as string);
    }),
    loop(async () => {
      const { status, body } = await call('POST', '/api/user/generate-charter-api-key', {
        keyName: `round ${round} key ${acked.keys.length}`,
      });
      if (!ack('key', 201, status, body)) return;
      acked.keys.push((body.apiKey as { keyId: string }).keyId);
    }),
    loop(async () => {
      const { status, body } = await call('POST', '/api/projects', {
        name: `Round ${round} project ${acked.projects.length}`,
      });
      if (!ack('project', 201, status, body)) return;
      acked.projects.push(body.id as string);
    }),
  ];
  // Should no validation ever be acknowledged, the round still ends (and the count below fails the test).
  const fallback = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  await server.exited;
  clearTimeout(fallback);
  clearTimeout(killTimer);
  await Promise.all(workers);
  expect(unexpected.slice(0, 5), `round ${round}: answers other than the acknowledgement`).toEqual([]);
  return acked;
}

/** Everything acknowledged before the kill is there after the restart, and filing against it works. */
async function verify(server: Server, cookie: string, secret: string, acked: Acked, round: number) {
  const call = client(server.url, cookie, secret);
  const decisions = await call('GET', '/api/user/decisions?limit=500');
  expect(decisions.status).toBe(200);
  const ledger = new Set(
    (decisions.body.decisions as Array<{ decision_id: string }>).map((d) => d.decision_id),
  );
  const lostDecisions = acked.decisions.filter((id) => !ledger.has(id));
  expect(lostDecisions, `round ${round}: acknowledged decisions lost`).toEqual([]);

  const rebellions = await call('GET', '/api/user/rebellions?status=all');
  expect(rebellions.status).toBe(200);
  const filed = new Set(
    (rebellions.body.rebellions as Array<{ rebellion_id: string }>).map((r) => r.rebellion_id),
  );
  expect(acked.rebellions.filter((id) => !filed.has(id))).toEqual([]);

  const keys = await call('GET', '/api/keys');
  expect(keys.status).toBe(200);
  const keyIds = new Set((keys.body.keys as Array<{ keyId: string }>).map((k) => k.keyId));
  expect(acked.keys.filter((id) => !keyIds.has(id))).toEqual([]);

  const projects = await call('GET', '/api/user/projects');
  expect(projects.status).toBe(200);
  const projectIds = new Set((projects.body.projects as Array<{ id: string }>).map((p) => p.id));
  expect(acked.projects.filter((id) => !projectIds.has(id))).toEqual([]);

  // Filing against acknowledged decisions works: the last one (the write most at risk) and a sample.
  const sample = new Set(acked.decisions.slice(-3));
  for (let i = 0; i < 5 && acked.decisions.length > 0; i++) {
    sample.add(acked.decisions[Math.floor(Math.random() * acked.decisions.length)]!);
  }
  for (const decisionId of sample) {
    const filing = await call(
      'POST',
      '/api/constitutional/rebellions',
      { decision_id: decisionId, justification: `Checked after the crash of round ${round}.` },
      'key',
    );
    // Found, never 404: filed now, or already carrying the rebellion filed during the round (one per decision).
    if (filing.status === 409) {
      expect((filing.body.details as { rebellion_id?: unknown } | undefined)?.rebellion_id).toEqual(
        expect.any(String),
      );
    } else expect(filing.status, `round ${round}: filing against ${decisionId}`).toBe(201);
  }
}

it(`keeps every acknowledged decision, rebellion, key and project through ${ROUNDS} SIGKILLs of the server`, {
  timeout: 60_000 + ROUNDS * 15_000,
}, async () => {
  let server = await startServer();
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' }),
  });
  expect(registered.status).toBe(201);
  const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
  const generated = await client(server.url, cookie, '')('POST', '/api/user/generate-charter-api-key', {
    keyName: 'agent',
  });
  const secret = (generated.body.apiKey as { keySecret: string }).keySecret;

  const totals = emptyAcked();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const acked = await load(server, cookie, secret, round);
      server = await startServer();
      await verify(server, cookie, secret, acked, round);
      for (const kind of Object.keys(totals) as Array<keyof Acked>) totals[kind].push(...acked[kind]);
    }
  } finally {
    server.child.kill('SIGKILL');
  }
  // The rounds did real work between kills.
  expect(totals.decisions.length).toBeGreaterThan(ROUNDS);
  console.info(
    `server crash test: ${ROUNDS} rounds; acknowledged ${totals.decisions.length} decisions, ` +
      `${totals.rebellions.length} rebellions, ${totals.keys.length} keys, ${totals.projects.length} projects; none lost`,
  );
});
