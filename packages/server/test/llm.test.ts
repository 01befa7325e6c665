import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { LlmOptions } from '../src/llm/create-llm-provider';
import { createOpenAiCompatibleProvider, toChatCompletionsUrl } from '../src/llm/openai-compatible';
import { createTestApp, json } from './helpers';

/**
 * The optional language model against a fake OpenAI-compatible server on loopback: a real HTTP server,
 * so timeouts, retries and status handling go through undici exactly as in production.
 */

const KEY = 'sk-test-4f1c9a7e-do-not-log';
const MODEL = 'test-model';
const LLM_REPLY = 'From the model: who are the first tutors you would onboard?';

type Behaviour = (res: ServerResponse) => void;

interface FakeCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: Array<{ role: string; content: string }>; stream?: boolean };
}

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

const answer =
  (content = LLM_REPLY): Behaviour =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));
  };
const status =
  (code: number): Behaviour =>
  (res) => {
    res
      .writeHead(code, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'no' } }));
  };
const raw =
  (text: string): Behaviour =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(text);
  };
/** Answers correctly, but only after `ms`: headers and body both late. */
const slow =
  (ms: number): Behaviour =>
  (res) => {
    const timer = setTimeout(() => answer()(res), ms);
    res.on('close', () => clearTimeout(timer));
  };
/** Never answers: a call that returns at all has given up by its own deadline or abort, whatever the clock. */
const hang = (): Behaviour => () => {};
/** Sends the headers at once and never the body: only a deadline covering the body ends the call. */
const hangBody = (): Behaviour => (res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.flushHeaders();
};

const servers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

