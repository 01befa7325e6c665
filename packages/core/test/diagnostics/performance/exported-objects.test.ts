// Defaults set in ANOTHER file of the package as an object or a class: an exported default-options object
// (`exports.Environment = { timeout: DEFAULT_TIME_OUT }`), a class's static field (`static DEFAULT_TIMEOUT =
// 600000`) and tsc's ES5 class IIFE (`HttpClient.DefaultOptions = { timeout: 180 }`), read by a module that
// imports it relatively (also through an index's `__exportStar`). Each defining module is a copy of a real file
// (origin and licence beside it); the consumers are the real call shapes with the value read straight from the
// import. Also: a fetch raced by name (`Promise.race([fetchPromise, timeoutPromise])`) against a timer.
import { describe, expect, it } from 'vitest';
import { checkFile, projectResolver } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

/** Checks `path` with the other files as its project, through the scanner's resolver: `[ruleId, line, message]`. */
function check(files: Record<string, string>, path: string) {
  const { found, messages, undecided } = checkFile(files[path] ?? '', path, {
    imports: projectResolver(files)(path),
  });
  return { found: found.map(([rule, line], i) => [rule, line, messages[i]]), undecided };
}

// chargebee 3.33.0 cjs/environment.js lines 1-18 (MIT), whole: the SDK's default environment.
const ENVIRONMENT = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Environment = void 0;
const DEFAULT_PROTOCOL = 'https';
const DEFAULT_TIME_OUT = 80000;
const DEFAULT_PORT = 443;
const DEFAULT_TIME_MACHINE_WAIT = 3000;
const DEFAULT_EXPORT_WAIT = 3000;
exports.Environment = {
    protocol: DEFAULT_PROTOCOL,
    hostSuffix: '.chargebee.com',
    apiPath: '/api/v2',
    timeout: DEFAULT_TIME_OUT,
    clientVersion: 'v3.33.0',
    port: DEFAULT_PORT,
    timemachineWaitInMillis: DEFAULT_TIME_MACHINE_WAIT,
    exportWaitInMillis: DEFAULT_EXPORT_WAIT,
};
`;

// chargebee 3.33.0 cjs/net/FetchClient.js lines 38-46 (MIT): the abort timer; in chargebee `timeout` is handed
// in by RequestWrapper.js (env.timeout), here it is read from the environment module itself.
const ENVIRONMENT_READER = (read: string) => `"use strict";
const environment_js_1 = require("../environment.js");
async function fetchWithAbortTimeout(request) {
    const abort = new AbortController();
    let timeoutId = setTimeout(() => {
        timeoutId = null;
        abort.abort();
    }, ${read});
    return await fetch(request, { signal: abort.signal });
}
`;

// postmark 5.1.0 dist/client/models/client/HttpClient.js lines 13-35 (MIT): tsc's ES5 class IIFE with its
// default options assigned on the class; dist/client/models/index.js re-exports it (`__exportStar`).
const POSTMARK_MODELS = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.HttpClient = void 0;
var HttpClient = /** @class */ (function () {
    function HttpClient(configOptions) {
        this.clientOptions = __assign(__assign({}, HttpClient.DefaultOptions), configOptions);
        this.initHttpClient(this.clientOptions);
    }
    HttpClient.DefaultOptions = {
        useHttps: true,
        requestHost: "api.postmarkapp.com",
        timeout: 180,
    };
    return HttpClient;
}());
exports.HttpClient = HttpClient;
`;
const POSTMARK_INDEX = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
__exportStar(require("./client/HttpClient"), exports);
`;
// postmark 5.1.0 dist/client/HttpClient.js lines 66, 84 and 240-251 (MIT): the options merged over the
// defaults, the timeout in seconds; postmark reaches the fetch through two methods, here one function.
const POSTMARK_CLIENT = `"use strict";
var models_1 = require("./models");
function send(url, configOptions) {
    var clientOptions = Object.assign({}, models_1.HttpClient.DefaultOptions, configOptions);
    return fetch(url, { signal: AbortSignal.timeout((clientOptions.timeout || 60) * 1000) });
}
exports.send = send;
`;

describe('defaults exported as objects or class statics by another module', () => {
  it('reads an exported default-options object through its import (chargebee Environment)', () => {
    const files = {
      'cjs/environment.js': ENVIRONMENT,
      'cjs/net/FetchClient.js': ENVIRONMENT_READER('environment_js_1.Environment.timeout'),
    };
    expect(check(files, 'cjs/net/FetchClient.js').found).toEqual([
      [TOO_LONG, 9, expect.stringContaining('80 s')],
    ]);
  });

  it('stays silent for a key the object does not hold, or one within the limit', () => {
    const unknown = {
      'cjs/environment.js': ENVIRONMENT,
      'cjs/net/FetchClient.js': ENVIRONMENT_READER('environment_js_1.Environment.requestTimeout'),
    };
    expect(check(unknown, 'cjs/net/FetchClient.js').found).toEqual([]);
    const short = {
      'cjs/environment.js': ENVIRONMENT,
      'cjs/net/FetchClient.js': ENVIRONMENT_READER('environment_js_1.Environment.exportWaitInMillis'),
    };
    expect(check(short, 'cjs/net/FetchClient.js').found).toEqual([]);
  });

  it("reads a tsc class IIFE's assigned defaults through an index's __exportStar (postmark)", () => {
    const files = {
      'dist/client/models/client/HttpClient.js': POSTMARK_MODELS,
      'dist/client/models/index.js': POSTMARK_INDEX,
      'dist/client/HttpClient.js': POSTMARK_CLIENT,
    };
    expect(check(files, 'dist/client/HttpClient.js').found).toEqual([
      [TOO_LONG, 5, expect.stringContaining('180 s')],
    ]);
    // Without the models module only the file's own fallback (`|| 60`) is visible.
    const alone = { 'dist/client/HttpClient.js': POSTMARK_CLIENT };
    expect(check(alone, 'dist/client/HttpClient.js').found).toEqual([
      [TOO_LONG, 5, expect.stringContaining('60 s')],
    ]);
  });

  it('reads a static field of an exported class (openai DEFAULT_TIMEOUT)', () => {
    const files = {
      // openai 7.57.0 src/client.ts line 2590 (Apache-2.0): `static DEFAULT_TIMEOUT = 600000; // 10 minutes`.
      'src/client.ts': 'export class OpenAI {\n  static DEFAULT_TIMEOUT = 600000; // 10 minutes\n}\n',
      // openai 7.57.0 src/client.ts line 644 (Apache-2.0): `options.timeout ?? OpenAI.DEFAULT_TIMEOUT`,
      // here read by another module of the package.
      'src/request.ts': `import { OpenAI } from './client';
export function request(url: string, options: { timeout?: number }) {
  return fetch(url, { signal: AbortSignal.timeout(options.timeout ?? OpenAI.DEFAULT_TIMEOUT) });
}
`,
    };
    expect(check(files, 'src/request.ts').found).toEqual([[TOO_LONG, 3, expect.stringContaining('600 s')]]);
  });
});

