"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// lib/fileClient.ts
var fileClient_exports = {};
__export(fileClient_exports, {
  FileClient: () => FileClient
});
module.exports = __toCommonJS(fileClient_exports);

// lib/client.ts
var import_auth = require("@vonage/auth");
var import_vetch = require("@vonage/vetch");

// lib/enums/AuthenticationType.ts
var AuthenticationType = /* @__PURE__ */ ((AuthenticationType2) => {
  AuthenticationType2["BASIC"] = "basic";
  AuthenticationType2["JWT"] = "jwt";
  AuthenticationType2["KEY_SECRET"] = "key_secret";
  AuthenticationType2["QUERY_KEY_SECRET"] = "query_key_secret";
  AuthenticationType2["SIGNATURE"] = "signature";
  AuthenticationType2["CIBA"] = "ciba";
  AuthenticationType2["OAUTH2"] = "oauth2";
  return AuthenticationType2;
})(AuthenticationType || {});

// lib/transformers.ts
var words = (str) => str.split(/[-_\s]+/).flatMap((word) => word.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)).filter(Boolean);
var camelCase = (str) => words(str).map(
  (word, index) => index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
).join("");
var snakeCase = (str) => words(str).map((word) => word.toLowerCase()).join("_");
var kebabCase = (str) => words(str).map((word) => word.toLowerCase()).join("-");
var isObject = (value) => {
  const type = typeof value;
  return value != null && (type === "object" || type === "function");
};
var transformObjectKeys = (transformFn, objectToTransform, deep = false, preserve = false) => {
  const transformedObject = {
    ...preserve ? objectToTransform : {}
  };
  for (const prop in objectToTransform) {
    if (!Object.prototype.hasOwnProperty.call(objectToTransform, prop)) {
      continue;
    }
    const newKey = transformFn(prop);
    const value = objectToTransform[prop];
    if (!deep || !isObject(value)) {
      transformedObject[newKey] = value;
      continue;
    }
    if (Array.isArray(value)) {
      transformedObject[newKey] = value.map(
        (t) => isObject(t) ? transformObjectKeys(
          transformFn,
          t,
          deep,
          preserve
        ) : t
      );
      continue;
    }
    transformedObject[newKey] = transformObjectKeys(
      transformFn,
      value,
      deep,
      preserve
    );
  }
  return transformedObject;
};
var camelCaseObjectKeys = (...rest) => transformObjectKeys(
  camelCase,
  ...rest
);
var snakeCaseObjectKeys = (...rest) => transformObjectKeys(
  snakeCase,
  ...rest
);
var kebabCaseObjectKeys = (...rest) => transformObjectKeys(
  kebabCase,
  ...rest
);
var omit = (keys, obj) => Object.fromEntries(
  Object.entries(obj).filter(([key]) => !keys.includes(key))
);

