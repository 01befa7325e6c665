// An axios instance's `defaults.timeout = <number>` judged where the request is sent, and a private sender whose
// callers each spread their user's optional config (instance-calls.ts, session 40): the shape of
// @craftgate/craftgate 1.0.65 src/lib/HttpClient.ts, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

// HttpClient.ts lines 33-79 and 121-123: the instance made in the constructor with its default set right after,
// get / post handing `_executeRequest` `{ url, params, method, ...config }`, `config?: AxiosRequestConfig` their
// user's optional one.
const craftgate = (
  defaults: string,
  spread = '...config',
) => `import axios, { AxiosInstance, AxiosRequestConfig } from 'axios';
export class HttpClient {
  private readonly _client: AxiosInstance;
  constructor({ baseUrl = 'https://sandbox-api.craftgate.io' } = {}) {
    this._client = axios.create({ baseURL: baseUrl });
    ${defaults}
  }
  async get<T>(url: string, params?: any, config?: AxiosRequestConfig): Promise<T> {
    return this._executeRequest({ url, params, method: 'GET', ${spread} });
  }
  async post<T>(url: string, data?: any, config?: AxiosRequestConfig): Promise<T> {
    return this._executeRequest({ url, data, method: 'POST', ${spread} });
  }
  private async _executeRequest<T>(config: AxiosRequestConfig): Promise<T> {
    const response = await this._client(config);
    return response.data.data;
  }
}`;

describe("an axios instance's defaults.timeout, said where the request is sent", () => {
  it('150 s set after the create: too long at the send (craftgate _executeRequest)', () => {
    expect(
      checkFile(craftgate('this._client.defaults.timeout = 150000;'), 'src/lib/HttpClient.ts').found,
    ).toEqual([[TOO_LONG, 15]]);
  });

  it('5 s set after the create: nothing reported, at the send or the assignment', () => {
    expect(
      checkFile(craftgate('this._client.defaults.timeout = 5000;'), 'src/lib/HttpClient.ts').found,
    ).toEqual([]);
  });

  it("a caller's spread that is not its user's optional config: not judged at the send", () => {
    const found = checkFile(
      craftgate('this._client.defaults.timeout = 150000;', '...this.extra'),
      'src/lib/HttpClient.ts',
    ).found;
    expect(found.some(([, line]) => line === 15)).toBe(false);
  });
});
