// src/receiver.ts
import * as jose from "jose";
import { subtle as uncryptoSubtle } from "uncrypto";

// src/client/api/base.ts
var BaseProvider = class {
  baseUrl;
  token;
  owner;
  constructor(baseUrl, token, owner) {
    this.baseUrl = baseUrl;
    this.token = token;
    this.owner = owner;
  }
  getUrl() {
    return `${this.baseUrl}/${this.getRoute().join("/")}`;
  }
};

// src/client/api/llm.ts
var LLMProvider = class extends BaseProvider {
  apiKind = "llm";
  organization;
  method = "POST";
  constructor(baseUrl, token, owner, organization) {
    super(baseUrl, token, owner);
    this.organization = organization;
  }
  getRoute() {
    return this.owner === "anthropic" ? ["v1", "messages"] : ["v1", "chat", "completions"];
  }
  getHeaders(options) {
    if (this.owner === "upstash" && !options.analytics) {
      return { "content-type": "application/json" };
    }
    const header = this.owner === "anthropic" ? "x-api-key" : "authorization";
    const headerValue = this.owner === "anthropic" ? this.token : `Bearer ${this.token}`;
    const headers = {
      [header]: headerValue,
      "content-type": "application/json"
    };
    if (this.owner === "openai" && this.organization) {
      headers["OpenAI-Organization"] = this.organization;
    }
    if (this.owner === "anthropic") {
      headers["anthropic-version"] = "2023-06-01";
    }
    return headers;
  }
  /**
   * Checks if callback exists and adds analytics in place if it's set.
   *
   * @param request
   * @param options
   */
  onFinish(providerInfo, options) {
    if (options.analytics) {
      return updateWithAnalytics(providerInfo, options.analytics);
    }
    return providerInfo;
  }
};
var upstash = () => {
  return new LLMProvider("https://qstash.upstash.io/llm", "", "upstash");
};
var openai = ({
  token,
  organization
}) => {
  return new LLMProvider("https://api.openai.com", token, "openai", organization);
};
var anthropic = ({ token }) => {
  return new LLMProvider("https://api.anthropic.com", token, "anthropic");
};
var custom = ({
  baseUrl,
  token
}) => {
  const trimmedBaseUrl = baseUrl.replace(/\/(v1\/)?chat\/completions$/, "");
  return new LLMProvider(trimmedBaseUrl, token, "custom");
};

// src/client/api/utils.ts
var getProviderInfo = (api, upstashToken) => {
  const { name, provider, ...parameters } = api;
  const finalProvider = provider ?? upstash();
  if (finalProvider.owner === "upstash" && !finalProvider.token) {
    finalProvider.token = upstashToken;
  }
  if (!finalProvider.baseUrl)
    throw new TypeError("baseUrl cannot be empty or undefined!");
  if (!finalProvider.token)
    throw new TypeError("token cannot be empty or undefined!");
  if (finalProvider.apiKind !== name) {
    throw new TypeError(
      `Unexpected api name. Expected '${finalProvider.apiKind}', received ${name}`
    );
  }
  const providerInfo = {
    url: finalProvider.getUrl(),
    baseUrl: finalProvider.baseUrl,
    route: finalProvider.getRoute(),
    appendHeaders: finalProvider.getHeaders(parameters),
    owner: finalProvider.owner,
    method: finalProvider.method
  };
  return finalProvider.onFinish(providerInfo, parameters);
};
var safeJoinHeaders = (headers, record) => {
  const joinedHeaders = new Headers(record);
  for (const [header, value] of headers.entries()) {
    joinedHeaders.set(header, value);
  }
  return joinedHeaders;
};
var processApi = (request, headers, upstashToken) => {
  if (!request.api) {
    request.headers = headers;
    return request;
  }
  const { url, appendHeaders, owner, method } = getProviderInfo(request.api, upstashToken);
  if (request.api.name === "llm") {
    const callback = request.callback;
    if (!callback) {
      throw new TypeError("Callback cannot be undefined when using LLM api.");
    }
    return {
      ...request,
      method: request.method ?? method,
      headers: safeJoinHeaders(headers, appendHeaders),
      ...owner === "upstash" && !request.api.analytics ? { api: { name: "llm" }, url: void 0, callback } : { url, api: void 0 }
    };
  } else {
    return {
      ...request,
      method: request.method ?? method,
      headers: safeJoinHeaders(headers, appendHeaders),
      url,
      api: void 0
    };
  }
};
function updateWithAnalytics(providerInfo, analytics) {
  switch (analytics.name) {
    case "helicone": {
      providerInfo.appendHeaders["Helicone-Auth"] = `Bearer ${analytics.token}`;
      if (providerInfo.owner === "upstash") {
        updateProviderInfo(providerInfo, "https://qstash.helicone.ai", [
          "llm",
          ...providerInfo.route
        ]);
      } else {
        providerInfo.appendHeaders["Helicone-Target-Url"] = providerInfo.baseUrl;
        updateProviderInfo(providerInfo, "https://gateway.helicone.ai", providerInfo.route);
      }
      return providerInfo;
    }
    default: {
      throw new Error("Unknown analytics provider");
    }
  }
}
function updateProviderInfo(providerInfo, baseUrl, route) {
  providerInfo.baseUrl = baseUrl;
  providerInfo.route = route;
  providerInfo.url = `${baseUrl}/${route.join("/")}`;
}

// src/client/error.ts
var RATELIMIT_STATUS = 429;
var QstashError = class extends Error {
  status;
  constructor(message, status) {
    super(message);
    this.name = "QstashError";
    this.status = status;
  }
};
var QstashRatelimitError = class extends QstashError {
  limit;
  remaining;
  reset;
  constructor(args) {
    super(`Exceeded burst rate limit. ${JSON.stringify(args)}`, RATELIMIT_STATUS);
    this.name = "QstashRatelimitError";
    this.limit = args.limit;
    this.remaining = args.remaining;
    this.reset = args.reset;
  }
};
var QstashChatRatelimitError = class extends QstashError {
  limitRequests;
  limitTokens;
  remainingRequests;
  remainingTokens;
  resetRequests;
  resetTokens;
  constructor(args) {
    super(`Exceeded chat rate limit. ${JSON.stringify(args)}`, RATELIMIT_STATUS);
    this.name = "QstashChatRatelimitError";
    this.limitRequests = args["limit-requests"];
    this.limitTokens = args["limit-tokens"];
    this.remainingRequests = args["remaining-requests"];
    this.remainingTokens = args["remaining-tokens"];
    this.resetRequests = args["reset-requests"];
    this.resetTokens = args["reset-tokens"];
  }
};
var QstashDailyRatelimitError = class extends QstashError {
  limit;
  remaining;
  reset;
  constructor(args) {
    super(`Exceeded daily rate limit. ${JSON.stringify(args)}`, RATELIMIT_STATUS);
    this.name = "QstashDailyRatelimitError";
    this.limit = args.limit;
    this.remaining = args.remaining;
    this.reset = args.reset;
  }
};
var QstashEmptyArrayError = class extends QstashError {
  constructor(parameterName) {
    super(
      `Empty array provided for query parameter "${parameterName}". This would result in no filter being applied, which could affect all resources.`
    );
    this.name = "QstashEmptyArrayError";
  }
};
var QStashWorkflowError = class extends QstashError {
  constructor(message) {
    super(message);
    this.name = "QStashWorkflowError";
  }
};
var QStashWorkflowAbort = class extends Error {
  stepInfo;
  stepName;
  constructor(stepName, stepInfo) {
    super(
      `This is an Upstash Workflow error thrown after a step executes. It is expected to be raised. Make sure that you await for each step. Also, if you are using try/catch blocks, you should not wrap context.run/sleep/sleepUntil/call methods with try/catch. Aborting workflow after executing step '${stepName}'.`
    );
    this.name = "QStashWorkflowAbort";
    this.stepName = stepName;
    this.stepInfo = stepInfo;
  }
};
var formatWorkflowError = (error) => {
  return error instanceof Error ? {
    error: error.name,
    message: error.message
  } : {
    error: "Error",
    message: "An error occured while executing workflow."
  };
};

// src/client/utils.ts
var DEFAULT_BULK_COUNT = 100;
function assertNonEmptyId(id, label = "id") {
  if (!id) {
    throw new QstashError(`${label} cannot be empty`);
  }
}
function serializeLabel(label) {
  return Array.isArray(label) ? label.join(",") : label;
}
var isIgnoredHeader = (header) => {
  const lowerCaseHeader = header.toLowerCase();
  return lowerCaseHeader.startsWith("content-type") || lowerCaseHeader.startsWith("upstash-");
};
function prefixHeaders(headers) {
  const keysToBePrefixed = [...headers.keys()].filter((key) => !isIgnoredHeader(key));
  for (const key of keysToBePrefixed) {
    const value = headers.get(key);
    if (value !== null) {
      headers.set(`Upstash-Forward-${key}`, value);
    }
    headers.delete(key);
  }
  return headers;
}
function wrapWithGlobalHeaders(headers, globalHeaders, telemetryHeaders) {
  if (!globalHeaders) {
    return headers;
  }
  const finalHeaders = new Headers(globalHeaders);
  headers.forEach((value, key) => {
    finalHeaders.set(key, value);
  });
  telemetryHeaders?.forEach((value, key) => {
    if (!value)
      return;
    finalHeaders.append(key, value);
  });
  return finalHeaders;
}
function processHeaders(request) {
  const headers = prefixHeaders(new Headers(request.headers));
  headers.set("Upstash-Method", request.method ?? "POST");
  if (request.delay !== void 0) {
    if (typeof request.delay === "string") {
      headers.set("Upstash-Delay", request.delay);
    } else {
      headers.set("Upstash-Delay", `${request.delay.toFixed(0)}s`);
    }
  }
  if (request.notBefore !== void 0) {
    headers.set("Upstash-Not-Before", request.notBefore.toFixed(0));
  }
  if (request.deduplicationId !== void 0) {
    headers.set("Upstash-Deduplication-Id", request.deduplicationId);
  }
  if (request.contentBasedDeduplication) {
    headers.set("Upstash-Content-Based-Deduplication", "true");
  }
  if (request.retries !== void 0) {
    headers.set("Upstash-Retries", request.retries.toFixed(0));
  }
  if (request.retryDelay !== void 0) {
    headers.set("Upstash-Retry-Delay", request.retryDelay);
  }
  if (request.callback !== void 0) {
    headers.set("Upstash-Callback", request.callback);
  }
  if (request.failureCallback !== void 0) {
    headers.set("Upstash-Failure-Callback", request.failureCallback);
  }
  if (request.timeout !== void 0) {
    if (typeof request.timeout === "string") {
      headers.set("Upstash-Timeout", request.timeout);
    } else {
      headers.set("Upstash-Timeout", `${request.timeout}s`);
    }
  }
  if (request.flowControl?.key) {
    const parallelism = request.flowControl.parallelism?.toString();
    const rate = (request.flowControl.rate ?? request.flowControl.ratePerSecond)?.toString();
    const period = typeof request.flowControl.period === "number" ? `${request.flowControl.period}s` : request.flowControl.period;
    const controlValue = [
      parallelism ? `parallelism=${parallelism}` : void 0,
      rate ? `rate=${rate}` : void 0,
      period ? `period=${period}` : void 0
    ].filter(Boolean);
    if (controlValue.length === 0) {
      throw new QstashError("Provide at least one of parallelism or ratePerSecond for flowControl");
    }
    headers.set("Upstash-Flow-Control-Key", request.flowControl.key);
    headers.set("Upstash-Flow-Control-Value", controlValue.join(", "));
  }
  if (request.label !== void 0) {
    headers.set("Upstash-Label", serializeLabel(request.label));
  }
  if (request.redact !== void 0) {
    const redactParts = [];
    if (request.redact.body) {
      redactParts.push("body");
    }
    if (request.redact.header !== void 0) {
      if (request.redact.header === true) {
        redactParts.push("header");
      } else if (Array.isArray(request.redact.header) && request.redact.header.length > 0) {
        for (const headerName of request.redact.header) {
          redactParts.push(`header[${headerName}]`);
        }
      }
    }
    if (redactParts.length > 0) {
      headers.set("Upstash-Redact-Fields", redactParts.join(","));
    }
  }
  return headers;
}
function getRequestPath(request) {
  const nonApiPath = request.url ?? request.urlGroup ?? request.topic;
  if (nonApiPath)
    return nonApiPath;
  if (request.api?.name === "llm")
    return `api/llm`;
  if (request.api?.name === "email") {
    const providerInfo = getProviderInfo(request.api, "not-needed");
    return providerInfo.baseUrl;
  }
  throw new QstashError(`Failed to infer request path for ${JSON.stringify(request)}`);
}
var NANOID_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_";
var NANOID_LENGTH = 21;
function nanoid() {
  return [...crypto.getRandomValues(new Uint8Array(NANOID_LENGTH))].map((x) => NANOID_CHARS[x % NANOID_CHARS.length]).join("");
}
function decodeBase64(base64) {
  try {
    const binString = atob(base64);
    const intArray = Uint8Array.from(binString, (m) => m.codePointAt(0));
    return new TextDecoder().decode(intArray);
  } catch (error) {
    try {
      const result = atob(base64);
      console.warn(
        `Upstash QStash: Failed while decoding base64 "${base64}". Decoding with atob and returning it instead. ${error}`
      );
      return result;
    } catch (error2) {
      console.warn(
        `Upstash QStash: Failed to decode base64 "${base64}" with atob. Returning it as it is. ${error2}`
      );
      return base64;
    }
  }
}
function buildBulkActionFilterPayload(request) {
  const cursor = "cursor" in request ? request.cursor : void 0;
  if ("all" in request) {
    const count2 = "count" in request ? request.count ?? DEFAULT_BULK_COUNT : DEFAULT_BULK_COUNT;
    return { count: count2, cursor };
  }
  if ("dlqIds" in request) {
    const ids = request.dlqIds;
    if (Array.isArray(ids) && ids.length === 0) {
      throw new QstashError(
        "Empty dlqIds array provided. If you intend to target all DLQ messages, use { all: true } explicitly."
      );
    }
    return { dlqIds: ids, cursor };
  }
  if ("messageIds" in request && request.messageIds) {
    if (request.messageIds.length === 0) {
      throw new QstashError(
        "Empty messageIds array provided. If you intend to target all messages, use { all: true } explicitly."
      );
    }
    return { messageIds: request.messageIds, cursor };
  }
  const count = "count" in request ? request.count ?? DEFAULT_BULK_COUNT : DEFAULT_BULK_COUNT;
  return {
    ...renameUrlGroup(request.filter),
    count,
    cursor
  };
}
function renameUrlGroup(filter) {
  const { urlGroup, api, ...rest } = filter;
  return { ...rest, ...urlGroup === void 0 ? {} : { topicName: urlGroup } };
}
function normalizeCursor(response) {
  const cursor = response.cursor;
  return { ...response, cursor: cursor || void 0 };
}
function _processGlobal() {
  const proc = globalThis["process"];
  return proc;
}
function getRuntime() {
  const proc = _processGlobal();
  if (proc?.versions?.bun)
    return `bun@${proc.versions.bun}`;
  if (typeof EdgeRuntime === "string")
    return "edge-light";
  if (typeof proc?.version === "string")
    return `node@${proc.version}`;
  return "";
}
function getSafeEnvironment() {
  const proc = _processGlobal();
  return proc?.env ?? {};
}

