// The request module's options object with its bound key written after the literal (request-targets.ts): a
// minimal copy of the shape of okcoin-china 0.0.7 rest.js and jira 0.10.0 lib/jira.js (options built as a
// literal, then `options.timeout = …` before `request(options, cb)`). The key written last is the one sent.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const send = (declare: string, timeout: string) => `var request = require('request');
function executeRequest(callback) {
  ${declare} options = { url: 'https://www.okcoin.cn/api/v1/ticker.do', method: 'POST' };
  options.timeout = ${timeout};
  request(options, callback);
}
module.exports = executeRequest;
`;

const findings = (source: string) => scanProject({ 'rest.js': source }).map(([, line, rule]) => [line, rule]);

describe("request(options, cb) with options.timeout written after the literal (okcoin-china rest.js's shape)", () => {
  for (const declare of ['var', 'let', 'const']) {
    it(`${declare}: 5 s written is a bound, silent`, () => {
      expect(findings(send(declare, '5000'))).toEqual([]);
    });
    it(`${declare}: 60 s written is too long`, () => {
      expect(findings(send(declare, '60000'))).toEqual([[5, 'perf/http-timeout-too-long']]);
    });
  }

  it('without the write: missing, as before', () => {
    expect(findings(send('var', '5000').replace('  options.timeout = 5000;\n', ''))).toEqual([
      [4, 'perf/http-timeout-missing'],
    ]);
  });
});
