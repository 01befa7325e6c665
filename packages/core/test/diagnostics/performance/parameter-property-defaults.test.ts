// A TypeScript parameter property's default read as the member it keeps: btc-markets 1.1.1 index.ts:15-19
// (`constructor(public key, public secret, public server = '…', public timeout: number = 20000) {}`), whose
// privateRequest builds `{ url, method, headers, timeout: this.timeout, json }` (lines 71-77) for
// executeRequest's `request(options, cb)` (line 118); shortened. Counterparts: a property with no default stays
// not judged, and a member the file assigns again is not the default's.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const client = (ctor: string, body = '') => `
import * as request from 'request';
export default class BTCMarkets {
  constructor(${ctor}) { ${body} }
  protected privateRequest(path: string, params: object = {}): Promise<object> {
    const options: request.Options = { url: this.server + path, method: 'POST', timeout: this.timeout, json: params };
    return this.executeRequest(options, 'x');
  }
  protected executeRequest(options: request.OptionsWithUrl, requestDesc: string): Promise<object> {
    return new Promise((resolve) => {
      request(options, function (err, response, data) { resolve(data); });
    });
  }
}
`;

describe('a parameter property’s default (btc-markets)', () => {
  it('is the member’s value by default', () => {
    for (const ctor of [
      'public key: string, public timeout: number = 20000',
      'key: string, private readonly timeout = 20000',
    ]) {
      const { found, messages } = checkFile(client(ctor), 'index.ts');
      expect(found).toEqual([[TOO_LONG, 11]]);
      expect(messages[0]).toMatch(/20 s/);
    }
  });

  it('is silent within the limit, and not judged without a default or when assigned again', () => {
    expect(checkFile(client('public timeout: number = 5000'), 'index.ts').found).toEqual([]);
    expect(checkFile(client('public timeout: number'), 'index.ts').undecided).toEqual([11]);
    const again = client('public timeout: number = 20000', 'this.timeout = Math.min(timeout, 5000);');
    expect(checkFile(again, 'index.ts').found).toEqual([]);
  });
});
