// superagent's request methods reached without their name: a verb chosen at run time on the module kept on
// `this` (behind the caller's optional middleware), and a verb handed around and re-bound to the module. Each
// snippet is a minimal copy of a real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';

const rules = (text: string, path = 'src/client.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// @easypost/api 8.9.0 src/easypost.js lines 52-71 and 218-258 (MIT): the client keeps superagent (or what the
// caller's optional middleware makes of it) and sends every request by a verb chosen at run time.
const EASYPOST = (kept = 'superagent', chain = '') => `import superagent from 'superagent';
export default class EasyPostClient {
  constructor(key, options = {}) {
    const { timeout, superagentMiddleware, requestMiddleware } = options;
    this.timeout = timeout || 60000;
    this.agent = ${kept};
    this.requestMiddleware = requestMiddleware;
    if (superagentMiddleware) {
      this.agent = superagentMiddleware(this.agent);
    }
  }
  async _request(path = '', method = 'get', params = {}, headers = {}) {
    let request = this.agent[method](path).set(headers)${chain};
    if (this.requestMiddleware) {
      request = this.requestMiddleware(request);
    }
    request.send(params);
    const response = await request;
    return response;
  }
}
`;

describe('a verb chosen at run time on superagent kept on `this`', () => {
  it('easypost: `this.agent[method](path)` with no `.timeout()`: superagent waits forever', () => {
    expect(rules(EASYPOST())).toEqual([[MISSING, 13]]);
  });

  it('a chain that sets `.timeout(this.timeout)` (60 s by default) is judged by it', () => {
    expect(rules(EASYPOST('superagent', '.timeout(this.timeout)'))).toEqual([
      ['perf/http-timeout-too-long', 13],
    ]);
  });

  it('an agent kept there that is not the module (made elsewhere): not judged', () => {
    expect(rules(EASYPOST('options.agent'))).toEqual([]);
  });

  it('a middleware applied without testing it first is no optional hook: the member is not known', () => {
    const unconditional = EASYPOST().replace(
      'if (superagentMiddleware) {\n      this.agent = superagentMiddleware(this.agent);\n    }',
      'this.agent = wrap(this.agent);',
    );
    expect(rules(unconditional)).toEqual([]);
  });
});

// spotify-web-api-node 5.0.2 src/http-manager.js lines 50-66 and 90-96 (MIT): each public method picks a verb
// of superagent and hands it to _makeRequest, which re-binds it to the module and sends with `end`.
const SPOTIFY = (more = '') => `var superagent = require('superagent');
var HttpManager = {};
HttpManager._makeRequest = function(method, options, uri, callback) {
  var req = method.bind(superagent)(uri);
  if (options.query) {
    req.query(options.query);
  }${more}
  req.end(function(err, response) {
    callback(err, response);
  });
};
HttpManager.get = function(request, callback) {
  var method = superagent.get;
  HttpManager._makeRequest(method, request.options, request.getURI(), callback);
};
module.exports = HttpManager;
`;

describe('a verb re-bound to superagent', () => {
  it('spotify: `method.bind(superagent)(uri)` sent by `req.end` with no `.timeout()`', () => {
    expect(rules(SPOTIFY())).toEqual([[MISSING, 4]]);
  });

  it('a `req.timeout(5000)` on the request bounds it', () => {
    expect(rules(SPOTIFY('\n  req.timeout(5000);'))).toEqual([]);
  });

  it('a function bound to anything else is not superagent', () => {
    expect(rules(SPOTIFY().replace('method.bind(superagent)', 'method.bind(client)'))).toEqual([]);
  });
});
