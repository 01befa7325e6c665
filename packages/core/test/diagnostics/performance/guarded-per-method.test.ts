// A bound applied only under an option that has no default, in two shapes the checker missed: the same local
// (`const args = {…}`) built in each of several methods, each with `if (this.timeout …) args.signal = …`
// (@flipt-io/flipt), and an option destructured from a parameter with no default (`({ url, agent }, cb) =>`,
// @bugsnag/delivery-node). With no visible default the test is false when the caller passes nothing, so the call
// keeps what it had before the `if`: no bound. Counterparts stay silent: a visible default (livekit-server-sdk,
// checked outside the corpus), a constructor's destructured options (built by another module of the package), a
// destructured key that is not a bound (`fetch`, a callback). Held-out set 8's misses were read to write them
// (see real-corpus/README.md).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import type { UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'src/client.ts') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);
const lineOf = (text: string, needle: string, from = 0) =>
  text.split('\n').findIndex((l, i) => i >= from && l.includes(needle)) + 1;

describe('the same local guarded in each of several methods', () => {
  // @flipt-io/flipt 1.5.0 src/evaluation/index.ts lines 10-104 (MIT), two of its three methods, bodies after
  // the fetch cut: `timeout?: number` has no default (index.ts builds the client with the user's optional
  // `options.timeout`).
  const flipt = `export class Evaluation {
  private url: string;
  private timeout?: number;

  public constructor(url: string, timeout?: number) {
    this.url = url;
    this.timeout = timeout;
  }

  public async variant(request: EvaluationRequest): Promise<VariantEvaluationResponse> {
    const args: RequestInit = {
      method: "POST",
      body: JSON.stringify(request)
    };

    if (this.timeout !== undefined && this.timeout > 0) {
      args.signal = AbortSignal.timeout(this.timeout * 1000);
    }

    const response = await fetch(\`\${this.url}/evaluate/v1/variant\`, args);
    return response.json();
  }

  public async boolean(request: EvaluationRequest): Promise<BooleanEvaluationResponse> {
    const args: RequestInit = {
      method: "POST",
      body: JSON.stringify(request)
    };

    if (this.timeout !== undefined && this.timeout > 0) {
      args.signal = AbortSignal.timeout(this.timeout * 1000);
    }

    const response = await fetch(\`\${this.url}/evaluate/v1/boolean\`, args);
    return response.json();
  }
}`;
  const first = lineOf(flipt, 'await fetch(');
  const second = lineOf(flipt, 'await fetch(', first);

  it('each method’s call: no signal unless the caller configured a timeout, reported', () => {
    expect(check(flipt)).toEqual([
      [MISSING, first],
      [MISSING, second],
    ]);
  });

  it('a default for the timeout (`timeout = 5`): every `if` runs, each call bounded at 5 s: silent', () => {
    expect(check(flipt.replace('timeout?: number)', 'timeout = 5)'))).toEqual([]);
  });

  it('one method assigning the key outside any `if`: the key is not decided anywhere, silent', () => {
    // The second method's `if` replaced by a plain assignment.
    const at = flipt.lastIndexOf('    if (this.timeout !== undefined');
    const end = flipt.indexOf('    }\n', at) + '    }\n'.length;
    const always = `${flipt.slice(0, at)}    args.signal = makeSignal();\n${flipt.slice(end)}`;
    expect(check(always)).toEqual([]);
  });

  // livekit-server-sdk (livekit/node-sdks packages/livekit-server-sdk/src/TwirpRPC.ts at 28af0d3, Apache-2.0),
  // checked outside the corpus: the same `if (timeout) init.signal = AbortSignal.timeout(timeout * 1000)`, but
  // `timeout = this.requestTimeout` and the constructor sets `options?.requestTimeout ?? 60`: bounded (60 s,
  // above the 10 s limit), never "missing".
  const livekit = `const defaultTimeoutSeconds = 60;
export class TwirpRpc {
  constructor(host: string, pkg: string, options?: Options) {
    this.host = host;
    this.pkg = pkg;
    this.requestTimeout = options?.requestTimeout ?? defaultTimeoutSeconds;
  }

  async request(service: string, method: string, data: any, headers: any, timeout = this.requestTimeout): Promise<any> {
    const url = new URL(\`/twirp/\${this.pkg}.\${service}/\${method}\`, this.host);
    const init: RequestInit = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8', ...headers },
      body: JSON.stringify(data),
    };

    if (timeout) {
      init.signal = AbortSignal.timeout(timeout * 1000);
    }

    const response = await fetch(url, init);
    return response.json();
  }
}`;

  it('livekit-server-sdk: a visible default (60 s) makes the `if` run: not reported missing', () => {
    expect(check(livekit).filter(([rule]) => rule === MISSING)).toEqual([]);
  });
});

