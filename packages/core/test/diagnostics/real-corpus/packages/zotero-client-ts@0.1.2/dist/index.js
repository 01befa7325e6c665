// src/request.ts
import SparkMD5 from "spark-md5";

// src/response.ts
var parseIntHeaders = (headers, headerName) => {
  const value = headers?.get(headerName) ?? null;
  return value === null ? null : parseInt(value, 10);
};

class ApiResponse {
  raw;
  options;
  response;
  constructor(data, options, response) {
    this.raw = data;
    this.options = options;
    this.response = response;
  }
  getResponseType() {
    return "ApiResponse";
  }
  getData() {
    return this.raw;
  }
  getLinks() {
    if ("links" in this.raw) {
      return this.raw.links;
    }
    return null;
  }
  getMeta() {
    if ("meta" in this.raw) {
      return this.raw.meta;
    }
    return null;
  }
  getVersion() {
    return parseIntHeaders(this.response.headers, "Last-Modified-Version");
  }
}

class SchemaResponse extends ApiResponse {
  getResponseType() {
    return "SchemaResponse";
  }
  getVersion() {
    return this.raw.version;
  }
  getMeta() {
    return null;
  }
}

class SingleReadResponse extends ApiResponse {
  getResponseType() {
    return "SingleReadResponse";
  }
  getData() {
    return this.raw && "data" in this.raw ? this.raw.data : this.raw;
  }
}

class MultiReadResponse extends ApiResponse {
  getResponseType() {
    return "MultiReadResponse";
  }
  getData() {
    return this.raw.map((r) => ("data" in r) ? r.data : ("tag" in r) ? { tag: r.tag } : r);
  }
  getLinks() {
    return this.raw.map((r) => ("links" in r) && r.links || null);
  }
  getMeta() {
    return this.raw.map((r) => ("meta" in r) && r.meta || null);
  }
  getTotalResults() {
    return parseIntHeaders(this.response.headers, "Total-Results");
  }
  getRelLinks() {
    const links = this.response.headers.get("link") ?? "";
    const matches = Array.from(links.matchAll(/<(.*?)>;\s+rel="(.*?)"/ig));
    return Array.from(matches).reduce((acc, [_match, url, rel]) => {
      if (url && rel)
        acc[rel] = url;
      return acc;
    }, {});
  }
}

class SingleWriteResponse extends ApiResponse {
  getResponseType() {
    return "SingleWriteResponse";
  }
  getData() {
    return {
      ...this.options.body,
      version: this.getVersion()
    };
  }
}

class MultiWriteResponse extends ApiResponse {
  getResponseType() {
    return "MultiWriteResponse";
  }
  isSuccess() {
    return Object.keys(this.raw.failed).length === 0;
  }
  getData() {
    return this.options.body.map((item, index) => {
      const indexStr = index.toString();
      if (indexStr in this.raw.success) {
        const remoteItem = this.raw.successful && this.raw.successful[indexStr] || {};
        return {
          ...item,
          ...remoteItem.data,
          key: this.raw.success[indexStr],
          version: this.getVersion()
        };
      } else {
        return item;
      }
    });
  }
  getLinks() {
    return this.options.body.map((_, index) => {
      if ("successful" in this.raw) {
        const entry = this.raw.successful[index.toString()];
        if (entry) {
          return entry.links || null;
        }
      }
      return null;
    });
  }
  getMeta() {
    return this.options.body.map((_, index) => {
      if ("successful" in this.raw) {
        const entry = this.raw.successful[index.toString()];
        if (entry) {
          return entry.meta || null;
        }
      }
      return null;
    });
  }
  getErrors() {
    const errors = {};
    for (const i of Object.keys(this.raw.failed)) {
      errors[parseInt(i, 10)] = this.raw.failed[i];
    }
    return errors;
  }
  getEntityByKey(key) {
    const index = this.options.body.findIndex((entity) => {
      return entity.key === key;
    });
    if (index > -1) {
      return this.getEntityByIndex(index);
    }
    throw new Error(`Key ${key} is not present in the request`);
  }
  getEntityByIndex(index) {
    if (typeof index === "string") {
      index = parseInt(index, 10);
    }
    if (index.toString() in this.raw.success) {
      const remoteItem = this.raw.successful && this.raw.successful[index.toString()] || {};
      return {
        ...this.options.body[index],
        ...remoteItem.data,
        key: this.raw.success[index],
        version: this.getVersion()
      };
    }
    if (index.toString() in this.raw.unchanged) {
      return this.options.body[index];
    }
    if (index.toString() in this.raw.failed) {
      throw new Error(`${this.raw.failed[index.toString()].code}: ${this.raw.failed[index.toString()].message}`);
    }
    throw new Error(`Index ${index} is not present in the reponse`);
  }
}

