// A bound that exists only when the caller passes one: a signal set under `if (config.timeout)`, spread in by
// `...(timeout ? { signal } : {})`, or handed down from the caller's optional options. With no visible default
// the call is unbounded by default and reported ("no timeout unless the caller passes one"); with a visible
// default the default is judged. Its counterpart stays silent: a bound ALWAYS applied with a value the caller
// supplies (stripe's `req.setTimeout(timeout)`, openai's deadline signal) is not decidable in the file. Each
// case is a minimal copy of a real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const judge = (text: string, path = 'src/client.js') => checkFile(text, path);
const check = (text: string, path?: string) => judge(text, path).rows;
const rules = (text: string, path?: string) => judge(text, path).found;

describe('a signal set only under a condition on a caller value', () => {
  // pusher 5.3.4 lib/requests.js (MIT): `config` is send's parameter; Config (lib/config.js) copies
  // options.timeout with no default, so the abort timer and its signal exist only if the caller set one.
  const pusher = `const fetch = require("node-fetch").default
const AbortController = require("abort-controller").default

function send(config, options) {
  const method = options.method
  const url = config.getBaseURL() + options.path
  let signal
  let timeout
  if (config.timeout) {
    const controller = new AbortController()
    timeout = setTimeout(() => controller.abort(), config.timeout)
    signal = controller.signal
  }

  return fetch(url, {
    method,
    signal,
    agent: config.agent,
  }).then((res) => {
    clearTimeout(timeout)
    return res
  })
}
exports.send = send`;

  it('`let signal` assigned only `if (config.timeout)`, config.timeout with no default: reported (pusher)', () => {
    expect(rules(pusher)).toEqual([[MISSING, 15]]);
    expect(check(pusher)[0]?.[2]).toContain('no timeout unless the caller passes one');
  });

  it('the same guard on a value with a visible default: the default is judged (30 s, too long)', () => {
    const defaulted = pusher
      .replace('  let signal\n', '  const ms = config.timeout || 30000\n  let signal\n')
      .replace('if (config.timeout) {', 'if (ms) {')
      .replace('controller.abort(), config.timeout)', 'controller.abort(), ms)');
    expect(rules(defaulted)).toEqual([[TOO_LONG, 16]]);
    expect(check(defaulted)[0]?.[2]).toContain('30 s');
  });

  it('a guard not known by default (a call), or a second assignment of the signal: silent', () => {
    expect(rules(pusher.replace('if (config.timeout) {', 'if (shouldTime()) {'))).toEqual([]);
    expect(rules(pusher.replace('  let timeout\n', '  let timeout\n  signal = config.signal\n'))).toEqual([]);
  });

  it("the parameter replaced, or its key set, before the guard: no longer the caller's value: silent", () => {
    const replaced = pusher.replace(
      '  const method',
      '  if (legacy) config = withDefaults(config)\n  const method',
    );
    expect(rules(replaced)).toEqual([]);
    const keyed = pusher.replace(
      '  const method',
      '  if (!config.timeout) config.timeout = lookupTimeout()\n  const method',
    );
    expect(rules(keyed)).toEqual([]);
  });

  it("the counterpart: the bound always applied with the caller's value is not decidable (stripe-like)", () => {
    const always = pusher
      .replace('  if (config.timeout) {\n', '  {\n')
      .replace('  let signal\n', '  let signal = undefined\n');
    expect(rules(always)).toEqual([]);
  });
});

