"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getAccessToken = getAccessToken;
const config_1 = require("./config");
const OpenAPI_1 = require("./client/core/OpenAPI");
const types_1 = require("./types");
function isErrorResponse(response) {
    return typeof (response.error) == 'string';
}
async function getAccessToken(config) {
    const options = config ?? (0, config_1.getCmsIntegrationApiConfigFromEnvironment)();
    let authUrl = new URL(`${OpenAPI_1.OpenAPI.BASE}/oauth/token`, options.base).href;
    const headers = new Headers();
    if (options.cmsVersion == types_1.OptiCmsVersion.CMS12)
        authUrl = authUrl.replace('preview2', 'preview1');
    headers.append('Authorization', `Basic ${base64Encode(`${options.clientId}:${options.clientSecret}`)}`);
    headers.append('Content-Type', 'application/x-www-form-urlencoded');
    headers.append('Connection', 'close');
    if (options.debug) {
        console.log(`⚪ [CMS API] Using authentication endpoint: ${authUrl}`);
        console.log(`⚪ [CMS API] Retrieving new credentials for ${options.clientId}, acting as ${options.actAs ?? options.clientId ?? '-'}`);
    }
    const body = new URLSearchParams();
    body.append("grant_type", "client_credentials");
    if (options.actAs)
        body.append("act_as", options.actAs);
    const httpResponse = await fetch(authUrl, {
        method: "POST",
        headers: headers,
        body: body.toString(),
        cache: "no-store"
    });
    const response = await httpResponse.json();
    if (isErrorResponse(response))
        throw new Error("Authentication error: " + response.error_description);
    return response.access_token;
}
function base64Encode(input) {
    if (btoa && typeof (btoa) == 'function')
        return btoa(input);
    if (Buffer && typeof (Buffer) == 'object')
        //@ts-expect-error
        return Buffer.from(input).toString('base64');
    throw new Error("Unable to base64Encode");
}
exports.default = getAccessToken;