// src/client/multi-region/utils.ts
var VALID_REGIONS = ["EU_CENTRAL_1", "US_EAST_1"];
var DEFAULT_QSTASH_URL = "https://qstash.upstash.io";
var getRegionFromEnvironment = (environment) => {
  const region = environment.QSTASH_REGION;
  return normalizeRegionHeader(region);
};
function readEnvironmentVariables(environmentVariables, environment, region) {
  const result = {};
  for (const variable of environmentVariables) {
    const key = region ? `${region}_${variable}` : variable;
    result[variable] = environment[key];
  }
  return result;
}
function readClientEnvironmentVariables(environment, region) {
  return readEnvironmentVariables(["QSTASH_URL", "QSTASH_TOKEN"], environment, region);
}
function readReceiverEnvironmentVariables(environment, region) {
  return readEnvironmentVariables(
    ["QSTASH_CURRENT_SIGNING_KEY", "QSTASH_NEXT_SIGNING_KEY"],
    environment,
    region
  );
}
function normalizeRegionHeader(region) {
  if (!region) {
    return void 0;
  }
  region = region.replaceAll("-", "_").toUpperCase();
  if (VALID_REGIONS.includes(region)) {
    return region;
  }
  console.warn(
    `[Upstash QStash] Invalid UPSTASH_REGION header value: "${region}". Expected one of: ${VALID_REGIONS.join(
      ", "
    )}.`
  );
  return void 0;
}

// src/dev-server/constants.ts
var DEFAULT_DEV_PORT = 8080;
var DEV_CREDENTIALS = {
  token: "eyJVc2VySUQiOiJkZWZhdWx0VXNlciIsIlBhc3N3b3JkIjoiZGVmYXVsdFBhc3N3b3JkIn0=",
  currentSigningKey: "sig_7kYjw48mhY7kAjqNGcy6cr29RJ6r",
  nextSigningKey: "sig_5ZB6DVzB1wjE8S6rZ7eenA8Pdnhs"
};
var BINARY_URL_BASE = "https://artifacts.upstash.com/qstash/versions";
var ARTIFACTS_LIST_URL = "https://s3.eu-central-1.amazonaws.com/artifacts.upstash.com/?prefix=qstash/versions/&delimiter=/";
var CONSOLE_URL = "https://console.upstash.com/qstash/local-mode-user";
var DEV_PREFIX = "\x1B[2m[QStash Dev]\x1B[0m";
var CLI_PREFIX = "\x1B[2m[QStash CLI]\x1B[0m";
var _n = (m) => `node:${m}`;
var importHttp = () => import(
  /* webpackIgnore: true */
  _n("http")
);
var importHttps = () => import(
  /* webpackIgnore: true */
  _n("https")
);
var importFs = () => import(
  /* webpackIgnore: true */
  _n("fs")
);
var importChildProcess = () => import(
  /* webpackIgnore: true */
  _n("child_process")
);
var importOs = () => import(
  /* webpackIgnore: true */
  _n("os")
);

// src/dev-server/http.ts
var HTTP_OK = 200;
var HTTP_MULTI_CHOICE = 300;
var nativeGet = async (url, headers, timeoutMs) => {
  const parsedUrl = new URL(url);
  const httpModule = parsedUrl.protocol === "https:" ? await importHttps() : await importHttp();
  return new Promise((resolve, reject) => {
    const request = httpModule.get(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const statusCode = response.statusCode ?? 0;
        resolve({
          ok: statusCode >= HTTP_OK && statusCode < HTTP_MULTI_CHOICE,
          statusCode,
          body: Buffer.concat(chunks)
        });
      });
      response.on("error", reject);
    });
    if (timeoutMs) {
      request.setTimeout(timeoutMs, () => {
        request.destroy(new Error("Request timed out"));
      });
    }
    request.on("error", reject);
  });
};

// src/dev-server/health.ts
var HEALTH_CHECK_TIMEOUT_MS = 2e3;
var isDevServerRunning = async (baseUrl) => {
  try {
    const { ok: ok4, body } = await nativeGet(
      `${baseUrl}/v2/keys`,
      { Authorization: `Bearer ${DEV_CREDENTIALS.token}` },
      HEALTH_CHECK_TIMEOUT_MS
    );
    if (!ok4)
      return false;
    const data = JSON.parse(body.toString());
    return data.current === DEV_CREDENTIALS.currentSigningKey && data.next === DEV_CREDENTIALS.nextSigningKey;
  } catch {
    return false;
  }
};
var _didLogUnreachable = false;
var checkDevServerReachable = async (baseUrl, runtime) => {
  if (await pingEdge(baseUrl))
    return;
  if (!_didLogUnreachable) {
    console.error(unreachableMessage(baseUrl, runtime));
    _didLogUnreachable = true;
  }
  throw new Error(`${DEV_PREFIX} dev server unreachable at ${baseUrl}`);
};
var pingEdge = async (baseUrl) => {
  try {
    const controller = new AbortController();
    const timeout = setTimeout(() => {
      controller.abort();
    }, HEALTH_CHECK_TIMEOUT_MS);
    const response = await fetch(`${baseUrl}/v2/keys`, {
      headers: { Authorization: `Bearer ${DEV_CREDENTIALS.token}` },
      signal: controller.signal
    });
    clearTimeout(timeout);
    return response.ok;
  } catch {
    return false;
  }
};
var unreachableMessage = (baseUrl, runtime) => {
  const port = new URL(baseUrl).port;
  const manualStartCmd = `npx @upstash/qstash-cli dev --port ${port}`;
  const header = `
${DEV_PREFIX} The dev server is not running at ${baseUrl}.

`;
  if (runtime === "cloudflare-workers") {
    return header + `Cloudflare Workers cannot start the dev server automatically.
Start it manually before running wrangler dev:

  ${manualStartCmd}
`;
  }
  return header + `Edge runtimes cannot start the dev server automatically.
Either:
  1. Add the instrumentation hook to start it with your app:

     // instrumentation.ts
     import { startDevServer } from "@upstash/qstash";
     export async function register() { await startDevServer(); }

  2. Or start it manually:

     ${manualStartCmd}
`;
};

// src/dev-server/binary.ts
var ensureBinary = async () => {
  const fs = await importFs();
  const os = await importOs();
  const cacheDirectory = await findCacheDirectory();
  const isWindows = os.platform() === "win32";
  const binaryName = isWindows ? "qstash.exe" : "qstash";
  const binaryPath = `${cacheDirectory}/${binaryName}`;
  const versionFile = `${cacheDirectory}/.version`;
  let version;
  try {
    version = await fetchLatestVersion();
  } catch (error) {
    if (fs.existsSync(binaryPath)) {
      const cachedVersion = fs.existsSync(versionFile) ? fs.readFileSync(versionFile, "utf8").trim() : "unknown";
      console.log(`${DEV_PREFIX} Offline, using local v${cachedVersion}`);
      return binaryPath;
    }
    throw error;
  }
  return downloadBinary(version, cacheDirectory);
};
var fetchLatestVersion = async () => {
  const { ok: ok4, statusCode, body } = await nativeGet(ARTIFACTS_LIST_URL);
  if (!ok4) {
    throw new Error(`[QStash Dev] Failed to fetch latest version: HTTP ${statusCode}`);
  }
  const xml = body.toString();
  const versions = [];
  const re = /<Prefix>qstash\/versions\/([^/<]+)\/<\/Prefix>/g;
  let match;
  while ((match = re.exec(xml)) !== null) {
    const v = match[1];
    if (/^\d+\.\d+\.\d+$/.test(v))
      versions.push(v);
  }
  if (versions.length === 0) {
    throw new Error("[QStash Dev] No stable versions found in artifact bucket");
  }
  versions.sort(compareSemver);
  const latest = versions.at(-1);
  if (!latest) {
    throw new Error("[QStash Dev] No stable versions found in artifact bucket");
  }
  return latest;
};
var compareSemver = (a, b) => {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (const [index, part] of pa.entries()) {
    if (part !== pb[index])
      return part - pb[index];
  }
  return 0;
};
var findCacheDirectory = async () => {
  const fs = await importFs();
  const os = await importOs();
  const home = os.homedir();
  const platform = os.platform();
  let base;
  if (platform === "darwin") {
    base = `${home}/Library/Caches/upstash`;
  } else if (platform === "win32") {
    base = `${process.env.LOCALAPPDATA ?? `${home}/AppData/Local`}/upstash`;
  } else {
    base = `${home}/.cache/upstash`;
  }
  const cacheDirectory = `${base}/qstash-dev`;
  await fs.promises.mkdir(cacheDirectory, { recursive: true });
  return cacheDirectory;
};
var downloadBinary = async (version, cacheDirectory) => {
  const fs = await importFs();
  const childProcess = await importChildProcess();
  const os = await importOs();
  const osPlatform = os.platform();
  const isWindows = osPlatform === "win32";
  const platform = isWindows ? "windows" : osPlatform === "darwin" ? "darwin" : "linux";
  const arch = os.arch() === "arm64" ? "arm64" : "amd64";
  const archiveName = `qstash-server_${version}_${platform}_${arch}`;
  const binaryName = isWindows ? "qstash.exe" : "qstash";
  const binaryPath = `${cacheDirectory}/${binaryName}`;
  const versionFile = `${cacheDirectory}/.version`;
  if (fs.existsSync(binaryPath) && fs.existsSync(versionFile)) {
    const cachedVersion = fs.readFileSync(versionFile, "utf8").trim();
    if (cachedVersion === version) {
      return binaryPath;
    }
  }
  await fs.promises.rm(cacheDirectory, { recursive: true, force: true });
  await fs.promises.mkdir(cacheDirectory, { recursive: true });
  const extension = isWindows ? "zip" : "tar.gz";
  const archiveUrl = `${BINARY_URL_BASE}/${version}/${archiveName}.${extension}`;
  console.log(`${DEV_PREFIX} Downloading dev server v${version}...`);
  const { ok: ok4, statusCode, body } = await nativeGet(archiveUrl);
  if (!ok4) {
    throw new Error(`[QStash Dev] Failed to download binary: HTTP ${statusCode}`);
  }
  const archivePath = `${cacheDirectory}/${archiveName}.${extension}`;
  await fs.promises.writeFile(archivePath, new Uint8Array(body));
  childProcess.execFileSync("tar", ["-xf", archivePath, "-C", cacheDirectory], {
    stdio: "pipe"
  });
  if (!isWindows) {
    const EXECUTABLE_PERMISSION = 493;
    await fs.promises.chmod(binaryPath, EXECUTABLE_PERMISSION);
  }
  await fs.promises.writeFile(versionFile, version);
  await fs.promises.unlink(archivePath).catch(() => {
  });
  return binaryPath;
};

