// A client object that is the page's global object unless the application hands one in (window-held-fetch.ts):
// NSwag's TypeScript fetch template, `this.http = http ? http : window` in the constructor and
// `this.http.fetch(url_, options_)` in each method. Each snippet is a minimal copy of a real file, origin beside it.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts, type HttpTimeoutCollector } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
function check(text: string, path: string) {
  const collect: HttpTimeoutCollector = { undecided: [] };
  const findings = checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {},
    collect,
  );
  return {
    rules: findings.map((f) => [f.ruleId, f.line]),
    undecided: collect.undecided.map((u) => [u.line, u.reason]),
  };
}

// dataforseo-client 2.1.7 dist/cjs/api/AiOptimizationApi.js lines 63-87 (MIT), tsc's output of NSwag's template.
const nswag = `class AiOptimizationApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    chatGptLlmScraperLocations() {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperLocations(_response);
        });
    }
}
exports.AiOptimizationApi = AiOptimizationApi;`;

describe("NSwag's `this.http = http ? http : window` (dataforseo-client)", () => {
  it('is the global fetch by default: an init with no signal is missing a timeout', () => {
    expect(check(nswag, 'dist/cjs/api/AiOptimizationApi.js').rules).toEqual([[MISSING, 16]]);
  });

  it("the template's TypeScript (`window as any`) and `globalThis` / `??` fallbacks read the same", () => {
    const typed = nswag
      .replace(
        'constructor(baseUrl, http)',
        'constructor(baseUrl?: string, http?: { fetch(url: RequestInfo, init?: RequestInit): Promise<Response> })',
      )
      .replace('http ? http : window;', 'http ? http : window as any;');
    expect(check(typed, 'src/api.ts').rules).toEqual([[MISSING, 16]]);
    const nullish = nswag.replace(
      'http ? http : window;',
      'http !== null && http !== void 0 ? http : globalThis;',
    );
    expect(check(nullish, 'dist/api.js').rules).toEqual([[MISSING, 16]]);
    expect(check(nswag.replace('http ? http : window;', 'http ?? self;'), 'dist/api.js').rules).toEqual([
      [MISSING, 16],
    ]);
  });

  it('a signal in the init bounds it', () => {
    const bounded = nswag.replace('method: "GET",', 'method: "GET", signal: AbortSignal.timeout(5000),');
    expect(check(bounded, 'dist/api.js').rules).toEqual([]);
  });

  it('a client only the application hands in (no global fallback) is not judged', () => {
    expect(check(nswag.replace('http ? http : window;', 'http;'), 'dist/api.js').rules).toEqual([]);
    const other = nswag.replace('http ? http : window;', 'other ? http : window;');
    expect(check(other, 'dist/api.js').rules).toEqual([]);
  });
});

// NSwag's usual output keeps every client class in one file (`{controller}Client`), each assigning its own
// `this.http` in its constructor: a file-wide `this.http` is then assigned twice and is read in the class around
// the call (shape of NSwag's Fetch template, TypeScript, as in the UIWorkflowClient.ts output it generates).
const client = (name: string) => `export class ${name} {
    private http: { fetch(url: RequestInfo, init?: RequestInit): Promise<Response> };
    private baseUrl: string;
    constructor(baseUrl?: string, http?: { fetch(url: RequestInfo, init?: RequestInit): Promise<Response> }) {
        this.http = http ? http : window as any;
        this.baseUrl = baseUrl ?? "";
    }
    getAll(): Promise<void> {
        let url_ = this.baseUrl + "/api/items";
        let options_: RequestInit = { method: "GET", headers: { "Accept": "application/json" } };
        return this.http.fetch(url_, options_).then(() => {});
    }
}
`;

describe('several NSwag clients in one file', () => {
  it("each class's own `this.http` is read", () => {
    expect(check(client('AClient') + client('BClient'), 'src/api.ts').rules).toEqual([
      [MISSING, 11],
      [MISSING, 24],
    ]);
  });

  it('a class that assigns its member again elsewhere is not judged', () => {
    const reset = client('BClient').replace(
      '    getAll():',
      '    setHttp(http: any) { this.http = http; }\n    getAll():',
    );
    expect(check(client('AClient') + reset, 'src/api.ts').rules).toEqual([[MISSING, 11]]);
  });
});