class DeleteResponse extends ApiResponse {
  getResponseType() {
    return "DeleteResponse";
  }
}

class FileUploadResponse extends ApiResponse {
  uploadResponse;
  registerResponse;
  constructor(data, options, authResponse, uploadResponse, registerResponse) {
    super(data, options, authResponse);
    this.uploadResponse = uploadResponse;
    this.registerResponse = registerResponse;
  }
  getResponseType() {
    return "FileUploadResponse";
  }
  getVersion() {
    return parseIntHeaders(this.registerResponse?.headers || null, "Last-Modified-Version") ?? parseIntHeaders(this.uploadResponse?.headers || null, "Last-Modified-Version") ?? parseIntHeaders(this.response.headers, "Last-Modified-Version");
  }
}

class FileDownloadResponse extends ApiResponse {
  getResponseType() {
    return "FileDownloadResponse";
  }
}

class FileUrlResponse extends ApiResponse {
  getResponseType() {
    return "FileUrlResponse";
  }
}

class RawApiResponse extends ApiResponse {
  constructor(rawResponse, options) {
    super(rawResponse, options, rawResponse);
  }
  getResponseType() {
    return "RawApiResponse";
  }
}

class PretendResponse extends ApiResponse {
  getResponseType() {
    return "PretendResponse";
  }
  getVersion() {
    return null;
  }
}

class ErrorResponse extends Error {
  response;
  reason;
  options;
  constructor(message, reason, response, options) {
    super(message);
    this.response = response;
    this.reason = reason;
    this.message = message;
    this.options = options;
  }
  getVersion() {
    return parseIntHeaders(this.response.headers, "Last-Modified-Version");
  }
  getResponseType() {
    return "ErrorResponse";
  }
}