// src/dev-server/process.ts
var STARTUP_TIMEOUT_MS = 3e4;
var _proc = () => {
  return globalThis["process"] ?? {};
};
var spawnServer = async (binaryPath, port, onUnexpectedExit) => {
  const childProcess = await importChildProcess();
  const child = await new Promise((resolve, reject) => {
    const child2 = childProcess.spawn(binaryPath, ["dev", "--port", String(port)], {
      stdio: ["ignore", "pipe", "pipe"]
    });
    const timeout = setTimeout(() => {
      child2.kill();
      reject(new Error("[QStash Dev] Server failed to start within 30 seconds"));
    }, STARTUP_TIMEOUT_MS);
    let startupOutput = "";
    let started = false;
    const bufferLine = (line) => {
      if (!started)
        startupOutput += `${line}
`;
    };
    forwardWithPrefix(child2.stdout, _proc().stdout, (line) => {
      bufferLine(line);
      if (!started && /runn+ing( at|\.)/i.test(line)) {
        clearTimeout(timeout);
        started = true;
        resolve(child2);
      }
    });
    forwardWithPrefix(child2.stderr, _proc().stderr, bufferLine);
    child2.on("error", (error) => {
      clearTimeout(timeout);
      reject(new Error(`[QStash Dev] Failed to start server: ${error.message}`));
    });
    child2.on("close", (code, _signal) => {
      if (started) {
        onUnexpectedExit?.();
        return;
      }
      clearTimeout(timeout);
      reject(new Error(formatStartupError(code, startupOutput)));
    });
  });
  registerCleanup(child);
  child.unref?.();
  child.stdout?.unref?.();
  child.stderr?.unref?.();
};
var formatStartupError = (code, startupOutput) => {
  const cleaned = startupOutput.replaceAll(/\u001B\[[\d;]*m/g, "").replaceAll(/^\d{1,2}:\d{2}(AM|PM)\s+\w{3}\s+/gm, "").trim();
  if (/address already in use/i.test(cleaned)) {
    const match = /:(\d+)\s*$/.exec(cleaned);
    const portHint = match ? ` on port ${match[1]}` : "";
    return `[QStash Dev] Port already in use${portHint}. Set QSTASH_DEV_PORT to use a different port, or stop the process holding it.`;
  }
  const codeSuffix = code ? ` with code ${code}` : "";
  const detail = cleaned ? `: ${cleaned}` : "";
  return `[QStash Dev] Server exited unexpectedly${codeSuffix}${detail}`;
};
var forwardWithPrefix = (source, destination, onLine) => {
  if (!source)
    return;
  let buffer = "";
  const flushLine = (line) => {
    destination?.write(`${CLI_PREFIX} ${line}
`);
    onLine(line);
  };
  source.on("data", (data) => {
    buffer += data.toString();
    let newlineIndex = buffer.indexOf("\n");
    while (newlineIndex !== -1) {
      flushLine(buffer.slice(0, newlineIndex));
      buffer = buffer.slice(newlineIndex + 1);
      newlineIndex = buffer.indexOf("\n");
    }
  });
  source.on("end", () => {
    if (buffer.length > 0) {
      flushLine(buffer);
      buffer = "";
    }
  });
  source.on("error", () => {
  });
};
var currentChild;
var processHandlersRegistered = false;
var killCurrentChild = () => {
  if (!currentChild)
    return;
  try {
    currentChild.kill("SIGTERM");
  } catch {
  }
  currentChild = void 0;
};
var registerCleanup = (child) => {
  currentChild = child;
  if (!processHandlersRegistered) {
    processHandlersRegistered = true;
    const proc = _proc();
    proc.on?.("exit", killCurrentChild);
    proc.on?.("SIGINT", () => {
      killCurrentChild();
      proc.exit?.(0);
    });
    proc.on?.("SIGTERM", () => {
      killCurrentChild();
      proc.exit?.(0);
    });
  }
};

// src/dev-server/index.ts
var _processGlobal2 = () => {
  const proc = globalThis["process"];
  return proc;
};
var devServerPromise;
var ensureDevelopmentServer = async (env, devMode) => {
  if (!shouldUseDevelopmentMode(devMode, env))
    return;
  const procEnv = _processGlobal2()?.env;
  if (procEnv?.NEXT_PHASE === "phase-production-build")
    return;
  if (procEnv?.NODE_ENV === "production")
    return;
  const runtime = getRuntime2();
  if (runtime !== "nodejs") {
    await checkDevServerReachable(getDevUrl(env), runtime);
    return;
  }
  if (!devServerPromise) {
    devServerPromise = startPipeline(env).catch((error) => {
      devServerPromise = void 0;
      throw error;
    });
  }
  await devServerPromise;
};
var startDevServer = async () => {
  try {
    await ensureDevelopmentServer(void 0, void 0);
  } catch (error) {
    console.warn(`${DEV_PREFIX} Could not start dev server:`, error);
  }
};
var startPipeline = async (env) => {
  const baseUrl = getDevUrl(env);
  const port = new URL(baseUrl).port;
  const consoleLink = `\x1B[36m${CONSOLE_URL}?port=${port}\x1B[0m`;
  if (await isDevServerRunning(baseUrl)) {
    console.log(
      `${DEV_PREFIX} Server already running at ${baseUrl}
${DEV_PREFIX} Console: ${consoleLink}`
    );
    return;
  }
  const binaryPath = await ensureBinary();
  await spawnServer(binaryPath, port, () => {
    devServerPromise = void 0;
  });
};
var shouldUseDevelopmentMode = (devMode, env) => {
  if (devMode !== void 0)
    return devMode;
  const value = env?.QSTASH_DEV ?? getProcessEnvironment("QSTASH_DEV");
  if (value === void 0 || value === "" || value === "false" || value === "0")
    return false;
  if (value === "true" || value === "1")
    return true;
  throw new Error(`[QStash Dev] Invalid value for QSTASH_DEV in environment: ${value}`);
};
var getDevelopmentCredentials = (env) => {
  return {
    ...DEV_CREDENTIALS,
    baseUrl: getDevUrl(env)
  };
};
var getDevUrl = (env) => {
  const portString = env?.QSTASH_DEV_PORT ?? getProcessEnvironment("QSTASH_DEV_PORT");
  let port = DEFAULT_DEV_PORT;
  if (portString) {
    const parsed = Number.parseInt(portString, 10);
    if (!Number.isNaN(parsed) && parsed > 0) {
      port = parsed;
    }
  }
  return `http://127.0.0.1:${port}`;
};
var getRuntime2 = () => {
  if (typeof navigator !== "undefined" && navigator.userAgent === "Cloudflare-Workers") {
    return "cloudflare-workers";
  }
  const proc = _processGlobal2();
  if (!proc) {
    return "browser";
  }
  if (!proc.release?.name) {
    return "edge";
  }
  return "nodejs";
};
var getProcessEnvironment = (key) => {
  const proc = _processGlobal2();
  return proc?.env ? proc.env[key] : void 0;
};

// src/client/multi-region/incoming.ts
var getReceiverSigningKeys = ({
  environment,
  regionFromHeader,
  config,
  devMode
}) => {
  if (shouldUseDevelopmentMode(devMode, environment)) {
    if (config?.currentSigningKey || config?.nextSigningKey) {
      console.warn(
        `${DEV_PREFIX} Dev mode is active. Ignoring signing keys from config. Set devMode: false to use your own keys.`
      );
    }
    const developmentCreds = getDevelopmentCredentials(environment);
    return {
      currentSigningKey: developmentCreds.currentSigningKey,
      nextSigningKey: developmentCreds.nextSigningKey
    };
  }
  if (config?.currentSigningKey && config.nextSigningKey) {
    return {
      currentSigningKey: config.currentSigningKey,
      nextSigningKey: config.nextSigningKey
    };
  }
  const regionEnvironment = getRegionFromEnvironment(environment);
  if (regionEnvironment) {
    const regionHeader = normalizeRegionHeader(regionFromHeader);
    if (regionHeader) {
      const regionCreds = readReceiverEnvironmentVariables(environment, regionHeader);
      if (regionCreds.QSTASH_CURRENT_SIGNING_KEY && regionCreds.QSTASH_NEXT_SIGNING_KEY) {
        return {
          currentSigningKey: regionCreds.QSTASH_CURRENT_SIGNING_KEY,
          nextSigningKey: regionCreds.QSTASH_NEXT_SIGNING_KEY,
          region: regionHeader
        };
      } else {
        console.warn(
          `[Upstash QStash] Signing keys not found for region "${regionHeader}". Falling back to default signing keys.`
        );
      }
    } else {
      console.warn(
        `[Upstash QStash] Invalid UPSTASH_REGION header value: "${regionFromHeader}". Expected one of: EU-CENTRAL-1, US-EAST-1. Falling back to default signing keys.`
      );
    }
  }
  const defaultCreds = readReceiverEnvironmentVariables(environment);
  if (defaultCreds.QSTASH_CURRENT_SIGNING_KEY && defaultCreds.QSTASH_NEXT_SIGNING_KEY) {
    return {
      currentSigningKey: defaultCreds.QSTASH_CURRENT_SIGNING_KEY,
      nextSigningKey: defaultCreds.QSTASH_NEXT_SIGNING_KEY
    };
  }
};

// src/client/multi-region/outgoing.ts
var getClientCredentials = (clientCredentialConfig) => {
  const credentials = resolveCredentials(clientCredentialConfig);
  return verifyCredentials(credentials);
};
var resolveCredentials = ({
  environment,
  config,
  devMode
}) => {
  if (shouldUseDevelopmentMode(devMode, environment)) {
    if (config?.baseUrl || config?.token) {
      console.warn(
        `${DEV_PREFIX} Dev mode is active. Ignoring baseUrl/token from config. Set devMode: false to use your own credentials.`
      );
    }
    const developmentCreds = getDevelopmentCredentials(environment);
    return {
      baseUrl: developmentCreds.baseUrl,
      token: developmentCreds.token
    };
  }
  if (config?.baseUrl && config.token) {
    return {
      baseUrl: config.baseUrl,
      token: config.token
    };
  }
  const region = getRegionFromEnvironment(environment);
  if (region) {
    const regionCreds = readClientEnvironmentVariables(environment, region);
    if (regionCreds.QSTASH_URL && regionCreds.QSTASH_TOKEN) {
      return {
        baseUrl: regionCreds.QSTASH_URL,
        token: regionCreds.QSTASH_TOKEN,
        region
      };
    } else {
      console.warn(
        `[Upstash QStash] QSTASH_REGION is set to "${region}" but credentials are missing. Expected ${region}_QSTASH_URL and ${region}_QSTASH_TOKEN. Falling back to default credentials.`
      );
    }
  }
  const defaultCreds = readClientEnvironmentVariables(environment);
  return {
    baseUrl: config?.baseUrl ?? defaultCreds.QSTASH_URL ?? DEFAULT_QSTASH_URL,
    token: config?.token ?? defaultCreds.QSTASH_TOKEN ?? ""
  };
};
var verifyCredentials = (credentials) => {
  const token = credentials.token;
  let baseUrl = credentials.baseUrl;
  baseUrl = baseUrl.replace(/\/$/, "");
  if (baseUrl === "https://qstash.upstash.io/v2/publish") {
    baseUrl = DEFAULT_QSTASH_URL;
  }
  if (!token) {
    console.warn(
      "[Upstash QStash] client token is not set. Either pass a token or set QSTASH_TOKEN env variable."
    );
  }
  return { baseUrl, token };
};

// src/receiver.ts
var subtle = uncryptoSubtle;
async function sha256Base64url(body) {
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(body));
  return jose.base64url.encode(new Uint8Array(digest));
}
var SignatureError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "SignatureError";
  }
};
var Receiver = class {
  currentSigningKey;
  nextSigningKey;
  devMode;
  constructor(config) {
    this.currentSigningKey = config?.currentSigningKey;
    this.nextSigningKey = config?.nextSigningKey;
    this.devMode = config?.devMode;
  }
  /**
   * Verify the signature of a request.
   *
   * Tries to verify the signature with the current signing key.
   * If that fails, maybe because you have rotated the keys recently, it will
   * try to verify the signature with the next signing key.
   *
   * If that fails, the signature is invalid and a `SignatureError` is thrown.
   */
  async verify(request) {
    const environment = getSafeEnvironment();
    const signingKeys = getReceiverSigningKeys({
      environment,
      regionFromHeader: request.upstashRegion,
      config: {
        currentSigningKey: this.currentSigningKey,
        nextSigningKey: this.nextSigningKey
      },
      devMode: this.devMode
    });
    if (!signingKeys) {
      throw new Error(
        "[Upstash QStash] No signing keys available for verification. See the warning above for more details."
      );
    }
    let payload;
    try {
      payload = await this.verifyWithKey(signingKeys.currentSigningKey, request);
    } catch {
      payload = await this.verifyWithKey(signingKeys.nextSigningKey, request);
    }
    await this.verifyBodyAndUrl(payload, request);
    return true;
  }
  /**
   * Verify signature with a specific signing key
   */
  async verifyWithKey(key, request) {
    const jwt = await jose.jwtVerify(request.signature, new TextEncoder().encode(key), {
      issuer: "Upstash",
      clockTolerance: request.clockTolerance
    }).catch((error) => {
      throw new SignatureError(error.message);
    });
    return jwt.payload;
  }
  async verifyBodyAndUrl(payload, request) {
    const p = payload;
    if (request.url !== void 0 && p.sub !== request.url) {
      throw new SignatureError(`invalid subject: ${p.sub}, want: ${request.url}`);
    }
    const bodyHash = await sha256Base64url(request.body);
    const padding = new RegExp(/=+$/);
    if (p.body.replace(padding, "") !== bodyHash.replace(padding, "")) {
      throw new SignatureError(`body hash does not match, want: ${p.body}, got: ${bodyHash}`);
    }
  }
};

// src/client/dlq.ts
var DLQ = class {
  http;
  constructor(http) {
    this.http = http;
  }
  /**
   * List messages in the dlq
   *
   * Can be called with:
   * - Filters: `listMessages({ filter: { url: "https://example.com" } })`
   * - DLQ IDs: `listMessages({ dlqIds: ["id1", "id2"] })`
   * - No filter (list all): `listMessages()`
   */
  async listMessages(options = {}) {
    const query = {
      count: options.count,
      ..."dlqIds" in options ? { dlqIds: options.dlqIds } : { ...renameUrlGroup(options.filter ?? {}), cursor: options.cursor }
    };
    const messagesPayload = await this.http.request({
      method: "GET",
      path: ["v2", "dlq"],
      query
    });
    return {
      messages: messagesPayload.messages.map((message) => {
        return {
          ...message,
          urlGroup: message.topicName,
          ratePerSecond: "rate" in message ? message.rate : void 0
        };
      }),
      cursor: messagesPayload.cursor
    };
  }
  /**
   * Remove messages from the dlq.
   *
   * Can be called with:
   * - A single dlqId: `delete("id")`
   * - An array of dlqIds: `delete(["id1", "id2"])`
   * - An object with dlqIds: `delete({ dlqIds: ["id1", "id2"] })`
   * - A filter object: `delete({ filter: { url: "https://example.com", label: "label" } })`
   * - All messages: `delete({ all: true })`
   *
   * Pass `count` to limit the number of messages processed per call (defaults to 100).
   * Call in a loop until cursor is undefined:
   *
   * ```ts
   * let cursor: string | undefined;
   * do {
   *   const result = await dlq.delete({ all: true, count: 100, cursor });
   *   cursor = result.cursor;
   * } while (cursor);
   * ```
   */
  async delete(request) {
    if (typeof request === "string") {
      assertNonEmptyId(request, "DLQ id");
      await this.http.request({
        method: "DELETE",
        path: ["v2", "dlq", request],
        parseResponseAsJson: false
      });
      return { deleted: 1 };
    }
    if (Array.isArray(request) && request.length === 0)
      return { deleted: 0 };
    const filters = Array.isArray(request) ? { dlqIds: request } : request;
    return await this.http.request({
      method: "DELETE",
      path: ["v2", "dlq"],
      query: buildBulkActionFilterPayload(filters)
    });
  }
  /**
   * Remove multiple messages from the dlq using their `dlqId`s
   *
   * @deprecated Use `delete` instead
   */
  async deleteMany(request) {
    return await this.delete(request);
  }
  /**
   * Retry messages from the dlq.
   *
   * Can be called with:
   * - A single dlqId: `retry("id")`
   * - An array of dlqIds: `retry(["id1", "id2"])`
   * - An object with dlqIds: `retry({ dlqIds: ["id1", "id2"] })`
   * - A filter object: `retry({ filter: { url: "https://example.com", label: "label" } })`
   * - All messages: `retry({ all: true })`
   *
   * Pass `count` to limit the number of messages processed per call (defaults to 100).
   * Call in a loop until cursor is undefined:
   *
   * ```ts
   * let cursor: string | undefined;
   * do {
   *   const result = await dlq.retry({ all: true, count: 100, cursor });
   *   cursor = result.cursor;
   * } while (cursor);
   * ```
   */
  async retry(request) {
    if (typeof request === "string")
      request = [request];
    if (Array.isArray(request) && request.length === 0)
      return { responses: [] };
    const filters = Array.isArray(request) ? { dlqIds: request } : request;
    return normalizeCursor(
      await this.http.request({
        method: "POST",
        path: ["v2", "dlq", "retry"],
        query: buildBulkActionFilterPayload(filters)
      })
    );
  }
};

// src/client/flow-control.ts
var FlowControlApi = class {
  http;
  constructor(http) {
    this.http = http;
  }
  /**
   * Get a single flow control by key.
   */
  async get(flowControlKey) {
    assertNonEmptyId(flowControlKey, "Flow control key");
    return await this.http.request({
      method: "GET",
      path: ["v2", "flowControl", flowControlKey]
    });
  }
  /**
   * Get the global parallelism info.
   */
  async getGlobalParallelism() {
    const response = await this.http.request({
      method: "GET",
      path: ["v2", "globalParallelism"]
    });
    return {
      parallelismMax: response.parallelismMax ?? 0,
      parallelismCount: response.parallelismCount ?? 0
    };
  }
  /**
   * Pause message delivery for a flow-control key.
   *
   * Messages already in the waitlist will remain there.
   * New incoming messages will be added directly to the waitlist.
   */
  async pause(flowControlKey) {
    await this.http.request({
      method: "POST",
      path: ["v2", "flowControl", flowControlKey, "pause"],
      parseResponseAsJson: false
    });
  }
  /**
   * Resume message delivery for a flow-control key.
   */
  async resume(flowControlKey) {
    await this.http.request({
      method: "POST",
      path: ["v2", "flowControl", flowControlKey, "resume"],
      parseResponseAsJson: false
    });
  }
  /**
   * Pin a processing configuration for a flow-control key.
   *
   * While pinned, the system ignores configurations provided by incoming
   * messages and uses the pinned configuration instead.
   */
  async pin(flowControlKey, options) {
    await this.http.request({
      method: "POST",
      path: ["v2", "flowControl", flowControlKey, "pin"],
      query: {
        parallelism: options.parallelism,
        rate: options.rate,
        period: options.period
      },
      parseResponseAsJson: false
    });
  }
  /**
   * Remove the pinned configuration for a flow-control key.
   *
   * After unpinning, the system resumes updating the configuration
   * based on incoming messages.
   */
  async unpin(flowControlKey, options) {
    await this.http.request({
      method: "POST",
      path: ["v2", "flowControl", flowControlKey, "unpin"],
      query: {
        parallelism: options.parallelism,
        rate: options.rate
      },
      parseResponseAsJson: false
    });
  }
  /**
   * Reset the rate configuration state for a flow-control key.
   *
   * Clears the current rate count and immediately ends the current period.
   * The current timestamp becomes the start of the new rate period.
   */
  async resetRate(flowControlKey) {
    await this.http.request({
      method: "POST",
      path: ["v2", "flowControl", flowControlKey, "resetRate"],
      parseResponseAsJson: false
    });
  }
};

