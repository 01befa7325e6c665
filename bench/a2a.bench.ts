// What does asking Charter over A2A cost, next to asking its REST endpoint? Same app, same decision, same
// client (Node's fetch with keep-alive, 32 requests in flight). Baseline: POST /api/external/validate with a
// Charter key. Measured: A2A JSON-RPC SendMessage to /a2a/jsonrpc with a Semi key, the decision as a data part
// (the SDK's JsonRpcTransportHandler, request handler and executor, then the same evaluator and ledger).
// Read the ratio vitest prints, not the absolute times.
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

const post = (path: string, body: unknown, cookie = '') =>
  app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: ORIGIN },
      body: JSON.stringify(body),
    }),
  );
const registered = await post('/api/auth/register', {
  name: 'Bench',
  email: 'bench-a2a@example.com',
  password: 'correct horse battery',
});
const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
const charterKey = (
  (await (await post('/api/user/generate-charter-api-key', { keyName: 'rest' }, cookie)).json()) as {
    apiKey: { keySecret: string };
  }
).apiKey.keySecret;
const semiKey = (
  (await (await post('/api/semi/keys/generate', { keyName: 'a2a' }, cookie)).json()) as {
    apiKey: { keyValue: string };
  }
).apiKey.keyValue;

const server = listen(app, { port: 0, hostname: '127.0.0.1' });
await server.ready();
const base = server.url!.replace(/\/$/, '');

afterAll(async () => {
  await server.close(true);
  await closeApp(app);
  await store.close();
});

const decision = {
  decision_type: 'dependency',
  description: 'Add the chart and animation libraries',
  metadata: { current_dependencies: 120, new_dependencies: ['chart.js', 'motion'], timeout_ms: 5000 },
};
const restBody = JSON.stringify({ ...decision, agent_id: 'bench-agent' });
const rpcBody = () =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'SendMessage',
    params: {
      message: {
        messageId: crypto.randomUUID(),
        role: 'ROLE_USER',
        parts: [{ data: { skill: 'validate_decision', ...decision }, mediaType: 'application/json' }],
      },
    },
  });

async function burst(url: string, headers: Record<string, string>, body: () => string) {
  const responses = await Promise.all(
    Array.from({ length: IN_FLIGHT }, () =>
      fetch(url, { method: 'POST', headers, body: body(), signal: AbortSignal.timeout(10_000) }),
    ),
  );
  for (const response of responses) {
    const text = await response.text();
    if (response.status !== 200 || text.includes('"error"'))
      throw new Error(`${url} answered ${response.status}: ${text}`);
  }
}

describe(`one decision, ${IN_FLIGHT} requests in flight (loopback, keep-alive)`, () => {
  bench(
    'baseline: Charter POST /api/external/validate',
    () =>
      burst(
        `${base}/api/external/validate`,
        { 'content-type': 'application/json', authorization: `Bearer ${charterKey}` },
        () => restBody,
      ),
    { time: 3000 },
  );
  bench(
    'Charter A2A SendMessage (validate_decision)',
    () =>
      burst(
        `${base}/a2a/jsonrpc`,
        { 'content-type': 'application/json', 'A2A-Version': '1.0', authorization: `Bearer ${semiKey}` },
        rpcBody,
      ),
    { time: 3000 },
  );
});
