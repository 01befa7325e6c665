// Options handed on through lodash's `pick`: only the keys named reach the request. Shape of monkeylearn 3.4.0
// lib/request.js:5-8 and :56 (node-fetch 2 with `pick(requestOptions, 'method', 'body', 'headers')`, the caller's
// requestOptions otherwise unread for a bound), shortened. Counterparts: a pick that names `timeout` or `signal` is
// judged by that key; ramda's `pick(names, object)` and keys not written as strings stay not judged.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const request = (picked: string, pickModule = 'lodash/pick') => `'use strict';
module.exports = { request };
const fetch = require('node-fetch').default;
const pick = require('${pickModule}');
function request(ml, requestOptions) {
  requestOptions.method = requestOptions.method.toUpperCase();
  let url = \`\${requestOptions.url}?q=1\`;
  return fetch(url, ${picked}).then((response) => response.json());
}
`;

describe('options handed on through a pick (monkeylearn)', () => {
  it('is missing when the keys picked hold no bound', () => {
    for (const picked of [
      "pick(requestOptions, 'method', 'body', 'headers')",
      "pick(requestOptions, ['method', 'body', 'headers'])",
    ]) {
      const { found } = checkFile(request(picked), 'lib/request.js');
      expect(found).toEqual([[MISSING, 8]]);
    }
  });

  it('stays not judged when a picked key may bound it, or the pick is not read', () => {
    for (const picked of [
      "pick(requestOptions, 'method', 'timeout')",
      "pick(requestOptions, 'method', 'signal')",
      "pick(['method', 'body'], requestOptions)",
      'pick(requestOptions, keys)',
    ])
      expect(checkFile(request(picked, 'ramda/src/pick'), 'lib/request.js').found).toEqual([]);
  });
});