// src/client/http.ts
var HttpClient = class {
  baseUrl;
  authorization;
  options;
  devMode;
  retry;
  headers;
  telemetryHeaders;
  constructor(config) {
    this.baseUrl = config.baseUrl.replace(/\/$/, "");
    this.authorization = config.authorization;
    this.devMode = config.devMode;
    this.retry = // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    typeof config.retry === "boolean" && !config.retry ? {
      attempts: 0,
      backoff: () => 0
    } : {
      attempts: config.retry?.retries ?? 5,
      backoff: config.retry?.backoff ?? ((retryCount) => Math.exp(retryCount) * 50)
    };
    this.headers = config.headers;
    this.telemetryHeaders = config.telemetryHeaders;
  }
  async request(request) {
    await ensureDevelopmentServer(void 0, this.devMode);
    const { response } = await this.requestWithBackoff(request);
    if (request.parseResponseAsJson === false) {
      return void 0;
    }
    return await response.json();
  }
  async *requestStream(request) {
    await ensureDevelopmentServer(void 0, this.devMode);
    const { response } = await this.requestWithBackoff(request);
    if (!response.body) {
      throw new Error("No response body");
    }
    const body = response.body;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) {
          break;
        }
        const chunkText = decoder.decode(value, { stream: true });
        const chunks = chunkText.split("\n").filter(Boolean);
        for (const chunk of chunks) {
          if (chunk.startsWith("data: ")) {
            const data = chunk.slice(6);
            if (data === "[DONE]") {
              break;
            }
            yield JSON.parse(data);
          }
        }
      }
    } finally {
      await reader.cancel();
    }
  }
  requestWithBackoff = async (request) => {
    const [url, requestOptions] = this.processRequest(request);
    const requestLabel = describeRequest(requestOptions.method, url);
    const totalAttempts = this.retry.attempts + 1;
    let response = void 0;
    let error = void 0;
    for (let index = 0; index <= this.retry.attempts; index++) {
      try {
        response = await fetch(url.toString(), requestOptions);
        break;
      } catch (error_) {
        error = error_;
        if (index < this.retry.attempts) {
          const backoffMs = this.retry.backoff(index);
          console.warn(
            `${LOG_PREFIX} ${requestLabel} failed (attempt ${index + 1}/${totalAttempts}), retrying in ${Math.round(backoffMs)}ms: ${formatError(error)}`
          );
          await new Promise((r) => setTimeout(r, backoffMs));
        }
      }
    }
    if (!response) {
      const finalError = error ?? new Error("Exhausted all retries");
      console.error(
        `${LOG_PREFIX} ${requestLabel} failed after ${totalAttempts} ${totalAttempts === 1 ? "attempt" : "attempts"}: ${formatError(finalError)}`
      );
      throw finalError;
    }
    await this.checkResponse(response, requestLabel);
    return {
      response,
      error
    };
  };
  processRequest = (request) => {
    const headers = new Headers(request.headers);
    if (!headers.has("Authorization")) {
      headers.set("Authorization", this.authorization);
    }
    const requestOptions = {
      method: request.method,
      headers,
      body: request.body,
      keepalive: request.keepalive
    };
    const url = new URL([request.baseUrl ?? this.baseUrl, ...request.path].join("/"));
    if (request.query) {
      for (const [key, value] of Object.entries(request.query)) {
        if (value === void 0)
          continue;
        if (Array.isArray(value)) {
          if (value.length === 0) {
            throw new QstashEmptyArrayError(key);
          }
          for (const item of value) {
            url.searchParams.append(key, item.toString());
          }
        } else if (value instanceof Date) {
          url.searchParams.set(key, value.getTime().toString());
        } else {
          url.searchParams.set(key, value.toString());
        }
      }
    }
    return [url.toString(), requestOptions];
  };
  async checkResponse(response, requestLabel) {
    const error = await this.getResponseError(response);
    if (error) {
      console.error(`${LOG_PREFIX} ${requestLabel} failed with status ${response.status}`);
      throw error;
    }
  }
  async getResponseError(response) {
    if (response.status === 429) {
      if (response.headers.get("x-ratelimit-limit-requests")) {
        return new QstashChatRatelimitError({
          "limit-requests": response.headers.get("x-ratelimit-limit-requests"),
          "limit-tokens": response.headers.get("x-ratelimit-limit-tokens"),
          "remaining-requests": response.headers.get("x-ratelimit-remaining-requests"),
          "remaining-tokens": response.headers.get("x-ratelimit-remaining-tokens"),
          "reset-requests": response.headers.get("x-ratelimit-reset-requests"),
          "reset-tokens": response.headers.get("x-ratelimit-reset-tokens")
        });
      } else if (response.headers.get("RateLimit-Limit")) {
        return new QstashDailyRatelimitError({
          limit: response.headers.get("RateLimit-Limit"),
          remaining: response.headers.get("RateLimit-Remaining"),
          reset: response.headers.get("RateLimit-Reset")
        });
      }
      return new QstashRatelimitError({
        limit: response.headers.get("Burst-RateLimit-Limit"),
        remaining: response.headers.get("Burst-RateLimit-Remaining"),
        reset: response.headers.get("Burst-RateLimit-Reset")
      });
    }
    if (response.status < 200 || response.status >= 300) {
      const body = await response.text();
      return new QstashError(
        body.length > 0 ? body : `Error: status=${response.status}`,
        response.status
      );
    }
    return void 0;
  }
};
var LOG_PREFIX = "[Upstash QStash]";
var describeRequest = (method, url) => {
  const { origin, pathname } = new URL(url);
  const safePath = pathname.replace(/\/[a-z][\w+.-]*:\/\/.*$/i, (destination) => {
    try {
      const destinationUrl = new URL(destination.slice(1));
      return `/${destinationUrl.origin}${destinationUrl.pathname === "/" ? "" : "/\u2026"}`;
    } catch {
      return "/<destination>";
    }
  });
  return `${method ?? "GET"} ${origin}${safePath}`;
};
var formatError = (error) => {
  if (!(error instanceof Error))
    return String(error);
  const cause = error.cause;
  return cause instanceof Error ? `${error.message} (cause: ${cause.message})` : error.message;
};

// src/client/llm/providers.ts
var setupAnalytics = (analytics, providerApiKey, providerBaseUrl, provider) => {
  if (!analytics)
    return {};
  switch (analytics.name) {
    case "helicone": {
      switch (provider) {
        case "upstash": {
          return {
            baseURL: "https://qstash.helicone.ai/llm/v1/chat/completions",
            defaultHeaders: {
              "Helicone-Auth": `Bearer ${analytics.token}`,
              Authorization: `Bearer ${providerApiKey}`
            }
          };
        }
        default: {
          return {
            baseURL: "https://gateway.helicone.ai/v1/chat/completions",
            defaultHeaders: {
              "Helicone-Auth": `Bearer ${analytics.token}`,
              "Helicone-Target-Url": providerBaseUrl,
              Authorization: `Bearer ${providerApiKey}`
            }
          };
        }
      }
    }
    default: {
      throw new Error("Unknown analytics provider");
    }
  }
};

// src/client/llm/chat.ts
var Chat = class _Chat {
  http;
  token;
  constructor(http, token) {
    this.http = http;
    this.token = token;
  }
  static toChatRequest(request) {
    const messages = [];
    messages.push(
      { role: "system", content: request.system },
      { role: "user", content: request.user }
    );
    const chatRequest = { ...request, messages };
    return chatRequest;
  }
  /**
   * Calls the Upstash completions api given a ChatRequest.
   *
   * Returns a ChatCompletion or a stream of ChatCompletionChunks
   * if stream is enabled.
   *
   * @param request ChatRequest with messages
   * @returns Chat completion or stream
   */
  create = async (request) => {
    if (request.provider.owner != "upstash")
      return this.createThirdParty(request);
    const body = JSON.stringify(request);
    let baseUrl = void 0;
    let headers = {
      "Content-Type": "application/json",
      Authorization: `Bearer ${this.token}`,
      ..."stream" in request && request.stream ? {
        Connection: "keep-alive",
        Accept: "text/event-stream",
        "Cache-Control": "no-cache"
      } : {}
    };
    if (request.analytics) {
      const { baseURL, defaultHeaders } = setupAnalytics(
        { name: "helicone", token: request.analytics.token },
        this.getAuthorizationToken(),
        request.provider.baseUrl,
        "upstash"
      );
      headers = { ...headers, ...defaultHeaders };
      baseUrl = baseURL;
    }
    const path = request.analytics ? [] : ["llm", "v1", "chat", "completions"];
    return "stream" in request && request.stream ? this.http.requestStream({
      path,
      method: "POST",
      headers,
      baseUrl,
      body
    }) : this.http.request({
      path,
      method: "POST",
      headers,
      baseUrl,
      body
    });
  };
  /**
   * Calls the Upstash completions api given a ChatRequest.
   *
   * Returns a ChatCompletion or a stream of ChatCompletionChunks
   * if stream is enabled.
   *
   * @param request ChatRequest with messages
   * @returns Chat completion or stream
   */
  createThirdParty = async (request) => {
    const { baseUrl, token, owner, organization } = request.provider;
    if (owner === "upstash")
      throw new Error("Upstash is not 3rd party provider!");
    delete request.provider;
    delete request.system;
    const analytics = request.analytics;
    delete request.analytics;
    const body = JSON.stringify(request);
    const isAnalyticsEnabled = analytics?.name && analytics.token;
    const analyticsConfig = analytics?.name && analytics.token ? setupAnalytics({ name: analytics.name, token: analytics.token }, token, baseUrl, owner) : { defaultHeaders: void 0, baseURL: baseUrl };
    const isStream = "stream" in request && request.stream;
    const headers = {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      ...organization ? {
        "OpenAI-Organization": organization
      } : {},
      ...isStream ? {
        Connection: "keep-alive",
        Accept: "text/event-stream",
        "Cache-Control": "no-cache"
      } : {},
      ...analyticsConfig.defaultHeaders
    };
    const response = await this.http[isStream ? "requestStream" : "request"]({
      path: isAnalyticsEnabled ? [] : ["v1", "chat", "completions"],
      method: "POST",
      headers,
      body,
      baseUrl: analyticsConfig.baseURL
    });
    return response;
  };
  // Helper method to get the authorization token
  getAuthorizationToken() {
    const authHeader = String(this.http.authorization);
    const match = /Bearer (.+)/.exec(authHeader);
    if (!match) {
      throw new Error("Invalid authorization header format");
    }
    return match[1];
  }
  /**
   * Calls the Upstash completions api given a PromptRequest.
   *
   * Returns a ChatCompletion or a stream of ChatCompletionChunks
   * if stream is enabled.
   *
   * @param request PromptRequest with system and user messages.
   *    Note that system parameter shouldn't be passed in the case of
   *    mistralai/Mistral-7B-Instruct-v0.2 model.
   * @returns Chat completion or stream
   */
  prompt = async (request) => {
    const chatRequest = _Chat.toChatRequest(request);
    return this.create(chatRequest);
  };
};

// src/client/messages.ts
var Messages = class {
  http;
  constructor(http) {
    this.http = http;
  }
  /**
   * Get a message
   */
  async get(messageId) {
    assertNonEmptyId(messageId, "Message id");
    const messagePayload = await this.http.request({
      method: "GET",
      path: ["v2", "messages", messageId]
    });
    const message = {
      ...messagePayload,
      urlGroup: messagePayload.topicName,
      ratePerSecond: "rate" in messagePayload ? messagePayload.rate : void 0
    };
    return message;
  }
  /**
   * Cancel messages.
   *
   * Can be called with:
   * - A single messageId: `cancel("id")`
   * - An array of messageIds: `cancel(["id1", "id2"])`
   * - A filter object: `cancel({ filter: { flowControlKey: "key", label: "label" } })`
   * - All messages: `cancel({ all: true })`
   *
   * Filters support multiple values: pass an array to match a message whose value
   * equals any of the given values (OR logic). Separate filters are combined with
   * AND logic. For example:
   * `cancel({ filter: { url: ["https://a.com", "https://b.com"], host: "a.com" } })`
   *
   * A filter-based cancel (including `all: true`) processes all matching pending
   * messages in one call. The legacy `count` option is ignored by the server.
   * The request waits for the bulk action to finish; no batching loop is needed.
   *
   * For filter-based requests, `cancelled` is a snapshot of matching in-progress
   * messages when the request was accepted, not a progress counter. Cancelling
   * by message ID or an array of IDs returns the actual number cancelled.
   *
   * ```ts
   * await messages.cancel({ filter: { label: "my-label" } });
   * await messages.cancel({ all: true });
   * ```
   */
  async cancel(request) {
    if (typeof request === "string") {
      assertNonEmptyId(request, "Message id");
      return await this.http.request({
        method: "DELETE",
        path: ["v2", "messages", request]
      });
    }
    if (Array.isArray(request) && request.length === 0)
      return { cancelled: 0 };
    const filters = Array.isArray(request) ? { messageIds: request } : request;
    return await this.http.request({
      method: "DELETE",
      path: ["v2", "messages"],
      query: buildBulkActionFilterPayload(filters)
    });
  }
  /**
   * Delete a message.
   *
   * @deprecated Use `cancel(messageId: string)` instead
   */
  async delete(messageId) {
    assertNonEmptyId(messageId, "Message id");
    await this.http.request({
      method: "DELETE",
      path: ["v2", "messages", messageId],
      parseResponseAsJson: false
    });
  }
  /**
   * Cancel multiple messages by their messageIds.
   *
   * @deprecated Use `cancel(messageIds: string[])` instead
   */
  async deleteMany(messageIds) {
    const result = await this.cancel(messageIds);
    return result.cancelled;
  }
  /**
   * Cancel all messages
   * @deprecated Use `cancel({all: true})` to cancel all
   */
  async deleteAll() {
    const result = await this.cancel({ all: true });
    return result.cancelled;
  }
};

