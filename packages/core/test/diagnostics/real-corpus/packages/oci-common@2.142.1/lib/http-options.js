"use strict";
/**
 * Copyright (c) 2026 Oracle and/or its affiliates.  All rights reserved.
 * This software is dual-licensed to you under the Universal Permissive License (UPL) 1.0 as shown at https://oss.oracle.com/licenses/upl or Apache License 2.0. You may choose either license.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.fetchWithSelectedTransport = exports.getFetchRequestUri = exports.getNodeFetch = exports.hasNodeHttpAgent = void 0;
const url_1 = require("url");
/**
 * Node's native Fetch implementation does not support the `agent` option.
 * Requests with an agent must therefore use node-fetch.
 */
function hasNodeHttpAgent(options) {
    return !!options && !!options.agent;
}
exports.hasNodeHttpAgent = hasNodeHttpAgent;
let nodeFetch;
/**
 * Loads node-fetch only for requests that provide a Node HTTP(S) agent.
 */
function getNodeFetch() {
    if (!nodeFetch) {
        nodeFetch = require("node-fetch");
    }
    return nodeFetch;
}
exports.getNodeFetch = getNodeFetch;
function normalizeEmptyQuery(uri) {
    const parsedUri = new url_1.URL(uri);
    // node-fetch preserves a bare trailing `?`, while native Fetch omits it.
    // Remove it before signing and sending so both transports use the same target.
    return parsedUri.search === "" && uri.endsWith("?") ? uri.slice(0, -1) : uri;
}
/**
 * Normalizes the request URI using the URL serializer of the selected Fetch
 * transport. The signer uses this URI so the signed request target matches the
 * request target sent to the server.
 */
function getFetchRequestUri(uri, options) {
    if (hasNodeHttpAgent(options)) {
        return normalizeEmptyQuery(new (getNodeFetch().Request)(uri).url);
    }
    return normalizeEmptyQuery(new Request(uri).url);
}
exports.getFetchRequestUri = getFetchRequestUri;
/**
 * Executes a request with the selected Fetch implementation.
 */
function fetchWithSelectedTransport(uri, options) {
    return hasNodeHttpAgent(options) ? getNodeFetch()(uri, options) : fetch(uri, options);
}
exports.fetchWithSelectedTransport = fetchWithSelectedTransport;
//# sourceMappingURL=http-options.js.map