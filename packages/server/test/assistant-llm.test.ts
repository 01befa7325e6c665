import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SendAssistantMessageResponse } from '@charter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, json } from './helpers';

/**
 * The assistant with a language model configured: a fake OpenAI-compatible chat-completions server on
 * loopback (response shape from the OpenAI API reference, "The chat completion object"). The model may
 * word the reply; the verdict card is the evaluator's whatever the model says.
 */

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

async function startModel(reply: (body: { messages: { content: string }[] }) => [number, string]) {
  const prompts: string[] = [];
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    prompts.push(body.messages.map((m: { content: string }) => m.content).join('\n'));
    const [status, content] = reply(body);
    res.writeHead(status, { 'content-type': 'application/json' }).end(
      status === 200
        ? JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          })
        : JSON.stringify({ error: { message: content } }),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, prompts };
}

async function askWith(origin: string) {
  const t = createTestApp({
    env: { CHARTER_LLM_BASE_URL: `${origin}/v1`, CHARTER_LLM_MODEL: 'm', CHARTER_LLM_API_KEY: 'k-test' },
    llm: { timeoutMs: 2_000, retryDelayMs: 0 },
  });
  const cookie = await t.signUp();
  const response = await t.request('POST', '/api/assistant/messages', {
    cookie,
    body: { message: 'Can I add chart.js? We have 50 dependencies' },
  });
  expect(response.status).toBe(200);
  return json<SendAssistantMessageResponse>(response);
}

describe('assistant with a language model', () => {
  it('lets the model word the reply, grounded in the verdict, with the evaluator’s card unchanged', async () => {
    const worded =
      'Blocked: CH-DEP-001 caps you at 50 direct dependencies and chart.js would be the 51st; CH-DEP-002 asks for a justification of each new package.';
    const model = await startModel(() => [200, worded]);
    const answer = await askWith(model.origin);
    expect(answer.reply.source).toBe('llm');
    expect(answer.reply.text).toBe(worded);
    expect(answer.reply.cards[0]).toMatchObject({ type: 'verdict', status: 'blocked' });
    // The model was grounded with the deterministic reply naming the rule.
    expect(model.prompts[0]).toContain('CH-DEP-001');
  });

  it('does not use a wording that drops the verdict (“Approved!” for a blocked decision)', async () => {
    const model = await startModel(() => [200, 'Approved! Go ahead and add chart.js.']);
    const answer = await askWith(model.origin);
    expect(answer.reply.source).toBe('deterministic');
    expect(answer.reply.text).toContain('CH-DEP-001');
    expect(answer.reply.note).toMatch(/left out part of the verdict/);
    expect(answer.reply.cards[0]).toMatchObject({ type: 'verdict', status: 'blocked' });
  });

  it('uses the built-in reply, and says so, when the model fails', async () => {
    const model = await startModel(() => [401, 'bad key']);
    const answer = await askWith(model.origin);
    expect(answer.reply.source).toBe('deterministic');
    expect(answer.reply.note).toMatch(/language model refused the request/);
    expect(answer.reply.text).toContain('CH-DEP-001');
    expect(answer.reply.cards[0]).toMatchObject({ type: 'verdict', status: 'blocked' });
  });
});
