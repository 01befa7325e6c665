import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { z } from 'zod';
import type { LlmFailureReason, LlmMessage, LlmProvider } from './provider';
import { createLlmFailure } from './provider';

/**
 * An OpenAI-compatible chat-completions client (OpenAI, Ollama, vLLM, LM Studio, OpenRouter, …) over
 * undici. Each attempt has one deadline covering the connection, the headers and the whole body; a
 * network error, a timeout, a 429 or a 5xx is retried once; any other status and an answer that is not
 * a chat completion fail at once. The API key only ever goes into the Authorization header: no error
 * message carries it, nor the URL, nor the prompt.
 */

/** DESIGN.md: outbound calls time out within 10 s. */
export const LLM_TIMEOUT_MS = 10_000;
/** A short pause before the one retry, so a 429 or a restarting server gets a moment. */
export const LLM_RETRY_DELAY_MS = 250;
/** A chat completion is a few KB; anything past this is not one. */
const MAX_RESPONSE_BYTES = 1024 * 1024;
const ATTEMPTS = 2;

export interface OpenAiCompatibleConfig {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** Deadline of each attempt (headers and body), in ms. */
  timeoutMs?: number | undefined;
  retryDelayMs?: number | undefined;
}

/**
 * The chat-completions URL of a base URL given with or without a trailing slash: a bare origin gets the
 * conventional `/v1`; any other path (`/v1`, `/api/v1`, `/v1beta/openai`) is kept as the provider
 * documents it, and a URL that already ends in `/chat/completions` is used as is. The query is kept
 * (some gateways need `?api-version=`).
 * @example toChatCompletionsUrl('http://127.0.0.1:11434') // 'http://127.0.0.1:11434/v1/chat/completions'
 */
export function toChatCompletionsUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  let path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith('/chat/completions')) path = `${path === '' ? '/v1' : path}/chat/completions`;
  url.pathname = path;
  url.hash = '';
  return url.href;
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1, { error: 'no choices' }),
});

/** Some reasoning models put their thinking first, in `<think>…</think>`: it is not the reply. */
const THINKING = /^\s*<think>[\s\S]*?<\/think>/;

/** The reply of a chat-completions answer, or the reason it is not one. */
export function toCompletionText(raw: string): { text: string } | { problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = CompletionSchema.safeParse(data);
  if (!parsed.success) return { problem: 'no choices[0].message.content' };
  const text = (parsed.data.choices[0]?.message.content ?? '').replace(THINKING, '').trim();
  return text === '' ? { problem: 'an empty reply' } : { text };
}

class AttemptFailure {
  constructor(
    readonly reason: LlmFailureReason,
    readonly detail: string,
    readonly status?: number,
  ) {}

  get retryable(): boolean {
    if (this.reason === 'timeout' || this.reason === 'network') return true;
    return this.reason === 'http' && this.status !== undefined && (this.status === 429 || this.status >= 500);
  }
}

/** An error's code (`ECONNREFUSED`, `UND_ERR_SOCKET`) is safe to report; its message may not be. */
function toErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code) ? code : 'connection failed';
}

async function readLimited(body: AsyncIterable<Buffer>): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_RESPONSE_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function toMessage(failure: AttemptFailure, attempts: number, timeoutMs: number): string {
  const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
  switch (failure.reason) {
    case 'timeout':
      return `The language model did not answer within ${timeoutMs} ms (${tries}).`;
    case 'network':
      return `The language model could not be reached: ${failure.detail} (${tries}).`;
    case 'http':
      return `The language model answered HTTP ${failure.status} (${tries}).`;
    case 'invalid':
      return `The language model's answer was not a chat completion: ${failure.detail} (${tries}).`;
    case 'aborted':
      return 'The request ended before the language model answered.';
  }
}

/**
 * @example createOpenAiCompatibleProvider({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' })
 */
export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): LlmProvider {
  const url = toChatCompletionsUrl(config.baseUrl);
  const timeoutMs = config.timeoutMs ?? LLM_TIMEOUT_MS;
  const retryDelayMs = config.retryDelayMs ?? LLM_RETRY_DELAY_MS;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  async function attempt(payload: string, signal: AbortSignal | undefined): Promise<string | AttemptFailure> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      const response = await request(url, {
        method: 'POST',
        headers,
        body: payload,
        signal: combined,
        // The signal is the deadline of the whole attempt; these stop a stalled socket at the same bound.
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      if (response.statusCode < 200 || response.statusCode >= 300) {
        // Read (a bounded part of) the error body so the connection can be reused; its text is not kept.
        await response.body.dump({ limit: 64 * 1024, signal: combined }).catch(() => undefined);
        return new AttemptFailure('http', `HTTP ${response.statusCode}`, response.statusCode);
      }
      const raw = await readLimited(response.body);
      if (raw === undefined) {
        response.body.destroy();
        return new AttemptFailure('invalid', `more than ${MAX_RESPONSE_BYTES} bytes`);
      }
      const read = toCompletionText(raw);
      return 'text' in read ? read.text : new AttemptFailure('invalid', read.problem);
    } catch (error) {
      if (signal?.aborted) return new AttemptFailure('aborted', 'aborted');
      const code = toErrorCode(error);
      if (deadline.aborted || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
        return new AttemptFailure('timeout', 'timeout');
      }
      return new AttemptFailure('network', code);
    }
  }

  return {
    async complete(messages: readonly LlmMessage[], options: { signal?: AbortSignal | undefined }) {
      const payload = JSON.stringify({ model: config.model, messages, stream: false });
      let failure: AttemptFailure | undefined;
      let attempts = 0;
      while (attempts < ATTEMPTS) {
        if (attempts > 0) {
          try {
            await sleep(retryDelayMs, undefined, { signal: options.signal });
          } catch {
            failure = new AttemptFailure('aborted', 'aborted');
            break;
          }
        }
        attempts += 1;
        const outcome = await attempt(payload, options.signal);
        if (typeof outcome === 'string') return outcome;
        failure = outcome;
        if (!outcome.retryable) break;
      }
      const last = failure ?? new AttemptFailure('network', 'no attempt');
      throw createLlmFailure(toMessage(last, attempts, timeoutMs), {
        reason: last.reason,
        ...(last.status === undefined ? {} : { status: last.status }),
        attempts,
      });
    },
  };
}