describe('a signal spread in only when a timeout is given', () => {
  // @vonage/server-client 1.23.1 dist/cjs/fileClient.js (Apache-2.0): timeout = request.timeout ||
  // this.config.timeout, and the constructor sets config.timeout = options?.timeout || null.
  const vonage = `class Client {
  constructor(credentials, options) {
    this.auth = credentials;
    this.config = {
      restHost: options?.restHost || "https://rest.nexmo.com",
      timeout: options?.timeout || null,
      appendUserAgent: options?.appendUserAgent || null
    };
  }
  async sendRequest(request) {
    const timeout = request.timeout || this.config.timeout;
    const controller = new AbortController();
    const timeoutId = setTimeout(() => {
      controller.abort();
    }, timeout);
    try {
      request = await this.prepareRequest(request);
      const fetcRequest = {
        url: request.url,
        method: request.method,
        headers: request.headers,
        ...timeout ? { signal: controller.signal } : {}
      };
      return await this.parseResponse(
        request,
        await fetch(request.url, fetcRequest)
      );
    } finally {
      clearTimeout(timeoutId);
    }
  }
}
exports.Client = Client;`;

  it('`...timeout ? { signal } : {}` with `options?.timeout || null`: reported (vonage)', () => {
    expect(rules(vonage)).toEqual([[MISSING, 26]]);
    expect(check(vonage)[0]?.[2]).toContain('no timeout unless the caller passes one');
  });

  it('the guard written as a comparison (`> 0`, `!= null`, `typeof … === "number"`): the same', () => {
    for (const guard of ['timeout > 0', 'timeout != null', "typeof timeout === 'number'"])
      expect(rules(vonage.replace('...timeout ?', `...${guard} ?`)), guard).toEqual([[MISSING, 26]]);
    // A comparison not decided by an absent value (`timeout < 1000` holds for null): silent.
    expect(rules(vonage.replace('...timeout ?', '...timeout < 1000 ?'))).toEqual([]);
  });

  it('with a visible default (`options?.timeout || 15000`), the default is judged: 15 s, too long', () => {
    const defaulted = vonage.replace('options?.timeout || null', 'options?.timeout || 15000');
    expect(rules(defaulted)).toEqual([[TOO_LONG, 26]]);
    expect(check(defaulted)[0]?.[2]).toContain('15 s');
  });

  it('a default within the limit: compliant', () => {
    expect(rules(vonage.replace('options?.timeout || null', 'options?.timeout || 5000'))).toEqual([]);
  });

  it("the request replaced inside a retry loop around the guard: not only the caller's value: silent", () => {
    const retried = vonage
      .replace(
        '    const timeout = request.timeout',
        '    for (let attempt = 0; attempt < 2; attempt++) {\n    const timeout = request.timeout',
      )
      .replace('      clearTimeout(timeoutId);\n    }\n', '      clearTimeout(timeoutId);\n    }\n    }\n');
    expect(rules(retried)).toEqual([]);
  });

  it('a guard whose default is not known (a call of another module): silent', () => {
    expect(rules(vonage.replace('options?.timeout || null', 'readTimeout(options)'))).toEqual([]);
  });
});

describe("the caller's optional signal handed down through the file's own methods", () => {
  // resend 6.38.0 dist/index.cjs (MIT): forward(options, requestOptions = {}) hands requestOptions to one of
  // two methods, each passing requestOptions.signal to downloadRaw, which fetches with it.
  const resend = `class Receiving {
  async forward(options, requestOptions = {}) {
    const passthrough = options.passthrough !== false;
    if (passthrough) return this.forwardPassthrough(options.email, requestOptions);
    return this.forwardWrapped(options.email, requestOptions);
  }
  async forwardPassthrough(email, requestOptions) {
    const raw = await this.downloadRaw(email.raw.download_url, requestOptions.signal);
    return raw;
  }
  async forwardWrapped(email, requestOptions) {
    const raw = await this.downloadRaw(email.raw.download_url, requestOptions.signal);
    return raw;
  }
  async downloadRaw(url, signal) {
    const response = await fetch(url, { signal });
    return { content: await response.arrayBuffer(), error: null };
  }
}
exports.Receiving = Receiving;`;

  it('every call passes `requestOptions.signal`, whose options default to {}: reported (resend)', () => {
    expect(rules(resend)).toEqual([[MISSING, 16]]);
    expect(check(resend)[0]?.[2]).toContain('no timeout unless the caller passes one');
  });

  it('the same member read where the options are declared with their default: reported; without one, silent', () => {
    const direct = `export async function download(url, requestOptions = {}) {
  const response = await fetch(url, { signal: requestOptions.signal });
  return response.arrayBuffer();
}`;
    expect(rules(direct)).toEqual([[MISSING, 2]]);
    expect(rules(direct.replace('requestOptions = {}', 'requestOptions'))).toEqual([]);
    expect(
      rules(direct.replace('requestOptions = {}', 'requestOptions = { signal: AbortSignal.timeout(5000) }')),
    ).toEqual([]);
  });

  it('one caller passes a signal of its own (a deadline controller): silent', () => {
    const deadline = resend.replace(
      '    const raw = await this.downloadRaw(email.raw.download_url, requestOptions.signal);\n    return raw;\n  }\n  async downloadRaw',
      '    const controller = new AbortController();\n    const raw = await this.downloadRaw(email.raw.download_url, controller.signal);\n    return raw;\n  }\n  async downloadRaw',
    );
    expect(rules(deadline)).toEqual([]);
  });

  it('options without a visible default (a plain parameter): the signal may be set by every caller: silent', () => {
    expect(rules(resend.replace('requestOptions = {}', 'requestOptions'))).toEqual([]);
  });

  it('downloadRaw handed over as a value: its callers are not all known: silent', () => {
    expect(
      rules(
        resend.replace(
          '    return raw;\n  }\n  async downloadRaw',
          '    register(this.downloadRaw);\n    return raw;\n  }\n  async downloadRaw',
        ),
      ),
    ).toEqual([]);
  });
});