// src/client/queue.ts
var Queue = class {
  http;
  queueName;
  constructor(http, queueName) {
    this.http = http;
    this.queueName = queueName;
  }
  /**
   * Create or update the queue
   */
  async upsert(request) {
    if (!this.queueName) {
      throw new Error("Please provide a queue name to the Queue constructor");
    }
    const body = {
      queueName: this.queueName,
      parallelism: request.parallelism ?? 1,
      paused: request.paused ?? false
    };
    await this.http.request({
      method: "POST",
      path: ["v2", "queues"],
      headers: {
        "Content-Type": "application/json"
      },
      body: JSON.stringify(body),
      parseResponseAsJson: false
    });
  }
  /**
   * Get the queue details
   */
  async get() {
    if (!this.queueName) {
      throw new Error("Please provide a queue name to the Queue constructor");
    }
    return await this.http.request({
      method: "GET",
      path: ["v2", "queues", this.queueName]
    });
  }
  /**
   * List queues
   */
  async list() {
    return await this.http.request({
      method: "GET",
      path: ["v2", "queues"]
    });
  }
  /**
   * Delete the queue
   */
  async delete() {
    if (!this.queueName) {
      throw new Error("Please provide a queue name to the Queue constructor");
    }
    await this.http.request({
      method: "DELETE",
      path: ["v2", "queues", this.queueName],
      parseResponseAsJson: false
    });
  }
  /**
   * Enqueue a message to a queue.
   */
  async enqueue(request) {
    if (!this.queueName) {
      throw new Error("Please provide a queue name to the Queue constructor");
    }
    const headers = wrapWithGlobalHeaders(
      processHeaders(request),
      this.http.headers,
      this.http.telemetryHeaders
    );
    const destination = getRequestPath(request);
    const response = await this.http.request({
      path: ["v2", "enqueue", this.queueName, destination],
      body: request.body,
      headers,
      method: "POST"
    });
    return response;
  }
  /**
   * Enqueue a message to a queue, serializing the body to JSON.
   */
  async enqueueJSON(request) {
    const headers = prefixHeaders(new Headers(request.headers));
    headers.set("Content-Type", "application/json");
    const upstashToken = String(this.http.authorization).split("Bearer ")[1];
    const nonApiRequest = processApi(request, headers, upstashToken);
    const response = await this.enqueue({
      ...nonApiRequest,
      body: JSON.stringify(nonApiRequest.body)
    });
    return response;
  }
  /**
   * Pauses the queue.
   *
   * A paused queue will not deliver messages until
   * it is resumed.
   */
  async pause() {
    if (!this.queueName) {
      throw new Error("Please provide a queue name to the Queue constructor");
    }
    await this.http.request({
      method: "POST",
      path: ["v2", "queues", this.queueName, "pause"],
      parseResponseAsJson: false
    });
  }
  /**
   * Resumes the queue.
   */
  async resume() {
    if (!this.queueName) {
      throw new Error("Please provide a queue name to the Queue constructor");
    }
    await this.http.request({
      method: "POST",
      path: ["v2", "queues", this.queueName, "resume"],
      parseResponseAsJson: false
    });
  }
};

// src/client/schedules.ts
var Schedules = class {
  http;
  constructor(http) {
    this.http = http;
  }
  /**
   * Create a schedule
   */
  async create(request) {
    const headers = prefixHeaders(new Headers(request.headers));
    if (!headers.has("Content-Type")) {
      headers.set("Content-Type", "application/json");
    }
    headers.set("Upstash-Cron", request.cron);
    if (request.method !== void 0) {
      headers.set("Upstash-Method", request.method);
    }
    if (request.delay !== void 0) {
      if (typeof request.delay === "string") {
        headers.set("Upstash-Delay", request.delay);
      } else {
        headers.set("Upstash-Delay", `${request.delay.toFixed(0)}s`);
      }
    }
    if (request.retries !== void 0) {
      headers.set("Upstash-Retries", request.retries.toFixed(0));
    }
    if (request.retryDelay !== void 0) {
      headers.set("Upstash-Retry-Delay", request.retryDelay);
    }
    if (request.callback !== void 0) {
      headers.set("Upstash-Callback", request.callback);
    }
    if (request.failureCallback !== void 0) {
      headers.set("Upstash-Failure-Callback", request.failureCallback);
    }
    if (request.timeout !== void 0) {
      if (typeof request.timeout === "string") {
        headers.set("Upstash-Timeout", request.timeout);
      } else {
        headers.set("Upstash-Timeout", `${request.timeout}s`);
      }
    }
    if (request.scheduleId !== void 0) {
      headers.set("Upstash-Schedule-Id", request.scheduleId);
    }
    if (request.queueName !== void 0) {
      headers.set("Upstash-Queue-Name", request.queueName);
    }
    if (request.flowControl?.key) {
      const parallelism = request.flowControl.parallelism?.toString();
      const rate = (request.flowControl.rate ?? request.flowControl.ratePerSecond)?.toString();
      const period = typeof request.flowControl.period === "number" ? `${request.flowControl.period}s` : request.flowControl.period;
      const controlValue = [
        parallelism ? `parallelism=${parallelism}` : void 0,
        rate ? `rate=${rate}` : void 0,
        period ? `period=${period}` : void 0
      ].filter(Boolean);
      if (controlValue.length === 0) {
        throw new QstashError(
          "Provide at least one of parallelism or ratePerSecond for flowControl"
        );
      }
      headers.set("Upstash-Flow-Control-Key", request.flowControl.key);
      headers.set("Upstash-Flow-Control-Value", controlValue.join(", "));
    }
    if (request.label !== void 0) {
      headers.set("Upstash-Label", serializeLabel(request.label));
    }
    if (request.redact !== void 0) {
      const redactParts = [];
      if (request.redact.body) {
        redactParts.push("body");
      }
      if (request.redact.header !== void 0) {
        if (request.redact.header === true) {
          redactParts.push("header");
        } else if (Array.isArray(request.redact.header) && request.redact.header.length > 0) {
          for (const headerName of request.redact.header) {
            redactParts.push(`header[${headerName}]`);
          }
        }
      }
      if (redactParts.length > 0) {
        headers.set("Upstash-Redact-Fields", redactParts.join(","));
      }
    }
    return await this.http.request({
      method: "POST",
      headers: wrapWithGlobalHeaders(headers, this.http.headers, this.http.telemetryHeaders),
      path: ["v2", "schedules", request.destination],
      body: request.body
    });
  }
  /**
   * Get a schedule
   */
  async get(scheduleId) {
    assertNonEmptyId(scheduleId, "Schedule id");
    const schedule = await this.http.request({
      method: "GET",
      path: ["v2", "schedules", scheduleId]
    });
    if ("rate" in schedule)
      schedule.ratePerSecond = schedule.rate;
    return schedule;
  }
  /**
   * List your schedules
   */
  async list() {
    const schedules = await this.http.request({
      method: "GET",
      path: ["v2", "schedules"]
    });
    for (const schedule of schedules) {
      if ("rate" in schedule)
        schedule.ratePerSecond = schedule.rate;
    }
    return schedules;
  }
  /**
   * Delete a schedule
   */
  async delete(scheduleId) {
    assertNonEmptyId(scheduleId, "Schedule id");
    return await this.http.request({
      method: "DELETE",
      path: ["v2", "schedules", scheduleId],
      parseResponseAsJson: false
    });
  }
  /**
   * Pauses the schedule.
   *
   * A paused schedule will not deliver messages until
   * it is resumed.
   */
  async pause({ schedule }) {
    await this.http.request({
      method: "PATCH",
      path: ["v2", "schedules", schedule, "pause"],
      parseResponseAsJson: false
    });
  }
  /**
   * Resumes the schedule.
   */
  async resume({ schedule }) {
    await this.http.request({
      method: "PATCH",
      path: ["v2", "schedules", schedule, "resume"],
      parseResponseAsJson: false
    });
  }
};

// src/client/url-groups.ts
var UrlGroups = class {
  http;
  constructor(http) {
    this.http = http;
  }
  /**
   * Create a new url group with the given name and endpoints
   */
  async addEndpoints(request) {
    await this.http.request({
      method: "POST",
      path: ["v2", "topics", request.name, "endpoints"],
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ endpoints: request.endpoints }),
      parseResponseAsJson: false
    });
  }
  /**
   * Remove endpoints from a url group.
   */
  async removeEndpoints(request) {
    await this.http.request({
      method: "DELETE",
      path: ["v2", "topics", request.name, "endpoints"],
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ endpoints: request.endpoints }),
      parseResponseAsJson: false
    });
  }
  /**
   * Get a list of all url groups.
   */
  async list() {
    return await this.http.request({
      method: "GET",
      path: ["v2", "topics"]
    });
  }
  /**
   * Get a single url group
   */
  async get(name) {
    assertNonEmptyId(name, "Url group name");
    return await this.http.request({
      method: "GET",
      path: ["v2", "topics", name]
    });
  }
  /**
   * Delete a url group
   */
  async delete(name) {
    assertNonEmptyId(name, "Url group name");
    return await this.http.request({
      method: "DELETE",
      path: ["v2", "topics", name],
      parseResponseAsJson: false
    });
  }
};

// version.ts
var VERSION = "2.12.0";

// src/client/client.ts
var Client = class {
  http;
  token;
  constructor(config) {
    const environment = getSafeEnvironment();
    const { baseUrl, token } = getClientCredentials({
      environment,
      config,
      devMode: config?.devMode
    });
    if (shouldUseDevelopmentMode(config?.devMode, environment)) {
      ensureDevelopmentServer(environment, config?.devMode).catch((error) => {
        console.warn(`${DEV_PREFIX} Could not start dev server:`, error);
      });
    }
    const enableTelemetry = environment.UPSTASH_DISABLE_TELEMETRY ? false : config?.enableTelemetry ?? true;
    const isCloudflare = typeof caches !== "undefined" && "default" in caches;
    const telemetryHeaders = new Headers(
      enableTelemetry ? {
        "Upstash-Telemetry-Sdk": `upstash-qstash-js@${VERSION}`,
        "Upstash-Telemetry-Platform": isCloudflare ? "cloudflare" : environment.VERCEL ? "vercel" : environment.AWS_REGION ? "aws" : "",
        "Upstash-Telemetry-Runtime": getRuntime()
      } : {}
    );
    this.http = new HttpClient({
      retry: config?.retry,
      baseUrl,
      authorization: `Bearer ${token}`,
      //@ts-expect-error caused by undici and bunjs type overlap
      headers: prefixHeaders(new Headers(config?.headers ?? {})),
      //@ts-expect-error caused by undici and bunjs type overlap
      telemetryHeaders,
      devMode: config?.devMode
    });
    this.token = token;
  }
  /**
   * Access the urlGroup API.
   *
   * Create, read, update or delete urlGroups.
   */
  get urlGroups() {
    return new UrlGroups(this.http);
  }
  /**
   * Deprecated. Use urlGroups instead.
   *
   * Access the topic API.
   *
   * Create, read, update or delete topics.
   */
  get topics() {
    return this.urlGroups;
  }
  /**
   * Access the dlq API.
   *
   * List or remove messages from the DLQ.
   */
  get dlq() {
    return new DLQ(this.http);
  }
  /**
   * Access the message API.
   *
   * Read or cancel messages.
   */
  get messages() {
    return new Messages(this.http);
  }
  /**
   * Access the schedule API.
   *
   * Create, read or delete schedules.
   */
  get schedules() {
    return new Schedules(this.http);
  }
  /**
   * Access the flow control API.
   *
   * List, get, or reset flow controls.
   */
  get flowControl() {
    return new FlowControlApi(this.http);
  }
  /**
   * Access the workflow API.
   *
   * cancel workflows.
   *
   * @deprecated as of version 2.7.17. Will be removed in qstash-js 3.0.0.
   * Please use @upstash/workflow instead https://github.com/upstash/workflow-js
   * Migration Guide: https://upstash.com/docs/workflow/migration
   */
  get workflow() {
    return new Workflow(this.http);
  }
  /**
   * Access the queue API.
   *
   * Create, read, update or delete queues.
   */
  queue(request) {
    return new Queue(this.http, request?.queueName);
  }
  /**
   * Access the Chat API.
   *
   * @deprecated This will be removed in qstash-js 3.0.0. Please use an alternative SDK for interacting with LLMs.
   *
   * Use the create or prompt methods.
   */
  chat() {
    return new Chat(this.http, this.token);
  }
  async publish(request) {
    const headers = wrapWithGlobalHeaders(
      processHeaders(request),
      this.http.headers,
      this.http.telemetryHeaders
    );
    const response = await this.http.request({
      path: ["v2", "publish", getRequestPath(request)],
      body: request.body,
      headers,
      method: "POST"
    });
    return response;
  }
  /**
   * publishJSON is a utility wrapper around `publish` that automatically serializes the body
   * and sets the `Content-Type` header to `application/json`.
   */
  async publishJSON(request) {
    const headers = prefixHeaders(new Headers(request.headers));
    headers.set("Content-Type", "application/json");
    const upstashToken = String(this.http.authorization).split("Bearer ")[1];
    const nonApiRequest = processApi(request, headers, upstashToken);
    const response = await this.publish({
      ...nonApiRequest,
      body: JSON.stringify(nonApiRequest.body)
    });
    return response;
  }
  /**
   * Batch publish messages to QStash.
   */
  async batch(request) {
    const messages = [];
    for (const message of request) {
      const headers = wrapWithGlobalHeaders(
        processHeaders(message),
        this.http.headers,
        this.http.telemetryHeaders
      );
      const headerEntries = Object.fromEntries(headers.entries());
      messages.push({
        destination: getRequestPath(message),
        headers: headerEntries,
        body: message.body,
        ...message.queueName && { queue: message.queueName }
      });
    }
    const response = await this.http.request({
      path: ["v2", "batch"],
      body: JSON.stringify(messages),
      headers: {
        "Content-Type": "application/json"
      },
      method: "POST"
    });
    const arrayResposne = Array.isArray(response) ? response : [response];
    return arrayResposne;
  }
  /**
   * Batch publish messages to QStash, serializing each body to JSON.
   */
  async batchJSON(request) {
    const batchPayload = request.map((message) => {
      if ("body" in message) {
        message.body = JSON.stringify(message.body);
      }
      const upstashToken = String(this.http.authorization).split("Bearer ")[1];
      const nonApiMessage = processApi(message, new Headers(message.headers), upstashToken);
      nonApiMessage.headers.set("Content-Type", "application/json");
      return nonApiMessage;
    });
    const response = await this.batch(batchPayload);
    return response;
  }
  /**
   * Retrieve your logs.
   *
   * The logs endpoint is paginated and returns only 100 logs at a time.
   * If you want to receive more logs, you can use the cursor to paginate.
   *
   * The cursor is a unix timestamp with millisecond precision
   *
   * @example
   * ```ts
   * let cursor = Date.now()
   * const logs: Log[] = []
   * while (cursor > 0) {
   *   const res = await qstash.logs({ cursor })
   *   logs.push(...res.logs)
   *   cursor = res.cursor ?? 0
   * }
   * ```
   */
  async logs(request = {}) {
    const query = {
      count: request.count,
      ..."messageIds" in request ? { messageIds: request.messageIds } : { ...renameUrlGroup(request.filter ?? {}), cursor: request.cursor }
    };
    const responsePayload = await this.http.request({
      path: ["v2", "events"],
      method: "GET",
      query
    });
    const logs = responsePayload.events.map((event) => ({ ...event, urlGroup: event.topicName }));
    return { cursor: responsePayload.cursor, logs, events: logs };
  }
  /**
   * @deprecated Will be removed in the next major release. Use the `logs` method instead.
   *
   * Retrieve your logs.
   *
   * The logs endpoint is paginated and returns only 100 logs at a time.
   * If you want to receive more logs, you can use the cursor to paginate.
   *
   * The cursor is a unix timestamp with millisecond precision
   *
   * @example
   * ```ts
   * let cursor = Date.now()
   * const logs: Log[] = []
   * while (cursor > 0) {
   *   const res = await qstash.logs({ cursor })
   *   logs.push(...res.logs)
   *   cursor = res.cursor ?? 0
   * }
   * ```
   */
  async events(request) {
    return await this.logs(request);
  }
};

