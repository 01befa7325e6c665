// Sends the checker did not recognise because the client is not called by its own name but through what a name
// or member is bound to (held-out sets 3, 7 and 12's silent misses). A node http module held by a member the
// constructor assigns (api2pdf 2.1.0 src/Api2Pdf.js:107, 364) or handed back by a method of the file
// (@logtail/node 0.5.9 src/node.ts:31, 130); an injected fetch called through a name bound to `this` (`var _this =
// this`, Babel's output: dropbox 10.47.0 cjs/src/dropbox.js:144). Counterparts stay silent: a member assigned the
// caller's value, a name bound to something other than `this`.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
// Whole results are compared below: the finding and undecided lines only.
const run = (text: string, path: string) => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('a node http module held by a member or handed back by a method', () => {
  // api2pdf 2.1.0 src/Api2Pdf.js lines 98-107 and 355-375 (MIT), cut to the request.
  const api2pdf = `const http = require("http")
const https = require("https")
class Api2Pdf {
  constructor(apiKey, config = {}) {
    this.protocol = config.protocol
    this.hostname = config.hostname
    this._requestTransport = this.protocol === "http:" ? http : https
  }
  _request(path, payload) {
    return new Promise((resolve, reject) => {
      const req = this._requestTransport.request(
        { protocol: this.protocol, hostname: this.hostname, path, method: "POST" },
        (res) => resolve(res),
      )
      req.on("error", reject)
      req.end(payload)
    })
  }
}
module.exports = Api2Pdf
`;

  it('a member the constructor assigns `http` or `https` sends through that module', () => {
    expect(run(api2pdf, 'src/Api2Pdf.js')).toEqual({
      found: [[MISSING, lineOf(api2pdf, '.request(')]],
      undecided: [],
    });
  });

  it("a member assigned the caller's value stays unknown", () => {
    const given = api2pdf.replace(
      'this._requestTransport = this.protocol === "http:" ? http : https',
      'this._requestTransport = config.transport',
    );
    expect(run(given, 'src/Api2Pdf.js')).toEqual({ found: [], undecided: [] });
  });

  // @logtail/node 0.5.9 src/node.ts lines 20-40 and 130-132 (MIT), cut to the request.
  const logtail = `import http from "node:http";
import https from "node:https";
export class Node {
  private _options: { endpoint: string };
  constructor(options: { endpoint: string }) {
    this._options = options;
  }
  public async sync(body: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const request = this.getHttpModule().request(this._options.endpoint, { method: "POST" }, () => resolve());
      request.on("error", reject);
      request.end(body);
    });
  }
  private getHttpModule(): typeof http | typeof https {
    return this._options.endpoint.startsWith("https") ? https : http;
  }
}
`;

  it('a method of the file returning `secure ? https : http` hands back that module', () => {
    expect(run(logtail, 'src/node.ts').found).toEqual([[MISSING, lineOf(logtail, '.request(')]]);
  });
});

describe('an injected fetch called through a name bound to `this`', () => {
  // dropbox 10.47.0 cjs/src/dropbox.js lines 100 and 125-145 (MIT), the constructor's fetch a local one here.
  const dropbox = `function Dropbox(options) {
  this.fetch = options.fetch || fetch;
}
Dropbox.prototype.rpcRequest = function rpcRequest(path, body) {
  var _this = this;
  return Promise.resolve().then(function () {
    return _this.fetch('https://api.dropboxapi.com/2/' + path, { method: 'POST', body: JSON.stringify(body) });
  });
};
module.exports = Dropbox;
`;

  it('`_this.fetch(url, init)` is `this.fetch`', () => {
    expect(run(dropbox, 'cjs/src/dropbox.js').found).toEqual([[MISSING, lineOf(dropbox, '_this.fetch(')]]);
  });

  it("a member the file gives a wrapper of its own is the wrapper's, judged in its own code", () => {
    // @openfoodfacts/openfoodfacts-nodejs 2.0.0-alpha.35 dist/off.js:53 and 266-268 (MIT): the wrapper's own
    // fetch call is where the verdict goes, not each call of the wrapper through `_this2`.
    const wrapped = `export class OFF {
  constructor(fetch, options) {
    this.fetch = this.createFetchWrapper(fetch, options);
  }
  async getTaxo(taxo) {
    var _this2 = this;
    return await (await _this2.fetch("https://static.openfoodfacts.org/data/taxonomies/" + taxo + ".json")).json();
  }
  createFetchWrapper(fetch, options) {
    return (input, init) => fetch(input, init);
  }
}
`;
    expect(run(wrapped, 'dist/off.js').found).toEqual([]);
  });

  it('a name bound to something else is not the instance', () => {
    const other = dropbox
      .replace('var _this = this;', 'var _this = options;')
      .replace('function rpcRequest(path, body)', 'function rpcRequest(path, body, options)');
    expect(run(other, 'cjs/src/dropbox.js')).toEqual({ found: [], undecided: [] });
  });
});