describe('an exported default-options object merged by a client in another module', () => {
  // @discordjs/rest 2.6.3 dist/index.js lines 132-150, 1241-1246 and 742-744 (Apache-2.0), split into two modules
  // as the package's TypeScript source keeps them: the exported DefaultRestOptions, and the REST class merging
  // them under the caller's options (`{ ...DefaultRestOptions, ...options }`) and arming its abort timer with
  // `options.timeout` (the bundle's makeNetworkRequest reads it from the manager handed in).
  const constants = `export const DefaultRestOptions = {
  agent: null,
  api: "https://discord.com/api",
  authPrefix: "Bot",
  headers: {},
  offset: 50,
  retries: 3,
  timeout: 15e3,
  hashSweepInterval: 144e5,
};
`;
  const rest = `import { DefaultRestOptions } from './utils/constants.js';
export class REST {
  constructor(options = {}) {
    this.options = { ...DefaultRestOptions, ...options };
  }
  async makeNetworkRequest(url, options) {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.options.timeout);
    return await fetch(url, { ...options, signal: controller.signal });
  }
}
`;
  it('judges the abort timer by the merged default (15 s)', () => {
    const files = { 'src/lib/utils/constants.ts': constants, 'src/lib/REST.ts': rest };
    expect(check(files, 'src/lib/REST.ts').found).toEqual([[TOO_LONG, 9, expect.stringContaining('15 s')]]);
    // Without the constants module the timer's delay is not known: not reported.
    expect(check({ 'src/lib/REST.ts': rest }, 'src/lib/REST.ts').found).toEqual([]);
  });
});

describe('a fetch raced by name against a timer', () => {
  // chargebee 3.33.0 cjs/net/FetchClient.js lines 24-37 (MIT): the fetch is raced against a rejecting timer
  // of `timeout`, handed in by the caller; it is bounded by that timer (abandoned, not aborted), so it is not
  // "missing" — its length is the caller's, not judged here.
  const RACE = `"use strict";
class FetchHttpClient {
    async fetchWithTimeout(request, timeout) {
        let pendingTimeoutId;
        const timeoutPromise = new Promise((_, reject) => {
            pendingTimeoutId = setTimeout(() => {
                pendingTimeoutId = null;
                reject(new Error('timeout'));
            }, timeout);
        });
        const fetchPromise = fetch(request);
        return Promise.race([fetchPromise, timeoutPromise]).finally(() => {
            if (pendingTimeoutId) {
                clearTimeout(pendingTimeoutId);
            }
        });
    }
}
exports.FetchHttpClient = FetchHttpClient;
`;
  it('is not reported as missing when the timer is the caller’s, and says it was not judged', () => {
    const result = check({ 'FetchClient.js': RACE }, 'FetchClient.js');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([11]);
  });

  it('is judged by the timer when its delay is known', () => {
    const known = RACE.replace('}, timeout);', '}, 80000);');
    expect(check({ 'FetchClient.js': known }, 'FetchClient.js').found).toEqual([
      [TOO_LONG, 11, expect.stringContaining('abandoned')],
    ]);
  });
});