// src/client/workflow/constants.ts
var WORKFLOW_ID_HEADER = "Upstash-Workflow-RunId";
var WORKFLOW_INIT_HEADER = "Upstash-Workflow-Init";
var WORKFLOW_URL_HEADER = "Upstash-Workflow-Url";
var WORKFLOW_FAILURE_HEADER = "Upstash-Workflow-Is-Failure";
var WORKFLOW_PROTOCOL_VERSION = "1";
var WORKFLOW_PROTOCOL_VERSION_HEADER = "Upstash-Workflow-Sdk-Version";
var DEFAULT_CONTENT_TYPE = "application/json";
var NO_CONCURRENCY = 1;
var DEFAULT_RETRIES = 3;

// src/client/workflow/context.ts
import { err as err2, ok as ok2 } from "neverthrow";

// src/client/workflow/workflow-requests.ts
import { err, ok } from "neverthrow";

// src/client/workflow/types.ts
var StepTypes = ["Initial", "Run", "SleepFor", "SleepUntil", "Call"];

// src/client/workflow/workflow-requests.ts
var triggerFirstInvocation = async (workflowContext, retries, debug) => {
  const headers = getHeaders(
    "true",
    workflowContext.workflowRunId,
    workflowContext.url,
    workflowContext.headers,
    void 0,
    workflowContext.failureUrl,
    retries
  );
  await debug?.log("SUBMIT", "SUBMIT_FIRST_INVOCATION", {
    headers,
    requestPayload: workflowContext.requestPayload,
    url: workflowContext.url
  });
  try {
    await workflowContext.qstashClient.publishJSON({
      headers,
      method: "POST",
      body: workflowContext.requestPayload,
      url: workflowContext.url
    });
    return ok("success");
  } catch (error) {
    const error_ = error;
    return err(error_);
  }
};
var triggerRouteFunction = async ({
  onCleanup,
  onStep
}) => {
  try {
    await onStep();
    await onCleanup();
    return ok("workflow-finished");
  } catch (error) {
    const error_ = error;
    return error_ instanceof QStashWorkflowAbort ? ok("step-finished") : err(error_);
  }
};
var triggerWorkflowDelete = async (workflowContext, debug, cancel = false) => {
  await debug?.log("SUBMIT", "SUBMIT_CLEANUP", {
    deletedWorkflowRunId: workflowContext.workflowRunId
  });
  const result = await workflowContext.qstashClient.http.request({
    path: ["v2", "workflows", "runs", `${workflowContext.workflowRunId}?cancel=${cancel}`],
    method: "DELETE",
    parseResponseAsJson: false
  });
  await debug?.log("SUBMIT", "SUBMIT_CLEANUP", result);
};
var recreateUserHeaders = (headers) => {
  const filteredHeaders = new Headers();
  const pairs = headers.entries();
  for (const [header, value] of pairs) {
    const headerLowerCase = header.toLowerCase();
    if (!headerLowerCase.startsWith("upstash-workflow-") && !headerLowerCase.startsWith("x-vercel-") && !headerLowerCase.startsWith("x-forwarded-") && headerLowerCase !== "cf-connecting-ip") {
      filteredHeaders.append(header, value);
    }
  }
  return filteredHeaders;
};
var handleThirdPartyCallResult = async (request, requestPayload, client, workflowUrl, failureUrl, retries, debug) => {
  try {
    if (request.headers.get("Upstash-Workflow-Callback")) {
      const callbackMessage = JSON.parse(requestPayload);
      if (!(callbackMessage.status >= 200 && callbackMessage.status < 300)) {
        await debug?.log("WARN", "SUBMIT_THIRD_PARTY_RESULT", {
          status: callbackMessage.status,
          body: atob(callbackMessage.body)
        });
        console.warn(
          `Workflow Warning: "context.call" failed with status ${callbackMessage.status} and will retry (if there are retries remaining). Error Message:
${atob(callbackMessage.body)}`
        );
        return ok("call-will-retry");
      }
      const workflowRunId = request.headers.get(WORKFLOW_ID_HEADER);
      const stepIdString = request.headers.get("Upstash-Workflow-StepId");
      const stepName = request.headers.get("Upstash-Workflow-StepName");
      const stepType = request.headers.get("Upstash-Workflow-StepType");
      const concurrentString = request.headers.get("Upstash-Workflow-Concurrent");
      const contentType = request.headers.get("Upstash-Workflow-ContentType");
      if (!(workflowRunId && stepIdString && stepName && StepTypes.includes(stepType) && concurrentString && contentType)) {
        throw new Error(
          `Missing info in callback message source header: ${JSON.stringify({
            workflowRunId,
            stepIdString,
            stepName,
            stepType,
            concurrentString,
            contentType
          })}`
        );
      }
      const userHeaders = recreateUserHeaders(request.headers);
      const requestHeaders = getHeaders(
        "false",
        workflowRunId,
        workflowUrl,
        userHeaders,
        void 0,
        failureUrl,
        retries
      );
      const callResultStep = {
        stepId: Number(stepIdString),
        stepName,
        stepType,
        out: atob(callbackMessage.body),
        concurrent: Number(concurrentString)
      };
      await debug?.log("SUBMIT", "SUBMIT_THIRD_PARTY_RESULT", {
        step: callResultStep,
        headers: requestHeaders,
        url: workflowUrl
      });
      const result = await client.publishJSON({
        headers: requestHeaders,
        method: "POST",
        body: callResultStep,
        url: workflowUrl
      });
      await debug?.log("SUBMIT", "SUBMIT_THIRD_PARTY_RESULT", {
        messageId: result.messageId
      });
      return ok("is-call-return");
    } else {
      return ok("continue-workflow");
    }
  } catch (error) {
    const isCallReturn = request.headers.get("Upstash-Workflow-Callback");
    return err(
      new QStashWorkflowError(
        `Error when handling call return (isCallReturn=${isCallReturn}): ${error}`
      )
    );
  }
};
var getHeaders = (initHeaderValue, workflowRunId, workflowUrl, userHeaders, step, failureUrl, retries) => {
  const baseHeaders = {
    [WORKFLOW_INIT_HEADER]: initHeaderValue,
    [WORKFLOW_ID_HEADER]: workflowRunId,
    [WORKFLOW_URL_HEADER]: workflowUrl,
    [`Upstash-Forward-${WORKFLOW_PROTOCOL_VERSION_HEADER}`]: WORKFLOW_PROTOCOL_VERSION,
    ...failureUrl ? {
      [`Upstash-Failure-Callback-Forward-${WORKFLOW_FAILURE_HEADER}`]: "true",
      "Upstash-Failure-Callback": failureUrl
    } : {},
    ...retries === void 0 ? {} : {
      "Upstash-Retries": retries.toString()
    }
  };
  if (userHeaders) {
    for (const header of userHeaders.keys()) {
      if (step?.callHeaders) {
        baseHeaders[`Upstash-Callback-Forward-${header}`] = userHeaders.get(header);
      } else {
        baseHeaders[`Upstash-Forward-${header}`] = userHeaders.get(header);
      }
    }
  }
  if (step?.callHeaders) {
    const forwardedHeaders = Object.fromEntries(
      Object.entries(step.callHeaders).map(([header, value]) => [
        `Upstash-Forward-${header}`,
        value
      ])
    );
    const contentType = step.callHeaders["Content-Type"];
    return {
      ...baseHeaders,
      ...forwardedHeaders,
      "Upstash-Callback": workflowUrl,
      "Upstash-Callback-Workflow-RunId": workflowRunId,
      "Upstash-Callback-Workflow-CallType": "fromCallback",
      "Upstash-Callback-Workflow-Init": "false",
      "Upstash-Callback-Workflow-Url": workflowUrl,
      "Upstash-Callback-Forward-Upstash-Workflow-Callback": "true",
      "Upstash-Callback-Forward-Upstash-Workflow-StepId": step.stepId.toString(),
      "Upstash-Callback-Forward-Upstash-Workflow-StepName": step.stepName,
      "Upstash-Callback-Forward-Upstash-Workflow-StepType": step.stepType,
      "Upstash-Callback-Forward-Upstash-Workflow-Concurrent": step.concurrent.toString(),
      "Upstash-Callback-Forward-Upstash-Workflow-ContentType": contentType ?? DEFAULT_CONTENT_TYPE,
      "Upstash-Workflow-CallType": "toCallback"
    };
  }
  return baseHeaders;
};
var verifyRequest = async (body, signature, verifier) => {
  if (!verifier) {
    return;
  }
  try {
    if (!signature) {
      throw new Error("`Upstash-Signature` header is not passed.");
    }
    const isValid = await verifier.verify({
      body,
      signature
    });
    if (!isValid) {
      throw new Error("Signature in `Upstash-Signature` header is not valid");
    }
  } catch (error) {
    throw new QStashWorkflowError(
      `Failed to verify that the Workflow request comes from QStash: ${error}

If signature is missing, trigger the workflow endpoint by publishing your request to QStash instead of calling it directly.

If you want to disable QStash Verification, you should clear env variables QSTASH_CURRENT_SIGNING_KEY and QSTASH_NEXT_SIGNING_KEY`
    );
  }
};