// src/request.ts
var acceptedHeaderNames = {
  authorization: "Authorization",
  contentType: "Content-Type",
  ifMatch: "If-Match",
  ifModifiedSinceVersion: "If-Modified-Since-Version",
  ifNoneMatch: "If-None-Match",
  ifUnmodifiedSinceVersion: "If-Unmodified-Since-Version",
  zoteroApiKey: "Zotero-API-Key",
  zoteroWriteToken: "Zotero-Write-Token",
  zoteroSchemaVersion: "Zotero-Schema-Version"
};
var queryParamsWithArraySupport = ["tag", "itemTag"];
var queryParamNames = [
  "annotationType",
  "collectionKey",
  "content",
  "direction",
  "format",
  "include",
  "includeTrashed",
  "itemKey",
  "itemQ",
  "itemQMode",
  "itemTag",
  "itemType",
  "limit",
  "linkMode",
  "locale",
  "q",
  "qmode",
  "searchKey",
  "since",
  "sort",
  "start",
  "style",
  "tag"
];
var filePatchQueryParamNames = [
  "algorithm",
  "upload"
];
var fetchParamNames = [
  "body",
  "cache",
  "credentials",
  "integrity",
  "keepalive",
  "method",
  "mode",
  "priority",
  "redirect",
  "referrer",
  "referrerPolicy",
  "signal"
];
var resourcesSpecs = [
  { name: "library", urlPart: "library", isKeyResource: true },
  { name: "collections", urlPart: "collections", isKeyResource: true },
  { name: "publications", urlPart: "publications", isKeyResource: false },
  { name: "items", urlPart: "items", isKeyResource: true },
  { name: "searches", urlPart: "searches", isKeyResource: true },
  { name: "top", urlPart: "top", isKeyResource: false },
  { name: "trash", urlPart: "trash", isKeyResource: false },
  { name: "tags", urlPart: "tags", isKeyResource: true },
  { name: "children", urlPart: "children", isKeyResource: false },
  { name: "groups", urlPart: "groups", isKeyResource: false },
  { name: "subcollections", urlPart: "collections", isKeyResource: false },
  { name: "itemTypes", urlPart: "itemTypes", isKeyResource: false },
  { name: "itemFields", urlPart: "itemFields", isKeyResource: false },
  { name: "schema", urlPart: "schema", isKeyResource: false },
  { name: "creatorFields", urlPart: "creatorFields", isKeyResource: false },
  { name: "itemTypeFields", urlPart: "itemTypeFields", isKeyResource: false },
  { name: "itemTypeCreatorTypes", urlPart: "itemTypeCreatorTypes", isKeyResource: false },
  { name: "template", urlPart: "items/new", isKeyResource: false },
  { name: "file", urlPart: "file", isKeyResource: false },
  { name: "fileUrl", urlPart: "file/view/url", isKeyResource: false },
  { name: "settings", urlPart: "settings", isKeyResource: true },
  { name: "deleted", urlPart: "deleted", isKeyResource: false },
  { name: "verifyKeyAccess", urlPart: "keys/current", isKeyResource: false }
];
var defaults = {
  apiAuthorityPart: "api.zotero.org",
  apiPath: "",
  apiScheme: "https",
  cache: "default",
  credentials: "omit",
  format: "json",
  method: "get",
  mode: "cors",
  pretend: false,
  redirect: "follow",
  resource: {},
  retry: 0,
  retryDelay: null,
  uploadRegisterOnly: null
};
var makeUrlPath = (resource) => {
  const path = [];
  for (const resourcesSpec of resourcesSpecs) {
    const resourceValue = resource[resourcesSpec.name];
    if (resourcesSpec.name in resource) {
      if (resourcesSpec.name === "library") {
        if (resourceValue.charAt(0) === "u") {
          path.push("users", resourceValue.slice(1));
        } else if (resourceValue.charAt(0) === "g") {
          path.push("groups", resourceValue.slice(1));
        }
      } else {
        path.push(resourcesSpec.urlPart);
        if (resourcesSpec.isKeyResource && resource[resourcesSpec.name]) {
          path.push(resourceValue);
        }
      }
    }
  }
  return path.join("/");
};
var makeUrlQuery = (options, paramNames) => {
  const params = [];
  for (const name of paramNames) {
    if (options[name]) {
      if (queryParamsWithArraySupport.includes(name) && Array.isArray(options[name])) {
        params.push(...options[name].map((k) => `${name}=${encodeURIComponent(k)}`));
      } else {
        params.push(`${name}=${encodeURIComponent(options[name])}`);
      }
    }
  }
  return params.length ? "?" + params.join("&") : "";
};
var makeHeaders = (options, headerNames) => {
  const headers = {};
  for (const header of Object.keys(headerNames)) {
    if (header in options) {
      headers[headerNames[header]] = options[header];
    }
  }
  return headers;
};
var hasDefinedKey = (object, key) => {
  return key in object && object[key] !== null && typeof object[key] !== "undefined";
};
var throwErrorResponse = async (rawResponse, options, requestDesc) => {
  const clonedRawResponse = rawResponse.clone();
  let reason = null;
  reason = await clonedRawResponse.text();
  throw new ErrorResponse(`${requestDesc}${rawResponse.status}: ${rawResponse.statusText}`, reason, rawResponse, options);
};
var isTransientFailure = (response) => response.status == 408 || response.status >= 500;
var sleep = (seconds) => {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve();
    }, seconds * 1000);
  });
};
var request = async (config) => {
  if ("response" in config && config.response) {
    return config;
  }
  const options = { ...defaults, ...config };
  if (hasDefinedKey(options, "body") && (hasDefinedKey(options, "file") || hasDefinedKey(options, "oldFile"))) {
    throw new Error('Cannot use both "file" and "body" in a single request.');
  }
  if (["POST", "PUT", "PATCH"].includes(options.method.toUpperCase()) && !("contentType" in config)) {
    options.contentType = "application/json";
  }
  if (hasDefinedKey(options, "filePatch")) {
    options.method = "POST";
  }
  const headers = makeHeaders(options, acceptedHeaderNames);
  const path = makeUrlPath(options.resource);
  const query = makeUrlQuery(options, queryParamNames);
  const url = `${options.apiScheme}://${options.apiAuthorityPart}/${options.apiPath}${path}${query}`;
  const fetchConfig = {
    headers: {}
  };
  for (const param of fetchParamNames) {
    if (param === "body" && hasDefinedKey(options, param)) {
      fetchConfig[param] = JSON.stringify(options[param]);
    } else {
      fetchConfig[param] = options[param];
    }
  }
  let fileUploadData = {};
  if ((hasDefinedKey(options, "filePatch") || hasDefinedKey(options, "file")) && hasDefinedKey(options, "fileName")) {
    const fileName = options.fileName;
    const md5sum = SparkMD5.ArrayBuffer.hash(options.file);
    const mtime = Date.now();
    const fileSize = options.file.byteLength;
    fileUploadData = { fileName, md5sum, mtime, fileSize };
    fetchConfig.body = `md5=${md5sum}&filename=${fileName}&filesize=${fileSize}&mtime=${mtime}`;
  }
  if (options.uploadRegisterOnly === true) {
    const { fileName, fileSize, md5sum, mtime } = options;
    fileUploadData = { fileName, md5sum, mtime, fileSize };
    fetchConfig.body = `md5=${md5sum}&filename=${fileName}&filesize=${fileSize}&mtime=${mtime}`;
  }
  fetchConfig.method = fetchConfig.method.toUpperCase();
  fetchConfig.headers = headers;
  options.retryCount = 0;
  if (options.pretend) {
    const response2 = new PretendResponse({ url, fetchConfig }, options, {});
    return { response: response2, ...config, source: "request" };
  }
  let rawResponse = await fetch(url, fetchConfig);
  if (isTransientFailure(rawResponse) && options.retry > 0) {
    let retriesCounter = options.retry;
    let nextRetryDelay = typeof options.retryDelay === "number" ? options.retryDelay : 1;
    while (retriesCounter > 0) {
      await sleep(nextRetryDelay);
      options.retryCount++;
      rawResponse = await fetch(url, fetchConfig);
      if (!isTransientFailure(rawResponse)) {
        break;
      }
      if (typeof options.retryDelay !== "number") {
        nextRetryDelay *= 2;
      }
      retriesCounter--;
    }
  }
  let response;
  if ((hasDefinedKey(options, "file") || hasDefinedKey(options, "filePatch")) && hasDefinedKey(options, "fileName") || options.uploadRegisterOnly === true) {
    if (rawResponse.ok) {
      const authData = await rawResponse.json();
      if ("exists" in authData && authData.exists) {
        response = new FileUploadResponse({ ...fileUploadData, ...authData }, options, rawResponse);
      } else {
        if (options.uploadRegisterOnly === true) {
          throw new ErrorResponse("API did not recognize provided file meta.", "Attempted to register existing file, but API did not recognize provided file meta.", rawResponse, options);
        }
        let uploadResponse, isUploadSuccessful, registerResponse;
        if (hasDefinedKey(options, "filePatch")) {
          const uploadQuery = makeUrlQuery({ ...options, upload: authData.uploadKey }, filePatchQueryParamNames);
          const uploadUrl = `${options.apiScheme}://${options.apiAuthorityPart}/${options.apiPath}${path}${uploadQuery}`;
          delete fetchConfig.headers["Content-Type"];
          uploadResponse = await fetch(uploadUrl, {
            ...fetchConfig,
            method: "PATCH",
            body: options.filePatch
          });
          isUploadSuccessful = uploadResponse.status === 204;
        } else {
          const prefix = new Uint8ClampedArray(authData.prefix.split("").map((e) => e.charCodeAt(0)));
          const suffix = new Uint8ClampedArray(authData.suffix.split("").map((e) => e.charCodeAt(0)));
          const body = new Uint8ClampedArray(prefix.byteLength + options.file.byteLength + suffix.byteLength);
          body.set(prefix, 0);
          body.set(new Uint8ClampedArray(options.file), prefix.byteLength);
          body.set(suffix, prefix.byteLength + options.file.byteLength);
          uploadResponse = await fetch(authData.url, {
            headers: {
              [acceptedHeaderNames["contentType"]]: authData.contentType
            },
            method: "POST",
            body: body.buffer
          });
          isUploadSuccessful = uploadResponse.status === 201;
          registerResponse = await fetch(url, {
            ...fetchConfig,
            body: `upload=${authData.uploadKey}`
          });
          if (!registerResponse.ok) {
            return await throwErrorResponse(registerResponse, options, "Upload stage 3: ");
          }
        }
        if (isUploadSuccessful) {
          response = new FileUploadResponse(fileUploadData, options, rawResponse, uploadResponse, registerResponse);
        } else {
          return await throwErrorResponse(uploadResponse, options, "Upload stage 2: ");
        }
      }
    } else {
      return await throwErrorResponse(rawResponse, options, "Upload stage 1: ");
    }
  } else {
    if (rawResponse.status < 200 || rawResponse.status >= 400) {
      return await throwErrorResponse(rawResponse, options, "");
    }
    let content;
    if (options.format === "json") {
      try {
        content = await rawResponse.json();
      } catch (_) {
        content = null;
      }
      switch (options.method.toUpperCase()) {
        case "GET":
        default:
          if ("library" in options.resource) {
            if (content && Array.isArray(content)) {
              response = new MultiReadResponse(content, options, rawResponse);
            } else {
              response = new SingleReadResponse(content, options, rawResponse);
            }
          } else {
            if ("schema" in options.resource) {
              response = new SchemaResponse(content, options, rawResponse);
            } else {
              response = new ApiResponse(content, options, rawResponse);
            }
          }
          break;
        case "POST":
        case "PUT":
        case "PATCH":
          if (content && typeof content === "object" && "success" in content) {
            response = new MultiWriteResponse(content, options, rawResponse);
          } else {
            response = new SingleWriteResponse(content, options, rawResponse);
          }
          break;
        case "DELETE":
          response = new DeleteResponse(content, options, rawResponse);
          break;
      }
    } else {
      if ("file" in options.resource && options.method.toUpperCase() === "GET") {
        const rawData = await rawResponse.arrayBuffer();
        response = new FileDownloadResponse(rawData, options, rawResponse);
      } else if ("fileUrl" in options.resource && options.method.toUpperCase() === "GET") {
        const urlText = await rawResponse.text();
        response = new FileUrlResponse(urlText.replace(`
`, "").trim(), options, rawResponse);
      } else {
        response = new RawApiResponse(rawResponse, options);
      }
    }
  }
  return {
    ...config,
    source: "request",
    response
  };
};
var request_default = request;

