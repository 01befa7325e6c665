/**
 * Supermemory HTTP Client Service Implementation
 *
 * Provides a configurable HTTP client for making requests to the Supermemory API
 * with proper error handling, telemetry, and schema validation.
 *
 * @since 1.0.0
 * @module Client
 */
/** biome-ignore-all assist/source/organizeImports: <> */
import { ERROR_MESSAGES, SPANS, TELEMETRY_ATTRIBUTES } from "../../src/Constants.js";
import { SupermemoryValidationError } from "../../src/Errors.js";
import { HttpClient } from "@effect/platform/HttpClient";
import { SupermemoryConfigService } from "../config/service.js";
import { Effect } from "effect";
import { makeBaseRequest, processResponse } from "./helpers.js";
import { ApiVersions } from "./types.js";
/**
 * Creates the Supermemory HTTP client implementation.
 *
 * This function builds a client that can make HTTP requests to both v3 and v4
 * API endpoints with proper error handling, telemetry, and schema validation.
 *
 * @returns Effect that resolves with a configured SupermemoryHttpClient
 *
 * @example
 * ```typescript
 * const client = yield* makeSupermemoryHttpClient
 * const result = yield* client.requestV3("GET", "/documents", {
 *   schema: DocumentSchema
 * })
 * ```
 *
 * @since 1.0.0
 * @category Factory
 */
export const makeSupermemoryHttpClient = Effect.gen(function* () {
    const config = yield* SupermemoryConfigService;
    const httpClient = yield* HttpClient;
    const makeRequest = (version, method, path, options) => Effect.gen(function* () {
        const url = `${config.baseUrl}${version}${path}`;
        const request = yield* makeBaseRequest(method, url, config.apiKey, options?.body).pipe(Effect.mapError((error) => new SupermemoryValidationError({
            message: `${ERROR_MESSAGES.REQUEST_CREATION_FAILED}: ${error._tag}`,
            details: error,
        })));
        const response = yield* httpClient.execute(request).pipe(Effect.mapError((error) => new SupermemoryValidationError({
            message: `${ERROR_MESSAGES.HTTP_REQUEST_FAILED}: ${error._tag}`,
            details: error,
        })), Effect.scoped);
        return yield* processResponse(response, options?.schema);
    }).pipe(Effect.withSpan(SPANS.HTTP_METHOD(method), {
        attributes: {
            [TELEMETRY_ATTRIBUTES.VERSION]: version,
            [TELEMETRY_ATTRIBUTES.PATH]: path,
            [TELEMETRY_ATTRIBUTES.METHOD]: method,
        },
    }));
    return {
        request: (method, path, options) => makeRequest("", method, path, options),
        requestV3: (method, path, options) => makeRequest(ApiVersions.V3, method, path, options),
        requestV4: (method, path, options) => makeRequest(ApiVersions.V4, method, path, options),
    };
});
/**
 * Context tag and Service for SupermemoryHttpClient.
 *
 * Provides the Effect.Service implementation for dependency injection
 * and composition with other Effect services.
 *
 * @since 1.0.0
 * @category Services
 */
export class SupermemoryHttpClientService extends Effect.Service()("@effect-supermemory/HttpClient", {
    accessors: false,
    effect: makeSupermemoryHttpClient,
}) {
}
//# sourceMappingURL=service.js.map