// src/client/workflow/auto-executor.ts
var AutoExecutor = class _AutoExecutor {
  context;
  promises = /* @__PURE__ */ new WeakMap();
  activeLazyStepList;
  debug;
  nonPlanStepCount;
  steps;
  indexInCurrentList = 0;
  stepCount = 0;
  planStepCount = 0;
  executingStep = false;
  constructor(context, steps, debug) {
    this.context = context;
    this.debug = debug;
    this.steps = steps;
    this.nonPlanStepCount = this.steps.filter((step) => !step.targetStep).length;
  }
  /**
   * Adds the step function to the list of step functions to run in
   * parallel. After adding the function, defers the execution, so
   * that if there is another step function to be added, it's also
   * added.
   *
   * After all functions are added, list of functions are executed.
   * If there is a single function, it's executed by itself. If there
   * are multiple, they are run in parallel.
   *
   * If a function is already executing (this.executingStep), this
   * means that there is a nested step which is not allowed. In this
   * case, addStep throws QStashWorkflowError.
   *
   * @param stepInfo step plan to add
   * @returns result of the step function
   */
  async addStep(stepInfo) {
    if (this.executingStep) {
      throw new QStashWorkflowError(
        `A step can not be run inside another step. Tried to run '${stepInfo.stepName}' inside '${this.executingStep}'`
      );
    }
    this.stepCount += 1;
    const lazyStepList = this.activeLazyStepList ?? [];
    if (!this.activeLazyStepList) {
      this.activeLazyStepList = lazyStepList;
      this.indexInCurrentList = 0;
    }
    lazyStepList.push(stepInfo);
    const index = this.indexInCurrentList++;
    const requestComplete = this.deferExecution().then(async () => {
      if (!this.promises.has(lazyStepList)) {
        const promise2 = this.getExecutionPromise(lazyStepList);
        this.promises.set(lazyStepList, promise2);
        this.activeLazyStepList = void 0;
        this.planStepCount += lazyStepList.length > 1 ? lazyStepList.length : 0;
      }
      const promise = this.promises.get(lazyStepList);
      return promise;
    });
    const result = await requestComplete;
    return _AutoExecutor.getResult(lazyStepList, result, index);
  }
  /**
   * Wraps a step function to set this.executingStep to step name
   * before running and set this.executingStep to False after execution
   * ends.
   *
   * this.executingStep allows us to detect nested steps which are not
   * allowed.
   *
   * @param stepName name of the step being wrapped
   * @param stepFunction step function to wrap
   * @returns wrapped step function
   */
  wrapStep(stepName, stepFunction) {
    this.executingStep = stepName;
    const result = stepFunction();
    this.executingStep = false;
    return result;
  }
  /**
   * Executes a step:
   * - If the step result is available in the steps, returns the result
   * - If the result is not avaiable, runs the function
   * - Sends the result to QStash
   *
   * @param lazyStep lazy step to execute
   * @returns step result
   */
  async runSingle(lazyStep) {
    if (this.stepCount < this.nonPlanStepCount) {
      const step = this.steps[this.stepCount + this.planStepCount];
      validateStep(lazyStep, step);
      await this.debug?.log("INFO", "RUN_SINGLE", {
        fromRequest: true,
        step,
        stepCount: this.stepCount
      });
      return step.out;
    }
    const resultStep = await lazyStep.getResultStep(NO_CONCURRENCY, this.stepCount);
    await this.debug?.log("INFO", "RUN_SINGLE", {
      fromRequest: false,
      step: resultStep,
      stepCount: this.stepCount
    });
    await this.submitStepsToQStash([resultStep]);
    return resultStep.out;
  }
  /**
   * Runs steps in parallel.
   *
   * @param stepName parallel step name
   * @param stepFunctions list of async functions to run in parallel
   * @returns results of the functions run in parallel
   */
  async runParallel(parallelSteps) {
    const initialStepCount = this.stepCount - (parallelSteps.length - 1);
    const parallelCallState = this.getParallelCallState(parallelSteps.length, initialStepCount);
    const sortedSteps = sortSteps(this.steps);
    const plannedParallelStepCount = sortedSteps[initialStepCount + this.planStepCount]?.concurrent;
    if (parallelCallState !== "first" && plannedParallelStepCount !== parallelSteps.length) {
      throw new QStashWorkflowError(
        `Incompatible number of parallel steps when call state was '${parallelCallState}'. Expected ${parallelSteps.length}, got ${plannedParallelStepCount} from the request.`
      );
    }
    await this.debug?.log("INFO", "RUN_PARALLEL", {
      parallelCallState,
      initialStepCount,
      plannedParallelStepCount,
      stepCount: this.stepCount,
      planStepCount: this.planStepCount
    });
    switch (parallelCallState) {
      case "first": {
        const planSteps = parallelSteps.map(
          (parallelStep, index) => parallelStep.getPlanStep(parallelSteps.length, initialStepCount + index)
        );
        await this.submitStepsToQStash(planSteps);
        break;
      }
      case "partial": {
        const planStep = this.steps.at(-1);
        if (!planStep || planStep.targetStep === void 0) {
          throw new QStashWorkflowError(
            `There must be a last step and it should have targetStep larger than 0.Received: ${JSON.stringify(planStep)}`
          );
        }
        const stepIndex = planStep.targetStep - initialStepCount;
        validateStep(parallelSteps[stepIndex], planStep);
        try {
          const resultStep = await parallelSteps[stepIndex].getResultStep(
            parallelSteps.length,
            planStep.targetStep
          );
          await this.submitStepsToQStash([resultStep]);
        } catch (error) {
          if (error instanceof QStashWorkflowAbort) {
            throw error;
          }
          throw new QStashWorkflowError(
            `Error submitting steps to QStash in partial parallel step execution: ${error}`
          );
        }
        break;
      }
      case "discard": {
        throw new QStashWorkflowAbort("discarded parallel");
      }
      case "last": {
        const parallelResultSteps = sortedSteps.filter((step) => step.stepId >= initialStepCount).slice(0, parallelSteps.length);
        validateParallelSteps(parallelSteps, parallelResultSteps);
        return parallelResultSteps.map((step) => step.out);
      }
    }
    const fillValue = void 0;
    return Array.from({ length: parallelSteps.length }).fill(fillValue);
  }
  /**
   * Determines the parallel call state
   *
   * First filters the steps to get the steps which are after `initialStepCount` parameter.
   *
   * Depending on the remaining steps, decides the parallel state:
   * - "first": If there are no steps
   * - "last" If there are equal to or more than `2 * parallelStepCount`. We multiply by two
   *   because each step in a parallel execution will have 2 steps: a plan step and a result
   *   step.
   * - "partial": If the last step is a plan step
   * - "discard": If the last step is not a plan step. This means that the parallel execution
   *   is in progress (there are still steps to run) and one step has finished and submitted
   *   its result to QStash
   *
   * @param parallelStepCount number of steps to run in parallel
   * @param initialStepCount steps after the parallel invocation
   * @returns parallel call state
   */
  getParallelCallState(parallelStepCount, initialStepCount) {
    const remainingSteps = this.steps.filter(
      (step) => (step.targetStep ?? step.stepId) >= initialStepCount
    );
    if (remainingSteps.length === 0) {
      return "first";
    } else if (remainingSteps.length >= 2 * parallelStepCount) {
      return "last";
    } else if (remainingSteps.at(-1)?.targetStep) {
      return "partial";
    } else {
      return "discard";
    }
  }
  /**
   * sends the steps to QStash as batch
   *
   * @param steps steps to send
   */
  async submitStepsToQStash(steps) {
    if (steps.length === 0) {
      throw new QStashWorkflowError(
        `Unable to submit steps to QStash. Provided list is empty. Current step: ${this.stepCount}`
      );
    }
    await this.debug?.log("SUBMIT", "SUBMIT_STEP", { length: steps.length, steps });
    const result = await this.context.qstashClient.batchJSON(
      steps.map((singleStep) => {
        const headers = getHeaders(
          "false",
          this.context.workflowRunId,
          this.context.url,
          this.context.headers,
          singleStep,
          this.context.failureUrl,
          this.context.retries
        );
        const willWait = singleStep.concurrent === NO_CONCURRENCY || singleStep.stepId === 0;
        return singleStep.callUrl ? (
          // if the step is a third party call, we call the third party
          // url (singleStep.callUrl) and pass information about the workflow
          // in the headers (handled in getHeaders). QStash makes the request
          // to callUrl and returns the result to Workflow endpoint.
          // handleThirdPartyCallResult method sends the result of the third
          // party call to QStash.
          {
            headers,
            method: singleStep.callMethod,
            body: singleStep.callBody,
            url: singleStep.callUrl
          }
        ) : (
          // if the step is not a third party call, we use workflow
          // endpoint (context.url) as URL when calling QStash. QStash
          // calls us back with the updated steps list.
          {
            headers,
            method: "POST",
            body: singleStep,
            url: this.context.url,
            notBefore: willWait ? singleStep.sleepUntil : void 0,
            delay: willWait ? singleStep.sleepFor : void 0
          }
        );
      })
    );
    await this.debug?.log("INFO", "SUBMIT_STEP", {
      messageIds: result.map((message) => {
        return {
          message: message.messageId
        };
      })
    });
    throw new QStashWorkflowAbort(steps[0].stepName, steps[0]);
  }
  /**
   * Get the promise by executing the lazt steps list. If there is a single
   * step, we call `runSingle`. Otherwise `runParallel` is called.
   *
   * @param lazyStepList steps list to execute
   * @returns promise corresponding to the execution
   */
  getExecutionPromise(lazyStepList) {
    return lazyStepList.length === 1 ? this.runSingle(lazyStepList[0]) : this.runParallel(lazyStepList);
  }
  /**
   * @param lazyStepList steps we executed
   * @param result result of the promise from `getExecutionPromise`
   * @param index index of the current step
   * @returns result[index] if lazyStepList > 1, otherwise result
   */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  static getResult(lazyStepList, result, index) {
    if (lazyStepList.length === 1) {
      return result;
    } else if (Array.isArray(result) && lazyStepList.length === result.length && index < lazyStepList.length) {
      return result[index];
    } else {
      throw new QStashWorkflowError(
        `Unexpected parallel call result while executing step ${index}: '${result}'. Expected ${lazyStepList.length} many items`
      );
    }
  }
  async deferExecution() {
    await Promise.resolve();
    await Promise.resolve();
  }
};
var validateStep = (lazyStep, stepFromRequest) => {
  if (lazyStep.stepName !== stepFromRequest.stepName) {
    throw new QStashWorkflowError(
      `Incompatible step name. Expected '${lazyStep.stepName}', got '${stepFromRequest.stepName}' from the request`
    );
  }
  if (lazyStep.stepType !== stepFromRequest.stepType) {
    throw new QStashWorkflowError(
      `Incompatible step type. Expected '${lazyStep.stepType}', got '${stepFromRequest.stepType}' from the request`
    );
  }
};
var validateParallelSteps = (lazySteps, stepsFromRequest) => {
  try {
    for (const [index, stepFromRequest] of stepsFromRequest.entries()) {
      validateStep(lazySteps[index], stepFromRequest);
    }
  } catch (error) {
    if (error instanceof QStashWorkflowError) {
      const lazyStepNames = lazySteps.map((lazyStep) => lazyStep.stepName);
      const lazyStepTypes = lazySteps.map((lazyStep) => lazyStep.stepType);
      const requestStepNames = stepsFromRequest.map((step) => step.stepName);
      const requestStepTypes = stepsFromRequest.map((step) => step.stepType);
      throw new QStashWorkflowError(
        `Incompatible steps detected in parallel execution: ${error.message}
  > Step Names from the request: ${JSON.stringify(requestStepNames)}
    Step Types from the request: ${JSON.stringify(requestStepTypes)}
  > Step Names expected: ${JSON.stringify(lazyStepNames)}
    Step Types expected: ${JSON.stringify(lazyStepTypes)}`
      );
    }
    throw error;
  }
};
var sortSteps = (steps) => {
  const getStepId = (step) => step.targetStep ?? step.stepId;
  return [...steps].sort((step, stepOther) => getStepId(step) - getStepId(stepOther));
};

// src/client/workflow/steps.ts
var BaseLazyStep = class {
  stepName;
  // will be set in the subclasses
  constructor(stepName) {
    this.stepName = stepName;
  }
};
var LazyFunctionStep = class extends BaseLazyStep {
  stepFunction;
  stepType = "Run";
  constructor(stepName, stepFunction) {
    super(stepName);
    this.stepFunction = stepFunction;
  }
  getPlanStep(concurrent, targetStep) {
    {
      return {
        stepId: 0,
        stepName: this.stepName,
        stepType: this.stepType,
        concurrent,
        targetStep
      };
    }
  }
  async getResultStep(concurrent, stepId) {
    let result = this.stepFunction();
    if (result instanceof Promise) {
      result = await result;
    }
    return {
      stepId,
      stepName: this.stepName,
      stepType: this.stepType,
      out: result,
      concurrent
    };
  }
};
var LazySleepStep = class extends BaseLazyStep {
  sleep;
  stepType = "SleepFor";
  constructor(stepName, sleep) {
    super(stepName);
    this.sleep = sleep;
  }
  getPlanStep(concurrent, targetStep) {
    {
      return {
        stepId: 0,
        stepName: this.stepName,
        stepType: this.stepType,
        sleepFor: this.sleep,
        concurrent,
        targetStep
      };
    }
  }
  async getResultStep(concurrent, stepId) {
    return await Promise.resolve({
      stepId,
      stepName: this.stepName,
      stepType: this.stepType,
      sleepFor: this.sleep,
      concurrent
    });
  }
};
var LazySleepUntilStep = class extends BaseLazyStep {
  sleepUntil;
  stepType = "SleepUntil";
  constructor(stepName, sleepUntil) {
    super(stepName);
    this.sleepUntil = sleepUntil;
  }
  getPlanStep(concurrent, targetStep) {
    {
      return {
        stepId: 0,
        stepName: this.stepName,
        stepType: this.stepType,
        sleepUntil: this.sleepUntil,
        concurrent,
        targetStep
      };
    }
  }
  async getResultStep(concurrent, stepId) {
    return await Promise.resolve({
      stepId,
      stepName: this.stepName,
      stepType: this.stepType,
      sleepUntil: this.sleepUntil,
      concurrent
    });
  }
};
var LazyCallStep = class extends BaseLazyStep {
  url;
  method;
  body;
  headers;
  stepType = "Call";
  constructor(stepName, url, method, body, headers) {
    super(stepName);
    this.url = url;
    this.method = method;
    this.body = body;
    this.headers = headers;
  }
  getPlanStep(concurrent, targetStep) {
    {
      return {
        stepId: 0,
        stepName: this.stepName,
        stepType: this.stepType,
        concurrent,
        targetStep
      };
    }
  }
  async getResultStep(concurrent, stepId) {
    return await Promise.resolve({
      stepId,
      stepName: this.stepName,
      stepType: this.stepType,
      concurrent,
      callUrl: this.url,
      callMethod: this.method,
      callBody: this.body,
      callHeaders: this.headers
    });
  }
};

// src/client/workflow/context.ts
var WorkflowContext = class {
  executor;
  steps;
  /**
   * QStash client of the workflow
   *
   * Can be overwritten by passing `qstashClient` parameter in `serve`:
   *
   * ```ts
   * import { Client } from "@upstash/qstash"
   *
   * export const POST = serve(
   *   async (context) => {
   *     ...
   *   },
   *   {
   *     qstashClient: new Client({...})
   *   }
   * )
   * ```
   */
  qstashClient;
  /**
   * Run id of the workflow
   */
  workflowRunId;
  /**
   * URL of the workflow
   *
   * Can be overwritten by passing a `url` parameter in `serve`:
   *
   * ```ts
   * export const POST = serve(
   *   async (context) => {
   *     ...
   *   },
   *   {
   *     url: "new-url-value"
   *   }
   * )
   * ```
   */
  url;
  /**
   * URL to call in case of workflow failure with QStash failure callback
   *
   * https://upstash.com/docs/qstash/features/callbacks#what-is-a-failure-callback
   *
   * Can be overwritten by passing a `failureUrl` parameter in `serve`:
   *
   * ```ts
   * export const POST = serve(
   *   async (context) => {
   *     ...
   *   },
   *   {
   *     failureUrl: "new-url-value"
   *   }
   * )
   * ```
   */
  failureUrl;
  /**
   * Payload of the request which started the workflow.
   *
   * To specify its type, you can define `serve` as follows:
   *
   * ```ts
   * // set requestPayload type to MyPayload:
   * export const POST = serve<MyPayload>(
   *   async (context) => {
   *     ...
   *   }
   * )
   * ```
   *
   * By default, `serve` tries to apply `JSON.parse` to the request payload.
   * If your payload is encoded in a format other than JSON, you can utilize
   * the `initialPayloadParser` parameter:
   *
   * ```ts
   * export const POST = serve<MyPayload>(
   *   async (context) => {
   *     ...
   *   },
   *   {
   *     initialPayloadParser: (initialPayload) => {return doSomething(initialPayload)}
   *   }
   * )
   * ```
   */
  requestPayload;
  /**
   * headers of the initial request
   */
  headers;
  /**
   * initial payload as a raw string
   */
  rawInitialPayload;
  /**
   * Map of environment variables and their values.
   *
   * Can be set using the `env` option of serve:
   *
   * ```ts
   * export const POST = serve<MyPayload>(
   *   async (context) => {
   *     const key = context.env["API_KEY"];
   *   },
   *   {
   *     env: {
   *       "API_KEY": "*****";
   *     }
   *   }
   * )
   * ```
   *
   * Default value is set to `process.env`.
   */
  env;
  /**
   * Number of retries
   */
  retries;
  constructor({
    qstashClient,
    workflowRunId,
    headers,
    steps,
    url,
    failureUrl,
    debug,
    initialPayload,
    rawInitialPayload,
    env,
    retries
  }) {
    this.qstashClient = qstashClient;
    this.workflowRunId = workflowRunId;
    this.steps = steps;
    this.url = url;
    this.failureUrl = failureUrl;
    this.headers = headers;
    this.requestPayload = initialPayload;
    this.rawInitialPayload = rawInitialPayload ?? JSON.stringify(this.requestPayload);
    this.env = env ?? {};
    this.retries = retries ?? DEFAULT_RETRIES;
    this.executor = new AutoExecutor(this, this.steps, debug);
  }
  /**
   * Executes a workflow step
   *
   * ```typescript
   * const result = await context.run("step 1", () => {
   *   return "result"
   * })
   * ```
   *
   * Can also be called in parallel and the steps will be executed
   * simulatenously:
   *
   * ```typescript
   * const [result1, result2] = await Promise.all([
   *   context.run("step 1", () => {
   *     return "result1"
   *   })
   *   context.run("step 2", async () => {
   *     return await fetchResults()
   *   })
   * ])
   * ```
   *
   * @param stepName name of the step
   * @param stepFunction step function to be executed
   * @returns result of the step function
   */
  async run(stepName, stepFunction) {
    const wrappedStepFunction = () => this.executor.wrapStep(stepName, stepFunction);
    return this.addStep(new LazyFunctionStep(stepName, wrappedStepFunction));
  }
  /**
   * Stops the execution for the duration provided.
   *
   * @param stepName
   * @param duration sleep duration in seconds
   * @returns undefined
   */
  async sleep(stepName, duration) {
    await this.addStep(new LazySleepStep(stepName, duration));
  }
  /**
   * Stops the execution until the date time provided.
   *
   * @param stepName
   * @param datetime time to sleep until. Can be provided as a number (in unix seconds),
   *   as a Date object or a string (passed to `new Date(datetimeString)`)
   * @returns undefined
   */
  async sleepUntil(stepName, datetime) {
    let time;
    if (typeof datetime === "number") {
      time = datetime;
    } else {
      datetime = typeof datetime === "string" ? new Date(datetime) : datetime;
      time = Math.round(datetime.getTime() / 1e3);
    }
    await this.addStep(new LazySleepUntilStep(stepName, time));
  }
  /**
   * Makes a third party call through QStash in order to make a
   * network call without consuming any runtime.
   *
   * ```ts
   * const postResult = await context.call<string>(
   *   "post call step",
   *   `https://www.some-endpoint.com/api`,
   *   "POST",
   *   "my-payload"
   * );
   * ```
   *
   * tries to parse the result of the request as JSON. If it's
   * not a JSON which can be parsed, simply returns the response
   * body as it is.
   *
   * @param stepName
   * @param url url to call
   * @param method call method
   * @param body call body
   * @param headers call headers
   * @returns call result (parsed as JSON if possible)
   */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  async call(stepName, url, method, body, headers) {
    const result = await this.addStep(
      new LazyCallStep(stepName, url, method, body, headers ?? {})
    );
    try {
      return JSON.parse(result);
    } catch {
      return result;
    }
  }
  /**
   * Adds steps to the executor. Needed so that it can be overwritten in
   * DisabledWorkflowContext.
   */
  async addStep(step) {
    return await this.executor.addStep(step);
  }
};
var DisabledWorkflowContext = class _DisabledWorkflowContext extends WorkflowContext {
  static disabledMessage = "disabled-qstash-worklfow-run";
  /**
   * overwrite the WorkflowContext.addStep method to always raise QStashWorkflowAbort
   * error in order to stop the execution whenever we encounter a step.
   *
   * @param _step
   */
  // eslint-disable-next-line @typescript-eslint/require-await
  async addStep(_step) {
    throw new QStashWorkflowAbort(_DisabledWorkflowContext.disabledMessage);
  }
  /**
   * copies the passed context to create a DisabledWorkflowContext. Then, runs the
   * route function with the new context.
   *
   * - returns "run-ended" if there are no steps found or
   *      if the auth failed and user called `return`
   * - returns "step-found" if DisabledWorkflowContext.addStep is called.
   * - if there is another error, returns the error.
   *
   * @param routeFunction
   */
  static async tryAuthentication(routeFunction, context) {
    const disabledContext = new _DisabledWorkflowContext({
      qstashClient: new Client({ baseUrl: "disabled-client", token: "disabled-client" }),
      workflowRunId: context.workflowRunId,
      headers: context.headers,
      steps: [],
      url: context.url,
      failureUrl: context.failureUrl,
      initialPayload: context.requestPayload,
      rawInitialPayload: context.rawInitialPayload,
      env: context.env,
      retries: context.retries
    });
    try {
      await routeFunction(disabledContext);
    } catch (error) {
      if (error instanceof QStashWorkflowAbort && error.stepName === this.disabledMessage) {
        return ok2("step-found");
      }
      return err2(error);
    }
    return ok2("run-ended");
  }
};

