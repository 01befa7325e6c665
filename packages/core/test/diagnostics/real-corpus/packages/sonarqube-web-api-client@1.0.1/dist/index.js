var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __knownSymbol = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError = (msg) => {
  throw TypeError(msg);
};
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __decoratorStart = (base) => [, , , __create(base?.[__knownSymbol("metadata")] ?? null)];
var __decoratorStrings = ["class", "method", "getter", "setter", "accessor", "field", "value", "get", "set"];
var __expectFn = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError("Function expected") : fn;
var __decoratorContext = (kind, name, done, metadata, fns) => ({ kind: __decoratorStrings[kind], name, metadata, addInitializer: (fn) => done._ ? __typeError("Already initialized") : fns.push(__expectFn(fn || null)) });
var __decoratorMetadata = (array, target) => __defNormalProp(target, __knownSymbol("metadata"), array[3]);
var __runInitializers = (array, flags, self, value) => {
  for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) fns[i].call(self) ;
  return value;
};
var __decorateElement = (array, flags, name, decorators, target, extra) => {
  var it, done, ctx, access, k = flags & 7, s = false, p = false;
  var j = 2 , key = __decoratorStrings[k + 5];
  var extraInitializers = array[j] || (array[j] = []);
  var desc = ((target = target.prototype), __getOwnPropDesc(target , name));
  for (var i = decorators.length - 1; i >= 0; i--) {
    ctx = __decoratorContext(k, name, done = {}, array[3], extraInitializers);
    {
      ctx.static = s, ctx.private = p, access = ctx.access = { has: (x) => name in x };
      access.get = (x) => x[name];
    }
    it = (0, decorators[i])(desc[key]  , ctx), done._ = 1;
    __expectFn(it) && (desc[key] = it );
  }
  return desc && __defProp(target, name, desc), target;
};

// src/errors/SonarQubeError.ts
var SonarQubeError, ApiError, ValidationError, RateLimitError, AuthenticationError, AuthorizationError, NotFoundError, NetworkError, TimeoutError, ServerError, IndexingInProgressError;
var init_SonarQubeError = __esm({
  "src/errors/SonarQubeError.ts"() {
    SonarQubeError = class extends Error {
      /**
       * Error code for categorizing the error type
       */
      code;
      /**
       * HTTP status code if applicable
       */
      statusCode;
      /**
       * Additional error details
       */
      details;
      constructor(message, code, statusCode, details) {
        super(message);
        this.name = this.constructor.name;
        this.code = code;
        this.statusCode = statusCode;
        this.details = details;
        if (typeof Error.captureStackTrace === "function") {
          Error.captureStackTrace(this, this.constructor);
        }
      }
    };
    ApiError = class extends SonarQubeError {
      constructor(message, statusCode, response) {
        super(message, "API_ERROR", statusCode, response);
      }
    };
    ValidationError = class extends SonarQubeError {
      constructor(message, field) {
        super(
          message,
          "VALIDATION_ERROR",
          void 0,
          field !== void 0 && field !== "" ? { field } : void 0
        );
      }
    };
    RateLimitError = class extends SonarQubeError {
      retryAfter;
      constructor(message, retryAfter) {
        super(message, "RATE_LIMIT_ERROR", 429, { retryAfter });
        this.retryAfter = retryAfter;
      }
    };
    AuthenticationError = class extends SonarQubeError {
      constructor(message = "Authentication failed") {
        super(message, "AUTHENTICATION_ERROR", 401);
      }
    };
    AuthorizationError = class extends SonarQubeError {
      constructor(message = "Insufficient permissions") {
        super(message, "AUTHORIZATION_ERROR", 403);
      }
    };
    NotFoundError = class extends SonarQubeError {
      constructor(message = "Resource not found", resource) {
        super(message, "NOT_FOUND_ERROR", 404, { resource });
      }
    };
    NetworkError = class extends SonarQubeError {
      constructor(message, cause) {
        super(message, "NETWORK_ERROR", void 0, { cause });
        if (cause) {
          Object.defineProperty(this, "cause", {
            value: cause,
            writable: false,
            configurable: false,
            enumerable: false
          });
        }
      }
    };
    TimeoutError = class extends SonarQubeError {
      constructor(message = "Request timed out", timeout) {
        super(message, "TIMEOUT_ERROR", void 0, { timeout });
      }
    };
    ServerError = class extends SonarQubeError {
      constructor(message, statusCode, response) {
        super(message, "SERVER_ERROR", statusCode, response);
      }
    };
    IndexingInProgressError = class extends SonarQubeError {
      constructor(message = "Issue indexing in progress, please try again later") {
        super(message, "INDEXING_IN_PROGRESS", 503);
      }
    };
  }
});

// src/errors/errorFactory.ts
async function parseErrorResponse(response) {
  try {
    const contentType = response.headers.get("content-type");
    if (contentType?.includes("application/json") === true) {
      const text = await response.text();
      if (text) {
        const errorData = JSON.parse(text);
        if (errorData.errors && errorData.errors.length > 0) {
          return errorData.errors.map((e) => e.msg).join(", ");
        }
      }
    }
  } catch {
  }
  return response.statusText && response.statusText !== "" ? response.statusText : `HTTP ${String(response.status)}`;
}
function isIndexingError(errorMessage) {
  const lowerMessage = errorMessage.toLowerCase();
  return lowerMessage.includes("indexing in progress") || lowerMessage.includes("issues index") || lowerMessage.includes("index is not ready") || lowerMessage.includes("index") && lowerMessage.includes("progress");
}
function parseRetryAfter(retryAfter) {
  if (retryAfter === null || retryAfter === "") {
    return void 0;
  }
  const parsed = Number.parseInt(retryAfter, 10);
  return Number.isNaN(parsed) ? void 0 : parsed;
}
function createErrorWithHeaders(errorClass, errorMessage, status, headers) {
  const headerObject = Object.fromEntries(headers.entries());
  if (errorClass === SonarQubeError) {
    return new SonarQubeError(errorMessage, "UNKNOWN_ERROR", status, { headers: headerObject });
  }
  if (errorClass === ApiError) {
    return new ApiError(errorMessage, status, { headers: headerObject });
  }
  return new ServerError(errorMessage, status, { headers: headerObject });
}
async function createErrorFromResponse(response) {
  const errorMessage = await parseErrorResponse(response);
  const { status } = response;
  switch (status) {
    case 401:
      return new AuthenticationError(errorMessage);
    case 403:
      return new AuthorizationError(errorMessage);
    case 404:
      return new NotFoundError(errorMessage);
    case 429:
      return new RateLimitError(errorMessage, parseRetryAfter(response.headers.get("Retry-After")));
    case 503:
      if (isIndexingError(errorMessage)) {
        return new IndexingInProgressError(errorMessage);
      }
      return createErrorWithHeaders(ServerError, errorMessage, status, response.headers);
    default:
      if (status >= 500 && status < 600) {
        return createErrorWithHeaders(ServerError, errorMessage, status, response.headers);
      }
      if (status >= 400 && status < 500) {
        return createErrorWithHeaders(ApiError, errorMessage, status, response.headers);
      }
      return createErrorWithHeaders(SonarQubeError, errorMessage, status, response.headers);
  }
}
function createNetworkError(error) {
  if (error instanceof Error) {
    if (error.message.includes("fetch")) {
      return new NetworkError("Network request failed", error);
    }
    if (error.name === "AbortError") {
      return new TimeoutError("Request was aborted");
    }
    return new NetworkError(error.message, error);
  }
  return new NetworkError("An unknown network error occurred");
}
var init_errorFactory = __esm({
  "src/errors/errorFactory.ts"() {
    init_SonarQubeError();
  }
});

// src/errors/index.ts
var errors_exports = {};
__export(errors_exports, {
  ApiError: () => ApiError,
  AuthenticationError: () => AuthenticationError,
  AuthorizationError: () => AuthorizationError,
  IndexingInProgressError: () => IndexingInProgressError,
  NetworkError: () => NetworkError,
  NotFoundError: () => NotFoundError,
  RateLimitError: () => RateLimitError,
  ServerError: () => ServerError,
  SonarQubeError: () => SonarQubeError,
  TimeoutError: () => TimeoutError,
  ValidationError: () => ValidationError,
  createErrorFromResponse: () => createErrorFromResponse,
  createNetworkError: () => createNetworkError
});
var init_errors = __esm({
  "src/errors/index.ts"() {
    init_SonarQubeError();
    init_errorFactory();
  }
});

// src/core/BaseClient.ts
init_errors();

// src/core/utils/v2-query-builder.ts
function buildV2Query(params) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === void 0 || value === null) {
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length > 0) {
        query.append(key, value.join(","));
      }
    } else if (typeof value === "boolean") {
      query.append(key, String(value));
    } else if (value instanceof Date) {
      query.append(key, value.toISOString());
    } else if (typeof value === "string" || typeof value === "number") {
      query.append(key, String(value));
    } else {
      console.warn(`Skipping parameter '${key}' with unsupported type: ${typeof value}`);
    }
  }
  return query.toString();
}

// src/core/auth/BearerTokenAuthProvider.ts
var BearerTokenAuthProvider = class {
  constructor(token) {
    this.token = token;
    if (!token) {
      throw new Error("Token is required for Bearer authentication");
    }
  }
  applyAuth(headers) {
    headers.set("Authorization", `Bearer ${this.token}`);
    return headers;
  }
  getAuthType() {
    return "bearer";
  }
};

// src/core/auth/BasicAuthProvider.ts
var BasicAuthProvider = class {
  encodedCredentials;
  constructor(username, password = "") {
    if (!username) {
      throw new TypeError("Username is required for Basic authentication");
    }
    const credentials = `${username}:${password}`;
    if (typeof Buffer === "undefined") {
      const utf8Bytes = new TextEncoder().encode(credentials);
      const binaryString = Array.from(utf8Bytes, (byte) => String.fromCodePoint(byte)).join("");
      this.encodedCredentials = btoa(binaryString);
    } else {
      this.encodedCredentials = Buffer.from(credentials).toString("base64");
    }
  }
  applyAuth(headers) {
    headers.set("Authorization", `Basic ${this.encodedCredentials}`);
    return headers;
  }
  getAuthType() {
    return "basic";
  }
};

// src/core/auth/PasscodeAuthProvider.ts
var PasscodeAuthProvider = class {
  constructor(passcode) {
    this.passcode = passcode;
    if (!passcode) {
      throw new Error("Passcode is required for Passcode authentication");
    }
  }
  applyAuth(headers) {
    headers.set("X-Sonar-Passcode", this.passcode);
    return headers;
  }
  getAuthType() {
    return "passcode";
  }
};

// src/core/auth/NoAuthProvider.ts
var NoAuthProvider = class {
  applyAuth(headers) {
    return headers;
  }
  getAuthType() {
    return "none";
  }
};

// src/core/BaseClient.ts
var BaseClient = class {
  constructor(baseUrl, authProviderOrToken, organizationOrOptions) {
    this.baseUrl = baseUrl;
    if (typeof authProviderOrToken === "string") {
      this.authProvider = authProviderOrToken.length === 0 ? new NoAuthProvider() : new BearerTokenAuthProvider(authProviderOrToken);
    } else {
      this.authProvider = authProviderOrToken;
    }
    if (typeof organizationOrOptions === "string") {
      this.options = { organization: organizationOrOptions };
    } else {
      this.options = organizationOrOptions ?? {};
    }
  }
  options;
  authProvider;
  get organization() {
    return this.options.organization;
  }
  async request(url, options) {
    const responseType = options?.responseType ?? "json";
    let headers = new Headers();
    if (responseType === "json") {
      headers.set("Content-Type", "application/json");
    }
    headers = this.authProvider.applyAuth(headers);
    if (options?.headers) {
      const optHeaders = new Headers(options.headers);
      for (const [key, value] of optHeaders) {
        headers.set(key, value);
      }
    }
    let finalUrl = url;
    if (this.organization !== void 0 && this.organization.length > 0) {
      const urlObj = new URL(url, this.baseUrl);
      if (!urlObj.searchParams.has("organization")) {
        urlObj.searchParams.set("organization", this.organization);
      }
      finalUrl = urlObj.pathname + urlObj.search;
    }
    let response;
    try {
      response = await fetch(`${this.baseUrl}${finalUrl}`, {
        ...options,
        headers
      });
    } catch (error) {
      throw createNetworkError(error);
    }
    if (!response.ok) {
      throw await createErrorFromResponse(response);
    }
    switch (responseType) {
      case "arrayBuffer":
        return response.arrayBuffer();
      case "blob":
        return response.blob();
      case "text":
        return response.text();
      case "json":
      default: {
        const text = await response.text();
        if (!text) {
          return void 0;
        }
        return JSON.parse(text);
      }
    }
  }
  /**
   * Build a query string for v2 APIs
   * @param params - Query parameters
   * @returns URL-encoded query string
   */
  buildV2Query(params) {
    return buildV2Query(params);
  }
};

// src/core/builders/BaseBuilder.ts
var BaseBuilder = class {
  constructor(executor) {
    this.executor = executor;
  }
  params = {};
  /**
   * Set a parameter value
   */
  setParam(key, value) {
    this.params[key] = value;
    return this;
  }
  /**
   * Set multiple parameters at once
   */
  setParams(params) {
    Object.assign(this.params, params);
    return this;
  }
};

// src/core/builders/PaginatedBuilder.ts
var PaginatedBuilder = class extends BaseBuilder {
  /**
   * Set the page number
   */
  page(pageNumber) {
    return this.setParam("p", pageNumber);
  }
  /**
   * Set the page size
   */
  pageSize(size) {
    return this.setParam("ps", size);
  }
  /**
   * Execute and return all items using async iteration
   */
  async *all() {
    let currentPage = 1;
    let hasMore = true;
    while (hasMore) {
      const response = await this.page(currentPage).execute();
      const items = this.getItems(response);
      for (const item of items) {
        yield item;
      }
      hasMore = this.hasMorePages(response, currentPage);
      currentPage++;
    }
  }
  /**
   * Check if there are more pages
   */
  hasMorePages(response, currentPage) {
    if (response.paging) {
      const totalPages = Math.ceil(response.paging.total / response.paging.pageSize);
      return currentPage < totalPages;
    }
    if ("isLastPage" in response) {
      return !response.isLastPage;
    }
    return false;
  }
};

// src/core/builders/validation.ts
init_errors();
function isRequired(value) {
  return typeof value === "string" && value !== "";
}
function validateRequired(value, fieldName) {
  if (!isRequired(value)) {
    throw new ValidationError(`${fieldName} is required`);
  }
}
function validateOAuth(clientId, clientSecret, providerName = "OAuth") {
  if (!isRequired(clientId) || !isRequired(clientSecret)) {
    throw new ValidationError(`${providerName} client ID and secret are required`);
  }
}

// src/core/builders/AlmIntegrationBuilder.ts
init_errors();
function validateAlmSetting(almSetting) {
  if (almSetting === void 0 || almSetting.trim() === "") {
    throw new ValidationError("almSetting is required");
  }
}
var RepositorySearchBuilder = class extends PaginatedBuilder {
  /**
   * Set the ALM setting key
   * @param almSetting - The ALM setting key
   */
  withAlmSetting(almSetting) {
    return this.setParam("almSetting", almSetting);
  }
  /**
   * Set the search query
   * @param query - The search query
   */
  withQuery(query) {
    return this.setParam("q", query);
  }
  /**
   * Filter by project
   * @param projectKey - The project key
   */
  inProject(projectKey) {
    return this.setParam("projectKey", projectKey);
  }
  /**
   * Validates that the ALM setting is provided
   * @throws {ValidationError} if almSetting is not set
   */
  validateAlmSetting() {
    validateAlmSetting(this.params.almSetting);
  }
};

// src/core/builders/AlmSettingsBuilder.ts
var AlmSettingsBuilderWithOAuth = class extends BaseBuilder {
  /**
   * Set OAuth credentials
   * @param clientId - OAuth client ID
   * @param clientSecret - OAuth client secret
   */
  withOAuth(clientId, clientSecret) {
    return this.setParams({ clientId, clientSecret });
  }
};
var AlmSettingsBuilderWithKey = class extends AlmSettingsBuilderWithOAuth {
  constructor(executor, key) {
    super(executor);
    this.setParam("key", key);
  }
};
var UpdatableAlmSettingsBuilderWithKey = class extends AlmSettingsBuilderWithKey {
  /**
   * Set a new key for the ALM setting
   * @param newKey - The new key for the ALM setting
   */
  withNewKey(newKey) {
    return this.setParam("newKey", newKey);
  }
};
var ProjectBindingBuilder = class extends BaseBuilder {
  constructor(executor, project, almSetting) {
    super(executor);
    this.setParam("project", project);
    this.setParam("almSetting", almSetting);
  }
  /**
   * Enable monorepo analysis for this project binding
   * @param monorepo - Whether to enable monorepo analysis (default: true)
   */
  asMonorepo(monorepo = true) {
    return this.setParam("monorepo", monorepo);
  }
  /**
   * Set the repository identifier
   * @param repository - The repository identifier
   */
  withRepository(repository) {
    return this.setParam("repository", repository);
  }
};

// src/core/builders/helpers/ParameterHelpers.ts
function booleanMethodImpl(paramName, defaultValue, value = defaultValue) {
  return this.setParam(paramName, value);
}
function stringMethodImpl(paramName, value) {
  return this.setParam(paramName, value);
}
function arrayMethodImpl(paramName, values) {
  return this.setParam(paramName, values);
}
function optionalStringMethodImpl(paramName, value) {
  if (value !== void 0) {
    return this.setParam(paramName, value);
  }
  return this;
}
var ParameterHelpers;
((ParameterHelpers2) => {
  function createBooleanMethod(paramName, defaultValue = true) {
    return function(value = defaultValue) {
      return booleanMethodImpl.call(this, paramName, defaultValue, value);
    };
  }
  ParameterHelpers2.createBooleanMethod = createBooleanMethod;
  function createStringMethod(paramName) {
    return function(value) {
      return stringMethodImpl.call(this, paramName, value);
    };
  }
  ParameterHelpers2.createStringMethod = createStringMethod;
  function createArrayMethod(paramName) {
    return function(values) {
      return arrayMethodImpl.call(this, paramName, values);
    };
  }
  ParameterHelpers2.createArrayMethod = createArrayMethod;
  function createOptionalStringMethod(paramName) {
    return function(value) {
      return optionalStringMethodImpl.call(this, paramName, value);
    };
  }
  ParameterHelpers2.createOptionalStringMethod = createOptionalStringMethod;
})(ParameterHelpers || (ParameterHelpers = {}));

// src/core/deprecation/DeprecationManager.ts
var DeprecationManager = class _DeprecationManager {
  static warnings = /* @__PURE__ */ new Set();
  static options = {};
  /**
   * Configure deprecation behavior globally
   */
  static configure(options) {
    _DeprecationManager.options = { ..._DeprecationManager.options, ...options };
  }
  /**
   * Warn about deprecated API usage
   */
  static warn(context) {
    const key = context.api;
    const hasWarned = _DeprecationManager.warnings.has(key);
    if (!hasWarned) {
      _DeprecationManager.warnings.add(key);
    }
    if (_DeprecationManager.options.suppressDeprecationWarnings === true || hasWarned) {
      return;
    }
    if (_DeprecationManager.options.onDeprecationWarning) {
      _DeprecationManager.options.onDeprecationWarning(context);
      return;
    }
    if (_DeprecationManager.options.strictMode === true) {
      throw new Error(_DeprecationManager.formatDeprecationMessage(context));
    }
    console.warn(_DeprecationManager.formatDeprecationMessage(context));
  }
  /**
   * Clear all recorded warnings (useful for testing)
   */
  static clearWarnings() {
    _DeprecationManager.warnings.clear();
  }
  /**
   * Get all APIs that have been warned about
   */
  static getWarnedApis() {
    return Array.from(_DeprecationManager.warnings);
  }
  /**
   * Check if a specific API has been warned about
   */
  static hasWarned(api) {
    return _DeprecationManager.warnings.has(api);
  }
  /**
   * Format a deprecation message for display
   */
  static formatDeprecationMessage(context) {
    const lines = [
      "\u{1F6A8} DEPRECATED API USAGE",
      "\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501",
      `API: ${context.api}`
    ];
    if (context.reason !== void 0 && context.reason.length > 0) {
      lines.push(`Reason: ${context.reason}`);
    }
    if (context.replacement !== void 0 && context.replacement.length > 0) {
      lines.push(`Replacement: ${context.replacement}`);
    }
    if (context.removeVersion !== void 0 && context.removeVersion.length > 0) {
      lines.push(`\u26A0\uFE0F  Will be removed in: ${context.removeVersion}`);
    }
    if (context.migrationGuide !== void 0 && context.migrationGuide.length > 0) {
      lines.push(`\u{1F4D6} Migration guide: ${context.migrationGuide}`);
    }
    if (_DeprecationManager.options.migrationMode) {
      lines.push("", "\u{1F4A1} Run `npx sonarqube-client-migrate` to automatically fix this usage");
    }
    lines.push("\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501\u2501");
    return lines.join("\n");
  }
};
function deprecated(context) {
  return function(target, propertyKey, descriptor) {
    if (descriptor) {
      const originalMethod = descriptor.value;
      descriptor.value = function(...args) {
        DeprecationManager.warn({
          api: `${target.constructor.name}.${propertyKey}()`,
          ...context
        });
        return originalMethod.apply(this, args);
      };
      return descriptor;
    } else {
      return function(originalMethod) {
        return function(...args) {
          DeprecationManager.warn({
            api: `${target.name}.${propertyKey}()`,
            ...context
          });
          return originalMethod.apply(this, args);
        };
      };
    }
  };
}

// src/core/deprecation/DeprecationMetadata.ts
var DeprecationRegistry = class {
  static metadata = /* @__PURE__ */ new Map();
  static register(metadata) {
    this.metadata.set(metadata.api, metadata);
  }
  static get(api) {
    return this.metadata.get(api);
  }
  static getAll() {
    return Array.from(this.metadata.values());
  }
  static getByTag(tag) {
    return this.getAll().filter((m) => m.tags?.includes(tag));
  }
  static getByRemovalDate(before) {
    return this.getAll().filter((m) => new Date(m.removalDate) <= before);
  }
  /**
   * Export metadata for external tooling
   */
  static export() {
    return JSON.stringify(Array.from(this.metadata.values()));
  }
  static clear() {
    this.metadata.clear();
  }
  static getTimeline() {
    return this.getAll().filter((m) => m.removalDate && !Number.isNaN(new Date(m.removalDate).getTime())).sort((a, b) => new Date(a.removalDate).getTime() - new Date(b.removalDate).getTime());
  }
  /**
   * Generate migration report
   */
  static generateReport() {
    const metadata = this.getAll();
    const grouped = metadata.reduce((acc, m) => {
      const date = m.removalDate;
      acc[date] ??= [];
      acc[date].push(m);
      return acc;
    }, {});
    let report = "# Deprecation Timeline\n\n";
    for (const [date, items] of Object.entries(grouped).sort(
      ([a], [b]) => new Date(a).getTime() - new Date(b).getTime()
    )) {
      report += `## Removals scheduled for ${date}

`;
      for (const item of items) {
        report += `### ${item.api}
`;
        report += `- **Deprecated since:** ${item.deprecatedSince}
`;
        report += `- **Reason:** ${item.reason}
`;
        if (item.replacement) {
          report += `- **Replacement:** ${item.replacement}
`;
        }
        if (item.migrationGuide) {
          report += `- **Migration guide:** ${item.migrationGuide}
`;
        }
        report += "\n";
      }
    }
    return report;
  }
};

// src/core/deprecation/decorators.ts
function Deprecated(metadata) {
  return function(target, context) {
    const methodName = String(context.name);
    const wrapper = function(...args) {
      const className = this?.constructor?.name ?? "Unknown";
      const api = `${className}.${methodName}()`;
      if (!DeprecationRegistry.get(api)) {
        DeprecationRegistry.register({
          ...metadata,
          api
        });
      }
      const removalDate = new Date(metadata.removalDate);
      const now = /* @__PURE__ */ new Date();
      if (now >= removalDate) {
        console.error(
          `\u274C CRITICAL: ${api} was scheduled for removal on ${metadata.removalDate} and should no longer be used!`
        );
      }
      DeprecationManager.warn({
        api,
        ...metadata.replacement ? { replacement: metadata.replacement } : {},
        removeVersion: metadata.removalDate,
        ...metadata.migrationGuide ? { migrationGuide: metadata.migrationGuide } : {},
        reason: metadata.reason
      });
      if (metadata.examples && metadata.examples.length > 0) {
        const example = metadata.examples[0];
        if (example) {
          console.log("\n\u{1F4DD} Migration Example:");
          console.log("Before:", example.before);
          console.log("After:", example.after);
          if (example.description) {
            console.log("Note:", example.description);
          }
        }
      }
      return target.apply(this, args);
    };
    Object.setPrototypeOf(wrapper, target);
    for (const prop of Object.getOwnPropertyNames(target)) {
      if (prop !== "length" && prop !== "name" && prop !== "prototype") {
        const descriptor = Object.getOwnPropertyDescriptor(target, prop);
        if (descriptor) {
          Object.defineProperty(wrapper, prop, descriptor);
        }
      }
    }
    return wrapper;
  };
}

// src/core/deprecation/CompatibilityBridge.ts
var CompatibilityBridge = class _CompatibilityBridge {
  static mappings = /* @__PURE__ */ new Map();
  constructor() {
  }
  /**
   * Register a mapping from old API to new API
   */
  static register(mapping) {
    this.mappings.set(mapping.oldApi, mapping);
  }
  /**
   * Create a proxy that intercepts old API calls and redirects to new ones
   */
  static createProxy(target, apiPrefix = "", rootTarget) {
    const root = rootTarget ?? target;
    return new Proxy(target, {
      get: (obj, prop) => {
        const propName = String(prop);
        const fullApiName = apiPrefix ? `${apiPrefix}.${propName}` : propName;
        const mapping = this.mappings.get(fullApiName);
        if (mapping && typeof obj[prop] === "function") {
          return this.createCompatibilityWrapper(root, prop, mapping);
        }
        const value = obj[prop];
        if (typeof value === "object" && value !== null) {
          return this.createProxy(value, fullApiName, root);
        }
        return value;
      }
    });
  }
  /**
   * Create a wrapper function that translates old API calls to new ones
   */
  static createCompatibilityWrapper(target, _prop, mapping) {
    return function(...args) {
      DeprecationManager.warn({
        api: mapping.oldApi,
        replacement: mapping.newApi,
        reason: "This API has been superseded by a new version"
      });
      const transformedArgs = mapping.transformer ? [mapping.transformer(args[0])] : args;
      const newMethod = _CompatibilityBridge.findMethod(target, mapping.newApi);
      if (!newMethod) {
        throw new Error(`Compatibility bridge error: New API '${mapping.newApi}' not found`);
      }
      const result = newMethod.apply(this, transformedArgs);
      if (mapping.resultTransformer) {
        return _CompatibilityBridge.transformResult(result, mapping.resultTransformer);
      }
      return result;
    };
  }
  /**
   * Find a method by its path (e.g., "v2.search")
   */
  static findMethod(obj, path) {
    const parts = path.split(".");
    let current = obj;
    for (const part of parts) {
      if (current && typeof current === "object" && part in current) {
        current = current[part];
      } else {
        return void 0;
      }
    }
    return typeof current === "function" ? current : void 0;
  }
  /**
   * Helper to apply compatibility bridge to a client
   */
  static withCompatibility(client, mappings = UserApiV1ToV2Mappings) {
    for (const m of mappings) {
      _CompatibilityBridge.register(m);
    }
    return _CompatibilityBridge.createProxy(client);
  }
  /**
   * Transform async results if needed
   */
  static async transformResult(result, transformer) {
    if (result instanceof Promise) {
      const resolved = await result;
      return transformer(resolved);
    }
    return transformer(result);
  }
};
var UserApiV1ToV2Mappings = [
  {
    oldApi: "users.search",
    newApi: "users.searchV2",
    transformer: (params) => {
      const v2Params = { ...params };
      if ("ps" in params) {
        v2Params.pageSize = params.ps;
        delete v2Params.ps;
      }
      if ("p" in params) {
        v2Params.page = params.p;
        delete v2Params.p;
      }
      return v2Params;
    },
    resultTransformer: (result) => {
      if ("users" in result) {
        return {
          ...result,
          items: result.users
        };
      }
      return result;
    }
  }
];

// src/core/deprecation/index.ts
CompatibilityBridge.withCompatibility.bind(CompatibilityBridge);

// src/resources/alm-integrations/builders.ts
var AzureReposSearchBuilder = class extends RepositorySearchBuilder {
  /**
   * Set the Azure project name (required)
   * @override Uses projectName instead of projectKey
   */
  inProject(projectName) {
    return this.setParam("projectName", projectName);
  }
  /**
   * Set the search query to filter repositories
   * @override Maps to searchQuery parameter
   */
  withQuery(searchQuery) {
    return this.setParam("searchQuery", searchQuery);
  }
  /**
   * Execute the search
   */
  async execute() {
    validateRequired(this.params.almSetting, "ALM setting");
    validateRequired(this.params.projectName, "Azure project name");
    return this.executor(this.params);
  }
  getItems(response) {
    return response.repositories;
  }
};
var BitbucketServerReposSearchBuilder = class extends RepositorySearchBuilder {
  /**
   * Set the repository name filter
   */
  withRepositoryName(repositoryName) {
    return this.setParam("repositoryName", repositoryName);
  }
  /**
   * Set the repository slug filter
   */
  withRepoSlug(repositoryName) {
    return this.setParam("repositoryName", repositoryName);
  }
  /**
   * Execute the search
   */
  async execute() {
    validateRequired(this.params.almSetting, "ALM setting");
    validateRequired(this.params.projectKey, "Bitbucket project key");
    return this.executor(this.params);
  }
  getItems(response) {
    return response.repositories;
  }
};
var BitbucketCloudReposSearchBuilder = class extends RepositorySearchBuilder {
  /**
   * Set the workspace
   */
  inWorkspace(workspace) {
    return this.setParam("workspaceId", workspace);
  }
  /**
   * Set the repository name filter
   * @deprecated Use withRepoSlug instead
   */
  withRepositoryName(repoSlug) {
    DeprecationManager.warn({
      api: "BitbucketCloudReposSearchBuilder.withRepositoryName()",
      replacement: "withRepoSlug()",
      reason: "This method has been deprecated."
    });
    return this.withRepoSlug(repoSlug);
  }
  /**
   * Set the repository name filter
   */
  withRepoSlug(repoSlug) {
    return this.setParam("repositoryName", repoSlug);
  }
  /**
   * Execute the search
   */
  async execute() {
    validateRequired(this.params.almSetting, "ALM setting");
    return this.executor(this.params);
  }
  getItems(response) {
    return response.repositories;
  }
};
var GitLabReposSearchBuilder = class extends RepositorySearchBuilder {
  /**
   * Set the GitLab project name filter
   */
  withProjectName(projectName) {
    return this.setParam("projectName", projectName);
  }
  /**
   * Set the minimum access level
   */
  withMinAccessLevel(minAccessLevel) {
    return this.setParam("minAccessLevel", minAccessLevel);
  }
  /**
   * Execute the search
   */
  async execute() {
    validateRequired(this.params.almSetting, "ALM setting");
    return this.executor(this.params);
  }
  getItems(response) {
    return response.projects;
  }
};

// src/resources/alm-integrations/AlmIntegrationsClient.ts
var AlmIntegrationsClient = class extends BaseClient {
  /**
   * Set a Personal Access Token for the given DevOps Platform setting
   * Requires the 'Create Projects' permission
   * @since 8.2
   */
  async setPat(params) {
    await this.request("/api/alm_integrations/set_pat", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * List Azure projects
   * Requires the 'Create Projects' permission
   * @since 8.6
   */
  async listAzureProjects(params) {
    const query = new URLSearchParams({
      almSetting: params.almSetting,
      ...params.p !== void 0 && { p: String(params.p) },
      ...params.ps !== void 0 && { ps: String(params.ps) }
    });
    return this.request(`/api/alm_integrations/list_azure_projects?${query.toString()}`);
  }
  /**
   * Search the Azure repositories
   * Requires the 'Create Projects' permission
   * @since 8.6
   */
  async searchAzureRepos(params) {
    const query = new URLSearchParams({
      almSetting: params.almSetting,
      projectName: params.projectName,
      ...params.searchQuery !== void 0 && params.searchQuery !== "" && {
        searchQuery: params.searchQuery
      },
      ...params.p !== void 0 && { p: String(params.p) },
      ...params.ps !== void 0 && { ps: String(params.ps) }
    });
    return this.request(`/api/alm_integrations/search_azure_repos?${query.toString()}`);
  }
  /**
   * Create a builder for searching Azure repositories with a fluent interface
   * @since 8.6
   */
  searchAzureReposBuilder() {
    return new AzureReposSearchBuilder(async (params) => {
      return this.searchAzureRepos(params);
    });
  }
  /**
   * List the Bitbucket Server projects
   * Requires the 'Create Projects' permission
   * @since 8.2
   */
  async listBitbucketServerProjects(params) {
    const query = new URLSearchParams({
      almSetting: params.almSetting,
      ...params.p !== void 0 && { p: String(params.p) },
      ...params.ps !== void 0 && { ps: String(params.ps) }
    });
    return this.request(`/api/alm_integrations/list_bitbucketserver_projects?${query.toString()}`);
  }
  /**
   * Search the Bitbucket Server repositories with REPO_ADMIN access
   * Requires the 'Create Projects' permission
   * @since 8.2
   */
  async searchBitbucketServerRepos(params) {
    const query = new URLSearchParams({
      almSetting: params.almSetting,
      projectKey: params.projectKey,
      ...params.repositoryName !== void 0 && params.repositoryName !== "" && {
        repositoryName: params.repositoryName
      },
      ...params.p !== void 0 && { p: String(params.p) },
      ...params.ps !== void 0 && { ps: String(params.ps) }
    });
    return this.request(`/api/alm_integrations/search_bitbucketserver_repos?${query.toString()}`);
  }
  /**
   * Create a builder for searching Bitbucket Server repositories with a fluent interface
   * @since 8.2
   */
  searchBitbucketServerReposBuilder() {
    return new BitbucketServerReposSearchBuilder(async (params) => {
      return this.searchBitbucketServerRepos(params);
    });
  }
  /**
   * Search the Bitbucket Cloud repositories
   * Requires the 'Create Projects' permission
   * @since 9.0
   */
  async searchBitbucketCloudRepos(params) {
    const query = new URLSearchParams({
      almSetting: params.almSetting,
      workspaceId: params.workspaceId,
      ...params.repositoryName !== void 0 && params.repositoryName !== "" && {
        repositoryName: params.repositoryName
      },
      ...params.p !== void 0 && { p: String(params.p) },
      ...params.ps !== void 0 && { ps: String(params.ps) }
    });
    return this.request(`/api/alm_integrations/search_bitbucketcloud_repos?${query.toString()}`);
  }
  /**
   * Create a builder for searching Bitbucket Cloud repositories with a fluent interface
   * @since 9.0
   */
  searchBitbucketCloudReposBuilder() {
    return new BitbucketCloudReposSearchBuilder(async (params) => {
      return this.searchBitbucketCloudRepos(params);
    });
  }
  /**
   * Search the GitLab projects
   * Requires the 'Create Projects' permission
   * @since 8.5
   */
  async searchGitLabRepos(params) {
    const query = new URLSearchParams({
      almSetting: params.almSetting,
      ...params.projectName !== void 0 && params.projectName !== "" && {
        projectName: params.projectName
      },
      ...params.minAccessLevel !== void 0 && { minAccessLevel: String(params.minAccessLevel) },
      ...params.p !== void 0 && { p: String(params.p) },
      ...params.ps !== void 0 && { ps: String(params.ps) }
    });
    return this.request(`/api/alm_integrations/search_gitlab_repos?${query.toString()}`);
  }
  /**
   * Create a builder for searching GitLab projects with a fluent interface
   * @since 8.5
   */
  searchGitLabReposBuilder() {
    return new GitLabReposSearchBuilder(async (params) => {
      return this.searchGitLabRepos(params);
    });
  }
};

// src/resources/alm-integrations/types.ts
var AlmProvider = /* @__PURE__ */ ((AlmProvider2) => {
  AlmProvider2["Azure"] = "azure";
  AlmProvider2["BitbucketServer"] = "bitbucketserver";
  AlmProvider2["BitbucketCloud"] = "bitbucketcloud";
  AlmProvider2["GitHub"] = "github";
  AlmProvider2["GitLab"] = "gitlab";
  return AlmProvider2;
})(AlmProvider || {});

// src/resources/alm-settings/builders.ts
var BaseGitHubBuilder = class extends AlmSettingsBuilderWithKey {
  /**
   * Set the GitHub App ID
   */
  withAppId(appId) {
    return this.setParam("appId", appId);
  }
  /**
   * Set the private key
   */
  withPrivateKey(privateKey) {
    return this.setParam("privateKey", privateKey);
  }
  /**
   * Set the GitHub URL (for GitHub Enterprise)
   */
  withUrl(url) {
    return this.setParam("url", url);
  }
  /**
   * Set the webhook secret
   */
  withWebhookSecret(webhookSecret) {
    return this.setParam(
      "webhookSecret",
      webhookSecret
    );
  }
};
var CreateGitHubBuilder = class extends BaseGitHubBuilder {
  async execute() {
    validateRequired(this.params.appId, "GitHub App ID");
    validateOAuth(this.params.clientId, this.params.clientSecret, "OAuth");
    validateRequired(this.params.privateKey, "Private key");
    validateRequired(this.params.url, "URL");
    return this.executor(this.params);
  }
};
var UpdateGitHubBuilder = class extends UpdatableAlmSettingsBuilderWithKey {
  /**
   * Set the GitHub App ID
   */
  withAppId(appId) {
    return this.setParam(
      "appId",
      appId
    );
  }
  /**
   * Set the GitHub App private key
   */
  withPrivateKey(privateKey) {
    return this.setParam(
      "privateKey",
      privateKey
    );
  }
  /**
   * Set the GitHub API URL
   */
  withUrl(url) {
    return this.setParam(
      "url",
      url
    );
  }
  /**
   * Set the webhook secret
   */
  withWebhookSecret(webhookSecret) {
    return this.setParam(
      "webhookSecret",
      webhookSecret
    );
  }
  async execute() {
    return this.executor(this.params);
  }
};
var BaseBitbucketCloudBuilder = class extends AlmSettingsBuilderWithKey {
  /**
   * Set the workspace ID
   */
  withWorkspace(workspace) {
    return this.setParam("workspace", workspace);
  }
};
var CreateBitbucketCloudBuilder = class extends BaseBitbucketCloudBuilder {
  async execute() {
    validateRequired(this.params.workspace, "Workspace ID");
    validateOAuth(this.params.clientId, this.params.clientSecret, "OAuth");
    return this.executor(this.params);
  }
};
var UpdateBitbucketCloudBuilder = class extends UpdatableAlmSettingsBuilderWithKey {
  /**
   * Set the workspace ID
   */
  inWorkspace(workspace) {
    return this.setParam(
      "workspace",
      workspace
    );
  }
  async execute() {
    return this.executor(this.params);
  }
};
var SetAzureBindingBuilder = class extends ProjectBindingBuilder {
  /**
   * Set the Azure project name
   */
  withAzureProjectName(projectName) {
    return this.setParam("projectName", projectName);
  }
  /**
   * Set the repository name
   */
  withRepositoryName(repositoryName) {
    return this.setParam("repositoryName", repositoryName);
  }
  async execute() {
    validateRequired(this.params.projectName, "Azure project name");
    validateRequired(this.params.repositoryName, "Repository name");
    return this.executor(this.params);
  }
};
var SetBitbucketBindingBuilder = class extends ProjectBindingBuilder {
  /**
   * Set the repository slug
   */
  withRepositorySlug(slug) {
    return this.setParam("slug", slug);
  }
  async execute() {
    validateRequired(this.params.repository, "Bitbucket repository");
    validateRequired(this.params.slug, "Repository slug");
    return this.executor(this.params);
  }
};
var SetBitbucketCloudBindingBuilder = class extends ProjectBindingBuilder {
  async execute() {
    validateRequired(this.params.repository, "Repository");
    return this.executor(this.params);
  }
};
var SetGitHubBindingBuilder = class extends ProjectBindingBuilder {
  /**
   * Whether to display summary comments on pull requests (defaults to false)
   */
  withSummaryComments(summaryCommentEnabled = true) {
    return this.setParam("summaryCommentEnabled", summaryCommentEnabled);
  }
  async execute() {
    validateRequired(this.params.repository, "Repository");
    return this.executor(this.params);
  }
};
var SetGitLabBindingBuilder = class extends ProjectBindingBuilder {
  async execute() {
    validateRequired(this.params.repository, "Repository");
    return this.executor(this.params);
  }
};

// src/resources/alm-settings/AlmSettingsClient.ts
var AlmSettingsClient = class extends BaseClient {
  /**
   * Count number of projects bound to a DevOps Platform setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async countBinding(params) {
    const query = new URLSearchParams({
      almSetting: params.almSetting
    });
    return this.request(`/api/alm_settings/count_binding?${query.toString()}`);
  }
  /**
   * Create Azure DevOps instance setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async createAzure(params) {
    await this.request("/api/alm_settings/create_azure", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Create Bitbucket Server instance setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async createBitbucket(params) {
    await this.request("/api/alm_settings/create_bitbucket", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Create Bitbucket Cloud instance setting
   * Requires the 'Administer System' permission
   * @since 8.7
   */
  async createBitbucketCloud(params) {
    await this.request("/api/alm_settings/create_bitbucketcloud", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Create GitHub instance setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async createGitHub(params) {
    await this.request("/api/alm_settings/create_github", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Create GitLab instance setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async createGitLab(params) {
    await this.request("/api/alm_settings/create_gitlab", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Update Azure DevOps instance setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async updateAzure(params) {
    await this.request("/api/alm_settings/update_azure", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Update Bitbucket Server instance setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async updateBitbucket(params) {
    await this.request("/api/alm_settings/update_bitbucket", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Update Bitbucket Cloud instance setting
   * Requires the 'Administer System' permission
   * @since 8.7
   */
  async updateBitbucketCloud(params) {
    await this.request("/api/alm_settings/update_bitbucketcloud", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Update GitHub instance setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async updateGitHub(params) {
    await this.request("/api/alm_settings/update_github", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Update GitLab instance setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async updateGitLab(params) {
    await this.request("/api/alm_settings/update_gitlab", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Delete a DevOps Platform setting
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async delete(params) {
    await this.request("/api/alm_settings/delete", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * List DevOps Platform settings available for a given project
   * Requires the 'Administer project' permission if project parameter is provided,
   * requires the 'Create Projects' permission otherwise
   * @since 8.1
   */
  async list(params) {
    const query = new URLSearchParams();
    if (params?.project !== void 0) {
      query.append("project", params.project);
    }
    const queryString = query.toString();
    const endpoint = queryString ? `/api/alm_settings/list?${queryString}` : "/api/alm_settings/list";
    return this.request(endpoint);
  }
  /**
   * List all DevOps Platform settings definitions
   * Requires the 'Administer System' permission
   * @since 8.1
   */
  async listDefinitions() {
    return this.request("/api/alm_settings/list_definitions");
  }
  /**
   * Get DevOps Platform binding of a given project
   * Requires the 'Browse' permission on the project
   * @since 8.1
   */
  async getBinding(params) {
    const query = new URLSearchParams({
      project: params.project
    });
    return this.request(`/api/alm_settings/get_binding?${query.toString()}`);
  }
  /**
   * Delete the DevOps Platform binding of a project
   * Requires the 'Administer' permission on the project
   * @since 8.1
   */
  async deleteBinding(params) {
    await this.request("/api/alm_settings/delete_binding", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Bind an Azure DevOps instance to a project
   * Requires the 'Administer' permission on the project
   * @since 8.1
   */
  async setAzureBinding(params) {
    await this.request("/api/alm_settings/set_azure_binding", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Bind a Bitbucket Server instance to a project
   * Requires the 'Administer' permission on the project
   * @since 8.1
   */
  async setBitbucketBinding(params) {
    await this.request("/api/alm_settings/set_bitbucket_binding", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Bind a Bitbucket Cloud instance to a project
   * Requires the 'Administer' permission on the project
   * @since 8.7
   */
  async setBitbucketCloudBinding(params) {
    await this.request("/api/alm_settings/set_bitbucketcloud_binding", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Bind a GitHub instance to a project
   * Requires the 'Administer' permission on the project
   * @since 8.1
   */
  async setGitHubBinding(params) {
    await this.request("/api/alm_settings/set_github_binding", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Bind a GitLab instance to a project
   * Requires the 'Administer' permission on the project
   * @since 8.1
   */
  async setGitLabBinding(params) {
    await this.request("/api/alm_settings/set_gitlab_binding", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Validate a DevOps Platform setting by checking connectivity and permissions
   * Requires the 'Administer System' permission
   * @since 8.6
   */
  async validate(params) {
    const query = new URLSearchParams({
      key: params.key
    });
    return this.request(`/api/alm_settings/validate?${query.toString()}`);
  }
  // Builder methods
  /**
   * Create a builder for creating GitHub ALM settings
   * @param key The unique key for the ALM setting
   * @returns A builder for creating GitHub settings
   */
  createGitHubBuilder(key) {
    return new CreateGitHubBuilder(async (params) => this.createGitHub(params), key);
  }
  /**
   * Create a builder for updating GitHub ALM settings
   * @param key The key of the ALM setting to update
   * @returns A builder for updating GitHub settings
   */
  updateGitHubBuilder(key) {
    return new UpdateGitHubBuilder(async (params) => this.updateGitHub(params), key);
  }
  /**
   * Create a builder for creating Bitbucket Cloud ALM settings
   * @param key The unique key for the ALM setting
   * @returns A builder for creating Bitbucket Cloud settings
   */
  createBitbucketCloudBuilder(key) {
    return new CreateBitbucketCloudBuilder(
      async (params) => this.createBitbucketCloud(params),
      key
    );
  }
  /**
   * Create a builder for updating Bitbucket Cloud ALM settings
   * @param key The key of the ALM setting to update
   * @returns A builder for updating Bitbucket Cloud settings
   */
  updateBitbucketCloudBuilder(key) {
    return new UpdateBitbucketCloudBuilder(
      async (params) => this.updateBitbucketCloud(params),
      key
    );
  }
  /**
   * Create a builder for setting Azure DevOps project bindings
   * @param project The project key
   * @param almSetting The ALM setting key
   * @returns A builder for setting Azure bindings
   */
  setAzureBindingBuilder(project, almSetting) {
    return new SetAzureBindingBuilder(
      async (params) => this.setAzureBinding(params),
      project,
      almSetting
    );
  }
  /**
   * Create a builder for setting Bitbucket Server project bindings
   * @param project The project key
   * @param almSetting The ALM setting key
   * @returns A builder for setting Bitbucket bindings
   */
  setBitbucketBindingBuilder(project, almSetting) {
    return new SetBitbucketBindingBuilder(
      async (params) => this.setBitbucketBinding(params),
      project,
      almSetting
    );
  }
  /**
   * Create a builder for setting Bitbucket Cloud project bindings
   * @param project The project key
   * @param almSetting The ALM setting key
   * @returns A builder for setting Bitbucket Cloud bindings
   */
  setBitbucketCloudBindingBuilder(project, almSetting) {
    return new SetBitbucketCloudBindingBuilder(
      async (params) => this.setBitbucketCloudBinding(params),
      project,
      almSetting
    );
  }
  /**
   * Create a builder for setting GitHub project bindings
   * @param project The project key
   * @param almSetting The ALM setting key
   * @returns A builder for setting GitHub bindings
   */
  setGitHubBindingBuilder(project, almSetting) {
    return new SetGitHubBindingBuilder(
      async (params) => this.setGitHubBinding(params),
      project,
      almSetting
    );
  }
  /**
   * Create a builder for setting GitLab project bindings
   * @param project The project key
   * @param almSetting The ALM setting key
   * @returns A builder for setting GitLab bindings
   */
  setGitLabBindingBuilder(project, almSetting) {
    return new SetGitLabBindingBuilder(
      async (params) => this.setGitLabBinding(params),
      project,
      almSetting
    );
  }
};

// src/resources/analysis-cache/AnalysisCacheClient.ts
var AnalysisCacheClient = class extends BaseClient {
  /**
   * Get the scanner's cached data for a branch
   *
   * Requires scan permission on the project.
   * Data is returned gzipped if the corresponding 'Accept-Encoding' header is set in the request.
   *
   * @param params - Request parameters
   * @returns The analysis cache data as an ArrayBuffer
   * @since 9.4
   */
  async get(params) {
    const searchParams = new URLSearchParams();
    searchParams.append("project", params.project);
    if (params.branch !== void 0) {
      searchParams.append("branch", params.branch);
    }
    return this.request(`/api/analysis_cache/get?${searchParams.toString()}`, {
      responseType: "arrayBuffer"
    });
  }
};

// src/core/V2BaseClient.ts
init_errors();
var V2BaseClient = class extends BaseClient {
  /**
   * Download a file with progress tracking support.
   *
   * @param url - URL to download from
   * @param options - Download options
   * @returns Downloaded content as Blob
   */
  async downloadWithProgress(url, options) {
    let headers = new Headers();
    headers.set("Accept", "application/octet-stream");
    headers = this.authProvider.applyAuth(headers);
    const response = await fetch(`${this.baseUrl}${url}`, {
      headers,
      ...options?.signal ? { signal: options.signal } : {}
    });
    if (!response.ok) {
      throw await createErrorFromResponse(response);
    }
    const contentLength = response.headers.get("content-length");
    const total = contentLength === null ? 0 : Number.parseInt(contentLength, 10);
    if (!response.body) {
      throw new Error("Response body is null");
    }
    if (!options?.onProgress) {
      return response.blob();
    }
    const reader = response.body.getReader();
    const chunks = [];
    let loaded = 0;
    try {
      let isDone = false;
      while (!isDone) {
        const result = await reader.read();
        isDone = result.done;
        if (!isDone && result.value !== void 0) {
          chunks.push(result.value);
          loaded += result.value.length;
          const progress = {
            loaded,
            total,
            percentage: total > 0 ? Math.round(loaded / total * 100) : 0
          };
          options.onProgress(progress);
        }
      }
    } finally {
      reader.releaseLock();
    }
    return new Blob(chunks);
  }
  /**
   * Request text content from a URL.
   *
   * @param url - URL to fetch
   * @param options - Request options
   * @returns Text content
   */
  async requestText(url, options) {
    const headers = {
      Accept: "text/plain"
    };
    if (options?.headers) {
      Object.assign(headers, options.headers);
    }
    return this.request(url, {
      ...options,
      headers,
      responseType: "text"
    });
  }
  /**
   * Build v2 query string with proper encoding and filtering
   * Overrides the base method to handle v2-specific parameters
   *
   * @param params - Query parameters
   * @returns Encoded query string
   * @protected
   */
  buildV2Query(params) {
    const searchParams = new URLSearchParams();
    this.appendStandardV2Params(searchParams, params, ["page", "pageSize", "sort", "order"]);
    this.appendGenericParams(searchParams, params, ["page", "pageSize", "sort", "order"]);
    return searchParams.toString();
  }
  /**
   * Make a v2 API request with standard error handling
   *
   * @param url - API endpoint URL
   * @param options - Request options
   * @returns Promise resolving to the response data
   * @protected
   */
  async requestV2(url, options) {
    let headers = new Headers();
    headers.set("Content-Type", "application/json");
    headers.set("Accept", "application/json");
    headers = this.authProvider.applyAuth(headers);
    if (options?.headers) {
      const optHeaders = new Headers(options.headers);
      for (const [key, value] of optHeaders) {
        headers.set(key, value);
      }
    }
    try {
      const response = await fetch(`${this.baseUrl}${url}`, {
        ...options,
        headers
      });
      if (!response.ok) {
        await this.handleV2Error(response);
      }
      if (response.status === 204) {
        return {};
      }
      return await response.json();
    } catch (error) {
      if (error instanceof Response) {
        await this.handleV2Error(error);
      }
      throw error;
    }
  }
  /**
   * Create an async iterator for paginated v2 endpoints
   *
   * @param endpoint - API endpoint
   * @param params - Initial query parameters
   * @param pageSize - Items per page (default: 100)
   * @returns Async iterator for items
   * @protected
   */
  async *iterateV2Pages(endpoint, params = {}, pageSize = 100) {
    let page = 1;
    let hasMore = true;
    while (hasMore) {
      const response = await this.requestV2(
        `${endpoint}?${this.buildV2Query({ ...params, page, pageSize })}`
      );
      for (const item of response.data) {
        yield item;
      }
      hasMore = response.page.pageIndex * response.page.pageSize < response.page.total;
      page++;
    }
  }
  /**
   * Get all items from a paginated v2 endpoint
   *
   * @param endpoint - API endpoint
   * @param params - Query parameters
   * @param maxItems - Maximum items to retrieve (default: no limit)
   * @returns Promise resolving to all items
   * @protected
   */
  async getAllV2Items(endpoint, params = {}, maxItems) {
    const items = [];
    let count = 0;
    for await (const item of this.iterateV2Pages(endpoint, params)) {
      items.push(item);
      count++;
      if (maxItems !== void 0 && count >= maxItems) {
        break;
      }
    }
    return items;
  }
  /**
   * Append standard v2 parameters (pagination and sorting)
   * @param searchParams - URLSearchParams to append to
   * @param params - Source parameters
   * @param standardKeys - Keys to process
   * @private
   */
  appendStandardV2Params(searchParams, params, standardKeys) {
    for (const key of standardKeys) {
      if (key in params && params[key] !== void 0) {
        this.appendParameterValue(searchParams, key, params[key]);
      }
    }
  }
  /**
   * Append generic parameters, excluding standard ones
   * @param searchParams - URLSearchParams to append to
   * @param params - Source parameters
   * @param excludeKeys - Keys to exclude
   * @private
   */
  appendGenericParams(searchParams, params, excludeKeys) {
    for (const [key, value] of Object.entries(params)) {
      if (value !== void 0 && value !== null && !excludeKeys.includes(key)) {
        this.appendParameterValue(searchParams, key, value);
      }
    }
  }
  /**
   * Append a parameter value with proper type handling
   * @param searchParams - URLSearchParams to append to
   * @param key - Parameter key
   * @param value - Parameter value
   * @private
   */
  appendParameterValue(searchParams, key, value) {
    if (Array.isArray(value)) {
      searchParams.append(key, value.join(","));
    } else if (typeof value === "boolean") {
      searchParams.append(key, value ? "true" : "false");
    } else if (typeof value === "object" && value !== null) {
      searchParams.append(key, JSON.stringify(value));
    } else {
      searchParams.append(key, String(value));
    }
  }
  /**
   * Handle v2 API errors with proper error mapping
   *
   * @param response - Error response
   * @throws Appropriate error based on response
   * @private
   */
  async handleV2Error(response) {
    let errorData;
    try {
      errorData = await response.json();
    } catch {
    }
    const { createErrorFromResponse: createErrorFromResponse2 } = await Promise.resolve().then(() => (init_errors(), errors_exports));
    if (errorData?.error) {
      const enhancedResponse = new Response(
        JSON.stringify({
          errors: [
            {
              msg: errorData.error.message,
              // Include validation errors if present
              ...errorData.error.validations && {
                validations: errorData.error.validations
              }
            }
          ]
        }),
        {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers
        }
      );
      throw await createErrorFromResponse2(enhancedResponse);
    }
    throw await createErrorFromResponse2(response);
  }
};

// src/resources/analysis/AnalysisClient.ts
var AnalysisClient = class extends V2BaseClient {
  /**
   * Get all active rules for a specific project.
   * These are the rules that will be applied during analysis.
   *
   * @param params - Request parameters
   * @returns Active rules for the project
   * @since 10.3
   *
   * @example
   * ```typescript
   * // Get active rules for a project
   * const rules = await client.analysis.getActiveRulesV2({
   *   projectKey: 'my-project'
   * });
   *
   * // Get active rules for a specific branch
   * const branchRules = await client.analysis.getActiveRulesV2({
   *   projectKey: 'my-project',
   *   branch: 'feature/new-feature'
   * });
   * ```
   */
  async getActiveRulesV2(params) {
    const queryString = this.buildV2Query(params);
    return this.request(`/api/v2/analysis/active_rules?${queryString}`);
  }
  /**
   * Get scanner engine metadata.
   *
   * @returns Engine metadata including filename and checksum
   * @since 10.3
   *
   * @example
   * ```typescript
   * const metadata = await client.analysis.getEngineMetadataV2();
   * console.log(`Engine: ${metadata.filename}`);
   * console.log(`SHA256: ${metadata.sha256}`);
   * ```
   */
  async getEngineMetadataV2() {
    return this.request("/api/v2/analysis/engine", {
      headers: { Accept: "application/json" }
    });
  }
  /**
   * Download scanner engine binary.
   *
   * @param options - Download options
   * @returns Engine JAR file as Blob
   * @since 10.3
   *
   * @example
   * ```typescript
   * // Simple download
   * const blob = await client.analysis.downloadEngineV2();
   *
   * // Download with progress tracking
   * const blob = await client.analysis.downloadEngineV2({
   *   onProgress: (progress) => {
   *     console.log(`Downloaded ${progress.percentage}%`);
   *   }
   * });
   *
   * // Save to file (Node.js)
   * const buffer = await blob.arrayBuffer();
   * fs.writeFileSync('sonar-scanner-engine.jar', Buffer.from(buffer));
   * ```
   */
  async downloadEngineV2(options) {
    return this.downloadWithProgress("/api/v2/analysis/engine", options);
  }
  /**
   * Get all available JREs metadata.
   *
   * @returns List of available JREs for different platforms
   * @since 10.3
   *
   * @example
   * ```typescript
   * const response = await client.analysis.getAllJresMetadataV2();
   *
   * // Find JRE for current platform
   * const currentPlatformJre = response.jres.find(jre =>
   *   jre.os === process.platform && jre.arch === process.arch
   * );
   * ```
   */
  async getAllJresMetadataV2() {
    return this.request("/api/v2/analysis/jres");
  }
  /**
   * Get specific JRE metadata.
   *
   * @param id - JRE identifier
   * @returns JRE metadata
   * @since 10.3
   *
   * @example
   * ```typescript
   * const metadata = await client.analysis.getJreMetadataV2('jre-17-linux-x64');
   * console.log(`JRE: ${metadata.filename}`);
   * console.log(`Version: ${metadata.version}`);
   * ```
   */
  async getJreMetadataV2(id) {
    return this.request(`/api/v2/analysis/jres/${id}`, {
      headers: { Accept: "application/json" }
    });
  }
  /**
   * Download specific JRE binary.
   *
   * @param id - JRE identifier
   * @param options - Download options
   * @returns JRE archive as Blob
   * @since 10.3
   *
   * @example
   * ```typescript
   * // Download JRE with progress
   * const blob = await client.analysis.downloadJreV2('jre-17-linux-x64', {
   *   onProgress: (progress) => {
   *     console.log(`${progress.loaded} / ${progress.total} bytes`);
   *   }
   * });
   * ```
   */
  async downloadJreV2(id, options) {
    return this.downloadWithProgress(`/api/v2/analysis/jres/${id}`, options);
  }
  /**
   * Get server version information.
   * This endpoint may work without authentication for public instances.
   *
   * @returns Server version details
   * @since 10.3
   *
   * @example
   * ```typescript
   * const version = await client.analysis.getVersionV2();
   * console.log(`SonarQube ${version.version}`);
   * console.log(`Build: ${version.buildNumber}`);
   * ```
   */
  async getVersionV2() {
    return this.request("/api/v2/analysis/version");
  }
};

// src/resources/sca/ScaClient.ts
init_errors();
var ScaClient = class extends V2BaseClient {
  /**
   * Generate SBOM report for a project in JSON format.
   * Returns structured data for programmatic use.
   *
   * @param params - SBOM report parameters
   * @returns Structured SBOM report data
   * @since 10.6
   *
   * @example
   * ```typescript
   * // Basic SBOM report
   * const sbom = await client.sca.getSbomReportV2({
   *   projectKey: 'my-project'
   * });
   *
   * // SBOM with vulnerabilities for specific branch
   * const sbomWithVulns = await client.sca.getSbomReportV2({
   *   projectKey: 'my-project',
   *   branch: 'main',
   *   includeVulnerabilities: true,
   *   includeLicenses: true
   * });
   *
   * console.log(`Found ${sbom.components.length} components`);
   * console.log(`Found ${sbom.vulnerabilities?.length || 0} vulnerabilities`);
   * ```
   */
  async getSbomReportV2(params) {
    const query = this.buildV2Query({
      ...params,
      format: "json"
      // Force JSON for typed response
    });
    return this.request(`/api/v2/sca/sbom-reports?${query}`, {
      headers: {
        Accept: "application/json"
      }
    });
  }
  /**
   * Download SBOM report in specified format.
   * Supports industry-standard formats like SPDX and CycloneDX.
   *
   * @param params - SBOM report parameters with format specification
   * @param options - Download options for large reports
   * @returns SBOM report as text or binary data
   * @since 10.6
   *
   * @example
   * ```typescript
   * // Download SPDX format report
   * const spdxReport = await client.sca.downloadSbomReportV2({
   *   projectKey: 'my-project',
   *   format: 'spdx-json',
   *   includeVulnerabilities: true
   * });
   *
   * // Save to file for compliance reporting
   * fs.writeFileSync('sbom-spdx.json', spdxReport);
   *
   * // Download with progress tracking
   * const cycloneDxReport = await client.sca.downloadSbomReportV2({
   *   projectKey: 'my-project',
   *   format: 'cyclonedx-json'
   * }, {
   *   onProgress: (progress) => {
   *     console.log(`Downloaded ${progress.percentage}%`);
   *   }
   * });
   * ```
   */
  async downloadSbomReportV2(params, options) {
    const format = params.format ?? "json";
    const query = this.buildV2Query(params);
    const isTextFormat = ["json", "spdx-json", "cyclonedx-json"].includes(format);
    if (isTextFormat) {
      return this.requestText(`/api/v2/sca/sbom-reports?${query}`, {
        headers: {
          Accept: "application/json"
        },
        ...options?.signal ? { signal: options.signal } : {}
      });
    } else {
      return this.downloadWithProgress(`/api/v2/sca/sbom-reports?${query}`, options);
    }
  }
  /**
   * Get SBOM report generation status and metadata.
   * Useful for checking if a report is ready or still processing.
   *
   * @param params - Project identification parameters
   * @returns SBOM generation metadata
   * @since 10.6
   *
   * @example
   * ```typescript
   * const metadata = await client.sca.getSbomMetadataV2({
   *   projectKey: 'my-project',
   *   branch: 'main'
   * });
   *
   * console.log(`Components: ${metadata.analysis.totalComponents}`);
   * console.log(`Vulnerabilities: ${metadata.analysis.totalVulnerabilities}`);
   * ```
   */
  async getSbomMetadataV2(params) {
    const query = this.buildV2Query({
      ...params,
      metadataOnly: true
    });
    return this.request(`/api/v2/sca/sbom-reports/metadata?${query}`);
  }
  /**
   * Stream large SBOM reports to avoid memory issues.
   * Recommended for projects with many dependencies.
   *
   * @param params - SBOM report parameters
   * @returns Readable stream of SBOM data
   * @since 10.6
   *
   * @example
   * ```typescript
   * const stream = await client.sca.streamSbomReportV2({
   *   projectKey: 'large-project',
   *   format: 'spdx-json'
   * });
   *
   * // Process stream chunk by chunk
   * const reader = stream.getReader();
   * while (true) {
   *   const { done, value } = await reader.read();
   *   if (done) break;
   *   // Process chunk
   * }
   * ```
   */
  async streamSbomReportV2(params, signal) {
    const query = this.buildV2Query(params);
    let headers = new Headers();
    headers.set("Accept", "application/octet-stream");
    headers = this.authProvider.applyAuth(headers);
    const response = await fetch(`${this.baseUrl}/api/v2/sca/sbom-reports?${query}`, {
      headers,
      signal: signal ?? null
    });
    if (!response.ok) {
      throw await createErrorFromResponse(response);
    }
    if (!response.body) {
      throw new Error("Response body is not available for streaming");
    }
    return response.body;
  }
  /**
   * Get vulnerability summary for a project's dependencies.
   * Provides quick overview without full SBOM generation.
   *
   * @param params - Project identification parameters
   * @returns Vulnerability summary statistics
   * @since 10.6
   *
   * @example
   * ```typescript
   * const vulnSummary = await client.sca.getVulnerabilitySummaryV2({
   *   projectKey: 'my-project'
   * });
   *
   * console.log(`Critical: ${vulnSummary.critical}`);
   * console.log(`High: ${vulnSummary.high}`);
   * console.log(`Total: ${vulnSummary.total}`);
   *
   * // Show components with vulnerabilities
   * vulnSummary.byComponent.forEach(comp => {
   *   console.log(`${comp.componentName}: ${comp.vulnerabilityCount} vulns`);
   * });
   * ```
   */
  async getVulnerabilitySummaryV2(params) {
    const query = this.buildV2Query(params);
    return this.request(`/api/v2/sca/vulnerabilities/summary?${query}`);
  }
};

// src/resources/sca/utils.ts
var SbomFormatConverter = class {
  /**
   * Convert SonarQube SBOM to SPDX format
   *
   * @param sbom - SonarQube SBOM report
   * @returns SPDX document structure
   *
   * @example
   * ```typescript
   * const sbom = await client.sca.getSbomReportV2({ projectKey: 'my-project' });
   * const spdxDoc = SbomFormatConverter.toSpdx(sbom);
   * console.log(`SPDX version: ${spdxDoc.spdxVersion}`);
   * ```
   */
  static toSpdx(sbom) {
    return {
      spdxVersion: "SPDX-2.3",
      creationInfo: {
        created: sbom.document.createdAt,
        creators: [`Tool: ${sbom.document.creator.tool}-${sbom.document.creator.version}`]
      },
      name: sbom.document.primaryComponent.name,
      packages: sbom.components.map((component) => ({
        SPDXID: `SPDXRef-${this.sanitizeId(component.id)}`,
        name: component.name,
        versionInfo: component.version,
        downloadLocation: component.source?.downloadUrl ?? "NOASSERTION",
        filesAnalyzed: false,
        licenseConcluded: component.licenses?.[0] ?? "NOASSERTION",
        copyrightText: component.copyright ?? "NOASSERTION"
      })),
      relationships: sbom.dependencies.flatMap(
        (dep) => dep.dependsOn.map((targetId) => ({
          spdxElementId: `SPDXRef-${this.sanitizeId(dep.componentId)}`,
          relationshipType: "DEPENDS_ON",
          relatedSpdxElement: [`SPDXRef-${this.sanitizeId(targetId)}`]
        }))
      )
    };
  }
  /**
   * Convert SonarQube SBOM to CycloneDX format
   *
   * @param sbom - SonarQube SBOM report
   * @returns CycloneDX document structure
   *
   * @example
   * ```typescript
   * const sbom = await client.sca.getSbomReportV2({
   *   projectKey: 'my-project',
   *   includeVulnerabilities: true
   * });
   * const cycloneDx = SbomFormatConverter.toCycloneDx(sbom);
   * console.log(`Found ${cycloneDx.vulnerabilities?.length || 0} vulnerabilities`);
   * ```
   */
  static toCycloneDx(sbom) {
    return {
      bomFormat: "CycloneDX",
      specVersion: "1.4",
      serialNumber: `urn:uuid:${sbom.document.id}`,
      version: 1,
      metadata: {
        timestamp: sbom.document.createdAt,
        tools: [
          {
            vendor: sbom.document.creator.vendor,
            name: sbom.document.creator.tool,
            version: sbom.document.creator.version
          }
        ],
        component: {
          type: "application",
          name: sbom.document.primaryComponent.name,
          version: sbom.document.primaryComponent.version
        }
      },
      components: sbom.components.map((component) => ({
        type: component.type,
        name: component.name,
        version: component.version,
        ...component.purl !== void 0 && component.purl.length > 0 && { purl: component.purl },
        ...component.licenses && {
          licenses: component.licenses.map((license) => ({ license: { id: license } }))
        },
        ...component.source && {
          externalReferences: [
            {
              type: "website",
              url: component.source.homepage ?? component.source.repository ?? ""
            }
          ].filter((ref) => ref.url.length > 0)
        }
      })),
      dependencies: sbom.dependencies.map((dep) => ({
        ref: dep.componentId,
        dependsOn: dep.dependsOn
      })),
      ...sbom.vulnerabilities && {
        vulnerabilities: sbom.vulnerabilities.map((vuln) => ({
          id: vuln.id,
          source: { name: vuln.source },
          ...vuln.cvss && {
            ratings: [
              {
                source: { name: vuln.source },
                score: vuln.cvss.score,
                severity: vuln.cvss.severity.toLowerCase(),
                method: `CVSSv${vuln.cvss.version}`,
                ...vuln.cvss.vector !== void 0 && vuln.cvss.vector.length > 0 && { vector: vuln.cvss.vector }
              }
            ]
          },
          ...vuln.description !== void 0 && vuln.description.length > 0 && { description: vuln.description },
          ...vuln.dates.published.length > 0 && { published: vuln.dates.published },
          ...vuln.dates.updated !== void 0 && vuln.dates.updated.length > 0 && { updated: vuln.dates.updated },
          affects: vuln.affects.map((affect) => ({
            ref: affect.componentId,
            versions: [{ version: affect.versionRange }]
          }))
        }))
      }
    };
  }
  /**
   * Sanitize ID for SPDX format (remove invalid characters)
   * @private
   */
  static sanitizeId(id) {
    return id.replaceAll(/[^a-zA-Z0-9.-]/g, "-");
  }
};
var SbomAnalyzer = class {
  /**
   * Analyze SBOM for security risks and vulnerabilities
   *
   * @param sbom - SBOM report to analyze
   * @returns Security risk analysis with recommendations
   *
   * @example
   * ```typescript
   * const sbom = await client.sca.getSbomReportV2({
   *   projectKey: 'my-project',
   *   includeVulnerabilities: true
   * });
   *
   * const riskAnalysis = SbomAnalyzer.analyzeSecurityRisks(sbom);
   * console.log(`Risk Level: ${riskAnalysis.riskLevel}`);
   * console.log(`Critical: ${riskAnalysis.criticalVulnerabilities}`);
   *
   * riskAnalysis.recommendations.forEach(rec => {
   *   console.log(`- ${rec}`);
   * });
   * ```
   */
  static analyzeSecurityRisks(sbom) {
    const vulnerabilities = sbom.vulnerabilities ?? [];
    const criticalVulns = vulnerabilities.filter((v) => v.cvss?.severity === "CRITICAL");
    const highVulns = vulnerabilities.filter((v) => v.cvss?.severity === "HIGH");
    const outdatedComponents = sbom.components.filter((c) => this.isOutdated(c));
    return {
      riskLevel: this.calculateRiskLevel(criticalVulns.length, highVulns.length),
      criticalVulnerabilities: criticalVulns.length,
      highVulnerabilities: highVulns.length,
      outdatedComponents: outdatedComponents.length,
      recommendations: this.generateSecurityRecommendations(
        criticalVulns,
        highVulns,
        outdatedComponents
      )
    };
  }
  /**
   * Analyze SBOM for license compliance and risk
   *
   * @param sbom - SBOM report to analyze
   * @returns License compliance analysis with recommendations
   *
   * @example
   * ```typescript
   * const sbom = await client.sca.getSbomReportV2({
   *   projectKey: 'my-project',
   *   includeLicenses: true
   * });
   *
   * const compliance = SbomAnalyzer.analyzeLicenseCompliance(sbom);
   * console.log(`Status: ${compliance.complianceStatus}`);
   * console.log(`High Risk Licenses: ${compliance.highRiskLicenses}`);
   *
   * if (compliance.complianceStatus !== 'COMPLIANT') {
   *   compliance.recommendations.forEach(rec => {
   *     console.warn(`⚠️  ${rec}`);
   *   });
   * }
   * ```
   */
  static analyzeLicenseCompliance(sbom) {
    const licenses = sbom.licenses ?? [];
    const riskLicenses = licenses.filter((l) => l.riskLevel === "HIGH");
    const copyleftLicenses = licenses.filter((l) => l.category === "copyleft");
    const proprietaryLicenses = licenses.filter((l) => l.category === "proprietary");
    return {
      totalLicenses: licenses.length,
      highRiskLicenses: riskLicenses.length,
      copyleftLicenses: copyleftLicenses.length,
      complianceStatus: this.calculateComplianceStatus(riskLicenses, proprietaryLicenses),
      recommendations: this.generateLicenseRecommendations(
        riskLicenses,
        copyleftLicenses,
        proprietaryLicenses
      )
    };
  }
  /**
   * Get components with the most vulnerabilities
   *
   * @param sbom - SBOM report to analyze
   * @param limit - Maximum number of components to return
   * @returns Components sorted by vulnerability count (descending)
   *
   * @example
   * ```typescript
   * const sbom = await client.sca.getSbomReportV2({
   *   projectKey: 'my-project',
   *   includeVulnerabilities: true
   * });
   *
   * const riskiest = SbomAnalyzer.getMostVulnerableComponents(sbom, 5);
   * riskiest.forEach(comp => {
   *   console.log(`${comp.name}: ${comp.vulnerabilityCount} vulnerabilities`);
   * });
   * ```
   */
  static getMostVulnerableComponents(sbom, limit = 10) {
    const vulnerabilities = sbom.vulnerabilities ?? [];
    const componentVulns = /* @__PURE__ */ new Map();
    for (const vuln of vulnerabilities) {
      for (const affect of vuln.affects) {
        const component = sbom.components.find((c) => c.id === affect.componentId);
        if (component) {
          if (!componentVulns.has(affect.componentId)) {
            componentVulns.set(affect.componentId, {
              component,
              vulnerabilities: []
            });
          }
          const componentData = componentVulns.get(affect.componentId);
          if (componentData) {
            componentData.vulnerabilities.push(vuln);
          }
        }
      }
    }
    return Array.from(componentVulns.values()).map(({ component, vulnerabilities: vulns }) => ({
      component,
      vulnerabilityCount: vulns.length,
      highestSeverity: this.getHighestSeverity(vulns)
    })).sort((a, b) => {
      const severityOrder = {
        CRITICAL: 4,
        HIGH: 3,
        MEDIUM: 2,
        LOW: 1,
        NONE: 0
      };
      const severityDiff = severityOrder[b.highestSeverity] - severityOrder[a.highestSeverity];
      return severityDiff || b.vulnerabilityCount - a.vulnerabilityCount;
    }).slice(0, limit);
  }
  /**
   * Get license distribution statistics
   *
   * @param sbom - SBOM report to analyze
   * @returns License statistics by category and risk
   *
   * @example
   * ```typescript
   * const sbom = await client.sca.getSbomReportV2({
   *   projectKey: 'my-project',
   *   includeLicenses: true
   * });
   *
   * const stats = SbomAnalyzer.getLicenseDistribution(sbom);
   * console.log(`Permissive: ${stats.byCategory.permissive}`);
   * console.log(`Copyleft: ${stats.byCategory.copyleft}`);
   * console.log(`High Risk: ${stats.byRisk.high}`);
   * ```
   */
  static getLicenseDistribution(sbom) {
    const licenses = sbom.licenses ?? [];
    const byCategory = licenses.reduce((acc, license) => {
      acc[license.category] = (acc[license.category] ?? 0) + 1;
      return acc;
    }, {});
    const byRisk = licenses.reduce((acc, license) => {
      const risk = license.riskLevel.toLowerCase();
      acc[risk] = (acc[risk] ?? 0) + 1;
      return acc;
    }, {});
    const osiApproved = licenses.filter((l) => l.osiApproved === true).length;
    return {
      total: licenses.length,
      byCategory,
      byRisk,
      osiApproved
    };
  }
  // ===== Private Helper Methods =====
  /**
   * Check if a component appears to be outdated (simplified heuristic)
   * @private
   */
  static isOutdated(component) {
    const version = component.version.toLowerCase();
    if (/^[0-4]\./.exec(version)) {
      return true;
    }
    if (version.includes("snapshot") || version.includes("alpha") || version.includes("beta")) {
      return true;
    }
    if (/201[5-8]/.exec(version)) {
      return true;
    }
    return false;
  }
  /**
   * Calculate overall risk level based on vulnerability counts
   * @private
   */
  static calculateRiskLevel(critical, high) {
    if (critical !== 0) {
      return "CRITICAL";
    }
    if (high > 5) {
      return "HIGH";
    }
    if (high !== 0) {
      return "MEDIUM";
    }
    return "LOW";
  }
  /**
   * Calculate compliance status based on license risks
   * @private
   */
  static calculateComplianceStatus(riskLicenses, proprietaryLicenses) {
    if (riskLicenses.length !== 0 || proprietaryLicenses.length > 2) {
      return "NON_COMPLIANT";
    }
    if (proprietaryLicenses.length !== 0) {
      return "AT_RISK";
    }
    return "COMPLIANT";
  }
  /**
   * Get the highest severity from a list of vulnerabilities
   * @private
   */
  static getHighestSeverity(vulnerabilities) {
    if (vulnerabilities.length === 0) {
      return "NONE";
    }
    const severities = new Set(
      vulnerabilities.map((v) => v.cvss?.severity).filter((s) => s !== void 0)
    );
    if (severities.has("CRITICAL")) {
      return "CRITICAL";
    }
    if (severities.has("HIGH")) {
      return "HIGH";
    }
    if (severities.has("MEDIUM")) {
      return "MEDIUM";
    }
    if (severities.has("LOW")) {
      return "LOW";
    }
    return "NONE";
  }
  /**
   * Generate security-focused recommendations
   * @private
   */
  static generateSecurityRecommendations(critical, high, outdated) {
    const recommendations = [];
    if (critical.length > 0) {
      recommendations.push(
        `\u{1F6A8} URGENT: Address ${critical.length.toString()} critical vulnerabilities immediately`
      );
      const criticalComponents = new Set(
        critical.flatMap((v) => v.affects.map((a) => a.componentId))
      );
      recommendations.push(
        `Critical components: ${Array.from(criticalComponents).slice(0, 3).join(", ")}${criticalComponents.size > 3 ? "..." : ""}`
      );
    }
    if (high.length > 0) {
      recommendations.push(`\u26A0\uFE0F  Fix ${high.length.toString()} high-severity vulnerabilities`);
    }
    if (outdated.length > 0) {
      recommendations.push(
        `\u{1F4C5} Update ${outdated.length.toString()} outdated components to latest versions`
      );
    }
    if (critical.length === 0 && high.length === 0) {
      recommendations.push("\u2705 No critical or high-severity vulnerabilities found");
    }
    for (const vuln of critical.slice(0, 3)) {
      if (vuln.fixes && vuln.fixes.length > 0) {
        recommendations.push(
          `Fix ${vuln.id}: Upgrade to version ${vuln.fixes[0]?.version ?? "unknown"}`
        );
      }
    }
    return recommendations;
  }
  /**
   * Generate license compliance recommendations
   * @private
   */
  static generateLicenseRecommendations(risk, copyleft, proprietary) {
    const recommendations = [];
    if (risk.length > 0) {
      recommendations.push(
        `\u2696\uFE0F  Review ${risk.length.toString()} high-risk licenses for compliance`,
        `High-risk licenses: ${risk.map((l) => l.name).slice(0, 3).join(", ")}`
      );
    }
    if (copyleft.length > 0) {
      recommendations.push(
        `\u{1F4CB} Verify compliance requirements for ${copyleft.length.toString()} copyleft licenses`,
        "Ensure source code disclosure obligations are met for copyleft dependencies"
      );
    }
    if (proprietary.length > 0) {
      recommendations.push(
        `\u{1F4BC} Review ${proprietary.length.toString()} proprietary licenses for usage rights`
      );
    }
    if (risk.length === 0 && proprietary.length === 0) {
      recommendations.push("\u2705 No high-risk or proprietary licenses detected");
    }
    if (copyleft.length > 5) {
      recommendations.push(
        "Consider reducing copyleft dependencies to minimize compliance overhead"
      );
    }
    return recommendations;
  }
};

// src/resources/fix-suggestions/builders.ts
init_errors();
var GetIssueAvailabilityV2BuilderImpl = class extends BaseBuilder {
  constructor(client) {
    super(async (params) => client.getIssueAvailabilityV2(params));
  }
  /**
   * Set the issue key
   */
  withIssue(issueKey) {
    this.params.issueKey = issueKey;
    return this;
  }
  /**
   * Set project context
   */
  inProject(projectKey) {
    this.params.projectKey = projectKey;
    return this;
  }
  /**
   * Set branch context
   */
  onBranch(branch) {
    this.params.branch = branch;
    return this;
  }
  /**
   * Set pull request context
   */
  onPullRequest(pullRequest) {
    this.params.pullRequest = pullRequest;
    return this;
  }
  /**
   * Validate parameters before execution
   */
  validate() {
    if (!this.params.issueKey) {
      throw new ValidationError("Issue key is required");
    }
    if (this.params.issueKey.trim().length === 0) {
      throw new ValidationError("Issue key cannot be empty");
    }
    if (this.params.branch && this.params.pullRequest) {
      throw new ValidationError("Cannot specify both branch and pull request");
    }
  }
  /**
   * Execute the availability check request
   */
  async execute() {
    this.validate();
    return this.executor(this.params);
  }
};
var RequestAiSuggestionsV2BuilderImpl = class extends BaseBuilder {
  constructor(client) {
    super(async (params) => client.requestAiSuggestionsV2(params));
    this.params.includeContext = true;
    this.params.maxAlternatives = 3;
    this.params.fixStyle = "comprehensive";
    this.params.priority = "normal";
  }
  /**
   * Set the issue key
   */
  withIssue(issueKey) {
    this.params.issueKey = issueKey;
    return this;
  }
  /**
   * Include surrounding code context
   */
  withContext(include = true) {
    this.params.includeContext = include;
    return this;
  }
  /**
   * Set maximum number of alternatives
   */
  withMaxAlternatives(count) {
    if (count < 1 || count > 10) {
      throw new ValidationError("Max alternatives must be between 1 and 10");
    }
    this.params.maxAlternatives = count;
    return this;
  }
  /**
   * Set fix style preference
   */
  withFixStyle(style) {
    this.params.fixStyle = style;
    return this;
  }
  /**
   * Add language-specific preferences
   */
  withLanguagePreferences(prefs) {
    this.params.languagePreferences = {
      ...this.params.languagePreferences,
      ...prefs
    };
    return this;
  }
  /**
   * Add custom context or instructions
   */
  withCustomContext(context) {
    if (context.trim().length === 0) {
      throw new ValidationError("Custom context cannot be empty");
    }
    this.params.customContext = context;
    return this;
  }
  /**
   * Set priority level
   */
  withPriority(priority) {
    this.params.priority = priority;
    return this;
  }
  /**
   * Validate parameters before execution
   */
  validate() {
    if (!this.params.issueKey) {
      throw new ValidationError("Issue key is required");
    }
    if (this.params.issueKey.trim().length === 0) {
      throw new ValidationError("Issue key cannot be empty");
    }
    if (this.params.maxAlternatives && this.params.maxAlternatives > 10) {
      throw new ValidationError("Maximum 10 alternatives allowed");
    }
    if (this.params.maxAlternatives && this.params.maxAlternatives < 1) {
      throw new ValidationError("At least 1 alternative required");
    }
    if (this.params.customContext && this.params.customContext.length > 1e3) {
      throw new ValidationError("Custom context cannot exceed 1000 characters");
    }
  }
  /**
   * Execute the AI suggestions request
   */
  async execute() {
    this.validate();
    return this.executor(this.params);
  }
};

// src/resources/fix-suggestions/FixSuggestionsClient.ts
var FixSuggestionsClient = class extends BaseClient {
  /**
   * Check if AI fix suggestions are available for a specific issue.
   *
   * @param params - Issue availability check parameters
   * @returns Availability status and AI model information
   * @since 10.7
   *
   * @example
   * ```typescript
   * // Check availability for a specific issue
   * const availability = await client.fixSuggestions.getIssueAvailabilityV2({
   *   issueKey: 'AY8qEqN7UVrTsQCOExjT',
   *   projectKey: 'my-project'
   * });
   *
   * if (availability.available) {
   *   console.log(`AI fixes available. Processing time: ${availability.estimatedProcessingTime}s`);
   * } else {
   *   console.log(`AI fixes not available: ${availability.reason}`);
   * }
   * ```
   */
  async getIssueAvailabilityV2(params) {
    const query = this.buildV2Query(params);
    return this.request(
      `/api/v2/fix-suggestions/issues?${query}`
    );
  }
  /**
   * Request AI-generated fix suggestions for an issue.
   *
   * @param params - AI suggestion request parameters
   * @returns AI-generated fix suggestions with code changes
   * @since 10.7
   *
   * @example
   * ```typescript
   * // Request AI suggestions with context
   * const suggestions = await client.fixSuggestions.requestAiSuggestionsV2({
   *   issueKey: 'AY8qEqN7UVrTsQCOExjT',
   *   includeContext: true,
   *   maxAlternatives: 3,
   *   fixStyle: 'comprehensive'
   * });
   *
   * console.log(`Generated ${suggestions.suggestions.length} fix suggestions`);
   *
   * suggestions.suggestions.forEach((suggestion, index) => {
   *   console.log(`Fix ${index + 1}: ${suggestion.explanation}`);
   *   console.log(`Confidence: ${suggestion.confidence}%`);
   *   console.log(`Changes: ${suggestion.changes.length} files`);
   * });
   * ```
   */
  async requestAiSuggestionsV2(params) {
    return this.request("/api/v2/fix-suggestions/ai-suggestions", {
      method: "POST",
      headers: {
        "Content-Type": "application/json"
      },
      body: JSON.stringify(params)
    });
  }
  /**
   * Create a builder for checking issue availability.
   *
   * @returns Issue availability builder
   * @since 10.7
   *
   * @example
   * ```typescript
   * const availability = await client.fixSuggestions
   *   .checkAvailability()
   *   .withIssue('AY8qEqN7UVrTsQCOExjT')
   *   .inProject('my-project')
   *   .onBranch('main')
   *   .execute();
   * ```
   */
  checkAvailability() {
    return new GetIssueAvailabilityV2BuilderImpl(this);
  }
  /**
   * Create a builder for requesting AI suggestions.
   *
   * @returns AI suggestions request builder
   * @since 10.7
   *
   * @example
   * ```typescript
   * const suggestions = await client.fixSuggestions
   *   .requestSuggestions()
   *   .withIssue('AY8qEqN7UVrTsQCOExjT')
   *   .withContext(true)
   *   .withMaxAlternatives(5)
   *   .withFixStyle('comprehensive')
   *   .execute();
   * ```
   */
  requestSuggestions() {
    return new RequestAiSuggestionsV2BuilderImpl(this);
  }
};

// src/resources/fix-suggestions/utils.ts
var FixSuggestionUtils = class {
  /**
   * Validate that a fix suggestion can be safely applied to the current codebase
   *
   * @param suggestion - Fix suggestion to validate
   * @param options - Validation options
   * @returns Validation result with blockers and warnings
   *
   * @example
   * ```typescript
   * const validation = FixSuggestionUtils.validateFixApplication(suggestion, {
   *   validationMode: 'strict',
   *   createBackup: true
   * });
   *
   * if (validation.canApply) {
   *   console.log('Fix can be safely applied');
   * } else {
   *   console.error('Blockers:', validation.blockers);
   * }
   * ```
   */
  static validateFixApplication(suggestion, options = {}) {
    const result = {
      canApply: true,
      blockers: [],
      warnings: []
    };
    this.validateCodeChanges(suggestion.changes, options, result);
    this.calculateValidationImpact(suggestion, result);
    result.canApply = result.blockers.length === 0;
    return result;
  }
  /**
   * Validate all code changes
   * @private
   */
  static validateCodeChanges(changes, options, result) {
    for (const change of changes) {
      this.validateFileAccess(change.filePath, result);
      this.validateLineChanges(change, options, result);
    }
  }
  /**
   * Validate file accessibility
   * @private
   */
  static validateFileAccess(filePath, result) {
    if (this.isFileAccessible(filePath)) {
      return;
    }
    result.blockers.push({
      type: "permission",
      message: `Cannot access file: ${filePath}`,
      filePath,
      severity: "error"
    });
  }
  /**
   * Validate all line changes for a file
   * @private
   */
  static validateLineChanges(change, options, result) {
    for (const lineChange of change.lineChanges) {
      this.validateLineRange(lineChange, change.filePath, result);
      this.validateDangerousContent(lineChange, change.filePath, options, result);
      this.validateCustomRules(lineChange, change, options, result);
      this.checkConfidenceWarnings(lineChange, change.filePath, result);
    }
  }
  /**
   * Validate line range is valid
   * @private
   */
  static validateLineRange(lineChange, filePath, result) {
    if (lineChange.startLine > lineChange.endLine) {
      result.blockers.push({
        type: "syntax_error",
        message: `Invalid line range: ${lineChange.startLine}-${lineChange.endLine}`,
        filePath,
        lineNumber: lineChange.startLine,
        severity: "error"
      });
    }
    if (lineChange.startLine < 1) {
      result.blockers.push({
        type: "syntax_error",
        message: `Invalid start line: ${lineChange.startLine}`,
        filePath,
        lineNumber: lineChange.startLine,
        severity: "error"
      });
    }
  }
  /**
   * Check for potentially dangerous content in strict mode
   * @private
   */
  static validateDangerousContent(lineChange, filePath, options, result) {
    if (options.validationMode !== "strict") {
      return;
    }
    if (lineChange.newContent.includes("eval(") || lineChange.newContent.includes("exec(")) {
      result.blockers.push({
        type: "validation_failed",
        message: "Code contains potentially dangerous functions",
        filePath,
        lineNumber: lineChange.startLine,
        severity: "error"
      });
    }
  }
  /**
   * Apply custom validation rules
   * @private
   */
  static validateCustomRules(lineChange, change, options, result) {
    if (!options.customValidation || options.customValidation(change)) {
      return;
    }
    result.blockers.push({
      type: "validation_failed",
      message: "Custom validation failed",
      filePath: change.filePath,
      lineNumber: lineChange.startLine,
      severity: "error"
    });
  }
  /**
   * Check for low confidence warnings
   * @private
   */
  static checkConfidenceWarnings(lineChange, filePath, result) {
    if (lineChange.changeConfidence && lineChange.changeConfidence < 80) {
      result.warnings.push(
        `Low confidence change at ${filePath}:${lineChange.startLine} (${lineChange.changeConfidence}%)`
      );
    }
  }
  /**
   * Calculate validation impact
   * @private
   */
  static calculateValidationImpact(suggestion, result) {
    const filesAffected = suggestion.changes.length;
    const linesChanged = suggestion.changes.reduce(
      (total, change) => total + change.lineChanges.length,
      0
    );
    result.impact = {
      filesAffected,
      linesChanged,
      riskLevel: this.calculateRiskLevel(
        suggestion.confidence,
        suggestion.complexity,
        linesChanged
      ),
      estimatedTime: this.estimateApplicationTime(suggestion.effortEstimate, linesChanged)
    };
  }
  /**
   * Rank fix suggestions by confidence and applicability
   *
   * @param suggestions - Array of fix suggestions to rank
   * @param criteria - Ranking criteria with weights
   * @returns Ranked suggestions (best first)
   *
   * @example
   * ```typescript
   * const ranked = FixSuggestionUtils.rankSuggestions(suggestions, {
   *   confidenceWeight: 0.4,
   *   successRateWeight: 0.3,
   *   complexityWeight: 0.2,
   *   effortWeight: 0.1
   * });
   *
   * console.log('Best suggestion:', ranked[0].explanation);
   * ```
   */
  static rankSuggestions(suggestions, criteria = {}) {
    const weights = {
      confidenceWeight: criteria.confidenceWeight ?? 0.4,
      successRateWeight: criteria.successRateWeight ?? 0.3,
      complexityWeight: criteria.complexityWeight ?? 0.2,
      effortWeight: criteria.effortWeight ?? 0.1
    };
    return suggestions.slice().sort((a, b) => {
      const scoreA = this.calculateSuggestionScore(a, weights);
      const scoreB = this.calculateSuggestionScore(b, weights);
      return scoreB - scoreA;
    });
  }
  /**
   * Generate a preview of what changes would be applied
   *
   * @param suggestion - Fix suggestion to preview
   * @returns Human-readable preview text
   *
   * @example
   * ```typescript
   * const preview = FixSuggestionUtils.generateChangePreview(suggestion);
   * console.log(preview);
   * // Output:
   * // Fix: Use StringBuilder instead of string concatenation
   * // Confidence: 95% | Complexity: low
   * //
   * // File 1: src/main/java/App.java
   * //   Lines 42-42:
   * //   - String result = str1 + str2 + str3;
   * //   + String result = new StringBuilder()...
   * ```
   */
  static generateChangePreview(suggestion) {
    const lines = [];
    this.addPreviewHeader(suggestion, lines);
    this.addFileChanges(suggestion.changes, lines);
    this.addNotes(suggestion.notes, lines);
    this.addTestingGuidance(suggestion.testingGuidance, lines);
    return lines.join("\n");
  }
  /**
   * Add preview header with summary
   * @private
   */
  static addPreviewHeader(suggestion, lines) {
    lines.push(
      `Fix: ${suggestion.explanation}`,
      `Confidence: ${suggestion.confidence}% | Complexity: ${suggestion.complexity} | Effort: ${suggestion.effortEstimate}`,
      ""
    );
  }
  /**
   * Add file changes to preview
   * @private
   */
  static addFileChanges(changes, lines) {
    for (const [index, change] of changes.entries()) {
      lines.push(`File ${index + 1}: ${change.filePath}`);
      this.addLineChanges(change.lineChanges, lines);
    }
  }
  /**
   * Add line changes to preview
   * @private
   */
  static addLineChanges(lineChanges, lines) {
    for (const lineChange of lineChanges) {
      this.addLineRangeHeader(lineChange, lines);
      this.addContentDiff(lineChange, lines);
      this.addChangeReason(lineChange, lines);
      lines.push("");
    }
  }
  /**
   * Add line range header
   * @private
   */
  static addLineRangeHeader(lineChange, lines) {
    if (lineChange.startLine === lineChange.endLine) {
      lines.push(`  Line ${lineChange.startLine}:`);
    } else {
      lines.push(`  Lines ${lineChange.startLine}-${lineChange.endLine}:`);
    }
  }
  /**
   * Add content diff (before/after)
   * @private
   */
  static addContentDiff(lineChange, lines) {
    const originalLines = lineChange.originalContent.split("\n");
    for (const line of originalLines) {
      lines.push(`  - ${line}`);
    }
    const newLines = lineChange.newContent.split("\n");
    for (const line of newLines) {
      lines.push(`  + ${line}`);
    }
  }
  /**
   * Add change reason if present
   * @private
   */
  static addChangeReason(lineChange, lines) {
    if (lineChange.changeReason) {
      lines.push(`    (${lineChange.changeReason})`);
    }
  }
  /**
   * Add notes section
   * @private
   */
  static addNotes(notes, lines) {
    if (!notes || notes.length === 0) {
      return;
    }
    lines.push("Notes:");
    for (const note of notes) {
      lines.push(`  \u2022 ${note}`);
    }
    lines.push("");
  }
  /**
   * Add testing guidance section
   * @private
   */
  static addTestingGuidance(testingGuidance, lines) {
    if (!testingGuidance) {
      return;
    }
    lines.push("Testing Guidance:");
    this.addSuggestedTests(testingGuidance.suggestedTests, lines);
    this.addRiskAreas(testingGuidance.riskAreas, lines);
  }
  /**
   * Add suggested tests
   * @private
   */
  static addSuggestedTests(suggestedTests, lines) {
    if (suggestedTests.length === 0) {
      return;
    }
    lines.push("  Suggested Tests:");
    for (const test of suggestedTests) {
      lines.push(`    \u2022 ${test}`);
    }
  }
  /**
   * Add risk areas
   * @private
   */
  static addRiskAreas(riskAreas, lines) {
    if (riskAreas.length === 0) {
      return;
    }
    lines.push("  Risk Areas:");
    for (const risk of riskAreas) {
      lines.push(`    \u2022 ${risk}`);
    }
  }
  /**
   * Extract common patterns from multiple fix suggestions
   *
   * @param suggestions - Array of fix suggestions to analyze
   * @returns Analysis of common patterns and recommendations
   *
   * @example
   * ```typescript
   * const patterns = FixSuggestionUtils.analyzeSuggestionPatterns(suggestions);
   * console.log('Common changes:', patterns.commonChanges);
   * console.log('Best practices:', patterns.suggestedBestPractices);
   * ```
   */
  static analyzeSuggestionPatterns(suggestions) {
    const commonChanges = /* @__PURE__ */ new Set();
    const bestPractices = /* @__PURE__ */ new Set();
    const languageTips = {};
    this.extractPatternsFromSuggestions(suggestions, commonChanges, bestPractices, languageTips);
    return {
      commonChanges: Array.from(commonChanges),
      suggestedBestPractices: Array.from(bestPractices),
      languageSpecificTips: this.convertLanguageTipsToArray(languageTips)
    };
  }
  /**
   * Extract patterns from all suggestions
   * @private
   */
  static extractPatternsFromSuggestions(suggestions, commonChanges, bestPractices, languageTips) {
    for (const suggestion of suggestions) {
      this.analyzeChangePatterns(suggestion.changes, commonChanges, languageTips);
      this.extractBestPractices(suggestion.references, bestPractices);
      this.extractExplanationPatterns(suggestion.explanation, commonChanges);
    }
  }
  /**
   * Analyze change patterns from code changes
   * @private
   */
  static analyzeChangePatterns(changes, commonChanges, languageTips) {
    for (const change of changes) {
      const language = change.fileMetadata?.language;
      this.ensureLanguageTipsExists(language, languageTips);
      this.processLineChanges(change.lineChanges, language, commonChanges, languageTips);
    }
  }
  /**
   * Ensure language tips set exists
   * @private
   */
  static ensureLanguageTipsExists(language, languageTips) {
    if (language && !languageTips[language]) {
      languageTips[language] = /* @__PURE__ */ new Set();
    }
  }
  /**
   * Process line changes to extract patterns
   * @private
   */
  static processLineChanges(lineChanges, language, commonChanges, languageTips) {
    for (const lineChange of lineChanges) {
      if (!lineChange.changeReason) {
        continue;
      }
      commonChanges.add(lineChange.changeReason);
      if (language) {
        const tips = languageTips[language];
        if (tips) {
          tips.add(lineChange.changeReason);
        }
      }
    }
  }
  /**
   * Extract best practices from references
   * @private
   */
  static extractBestPractices(references, bestPractices) {
    if (!references) {
      return;
    }
    for (const ref of references) {
      if (ref.type === "best_practice") {
        bestPractices.add(ref.title);
      }
    }
  }
  /**
   * Extract patterns from explanation text
   * @private
   */
  static extractExplanationPatterns(explanation, commonChanges) {
    const lowerExplanation = explanation.toLowerCase();
    if (lowerExplanation.includes("performance")) {
      commonChanges.add("Performance improvement");
    }
    if (lowerExplanation.includes("security")) {
      commonChanges.add("Security enhancement");
    }
    if (lowerExplanation.includes("maintainability")) {
      commonChanges.add("Maintainability improvement");
    }
  }
  /**
   * Convert language tips from Set to Array
   * @private
   */
  static convertLanguageTipsToArray(languageTips) {
    return Object.fromEntries(
      Object.entries(languageTips).map(([lang, tips]) => [lang, Array.from(tips)])
    );
  }
  /**
   * Generate statistics from fix suggestions
   *
   * @param suggestions - Array of fix suggestions to analyze
   * @returns Statistical analysis of the suggestions
   *
   * @example
   * ```typescript
   * const stats = FixSuggestionUtils.generateSuggestionStats(suggestions);
   * console.log(`Average confidence: ${stats.successRates.average}%`);
   * console.log(`High confidence fixes: ${stats.byConfidence.high}`);
   * ```
   */
  static generateSuggestionStats(suggestions) {
    const confidenceBuckets = { high: 0, medium: 0, low: 0 };
    const complexityBuckets = { low: 0, medium: 0, high: 0 };
    const successRates = [];
    const patternCounts = /* @__PURE__ */ new Map();
    this.processSuggestions(
      suggestions,
      confidenceBuckets,
      complexityBuckets,
      successRates,
      patternCounts
    );
    const successRateStats = this.calculateSuccessRateStats(successRates);
    const commonPatterns = this.calculateCommonPatterns(suggestions, patternCounts);
    return {
      totalSuggestions: suggestions.length,
      byConfidence: confidenceBuckets,
      byComplexity: complexityBuckets,
      successRates: successRateStats,
      commonPatterns
    };
  }
  static processSuggestions(suggestions, confidenceBuckets, complexityBuckets, successRates, patternCounts) {
    for (const suggestion of suggestions) {
      this.categorizeByConfidence(suggestion, confidenceBuckets);
      complexityBuckets[suggestion.complexity]++;
      successRates.push(suggestion.successRate);
      this.countPatterns(suggestion, patternCounts);
    }
  }
  static categorizeByConfidence(suggestion, confidenceBuckets) {
    if (suggestion.confidence >= 80) {
      confidenceBuckets.high++;
    } else if (suggestion.confidence >= 50) {
      confidenceBuckets.medium++;
    } else {
      confidenceBuckets.low++;
    }
  }
  static countPatterns(suggestion, patternCounts) {
    for (const change of suggestion.changes) {
      for (const lineChange of change.lineChanges) {
        if (lineChange.changeReason) {
          const current = patternCounts.get(lineChange.changeReason) ?? 0;
          patternCounts.set(lineChange.changeReason, current + 1);
        }
      }
    }
  }
  static calculateSuccessRateStats(successRates) {
    if (successRates.length === 0) {
      return { average: 0, median: 0, standardDeviation: 0 };
    }
    const average = successRates.reduce((sum, rate) => sum + rate, 0) / successRates.length;
    const median = this.calculateMedian(successRates);
    const variance = successRates.reduce((sum, rate) => sum + Math.pow(rate - average, 2), 0) / successRates.length;
    const standardDeviation = Math.sqrt(variance);
    return {
      average: Math.round(average * 100) / 100,
      median: Math.round(median * 100) / 100,
      standardDeviation: Math.round(standardDeviation * 100) / 100
    };
  }
  static calculateMedian(values) {
    const sorted = [...values].sort((a2, b2) => a2 - b2);
    const { length } = sorted;
    if (length % 2 === 1) {
      return sorted[Math.floor(length / 2)] ?? 0;
    }
    const midIndex = Math.floor(length / 2);
    const a = sorted[midIndex - 1] ?? 0;
    const b = sorted[midIndex] ?? 0;
    return (a + b) / 2;
  }
  static calculateCommonPatterns(suggestions, patternCounts) {
    return Array.from(patternCounts.entries()).sort(([, a], [, b]) => b - a).slice(0, 10).map(([pattern, frequency]) => ({
      pattern,
      frequency,
      averageConfidence: this.calculatePatternAverageConfidence(suggestions, pattern)
    }));
  }
  static calculatePatternAverageConfidence(suggestions, pattern) {
    const matchingSuggestions = this.filterSuggestionsByPattern(suggestions, pattern);
    if (matchingSuggestions.length === 0) {
      return 0;
    }
    const totalConfidence = matchingSuggestions.reduce((sum, s) => sum + s.confidence, 0);
    return totalConfidence / matchingSuggestions.length;
  }
  static filterSuggestionsByPattern(suggestions, pattern) {
    return suggestions.filter(
      (suggestion) => suggestion.changes.some(
        (change) => change.lineChanges.some((lineChange) => lineChange.changeReason === pattern)
      )
    );
  }
  // ===== Private Helper Methods =====
  /**
   * Check if a file appears to be accessible (simplified heuristic)
   * @private
   */
  static isFileAccessible(filePath) {
    return filePath.length > 0 && !filePath.includes("..") && !filePath.startsWith("/");
  }
  /**
   * Calculate overall risk level
   * @private
   */
  static calculateRiskLevel(confidence, complexity, linesChanged) {
    const complexityScore = { low: 1, medium: 2, high: 3 }[complexity];
    const confidenceScore = confidence / 100;
    const sizeScore = Math.min(linesChanged / 10, 3);
    const riskScore = (complexityScore + sizeScore) * (1 - confidenceScore);
    if (riskScore > 2) {
      return "high";
    }
    if (riskScore > 1) {
      return "medium";
    }
    return "low";
  }
  /**
   * Estimate time to apply fix
   * @private
   */
  static estimateApplicationTime(effort, linesChanged) {
    const baseTime = {
      trivial: 1,
      easy: 5,
      moderate: 15,
      complex: 30
    }[effort];
    const timeWithSize = baseTime + Math.floor(linesChanged / 5);
    if (timeWithSize < 5) {
      return "< 5 minutes";
    }
    if (timeWithSize < 15) {
      return "5-15 minutes";
    }
    if (timeWithSize < 30) {
      return "15-30 minutes";
    }
    if (timeWithSize < 60) {
      return "30-60 minutes";
    }
    return "> 1 hour";
  }
  /**
   * Calculate weighted score for suggestion ranking
   * @private
   */
  static calculateSuggestionScore(suggestion, weights) {
    const confidenceScore = suggestion.confidence / 100;
    const successRateScore = suggestion.successRate / 100;
    const complexityScore = { high: 0.2, medium: 0.6, low: 1 }[suggestion.complexity];
    const effortScore = { complex: 0.2, moderate: 0.4, easy: 0.7, trivial: 1 }[suggestion.effortEstimate];
    return confidenceScore * weights.confidenceWeight + successRateScore * weights.successRateWeight + complexityScore * weights.complexityWeight + effortScore * weights.effortWeight;
  }
};
var FixSuggestionIntegration = class {
  /**
   * Find issues that are eligible for AI fix suggestions
   *
   * @param client - SonarQube client instance
   * @param projectKey - Project to search in
   * @param options - Integration options
   * @returns Array of eligible issues with availability info
   *
   * @example
   * ```typescript
   * const eligibleIssues = await FixSuggestionIntegration.findEligibleIssues(
   *   client,
   *   'my-project',
   *   {
   *     severity: ['MAJOR', 'CRITICAL'],
   *     autoCheckAvailability: true
   *   }
   * );
   *
   * console.log(`Found ${eligibleIssues.length} issues eligible for AI fixes`);
   * ```
   */
  static async findEligibleIssues(client, projectKey, options = {}) {
    const { autoCheckAvailability = true, eligibilityCriteria = {} } = options;
    const issuesResponse = await client.issues.search().withProjects([projectKey]).withSeverities(eligibilityCriteria.severity ?? ["MAJOR", "CRITICAL", "BLOCKER"]).withTypes(eligibilityCriteria.types ?? ["BUG", "CODE_SMELL"]).execute();
    let eligibleIssues = issuesResponse.issues;
    if (eligibilityCriteria.age) {
      const cutoffDate = /* @__PURE__ */ new Date();
      cutoffDate.setDate(cutoffDate.getDate() - eligibilityCriteria.age);
      eligibleIssues = eligibleIssues.filter((issue) => {
        const creationDate = new Date(issue.creationDate);
        return creationDate >= cutoffDate;
      });
    }
    if (eligibilityCriteria.hasLocation) {
      eligibleIssues = eligibleIssues.filter((issue) => issue.textRange || issue.line);
    }
    const results = [];
    if (autoCheckAvailability) {
      for (const issue of eligibleIssues) {
        try {
          const availability = await client.fixSuggestions.getIssueAvailabilityV2({
            issueKey: issue.key,
            projectKey
          });
          if (availability.available) {
            results.push({ issue, availability });
          }
        } catch (error) {
          console.warn(`Failed to check availability for issue ${issue.key}:`, error);
        }
      }
    } else {
      results.push(
        ...eligibleIssues.map((issue) => ({
          issue,
          availability: { available: true }
        }))
      );
    }
    return results;
  }
  /**
   * Process multiple issues for fix suggestions in batch
   *
   * @param client - SonarQube client instance
   * @param issueKeys - Array of issue keys to process
   * @param options - Batch processing options
   * @returns Batch processing results
   *
   * @example
   * ```typescript
   * const results = await FixSuggestionIntegration.batchProcessIssues(
   *   client,
   *   ['issue1', 'issue2', 'issue3'],
   *   {
   *     concurrency: 3,
   *     onProgress: (progress) => {
   *       console.log(`Progress: ${progress.completed}/${progress.total}`);
   *     }
   *   }
   * );
   *
   * console.log(`Successfully processed: ${results.successful.length}`);
   * console.log(`Failed: ${results.failed.length}`);
   * ```
   */
  static async batchProcessIssues(client, issueKeys, options = {}) {
    const { concurrency = 3, requestDelay = 100, continueOnError = true, onProgress } = options;
    const successful = [];
    const failed = [];
    const startTime = Date.now();
    for (let i = 0; i < issueKeys.length; i += concurrency) {
      const batch = issueKeys.slice(i, i + concurrency);
      const batchPromises = batch.map(async (issueKey) => {
        try {
          const processingStart = Date.now();
          const suggestions = await client.fixSuggestions.requestAiSuggestionsV2({
            issueKey,
            maxAlternatives: 3
          });
          successful.push({
            issueKey,
            suggestions: suggestions.suggestions,
            processingTime: Date.now() - processingStart
          });
        } catch (error) {
          const errorMessage = error instanceof Error ? error.message : "Unknown error";
          failed.push({
            issueKey,
            error: errorMessage,
            errorType: error instanceof Error ? error.constructor.name : "UnknownError",
            retryable: !errorMessage.includes("unsupported") && !errorMessage.includes("quota")
          });
          if (!continueOnError) {
            throw error;
          }
        }
        if (requestDelay > 0) {
          await new Promise((resolve) => setTimeout(resolve, requestDelay));
        }
      });
      await Promise.all(batchPromises);
      if (onProgress && batch.length > 0) {
        const currentIssue = batch[batch.length - 1];
        onProgress({
          completed: successful.length + failed.length,
          total: issueKeys.length,
          ...currentIssue !== void 0 && { current: currentIssue },
          errors: failed.length
        });
      }
    }
    const totalProcessingTime = Date.now() - startTime;
    const totalConfidence = successful.reduce((sum, result) => {
      const avgConfidence = result.suggestions.reduce((s, suggestion) => s + suggestion.confidence, 0) / result.suggestions.length;
      return sum + avgConfidence;
    }, 0);
    const averageConfidence = successful.length > 0 ? totalConfidence / successful.length : 0;
    return {
      successful,
      failed,
      summary: {
        totalProcessed: issueKeys.length,
        successCount: successful.length,
        failureCount: failed.length,
        totalProcessingTime,
        averageConfidence: Math.round(averageConfidence * 100) / 100
      }
    };
  }
};

// src/resources/clean-code-policy/builders.ts
var CreateCustomRuleV2Builder = class extends BaseBuilder {
  constructor(executor) {
    super(executor);
    this.params = {};
  }
  /**
   * Set the unique key for the custom rule
   * @param key - Unique rule key within the repository
   * @returns Builder instance for chaining
   */
  withKey(key) {
    return this.setParam("key", key);
  }
  /**
   * Set the template key to base this rule on
   * @param templateKey - Key of the template rule
   * @returns Builder instance for chaining
   */
  fromTemplate(templateKey) {
    return this.setParam("templateKey", templateKey);
  }
  /**
   * Set the display name for the rule
   * @param name - Human-readable rule name
   * @returns Builder instance for chaining
   */
  withName(name) {
    return this.setParam("name", name);
  }
  /**
   * Set the markdown description explaining what the rule detects
   * @param description - Detailed markdown description
   * @returns Builder instance for chaining
   */
  withDescription(description) {
    return this.setParam("markdownDescription", description);
  }
  /**
   * Set the markdown description (alias for withDescription)
   * @param markdownDescription - Detailed markdown description
   * @returns Builder instance for chaining
   */
  withMarkdownDescription(markdownDescription) {
    return this.setParam("markdownDescription", markdownDescription);
  }
  /**
   * Set the rule status
   * @param status - Rule status (BETA, READY, DEPRECATED, REMOVED)
   * @returns Builder instance for chaining
   */
  withStatus(status) {
    return this.setParam("status", status);
  }
  /**
   * Add a parameter configuration
   * @param key - Parameter key (must match template parameter)
   * @param value - Parameter value
   * @returns Builder instance for chaining
   */
  withParameter(key, value) {
    const currentParams = this.params.parameters ?? [];
    return this.setParam("parameters", [...currentParams, { key, value }]);
  }
  /**
   * Set multiple parameters at once
   * @param parameters - Array of parameter configurations
   * @returns Builder instance for chaining
   */
  withParameters(parameters) {
    return this.setParam("parameters", parameters);
  }
  /**
   * Add parameters as a key-value object
   * @param parameters - Object with parameter keys and values
   * @returns Builder instance for chaining
   */
  withParameterMap(parameters) {
    const paramArray = Object.entries(parameters).map(([key, value]) => ({ key, value }));
    return this.setParam("parameters", paramArray);
  }
  /**
   * Clear all parameters
   * @returns Builder instance for chaining
   */
  clearParameters() {
    return this.setParam("parameters", []);
  }
  /**
   * Validate the rule configuration before execution
   * @param options - Validation options
   * @returns Validation result
   */
  async validate(options) {
    const errors = [];
    const warnings = [];
    this.validateKey(errors);
    this.validateTemplateKey(errors);
    this.validateName(errors);
    this.validateDescription(errors, warnings);
    if (options?.validateParameters !== false) {
      this.validateParameters(errors, warnings);
    }
    return await Promise.resolve(this.buildValidationResult(errors, warnings));
  }
  /**
   * Build the request object
   * @returns The complete request object
   */
  build() {
    return {
      key: this.params.key ?? "",
      templateKey: this.params.templateKey ?? "",
      name: this.params.name ?? "",
      markdownDescription: this.params.markdownDescription ?? "",
      status: this.params.status ?? "READY",
      ...this.params.parameters && { parameters: this.params.parameters }
    };
  }
  /**
   * Execute the rule creation
   * @returns Promise resolving to the created rule
   */
  async execute() {
    const validation = await this.validate({ strict: true });
    if (!validation.valid && validation.errors) {
      throw new Error(
        `Invalid rule configuration: ${validation.errors.map((e) => e.message).join(", ")}`
      );
    }
    return this.executor(this.build());
  }
  validateKey(errors) {
    if (this.params.key === void 0 || this.params.key === "") {
      errors.push({
        field: "key",
        message: "Rule key is required",
        code: "MISSING_KEY"
      });
      return;
    }
    if (!/^[a-zA-Z][a-zA-Z0-9_-]*$/.test(this.params.key)) {
      errors.push({
        field: "key",
        message: "Rule key must start with a letter and contain only letters, numbers, underscores, and hyphens",
        code: "INVALID_KEY_FORMAT"
      });
    }
  }
  validateTemplateKey(errors) {
    if (this.params.templateKey === void 0 || this.params.templateKey === "") {
      errors.push({
        field: "templateKey",
        message: "Template key is required",
        code: "MISSING_TEMPLATE"
      });
    }
  }
  validateName(errors) {
    if (this.params.name === void 0 || this.params.name === "") {
      errors.push({
        field: "name",
        message: "Rule name is required",
        code: "MISSING_NAME"
      });
      return;
    }
    if (this.params.name.length > 200) {
      errors.push({
        field: "name",
        message: "Rule name must not exceed 200 characters",
        code: "NAME_TOO_LONG"
      });
    }
  }
  validateDescription(errors, warnings) {
    if (this.params.markdownDescription === void 0 || this.params.markdownDescription === "") {
      errors.push({
        field: "markdownDescription",
        message: "Rule description is required",
        code: "MISSING_DESCRIPTION"
      });
      return;
    }
    if (this.params.markdownDescription.length < 10) {
      warnings.push({
        field: "markdownDescription",
        message: "Rule description is very short",
        suggestion: "Consider providing a more detailed description to help users understand the rule"
      });
    }
  }
  validateParameters(errors, warnings) {
    if (!this.params.parameters) {
      return;
    }
    for (const param of this.params.parameters) {
      this.validateSingleParameter(param, errors, warnings);
    }
  }
  validateSingleParameter(param, errors, warnings) {
    if (param.key === "") {
      errors.push({
        field: "parameters",
        message: "Parameter key is required",
        code: "MISSING_PARAMETER_KEY"
      });
    }
    if (param.value === "") {
      warnings.push({
        field: `parameters.${param.key}`,
        message: `Parameter '${param.key}' has no value`,
        suggestion: "Ensure this parameter has a valid value or remove it"
      });
    }
  }
  buildValidationResult(errors, warnings) {
    const result = { valid: errors.length === 0 };
    if (errors.length > 0) {
      result.errors = errors;
    }
    if (warnings.length > 0) {
      result.warnings = warnings;
    }
    return result;
  }
};
var AdvancedCustomRuleBuilder = class _AdvancedCustomRuleBuilder extends CreateCustomRuleV2Builder {
  /**
   * Configure rule for security vulnerabilities
   * @param severity - Security impact severity
   * @returns Builder instance for chaining
   */
  forSecurityVulnerability(_severity = "HIGH") {
    return this.withStatus("READY").withParameter("category", "SECURITY");
  }
  /**
   * Configure rule for code maintainability
   * @param severity - Maintainability impact severity
   * @returns Builder instance for chaining
   */
  forMaintainability(_severity = "MEDIUM") {
    return this.withStatus("READY").withParameter("category", "MAINTAINABILITY");
  }
  /**
   * Configure rule for reliability bugs
   * @param severity - Reliability impact severity
   * @returns Builder instance for chaining
   */
  forReliability(_severity = "HIGH") {
    return this.withStatus("READY").withParameter("category", "RELIABILITY");
  }
  /**
   * Set common security-related parameters
   * @param cwe - CWE identifier
   * @param owasp - OWASP category
   * @returns Builder instance for chaining
   */
  withSecurityStandards(cwe, owasp) {
    if (cwe !== void 0 && cwe !== "") {
      this.withParameter("cwe", cwe);
    }
    if (owasp !== void 0 && owasp !== "") {
      this.withParameter("owasp", owasp);
    }
    return this;
  }
  /**
   * Configure rule with regex pattern
   * @param pattern - Regular expression pattern
   * @param flags - Regex flags (g, i, m, etc.)
   * @returns Builder instance for chaining
   */
  withRegexPattern(pattern, flags) {
    this.withParameter("pattern", pattern);
    if (flags !== void 0 && flags !== "") {
      this.withParameter("flags", flags);
    }
    return this;
  }
  /**
   * Configure rule with XPath pattern
   * @param xpath - XPath expression
   * @returns Builder instance for chaining
   */
  withXPathPattern(xpath) {
    return this.withParameter("xpath", xpath);
  }
  /**
   * Configure rule with file pattern
   * @param includes - File patterns to include (glob syntax)
   * @param excludes - File patterns to exclude (glob syntax)
   * @returns Builder instance for chaining
   */
  withFilePattern(includes, excludes) {
    if (includes && includes.length > 0) {
      this.withParameter("includes", includes.join(","));
    }
    if (excludes && excludes.length > 0) {
      this.withParameter("excludes", excludes.join(","));
    }
    return this;
  }
  /**
   * Set message template for issues
   * @param message - Issue message template (can include placeholders)
   * @returns Builder instance for chaining
   */
  withMessageTemplate(message) {
    return this.withParameter("message", message);
  }
  /**
   * Enable or disable the rule
   * @param enabled - Whether the rule should be enabled
   * @returns Builder instance for chaining
   */
  setEnabled(enabled) {
    return this.withStatus(enabled ? "READY" : "DEPRECATED");
  }
  /**
   * Mark rule as beta/experimental
   * @returns Builder instance for chaining
   */
  markAsBeta() {
    return this.withStatus("BETA");
  }
  /**
   * Mark rule as deprecated
   * @param reason - Deprecation reason
   * @param alternative - Alternative rule to use
   * @returns Builder instance for chaining
   */
  markAsDeprecated(reason, alternative) {
    this.withStatus("DEPRECATED");
    if (reason !== void 0 && reason !== "") {
      this.withParameter("deprecationReason", reason);
    }
    if (alternative !== void 0 && alternative !== "") {
      this.withParameter("alternativeRule", alternative);
    }
    return this;
  }
  /**
   * Configure rule for specific frameworks
   * @param frameworks - List of framework names
   * @returns Builder instance for chaining
   */
  forFrameworks(frameworks) {
    return this.withParameter("frameworks", frameworks.join(","));
  }
  /**
   * Set rule scope (main code, test code, or both)
   * @param scope - Code scope
   * @returns Builder instance for chaining
   */
  withScope(scope) {
    return this.withParameter("scope", scope);
  }
  /**
   * Add tags for categorization
   * @param tags - List of tags
   * @returns Builder instance for chaining
   */
  withTags(tags) {
    return this.withParameter("tags", tags.join(","));
  }
  /**
   * Set remediation effort estimate
   * @param effort - Effort in minutes
   * @returns Builder instance for chaining
   */
  withRemediationEffort(effort) {
    return this.withParameter("remediationEffort", `${effort.toString()}min`);
  }
  /**
   * Create a copy of the current builder state
   * @returns New builder instance with copied state
   */
  clone() {
    const newBuilder = new _AdvancedCustomRuleBuilder(this.executor);
    newBuilder.params = { ...this.params };
    if (this.params.parameters) {
      newBuilder.params.parameters = [...this.params.parameters];
    }
    return newBuilder;
  }
};

// src/resources/clean-code-policy/CleanCodePolicyClient.ts
var CleanCodePolicyClient = class extends BaseClient {
  /**
   * Create a custom rule using the v2 API
   *
   * @param request - Rule creation request
   * @returns Promise resolving to the created rule
   * @throws {CleanCodePolicyError} If rule creation fails
   *
   * @example
   * ```typescript
   * const rule = await client.cleanCodePolicy.createCustomRuleV2({
   *   key: 'no-console',
   *   templateKey: 'javascript:S1234',
   *   name: 'No console.log',
   *   markdownDescription: '## Why?\nConsole logs should not be in production',
   *   status: 'READY',
   *   parameters: [
   *     { key: 'message', value: 'Remove console statement' }
   *   ]
   * });
   * ```
   */
  async createCustomRuleV2(request) {
    try {
      const response = await this.request(
        "/api/v2/clean-code-policy/rules",
        {
          method: "POST",
          headers: {
            contentType: "application/json"
          },
          body: JSON.stringify(request)
        }
      );
      return response;
    } catch (error) {
      throw this.handleCleanCodePolicyError(error);
    }
  }
  /**
   * Create a builder for fluent rule creation
   *
   * @returns Rule creation builder
   *
   * @example
   * ```typescript
   * const rule = await client.cleanCodePolicy
   *   .createRule()
   *   .withKey('avoid-var')
   *   .fromTemplate('javascript:S1234')
   *   .withName('Avoid var declarations')
   *   .withDescription('Use const or let instead of var')
   *   .withParameter('message', 'Replace var with const or let')
   *   .execute();
   * ```
   */
  createRule() {
    return new CreateCustomRuleV2Builder(async (request) => this.createCustomRuleV2(request));
  }
  /**
   * Create an advanced builder with additional helper methods
   *
   * @returns Advanced rule creation builder
   *
   * @example
   * ```typescript
   * const rule = await client.cleanCodePolicy
   *   .createAdvancedRule()
   *   .withKey('sql-injection')
   *   .fromTemplate('java:S3649')
   *   .withName('Prevent SQL Injection')
   *   .withDescription('Detects potential SQL injection vulnerabilities')
   *   .forSecurityVulnerability('HIGH')
   *   .withSecurityStandards('CWE-89', 'A03')
   *   .withRegexPattern('executeQuery\\s*\\([^)]*\\+', 'gm')
   *   .execute();
   * ```
   */
  createAdvancedRule() {
    return new AdvancedCustomRuleBuilder(async (request) => this.createCustomRuleV2(request));
  }
  /**
   * Validate a rule configuration without creating it
   *
   * @param request - Rule configuration to validate
   * @param options - Validation options
   * @returns Validation result
   *
   * @example
   * ```typescript
   * const validation = await client.cleanCodePolicy.validateRule({
   *   key: 'my-rule',
   *   templateKey: 'javascript:S1234',
   *   name: 'My Custom Rule',
   *   markdownDescription: 'Rule description'
   * });
   *
   * if (!validation.valid) {
   *   console.error('Validation errors:', validation.errors);
   * }
   * ```
   */
  async validateRule(request, options) {
    const builder = new CreateCustomRuleV2Builder(async () => ({}));
    if (request.key) {
      builder.withKey(request.key);
    }
    if (request.templateKey) {
      builder.fromTemplate(request.templateKey);
    }
    if (request.name) {
      builder.withName(request.name);
    }
    if (request.markdownDescription) {
      builder.withDescription(request.markdownDescription);
    }
    if (request.status) {
      builder.withStatus(request.status);
    }
    if (request.parameters) {
      builder.withParameters(request.parameters);
    }
    return builder.validate(options);
  }
  /**
   * List available rule templates (placeholder - not in v2 API yet)
   *
   * NOTE: This method is a placeholder for future API expansion.
   * Currently, templates must be discovered through the v1 Rules API.
   *
   * @param options - Options for filtering templates
   * @returns Promise resolving to rule templates
   *
   * @example
   * ```typescript
   * // This is a conceptual example - actual implementation pending
   * const templates = await client.cleanCodePolicy.listTemplates({
   *   language: 'javascript',
   *   customizable: true
   * });
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/require-await
  async listTemplates(_options) {
    throw new Error(
      "Template listing is not yet available in the v2 API. Use the v1 Rules API with is_template=true parameter."
    );
  }
  /**
   * Get a specific rule template by key (placeholder - not in v2 API yet)
   *
   * NOTE: This method is a placeholder for future API expansion.
   * Currently, templates must be fetched through the v1 Rules API.
   *
   * @param templateKey - Template key
   * @returns Promise resolving to the template
   *
   * @example
   * ```typescript
   * // This is a conceptual example - actual implementation pending
   * const template = await client.cleanCodePolicy.getTemplate('javascript:S1234');
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/require-await
  async getTemplate(_templateKey) {
    throw new Error(
      "Template fetching is not yet available in the v2 API. Use the v1 Rules API to fetch template details."
    );
  }
  /**
   * Create a batch of rules efficiently
   *
   * @param rules - Array of rule configurations
   * @returns Promise resolving to created rules and any errors
   *
   * @example
   * ```typescript
   * const results = await client.cleanCodePolicy.createBatch([
   *   {
   *     key: 'rule1',
   *     templateKey: 'javascript:S1234',
   *     name: 'Rule 1',
   *     markdownDescription: 'Description 1'
   *   },
   *   {
   *     key: 'rule2',
   *     templateKey: 'javascript:S5678',
   *     name: 'Rule 2',
   *     markdownDescription: 'Description 2'
   *   }
   * ]);
   *
   * console.log(`Created: ${results.created.length}, Failed: ${results.failed.length}`);
   * ```
   */
  async createBatch(rules) {
    const created = [];
    const failed = [];
    const concurrencyLimit = 5;
    const chunks = [];
    for (let i = 0; i < rules.length; i += concurrencyLimit) {
      chunks.push(rules.slice(i, i + concurrencyLimit));
    }
    for (const chunk of chunks) {
      const promises = chunk.map(async (rule) => {
        try {
          const result = await this.createCustomRuleV2(rule);
          created.push(result);
        } catch (error) {
          failed.push({
            rule,
            error
          });
        }
      });
      await Promise.all(promises);
    }
    return { created, failed };
  }
  /**
   * Import rules from a JSON export
   *
   * @param jsonData - JSON string containing exported rules
   * @param options - Import options
   * @returns Promise resolving to import results
   *
   * @example
   * ```typescript
   * const exportedRules = await fs.readFile('rules.json', 'utf-8');
   * const results = await client.cleanCodePolicy.importRules(exportedRules, {
   *   skipExisting: true,
   *   validateBeforeImport: true
   * });
   * ```
   */
  async importRules(jsonData, options) {
    const rules = this.parseRulesFromJson(jsonData);
    const processedRules = this.addKeyPrefixToRules(rules, options?.keyPrefix);
    if (options?.validateBeforeImport === true) {
      await this.validateRulesBeforeImport(processedRules);
    }
    return this.processRulesImport(processedRules, options?.skipExisting);
  }
  /**
   * Export rules to JSON format
   *
   * @param rules - Rules to export
   * @returns JSON string containing exported rules
   *
   * @example
   * ```typescript
   * const rules = [createdRule1, createdRule2];
   * const exportData = client.cleanCodePolicy.exportRules(rules);
   * await fs.writeFile('rules.json', exportData);
   * ```
   */
  exportRules(rules) {
    const exportData = rules.map((rule) => ({
      key: rule.key,
      templateKey: rule.templateKey ?? "",
      name: rule.name,
      markdownDescription: rule.markdownDescription ?? "",
      status: rule.status,
      parameters: rule.parameters?.map((p) => ({
        key: p.key,
        value: p.defaultValue ?? ""
      })) ?? []
    }));
    return JSON.stringify(exportData, null, 2);
  }
  parseRulesFromJson(jsonData) {
    try {
      const rules = JSON.parse(jsonData);
      if (Array.isArray(rules)) {
        return rules;
      }
      throw new TypeError("Expected an array of rules");
    } catch (error) {
      throw new Error(`Invalid JSON data: ${error.message}`);
    }
  }
  addKeyPrefixToRules(rules, keyPrefix) {
    if (keyPrefix === void 0 || keyPrefix === "") {
      return rules;
    }
    return rules.map((rule) => ({
      ...rule,
      key: `${keyPrefix}${rule.key}`
    }));
  }
  async validateRulesBeforeImport(rules) {
    for (const rule of rules) {
      const validation = await this.validateRule(rule);
      if (!validation.valid && validation.errors) {
        throw new Error(
          `Validation failed for rule ${rule.key}: ${validation.errors.map((e) => e.message).join(", ")}`
        );
      }
    }
  }
  async processRulesImport(rules, skipExisting) {
    const imported = [];
    const skipped = [];
    const failed = [];
    for (const rule of rules) {
      try {
        const result = await this.createCustomRuleV2(rule);
        imported.push(result);
      } catch (error) {
        this.handleRuleImportError(error, rule, skipExisting, skipped, failed);
      }
    }
    return { imported, skipped, failed };
  }
  handleRuleImportError(error, rule, skipExisting, skipped, failed) {
    const err = error;
    const shouldSkipExisting = skipExisting === true && err.code === "RULE_KEY_EXISTS" /* RuleKeyExists */;
    if (shouldSkipExisting) {
      skipped.push(rule.key);
    } else {
      failed.push({ rule, error: err });
    }
  }
  /**
   * Handle Clean Code Policy API specific errors
   *
   * @param error - The error to handle
   * @returns Formatted error with proper type
   * @private
   */
  handleCleanCodePolicyError(error) {
    if (!(error instanceof Error)) {
      return error;
    }
    const message = error.message.toLowerCase();
    const errorStr = error.toString().toLowerCase();
    if (this.isRuleKeyExistsError(message, errorStr)) {
      return this.createError(
        "RULE_KEY_EXISTS" /* RuleKeyExists */,
        "A rule with this key already exists",
        error
      );
    }
    if (this.isTemplateNotFoundError(message, errorStr)) {
      return this.createError(
        "TEMPLATE_NOT_FOUND" /* TemplateNotFound */,
        "The specified template was not found",
        error
      );
    }
    const parameterError = this.checkParameterErrors(message, errorStr, error);
    if (parameterError) {
      return parameterError;
    }
    if (this.isPermissionError(message, errorStr)) {
      return this.createError(
        "INSUFFICIENT_PERMISSIONS" /* InsufficientPermissions */,
        'Insufficient permissions to create custom rules. Requires "Administer Quality Profiles" permission.',
        error
      );
    }
    return error;
  }
  isRuleKeyExistsError(message, errorStr) {
    return message.includes("already exists") || errorStr.includes("already exists");
  }
  isTemplateNotFoundError(message, errorStr) {
    return message.includes("template") && message.includes("not found") || errorStr.includes("template") && errorStr.includes("not found");
  }
  checkParameterErrors(message, errorStr, error) {
    if (!message.includes("parameter") && !errorStr.includes("parameter")) {
      return null;
    }
    if (message.includes("invalid") || errorStr.includes("invalid")) {
      return this.createError(
        "INVALID_PARAMETER" /* InvalidParameter */,
        "Invalid parameter value provided",
        error
      );
    }
    if (this.isMissingParameterError(message, errorStr)) {
      return this.createError(
        "MISSING_PARAMETER" /* MissingParameter */,
        "Required parameter is missing",
        error
      );
    }
    return null;
  }
  isMissingParameterError(message, errorStr) {
    return message.includes("missing") || message.includes("required") || errorStr.includes("missing") || errorStr.includes("required");
  }
  isPermissionError(message, errorStr) {
    return message.includes("permission") || message.includes("unauthorized") || message.includes("forbidden") || errorStr.includes("permission") || errorStr.includes("forbidden");
  }
  /**
   * Create a typed error object
   *
   * @param code - Error code
   * @param message - Error message
   * @param originalError - Original error object
   * @returns Typed error
   * @private
   */
  createError(code, message, originalError) {
    const error = new Error(message);
    error.code = code;
    if (originalError) {
      error.originalError = originalError;
    }
    return error;
  }
};

// src/core/services/PlatformValidationService.ts
var DevOpsPlatform = /* @__PURE__ */ ((DevOpsPlatform2) => {
  DevOpsPlatform2["GITHUB"] = "github";
  DevOpsPlatform2["GITLAB"] = "gitlab";
  DevOpsPlatform2["BITBUCKET"] = "bitbucket";
  DevOpsPlatform2["AzureDevops"] = "azure_devops";
  return DevOpsPlatform2;
})(DevOpsPlatform || {});
var PlatformValidationService;
((PlatformValidationService2) => {
  const validationRules = [
    {
      platform: "github" /* GITHUB */,
      requiredFields: ["owner", "repository"],
      identifierFormat: /^[\w.-]+\/[\w.-]+$/,
      identifierExample: "owner/repository"
    },
    {
      platform: "gitlab" /* GITLAB */,
      requiredFields: ["namespace", "project"],
      identifierFormat: /^[\w.-]+\/[\w.-]+$/,
      identifierExample: "namespace/project"
    },
    {
      platform: "bitbucket" /* BITBUCKET */,
      requiredFields: ["workspace", "repository"],
      identifierFormat: /^[\w.-]+\/[\w.-]+$/,
      identifierExample: "workspace/repository"
    },
    {
      platform: "azure_devops" /* AzureDevops */,
      requiredFields: ["organization", "project", "repository"],
      identifierFormat: /^[\w.-]+\/[\w.-]+$/,
      identifierExample: "organization/project"
    }
  ];
  function validate(config, platformSpecific) {
    const errors = [];
    const warnings = [];
    const rule = validationRules.find((r) => r.platform === config.platform);
    if (!rule) {
      errors.push({
        field: "platform",
        message: `Unsupported DevOps platform: ${config.platform}`,
        code: "UNSUPPORTED_PLATFORM"
      });
      return { valid: false, errors, warnings };
    }
    if (platformSpecific) {
      validatePlatformSpecific(config.platform, platformSpecific, errors, warnings);
    }
    if (config.identifier !== void 0) {
      validateIdentifier(config.platform, config.identifier, platformSpecific, warnings);
    }
    return {
      valid: errors.length === 0,
      errors,
      warnings
    };
  }
  PlatformValidationService2.validate = validate;
  function validateGitHub(config, identifier) {
    return validate(
      identifier !== void 0 && identifier !== "" ? { platform: "github" /* GITHUB */, identifier } : { platform: "github" /* GITHUB */ },
      config
    );
  }
  PlatformValidationService2.validateGitHub = validateGitHub;
  function validateGitLab(config, identifier) {
    return validate(
      identifier !== void 0 && identifier !== "" ? { platform: "gitlab" /* GITLAB */, identifier } : { platform: "gitlab" /* GITLAB */ },
      config
    );
  }
  PlatformValidationService2.validateGitLab = validateGitLab;
  function validateBitbucket(config, identifier) {
    return validate(
      identifier !== void 0 && identifier !== "" ? { platform: "bitbucket" /* BITBUCKET */, identifier } : { platform: "bitbucket" /* BITBUCKET */ },
      config
    );
  }
  PlatformValidationService2.validateBitbucket = validateBitbucket;
  function validateAzureDevOps(config, identifier) {
    return validate(
      identifier !== void 0 && identifier !== "" ? { platform: "azure_devops" /* AzureDevops */, identifier } : { platform: "azure_devops" /* AzureDevops */ },
      config
    );
  }
  PlatformValidationService2.validateAzureDevOps = validateAzureDevOps;
  function buildIdentifier(platform, config) {
    switch (platform) {
      case "github" /* GITHUB */:
        return config["owner"] !== void 0 && config["owner"] !== null && config["repository"] !== void 0 && config["repository"] !== null ? `${String(config["owner"])}/${String(config["repository"])}` : void 0;
      case "gitlab" /* GITLAB */:
        return config["namespace"] !== void 0 && config["namespace"] !== null && config["project"] !== void 0 && config["project"] !== null ? `${String(config["namespace"])}/${String(config["project"])}` : void 0;
      case "bitbucket" /* BITBUCKET */:
        return config["workspace"] !== void 0 && config["workspace"] !== null && config["repository"] !== void 0 && config["repository"] !== null ? `${String(config["workspace"])}/${String(config["repository"])}` : void 0;
      case "azure_devops" /* AzureDevops */:
        return config["organization"] !== void 0 && config["organization"] !== null && config["project"] !== void 0 && config["project"] !== null ? `${String(config["organization"])}/${String(config["project"])}` : void 0;
      default:
        return void 0;
    }
  }
  PlatformValidationService2.buildIdentifier = buildIdentifier;
  function validatePlatformSpecific(platform, config, errors, warnings) {
    const rule = validationRules.find((r) => r.platform === platform);
    if (!rule) {
      return;
    }
    for (const field of rule.requiredFields) {
      const fieldValue = config[field];
      if (fieldValue === void 0 || fieldValue === null || fieldValue === "" || typeof fieldValue === "string" && fieldValue.trim() === "") {
        errors.push({
          field: `platformSpecific.${field}`,
          message: `${formatFieldName(field)} is required for ${platform}`,
          code: `MISSING_${platform.toUpperCase()}_${field.toUpperCase()}`,
          platform
        });
      }
    }
    switch (platform) {
      case "github" /* GITHUB */:
        validateGitHubSpecific(config, warnings);
        break;
      case "gitlab" /* GITLAB */:
        validateGitLabSpecific(config, warnings);
        break;
      case "bitbucket" /* BITBUCKET */:
        validateBitbucketSpecific(config, warnings);
        break;
      case "azure_devops" /* AzureDevops */:
        validateAzureDevOpsSpecific(config, warnings);
        break;
    }
  }
  function validateIdentifier(platform, identifier, config, warnings) {
    const rule = validationRules.find((r) => r.platform === platform);
    if (!rule) {
      return;
    }
    if (!rule.identifierFormat.test(identifier)) {
      const suggestion = config === void 0 ? void 0 : buildIdentifier(platform, config);
      warnings.push({
        field: "identifier",
        message: `${platform} identifier should be in format "${rule.identifierExample}"`,
        ...suggestion === void 0 ? {} : { suggestion },
        platform
      });
    }
  }
  function validateGitHubSpecific(config, warnings) {
    if (config["owner"] !== void 0 && config["owner"] !== null) {
      const ownerStr = String(config["owner"]);
      if (ownerStr.includes(" ")) {
        warnings.push({
          field: "platformSpecific.owner",
          message: "GitHub owner should not contain spaces",
          platform: "github" /* GITHUB */
        });
      }
    }
    if (config["repository"] !== void 0 && config["repository"] !== null) {
      const repoStr = String(config["repository"]);
      if (repoStr.includes(" ")) {
        warnings.push({
          field: "platformSpecific.repository",
          message: "GitHub repository name should not contain spaces",
          platform: "github" /* GITHUB */
        });
      }
    }
  }
  function validateGitLabSpecific(config, warnings) {
    if (config["namespace"] !== void 0 && config["namespace"] !== null) {
      const namespaceStr = String(config["namespace"]);
      if (namespaceStr.includes(" ")) {
        warnings.push({
          field: "platformSpecific.namespace",
          message: "GitLab namespace should not contain spaces",
          platform: "gitlab" /* GITLAB */
        });
      }
    }
  }
  function validateBitbucketSpecific(config, warnings) {
    if (config["workspace"] !== void 0 && config["workspace"] !== null) {
      const workspaceStr = String(config["workspace"]);
      if (workspaceStr.includes(" ")) {
        warnings.push({
          field: "platformSpecific.workspace",
          message: "Bitbucket workspace should not contain spaces",
          platform: "bitbucket" /* BITBUCKET */
        });
      }
    }
  }
  function validateAzureDevOpsSpecific(config, warnings) {
    if (config["organization"] !== void 0 && config["organization"] !== null) {
      const orgStr = String(config["organization"]);
      if (orgStr.includes(" ")) {
        warnings.push({
          field: "platformSpecific.organization",
          message: "Azure DevOps organization should not contain spaces",
          platform: "azure_devops" /* AzureDevops */
        });
      }
    }
  }
  function formatFieldName(field) {
    return field.split(/(?=[A-Z])/).join(" ").toLowerCase().replace(/^\w/, (c) => c.toUpperCase());
  }
})(PlatformValidationService || (PlatformValidationService = {}));

// src/resources/dop-translation/types.ts
var ProjectBindingStatus = /* @__PURE__ */ ((ProjectBindingStatus2) => {
  ProjectBindingStatus2["PENDING"] = "PENDING";
  ProjectBindingStatus2["ACTIVE"] = "ACTIVE";
  ProjectBindingStatus2["FAILED"] = "FAILED";
  ProjectBindingStatus2["DISABLED"] = "DISABLED";
  return ProjectBindingStatus2;
})(ProjectBindingStatus || {});
var PlatformStatus = /* @__PURE__ */ ((PlatformStatus2) => {
  PlatformStatus2["CONNECTED"] = "CONNECTED";
  PlatformStatus2["DISCONNECTED"] = "DISCONNECTED";
  PlatformStatus2["ERROR"] = "ERROR";
  PlatformStatus2["AUTHENTICATING"] = "AUTHENTICATING";
  return PlatformStatus2;
})(PlatformStatus || {});
var SyncStatus = /* @__PURE__ */ ((SyncStatus2) => {
  SyncStatus2["SUCCESS"] = "SUCCESS";
  SyncStatus2["PENDING"] = "PENDING";
  SyncStatus2["FAILED"] = "FAILED";
  SyncStatus2["NeverSynced"] = "NEVER_SYNCED";
  return SyncStatus2;
})(SyncStatus || {});
var ProjectVisibility = /* @__PURE__ */ ((ProjectVisibility2) => {
  ProjectVisibility2["PUBLIC"] = "public";
  ProjectVisibility2["PRIVATE"] = "private";
  return ProjectVisibility2;
})(ProjectVisibility || {});
var AuthenticationType = /* @__PURE__ */ ((AuthenticationType2) => {
  AuthenticationType2["OAUTH"] = "oauth";
  AuthenticationType2["PersonalAccessToken"] = "personal_access_token";
  AuthenticationType2["AppPassword"] = "app_password";
  AuthenticationType2["InstallationToken"] = "installation_token";
  return AuthenticationType2;
})(AuthenticationType || {});

// src/resources/dop-translation/builders.ts
var CreateBoundProjectV2BuilderImpl = class {
  constructor(client) {
    this.client = client;
  }
  request = {};
  /**
   * Set the DevOps platform for the project
   */
  forPlatform(platform) {
    this.request.dopPlatform = platform;
    return this;
  }
  /**
   * Set the project identifier (e.g., "owner/repository")
   */
  withProjectIdentifier(identifier) {
    this.request.projectIdentifier = identifier;
    if (identifier.includes("/") && this.request.organizationName === void 0 && this.request.repositoryName === void 0) {
      const [org, repo] = identifier.split("/", 2);
      if (org !== void 0 && org !== "" && repo !== void 0 && repo !== "") {
        this.request.organizationName = org;
        this.request.repositoryName = repo;
      }
    }
    return this;
  }
  /**
   * Set the organization/namespace name
   */
  withOrganization(organization) {
    this.request.organizationName = organization;
    this.updateProjectIdentifier();
    return this;
  }
  /**
   * Set the repository name
   */
  withRepository(repository) {
    this.request.repositoryName = repository;
    this.updateProjectIdentifier();
    return this;
  }
  /**
   * Set the repository URL
   */
  withRepositoryUrl(url) {
    this.request.repositoryUrl = url;
    return this;
  }
  /**
   * Set the main branch name
   */
  withMainBranch(branch) {
    this.request.mainBranchName = branch;
    return this;
  }
  /**
   * Configure GitHub-specific settings
   */
  withGitHubConfig(config) {
    const baseConfig = {
      owner: config.owner ?? this.request.organizationName ?? "",
      repository: config.repository ?? this.request.repositoryName ?? "",
      ...config.branch !== void 0 || this.request.mainBranchName !== void 0 ? { branch: config.branch ?? this.request.mainBranchName } : {}
    };
    this.request.platformSpecific = {
      ...baseConfig,
      ...config
    };
    this.request.dopPlatform ??= "github" /* GITHUB */;
    return this;
  }
  /**
   * Configure GitLab-specific settings
   */
  withGitLabConfig(config) {
    const baseConfig = {
      namespace: config.namespace ?? this.request.organizationName ?? "",
      project: config.project ?? this.request.repositoryName ?? "",
      ...config.branch !== void 0 || this.request.mainBranchName !== void 0 ? { branch: config.branch ?? this.request.mainBranchName } : {}
    };
    this.request.platformSpecific = {
      ...baseConfig,
      ...config
    };
    this.request.dopPlatform ??= "gitlab" /* GITLAB */;
    return this;
  }
  /**
   * Configure Bitbucket-specific settings
   */
  withBitbucketConfig(config) {
    const baseConfig = {
      workspace: config.workspace ?? this.request.organizationName ?? "",
      repository: config.repository ?? this.request.repositoryName ?? "",
      ...config.branch !== void 0 || this.request.mainBranchName !== void 0 ? { branch: config.branch ?? this.request.mainBranchName } : {}
    };
    this.request.platformSpecific = {
      ...baseConfig,
      ...config
    };
    this.request.dopPlatform ??= "bitbucket" /* BITBUCKET */;
    return this;
  }
  /**
   * Configure Azure DevOps-specific settings
   */
  withAzureDevOpsConfig(config) {
    const baseConfig = {
      organization: config.organization ?? this.request.organizationName ?? "",
      project: config.project ?? this.request.repositoryName ?? "",
      repository: config.repository ?? this.request.repositoryName ?? "",
      ...config.branch !== void 0 || this.request.mainBranchName !== void 0 ? { branch: config.branch ?? this.request.mainBranchName } : {}
    };
    this.request.platformSpecific = {
      ...baseConfig,
      ...config
    };
    this.request.dopPlatform ??= "azure_devops" /* AzureDevops */;
    return this;
  }
  /**
   * Configure SonarQube project settings
   */
  withSonarQubeProject(config) {
    this.request.sonarQubeProjectConfig = {
      ...this.request.sonarQubeProjectConfig,
      ...config
    };
    return this;
  }
  /**
   * Set SonarQube project key
   */
  withProjectKey(key) {
    this.request.sonarQubeProjectConfig ??= {};
    this.request.sonarQubeProjectConfig.key = key;
    return this;
  }
  /**
   * Set SonarQube project name
   */
  withProjectName(name) {
    this.request.sonarQubeProjectConfig ??= {};
    this.request.sonarQubeProjectConfig.name = name;
    return this;
  }
  /**
   * Set SonarQube project description
   */
  withProjectDescription(description) {
    this.request.sonarQubeProjectConfig ??= {};
    this.request.sonarQubeProjectConfig.description = description;
    return this;
  }
  /**
   * Set project visibility
   */
  withVisibility(visibility) {
    this.request.sonarQubeProjectConfig ??= {};
    this.request.sonarQubeProjectConfig.visibility = visibility;
    return this;
  }
  /**
   * Set quality gate
   */
  withQualityGate(qualityGate) {
    this.request.sonarQubeProjectConfig ??= {};
    this.request.sonarQubeProjectConfig.qualityGate = qualityGate;
    return this;
  }
  /**
   * Set project tags
   */
  withTags(tags) {
    this.request.sonarQubeProjectConfig ??= {};
    this.request.sonarQubeProjectConfig.tags = tags;
    return this;
  }
  /**
   * Validate the current configuration
   */
  // eslint-disable-next-line @typescript-eslint/require-await
  async validate() {
    const errors = [];
    const warnings = [];
    if (this.request.dopPlatform === void 0) {
      errors.push({
        field: "dopPlatform",
        message: "DevOps platform is required",
        code: "MISSING_PLATFORM"
      });
    }
    if (this.request.projectIdentifier === void 0 || this.request.projectIdentifier === "") {
      errors.push({
        field: "projectIdentifier",
        message: "Project identifier is required",
        code: "MISSING_PROJECT_ID"
      });
    }
    if (this.request.dopPlatform !== void 0 && this.request.platformSpecific !== void 0) {
      const platformValidation = this.validatePlatformSpecific();
      errors.push(...platformValidation.errors);
      warnings.push(...platformValidation.warnings);
    }
    if (this.request.sonarQubeProjectConfig !== void 0) {
      const projectValidation = this.validateSonarQubeProject();
      errors.push(...projectValidation.errors);
      warnings.push(...projectValidation.warnings);
    }
    return {
      valid: errors.length === 0,
      errors,
      warnings
    };
  }
  /**
   * Execute the project creation
   */
  async execute() {
    const validation = await this.validate();
    if (!validation.valid) {
      throw new Error(
        `Builder validation failed: ${validation.errors.map((e) => e.message).join(", ")}`
      );
    }
    return this.client.createBoundProjectV2(this.request);
  }
  /**
   * Update project identifier when organization or repository changes
   */
  updateProjectIdentifier() {
    if (this.request.organizationName !== void 0 && this.request.organizationName !== "" && this.request.repositoryName !== void 0 && this.request.repositoryName !== "" && (this.request.projectIdentifier === void 0 || this.request.projectIdentifier === "")) {
      this.request.projectIdentifier = `${this.request.organizationName}/${this.request.repositoryName}`;
    }
  }
  /**
   * Validate platform-specific configuration
   */
  validatePlatformSpecific() {
    const errors = [];
    const warnings = [];
    if (!this.request.platformSpecific || this.request.dopPlatform === void 0) {
      return { errors, warnings };
    }
    switch (this.request.dopPlatform) {
      case "github" /* GITHUB */:
        return this.validateGitHubSpecific();
      case "gitlab" /* GITLAB */:
        return this.validateGitLabSpecific();
      case "bitbucket" /* BITBUCKET */:
        return this.validateBitbucketSpecific();
      case "azure_devops" /* AzureDevops */:
        return this.validateAzureDevOpsSpecific();
      default:
        errors.push({
          field: "platformSpecific",
          message: "Unknown platform configuration",
          code: "UNKNOWN_PLATFORM_CONFIG"
        });
    }
    return { errors, warnings };
  }
  /**
   * Validate GitHub-specific configuration
   */
  validateGitHubSpecific() {
    const errors = [];
    const warnings = [];
    const config = this.request.platformSpecific;
    if (!config.owner) {
      errors.push({
        field: "platformSpecific.owner",
        message: "GitHub owner is required",
        code: "MISSING_GITHUB_OWNER"
      });
    }
    if (!config.repository) {
      errors.push({
        field: "platformSpecific.repository",
        message: "GitHub repository is required",
        code: "MISSING_GITHUB_REPO"
      });
    }
    if (config.owner && !/^[a-zA-Z0-9]([a-zA-Z0-9-])*[a-zA-Z0-9]$/.test(config.owner)) {
      warnings.push({
        field: "platformSpecific.owner",
        message: "GitHub owner name may not follow naming conventions",
        suggestion: "Use alphanumeric characters and hyphens only"
      });
    }
    if (config.repository && !/^[a-zA-Z0-9._-]+$/.test(config.repository)) {
      warnings.push({
        field: "platformSpecific.repository",
        message: "GitHub repository name may not follow naming conventions",
        suggestion: "Use alphanumeric characters, dots, underscores, and hyphens only"
      });
    }
    return { errors, warnings };
  }
  /**
   * Validate GitLab-specific configuration
   */
  validateGitLabSpecific() {
    const errors = [];
    const warnings = [];
    const config = this.request.platformSpecific;
    if (!config.namespace) {
      errors.push({
        field: "platformSpecific.namespace",
        message: "GitLab namespace is required",
        code: "MISSING_GITLAB_NAMESPACE"
      });
    }
    if (!config.project) {
      errors.push({
        field: "platformSpecific.project",
        message: "GitLab project is required",
        code: "MISSING_GITLAB_PROJECT"
      });
    }
    return { errors, warnings };
  }
  /**
   * Validate Bitbucket-specific configuration
   */
  validateBitbucketSpecific() {
    const errors = [];
    const warnings = [];
    const config = this.request.platformSpecific;
    if (!config.workspace) {
      errors.push({
        field: "platformSpecific.workspace",
        message: "Bitbucket workspace is required",
        code: "MISSING_BITBUCKET_WORKSPACE"
      });
    }
    if (!config.repository) {
      errors.push({
        field: "platformSpecific.repository",
        message: "Bitbucket repository is required",
        code: "MISSING_BITBUCKET_REPO"
      });
    }
    return { errors, warnings };
  }
  /**
   * Validate Azure DevOps-specific configuration
   */
  validateAzureDevOpsSpecific() {
    const errors = [];
    const warnings = [];
    const config = this.request.platformSpecific;
    if (!config.organization) {
      errors.push({
        field: "platformSpecific.organization",
        message: "Azure DevOps organization is required",
        code: "MISSING_AZURE_ORG"
      });
    }
    if (!config.project) {
      errors.push({
        field: "platformSpecific.project",
        message: "Azure DevOps project is required",
        code: "MISSING_AZURE_PROJECT"
      });
    }
    if (!config.repository) {
      errors.push({
        field: "platformSpecific.repository",
        message: "Azure DevOps repository is required",
        code: "MISSING_AZURE_REPO"
      });
    }
    return { errors, warnings };
  }
  /**
   * Validate SonarQube project configuration
   */
  validateSonarQubeProject() {
    const errors = [];
    const warnings = [];
    const config = this.request.sonarQubeProjectConfig ?? {};
    if (config.key !== void 0 && config.key !== "") {
      if (!/^[a-zA-Z0-9:_.-]+$/.test(config.key)) {
        errors.push({
          field: "sonarQubeProjectConfig.key",
          message: "Invalid SonarQube project key format",
          code: "INVALID_PROJECT_KEY"
        });
      }
      if (config.key.length > 400) {
        errors.push({
          field: "sonarQubeProjectConfig.key",
          message: "SonarQube project key too long (max 400 characters)",
          code: "PROJECT_KEY_TOO_LONG"
        });
      }
    }
    if (config.name !== void 0 && config.name.length > 2e3) {
      errors.push({
        field: "sonarQubeProjectConfig.name",
        message: "SonarQube project name too long (max 2000 characters)",
        code: "PROJECT_NAME_TOO_LONG"
      });
    }
    if (config.description !== void 0 && config.description.length > 2e3) {
      warnings.push({
        field: "sonarQubeProjectConfig.description",
        message: "SonarQube project description is very long",
        suggestion: "Consider shortening to improve readability"
      });
    }
    return { errors, warnings };
  }
};

// src/resources/dop-translation/DopTranslationClient.ts
var DopTranslationClient = class extends V2BaseClient {
  /**
   * Create a SonarQube project bound to a DevOps platform project
   * @param request - Project creation and binding request
   * @returns Promise resolving to the created bound project
   */
  async createBoundProjectV2(request) {
    const validated = this.validateProjectRequest(request);
    return this.request("/api/v2/dop-translation/bound-projects", {
      method: "POST",
      headers: { ["Content-Type"]: "application/json" },
      body: JSON.stringify(validated)
    });
  }
  /**
   * Get all configured DevOps Platform Integration settings
   * @returns Promise resolving to platform settings
   */
  async getDopSettingsV2() {
    return this.request("/api/v2/dop-translation/dop-settings");
  }
  /**
   * Create a fluent builder for bound project creation
   * @returns Builder instance for chaining configuration
   */
  createBoundProject() {
    return new CreateBoundProjectV2BuilderImpl(this);
  }
  /**
   * Create multiple bound projects in batch
   * @param request - Batch creation request with multiple projects
   * @returns Promise resolving to batch operation results
   */
  async createBoundProjectsBatch(request) {
    const results = [];
    const startTime = Date.now();
    const { projects, settings } = request;
    const parallelLimit = Math.min(settings.parallelLimit, projects.length);
    for (let i = 0; i < projects.length; i += parallelLimit) {
      const batch = projects.slice(i, i + parallelLimit);
      const batchPromises = batch.map(async (projectRequest) => {
        try {
          const result = await this.createBoundProjectV2(projectRequest);
          return {
            request: projectRequest,
            success: true,
            result
          };
        } catch (error) {
          const result = {
            request: projectRequest,
            success: false,
            error
          };
          if (!settings.continueOnError) {
            throw error;
          }
          return result;
        }
      });
      try {
        const batchResults = await Promise.all(batchPromises);
        results.push(...batchResults);
      } catch (error) {
        if (!settings.continueOnError) {
          const firstRequest = batch[0];
          if (firstRequest) {
            results.push({
              request: firstRequest,
              success: false,
              error
            });
          }
          throw error;
        }
      }
    }
    const endTime = Date.now();
    const successful = results.filter((r) => r.success).length;
    return {
      results,
      summary: {
        total: projects.length,
        successful,
        failed: results.length - successful,
        duration: endTime - startTime
      }
    };
  }
  /**
   * Validate a project creation request
   * @param request - Request to validate
   * @returns Validated request (throws if invalid)
   */
  validateProjectRequest(request) {
    if (!request.projectIdentifier) {
      throw new Error("Invalid request: Project identifier is required");
    }
    const validation = PlatformValidationService.validate(
      {
        platform: request.dopPlatform,
        identifier: request.projectIdentifier
      },
      request.platformSpecific
    );
    if (!validation.valid) {
      const errorMessages = validation.errors.map((e) => {
        if (e.message.includes("Owner is required") && request.dopPlatform === "github" /* GITHUB */) {
          return "GitHub owner/organization is required";
        }
        if (e.message.includes("Namespace is required") && request.dopPlatform === "gitlab" /* GITLAB */) {
          return "GitLab namespace is required";
        }
        if (e.message.includes("Workspace is required") && request.dopPlatform === "bitbucket" /* BITBUCKET */) {
          return "Bitbucket workspace is required";
        }
        if (e.message.includes("Organization is required") && request.dopPlatform === "azure_devops" /* AzureDevops */) {
          return "Azure DevOps organization is required";
        }
        return e.message;
      });
      throw new Error(`Invalid request: ${errorMessages.join(", ")}`);
    }
    if (validation.warnings.length > 0 && process.env["NODE_ENV"] !== "production") {
      for (const warning of validation.warnings) {
        console.warn(`[DOP Translation] ${warning.field}: ${warning.message}`);
        if (warning.suggestion !== void 0 && warning.suggestion !== "") {
          console.warn(`  Suggestion: ${warning.suggestion}`);
        }
      }
    }
    return request;
  }
};

// src/resources/dop-translation/utils.ts
var PlatformDetector = class {
  /**
   * Detect DevOps platform from a repository URL
   * @param url - Repository URL to analyze
   * @returns Detection result with platform, confidence, and extracted info
   */
  static detectFromUrl(url) {
    const patterns = this.getPlatformPatterns();
    for (const pattern of patterns) {
      const result = this.tryMatchPattern(url, pattern);
      if (result) {
        return result;
      }
    }
    return this.getDefaultResult(url);
  }
  /**
   * Extract project information from a platform-specific URL
   * @param url - URL to parse
   * @param platform - Known platform type
   * @returns Extracted platform information
   */
  static extractProjectInfo(url, platform) {
    const detection = this.detectFromUrl(url);
    if (detection.platform === platform) {
      return detection.extractedInfo;
    }
    return { url };
  }
  static getPlatformPatterns() {
    return [
      {
        platform: "github" /* GITHUB */,
        pattern: /(?:https?:\/\/)?(?:www\.)?github\.com\/([^/\s?#]{1,100})\/([^/\s?#]{1,100})/,
        confidence: 1,
        isEnterprise: false
      },
      {
        platform: "github" /* GITHUB */,
        pattern: /(?:https?:\/\/)?([^/\s]{1,100})\/([^/\s]{1,100})\/([^/\s?#]{1,100})/,
        confidence: 0.6,
        isEnterprise: true,
        enterpriseCheck: (hostname) => this.isGitHubEnterprise(hostname)
      },
      {
        platform: "gitlab" /* GITLAB */,
        pattern: /(?:https?:\/\/)?(?:www\.)?gitlab\.com\/([^/\s?#]{1,100})\/([^/\s?#]{1,100})/,
        confidence: 1,
        isEnterprise: false
      },
      {
        platform: "gitlab" /* GITLAB */,
        pattern: /(?:https?:\/\/)?([^/\s]{1,100})\/([^/\s]{1,100})\/([^/\s?#]{1,100})/,
        confidence: 0.7,
        isEnterprise: true,
        enterpriseCheck: (hostname) => hostname.includes("gitlab")
      },
      {
        platform: "bitbucket" /* BITBUCKET */,
        pattern: /(?:https?:\/\/)?(?:www\.)?bitbucket\.org\/([^/\s?#]{1,100})\/([^/\s?#]{1,100})/,
        confidence: 1,
        isEnterprise: false
      },
      {
        platform: "azure_devops" /* AzureDevops */,
        pattern: /(?:https?:\/\/)?dev\.azure\.com\/([^/\s]{1,100})\/([^/\s]{1,100})/,
        confidence: 1,
        isEnterprise: false
      },
      {
        platform: "azure_devops" /* AzureDevops */,
        pattern: /(?:https?:\/\/)?([^/\s]{1,100})\.visualstudio\.com\/([^/\s]{1,100})/,
        confidence: 0.9,
        isEnterprise: true
      }
    ];
  }
  static isGitHubEnterprise(hostname) {
    const lowerHostname = hostname.toLowerCase();
    const isGitLab = this.isGitLabHostname(lowerHostname);
    const isBitbucket = this.isBitbucketHostname(lowerHostname);
    const isAzure = this.isAzureHostname(lowerHostname);
    const isPublicGitHub = this.isPublicGitHubHostname(lowerHostname);
    return !isGitLab && !isBitbucket && !isAzure && !isPublicGitHub;
  }
  static isGitLabHostname(hostname) {
    return hostname === "gitlab.com" || hostname.endsWith(".gitlab.com") || hostname.includes("gitlab");
  }
  static isBitbucketHostname(hostname) {
    return hostname === "bitbucket.org" || hostname.endsWith(".bitbucket.org") || hostname.includes("bitbucket");
  }
  static isAzureHostname(hostname) {
    return hostname === "dev.azure.com" || hostname.endsWith(".azure.com") || hostname.includes("azure");
  }
  static isPublicGitHubHostname(hostname) {
    return hostname === "github.com" || hostname === "www.github.com";
  }
  static tryMatchPattern(url, patternConfig) {
    const { platform, pattern, confidence, isEnterprise, enterpriseCheck } = patternConfig;
    const match = url.match(pattern);
    if (!match || match.length < 3) {
      return null;
    }
    const matchInfo = this.extractMatchInfo(match, isEnterprise, enterpriseCheck, platform);
    if (!matchInfo) {
      return null;
    }
    const extractedInfo = this.buildExtractedInfo(
      url,
      matchInfo.organization,
      matchInfo.repository,
      isEnterprise,
      matchInfo.apiUrl
    );
    return {
      platform,
      confidence,
      extractedInfo
    };
  }
  static extractMatchInfo(match, isEnterprise, enterpriseCheck, platform) {
    if (isEnterprise && match.length >= 4) {
      return this.extractEnterpriseInfo(match, enterpriseCheck, platform);
    }
    return this.extractStandardInfo(match);
  }
  static extractEnterpriseInfo(match, enterpriseCheck, platform) {
    const hostname = match[1] ?? "";
    const organization = match[2] ?? "";
    const repository = match[3] ?? "";
    if (enterpriseCheck && !enterpriseCheck(hostname)) {
      return null;
    }
    if (!organization || !repository) {
      return null;
    }
    return {
      organization,
      repository: repository.replace(/\.git$/, ""),
      apiUrl: this.generateApiUrl(platform, hostname)
    };
  }
  static extractStandardInfo(match) {
    const organization = match[1] ?? "";
    const repository = match[2] ?? "";
    if (!organization || !repository) {
      return null;
    }
    return {
      organization,
      repository: repository.replace(/\.git$/, "")
    };
  }
  static buildExtractedInfo(url, organization, repository, isEnterprise, apiUrl) {
    const extractedInfo = {
      organization,
      repository,
      url,
      isEnterprise
    };
    if (apiUrl !== void 0) {
      extractedInfo.apiUrl = apiUrl;
    }
    return extractedInfo;
  }
  static getDefaultResult(url) {
    return {
      platform: "github" /* GITHUB */,
      confidence: 0,
      extractedInfo: { url }
    };
  }
  /**
   * Generate API URL for enterprise instances
   * @param platform - Platform type
   * @param hostname - Enterprise hostname
   * @returns API URL
   */
  static generateApiUrl(platform, hostname) {
    switch (platform) {
      case "github" /* GITHUB */:
        return `https://${hostname}/api/v3`;
      case "gitlab" /* GITLAB */:
        return `https://${hostname}/api/v4`;
      case "bitbucket" /* BITBUCKET */:
        return `https://${hostname}/rest/api/1.0`;
      case "azure_devops" /* AzureDevops */:
        return `https://${hostname}/_apis`;
      default:
        return "";
    }
  }
};
var ConfigurationValidator = class {
  /**
   * Validate GitHub configuration
   * @param config - GitHub configuration to validate
   * @returns Validation result
   */
  static validateGitHubConfig(config) {
    const errors = [];
    const warnings = [];
    if (!config.owner) {
      errors.push({
        field: "owner",
        message: "GitHub owner/organization is required",
        code: "MISSING_GITHUB_OWNER",
        platform: "github" /* GITHUB */
      });
    }
    if (!config.repository) {
      errors.push({
        field: "repository",
        message: "GitHub repository name is required",
        code: "MISSING_GITHUB_REPO",
        platform: "github" /* GITHUB */
      });
    }
    if (config.owner && !/^[a-zA-Z0-9]([a-zA-Z0-9-])*[a-zA-Z0-9]$/.test(config.owner)) {
      warnings.push({
        field: "owner",
        message: "GitHub owner name should follow naming conventions",
        suggestion: "Use alphanumeric characters and hyphens only, cannot start or end with hyphen",
        platform: "github" /* GITHUB */
      });
    }
    if (config.repository && !/^[a-zA-Z0-9._-]+$/.test(config.repository)) {
      warnings.push({
        field: "repository",
        message: "GitHub repository name should follow naming conventions",
        suggestion: "Use alphanumeric characters, dots, underscores, and hyphens only",
        platform: "github" /* GITHUB */
      });
    }
    return { valid: errors.length === 0, errors, warnings };
  }
  /**
   * Validate GitLab configuration
   * @param config - GitLab configuration to validate
   * @returns Validation result
   */
  static validateGitLabConfig(config) {
    const errors = [];
    const warnings = [];
    if (!config.namespace) {
      errors.push({
        field: "namespace",
        message: "GitLab namespace is required",
        code: "MISSING_GITLAB_NAMESPACE",
        platform: "gitlab" /* GITLAB */
      });
    }
    if (!config.project) {
      errors.push({
        field: "project",
        message: "GitLab project name is required",
        code: "MISSING_GITLAB_PROJECT",
        platform: "gitlab" /* GITLAB */
      });
    }
    if (config.namespace && !/^[a-zA-Z0-9._-]+$/.test(config.namespace)) {
      warnings.push({
        field: "namespace",
        message: "GitLab namespace should follow naming conventions",
        suggestion: "Use alphanumeric characters, dots, underscores, and hyphens only",
        platform: "gitlab" /* GITLAB */
      });
    }
    if (config.project && !/^[a-zA-Z0-9._-]+$/.test(config.project)) {
      warnings.push({
        field: "project",
        message: "GitLab project name should follow naming conventions",
        suggestion: "Use alphanumeric characters, dots, underscores, and hyphens only",
        platform: "gitlab" /* GITLAB */
      });
    }
    return { valid: errors.length === 0, errors, warnings };
  }
  /**
   * Validate Bitbucket configuration
   * @param config - Bitbucket configuration to validate
   * @returns Validation result
   */
  static validateBitbucketConfig(config) {
    const errors = [];
    const warnings = [];
    if (!config.workspace) {
      errors.push({
        field: "workspace",
        message: "Bitbucket workspace is required",
        code: "MISSING_BITBUCKET_WORKSPACE",
        platform: "bitbucket" /* BITBUCKET */
      });
    }
    if (!config.repository) {
      errors.push({
        field: "repository",
        message: "Bitbucket repository name is required",
        code: "MISSING_BITBUCKET_REPO",
        platform: "bitbucket" /* BITBUCKET */
      });
    }
    if (config.workspace && !/^[a-zA-Z0-9_-]+$/.test(config.workspace)) {
      warnings.push({
        field: "workspace",
        message: "Bitbucket workspace should follow naming conventions",
        suggestion: "Use alphanumeric characters, underscores, and hyphens only",
        platform: "bitbucket" /* BITBUCKET */
      });
    }
    if (config.repository && !/^[a-zA-Z0-9._-]+$/.test(config.repository)) {
      warnings.push({
        field: "repository",
        message: "Bitbucket repository name should follow naming conventions",
        suggestion: "Use alphanumeric characters, dots, underscores, and hyphens only",
        platform: "bitbucket" /* BITBUCKET */
      });
    }
    return { valid: errors.length === 0, errors, warnings };
  }
  /**
   * Validate Azure DevOps configuration
   * @param config - Azure DevOps configuration to validate
   * @returns Validation result
   */
  static validateAzureDevOpsConfig(config) {
    const errors = [];
    const warnings = [];
    if (!config.organization) {
      errors.push({
        field: "organization",
        message: "Azure DevOps organization is required",
        code: "MISSING_AZURE_ORG",
        platform: "azure_devops" /* AzureDevops */
      });
    }
    if (!config.project) {
      errors.push({
        field: "project",
        message: "Azure DevOps project is required",
        code: "MISSING_AZURE_PROJECT",
        platform: "azure_devops" /* AzureDevops */
      });
    }
    if (!config.repository) {
      errors.push({
        field: "repository",
        message: "Azure DevOps repository is required",
        code: "MISSING_AZURE_REPO",
        platform: "azure_devops" /* AzureDevops */
      });
    }
    if (config.organization && !/^[a-zA-Z0-9-]+$/.test(config.organization)) {
      warnings.push({
        field: "organization",
        message: "Azure DevOps organization should follow naming conventions",
        suggestion: "Use alphanumeric characters and hyphens only",
        platform: "azure_devops" /* AzureDevops */
      });
    }
    return { valid: errors.length === 0, errors, warnings };
  }
};
var ProjectMapper = class {
  /**
   * Map GitHub project to SonarQube project configuration
   * @param githubProject - GitHub project object from API
   * @returns Partial SonarQube project configuration
   */
  static mapGitHubProject(githubProject) {
    const owner = githubProject["owner"];
    const ownerLogin = owner?.["login"];
    const name = githubProject["name"];
    const description = githubProject["description"];
    const isPrivate = githubProject["private"];
    const topics = githubProject["topics"];
    const result = {
      visibility: isPrivate === true ? "private" /* PRIVATE */ : "public" /* PUBLIC */,
      tags: topics ?? []
    };
    if (ownerLogin !== void 0 && name !== void 0) {
      result.key = `${ownerLogin}_${name}`;
    }
    if (name !== void 0) {
      result.name = name;
    }
    if (description !== void 0 && description !== null) {
      result.description = description;
    }
    return result;
  }
  /**
   * Map GitLab project to SonarQube project configuration
   * @param gitlabProject - GitLab project object from API
   * @returns Partial SonarQube project configuration
   */
  static mapGitLabProject(gitlabProject) {
    const pathWithNamespace = gitlabProject["path_with_namespace"];
    const name = gitlabProject["name"];
    const description = gitlabProject["description"];
    const visibility = gitlabProject["visibility"];
    const tagList = gitlabProject["tag_list"];
    const result = {
      visibility: visibility === "private" ? "private" /* PRIVATE */ : "public" /* PUBLIC */,
      tags: tagList ?? []
    };
    if (pathWithNamespace) {
      result.key = pathWithNamespace.replaceAll("/", "_");
    }
    if (name) {
      result.name = name;
    }
    if (description) {
      result.description = description;
    }
    return result;
  }
  /**
   * Map Bitbucket project to SonarQube project configuration
   * @param bitbucketProject - Bitbucket repository object from API
   * @returns Partial SonarQube project configuration
   */
  static mapBitbucketProject(bitbucketProject) {
    const workspace = bitbucketProject["workspace"];
    const workspaceSlug = workspace?.["slug"];
    const slug = bitbucketProject["slug"];
    const name = bitbucketProject["name"];
    const description = bitbucketProject["description"];
    const isPrivate = bitbucketProject["is_private"];
    const result = {
      visibility: isPrivate === true ? "private" /* PRIVATE */ : "public" /* PUBLIC */,
      tags: []
    };
    if (workspaceSlug !== void 0 && slug !== void 0) {
      result.key = `${workspaceSlug}_${slug}`;
    }
    if (name !== void 0) {
      result.name = name;
    }
    if (description !== void 0 && description !== null) {
      result.description = description;
    }
    return result;
  }
  /**
   * Map Azure DevOps project to SonarQube project configuration
   * @param azureProject - Azure DevOps project/repository object from API
   * @returns Partial SonarQube project configuration
   */
  static mapAzureDevOpsProject(azureProject) {
    const organization = azureProject["organization"];
    const name = azureProject["name"];
    const description = azureProject["description"];
    const visibility = azureProject["visibility"];
    const result = {
      visibility: visibility === "private" ? "private" /* PRIVATE */ : "public" /* PUBLIC */,
      tags: []
    };
    if (organization !== void 0 && name !== void 0) {
      result.key = `${organization}_${name}`;
    }
    if (name !== void 0) {
      result.name = name;
    }
    if (description !== void 0 && description !== null) {
      result.description = description;
    }
    return result;
  }
  /**
   * Generate SonarQube project key from platform configuration
   * @param platform - DevOps platform
   * @param organization - Organization/namespace
   * @param repository - Repository name
   * @returns Generated project key
   */
  static generateProjectKey(platform, organization, repository) {
    const prefix = platform.toLowerCase().replaceAll("-", "_");
    const cleanOrg = organization.replaceAll(/\W/g, "_");
    const cleanRepo = repository.replaceAll(/\W/g, "_");
    return `${prefix}_${cleanOrg}_${cleanRepo}`;
  }
};
var AuthenticationHelper = class {
  /**
   * Validate GitHub authentication credentials
   * @param config - GitHub configuration
   * @param credentials - Authentication credentials
   * @returns Promise resolving to validation status
   */
  static validateGitHubAuth(_config, credentials) {
    switch (credentials.type) {
      case "personal_access_token":
        return credentials.token.startsWith("ghp_");
      case "oauth":
        return Boolean(credentials.clientId && credentials.clientSecret);
      case "installation_token":
        return Boolean(credentials.installationId && credentials.appId && credentials.privateKey);
      case "app_password":
        return false;
    }
  }
  /**
   * Validate GitLab authentication credentials
   * @param config - GitLab configuration
   * @param credentials - Authentication credentials
   * @returns Promise resolving to validation status
   */
  static validateGitLabAuth(_config, credentials) {
    switch (credentials.type) {
      case "personal_access_token":
        return Boolean(credentials.token && credentials.token.length >= 20);
      case "oauth":
        return Boolean(credentials.clientId && credentials.clientSecret);
      case "app_password":
        return false;
      case "installation_token":
        return false;
    }
  }
  /**
   * Validate Bitbucket authentication credentials
   * @param config - Bitbucket configuration
   * @param credentials - Authentication credentials
   * @returns Promise resolving to validation status
   */
  static validateBitbucketAuth(_config, credentials) {
    switch (credentials.type) {
      case "app_password":
        return Boolean(credentials.username && credentials.password);
      case "oauth":
        return Boolean(credentials.clientId && credentials.clientSecret);
      case "personal_access_token":
        return false;
      case "installation_token":
        return false;
    }
  }
  /**
   * Validate Azure DevOps authentication credentials
   * @param config - Azure DevOps configuration
   * @param credentials - Authentication credentials
   * @returns Promise resolving to validation status
   */
  static validateAzureDevOpsAuth(_config, credentials) {
    switch (credentials.type) {
      case "personal_access_token":
        return Boolean(credentials.token && credentials.token.length >= 52);
      case "oauth":
        return Boolean(credentials.clientId && credentials.clientSecret);
      case "app_password":
        return false;
      case "installation_token":
        return false;
    }
  }
  /**
   * Get required scopes for a platform
   * @param platform - DevOps platform
   * @param operations - Required operations
   * @returns Array of required scopes
   */
  static getRequiredScopes(platform, operations) {
    const scopeMap = {
      ["github" /* GITHUB */]: {
        read: ["repo:status", "public_repo"],
        write: ["repo"],
        admin: ["repo", "admin:repo_hook"]
      },
      ["gitlab" /* GITLAB */]: {
        read: ["read_repository"],
        write: ["write_repository"],
        admin: ["api"]
      },
      ["bitbucket" /* BITBUCKET */]: {
        read: ["repositories:read"],
        write: ["repositories:write"],
        admin: ["repositories:admin"]
      },
      ["azure_devops" /* AzureDevops */]: {
        read: ["vso.code"],
        write: ["vso.code_write"],
        admin: ["vso.code_manage"]
      }
    };
    const platformScopes = scopeMap[platform];
    const requiredScopes = operations.flatMap((operation) => platformScopes[operation] ?? []);
    return Array.from(new Set(requiredScopes));
  }
};
var ConfigurationTemplates = class {
  /**
   * Get default configuration for a platform
   * @param platform - DevOps platform
   * @param organization - Organization/namespace
   * @param repository - Repository name
   * @returns Default platform configuration
   */
  static getDefaultConfig(platform, organization, repository) {
    switch (platform) {
      case "github" /* GITHUB */:
        return {
          owner: organization,
          repository,
          branch: "main"
        };
      case "gitlab" /* GITLAB */:
        return {
          namespace: organization,
          project: repository,
          branch: "main"
        };
      case "bitbucket" /* BITBUCKET */:
        return {
          workspace: organization,
          repository,
          branch: "main"
        };
      case "azure_devops" /* AzureDevops */:
        return {
          organization,
          project: organization,
          repository,
          branch: "main"
        };
      default: {
        const _exhaustiveCheck = platform;
        throw new Error(`Unsupported platform: ${_exhaustiveCheck}`);
      }
    }
  }
  /**
   * Get common SonarQube project configuration templates
   * @param type - Template type
   * @returns Partial SonarQube project configuration
   */
  static getSonarQubeTemplate(type) {
    const templates = {
      minimal: {
        visibility: "private" /* PRIVATE */
      },
      standard: {
        visibility: "private" /* PRIVATE */,
        qualityGate: "Sonar way",
        tags: ["automated"]
      },
      enterprise: {
        visibility: "private" /* PRIVATE */,
        qualityGate: "Enterprise Quality Gate",
        tags: ["automated", "enterprise"],
        settings: {
          "sonar.exclusions": "**/vendor/**,**/node_modules/**",
          "sonar.coverage.exclusions": "**/*test*/**,**/*spec*/**"
        }
      }
    };
    return templates[type];
  }
};

// src/index.ts
init_errors();

// src/resources/applications/ApplicationsClient.ts
var ApplicationsClient = class extends BaseClient {
  /**
   * Add a project to an application
   * @since 7.3
   * @param params - Request parameters
   * @returns Promise that resolves when the project is added
   * @throws {Error} If the request fails
   * @requires Administrator permission on the application
   */
  async addProject(params) {
    await this.request("/api/applications/add_project", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Create a new application
   * @since 7.3
   * @param params - Request parameters
   * @returns The created application
   * @throws {Error} If the request fails
   * @requires Administer System permission or Create Applications permission
   */
  async create(params) {
    return this.request("/api/applications/create", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Create a new branch on a given application
   * @since 7.3
   * @param params - Request parameters
   * @returns Promise that resolves when the branch is created
   * @throws {Error} If the request fails
   * @requires Administrator permission on the application and Browse permission on its child projects
   */
  async createBranch(params) {
    await this.request("/api/applications/create_branch", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Delete an application definition
   * @since 7.3
   * @param params - Request parameters
   * @returns Promise that resolves when the application is deleted
   * @throws {Error} If the request fails
   * @requires Administrator permission on the application
   */
  async delete(params) {
    await this.request("/api/applications/delete", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Delete a branch on a given application
   * @since 7.3
   * @param params - Request parameters
   * @returns Promise that resolves when the branch is deleted
   * @throws {Error} If the request fails
   * @requires Administrator permission on the application
   */
  async deleteBranch(params) {
    await this.request("/api/applications/delete_branch", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Remove a project from an application
   * @since 7.3
   * @param params - Request parameters
   * @returns Promise that resolves when the project is removed
   * @throws {Error} If the request fails
   * @requires Administrator permission on the application
   */
  async removeProject(params) {
    await this.request("/api/applications/remove_project", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Set tags on an application
   * @since 8.3
   * @param params - Request parameters
   * @returns Promise that resolves when tags are set
   * @throws {Error} If the request fails
   * @requires Administrator permission on the specified application
   */
  async setTags(params) {
    await this.request("/api/applications/set_tags", {
      method: "POST",
      body: JSON.stringify({
        ...params,
        tags: params.tags.join(",")
      })
    });
  }
  /**
   * Returns an application and its associated projects
   * @since 7.3
   * @param params - Request parameters
   * @returns The application details
   * @throws {Error} If the request fails
   * @requires Browse permission on the application and on its child projects
   */
  async show(params) {
    const searchParams = new URLSearchParams();
    searchParams.append("application", params.application);
    if (params.branch !== void 0) {
      searchParams.append("branch", params.branch);
    }
    return this.request(
      `/api/applications/show?${searchParams.toString()}`
    );
  }
  /**
   * Update an application
   * @since 7.3
   * @param params - Request parameters
   * @returns Promise that resolves when the application is updated
   * @throws {Error} If the request fails
   * @requires Administrator permission on the application
   */
  async update(params) {
    await this.request("/api/applications/update", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Update a branch on a given application
   * @since 7.3
   * @param params - Request parameters
   * @returns Promise that resolves when the branch is updated
   * @throws {Error} If the request fails
   * @requires Administrator permission on the application and Browse permission on its child projects
   */
  async updateBranch(params) {
    await this.request("/api/applications/update_branch", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
};

// src/resources/authentication/AuthenticationClient.ts
var AuthenticationClient = class extends BaseClient {
  /**
   * Check credentials
   *
   * Returns true for anonymous users.
   *
   * @returns Authentication validation status
   *
   * @example
   * ```typescript
   * const client = new AuthenticationClient(baseUrl, token);
   * const result = await client.validate();
   * console.log(result.valid); // true if authenticated, false otherwise
   * ```
   */
  async validate() {
    return this.request("/api/authentication/validate");
  }
  /**
   * Logout a user
   *
   * This endpoint logs out the current user and invalidates their session.
   * Requires authentication.
   *
   * @returns No content
   *
   * @example
   * ```typescript
   * const client = new AuthenticationClient(baseUrl, token);
   * await client.logout();
   * // User is now logged out
   * ```
   */
  async logout() {
    return this.request("/api/authentication/logout", {
      method: "POST"
    });
  }
};

// src/resources/authorizations/builders.ts
var BasePaginatedBuilder = class extends BaseBuilder {
  /**
   * Execute and return all items using async iteration
   */
  async *all() {
    let currentPage = 1;
    let hasMore = true;
    while (hasMore) {
      const response = await this.page(currentPage).execute();
      const items = this.getItems(response);
      for (const item of items) {
        yield item;
      }
      hasMore = this.hasMorePages(response, currentPage);
      currentPage++;
    }
  }
};
var SearchGroupsV2Builder = class extends BasePaginatedBuilder {
  /**
   * Search query (searches in name and description)
   */
  query(query) {
    return this.setParam("query", query);
  }
  /**
   * Filter by managed status
   */
  managed(managed) {
    return this.setParam("managed", managed);
  }
  /**
   * Include default groups
   */
  includeDefault(include) {
    return this.setParam("includeDefault", include);
  }
  /**
   * Filter by external provider
   */
  externalProvider(provider) {
    return this.setParam("externalProvider", provider);
  }
  /**
   * Include permission counts
   */
  includePermissions(include) {
    return this.setParam("includePermissions", include);
  }
  /**
   * Minimum number of members
   */
  minMembers(min) {
    return this.setParam("minMembers", min);
  }
  /**
   * Maximum number of members
   */
  maxMembers(max) {
    return this.setParam("maxMembers", max);
  }
  /**
   * Set the page number (1-based)
   * Note: v2 APIs use 'page' instead of 'p'
   */
  page(page) {
    return this.setParam("page", page);
  }
  /**
   * Set the page size
   * Note: v2 APIs use 'pageSize' instead of 'ps'
   */
  pageSize(pageSize) {
    return this.setParam("pageSize", pageSize);
  }
  /**
   * Execute the request
   */
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Get the items from the response
   */
  getItems(response) {
    return response.groups;
  }
  /**
   * Check if there are more pages
   */
  hasMorePages(response, currentPage) {
    const totalPages = Math.ceil(response.page.total / response.page.pageSize);
    return currentPage < totalPages;
  }
};
var SearchGroupMembershipsV2Builder = class extends BasePaginatedBuilder {
  /**
   * Filter by group IDs
   */
  groupIds(ids) {
    return this.setParam("groupIds", ids);
  }
  /**
   * Filter by a single group ID
   */
  groupId(id) {
    return this.setParam("groupIds", [id]);
  }
  /**
   * Filter by user IDs
   */
  userIds(ids) {
    return this.setParam("userIds", ids);
  }
  /**
   * Filter by a single user ID
   */
  userId(id) {
    return this.setParam("userIds", [id]);
  }
  /**
   * Search query
   */
  query(query) {
    return this.setParam("query", query);
  }
  /**
   * Set the page number (1-based)
   * Note: v2 APIs use 'page' instead of 'p'
   */
  page(page) {
    return this.setParam("page", page);
  }
  /**
   * Set the page size
   * Note: v2 APIs use 'pageSize' instead of 'ps'
   */
  pageSize(pageSize) {
    return this.setParam("pageSize", pageSize);
  }
  /**
   * Execute the request
   */
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Get the items from the response
   */
  getItems(response) {
    return response.memberships;
  }
  /**
   * Check if there are more pages
   */
  hasMorePages(response, currentPage) {
    const totalPages = Math.ceil(response.page.total / response.page.pageSize);
    return currentPage < totalPages;
  }
};

// src/resources/authorizations/AuthorizationsClient.ts
var AuthorizationsClient = class extends BaseClient {
  // ============================================================================
  // GROUP MANAGEMENT
  // ============================================================================
  /**
   * Search for groups using the v2 API.
   *
   * @returns A builder for constructing the search request
   * @since 10.5
   *
   * @example
   * ```typescript
   * // Search for groups by name
   * const results = await client.authorizations.searchGroupsV2()
   *   .query('developers')
   *   .managed(false)
   *   .pageSize(50)
   *   .execute();
   *
   * // Get all default groups
   * const defaultGroups = await client.authorizations.searchGroupsV2()
   *   .includeDefault(true)
   *   .execute();
   *
   * // Iterate through all groups
   * for await (const group of client.authorizations.searchGroupsV2().all()) {
   *   console.log(group.name);
   * }
   * ```
   */
  searchGroupsV2() {
    return new SearchGroupsV2Builder(async (params) => {
      const queryString = this.buildV2Query(params);
      const url = queryString ? `/api/v2/authorizations/groups?${queryString}` : "/api/v2/authorizations/groups";
      return this.request(url);
    });
  }
  /**
   * Create a new group.
   *
   * Requires 'Administer System' permission.
   *
   * @param data - The group creation data
   * @returns The created group
   * @since 10.5
   *
   * @example
   * ```typescript
   * const newGroup = await client.authorizations.createGroupV2({
   *   name: 'frontend-developers',
   *   description: 'Frontend development team',
   *   default: false
   * });
   * ```
   */
  async createGroupV2(data) {
    return this.request("/api/v2/authorizations/groups", {
      method: "POST",
      body: JSON.stringify(data)
    });
  }
  /**
   * Get a single group by ID.
   *
   * @param id - The group ID (UUID)
   * @returns The group details
   * @since 10.5
   *
   * @example
   * ```typescript
   * const group = await client.authorizations.getGroupV2('550e8400-e29b-41d4-a716-446655440000');
   * ```
   */
  async getGroupV2(id) {
    return this.request(`/api/v2/authorizations/groups/${id}`);
  }
  /**
   * Update an existing group.
   *
   * Requires 'Administer System' permission.
   * Only non-managed groups can be updated.
   *
   * @param id - The group ID (UUID)
   * @param data - The update data
   * @returns The updated group
   * @since 10.5
   *
   * @example
   * ```typescript
   * const updatedGroup = await client.authorizations.updateGroupV2(
   *   '550e8400-e29b-41d4-a716-446655440000',
   *   {
   *     name: 'senior-developers',
   *     description: 'Senior development team'
   *   }
   * );
   * ```
   */
  async updateGroupV2(id, data) {
    return this.request(`/api/v2/authorizations/groups/${id}`, {
      method: "PATCH",
      body: JSON.stringify(data)
    });
  }
  /**
   * Delete a group.
   *
   * Requires 'Administer System' permission.
   * Only non-managed groups can be deleted.
   * Default groups cannot be deleted.
   *
   * @param id - The group ID (UUID)
   * @since 10.5
   *
   * @example
   * ```typescript
   * await client.authorizations.deleteGroupV2('550e8400-e29b-41d4-a716-446655440000');
   * ```
   */
  async deleteGroupV2(id) {
    await this.request(`/api/v2/authorizations/groups/${id}`, {
      method: "DELETE"
    });
  }
  // ============================================================================
  // GROUP MEMBERSHIP MANAGEMENT
  // ============================================================================
  /**
   * Search for group memberships using the v2 API.
   *
   * @returns A builder for constructing the search request
   * @since 10.5
   *
   * @example
   * ```typescript
   * // Get all memberships for a specific group
   * const memberships = await client.authorizations.searchGroupMembershipsV2()
   *   .groupIds(['550e8400-e29b-41d4-a716-446655440000'])
   *   .execute();
   *
   * // Get all groups for a specific user
   * const userGroups = await client.authorizations.searchGroupMembershipsV2()
   *   .userIds(['user-uuid'])
   *   .execute();
   *
   * // Search with pagination
   * const page1 = await client.authorizations.searchGroupMembershipsV2()
   *   .page(1)
   *   .pageSize(100)
   *   .execute();
   * ```
   */
  searchGroupMembershipsV2() {
    return new SearchGroupMembershipsV2Builder(async (params) => {
      const queryString = this.buildV2Query(params);
      const url = queryString ? `/api/v2/authorizations/group-memberships?${queryString}` : "/api/v2/authorizations/group-memberships";
      return this.request(url);
    });
  }
  /**
   * Add a user to a group.
   *
   * Requires 'Administer System' permission.
   *
   * @param data - The membership data
   * @returns The created membership
   * @since 10.5
   *
   * @example
   * ```typescript
   * const membership = await client.authorizations.addGroupMembershipV2({
   *   groupId: '550e8400-e29b-41d4-a716-446655440000',
   *   userId: 'user-uuid'
   * });
   * ```
   */
  async addGroupMembershipV2(data) {
    return this.request("/api/v2/authorizations/group-memberships", {
      method: "POST",
      body: JSON.stringify(data)
    });
  }
  /**
   * Remove a group membership.
   *
   * Requires 'Administer System' permission.
   *
   * @param id - The membership ID (UUID)
   * @since 10.5
   *
   * @example
   * ```typescript
   * await client.authorizations.removeGroupMembershipV2('membership-uuid');
   * ```
   */
  async removeGroupMembershipV2(id) {
    await this.request(`/api/v2/authorizations/group-memberships/${id}`, {
      method: "DELETE"
    });
  }
};

// src/resources/ce/CEClient.ts
init_errors();

// src/resources/ce/builders.ts
var ActivityBuilder = class extends PaginatedBuilder {
  constructor(clientOrExecutor) {
    const executor = typeof clientOrExecutor === "function" ? clientOrExecutor : async (params) => clientOrExecutor.activity(params);
    super(executor);
  }
  /**
   * Filter by component key
   * @param component - Key of the component (project) to filter on
   * @returns Builder instance for chaining
   */
  withComponent(component) {
    return this.setParam("component", component);
  }
  /**
   * Filter by component ID (deprecated since 8.0)
   * @param componentId - Id of the component (project) to filter on
   * @returns Builder instance for chaining
   * @throws {Error} When query has already been set
   * @deprecated Use withComponent() instead
   */
  withComponentId(componentId) {
    DeprecationManager.warn({
      api: "ActivityBuilder.withComponentId()",
      removeVersion: "8.0",
      replacement: "withComponent()",
      reason: "This method has been deprecated."
    });
    if (this.params.q !== void 0) {
      throw new Error(
        "Cannot set componentId when query is already set. These parameters are mutually exclusive."
      );
    }
    return this.setParam("componentId", componentId);
  }
  /**
   * Set maximum date of end of task processing
   * @param maxExecutedAt - Maximum date (inclusive) in ISO 8601 format
   * @returns Builder instance for chaining
   * @example
   * ```ts
   * builder.withMaxExecutedAt('2023-12-31T23:59:59+0000')
   * ```
   */
  withMaxExecutedAt(maxExecutedAt) {
    return this.setParam("maxExecutedAt", maxExecutedAt);
  }
  /**
   * Set minimum date of task submission
   * @param minSubmittedAt - Minimum date (inclusive) in ISO 8601 format
   * @returns Builder instance for chaining
   * @example
   * ```ts
   * builder.withMinSubmittedAt('2023-01-01T00:00:00+0000')
   * ```
   */
  withMinSubmittedAt(minSubmittedAt) {
    return this.setParam("minSubmittedAt", minSubmittedAt);
  }
  /**
   * Set date range for task execution
   * @param minSubmittedAt - Minimum submission date (inclusive) in ISO 8601 format
   * @param maxExecutedAt - Maximum execution date (inclusive) in ISO 8601 format
   * @returns Builder instance for chaining
   */
  withDateRange(minSubmittedAt, maxExecutedAt) {
    return this.setParam("minSubmittedAt", minSubmittedAt).setParam("maxExecutedAt", maxExecutedAt);
  }
  /**
   * Filter on the last tasks only (most recent finished task by project)
   * @returns Builder instance for chaining
   */
  withOnlyCurrents() {
    return this.setParam("onlyCurrents", true);
  }
  /**
   * Search query for component names, keys, or task IDs
   *
   * Limit search to:
   * - component names that contain the supplied string
   * - component keys that are exactly the same as the supplied string
   * - task ids that are exactly the same as the supplied string
   *
   * Must not be set together with componentId
   *
   * @param query - Search query string
   * @returns Builder instance for chaining
   * @throws {Error} When componentId has already been set
   */
  withQuery(query) {
    if (this.params.componentId !== void 0) {
      throw new Error(
        "Cannot set query when componentId is already set. These parameters are mutually exclusive."
      );
    }
    return this.setParam("q", query);
  }
  /**
   * Filter by task statuses
   * @param statuses - One or more task statuses
   * @returns Builder instance for chaining
   * @example
   * ```ts
   * builder.withStatuses(TaskStatus.Failed, TaskStatus.Canceled)
   * ```
   */
  withStatuses(...statuses) {
    return this.setParam("status", statuses);
  }
  /**
   * Filter by task type
   * @param type - Task type (currently only REPORT is supported)
   * @returns Builder instance for chaining
   */
  withType(type) {
    return this.setParam("type", type);
  }
  /**
   * Set the page size
   * @param size - Number of results per page
   * @returns Builder instance for chaining
   */
  withPageSize(size) {
    return this.pageSize(size);
  }
  /**
   * Execute the search query
   * @returns Promise resolving to the activity response
   * @throws {AuthorizationError} When lacking project administration permission
   * @throws {ApiError} When request parameters are invalid
   */
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Extract items from the response
   * @param response - The activity response
   * @returns Array of activity tasks
   */
  getItems(response) {
    return response.tasks;
  }
};

// src/resources/ce/CEClient.ts
var CEClient = class extends BaseClient {
  /**
   * Search for tasks
   *
   * Either componentId or component can be provided, but not both.
   * Requires the project administration permission if componentId or component is set.
   *
   * @param request - Search parameters
   * @returns Activity search response (paginated)
   * @throws {AuthorizationError} When lacking project administration permission
   * @throws {ApiError} When request parameters are invalid
   *
   * @example Simple search for failed tasks
   * ```ts
   * const failedTasks = await client.ce.activity({
   *   status: [TaskStatus.Failed],
   *   ps: 50
   * });
   * ```
   *
   * @example Search with builder (returns ActivityBuilder)
   * ```ts
   * const tasks = await client.ce.searchActivity()
   *   .withComponent('my-project')
   *   .withStatuses(TaskStatus.Failed, TaskStatus.Canceled)
   *   .withOnlyCurrents()
   *   .execute();
   * ```
   */
  async activity(request = {}) {
    this.validateActivityRequest(request);
    const params = this.buildActivityParams(request);
    return this.request(`/api/ce/activity?${params.toString()}`);
  }
  /**
   * Returns CE activity related metrics
   *
   * Requires 'Administer' permission on the specified project.
   *
   * @param request - Request parameters (componentId or componentKey)
   * @returns Activity status metrics
   * @throws {AuthorizationError} When lacking 'Administer' permission
   * @since 6.6 - New field 'inProgress' in response
   * @since 7.8 - New field 'pendingTime' in response, only included when there are pending tasks
   *
   * @example
   * ```ts
   * const status = await client.ce.activityStatus({
   *   componentKey: 'my-project'
   * });
   * console.log(`Pending tasks: ${status.pending}`);
   * ```
   */
  async activityStatus(request = {}) {
    const params = new URLSearchParams();
    if (request.componentId !== void 0 && request.componentId.length > 0) {
      params.append("componentId", request.componentId);
    }
    if (request.componentKey !== void 0 && request.componentKey.length > 0) {
      params.append("componentKey", request.componentKey);
    }
    return this.request(`/api/ce/activity_status?${params.toString()}`);
  }
  /**
   * Get the pending tasks, in-progress tasks and the last executed task of a given component
   *
   * Requires the following permission: 'Browse' on the specified component.
   * Either 'componentId' or 'component' must be provided.
   *
   * @param request - Component identifier (component key or componentId)
   * @returns Component tasks (queue, current, lastExecutedTask)
   * @throws {ApiError} When neither component nor componentId is provided
   * @throws {AuthorizationError} When lacking 'Browse' permission
   * @since 6.1 - field "logs" is deprecated and its value is always false
   * @since 6.6 - fields "branch" and "branchType" added
   *
   * @example
   * ```ts
   * const tasks = await client.ce.component({
   *   component: 'my-project'
   * });
   * console.log(`Tasks in queue: ${tasks.queue.length}`);
   * ```
   */
  async component(request) {
    const params = new URLSearchParams();
    if (request.component !== void 0 && request.component.length > 0) {
      params.append("component", request.component);
    }
    if (request.componentId !== void 0 && request.componentId.length > 0) {
      params.append("componentId", request.componentId);
    }
    return this.request(`/api/ce/component?${params.toString()}`);
  }
  /**
   * Give Compute Engine task details such as type, status, duration and associated component
   *
   * Requires 'Execute Analysis' permission.
   *
   * @param request - Task identifier and optional fields
   * @returns Task details
   * @throws {NotFoundError} When task is not found
   * @throws {AuthorizationError} When lacking 'Execute Analysis' permission
   * @since 6.6 - fields "branch" and "branchType" added
   *
   * @example
   * ```ts
   * const task = await client.ce.task({
   *   id: 'AU-Tpxb--iU5OvuD2FLy',
   *   additionalFields: ['scannerContext', 'warnings']
   * });
   * ```
   */
  async task(request) {
    const params = new URLSearchParams();
    params.append("id", request.id);
    if (request.additionalFields && request.additionalFields.length > 0) {
      params.append("additionalFields", request.additionalFields.join(","));
    }
    return this.request(`/api/ce/task?${params.toString()}`);
  }
  /**
   * Search for tasks using a builder pattern
   *
   * This is a convenience method that returns an ActivityBuilder for complex queries.
   *
   * @returns ActivityBuilder instance
   *
   * @example
   * ```ts
   * const tasks = await client.ce.searchActivity()
   *   .withComponent('my-project')
   *   .withStatuses(TaskStatus.Failed, TaskStatus.Canceled)
   *   .withDateRange('2023-01-01T00:00:00+0000', '2023-12-31T23:59:59+0000')
   *   .execute();
   * ```
   */
  searchActivity() {
    return new ActivityBuilder(async (params) => this.activity(params));
  }
  /**
   * Validates activity request parameters
   * @private
   */
  validateActivityRequest(request) {
    if (request.component !== void 0 && request.componentId !== void 0) {
      throw new ValidationError(
        "Both `component` and `componentId` cannot be set simultaneously. Please provide only one."
      );
    }
  }
  /**
   * Builds URL parameters for activity request
   * @private
   */
  buildActivityParams(request) {
    const params = new URLSearchParams();
    this.appendStringParam(params, "component", request.component);
    this.appendStringParam(params, "componentId", request.componentId);
    this.appendStringParam(params, "maxExecutedAt", request.maxExecutedAt);
    this.appendStringParam(params, "minSubmittedAt", request.minSubmittedAt);
    this.appendStringParam(params, "q", request.q);
    this.appendStringParam(params, "type", request.type);
    if (request.onlyCurrents !== void 0) {
      params.append("onlyCurrents", String(request.onlyCurrents));
    }
    if (request.status && request.status.length > 0) {
      params.append("status", request.status.join(","));
    }
    if (request.ps !== void 0) {
      params.append("ps", String(request.ps));
    }
    if (request.p !== void 0) {
      params.append("p", String(request.p));
    }
    return params;
  }
  /**
   * Appends string parameter to URLSearchParams if it's not empty
   * @private
   */
  appendStringParam(params, key, value) {
    if (value !== void 0 && value.length > 0) {
      params.append(key, value);
    }
  }
};

// src/resources/components/builders.ts
init_errors();

// src/resources/components/types.ts
var ComponentQualifier = /* @__PURE__ */ ((ComponentQualifier2) => {
  ComponentQualifier2["SubProject"] = "BRC";
  ComponentQualifier2["Directory"] = "DIR";
  ComponentQualifier2["File"] = "FIL";
  ComponentQualifier2["Project"] = "TRK";
  ComponentQualifier2["TestFile"] = "UTS";
  return ComponentQualifier2;
})(ComponentQualifier || {});
var ComponentTreeStrategy = /* @__PURE__ */ ((ComponentTreeStrategy2) => {
  ComponentTreeStrategy2["All"] = "all";
  ComponentTreeStrategy2["Children"] = "children";
  ComponentTreeStrategy2["Leaves"] = "leaves";
  return ComponentTreeStrategy2;
})(ComponentTreeStrategy || {});
var ComponentSortField = /* @__PURE__ */ ((ComponentSortField2) => {
  ComponentSortField2["Name"] = "name";
  ComponentSortField2["Path"] = "path";
  ComponentSortField2["Qualifier"] = "qualifier";
  return ComponentSortField2;
})(ComponentSortField || {});

// src/resources/components/builders.ts
var ComponentsSearchBuilder = class extends PaginatedBuilder {
  /**
   * Set search query to filter components
   * @param query - Search query
   */
  query(query) {
    return this.setParam("q", query);
  }
  /**
   * Filter by component qualifiers
   * @param qualifiers - Array of component qualifiers
   */
  qualifiers(qualifiers) {
    return this.setParam("qualifiers", qualifiers);
  }
  /**
   * Filter by languages
   * @param languages - Array of language keys
   */
  languages(languages) {
    return this.setParam("languages", languages);
  }
  /**
   * Execute the search request
   */
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Extract components array from response for pagination
   */
  getItems(response) {
    return response.components;
  }
};
var ComponentsTreeBuilder = class extends PaginatedBuilder {
  /**
   * Set the base component key for the search
   * @param componentKey - Base component key
   */
  component(componentKey) {
    return this.setParam("component", componentKey);
  }
  /**
   * Set the branch key
   * @param branch - Branch key
   */
  branch(branch) {
    return this.setParam("branch", branch);
  }
  /**
   * Set the pull request id
   * @param pullRequest - Pull request id
   */
  pullRequest(pullRequest) {
    return this.setParam("pullRequest", pullRequest);
  }
  /**
   * Set search query to limit search to component names or keys
   * @param query - Search query (minimum 3 characters)
   */
  query(query) {
    if (query.length < 3) {
      throw new ValidationError(
        "Query parameter must be at least 3 characters long",
        "INVALID_QUERY_LENGTH"
      );
    }
    return this.setParam("q", query);
  }
  /**
   * Filter by component qualifiers
   * @param qualifiers - Array of component qualifiers
   */
  qualifiers(qualifiers) {
    return this.setParam("qualifiers", qualifiers);
  }
  /**
   * Set sort fields
   * @param fields - Array of sort fields
   */
  sortBy(fields) {
    return this.setParam("s", fields);
  }
  /**
   * Set sort order
   * @param ascending - Whether to sort in ascending order
   */
  ascending(ascending = true) {
    return this.setParam("asc", ascending ? "true" : "false");
  }
  /**
   * Set search strategy
   * @param strategy - Component tree search strategy
   */
  strategy(strategy) {
    return this.setParam("strategy", strategy);
  }
  /**
   * Get only files
   */
  filesOnly() {
    return this.qualifiers(["FIL" /* File */]);
  }
  /**
   * Get only directories
   */
  directoriesOnly() {
    return this.qualifiers(["DIR" /* Directory */]);
  }
  /**
   * Get only projects
   */
  projectsOnly() {
    return this.qualifiers(["TRK" /* Project */]);
  }
  /**
   * Get only test files
   */
  testFilesOnly() {
    return this.qualifiers(["UTS" /* TestFile */]);
  }
  /**
   * Get only children (not grandchildren)
   */
  childrenOnly() {
    return this.strategy("children" /* Children */);
  }
  /**
   * Get only leaves (files without children)
   */
  leavesOnly() {
    return this.strategy("leaves" /* Leaves */);
  }
  /**
   * Get all descendants
   */
  allDescendants() {
    return this.strategy("all" /* All */);
  }
  /**
   * Sort by name
   */
  sortByName() {
    return this.sortBy(["name" /* Name */]);
  }
  /**
   * Sort by path
   */
  sortByPath() {
    return this.sortBy(["path" /* Path */]);
  }
  /**
   * Sort by qualifier
   */
  sortByQualifier() {
    return this.sortBy(["qualifier" /* Qualifier */]);
  }
  /**
   * Execute the request
   */
  async execute() {
    if (this.params.component === void 0 || this.params.component === "") {
      throw new ValidationError(
        "Component parameter is required for tree search",
        "MISSING_COMPONENT"
      );
    }
    return this.executor(this.params);
  }
  /**
   * Extract components array from response for pagination
   */
  getItems(response) {
    return response.components;
  }
};

// src/resources/components/ComponentsClient.ts
var ComponentsClient = class extends BaseClient {
  /**
   * Returns a component (file, directory, project) and its ancestors.
   * The ancestors are ordered from the parent to the root project.
   * Requires Browse permission on the project of the specified component.
   *
   * @param component - Component key
   * @param options - Optional parameters
   * @param options.branch - Branch key
   * @param options.pullRequest - Pull request id
   * @returns Promise that resolves to the component and its ancestors
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have Browse permission on the project
   * @throws {NotFoundError} If the component is not found
   *
   * @since 5.4
   *
   * @example
   * ```typescript
   * // Get a project component
   * const result = await client.components.show('my_project');
   * console.log('Component:', result.component);
   * console.log('Ancestors:', result.ancestors);
   *
   * // Get a file component on a specific branch
   * const fileResult = await client.components.show('my_project:src/main.ts', {
   *   branch: 'feature/new-feature'
   * });
   * ```
   */
  async show(component, options = {}) {
    const params = new URLSearchParams();
    params.set("component", component);
    if (options.branch !== void 0 && options.branch !== "") {
      params.set("branch", options.branch);
    }
    if (options.pullRequest !== void 0 && options.pullRequest !== "") {
      params.set("pullRequest", options.pullRequest);
    }
    return this.request(`/api/components/show?${params.toString()}`);
  }
  /**
   * Search for components across all projects using a builder pattern.
   * This provides a flexible interface for searching components with various filters.
   *
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {ValidationError} If parameters are invalid
   *
   * @since 9.0
   *
   * @example
   * ```typescript
   * // Search for all components
   * const results = await client.components.search().execute();
   *
   * // Search for projects only
   * const projects = await client.components.search()
   *   .qualifiers(['TRK'])
   *   .pageSize(50)
   *   .execute();
   *
   * // Search for Java files
   * const javaFiles = await client.components.search()
   *   .qualifiers(['FIL'])
   *   .languages(['java'])
   *   .execute();
   *
   * // Iterate through all components
   * for await (const component of client.components.search().all()) {
   *   console.log(component.name);
   * }
   * ```
   */
  search() {
    return new ComponentsSearchBuilder(
      async (params) => this.executeGlobalSearchRequest(params)
    );
  }
  /**
   * Search for projects (legacy method).
   * Used to provide the ability to search for any component but this option has been removed
   * and the tree() method should be used instead for this purpose.
   *
   * @param organization - Organization key
   * @param options - Optional search parameters
   * @param options.q - Search query
   * @param options.p - Page number (1-based)
   * @param options.ps - Page size (max 500)
   * @returns Promise that resolves to search results
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {ValidationError} If parameters are invalid
   *
   * @since 6.3
   * @deprecated Use search() builder method or tree() method instead
   *
   * @example
   * ```typescript
   * // Search for projects in an organization
   * const results = await client.components.searchLegacy('my-org', {
   *   q: 'sonar',
   *   ps: 50
   * });
   * ```
   */
  async searchLegacy(organization, options = {}) {
    DeprecationManager.warn({
      api: "components.searchLegacy()",
      replacement: "components.search() or components.tree()",
      removeVersion: "9.0.0",
      reason: "The legacy search endpoint is being replaced with the more flexible search() builder or tree() method since 6.3"
    });
    const params = new URLSearchParams();
    params.set("organization", organization);
    if (options.q !== void 0 && options.q !== "") {
      params.set("q", options.q);
    }
    if (options.p !== void 0 && options.p > 0) {
      params.set("p", options.p.toString());
    }
    if (options.ps !== void 0 && options.ps > 0) {
      params.set("ps", options.ps.toString());
    }
    return this.request(`/api/components/search?${params.toString()}`);
  }
  /**
   * Navigate through components based on the chosen strategy.
   * Requires Browse permission on the specified project.
   * When limiting search with the q parameter, directories are not returned.
   *
   * @param componentKey - Optional component key to set as the base for tree search
   * @returns A builder for constructing the tree search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have Browse permission on the project
   * @throws {ValidationError} If parameters are invalid
   *
   * @since 5.4
   *
   * @example
   * ```typescript
   * // Get all files in a project
   * const files = await client.components.tree()
   *   .component('my_project')
   *   .qualifiers(['FIL'])
   *   .execute();
   *
   * // Get all files in a project (convenience method)
   * const files = await client.components.tree('my_project')
   *   .qualifiers(['FIL'])
   *   .execute();
   *
   * // Search for specific files with pagination
   * for await (const component of client.components.tree()
   *   .component('my_project')
   *   .query('Controller')
   *   .qualifiers(['FIL'])
   *   .all()) {
   *   console.log('Found file:', component.name);
   * }
   *
   * // Get only direct children of a directory
   * const children = await client.components.tree()
   *   .component('my_project:src')
   *   .strategy('children')
   *   .execute();
   * ```
   */
  tree(componentKey) {
    const builder = new ComponentsTreeBuilder(
      async (params) => this.executeTreeRequest(params)
    );
    if (componentKey !== void 0) {
      builder.component(componentKey);
    }
    return builder;
  }
  /**
   * Executes global search request by finding projects and then searching within them
   * @private
   */
  async executeGlobalSearchRequest(params) {
    const searchQualifiers = params.qualifiers ?? [];
    const includesProjects = searchQualifiers.length === 0 || searchQualifiers.includes("TRK" /* Project */);
    if (includesProjects && searchQualifiers.length <= 1 && this.canUseOrganizationSearch()) {
      return this.searchWithOrganization(params);
    }
    return this.createEmptySearchResponse(params);
  }
  canUseOrganizationSearch() {
    return this.organization !== void 0 && this.organization !== "";
  }
  async searchWithOrganization(params) {
    const searchParams = this.buildOrganizationSearchParams(params);
    return this.request(
      `/api/components/search?${searchParams.toString()}`
    );
  }
  buildOrganizationSearchParams(params) {
    const searchParams = new URLSearchParams();
    if (this.organization !== void 0 && this.organization !== "") {
      searchParams.set("organization", this.organization);
    }
    if (params.q !== void 0 && params.q !== "") {
      searchParams.set("q", params.q);
    }
    if (params.p !== void 0 && params.p > 0) {
      searchParams.set("p", params.p.toString());
    }
    if (params.ps !== void 0 && params.ps > 0) {
      searchParams.set("ps", params.ps.toString());
    }
    return searchParams;
  }
  createEmptySearchResponse(params) {
    return {
      components: [],
      paging: {
        pageIndex: params.p ?? 1,
        pageSize: params.ps ?? 100,
        total: 0
      }
    };
  }
  /**
   * Executes component tree request with proper parameter handling
   * @private
   */
  async executeTreeRequest(params) {
    const searchParams = this.buildTreeParams(params);
    return this.request(`/api/components/tree?${searchParams.toString()}`);
  }
  /**
   * Builds URL parameters for component tree request
   * @private
   */
  buildTreeParams(params) {
    const searchParams = new URLSearchParams();
    searchParams.set("component", params.component);
    this.appendNonEmptyStringParam(searchParams, "branch", params.branch);
    this.appendNonEmptyStringParam(searchParams, "pullRequest", params.pullRequest);
    this.appendNonEmptyStringParam(searchParams, "q", params.q);
    this.appendNonEmptyStringParam(searchParams, "asc", params.asc);
    this.appendNonEmptyStringParam(searchParams, "strategy", params.strategy);
    this.appendArrayParam(searchParams, "qualifiers", params.qualifiers);
    this.appendArrayParam(searchParams, "s", params.s);
    this.appendPositiveNumberParam(searchParams, "p", params.p);
    this.appendPositiveNumberParam(searchParams, "ps", params.ps);
    return searchParams;
  }
  /**
   * Helper method to append non-empty string parameters
   * @private
   */
  appendNonEmptyStringParam(params, key, value) {
    if (value !== void 0 && value !== "") {
      params.set(key, value);
    }
  }
  /**
   * Helper method to append array parameters as comma-separated strings
   * @private
   */
  appendArrayParam(params, key, value) {
    if (value !== void 0 && value.length > 0) {
      params.set(key, value.join(","));
    }
  }
  /**
   * Helper method to append positive number parameters
   * @private
   */
  appendPositiveNumberParam(params, key, value) {
    if (value !== void 0 && value > 0) {
      params.set(key, value.toString());
    }
  }
};

// src/resources/duplications/DuplicationsClient.ts
var DuplicationsClient = class extends BaseClient {
  /**
   * Get duplications for a file
   *
   * Requires 'Browse' permission on file's project.
   *
   * @param params - Request parameters including file key
   * @returns Duplication information for the specified file
   *
   * @example
   * ```typescript
   * const client = new DuplicationsClient(baseUrl, token);
   *
   * // Get duplications for a file
   * const duplications = await client.show({
   *   key: 'my_project:/src/foo/Bar.php'
   * });
   *
   * console.log(`Found ${duplications.duplications.length} duplication sets`);
   * console.log(`Involving ${duplications.files.length} files`);
   *
   * // Get duplications for a file on a specific branch
   * const branchDuplications = await client.show({
   *   key: 'my_project:/src/foo/Bar.php',
   *   branch: 'feature/my_branch'
   * });
   * ```
   */
  async show(params) {
    const searchParams = new URLSearchParams();
    searchParams.append("key", params.key);
    if (params.branch !== void 0) {
      searchParams.append("branch", params.branch);
    }
    if (params.pullRequest !== void 0) {
      searchParams.append("pullRequest", params.pullRequest);
    }
    return this.request(
      `/api/duplications/show?${searchParams.toString()}`
    );
  }
};

// src/resources/favorites/builders.ts
var SearchFavoritesBuilder = class extends PaginatedBuilder {
  /**
   * Execute the search request
   */
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Get the items from the response
   */
  getItems(response) {
    return response.favorites;
  }
};

// src/resources/favorites/FavoritesClient.ts
var FavoritesClient = class extends BaseClient {
  /**
   * Add a project as favorite for the authenticated user.
   * Only 100 components can be added as favorite.
   * Requires authentication and the following permission: 'Browse' on the project.
   *
   * @since 6.3
   * @param params - The add favorite parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Browse' permission on the project
   * @throws {ValidationError} If more than 100 favorites would be created
   * @throws {NotFoundError} If the component doesn't exist
   *
   * @example
   * ```typescript
   * await client.favorites.add({
   *   component: 'my-project'
   * });
   * ```
   */
  async add(params) {
    await this.request("/api/favorites/add", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Remove a component (project, directory, file etc.) as favorite for the authenticated user.
   * Requires authentication.
   *
   * @since 6.3
   * @param params - The remove favorite parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {NotFoundError} If the component doesn't exist or is not a favorite
   *
   * @example
   * ```typescript
   * await client.favorites.remove({
   *   component: 'my-project'
   * });
   * ```
   */
  async remove(params) {
    await this.request("/api/favorites/remove", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Search for the authenticated user favorites.
   * Requires authentication.
   *
   * @since 6.3
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   *
   * @example
   * ```typescript
   * // Get first page of favorites
   * const results = await client.favorites.search()
   *   .pageSize(50)
   *   .execute();
   *
   * // Iterate through all favorites
   * for await (const favorite of client.favorites.searchAll()) {
   *   console.log(favorite.name);
   * }
   * ```
   */
  search() {
    return new SearchFavoritesBuilder(async (params) => {
      const query = new URLSearchParams();
      if (params.p !== void 0) {
        query.append("p", String(params.p));
      }
      if (params.ps !== void 0) {
        query.append("ps", String(params.ps));
      }
      const queryString = query.toString();
      const url = queryString ? `/api/favorites/search?${queryString}` : "/api/favorites/search";
      return this.request(url);
    });
  }
  /**
   * Convenience method to iterate through all favorites.
   * This is equivalent to calling search().all()
   *
   * @returns An async iterator for all favorites
   *
   * @example
   * ```typescript
   * for await (const favorite of client.favorites.searchAll()) {
   *   console.log(favorite.name);
   * }
   * ```
   */
  searchAll() {
    return this.search().all();
  }
};

// src/resources/languages/LanguagesClient.ts
var LanguagesClient = class extends BaseClient {
  /**
   * List supported programming languages
   * @since 6.3
   * @param params - List parameters
   * @returns List of programming languages
   *
   * @example
   * ```typescript
   * const client = new LanguagesClient(baseUrl, token, organization);
   * const languages = await client.list({ ps: 25 });
   * ```
   */
  async list(params) {
    const searchParams = new URLSearchParams();
    if (params?.ps !== void 0) {
      searchParams.append("ps", String(params.ps));
    }
    if (params?.q !== void 0) {
      searchParams.append("q", params.q);
    }
    const query = searchParams.toString();
    return await this.request(
      query ? `/api/languages/list?${query}` : "/api/languages/list"
    );
  }
  /**
   * List all supported programming languages using async iteration
   * @since 6.3
   * @param params - List parameters (ps parameter will be handled automatically)
   * @returns Async iterator of languages
   *
   * @example
   * ```typescript
   * const client = new LanguagesClient(baseUrl, token, organization);
   * for await (const language of client.listAll({ q: 'java' })) {
   *   console.log(language.key, language.name);
   * }
   * ```
   */
  async *listAll(params) {
    const response = await this.list({
      ...params,
      ps: 0
      // Get all languages
    });
    for (const language of response.languages) {
      yield language;
    }
  }
};

// src/resources/notifications/NotificationsClient.ts
var NotificationsClient = class extends BaseClient {
  /**
   * Add a notification for the authenticated user
   *
   * Requires authentication. If a project is provided, requires Browse permission on that project.
   *
   * @param params - Notification parameters
   * @param params.type - Notification type (required)
   * @param params.channel - Channel through which the notification is sent (e.g., email)
   * @param params.login - User login (defaults to authenticated user)
   * @param params.project - Project key for project-specific notifications
   * @returns Promise that resolves when the notification is added
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have Browse permission on the specified project
   * @throws {ApiError} If the notification type is invalid for the scope (global vs project)
   *
   * @example
   * ```typescript
   * // Add a global notification for new issues assigned to me
   * await client.notifications.add({
   *   type: GlobalNotificationType.ChangesOnMyIssue
   * });
   *
   * // Add a project-specific notification for quality gate changes
   * await client.notifications.add({
   *   type: ProjectNotificationType.NewAlerts,
   *   project: 'my-project',
   *   channel: NotificationChannel.Email
   * });
   * ```
   */
  async add(params) {
    const searchParams = this.buildNotificationParams(params);
    await this.request(`/api/notifications/add?${searchParams.toString()}`, {
      method: "POST"
    });
  }
  /**
   * List notifications of the authenticated user
   *
   * Returns all configured notifications for the user, including both global
   * and project-specific notifications, along with available notification types
   * and channels.
   *
   * @param params - Optional parameters
   * @param params.login - User login (defaults to authenticated user)
   * @returns Promise that resolves to the list of notifications and configuration
   * @throws {AuthenticationError} If the user is not authenticated
   *
   * @example
   * ```typescript
   * // List notifications for the authenticated user
   * const result = await client.notifications.list();
   * console.log('Active notifications:', result.notifications);
   * console.log('Available channels:', result.channels);
   * console.log('Global types:', result.globalTypes);
   * console.log('Per-project types:', result.perProjectTypes);
   *
   * // List notifications for a specific user (requires admin permissions)
   * const userNotifications = await client.notifications.list({
   *   login: 'john.doe'
   * });
   * ```
   */
  async list(params = {}) {
    const searchParams = new URLSearchParams();
    if (params.login !== void 0 && params.login !== "") {
      searchParams.set("login", params.login);
    }
    const query = searchParams.toString();
    const url = query ? `/api/notifications/list?${query}` : "/api/notifications/list";
    return this.request(url);
  }
  /**
   * Remove a notification for the authenticated user
   *
   * Removes a previously configured notification. The parameters must match
   * exactly with the notification to be removed.
   *
   * @param params - Notification parameters
   * @param params.type - Notification type (required)
   * @param params.channel - Channel through which the notification is sent
   * @param params.login - User login (defaults to authenticated user)
   * @param params.project - Project key for project-specific notifications
   * @returns Promise that resolves when the notification is removed
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {NotFoundError} If the notification doesn't exist
   *
   * @example
   * ```typescript
   * // Remove a global notification
   * await client.notifications.remove({
   *   type: GlobalNotificationType.ChangesOnMyIssue
   * });
   *
   * // Remove a project-specific notification
   * await client.notifications.remove({
   *   type: ProjectNotificationType.NewAlerts,
   *   project: 'my-project',
   *   channel: NotificationChannel.Email
   * });
   * ```
   */
  async remove(params) {
    const searchParams = this.buildNotificationParams(params);
    await this.request(`/api/notifications/remove?${searchParams.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Build URLSearchParams for notification modification requests
   * @private
   */
  buildNotificationParams(params) {
    const searchParams = new URLSearchParams();
    searchParams.set("type", params.type);
    if (params.channel !== void 0 && params.channel !== "") {
      searchParams.set("channel", params.channel);
    }
    if (params.login !== void 0 && params.login !== "") {
      searchParams.set("login", params.login);
    }
    if (params.project !== void 0 && params.project !== "") {
      searchParams.set("project", params.project);
    }
    return searchParams;
  }
};

// src/resources/notifications/types.ts
var NotificationChannel = /* @__PURE__ */ ((NotificationChannel2) => {
  NotificationChannel2["Email"] = "EmailNotificationChannel";
  return NotificationChannel2;
})(NotificationChannel || {});
var GlobalNotificationType = /* @__PURE__ */ ((GlobalNotificationType2) => {
  GlobalNotificationType2["CeReportTaskFailure"] = "CeReportTaskFailure";
  GlobalNotificationType2["ChangesOnMyIssue"] = "ChangesOnMyIssue";
  GlobalNotificationType2["SQMyNewIssues"] = "SQ-MyNewIssues";
  return GlobalNotificationType2;
})(GlobalNotificationType || {});
var ProjectNotificationType = /* @__PURE__ */ ((ProjectNotificationType2) => {
  ProjectNotificationType2["CeReportTaskFailure"] = "CeReportTaskFailure";
  ProjectNotificationType2["ChangesOnMyIssue"] = "ChangesOnMyIssue";
  ProjectNotificationType2["NewAlerts"] = "NewAlerts";
  ProjectNotificationType2["NewFalsePositiveIssue"] = "NewFalsePositiveIssue";
  ProjectNotificationType2["NewIssues"] = "NewIssues";
  ProjectNotificationType2["SQMyNewIssues"] = "SQ-MyNewIssues";
  return ProjectNotificationType2;
})(ProjectNotificationType || {});

// src/resources/projects/ProjectsClient.ts
init_errors();

// src/resources/projects/builders.ts
init_errors();
var BulkDeleteProjectsBuilder = class extends BaseBuilder {
  /**
   * Filter projects last analyzed before the given date (inclusive).
   * Format: date or datetime ISO formats
   */
  analyzedBefore = ParameterHelpers.createStringMethod("analyzedBefore");
  /**
   * Filter projects that are provisioned only (not analyzed yet).
   */
  onProvisionedOnly = ParameterHelpers.createBooleanMethod("onProvisionedOnly");
  /**
   * Comma-separated list of project keys to delete.
   */
  projects = ParameterHelpers.createArrayMethod("projects");
  /**
   * Limit search to projects that contain the supplied string in their key or name.
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Filter projects by qualifiers.
   */
  qualifiers = ParameterHelpers.createArrayMethod("qualifiers");
  async execute() {
    const finalParams = this.params;
    if (finalParams.analyzedBefore === void 0 && (finalParams.projects === void 0 || finalParams.projects.length === 0) && finalParams.q === void 0) {
      throw new ValidationError(
        "At least one parameter is required among analyzedBefore, projects and q"
      );
    }
    await this.executor(finalParams);
  }
};
var SearchProjectsBuilder = class extends PaginatedBuilder {
  /**
   * Filter projects last analyzed before the given date (inclusive).
   * Format: date or datetime ISO formats
   */
  analyzedBefore = ParameterHelpers.createStringMethod("analyzedBefore");
  /**
   * Filter projects that are provisioned only (not analyzed yet).
   */
  onProvisionedOnly = ParameterHelpers.createBooleanMethod("onProvisionedOnly");
  /**
   * Comma-separated list of project keys to filter.
   */
  projects = ParameterHelpers.createArrayMethod("projects");
  /**
   * Limit search to projects that contain the supplied string in their key or name.
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Filter projects by qualifiers.
   */
  qualifiers = ParameterHelpers.createArrayMethod("qualifiers");
  /**
   * Filter by organization (SonarCloud only).
   */
  organization = ParameterHelpers.createStringMethod("organization");
  async execute() {
    return this.executor(this.params);
  }
  getItems(response) {
    return response.components;
  }
};

// src/resources/projects/ProjectsClient.ts
var ProjectsClient = class extends BaseClient {
  /**
   * Delete one or several projects.
   * Only the 1'000 first items in project filters are taken into account.
   *
   * @since 5.2
   * @returns A builder for constructing the bulk delete request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer System' permission
   *
   * @example
   * ```typescript
   * // Delete projects not analyzed in the last 30 days
   * await client.projects.bulkDelete()
   *   .analyzedBefore('2024-01-01')
   *   .execute();
   *
   * // Delete specific projects
   * await client.projects.bulkDelete()
   *   .projects(['old-project-1', 'old-project-2'])
   *   .execute();
   * ```
   */
  bulkDelete() {
    return new BulkDeleteProjectsBuilder(async (params) => {
      await this.request("/api/projects/bulk_delete", {
        method: "POST",
        body: JSON.stringify(params)
      });
    });
  }
  /**
   * Bulk update project keys by replacing a part of the key.
   * This allows renaming a project and all its sub-components at once.
   *
   * @since 6.1
   * @deprecated Since 7.6 - Use updateKey() for individual project key updates
   * @param params - The bulk update parameters
   * @returns Information about the updated keys
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission on the project
   * @throws {ValidationError} If the replacement would create duplicate keys
   *
   * @example
   * ```typescript
   * // Rename 'my_old_project' to 'my_new_project' and update all sub-components
   * const result = await client.projects.bulkUpdateKey({
   *   project: 'my_old_project',
   *   from: 'my_old_',
   *   to: 'my_new_',
   *   dryRun: true // Test the operation first
   * });
   * ```
   */
  async bulkUpdateKey(params) {
    DeprecationManager.warn({
      api: "projects.bulkUpdateKey()",
      replacement: "projects.updateKey()",
      removeVersion: "8.0.0",
      reason: "Since 7.6 - Use updateKey() for individual project key updates"
    });
    const body = {
      project: params.project,
      from: params.from,
      to: params.to
    };
    if (params.dryRun !== void 0) {
      body["dryRun"] = String(params.dryRun);
    }
    return this.request("/api/projects/bulk_update_key", {
      method: "POST",
      body: JSON.stringify(body)
    });
  }
  /**
   * Create a project.
   * If your project is hosted on a DevOps Platform, please use the import endpoint
   * under api/alm_integrations, so it creates and properly configures the project.
   *
   * @since 4.0
   * @param params - The project creation parameters
   * @returns The created project details
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Create Projects' permission
   * @throws {ValidationError} If the project key already exists
   *
   * @example
   * ```typescript
   * const project = await client.projects.create({
   *   project: 'my-new-project',
   *   name: 'My New Project',
   *   visibility: 'private'
   * });
   * ```
   */
  async create(params) {
    return this.request("/api/projects/create", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Delete a project.
   *
   * @since 5.2
   * @param params - The project deletion parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer System' permission or 'Administer' permission on the project
   * @throws {NotFoundError} If the project doesn't exist
   *
   * @example
   * ```typescript
   * await client.projects.delete({ project: 'my-old-project' });
   * ```
   */
  async delete(params) {
    await this.request("/api/projects/delete", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Export all findings (issues and hotspots) of a specific project branch.
   * Keep in mind that this endpoint will return all findings, issues and hotspots
   * (no filter), which can take time and use a lot of resources.
   *
   * **Note**: This endpoint is only available in SonarQube, not in SonarCloud.
   *
   * @since 9.1
   * @param params - The export parameters
   * @returns An array of findings
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer System' permission
   * @throws {ValidationError} If both branch and pullRequest are specified
   *
   * @example
   * ```typescript
   * // Export findings from main branch
   * const findings = await client.projects.exportFindings({
   *   project: 'my-project',
   *   branch: 'main'
   * });
   *
   * // Export findings from a pull request
   * const findings = await client.projects.exportFindings({
   *   project: 'my-project',
   *   pullRequest: '123'
   * });
   * ```
   */
  async exportFindings(params) {
    if ((params.branch ?? "") !== "" && (params.pullRequest ?? "") !== "") {
      throw new ValidationError(
        "Cannot specify both branch and pullRequest. Please provide only one of them."
      );
    }
    const query = new URLSearchParams();
    query.append("project", params.project);
    if (params.branch !== void 0) {
      query.append("branch", params.branch);
    }
    if (params.pullRequest !== void 0) {
      query.append("pullRequest", params.pullRequest);
    }
    return this.request(`/api/projects/export_findings?${query.toString()}`);
  }
  /**
   * Get whether a project contains AI code or not.
   *
   * **Note**: This endpoint is only available in SonarQube, not in SonarCloud.
   *
   * @since 2025.1
   * @param params - The request parameters
   * @returns Whether the project contains AI code
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {NotFoundError} If the project doesn't exist
   *
   * @example
   * ```typescript
   * const result = await client.projects.getContainsAiCode({
   *   project: 'my-project'
   * });
   * console.log(result.containsAiCode); // true or false
   * ```
   */
  async getContainsAiCode(params) {
    const query = new URLSearchParams({
      project: params.project
    });
    return this.request(
      `/api/projects/get_contains_ai_code?${query.toString()}`
    );
  }
  /**
   * Help admins to understand how much each project affects the total number of lines of code.
   * Returns the list of projects together with information about their usage,
   * sorted by lines of code descending.
   *
   * **Note**: This endpoint is only available in SonarQube, not in SonarCloud.
   *
   * @since 9.4
   * @returns License usage information for all projects
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer System' permission
   *
   * @example
   * ```typescript
   * const usage = await client.projects.licenseUsage();
   * usage.projects.forEach(project => {
   *   console.log(`${project.name}: ${project.linesOfCode} LOC`);
   * });
   * ```
   */
  async licenseUsage() {
    return this.request("/api/projects/license_usage", {
      method: "GET"
    });
  }
  /**
   * Search for projects or views to administrate them.
   * - The response field 'lastAnalysisDate' takes into account the analysis of all branches and pull requests
   * - The response field 'revision' takes into account the analysis of the main branch only
   *
   * @since 6.3
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer System' permission
   *
   * @example
   * ```typescript
   * // Search for projects with a query
   * const results = await client.projects.search()
   *   .query('frontend')
   *   .pageSize(50)
   *   .execute();
   *
   * // Iterate through all projects
   * for await (const project of client.projects.searchAll()) {
   *   console.log(project.name);
   * }
   * ```
   */
  search() {
    return new SearchProjectsBuilder(async (params) => {
      const query = new URLSearchParams();
      if (params.analyzedBefore !== void 0) {
        query.append("analyzedBefore", params.analyzedBefore);
      }
      if (params.onProvisionedOnly !== void 0) {
        query.append("onProvisionedOnly", String(params.onProvisionedOnly));
      }
      if (params.organization !== void 0) {
        query.append("organization", params.organization);
      }
      if (params.p !== void 0) {
        query.append("p", String(params.p));
      }
      if (params.projects !== void 0) {
        query.append("projects", params.projects.join(","));
      }
      if (params.ps !== void 0) {
        query.append("ps", String(params.ps));
      }
      if (params.q !== void 0) {
        query.append("q", params.q);
      }
      if (params.qualifiers !== void 0) {
        query.append("qualifiers", params.qualifiers.join(","));
      }
      const queryString = query.toString();
      const url = queryString ? `/api/projects/search?${queryString}` : "/api/projects/search";
      return this.request(url);
    });
  }
  /**
   * Convenience method to iterate through all projects.
   * This is equivalent to calling search().all()
   *
   * @returns An async iterator for all projects
   *
   * @example
   * ```typescript
   * for await (const project of client.projects.searchAll()) {
   *   console.log(project.name);
   * }
   * ```
   */
  searchAll() {
    return this.search().all();
  }
  /**
   * Sets if the project contains AI code or not.
   *
   * **Note**: This endpoint is only available in SonarQube, not in SonarCloud.
   *
   * @since 10.8
   * @param params - The request parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' rights on the specified project
   * @throws {NotFoundError} If the project doesn't exist
   *
   * @example
   * ```typescript
   * await client.projects.setContainsAiCode({
   *   project: 'my-project',
   *   containsAiCode: true
   * });
   * ```
   */
  async setContainsAiCode(params) {
    await this.request("/api/projects/set_contains_ai_code", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Update a project and all its sub-components keys.
   *
   * @since 6.1
   * @param params - The key update parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission on the project
   * @throws {NotFoundError} If the project doesn't exist
   * @throws {ValidationError} If the new key already exists
   *
   * @example
   * ```typescript
   * await client.projects.updateKey({
   *   from: 'old-project-key',
   *   to: 'new-project-key'
   * });
   * ```
   */
  async updateKey(params) {
    await this.request("/api/projects/update_key", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Updates visibility of a project, application or a portfolio.
   *
   * @since 6.4
   * @param params - The visibility update parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Project administer' permission on the specified entity
   * @throws {NotFoundError} If the project doesn't exist
   *
   * @example
   * ```typescript
   * await client.projects.updateVisibility({
   *   project: 'my-project',
   *   visibility: 'public'
   * });
   * ```
   */
  async updateVisibility(params) {
    await this.request("/api/projects/update_visibility", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
};

// src/resources/project-badges/builders.ts
var QualityGateBadgeBuilder = class extends BaseBuilder {
  /**
   * Set the project key.
   */
  withProject = ParameterHelpers.createStringMethod("project");
  /**
   * Set the project key (alias for withProject).
   */
  project = ParameterHelpers.createStringMethod("project");
  /**
   * Set the branch name.
   */
  withBranch = ParameterHelpers.createStringMethod("branch");
  /**
   * Set the branch name (alias for withBranch).
   */
  branch = ParameterHelpers.createStringMethod("branch");
  /**
   * Set the security token.
   */
  withToken = ParameterHelpers.createStringMethod("token");
  /**
   * Set the security token (alias for withToken).
   */
  token = ParameterHelpers.createStringMethod("token");
  /**
   * Set the badge template.
   */
  withTemplate = ParameterHelpers.createStringMethod("template");
  /**
   * Set the badge template (alias for withTemplate).
   */
  template = ParameterHelpers.createStringMethod("template");
  async execute() {
    const finalParams = this.params;
    return this.executor(finalParams);
  }
  getEndpoint() {
    return "/api/project_badges/quality_gate";
  }
};
var MeasureBadgeBuilder = class extends BaseBuilder {
  /**
   * Set the project key.
   */
  withProject = ParameterHelpers.createStringMethod("project");
  /**
   * Set the project key (alias for withProject).
   */
  project = ParameterHelpers.createStringMethod("project");
  /**
   * Set the metric key.
   */
  withMetric = ParameterHelpers.createStringMethod("metric");
  /**
   * Set the metric key (alias for withMetric).
   */
  metric = ParameterHelpers.createStringMethod("metric");
  /**
   * Set the branch name.
   */
  withBranch = ParameterHelpers.createStringMethod("branch");
  /**
   * Set the branch name (alias for withBranch).
   */
  branch = ParameterHelpers.createStringMethod("branch");
  /**
   * Set the security token.
   */
  withToken = ParameterHelpers.createStringMethod("token");
  /**
   * Set the security token (alias for withToken).
   */
  token = ParameterHelpers.createStringMethod("token");
  async execute() {
    const finalParams = this.params;
    return this.executor(finalParams);
  }
  getEndpoint() {
    return "/api/project_badges/measure";
  }
};

// src/resources/project-badges/ProjectBadgesClient.ts
var ProjectBadgesClient = class extends BaseClient {
  /**
   * Generate a badge for project's AI assurance as an SVG
   * Requires 'Browse' permission on the specified project
   * @param params - Badge parameters (token can be used for private projects)
   * @returns SVG badge content
   *
   * @example
   * ```typescript
   * const client = new ProjectBadgesClient(baseUrl, token);
   * const svg = await client.aiCodeAssurance({ project: 'my_project' });
   * ```
   */
  async aiCodeAssurance(params) {
    const query = this.buildBadgeQuery({
      project: params.project,
      token: params.token
    });
    return await this.request(`/api/project_badges/ai_code_assurance?${query}`, {
      headers: {
        ["Accept"]: "image/svg+xml"
      },
      responseType: "text"
    });
  }
  /**
   * Generate badge for project's measure using builder pattern
   * Requires a security token for private projects
   * @returns Builder for constructing measure badge requests
   *
   * @example
   * ```typescript
   * const client = new ProjectBadgesClient(baseUrl, token);
   * const svg = await client.measure()
   *   .project('my_project')
   *   .metric('coverage')
   *   .branch('develop')
   *   .execute();
   * ```
   */
  measure() {
    return new MeasureBadgeBuilder(async (params) => {
      const query = this.buildBadgeQuery({
        project: params.project,
        metric: params.metric,
        branch: params.branch,
        token: params.token
      });
      return await this.request(`/api/project_badges/measure?${query}`, {
        headers: {
          ["Accept"]: "image/svg+xml"
        },
        responseType: "text"
      });
    });
  }
  /**
   * Generate badge for project's measure as an SVG (legacy method)
   * @deprecated Use the builder pattern with measure() instead
   * @param params - Badge parameters
   * @returns SVG badge content
   *
   * @example
   * ```typescript
   * const client = new ProjectBadgesClient(baseUrl, token);
   * const svg = await client.measureDirect({
   *   project: 'my_project',
   *   metric: 'coverage',
   *   branch: 'develop'
   * });
   * ```
   */
  async measureDirect(params) {
    const query = this.buildBadgeQuery({
      project: params.project,
      metric: params.metric,
      branch: params.branch,
      token: params.token
    });
    return await this.request(`/api/project_badges/measure?${query}`, {
      headers: {
        ["Accept"]: "image/svg+xml"
      },
      responseType: "text"
    });
  }
  /**
   * Generate badge for project's quality gate using builder pattern
   * Requires a security token for private projects
   * @returns Builder for constructing quality gate badge requests
   *
   * @example
   * ```typescript
   * const client = new ProjectBadgesClient(baseUrl, token);
   * const svg = await client.qualityGate()
   *   .project('my_project')
   *   .branch('main')
   *   .execute();
   * ```
   */
  qualityGate() {
    return new QualityGateBadgeBuilder(async (params) => {
      const query = this.buildBadgeQuery({
        project: params.project,
        branch: params.branch,
        token: params.token
      });
      return await this.request(`/api/project_badges/quality_gate?${query}`, {
        headers: {
          ["Accept"]: "image/svg+xml"
        },
        responseType: "text"
      });
    });
  }
  /**
   * Generate badge for project's quality gate as an SVG (legacy method)
   * @deprecated Use the builder pattern with qualityGate() instead
   * @param params - Badge parameters
   * @returns SVG badge content
   */
  async qualityGateDirect(params) {
    const query = this.buildBadgeQuery({
      project: params.project,
      branch: params.branch,
      token: params.token
    });
    return await this.request(`/api/project_badges/quality_gate?${query}`, {
      headers: {
        ["Accept"]: "image/svg+xml"
      },
      responseType: "text"
    });
  }
  /**
   * Helper method to build query parameters for badge requests
   * @param params - Badge parameters
   * @returns URL search params string
   */
  buildBadgeQuery(params) {
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== void 0) {
        searchParams.append(key, value);
      }
    }
    return searchParams.toString();
  }
};

// src/resources/project-analyses/ProjectAnalysesClient.ts
init_errors();

// src/resources/project-analyses/builders.ts
init_errors();
var SearchProjectAnalysesBuilder = class extends PaginatedBuilder {
  /**
   * Set the project key (required).
   * @param value - The project key
   */
  project = ParameterHelpers.createStringMethod("project");
  /**
   * Filter by branch key.
   * @param value - The branch key
   */
  branch = ParameterHelpers.createStringMethod("branch");
  /**
   * Filter analyses created after the given date (inclusive).
   * @param value - Date in YYYY-MM-DD format or datetime
   */
  from = ParameterHelpers.createStringMethod("from");
  /**
   * Filter analyses created before the given date (inclusive).
   * @param value - Date in YYYY-MM-DD format or datetime (e.g., 2017-10-19 or 2017-10-19T13:00:00+0200)
   */
  to = ParameterHelpers.createStringMethod("to");
  /**
   * Filter analyses that have at least one event of the specified category.
   * @param value - The event category
   */
  category(value) {
    this.params.category = value;
    return this;
  }
  async execute() {
    const finalParams = this.params;
    if (!finalParams.project) {
      throw new ValidationError("Project key is required");
    }
    if (finalParams.ps !== void 0 && (finalParams.ps <= 0 || finalParams.ps > 500)) {
      throw new ValidationError("Page size must be greater than 0 and less than or equal to 500");
    }
    return this.executor(finalParams);
  }
  getItems(response) {
    return response.analyses;
  }
};

// src/resources/project-analyses/ProjectAnalysesClient.ts
var ProjectAnalysesClient = class extends BaseClient {
  /**
   * Create a project analysis event.
   * Only events of category 'VERSION' and 'OTHER' can be created.
   *
   * @param params - The event creation parameters
   * @returns The created event details
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission on the project
   * @throws {ValidationError} If the event name exceeds 400 characters
   *
   * @example
   * ```typescript
   * // Create a version event
   * const event = await client.projectAnalyses.createEvent({
   *   analysis: 'AU-Tpxb--iU5OvuD2FLy',
   *   category: 'VERSION',
   *   name: '5.6'
   * });
   *
   * // Create an other event (default category)
   * const event = await client.projectAnalyses.createEvent({
   *   analysis: 'AU-Tpxb--iU5OvuD2FLy',
   *   name: 'Deployment to production'
   * });
   * ```
   */
  async createEvent(params) {
    if (params.name.length > 400) {
      throw new ValidationError("Event name cannot exceed 400 characters");
    }
    if (params.category && !["VERSION", "OTHER"].includes(params.category)) {
      throw new ValidationError("Only events of category 'VERSION' and 'OTHER' can be created");
    }
    const body = {
      analysis: params.analysis,
      name: params.name
    };
    if (params.category) {
      body["category"] = params.category;
    }
    return this.request("/api/project_analyses/create_event", {
      method: "POST",
      body: JSON.stringify(body)
    });
  }
  /**
   * Delete a project analysis.
   *
   * @param params - The analysis deletion parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission on the project
   * @throws {NotFoundError} If the analysis doesn't exist
   *
   * @example
   * ```typescript
   * await client.projectAnalyses.deleteAnalysis({
   *   analysis: 'AU-TpxcA-iU5OvuD2FL1'
   * });
   * ```
   */
  async deleteAnalysis(params) {
    await this.request("/api/project_analyses/delete", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Delete a project analysis event.
   * Only events of category 'VERSION' and 'OTHER' can be deleted.
   *
   * @param params - The event deletion parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission on the project
   * @throws {NotFoundError} If the event doesn't exist
   * @throws {ValidationError} If trying to delete an event that cannot be deleted
   *
   * @example
   * ```typescript
   * await client.projectAnalyses.deleteEvent({
   *   event: 'AU-TpxcA-iU5OvuD2FLz'
   * });
   * ```
   */
  async deleteEvent(params) {
    await this.request("/api/project_analyses/delete_event", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Search project analyses and attached events.
   *
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Browse' permission on the project
   *
   * @example
   * ```typescript
   * // Search analyses for a project
   * const analyses = await client.projectAnalyses.search()
   *   .project('my-project')
   *   .execute();
   *
   * // Search analyses with filters
   * const analyses = await client.projectAnalyses.search()
   *   .project('my-project')
   *   .branch('main')
   *   .category('VERSION')
   *   .from('2024-01-01')
   *   .pageSize(50)
   *   .execute();
   *
   * // Iterate through all analyses
   * for await (const analysis of client.projectAnalyses.search()
   *   .project('my-project')
   *   .all()) {
   *   console.log(`Analysis ${analysis.key} on ${analysis.date}`);
   *   analysis.events.forEach(event => {
   *     console.log(`  Event: ${event.name} (${event.category})`);
   *   });
   * }
   * ```
   */
  search() {
    return new SearchProjectAnalysesBuilder(async (params) => {
      const query = new URLSearchParams();
      query.append("project", params.project);
      if (params.branch !== void 0) {
        query.append("branch", params.branch);
      }
      if (params.category !== void 0) {
        query.append("category", params.category);
      }
      if (params.from !== void 0) {
        query.append("from", params.from);
      }
      if (params.to !== void 0) {
        query.append("to", params.to);
      }
      if (params.p !== void 0) {
        query.append("p", String(params.p));
      }
      if (params.ps !== void 0) {
        query.append("ps", String(params.ps));
      }
      return this.request(
        `/api/project_analyses/search?${query.toString()}`
      );
    });
  }
  /**
   * Convenience method to iterate through all project analyses.
   * This is equivalent to calling search().project(key).all()
   *
   * @param projectKey - The project key
   * @returns An async iterator for all analyses
   *
   * @example
   * ```typescript
   * for await (const analysis of client.projectAnalyses.searchAll('my-project')) {
   *   console.log(`Analysis ${analysis.key} on ${analysis.date}`);
   * }
   * ```
   */
  searchAll(projectKey) {
    return this.search().project(projectKey).all();
  }
  /**
   * Set an analysis as the baseline of the New Code Period on a project or branch.
   * This manually set baseline overrides the `sonar.leak.period` setting.
   *
   * @param params - The baseline setting parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission on the project
   * @throws {NotFoundError} If the analysis or project doesn't exist
   *
   * @example
   * ```typescript
   * // Set baseline for the entire project
   * await client.projectAnalyses.setBaseline({
   *   analysis: 'AU-Tpxb--iU5OvuD2FLy',
   *   project: 'my-project'
   * });
   *
   * // Set baseline for a specific branch
   * await client.projectAnalyses.setBaseline({
   *   analysis: 'AU-Tpxb--iU5OvuD2FLy',
   *   project: 'my-project',
   *   branch: 'feature/new-code'
   * });
   * ```
   */
  async setBaseline(params) {
    await this.request("/api/project_analyses/set_baseline", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Unset any manually-set New Code Period baseline on a project or branch.
   * Unsetting a manual baseline restores the use of the `sonar.leak.period` setting.
   *
   * @param params - The baseline unsetting parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission on the project
   * @throws {NotFoundError} If the project doesn't exist
   *
   * @example
   * ```typescript
   * // Unset baseline for the entire project
   * await client.projectAnalyses.unsetBaseline({
   *   project: 'my-project'
   * });
   *
   * // Unset baseline for a specific branch
   * await client.projectAnalyses.unsetBaseline({
   *   project: 'my-project',
   *   branch: 'feature/new-code'
   * });
   * ```
   */
  async unsetBaseline(params) {
    await this.request("/api/project_analyses/unset_baseline", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Update a project analysis event.
   * Only events of category 'VERSION' and 'OTHER' can be updated.
   *
   * @param params - The event update parameters
   * @returns The updated event details
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission on the project
   * @throws {NotFoundError} If the event doesn't exist
   * @throws {ValidationError} If the event name exceeds 400 characters or event cannot be updated
   *
   * @example
   * ```typescript
   * const updatedEvent = await client.projectAnalyses.updateEvent({
   *   event: 'AU-TpxcA-iU5OvuD2FL5',
   *   name: '5.6.1'
   * });
   * ```
   */
  async updateEvent(params) {
    if (params.name.length > 400) {
      throw new ValidationError("Event name cannot exceed 400 characters");
    }
    return this.request("/api/project_analyses/update_event", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
};

// src/resources/project-links/builders.ts
var ProjectLinksSearchBuilder = class extends BaseBuilder {
  /**
   * Set the project ID.
   */
  withProjectId = ParameterHelpers.createStringMethod("projectId");
  /**
   * Set the project ID (alias for withProjectId).
   */
  projectId = ParameterHelpers.createStringMethod("projectId");
  /**
   * Set the project key.
   */
  withProjectKey = ParameterHelpers.createStringMethod("projectKey");
  /**
   * Set the project key (alias for withProjectKey).
   */
  projectKey = ParameterHelpers.createStringMethod("projectKey");
  async execute() {
    const finalParams = this.params;
    if (finalParams.projectId === void 0 && finalParams.projectKey === void 0) {
      throw new Error("Either projectId or projectKey must be provided");
    }
    return this.executor(finalParams);
  }
  getEndpoint() {
    return "/api/project_links/search";
  }
};

// src/resources/project-links/ProjectLinksClient.ts
var ProjectLinksClient = class extends BaseClient {
  /**
   * Create a new project link
   *
   * Requires 'Administer' permission on the specified project, or global 'Administer' permission.
   *
   * @param request - The project link creation parameters
   * @returns The created project link
   * @throws {ValidationError} When required parameters are missing or invalid
   * @throws {AuthorizationError} When the user lacks required permissions
   *
   * @example
   * ```typescript
   * const link = await client.projectLinks.create({
   *   projectKey: 'my-project',
   *   name: 'Documentation',
   *   url: 'https://docs.example.com'
   * });
   * ```
   *
   * @since 6.1
   */
  async create(request) {
    if (request.projectId === void 0 && request.projectKey === void 0) {
      throw new Error("Either projectId or projectKey must be provided");
    }
    return this.request("/api/project_links/create", {
      method: "POST",
      body: JSON.stringify(request)
    });
  }
  /**
   * Delete an existing project link
   *
   * Requires 'Administer' permission on the specified project, or global 'Administer' permission.
   *
   * @param request - The deletion parameters
   * @throws {ValidationError} When the link ID is missing
   * @throws {NotFoundError} When the link doesn't exist
   * @throws {AuthorizationError} When the user lacks required permissions
   *
   * @example
   * ```typescript
   * await client.projectLinks.delete({ id: '17' });
   * ```
   *
   * @since 6.1
   */
  async delete(request) {
    await this.request("/api/project_links/delete", {
      method: "POST",
      body: JSON.stringify(request)
    });
  }
  /**
   * List links of a project using builder pattern
   *
   * The 'projectId' or 'projectKey' must be provided.
   *
   * Requires one of the following permissions:
   * - 'Administer' rights on the specified project
   * - 'Browse' on the specified project
   *
   * @returns Builder for constructing project links search queries
   * @throws {ValidationError} When neither projectId nor projectKey is provided
   * @throws {NotFoundError} When the project doesn't exist
   * @throws {AuthorizationError} When the user lacks required permissions
   *
   * @example
   * ```typescript
   * // Search by project key
   * const links = await client.projectLinks.search()
   *   .projectKey('my-project')
   *   .execute();
   *
   * // Search by project ID
   * const links = await client.projectLinks.search()
   *   .projectId('AU-Tpxb--iU5OvuD2FLy')
   *   .execute();
   * ```
   *
   * @since 6.1
   */
  search() {
    return new ProjectLinksSearchBuilder(async (request) => {
      if (request.projectId === void 0 && request.projectKey === void 0) {
        throw new Error("Either projectId or projectKey must be provided");
      }
      const params = new URLSearchParams();
      if (request.projectId !== void 0) {
        params.append("projectId", request.projectId);
      }
      if (request.projectKey !== void 0) {
        params.append("projectKey", request.projectKey);
      }
      return this.request(
        `/api/project_links/search?${params.toString()}`
      );
    });
  }
  /**
   * List links of a project (legacy method)
   *
   * @deprecated Use the builder pattern with search() instead
   * @param request - The search parameters
   * @returns List of project links
   * @since 6.1
   */
  async searchDirect(request) {
    if (request.projectId === void 0 && request.projectKey === void 0) {
      throw new Error("Either projectId or projectKey must be provided");
    }
    const params = new URLSearchParams();
    if (request.projectId !== void 0) {
      params.append("projectId", request.projectId);
    }
    if (request.projectKey !== void 0) {
      params.append("projectKey", request.projectKey);
    }
    return this.request(
      `/api/project_links/search?${params.toString()}`
    );
  }
};

// src/resources/metrics/MetricsClient.ts
var MetricsClient = class extends BaseClient {
  /**
   * Search for metrics
   * @since 5.2
   * @param params - Search parameters
   * @returns Paginated list of metrics
   *
   * @example
   * ```typescript
   * const client = new MetricsClient(config);
   * const metrics = await client.search({ ps: 50, isCustom: false });
   * ```
   */
  async search(params) {
    if (params?.ps !== void 0) {
      if (params.ps < 1 || params.ps > 500) {
        throw new Error("Page size must be between 1 and 500");
      }
    }
    const searchParams = new URLSearchParams();
    if (params?.f !== void 0) {
      if (Array.isArray(params.f)) {
        searchParams.append("f", params.f.join(","));
      } else {
        searchParams.append("f", params.f);
      }
    }
    if (params?.isCustom !== void 0) {
      searchParams.append("isCustom", String(params.isCustom));
    }
    if (params?.p !== void 0) {
      searchParams.append("p", String(params.p));
    }
    if (params?.ps !== void 0) {
      searchParams.append("ps", String(params.ps));
    }
    const query = searchParams.toString();
    return await this.request(
      query ? `/api/metrics/search?${query}` : "/api/metrics/search"
    );
  }
  /**
   * Search for all metrics using async iteration
   * @since 5.2
   * @param params - Search parameters (page parameters will be handled automatically)
   * @returns Async iterator of metrics
   *
   * @example
   * ```typescript
   * const client = new MetricsClient(config);
   * for await (const metric of client.searchAll({ isCustom: false })) {
   *   console.log(metric.key, metric.name);
   * }
   * ```
   */
  async *searchAll(params) {
    let page = 1;
    const pageSize = 500;
    let hasMore = true;
    while (hasMore) {
      const response = await this.search({
        ...params,
        p: page,
        ps: pageSize
      });
      for (const metric of response.metrics) {
        yield metric;
      }
      hasMore = page * pageSize < response.total;
      page++;
    }
  }
  /**
   * List all available metric types
   * @since 5.2
   * @returns List of metric types
   *
   * @example
   * ```typescript
   * const client = new MetricsClient(config);
   * const types = await client.types();
   * console.log(types.types); // ['INT', 'FLOAT', 'PERCENT', ...]
   * ```
   */
  async types() {
    return await this.request("/api/metrics/types");
  }
  /**
   * List all custom metric domains
   * @deprecated since 7.7
   * @returns List of metric domains
   *
   * @example
   * ```typescript
   * const client = new MetricsClient(config);
   * const domains = await client.domains();
   * console.log(domains.domains); // ['Issues', 'Maintainability', ...]
   * ```
   */
  async domains() {
    DeprecationManager.warn({
      api: "metrics.domains()",
      removeVersion: "7.7",
      reason: "This endpoint has been deprecated and will be removed."
    });
    return await this.request("/api/metrics/domains");
  }
};

// src/resources/measures/builders.ts
init_errors();
var ComponentTreeBuilder = class extends PaginatedBuilder {
  constructor(executor, component, metricKeys) {
    super(executor);
    this.setParam("component", component);
    this.setParam("metricKeys", metricKeys);
  }
  /**
   * Use base component ID instead of component key
   */
  withBaseComponentId(baseComponentId) {
    this.setParam("component", void 0);
    return this.setParam("baseComponentId", baseComponentId);
  }
  /**
   * Add additional fields to the response
   */
  withAdditionalFields(...fields) {
    return this.setParam("additionalFields", fields);
  }
  /**
   * Set the search strategy
   */
  withStrategy(strategy) {
    return this.setParam("strategy", strategy);
  }
  /**
   * Filter by component qualifiers
   */
  withQualifiers(...qualifiers) {
    return this.setParam("qualifiers", qualifiers);
  }
  /**
   * Set branch for analysis
   */
  withBranch(branch) {
    return this.setParam("branch", branch);
  }
  /**
   * Set pull request for analysis
   */
  withPullRequest(pullRequest) {
    return this.setParam("pullRequest", pullRequest);
  }
  /**
   * Set query filter
   */
  withQuery(query) {
    return this.setParam("q", query);
  }
  /**
   * Sort by metric
   */
  sortByMetric(metricKey, filter = "all") {
    this.setParam("metricSort", metricKey);
    return this.setParam("metricSortFilter", filter);
  }
  /**
   * Sort by field
   */
  sortBy(field, ascending = true) {
    this.setParam("s", field);
    return this.setParam("asc", ascending);
  }
  async execute() {
    if (!this.params.metricKeys || this.params.metricKeys.length === 0) {
      throw new ValidationError("Metric keys is required");
    }
    if (this.params.metricKeys.length > 15) {
      throw new ValidationError("Maximum 15 metric keys allowed");
    }
    if (this.params.component === void 0 && this.params.baseComponentId === void 0) {
      throw new ValidationError("Either component or baseComponentId must be provided");
    }
    return this.executor(this.params);
  }
  getItems(response) {
    return response.components;
  }
};
var MeasuresHistoryBuilder = class extends PaginatedBuilder {
  constructor(executor, component, metrics) {
    super(executor);
    this.setParam("component", component);
    this.setParam("metrics", metrics);
  }
  /**
   * Set branch for analysis
   */
  withBranch(branch) {
    return this.setParam("branch", branch);
  }
  /**
   * Set pull request for analysis
   */
  withPullRequest(pullRequest) {
    return this.setParam("pullRequest", pullRequest);
  }
  /**
   * Set start date for history (YYYY-MM-DD format)
   */
  from(date) {
    return this.setParam("from", date);
  }
  /**
   * Set end date for history (YYYY-MM-DD format)
   */
  to(date) {
    return this.setParam("to", date);
  }
  /**
   * Set date range for history
   */
  dateRange(from, to) {
    this.setParam("from", from);
    return this.setParam("to", to);
  }
  async execute() {
    validateRequired(this.params.component, "Component");
    if (!this.params.metrics || this.params.metrics.length === 0) {
      throw new ValidationError("Metrics is required");
    }
    return this.executor(this.params);
  }
  getItems(response) {
    return response.measures;
  }
};

// src/resources/measures/MeasuresClient.ts
var MeasuresClient = class extends BaseClient {
  /**
   * Get component measures for specified metrics
   * Requires 'Browse' permission on the project
   * @since 5.4
   */
  async component(params) {
    const query = new URLSearchParams();
    if (params.component !== void 0) {
      query.append("component", params.component);
    }
    if (params.componentId !== void 0) {
      query.append("componentId", params.componentId);
    }
    query.append("metricKeys", params.metricKeys.join(","));
    if (params.additionalFields !== void 0 && params.additionalFields.length > 0) {
      query.append("additionalFields", params.additionalFields.join(","));
    }
    if (params.branch !== void 0) {
      query.append("branch", params.branch);
    }
    if (params.pullRequest !== void 0) {
      query.append("pullRequest", params.pullRequest);
    }
    return this.request(`/api/measures/component?${query.toString()}`);
  }
  /**
   * Create a builder for component tree search with measures
   * Navigate through components based on chosen strategy with specified measures
   * Requires 'Browse' permission on the project
   * @since 5.4
   */
  componentTree(component, metricKeys) {
    return new ComponentTreeBuilder(
      async (params) => this.executeComponentTreeRequest(params),
      component,
      metricKeys
    );
  }
  /**
   * Create a builder for measures history search
   * Search measures history of a component
   * Requires 'Browse' permission on the component
   * @since 6.3
   */
  searchHistory(component, metrics) {
    return new MeasuresHistoryBuilder(
      async (params) => {
        const query = new URLSearchParams();
        query.append("component", params.component);
        query.append("metrics", params.metrics.join(","));
        if (params.branch !== void 0) {
          query.append("branch", params.branch);
        }
        if (params.pullRequest !== void 0) {
          query.append("pullRequest", params.pullRequest);
        }
        if (params.from !== void 0) {
          query.append("from", params.from);
        }
        if (params.to !== void 0) {
          query.append("to", params.to);
        }
        if (params.p !== void 0) {
          query.append("p", params.p.toString());
        }
        if (params.ps !== void 0) {
          query.append("ps", params.ps.toString());
        }
        return this.request(`/api/measures/search_history?${query.toString()}`);
      },
      component,
      metrics
    );
  }
  /**
   * Executes component tree request with measures
   * @private
   */
  async executeComponentTreeRequest(params) {
    const query = this.buildComponentTreeParams(params);
    return this.request(`/api/measures/component_tree?${query.toString()}`);
  }
  /**
   * Builds URL parameters for component tree request
   * @private
   */
  buildComponentTreeParams(params) {
    const query = new URLSearchParams();
    this.appendOptionalStringParam(query, "component", params.component);
    this.appendOptionalStringParam(query, "baseComponentId", params.baseComponentId);
    query.append("metricKeys", params.metricKeys.join(","));
    this.appendOptionalStringParam(query, "strategy", params.strategy);
    this.appendOptionalStringParam(query, "branch", params.branch);
    this.appendOptionalStringParam(query, "pullRequest", params.pullRequest);
    this.appendOptionalStringParam(query, "q", params.q);
    this.appendOptionalStringParam(query, "metricSort", params.metricSort);
    this.appendOptionalStringParam(query, "metricSortFilter", params.metricSortFilter);
    this.appendOptionalStringParam(query, "s", params.s);
    this.appendOptionalArrayParam(query, "additionalFields", params.additionalFields);
    this.appendOptionalArrayParam(query, "qualifiers", params.qualifiers);
    this.appendOptionalParam(query, "asc", params.asc);
    this.appendOptionalParam(query, "p", params.p);
    this.appendOptionalParam(query, "ps", params.ps);
    return query;
  }
  /**
   * Helper method to append optional string parameters
   * @private
   */
  appendOptionalStringParam(params, key, value) {
    if (value !== void 0) {
      params.append(key, value);
    }
  }
  /**
   * Helper method to append optional array parameters
   * @private
   */
  appendOptionalArrayParam(params, key, value) {
    if (value !== void 0 && value.length > 0) {
      params.append(key, value.join(","));
    }
  }
  /**
   * Helper method to append optional parameters
   * @private
   */
  appendOptionalParam(params, key, value) {
    if (value !== void 0) {
      params.append(key, value.toString());
    }
  }
};

// src/resources/new-code-periods/NewCodePeriodsClient.ts
var NewCodePeriodsClient = class extends BaseClient {
  /**
   * Lists the new code definition for all branches in a project.
   * Requires the permission to browse the project.
   *
   * @param request - Request parameters
   * @returns Promise that resolves to the list of new code periods
   * @throws {AuthorizationError} If user lacks browse permission on the project
   * @throws {NotFoundError} If the project is not found
   *
   * @example
   * ```typescript
   * // List new code periods for all branches in a project
   * const periods = await client.newCodePeriods.list({
   *   project: 'my-project'
   * });
   *
   * // List new code period for a specific branch
   * const branchPeriod = await client.newCodePeriods.list({
   *   project: 'my-project',
   *   branch: 'main'
   * });
   * ```
   */
  async list(request) {
    const params = new URLSearchParams();
    params.append("project", request.project);
    if (request.branch !== void 0) {
      params.append("branch", request.branch);
    }
    const response = await this.request(
      `/api/new_code_periods/list?${params.toString()}`
    );
    return response;
  }
  /**
   * Gets the new code period setting for global, project, or branch level.
   * Requires the permission to browse the project (when project key is provided).
   *
   * @param request - Request parameters (optional - if not provided, shows global setting)
   * @returns Promise that resolves to the new code period setting
   * @throws {AuthorizationError} If user lacks browse permission on the project
   * @throws {NotFoundError} If the project or branch is not found
   *
   * @example
   * ```typescript
   * // Show global new code period setting
   * const globalSetting = await client.newCodePeriods.show();
   *
   * // Show project-specific new code period setting
   * const projectSetting = await client.newCodePeriods.show({
   *   project: 'my-project'
   * });
   *
   * // Show branch-specific new code period setting
   * const branchSetting = await client.newCodePeriods.show({
   *   project: 'my-project',
   *   branch: 'main'
   * });
   * ```
   */
  async show(request) {
    const params = new URLSearchParams();
    if (request?.project !== void 0) {
      params.append("project", request.project);
    }
    if (request?.branch !== void 0) {
      params.append("branch", request.branch);
    }
    const response = await this.request(
      `/api/new_code_periods/show?${params.toString()}`
    );
    return response;
  }
  /**
   * Updates the new code definition on different levels:
   * - Not providing a project key and a branch key will update the default value at global level
   * - Project key must be provided to update the value for a project
   * - Both project and branch keys must be provided to update the value for a branch
   *
   * Requires one of the following permissions:
   * - 'Administer System' to change the global setting
   * - 'Administer' rights on the specified project to change the project setting
   *
   * @param request - Request parameters
   * @returns Promise that resolves to the updated new code period
   * @throws {AuthorizationError} If user lacks required permissions
   * @throws {ValidationError} If the request parameters are invalid
   * @throws {NotFoundError} If the project or branch is not found
   *
   * @example
   * ```typescript
   * // Set global default to previous version
   * await client.newCodePeriods.set({
   *   type: NewCodePeriodType.PREVIOUS_VERSION
   * });
   *
   * // Set project default to 30 days
   * await client.newCodePeriods.set({
   *   project: 'my-project',
   *   type: NewCodePeriodType.NUMBER_OF_DAYS,
   *   value: '30'
   * });
   *
   * // Set branch-specific period to reference branch
   * await client.newCodePeriods.set({
   *   project: 'my-project',
   *   branch: 'feature-branch',
   *   type: NewCodePeriodType.REFERENCE_BRANCH,
   *   value: 'main'
   * });
   * ```
   */
  async set(request) {
    const formData = new URLSearchParams();
    formData.append("type", request.type);
    if (request.project !== void 0) {
      formData.append("project", request.project);
    }
    if (request.branch !== void 0) {
      formData.append("branch", request.branch);
    }
    if (request.value !== void 0) {
      formData.append("value", request.value);
    }
    const response = await this.request("/api/new_code_periods/set", {
      method: "POST",
      body: formData,
      headers: {
        ["Content-Type"]: "application/x-www-form-urlencoded"
      }
    });
    return response;
  }
  /**
   * Removes the new code period setting for a project or branch.
   * This will make the project or branch inherit from the parent level.
   *
   * Requires 'Administer' rights on the specified project.
   *
   * @param request - Request parameters
   * @returns Promise that resolves when the setting is removed
   * @throws {AuthorizationError} If user lacks administer permission on the project
   * @throws {NotFoundError} If the project or branch is not found
   *
   * @example
   * ```typescript
   * // Remove project-specific setting (inherit from global)
   * await client.newCodePeriods.unset({
   *   project: 'my-project'
   * });
   *
   * // Remove branch-specific setting (inherit from project)
   * await client.newCodePeriods.unset({
   *   project: 'my-project',
   *   branch: 'feature-branch'
   * });
   * ```
   */
  async unset(request) {
    const formData = new URLSearchParams();
    formData.append("project", request.project);
    if (request.branch !== void 0) {
      formData.append("branch", request.branch);
    }
    await this.request("/api/new_code_periods/unset", {
      method: "POST",
      body: formData,
      headers: {
        ["Content-Type"]: "application/x-www-form-urlencoded"
      }
    });
  }
};

// src/resources/new-code-periods/types.ts
var NewCodePeriodType = /* @__PURE__ */ ((NewCodePeriodType2) => {
  NewCodePeriodType2["PREVIOUS_VERSION"] = "PREVIOUS_VERSION";
  NewCodePeriodType2["NUMBER_OF_DAYS"] = "NUMBER_OF_DAYS";
  NewCodePeriodType2["SPECIFIC_ANALYSIS"] = "SPECIFIC_ANALYSIS";
  NewCodePeriodType2["REFERENCE_BRANCH"] = "REFERENCE_BRANCH";
  return NewCodePeriodType2;
})(NewCodePeriodType || {});

// src/resources/audit-logs/AuditLogsClient.ts
var AuditLogsClient = class extends BaseClient {
  /**
   * Search audit logs with optional filtering.
   * Requires 'Administer System' permission.
   *
   * @param request - Search parameters
   * @returns Promise that resolves to the audit logs search results
   * @throws {AuthorizationError} If user lacks system administration permission
   * @throws {ApiError} If running on Community Edition (audit logs not available)
   *
   * @example
   * ```typescript
   * // Search all audit logs
   * const results = await client.auditLogs.search({});
   *
   * // Search login events for a specific user
   * const loginEvents = await client.auditLogs.search({
   *   category: 'AUTH',
   *   action: 'LOGIN',
   *   userLogin: 'john.doe'
   * });
   *
   * // Search events within date range
   * const recentEvents = await client.auditLogs.search({
   *   from: '2024-01-01T00:00:00Z',
   *   to: '2024-01-31T23:59:59Z',
   *   page: 1,
   *   pageSize: 100
   * });
   * ```
   */
  async search(request = {}) {
    const params = new URLSearchParams();
    if (request.category !== void 0) {
      params.append("category", request.category);
    }
    if (request.action !== void 0) {
      params.append("action", request.action);
    }
    if (request.userLogin !== void 0) {
      params.append("userLogin", request.userLogin);
    }
    if (request.from !== void 0) {
      params.append("from", request.from);
    }
    if (request.to !== void 0) {
      params.append("to", request.to);
    }
    if (request.page !== void 0) {
      params.append("page", String(request.page));
    }
    if (request.pageSize !== void 0) {
      params.append("pageSize", String(request.pageSize));
    }
    const queryString = params.toString();
    const url = queryString ? `/api/audit_logs/search?${queryString}` : "/api/audit_logs/search";
    return this.request(url);
  }
  /**
   * Convenience method to iterate through all audit logs.
   * This automatically handles pagination for large result sets.
   *
   * @param request - Search parameters (pagination parameters will be ignored)
   * @returns An async iterator for all audit log entries
   * @throws {AuthorizationError} If user lacks system administration permission
   * @throws {ApiError} If running on Community Edition (audit logs not available)
   *
   * @example
   * ```typescript
   * // Iterate through all audit logs
   * for await (const auditLog of client.auditLogs.searchAll()) {
   *   console.log(`${auditLog.timestamp}: ${auditLog.action} by ${auditLog.userLogin}`);
   * }
   *
   * // Iterate through filtered audit logs
   * for await (const auditLog of client.auditLogs.searchAll({
   *   category: 'AUTH',
   *   from: '2024-01-01T00:00:00Z'
   * })) {
   *   console.log(`Auth event: ${auditLog.action}`);
   * }
   * ```
   */
  async *searchAll(request = {}) {
    let currentPage = 1;
    let hasMore = true;
    while (hasMore) {
      const response = await this.search({
        ...request,
        page: currentPage,
        pageSize: 500
        // Maximum page size
      });
      for (const auditLog of response.auditLogs) {
        yield auditLog;
      }
      hasMore = currentPage < response.page.totalPages;
      currentPage++;
    }
  }
  /**
   * Download audit logs as a file.
   * Requires 'Administer System' permission.
   *
   * @param request - Download parameters
   * @returns Promise that resolves to the file content and metadata
   * @throws {AuthorizationError} If user lacks system administration permission
   * @throws {ApiError} If running on Community Edition (audit logs not available)
   *
   * @example
   * ```typescript
   * // Download all audit logs as CSV
   * const csvData = await client.auditLogs.download({
   *   format: 'csv'
   * });
   *
   * // Download audit logs for specific date range as JSON
   * const jsonData = await client.auditLogs.download({
   *   from: '2024-01-01T00:00:00Z',
   *   to: '2024-01-31T23:59:59Z',
   *   format: 'json'
   * });
   *
   * // Save to file
   * const fs = require('fs');
   * fs.writeFileSync(jsonData.filename || 'audit-logs.json', await csvData.blob());
   * ```
   */
  async download(request = {}) {
    const params = new URLSearchParams();
    if (request.from !== void 0) {
      params.append("from", request.from);
    }
    if (request.to !== void 0) {
      params.append("to", request.to);
    }
    if (request.format !== void 0) {
      params.append("format", request.format);
    }
    const queryString = params.toString();
    const url = queryString ? `/api/audit_logs/download?${queryString}` : "/api/audit_logs/download";
    return this.request(url, { responseType: "blob" });
  }
  /**
   * Check if audit logs are available on this SonarQube instance.
   * This method can be used to verify if the instance supports audit logs
   * (i.e., is running Enterprise Edition).
   *
   * @returns Promise that resolves to true if audit logs are available
   *
   * @example
   * ```typescript
   * const isAvailable = await client.auditLogs.isAvailable();
   * if (isAvailable) {
   *   console.log('Audit logs are available on this instance');
   * } else {
   *   console.log('Audit logs are not available (Community Edition)');
   * }
   * ```
   */
  async isAvailable() {
    try {
      await this.search({ pageSize: 1 });
      return true;
    } catch {
      return false;
    }
  }
};

// src/resources/plugins/PluginsClient.ts
var PluginsClient = class extends BaseClient {
  /**
   * Get the list of all plugins available for installation.
   * Plugin information is retrieved from Update Center.
   * Requires 'Administer System' permission.
   *
   * @param request - Search parameters
   * @returns Promise that resolves to available plugins list
   * @throws {AuthorizationError} If user lacks system administration permission
   *
   * @example
   * ```typescript
   * // Get all available plugins
   * const available = await client.plugins.getAvailable();
   *
   * // Search for specific plugins
   * const searchResults = await client.plugins.getAvailable({
   *   q: 'java'
   * });
   *
   * console.log(`Found ${available.plugins.length} available plugins`);
   * console.log(`Update center last refreshed: ${available.updateCenterRefresh}`);
   * ```
   */
  async getAvailable(request = {}) {
    const params = new URLSearchParams();
    if (request.q !== void 0) {
      params.append("q", request.q);
    }
    const queryString = params.toString();
    const url = queryString ? `/api/plugins/available?${queryString}` : "/api/plugins/available";
    return this.request(url);
  }
  /**
   * Cancel any operation pending on any plugin (install, update or uninstall).
   * Requires 'Administer System' permission.
   *
   * @returns Promise that resolves when operations are cancelled
   * @throws {AuthorizationError} If user lacks system administration permission
   *
   * @example
   * ```typescript
   * // Cancel all pending plugin operations
   * await client.plugins.cancelAll();
   * console.log('All pending plugin operations cancelled');
   * ```
   */
  async cancelAll() {
    await this.request("/api/plugins/cancel_all", { method: "POST" });
  }
  /**
   * Install the latest version of a plugin specified by its key.
   * Plugin information is retrieved from Update Center.
   * Requires 'Administer System' permission.
   *
   * @param request - Install parameters
   * @returns Promise that resolves when installation is initiated
   * @throws {AuthorizationError} If user lacks system administration permission
   * @throws {ApiError} If plugin risk consent has not been accepted or on commercial editions
   *
   * @example
   * ```typescript
   * // Install a plugin by key
   * await client.plugins.install({ key: 'java' });
   * console.log('Plugin installation initiated');
   *
   * // Check pending operations to see status
   * const pending = await client.plugins.getPending();
   * ```
   */
  async install(request) {
    const formData = new URLSearchParams();
    formData.append("key", request.key);
    const headers = new Headers();
    headers.set("content-type", "application/x-www-form-urlencoded");
    await this.request("/api/plugins/install", {
      method: "POST",
      headers,
      body: formData.toString()
    });
  }
  /**
   * Get the list of all plugins installed on the SonarQube instance.
   * Requires authentication.
   *
   * @param request - Request parameters
   * @returns Promise that resolves to installed plugins list
   *
   * @example
   * ```typescript
   * // Get all installed plugins
   * const installed = await client.plugins.getInstalled();
   *
   * // Get installed plugins with additional fields
   * const detailed = await client.plugins.getInstalled({
   *   f: ['category', 'license']
   * });
   *
   * console.log(`${installed.plugins.length} plugins installed`);
   * installed.plugins.forEach(plugin => {
   *   console.log(`${plugin.name} v${plugin.version}`);
   * });
   * ```
   */
  async getInstalled(request = {}) {
    const params = new URLSearchParams();
    if (request.f !== void 0 && request.f.length > 0) {
      params.append("f", request.f.join(","));
    }
    const queryString = params.toString();
    const url = queryString ? `/api/plugins/installed?${queryString}` : "/api/plugins/installed";
    return this.request(url);
  }
  /**
   * Get the list of plugins which will either be installed or removed at the next startup.
   * Requires 'Administer System' permission.
   *
   * @returns Promise that resolves to pending plugins operations
   * @throws {AuthorizationError} If user lacks system administration permission
   *
   * @example
   * ```typescript
   * const pending = await client.plugins.getPending();
   *
   * console.log(`${pending.installing.length} plugins pending installation`);
   * console.log(`${pending.updating.length} plugins pending update`);
   * console.log(`${pending.removing.length} plugins pending removal`);
   *
   * // List pending installations
   * pending.installing.forEach(plugin => {
   *   console.log(`Installing: ${plugin.name} v${plugin.version}`);
   * });
   * ```
   */
  async getPending() {
    return this.request("/api/plugins/pending");
  }
  /**
   * Uninstall the plugin specified by its key.
   * Requires 'Administer System' permission.
   *
   * @param request - Uninstall parameters
   * @returns Promise that resolves when uninstallation is initiated
   * @throws {AuthorizationError} If user lacks system administration permission
   *
   * @example
   * ```typescript
   * // Uninstall a plugin by key
   * await client.plugins.uninstall({ key: 'java' });
   * console.log('Plugin uninstallation initiated');
   *
   * // Check pending operations to see status
   * const pending = await client.plugins.getPending();
   * ```
   */
  async uninstall(request) {
    const formData = new URLSearchParams();
    formData.append("key", request.key);
    const headers = new Headers();
    headers.set("content-type", "application/x-www-form-urlencoded");
    await this.request("/api/plugins/uninstall", {
      method: "POST",
      headers,
      body: formData.toString()
    });
  }
  /**
   * Update a plugin specified by its key to the latest compatible version.
   * Plugin information is retrieved from Update Center.
   * Requires 'Administer System' permission.
   *
   * @param request - Update parameters
   * @returns Promise that resolves when update is initiated
   * @throws {AuthorizationError} If user lacks system administration permission
   *
   * @example
   * ```typescript
   * // Update a plugin by key
   * await client.plugins.update({ key: 'java' });
   * console.log('Plugin update initiated');
   *
   * // Check pending operations to see status
   * const pending = await client.plugins.getPending();
   * ```
   */
  async update(request) {
    const formData = new URLSearchParams();
    formData.append("key", request.key);
    const headers = new Headers();
    headers.set("content-type", "application/x-www-form-urlencoded");
    await this.request("/api/plugins/update", {
      method: "POST",
      headers,
      body: formData.toString()
    });
  }
  /**
   * List plugins installed on the SonarQube instance for which newer versions are available.
   * Plugin information is retrieved from Update Center.
   * Requires 'Administer System' permission.
   *
   * @returns Promise that resolves to plugins with available updates
   * @throws {AuthorizationError} If user lacks system administration permission
   *
   * @example
   * ```typescript
   * const updates = await client.plugins.getUpdates();
   *
   * console.log(`${updates.plugins.length} plugins have updates available`);
   * console.log(`Update center last refreshed: ${updates.updateCenterRefresh}`);
   *
   * updates.plugins.forEach(plugin => {
   *   console.log(`${plugin.name}: ${plugin.version} -> ${plugin.updates[0]?.version}`);
   * });
   * ```
   */
  async getUpdates() {
    return this.request("/api/plugins/updates");
  }
};

// src/resources/server/ServerClient.ts
var ServerClient = class extends BaseClient {
  /**
   * Get the SonarQube version in plain text.
   *
   * @returns Promise that resolves to the SonarQube version as a string
   *
   * @example
   * ```typescript
   * const version = await client.server.version();
   * console.log(version); // "10.8.0"
   * ```
   */
  async version() {
    return this.request("/api/server/version", {
      responseType: "text"
    });
  }
};

// src/resources/editions/EditionsClient.ts
var EditionsClient = class extends BaseClient {
  /**
   * Get the current edition status.
   *
   * This endpoint retrieves information about the currently active edition
   * and its installation status.
   *
   * **Requires**: Administer System permission
   *
   * @returns Promise that resolves to the edition status information
   *
   * @since SonarQube 6.7
   *
   * @example
   * ```typescript
   * const status = await client.editions.status();
   * console.log(`Current edition: ${status.currentEditionKey}`);
   * if (status.installationStatus) {
   *   console.log(`Installation status: ${status.installationStatus}`);
   * }
   * ```
   */
  async status() {
    return this.request("/api/editions/status");
  }
  /**
   * Enable a license 7-days grace period if the Server ID is invalid.
   *
   * This endpoint is typically used when the server ID has changed and
   * you need temporary access while resolving licensing issues.
   *
   * **Requires**: Administer System permission
   *
   * @param request - Empty request object (no parameters required)
   * @returns Promise that resolves when grace period is activated
   *
   * @since SonarQube 6.7
   *
   * @example
   * ```typescript
   * await client.editions.activateGracePeriod();
   * ```
   */
  async activateGracePeriod(_request = {}) {
    return this.request("/api/editions/activate_grace_period", {
      method: "POST"
    });
  }
  /**
   * Set the license for enabling features of commercial editions.
   *
   * This endpoint is used to install or update a SonarSource commercial
   * license to enable enterprise features.
   *
   * **Requires**: Administer System permission
   *
   * @param request - The license configuration request
   * @returns Promise that resolves when license is set
   *
   * @since SonarQube 7.2
   *
   * @example
   * ```typescript
   * await client.editions.setLicense({
   *   license: 'your-sonarqube-enterprise-license-key'
   * });
   * ```
   */
  async setLicense(request) {
    const formData = new URLSearchParams();
    formData.append("license", request.license);
    return this.request("/api/editions/set_license", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded"
      },
      body: formData.toString()
    });
  }
};

// src/resources/project-dump/ProjectDumpClient.ts
var ProjectDumpClient = class extends BaseClient {
  /**
   * Triggers project dump so that the project can be imported later.
   *
   * This endpoint creates a complete backup of the specified project including
   * all its analysis data, settings, and metadata.
   *
   * **Requires**: Administer permission on the project
   * **Note**: Only available in SonarQube Enterprise Edition
   *
   * @param request - The project export request
   * @returns Promise that resolves when export is triggered
   *
   * @since SonarQube 1.0
   *
   * @example
   * ```typescript
   * // Export a project for backup
   * await client.projectDump.export({
   *   key: 'my-project-key'
   * });
   * ```
   */
  async export(request) {
    const formData = new URLSearchParams();
    formData.append("key", request.key);
    return this.request("/api/project_dump/export", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded"
      },
      body: formData.toString()
    });
  }
  /**
   * Triggers the import of a project dump.
   *
   * This endpoint restores a project from a previously exported dump file,
   * including all its analysis data, settings, and metadata.
   *
   * **Requires**: Administer permission on the target project
   *
   * @param request - The project import request
   * @returns Promise that resolves when import is triggered
   *
   * @since SonarQube 1.0
   *
   * @example
   * ```typescript
   * // Import a project from a dump file
   * const file = new File([dumpData], 'project-dump.zip');
   * await client.projectDump.import({
   *   key: 'target-project-key',
   *   file: file
   * });
   * ```
   */
  async import(request) {
    const formData = new FormData();
    formData.append("key", request.key);
    if (request.file) {
      formData.append("file", request.file);
    }
    await this.request("/api/project_dump/import", {
      method: "POST",
      body: formData,
      responseType: "text"
    });
    return void 0;
  }
};

// src/resources/issues/builders.ts
var SearchIssuesBuilder = class extends PaginatedBuilder {
  /**
   * Filter by component keys (files, directories, projects)
   */
  withComponents(componentKeys) {
    return this.setParam("components", componentKeys);
  }
  /**
   * Filter by component keys (alias for withComponents)
   * @deprecated Use withComponents() instead
   */
  componentKeys(componentKeys) {
    this.setParam("componentKeys", componentKeys);
    return this;
  }
  /**
   * Filter by directory paths
   */
  withDirectories(directories) {
    return this.setParam("directories", directories);
  }
  /**
   * Filter by file paths
   */
  withFiles(files) {
    return this.setParam("files", files);
  }
  /**
   * Filter by project keys
   */
  withProjects(projectKeys) {
    return this.setParam("projects", projectKeys);
  }
  /**
   * Filter by issue statuses
   */
  withStatuses(statuses) {
    return this.setParam("statuses", statuses);
  }
  /**
   * Filter by issue types
   */
  withTypes(types) {
    return this.setParam("types", types);
  }
  /**
   * Filter by issue severities
   */
  withSeverities(severities) {
    return this.setParam("severities", severities);
  }
  /**
   * Filter by issue resolutions
   */
  withResolutions(resolutions) {
    return this.setParam("resolutions", resolutions);
  }
  /**
   * Filter by assignee login
   */
  assignedTo(assignee) {
    return this.setParam("assignees", [assignee]);
  }
  /**
   * Filter by multiple assignees
   */
  assignedToAny(assignees) {
    return this.setParam("assignees", assignees);
  }
  /**
   * Filter by author login
   * @param author - Author login to filter by
   */
  byAuthor(author) {
    return this.setParam("authors", [author]);
  }
  /**
   * Filter by multiple authors
   * @param authors - Array of author logins to filter by
   * @note Each author will be sent as a separate parameter call to the API
   */
  byAuthors(authors) {
    return this.setParam("authors", authors);
  }
  /**
   * Filter by a single author (alternative to byAuthors for single values)
   * @param author - Single author login to filter by
   * @deprecated Use byAuthor() instead for consistency. This method will be removed in version 1.0.0.
   * @example
   * // Old way (deprecated)
   * builder.byAuthorSingle('john.doe')
   *
   * // New way
   * builder.byAuthor('john.doe')
   */
  byAuthorSingle(author) {
    return this.setParam("author", author);
  }
  /**
   * Filter by creation date - issues created after this date
   */
  createdAfter(date) {
    return this.setParam("createdAfter", date);
  }
  /**
   * Filter by creation date - issues created before this date
   */
  createdBefore(date) {
    return this.setParam("createdBefore", date);
  }
  /**
   * Filter by creation date - issues created at this exact date
   */
  createdAt(date) {
    return this.setParam("createdAt", date);
  }
  /**
   * Filter by creation date - issues created in the last period (e.g., '1w', '1m', '1y')
   */
  createdInLast(period) {
    return this.setParam("createdInLast", period);
  }
  /**
   * Filter by tags
   */
  withTags(tags) {
    return this.setParam("tags", tags);
  }
  /**
   * Filter by programming languages
   */
  withLanguages(languages) {
    return this.setParam("languages", languages);
  }
  /**
   * Filter by issue scopes (MAIN, TEST, OVERALL)
   */
  withScopes(scopes) {
    return this.setParam("scopes", scopes);
  }
  /**
   * Filter issues on a specific branch
   */
  onBranch(branch) {
    return this.setParam("branch", branch);
  }
  /**
   * Filter issues for a specific pull request
   */
  onPullRequest(pullRequestId) {
    return this.setParam("pullRequest", pullRequestId);
  }
  /**
   * Filter by rule keys
   */
  withRules(rules) {
    return this.setParam("rules", rules);
  }
  /**
   * Filter by rule keys (alias for withRules)
   */
  rules(rules) {
    return this.withRules(rules);
  }
  /**
   * Filter by specific issue keys
   */
  withIssues(issueKeys) {
    return this.setParam("issues", issueKeys);
  }
  /**
   * Filter by CWE identifiers
   */
  withCwe(cweIds) {
    return this.setParam("cwe", cweIds);
  }
  /**
   * Filter by OWASP Top 10 categories
   */
  withOwaspTop10(categories) {
    return this.setParam("owaspTop10", categories);
  }
  /**
   * Filter by SANS Top 25 categories
   * @deprecated Since SonarQube 10.0
   */
  withSansTop25(categories) {
    return this.setParam("sansTop25", categories);
  }
  /**
   * Filter by SonarSource security categories
   */
  withSonarSourceSecurity(categories) {
    return this.setParam("sonarsourceSecurityCategory", categories);
  }
  /**
   * Filter by SonarSource security categories (new parameter name)
   */
  withSonarSourceSecurityNew(categories) {
    return this.setParam("sonarsourceSecurity", categories);
  }
  /**
   * Filter by Clean Code attribute categories
   */
  withCleanCodeAttributeCategories(categories) {
    return this.setParam("cleanCodeAttributeCategories", categories);
  }
  /**
   * Filter by impact severities (Clean Code taxonomy)
   */
  withImpactSeverities(severities) {
    return this.setParam("impactSeverities", severities);
  }
  /**
   * Filter by software quality impacts (Clean Code taxonomy)
   */
  withImpactSoftwareQualities(qualities) {
    return this.setParam("impactSoftwareQualities", qualities);
  }
  /**
   * Filter by new issue statuses (replaces deprecated statuses)
   */
  withIssueStatuses(statuses) {
    return this.setParam("issueStatuses", statuses);
  }
  /**
   * Filter by OWASP Top 10 2021 categories
   */
  withOwaspTop10v2021(categories) {
    return this.setParam("owaspTop10v2021", categories);
  }
  /**
   * Filter by CASA categories
   * @since 10.7
   */
  withCasa(categories) {
    return this.setParam("casa", categories);
  }
  /**
   * Filter by code variants
   * @since 10.1
   */
  withCodeVariants(variants) {
    return this.setParam("codeVariants", variants);
  }
  /**
   * Filter issues that would be fixed in a specific pull request
   * @param pullRequestId - Pull request ID to check for fixes
   * @note Cannot be used with onPullRequest(). Requires withComponents() to be specified.
   * @since 10.4
   */
  fixedInPullRequest(pullRequestId) {
    return this.setParam("fixedInPullRequest", pullRequestId);
  }
  /**
   * Filter by OWASP ASVS v4.0 categories
   * @since 9.7
   */
  withOwaspAsvs40(categories) {
    return this.setParam("owaspAsvs40", categories);
  }
  /**
   * Set the level of OWASP ASVS categories (1, 2, or 3)
   * @since 9.7
   */
  withOwaspAsvsLevel(level) {
    return this.setParam("owaspAsvsLevel", level);
  }
  /**
   * Filter by OWASP Mobile Top 10 2024 categories
   * @since 2025.3
   */
  withOwaspMobileTop102024(categories) {
    return this.setParam("owaspMobileTop102024", categories);
  }
  /**
   * Filter by PCI DSS v3.2 categories
   * @since 9.6
   */
  withPciDss32(categories) {
    return this.setParam("pciDss32", categories);
  }
  /**
   * Filter by PCI DSS v4.0 categories
   * @since 9.6
   */
  withPciDss40(categories) {
    return this.setParam("pciDss40", categories);
  }
  /**
   * Filter by prioritized rule status
   */
  withPrioritizedRule(prioritized) {
    return this.setParam("prioritizedRule", prioritized);
  }
  /**
   * Filter by STIG V5R3 categories
   * @since 10.7
   */
  withStigASDV5R3(categories) {
    return this.setParam("stigASDV5R3", categories);
  }
  /**
   * Set timezone for date resolution and histogram computation
   * @since 8.6
   */
  withTimeZone(timeZone) {
    return this.setParam("timeZone", timeZone);
  }
  /**
   * Filter by organization
   */
  inOrganization(organization) {
    return this.setParam("organization", organization);
  }
  /**
   * Filter by organization (alias for inOrganization)
   */
  organization(organization) {
    return this.inOrganization(organization);
  }
  /**
   * Set facet mode for aggregations
   */
  withFacetMode(mode) {
    return this.setParam("facetMode", mode);
  }
  /**
   * Filter for assigned issues only
   */
  onlyAssigned() {
    return this.setParam("assigned", true);
  }
  /**
   * Filter for unassigned issues only
   */
  onlyUnassigned() {
    return this.setParam("assigned", false);
  }
  /**
   * Filter for resolved issues only
   */
  onlyResolved() {
    return this.setParam("resolved", true);
  }
  /**
   * Filter for unresolved issues only
   */
  onlyUnresolved() {
    return this.setParam("resolved", false);
  }
  /**
   * Filter for issues in new code period only
   */
  inNewCodePeriod() {
    return this.setParam("inNewCodePeriod", true);
  }
  /**
   * Filter for issues since leak period only
   */
  sinceLeakPeriod() {
    return this.setParam("sinceLeakPeriod", true);
  }
  /**
   * Restrict search to issues on component level only (not descendants)
   */
  onComponentOnly() {
    return this.setParam("onComponentOnly", true);
  }
  /**
   * Set sorting field and order
   */
  sortBy(field, ascending = true) {
    this.setParam("s", field);
    return this.setParam("asc", ascending);
  }
  /**
   * Include additional fields in the response
   */
  withAdditionalFields(fields) {
    return this.setParam("additionalFields", fields);
  }
  /**
   * Request facets for aggregated data
   * @param facets - Array of facet names for aggregation
   * @note Includes new security standard facets: pciDss-3.2, pciDss-4.0, owaspAsvs-4.0, owaspMobileTop10-2024, stig-ASD_V5R3, casa
   */
  withFacets(facets) {
    return this.setParam("facets", facets);
  }
  /**
   * Execute the search and return a single page
   */
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Get items from response for pagination
   */
  getItems(response) {
    return response.issues;
  }
};

// src/resources/issues/IssuesClient.ts
var IssuesClient = class extends BaseClient {
  /**
   * Search for issues with advanced filtering and pagination support
   * @returns Builder for constructing complex search queries
   * @requires Browse permission on the specified project(s)
   */
  search() {
    return new SearchIssuesBuilder(
      async (params) => this.searchExecutor(params)
    );
  }
  /**
   * Add a comment to an issue
   * @param params - Request parameters
   * @returns The updated issue with the new comment
   * @throws {Error} If the request fails
   * @requires Authentication and Browse permission on the project
   */
  async addComment(params) {
    return this.request("/api/issues/add_comment", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Assign or unassign an issue to/from a user
   * @param params - Request parameters
   * @returns The updated issue with assignment information
   * @throws {Error} If the request fails
   * @requires Authentication and Browse permission on the project
   */
  async assign(params) {
    return this.request("/api/issues/assign", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Perform a workflow transition on an issue (confirm, resolve, reopen, etc.)
   * @param params - Request parameters
   * @returns The updated issue with new status
   * @throws {Error} If the request fails
   * @requires Authentication and appropriate permissions based on transition type
   */
  async doTransition(params) {
    return this.request("/api/issues/do_transition", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Set tags on an issue
   * @param params - Request parameters
   * @returns The updated issue with new tags
   * @throws {Error} If the request fails
   * @requires Authentication and Browse permission on the project
   */
  async setTags(params) {
    return this.request("/api/issues/set_tags", {
      method: "POST",
      body: JSON.stringify({
        ...params,
        tags: params.tags.join(",")
      })
    });
  }
  /**
   * Search SCM accounts which match a given query
   * @param params - Request parameters
   * @returns List of SCM authors
   * @throws {IndexingInProgressError} If issue indexing is in progress (503)
   * @throws {Error} If the request fails
   * @requires Browse permission on the project
   * @since 5.1
   */
  async searchAuthors(params = {}) {
    this.validateSearchAuthorsParameters(params);
    const searchParams = new URLSearchParams();
    if (params.q !== void 0 && params.q !== "") {
      searchParams.append("q", params.q);
    }
    if (params.ps !== void 0 && params.ps !== 0) {
      searchParams.append("ps", params.ps.toString());
    }
    if (params.project !== void 0 && params.project !== "") {
      searchParams.append("project", params.project);
    }
    return this.request(`/api/issues/authors?${searchParams.toString()}`);
  }
  /**
   * Bulk change on issues. Up to 500 issues can be updated
   * @param params - Request parameters
   * @returns Summary of bulk change operation
   * @throws {Error} If the request fails
   * @requires Authentication and appropriate permissions
   * @since 3.7
   */
  async bulkChange(params) {
    this.validateBulkChangeParameters(params);
    const formData = new URLSearchParams();
    formData.append("issues", params.issues.join(","));
    if (params.add_tags) {
      formData.append("add_tags", params.add_tags.join(","));
    }
    if (params.remove_tags) {
      formData.append("remove_tags", params.remove_tags.join(","));
    }
    if (params.assign !== void 0 && params.assign !== "") {
      formData.append("assign", params.assign);
    }
    if (params.set_severity !== void 0) {
      formData.append("set_severity", params.set_severity);
    }
    if (params.set_type !== void 0) {
      formData.append("set_type", params.set_type);
    }
    if (params.do_transition !== void 0) {
      formData.append("do_transition", params.do_transition);
    }
    if (params.comment !== void 0 && params.comment !== "") {
      formData.append("comment", params.comment);
    }
    if (params.sendNotifications !== void 0) {
      formData.append("sendNotifications", params.sendNotifications.toString());
    }
    return this.request("/api/issues/bulk_change", {
      method: "POST",
      body: formData,
      headers: {
        "content-type": "application/x-www-form-urlencoded"
      }
    });
  }
  /**
   * Display changelog of an issue
   * @param params - Request parameters
   * @returns List of changelog entries
   * @throws {Error} If the request fails
   * @requires Browse permission on the project
   * @since 4.1
   */
  async getChangelog(params) {
    const searchParams = new URLSearchParams();
    searchParams.append("issue", params.issue);
    return this.request(`/api/issues/changelog?${searchParams.toString()}`);
  }
  /**
   * Delete a comment
   * @param params - Request parameters
   * @returns The updated issue without the deleted comment
   * @throws {Error} If the request fails
   * @requires Authentication and appropriate permissions
   * @since 3.6
   */
  async deleteComment(params) {
    return this.request("/api/issues/delete_comment", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Edit a comment
   * @param params - Request parameters
   * @returns The updated issue with the edited comment
   * @throws {Error} If the request fails
   * @requires Authentication and appropriate permissions
   * @since 3.6
   */
  async editComment(params) {
    return this.request("/api/issues/edit_comment", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Return vulnerabilities in GitLab SAST JSON format
   * @param params - Request parameters
   * @returns Vulnerabilities in GitLab SAST format
   * @throws {Error} If the request fails
   * @requires Browse permission on the project
   * @since 10.2
   */
  async gitLabSastExport(params) {
    const searchParams = new URLSearchParams();
    searchParams.append("project", params.project);
    if (params.branch !== void 0 && params.branch !== "") {
      searchParams.append("branch", params.branch);
    }
    if (params.pullRequest !== void 0 && params.pullRequest !== "") {
      searchParams.append("pullRequest", params.pullRequest);
    }
    return this.request(
      `/api/issues/gitlab_sast_export?${searchParams.toString()}`
    );
  }
  /**
   * Reindex issues for a project
   * @param params - Request parameters
   * @returns Confirmation message
   * @throws {Error} If the request fails
   * @requires Administer System permission
   * @since 9.8
   */
  async reindex(params) {
    return this.request("/api/issues/reindex", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Change severity of an issue
   * @param params - Request parameters
   * @returns The updated issue with new severity
   * @throws {Error} If the request fails
   * @requires Administer Issues permission
   * @since 3.6
   */
  async setSeverity(params) {
    return this.request("/api/issues/set_severity", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * List tags matching a given query
   * @param params - Request parameters
   * @returns List of matching tags
   * @throws {Error} If the request fails
   * @requires Browse permission on the organization
   * @since 5.1
   */
  async searchTags(params = {}) {
    this.validateSearchTagsParameters(params);
    const searchParams = new URLSearchParams();
    if (params.q !== void 0 && params.q !== "") {
      searchParams.append("q", params.q);
    }
    if (params.ps !== void 0 && params.ps !== 0) {
      searchParams.append("ps", params.ps.toString());
    }
    if (params.organization !== void 0 && params.organization !== "") {
      searchParams.append("organization", params.organization);
    }
    return this.request(`/api/issues/tags?${searchParams.toString()}`);
  }
  /**
   * Execute search request with proper parameter handling
   */
  async searchExecutor(params) {
    this.validateSearchParameters(params);
    const searchParams = this.buildSearchParams(params);
    return this.request(`/api/issues/search?${searchParams.toString()}`);
  }
  /**
   * Build URLSearchParams from request parameters
   */
  buildSearchParams(params) {
    const searchParams = new URLSearchParams();
    const arrayParams = this.getArrayParams();
    const multipleCallParams = this.getMultipleCallParams();
    const parameterMapping = this.getParameterMapping();
    for (const [key, value] of Object.entries(params)) {
      if (value === void 0 || value === null) {
        continue;
      }
      const apiKey = parameterMapping[key] ?? key;
      this.appendParameter(searchParams, key, value, apiKey, arrayParams, multipleCallParams);
    }
    return searchParams;
  }
  /**
   * Get array parameters that should be joined with commas
   */
  getArrayParams() {
    return [
      "additionalFields",
      "assignees",
      "casa",
      "cleanCodeAttributeCategories",
      "codeVariants",
      "componentKeys",
      "components",
      "cwe",
      "directories",
      "facets",
      "files",
      "impactSeverities",
      "impactSoftwareQualities",
      "issues",
      "issueStatuses",
      "languages",
      "owaspAsvs40",
      "owaspMobileTop102024",
      "owaspTop10",
      "owaspTop10v2021",
      "pciDss32",
      "pciDss40",
      "projects",
      "resolutions",
      "rules",
      "sansTop25",
      "scopes",
      "severities",
      "sonarsourceSecurity",
      "sonarsourceSecurityCategory",
      "statuses",
      "stigASDV5R3",
      "tags",
      "types"
    ];
  }
  /**
   * Get parameters that need multiple calls instead of comma-separated values
   */
  getMultipleCallParams() {
    return ["authors"];
  }
  /**
   * Get parameter name mapping for API compatibility
   */
  getParameterMapping() {
    return {
      authors: "author",
      // Multiple authors are sent as separate 'author' parameters
      owaspTop10v2021: "owaspTop10-2021",
      owaspAsvs40: "owaspAsvs-4.0",
      owaspMobileTop102024: "owaspMobileTop10-2024",
      pciDss32: "pciDss-3.2",
      pciDss40: "pciDss-4.0",
      stigASDV5R3: "stig-ASD_V5R3"
    };
  }
  /**
   * Append a parameter to URLSearchParams based on its type and configuration
   */
  appendParameter(searchParams, key, value, apiKey, arrayParams, multipleCallParams) {
    if (this.shouldAppendAsMultipleCalls(key, value, multipleCallParams)) {
      this.appendMultipleValues(searchParams, apiKey, value);
      return;
    }
    if (this.shouldAppendAsArray(key, value, arrayParams)) {
      this.appendArrayValue(searchParams, apiKey, value);
      return;
    }
    this.appendPrimitiveValue(searchParams, apiKey, value);
  }
  shouldAppendAsMultipleCalls(key, value, multipleCallParams) {
    return multipleCallParams.includes(key) && Array.isArray(value);
  }
  shouldAppendAsArray(key, value, arrayParams) {
    return arrayParams.includes(key) && Array.isArray(value);
  }
  appendMultipleValues(searchParams, apiKey, values) {
    if (values.length === 0) {
      return;
    }
    for (const singleValue of values) {
      if (typeof singleValue === "string") {
        searchParams.append(apiKey, singleValue);
      }
    }
  }
  appendArrayValue(searchParams, apiKey, values) {
    if (values.length > 0) {
      searchParams.append(apiKey, values.join(","));
    }
  }
  appendPrimitiveValue(searchParams, apiKey, value) {
    if (typeof value === "boolean" || typeof value === "number" || typeof value === "string") {
      searchParams.append(apiKey, value.toString());
    }
  }
  /**
   * Validate search parameters for constraints and mutual exclusions
   */
  validateSearchParameters(params) {
    this.validateMutualExclusion(params);
    this.validateRequiredDependencies(params);
    this.validatePaginationParams(params);
    this.validateDateParams(params);
    this.validateArraySizeLimits(params);
    this.validateCweFormat(params);
    this.checkDeprecatedParameters(params);
  }
  /**
   * Validate mutually exclusive parameters
   */
  validateMutualExclusion(params) {
    if (params.fixedInPullRequest !== void 0 && params.fixedInPullRequest !== "" && params.pullRequest !== void 0 && params.pullRequest !== "") {
      throw new Error(
        'Parameters "fixedInPullRequest" and "pullRequest" cannot be used together. These parameters are mutually exclusive - use either one or the other to filter issues by pull request context.'
      );
    }
  }
  /**
   * Validate parameters that require other parameters
   */
  validateRequiredDependencies(params) {
    if (params.fixedInPullRequest !== void 0 && params.fixedInPullRequest !== "" && (!params.components || params.components.length === 0)) {
      throw new Error(
        'Parameter "fixedInPullRequest" requires "components" to be specified. Please provide at least one component key to scope the search for issues that would be fixed in the pull request.'
      );
    }
  }
  /**
   * Validate pagination parameters
   */
  validatePaginationParams(params) {
    if (params.ps !== void 0 && (params.ps < 1 || params.ps > 500)) {
      throw new Error(
        `Parameter "ps" (page size) must be between 1 and 500. Current value: ${String(
          params.ps
        )}. Use pagination to retrieve large result sets.`
      );
    }
    if (params.p !== void 0 && params.p < 1) {
      throw new Error(
        'Parameter "p" (page number) must be greater than 0. Page numbers start from 1.'
      );
    }
    if (params.owaspAsvsLevel !== void 0 && ![1, 2, 3].includes(params.owaspAsvsLevel)) {
      throw new Error(
        'Parameter "owaspAsvsLevel" must be 1, 2, or 3. These correspond to the three levels of verification requirements in OWASP ASVS v4.0.'
      );
    }
  }
  /**
   * Validate date format parameters
   */
  validateDateParams(params) {
    this.validateDateFormats(params);
    this.validateCreatedInLastParam(params);
    this.validateTimeZoneParam(params);
  }
  /**
   * Validate date format fields
   */
  validateDateFormats(params) {
    const dateParams = ["createdAfter", "createdBefore", "createdAt"];
    const dateRegex = /^\d{4}-\d{2}-\d{2}$/;
    for (const param of dateParams) {
      const value = params[param];
      if (value !== void 0 && value !== "" && !dateRegex.test(value)) {
        throw new Error(
          `Parameter "${param}" must be in YYYY-MM-DD format. Current value: "${value}". Example: "2023-01-15".`
        );
      }
    }
  }
  /**
   * Validate createdInLast parameter format
   */
  validateCreatedInLastParam(params) {
    if (params.createdInLast === void 0 || params.createdInLast === "") {
      return;
    }
    const periodRegex = /^\d+[wdmyh]$/;
    if (!periodRegex.test(params.createdInLast)) {
      throw new Error(
        `Parameter "createdInLast" must be in format like "1w", "30d", "6m", "1y", or "24h". Current value: "${params.createdInLast}".`
      );
    }
  }
  /**
   * Validate timeZone parameter format
   */
  validateTimeZoneParam(params) {
    if (params.timeZone === void 0 || params.timeZone === "") {
      return;
    }
    const timezoneRegex = /^(UTC|GMT|[A-Za-z_]+\/[A-Za-z_]+|[+-]\d{2}:\d{2})$/;
    if (!timezoneRegex.test(params.timeZone)) {
      throw new Error(
        `Parameter "timeZone" must be a valid timezone identifier. Examples: "UTC", "America/New_York", "Europe/London", "+01:00". Current value: "${params.timeZone}".`
      );
    }
  }
  /**
   * Validate array size limits
   */
  validateArraySizeLimits(params) {
    const arrayLimits = {
      assignees: 50,
      authors: 50,
      components: 100,
      componentKeys: 100,
      directories: 100,
      files: 100,
      projects: 100,
      rules: 100,
      tags: 50,
      issues: 500,
      languages: 20
    };
    for (const [paramName, limit] of Object.entries(arrayLimits)) {
      const value = params[paramName];
      if (Array.isArray(value) && value.length > limit) {
        throw new Error(
          `Parameter "${paramName}" cannot contain more than ${String(limit)} items. Current count: ${String(value.length)}. Consider splitting your request into multiple calls or using more specific filters.`
        );
      }
    }
  }
  /**
   * Validate CWE format
   */
  validateCweFormat(params) {
    if (params.cwe === void 0 || params.cwe.length === 0) {
      return;
    }
    const invalidCwes = params.cwe.filter((cwe) => !/^\d+$/.test(cwe));
    if (invalidCwes.length > 0) {
      throw new Error(
        `Parameter "cwe" must contain only numeric CWE identifiers. Invalid values: [${invalidCwes.join(
          ", "
        )}]. Example: ["79", "89", "200"].`
      );
    }
  }
  /**
   * Validate bulk change parameters
   */
  validateBulkChangeParameters(params) {
    this.validateBulkChangeIssues(params);
    this.validateBulkChangeActions(params);
    this.validateBulkChangeTags(params);
    this.validateBulkChangeAssignee(params);
    this.validateBulkChangeComment(params);
  }
  /**
   * Validate bulk change issues array
   */
  validateBulkChangeIssues(params) {
    if (params.issues.length === 0) {
      throw new Error('Parameter "issues" is required and must contain at least one issue key.');
    }
    if (params.issues.length > 500) {
      throw new Error(
        `Parameter "issues" cannot contain more than 500 issue keys. Current count: ${String(
          params.issues.length
        )}. Consider splitting your bulk change into multiple requests.`
      );
    }
    const invalidIssueKeys = params.issues.filter(
      (key) => !key || typeof key !== "string" || key.trim() === ""
    );
    if (invalidIssueKeys.length > 0) {
      throw new Error(
        `All issue keys must be non-empty strings. Found ${String(
          invalidIssueKeys.length
        )} invalid issue keys.`
      );
    }
  }
  /**
   * Validate that at least one action is specified
   */
  validateBulkChangeActions(params) {
    const hasAction = params.add_tags !== void 0 && params.add_tags.length > 0 || params.remove_tags !== void 0 && params.remove_tags.length > 0 || params.assign !== void 0 || params.set_severity !== void 0 || params.set_type !== void 0 || params.do_transition !== void 0 || params.comment !== void 0 && params.comment !== "";
    if (!hasAction) {
      throw new Error(
        "At least one action must be specified: add_tags, remove_tags, assign, set_severity, set_type, do_transition, or comment."
      );
    }
  }
  /**
   * Validate bulk change tag parameters
   */
  validateBulkChangeTags(params) {
    if (params.add_tags !== void 0 && params.add_tags.length > 10) {
      throw new Error(
        `Parameter "add_tags" cannot contain more than 10 tags. Current count: ${String(
          params.add_tags.length
        )}.`
      );
    }
    if (params.remove_tags !== void 0 && params.remove_tags.length > 10) {
      throw new Error(
        `Parameter "remove_tags" cannot contain more than 10 tags. Current count: ${String(
          params.remove_tags.length
        )}.`
      );
    }
  }
  /**
   * Validate bulk change assignee parameter
   */
  validateBulkChangeAssignee(params) {
    if (params.assign === void 0 || params.assign === "" || params.assign === "_me_") {
      return;
    }
    if (!/^[a-zA-Z0-9._-]+$/.test(params.assign)) {
      throw new Error(
        `Parameter "assign" must be a valid user login, "_me_", or empty string to unassign. Current value: "${params.assign}".`
      );
    }
  }
  /**
   * Validate bulk change comment parameter
   */
  validateBulkChangeComment(params) {
    if (params.comment === void 0) {
      return;
    }
    if (params.comment.length > 1e3) {
      throw new Error(
        `Parameter "comment" cannot exceed 1000 characters. Current length: ${String(
          params.comment.length
        )}.`
      );
    }
  }
  /**
   * Validate search authors parameters
   */
  validateSearchAuthorsParameters(params) {
    if (params.ps !== void 0 && (params.ps < 1 || params.ps > 100)) {
      throw new Error(
        `Parameter "ps" (page size) must be between 1 and 100 for authors search. Current value: ${String(
          params.ps
        )}.`
      );
    }
    if (params.q !== void 0 && params.q !== "" && params.q.length < 2) {
      throw new Error(
        `Parameter "q" (query) must be at least 2 characters long when specified. Current length: ${String(
          params.q.length
        )}.`
      );
    }
    if (params.project !== void 0 && params.project !== "") {
      if (!/^[a-zA-Z0-9._:-]+$/.test(params.project)) {
        throw new Error(
          `Parameter "project" must be a valid project key. Current value: "${params.project}".`
        );
      }
    }
  }
  /**
   * Validate search tags parameters
   */
  validateSearchTagsParameters(params) {
    if (params.ps !== void 0 && (params.ps < 1 || params.ps > 100)) {
      throw new Error(
        `Parameter "ps" (page size) must be between 1 and 100 for tags search. Current value: ${String(
          params.ps
        )}.`
      );
    }
    if (params.q !== void 0 && params.q !== "" && params.q.length < 2) {
      throw new Error(
        `Parameter "q" (query) must be at least 2 characters long when specified. Current length: ${String(
          params.q.length
        )}.`
      );
    }
    if (params.organization !== void 0 && params.organization !== "") {
      if (!/^[a-zA-Z0-9._:-]+$/.test(params.organization)) {
        throw new Error(
          `Parameter "organization" must be a valid organization key. Current value: "${params.organization}".`
        );
      }
    }
  }
  /**
   * Check for deprecated parameters and issue warnings
   */
  checkDeprecatedParameters(params) {
    if (params.componentKeys && params.componentKeys.length > 0) {
      DeprecationManager.warn({
        api: 'issues.search() parameter "componentKeys"',
        reason: "Parameter deprecated since SonarQube 10.2",
        replacement: 'Use "components" parameter instead',
        removeVersion: "TBD"
      });
    }
    if (params.statuses && params.statuses.length > 0) {
      DeprecationManager.warn({
        api: 'issues.search() parameter "statuses"',
        reason: "Parameter deprecated since SonarQube 10.4",
        replacement: 'Use "issueStatuses" parameter instead',
        removeVersion: "TBD"
      });
    }
    if (params.severities && params.severities.length > 0) {
      DeprecationManager.warn({
        api: 'issues.search() parameter "severities"',
        reason: "Parameter deprecated in favor of Clean Code taxonomy",
        replacement: 'Use "impactSeverities" parameter instead',
        removeVersion: "TBD"
      });
    }
    if (params.types && params.types.length > 0) {
      DeprecationManager.warn({
        api: 'issues.search() parameter "types"',
        reason: "Parameter deprecated in favor of Clean Code taxonomy",
        replacement: "Use Clean Code attribute categories and impact software qualities",
        removeVersion: "TBD"
      });
    }
    if (params.resolutions && params.resolutions.length > 0) {
      DeprecationManager.warn({
        api: 'issues.search() parameter "resolutions"',
        reason: "Parameter deprecated since SonarQube 10.4",
        replacement: 'Use "issueStatuses" parameter instead',
        removeVersion: "TBD"
      });
    }
    if (params.sansTop25 && params.sansTop25.length > 0) {
      DeprecationManager.warn({
        api: 'issues.search() parameter "sansTop25"',
        reason: "Parameter deprecated since SonarQube 10.0",
        replacement: "Use other security standard parameters",
        removeVersion: "TBD"
      });
    }
  }
};

// src/resources/quality-gates/builders.ts
init_errors();
var SetConditionBuilder = class extends BaseBuilder {
  constructor(executor, gateId) {
    super(executor);
    this.setParam("gateId", gateId);
  }
  /**
   * Set the metric for the condition
   */
  withMetric(metric) {
    return this.setParam("metric", metric);
  }
  /**
   * Set the operator for the condition
   */
  withOperator(operator) {
    return this.setParam("operator", operator);
  }
  /**
   * Set the error threshold
   */
  withErrorThreshold(error) {
    return this.setParam("error", error);
  }
  /**
   * Set the warning threshold
   */
  withWarningThreshold(warning) {
    return this.setParam("warning", warning);
  }
  /**
   * Configure condition for coverage metric
   */
  forCoverage() {
    return this.withMetric("coverage");
  }
  /**
   * Configure condition for duplicated lines density
   */
  forDuplicatedLinesDensity() {
    return this.withMetric("duplicated_lines_density");
  }
  /**
   * Configure condition for maintainability rating
   */
  forMaintainabilityRating() {
    return this.withMetric("sqale_rating");
  }
  /**
   * Configure condition for reliability rating
   */
  forReliabilityRating() {
    return this.withMetric("reliability_rating");
  }
  /**
   * Configure condition for security rating
   */
  forSecurityRating() {
    return this.withMetric("security_rating");
  }
  /**
   * Configure condition for security hotspots reviewed
   */
  forSecurityHotspotsReviewed() {
    return this.withMetric("security_hotspots_reviewed");
  }
  /**
   * Set operator to "less than"
   */
  lessThan() {
    return this.withOperator("LT");
  }
  /**
   * Set operator to "greater than"
   */
  greaterThan() {
    return this.withOperator("GT");
  }
  /**
   * Set operator to "equals"
   */
  equals() {
    return this.withOperator("EQ");
  }
  /**
   * Set operator to "not equals"
   */
  notEquals() {
    return this.withOperator("NE");
  }
  async execute() {
    validateRequired(this.params.metric, "Metric");
    validateRequired(this.params.operator, "Operator");
    if ((this.params.error === void 0 || this.params.error === "") && (this.params.warning === void 0 || this.params.warning === "")) {
      throw new Error("At least one threshold (error or warning) must be specified");
    }
    return this.executor(this.params);
  }
};
var GetProjectsBuilder = class extends PaginatedBuilder {
  constructor(executor, gateId) {
    super(executor);
    this.setParam(
      "gateId",
      gateId
    );
  }
  /**
   * Filter projects by name or key
   */
  withQuery(query) {
    return this.setParam(
      "query",
      query
    );
  }
  /**
   * Filter by project selection status
   */
  withSelection(selected) {
    return this.setParam(
      "selected",
      selected
    );
  }
  /**
   * Show only selected projects
   */
  onlySelected() {
    return this.withSelection("selected");
  }
  /**
   * Show only deselected projects
   */
  onlyDeselected() {
    return this.withSelection("deselected");
  }
  /**
   * Show all projects (selected and deselected)
   */
  showAll() {
    return this.withSelection("all");
  }
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Get the items from the response
   */
  getItems(response) {
    return response.results;
  }
};
var AssociateProjectsBuilder = class extends BaseBuilder {
  constructor(executor, gateId) {
    super(executor);
    this.setParam("gateId", gateId);
    this.setParam("projectKeys", []);
  }
  /**
   * Add a project key to associate
   */
  withProject(projectKey) {
    const currentKeys = this.params.projectKeys ?? [];
    return this.setParam("projectKeys", [...currentKeys, projectKey]);
  }
  /**
   * Add multiple project keys to associate
   */
  withProjects(projectKeys) {
    const currentKeys = this.params.projectKeys ?? [];
    return this.setParam("projectKeys", [...currentKeys, ...projectKeys]);
  }
  /**
   * Clear all project keys
   */
  clearProjects() {
    return this.setParam("projectKeys", []);
  }
  async execute() {
    if (!this.params.projectKeys || this.params.projectKeys.length === 0) {
      throw new ValidationError("At least one project key must be specified");
    }
    return this.executor(this.params);
  }
};

// src/resources/quality-gates/QualityGatesClient.ts
var QualityGatesClient = class extends BaseClient {
  /**
   * Get a quality gate by ID
   * Requires 'Browse' permission on the specified quality gate
   * @since 4.3
   */
  async get(params) {
    const query = new URLSearchParams({
      id: params.id
    });
    return this.request(`/api/qualitygates/show?${query.toString()}`);
  }
  /**
   * List all quality gates
   * @since 4.3
   */
  async list() {
    return this.request("/api/qualitygates/list");
  }
  /**
   * Create a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async create(params) {
    return this.request("/api/qualitygates/create", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Delete a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async delete(params) {
    await this.request("/api/qualitygates/destroy", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Set a quality gate as the default one
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async setAsDefault(params) {
    await this.request("/api/qualitygates/set_as_default", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Copy a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async copy(params) {
    return this.request("/api/qualitygates/copy", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Rename a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async rename(params) {
    await this.request("/api/qualitygates/rename", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Add a condition to a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async setCondition(params) {
    await this.request("/api/qualitygates/create_condition", {
      method: "POST",
      body: JSON.stringify({
        gateId: params.gateId,
        metric: params.metric,
        op: params.operator,
        error: params.error,
        warning: params.warning
      })
    });
  }
  /**
   * Update a condition on a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async updateCondition(params) {
    await this.request("/api/qualitygates/update_condition", {
      method: "POST",
      body: JSON.stringify({
        id: params.id,
        metric: params.metric,
        op: params.operator,
        error: params.error,
        warning: params.warning
      })
    });
  }
  /**
   * Delete a condition from a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async deleteCondition(params) {
    await this.request("/api/qualitygates/delete_condition", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Get projects associated with a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async getProjects(params) {
    const query = new URLSearchParams({
      gateId: params.gateId
    });
    if (params.p !== void 0) {
      query.append("p", params.p.toString());
    }
    if (params.ps !== void 0) {
      query.append("ps", params.ps.toString());
    }
    if (params.query !== void 0) {
      query.append("query", params.query);
    }
    if (params.selected !== void 0) {
      query.append("selected", params.selected);
    }
    return this.request(`/api/qualitygates/search?${query.toString()}`);
  }
  /**
   * Associate projects with a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async associateProjects(params) {
    await this.request("/api/qualitygates/select", {
      method: "POST",
      body: JSON.stringify({
        gateId: params.gateId,
        projectKey: params.projectKeys.join(",")
      })
    });
  }
  /**
   * Dissociate projects from a quality gate
   * Requires 'Administer Quality Gates' permission
   * @since 4.3
   */
  async dissociateProjects(params) {
    await this.request("/api/qualitygates/deselect", {
      method: "POST",
      body: JSON.stringify({
        gateId: params.gateId,
        projectKey: params.projectKeys.join(",")
      })
    });
  }
  /**
   * Get quality gate status for a project
   * Requires 'Browse' permission on the project
   * @since 5.3
   */
  async getProjectStatus(params) {
    const query = new URLSearchParams();
    if (params.projectKey !== void 0) {
      query.append("projectKey", params.projectKey);
    }
    if (params.projectId !== void 0) {
      query.append("projectId", params.projectId);
    }
    if (params.analysisId !== void 0) {
      query.append("analysisId", params.analysisId);
    }
    if (params.branch !== void 0) {
      query.append("branch", params.branch);
    }
    if (params.pullRequest !== void 0) {
      query.append("pullRequest", params.pullRequest);
    }
    return this.request(`/api/qualitygates/project_status?${query.toString()}`);
  }
  // Builder methods
  /**
   * Create a builder for setting conditions on a quality gate
   * @param gateId The quality gate ID
   * @returns A builder for setting conditions
   */
  setConditionBuilder(gateId) {
    return new SetConditionBuilder(async (params) => this.setCondition(params), gateId);
  }
  /**
   * Create a builder for getting projects associated with a quality gate
   * @param gateId The quality gate ID
   * @returns A builder for getting projects
   */
  getProjectsBuilder(gateId) {
    return new GetProjectsBuilder(async (params) => this.getProjects(params), gateId);
  }
  /**
   * Create a builder for associating projects with a quality gate
   * @param gateId The quality gate ID
   * @returns A builder for associating projects
   */
  associateProjectsBuilder(gateId) {
    return new AssociateProjectsBuilder(async (params) => this.associateProjects(params), gateId);
  }
};

// src/resources/sources/SourcesClient.ts
var SourcesClient = class extends BaseClient {
  /**
   * Get source code as raw text
   *
   * Requires 'See Source Code' permission on file
   *
   * @param params - Request parameters
   * @returns The raw source code as a string
   */
  async raw(params) {
    const searchParams = new URLSearchParams();
    searchParams.append("key", params.key);
    if (params.branch !== void 0) {
      searchParams.append("branch", params.branch);
    }
    if (params.pullRequest !== void 0) {
      searchParams.append("pullRequest", params.pullRequest);
    }
    return this.request(`/api/sources/raw?${searchParams.toString()}`, {
      responseType: "text"
    });
  }
  /**
   * Get SCM information of source files
   *
   * Requires 'See Source Code' permission on file's project
   *
   * Each element of the result array is composed of:
   * - Line number
   * - Author of the commit
   * - Datetime of the commit
   * - Revision of the commit
   *
   * @param params - Request parameters
   * @returns SCM information for the requested lines
   */
  async scm(params) {
    const searchParams = new URLSearchParams();
    searchParams.append("key", params.key);
    if (params.commitsByLine !== void 0) {
      searchParams.append("commits_by_line", String(params.commitsByLine));
    }
    if (params.from !== void 0) {
      searchParams.append("from", String(params.from));
    }
    if (params.to !== void 0) {
      searchParams.append("to", String(params.to));
    }
    return this.request(`/api/sources/scm?${searchParams.toString()}`);
  }
  /**
   * Get source code with line numbers
   *
   * Requires 'See Source Code' permission on file's project, or organization membership on public projects
   *
   * Each element of the result array is composed of:
   * - Line number
   * - Content of the line
   *
   * @param params - Request parameters
   * @returns Source code with line numbers
   */
  async show(params) {
    const searchParams = new URLSearchParams();
    searchParams.append("key", params.key);
    if (params.from !== void 0) {
      searchParams.append("from", String(params.from));
    }
    if (params.to !== void 0) {
      searchParams.append("to", String(params.to));
    }
    return this.request(`/api/sources/show?${searchParams.toString()}`);
  }
};

// src/resources/system/SystemClient.ts
var _info_dec, _status_dec, _health_dec, _a, _init;
var SystemClient = class extends (_a = BaseClient, _health_dec = [Deprecated({
  deprecatedSince: "10.6",
  removalDate: "TBD",
  replacement: "getHealthV2()",
  reason: "v1 endpoint deprecated in favor of REST-compliant v2 API",
  migrationGuide: "Replace health() with getHealthV2(). The v2 API returns a more structured response with additional node health information for clustered setups."
})], _status_dec = [Deprecated({
  deprecatedSince: "10.6",
  removalDate: "TBD",
  replacement: "continue using status() - v2 equivalent not yet available",
  reason: "v1 endpoint deprecated but v2 replacement not yet implemented in SonarQube",
  migrationGuide: "Continue using status() for now. The v2 system status endpoint is not yet available in current SonarQube versions."
})], _info_dec = [Deprecated({
  deprecatedSince: "10.6",
  removalDate: "TBD",
  replacement: "continue using info() - v2 equivalent not yet available",
  reason: "v1 endpoint deprecated but v2 replacement not yet implemented in SonarQube",
  migrationGuide: "Continue using info() for now. The v2 system info endpoint is not yet available in current SonarQube versions."
})], _a) {
  constructor() {
    super(...arguments);
    __runInitializers(_init, 5, this);
  }
  /**
   * Ping the system
   *
   * Answers "pong" as plain text. This endpoint can be used for system availability checks.
   *
   * Note: Authentication might be required depending on your SonarQube configuration.
   * Some installations allow unauthenticated access to this endpoint for monitoring purposes.
   *
   * @returns "pong" as plain text
   * @since 6.3
   *
   * @example
   * ```typescript
   * const client = new SystemClient(baseUrl);
   * const response = await client.ping();
   * console.log(response); // 'pong'
   * ```
   */
  async ping() {
    return this.request("/api/system/ping", { responseType: "text" });
  }
  /**
   * Get system liveness status (v2)
   *
   * This endpoint provides a simple liveness check for the system.
   * It's designed for container orchestration and monitoring systems.
   *
   * @returns System liveness status
   * @since 10.3
   *
   * @example
   * ```typescript
   * const client = new SystemClient(baseUrl, token);
   * const liveness = await client.getLivenessV2();
   * console.log(liveness.status); // 'UP' or 'DOWN'
   * ```
   */
  async getLivenessV2() {
    return this.request("/api/v2/system/liveness");
  }
  /**
   * Get system migrations status (v2)
   *
   * Provides information about database migration status.
   * Useful for monitoring system startup and upgrade processes.
   *
   * @returns Database migration status
   * @since 10.3
   *
   * @example
   * ```typescript
   * const client = new SystemClient(baseUrl, token);
   * const migrations = await client.getMigrationsStatusV2();
   * console.log(migrations.status); // 'UP_TO_DATE', 'RUNNING', etc.
   * ```
   */
  async getMigrationsStatusV2() {
    return this.request("/api/v2/system/migrations-status");
  }
  /**
   * Get system health information (v2)
   *
   * Requires system administration permission.
   *
   * This is the REST-compliant v2 API that provides health status information.
   * For clustered setups, it includes individual node health details.
   *
   * @returns System health status with node details
   * @since 10.3
   *
   * @example
   * ```typescript
   * const client = new SystemClient(baseUrl, token);
   * const health = await client.getHealthV2();
   * console.log(health.status); // 'GREEN', 'YELLOW', or 'RED'
   * if (health.nodes) {
   *   health.nodes.forEach(node => {
   *     console.log(`${node.name}: ${node.status}`);
   *   });
   * }
   * ```
   */
  async getHealthV2() {
    return this.request("/api/v2/system/health");
  }
  async health() {
    return this.request("/api/system/health");
  }
  async status() {
    return this.request("/api/system/status");
  }
  async info() {
    return this.request("/api/system/info");
  }
};
_init = __decoratorStart(_a);
__decorateElement(_init, 1, "health", _health_dec, SystemClient);
__decorateElement(_init, 1, "status", _status_dec, SystemClient);
__decorateElement(_init, 1, "info", _info_dec, SystemClient);
__decoratorMetadata(_init, SystemClient);

// src/resources/hotspots/builders.ts
var SearchHotspotsBuilder = class extends PaginatedBuilder {
  /**
   * Filter by project key
   * @param projectKey - Key of the project to filter on
   */
  forProject(projectKey) {
    return this.setParam("projectKey", projectKey);
  }
  /**
   * Filter by project key (alias for forProject)
   * @param projectKey - Key of the project to filter on
   */
  projectKey(projectKey) {
    return this.forProject(projectKey);
  }
  /**
   * Filter by specific Security Hotspot keys
   * @param hotspotKeys - Array of Security Hotspot keys
   */
  withHotspots(hotspotKeys) {
    return this.setParam("hotspots", hotspotKeys);
  }
  /**
   * Filter by Security Hotspot status
   * @param status - The status to filter by
   */
  withStatus(status) {
    return this.setParam("status", status);
  }
  /**
   * Filter by Security Hotspot status (alias for withStatus)
   * @param status - The status to filter by
   */
  status(status) {
    return this.withStatus(status);
  }
  /**
   * Filter by Security Hotspot resolution (only applies when status is REVIEWED)
   * @param resolution - The resolution to filter by
   */
  withResolution(resolution) {
    return this.setParam("resolution", resolution);
  }
  /**
   * Filter by Security Hotspot resolution (alias for withResolution)
   * @param resolution - The resolution to filter by
   */
  resolution(resolution) {
    return this.withResolution(resolution);
  }
  /**
   * Return only Security Hotspots assigned to the current user
   * @param onlyMine - Whether to return only current user's hotspots
   */
  onlyMine(onlyMine = true) {
    return this.setParam("onlyMine", onlyMine);
  }
  /**
   * Return only Security Hotspots created since the leak period
   * @param sinceLeakPeriod - Whether to filter by leak period
   */
  sinceLeakPeriod(sinceLeakPeriod = true) {
    return this.setParam("sinceLeakPeriod", sinceLeakPeriod);
  }
  /**
   * Filter by specific file paths
   * @param filePaths - Array of file paths to filter by
   */
  inFiles(filePaths) {
    return this.setParam("files", filePaths);
  }
  /**
   * Filter by specific file paths (alias for inFiles)
   * @param filePaths - Array of file paths to filter by
   */
  files(filePaths) {
    return this.inFiles(filePaths);
  }
  /**
   * Filter by specific file UUIDs
   * @param fileUuids - Array of file UUIDs to filter by
   */
  inFileUuids(fileUuids) {
    return this.setParam("fileUuids", fileUuids);
  }
  /**
   * Convenience method to filter for hotspots that need review
   */
  needingReview() {
    return this.withStatus("TO_REVIEW");
  }
  /**
   * Convenience method to filter for reviewed hotspots
   */
  reviewed() {
    return this.withStatus("REVIEWED");
  }
  /**
   * Convenience method to filter for fixed hotspots
   */
  fixed() {
    return this.withStatus("REVIEWED").withResolution("FIXED");
  }
  /**
   * Convenience method to filter for safe hotspots
   */
  safe() {
    return this.withStatus("REVIEWED").withResolution("SAFE");
  }
  /**
   * Execute the search operation
   */
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Extract hotspots items from the paginated response
   */
  getItems(response) {
    return response.hotspots;
  }
};

// src/resources/hotspots/HotspotsClient.ts
var HotspotsClient = class extends BaseClient {
  /**
   * Search for Security Hotspots with advanced filtering and pagination support
   * @returns Builder for constructing complex search queries
   * @requires Browse permission on the specified project(s)
   */
  search() {
    return new SearchHotspotsBuilder(
      async (params) => this.searchExecutor(params)
    );
  }
  /**
   * Get details of a specific Security Hotspot
   * @param params - Request parameters
   * @returns Detailed information about the Security Hotspot
   * @throws {Error} If the request fails
   * @requires Browse permission on the project
   */
  async show(params) {
    const urlParams = new URLSearchParams();
    urlParams.append("hotspot", params.hotspot);
    return this.request(`/api/hotspots/show?${urlParams.toString()}`);
  }
  /**
   * Change the status of a Security Hotspot
   * @param params - Request parameters
   * @returns Empty response on success
   * @throws {Error} If the request fails
   * @requires Administer Security Hotspot permission
   */
  async changeStatus(params) {
    return this.request("/api/hotspots/change_status", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Private method to execute search requests with proper parameter handling
   */
  async searchExecutor(params) {
    const urlParams = this.buildSearchParams(params);
    return this.request(`/api/hotspots/search?${urlParams.toString()}`);
  }
  /**
   * Builds URL parameters for hotspots search
   * @private
   */
  buildSearchParams(params) {
    const urlParams = new URLSearchParams();
    this.appendNonEmptyStringParam(urlParams, "projectKey", params.projectKey);
    this.appendNonEmptyStringParam(urlParams, "status", params.status);
    this.appendNonEmptyStringParam(urlParams, "resolution", params.resolution);
    this.appendArrayParam(urlParams, "hotspots", params.hotspots);
    this.appendArrayParam(urlParams, "files", params.files);
    this.appendArrayParam(urlParams, "fileUuids", params.fileUuids);
    this.appendBooleanParam(urlParams, "onlyMine", params.onlyMine);
    this.appendBooleanParam(urlParams, "sinceLeakPeriod", params.sinceLeakPeriod);
    this.appendPositiveNumberParam(urlParams, "p", params.p);
    this.appendPositiveNumberParam(urlParams, "ps", params.ps);
    return urlParams;
  }
  /**
   * Appends non-empty string parameter to URLSearchParams
   * @private
   */
  appendNonEmptyStringParam(params, key, value) {
    if (value !== void 0 && value !== "") {
      params.append(key, value);
    }
  }
  /**
   * Appends array parameter to URLSearchParams as comma-separated string
   * @private
   */
  appendArrayParam(params, key, value) {
    if (value !== void 0 && value.length > 0) {
      params.append(key, value.join(","));
    }
  }
  /**
   * Appends boolean parameter to URLSearchParams
   * @private
   */
  appendBooleanParam(params, key, value) {
    if (value !== void 0) {
      params.append(key, value.toString());
    }
  }
  /**
   * Appends positive number parameter to URLSearchParams
   * @private
   */
  appendPositiveNumberParam(params, key, value) {
    if (value !== void 0 && value > 0) {
      params.append(key, value.toString());
    }
  }
};

// src/resources/project-branches/types.ts
var ProjectBranchType = /* @__PURE__ */ ((ProjectBranchType2) => {
  ProjectBranchType2["Branch"] = "BRANCH";
  ProjectBranchType2["PullRequest"] = "PULL_REQUEST";
  return ProjectBranchType2;
})(ProjectBranchType || {});
var QualityGateStatus = /* @__PURE__ */ ((QualityGateStatus2) => {
  QualityGateStatus2["OK"] = "OK";
  QualityGateStatus2["WARN"] = "WARN";
  QualityGateStatus2["ERROR"] = "ERROR";
  QualityGateStatus2["NONE"] = "NONE";
  return QualityGateStatus2;
})(QualityGateStatus || {});

// src/resources/project-branches/builders.ts
var ProjectBranchesListBuilder = class extends BaseBuilder {
  /**
   * Set the project key.
   *
   * Required unless branchIds is provided.
   */
  withProject = ParameterHelpers.createStringMethod("project");
  /**
   * Set the project key (alias for withProject).
   *
   * Required unless branchIds is provided.
   */
  project = ParameterHelpers.createStringMethod("project");
  /**
   * Set the branch IDs to retrieve.
   *
   * List of up to 50 branch IDs - required unless project key is provided.
   */
  withBranchIds = ParameterHelpers.createArrayMethod("branchIds");
  async execute() {
    const finalParams = this.params;
    return this.executor(finalParams);
  }
  getEndpoint() {
    return "/api/project_branches/list";
  }
};

// src/resources/project-branches/ProjectBranchesClient.ts
var ProjectBranchesClient = class extends BaseClient {
  /**
   * List the branches of a project.
   *
   * Provides a builder for flexible querying.
   *
   * @returns A builder for listing branches
   *
   * @example
   * ```typescript
   * // List branches for a specific project
   * const branches = await client.projectBranches
   *   .list()
   *   .withProject('my-project')
   *   .execute();
   *
   * // List specific branches by IDs
   * const branches = await client.projectBranches
   *   .list()
   *   .withBranchIds(['uuid1', 'uuid2'])
   *   .execute();
   * ```
   */
  list() {
    return new ProjectBranchesListBuilder(async (params) => {
      const query = new URLSearchParams();
      if (params.project !== void 0) {
        query.append("project", params.project);
      }
      if (params.branchIds) {
        query.append("branchIds", params.branchIds.join(","));
      }
      return this.request(`/api/project_branches/list?${query.toString()}`);
    });
  }
  /**
   * Delete a non-main branch of a project.
   *
   * Requires 'Administer' rights on the specified project.
   *
   * @param params - Parameters for deleting a branch
   * @returns A promise that resolves when the branch is deleted
   *
   * @example
   * ```typescript
   * await client.projectBranches.delete({
   *   project: 'my-project',
   *   branch: 'feature-branch'
   * });
   * ```
   */
  async delete(params) {
    const formData = new URLSearchParams();
    formData.append("project", params.project);
    formData.append("branch", params.branch);
    await this.request("/api/project_branches/delete", {
      method: "POST",
      body: formData.toString(),
      headers: {
        ["Content-Type"]: "application/x-www-form-urlencoded"
      }
    });
  }
  /**
   * Rename the main branch of a project.
   *
   * Requires 'Administer' permission on the specified project.
   *
   * @param params - Parameters for renaming the main branch
   * @returns A promise that resolves when the branch is renamed
   *
   * @example
   * ```typescript
   * await client.projectBranches.rename({
   *   project: 'my-project',
   *   name: 'main'
   * });
   * ```
   */
  async rename(params) {
    const formData = new URLSearchParams();
    formData.append("project", params.project);
    formData.append("name", params.name);
    await this.request("/api/project_branches/rename", {
      method: "POST",
      body: formData.toString(),
      headers: {
        ["Content-Type"]: "application/x-www-form-urlencoded"
      }
    });
  }
};

// src/resources/project-pull-requests/builders.ts
var ProjectPullRequestsListBuilder = class extends BaseBuilder {
  /**
   * Set the project key.
   *
   * Required parameter.
   */
  withProject = ParameterHelpers.createStringMethod("project");
  /**
   * Set the project key (alias for withProject).
   *
   * Required parameter.
   */
  project = ParameterHelpers.createStringMethod("project");
  async execute() {
    const finalParams = this.params;
    return this.executor(finalParams);
  }
  getEndpoint() {
    return "/api/project_pull_requests/list";
  }
};

// src/resources/project-pull-requests/ProjectPullRequestsClient.ts
var ProjectPullRequestsClient = class extends BaseClient {
  /**
   * List the pull requests of a project using builder pattern.
   *
   * @since 7.1
   * @returns Builder for constructing list pull requests queries
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Browse' or 'Execute Analysis' rights on the project
   * @throws {NotFoundError} If the project doesn't exist
   *
   * @example
   * ```typescript
   * const pullRequests = await client.projectPullRequests.list()
   *   .project('my-project')
   *   .execute();
   *
   * pullRequests.pullRequests.forEach(pr => {
   *   console.log(`PR #${pr.key}: ${pr.title} (${pr.status.qualityGateStatus})`);
   * });
   * ```
   */
  list() {
    return new ProjectPullRequestsListBuilder(async (params) => {
      const query = new URLSearchParams({
        project: params.project
      });
      return this.request(
        `/api/project_pull_requests/list?${query.toString()}`
      );
    });
  }
  /**
   * List the pull requests of a project (legacy method).
   *
   * @deprecated Use the builder pattern with list() instead
   * @since 7.1
   * @param params - The request parameters
   * @returns List of pull requests
   */
  async listDirect(params) {
    const query = new URLSearchParams({
      project: params.project
    });
    return this.request(
      `/api/project_pull_requests/list?${query.toString()}`
    );
  }
  /**
   * Delete a pull request.
   *
   * @since 7.1
   * @param params - The deletion parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' rights on the project
   * @throws {NotFoundError} If the project or pull request doesn't exist
   *
   * @example
   * ```typescript
   * await client.projectPullRequests.delete({
   *   project: 'my-project',
   *   pullRequest: '1543'
   * });
   * ```
   */
  async delete(params) {
    await this.request("/api/project_pull_requests/delete", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
};

// src/resources/project-tags/builders.ts
var ProjectTagsSearchBuilder = class extends BaseBuilder {
  /**
   * Set the project key.
   */
  withProject = ParameterHelpers.createStringMethod("project");
  /**
   * Set the project key (alias for withProject).
   */
  project = ParameterHelpers.createStringMethod("project");
  /**
   * Set the query string to search for tags.
   */
  withQuery = ParameterHelpers.createStringMethod("q");
  /**
   * Set the query string to search for tags (alias for withQuery).
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Set the page size (number of tags to return).
   */
  withPageSize(ps) {
    return this.setParam("ps", ps);
  }
  /**
   * Set the page size (alias for withPageSize).
   */
  pageSize(ps) {
    return this.withPageSize(ps);
  }
  async execute() {
    const finalParams = this.params;
    return this.executor(finalParams);
  }
  getEndpoint() {
    return "/api/project_tags/search";
  }
};

// src/resources/project-tags/ProjectTagsClient.ts
var ProjectTagsClient = class extends BaseClient {
  /**
   * Search tags using builder pattern.
   *
   * @returns Builder for constructing tag search queries
   * @throws {NetworkError} If there's a network connectivity issue
   * @throws {ApiError} If the API returns an error response
   *
   * @example
   * ```typescript
   * // Search all tags
   * const result = await client.projectTags.search().execute();
   * console.log(result.tags);
   *
   * // Search tags for a specific project
   * const result = await client.projectTags.search()
   *   .project('my-project')
   *   .execute();
   *
   * // Search tags containing "finance"
   * const result = await client.projectTags.search()
   *   .query('finance')
   *   .pageSize(20)
   *   .execute();
   * ```
   */
  search() {
    return new ProjectTagsSearchBuilder(async (params) => {
      const searchParams = new URLSearchParams();
      if (params.project !== void 0) {
        searchParams.append("project", params.project);
      }
      if (params.ps !== void 0) {
        searchParams.append("ps", String(params.ps));
      }
      if (params.q !== void 0) {
        searchParams.append("q", params.q);
      }
      const query = searchParams.toString();
      return this.request(
        query ? `/api/project_tags/search?${query}` : "/api/project_tags/search"
      );
    });
  }
  /**
   * Search tags (legacy method).
   *
   * @deprecated Use the builder pattern with search() instead
   * @param params - The search parameters
   * @returns List of tags
   */
  async searchDirect(params) {
    const searchParams = new URLSearchParams();
    if (params?.project !== void 0) {
      searchParams.append("project", params.project);
    }
    if (params?.ps !== void 0) {
      searchParams.append("ps", String(params.ps));
    }
    if (params?.q !== void 0) {
      searchParams.append("q", params.q);
    }
    const query = searchParams.toString();
    return this.request(
      query ? `/api/project_tags/search?${query}` : "/api/project_tags/search"
    );
  }
  /**
   * Set tags on a project.
   *
   * @param params - The set tags parameters
   * @returns Promise that resolves when the tags are set
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' rights on the specified project
   * @throws {NotFoundError} If the project doesn't exist
   * @throws {NetworkError} If there's a network connectivity issue
   *
   * @example
   * ```typescript
   * // Set tags on a project
   * await client.projectTags.set({
   *   project: 'my_project',
   *   tags: 'finance, offshore'
   * });
   *
   * // Clear all tags from a project
   * await client.projectTags.set({
   *   project: 'my_project',
   *   tags: ''
   * });
   * ```
   */
  async set(params) {
    await this.request("/api/project_tags/set", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
};

// src/resources/quality-profiles/builders.ts
init_errors();
var ActivateRulesBuilder = class extends BaseBuilder {
  /**
   * Set the target quality profile key (required).
   */
  targetProfile(key) {
    this.params.targetKey = key;
    return this;
  }
  /**
   * Filter on activation status.
   */
  activation = ParameterHelpers.createBooleanMethod("activation");
  /**
   * Comma-separated list of activation severities.
   */
  activeSeverities = ParameterHelpers.createStringMethod("active_severities");
  /**
   * Ascending sort.
   */
  ascending = ParameterHelpers.createBooleanMethod("asc");
  /**
   * Filter rules available since a date.
   */
  availableSince = ParameterHelpers.createStringMethod("available_since");
  /**
   * Comma-separated list of CWE identifiers.
   */
  cwe = ParameterHelpers.createStringMethod("cwe");
  /**
   * Filter by inheritance.
   */
  inheritance = ParameterHelpers.createStringMethod("inheritance");
  /**
   * Filter template rules.
   */
  isTemplate = ParameterHelpers.createBooleanMethod("is_template");
  /**
   * Comma-separated list of languages.
   */
  languages = ParameterHelpers.createStringMethod("languages");
  /**
   * Comma-separated list of OWASP Top 10 2017 categories.
   */
  owaspTop10 = ParameterHelpers.createStringMethod("owaspTop10");
  /**
   * Comma-separated list of OWASP Top 10 2021 categories.
   */
  owaspTop10_2021 = ParameterHelpers.createStringMethod("owaspTop10_2021");
  /**
   * 1-based page number.
   */
  page(value) {
    this.params.p = value;
    return this;
  }
  /**
   * Page size.
   */
  pageSize(value) {
    this.params.ps = value;
    return this;
  }
  /**
   * Search query.
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Quality profile key to filter rules.
   */
  qualityProfile = ParameterHelpers.createStringMethod("qprofile");
  /**
   * Comma-separated list of repositories.
   */
  repositories = ParameterHelpers.createStringMethod("repositories");
  /**
   * Rule key.
   */
  ruleKey = ParameterHelpers.createStringMethod("rule_key");
  /**
   * Sort field.
   */
  sortBy = ParameterHelpers.createStringMethod("s");
  /**
   * Comma-separated list of SANS Top 25 categories.
   */
  sansTop25 = ParameterHelpers.createStringMethod("sans_top25");
  /**
   * Comma-separated list of severities.
   */
  severities = ParameterHelpers.createStringMethod("severities");
  /**
   * Comma-separated list of SonarSource security categories.
   */
  sonarsourceSecurity = ParameterHelpers.createStringMethod("sonarsource_security");
  /**
   * Comma-separated list of statuses.
   */
  statuses = ParameterHelpers.createStringMethod("statuses");
  /**
   * Comma-separated list of tags.
   */
  tags = ParameterHelpers.createStringMethod("tags");
  /**
   * Severity to set on activated rules.
   */
  targetSeverity(severity) {
    this.params.targetSeverity = severity;
    return this;
  }
  /**
   * Template key.
   */
  templateKey = ParameterHelpers.createStringMethod("template_key");
  /**
   * Comma-separated list of types.
   */
  types = ParameterHelpers.createStringMethod("types");
  async execute() {
    const finalParams = this.params;
    if (!finalParams.targetKey) {
      throw new ValidationError("Target profile key is required");
    }
    return this.executor(finalParams);
  }
};
var DeactivateRulesBuilder = class extends ActivateRulesBuilder {
  constructor(executor) {
    super(async (params) => {
      return executor(params);
    });
  }
  async execute() {
    const result = await super.execute();
    return result;
  }
};
var ChangelogBuilder = class extends PaginatedBuilder {
  /**
   * Set the quality profile key.
   */
  profile(key) {
    this.params.key = key;
    return this;
  }
  /**
   * Set the quality profile name and language.
   */
  profileByName(name, language) {
    this.params.qualityProfile = name;
    this.params.language = language;
    return this;
  }
  /**
   * Filter changes after this date.
   */
  since = ParameterHelpers.createStringMethod("since");
  /**
   * Filter changes before this date.
   */
  to = ParameterHelpers.createStringMethod("to");
  getItems(response) {
    return response.events;
  }
  async execute() {
    const finalParams = this.params;
    if ((finalParams.key === void 0 || finalParams.key === "") && (finalParams.qualityProfile === void 0 || finalParams.qualityProfile === "" || finalParams.language === void 0 || finalParams.language === "")) {
      throw new ValidationError("Either key or both qualityProfile and language must be provided");
    }
    return this.executor(finalParams);
  }
};
var ProjectsBuilder = class extends PaginatedBuilder {
  /**
   * Set the quality profile key (required).
   */
  profile(key) {
    this.params.key = key;
    return this;
  }
  /**
   * Search query for project name.
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Filter by selection status.
   */
  selected(value) {
    this.params.selected = value;
    return this;
  }
  getItems(response) {
    return response.results;
  }
  async execute() {
    const finalParams = this.params;
    if (!finalParams.key) {
      throw new ValidationError("Profile key is required");
    }
    return this.executor(finalParams);
  }
};
var SearchBuilder = class extends BaseBuilder {
  /**
   * Return only default profiles.
   */
  defaults = ParameterHelpers.createBooleanMethod("defaults");
  /**
   * Filter by language.
   */
  language = ParameterHelpers.createStringMethod("language");
  /**
   * Filter by project key.
   */
  project = ParameterHelpers.createStringMethod("project");
  /**
   * Filter by quality profile name.
   */
  qualityProfile = ParameterHelpers.createStringMethod("qualityProfile");
  /**
   * Organization key.
   */
  organization = ParameterHelpers.createStringMethod("organization");
  async execute() {
    return this.executor(this.params);
  }
};

// src/resources/quality-profiles/QualityProfilesClient.ts
init_errors();
var QualityProfilesClient = class extends BaseClient {
  /**
   * Activate a rule on a quality profile.
   *
   * @param params - The activation parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {NotFoundError} If the profile or rule doesn't exist
   * @throws {ValidationError} If the parameters are invalid
   *
   * @example
   * ```typescript
   * // Activate a rule with default severity
   * await client.qualityProfiles.activateRule({
   *   key: 'java-profile-key',
   *   rule: 'squid:S1234'
   * });
   *
   * // Activate with custom severity and parameters
   * await client.qualityProfiles.activateRule({
   *   key: 'java-profile-key',
   *   rule: 'squid:S1234',
   *   severity: 'CRITICAL',
   *   params: 'threshold=10;format=^[A-Z][a-zA-Z0-9]*$'
   * });
   * ```
   */
  async activateRule(params) {
    await this.request("/api/qualityprofiles/activate_rule", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Bulk-activate rules on a quality profile based on search criteria.
   *
   * @returns A builder for constructing the bulk activation request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   *
   * @example
   * ```typescript
   * // Activate all critical bugs
   * const result = await client.qualityProfiles.activateRules()
   *   .targetProfile('java-profile-key')
   *   .severities('CRITICAL')
   *   .types('BUG')
   *   .execute();
   *
   * console.log(`Activated ${result.succeeded} rules`);
   * ```
   */
  activateRules() {
    return new ActivateRulesBuilder(async (params) => {
      return this.request("/api/qualityprofiles/activate_rules", {
        method: "POST",
        body: JSON.stringify(params)
      });
    });
  }
  /**
   * Associate a project with a quality profile.
   *
   * @param params - The association parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission or 'Administer' permission on the project
   * @throws {NotFoundError} If the profile or project doesn't exist
   *
   * @example
   * ```typescript
   * // Associate using profile key
   * await client.qualityProfiles.addProject({
   *   key: 'java-profile-key',
   *   project: 'my-project'
   * });
   *
   * // Associate using profile name and language
   * await client.qualityProfiles.addProject({
   *   qualityProfile: 'Sonar way',
   *   language: 'java',
   *   project: 'my-project'
   * });
   * ```
   */
  async addProject(params) {
    this.validateProfileIdentification(params);
    this.validateProjectIdentification(params);
    await this.request("/api/qualityprofiles/add_project", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Backup a quality profile in XML format.
   * The response is the XML content that can be used with the restore endpoint.
   *
   * @param params - The backup parameters
   * @returns The XML backup content
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {NotFoundError} If the profile doesn't exist
   *
   * @example
   * ```typescript
   * // Backup a profile
   * const xml = await client.qualityProfiles.backup({
   *   key: 'java-profile-key'
   * });
   *
   * // Save to file
   * fs.writeFileSync('profile-backup.xml', xml);
   * ```
   */
  async backup(params) {
    this.validateProfileIdentification(params);
    const query = new URLSearchParams();
    if (params.key !== void 0 && params.key !== "") {
      query.append("key", params.key);
    } else if (params.qualityProfile !== void 0 && params.qualityProfile !== "" && params.language !== void 0 && params.language !== "") {
      query.append("qualityProfile", params.qualityProfile);
      query.append("language", params.language);
    }
    return this.request(`/api/qualityprofiles/backup?${query.toString()}`, {
      method: "GET",
      responseType: "text",
      headers: {
        Accept: "application/xml"
      }
    });
  }
  /**
   * Change a quality profile's parent profile.
   *
   * @param params - The parent change parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {NotFoundError} If either profile doesn't exist
   * @throws {ValidationError} If the operation would create a circular inheritance
   *
   * @example
   * ```typescript
   * // Set a parent profile
   * await client.qualityProfiles.changeParent({
   *   key: 'custom-java-profile',
   *   parentKey: 'company-java-base'
   * });
   *
   * // Remove parent (make profile standalone)
   * await client.qualityProfiles.changeParent({
   *   key: 'custom-java-profile'
   *   // parentKey omitted
   * });
   * ```
   */
  async changeParent(params) {
    this.validateProfileIdentification(params);
    await this.request("/api/qualityprofiles/change_parent", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Get the history of changes on a quality profile.
   * Changes include rule activations/deactivations and configuration changes.
   *
   * @returns A builder for constructing the changelog request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {NotFoundError} If the profile doesn't exist
   *
   * @example
   * ```typescript
   * // Get recent changes
   * const changelog = await client.qualityProfiles.changelog()
   *   .profile('java-profile-key')
   *   .pageSize(50)
   *   .execute();
   *
   * // Iterate through all changes since a date
   * for await (const change of client.qualityProfiles.changelog()
   *   .profile('java-profile-key')
   *   .since('2024-01-01')
   *   .all()) {
   *   console.log(`${change.date}: ${change.action} - ${change.ruleName}`);
   * }
   * ```
   */
  changelog() {
    return new ChangelogBuilder(async (params) => {
      const query = new URLSearchParams();
      if (params.key !== void 0 && params.key !== "") {
        query.append("key", params.key);
      } else if (params.qualityProfile !== void 0 && params.qualityProfile !== "" && params.language !== void 0 && params.language !== "") {
        query.append("qualityProfile", params.qualityProfile);
        query.append("language", params.language);
      }
      if (params.p !== void 0) {
        query.append("p", String(params.p));
      }
      if (params.ps !== void 0) {
        query.append("ps", String(params.ps));
      }
      if (params.since !== void 0 && params.since !== "") {
        query.append("since", params.since);
      }
      if (params.to !== void 0 && params.to !== "") {
        query.append("to", params.to);
      }
      return this.request(`/api/qualityprofiles/changelog?${query.toString()}`);
    });
  }
  /**
   * Compare two quality profiles to see their differences.
   *
   * @param params - The comparison parameters
   * @returns The comparison results showing rules in each profile
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {NotFoundError} If either profile doesn't exist
   * @throws {ValidationError} If comparing profiles of different languages
   *
   * @example
   * ```typescript
   * const comparison = await client.qualityProfiles.compare({
   *   leftKey: 'old-profile',
   *   rightKey: 'new-profile'
   * });
   *
   * console.log(`Rules only in old: ${comparison.inLeft.length}`);
   * console.log(`Rules only in new: ${comparison.inRight.length}`);
   * console.log(`Modified rules: ${comparison.modified.length}`);
   * ```
   */
  async compare(params) {
    const query = new URLSearchParams();
    if (params.leftKey !== void 0 && params.leftKey !== "") {
      query.append("leftKey", params.leftKey);
    } else if (params.leftQualityProfile !== void 0 && params.leftQualityProfile !== "") {
      query.append("leftQualityProfile", params.leftQualityProfile);
    }
    if (params.rightKey !== void 0 && params.rightKey !== "") {
      query.append("rightKey", params.rightKey);
    } else if (params.rightQualityProfile !== void 0 && params.rightQualityProfile !== "") {
      query.append("rightQualityProfile", params.rightQualityProfile);
    }
    return this.request(`/api/qualityprofiles/compare?${query.toString()}`);
  }
  /**
   * Copy a quality profile.
   * The copy will have the same rules and configuration as the source.
   *
   * @param params - The copy parameters
   * @returns The created profile details
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {NotFoundError} If the source profile doesn't exist
   * @throws {ValidationError} If a profile with the target name already exists
   *
   * @example
   * ```typescript
   * const newProfile = await client.qualityProfiles.copy({
   *   fromKey: 'source-profile',
   *   toName: 'Custom Java Profile'
   * });
   *
   * console.log(`Created profile: ${newProfile.key}`);
   * ```
   */
  async copy(params) {
    return this.request("/api/qualityprofiles/copy", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Create a new quality profile.
   *
   * @param params - The creation parameters
   * @returns The created profile details and any warnings
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {ValidationError} If a profile with the same name and language already exists
   *
   * @example
   * ```typescript
   * const result = await client.qualityProfiles.create({
   *   name: 'Strict Java Rules',
   *   language: 'java'
   * });
   *
   * console.log(`Created profile: ${result.profile.key}`);
   * if (result.warnings) {
   *   console.log('Warnings:', result.warnings);
   * }
   * ```
   */
  async create(params) {
    return this.request("/api/qualityprofiles/create", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Deactivate a rule on a quality profile.
   *
   * @param params - The deactivation parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {NotFoundError} If the profile or rule doesn't exist
   *
   * @example
   * ```typescript
   * await client.qualityProfiles.deactivateRule({
   *   key: 'java-profile-key',
   *   rule: 'squid:S1234'
   * });
   * ```
   */
  async deactivateRule(params) {
    await this.request("/api/qualityprofiles/deactivate_rule", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Bulk-deactivate rules on a quality profile based on search criteria.
   *
   * @returns A builder for constructing the bulk deactivation request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   *
   * @example
   * ```typescript
   * // Deactivate all deprecated rules
   * const result = await client.qualityProfiles.deactivateRules()
   *   .targetProfile('java-profile-key')
   *   .statuses('DEPRECATED')
   *   .execute();
   *
   * console.log(`Deactivated ${result.succeeded} rules`);
   * ```
   */
  deactivateRules() {
    return new DeactivateRulesBuilder(async (params) => {
      return this.request("/api/qualityprofiles/deactivate_rules", {
        method: "POST",
        body: JSON.stringify(params)
      });
    });
  }
  /**
   * Delete a quality profile and all its descendants.
   * The default profile cannot be deleted.
   *
   * @param params - The deletion parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {NotFoundError} If the profile doesn't exist
   * @throws {ValidationError} If trying to delete the default profile
   *
   * @example
   * ```typescript
   * await client.qualityProfiles.delete({
   *   key: 'obsolete-profile'
   * });
   * ```
   */
  async delete(params) {
    this.validateProfileIdentification(params);
    await this.request("/api/qualityprofiles/delete", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Export a quality profile.
   *
   * @param params - The export parameters
   * @returns The exported content (format depends on the exporter)
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {NotFoundError} If the profile doesn't exist
   * @throws {ValidationError} If the exporter is not available for the profile's language
   *
   * @example
   * ```typescript
   * // Export using default exporter
   * const xml = await client.qualityProfiles.export({
   *   key: 'java-profile-key'
   * });
   *
   * // Export using specific exporter
   * const config = await client.qualityProfiles.export({
   *   key: 'js-profile-key',
   *   exporterKey: 'eslint'
   * });
   * ```
   */
  async export(params) {
    this.validateProfileIdentification(params);
    const query = new URLSearchParams();
    if (params.key !== void 0 && params.key !== "") {
      query.append("key", params.key);
    } else if (params.qualityProfile !== void 0 && params.qualityProfile !== "" && params.language !== void 0 && params.language !== "") {
      query.append("qualityProfile", params.qualityProfile);
      query.append("language", params.language);
    }
    if (params.exporterKey !== void 0 && params.exporterKey !== "") {
      query.append("exporterKey", params.exporterKey);
    }
    return this.request(`/api/qualityprofiles/export?${query.toString()}`, {
      responseType: "text"
    });
  }
  /**
   * List available profile exporters.
   *
   * @deprecated Since 18 March, 2025 - This endpoint will be removed
   * @returns The list of available exporters
   * @throws {AuthenticationError} If the user is not authenticated
   *
   * @example
   * ```typescript
   * const exporters = await client.qualityProfiles.exporters();
   * exporters.exporters.forEach(e => {
   *   console.log(`${e.name}: ${e.languages.join(', ')}`);
   * });
   * ```
   */
  async exporters() {
    DeprecationManager.warn({
      api: "qualityProfiles.exporters()",
      removeVersion: "March 18, 2025",
      reason: "This endpoint will be removed."
    });
    return this.request("/api/qualityprofiles/exporters");
  }
  /**
   * List supported importers.
   *
   * @deprecated Since 18 March, 2025 - This endpoint will be removed
   * @returns The list of available importers
   * @throws {AuthenticationError} If the user is not authenticated
   *
   * @example
   * ```typescript
   * const importers = await client.qualityProfiles.importers();
   * importers.importers.forEach(i => {
   *   console.log(`${i.name}: ${i.languages.join(', ')}`);
   * });
   * ```
   */
  async importers() {
    DeprecationManager.warn({
      api: "qualityProfiles.importers()",
      removeVersion: "March 18, 2025",
      reason: "This endpoint will be removed."
    });
    return this.request("/api/qualityprofiles/importers");
  }
  /**
   * Show a quality profile's ancestors and children.
   *
   * @param params - The inheritance request parameters
   * @returns The profile's inheritance hierarchy
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {NotFoundError} If the profile doesn't exist
   *
   * @example
   * ```typescript
   * const inheritance = await client.qualityProfiles.inheritance({
   *   key: 'custom-java-profile'
   * });
   *
   * console.log('Parent:', inheritance.ancestors[0]?.name);
   * console.log('Children:', inheritance.children.map(c => c.name));
   * ```
   */
  async inheritance(params) {
    this.validateProfileIdentification(params);
    const query = new URLSearchParams();
    if (params.key !== void 0 && params.key !== "") {
      query.append("key", params.key);
    } else if (params.qualityProfile !== void 0 && params.qualityProfile !== "" && params.language !== void 0 && params.language !== "") {
      query.append("qualityProfile", params.qualityProfile);
      query.append("language", params.language);
    }
    return this.request(`/api/qualityprofiles/inheritance?${query.toString()}`);
  }
  /**
   * List projects with their association status for a quality profile.
   *
   * @returns A builder for constructing the projects request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {NotFoundError} If the profile doesn't exist
   *
   * @example
   * ```typescript
   * // Get associated projects
   * const projects = await client.qualityProfiles.projects()
   *   .profile('java-profile-key')
   *   .selected('selected')
   *   .execute();
   *
   * // Search for projects to associate
   * for await (const project of client.qualityProfiles.projects()
   *   .profile('java-profile-key')
   *   .query('mobile')
   *   .selected('deselected')
   *   .all()) {
   *   console.log(`Can associate: ${project.name}`);
   * }
   * ```
   */
  projects() {
    return new ProjectsBuilder(async (params) => {
      const query = new URLSearchParams();
      query.append("key", params.key);
      if (params.p !== void 0) {
        query.append("p", String(params.p));
      }
      if (params.ps !== void 0) {
        query.append("ps", String(params.ps));
      }
      if (params.q !== void 0 && params.q !== "") {
        query.append("q", params.q);
      }
      if (params.selected !== void 0) {
        query.append("selected", params.selected);
      }
      return this.request(`/api/qualityprofiles/projects?${query.toString()}`);
    });
  }
  /**
   * Convenience method to iterate through all projects for a profile.
   * This is equivalent to calling projects().profile(key).all()
   *
   * @param profileKey - The quality profile key
   * @returns An async iterator for all projects
   *
   * @example
   * ```typescript
   * for await (const project of client.qualityProfiles.projectsAll('java-profile-key')) {
   *   console.log(project.name, project.selected ? 'associated' : 'not associated');
   * }
   * ```
   */
  projectsAll(profileKey) {
    return this.projects().profile(profileKey).pageSize(500).all();
  }
  /**
   * Remove a project's association with a quality profile.
   *
   * @param params - The removal parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have proper permissions
   * @throws {NotFoundError} If the profile or project doesn't exist
   *
   * @example
   * ```typescript
   * await client.qualityProfiles.removeProject({
   *   key: 'java-profile-key',
   *   project: 'my-project'
   * });
   * ```
   */
  async removeProject(params) {
    this.validateProfileIdentification(params);
    this.validateProjectIdentification(params);
    await this.request("/api/qualityprofiles/remove_project", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Rename a quality profile.
   *
   * @param params - The rename parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {NotFoundError} If the profile doesn't exist
   * @throws {ValidationError} If a profile with the new name already exists
   *
   * @example
   * ```typescript
   * await client.qualityProfiles.rename({
   *   key: 'java-profile-key',
   *   name: 'Company Java Standards v2'
   * });
   * ```
   */
  async rename(params) {
    await this.request("/api/qualityprofiles/rename", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Restore a quality profile from an XML backup.
   * If the profile already exists, it will be updated.
   *
   * @param params - The restore parameters
   * @returns Information about the restored profile
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {ValidationError} If the backup content is invalid
   *
   * @example
   * ```typescript
   * const xmlContent = fs.readFileSync('profile-backup.xml', 'utf-8');
   * const result = await client.qualityProfiles.restore({
   *   backup: xmlContent,
   *   organization: 'my-org'
   * });
   *
   * console.log(`Restored profile: ${result.profile.name}`);
   * console.log(`Rules restored: ${result.ruleSuccesses}`);
   * console.log(`Rules failed: ${result.ruleFailures}`);
   * ```
   */
  async restore(params) {
    return this.request("/api/qualityprofiles/restore", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Search for quality profiles.
   *
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   *
   * @example
   * ```typescript
   * // Get default profiles
   * const defaults = await client.qualityProfiles.search()
   *   .defaults(true)
   *   .execute();
   *
   * // Get profiles for a specific language
   * const javaProfiles = await client.qualityProfiles.search()
   *   .language('java')
   *   .execute();
   *
   * // Get profiles used by a project
   * const projectProfiles = await client.qualityProfiles.search()
   *   .project('my-project')
   *   .execute();
   * ```
   */
  search() {
    return new SearchBuilder(async (params) => {
      const query = new URLSearchParams();
      if (params.defaults !== void 0) {
        query.append("defaults", String(params.defaults));
      }
      if (params.language !== void 0 && params.language !== "") {
        query.append("language", params.language);
      }
      if (params.project !== void 0 && params.project !== "") {
        query.append("project", params.project);
      }
      if (params.qualityProfile !== void 0 && params.qualityProfile !== "") {
        query.append("qualityProfile", params.qualityProfile);
      }
      if (params.organization !== void 0 && params.organization !== "") {
        query.append("organization", params.organization);
      }
      const queryString = query.toString();
      const url = queryString ? `/api/qualityprofiles/search?${queryString}` : "/api/qualityprofiles/search";
      return this.request(url);
    });
  }
  /**
   * Set the default profile for a given language.
   *
   * @param params - The default profile parameters
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer Quality Profiles' permission
   * @throws {NotFoundError} If the profile doesn't exist
   *
   * @example
   * ```typescript
   * await client.qualityProfiles.setDefault({
   *   key: 'strict-java-profile'
   * });
   * ```
   */
  async setDefault(params) {
    this.validateProfileIdentification(params);
    await this.request("/api/qualityprofiles/set_default", {
      method: "POST",
      body: JSON.stringify(params)
    });
  }
  /**
   * Validate that profile identification is provided (either key or qualityProfile+language).
   */
  validateProfileIdentification(params) {
    if ((params.key === void 0 || params.key === "") && (params.qualityProfile === void 0 || params.qualityProfile === "" || params.language === void 0 || params.language === "")) {
      throw new ValidationError("Either key or both qualityProfile and language must be provided");
    }
  }
  /**
   * Validate that project identification is provided (either project or projectUuid).
   */
  validateProjectIdentification(params) {
    if ((params.project === void 0 || params.project === "") && (params.projectUuid === void 0 || params.projectUuid === "")) {
      throw new ValidationError("Either project or projectUuid must be provided");
    }
  }
};

// src/resources/rules/builders.ts
var SearchRulesBuilder = class extends PaginatedBuilder {
  /**
   * Filter rules that are activated or deactivated on the selected Quality profile
   */
  withActivation(activated) {
    return this.setParam("activation", activated);
  }
  /**
   * Filter by activation severities
   */
  withActiveSeverities(severities) {
    return this.setParam("active_severities", severities);
  }
  /**
   * Filter rules added since specified date (yyyy-MM-dd format)
   */
  availableSince(date) {
    return this.setParam("available_since", date);
  }
  /**
   * Filter by Clean Code attribute categories
   */
  withCleanCodeAttributeCategories(categories) {
    return this.setParam("cleanCodeAttributeCategories", categories);
  }
  /**
   * Filter by CWE identifiers
   */
  withCwe(cweIds) {
    return this.setParam("cwe", cweIds);
  }
  /**
   * Specify fields to be returned in response
   */
  withFields(fields) {
    return this.setParam("f", fields);
  }
  /**
   * Request facets for aggregated data
   */
  withFacets(facets) {
    return this.setParam("facets", facets);
  }
  /**
   * Filter by impact severities
   */
  withImpactSeverities(severities) {
    return this.setParam("impactSeverities", severities);
  }
  /**
   * Filter by software quality impacts
   */
  withImpactSoftwareQualities(qualities) {
    return this.setParam("impactSoftwareQualities", qualities);
  }
  /**
   * Include external engine rules in the results
   */
  includeExternal(include = true) {
    return this.setParam("include_external", include);
  }
  /**
   * Filter by inheritance values for a rule within a quality profile
   */
  withInheritance(inheritance) {
    return this.setParam("inheritance", inheritance);
  }
  /**
   * Filter template rules
   */
  isTemplate(template) {
    return this.setParam("is_template", template);
  }
  /**
   * Filter by programming languages
   */
  withLanguages(languages) {
    return this.setParam("languages", languages);
  }
  /**
   * Filter by organization
   */
  inOrganization(organization) {
    return this.setParam("organization", organization);
  }
  /**
   * Filter by OWASP Top 10 categories
   */
  withOwaspTop10(categories) {
    return this.setParam("owaspTop10", categories);
  }
  /**
   * Filter by OWASP Top 10 2021 categories
   */
  withOwaspTop10v2021(categories) {
    return this.setParam("owaspTop10-2021", categories);
  }
  /**
   * Search rules by query string
   */
  withQuery(query) {
    return this.setParam("q", query);
  }
  /**
   * Filter by quality profile key
   */
  inQualityProfile(profileKey) {
    return this.setParam("qprofile", profileKey);
  }
  /**
   * Filter by repositories
   */
  withRepositories(repositories) {
    return this.setParam("repositories", repositories);
  }
  /**
   * Search for a specific rule by key
   */
  withRuleKey(key) {
    return this.setParam("rule_key", key);
  }
  /**
   * Filter by multiple rule keys
   */
  withRuleKeys(keys) {
    return this.setParam("rule_keys", keys);
  }
  /**
   * Set sorting field and order
   */
  sortBy(field, ascending = true) {
    this.setParam("s", field);
    return this.setParam("asc", ascending);
  }
  /**
   * Filter by default severities
   */
  withSeverities(severities) {
    return this.setParam("severities", severities);
  }
  /**
   * Filter by SonarSource security categories
   */
  withSonarSourceSecurity(categories) {
    return this.setParam("sonarsourceSecurity", categories);
  }
  /**
   * Filter by rule statuses
   */
  withStatuses(statuses) {
    return this.setParam("statuses", statuses);
  }
  /**
   * Filter by tags
   */
  withTags(tags) {
    return this.setParam("tags", tags);
  }
  /**
   * Filter by template rule key
   */
  withTemplateKey(key) {
    return this.setParam("template_key", key);
  }
  /**
   * Filter by rule types
   */
  withTypes(types) {
    return this.setParam("types", types);
  }
  /**
   * Execute the search and return a single page
   */
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Get items from response for pagination
   */
  getItems(response) {
    return response.rules;
  }
};

// src/resources/rules/RulesClient.ts
var RulesClient = class extends BaseClient {
  /**
   * List available rule repositories
   * @param params - Request parameters
   * @returns List of rule repositories
   * @throws {Error} If the request fails
   */
  async listRepositories(params) {
    const searchParams = new URLSearchParams();
    if (params?.language !== void 0 && params.language.length > 0) {
      searchParams.append("language", params.language);
    }
    if (params?.q !== void 0 && params.q.length > 0) {
      searchParams.append("q", params.q);
    }
    const query = searchParams.toString();
    const url = query ? `/api/rules/repositories?${query}` : "/api/rules/repositories";
    return this.request(url);
  }
  /**
   * Search for rules with advanced filtering and pagination support
   * @returns Builder for constructing complex search queries
   */
  search() {
    return new SearchRulesBuilder(
      async (params) => this.searchExecutor(params)
    );
  }
  /**
   * Get detailed information about a rule
   * @param params - Request parameters
   * @returns Detailed rule information
   * @throws {Error} If the request fails
   */
  async show(params) {
    const searchParams = new URLSearchParams({
      key: params.key,
      organization: params.organization
    });
    if (params.actives !== void 0) {
      searchParams.append("actives", params.actives.toString());
    }
    return this.request(`/api/rules/show?${searchParams.toString()}`);
  }
  /**
   * List rule tags
   * @param params - Request parameters
   * @returns List of rule tags
   * @throws {Error} If the request fails
   */
  async listTags(params) {
    const searchParams = new URLSearchParams({
      organization: params.organization
    });
    if (params.ps !== void 0) {
      searchParams.append("ps", params.ps.toString());
    }
    if (params.q !== void 0 && params.q.length > 0) {
      searchParams.append("q", params.q);
    }
    return this.request(`/api/rules/tags?${searchParams.toString()}`);
  }
  /**
   * Update an existing rule
   * @param params - Request parameters
   * @returns The updated rule
   * @throws {Error} If the request fails
   * @requires Administer Quality Profiles permission
   */
  async update(params) {
    const body = {
      key: params.key,
      organization: params.organization
    };
    if (params.markdown_description !== void 0) {
      body["markdown_description"] = params.markdown_description;
    }
    if (params.markdown_note !== void 0) {
      body["markdown_note"] = params.markdown_note;
    }
    if (params.name !== void 0) {
      body["name"] = params.name;
    }
    if (params.params !== void 0) {
      body["params"] = params.params;
    }
    if (params.remediation_fn_base_effort !== void 0) {
      body["remediation_fn_base_effort"] = params.remediation_fn_base_effort;
    }
    if (params.remediation_fn_type !== void 0) {
      body["remediation_fn_type"] = params.remediation_fn_type;
    }
    if (params.remediation_fy_gap_multiplier !== void 0) {
      body["remediation_fy_gap_multiplier"] = params.remediation_fy_gap_multiplier;
    }
    if (params.severity !== void 0) {
      body["severity"] = params.severity;
    }
    if (params.status !== void 0) {
      body["status"] = params.status;
    }
    if (params.tags !== void 0) {
      body["tags"] = params.tags;
    }
    return this.request("/api/rules/update", {
      method: "POST",
      body: JSON.stringify(body)
    });
  }
  /**
   * Execute search request with proper parameter handling
   */
  async searchExecutor(params) {
    const searchParams = new URLSearchParams();
    const arrayParams = /* @__PURE__ */ new Set([
      "active_severities",
      "cleanCodeAttributeCategories",
      "cwe",
      "f",
      "facets",
      "impactSeverities",
      "impactSoftwareQualities",
      "inheritance",
      "languages",
      "owaspTop10",
      "repositories",
      "rule_keys",
      "severities",
      "sonarsourceSecurity",
      "statuses",
      "tags",
      "types"
    ]);
    for (const [key, value] of Object.entries(params)) {
      if (value !== void 0 && value !== null) {
        if (arrayParams.has(key) && Array.isArray(value)) {
          if (value.length > 0) {
            searchParams.append(key, value.join(","));
          }
        } else if (typeof value === "boolean") {
          searchParams.append(key, value.toString());
        } else if (typeof value === "number" || typeof value === "string") {
          searchParams.append(key, value.toString());
        }
      }
    }
    return this.request(`/api/rules/search?${searchParams.toString()}`);
  }
};

// src/resources/settings/builders.ts
init_errors();

// src/resources/settings/helpers.ts
function isValidParam(value) {
  return value !== void 0 && value !== "";
}
function addParamIfValid(params, key, value) {
  if (isValidParam(value)) {
    params.set(key, value);
  }
}
function splitKeys(keys) {
  return isValidParam(keys) ? keys.split(",") : [];
}

// src/resources/settings/builders.ts
var SetSettingBuilder = class extends BaseBuilder {
  component = ParameterHelpers.createStringMethod("component");
  organization = ParameterHelpers.createStringMethod("organization");
  /**
   * Set the setting key
   * @param key - Setting key
   */
  key(key) {
    return this.setParam("key", key);
  }
  /**
   * Set a single value
   * @param value - Setting value
   */
  value(value) {
    return this.setParam("value", value);
  }
  /**
   * Set multiple values
   * @param values - Array of values
   */
  values(values) {
    return this.setParam("values", values);
  }
  /**
   * Add a single value to the values array
   * @param value - Value to add
   */
  addValue(value) {
    const currentValues = this.params.values ?? [];
    return this.setParam("values", [...currentValues, value]);
  }
  /**
   * Set field values for property set settings
   * @param fieldValues - Array of field value objects
   */
  fieldValues(fieldValues) {
    return this.setParam("fieldValues", fieldValues);
  }
  /**
   * Add a field value object
   * @param fieldValue - Field value object to add
   */
  addFieldValue(fieldValue) {
    const currentFieldValues = this.params.fieldValues ?? [];
    return this.setParam("fieldValues", [...currentFieldValues, fieldValue]);
  }
  /**
   * Execute the request
   */
  async execute() {
    if (!isValidParam(this.params.key)) {
      throw new ValidationError("Setting key is required", "MISSING_KEY");
    }
    if (this.params.value === void 0 && this.params.values === void 0 && this.params.fieldValues === void 0) {
      throw new ValidationError(
        "Either value, values, or fieldValues must be provided",
        "MISSING_VALUE"
      );
    }
    const valueTypes = [this.params.value, this.params.values, this.params.fieldValues].filter(
      Boolean
    );
    if (valueTypes.length > 1) {
      throw new ValidationError(
        "Only one of value, values, or fieldValues can be provided",
        "MULTIPLE_VALUE_TYPES"
      );
    }
    return this.executor(this.params);
  }
};
var ResetSettingBuilder = class extends BaseBuilder {
  component = ParameterHelpers.createStringMethod("component");
  branch = ParameterHelpers.createStringMethod("branch");
  pullRequest = ParameterHelpers.createStringMethod("pullRequest");
  organization = ParameterHelpers.createStringMethod("organization");
  /**
   * Set the keys to reset
   * @param keys - Array of setting keys
   */
  keys(keys) {
    return this.setParam("keys", keys.join(","));
  }
  /**
   * Add a key to reset
   * @param key - Setting key to add
   */
  addKey(key) {
    const currentKeys = splitKeys(this.params.keys);
    return this.setParam("keys", [...currentKeys, key].join(","));
  }
  /**
   * Execute the request
   */
  async execute() {
    if (!isValidParam(this.params.keys)) {
      throw new ValidationError("At least one key is required", "MISSING_KEYS");
    }
    return this.executor(this.params);
  }
};
var ValuesBuilder = class extends BaseBuilder {
  component = ParameterHelpers.createStringMethod("component");
  organization = ParameterHelpers.createStringMethod("organization");
  /**
   * Set the keys to retrieve
   * @param keys - Array of setting keys
   */
  keys(keys) {
    return this.setParam("keys", keys.join(","));
  }
  /**
   * Add a key to retrieve
   * @param key - Setting key to add
   */
  addKey(key) {
    const currentKeys = splitKeys(this.params.keys);
    return this.setParam("keys", [...currentKeys, key].join(","));
  }
  /**
   * Execute the request
   */
  async execute() {
    if (isValidParam(this.params.component) && isValidParam(this.params.organization)) {
      throw new ValidationError(
        "Both component and organization parameters cannot be used together",
        "CONFLICTING_PARAMS"
      );
    }
    return this.executor(this.params);
  }
};

// src/resources/settings/SettingsClient.ts
var SettingsClient = class extends BaseClient {
  /**
   * List settings definitions.
   * Requires 'Browse' permission when a component is specified.
   * To access licensed settings, authentication is required.
   * To access secured settings, one of the following permissions is required:
   * - 'Execute Analysis'
   * - 'Administer' rights on the specified component
   *
   * @param options - Optional parameters
   * @param options.component - Component key
   * @returns Promise that resolves to the list of setting definitions
   * @throws {AuthenticationError} If authentication is required for licensed settings
   * @throws {AuthorizationError} If user lacks required permissions
   *
   * @example
   * ```typescript
   * // Get all global settings definitions
   * const definitions = await client.settings.listDefinitions();
   *
   * // Get settings definitions for a specific component
   * const componentDefinitions = await client.settings.listDefinitions({
   *   component: 'my_project'
   * });
   * ```
   */
  async listDefinitions(options = {}) {
    const params = new URLSearchParams();
    addParamIfValid(params, "component", options.component);
    const query = params.toString();
    const endpoint = query ? `/api/settings/list_definitions?${query}` : "/api/settings/list_definitions";
    return this.request(endpoint);
  }
  /**
   * Update a setting value.
   * Either 'value' or 'values' must be provided.
   * The settings defined in conf/sonar.properties are read-only and can't be changed.
   * Requires the permission 'Administer' on the specified component.
   *
   * @returns A builder for constructing the set request
   * @throws {AuthorizationError} If user lacks 'Administer' permission
   * @throws {ValidationError} If the setting is read-only or invalid
   *
   * @example
   * ```typescript
   * // Set a simple string value
   * await client.settings.set()
   *   .key('sonar.links.scm')
   *   .value('git@github.com:SonarSource/sonarqube.git')
   *   .execute();
   *
   * // Set multiple values
   * await client.settings.set()
   *   .key('sonar.inclusions')
   *   .values(['src/**', 'lib/**'])
   *   .execute();
   *
   * // Set field values for property set
   * await client.settings.set()
   *   .key('sonar.issue.ignore.multicriteria')
   *   .fieldValues([
   *     { ruleKey: 'java:S1135', resourceKey: '**\/test\/**' },
   *     { ruleKey: 'java:S2589', resourceKey: '**\/generated\/**' }
   *   ])
   *   .execute();
   *
   * // Set component-specific setting
   * await client.settings.set()
   *   .key('sonar.coverage.exclusions')
   *   .value('**\/test\/**,**\/vendor\/**')
   *   .component('my_project')
   *   .execute();
   * ```
   */
  set() {
    return new SetSettingBuilder(async (params) => {
      const body = new URLSearchParams();
      body.set("key", params.key);
      if (params.value !== void 0) {
        body.set("value", params.value);
      }
      if (params.values) {
        for (const value of params.values) {
          body.append("values", value);
        }
      }
      if (params.fieldValues) {
        for (const fieldValue of params.fieldValues) {
          body.append("fieldValues", JSON.stringify(fieldValue));
        }
      }
      addParamIfValid(body, "component", params.component);
      addParamIfValid(body, "organization", params.organization);
      await this.request("/api/settings/set", {
        method: "POST",
        body
      });
    });
  }
  /**
   * Remove a setting value.
   * The settings defined in conf/sonar.properties are read-only and can't be changed.
   * Requires the permission 'Administer' on the specified component.
   *
   * @returns A builder for constructing the reset request
   * @throws {AuthorizationError} If user lacks 'Administer' permission
   * @throws {ValidationError} If the setting is read-only
   *
   * @example
   * ```typescript
   * // Reset a single setting
   * await client.settings.reset()
   *   .keys(['sonar.links.scm'])
   *   .execute();
   *
   * // Reset multiple settings
   * await client.settings.reset()
   *   .keys(['sonar.links.scm', 'sonar.debt.hoursInDay'])
   *   .execute();
   *
   * // Reset component-specific settings
   * await client.settings.reset()
   *   .keys(['sonar.coverage.exclusions'])
   *   .component('my_project')
   *   .execute();
   *
   * // Reset settings on a specific branch
   * await client.settings.reset()
   *   .keys(['sonar.coverage.exclusions'])
   *   .component('my_project')
   *   .branch('feature/my_branch')
   *   .execute();
   * ```
   */
  reset() {
    return new ResetSettingBuilder(async (params) => {
      const body = new URLSearchParams();
      body.set("keys", params.keys);
      addParamIfValid(body, "component", params.component);
      addParamIfValid(body, "branch", params.branch);
      addParamIfValid(body, "pullRequest", params.pullRequest);
      addParamIfValid(body, "organization", params.organization);
      await this.request("/api/settings/reset", {
        method: "POST",
        body
      });
    });
  }
  /**
   * List settings values.
   * If no value has been set for a setting, then the default value is returned.
   * Both component and organization parameters cannot be used together.
   * Requires 'Browse' or 'Execute Analysis' permission when a component is specified.
   * Requires to be member of the organization if one is specified.
   * To access secured settings, one of the following permissions is required:
   * 'Execute Analysis' or 'Administer' rights on the specified component
   *
   * @returns A builder for constructing the values request
   * @throws {AuthenticationError} If authentication is required
   * @throws {AuthorizationError} If user lacks required permissions
   * @throws {ValidationError} If both component and organization are specified
   *
   * @example
   * ```typescript
   * // Get all settings values
   * const allSettings = await client.settings.values().execute();
   *
   * // Get specific settings values
   * const specificSettings = await client.settings.values()
   *   .keys(['sonar.test.inclusions', 'sonar.exclusions'])
   *   .execute();
   *
   * // Get component-specific settings
   * const componentSettings = await client.settings.values()
   *   .component('my_project')
   *   .execute();
   *
   * // Get organization-specific settings
   * const orgSettings = await client.settings.values()
   *   .organization('my-org')
   *   .execute();
   * ```
   */
  values() {
    return new ValuesBuilder(async (params) => {
      const searchParams = new URLSearchParams();
      addParamIfValid(searchParams, "keys", params.keys);
      addParamIfValid(searchParams, "component", params.component);
      addParamIfValid(searchParams, "organization", params.organization);
      const query = searchParams.toString();
      const endpoint = query ? `/api/settings/values?${query}` : "/api/settings/values";
      return this.request(endpoint);
    });
  }
  /**
   * List settings values.
   * Alias for values() method.
   * If no value has been set for a setting, then the default value is returned.
   * Both component and organization parameters cannot be used together.
   * Requires 'Browse' or 'Execute Analysis' permission when a component is specified.
   * Requires to be member of the organization if one is specified.
   * To access secured settings, one of the following permissions is required:
   * 'Execute Analysis' or 'Administer' rights on the specified component
   *
   * @returns A builder for constructing the values request
   * @throws {AuthenticationError} If authentication is required
   * @throws {AuthorizationError} If user lacks required permissions
   * @throws {ValidationError} If both component and organization are specified
   *
   * @example
   * ```typescript
   * // Get all settings values
   * const allSettings = await client.settings.list().execute();
   *
   * // Get specific settings values
   * const specificSettings = await client.settings.list()
   *   .keys(['sonar.test.inclusions', 'sonar.exclusions'])
   *   .execute();
   *
   * // Get component-specific settings
   * const componentSettings = await client.settings.list()
   *   .component('my_project')
   *   .execute();
   *
   * // Get organization-specific settings
   * const orgSettings = await client.settings.list()
   *   .organization('my-org')
   *   .execute();
   * ```
   */
  list() {
    return this.values();
  }
};

// src/resources/users/builders.ts
init_errors();
var SearchUsersBuilder = class extends PaginatedBuilder {
  /**
   * Filter on a list of one or more (max 30) user identifiers (comma-separated UUID V4).
   * Maximum length: 1110 characters
   */
  ids = ParameterHelpers.createArrayMethod("ids");
  /**
   * Filter on login, name and email.
   * Minimum length: 2 characters
   */
  query = ParameterHelpers.createStringMethod("q");
  async execute() {
    const finalParams = this.params;
    if (finalParams.ids !== void 0) {
      if (finalParams.ids.length > 30) {
        throw new ValidationError("Maximum 30 user IDs allowed");
      }
      const idsString = finalParams.ids.join(",");
      if (idsString.length > 1110) {
        throw new ValidationError("IDs string exceeds maximum length of 1110 characters");
      }
    }
    if (finalParams.q !== void 0 && finalParams.q.length < 2) {
      throw new ValidationError("Query must be at least 2 characters long");
    }
    return this.executor(finalParams);
  }
  getItems(response) {
    return response.users;
  }
};
var GetUserGroupsBuilder = class extends PaginatedBuilder {
  /**
   * A user login (required).
   */
  login = ParameterHelpers.createStringMethod("login");
  /**
   * Organization key (required).
   */
  organization = ParameterHelpers.createStringMethod("organization");
  /**
   * Limit search to group names that contain the supplied string.
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Filter by selection status.
   * Default: 'selected'
   */
  selected(value) {
    this.params.selected = value;
    return this;
  }
  async execute() {
    const finalParams = this.params;
    if (!finalParams.login || finalParams.login.trim() === "") {
      throw new ValidationError("login is required");
    }
    if (!finalParams.organization || finalParams.organization.trim() === "") {
      throw new ValidationError("organization is required");
    }
    return this.executor(finalParams);
  }
  getItems(response) {
    return response.groups;
  }
};

// src/resources/users/buildersV2.ts
var SearchUsersV2Builder = class extends BaseBuilder {
  /**
   * Set user IDs to search for
   * @param ids - Array of user IDs
   */
  ids(ids) {
    return this.setParam("ids", ids);
  }
  /**
   * Set search query for login, name, or email
   * @param query - Search query string
   */
  query(query) {
    return this.setParam("query", query);
  }
  /**
   * Filter by active status
   * @param active - Whether to include only active users
   */
  active(active = true) {
    return this.setParam("active", active);
  }
  /**
   * Include external provider information in response
   * @param include - Whether to include external provider info
   */
  includeExternalProvider(include = true) {
    return this.setParam("includeExternalProvider", include);
  }
  /**
   * Set page number (1-based)
   * @param page - Page number
   */
  page(page) {
    return this.setParam("page", page);
  }
  /**
   * Set page size (max 500)
   * @param pageSize - Number of items per page
   */
  pageSize(pageSize) {
    return this.setParam("pageSize", pageSize);
  }
  /**
   * Execute the request
   */
  async execute() {
    return this.executor(this.params);
  }
  /**
   * Execute and return all items using async iteration
   */
  async *all() {
    let currentPage = 1;
    let hasMore = true;
    while (hasMore) {
      const response = await this.page(currentPage).execute();
      const items = this.getItems(response);
      for (const item of items) {
        yield item;
      }
      const nextParams = this.getNextPageParams(response, {
        ...this.params,
        page: currentPage
      });
      hasMore = nextParams !== null;
      currentPage++;
    }
  }
  /**
   * Extract users from the API response
   */
  getItems(response) {
    return response.users;
  }
  /**
   * Get pagination info for the next page request
   */
  getNextPageParams(response, currentParams) {
    const { page } = response;
    const currentPage = currentParams.page ?? 1;
    if (currentPage >= page.totalPages) {
      return null;
    }
    return {
      ...currentParams,
      page: currentPage + 1
    };
  }
};

// src/resources/users/UsersClient.ts
var UsersClient = class extends BaseClient {
  /**
   * Get a list of active users from organizations the user making the request belongs to.
   *
   * @since 2.10
   * @deprecated Since 10.8 (February 10, 2025). Use GET api/v2/users/search instead. Will be dropped August 13th 2025.
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {RateLimitError} If the rate limit is exceeded
   *
   * @example
   * ```typescript
   * // Search for users by query
   * const results = await client.users.search()
   *   .query('john')
   *   .pageSize(50)
   *   .execute();
   *
   * // Search by IDs
   * const users = await client.users.search()
   *   .ids(['uuid-1', 'uuid-2'])
   *   .execute();
   *
   * // Iterate through all users
   * for await (const user of client.users.searchAll()) {
   *   console.log(user.name);
   * }
   * ```
   */
  search() {
    DeprecationManager.warn({
      api: "users.search()",
      replacement: "users.searchV2()",
      removeVersion: "v1.0.0 (August 13th, 2025)",
      reason: "SonarQube API v1 endpoint deprecated since 10.8",
      migrationGuide: "https://github.com/your-repo/sonarqube-web-api-client/blob/main/MIGRATION.md#users-api"
    });
    return new SearchUsersBuilder(async (params) => {
      const query = new URLSearchParams();
      if (params.ids !== void 0) {
        query.append("ids", params.ids.join(","));
      }
      if (params.p !== void 0) {
        query.append("p", String(params.p));
      }
      if (params.ps !== void 0) {
        query.append("ps", String(params.ps));
      }
      if (params.q !== void 0) {
        query.append("q", params.q);
      }
      const queryString = query.toString();
      const url = queryString ? `/api/users/search?${queryString}` : "/api/users/search";
      return this.request(url);
    });
  }
  /**
   * Convenience method to iterate through all users.
   * This is equivalent to calling search().all()
   *
   * @deprecated Since 10.8 (February 10, 2025). Use GET api/v2/users/search instead. Will be dropped August 13th 2025.
   * @returns An async iterator for all users
   *
   * @example
   * ```typescript
   * for await (const user of client.users.searchAll()) {
   *   console.log(user.name);
   * }
   * ```
   */
  searchAll() {
    DeprecationManager.warn({
      api: "users.searchAll()",
      replacement: "users.searchV2().all()",
      removeVersion: "v1.0.0 (August 13th, 2025)",
      reason: "SonarQube API v1 endpoint deprecated since 10.8",
      migrationGuide: "https://github.com/your-repo/sonarqube-web-api-client/blob/main/MIGRATION.md#users-api"
    });
    return this.search().all();
  }
  /**
   * Lists the groups a user belongs to.
   *
   * @since 5.2
   * @returns A builder for constructing the groups request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission on the organization
   * @throws {NotFoundError} If the user or organization doesn't exist
   *
   * @example
   * ```typescript
   * // Get groups for a specific user
   * const results = await client.users.groups()
   *   .login('john.doe')
   *   .organization('my-org')
   *   .execute();
   *
   * // Search for specific groups
   * const groups = await client.users.groups()
   *   .login('john.doe')
   *   .organization('my-org')
   *   .query('admin')
   *   .selected('all')
   *   .execute();
   *
   * // Iterate through all groups
   * for await (const group of client.users.groups()
   *   .login('john.doe')
   *   .organization('my-org')
   *   .all()) {
   *   console.log(group.name);
   * }
   * ```
   */
  groups() {
    return new GetUserGroupsBuilder(async (params) => {
      const query = new URLSearchParams({
        login: params.login,
        organization: params.organization
      });
      if (params.p !== void 0) {
        query.append("p", String(params.p));
      }
      if (params.ps !== void 0) {
        query.append("ps", String(params.ps));
      }
      if (params.q !== void 0) {
        query.append("q", params.q);
      }
      if (params.selected !== void 0) {
        query.append("selected", params.selected);
      }
      return this.request(`/api/users/groups?${query.toString()}`);
    });
  }
  /**
   * Convenience method to iterate through all groups for a user.
   *
   * @param login - The user login
   * @param organization - The organization key
   * @returns An async iterator for all groups
   *
   * @example
   * ```typescript
   * for await (const group of client.users.groupsAll('john.doe', 'my-org')) {
   *   console.log(group.name);
   * }
   * ```
   */
  groupsAll(login, organization) {
    return this.groups().login(login).organization(organization).all();
  }
  // ============================================================================
  // V2 API METHODS
  // ============================================================================
  /**
   * Search users using the new v2 API endpoint.
   * This is the recommended method that replaces the deprecated search() method.
   *
   * @since 10.8
   * @returns A builder for constructing the v2 search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {RateLimitError} If the rate limit is exceeded
   *
   * @example
   * ```typescript
   * // Search for users by query
   * const results = await client.users.searchV2()
   *   .query('john')
   *   .pageSize(50)
   *   .active(true)
   *   .execute();
   *
   * // Search by IDs with enhanced info
   * const users = await client.users.searchV2()
   *   .ids(['uuid-1', 'uuid-2'])
   *   .includeExternalProvider(true)
   *   .execute();
   *
   * // Iterate through all active users
   * for await (const user of client.users.searchV2().active(true).all()) {
   *   console.log(user.name);
   * }
   * ```
   */
  searchV2() {
    return new SearchUsersV2Builder(async (params) => {
      const query = new URLSearchParams();
      if (params.ids !== void 0 && params.ids.length > 0) {
        query.append("ids", params.ids.join(","));
      }
      if (params.page !== void 0) {
        query.append("page", String(params.page));
      }
      if (params.pageSize !== void 0) {
        query.append("pageSize", String(params.pageSize));
      }
      if (params.query !== void 0) {
        query.append("query", params.query);
      }
      if (params.active !== void 0) {
        query.append("active", String(params.active));
      }
      if (params.includeExternalProvider !== void 0) {
        query.append("includeExternalProvider", String(params.includeExternalProvider));
      }
      const queryString = query.toString();
      const url = queryString ? `/api/v2/users/search?${queryString}` : "/api/v2/users/search";
      return this.request(url);
    });
  }
  /**
   * Convenience method to iterate through all users using the v2 API.
   * This is equivalent to calling searchV2().all()
   *
   * @since 10.8
   * @returns An async iterator for all users
   *
   * @example
   * ```typescript
   * for await (const user of client.users.searchAllV2()) {
   *   console.log(user.name);
   * }
   * ```
   */
  searchAllV2() {
    return this.searchV2().all();
  }
};

// src/resources/user-tokens/UserTokensClient.ts
var UserTokensClient = class extends BaseClient {
  /**
   * Generate a user access token
   *
   * Please keep your tokens secret. They enable to authenticate and analyze projects.
   * The endpoint generates a token for the logged in user.
   *
   * @param params Token generation parameters
   * @returns The generated token details
   *
   * @example
   * ```typescript
   * const client = new UserTokensClient(baseUrl, token);
   * const result = await client.generate({
   *   name: 'Project scan on Travis'
   * });
   * console.log(result.token); // The generated token value
   * ```
   */
  async generate(params) {
    const body = new URLSearchParams();
    body.append("name", params.name);
    if (params.login !== void 0 && params.login.length > 0) {
      body.append("login", params.login);
    }
    return this.request("/api/user_tokens/generate", {
      method: "POST",
      body: body.toString(),
      headers: {
        ["Content-Type"]: "application/x-www-form-urlencoded"
      }
    });
  }
  /**
   * Revoke a user access token
   *
   * It requires administration permissions to specify a 'login' and revoke a token for another user.
   * Otherwise, the token for the current user is revoked.
   *
   * @param params Token revocation parameters
   * @returns Nothing
   *
   * @example
   * ```typescript
   * const client = new UserTokensClient(baseUrl, token);
   * await client.revoke({
   *   name: 'Project scan on Travis'
   * });
   * // Token is now revoked
   * ```
   */
  async revoke(params) {
    const body = new URLSearchParams();
    body.append("name", params.name);
    if (params.login !== void 0 && params.login.length > 0) {
      body.append("login", params.login);
    }
    await this.request("/api/user_tokens/revoke", {
      method: "POST",
      body: body.toString(),
      headers: {
        ["Content-Type"]: "application/x-www-form-urlencoded"
      }
    });
  }
  /**
   * List the access tokens of a user
   *
   * The login must exist and active.
   * Field 'lastConnectionDate' is only updated every hour, so it may not be accurate.
   * It requires administration permissions to specify a 'login' and list the tokens of another user.
   * Otherwise, tokens for the current user are listed.
   *
   * @param params Search parameters
   * @returns List of user tokens
   *
   * @example
   * ```typescript
   * const client = new UserTokensClient(baseUrl, token);
   * const result = await client.search();
   * console.log(result.userTokens); // Array of tokens for current user
   * ```
   */
  async search(params) {
    const searchParams = new URLSearchParams();
    if (params?.login !== void 0 && params.login.length > 0) {
      searchParams.append("login", params.login);
    }
    const queryString = searchParams.toString();
    const url = queryString.length > 0 ? `/api/user_tokens/search?${queryString}` : "/api/user_tokens/search";
    return this.request(url);
  }
};

// src/resources/permissions/builders.ts
init_errors();
var SearchGlobalPermissionsBuilder = class extends PaginatedBuilder {
  /**
   * Set the organization key
   */
  organization = ParameterHelpers.createStringMethod("organization");
  /**
   * Set the search query to filter permissions
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Execute the search request and return the response
   */
  async execute() {
    return await this.executor(this.params);
  }
  /**
   * Get the items from the response for pagination
   */
  getItems(response) {
    return Array.isArray(response.permissions) ? response.permissions : [];
  }
};
var SearchProjectPermissionsBuilder = class extends PaginatedBuilder {
  /**
   * Set the project ID to search permissions for
   */
  projectId = ParameterHelpers.createStringMethod("projectId");
  /**
   * Set the project key to search permissions for
   */
  projectKey = ParameterHelpers.createStringMethod("projectKey");
  /**
   * Set the organization key
   */
  organization = ParameterHelpers.createStringMethod("organization");
  /**
   * Set the search query to filter users and groups
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Execute the search request and return the response
   */
  async execute() {
    return await this.executor(this.params);
  }
  /**
   * Get the items from the response for pagination
   */
  getItems(response) {
    return Array.isArray(response.users) ? response.users : [];
  }
};
var SearchTemplatesBuilder = class extends BaseBuilder {
  /**
   * Set the search query to filter templates by name
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Set the organization key
   */
  organization = ParameterHelpers.createStringMethod("organization");
  /**
   * Execute the search request and return the response
   */
  async execute() {
    return await this.executor(this.params);
  }
};
var BulkApplyTemplateBuilder = class extends BaseBuilder {
  /**
   * Set the template ID to apply
   */
  templateId = ParameterHelpers.createStringMethod("templateId");
  /**
   * Set the template name to apply
   */
  templateName = ParameterHelpers.createStringMethod("templateName");
  /**
   * Set the organization key
   */
  organization = ParameterHelpers.createStringMethod("organization");
  /**
   * Set the search query to filter projects
   */
  query = ParameterHelpers.createStringMethod("q");
  /**
   * Set the qualifiers filter (e.g., 'TRK' for projects)
   */
  qualifiers = ParameterHelpers.createStringMethod("qualifiers");
  /**
   * Filter for projects on provisioned only
   * @param value - Whether to filter for provisioned projects only (default: true)
   */
  onProvisionedOnly = ParameterHelpers.createBooleanMethod("onProvisionedOnly", true);
  /**
   * Set the analyzed before date filter (ISO date string)
   * @param date - ISO date string (e.g., '2024-01-01')
   */
  analyzedBefore(date) {
    return this.setParam("analyzedBefore", date);
  }
  /**
   * Set specific project keys to apply the template to (max 1000)
   * @param projectKeys - Array of project keys
   * @throws {ValidationError} If more than 1000 projects are provided
   */
  projects(projectKeys) {
    if (projectKeys.length > 1e3) {
      throw new ValidationError("Maximum of 1000 projects can be specified", "projects");
    }
    return this.setParam("projects", projectKeys);
  }
  /**
   * Execute the bulk apply template request
   * @throws {ValidationError} If required parameters are missing or invalid
   */
  async execute() {
    this.validateParams();
    await this.executor(this.params);
  }
  /**
   * Validate the request parameters before execution
   */
  validateParams() {
    const hasTemplate = (this.params.templateId ?? "") !== "" || (this.params.templateName ?? "") !== "";
    if (!hasTemplate) {
      throw new ValidationError("Either templateId or templateName must be provided", "template");
    }
    const hasProjects = (this.params.projects?.length ?? 0) > 0;
    const hasQuery = (this.params.q ?? "").length > 0;
    const hasAnalyzedBefore = (this.params.analyzedBefore ?? "").length > 0;
    const hasProvisionedOnly = this.params.onProvisionedOnly !== void 0;
    const selectionMethods = [hasProjects, hasQuery, hasAnalyzedBefore, hasProvisionedOnly].filter(
      Boolean
    );
    if (selectionMethods.length === 0) {
      throw new ValidationError(
        "At least one project selection method must be specified (projects, query, analyzedBefore, or onProvisionedOnly)",
        "projectSelection"
      );
    }
  }
};

// src/resources/permissions/helpers.ts
function isValidParam2(value) {
  return value !== void 0 && value !== "";
}
function addParamIfValid2(params, key, value) {
  if (isValidParam2(value)) {
    params.set(key, value);
  }
}

// src/resources/permissions/PermissionsClient.ts
var PermissionsClient = class extends BaseClient {
  // ============================================================================
  // USER PERMISSION OPERATIONS
  // ============================================================================
  /**
   * Add permission to a user.
   * This service defaults to global permissions, but can be limited to project
   * permissions by providing project id or project key.
   *
   * @param params - Parameters for adding user permission
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the specified project
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * // Add global permission
   * await client.permissions.addUserPermission({
   *   login: 'john.doe',
   *   permission: 'scan',
   *   organization: 'my-org'
   * });
   *
   * // Add project permission
   * await client.permissions.addUserPermission({
   *   login: 'john.doe',
   *   permission: 'codeviewer',
   *   projectKey: 'my-project',
   *   organization: 'my-org'
   * });
   * ```
   */
  async addUserPermission(params) {
    const query = new URLSearchParams();
    query.append("login", params.login);
    query.append("permission", params.permission);
    query.append("organization", params.organization);
    addParamIfValid2(query, "projectId", params.projectId);
    addParamIfValid2(query, "projectKey", params.projectKey);
    await this.request(`/api/permissions/add_user?${query.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Remove permission from a user.
   * This service defaults to global permissions, but can be limited to project
   * permissions by providing project id or project key.
   *
   * @param params - Parameters for removing user permission
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the specified project
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * // Remove global permission
   * await client.permissions.removeUserPermission({
   *   login: 'john.doe',
   *   permission: 'scan',
   *   organization: 'my-org'
   * });
   *
   * // Remove project permission
   * await client.permissions.removeUserPermission({
   *   login: 'john.doe',
   *   permission: 'codeviewer',
   *   projectKey: 'my-project',
   *   organization: 'my-org'
   * });
   * ```
   */
  async removeUserPermission(params) {
    const query = new URLSearchParams();
    query.append("login", params.login);
    query.append("permission", params.permission);
    query.append("organization", params.organization);
    addParamIfValid2(query, "projectId", params.projectId);
    addParamIfValid2(query, "projectKey", params.projectKey);
    await this.request(`/api/permissions/remove_user?${query.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Add a user to a permission template.
   *
   * @param params - Parameters for adding user to template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * await client.permissions.addUserToTemplate({
   *   login: 'john.doe',
   *   permission: 'codeviewer',
   *   templateName: 'Default Template'
   * });
   * ```
   */
  async addUserToTemplate(params) {
    const query = new URLSearchParams();
    query.append("login", params.login);
    query.append("permission", params.permission);
    addParamIfValid2(query, "organization", params.organization);
    addParamIfValid2(query, "templateId", params.templateId);
    addParamIfValid2(query, "templateName", params.templateName);
    await this.request(`/api/permissions/add_user_to_template?${query.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Remove a user from a permission template.
   *
   * @param params - Parameters for removing user from template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * await client.permissions.removeUserFromTemplate({
   *   login: 'john.doe',
   *   permission: 'codeviewer',
   *   templateName: 'Default Template'
   * });
   * ```
   */
  async removeUserFromTemplate(params) {
    const query = new URLSearchParams();
    query.append("login", params.login);
    query.append("permission", params.permission);
    addParamIfValid2(query, "organization", params.organization);
    addParamIfValid2(query, "templateId", params.templateId);
    addParamIfValid2(query, "templateName", params.templateName);
    await this.request(`/api/permissions/remove_user_from_template?${query.toString()}`, {
      method: "POST"
    });
  }
  // ============================================================================
  // GROUP PERMISSION OPERATIONS
  // ============================================================================
  /**
   * Add permission to a group.
   * This service defaults to global permissions, but can be limited to project
   * permissions by providing project id or project key.
   * The group name or group id must be provided.
   *
   * @param params - Parameters for adding group permission
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the specified project
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * // Add global permission to group
   * await client.permissions.addGroupPermission({
   *   groupName: 'developers',
   *   permission: 'scan',
   *   organization: 'my-org'
   * });
   *
   * // Add project permission to 'anyone'
   * await client.permissions.addGroupPermission({
   *   groupName: 'anyone',
   *   permission: 'codeviewer',
   *   projectKey: 'my-project'
   * });
   * ```
   */
  async addGroupPermission(params) {
    const query = new URLSearchParams();
    query.append("permission", params.permission);
    addParamIfValid2(query, "groupName", params.groupName);
    addParamIfValid2(query, "groupId", params.groupId);
    addParamIfValid2(query, "organization", params.organization);
    addParamIfValid2(query, "projectId", params.projectId);
    addParamIfValid2(query, "projectKey", params.projectKey);
    await this.request(`/api/permissions/add_group?${query.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Remove a permission from a group.
   * This service defaults to global permissions, but can be limited to project
   * permissions by providing project id or project key.
   * The group id or group name must be provided, not both.
   *
   * @param params - Parameters for removing group permission
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the specified project
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * // Remove global permission from group
   * await client.permissions.removeGroupPermission({
   *   groupName: 'developers',
   *   permission: 'scan',
   *   organization: 'my-org'
   * });
   * ```
   */
  async removeGroupPermission(params) {
    const query = new URLSearchParams();
    query.append("permission", params.permission);
    addParamIfValid2(query, "groupName", params.groupName);
    addParamIfValid2(query, "groupId", params.groupId);
    addParamIfValid2(query, "organization", params.organization);
    addParamIfValid2(query, "projectId", params.projectId);
    addParamIfValid2(query, "projectKey", params.projectKey);
    await this.request(`/api/permissions/remove_group?${query.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Add a group to a permission template.
   * The group id or group name must be provided.
   *
   * @param params - Parameters for adding group to template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * await client.permissions.addGroupToTemplate({
   *   groupName: 'developers',
   *   permission: 'codeviewer',
   *   templateName: 'Default Template'
   * });
   * ```
   */
  async addGroupToTemplate(params) {
    const query = new URLSearchParams();
    query.append("permission", params.permission);
    addParamIfValid2(query, "groupName", params.groupName);
    addParamIfValid2(query, "groupId", params.groupId);
    addParamIfValid2(query, "organization", params.organization);
    addParamIfValid2(query, "templateId", params.templateId);
    addParamIfValid2(query, "templateName", params.templateName);
    await this.request(`/api/permissions/add_group_to_template?${query.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Remove a group from a permission template.
   * The group id or group name must be provided.
   *
   * @param params - Parameters for removing group from template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * await client.permissions.removeGroupFromTemplate({
   *   groupName: 'developers',
   *   permission: 'codeviewer',
   *   templateName: 'Default Template'
   * });
   * ```
   */
  async removeGroupFromTemplate(params) {
    const query = new URLSearchParams();
    query.append("permission", params.permission);
    addParamIfValid2(query, "groupName", params.groupName);
    addParamIfValid2(query, "groupId", params.groupId);
    addParamIfValid2(query, "organization", params.organization);
    addParamIfValid2(query, "templateId", params.templateId);
    addParamIfValid2(query, "templateName", params.templateName);
    await this.request(`/api/permissions/remove_group_from_template?${query.toString()}`, {
      method: "POST"
    });
  }
  // ============================================================================
  // PROJECT CREATOR OPERATIONS
  // ============================================================================
  /**
   * Add a project creator to a permission template.
   *
   * @param params - Parameters for adding project creator to template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * await client.permissions.addProjectCreatorToTemplate({
   *   permission: 'admin',
   *   templateName: 'Default Template'
   * });
   * ```
   */
  async addProjectCreatorToTemplate(params) {
    const query = new URLSearchParams();
    query.append("permission", params.permission);
    addParamIfValid2(query, "organization", params.organization);
    addParamIfValid2(query, "templateId", params.templateId);
    addParamIfValid2(query, "templateName", params.templateName);
    await this.request(`/api/permissions/add_project_creator_to_template?${query.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Remove a project creator from a permission template.
   *
   * @param params - Parameters for removing project creator from template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * await client.permissions.removeProjectCreatorFromTemplate({
   *   permission: 'admin',
   *   templateName: 'Default Template'
   * });
   * ```
   */
  async removeProjectCreatorFromTemplate(params) {
    const query = new URLSearchParams();
    query.append("permission", params.permission);
    addParamIfValid2(query, "organization", params.organization);
    addParamIfValid2(query, "templateId", params.templateId);
    addParamIfValid2(query, "templateName", params.templateName);
    await this.request(
      `/api/permissions/remove_project_creator_from_template?${query.toString()}`,
      {
        method: "POST"
      }
    );
  }
  // ============================================================================
  // TEMPLATE MANAGEMENT OPERATIONS
  // ============================================================================
  /**
   * Create a permission template.
   *
   * @param params - Parameters for creating template
   * @returns The created permission template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * const template = await client.permissions.createTemplate({
   *   name: 'Mobile Projects Template',
   *   description: 'Template for mobile application projects',
   *   projectKeyPattern: '.*mobile.*'
   * });
   * ```
   */
  async createTemplate(params) {
    const query = new URLSearchParams();
    query.append("name", params.name);
    addParamIfValid2(query, "description", params.description);
    addParamIfValid2(query, "projectKeyPattern", params.projectKeyPattern);
    addParamIfValid2(query, "organization", params.organization);
    return await this.request(
      `/api/permissions/create_template?${query.toString()}`,
      {
        method: "POST"
      }
    );
  }
  /**
   * Update a permission template.
   *
   * @param params - Parameters for updating template
   * @returns The updated permission template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * const template = await client.permissions.updateTemplate({
   *   id: 'template-uuid',
   *   name: 'Updated Template Name',
   *   description: 'Updated description'
   * });
   * ```
   */
  async updateTemplate(params) {
    const query = new URLSearchParams();
    query.append("id", params.id);
    addParamIfValid2(query, "name", params.name);
    addParamIfValid2(query, "description", params.description);
    addParamIfValid2(query, "projectKeyPattern", params.projectKeyPattern);
    addParamIfValid2(query, "organization", params.organization);
    return await this.request(
      `/api/permissions/update_template?${query.toString()}`,
      {
        method: "POST"
      }
    );
  }
  /**
   * Delete a permission template.
   * The template id or name must be provided.
   *
   * @param params - Parameters for deleting template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * await client.permissions.deleteTemplate({
   *   templateName: 'Old Template'
   * });
   * ```
   */
  async deleteTemplate(params) {
    const query = new URLSearchParams();
    addParamIfValid2(query, "templateId", params.templateId);
    addParamIfValid2(query, "templateName", params.templateName);
    addParamIfValid2(query, "organization", params.organization);
    await this.request(`/api/permissions/delete_template?${query.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Apply a permission template to one project.
   * The project id or project key must be provided.
   * The template id or name must be provided.
   *
   * @param params - Parameters for applying template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * await client.permissions.applyTemplate({
   *   projectKey: 'my-project',
   *   templateName: 'Mobile Projects Template'
   * });
   * ```
   */
  async applyTemplate(params) {
    const query = new URLSearchParams();
    addParamIfValid2(query, "projectId", params.projectId);
    addParamIfValid2(query, "projectKey", params.projectKey);
    addParamIfValid2(query, "templateId", params.templateId);
    addParamIfValid2(query, "templateName", params.templateName);
    addParamIfValid2(query, "organization", params.organization);
    await this.request(`/api/permissions/apply_template?${query.toString()}`, {
      method: "POST"
    });
  }
  /**
   * Set the default permission template.
   * The template id or name must be provided.
   *
   * @param params - Parameters for setting default template
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * await client.permissions.setDefaultTemplate({
   *   templateName: 'Default Template',
   *   qualifier: 'TRK'
   * });
   * ```
   */
  async setDefaultTemplate(params) {
    const query = new URLSearchParams();
    addParamIfValid2(query, "templateId", params.templateId);
    addParamIfValid2(query, "templateName", params.templateName);
    addParamIfValid2(query, "qualifier", params.qualifier);
    addParamIfValid2(query, "organization", params.organization);
    await this.request(`/api/permissions/set_default_template?${query.toString()}`, {
      method: "POST"
    });
  }
  // ============================================================================
  // SEARCH OPERATIONS (SIMPLE)
  // ============================================================================
  /**
   * List global permissions.
   * Returns a builder for constructing the search request.
   *
   * @deprecated Since 6.5
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer System' permission
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * // Search all global permissions
   * const permissions = await client.permissions.searchGlobalPermissions()
   *   .execute();
   *
   * // Search with query filter
   * const adminPermissions = await client.permissions.searchGlobalPermissions()
   *   .query('admin')
   *   .execute();
   * ```
   */
  searchGlobalPermissions() {
    DeprecationManager.warn({
      api: "permissions.searchGlobalPermissions()",
      removeVersion: "6.5",
      reason: "This endpoint has been deprecated and will be removed."
    });
    return new SearchGlobalPermissionsBuilder(async (params) => {
      const query = new URLSearchParams();
      addParamIfValid2(query, "organization", params.organization);
      addParamIfValid2(query, "q", params.q);
      if (params.p !== void 0) {
        query.append("p", params.p.toString());
      }
      if (params.ps !== void 0) {
        query.append("ps", params.ps.toString());
      }
      return await this.request(
        `/api/permissions/search_global_permissions?${query.toString()}`,
        {
          method: "GET"
        }
      );
    });
  }
  // ============================================================================
  // COMPLEX SEARCH OPERATIONS (BUILDERS)
  // ============================================================================
  /**
   * Search project permissions with pagination and filtering.
   * Returns a builder for constructing the search request.
   *
   * @deprecated Since 6.5
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks appropriate permissions
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * // Search with pagination
   * const results = await client.permissions.searchProjectPermissions()
   *   .projectKey('my-project')
   *   .pageSize(50)
   *   .query('john')
   *   .execute();
   *
   * // Iterate through all results
   * for await (const user of client.permissions.searchProjectPermissions().projectKey('my-project').all()) {
   *   console.log(user.login);
   * }
   * ```
   */
  searchProjectPermissions() {
    DeprecationManager.warn({
      api: "permissions.searchProjectPermissions()",
      removeVersion: "6.5",
      reason: "This endpoint has been deprecated and will be removed."
    });
    return new SearchProjectPermissionsBuilder(async (params) => {
      const query = new URLSearchParams();
      addParamIfValid2(query, "projectId", params.projectId);
      addParamIfValid2(query, "projectKey", params.projectKey);
      if (params.p !== void 0) {
        query.append("p", params.p.toString());
      }
      if (params.ps !== void 0) {
        query.append("ps", params.ps.toString());
      }
      addParamIfValid2(query, "q", params.q);
      addParamIfValid2(query, "organization", params.organization);
      return await this.request(
        `/api/permissions/search_project_permissions?${query.toString()}`,
        {
          method: "GET"
        }
      );
    });
  }
  /**
   * Search permission templates.
   * Returns a builder for constructing the search request.
   *
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * // Search templates by query
   * const templates = await client.permissions.searchTemplates()
   *   .query('mobile')
   *   .execute();
   *
   * // Get all templates
   * const allTemplates = await client.permissions.searchTemplates()
   *   .execute();
   * ```
   */
  searchTemplates() {
    return new SearchTemplatesBuilder(async (params) => {
      const query = new URLSearchParams();
      addParamIfValid2(query, "q", params.q);
      addParamIfValid2(query, "organization", params.organization);
      return await this.request(`/api/permissions/search_templates?${query.toString()}`, {
        method: "GET"
      });
    });
  }
  /**
   * Search permission templates.
   * Alias for searchTemplates() method.
   * Returns a builder for constructing the search request.
   *
   * @returns A builder for constructing the search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * // Search templates by query
   * const templates = await client.permissions.searchPermissionTemplates()
   *   .query('mobile')
   *   .execute();
   *
   * // Get all templates
   * const allTemplates = await client.permissions.searchPermissionTemplates()
   *   .execute();
   * ```
   */
  searchPermissionTemplates() {
    return this.searchTemplates();
  }
  /**
   * Apply a permission template to multiple projects with complex filtering.
   * Returns a builder for constructing the bulk apply request.
   *
   * @returns A builder for constructing the bulk apply request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user lacks 'Administer' permission on the organization
   * @throws {ValidationError} If required parameters are missing
   * @throws {ApiError} If the API request fails
   *
   * @example
   * ```typescript
   * // Apply template to projects with complex filtering
   * await client.permissions.bulkApplyTemplate()
   *   .templateName('Mobile Projects Template')
   *   .projects(['project1', 'project2'])
   *   .onProvisionedOnly(true)
   *   .execute();
   *
   * // Apply to projects matching query
   * await client.permissions.bulkApplyTemplate()
   *   .templateId('template-uuid')
   *   .query('mobile')
   *   .qualifiers('TRK')
   *   .execute();
   * ```
   */
  bulkApplyTemplate() {
    return new BulkApplyTemplateBuilder(async (params) => {
      const query = new URLSearchParams();
      addParamIfValid2(query, "templateId", params.templateId);
      addParamIfValid2(query, "templateName", params.templateName);
      addParamIfValid2(query, "analyzedBefore", params.analyzedBefore);
      if (params.onProvisionedOnly !== void 0) {
        query.append("onProvisionedOnly", params.onProvisionedOnly.toString());
      }
      if (params.projects !== void 0) {
        query.append("projects", params.projects.join(","));
      }
      addParamIfValid2(query, "q", params.q);
      addParamIfValid2(query, "qualifiers", params.qualifiers);
      addParamIfValid2(query, "organization", params.organization);
      await this.request(`/api/permissions/bulk_apply_template?${query.toString()}`, {
        method: "POST"
      });
    });
  }
};

// src/resources/webhooks/WebhooksClient.ts
init_errors();

// src/resources/webhooks/builders.ts
var GetWebhookDeliveriesBuilder = class extends PaginatedBuilder {
  /**
   * Filter deliveries by Compute Engine task ID.
   */
  ceTaskId = ParameterHelpers.createStringMethod("ceTaskId");
  /**
   * Filter deliveries by project key.
   */
  componentKey = ParameterHelpers.createStringMethod("componentKey");
  /**
   * Filter deliveries by webhook key.
   * Key can be obtained through create or list operations.
   */
  webhook = ParameterHelpers.createStringMethod("webhook");
  async execute() {
    return this.executor(this.params);
  }
  getItems(response) {
    return response.deliveries;
  }
};
var ListWebhooksBuilder = class extends BaseBuilder {
  /**
   * Organization key (required).
   */
  organization = ParameterHelpers.createStringMethod("organization");
  /**
   * Project key to filter webhooks for a specific project.
   */
  project = ParameterHelpers.createStringMethod("project");
  async execute() {
    return this.executor(this.params);
  }
};

// src/resources/webhooks/WebhooksClient.ts
var WebhooksClient = class extends BaseClient {
  /**
   * Create a webhook.
   * Requires 'Administer' permission on the specified project.
   *
   * @param request - The webhook creation parameters
   * @returns Promise resolving to the created webhook
   * @throws {ValidationError} If request parameters are invalid
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission
   *
   * @example
   * ```typescript
   * const webhook = await client.webhooks.create({
   *   name: 'My Webhook',
   *   organization: 'my-org',
   *   project: 'my-project',
   *   url: 'https://my-server.com/webhook',
   *   secret: 'my-secret'
   * });
   * ```
   */
  async create(request) {
    if (request.name.trim().length === 0) {
      throw new ValidationError("name is required");
    }
    if (request.organization.trim().length === 0) {
      throw new ValidationError("organization is required");
    }
    if (request.url.trim().length === 0) {
      throw new ValidationError("url is required");
    }
    const params = new URLSearchParams();
    params.append("name", request.name.trim());
    params.append("organization", request.organization.trim());
    params.append("url", request.url.trim());
    if (request.project !== void 0 && request.project.trim().length > 0) {
      params.append("project", request.project.trim());
    }
    if (request.secret !== void 0 && request.secret.trim().length > 0) {
      params.append("secret", request.secret.trim());
    }
    return this.request("/api/webhooks/create", {
      method: "POST",
      body: params
    });
  }
  /**
   * Delete a webhook.
   * Requires 'Administer' permission on the specified project, or global 'Administer' permission.
   *
   * @param request - The webhook deletion parameters
   * @throws {ValidationError} If request parameters are invalid
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission
   *
   * @example
   * ```typescript
   * await client.webhooks.delete({
   *   webhook: 'webhook-key'
   * });
   * ```
   */
  async delete(request) {
    if (request.webhook.trim().length === 0) {
      throw new ValidationError("webhook is required");
    }
    const params = new URLSearchParams();
    params.append("webhook", request.webhook.trim());
    await this.request("/api/webhooks/delete", {
      method: "POST",
      body: params
    });
  }
  /**
   * Get recent webhook deliveries for a specified project or Compute Engine task.
   * Requires 'Administer' permission on the related project.
   *
   * @returns A builder for constructing the deliveries search request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission
   *
   * @example
   * ```typescript
   * // Get deliveries for a project
   * const deliveries = await client.webhooks.deliveries()
   *   .componentKey('my-project')
   *   .pageSize(20)
   *   .execute();
   *
   * // Get deliveries for a specific webhook
   * const deliveries = await client.webhooks.deliveries()
   *   .webhook('webhook-key')
   *   .execute();
   * ```
   */
  deliveries() {
    return new GetWebhookDeliveriesBuilder(async (params) => {
      const searchParams = new URLSearchParams();
      if (params.ceTaskId !== void 0 && params.ceTaskId.length > 0) {
        searchParams.append("ceTaskId", params.ceTaskId);
      }
      if (params.componentKey !== void 0 && params.componentKey.length > 0) {
        searchParams.append("componentKey", params.componentKey);
      }
      if (params.webhook !== void 0 && params.webhook.length > 0) {
        searchParams.append("webhook", params.webhook);
      }
      if (params.p !== void 0) {
        searchParams.append("p", params.p.toString());
      }
      if (params.ps !== void 0) {
        searchParams.append("ps", params.ps.toString());
      }
      return this.request(
        `/api/webhooks/deliveries?${searchParams.toString()}`
      );
    });
  }
  /**
   * Get a webhook delivery by its ID.
   *
   * @param request - The delivery request parameters
   * @returns Promise resolving to the webhook delivery details
   * @throws {ValidationError} If request parameters are invalid
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {NotFoundError} If the delivery is not found
   *
   * @example
   * ```typescript
   * const delivery = await client.webhooks.delivery({
   *   deliveryId: 'AU-TpxcA-iU5OvuD2FL3'
   * });
   * ```
   */
  async delivery(request) {
    if (request.deliveryId.trim().length === 0) {
      throw new ValidationError("deliveryId is required");
    }
    const params = new URLSearchParams();
    params.append("deliveryId", request.deliveryId.trim());
    return this.request(`/api/webhooks/delivery?${params.toString()}`);
  }
  /**
   * Search for global webhooks or project webhooks.
   * Webhooks are ordered by name.
   * Requires 'Administer' permission on the specified project, or global 'Administer' permission.
   *
   * @returns A builder for constructing the list request
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission
   *
   * @example
   * ```typescript
   * // List all webhooks for an organization
   * const webhooks = await client.webhooks.list()
   *   .organization('my-org')
   *   .execute();
   *
   * // List webhooks for a specific project
   * const webhooks = await client.webhooks.list()
   *   .organization('my-org')
   *   .project('my-project')
   *   .execute();
   * ```
   */
  list() {
    return new ListWebhooksBuilder(async (params) => {
      if (params.organization.trim().length === 0) {
        throw new ValidationError("organization is required");
      }
      const searchParams = new URLSearchParams();
      searchParams.append("organization", params.organization.trim());
      if (params.project !== void 0 && params.project.trim().length > 0) {
        searchParams.append("project", params.project.trim());
      }
      return this.request(`/api/webhooks/list?${searchParams.toString()}`);
    });
  }
  /**
   * Update a webhook.
   * Requires 'Administer' permission on the specified project, or global 'Administer' permission.
   *
   * @param request - The webhook update parameters
   * @throws {ValidationError} If request parameters are invalid
   * @throws {AuthenticationError} If the user is not authenticated
   * @throws {AuthorizationError} If the user doesn't have 'Administer' permission
   * @throws {NotFoundError} If the webhook is not found
   *
   * @example
   * ```typescript
   * await client.webhooks.update({
   *   webhook: 'webhook-key',
   *   name: 'Updated Webhook Name',
   *   url: 'https://new-server.com/webhook',
   *   secret: 'new-secret'
   * });
   * ```
   */
  async update(request) {
    if (request.webhook.trim().length === 0) {
      throw new ValidationError("webhook is required");
    }
    if (request.name.trim().length === 0) {
      throw new ValidationError("name is required");
    }
    if (request.url.trim().length === 0) {
      throw new ValidationError("url is required");
    }
    const params = new URLSearchParams();
    params.append("webhook", request.webhook.trim());
    params.append("name", request.name.trim());
    params.append("url", request.url.trim());
    if (request.secret !== void 0) {
      if (request.secret.trim().length > 0) {
        params.append("secret", request.secret.trim());
      } else {
        params.append("secret", "");
      }
    }
    await this.request("/api/webhooks/update", {
      method: "POST",
      body: params
    });
  }
};

// src/resources/webservices/WebservicesClient.ts
var WebservicesClient = class extends BaseClient {
  /**
   * List all available web services
   *
   * Returns information about all web services available on this SonarQube instance,
   * including their endpoints, actions, and parameters.
   *
   * @returns List of available web services with their definitions
   *
   * @example
   * ```typescript
   * const client = new WebservicesClient(baseUrl, token);
   * const services = await client.list();
   * console.log(services.webServices?.length); // Number of available services
   * services.webServices?.forEach(service => {
   *   console.log(`${service.path}: ${service.description}`);
   * });
   * ```
   */
  async list() {
    return this.request("/api/webservices/list");
  }
  /**
   * Get response example for a specific web service action
   *
   * Returns an example response for the specified controller and action.
   * This is useful for understanding the structure of API responses before
   * making actual requests.
   *
   * @param request - Controller and action to get example for
   * @returns Example response for the specified endpoint
   *
   * @example
   * ```typescript
   * const client = new WebservicesClient(baseUrl, token);
   * const example = await client.responseExample({
   *   controller: 'api/issues',
   *   action: 'search'
   * });
   * console.log('Example response structure:', example);
   * ```
   */
  async responseExample(request) {
    const params = new URLSearchParams({
      controller: request.controller,
      action: request.action
    });
    return this.request(
      `/api/webservices/response_example?${params.toString()}`
    );
  }
};

// src/resources/views/ViewsClient.ts
var ViewsClient = class extends BaseClient {
  /**
   * Add an existing application to a portfolio.
   *
   * Requires 'Administrator' permission on the portfolio.
   *
   * @param request - The add application request
   * @returns Promise that resolves when application is added
   *
   * @since SonarQube 9.3
   *
   * @example
   * ```typescript
   * // Add an application to a portfolio
   * await client.views.addApplication({
   *   application: 'my-app-key',
   *   portfolio: 'my-portfolio-key'
   * });
   * ```
   */
  async addApplication(request) {
    const formData = new URLSearchParams();
    formData.append("application", request.application);
    formData.append("portfolio", request.portfolio);
    await this.request("/api/views/add_application", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded"
      },
      body: formData.toString(),
      responseType: "text"
    });
    return void 0;
  }
  /**
   * Add a branch of an application selected in a portfolio.
   *
   * Requires 'Administrator' permission on the portfolio and 'Browse' permission on the application.
   *
   * @param request - The add application branch request
   * @returns Promise that resolves when application branch is added
   *
   * @since SonarQube 9.3
   *
   * @example
   * ```typescript
   * // Add a specific branch of an application to a portfolio
   * await client.views.addApplicationBranch({
   *   application: 'my-app-key',
   *   branch: 'feature-branch',
   *   portfolio: 'my-portfolio-key'
   * });
   * ```
   */
  async addApplicationBranch(request) {
    const formData = new URLSearchParams();
    formData.append("application", request.application);
    formData.append("branch", request.branch);
    formData.append("portfolio", request.portfolio);
    await this.request("/api/views/add_application_branch", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded"
      },
      body: formData.toString(),
      responseType: "text"
    });
    return void 0;
  }
  /**
   * Show the details of a portfolio, including its hierarchy and permissions.
   *
   * Authentication is required for this API endpoint.
   *
   * @param request - The show portfolio request
   * @returns Promise resolving to portfolio details
   *
   * @since SonarQube 1.0
   *
   * @example
   * ```typescript
   * // Get portfolio details and hierarchy
   * const portfolio = await client.views.show({
   *   key: 'my-portfolio-key'
   * });
   *
   * console.log('Portfolio:', portfolio.name);
   * console.log('Components:', portfolio.components?.length);
   * console.log('Sub-portfolios:', portfolio.subPortfolios?.length);
   * ```
   */
  async show(request) {
    const query = new URLSearchParams();
    query.append("key", request.key);
    return this.request(`/api/views/show?${query.toString()}`);
  }
  /**
   * Update a portfolio.
   *
   * Requires 'Administrator' permission on the portfolio.
   *
   * @param request - The update portfolio request
   * @returns Promise that resolves when portfolio is updated
   *
   * @since SonarQube 1.0
   *
   * @example
   * ```typescript
   * // Update portfolio name and description
   * await client.views.update({
   *   key: 'my-portfolio-key',
   *   name: 'Updated Portfolio Name',
   *   description: 'Updated portfolio description'
   * });
   * ```
   */
  async update(request) {
    const formData = new URLSearchParams();
    formData.append("key", request.key);
    if (request.name !== void 0) {
      formData.append("name", request.name);
    }
    if (request.description !== void 0) {
      formData.append("description", request.description);
    }
    await this.request("/api/views/update", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded"
      },
      body: formData.toString(),
      responseType: "text"
    });
    return void 0;
  }
};

// src/index.ts
init_errors();
var SonarQubeClient = class _SonarQubeClient {
  /**
   * Create a client with Bearer token authentication
   */
  static withToken(baseUrl, token, options) {
    const authProvider = new BearerTokenAuthProvider(token);
    return new _SonarQubeClient(baseUrl, authProvider, options);
  }
  /**
   * Create a client with HTTP Basic authentication
   *
   * @param baseUrl - The base URL of the SonarQube instance
   * @param username - The username or token
   * @param password - The password (optional, can be omitted for token authentication)
   * @param options - Additional client options
   */
  static withBasicAuth(baseUrl, username, password, options) {
    const authProvider = new BasicAuthProvider(username, password ?? "");
    return new _SonarQubeClient(baseUrl, authProvider, options);
  }
  /**
   * Create a client with passcode authentication
   */
  static withPasscode(baseUrl, passcode, options) {
    const authProvider = new PasscodeAuthProvider(passcode);
    return new _SonarQubeClient(baseUrl, authProvider, options);
  }
  /**
   * Create a client with custom authentication provider
   */
  static withAuth(baseUrl, authProvider, options) {
    return new _SonarQubeClient(baseUrl, authProvider, options);
  }
  // Resource clients
  /** ALM Integrations API - **Note**: Only available in SonarQube, not in SonarCloud */
  almIntegrations;
  /** ALM Settings API - **Note**: Only available in SonarQube, not in SonarCloud */
  almSettings;
  /** Analysis Cache API - **Note**: Only available in SonarQube, not in SonarCloud */
  analysisCache;
  /** Analysis API v2 - Scanner management and project analysis - **Note**: Only available in SonarQube 10.3+ */
  analysis;
  /** SCA API v2 - Software Composition Analysis and SBOM generation - **Note**: Only available in SonarQube 10.6+ */
  sca;
  /** Fix Suggestions API v2 - AI-powered code fix suggestions - **Note**: Only available in SonarQube 10.7+ */
  fixSuggestions;
  /** Clean Code Policy API v2 - Create custom code quality rules - **Note**: Only available in SonarQube 10.6+ */
  cleanCodePolicy;
  /** DOP Translation API v2 - DevOps platform integration and project binding - **Note**: Only available in SonarQube 10.6+ */
  dopTranslation;
  /** Applications API - **Note**: Only available in SonarQube, not in SonarCloud */
  applications;
  /** Authentication API */
  authentication;
  /** Authorizations API v2 - Groups and permissions management - **Note**: Only available in SonarQube 10.5+ */
  authorizations;
  /** Compute Engine (CE) API */
  ce;
  /** Components API */
  components;
  /** Duplications API */
  duplications;
  /** Favorites API */
  favorites;
  /** Issues API */
  issues;
  /** Languages API */
  languages;
  /** Security Hotspots API */
  hotspots;
  /** Project Branches API - **Note**: Only available when the Branch plugin is installed */
  projectBranches;
  /** Notifications API */
  notifications;
  /** Projects API */
  projects;
  /** Project Badges API */
  projectBadges;
  /** Project Analyses API */
  projectAnalyses;
  /** Project Links API */
  projectLinks;
  /** Project Pull Requests API - **Note**: Only available when the Branch plugin is installed */
  projectPullRequests;
  /** Permissions API */
  permissions;
  /** Metrics API */
  metrics;
  /** Measures API */
  measures;
  /** New Code Periods API */
  newCodePeriods;
  /** Audit Logs API - **Note**: Only available in SonarQube Enterprise Edition */
  auditLogs;
  /** Plugins API - Plugin management functionality - **Note**: Only available in SonarQube, not in SonarCloud */
  plugins;
  /** Server API - Basic server information - **Note**: Only available in SonarQube, not in SonarCloud */
  server;
  /** Editions API - License management for commercial editions - **Note**: Only available in SonarQube, not in SonarCloud */
  editions;
  /** Project Dump API - Project backup and restore operations - **Note**: Only available in SonarQube Enterprise Edition */
  projectDump;
  /** Quality Gates API */
  qualityGates;
  /** Quality Profiles API */
  qualityProfiles;
  /** Rules API */
  rules;
  /** Sources API */
  sources;
  /** System API - **Note**: Only available in SonarQube, not in SonarCloud */
  system;
  /** Project Tags API */
  projectTags;
  /** Settings API */
  settings;
  /** Users API */
  users;
  /** User Tokens API */
  userTokens;
  /** Webhooks API */
  webhooks;
  /** Webservices API - Get information on the web API supported on this instance */
  webservices;
  /** Views API - Manage portfolios and application views - **Note**: Only available in SonarQube Enterprise Edition and above */
  views;
  baseUrl;
  authProvider;
  options;
  constructor(baseUrl, authProviderOrToken, organizationOrOptions) {
    this.baseUrl = baseUrl.replace(/\/$/, "");
    if (typeof authProviderOrToken === "string") {
      this.authProvider = new BearerTokenAuthProvider(authProviderOrToken);
    } else {
      this.authProvider = authProviderOrToken;
    }
    if (typeof organizationOrOptions === "string") {
      this.options = { organization: organizationOrOptions };
    } else {
      this.options = organizationOrOptions ?? {};
    }
    DeprecationManager.configure(this.options);
    this.almIntegrations = new AlmIntegrationsClient(this.baseUrl, this.authProvider, this.options);
    this.almSettings = new AlmSettingsClient(this.baseUrl, this.authProvider, this.options);
    this.analysisCache = new AnalysisCacheClient(this.baseUrl, this.authProvider, this.options);
    this.analysis = new AnalysisClient(this.baseUrl, this.authProvider, this.options);
    this.sca = new ScaClient(this.baseUrl, this.authProvider, this.options);
    this.fixSuggestions = new FixSuggestionsClient(this.baseUrl, this.authProvider, this.options);
    this.cleanCodePolicy = new CleanCodePolicyClient(this.baseUrl, this.authProvider, this.options);
    this.dopTranslation = new DopTranslationClient(this.baseUrl, this.authProvider, this.options);
    this.applications = new ApplicationsClient(this.baseUrl, this.authProvider, this.options);
    this.authentication = new AuthenticationClient(this.baseUrl, this.authProvider, this.options);
    this.authorizations = new AuthorizationsClient(this.baseUrl, this.authProvider, this.options);
    this.ce = new CEClient(this.baseUrl, this.authProvider, this.options);
    this.components = new ComponentsClient(this.baseUrl, this.authProvider, this.options);
    this.duplications = new DuplicationsClient(this.baseUrl, this.authProvider, this.options);
    this.favorites = new FavoritesClient(this.baseUrl, this.authProvider, this.options);
    this.issues = new IssuesClient(this.baseUrl, this.authProvider, this.options);
    this.languages = new LanguagesClient(this.baseUrl, this.authProvider, this.options);
    this.hotspots = new HotspotsClient(this.baseUrl, this.authProvider, this.options);
    this.projectBranches = new ProjectBranchesClient(this.baseUrl, this.authProvider, this.options);
    this.notifications = new NotificationsClient(this.baseUrl, this.authProvider, this.options);
    this.projects = new ProjectsClient(this.baseUrl, this.authProvider, this.options);
    this.projectBadges = new ProjectBadgesClient(this.baseUrl, this.authProvider, this.options);
    this.projectAnalyses = new ProjectAnalysesClient(this.baseUrl, this.authProvider, this.options);
    this.projectLinks = new ProjectLinksClient(this.baseUrl, this.authProvider, this.options);
    this.projectPullRequests = new ProjectPullRequestsClient(
      this.baseUrl,
      this.authProvider,
      this.options
    );
    this.permissions = new PermissionsClient(this.baseUrl, this.authProvider, this.options);
    this.metrics = new MetricsClient(this.baseUrl, this.authProvider, this.options);
    this.measures = new MeasuresClient(this.baseUrl, this.authProvider, this.options);
    this.newCodePeriods = new NewCodePeriodsClient(this.baseUrl, this.authProvider, this.options);
    this.auditLogs = new AuditLogsClient(this.baseUrl, this.authProvider, this.options);
    this.plugins = new PluginsClient(this.baseUrl, this.authProvider, this.options);
    this.server = new ServerClient(this.baseUrl, this.authProvider, this.options);
    this.editions = new EditionsClient(this.baseUrl, this.authProvider, this.options);
    this.projectDump = new ProjectDumpClient(this.baseUrl, this.authProvider, this.options);
    this.qualityGates = new QualityGatesClient(this.baseUrl, this.authProvider, this.options);
    this.qualityProfiles = new QualityProfilesClient(this.baseUrl, this.authProvider, this.options);
    this.rules = new RulesClient(this.baseUrl, this.authProvider, this.options);
    this.sources = new SourcesClient(this.baseUrl, this.authProvider, this.options);
    this.system = new SystemClient(this.baseUrl, this.authProvider, this.options);
    this.projectTags = new ProjectTagsClient(this.baseUrl, this.authProvider, this.options);
    this.settings = new SettingsClient(this.baseUrl, this.authProvider, this.options);
    this.users = new UsersClient(this.baseUrl, this.authProvider, this.options);
    this.userTokens = new UserTokensClient(this.baseUrl, this.authProvider, this.options);
    this.webhooks = new WebhooksClient(this.baseUrl, this.authProvider, this.options);
    this.webservices = new WebservicesClient(this.baseUrl, this.authProvider, this.options);
    this.views = new ViewsClient(this.baseUrl, this.authProvider, this.options);
  }
  // Legacy methods for backward compatibility
  async getProjects() {
    const params = new URLSearchParams();
    if (this.options.organization !== void 0 && this.options.organization.length > 0) {
      params.append("organization", this.options.organization);
    }
    return this.request(`/projects/search?${params.toString()}`);
  }
  async getIssues(projectKey) {
    const params = new URLSearchParams();
    if (this.options.organization !== void 0 && this.options.organization.length > 0) {
      params.append("organization", this.options.organization);
    }
    if (projectKey !== void 0 && projectKey.length > 0) {
      params.append("componentKeys", projectKey);
    }
    return this.request(`/issues/search?${params.toString()}`);
  }
  async request(endpoint, options = {}) {
    let headers = new Headers();
    headers.set("Content-Type", "application/json");
    headers = this.authProvider.applyAuth(headers);
    let response;
    try {
      response = await fetch(`${this.baseUrl}/api${endpoint}`, {
        ...options,
        headers
      });
    } catch (error) {
      throw createNetworkError(error);
    }
    if (!response.ok) {
      throw await createErrorFromResponse(response);
    }
    return response.json();
  }
};
var index_default = SonarQubeClient;

export { AlmProvider, ApiError, AuthenticationError, AuthenticationHelper, AuthenticationType, AuthorizationError, BasicAuthProvider, BearerTokenAuthProvider, ComponentSortField, ComponentQualifier as ComponentsQualifier, ComponentTreeStrategy as ComponentsTreeStrategy, ConfigurationTemplates, ConfigurationValidator, DeprecationManager, DevOpsPlatform, ProjectVisibility as DopProjectVisibility, FixSuggestionIntegration, FixSuggestionUtils, GlobalNotificationType, NetworkError, NewCodePeriodType, NoAuthProvider, NotFoundError, NotificationChannel, PasscodeAuthProvider, PlatformDetector, PlatformStatus, ProjectBindingStatus, ProjectBranchType, ProjectMapper, ProjectNotificationType, QualityGateStatus, RateLimitError, SbomAnalyzer, SbomFormatConverter, ServerError, SonarQubeClient, SonarQubeError, SyncStatus, TimeoutError, ValidationError, index_default as default, deprecated };
//# sourceMappingURL=index.js.map
//# sourceMappingURL=index.js.map