// lib/client.ts
var import_debug = __toESM(require("debug"));
var log = (0, import_debug.default)("vonage:server-client");
var Client = class {
  /**
   * Static property containing utility transformers.
   */
  static transformers = {
    "camelCaseObjectKeys": camelCaseObjectKeys,
    "snakeCaseObjectKeys": snakeCaseObjectKeys,
    "kebabCaseObjectKeys": kebabCaseObjectKeys,
    "omit": omit
  };
  /**
   * The type of authentication used for the client's requests.
   */
  authType = "query_key_secret" /* QUERY_KEY_SECRET */;
  /**
   * The authentication instance responsible for generating authentication headers and query parameters.
   */
  auth;
  /**
   * Configuration settings for the client, including default hosts for various services and other request settings.
   */
  config;
  /**
   * Creates a new instance of the Client.
   *
   * @param {AuthInterface | AuthParams} credentials - The authentication credentials or an authentication instance.
   * @param {ConfigParams} [options] - Optional configuration settings for the client.
   */
  constructor(credentials, options) {
    this.auth = !Object.prototype.hasOwnProperty.call(
      credentials,
      "getQueryParams"
    ) ? new import_auth.Auth(credentials) : credentials;
    this.config = {
      restHost: options?.restHost || "https://rest.nexmo.com",
      apiHost: options?.apiHost || "https://api.nexmo.com",
      videoHost: options?.videoHost || "https://video.api.vonage.com",
      meetingsHost: options?.meetingsHost || "https://api-eu.vonage.com",
      identityInsightsHost: options?.identityInsightsHost || "https://api-eu.vonage.com",
      responseType: options?.responseType || import_vetch.ResponseTypes.json,
      timeout: options?.timeout || null,
      appendUserAgent: options?.appendUserAgent || null
    };
  }
  getConfig() {
    return this.config;
  }
  /**
   * Adds the appropriate authentication headers or parameters to the request based on the authentication type.
   *
   * @param {VetchOptions} request - The request options to which authentication needs to be added.
   * @return {Promise<VetchOptions>} - The request options with the added authentication.
   */
  async addAuthenticationToRequest(request) {
    log(`adding ${this.authType || "api key/secret"} to request`);
    if (!Object.values(AuthenticationType).includes(
      this.authType
    )) {
      throw new Error("No authentication type set");
    }
    if (["oauth2" /* OAUTH2 */, "ciba" /* CIBA */].includes(
      this.authType
    )) {
      throw new Error(
        "OAuth2 and CIBA authentication is not supported for this Client"
      );
    }
    switch (this.authType) {
      case "basic" /* BASIC */:
        return this.addBasicAuthToRequest(request);
      case "jwt" /* JWT */:
        return this.addJWTToRequest(request);
      case "query_key_secret" /* QUERY_KEY_SECRET */:
        return this.addQueryKeySecretToRequest(request);
      default:
        return this.addQueryKeySecretToRequestBody(request);
    }
  }
  /**
   * Adds API key and secret to the request body.
   *
   * @deprecated use addBasicAuthToRequest instead
   * @param {VetchOptions} request - The request options to which authentication needs to be added.
   * @return {VetchOptions} - The request options with the added authentication.
   */
  async addQueryKeySecretToRequestBody(request) {
    log("This method is deprecated. Use addBasicAuthToRequest instead");
    return this.addBasicAuthToRequest(request);
  }
  /**
   * Adds API key and secret to the request.
   *
   * @deprecated use addBasicAuthToRequest instead
   * @param {VetchOptions} request - The request options to which authentication needs to be added.
   * @return {VetchOptions} - The request options with the added authentication.
   */
  async addQueryKeySecretToRequest(request) {
    log("This method is deprecated. Use addBasicAuthToRequest instead");
    return this.addBasicAuthToRequest(request);
  }
  /**
   * Adds a JWT to the request.
   *
   * @param {VetchOptions} request - The request options to which authentication needs to be added.
   * @return {VetchOptions} - The request options with the added authentication.
   */
  async addJWTToRequest(request) {
    request.headers = Object.assign({}, request.headers, {
      Authorization: await this.auth.createBearerHeader()
    });
    return request;
  }
  /**
   * Adds basic authentication headers to the request.
   *
   * @param {VetchOptions} request - The request options to which authentication needs to be added.
   * @return {VetchOptions} - The request options with the added authentication.
   */
  async addBasicAuthToRequest(request) {
    request.headers = Object.assign({}, request.headers, {
      Authorization: await this.auth.createBasicHeader()
    });
    return request;
  }
  /**
   * Sends a DELETE request to the specified URL.
   *
   * @param {string} url - The URL endpoint for the DELETE request.
   * @return {Promise<VetchResponse<T>>} - The response from the DELETE request.
   */
  async sendDeleteRequest(url) {
    const request = {
      url,
      method: import_vetch.HTTPMethods.DELETE
    };
    return await this.sendRequest(request);
  }
  /**
   * Sends a POST request with form data to the specified URL.
   *
   * @param {string} url - The URL endpoint for the POST request.
   * @param {Record<string, string>} [payload] - Optional payload containing form data to send with the POST request.
   * @return {Promise<VetchResponse<T>>} - The response from the POST request.
   */
  async sendFormSubmitRequest(url, payload) {
    const request = {
      url,
      method: import_vetch.HTTPMethods.POST,
      type: import_vetch.ContentType.FORM_URLENCODED,
      headers: { Accept: "application/json" },
      ...JSON.parse(JSON.stringify(payload ? { data: payload } : {}))
    };
    return await this.sendRequest(request);
  }
  /**
   * Sends a GET request to the specified URL with optional query parameters.
   *
   * @param {string} url - The URL endpoint for the GET request.
   * @param {Record<string, unknown>} [queryParams] - Optional query parameters to append to the URL. These should be compatible with Node's URLSearchParams.
   * @return {Promise<VetchResponse<T>>} - The response from the GET request.
   */
  async sendGetRequest(url, queryParams) {
    const request = {
      url,
      method: import_vetch.HTTPMethods.GET,
      ...queryParams ? { params: queryParams } : {}
    };
    return await this.sendRequest(request);
  }
  /**
   * Sends a PATCH request to the specified URL with an optional payload.
   *
   * @param {string} url - The URL endpoint for the PATCH request.
   * @param {Record<string, unknown>} [payload] - Optional payload to be sent as the body of the PATCH request.
   * @return {Promise<VetchResponse<T>>} - The response from the PATCH request.
   */
  async sendPatchRequest(url, payload) {
    return this.sendRequestWithData(import_vetch.HTTPMethods.PATCH, url, payload);
  }
  /**
   * Sends a POST request to the specified URL with an optional payload.
   *
   * @param {string} url - The URL endpoint for the POST request.
   * @param {Record<string, unknown>} [payload] - Optional payload to be sent as the body of the POST request.
   * @return {Promise<VetchResponse<T>>} - The response from the POST request.
   */
  async sendPostRequest(url, payload) {
    return this.sendRequestWithData(import_vetch.HTTPMethods.POST, url, payload);
  }
  /**
   * Sends a PUT request to the specified URL with an optional payload.
   *
   * @param {string} url - The URL endpoint for the PUT request.
   * @param {Record<string, unknown>} [payload] - Optional payload to be sent as the body of the PUT request.
   * @return {Promise<VetchResponse<T>>} - The response from the PUT request.
   */
  sendPutRequest(url, payload) {
    return this.sendRequestWithData(import_vetch.HTTPMethods.PUT, url, payload);
  }
  /**
   * Sends a request with JSON-encoded data to the specified URL using the provided HTTP method.
   *
   * @param {HTTPMethods.POST | HTTPMethods.PATCH | HTTPMethods.PUT} method - The HTTP method to be used for the request (only POST, PATCH, or PUT are acceptable).
   * @param {string} url - The URL endpoint for the request.
   * @param {Record<string, unknown>} [payload] - Optional payload to be sent as the body of the request, JSON-encoded.
   * @return {Promise<VetchResponse<T>>} - The response from the request.
   */
  async sendRequestWithData(method, url, payload) {
    const request = {
      url,
      method,
      type: import_vetch.ContentType.JSON,
      ...payload ? { data: payload } : {}
    };
    return await this.sendRequest(request);
  }
  /**
   * Sends a request adding necessary headers, handling authentication, and parsing the response.
   *
   * @param {VetchOptions} request - The options defining the request, including URL, method, headers, and data.
   * @return {Promise<VetchResponse<T>>} - The parsed response from the request.
   */
  async sendRequest(request) {
    const timeout = request.timeout || this.config.timeout;
    const controller = new AbortController();
    const timeoutId = setTimeout(() => {
      controller.abort();
    }, timeout);
    try {
      log("Preparing request", request);
      request = await this.prepareRequest(request);
      const fetcRequest = {
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: this.prepareBody(request),
        ...timeout ? { signal: controller.signal } : {}
      };
      log("Sending request", fetcRequest);
      return await this.parseResponse(
        request,
        await fetch(request.url, fetcRequest)
      );
    } catch (error) {
      if (error && error?.name === "AbortError") {
        log(`Request timed out after ${timeout}`);
      }
      throw error;
    } finally {
      clearTimeout(timeoutId);
    }
  }
  /**
   * Prepares the request with necessary headers, authentication, and query parameters.
   *
   * @param {VetchOptions} request - The initial request options.
   * @return {Promise<VetchOptions>} - The modified request options.
   */
  async prepareRequest(request) {
    request.headers = {
      ...request.headers,
      "user-agent": [
        "@vonage/server-sdk/3.0.0",
        ` node/${process.version.replace("v", "")}`,
        this.config.appendUserAgent ? ` ${this.config.appendUserAgent}` : ""
      ].join()
    };
    switch (request.type) {
      case import_vetch.ContentType.FORM_URLENCODED:
        request.headers["content-type"] = import_vetch.ContentType.FORM_URLENCODED;
        break;
      case import_vetch.ContentType.JSON:
        request.headers["content-type"] = import_vetch.ContentType.JSON;
        break;
    }
    request = await this.addAuthenticationToRequest(request);
    log("Request prepared", request);
    if (request.params) {
      request.params = JSON.parse(JSON.stringify(request.params));
    }
    const url = new URL(request.url);
    for (const [param, value] of Object.entries(request.params || {})) {
      url.searchParams.append(param, `${value}`);
    }
    request.url = url.toString();
    return request;
  }
  /**
   * Prepares the body for the request based on the content type.
   *
   * @param {VetchOptions} request - The request options.
   * @return {string | undefined} - The prepared request body as a string or undefined.
   */
  prepareBody(request) {
    request.headers = {
      ...request?.headers
    };
    if (!request.data) {
      return;
    }
    if (request.type === import_vetch.ContentType.JSON) {
      return JSON.stringify(request.data);
    }
    if (request.type === import_vetch.ContentType.FORM_URLENCODED) {
      const requestParams = new URLSearchParams();
      for (const [param, value] of Object.entries(request.data || {})) {
        requestParams.append(param, `${value}`);
      }
      requestParams.sort();
      return requestParams.toString();
    }
    return void 0;
  }
  /**
   * Parses the response based on its content type.
   *
   * @template T - The expected type of the parsed response data.
   *
   * @param {VetchOptions} request - The request options.
   * @param {Response} response - The raw response from the request.
   * @return {Promise<VetchResponse<T>>} - The parsed response.
   */
  async parseResponse(request, response) {
    let decoded = null;
    if (!response.ok) {
      log("Request failed", response);
      throw new import_vetch.VetchError(
        `Request failed with status code ${response.status}`,
        request,
        response
      );
    }
    log("Request succeeded");
    const contentLength = parseInt(response.headers.get("content-length") || "0");
    const [contentType] = (response.headers.get("content-type") || "").split(
      ";"
    );
    log(`Response content type: ${contentType}`);
    try {
      const body = await response.text();
      switch (contentType) {
        case import_vetch.ContentType.FORM_URLENCODED:
          log("Decoding form data");
          decoded = response.body ? new URLSearchParams(body) : "";
          break;
        case import_vetch.ContentType.JSON:
          log("Decoding JSON");
          decoded = JSON.parse(body);
          break;
        default:
          log("Decoding text");
          decoded = body;
      }
    } catch (error) {
      log("Failed to decode body", error);
      if (contentLength > 0) {
        throw new import_vetch.VetchError(
          "Failed to decode response body",
          request,
          response
        );
      }
    }
    log("Decoded body", decoded);
    const responseHeaders = {};
    for (const [header, value] of response.headers.entries()) {
      Object.assign(response, header, value);
    }
    const result = {
      data: decoded,
      config: request,
      status: response.status,
      statusText: response.statusText,
      headers: responseHeaders,
      request
    };
    log("Response", JSON.stringify(result, null, 2));
    return result;
  }
};

