import type { SendAssistantMessageResponse } from '@charter/core';
import { ASSISTANT_PATHS } from '@charter/core/assistant-paths';

/** What went wrong, in words a visitor understands (never a blank widget or a console-only error). */
export type WidgetProblem = 'unreachable' | 'revoked' | 'origin' | 'rate_limited' | 'invalid' | 'failed';

export class WidgetError extends Error {
  constructor(
    readonly problem: WidgetProblem,
    message: string,
  ) {
    super(message);
  }
}

export const PROBLEM_TEXT: Record<Exclude<WidgetProblem, 'rate_limited' | 'invalid' | 'failed'>, string> = {
  unreachable: 'Charter can’t be reached right now. Check your connection and try again.',
  revoked: 'This Charter key has been revoked or is not valid. Tell the site’s owner.',
  origin: 'This site is not allowed to use this Charter key. Tell the site’s owner.',
};

export interface WidgetClient {
  send(message: string, conversationId: string | null): Promise<SendAssistantMessageResponse>;
  suggestions(): Promise<string[]>;
}

function toUrl(server: string, path: string, key: string, extra: Record<string, string> = {}): string {
  const url = new URL(path, server);
  url.searchParams.set('key', key);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url.href;
}

/** Every call of the widget ends within the constitution's limit for outbound HTTP: a stalled server reads as unreachable. */
const REQUEST_TIMEOUT_MS = 10_000;

/** A fetch that failed without an answer: the server is down, or CORS refused this page (403 without headers). */
async function explainNetworkFailure(server: string, key: string): Promise<WidgetError> {
  try {
    const response = await fetch(toUrl(server, ASSISTANT_PATHS.widgetCheck, key), {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const check = (await response.json()) as { key_active: boolean; origin_allowed: boolean };
    if (!check.origin_allowed) return new WidgetError('origin', PROBLEM_TEXT.origin);
    if (!check.key_active) return new WidgetError('revoked', PROBLEM_TEXT.revoked);
  } catch {}
  return new WidgetError('unreachable', PROBLEM_TEXT.unreachable);
}

async function toError(response: Response): Promise<WidgetError> {
  let text = '';
  try {
    text = ((await response.json()) as { error?: string }).error ?? '';
  } catch {}
  switch (response.status) {
    case 401:
      return new WidgetError('revoked', PROBLEM_TEXT.revoked);
    case 403:
      return new WidgetError('origin', PROBLEM_TEXT.origin);
    case 429: {
      const seconds = Number(response.headers.get('retry-after')) || 60;
      return new WidgetError('rate_limited', `Too many questions from here. Try again in ${seconds} s.`);
    }
    case 400:
      return new WidgetError('invalid', text || 'Charter could not read that question.');
    default:
      return new WidgetError('failed', `Charter could not answer (${response.status}). Try again.`);
  }
}

/** The widget's only network code: plain fetch, no cookies, the publishable key in `?key=`. */
export function createWidgetClient(options: {
  server: string;
  publishableKey: string;
  visitorId: string;
  project?: string | undefined;
}): WidgetClient {
  const { server, publishableKey: key, visitorId } = options;
  async function call<T>(path: string, init: RequestInit, extra?: Record<string, string>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(toUrl(server, path, key, extra), {
        ...init,
        credentials: 'omit',
        signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw await explainNetworkFailure(server, key);
    }
    if (!response.ok) throw await toError(response);
    return (await response.json()) as T;
  }
  return {
    send: (message, conversationId) =>
      call<SendAssistantMessageResponse>(ASSISTANT_PATHS.messages, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message,
          visitor_id: visitorId,
          ...(conversationId ? { conversation_id: conversationId } : {}),
          ...(options.project ? { project: options.project } : {}),
        }),
      }),
    suggestions: async () =>
      (await call<{ questions: string[] }>(ASSISTANT_PATHS.suggestions, { method: 'GET' })).questions,
  };
}

/** One random id per visitor and browser, so their conversations stay theirs. */
export function getVisitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  const fresh = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    const known = storage?.getItem('charter-chat-visitor');
    if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
    const id = fresh();
    storage?.setItem('charter-chat-visitor', id);
    return id;
  } catch {
    return fresh();
  }
}
