import { stringifyJson } from "../../src/utils/json.js";
import { Effect, Stream } from "effect";
import { NetworkError, RequestError } from "./errors.js";
import { buildUrlWithQuery, createRequestHeaders, createStreamReader, handleErrorResponse, handleFetchError, parseResponseBody, } from "./helpers.js";
// Use platform's global fetch by default, allow override for testing
const defaultFetch = globalThis.fetch;
// Helper to stringify body
const stringifyBody = (body) => {
    if (body === undefined || body === null) {
        return Effect.succeed(undefined);
    }
    if (typeof body === "string") {
        return Effect.succeed(body);
    }
    return stringifyJson(body).pipe(Effect.mapError((error) => new RequestError({
        cause: new Error(`Failed to stringify body: ${error.message}`),
        details: error,
    })));
};
export class HttpClient extends Effect.Service()("HttpClient", {
    // Configure HttpClient with a base URL, headers, and optional fetch implementation
    effect: Effect.fn(function* (config) {
        const { baseUrl, headers: defaultHeaders, timeoutMs, fetch: customFetch, } = config;
        const effectiveFetch = customFetch || defaultFetch;
        return {
            request: (path, options) => Effect.gen(function* () {
                const url = buildUrlWithQuery(baseUrl, path, options.queryParams);
                const bodyContent = yield* stringifyBody(options.body);
                const requestHeaders = createRequestHeaders(defaultHeaders, options.headers, !!bodyContent);
                const controller = new AbortController();
                const timeoutId = timeoutMs
                    ? setTimeout(() => controller.abort(), timeoutMs)
                    : undefined;
                const requestInit = {
                    method: options.method,
                    headers: requestHeaders,
                    signal: controller.signal,
                    ...(bodyContent ? { body: bodyContent } : {}),
                };
                const response = yield* Effect.tryPromise({
                    try: () => effectiveFetch(url.toString(), requestInit),
                    catch: (error) => {
                        const httpError = handleFetchError(error, url.toString());
                        if (httpError instanceof RequestError) {
                            return httpError;
                        }
                        return httpError;
                    },
                });
                if (timeoutId) {
                    clearTimeout(timeoutId);
                }
                // Parse response body using Effect.try
                const responseBody = yield* Effect.tryPromise({
                    try: async () => parseResponseBody(response),
                    catch: () => null,
                });
                if (!response.ok) {
                    return yield* handleErrorResponse(response, url.toString(), responseBody);
                }
                return {
                    status: response.status,
                    headers: response.headers,
                    body: responseBody,
                };
            }).pipe(Effect.catchAll((error) => Effect.fail(error))),
            requestStream: (path, options) => Effect.gen(function* () {
                const url = buildUrlWithQuery(baseUrl, path, options.queryParams);
                const bodyContent = yield* stringifyBody(options.body);
                const requestHeaders = createRequestHeaders(defaultHeaders, options.headers, !!bodyContent);
                const response = yield* Effect.tryPromise({
                    try: () => effectiveFetch(url.toString(), {
                        method: options.method,
                        headers: requestHeaders,
                        ...(bodyContent ? { body: bodyContent } : {}),
                    }),
                    catch: (error) => {
                        if (error instanceof Error && error.name === "AbortError") {
                            return new NetworkError({
                                cause: new Error("Request timed out or aborted"),
                                url: url.toString(),
                            });
                        }
                        return new NetworkError({
                            cause: error instanceof Error ? error : new Error(String(error)),
                            url: url.toString(),
                        });
                    },
                });
                if (!response.ok) {
                    return yield* handleErrorResponse(response, url.toString());
                }
                if (!response.body) {
                    return Stream.empty;
                }
                const reader = response.body.getReader();
                const streamUrl = url.toString();
                return Stream.async((emit) => {
                    const { read, cancel } = createStreamReader(reader, streamUrl, emit);
                    read();
                    // Return cleanup Effect to cancel reader when stream is interrupted
                    return Effect.sync(() => {
                        cancel();
                        reader.cancel().catch(() => {
                            // Ignore cancellation errors
                        });
                    });
                });
            }).pipe(Effect.catchAll((error) => Effect.fail(error))),
        };
    }),
}) {
}
//# sourceMappingURL=service.js.map