// A private method that retries by calling itself: the shape of @ensofinance/sdk 2.5.0 src/client.ts:88-106
// (`private async request(config, retries = 3)` sending `this.client.request(config)` on a bare `axios.create`
// instance and retrying network errors with `this.request(config, retries - 1)`; each public method calls
// `this.request({ method, url, params })`). The recursive call passes `config` on unchanged, so `config` holds
// what the outside calls pass: no timeout, missing. Counterparts: an outside call that passes a timeout, and a
// recursive call that changes `config`, are judged as before; a public method (callable by other code) stays
// not judged.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const client = (
  retry = 'this.request(config, retries - 1)',
  second = "{ method: 'GET', url: '/b' }",
  access = 'private ',
) => `
import axios from 'axios';
export class Client {
  private client: any;
  constructor({ baseURL, apiKey }: { baseURL: string; apiKey: string }) {
    this.client = axios.create({ baseURL, headers: { Authorization: 'Bearer ' + apiKey } });
  }
  ${access}async request<T>(config: any, retries = 3): Promise<T> {
    try {
      const response = await this.client.request<T>(config);
      return response.data;
    } catch (error: any) {
      if (error.request && retries > 0) return ${retry};
      throw error;
    }
  }
  getA(params: object) {
    return this.request({ method: 'GET', url: '/a', params });
  }
  getB() {
    return this.request(${second});
  }
}
`;

describe('a method that retries by calling itself', () => {
  it('is judged by its outside calls when the retry passes the options on (@ensofinance/sdk 2.5.0 shape)', () => {
    const { found } = checkFile(client(), 'src/client.ts');
    expect(found).toEqual([[MISSING, 10]]);
  });

  it('is not missing when an outside call passes a timeout', () => {
    const { found } = checkFile(
      client(undefined, "{ method: 'GET', url: '/b', timeout: 5000 }"),
      'src/client.ts',
    );
    expect(found).toEqual([]);
  });

  it('stays not missing for a public method, which other code may call', () => {
    const { found } = checkFile(client(undefined, undefined, ''), 'src/client.ts');
    expect(found).toEqual([]);
  });

  it('stays not missing when the retry changes the options', () => {
    const { found } = checkFile(
      client('this.request({ ...config, timeout: 0 }, retries - 1)'),
      'src/client.ts',
    );
    expect(found).toEqual([]);
  });
});