// lib/fileClient.ts
var import_debug2 = __toESM(require("debug"));
var import_vetch2 = require("@vonage/vetch");
var import_node_fs = require("fs");
var import_promises = require("stream/promises");
var log2 = (0, import_debug2.default)("vonage:file-client");
var FileClient = class extends Client {
  authType = "jwt" /* JWT */;
  saveFilePath = "";
  /**
   * Downloads a file from Vonage and saves it to a specified path.
   *
   * @param {string} file - The URL or ID of the file to be downloaded.
   * @param {string} path - The path where the downloaded file should be saved.
   *
   * @throws {Error} Throws an error if the file could not be downloaded or saved.
   *
   * @return {Promise<void>} Resolves when the file is successfully downloaded and saved.
   */
  async downloadFile(file, path) {
    log2(`Downloading file: ${file}`);
    let fileURL;
    try {
      fileURL = new URL(file);
      log2("Downloading file by URL");
    } catch (_) {
      log2("Downloading file by ID");
      fileURL = new URL(`${this.config.apiHost}/v3/files/${file}`);
    }
    log2(`File URL ${fileURL}`);
    const hostname = fileURL.hostname.split(".").slice(-2).join(".");
    if (!["vonage.com", "nexmo.com"].includes(hostname)) {
      throw new Error(
        `The domain ${fileURL} is invalid for file download. Only vonage.com and nexmo.com are allowed.`
      );
    }
    const request = await this.addAuthenticationToRequest({
      url: fileURL.toString(),
      method: import_vetch2.HTTPMethods.GET
    });
    log2("File download request", request);
    const response = await fetch(
      request.url,
      {
        method: request.method,
        headers: request.headers
      }
    );
    log2("File download response", response);
    if (!response.ok) {
      throw new import_vetch2.VetchError(
        `Unexpected response when downloading file: ${response.statusText}`,
        request
      );
    }
    log2(`Saving to ${path}`);
    await (0, import_promises.pipeline)(response.body, (0, import_node_fs.createWriteStream)(path));
    log2("File saved");
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  FileClient
});
