import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const check = (text: string, maxTimeoutMs = 10_000, path = 'src/client.ts') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs });
const ids = (text: string, limit?: number) => check(text, limit).map((f) => f.ruleId);

describe('checkHttpTimeouts: fetch', () => {
  it('locates a global fetch without a signal, with evidence and a fix', () => {
    const [finding, ...rest] = check(
      "const a = 1;\nexport async function load() {\n  return fetch('https://x.test/a');\n}\n",
    );
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      ruleId: 'perf/http-timeout-missing',
      category: 'performance',
      severity: 'high',
      file: 'src/client.ts',
      line: 3,
      column: 10,
      evidence: "fetch('https://x.test/a')",
    });
    expect(finding?.fix).toContain('AbortSignal.timeout(10000)');
  });

  it('judges AbortSignal.timeout through constants, separators and arithmetic', () => {
    expect(ids('fetch(u, { signal: AbortSignal.timeout(5_000) });')).toEqual([]);
    expect(ids('const T = 30 * 1000;\nfetch(u, { signal: AbortSignal.timeout(T) });')).toEqual([
      'perf/http-timeout-too-long',
    ]);
    expect(ids('const opts = { signal: AbortSignal.timeout(60_000) };\nfetch(u, opts);')).toEqual([
      'perf/http-timeout-too-long',
    ]);
    expect(ids('fetch(u, { signal: AbortSignal.timeout(30_000) });', 60_000)).toEqual([]);
  });

  it('carries the too-long value in ms, so callers need not read it back from the message', () => {
    const [tooLong] = check('const T = 30 * 1000;\nfetch(u, { signal: AbortSignal.timeout(T) });');
    expect(tooLong).toMatchObject({ ruleId: 'perf/http-timeout-too-long', measured: 30_000 });
    expect(check('fetch(u);')[0]?.measured).toBeUndefined();
  });

  it('counts a signal it cannot resolve as set, and unknown init objects as unknown', () => {
    expect(ids('const c = new AbortController();\nfetch(u, { signal: c.signal });')).toEqual([]);
    expect(ids('export const get = (init: RequestInit) => fetch(u, init);')).toEqual([]);
    expect(ids("fetch(u, { method: 'POST' });")).toEqual(['perf/http-timeout-missing']);
  });

  it('does not flag a local function named fetch', () => {
    expect(ids('function fetch(id: string) { return db.get(id); }\nfetch("1");')).toEqual([]);
  });

  it('reads node-fetch imports and the undici global dispatcher', () => {
    expect(ids("import fetch from 'node-fetch';\nfetch(u);")).toEqual(['perf/http-timeout-missing']);
    expect(ids("import nodeFetch from 'node-fetch';\nnodeFetch(u, { timeout: 5000 });")).toEqual([]);
    expect(
      ids(
        "import { Agent, setGlobalDispatcher } from 'undici';\nsetGlobalDispatcher(new Agent({ headersTimeout: 5e3, bodyTimeout: 5e3 }));\nfetch(u);",
      ),
    ).toEqual([]);
  });
});

describe('checkHttpTimeouts: axios', () => {
  it('checks per-call configs by method position', () => {
    const findings = check(
      "import axios from 'axios';\naxios.get(u);\naxios.post(u, body, { timeout: 5000 });\naxios.put(u, { timeout: 1 });\naxios.get(u, { timeout: 60_000 });\n",
    );
    expect(findings.map((f) => [f.ruleId, f.line, f.column])).toEqual([
      ['perf/http-timeout-missing', 2, 1],
      ['perf/http-timeout-missing', 4, 1],
      ['perf/http-timeout-too-long', 5, 1],
    ]);
  });

  it('reads axios.create defaults and reports calls on an instance without one', () => {
    expect(
      ids("import axios from 'axios';\nconst api = axios.create({ timeout: 5000 });\napi.get('/a');"),
    ).toEqual([]);
    const findings = check(
      "const axios = require('axios');\nconst api = axios.create({ baseURL });\napi.get('/a');",
    );
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([['perf/http-timeout-missing', 3]]);
    expect(ids("import axios from 'axios';\nexport const api = axios.create({ baseURL });")).toEqual([
      'perf/http-timeout-missing',
    ]);
    expect(ids("import axios from 'axios';\nexport default axios.create({ timeout: 120_000 });")).toEqual([
      'perf/http-timeout-too-long',
    ]);
  });

  it('reads axios.defaults.timeout and instance defaults assignments', () => {
    expect(ids("import axios from 'axios';\naxios.defaults.timeout = 8000;\naxios.get(u);")).toEqual([]);
    const findings = check("import axios from 'axios';\naxios.defaults.timeout = 0;\naxios.get(u);");
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([['perf/http-timeout-missing', 2]]);
    expect(
      ids(
        "import axios from 'axios';\nconst api = axios.create();\napi.defaults.timeout = 5000;\napi.get(u);",
      ),
    ).toEqual([]);
  });

  it('tracks instances stored on this', () => {
    const text =
      "import axios from 'axios';\nclass C {\n  private http = axios.create({ baseURL: 'x' });\n  load() { return this.http.get('/a'); }\n}\n";
    expect(check(text).map((f) => [f.ruleId, f.line, f.column])).toEqual([
      ['perf/http-timeout-missing', 4, 19],
    ]);
  });
});

