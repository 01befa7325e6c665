// A node http(s) module kept on the instance by the constructor and used by a method: `this._requestTransport =
// this.protocol === "http:" ? http : https`, then `this._requestTransport.request({...}, cb)`. The member is
// read like a name of the file: the module when the file assigns it once, unknown otherwise. Shapes from
// api2pdf 2.1.0 src/Api2Pdf.js lines 98-107 and 355-372 (MIT), reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const run = (text: string, path = 'src/Api2Pdf.js') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

const api2pdf = (transport: string, extra = '', options = '') => `const http = require("http")
const https = require("https")
class Api2Pdf {
  constructor(apiKey, hostname = "v2.api2pdf.com", port = 443) {
    this.apiKey = apiKey
    this.protocol = port === 443 ? "https:" : "http:"
    this.hostname = hostname
    this.port = port
    this._requestTransport = ${transport}
  }
  ${extra}
  _request(path, headers) {
    return new Promise((resolve, reject) => {
      const req = this._requestTransport.request(
        { protocol: this.protocol, hostname: this.hostname, port: this.port, path, method: "POST", headers${options} },
        res => { res.on("end", () => resolve(null)) }
      )
      req.on("error", reject)
      req.end()
    })
  }
}
module.exports = Api2Pdf`;

describe('a node http module kept on the instance (api2pdf)', () => {
  it('`this.protocol === "http:" ? http : https`, no timeout: missing', () => {
    expect(run(api2pdf('this.protocol === "http:" ? http : https'))).toEqual({
      found: [[MISSING, 14]],
      undecided: [],
    });
  });

  it('a timeout the request is destroyed on: not reported', () => {
    const text = api2pdf('this.protocol === "http:" ? http : https', '', ', timeout: 5000').replace(
      'req.on("error", reject)',
      'req.on("timeout", () => req.destroy())',
    );
    expect(run(text).found).toEqual([]);
  });

  it("an agent made from the member's own `Agent` (node's Agent, no bound of its own): missing", () => {
    const text = api2pdf('this.protocol === "http:" ? http : https', '', ', timeout: 5000').replace(
      ', timeout: 5000',
      ', agent: new this._requestTransport.Agent({ keepAlive: true })',
    );
    expect(run(text)).toEqual({ found: [[MISSING, 14]], undecided: [] });
  });

  it('a member assigned twice in the file (a setter) is not known: not judged as node http', () => {
    const setter = 'useTransport(t) { this._requestTransport = t }';
    expect(run(api2pdf('https', setter))).toEqual({ found: [], undecided: [] });
  });

  it('a member of that name kept by another class of the file: not judged as node http', () => {
    const text = api2pdf('this.protocol === "http:" ? http : https')
      .replace('    this._requestTransport = this.protocol === "http:" ? http : https\n', '')
      .replace(
        'module.exports = Api2Pdf',
        'class Other { constructor(secure) { this._requestTransport = secure ? https : http } }\nmodule.exports = Api2Pdf',
      );
    expect(run(text)).toEqual({ found: [], undecided: [] });
  });

  it("the caller's transport (`options.transport`) is not a module: not judged as node http", () => {
    expect(run(api2pdf('apiKey.transport'))).toEqual({ found: [], undecided: [] });
  });
});
