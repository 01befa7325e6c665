import type { Message, Part, SendMessageRequest } from '@a2a-js/sdk';
import { Role } from '@a2a-js/sdk';
import type { Client } from '@a2a-js/sdk/client';
import { ClientFactory, ClientFactoryOptions } from '@a2a-js/sdk/client';
import { api } from '@charter/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApp } from '../src/app';
import { listen } from '../src/listen';
import type { TestApp } from './helpers';
import { createTestApp, json, readAnswer } from './helpers';

/**
 * Charter as an A2A agent, driven by the official SDK's own client (`@a2a-js/sdk` 1.3.0) over real HTTP on
 * loopback: discovery through the agent card, SendMessage with a Semi key, refusals without one.
 */

let t: TestApp;
let server: ReturnType<typeof listen>;
let base: string;
let cookie: string;
let semiKey: string;
let semiKeyId: string;

const factory = new ClientFactory(
  ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { preferredTransports: ['JSONRPC'] }),
);

const bearer = (key: string) => ({ serviceParameters: { Authorization: `Bearer ${key}` } });

function dataPart(value: Record<string, unknown>): Part {
  return {
    content: { $case: 'data', value },
    metadata: undefined,
    filename: '',
    mediaType: 'application/json',
  };
}
function textPart(value: string): Part {
  return { content: { $case: 'text', value }, metadata: undefined, filename: '', mediaType: 'text/plain' };
}

function request(parts: Part[], metadata: Record<string, unknown> = {}): SendMessageRequest {
  return {
    tenant: '',
    message: {
      messageId: crypto.randomUUID(),
      contextId: '',
      taskId: '',
      role: Role.ROLE_USER,
      parts,
      metadata,
      extensions: [],
      referenceTaskIds: [],
    },
    configuration: undefined,
    metadata: undefined,
  };
}

/** The reply's text and first data part: Charter answers every message with one message. */
function read(result: Awaited<ReturnType<Client['sendMessage']>>) {
  expect('messageId' in result).toBe(true);
  const message = result as Message;
  expect(message.role).toBe(Role.ROLE_AGENT);
  const text = message.parts
    .flatMap((p) => (p.content?.$case === 'text' ? [p.content.value] : []))
    .join('\n');
  const data = message.parts.find((p) => p.content?.$case === 'data')?.content?.value as Record<
    string,
    unknown
  >;
  return { text, data };
}

beforeAll(async () => {
  t = createTestApp();
  server = listen(t.app, { port: 0, hostname: '127.0.0.1' });
  await server.ready();
  base = server.url!.replace(/\/$/, '');
  cookie = await t.signUp();
  const generated = await t.request('POST', '/api/semi/keys/generate', {
    cookie,
    body: { keyName: 'planner-bot' },
  });
  expect(generated.status).toBe(201);
  const { apiKey } = await json<{ apiKey: { id: string; keyValue: string } }>(generated);
  semiKey = apiKey.keyValue;
  semiKeyId = apiKey.id;
});

afterAll(async () => {
  await server?.close(true);
  await closeApp(t.app);
});

