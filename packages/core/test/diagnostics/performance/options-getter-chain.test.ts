// A generated client whose every call takes the client state's options through a getter, a wrapper and esbuild's
// lazy modules: held-out set 19's @meeting-baas/sdk 6.0.5 dist/index.js (MIT; Orval operations bundled by tsup),
// lines 3343-3362 (the lazy module and an operation), 5192-5216 (ClientState), 5231-5251 (apiWrapper), 5436-5461
// (createV1Methods) and 6217-6224 (createBaasClient), reduced to the lines that decide. The labels put the 30 s
// default at each operation's send.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const bundle = (options: string, exported = '') => `"use strict";
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var default_exports = {};
__export(default_exports, {
  join: () => join,
  leave: () => leave
});
var import_axios, join, leave;
var init_default = __esm({
  "src/generated/v1/api/default/default.ts"() {
    "use strict";
    import_axios = __toESM(require("axios"));
    join = (joinRequest, options) => {
      return import_axios.default.post("/bots/", joinRequest, options);
    };
    leave = (uuid, options) => {
      return import_axios.default.delete(\`/bots/\${uuid}\`, options);
    };
  }
});
var ClientState = class {
  constructor(config) {
    this.apiKey = config?.api_key ?? "";
    this.timeout = config?.timeout ?? 3e4;
  }
  getOptions() {
    return {
      baseURL: "https://api.meetingbaas.com",
      headers: { "x-meeting-baas-api-key": this.apiKey },
      timeout: this.timeout
    };
  }
};
async function apiWrapper(operation, schema, params, options) {
  try {
    const response = await operation(params, options);
    return { success: true, data: response.data };
  } catch (error) {
    return { success: false, error };
  }
}
function createV1Methods(state) {
  return {
    async joinMeeting(params) {
      const { join: join2 } = await Promise.resolve().then(() => (init_default(), default_exports));
      return apiWrapper(join2, void 0, params, ${options});
    },
    async leaveMeeting(params) {
      const { leave: leave2 } = await Promise.resolve().then(() => (init_default(), default_exports));
      return apiWrapper((params2, options) => leave2(params2.uuid, options), void 0, params, ${options});
    }
  };
}
function createBaasClient(config) {
  const state = new ClientState(config);
  return createV1Methods(state);
}
module.exports = { createBaasClient${exported} };
`;

describe("a client state's options reaching each generated operation", () => {
  it("judges each send with the state's getter (@meeting-baas/sdk dist/index.js)", () => {
    const { found, messages } = checkFile(bundle('state.getOptions()'), 'dist/index.js');
    expect(found).toEqual([
      [TOO_LONG, 20],
      [TOO_LONG, 23],
    ]);
    expect(messages[0]).toContain('30 s');
  });

  it('stays silent when the exports object is handed out too', () => {
    const { found } = checkFile(bundle('state.getOptions()', ', default_exports'), 'dist/index.js');
    expect(found).toEqual([]);
  });

  it('reads a bound the methods pass themselves', () => {
    const { found } = checkFile(bundle('{ ...state.getOptions(), timeout: 5e3 }'), 'dist/index.js');
    expect(found).toEqual([]);
  });
});

describe('a method of a class of the file called on an instance it builds', () => {
  it('reads what the method returns, as inside the class', () => {
    const code = `const axios = require("axios");
class ClientState {
  constructor(config) { this.timeout = config?.timeout ?? 3e4; }
  getOptions() { return { timeout: this.timeout }; }
}
export function send(config, body) {
  const state = new ClientState(config);
  return axios.post("/x", body, state.getOptions());
}
`;
    expect(checkFile(code, 'src/client.js').found).toEqual([[TOO_LONG, 8]]);
  });
});