describe('checkHttpTimeouts: got, ky, undici, http, superagent', () => {
  it('got: timeout.request, a number, extend', () => {
    expect(ids("import got from 'got';\nawait got(url).json();")).toEqual(['perf/http-timeout-missing']);
    expect(ids("import got from 'got';\nawait got.post(url, { timeout: { request: 5000 } });")).toEqual([]);
    expect(ids("const got = require('got');\ngot(url, { timeout: 30000 });")).toEqual([
      'perf/http-timeout-too-long',
    ]);
    expect(
      ids("import got from 'got';\nconst c = got.extend({ timeout: { request: 3000 } });\nc.get(url);"),
    ).toEqual([]);
  });

  it('ky: the 10 s default passes a 10 s limit, not a 5 s one; false disables', () => {
    expect(ids("import ky from 'ky';\nky.get(url).json();")).toEqual([]);
    expect(ids("import ky from 'ky';\nky.get(url).json();", 5000)).toEqual(['perf/http-timeout-too-long']);
    expect(ids("import ky from 'ky';\nky.get(url, { timeout: false });")).toEqual([
      'perf/http-timeout-missing',
    ]);
    expect(ids("import ky from 'ky';\nconst api = ky.create({ timeout: 60_000 });\napi.get('a');")).toEqual([
      'perf/http-timeout-too-long',
    ]);
  });

  it('undici: request options, Agent timeouts, 0 meaning none', () => {
    expect(ids("import { request } from 'undici';\nawait request(url);")).toEqual([
      'perf/http-timeout-missing',
    ]);
    expect(
      ids(
        "import { request } from 'undici';\nawait request(url, { headersTimeout: 5e3, bodyTimeout: 5e3 });",
      ),
    ).toEqual([]);
    expect(ids("import { request } from 'undici';\nawait request(url, { headersTimeout: 5e3 });")).toEqual([
      'perf/http-timeout-too-long',
    ]);
    expect(ids("import { Agent } from 'undici';\nconst a = new Agent({ bodyTimeout: 0 });")).toEqual([
      'perf/http-timeout-missing',
    ]);
    expect(
      ids(
        "import { Agent, request } from 'undici';\nconst agent = new Agent({ headersTimeout: 4000, bodyTimeout: 4000 });\nrequest(url, { dispatcher: agent });",
      ),
    ).toEqual([]);
    expect(ids('async function request(x) { return x; }\nrequest(url);')).toEqual([]);
    // Pool and Client take their options second: new Pool(origin, options).
    expect(
      ids("import { Pool } from 'undici';\nconst pool = new Pool(origin, { bodyTimeout: 60_000 });"),
    ).toEqual(['perf/http-timeout-too-long']);
    expect(
      ids("import * as undici from 'undici';\nconst c = new undici.Client(origin, { headersTimeout: 0 });"),
    ).toEqual(['perf/http-timeout-missing']);
  });

  it('http(s): timeout option, chained or later setTimeout, bound only where the request is destroyed on it', () => {
    expect(
      ids("import https from 'node:https';\nhttps.get('https://x.test', (res) => res.resume());"),
    ).toEqual(['perf/http-timeout-missing']);
    // Node: 'timeout' "only notifies that the socket has been idle. The request must be destroyed manually."
    // (https://nodejs.org/api/http.html#event-timeout): a timeout nothing acts on bounds nothing.
    expect(
      ids("import https from 'node:https';\nhttps.get('https://x.test', { timeout: 5000 }, cb);"),
    ).toEqual(['perf/http-timeout-missing']);
    expect(
      ids(
        "import https from 'node:https';\nhttps.get('https://x.test', { timeout: 5000 }, cb).on('timeout', function () { this.destroy(); });",
      ),
    ).toEqual([]);
    expect(
      ids("const http = require('http');\nhttp.get(url, cb).on('error', fail).setTimeout(3000);"),
    ).toEqual(['perf/http-timeout-missing']);
    expect(
      ids(
        "const http = require('http');\nhttp.get(url, cb).on('error', fail).setTimeout(3000, function () { this.abort(); });",
      ),
    ).toEqual([]);
    // A later req.setTimeout() overrides whatever timeout the options built at run time carried.
    const destroys = "\nreq.on('timeout', () => req.destroy(new Error('timeout')));";
    expect(
      ids(
        `import { request } from 'node:http';\nconst req = request(options);\nreq.setTimeout(60_000);${destroys}\nreq.end();`,
      ),
    ).toEqual(['perf/http-timeout-too-long']);
    expect(
      ids(
        `import { request } from 'node:http';\nconst req = request(options);\nreq.setTimeout(5_000);${destroys}`,
      ),
    ).toEqual([]);
    expect(
      ids(
        `import { request } from 'node:http';\nconst req = request({ host, path });\nreq.setTimeout(60_000);${destroys}`,
      ),
    ).toEqual(['perf/http-timeout-too-long']);
    expect(
      ids(
        "import { request } from 'node:http';\nconst req = request({ host, path });\nreq.setTimeout(5_000);",
      ),
    ).toEqual(['perf/http-timeout-missing']);
  });

  it('superagent: .timeout() in the chain', () => {
    expect(ids("import superagent from 'superagent';\nawait superagent.get(url).set('a', 'b');")).toEqual([
      'perf/http-timeout-missing',
    ]);
    expect(
      ids(
        "import request from 'superagent';\nawait request.post(url).send(b).timeout({ response: 2000, deadline: 8000 });",
      ),
    ).toEqual([]);
    expect(ids("import request from 'superagent';\nawait request.get(url).timeout(20_000);")).toEqual([
      'perf/http-timeout-too-long',
    ]);
  });
});

