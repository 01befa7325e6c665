// What does an agent's "may I do this?" cost over HTTP, next to the cheapest possible JSON endpoint?
// Both servers listen on loopback in this process and get the same client (Node's fetch, i.e. undici, with
// keep-alive), 32 requests in flight per iteration. Baseline: a bare node:http server that parses the body
// and echoes it as JSON. Charter: the real app (createApp + srvx, as main.ts serves it) on a memory store,
// with a real bearer key: auth (cached), validation, evaluation, ledger queueing (batched) and the answer.
// Read the ratio vitest prints, not the absolute times.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, bench, describe } from 'vitest';
import { closeApp, createApp } from '../packages/server/src/app';
import { parseEnv } from '../packages/server/src/env';
import { listen } from '../packages/server/src/listen';
import { createMemoryStore } from '../packages/server/src/store';

const IN_FLIGHT = 32;
const ORIGIN = 'http://127.0.0.1';

const store = createMemoryStore();
const app = createApp({
  store,
  env: parseEnv({ CHARTER_STORE: 'memory', CHARTER_WEB_DIST: '/nonexistent', CHARTER_LOG_LEVEL: 'error' }),
  passwordCost: { N: 1024, r: 8, p: 1 },
});

async function createKey(): Promise<string> {
  const call = (path: string, body: unknown, cookie = '') =>
    app.fetch(
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: ORIGIN },
        body: JSON.stringify(body),
      }),
    );
  const registered = await call('/api/auth/register', {
    name: 'Bench',
    email: 'bench@example.com',
    password: 'correct horse battery',
  });
  const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
  const generated = await call('/api/user/generate-charter-api-key', { keyName: 'bench' }, cookie);
  return ((await generated.json()) as { apiKey: { keySecret: string } }).apiKey.keySecret;
}

const secret = await createKey();
const charter = listen(app, { port: 0, hostname: '127.0.0.1' });
await charter.ready();
const charterUrl = `${charter.url!.replace(/\/$/, '')}/api/external/validate`;

const echo = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.stringify({ ok: true, echo: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
});
await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
const echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}/`;

afterAll(async () => {
  await charter.close(true);
  await new Promise((resolve) => echo.close(resolve));
  await closeApp(app);
  await store.close();
});

const decision = JSON.stringify({
  project_name: 'Design Platform',
  decision_type: 'dependency',
  description: 'Add the chart and animation libraries',
  metadata: { current_dependencies: 120, new_dependencies: ['chart.js', 'motion'], timeout_ms: 5000 },
  agent_id: 'bench-agent',
});

async function burst(url: string, headers: Record<string, string>) {
  const responses = await Promise.all(
    Array.from({ length: IN_FLIGHT }, () => fetch(url, { method: 'POST', headers, body: decision })),
  );
  for (const response of responses) {
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

describe(`POST with ${IN_FLIGHT} requests in flight (loopback, keep-alive)`, () => {
  bench('baseline: bare node:http JSON echo', () => burst(echoUrl, { 'content-type': 'application/json' }), {
    time: 3000,
  });
  bench(
    'Charter POST /api/external/validate',
    () => burst(charterUrl, { 'content-type': 'application/json', authorization: `Bearer ${secret}` }),
    { time: 3000 },
  );
});
