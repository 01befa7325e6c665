// Options read from a method of the object a file's own factory returns: the typescript-fetch template of
// swagger-codegen / early OpenAPI Generator, reduced from mailslurp-swagger-sdk-ts 6.1.0 api.ts lines 1016-1060,
// 1128-1145 and 1196-1230 (Unlicense). `fetch` is portable-fetch by default and the options are
// `Object.assign({ method }, baseOptions, options)`, where every operation declares its own `let baseOptions` set
// under `if (configuration)`: a signal only if the caller passes one (absent by default).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const judge = (text: string, path = 'api.ts') => checkFile(text, path);

const creator = (op: string, extra: string) => `        ${op}(body: any, options: any = {}): FetchArgs {
            const localVarPath = \`/${op}\`;
            const localVarUrlObj = url.parse(localVarPath, true);
            let baseOptions;
            if (configuration) {
                baseOptions = configuration.baseOptions;
            }
            const localVarRequestOptions = Object.assign({ method: 'POST'${extra} }, baseOptions, options);
            const localVarHeaderParameter = {} as any;
            localVarUrlObj.query = Object.assign({}, localVarUrlObj.query, options.query);
            delete localVarUrlObj.search;
            localVarRequestOptions.headers = Object.assign({}, localVarHeaderParameter, options.headers);
            localVarRequestOptions.body = JSON.stringify(body || {});
            return {
                url: url.format(localVarUrlObj),
                options: localVarRequestOptions,
            };
        },
`;

const fp = (
  op: string,
) => `        ${op}(body: any, options?: any): (fetch?: FetchAPI, basePath?: string) => Promise<any> {
            const localVarFetchArgs = ApiFetchParamCreator(configuration).${op}(body, options);
            return (fetch: FetchAPI = portableFetch, basePath: string = BASE_PATH) => {
                return fetch(basePath + localVarFetchArgs.url, localVarFetchArgs.options).then((response) => {
                    return response.json();
                });
            };
        },
`;

const swagger = (extra = '') => `import * as url from "url";
import * as portableFetch from "portable-fetch";
const BASE_PATH = "https://api.example.com".replace(/\\/+$/, "");
export class BaseAPI {
    protected configuration: Configuration | undefined;
    constructor(configuration?: Configuration, protected basePath: string = BASE_PATH, protected fetch: FetchAPI = portableFetch) {
        if (configuration) {
            this.configuration = configuration;
        }
    }
};
export const ApiFetchParamCreator = function (configuration?: Configuration) {
    return {
${creator('uploadAttachment', extra)}${creator('sendEmail', extra)}    }
};
export const ApiFp = function(configuration?: Configuration) {
    return {
${fp('uploadAttachment')}${fp('sendEmail')}    }
};
export const ApiFactory = function (configuration?: Configuration, fetch?: FetchAPI, basePath?: string) {
    return {
        uploadAttachment(body: any, options?: any) {
            return ApiFp(configuration).uploadAttachment(body, options)(fetch, basePath);
        },
        sendEmail(body: any, options?: any) {
            return ApiFp(configuration).sendEmail(body, options)(fetch, basePath);
        },
    };
};
export class Api extends BaseAPI {
    public uploadAttachment(body: any, options?: any) {
        return ApiFp(this.configuration).uploadAttachment(body, options)(this.fetch, this.basePath);
    }
    public sendEmail(body: any, options?: any) {
        return ApiFp(this.configuration).sendEmail(body, options)(this.fetch, this.basePath);
    }
}
`;

const lineOf = (text: string, op: string) =>
  text
    .split('\n')
    .findIndex((line, i, all) => line.includes('return fetch(') && all[i - 2]?.includes(`).${op}(`)) + 1;

describe('options returned by a method of a factory of the file (mailslurp-swagger-sdk-ts 6.1.0 api.ts)', () => {
  it('reports each generated operation whose options carry no signal by default', () => {
    const text = swagger();
    const { found, undecided } = judge(text);
    expect(found).toEqual([
      ['perf/http-timeout-missing', lineOf(text, 'uploadAttachment')],
      ['perf/http-timeout-missing', lineOf(text, 'sendEmail')],
    ]);
    expect(undecided).toEqual([]);
  });
  it('stays silent when the template sets a signal', () => {
    expect(judge(swagger(', signal: AbortSignal.timeout(5000)')).found).toEqual([]);
  });
  it('leaves the operations undecided when another function reassigns `baseOptions` outside an `if`', () => {
    const text = swagger().replace(
      'export class BaseAPI {',
      'export function reset() { let baseOptions = {}; baseOptions = { signal: AbortSignal.timeout(1000) }; return baseOptions; }\nexport class BaseAPI {',
    );
    expect(judge(text).found).toEqual([]);
  });
  it('follows the operation to its calls: a signal the …ApiFp operation hands in is seen', () => {
    const text = swagger().replaceAll(
      '(body, options);',
      '(body, { ...options, signal: AbortSignal.timeout(5000) });',
    );
    expect(judge(text).found).toEqual([]);
  });
});