// src/client/workflow/logger.ts
var LOG_LEVELS = ["DEBUG", "INFO", "SUBMIT", "WARN", "ERROR"];
var WorkflowLogger = class _WorkflowLogger {
  logs = [];
  options;
  workflowRunId = void 0;
  constructor(options) {
    this.options = options;
  }
  async log(level, eventType, details) {
    if (this.shouldLog(level)) {
      const timestamp = Date.now();
      const logEntry = {
        timestamp,
        workflowRunId: this.workflowRunId ?? "",
        logLevel: level,
        eventType,
        details
      };
      this.logs.push(logEntry);
      if (this.options.logOutput === "console") {
        this.writeToConsole(logEntry);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  setWorkflowRunId(workflowRunId) {
    this.workflowRunId = workflowRunId;
  }
  writeToConsole(logEntry) {
    const JSON_SPACING = 2;
    console.log(JSON.stringify(logEntry, void 0, JSON_SPACING));
  }
  shouldLog(level) {
    return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(this.options.logLevel);
  }
  static getLogger(verbose) {
    if (typeof verbose === "object") {
      return verbose;
    } else {
      return verbose ? new _WorkflowLogger({
        logLevel: "INFO",
        logOutput: "console"
      }) : void 0;
    }
  }
};

// src/client/workflow/workflow-parser.ts
import { err as err3, ok as ok3 } from "neverthrow";
var getPayload = async (request) => {
  try {
    return await request.text();
  } catch {
    return;
  }
};
var parsePayload = (rawPayload) => {
  const [encodedInitialPayload, ...encodedSteps] = JSON.parse(rawPayload);
  const rawInitialPayload = decodeBase64(encodedInitialPayload.body);
  const initialStep = {
    stepId: 0,
    stepName: "init",
    stepType: "Initial",
    out: rawInitialPayload,
    concurrent: NO_CONCURRENCY
  };
  const stepsToDecode = encodedSteps.filter((step) => step.callType === "step");
  const otherSteps = stepsToDecode.map((rawStep) => {
    return JSON.parse(decodeBase64(rawStep.body));
  });
  const steps = [initialStep, ...otherSteps];
  return {
    rawInitialPayload,
    steps
  };
};
var deduplicateSteps = (steps) => {
  const targetStepIds = [];
  const stepIds = [];
  const deduplicatedSteps = [];
  for (const step of steps) {
    if (step.stepId === 0) {
      if (!targetStepIds.includes(step.targetStep ?? 0)) {
        deduplicatedSteps.push(step);
        targetStepIds.push(step.targetStep ?? 0);
      }
    } else {
      if (!stepIds.includes(step.stepId)) {
        deduplicatedSteps.push(step);
        stepIds.push(step.stepId);
      }
    }
  }
  return deduplicatedSteps;
};
var checkIfLastOneIsDuplicate = async (steps, debug) => {
  if (steps.length < 2) {
    return false;
  }
  const lastStep = steps.at(-1);
  const lastStepId = lastStep.stepId;
  const lastTargetStepId = lastStep.targetStep;
  for (let index = 0; index < steps.length - 1; index++) {
    const step = steps[index];
    if (step.stepId === lastStepId && step.targetStep === lastTargetStepId) {
      const message = `Upstash Workflow: The step '${step.stepName}' with id '${step.stepId}'  has run twice during workflow execution. Rest of the workflow will continue running as usual.`;
      await debug?.log("WARN", "RESPONSE_DEFAULT", message);
      console.warn(message);
      return true;
    }
  }
  return false;
};
var validateRequest = (request) => {
  const versionHeader = request.headers.get(WORKFLOW_PROTOCOL_VERSION_HEADER);
  const isFirstInvocation = !versionHeader;
  if (!isFirstInvocation && versionHeader !== WORKFLOW_PROTOCOL_VERSION) {
    throw new QStashWorkflowError(
      `Incompatible workflow sdk protocol version. Expected ${WORKFLOW_PROTOCOL_VERSION}, got ${versionHeader} from the request.`
    );
  }
  const workflowRunId = isFirstInvocation ? `wfr_${nanoid()}` : request.headers.get(WORKFLOW_ID_HEADER) ?? "";
  if (workflowRunId.length === 0) {
    throw new QStashWorkflowError("Couldn't get workflow id from header");
  }
  return {
    isFirstInvocation,
    workflowRunId
  };
};
var parseRequest = async (requestPayload, isFirstInvocation, debug) => {
  if (isFirstInvocation) {
    return {
      rawInitialPayload: requestPayload ?? "",
      steps: [],
      isLastDuplicate: false
    };
  } else {
    if (!requestPayload) {
      throw new QStashWorkflowError("Only first call can have an empty body");
    }
    const { rawInitialPayload, steps } = parsePayload(requestPayload);
    const isLastDuplicate = await checkIfLastOneIsDuplicate(steps, debug);
    const deduplicatedSteps = deduplicateSteps(steps);
    return {
      rawInitialPayload,
      steps: deduplicatedSteps,
      isLastDuplicate
    };
  }
};
var handleFailure = async (request, requestPayload, qstashClient, initialPayloadParser, failureFunction, debug) => {
  if (request.headers.get(WORKFLOW_FAILURE_HEADER) !== "true") {
    return ok3("not-failure-callback");
  }
  if (!failureFunction) {
    return err3(
      new QStashWorkflowError(
        "Workflow endpoint is called to handle a failure, but a failureFunction is not provided in serve options. Either provide a failureUrl or a failureFunction."
      )
    );
  }
  try {
    const { status, header, body, url, sourceHeader, sourceBody, workflowRunId } = JSON.parse(
      requestPayload
    );
    const decodedBody = body ? decodeBase64(body) : "{}";
    const errorPayload = JSON.parse(decodedBody);
    const {
      rawInitialPayload,
      steps,
      isLastDuplicate: _isLastDuplicate
    } = await parseRequest(decodeBase64(sourceBody), false, debug);
    const workflowContext = new WorkflowContext({
      qstashClient,
      workflowRunId,
      initialPayload: initialPayloadParser(rawInitialPayload),
      rawInitialPayload,
      headers: recreateUserHeaders(new Headers(sourceHeader)),
      steps,
      url,
      failureUrl: url,
      debug
    });
    await failureFunction(workflowContext, status, errorPayload.message, header);
  } catch (error) {
    return err3(error);
  }
  return ok3("is-failure-callback");
};

// src/client/workflow/serve.ts
var processOptions = (options) => {
  const environment = options?.env ?? (typeof process === "undefined" ? {} : process.env);
  const receiverEnvironmentVariablesSet = Boolean(
    environment.QSTASH_CURRENT_SIGNING_KEY && environment.QSTASH_NEXT_SIGNING_KEY
  );
  return {
    qstashClient: new Client({
      baseUrl: environment.QSTASH_URL,
      token: environment.QSTASH_TOKEN
    }),
    onStepFinish: (workflowRunId, _finishCondition) => new Response(JSON.stringify({ workflowRunId }), {
      status: 200
    }),
    initialPayloadParser: (initialRequest) => {
      if (!initialRequest) {
        return void 0;
      }
      try {
        return JSON.parse(initialRequest);
      } catch (error) {
        if (error instanceof SyntaxError) {
          return initialRequest;
        }
        throw error;
      }
    },
    receiver: receiverEnvironmentVariablesSet ? new Receiver({
      currentSigningKey: environment.QSTASH_CURRENT_SIGNING_KEY,
      nextSigningKey: environment.QSTASH_NEXT_SIGNING_KEY
    }) : void 0,
    baseUrl: environment.UPSTASH_WORKFLOW_URL,
    env: environment,
    retries: DEFAULT_RETRIES,
    ...options
  };
};
var serve = (routeFunction, options) => {
  const {
    qstashClient,
    onStepFinish,
    initialPayloadParser,
    url,
    verbose,
    receiver,
    failureUrl,
    failureFunction,
    baseUrl,
    env,
    retries
  } = processOptions(options);
  const debug = WorkflowLogger.getLogger(verbose);
  const handler = async (request) => {
    const initialWorkflowUrl = url ?? request.url;
    const workflowUrl = baseUrl ? initialWorkflowUrl.replace(/^(https?:\/\/[^/]+)(\/.*)?$/, (_, matchedBaseUrl, path) => {
      return baseUrl + (path || "");
    }) : initialWorkflowUrl;
    if (workflowUrl !== initialWorkflowUrl) {
      await debug?.log("WARN", "ENDPOINT_START", {
        warning: `Upstash Workflow: replacing the base of the url with "${baseUrl}" and using it as workflow endpoint.`,
        originalURL: initialWorkflowUrl,
        updatedURL: workflowUrl
      });
    }
    const workflowFailureUrl = failureFunction ? workflowUrl : failureUrl;
    const requestPayload = await getPayload(request) ?? "";
    await verifyRequest(requestPayload, request.headers.get("upstash-signature"), receiver);
    await debug?.log("INFO", "ENDPOINT_START");
    const failureCheck = await handleFailure(
      request,
      requestPayload,
      qstashClient,
      initialPayloadParser,
      failureFunction
    );
    if (failureCheck.isErr()) {
      throw failureCheck.error;
    } else if (failureCheck.value === "is-failure-callback") {
      await debug?.log("WARN", "RESPONSE_DEFAULT", "failureFunction executed");
      return onStepFinish("no-workflow-id", "failure-callback");
    }
    const { isFirstInvocation, workflowRunId } = validateRequest(request);
    debug?.setWorkflowRunId(workflowRunId);
    const { rawInitialPayload, steps, isLastDuplicate } = await parseRequest(
      requestPayload,
      isFirstInvocation,
      debug
    );
    if (isLastDuplicate) {
      return onStepFinish("no-workflow-id", "duplicate-step");
    }
    const workflowContext = new WorkflowContext({
      qstashClient,
      workflowRunId,
      initialPayload: initialPayloadParser(rawInitialPayload),
      rawInitialPayload,
      headers: recreateUserHeaders(request.headers),
      steps,
      url: workflowUrl,
      failureUrl: workflowFailureUrl,
      debug,
      env
    });
    const authCheck = await DisabledWorkflowContext.tryAuthentication(
      routeFunction,
      workflowContext
    );
    if (authCheck.isErr()) {
      await debug?.log("ERROR", "ERROR", { error: authCheck.error.message });
      throw authCheck.error;
    } else if (authCheck.value === "run-ended") {
      return onStepFinish("no-workflow-id", "auth-fail");
    }
    const callReturnCheck = await handleThirdPartyCallResult(
      request,
      rawInitialPayload,
      qstashClient,
      workflowUrl,
      workflowFailureUrl,
      retries,
      debug
    );
    if (callReturnCheck.isErr()) {
      await debug?.log("ERROR", "SUBMIT_THIRD_PARTY_RESULT", {
        error: callReturnCheck.error.message
      });
      throw callReturnCheck.error;
    } else if (callReturnCheck.value === "continue-workflow") {
      const result = isFirstInvocation ? await triggerFirstInvocation(workflowContext, retries, debug) : await triggerRouteFunction({
        onStep: async () => routeFunction(workflowContext),
        onCleanup: async () => {
          await triggerWorkflowDelete(workflowContext, debug);
        }
      });
      if (result.isErr()) {
        await debug?.log("ERROR", "ERROR", { error: result.error.message });
        throw result.error;
      }
      await debug?.log("INFO", "RESPONSE_WORKFLOW");
      return onStepFinish(workflowContext.workflowRunId, "success");
    }
    await debug?.log("INFO", "RESPONSE_DEFAULT");
    return onStepFinish("no-workflow-id", "fromCallback");
  };
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      console.error(error);
      return new Response(JSON.stringify(formatWorkflowError(error)), { status: 500 });
    }
  };
};

// src/client/workflow/index.ts
var Workflow = class {
  http;
  constructor(http) {
    this.http = http;
  }
  /**
   * Cancel an ongoing workflow
   *
   * @param workflowRunId run id of the workflow to delete
   * @returns true if workflow is succesfully deleted. Otherwise throws QStashError
   */
  async cancel(workflowRunId) {
    const result = await this.http.request({
      path: ["v2", "workflows", "runs", `${workflowRunId}?cancel=true`],
      method: "DELETE",
      parseResponseAsJson: false
    });
    return result ?? true;
  }
};

export {
  BaseProvider,
  upstash,
  openai,
  anthropic,
  custom,
  QstashError,
  QstashRatelimitError,
  QstashChatRatelimitError,
  QstashDailyRatelimitError,
  QstashEmptyArrayError,
  QStashWorkflowError,
  QStashWorkflowAbort,
  formatWorkflowError,
  decodeBase64,
  startDevServer,
  shouldUseDevelopmentMode,
  SignatureError,
  Receiver,
  FlowControlApi,
  setupAnalytics,
  Chat,
  Messages,
  Schedules,
  UrlGroups,
  StepTypes,
  WorkflowContext,
  DisabledWorkflowContext,
  WorkflowLogger,
  processOptions,
  serve,
  Workflow,
  Client
};
