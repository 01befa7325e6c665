"use strict";
var __webpack_require__ = {};
(()=>{
    __webpack_require__.d = (exports1, getters, values)=>{
        var define = (defs, kind)=>{
            for(var key in defs)if (__webpack_require__.o(defs, key) && !__webpack_require__.o(exports1, key)) Object.defineProperty(exports1, key, {
                enumerable: true,
                [kind]: defs[key]
            });
        };
        define(getters, "get");
        define(values, "value");
    };
})();
(()=>{
    __webpack_require__.o = (obj, prop)=>Object.prototype.hasOwnProperty.call(obj, prop);
})();
(()=>{
    __webpack_require__.r = (exports1)=>{
        if ("u" > typeof Symbol && Symbol.toStringTag) Object.defineProperty(exports1, Symbol.toStringTag, {
            value: 'Module'
        });
        Object.defineProperty(exports1, '__esModule', {
            value: true
        });
    };
})();
var __webpack_exports__ = {};
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
    APIError: ()=>APIError,
    Checkouts: ()=>Checkouts,
    Customers: ()=>Customers,
    Members: ()=>Members,
    Memberships: ()=>Memberships,
    Merchants: ()=>Merchants,
    Payouts: ()=>Payouts,
    Readers: ()=>Readers,
    Receipts: ()=>Receipts,
    Roles: ()=>Roles,
    SumUp: ()=>SumUp,
    SumUpError: ()=>SumUpError,
    Transactions: ()=>Transactions,
    default: ()=>src
});
class APIResource {
    _client;
    constructor(client){
        this._client = client;
    }
    _transformQueryParams(query, names) {
        if (!query) return query;
        return Object.fromEntries(Object.entries(query).map(([name, value])=>[
                names[name] ?? name,
                value
            ]));
    }
}
class SumUpError extends Error {
}
class APIError extends SumUpError {
    status;
    error;
    response;
    constructor(status, error, response){
        const message = "string" == typeof error ? error : JSON.stringify(error);
        super(`${status}: ${message}`);
        this.status = status;
        this.error = error;
        this.response = response;
    }
}
async function parseResponse(res) {
    if (204 === res.status || 205 === res.status) return;
    const contentLength = res.headers.get("content-length");
    if ("0" === contentLength) return;
    const contentType = res.headers.get("content-type");
    const isJSON = contentType?.includes("json");
    if (!isJSON) throw new SumUpError("Unexpected non-json response.");
    return await res.json();
}
const UNKNOWN = "unknown";
const normalizeArch = (arch)=>{
    const lower = arch.toLowerCase();
    if ("x64" === lower || "x86_64" === lower || "amd64" === lower) return "x86_64";
    if ("ia32" === lower || "x86" === lower || "x32" === lower) return "x86";
    if ("aarch64" === lower || "arm64" === lower) return "arm64";
    if ("arm" === lower) return "arm";
    return lower || UNKNOWN;
};
let cachedRuntimeInfo;
function getRuntimeInfo() {
    if (cachedRuntimeInfo) return cachedRuntimeInfo;
    const isVercel = "u" > typeof process && "1" === process.env.VERCEL;
    const globalAny = globalThis;
    if (globalAny.Bun?.version) {
        cachedRuntimeInfo = {
            runtime: "bun",
            runtimeVersion: globalAny.Bun.version || UNKNOWN,
            os: globalAny.process?.platform || UNKNOWN,
            arch: normalizeArch(globalAny.process?.arch || "")
        };
        return cachedRuntimeInfo;
    }
    if (globalAny.Deno?.version?.deno) {
        cachedRuntimeInfo = {
            runtime: "deno",
            runtimeVersion: globalAny.Deno.version.deno || UNKNOWN,
            os: globalAny.Deno.build?.os || UNKNOWN,
            arch: normalizeArch(globalAny.Deno.build?.arch || "")
        };
        return cachedRuntimeInfo;
    }
    if (globalAny.process?.versions?.node) {
        cachedRuntimeInfo = {
            runtime: isVercel ? "vercel" : "node",
            runtimeVersion: globalAny.process.version || UNKNOWN,
            os: globalAny.process.platform || UNKNOWN,
            arch: normalizeArch(globalAny.process.arch || "")
        };
        return cachedRuntimeInfo;
    }
    if (globalAny.EdgeRuntime) {
        cachedRuntimeInfo = {
            runtime: isVercel ? "vercel-edge" : "edge",
            runtimeVersion: globalAny.process?.version || UNKNOWN,
            os: UNKNOWN,
            arch: `${globalAny.EdgeRuntime}`
        };
        return cachedRuntimeInfo;
    }
    if (globalAny.navigator) {
        const userAgent = globalAny.navigator.userAgent || "";
        if (userAgent.includes("Cloudflare-Workers")) {
            cachedRuntimeInfo = {
                runtime: "cloudflare-workers",
                runtimeVersion: userAgent,
                os: UNKNOWN,
                arch: UNKNOWN
            };
            return cachedRuntimeInfo;
        }
        const platform = globalAny.navigator.userAgentData?.platform || globalAny.navigator.platform || "";
        cachedRuntimeInfo = {
            runtime: "browser",
            runtimeVersion: UNKNOWN,
            os: platform || UNKNOWN,
            arch: UNKNOWN
        };
        return cachedRuntimeInfo;
    }
    cachedRuntimeInfo = {
        runtime: UNKNOWN,
        runtimeVersion: UNKNOWN,
        os: UNKNOWN,
        arch: UNKNOWN
    };
    return cachedRuntimeInfo;
}
function buildRuntimeHeaders() {
    const { runtime, runtimeVersion, os, arch } = getRuntimeInfo();
    return {
        "X-Sumup-Api-Version": "1.0.0",
        "X-Sumup-Lang": "javascript",
        "X-Sumup-Package-Version": "0.2.0",
        "X-Sumup-Os": os,
        "X-Sumup-Arch": arch,
        "X-Sumup-Runtime": runtime,
        "X-Sumup-Runtime-Version": runtimeVersion
    };
}
class HTTPClient {
    host;
    apiKey;
    baseParams;
    constructor({ apiKey, host = "https://api.sumup.com", baseParams = {}, maxRetries = 0, timeout } = {}){
        this.host = host;
        this.apiKey = apiKey;
        const headers = new Headers({
            Accept: "application/problem+json, application/json",
            "Content-Type": "application/json",
            "User-Agent": "sumup-ts/v0.2.0",
            ...buildRuntimeHeaders()
        });
        if (apiKey) headers.append("Authorization", `Bearer ${apiKey}`);
        this.baseParams = mergeParams({
            headers,
            maxRetries,
            timeout
        }, baseParams);
    }
    get({ ...params }) {
        return this.request({
            method: "GET",
            ...params
        });
    }
    getWithResponse({ ...params }) {
        return this.requestWithResponse({
            method: "GET",
            ...params
        });
    }
    post({ ...params }) {
        return this.request({
            method: "POST",
            ...params
        });
    }
    postWithResponse({ ...params }) {
        return this.requestWithResponse({
            method: "POST",
            ...params
        });
    }
    put({ ...params }) {
        return this.request({
            method: "PUT",
            ...params
        });
    }
    putWithResponse({ ...params }) {
        return this.requestWithResponse({
            method: "PUT",
            ...params
        });
    }
    patch({ ...params }) {
        return this.request({
            method: "PATCH",
            ...params
        });
    }
    patchWithResponse({ ...params }) {
        return this.requestWithResponse({
            method: "PATCH",
            ...params
        });
    }
    delete({ ...params }) {
        return this.request({
            method: "DELETE",
            ...params
        });
    }
    deleteWithResponse({ ...params }) {
        return this.requestWithResponse({
            method: "DELETE",
            ...params
        });
    }
    request({ ...params }) {
        return this.requestWithResponse(params).then(({ data })=>data);
    }
    async requestWithResponse({ body, path, query, host: hostOverride, ...requestOptions }) {
        const host = hostOverride || this.host;
        const url = new URL(host + (host.endsWith("/") && path.startsWith("/") ? path.slice(1) : path));
        if ("object" == typeof query && query && !Array.isArray(query)) url.search = this.stringifyQuery(query);
        const mergedOptions = mergeParams(this.baseParams, requestOptions);
        const { maxRetries, timeout, ...fetchParams } = mergedOptions;
        const init = {
            ...fetchParams,
            body: JSON.stringify(body)
        };
        const response = await this.do(url, init, {
            maxRetries,
            signal: fetchParams.signal,
            timeout
        });
        const data = await parseResponse(response.clone());
        return {
            data,
            response
        };
    }
    async do(input, init, options) {
        const maxRetries = options.maxRetries ?? 0;
        for(let attempt = 0;; attempt++){
            const { cleanup, didTimeout, signal } = withTimeoutSignal(options.signal, options.timeout);
            try {
                const res = await fetch(input, {
                    ...init,
                    signal
                });
                if (!res.ok) {
                    if (attempt < maxRetries && isRetryableStatus(res.status)) continue;
                    const contentType = res.headers.get("content-type");
                    const isJSON = contentType?.includes("json");
                    throw new APIError(res.status, isJSON ? await res.json() : await res.text(), res);
                }
                return res;
            } catch (error) {
                if (attempt < maxRetries && isRetryableError(error, options.signal)) continue;
                if (didTimeout()) throw new SumUpError(`Request timed out after ${options.timeout}ms.`);
                throw error;
            } finally{
                cleanup();
            }
        }
    }
    stringifyQuery(query) {
        return Object.entries(query).filter(([_, value])=>void 0 !== value).map(([key, value])=>{
            if ("string" == typeof value || "number" == typeof value || "boolean" == typeof value) return `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
            if (null === value) return `${encodeURIComponent(key)}=`;
            if (Array.isArray(value)) return value.map((v)=>`${encodeURIComponent(key)}=${encodeURIComponent(v)}`).join("&");
            throw new Error(`Cannot stringify type ${typeof value}; Expected string, number, boolean, or null.`);
        }).join("&");
    }
}
function mergeParams(a, b) {
    const { authorization: defaultAuthorization, headers: defaultHeaders, ...defaultParams } = a;
    const { authorization: overrideAuthorization, headers: overrideHeaders, ...overrideParams } = b;
    const headers = new Headers(defaultHeaders);
    for (const [key, value] of new Headers(overrideHeaders).entries())headers.set(key, value);
    const authorization = overrideAuthorization ?? defaultAuthorization;
    if (authorization) headers.set("Authorization", authorization);
    return {
        ...defaultParams,
        ...overrideParams,
        headers
    };
}
function isRetryableStatus(status) {
    return 408 === status || 409 === status || 429 === status || status >= 500;
}
function isRetryableError(error, signal) {
    if (signal?.aborted) return false;
    return error instanceof TypeError || isAbortError(error);
}
function isAbortError(error) {
    return error instanceof DOMException ? "AbortError" === error.name : error instanceof Error && "AbortError" === error.name;
}
function withTimeoutSignal(signal, timeout) {
    if (!signal && void 0 === timeout) return {
        cleanup: ()=>{},
        didTimeout: ()=>false,
        signal: void 0
    };
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = ()=>{
        controller.abort(signal?.reason);
    };
    if (signal) if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, {
        once: true
    });
    const timeoutId = "number" == typeof timeout ? setTimeout(()=>{
        timedOut = true;
        controller.abort(new SumUpError(`Request timed out after ${timeout}ms.`));
    }, timeout) : void 0;
    return {
        cleanup: ()=>{
            if (void 0 !== timeoutId) clearTimeout(timeoutId);
            signal?.removeEventListener("abort", onAbort);
        },
        didTimeout: ()=>timedOut,
        signal: controller.signal
    };
}
class Checkouts extends APIResource {
    listAvailablePaymentMethods(merchantCode, query, options) {
        return this._client.get({
            path: `/v0.1/merchants/${merchantCode}/payment-methods`,
            query,
            ...options
        });
    }
    listAvailablePaymentMethodsWithResponse(merchantCode, query, options) {
        return this._client.getWithResponse({
            path: `/v0.1/merchants/${merchantCode}/payment-methods`,
            query,
            ...options
        });
    }
    list(query, options) {
        return this._client.get({
            path: "/v0.1/checkouts",
            query,
            ...options
        });
    }
    listWithResponse(query, options) {
        return this._client.getWithResponse({
            path: "/v0.1/checkouts",
            query,
            ...options
        });
    }
    create(body, options) {
        return this._client.post({
            path: "/v0.1/checkouts",
            body,
            ...options
        });
    }
    createWithResponse(body, options) {
        return this._client.postWithResponse({
            path: "/v0.1/checkouts",
            body,
            ...options
        });
    }
    get(checkoutId, options) {
        return this._client.get({
            path: `/v0.1/checkouts/${checkoutId}`,
            ...options
        });
    }
    getWithResponse(checkoutId, options) {
        return this._client.getWithResponse({
            path: `/v0.1/checkouts/${checkoutId}`,
            ...options
        });
    }
    process(checkoutId, body, options) {
        return this._client.put({
            path: `/v0.1/checkouts/${checkoutId}`,
            body,
            ...options
        });
    }
    processWithResponse(checkoutId, body, options) {
        return this._client.putWithResponse({
            path: `/v0.1/checkouts/${checkoutId}`,
            body,
            ...options
        });
    }
    deactivate(checkoutId, options) {
        return this._client.delete({
            path: `/v0.1/checkouts/${checkoutId}`,
            ...options
        });
    }
    deactivateWithResponse(checkoutId, options) {
        return this._client.deleteWithResponse({
            path: `/v0.1/checkouts/${checkoutId}`,
            ...options
        });
    }
    update(checkoutId, body, options) {
        return this._client.patch({
            path: `/v0.1/checkouts/${checkoutId}`,
            body,
            ...options
        });
    }
    updateWithResponse(checkoutId, body, options) {
        return this._client.patchWithResponse({
            path: `/v0.1/checkouts/${checkoutId}`,
            body,
            ...options
        });
    }
    createApplePaySession(checkoutId, body, options) {
        return this._client.put({
            path: `/v0.2/checkouts/${checkoutId}/apple-pay-session`,
            body,
            ...options
        });
    }
    createApplePaySessionWithResponse(checkoutId, body, options) {
        return this._client.putWithResponse({
            path: `/v0.2/checkouts/${checkoutId}/apple-pay-session`,
            body,
            ...options
        });
    }
}
class Customers extends APIResource {
    create(body, options) {
        return this._client.post({
            path: "/v0.1/customers",
            body,
            ...options
        });
    }
    createWithResponse(body, options) {
        return this._client.postWithResponse({
            path: "/v0.1/customers",
            body,
            ...options
        });
    }
    get(customerId, options) {
        return this._client.get({
            path: `/v0.1/customers/${customerId}`,
            ...options
        });
    }
    getWithResponse(customerId, options) {
        return this._client.getWithResponse({
            path: `/v0.1/customers/${customerId}`,
            ...options
        });
    }
    update(customerId, body, options) {
        return this._client.put({
            path: `/v0.1/customers/${customerId}`,
            body,
            ...options
        });
    }
    updateWithResponse(customerId, body, options) {
        return this._client.putWithResponse({
            path: `/v0.1/customers/${customerId}`,
            body,
            ...options
        });
    }
    listPaymentInstruments(customerId, options) {
        return this._client.get({
            path: `/v0.1/customers/${customerId}/payment-instruments`,
            ...options
        });
    }
    listPaymentInstrumentsWithResponse(customerId, options) {
        return this._client.getWithResponse({
            path: `/v0.1/customers/${customerId}/payment-instruments`,
            ...options
        });
    }
    deactivatePaymentInstrument(customerId, token, options) {
        return this._client.delete({
            path: `/v0.1/customers/${customerId}/payment-instruments/${token}`,
            ...options
        });
    }
    deactivatePaymentInstrumentWithResponse(customerId, token, options) {
        return this._client.deleteWithResponse({
            path: `/v0.1/customers/${customerId}/payment-instruments/${token}`,
            ...options
        });
    }
}
class Members extends APIResource {
    list(merchantCode, query, options) {
        return this._client.get({
            path: `/v0.1/merchants/${merchantCode}/members`,
            query,
            ...options
        });
    }
    listWithResponse(merchantCode, query, options) {
        return this._client.getWithResponse({
            path: `/v0.1/merchants/${merchantCode}/members`,
            query,
            ...options
        });
    }
    create(merchantCode, body, options) {
        return this._client.post({
            path: `/v0.1/merchants/${merchantCode}/members`,
            body,
            ...options
        });
    }
    createWithResponse(merchantCode, body, options) {
        return this._client.postWithResponse({
            path: `/v0.1/merchants/${merchantCode}/members`,
            body,
            ...options
        });
    }
    get(merchantCode, memberId, options) {
        return this._client.get({
            path: `/v0.1/merchants/${merchantCode}/members/${memberId}`,
            ...options
        });
    }
    getWithResponse(merchantCode, memberId, options) {
        return this._client.getWithResponse({
            path: `/v0.1/merchants/${merchantCode}/members/${memberId}`,
            ...options
        });
    }
    update(merchantCode, memberId, body, options) {
        return this._client.put({
            path: `/v0.1/merchants/${merchantCode}/members/${memberId}`,
            body,
            ...options
        });
    }
    updateWithResponse(merchantCode, memberId, body, options) {
        return this._client.putWithResponse({
            path: `/v0.1/merchants/${merchantCode}/members/${memberId}`,
            body,
            ...options
        });
    }
    delete(merchantCode, memberId, options) {
        return this._client.delete({
            path: `/v0.1/merchants/${merchantCode}/members/${memberId}`,
            ...options
        });
    }
    deleteWithResponse(merchantCode, memberId, options) {
        return this._client.deleteWithResponse({
            path: `/v0.1/merchants/${merchantCode}/members/${memberId}`,
            ...options
        });
    }
}
class Memberships extends APIResource {
    list(query, options) {
        return this._client.get({
            path: "/v0.1/memberships",
            query,
            ...options
        });
    }
    listWithResponse(query, options) {
        return this._client.getWithResponse({
            path: "/v0.1/memberships",
            query,
            ...options
        });
    }
}
class Merchants extends APIResource {
    get(merchantCode, options) {
        return this._client.get({
            path: `/v1/merchants/${merchantCode}`,
            ...options
        });
    }
    getWithResponse(merchantCode, options) {
        return this._client.getWithResponse({
            path: `/v1/merchants/${merchantCode}`,
            ...options
        });
    }
    listPersons(merchantCode, options) {
        return this._client.get({
            path: `/v1/merchants/${merchantCode}/persons`,
            ...options
        });
    }
    listPersonsWithResponse(merchantCode, options) {
        return this._client.getWithResponse({
            path: `/v1/merchants/${merchantCode}/persons`,
            ...options
        });
    }
    getPerson(merchantCode, personId, options) {
        return this._client.get({
            path: `/v1/merchants/${merchantCode}/persons/${personId}`,
            ...options
        });
    }
    getPersonWithResponse(merchantCode, personId, options) {
        return this._client.getWithResponse({
            path: `/v1/merchants/${merchantCode}/persons/${personId}`,
            ...options
        });
    }
}
class Payouts extends APIResource {
    list(merchantCode, query, options) {
        return this._client.get({
            path: `/v1.0/merchants/${merchantCode}/payouts`,
            query,
            ...options
        });
    }
    listWithResponse(merchantCode, query, options) {
        return this._client.getWithResponse({
            path: `/v1.0/merchants/${merchantCode}/payouts`,
            query,
            ...options
        });
    }
}
class Readers extends APIResource {
    createGoCheckout(merchantCode, readerId, body, options) {
        return this._client.post({
            path: `/v0/merchants/${merchantCode}/readers/${readerId}/go-checkout`,
            body,
            ...options
        });
    }
    createGoCheckoutWithResponse(merchantCode, readerId, body, options) {
        return this._client.postWithResponse({
            path: `/v0/merchants/${merchantCode}/readers/${readerId}/go-checkout`,
            body,
            ...options
        });
    }
    list(merchantCode, options) {
        return this._client.get({
            path: `/v0.1/merchants/${merchantCode}/readers`,
            ...options
        });
    }
    listWithResponse(merchantCode, options) {
        return this._client.getWithResponse({
            path: `/v0.1/merchants/${merchantCode}/readers`,
            ...options
        });
    }
    create(merchantCode, body, options) {
        return this._client.post({
            path: `/v0.1/merchants/${merchantCode}/readers`,
            body,
            ...options
        });
    }
    createWithResponse(merchantCode, body, options) {
        return this._client.postWithResponse({
            path: `/v0.1/merchants/${merchantCode}/readers`,
            body,
            ...options
        });
    }
    get(merchantCode, readerId, options) {
        return this._client.get({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}`,
            ...options
        });
    }
    getWithResponse(merchantCode, readerId, options) {
        return this._client.getWithResponse({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}`,
            ...options
        });
    }
    delete(merchantCode, readerId, options) {
        return this._client.delete({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}`,
            ...options
        });
    }
    deleteWithResponse(merchantCode, readerId, options) {
        return this._client.deleteWithResponse({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}`,
            ...options
        });
    }
    update(merchantCode, readerId, body, options) {
        return this._client.patch({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}`,
            body,
            ...options
        });
    }
    updateWithResponse(merchantCode, readerId, body, options) {
        return this._client.patchWithResponse({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}`,
            body,
            ...options
        });
    }
    createCheckout(merchantCode, readerId, body, options) {
        return this._client.post({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}/checkout`,
            body,
            ...options
        });
    }
    createCheckoutWithResponse(merchantCode, readerId, body, options) {
        return this._client.postWithResponse({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}/checkout`,
            body,
            ...options
        });
    }
    getStatus(merchantCode, readerId, options) {
        return this._client.get({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}/status`,
            ...options
        });
    }
    getStatusWithResponse(merchantCode, readerId, options) {
        return this._client.getWithResponse({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}/status`,
            ...options
        });
    }
    terminateCheckout(merchantCode, readerId, body, options) {
        return this._client.post({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}/terminate`,
            body,
            ...options
        });
    }
    terminateCheckoutWithResponse(merchantCode, readerId, body, options) {
        return this._client.postWithResponse({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}/terminate`,
            body,
            ...options
        });
    }
    getCheckout(merchantCode, readerId, checkoutId, options) {
        return this._client.get({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}/checkout/${checkoutId}`,
            ...options
        });
    }
    getCheckoutWithResponse(merchantCode, readerId, checkoutId, options) {
        return this._client.getWithResponse({
            path: `/v0.1/merchants/${merchantCode}/readers/${readerId}/checkout/${checkoutId}`,
            ...options
        });
    }
}
class Receipts extends APIResource {
    get(transactionId, query, options) {
        return this._client.get({
            path: `/v1.1/receipts/${transactionId}`,
            query,
            ...options
        });
    }
    getWithResponse(transactionId, query, options) {
        return this._client.getWithResponse({
            path: `/v1.1/receipts/${transactionId}`,
            query,
            ...options
        });
    }
}
class Roles extends APIResource {
    list(merchantCode, options) {
        return this._client.get({
            path: `/v0.1/merchants/${merchantCode}/roles`,
            ...options
        });
    }
    listWithResponse(merchantCode, options) {
        return this._client.getWithResponse({
            path: `/v0.1/merchants/${merchantCode}/roles`,
            ...options
        });
    }
    create(merchantCode, body, options) {
        return this._client.post({
            path: `/v0.1/merchants/${merchantCode}/roles`,
            body,
            ...options
        });
    }
    createWithResponse(merchantCode, body, options) {
        return this._client.postWithResponse({
            path: `/v0.1/merchants/${merchantCode}/roles`,
            body,
            ...options
        });
    }
    get(merchantCode, roleId, options) {
        return this._client.get({
            path: `/v0.1/merchants/${merchantCode}/roles/${roleId}`,
            ...options
        });
    }
    getWithResponse(merchantCode, roleId, options) {
        return this._client.getWithResponse({
            path: `/v0.1/merchants/${merchantCode}/roles/${roleId}`,
            ...options
        });
    }
    delete(merchantCode, roleId, options) {
        return this._client.delete({
            path: `/v0.1/merchants/${merchantCode}/roles/${roleId}`,
            ...options
        });
    }
    deleteWithResponse(merchantCode, roleId, options) {
        return this._client.deleteWithResponse({
            path: `/v0.1/merchants/${merchantCode}/roles/${roleId}`,
            ...options
        });
    }
    update(merchantCode, roleId, body, options) {
        return this._client.patch({
            path: `/v0.1/merchants/${merchantCode}/roles/${roleId}`,
            body,
            ...options
        });
    }
    updateWithResponse(merchantCode, roleId, body, options) {
        return this._client.patchWithResponse({
            path: `/v0.1/merchants/${merchantCode}/roles/${roleId}`,
            body,
            ...options
        });
    }
}
class Transactions extends APIResource {
    refund(merchantCode, transactionId, body, options) {
        return this._client.post({
            path: `/v1.0/merchants/${merchantCode}/payments/${transactionId}/refunds`,
            body,
            ...options
        });
    }
    refundWithResponse(merchantCode, transactionId, body, options) {
        return this._client.postWithResponse({
            path: `/v1.0/merchants/${merchantCode}/payments/${transactionId}/refunds`,
            body,
            ...options
        });
    }
    get(merchantCode, query, options) {
        return this._client.get({
            path: `/v2.1/merchants/${merchantCode}/transactions`,
            query,
            ...options
        });
    }
    getWithResponse(merchantCode, query, options) {
        return this._client.getWithResponse({
            path: `/v2.1/merchants/${merchantCode}/transactions`,
            query,
            ...options
        });
    }
    list(merchantCode, query, options) {
        return this._client.get({
            path: `/v2.1/merchants/${merchantCode}/transactions/history`,
            query: this._transformQueryParams(query, {
                users: "users[]",
                statuses: "statuses[]",
                payment_types: "payment_types[]",
                entry_modes: "entry_modes[]",
                types: "types[]"
            }),
            ...options
        });
    }
    listWithResponse(merchantCode, query, options) {
        return this._client.getWithResponse({
            path: `/v2.1/merchants/${merchantCode}/transactions/history`,
            query: this._transformQueryParams(query, {
                users: "users[]",
                statuses: "statuses[]",
                payment_types: "payment_types[]",
                entry_modes: "entry_modes[]",
                types: "types[]"
            }),
            ...options
        });
    }
}
class SumUp extends HTTPClient {
    checkouts = new Checkouts(this);
    customers = new Customers(this);
    members = new Members(this);
    memberships = new Memberships(this);
    merchants = new Merchants(this);
    payouts = new Payouts(this);
    readers = new Readers(this);
    receipts = new Receipts(this);
    roles = new Roles(this);
    transactions = new Transactions(this);
}
const src = SumUp;
exports.APIError = __webpack_exports__.APIError;
exports.Checkouts = __webpack_exports__.Checkouts;
exports.Customers = __webpack_exports__.Customers;
exports.Members = __webpack_exports__.Members;
exports.Memberships = __webpack_exports__.Memberships;
exports.Merchants = __webpack_exports__.Merchants;
exports.Payouts = __webpack_exports__.Payouts;
exports.Readers = __webpack_exports__.Readers;
exports.Receipts = __webpack_exports__.Receipts;
exports.Roles = __webpack_exports__.Roles;
exports.SumUp = __webpack_exports__.SumUp;
exports.SumUpError = __webpack_exports__.SumUpError;
exports.Transactions = __webpack_exports__.Transactions;
exports["default"] = __webpack_exports__["default"];
for(var __rspack_i in __webpack_exports__)if (-1 === [
    "APIError",
    "Checkouts",
    "Customers",
    "Members",
    "Memberships",
    "Merchants",
    "Payouts",
    "Readers",
    "Receipts",
    "Roles",
    "SumUp",
    "SumUpError",
    "Transactions",
    "default"
].indexOf(__rspack_i)) exports[__rspack_i] = __webpack_exports__[__rspack_i];
Object.defineProperty(exports, '__esModule', {
    value: true
});

//# sourceMappingURL=index.cjs.map