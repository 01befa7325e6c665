// @vitest-environment node
import type { VerdictCard } from '@charter/core';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../server/test/helpers';

// The server runs in Node (its modules resolve files from import.meta.url, which a browser-mode transform
// would rewrite); the page is a happy-dom window whose DOM globals the element is defined against.
const page = new Window({ url: 'https://docs.example.com/' });
for (const name of [
  'window',
  'document',
  'customElements',
  'HTMLElement',
  'Node',
  'Event',
  'KeyboardEvent',
  'CustomEvent',
  'MouseEvent',
  'FocusEvent',
  'InputEvent',
  'Element',
  'Text',
  'localStorage',
  'ShadowRoot',
  'SVGElement',
  'DocumentFragment',
])
  (globalThis as Record<string, unknown>)[name] = (page as unknown as Record<string, unknown>)[name];
const { defineCharterChat } = await import('../src/index');

/**
 * The element against the real Charter app (in process, memory store). `fetch` goes to `app.fetch` with
 * the page's Origin, and the browser's CORS rule is applied to the answer: without a matching
 * Access-Control-Allow-Origin the page sees a network error, as a browser would show it. Playwright runs
 * the same flows in Chromium across two real origins.
 */
const PAGE = 'https://docs.example.com';
const SERVER = 'http://localhost';

let t: TestApp;
let requests: string[];

function useServer(app: TestApp, online = true) {
  requests = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push(url);
    if (!online) throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    headers.set('origin', PAGE);
    const response = await app.app.fetch(new Request(url, { ...init, headers }));
    const allowed = response.headers.get('access-control-allow-origin');
    if (allowed !== PAGE && allowed !== '*') throw new TypeError('Failed to fetch');
    return response;
  }) as typeof fetch;
}

async function widgetKey(app: TestApp, cookie: string, origins = [PAGE]) {
  const response = await app.request('POST', '/api/user/widget-keys', {
    cookie,
    body: { name: 'Docs', allowed_origins: origins },
  });
  return json<{ secret: string; keyId: string }>(response);
}

function mount(key: string): HTMLElement {
  const element = document.createElement('charter-chat');
  element.setAttribute('server', SERVER);
  element.setAttribute('key', key);
  document.body.append(element);
  return element;
}

const shadow = (el: HTMLElement) => el.shadowRoot!;
const launcher = (el: HTMLElement) => shadow(el).querySelector<HTMLButtonElement>('.launcher')!;

async function until<T>(read: () => T | null | undefined | false): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('condition not met');
}

async function ask(el: HTMLElement, text: string) {
  const box = await until(() => shadow(el).querySelector('textarea'));
  box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true }));
  box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
}

beforeEach(() => {
  t = createTestApp();
  document.body.innerHTML = '';
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('<charter-chat>', () => {
  it('registers once and sends no request before the visitor opens it', async () => {
    defineCharterChat();
    defineCharterChat();
    useServer(t);
    const el = mount('charter_pk_x');
    await until(() => shadow(el).querySelector('.launcher'));
    expect(launcher(el).getAttribute('aria-expanded')).toBe('false');
    expect(requests).toEqual([]);
    // Styles live in the shadow root only.
    expect(shadow(el).querySelector('style')?.textContent).toContain('--charter-accent');
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('opens, answers with the blocked verdict card, fires charter-open/charter-verdict, and Escape returns focus', async () => {
    const cookie = await t.signUp();
    const { secret } = await widgetKey(t, cookie);
    useServer(t);
    const el = mount(secret);
    const events: string[] = [];
    let verdict: VerdictCard | null = null;
    el.addEventListener('charter-open', () => events.push('open'));
    el.addEventListener('charter-close', () => events.push('close'));
    el.addEventListener('charter-verdict', (e) => {
      verdict = (e as CustomEvent<VerdictCard>).detail;
    });
    (await until(() => shadow(el).querySelector<HTMLButtonElement>('.launcher'))).click();
    const dialog = await until(() => shadow(el).querySelector('[role="dialog"]'));
    await until(() => shadow(el).activeElement?.tagName === 'TEXTAREA');
    expect(shadow(el).querySelector('[role="log"]')?.getAttribute('aria-live')).toBe('polite');
    await until(() => shadow(el).querySelector('.chip'));
    expect(shadow(el).querySelector('.chip')?.textContent).toBe(
      'Can I add chart.js? We have 50 dependencies',
    );

    await ask(el, 'Can I add chart.js? We have 50 dependencies');
    const card = await until(() => shadow(el).querySelector('section.card'));
    expect(card.textContent).toContain('CH-DEP-001');
    expect(card.textContent).toContain('51 dependencies against 50 dependencies');
    expect(verdict).toMatchObject({ status: 'blocked' });

    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => !shadow(el).querySelector('[role="dialog"]'));
    expect(shadow(el).activeElement).toBe(launcher(el));
    expect(events).toEqual(['open', 'close']);
  });

  it('says so when the page’s origin is not allowed, the key is revoked, the server is down, or it is rate limited', async () => {
    const cookie = await t.signUp();
    const other = await widgetKey(t, cookie, ['https://elsewhere.example']);
    useServer(t);
    const refused = mount(other.secret);
    refused.setAttribute('open', '');
    expect((await until(() => shadow(refused).querySelector('[role="alert"]'))).textContent).toMatch(
      /not allowed to use this Charter key/,
    );

    const { secret, keyId } = await widgetKey(t, cookie);
    const el = mount(secret);
    el.setAttribute('open', '');
    await ask(el, 'What are our rules?');
    await until(() => shadow(el).querySelector('section.card'));
    await t.request('DELETE', `/api/keys/${keyId}`, { cookie });
    await ask(el, 'What are our rules?');
    expect((await until(() => shadow(el).querySelector('[role="alert"]'))).textContent).toMatch(/revoked/);

    useServer(t, false);
    const offline = mount('charter_pk_offline');
    offline.setAttribute('open', '');
    expect((await until(() => shadow(offline).querySelector('[role="alert"]'))).textContent).toMatch(
      /can’t be reached/,
    );

    const limitedApp = createTestApp({ assistant: { rateLimit: { max: 1, windowMs: 60_000 } } });
    const owner = await limitedApp.signUp();
    const limitedKey = await widgetKey(limitedApp, owner);
    useServer(limitedApp);
    const limited = mount(limitedKey.secret);
    limited.setAttribute('open', '');
    await ask(limited, 'hello');
    expect((await until(() => shadow(limited).querySelector('[role="alert"]'))).textContent).toMatch(
      /Too many questions from here\. Try again in \d+ s/,
    );
  });
});
