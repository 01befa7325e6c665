// A ky instance read through another object's getter (getter-aliases.ts, session 40): the shape of
// @semiont/api-client 0.5.6 dist/index.js, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { mayDeclareGetter } from '../../../src/diagnostics/performance/getter-aliases';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

// dist/index.js lines 354-364 (HttpTransport's constructor), 732-734 (`get rawHttp`), 763-793 (HttpContentTransport
// built with the transport, sending through its getter).
const semiont = (getter: string, other = '') => `import ky from 'ky';
var HttpTransport = class {
  constructor(config) {
    const { baseUrl, timeout = 3e4, retry = 2 } = config;
    this.baseUrl = baseUrl;
    this.http = ky.create({ timeout, retry, credentials: "include" });
  }
  ${getter}
};
var HttpContentTransport = class {
  constructor(transport) {
    this.transport = transport;
  }
  async getBinary(resourceId) {
    const response = await this.transport.rawHttp.get(\`\${this.transport.baseUrl}/resources/\${resourceId}\`, {
      headers: { Accept: "text/plain" }
    });
    return response.arrayBuffer();
  }
};
${other}
export { HttpTransport, HttpContentTransport };`;

describe("an instance read through another object's getter", () => {
  it("the file's only getter of that name, handing back the ky instance: its 30 s (semiont getBinary)", () => {
    expect(checkFile(semiont('get rawHttp() { return this.http; }'), 'dist/index.js').found).toEqual([
      [TOO_LONG, 15],
    ]);
  });

  // Unread, the instance counts as unused and is judged at its create (line 6), not at the send.
  it('a second member of that name in the file: not read', () => {
    const other = 'var Other = class { get rawHttp() { return globalThis.fetch; } };';
    expect(checkFile(semiont('get rawHttp() { return this.http; }', other), 'dist/index.js').found).toEqual([
      [TOO_LONG, 6],
    ]);
  });

  it('a getter handing back something else: not read', () => {
    expect(checkFile(semiont('get rawHttp() { return this.baseUrl; }'), 'dist/index.js').found).toEqual([
      [TOO_LONG, 6],
    ]);
  });

  // The getter is still read when a comment or a line break stands between `get` and its name (the text test that
  // lets a file without getters skip both walks, session 43).
  it('a comment or a line break after `get`: still read', () => {
    const commented = semiont('get /* the client */ rawHttp() { return this.http; }');
    expect(checkFile(commented, 'dist/index.js').found).toEqual([[TOO_LONG, 15]]);
    // One line more above the send.
    const broken = semiont('get\n  rawHttp() { return this.http; }');
    expect(checkFile(broken, 'dist/index.js').found).toEqual([[TOO_LONG, 16]]);
  });
});

// The bench fixture's services (bench/check/make-fixture.ts) send `client.get('/items', …)` and declare no getter.
describe('mayDeclareGetter', () => {
  it('the word get before a name, a comment, a generic or an escape: may', () => {
    for (const text of [
      'class A { get rawHttp() {} }',
      'class A { static get client() {} }',
      'class A { get /* c */ x() {} }',
      'class A { get // c\n x() {} }',
      'const o = { get\n x() {} }',
      'class A { get<T>(key: string): T {} }',
      'class A { g\\u0065t x() {} }',
    ])
      expect(mayDeclareGetter(text)).toBe(true);
  });

  it('get called or named as a method, or inside a longer name: none', () => {
    for (const text of [
      "const response = await client.get('/items', { params: { page } });",
      'class A { get(key) {} async get (key) {} }',
      'getItems(); budget; target; _get x; widget.getter()',
    ])
      expect(mayDeclareGetter(text)).toBe(false);
  });
});