/** Plays `script` one behaviour per request (the last one repeats) and records every request. */
async function startFakeLlm(script: Behaviour[]) {
  const calls: FakeCall[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    calls.push({
      path: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    const behaviour = script[Math.min(calls.length, script.length) - 1];
    behaviour?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  servers.push(close);
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, calls, close };
}

async function setUp(origin: string | undefined, llm: LlmOptions = { timeoutMs: 2_000, retryDelayMs: 0 }) {
  const env: Record<string, string> =
    origin === undefined
      ? {}
      : { CHARTER_LLM_BASE_URL: `${origin}/v1`, CHARTER_LLM_MODEL: MODEL, CHARTER_LLM_API_KEY: KEY };
  const t = createTestApp({ env, llm });
  const cookie = await t.signUp();
  const post = async <T = Record<string, unknown>>(path: string, body: unknown) => {
    const response = await t.request('POST', path, { cookie, body });
    expect(response.status).toBe(200);
    return json<T>(response);
  };
  return { t, post };
}

interface ChatAnswer {
  response: string;
  source: string;
  note?: string;
}

const CHAT = {
  message: 'We are building an app for tutors who lose hours scheduling lessons.',
  context: { answers: { 'core-problem': 'Tutors lose five hours a week to scheduling.' } },
  chatHistory: [
    { role: 'user', content: 'Hi' },
    { role: 'assistant', content: 'Hello! Tell me about your project.' },
  ],
};

const SOCRATIC = {
  message:
    'I want to build a scheduling tool for private tutors, because they lose about 5 hours a week texting students.',
  conversationHistory: [],
};

/** What Charter answers without any model: the reference for every fallback. */
async function deterministic<T>(path: string, body: unknown): Promise<T> {
  const { post } = await setUp(undefined);
  return post<T>(path, body);
}

describe('optional language model', () => {
  it('answers deterministically, with no note, when no model is configured', async () => {
    const { post } = await setUp(undefined);
    const chat = await post<ChatAnswer>('/api/primer/chat', CHAT);
    expect(chat.source).toBe('deterministic');
    expect(chat).not.toHaveProperty('note');
    const turn = await post<ChatAnswer>('/api/primer/socratic-conversation', SOCRATIC);
    expect(turn.source).toBe('deterministic');
    expect(turn).not.toHaveProperty('note');
  });

  it('takes the chat reply from the model, grounded with the form and the built-in reply', async () => {
    const fake = await startFakeLlm([answer()]);
    const { post } = await setUp(fake.origin);
    const reference = await deterministic<ChatAnswer>('/api/primer/chat', CHAT);

    const chat = await post<ChatAnswer>('/api/primer/chat', CHAT);
    expect(chat).toEqual({ response: LLM_REPLY, source: 'llm' });

    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body.model).toBe(MODEL);
    expect(call?.body.stream).toBe(false);
    const messages = call?.body.messages ?? [];
    expect(messages[0]?.role).toBe('system');
    const system = messages[0]?.content ?? '';
    expect(system).toContain(reference.response);
    expect(system).toContain('Core problem: "Tutors lose five hours a week to scheduling."');
    expect(system).toMatch(/Still empty: .*Target users/);
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! Tell me about your project.' },
      { role: 'user', content: CHAT.message },
    ]);
  });

  it('takes the interviewer reply from the model; the extraction stays the engine’s', async () => {
    const fake = await startFakeLlm([answer()]);
    const { post } = await setUp(fake.origin);
    const reference = await deterministic<Record<string, unknown> & { response: string }>(
      '/api/primer/socratic-conversation',
      SOCRATIC,
    );

    const turn = await post<Record<string, unknown>>('/api/primer/socratic-conversation', SOCRATIC);
    expect(turn.source).toBe('llm');
    expect(turn.response).toBe(LLM_REPLY);
    expect(turn.extractedElements).toEqual(reference.extractedElements);
    expect(turn.projectContext).toEqual(reference.projectContext);
    expect(turn.detectedFrustration).toBe(false);
    // Scored on the reply sent: the model's "who" question is not a capitalised What/How/Why.
    expect(turn.conversationDepth).toBeGreaterThanOrEqual(reference.conversationDepth as number);

    const system = fake.calls[0]?.body.messages[0]?.content ?? '';
    expect(system).toContain(reference.response);
    expect(system).toContain('end your reply with it word for word');
    expect(system).toContain('Topics the user has not covered yet');
    expect(fake.calls[0]?.body.messages.at(-1)).toEqual({ role: 'user', content: SOCRATIC.message });
  });

  it('retries once after a 500 and uses the second answer', async () => {
    const fake = await startFakeLlm([status(500), answer()]);
    const { post } = await setUp(fake.origin);
    const chat = await post<ChatAnswer>('/api/primer/chat', CHAT);
    expect(chat).toEqual({ response: LLM_REPLY, source: 'llm' });
    expect(fake.calls).toHaveLength(2);
  });

  it('falls back with a note after two 500s, and after two 429s: exactly two attempts each', async () => {
    for (const code of [500, 503, 429]) {
      const fake = await startFakeLlm([status(code)]);
      const { post } = await setUp(fake.origin);
      const reference = await deterministic<ChatAnswer>('/api/primer/chat', CHAT);
      const chat = await post<ChatAnswer>('/api/primer/chat', CHAT);
      expect(chat).toEqual({
        response: reference.response,
        source: 'deterministic',
        note: "The language model is unavailable right now; this reply comes from Charter's built-in assistant.",
      });
      expect(fake.calls).toHaveLength(2);
    }
  });

  it('does not retry a 400 and falls back', async () => {
    const fake = await startFakeLlm([status(400), answer()]);
    const { post } = await setUp(fake.origin);
    const reference = await deterministic<ChatAnswer>('/api/primer/socratic-conversation', SOCRATIC);
    const turn = await post<ChatAnswer>('/api/primer/socratic-conversation', SOCRATIC);
    expect(turn.source).toBe('deterministic');
    expect(turn.response).toBe(reference.response);
    expect(turn.note).toBe(
      "The language model refused the request; this reply comes from Charter's built-in interviewer.",
    );
    expect(fake.calls).toHaveLength(1);
  });

  it('treats malformed JSON and a body that is not a chat completion as failures', async () => {
    for (const body of [
      '{"choices": [',
      '{"choices": []}',
      '{"choices":[{"message":{"content":"  "}}]}',
      '[]',
    ]) {
      const fake = await startFakeLlm([raw(body)]);
      const { post } = await setUp(fake.origin);
      const reference = await deterministic<ChatAnswer>('/api/primer/chat', CHAT);
      const chat = await post<ChatAnswer>('/api/primer/chat', CHAT);
      expect(chat).toEqual({
        response: reference.response,
        source: 'deterministic',
        note: "The language model sent an answer Charter could not use; this reply comes from Charter's built-in assistant.",
      });
      expect(fake.calls).toHaveLength(1);
    }
  });

  it('gives up on a slow model within the deadline of two attempts, headers or body late', async () => {
    // The model never answers, so returning at all proves the deadline ended both attempts (no clock needed).
    const timeoutMs = 200;
    for (const behaviour of [hang(), hangBody()]) {
      const fake = await startFakeLlm([behaviour]);
      const { post } = await setUp(fake.origin, { timeoutMs, retryDelayMs: 0 });
      const reference = await deterministic<ChatAnswer>('/api/primer/socratic-conversation', SOCRATIC);
      const turn = await post<ChatAnswer>('/api/primer/socratic-conversation', SOCRATIC);
      expect(turn.source).toBe('deterministic');
      expect(turn.response).toBe(reference.response);
      expect(turn.note).toBe(
        "The language model did not answer in time; this reply comes from Charter's built-in interviewer.",
      );
      expect(fake.calls).toHaveLength(2);
    }
  });

  it('falls back when nothing listens at the URL', async () => {
    const fake = await startFakeLlm([answer()]);
    await fake.close();
    const { post } = await setUp(fake.origin);
    const chat = await post<ChatAnswer>('/api/primer/chat', CHAT);
    expect(chat.source).toBe('deterministic');
    expect(chat.note).toBe(
      "The language model could not be reached; this reply comes from Charter's built-in assistant.",
    );
  });

  it('never writes the API key to the log, and logs each fallback once without it', async () => {
    const fake = await startFakeLlm([status(500), status(401), raw('nope'), slow(3_000)]);
    const { t, post } = await setUp(fake.origin, { timeoutMs: 200, retryDelayMs: 0 });
    const bodies: string[] = [];
    for (let i = 0; i < 3; i++) bodies.push(JSON.stringify(await post('/api/primer/chat', CHAT)));
    const log = t.logger.lines.join('\n');
    expect(t.logger.lines.filter((line) => line.includes('LLM chat reply failed'))).toHaveLength(3);
    expect(log).toContain('HTTP 401');
    expect(log).toContain('did not answer within 200 ms');
    expect(log).not.toContain(KEY);
    expect(log).not.toContain('sk-test');
    expect(bodies.join('\n')).not.toContain(KEY);
  });

  it('sends a bounded prompt: the last 20 messages, each cut', async () => {
    const fake = await startFakeLlm([answer()]);
    const { post } = await setUp(fake.origin);
    const history = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'charter',
      content: `${i} ${'word '.repeat(2_000)}`,
    }));
    await post('/api/primer/socratic-conversation', { message: 'Next.', conversationHistory: history });
    const messages = fake.calls[0]?.body.messages ?? [];
    expect(messages).toHaveLength(1 + 20 + 1);
    expect(messages[1]?.content.startsWith('10 ')).toBe(true);
    expect(messages[2]?.role).toBe('assistant');
    expect(Math.max(...messages.slice(1, -1).map((m) => m.content.length))).toBeLessThanOrEqual(4_000);
  });

  it('tells the model not to ask a question of a frustrated user', async () => {
    const fake = await startFakeLlm([answer('I hear you. You can press Generate now.')]);
    const { post } = await setUp(fake.origin);
    const turn = await post<Record<string, unknown>>('/api/primer/socratic-conversation', {
      message: 'This is frustrating, you keep asking the same thing!',
      conversationHistory: [],
    });
    expect(turn).toMatchObject({ source: 'llm', detectedFrustration: true });
    const system = fake.calls[0]?.body.messages[0]?.content ?? '';
    expect(system).toContain('The user is frustrated');
    expect(system).not.toContain('word for word');
  });

  it('stops waiting for the model when the caller goes away', async () => {
    // The model never answers and its deadline is far beyond the test's: only the caller's abort can end the wait.
    const fake = await startFakeLlm([hang()]);
    const { t } = await setUp(fake.origin, { timeoutMs: 600_000, retryDelayMs: 0 });
    const cookie = await t.signUp();
    const response = await t.app.fetch(
      new Request('http://localhost/api/primer/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(CHAT),
        signal: AbortSignal.timeout(150),
      }),
    );
    expect(fake.calls).toHaveLength(1);
    expect(await json(response)).toMatchObject({ source: 'deterministic', note: expect.any(String) });
  });

  it('leaves the model out of every other call', async () => {
    const fake = await startFakeLlm([answer()]);
    const { post } = await setUp(fake.origin);
    await post('/api/primer/analyze-completion-confidence', { conversationText: SOCRATIC.message });
    await post('/api/primer/smart-analysis', { content: SOCRATIC.message });
    expect(fake.calls).toHaveLength(0);
  });
});

