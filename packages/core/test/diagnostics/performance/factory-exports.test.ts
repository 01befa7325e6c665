// A client instance made by a wrapper's named factory export (factory-exports.ts): apisauce's `create(config)`
// hands its config to `axios.create`, and its sends take axios's config last. The cases are minimal copies of a
// real file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'src/AntiCaptcha.ts') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// anticaptcha 2.2.0 src/AntiCaptcha.ts lines 1-56 (MIT), shortened: `this.api = create({ baseURL })` from
// apisauce, a request transform adding the client key, and POSTs on `this.api`.
const antiCaptcha = (
  config: string,
  send = 'this.api.post("getBalance")',
) => `import { ApiResponse, ApisauceInstance, create } from "apisauce";

export class AntiCaptcha {
  private api: ApisauceInstance;
  constructor(clientKey: string, debugMode = false) {
    this.api = create(${config});
    this.api.addRequestTransform(request => {
      if (!request.data) {
        request.data = { clientKey };
      } else {
        request.data.clientKey = clientKey;
      }
    });
  }
  public async getBalance() {
    const response = (await ${send}) as ApiResponse<IGetBalanceResponse>;
    return response.data;
  }
}
`;

describe("apisauce's create", () => {
  it('reports a send on an instance whose config sets no timeout (anticaptcha)', () => {
    expect(rules(antiCaptcha('{ baseURL: "https://api.anti-captcha.com" }'))).toEqual([[MISSING, 16]]);
  });

  it('is silent when the config sets a timeout within the limit', () => {
    expect(rules(antiCaptcha('{ baseURL: "https://api.anti-captcha.com", timeout: 5000 }'))).toEqual([]);
  });

  it("reads a GET's third argument as axios's config, not its params", () => {
    const base = '{ baseURL: "https://api.anti-captcha.com" }';
    expect(rules(antiCaptcha(base, 'this.api.get("balance", { id: 1 }, { timeout: 5000 })'))).toEqual([]);
    expect(rules(antiCaptcha(base, 'this.api.get("balance", { timeout: 5000 })'))).toEqual([[MISSING, 16]]);
  });

  it("leaves axios's own named imports as before (axios exports no create)", () => {
    const text = antiCaptcha('{ baseURL: "x" }').replace('"apisauce"', '"some-other-lib"');
    expect(rules(text)).toEqual([]);
  });
});
