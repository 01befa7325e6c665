import { type CorpusCase, MISSING, TOO_LONG } from './corpus-case';

/** Outbound HTTP calls, judged against the default constitution's limit of 10 000 ms. */
export const HTTP_CASES: readonly CorpusCase[] = [
  // ── global fetch ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'fetch-template-url-no-init',
    covers: 'fetch',
    path: 'src/users.ts',
    code: `const API = process.env.API_URL;
export async function getUser(id: string) {
  const res = await fetch(\`\${API}/users/\${id}\`);
  if (!res.ok) throw new Error(res.statusText);
  return res.json();
}`,
    expected: [MISSING],
  },
  {
    id: 'fetch-abort-signal-timeout',
    covers: 'fetch',
    path: 'src/users.ts',
    code: `export async function getUser(id: string) {
  const res = await fetch(\`/api/users/\${id}\`, { signal: AbortSignal.timeout(5_000) });
  return res.json();
}`,
    expected: [],
  },
  {
    id: 'fetch-timeout-constant-too-long',
    covers: 'fetch',
    path: 'src/report.ts',
    code: `const TIMEOUT_MS = 30_000;
export const loadReport = () =>
  fetch('https://reports.example.com/daily', { signal: AbortSignal.timeout(TIMEOUT_MS) });`,
    expected: [TOO_LONG],
  },
  {
    id: 'fetch-controller-signal',
    covers: 'fetch',
    path: 'src/search.ts',
    code: `export async function search(q: string) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5000);
  try {
    const res = await fetch('/api/search?q=' + encodeURIComponent(q), { signal: controller.signal });
    return await res.json();
  } finally {
    clearTimeout(timer);
  }
}`,
    expected: [],
    note: 'A signal the checker cannot resolve counts as set (brief).',
  },
  {
    id: 'fetch-post-without-signal',
    covers: 'fetch',
    path: 'src/orders.js',
    code: `export async function createOrder(payload) {
  const res = await fetch('/api/orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return res.json();
}`,
    expected: [MISSING],
  },
  {
    id: 'fetch-shadowed-by-local-function',
    covers: 'fetch',
    path: 'src/cache.ts',
    code: `const cache = new Map<string, unknown>();
async function fetch(key: string) {
  return cache.get(key);
}
export const user = await fetch('user:1');`,
    expected: [],
    note: 'fetch here is a local function, not the network.',
  },
  {
    id: 'window-fetch-with-param-signal',
    covers: 'fetch',
    path: 'src/poll.ts',
    code: `export function poll(url: string, signal: AbortSignal) {
  return window.fetch(url, { signal, cache: 'no-store' });
}`,
    expected: [],
  },
  {
    id: 'window-fetch-bare',
    covers: 'fetch',
    path: 'src/items.js',
    code: `export function loadItems() {
  return window.fetch('/api/items').then((r) => r.json());
}`,
    expected: [MISSING],
  },
  {
    id: 'fetch-abort-signal-any',
    covers: 'fetch',
    path: 'src/stream.ts',
    code: `export async function load(url: string, outer: AbortSignal) {
  const signal = AbortSignal.any([outer, AbortSignal.timeout(8_000)]);
  return fetch(url, { signal });
}`,
    expected: [],
  },
  {
    id: 'fetch-const-options-without-signal',
    covers: 'fetch',
    path: 'src/weather.ts',
    code: `const options = { headers: { Accept: 'application/json' } };
export const weather = (city: string) => fetch(\`https://api.weather.test/\${city}\`, options);`,
    expected: [MISSING],
  },
  {
    id: 'fetch-init-from-caller',
    covers: 'fetch',
    path: 'src/http.ts',
    code: `export function request(url: string, init: RequestInit) {
  return fetch(url, init);
}`,
    expected: [],
    note: 'The init object comes from the caller: unknown values are not violations (brief).',
  },
  {
    id: 'node-fetch-v2-timeout-option',
    covers: 'fetch',
    path: 'scripts/ping.js',
    code: `const fetch = require('node-fetch');
module.exports = async function ping(url) {
  const res = await fetch(url, { timeout: 5000 });
  return res.status;
};`,
    expected: [],
  },
  {
    id: 'node-fetch-no-options',
    covers: 'fetch',
    path: 'scripts/download.mjs',
    code: `import fetch from 'node-fetch';
const res = await fetch('https://example.com/data.csv');
console.log(await res.text());`,
    expected: [MISSING],
  },
  {
    id: 'fetch-shorthand-signal-arithmetic',
    covers: 'fetch',
    path: 'src/health.ts',
    code: `export async function health(base: string) {
  const signal = AbortSignal.timeout(2 * 1000);
  const res = await fetch(base + '/health', { signal });
  return res.ok;
}`,
    expected: [],
  },
  {
    id: 'fetch-signal-minute',
    covers: 'fetch',
    path: 'src/export.ts',
    code: `export const exportAll = () =>
  fetch('/api/export', { method: 'POST', signal: AbortSignal.timeout(60 * 1000) });`,
    expected: [TOO_LONG],
  },
  // ── axios ─────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'axios-get-no-config',
    covers: 'axios',
    path: 'src/posts.ts',
    code: `import axios from 'axios';
export const getPosts = () => axios.get('/api/posts');`,
    expected: [MISSING],
  },
  {
    id: 'axios-get-timeout',
    covers: 'axios',
    path: 'src/posts.ts',
    code: `import axios from 'axios';
export const getPosts = () => axios.get('/api/posts', { timeout: 5000 });`,
    expected: [],
  },
  {
    id: 'axios-post-timeout-too-long',
    covers: 'axios',
    path: 'src/upload.ts',
    code: `import axios from 'axios';
export const upload = (data: FormData) => axios.post('/api/upload', data, { timeout: 30000 });`,
    expected: [TOO_LONG],
  },
  {
    id: 'axios-post-timeout-in-body',
    covers: 'axios',
    path: 'src/settings.ts',
    code: `import axios from 'axios';
export const saveSettings = () => axios.post('/api/settings', { timeout: 5000, retries: 2 });`,
    expected: [MISSING],
    note: 'The object is the request body (second argument of post), not the config.',
  },
  {
    id: 'axios-create-with-timeout',
    covers: 'axios',
    path: 'src/api.ts',
    code: `import axios from 'axios';
const api = axios.create({ baseURL: '/api', timeout: 8000 });
export const me = () => api.get('/me');
export const save = (u: unknown) => api.put('/me', u);`,
    expected: [],
  },
  {
    id: 'axios-create-exported-without-timeout',
    covers: 'axios',
    path: 'src/lib/http.ts',
    code: `import axios from 'axios';
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_URL,
  headers: { 'X-Client': 'web' },
});`,
    expected: [MISSING],
  },
  {
    id: 'axios-defaults-set',
    covers: 'axios',
    path: 'src/boot.ts',
    code: `import axios from 'axios';
axios.defaults.timeout = 5_000;
export const ping = () => axios.get('/api/ping');`,
    expected: [],
  },
  {
    id: 'axios-defaults-too-long',
    covers: 'axios',
    path: 'src/boot.ts',
    code: `import axios from 'axios';
axios.defaults.baseURL = '/api';
axios.defaults.timeout = 60_000;`,
    expected: [TOO_LONG],
  },
  {
    id: 'axios-create-constant-at-limit',
    covers: 'axios',
    path: 'src/client.ts',
    code: `import axios from 'axios';
const TIMEOUT = 10 * 1000;
export const client = axios.create({ timeout: TIMEOUT });`,
    expected: [],
    note: 'Exactly at the limit is allowed.',
  },
  {
    id: 'axios-call-config-object',
    covers: 'axios',
    path: 'src/legacy.js',
    code: `const axios = require('axios');
module.exports.load = (url) => axios({ method: 'get', url, responseType: 'json' });`,
    expected: [MISSING],
  },
  {
    id: 'axios-call-config-with-timeout',
    covers: 'axios',
    path: 'src/legacy.js',
    code: `const axios = require('axios');
module.exports.send = (url, data) => axios({ method: 'post', url, data, timeout: 4000 });`,
    expected: [],
  },
  {
    id: 'axios-name-without-import',
    covers: 'axios',
    path: 'src/fake-store.ts',
    code: `const store: Record<string, string> = {};
const axios = { get: (key: string) => store[key] };
export const value = axios.get('token');`,
    expected: [],
    note: 'A local object named axios, not the library.',
  },
  {
    id: 'axios-instance-on-this',
    covers: 'axios',
    path: 'src/github.ts',
    code: `import axios from 'axios';
export class GitHub {
  private client = axios.create({ baseURL: 'https://api.github.com' });
  repos(user: string) {
    return this.client.get(\`/users/\${user}/repos\`);
  }
}`,
    expected: [MISSING],
  },
  {
    id: 'axios-imported-instance',
    covers: 'axios',
    path: 'src/profile.ts',
    code: `import { api } from './api';
export async function loadProfile() {
  const { data } = await api.get('/profile');
  return data;
}`,
    expected: [],
    note: 'The instance is configured in another file; this file alone cannot tell.',
  },
  {
    id: 'axios-instance-call-override-too-long',
    covers: 'axios',
    path: 'src/reports.ts',
    code: `import axios from 'axios';
const api = axios.create({ timeout: 5000 });
export const yearly = () => api.get('/reports/yearly', { timeout: 120_000 });`,
    expected: [TOO_LONG],
  },
  {
    id: 'axios-timeout-zero',
    covers: 'axios',
    path: 'src/stream.ts',
    code: `import axios from 'axios';
export const tail = () => axios.get('/logs/stream', { responseType: 'stream', timeout: 0 });`,
    expected: [MISSING],
    note: 'axios treats 0 as no timeout.',
  },
  // ── got ───────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'got-json-no-options',
    covers: 'got',
    path: 'src/npm.ts',
    code: `import got from 'got';
export const meta = (name: string) => got(\`https://registry.npmjs.org/\${name}\`).json();`,
    expected: [MISSING],
  },
  {
    id: 'got-timeout-request',
    covers: 'got',
    path: 'src/npm.ts',
    code: `import got from 'got';
export const meta = (name: string) =>
  got(\`https://registry.npmjs.org/\${name}\`, { timeout: { request: 5000 } }).json();`,
    expected: [],
  },
  {
    id: 'got-post-timeout-too-long',
    covers: 'got',
    path: 'src/hooks.ts',
    code: `import got from 'got';
export const notify = (json: object) =>
  got.post('https://hooks.example.com/x', { json, timeout: { request: 45_000 } });`,
    expected: [TOO_LONG],
  },
  {
    id: 'got-legacy-number-timeout',
    covers: 'got',
    path: 'lib/check.js',
    code: `const got = require('got');
module.exports = (url) => got(url, { timeout: 3000, retry: 0 });`,
    expected: [],
  },
  {
    id: 'got-extend-without-timeout',
    covers: 'got',
    path: 'src/gitlab.ts',
    code: `import got from 'got';
const client = got.extend({ prefixUrl: 'https://gitlab.example.com/api/v4' });
export const projects = () => client.get('projects').json();`,
    expected: [MISSING],
  },
  {
    id: 'got-extend-with-timeout',
    covers: 'got',
    path: 'src/gitlab.ts',
    code: `import got from 'got';
const client = got.extend({ prefixUrl: 'https://gitlab.example.com/api/v4', timeout: { request: 7000 } });
export const projects = () => client.get('projects').json();`,
    expected: [],
  },
  {
    id: 'got-phase-timeouts',
    covers: 'got',
    path: 'src/probe.ts',
    code: `import got from 'got';
export const probe = (url: string) => got.head(url, { timeout: { connect: 1000, response: 5000 } });`,
    expected: [],
    note: 'Connect and response phases are bounded; not a missing timeout.',
  },
  // ── ky ────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'ky-default-timeout',
    covers: 'ky',
    path: 'src/todos.ts',
    code: `import ky from 'ky';
export const todos = () => ky.get('/api/todos').json();`,
    expected: [],
    note: "ky's default timeout is 10 s, within the 10 s limit.",
  },
  {
    id: 'ky-timeout-false',
    covers: 'ky',
    path: 'src/export.ts',
    code: `import ky from 'ky';
export const exportAll = () => ky.post('/api/export', { timeout: false }).blob();`,
    expected: [MISSING],
  },
  {
    id: 'ky-create-too-long',
    covers: 'ky',
    path: 'src/api.ts',
    code: `import ky from 'ky';
export const api = ky.create({ prefixUrl: '/api', timeout: 30_000 });`,
    expected: [TOO_LONG],
  },
  {
    id: 'ky-post-timeout',
    covers: 'ky',
    path: 'src/login.ts',
    code: `import ky from 'ky';
export const login = (json: unknown) => ky.post('/api/login', { json, timeout: 5000 }).json();`,
    expected: [],
  },
  {
    id: 'ky-instance-default',
    covers: 'ky',
    path: 'src/api.ts',
    code: `import ky from 'ky';
const api = ky.create({ prefixUrl: '/api' });
export const me = () => api.get('me').json();`,
    expected: [],
  },
  // ── undici ────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'undici-request-no-options',
    covers: 'undici',
    path: 'src/semi.ts',
    code: `import { request } from 'undici';
export async function status(base: string) {
  const { body } = await request(\`\${base}/status\`);
  return body.json();
}`,
    expected: [MISSING],
    note: "undici's 300 s defaults apply: no timeout set.",
  },
  {
    id: 'undici-request-timeouts',
    covers: 'undici',
    path: 'src/semi.ts',
    code: `import { request } from 'undici';
export async function status(base: string) {
  const { body } = await request(\`\${base}/status\`, { headersTimeout: 5_000, bodyTimeout: 5_000 });
  return body.json();
}`,
    expected: [],
  },
  {
    id: 'undici-agent-zero',
    covers: 'undici',
    path: 'src/agent.ts',
    code: `import { Agent } from 'undici';
export const agent = new Agent({ headersTimeout: 0, connections: 16 });`,
    expected: [MISSING],
  },
  {
    id: 'undici-body-timeout-too-long',
    covers: 'undici',
    path: 'src/download.ts',
    code: `import { request } from 'undici';
export const download = (url: string) => request(url, { headersTimeout: 5000, bodyTimeout: 60_000 });`,
    expected: [TOO_LONG],
  },
  {
    id: 'undici-local-request-function',
    covers: 'undici',
    path: 'src/queue.ts',
    code: `type Job = { id: string };
function request(job: Job) {
  return { ...job, queuedAt: Date.now() };
}
export const job = request({ id: 'a' });`,
    expected: [],
    note: 'A local function named request.',
  },
  {
    id: 'undici-fetch-with-signal',
    covers: 'undici',
    path: 'src/hook.ts',
    code: `import { fetch } from 'undici';
export const hook = (url: string) => fetch(url, { signal: AbortSignal.timeout(3000) });`,
    expected: [],
  },
  {
    id: 'undici-fetch-bare',
    covers: 'undici',
    path: 'src/hook.ts',
    code: `import { fetch } from 'undici';
export const hook = async (url: string) => (await fetch(url)).json();`,
    expected: [MISSING],
  },
  {
    id: 'undici-global-dispatcher',
    covers: 'undici',
    path: 'src/main.ts',
    code: `import { Agent, request, setGlobalDispatcher } from 'undici';
setGlobalDispatcher(new Agent({ headersTimeout: 5_000, bodyTimeout: 5_000 }));
export const get = (url: string) => request(url);`,
    expected: [],
  },
  {
    id: 'undici-signal-too-long',
    covers: 'undici',
    path: 'src/slow.ts',
    code: `import { request } from 'undici';
export const slow = (url: string) => request(url, { signal: AbortSignal.timeout(15000) });`,
    expected: [TOO_LONG],
  },
  // ── node http(s) ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'https-get-callback-only',
    covers: 'http',
    path: 'scripts/fetch-version.js',
    code: `const https = require('https');
https.get('https://nodejs.org/dist/index.json', (res) => {
  let data = '';
  res.on('data', (c) => (data += c));
  res.on('end', () => console.log(JSON.parse(data)[0].version));
});`,
    expected: [MISSING],
  },
  {
    id: 'https-get-timeout-option',
    covers: 'http',
    path: 'scripts/fetch-version.mjs',
    code: `import https from 'node:https';
const req = https.get('https://nodejs.org/dist/index.json', { timeout: 5000 }, (res) => res.resume());
req.on('timeout', () => req.destroy(new Error('timeout')));`,
    expected: [],
  },
  {
    id: 'http-request-set-timeout-later',
    covers: 'http',
    path: 'src/probe.ts',
    code: `import http from 'node:http';
const options = { host: 'localhost', port: 8787, path: '/api/health' };
export function probe(done: (ok: boolean) => void) {
  const req = http.request(options, (res) => done(res.statusCode === 200));
  req.setTimeout(5000, () => req.destroy());
  req.end();
}`,
    expected: [],
  },
  {
    id: 'http-request-options-no-timeout',
    covers: 'http',
    path: 'src/post.ts',
    code: `import http from 'http';
export function post(hostname: string, body: string) {
  const req = http.request({ hostname, port: 80, path: '/submit', method: 'POST' }, (res) => res.resume());
  req.write(body);
  req.end();
}`,
    expected: [MISSING],
  },
  {
    id: 'https-request-timeout-too-long',
    covers: 'http',
    path: 'src/sync.ts',
    code: `import https from 'https';
export const sync = (url: URL) => https.request(url, { method: 'GET', timeout: 60000 });`,
    expected: [TOO_LONG],
  },
  {
    id: 'https-named-get-timeout',
    covers: 'http',
    path: 'src/check.ts',
    code: `import { get } from 'node:https';
export const check = (url: string, cb: (ok: boolean) => void) =>
  get(url, { timeout: 2000 }, (res) => cb(res.statusCode === 200));`,
    expected: [],
  },
  {
    id: 'http-server-set-timeout',
    covers: 'http',
    path: 'src/server.ts',
    code: `import http from 'node:http';
const server = http.createServer((req, res) => res.end('ok'));
server.setTimeout(120_000);
server.listen(8080);`,
    expected: [],
    note: 'A server, not an outbound call.',
  },
  {
    id: 'https-get-set-timeout-zero',
    covers: 'http',
    path: 'src/tail.js',
    code: `const https = require('node:https');
https.get(process.env.FEED_URL, (res) => res.pipe(process.stdout)).setTimeout(0);`,
    expected: [MISSING],
    note: 'setTimeout(0) disables the socket timeout.',
  },
  // ── superagent ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'superagent-no-timeout',
    covers: 'superagent',
    path: 'src/legacy-api.js',
    code: `import superagent from 'superagent';
export const me = () => superagent.get('/api/me').set('Accept', 'application/json');`,
    expected: [MISSING],
  },
  {
    id: 'superagent-timeout-object',
    covers: 'superagent',
    path: 'src/legacy-api.js',
    code: `import superagent from 'superagent';
export const me = () =>
  superagent.get('/api/me').timeout({ response: 5000, deadline: 10000 }).set('Accept', 'application/json');`,
    expected: [],
  },
  {
    id: 'superagent-timeout-too-long',
    covers: 'superagent',
    path: 'src/legacy-api.js',
    code: `const request = require('superagent');
exports.save = (data) => request.post('/api/save').send(data).timeout(30000);`,
    expected: [TOO_LONG],
  },
  {
    id: 'superagent-timeout-on-variable',
    covers: 'superagent',
    path: 'src/legacy-api.ts',
    code: `import superagent from 'superagent';
export async function list() {
  const req = superagent.get('/api/list');
  req.timeout(5000);
  return (await req).body;
}`,
    expected: [],
  },
  // ── mixed, written as found in real code ─────────────────────────────────────────────────────
  {
    id: 'axios-create-spread-then-timeout',
    covers: 'axios',
    path: 'src/clients/billing.ts',
    code: `import axios, { type AxiosInstance } from 'axios';
import { baseConfig } from './base';
export const billing: AxiosInstance = axios.create({ ...baseConfig, baseURL: '/billing', timeout: 4000 });
export const invoices = () => billing.get('/invoices');`,
    expected: [],
  },
  {
    id: 'axios-const-config-too-long',
    covers: 'axios',
    path: 'src/clients/export.ts',
    code: `import axios from 'axios';
const config = { timeout: 60_000, responseType: 'blob' as const };
export const exportCsv = (url: string) => axios.get(url, config);`,
    expected: [TOO_LONG],
  },
  {
    id: 'axios-env-timeout',
    covers: 'axios',
    path: 'src/clients/env.ts',
    code: `import axios from 'axios';
const TIMEOUT = Number(process.env.HTTP_TIMEOUT ?? 5000);
export const get = (url: string) => axios.get(url, { timeout: TIMEOUT });`,
    expected: [],
    note: 'Configured at run time: unknown values are not violations (brief).',
  },
  {
    id: 'axios-request-with-timeout',
    covers: 'axios',
    path: 'src/clients/raw.ts',
    code: `import axios from 'axios';
export const raw = (url: string) => axios.request({ url, method: 'GET', timeout: 3000 });`,
    expected: [],
  },
  {
    id: 'axios-all-parallel-gets',
    covers: 'axios',
    path: 'src/dashboard.js',
    code: `import axios from 'axios';
export const load = () => axios.all([axios.get('/api/stats'), axios.get('/api/alerts')]);`,
    expected: [MISSING],
  },
  {
    id: 'fetch-spread-init-with-signal',
    covers: 'fetch',
    path: 'src/api-client.ts',
    code: `export function apiFetch(path: string, init: RequestInit = {}) {
  return fetch('/api' + path, { ...init, credentials: 'include', signal: AbortSignal.timeout(3000) });
}`,
    expected: [],
  },
  {
    id: 'fetch-promise-race',
    covers: 'fetch',
    path: 'src/race.ts',
    code: `const sleep = (ms: number) => new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));
export const quick = (url: string) => Promise.race([fetch(url), sleep(5000)]);`,
    expected: [MISSING],
    note: 'The race stops waiting, but the request itself is never aborted.',
  },
  {
    id: 'worker-proxy-fetch',
    covers: 'fetch',
    path: 'src/worker.ts',
    code: `export default {
  async fetch(request: Request): Promise<Response> {
    const upstream = new URL(request.url);
    upstream.hostname = 'origin.example.com';
    return fetch(upstream.toString(), { headers: request.headers });
  },
};`,
    expected: [MISSING],
    note: 'The method named fetch does not shadow the global inside it.',
  },
  {
    id: 'fetch-signal-from-parameter-ms',
    covers: 'fetch',
    path: 'src/timed.ts',
    code: `export const timed = (url: string, ms: number) => fetch(url, { signal: AbortSignal.timeout(ms) });`,
    expected: [],
    note: 'The caller chooses the timeout: unknown, not a violation.',
  },
  {
    id: 'https-namespace-import',
    covers: 'http',
    path: 'src/status.ts',
    code: `import * as https from 'https';
export const status = (host: string) =>
  new Promise((resolve) => https.get({ host, path: '/status' }, (res) => resolve(res.statusCode)));`,
    expected: [MISSING],
  },
  {
    id: 'https-aliased-request-url-object',
    covers: 'http',
    path: 'src/upload.ts',
    code: `import { request as httpsRequest } from 'node:https';
export function upload(target: string, body: Buffer) {
  const req = httpsRequest(new URL(target), { method: 'PUT' });
  req.end(body);
  return req;
}`,
    expected: [MISSING],
  },
  {
    id: 'http-get-options-timeout',
    covers: 'http',
    path: 'src/ready.ts',
    code: `import http from 'node:http';
export const ready = (host: string, port: number, cb: (ok: boolean) => void) =>
  http.get({ host, port, path: '/ready', timeout: 5_000 }, (res) => cb(res.statusCode === 200));`,
    expected: [],
  },
  {
    id: 'undici-require-destructured',
    covers: 'undici',
    path: 'lib/semi-client.js',
    code: `const { request } = require('undici');
module.exports.handoff = async (url, payload) => {
  const res = await request(url, { method: 'POST', body: JSON.stringify(payload) });
  return res.body.json();
};`,
    expected: [MISSING],
  },
  {
    id: 'got-stream-no-timeout',
    covers: 'got',
    path: 'src/mirror.ts',
    code: `import got from 'got';
import { createWriteStream } from 'node:fs';
export const mirror = (url: string, file: string) => got.stream(url).pipe(createWriteStream(file));`,
    expected: [MISSING],
  },
  {
    id: 'superagent-retry-without-timeout',
    covers: 'superagent',
    path: 'src/legacy-sync.js',
    code: `import request from 'superagent';
export const sync = (items) => request.put('/api/sync').send({ items }).retry(3);`,
    expected: [MISSING],
    note: 'Retries without a timeout still wait forever on each attempt.',
  },
  {
    id: 'axios-abort-signal-timeout',
    covers: 'axios',
    path: 'src/clients/search.ts',
    code: `import axios from 'axios';
export const search = (q: string) =>
  axios.get('/api/search', { params: { q }, signal: AbortSignal.timeout(4_000) });`,
    expected: [],
    note: 'axios honours an abort signal as well as timeout.',
  },
  {
    id: 'got-abort-signal-too-long',
    covers: 'got',
    path: 'src/crawl.ts',
    code: `import got from 'got';
export const crawl = (url: string) => got(url, { signal: AbortSignal.timeout(120_000) }).text();`,
    expected: [TOO_LONG],
  },
];
