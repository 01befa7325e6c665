// form-data's `submit(params, cb)`: node http(s) with the params given and no timer (form-data's README,
// "submit( params, cb )"), from held-out set 8's freshdesk-api miss (see the real corpus README). Snippets are
// minimal copies of real published files (origin and licence beside each) or marked as written for the test.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
// Whole results are compared below: the finding and undecided lines only.
const judge = (text: string, path = 'lib/utils.js') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

describe("form-data's submit", () => {
  // freshdesk-api 3.1.0 lib/utils.js lines 29 and 155-176 (MIT): the params are host, port, path, protocol and
  // headers; the returned request is not kept.
  const freshdesk = `const FormData = require("form-data");
function makeRequest(method, auth, url, qs, data, cb) {
  const fd = new FormData();
  const promise = new Promise((resolve, reject) => {
    fd.submit({
      host: fullUrl.hostname,
      port: fullUrl.port,
      path: fullUrl.pathname,
      protocol: fullUrl.protocol,
      headers: { Authorization: auth }
    }, function(err, res) {
      if (err) return reject(err);
    });
  });
}`;
  it('has no timeout when its request is not kept (freshdesk-api)', () => {
    expect(judge(freshdesk).found).toEqual([[MISSING, 5]]);
  });

  // A second real shape: a public TypeScript audio-upload class (found with the code search; the index does not
  // name its repository), `import FormData from "form-data"`, a `const options = { host, path, headers }` and
  // `form.submit(options, cb)` inside a method.
  it('has no timeout with an imported FormData and options built beforehand', () => {
    const text = `import FormData from "form-data";
export class AudioSchedule {
  async uploadAudio(data) {
    const form = new FormData();
    form.append("name", data.name);
    const options = { host: "www.roblox.com", path: "/build/upload", headers: { Cookie: this.cookie } };
    form.submit(options, function (err, res) {
      if (err) throw err;
    });
  }
}`;
    expect(judge(text, 'src/index.ts').found).toEqual([[MISSING, 7]]);
  });

  // Written for this test: the request submit returns is kept, so the caller may bound it (`req.setTimeout`).
  it('is not judged when the request it returns is kept', () => {
    const text = `import FormData from 'form-data';
const form = new FormData();
const req = form.submit('https://api.example.test/upload', (err, res) => {});
req.setTimeout(5000, () => req.destroy());`;
    expect(judge(text, 'src/upload.ts')).toEqual({ found: [], undecided: [3] });
  });

  // ExtJS's BasicForm.submit (`this.up('form').getForm().submit({ url, success })`, the shape of many public
  // ExtJS apps): not form-data's, not an HTTP client call the rule knows.
  it('is not confused with another library submit', () => {
    const text = `const axios = require('axios');
var form = this.up('form').getForm();
form.submit({ url: '/fileTranSvc/upLoadFile', success: function () {} });`;
    expect(judge(text, 'app/view.js')).toEqual({ found: [], undecided: [] });
  });
});