describe('an option destructured from a parameter with no default', () => {
  // @bugsnag/delivery-node 9.0.0 request.js lines 1-35 (MIT): the caller's `agent` only, no timeout, no timer.
  const bugsnag = `const http = require('http')
const https = require('https')

module.exports = ({ url, headers, body, agent }, cb) => {
  const parsedUrl = new URL(url)
  const secure = parsedUrl.protocol === 'https:'
  const transport = secure ? https : http
  const req = transport.request({
    method: 'POST',
    hostname: parsedUrl.hostname,
    port: parsedUrl.port,
    path: parsedUrl.pathname + parsedUrl.search,
    headers,
    agent
  })
  req.on('error', cb)
  req.write(body)
  req.end()
}`;

  it('bugsnag: the caller’s optional agent is no bound by default, reported', () => {
    expect(check(bugsnag, 'request.js')).toEqual([[MISSING, lineOf(bugsnag, 'transport.request(')]]);
  });

  // A fetch wrapper of the shape `function request({ url, timeout })` with the timer only `if (timeout)`: the
  // caller's `timeout` is read as `options.timeout` would be.
  const wrapper = `export async function request({ url, timeout }) {
  const init = { method: 'GET' };
  if (timeout) {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), timeout);
    init.signal = controller.signal;
  }
  return await fetch(url, init);
}`;

  it('`if (timeout)` on a destructured option: reported, as for `options.timeout`', () => {
    expect(check(wrapper)).toEqual([[MISSING, lineOf(wrapper, 'await fetch(')]]);
  });

  it('the option destructured with a default (`timeout = 5000`): bounded, silent', () => {
    expect(check(wrapper.replace('{ url, timeout }', '{ url, timeout = 5000 }'))).toEqual([]);
  });

  it('a constructor’s destructured options (often built by another module of the package): silent', () => {
    const ctor = `export class Poller {
  constructor({ host, timeout }) {
    this.host = host;
    this.timeout = timeout;
  }
  async load() {
    const options = { method: 'GET' };
    if (this.timeout) {
      options.signal = AbortSignal.timeout(this.timeout);
    }
    return await fetch(this.host, options);
  }
}`;
    expect(check(ctor)).toEqual([]);
  });

  // Charter's own packages/server/src/services/optimization-resilience.ts (cockatiel's `policy.execute`): the
  // callback's `signal` is the library's, which it fills on every call, not an option the caller may leave out.
  it('a callback handed to a library (`execute(async ({ signal }) => …)`): not read as absent, silent', () => {
    const callback = `async function attemptOnce(url, signal) {
  return await fetch(url, { method: 'GET', signal });
}
export async function run(pipeline, url) {
  return await pipeline.execute(async ({ signal }) => {
    return await attemptOnce(url, signal);
  });
}`;
    const undecided: UndecidedCall[] = [];
    const found = checkHttpTimeouts(
      { path: 'src/run.js', text: callback },
      parseSource('src/run.js', callback).program,
      { maxTimeoutMs: 10_000 },
      {},
      { undecided },
    );
    expect([found, undecided]).toEqual([[], []]);
  });

  // gocardless-nodejs 10.1.2 cjs/api/api.js lines 68-100 (MIT): `fetch` destructured from the request's
  // options is a callback that fetches a resource by id, not the global client.
  it('a destructured key that carries no bound (`fetch`, a callback): not read as the caller’s client', () => {
    const gocardless = `class Api {
  async request({ path, method, fetch }) {
    try {
      return await got(path, { method, timeout: 5000 });
    } catch (e) {
      return fetch(e.conflictingResourceId);
    }
  }
}`;
    expect(check(gocardless, 'api.js')).toEqual([]);
  });
});
