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
    var _a, _b;
    return __awaiter(this, void 0, void 0, function* () {
        // If not initialized throw error even without making request
        if (!APIClientInitialized) {
            throw { reason: 'HarnessReactAPIClient has not been initialized' };
        }
        const { stringifyQueryParamsOptions, headers, body, url, queryParams = { account: customHeaders['Harness-Account'] } } = options, rest = __rest(options, ["stringifyQueryParamsOptions", "headers", "body", "url", "queryParams"]);
        const token = customHeaders.token;
        let finalUrl = url;
        if (queryParams) {
            finalUrl += stringify(queryParams, Object.assign(Object.assign({}, stringifyQueryParamsOptions), { addQueryPrefix: true }));
        }
        if (fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.urlInterceptor) {
            finalUrl = (_a = fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.urlInterceptor) === null || _a === void 0 ? void 0 : _a.call(fetcherCallbacks, finalUrl);
        }
        let request = new Request(finalUrl, Object.assign({ headers: Object.assign(Object.assign(Object.assign({}, (token ? { Authorization: `Bearer ${token}` } : {})), headers), customHeaders), body: body ? JSON.stringify(body) : undefined }, rest));
        if (fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.requestInterceptor) {
            request = fetcherCallbacks.requestInterceptor(request.clone());
        }
        let response = yield fetch(request);
        if (fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.responseInterceptor) {
            response = (_b = fetcherCallbacks === null || fetcherCallbacks === void 0 ? void 0 : fetcherCallbacks.responseInterceptor) === null || _b === void 0 ? void 0 : _b.call(fetcherCallbacks, response.clone());
        }
        const contentType = response.headers.get('Content-Type');
        let total, pageSize, pageNumber, pageCount, pagination;
        try {
            total = response.headers.get('x-total-elements');
            pageSize = response.headers.get('x-page-size');
            pageNumber = response.headers.get('x-page-number');
            pagination = total || pageSize || pageNumber;
            if (pagination) {
                total = Number(total);
                pageSize = Number(pageSize);
                pageCount = Math.ceil(total / pageSize);
                pageNumber = Number(pageNumber);
            }
        }
        catch (e) {
            throw new Error('HarnessReactAPIClient: An error occurred while parsing pagination headers. ' + e);
        }
        const asJson = contentType && JSON_CONTENT_TYPES.some((h) => contentType.startsWith(h));
        const data = yield (asJson ? response.json() : response.text());
        if (response.ok) {
            return Object.assign({ content: data }, (pagination ? { pagination: { total, pageCount, pageSize, pageNumber } } : {}));
        }
        throw data;
    });
}
