// rxjs's `ajax` (clients.ts has its docs): an XMLHttpRequest whose AjaxConfig `timeout` is 0 (none) by default.
// Each case is a minimal copy of a real file of the corpus (package and file beside it).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'src/api/endpoint.js') => checkFile(text, path).found;

describe('rxjs ajax', () => {
  // @dasch-swiss/dsp-js 12.0.1 src/api/endpoint.js lines 3, 46 and 161-174 (AGPL-3.0): each verb sends the
  // request a method builds, whose `timeout: 0` is none; the pipe only re-sends on failure.
  const endpoint = (
    timeout: string,
    pipe = 'retryOnError(this.delay, this.maxRetries)',
  ) => `import { ajax } from 'rxjs/ajax';
import { timeout } from 'rxjs/operators';
import { retryOnError } from './operators/retryOnError';
export class Endpoint {
  constructor(config, path) { this.config = config; this.path = path; }
  httpGet(path, headers) {
    return ajax(this.setAjaxRequest(path, 'GET', undefined, headers)).pipe(${pipe});
  }
  setAjaxRequest(path, method, body, headers) {
    const ajaxRequest = { url: this.config.apiUrl + this.path + path, method, body, headers: headers || {}, timeout: ${timeout}, responseType: 'json' };
    return ajaxRequest;
  }
}`;

  it('a request with `timeout: 0` is reported (dsp-js)', () => {
    expect(rules(endpoint('0'))).toEqual([[MISSING, 7]]);
  });

  it('a request with a short timeout, or a pipe through `timeout(ms)`, is silent', () => {
    expect(rules(endpoint('5000'))).toEqual([]);
    expect(rules(endpoint('0', 'timeout(5000)'))).toEqual([]);
  });

  it('a URL alone is reported, and so is a call subscribed to directly', () => {
    expect(
      rules(`import { ajax } from 'rxjs/ajax';\najax({ url: '/x' }).subscribe((r) => r);`, 'src/x.js'),
    ).toEqual([[MISSING, 2]]);
    expect(
      rules(
        `import { ajax } from 'rxjs/ajax';\nexport const load = () => ajax('https://api.example.com/x');`,
        'src/x.js',
      ),
    ).toEqual([[MISSING, 2]]);
  });
});
