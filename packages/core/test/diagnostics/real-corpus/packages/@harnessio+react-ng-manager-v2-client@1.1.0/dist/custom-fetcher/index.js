import { __awaiter, __rest } from "tslib";
import { stringify } from 'qs';
const JSON_CONTENT_TYPES = ['application/json'];
let APIClientInitialized = false;
let fetcherCallbacks;
let customHeaders = {
    'Content-Type': JSON_CONTENT_TYPES[0],
};
export function setupClient(callbacks) {
    fetcherCallbacks = callbacks;
    customHeaders = Object.assign(Object.assign({}, customHeaders), ((fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.getRequestHeaders) ? fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.getRequestHeaders() : {}));
    APIClientInitialized = true;
}
export const updateClientHeaders = (headers) => {
    customHeaders = Object.assign(Object.assign({}, customHeaders), headers);
};
export function fetcher(options) {
    var _a;
    return __awaiter(this, void 0, void 0, function* () {
        // If not initialized throw error even without making request
        if (!APIClientInitialized) {
            throw { reason: 'HarnessReactAPIClient has not been initialized' };
        }
        const { stringifyQueryParamsOptions, headers, body, url, queryParams = {} } = options, rest = __rest(options, ["stringifyQueryParamsOptions", "headers", "body", "url", "queryParams"]);
        let finalUrl = url;
        if (queryParams) {
            finalUrl += stringify(queryParams, Object.assign(Object.assign({}, stringifyQueryParamsOptions), { addQueryPrefix: true }));
        }
        if (fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.urlInterceptor) {
            finalUrl = fetcherCallbacks.urlInterceptor(finalUrl);
        }
        let requestBody;
        let finalHeaders = Object.assign(Object.assign({}, headers), customHeaders);
        if (body instanceof FormData) {
            requestBody = body;
            // remove Content-Type so browser sets correct multipart boundary
            const _b = finalHeaders, { ['Content-Type']: _ } = _b, restHeaders = __rest(_b, ['Content-Type']);
            finalHeaders = restHeaders;
        }
        else if (body !== undefined) {
            requestBody = JSON.stringify(body);
            finalHeaders = Object.assign(Object.assign({}, finalHeaders), { 'Content-Type': 'application/json' });
        }
        let request = new Request(finalUrl, Object.assign({ headers: finalHeaders, body: requestBody }, rest));
        if (fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.requestInterceptor) {
            request = fetcherCallbacks.requestInterceptor(request.clone());
        }
        let response = yield fetch(request);
        if (fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.responseInterceptor) {
            response = fetcherCallbacks.responseInterceptor(response.clone());
        }
        const contentType = (_a = response === null || response === void 0 ? void 0 : response.headers) === null || _a === void 0 ? void 0 : _a.get('Content-Type');
        const asJson = contentType && JSON_CONTENT_TYPES.some((h) => contentType.startsWith(h));
        const data = yield (asJson ? response.json() : response.text());
        if (response.ok) {
            return {
                body: data,
                headers: response.headers,
            };
        }
        throw data;
    });
}
