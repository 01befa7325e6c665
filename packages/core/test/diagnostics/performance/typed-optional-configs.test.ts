// A send on a class's axios instance whose per-call config is the SDK user's typed optional config spread with
// local objects (handed-instances.ts `callersOptionsLeaveOut`). Shapes copied from
// @microfocus/alm-octane-js-rest-sdk 24.2.1 (Apache-2.0) lib/root/requestHandler.ts: the constructor builds
// `this._options = { baseURL: params.server, responseType: 'json' }`, adds proxy agents and headers under `if`s and
// keeps `this._requestor = axios.create(this._options)` (lines 89-115); `async get(url: string, config?:
// AxiosRequestConfig)` sends `this._requestor.get(url, { ...config, headers: headersWithCookie })` (lines 136-145),
// and getAttachmentContent `{ ...config, ...attachmentConfig, headers }` with a local `attachmentConfig` (247-260).
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const HANDLER = ({
  param = 'config?: AxiosRequestConfig',
  extra = '',
  local = "headers: { accept: 'application/octet-stream' },\n            responseType: 'arraybuffer',",
  after = '',
} = {}) => `import axios, { AxiosInstance, AxiosRequestConfig } from 'axios';
class RequestHandler {
    private readonly _options: { baseURL: string; responseType?: string; httpAgent?: unknown; headers?: unknown };
    private _requestor: AxiosInstance;
    constructor(params: Params) {
        this._options = {
            baseURL: params.server,
            responseType: 'json',
        };
        if (params.proxy) {
            const httpAgent = new HttpsProxyAgent(params.proxy);
            this._options.httpAgent = httpAgent;
        }
        if (params.headers) {
            this._options.headers = params.headers;
        }${extra}
        this._requestor = axios.create(this._options);
    }
    async get(url: string, ${param}) {
        return await this.sendRequestWithCookies(url, async (headersWithCookie) =>
            this._requestor.get(url, { ...config, headers: headersWithCookie }), config?.headers);
    }
    async getAttachmentContent(url: string, ${param}) {
        const attachmentConfig: AxiosRequestConfig = {
            ${local}
        };${after}
        return await this.sendRequestWithCookies(url, async (headersWithCookie) =>
            this._requestor.get(url, { ...config, ...attachmentConfig, headers: headersWithCookie }));
    }
    async sendRequestWithCookies(url: string, callBack: (h?: object) => Promise<unknown>, customHeaders?: object) {
        return await callBack({ ...customHeaders, Cookie: '' });
    }
}
export default RequestHandler;
`;

const PATH = 'lib/root/requestHandler.ts';
const lines = (text: string) => scanProject({ [PATH]: text }).map(([, line, rule]) => [line, rule]);

describe("the SDK user's typed optional config spread into a send on the class's instance", () => {
  it("reports octane's sends: `config?:` is absent by default and the instance's options set no timeout", () => {
    expect(lines(HANDLER())).toEqual([
      [21, MISSING],
      [29, MISSING],
    ]);
  });

  it('stays silent when the parameter is not optional, or the local object sets or may set a bound', () => {
    const required = HANDLER({ param: 'config: AxiosRequestConfig' }).replace(
      'config?.headers',
      'config.headers',
    );
    expect(lines(required)).toEqual([]);
    expect(lines(HANDLER({ local: 'timeout: params.timeout,' }))).toEqual([[21, MISSING]]);
    const written = HANDLER({ after: '\n        Object.assign(attachmentConfig, this.defaults);' });
    expect(lines(written)).toEqual([[21, MISSING]]);
    const keyed = HANDLER({ after: '\n        attachmentConfig.timeout = this.timeout;' });
    expect(lines(keyed)).toEqual([[21, MISSING]]);
  });

  it("stays silent when the instance's options are given a bound after they are built", () => {
    const bounded = HANDLER({
      extra: '\n        if (params.timeout) { this._options.timeout = params.timeout; }',
    });
    expect(lines(bounded)).toEqual([]);
  });
});