describe('the chat-completions client', () => {
  it('accepts a base URL with or without a trailing slash and /v1', () => {
    expect(toChatCompletionsUrl('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(toChatCompletionsUrl('http://127.0.0.1:11434/')).toBe(
      'http://127.0.0.1:11434/v1/chat/completions',
    );
    expect(toChatCompletionsUrl('https://api.openai.com/v1')).toBe(
      'https://api.openai.com/v1/chat/completions',
    );
    expect(toChatCompletionsUrl('https://api.openai.com/v1/')).toBe(
      'https://api.openai.com/v1/chat/completions',
    );
    expect(toChatCompletionsUrl('https://openrouter.ai/api/v1')).toBe(
      'https://openrouter.ai/api/v1/chat/completions',
    );
    expect(toChatCompletionsUrl('https://example.com/v1beta/openai/')).toBe(
      'https://example.com/v1beta/openai/chat/completions',
    );
    expect(toChatCompletionsUrl('https://gw.example.com/v1/chat/completions?api-version=2024')).toBe(
      'https://gw.example.com/v1/chat/completions?api-version=2024',
    );
  });

  it('reaches /v1/chat/completions from a bare origin and sends no Authorization without a key', async () => {
    const fake = await startFakeLlm([answer('  <think>hmm</think>\nHello there.  ')]);
    const provider = createOpenAiCompatibleProvider({ baseUrl: `${fake.origin}/`, model: MODEL });
    expect(await provider.complete([{ role: 'user', content: 'Hi' }], {})).toBe('Hello there.');
    expect(fake.calls[0]?.path).toBe('/v1/chat/completions');
    expect(fake.calls[0]?.headers).not.toHaveProperty('authorization');
  });

  it('stops at once, without a retry, when the caller aborts', async () => {
    // Only the abort can end this call: the model never answers and the deadline is far beyond the test's.
    const fake = await startFakeLlm([hang()]);
    const provider = createOpenAiCompatibleProvider({
      baseUrl: fake.origin,
      model: MODEL,
      timeoutMs: 600_000,
    });
    const outcome = provider.complete([{ role: 'user', content: 'Hi' }], {
      signal: AbortSignal.timeout(100),
    });
    await expect(outcome).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      details: { reason: 'aborted', attempts: 1 },
    });
    expect(fake.calls).toHaveLength(1);
  });
});