// src/api.ts
var api = function(key, opts) {
  const api2 = function(key2 = "", opts2 = {}) {
    let props = { ...processOpts(opts2) };
    if (!("executors" in props) && (!this || !("executors" in this))) {
      props.executors = [request_default];
    }
    if (key2) {
      props.zoteroApiKey = key2;
    }
    return ef.bind(this)(props);
  };
  const library = function() {
    let libraryKey;
    if (arguments.length > 1) {
      switch (arguments[0].toLowerCase()) {
        case "user":
          libraryKey = `u${arguments[1]}`;
          break;
        case "group":
          libraryKey = `g${arguments[1]}`;
          break;
        default:
          throw new Error(`Unrecognized library type ${arguments[0]}`);
      }
    } else {
      libraryKey = arguments[0];
    }
    return efr.bind(this)({
      library: libraryKey
    });
  };
  const items = function(items2 = null) {
    return efr.bind(this)({
      items: items2
    });
  };
  const itemTypes = function() {
    return efr.bind(this)({
      itemTypes: null
    });
  };
  const itemFields = function() {
    return efr.bind(this)({
      itemFields: null
    });
  };
  const creatorFields = function() {
    return efr.bind(this)({
      creatorFields: null
    });
  };
  const schema = function() {
    return efr.bind(this)({
      schema: null
    });
  };
  const itemTypeFields = function(itemType) {
    if (!itemType) {
      throw new Error("itemTypeFields() requires an itemType argument");
    }
    return efr.bind(this)({
      itemTypeFields: null
    }, { itemType });
  };
  const itemTypeCreatorTypes = function(itemType) {
    if (!itemType) {
      throw new Error("itemTypeCreatorTypes() requires an itemType argument");
    }
    return efr.bind(this)({
      itemTypeCreatorTypes: null
    }, { itemType });
  };
  const template = function(itemType, subType) {
    if (!itemType) {
      throw new Error("template() requires an itemType argument");
    }
    const subTypeOpts = {};
    if (subType && itemType === "annotation") {
      subTypeOpts.annotationType = subType;
    } else if (subType && itemType === "attachment") {
      subTypeOpts.linkMode = subType;
    }
    return efr.bind(this)({
      template: null
    }, { itemType, ...subTypeOpts });
  };
  const collections = function(collections2) {
    return efr.bind(this)({
      collections: collections2 || null
    });
  };
  const subcollections = function() {
    return efr.bind(this)({
      subcollections: null
    });
  };
  const publications = function() {
    return efr.bind(this)({
      publications: null
    });
  };
  const tags = function(tags2 = null) {
    return efr.bind(this)({
      tags: tags2
    });
  };
  const searches = function(searches2 = null) {
    return efr.bind(this)({
      searches: searches2
    });
  };
  const top = function() {
    return efr.bind(this)({
      top: null
    });
  };
  const trash = function() {
    return efr.bind(this)({
      trash: null
    });
  };
  const children = function() {
    return efr.bind(this)({
      children: null
    });
  };
  const settings = function(settings2 = null) {
    return efr.bind(this)({
      settings: settings2
    });
  };
  const deleted = function(since) {
    const resource = {
      ...this.resource,
      deleted: null
    };
    return ef.bind(this)({ since, resource });
  };
  const groups = function() {
    return efr.bind(this)({
      groups: null
    });
  };
  const version = function(version2) {
    if (typeof version2 !== "number" || isNaN(version2)) {
      throw new Error("version() requires a number argument");
    }
    return ef.bind(this)({ version: version2 });
  };
  const attachment = function(fileName, file, mtime, md5sum, patch2, algorithm) {
    const resource = {
      ...this.resource,
      file: null
    };
    const bindParams = {};
    if (md5sum) {
      bindParams.ifMatch = md5sum;
      if (patch2 && algorithm) {
        bindParams.filePatch = patch2;
        bindParams.algorithm = algorithm;
      }
    } else {
      bindParams.ifNoneMatch = "*";
    }
    if (fileName && file) {
      return ef.bind(this)({
        format: null,
        contentType: "application/x-www-form-urlencoded",
        fileName,
        resource,
        file,
        mtime,
        ...bindParams
      });
    } else {
      return ef.bind(this)({ format: null, resource });
    }
  };
  const registerAttachment = function(fileName, fileSize, mtime, md5sum) {
    const resource = {
      ...this.resource,
      file: null
    };
    if (fileName && typeof fileSize !== "undefined" && typeof mtime !== "undefined" && md5sum) {
      return ef.bind(this)({
        contentType: "application/x-www-form-urlencoded",
        fileName,
        fileSize,
        format: null,
        ifMatch: md5sum,
        md5sum,
        mtime,
        resource,
        uploadRegisterOnly: true
      });
    } else {
      throw new Error("Called registerAttachment() without specifing required parameters");
    }
  };
  const attachmentUrl = function() {
    const resource = {
      ...this.resource,
      fileUrl: null
    };
    return ef.bind(this)({
      format: null,
      resource
    });
  };
  const verifyKeyAccess = function() {
    return efr.bind(this)({
      verifyKeyAccess: null
    });
  };
  const get = function(opts2) {
    return execute(prepareRequest(this, "get", opts2));
  };
  const post = function(data, opts2) {
    return execute(prepareRequest(this, "post", opts2, data));
  };
  const put = function(data, opts2) {
    return execute(prepareRequest(this, "put", opts2, data));
  };
  const patch = function(data, opts2) {
    return execute(prepareRequest(this, "patch", opts2, data));
  };
  const del = function(keysToDelete, opts2) {
    return execute(prepareRequest(this, "delete", opts2, keysToDelete));
  };
  const getConfig = function() {
    return this;
  };
  const pretend = function(verb = "get", data, opts2) {
    return execute(prepareRequest(this, verb, { ...opts2, pretend: true }, data));
  };
  const use = function(extend) {
    return extend({
      config: this,
      functions,
      ef,
      efr,
      execute
    });
  };
  const functions = {
    api: api2,
    attachment,
    attachmentUrl,
    children,
    collections,
    creatorFields,
    delete: del,
    deleted,
    get,
    getConfig,
    groups,
    itemFields,
    items,
    itemTypeCreatorTypes,
    itemTypeFields,
    itemTypes,
    library,
    patch,
    post,
    pretend,
    publications,
    put,
    registerAttachment,
    schema,
    searches,
    settings,
    subcollections,
    tags,
    template,
    top,
    trash,
    use,
    verifyKeyAccess,
    version
  };
  const ef = function(opts2) {
    const context = { ...this, ...opts2 };
    if (!context.resource) {
      context.resource = {};
    }
    const enhancedFunctions = {};
    for (const fname in functions) {
      enhancedFunctions[fname] = functions[fname].bind(context);
    }
    return enhancedFunctions;
  };
  const efr = function(resource, opts2) {
    resource = { ...this.resource, ...resource };
    const newOpts = { ...opts2, resource };
    return ef.bind(this)(newOpts);
  };
  const processOpts = function(opts2) {
    const newOpts = { ...opts2 };
    if ("apiScheme" in newOpts) {
      if (newOpts.apiScheme.endsWith("://")) {
        newOpts.apiScheme = newOpts.apiScheme.substring(0, newOpts.apiScheme.length - 3);
      }
      if (!newOpts.apiScheme.match(/^[a-zA-Z0-9+\-.]+$/)) {
        throw new Error("apiScheme can only contain alphanumeric characters, plus (+), minus (-), and dot (.)");
      }
    }
    if ("apiPath" in newOpts) {
      if (newOpts.apiPath.startsWith("/")) {
        newOpts.apiPath = newOpts.apiPath.substring(1);
      }
      if (newOpts.apiPath.length > 0 && !newOpts.apiPath.endsWith("/")) {
        newOpts.apiPath += "/";
      }
    }
    return newOpts;
  };
  const prepareRequest = function(config, verb, opts2, body) {
    const method = verb.toLowerCase();
    let relevantSearchKey;
    let requestConfig;
    let keysToDelete;
    switch (method) {
      case "get":
        requestConfig = { ...config, ...processOpts(opts2 || {}), method };
        if ("version" in requestConfig) {
          requestConfig["ifModifiedSinceVersion"] = requestConfig["version"];
          delete requestConfig["version"];
        }
        return requestConfig;
      case "post":
      case "put":
      case "patch":
        requestConfig = { ...config, ...opts2, body, method };
        if ("version" in requestConfig) {
          requestConfig["ifUnmodifiedSinceVersion"] = requestConfig["version"];
          delete requestConfig["version"];
        }
        return requestConfig;
      case "delete":
        requestConfig = { ...config, ...opts2, method };
        keysToDelete = body;
        if (keysToDelete && !Array.isArray(keysToDelete)) {
          throw new Error(`Called delete() with ${typeof keysToDelete}, expected an Array`);
        }
        if ("version" in requestConfig) {
          requestConfig["ifUnmodifiedSinceVersion"] = requestConfig["version"];
          delete requestConfig["version"];
        }
        if ("resource" in requestConfig && "items" in requestConfig.resource) {
          relevantSearchKey = "itemKey";
        } else if ("resource" in requestConfig && "collections" in requestConfig.resource) {
          relevantSearchKey = "collectionKey";
        } else if ("resource" in requestConfig && "tags" in requestConfig.resource) {
          relevantSearchKey = "tag";
        } else if ("resource" in requestConfig && "searches" in requestConfig.resource) {
          relevantSearchKey = "searchKey";
        } else if ("resource" in requestConfig && "settings" in requestConfig.resource) {
          if (keysToDelete) {
            throw new Error("Arguments to delete() not supported when deleting settings");
          }
        } else {
          throw new Error("Called delete() without first specifing what to delete");
        }
        if (keysToDelete) {
          requestConfig[relevantSearchKey] = [
            ...requestConfig[relevantSearchKey] || [],
            ...keysToDelete
          ];
        }
        return requestConfig;
    }
    return requestConfig;
  };
  const execute = async (config) => {
    for (const f of config.executors) {
      config = await f(config);
    }
    return config.response;
  };
  return api2(...arguments);
};
var api_default = api;

// src/index.ts
var src_default = api_default;
export {
  src_default as default,
  SingleWriteResponse,
  SingleReadResponse,
  SchemaResponse,
  RawApiResponse,
  PretendResponse,
  MultiWriteResponse,
  MultiReadResponse,
  FileUrlResponse,
  FileUploadResponse,
  FileDownloadResponse,
  ErrorResponse,
  DeleteResponse,
  ApiResponse
};