describe('Charter as an A2A server, through the official SDK client', () => {
  it('is discovered from its agent card: JSON-RPC interface, bearer scheme, the four skills', async () => {
    const client = await factory.createFromUrl(base);
    const card = await client.getAgentCard();
    expect(card.name).toBe('Charter');
    expect(card.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(card.supportedInterfaces[0]).toMatchObject({
      url: `${base}/a2a/jsonrpc`,
      protocolBinding: 'JSONRPC',
      protocolVersion: '1.0',
    });
    expect(card.securitySchemes.bearer?.scheme).toMatchObject({
      $case: 'httpAuthSecurityScheme',
      value: { scheme: 'Bearer' },
    });
    expect(card.skills.map((s) => s.id)).toEqual([
      'validate_decision',
      'constitutional_rules',
      'strategic_context',
      'request_exception',
    ]);
  });

  it('names its https address behind a TLS-terminating proxy', async () => {
    const response = await fetch(`${base}/.well-known/agent-card.json`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    const card = (await response.json()) as { supportedInterfaces: { url: string }[] };
    expect(card.supportedInterfaces[0]?.url).toBe(`${base.replace(/^http:/, 'https:')}/a2a/jsonrpc`);
  });

  it('blocks a decision over the dependency limit with CH-DEP-001 and records it in the owner’s ledger', async () => {
    const client = await factory.createFromUrl(base);
    const reply = read(
      await client.sendMessage(
        request([
          textPart('Please check this before I install.'),
          dataPart({
            skill: 'validate_decision',
            decision_type: 'dependency',
            description: 'Add the chart and animation libraries',
            metadata: { current_dependencies: 120, new_dependencies: 11 },
          }),
        ]),
        bearer(semiKey),
      ),
    );
    const validation = reply.data.constitutional_validation as {
      status: string;
      violated_rules: { ruleId: string }[];
    };
    expect(validation.status).toBe('blocked');
    expect(validation.violated_rules.map((v) => v.ruleId)).toContain('CH-DEP-001');
    expect(reply.text).toMatch(/^Blocked/);
    expect(reply.text).toContain('CH-DEP-001');

    const { decisions } = await readAnswer(
      api.governance.decisions,
      await t.request('GET', '/api/user/decisions', { cookie }),
    );
    expect(decisions[0]).toMatchObject({
      decision_id: reply.data.decision_id,
      source: 'a2a:planner-bot',
      status: 'blocked',
    });
  });

  it('reads a plain-text message as a decision, and answers the other skills from the owner’s data', async () => {
    const client = await factory.createFromUrl(base);
    const safe = read(
      await client.sendMessage(
        request([textPart('Call the billing API with a 5 second timeout')]),
        bearer(semiKey),
      ),
    );
    expect((safe.data.constitutional_validation as { status: string }).status).toBe('approved');

    const rules = read(
      await client.sendMessage(request([], { skill: 'constitutional_rules' }), bearer(semiKey)),
    );
    expect((rules.data.rules as { id: string }[]).map((r) => r.id)).toContain('CH-DEP-001');

    const context = read(
      await client.sendMessage(request([dataPart({ skill: 'strategic_context' })]), bearer(semiKey)),
    );
    // The blocked decision above is part of the owner's history: real data, not a sample.
    expect(context.data.totalInsights).toBeGreaterThan(0);
  });

  it('files an exception request for a blocked decision', async () => {
    const client = await factory.createFromUrl(base);
    const blocked = read(
      await client.sendMessage(
        request([
          dataPart({
            decision_type: 'dependency',
            description: 'Add a PDF library',
            metadata: { current_dependencies: 50, new_dependencies: 1 },
          }),
        ]),
        bearer(semiKey),
      ),
    );
    const filed = read(
      await client.sendMessage(
        request([
          dataPart({
            skill: 'request_exception',
            decision_id: blocked.data.decision_id,
            justification: 'The invoice export needs exactly one PDF library.',
          }),
        ]),
        bearer(semiKey),
      ),
    );
    expect(filed.data.rebellion).toMatchObject({ decision_id: blocked.data.decision_id, status: 'pending' });
  });

  it('says what is wrong with a request it cannot act on, instead of guessing', async () => {
    const client = await factory.createFromUrl(base);
    const reply = read(
      await client.sendMessage(request([dataPart({ skill: 'launch_rockets' })]), bearer(semiKey)),
    );
    expect(reply.text).toMatch(/^Refused: Unknown skill "launch_rockets"/);
    expect(reply.data.error).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a call without a key, with a Charter key of another kind, and with a deactivated or deleted key', async () => {
    const client = await factory.createFromUrl(base);
    const safe = request([textPart('Call the billing API with a 5 second timeout')]);
    await expect(client.sendMessage(safe)).rejects.toThrow(/401/);

    const charterKey = await readAnswer(
      api.keys.generateCharterKey,
      await t.request('POST', '/api/user/generate-charter-api-key', { cookie, body: { keyName: 'ci' } }),
    );
    await expect(client.sendMessage(safe, bearer(charterKey.apiKey.keySecret))).rejects.toThrow(
      /not a Semi key/,
    );

    const deactivated = await t.request('POST', `/api/semi/keys/${semiKeyId}/deactivate`, { cookie });
    expect(deactivated.status).toBe(200);
    await expect(client.sendMessage(safe, bearer(semiKey))).rejects.toThrow(/401/);

    const other = await readAnswer(
      api.semi.generateKey,
      await t.request('POST', '/api/semi/keys/generate', { cookie, body: { keyName: 'second' } }),
    );
    expect(read(await client.sendMessage(safe, bearer(other.apiKey.keyValue))).text).toMatch(/^Approved/);
    expect((await t.request('DELETE', `/api/semi/keys/${other.apiKey.id}`, { cookie })).status).toBe(200);
    await expect(client.sendMessage(safe, bearer(other.apiKey.keyValue))).rejects.toThrow(/401/);
  });

  it('does not accept a Semi key on the agent API meant for Charter keys', async () => {
    const other = await readAnswer(
      api.semi.generateKey,
      await t.request('POST', '/api/semi/keys/generate', { cookie, body: { keyName: 'third' } }),
    );
    const response = await t.request('GET', '/api/external/whoami', {
      headers: { authorization: `Bearer ${other.apiKey.keyValue}` },
    });
    expect(response.status).toBe(401);
    expect((await json(response)).error).toMatch(/Semi key/);
  });

  it('answers a streaming request with "unsupported operation", and bad JSON with a JSON-RPC error', async () => {
    const post = (body: string) =>
      fetch(`${base}/a2a/jsonrpc`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'A2A-Version': '1.0',
          authorization: `Bearer ${semiKey.replace(/.$/, '')}`,
        },
        body,
      });
    // A broken key is refused before the body is read.
    expect((await post('{')).status).toBe(401);
    const other = await readAnswer(
      api.semi.generateKey,
      await t.request('POST', '/api/semi/keys/generate', { cookie, body: { keyName: 'fourth' } }),
    );
    const call = (body: string) =>
      fetch(`${base}/a2a/jsonrpc`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'A2A-Version': '1.0',
          authorization: `Bearer ${other.apiKey.keyValue}`,
        },
        body,
      });
    const stream = await json<{ error: { code: number } }>(
      await call(
        JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'SendStreamingMessage', params: { message: {} } }),
      ),
    );
    expect(stream.error.code).toBe(-32004);
    // Charter creates no tasks: GetTask and CancelTask answer TaskNotFound, ListTasks an empty list;
    // push-notification configs and the extended card are refused as the card says.
    const rpc = async (method: string, params: unknown) =>
      json<{ result?: { tasks?: unknown[] }; error?: { code: number } }>(
        await call(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })),
      );
    expect((await rpc('GetTask', { id: 'no-such-task' })).error?.code).toBe(-32001);
    expect((await rpc('CancelTask', { id: 'no-such-task' })).error?.code).toBe(-32001);
    expect((await rpc('ListTasks', {})).result?.tasks ?? []).toEqual([]);
    expect(
      (await rpc('CreateTaskPushNotificationConfig', { taskId: 't', url: 'https://example.com/hook' })).error
        ?.code,
    ).toBe(-32003);
    expect((await rpc('GetExtendedAgentCard', {})).error?.code).toBe(-32004);
    expect((await rpc('tasks/send', {})).error?.code).toBe(-32601);
    const broken = await call('{not json');
    expect(broken.status).toBe(200);
    expect((await json<{ error: { code: number } }>(broken)).error.code).toBeLessThan(-32000);
  });
});