describe('checkHttpTimeouts: abort signals on axios, got and ky', () => {
  it('a bounded signal makes the call compliant; a long one is too long', () => {
    expect(ids("import axios from 'axios';\naxios.get(u, { signal: AbortSignal.timeout(5000) });")).toEqual(
      [],
    );
    expect(ids("import axios from 'axios';\naxios.get(u, { signal: AbortSignal.timeout(50_000) });")).toEqual(
      ['perf/http-timeout-too-long'],
    );
    expect(ids("import axios from 'axios';\naxios.get(u, { cancelToken: source.token });")).toEqual([]);
    expect(ids("import got from 'got';\ngot(u, { signal: AbortSignal.timeout(2000) });")).toEqual([]);
    expect(
      ids("import ky from 'ky';\nky.get(u, { timeout: false, signal: AbortSignal.timeout(2000) });"),
    ).toEqual([]);
    expect(ids("import ky from 'ky';\nky.get(u, { signal: AbortSignal.timeout(60_000) });")).toEqual([]);
  });
});

describe('checkHttpTimeouts: findings', () => {
  it('sorts by position and says why in the message', () => {
    const findings = check(
      "import axios from 'axios';\nimport ky from 'ky';\nky.get(u, { timeout: 20_000 });\naxios.get(u);\n",
    );
    expect(findings.map((f) => [f.line, f.ruleId, f.message])).toEqual([
      [
        3,
        'perf/http-timeout-too-long',
        'ky.get() may wait too long: timeout is 20 s, above the limit of 10 s.',
      ],
      [
        4,
        'perf/http-timeout-missing',
        'axios.get() has no timeout: axios waits forever unless `timeout` is set.',
      ],
    ]);
  });
});
