import { api } from '@charter/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerClient } from '../src/services/server-client';
import { postJson, type RunningServer, startServer } from './server-process';

const PERSON = { name: 'Key Holder', email: 'once@example.com', password: 'correct horse battery' };
const DECISION = {
  decision_type: 'api',
  description: 'Call the billing API with a 5 second timeout',
  metadata: { timeout_ms: 5000 },
};

/** The CLI's server mode sends one Idempotency-Key per call, against the real server. */
describe('server mode and Idempotency-Key', () => {
  let server: RunningServer;
  let key: string;

  beforeAll(async () => {
    server = await startServer({});
    const registered = await postJson(`${server.url}/api/auth/register`, PERSON);
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const created = await fetch(`${server.url}/api/user/generate-charter-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ keyName: 'cli once' }),
    });
    key = ((await created.json()) as { apiKey: { keySecret: string } }).apiKey.keySecret;
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('makes a new key for each call, and one passed in is the same action to the server', async () => {
    const call = createServerClient({ url: server.url, apiKey: key });
    const first = await call(api.governance.externalValidate, { body: DECISION });
    const second = await call(api.governance.externalValidate, { body: DECISION });
    expect(second.decision_id).not.toBe(first.decision_id);

    const retried = await call(api.governance.externalValidate, {
      body: DECISION,
      idempotencyKey: 'cli-retry-1',
    });
    const again = await call(api.governance.externalValidate, {
      body: DECISION,
      idempotencyKey: 'cli-retry-1',
    });
    expect(again.decision_id).toBe(retried.decision_id);
  });
});