// The template's older form merges no `baseOptions` (`Object.assign({ method: 'POST' }, options)`, the shape of
// swagger-codegen 2's typescript-fetch output): `options: any = {}` is what the …ApiFp operation hands in.
const older = () =>
  swagger().replaceAll(
    "Object.assign({ method: 'POST' }, baseOptions, options)",
    "Object.assign({ method: 'POST' }, options)",
  );

describe('the older template, with no baseOptions', () => {
  it('reports each operation (the caller’s optional options, absent by default)', () => {
    const text = older();
    expect(judge(text).found).toEqual([
      ['perf/http-timeout-missing', lineOf(text, 'uploadAttachment')],
      ['perf/http-timeout-missing', lineOf(text, 'sendEmail')],
    ]);
  });
  it('reads `options` by its calls, not by its `= {}` default: a signal handed in is seen', () => {
    const text = older().replaceAll(
      '(body, options);',
      '(body, { ...options, signal: AbortSignal.timeout(5000) });',
    );
    expect(judge(text).found).toEqual([]);
  });
});

describe('a merge that starts from the file’s own object', () => {
  it('keeps a pass-through that only copies the caller’s init undecided (`Object.assign({}, init)`)', () => {
    const text = `export function get(url: string, init?: RequestInit) {
  return fetch(url, Object.assign({}, init));
}
`;
    expect(judge(text).found).toEqual([]);
  });
});

// tsc's CommonJS output of the same template, reduced from @closerplatform/spinner-openapi 0.12.1259 dist/api.js
// lines 16, 368-400, 678-700 and 889-1000 (Unlicense, swagger-codegen; not in the corpus): the factory is a local
// `const` exported by `exports.X = X` and called as `(0, exports.X)(configuration)`.
const compiled = (extra = '') => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ApiFactory = exports.ApiFp = exports.ApiFetchParamCreator = void 0;
const url = require("url");
const isomorphicFetch = require("isomorphic-fetch");
const BASE_PATH = "https://api.example.com".replace(/\\/+$/, "");
const ApiFetchParamCreator = function (configuration) {
    return {
        createAgentGroup(body, options = {}) {
            const localVarPath = \`/agent-groups\`;
            const localVarUrlObj = url.parse(localVarPath, true);
            const localVarRequestOptions = Object.assign({ method: 'POST'${extra} }, options);
            const localVarHeaderParameter = {};
            localVarRequestOptions.headers = Object.assign({}, localVarHeaderParameter, options.headers);
            localVarRequestOptions.body = JSON.stringify(body || {});
            return {
                url: url.format(localVarUrlObj),
                options: localVarRequestOptions,
            };
        },
    };
};
exports.ApiFetchParamCreator = ApiFetchParamCreator;
const ApiFp = function (configuration) {
    return {
        createAgentGroup(body, options) {
            const localVarFetchArgs = (0, exports.ApiFetchParamCreator)(configuration).createAgentGroup(body, options);
            return (fetch = isomorphicFetch, basePath = BASE_PATH) => {
                return fetch(basePath + localVarFetchArgs.url, localVarFetchArgs.options).then((response) => response.json());
            };
        },
    };
};
exports.ApiFp = ApiFp;
const ApiFactory = function (configuration, fetch, basePath) {
    return {
        createAgentGroup(body, options) {
            return (0, exports.ApiFp)(configuration).createAgentGroup(body, options)(fetch, basePath);
        },
    };
};
exports.ApiFactory = ApiFactory;
`;

describe('tsc’s CommonJS output of the template (@closerplatform/spinner-openapi 0.12.1259 dist/api.js)', () => {
  it('reads `(0, exports.X)(configuration).op(…)` as the exported local factory X', () => {
    const text = compiled();
    const line = text.split('\n').findIndex((l) => l.includes('return fetch(')) + 1;
    expect(judge(text, 'api.js').found).toEqual([['perf/http-timeout-missing', line]]);
  });
  it('stays silent when the template sets a signal', () => {
    expect(judge(compiled(', signal: AbortSignal.timeout(5000)'), 'api.js').found).toEqual([]);
  });
  it('does not take `exports.X` for the local X when the module exports something else under that name', () => {
    const text = compiled().replace(
      'exports.ApiFetchParamCreator = ApiFetchParamCreator;',
      'exports.ApiFetchParamCreator = require("./other").creator;',
    );
    expect(judge(text, 'api.js').found).toEqual([]);
  });
});
