// Defaults more than one relative import away: an index module re-exports a constants module, and the client
// reads the constant through the index. Re-exports are followed to the defining module (ESM `export *` and
// `export { X } from`, tsc's `__exportStar` and `Object.defineProperty(exports, …)`), through the same resolver
// the scanner uses. Each case is a minimal copy of a real file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';
import { projectResolver } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

/** Checks `path` with the other files as its project, re-exports followed. */
function check(files: Record<string, string>, path: string) {
  const resolver = projectResolver(files);
  const text = files[path] ?? '';
  return checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {
      imports: resolver(path),
    },
  ).map((f) => [f.ruleId, f.line, f.message]);
}
const rules = (files: Record<string, string>, path: string) =>
  check(files, path).map(([rule, line]) => [rule, line]);

// @zilliz/milvus2-sdk-node 3.0.6 dist/milvus/HttpClient.js lines 11-14, 50-55, 79-99 and 150-171 (Apache-2.0):
// `this.timeout` is a getter falling back to const_1.DEFAULT_HTTP_TIMEOUT, `this.fetch` a getter falling back
// to the global fetch; POST and GET each arm `setTimeout(() => abortController.abort(), timeout)`.
const client = (constants: string) => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const const_1 = require("${constants}");
class HttpBaseClient {
    constructor(config) {
        this.config = config;
    }
    get timeout() {
        var _a;
        return (_a = this.config.timeout) !== null && _a !== void 0 ? _a : const_1.DEFAULT_HTTP_TIMEOUT;
    }
    get fetch() {
        var _a;
        return (_a = this.config.fetch) !== null && _a !== void 0 ? _a : fetch;
    }
    GET(url, params = {}, options) {
        var _a, _b;
        return __awaiter(this, void 0, void 0, function* () {
            let id;
            try {
                const timeout = (_a = options === null || options === void 0 ? void 0 : options.timeout) !== null && _a !== void 0 ? _a : this.timeout;
                const abortController = (_b = options === null || options === void 0 ? void 0 : options.abortController) !== null && _b !== void 0 ? _b : new AbortController();
                id = setTimeout(() => abortController.abort(), timeout);
                const response = yield this.fetch(url, {
                    method: 'get',
                    signal: abortController.signal,
                });
                return response;
            }
            finally {
                clearTimeout(id);
            }
        });
    }
    DELETE(url, options) {
        var _a, _b;
        return __awaiter(this, void 0, void 0, function* () {
            let id;
            try {
                const timeout = (_a = options === null || options === void 0 ? void 0 : options.timeout) !== null && _a !== void 0 ? _a : this.timeout;
                const abortController = (_b = options === null || options === void 0 ? void 0 : options.abortController) !== null && _b !== void 0 ? _b : new AbortController();
                id = setTimeout(() => abortController.abort(), timeout);
                const response = yield this.fetch(url, { method: 'delete', signal: abortController.signal });
                return response;
            }
            finally {
                clearTimeout(id);
            }
        });
    }
}
exports.HttpBaseClient = HttpBaseClient;`;

// const/defaults.js line 19 and const/index.js lines 13-20 of the same package: tsc's `export *`.
const defaults = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_HTTP_TIMEOUT = exports.DEFAULT_CONNECT_TIMEOUT = void 0;
exports.DEFAULT_CONNECT_TIMEOUT = 15 * 1000; // 15s
exports.DEFAULT_HTTP_TIMEOUT = 60000; // default http timeout, 60s`;
const starIndex = `"use strict";
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
__exportStar(require("./milvus"), exports);
__exportStar(require("./defaults"), exports);
__exportStar(require("./error"), exports);`;

