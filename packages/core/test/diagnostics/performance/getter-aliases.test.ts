// A ky instance read through another object's getter (getter-aliases.ts, session 40): the shape of
// @semiont/api-client 0.5.6 dist/index.js, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
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
});
