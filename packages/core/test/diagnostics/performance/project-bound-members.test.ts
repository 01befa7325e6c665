// A member of `this` bound to a function of the project (project-bound-members.ts): `this.fetch({…})` calls that
// function, a wrapper judged at its own send, not an injected fetch. Snippets are minimal copies of real files,
// origin and licence beside them.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

// scrapfly-sdk 0.11.1 src/utils.ts lines 26-48 and src/client.ts lines 3, 47 and 162 (BSD-2-Clause): the client's
// `fetch` field defaults to the package's own retry helper, whose global fetch carries no signal.
const utils = `export async function fetchRetry(config, retries = 3) {
  for (let attempt = 1; attempt <= retries; attempt++) {
    const { url, ...reqInit } = config;
    const init = { method: reqInit.method, headers: reqInit.headers, body: reqInit.body };
    const response = await fetch(new Request(url, init));
    if (response.status < 500) return response;
  }
}`;
const client = (field: string, head = "import { fetchRetry } from './utils.js';") => `${head}
export class ScrapflyClient {
  ${field}
  async account() {
    const response = await this.fetch({ url: this.HOST + '/account', method: 'GET' });
    return response.json();
  }
}`;

describe('a member holding a project function (scrapfly-sdk src/client.ts:47)', () => {
  it('calls that function: judged at its send (utils.ts), not as an injected fetch', () => {
    const files = {
      'src/utils.ts': utils,
      'src/client.ts': client('fetch: typeof fetchRetry = fetchRetry;'),
    };
    expect(scanProject(files).map(([file, line]) => [file, line])).toEqual([['src/utils.ts', 5]]);
  });

  it('a function of the file itself, given in the constructor, is that function too', () => {
    const local = `async function send(config, delay = 1000) {
  await new Promise((resolve) => setTimeout(resolve, delay));
  return fetch(config.url, { signal: AbortSignal.timeout(5000) });
}
export class Client {
  constructor() { this.fetch = send; }
  account() { return this.fetch({ url: 'https://api.example.com/account' }); }
}`;
    expect(scanProject({ 'src/client.js': local })).toEqual([]);
  });

  it("an imported pass-through function is judged by its caller's init, at the call", () => {
    const files = {
      'src/send.js': 'export function send(url, init) {\n  return fetch(url, init);\n}',
      'src/client.js': `import { send } from './send.js';
export class Client {
  constructor() { this.fetch = send; }
  account() { return this.fetch('https://api.example.com/account', { method: 'GET' }); }
}`,
    };
    expect(scanProject(files).map(([file, line, , message]) => [file, line, message])).toContainEqual([
      'src/client.js',
      4,
      'send() has no timeout: no `signal`.',
    ]);
  });

  it("a pass-through function of the file stays judged at the member's call, with the init given there", () => {
    const passing = `function send(url, init) { return fetch(url, init); }
export class Client {
  constructor() { this.fetch = send; }
  account() { return this.fetch('https://api.example.com/account', { method: 'GET' }); }
}`;
    expect(scanProject({ 'src/client.js': passing }).map(([file, line]) => [file, line])).toEqual([
      ['src/client.js', 4],
    ]);
  });

  it.each([
    ['the global fetch', 'fetch = fetch;', ''],
    ['globalThis.fetch', 'fetch = globalThis.fetch;', ''],
    ["another package's fetch", 'fetch = crossFetch;', "import crossFetch from 'cross-fetch';"],
    ['a choice with the global fetch', 'fetch = this.options.fetch ?? fetchRetry;', ''],
  ])('a member holding %s stays an injected fetch, still found', (_, field, head) => {
    const files = { 'src/utils.ts': utils, 'src/client.ts': client(field, head) };
    expect(scanProject(files).map(([file, line]) => [file, line])).toContainEqual(['src/client.ts', 5]);
  });
});