describe('a default re-exported by an index module', () => {
  it("tsc's __exportStar: the 60 s default two imports away is too long, in both methods (milvus)", () => {
    const found = check(
      {
        'dist/milvus/HttpClient.js': client('../milvus/const'),
        'dist/milvus/const/index.js': starIndex,
        'dist/milvus/const/defaults.js': defaults,
      },
      'dist/milvus/HttpClient.js',
    );
    expect(found.map(([rule, line]) => [rule, line])).toEqual([
      [TOO_LONG, 24],
      [TOO_LONG, 43],
    ]);
    expect(found[0]?.[2]).toMatch(/abort timer is 60 s/);
  });

  it('one hop, the constants module imported directly, is judged the same way', () => {
    const files = { 'dist/milvus/HttpClient.js': client('./defaults'), 'dist/milvus/defaults.js': defaults };
    expect(rules(files, 'dist/milvus/HttpClient.js')).toEqual([
      [TOO_LONG, 24],
      [TOO_LONG, 43],
    ]);
  });

  // The package's TypeScript source writes the index as `export * from './defaults'`; tsc writes a named
  // re-export as `Object.defineProperty(exports, "X", { enumerable: true, get: function () { return d_1.X; } })`.
  it('ESM `export *`, `export { X as Y } from`, and the CommonJS getter tsc writes for a named re-export', () => {
    const esm = { 'src/const/defaults.js': 'export const DEFAULT_HTTP_TIMEOUT = 60000;' };
    const star = { ...esm, 'src/const/index.js': "export * from './defaults';" };
    expect(rules({ ...star, 'src/client.js': client('./const') }, 'src/client.js')).toHaveLength(2);
    const named = {
      ...esm,
      'src/const/index.js': "export { DEFAULT_HTTP_TIMEOUT as DEFAULT_HTTP_TIMEOUT } from './defaults';",
    };
    expect(rules({ ...named, 'src/client.js': client('./const') }, 'src/client.js')).toHaveLength(2);
    const getter = {
      'src/const/defaults.js': defaults,
      'src/const/index.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_HTTP_TIMEOUT = void 0;
var defaults_1 = require("./defaults");
Object.defineProperty(exports, "DEFAULT_HTTP_TIMEOUT", { enumerable: true, get: function () { return defaults_1.DEFAULT_HTTP_TIMEOUT; } });`,
    };
    expect(rules({ ...getter, 'src/client.js': client('./const') }, 'src/client.js')).toHaveLength(2);
  });
});

describe('re-exports that pass nothing on stay unjudged', () => {
  it('a namespace re-export, a name not re-exported, and a cycle of indexes', () => {
    const defaultsEsm = { 'src/const/defaults.js': 'export const DEFAULT_HTTP_TIMEOUT = 60000;' };
    // `export * as ns` exports one object under `ns`, not DEFAULT_HTTP_TIMEOUT.
    const ns = { ...defaultsEsm, 'src/const/index.js': "export * as defaults from './defaults';" };
    expect(rules({ ...ns, 'src/client.js': client('./const') }, 'src/client.js')).toEqual([]);
    const other = { ...defaultsEsm, 'src/const/index.js': "export { OTHER } from './defaults';" };
    expect(rules({ ...other, 'src/client.js': client('./const') }, 'src/client.js')).toEqual([]);
    const cycle = {
      'src/const/index.js': "export * from './more';",
      'src/const/more.js': "export * from './index';",
      'src/client.js': client('./const'),
    };
    expect(rules(cycle, 'src/client.js')).toEqual([]);
  });
});

describe('the scanner follows re-exports across the files it scans', () => {
  it('finds the milvus default through const/index.js, as the corpus score does', () => {
    const files = [
      { path: 'dist/milvus/HttpClient.js', text: client('../milvus/const') },
      { path: 'dist/milvus/const/index.js', text: starIndex },
      { path: 'dist/milvus/const/defaults.js', text: defaults },
    ];
    const result = scanFiles(files, {
      parse: parseSource,
      limits: toDiagnosticLimits(),
      categories: ['performance'],
    });
    expect(result.findings.map((f) => [f.file, f.line, f.ruleId])).toEqual([
      ['dist/milvus/HttpClient.js', 24, TOO_LONG],
      ['dist/milvus/HttpClient.js', 43, TOO_LONG],
    ]);
  });
});
