// A fetch's init returned by a helper defined in ANOTHER module of the package: the importing file sends
// `fetch(url, info)` with `const { url, info } = await makeRequestOptions(args, providerHelper, options)`, and
// what `info` carries (a signal or not, and from where) is decided in the helper's module. Each helper is a copy
// of a real file cut to its request-building lines (origin and licence beside it); the variants change only the
// key under test, to show that a signal the helper sets, a caller's bounded signal, an unknown spread, or a
// parameter the caller must pass, are not reported as missing.
import { describe, expect, it } from 'vitest';
import { checkFile, projectResolver } from './project-files';

const MISSING = 'perf/http-timeout-missing';

/** Checks `path` with the other files as its project, through the scanner's resolver. */
const check = (files: Record<string, string>, path: string) =>
  checkFile(files[path] ?? '', path, { imports: projectResolver(files)(path) });

// @huggingface/inference 4.13.30 src/lib/makeRequestOptions.ts lines 19-51 and 105-197 (MIT), cut to the lines
// that build the request: the async helper hands its optional `options` to the sync one, which destructures
// `signal` from `options ?? {}` and returns `{ url, info }`. `signal` is replaced by `SIGNAL` in the variants.
const MAKE_REQUEST_OPTIONS = (signal = 'signal', extra = '') => `
export async function makeRequestOptions(
	args: RequestArgs,
	providerHelper: ReturnType<typeof getProviderHelper>,
	options?: Options & { task?: InferenceTask },
): Promise<{ url: string; info: RequestInit }> {
	const { model: maybeModel } = args;
	if (args.endpointUrl) {
		return makeRequestOptionsFromResolvedModel(maybeModel ?? args.endpointUrl, providerHelper, args, undefined, options);
	}
	const hfModel = maybeModel ?? (await loadDefaultModel(task!));
	const inferenceProviderMapping = await getInferenceProviderMapping({ modelId: hfModel }, { fetch: options?.fetch });
	return makeRequestOptionsFromResolvedModel(
		inferenceProviderMapping.providerId,
		providerHelper,
		args,
		inferenceProviderMapping,
		options,
	);
}

export function makeRequestOptionsFromResolvedModel(
	resolvedModel: string,
	providerHelper: ReturnType<typeof getProviderHelper>,
	args: RequestArgs,
	mapping: InferenceProviderMappingEntry | undefined,
	options?: Options & { task?: InferenceTask; outputType?: OutputType },
): { url: string; info: RequestInit } {
	const { accessToken, endpointUrl, provider: maybeProvider, model, urlTransform, ...remainingArgs } = args;
	const { includeCredentials, task, signal, billTo, outputType } = options ?? {};
	const url = providerHelper.makeUrl({ authMethod, model: modelId, task, urlTransform });
	const headers = providerHelper.prepareHeaders({ accessToken, authMethod }, "data" in args && !!args.data);
	if (billTo) {
		headers[HF_HEADER_X_BILL_TO] = billTo;
	}
	const body = providerHelper.makeBody({ args: remainingArgs, model: resolvedModel, task, mapping, outputType });
	let credentials: RequestCredentials | undefined;
	if (typeof includeCredentials === "string") {
		credentials = includeCredentials as RequestCredentials;
	} else if (includeCredentials === true) {
		credentials = "include";
	}
	const info: RequestInit = {
		headers,
		method: "POST",
		body: body,
		...(credentials ? { credentials } : undefined),
		signal: ${signal},${extra}
	};
	return { url, info };
}
`;

// @huggingface/inference 4.13.30 src/utils/request.ts lines 1-2 and 39-51 (MIT): innerRequest, the fetch at line 13
// here (line 50 in the package).
const REQUEST = (passed = 'options') => `import type { getProviderHelper } from "../lib/getProviderHelper.js";
import { makeRequestOptions } from "../lib/makeRequestOptions.js";

export async function innerRequest<T>(
	args: RequestArgs,
	providerHelper: ReturnType<typeof getProviderHelper>,
	options?: Options & {
		task?: InferenceTask;
		chatCompletion?: boolean;
	},
): Promise<ResponseWrapper<T>> {
	const { url, info } = await makeRequestOptions(args, providerHelper, ${passed});
	const response = await (options?.fetch ?? fetch)(url, info);
	return { data: await response.json(), requestContext: { url, info } };
}
`;

const project = (helper: string, request = REQUEST()) => ({
  'src/lib/makeRequestOptions.ts': helper,
  'src/utils/request.ts': request,
});

describe('an init returned by a helper of another module', () => {
  it("reports the fetch whose only signal is the caller's optional one, handed on through two helpers", () => {
    const { found } = check(project(MAKE_REQUEST_OPTIONS()), 'src/utils/request.ts');
    expect(found).toEqual([[MISSING, 13]]);
  });

  it('follows an index that re-exports the helper (`export * from`)', () => {
    const files = {
      'src/lib/index.ts': `export * from "./makeRequestOptions.js";\n`,
      'src/lib/makeRequestOptions.ts': MAKE_REQUEST_OPTIONS(),
      'src/utils/request.ts': REQUEST().replace('"../lib/makeRequestOptions.js"', '"../lib/index.js"'),
    };
    expect(check(files, 'src/utils/request.ts').found).toEqual([[MISSING, 13]]);
  });

  it('reads a tsc CommonJS build of both modules (`(0, makeRequestOptions_js_1.makeRequestOptions)(…)`)', () => {
    // The same two functions as tsc 5 emits them for CommonJS (`exports.x = x`, a whole-module require).
    const helper = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.makeRequestOptions = makeRequestOptions;
function makeRequestOptions(args, options) {
    const { signal } = options ?? {};
    const info = { headers: args.headers, method: "POST", body: args.body, signal };
    return { url: args.url, info };
}
`;
    const request = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.innerRequest = innerRequest;
const makeRequestOptions_js_1 = require("../lib/makeRequestOptions.js");
async function innerRequest(args, options = {}) {
    const { url, info } = await (0, makeRequestOptions_js_1.makeRequestOptions)(args, options);
    const response = await fetch(url, info);
    return response;
}
`;
    // \`options = {}\` has no signal: the caller's default leaves it absent.
    expect(check(project(helper, request), 'src/utils/request.ts').found).toEqual([[MISSING, 7]]);
  });

  it('stays silent when the helper sets a bounded signal itself', () => {
    const { found } = check(
      project(MAKE_REQUEST_OPTIONS('AbortSignal.timeout(5000)')),
      'src/utils/request.ts',
    );
    expect(found).toEqual([]);
  });

  it('does not report a caller that passes a bounded signal in an object of its own', () => {
    const request = REQUEST('{ ...options, signal: AbortSignal.timeout(5000) }');
    const { found } = check(project(MAKE_REQUEST_OPTIONS(), request), 'src/utils/request.ts');
    expect(found).toEqual([]);
  });

  it('does not judge an init whose helper spreads a value it does not know', () => {
    const { found } = check(
      project(MAKE_REQUEST_OPTIONS('signal', '\n\t\t...options?.init,')),
      'src/utils/request.ts',
    );
    expect(found).toEqual([]);
  });

  it("does not call the signal absent when the caller's options are required (its callers may all pass one)", () => {
    const request = REQUEST().replace('options?: Options', 'options: Options');
    const { found } = check(project(MAKE_REQUEST_OPTIONS(), request), 'src/utils/request.ts');
    expect(found).toEqual([]);
  });
});
