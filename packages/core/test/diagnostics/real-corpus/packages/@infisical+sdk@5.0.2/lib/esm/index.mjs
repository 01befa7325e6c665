import { Sha256 } from '@aws-crypto/sha256-js';
import { fromNodeProviderChain } from '@aws-sdk/credential-providers';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { z } from 'zod';

// src/api/fetch-errors.ts
var FetchHttpError = class extends Error {
  name = "FetchHttpError";
  response;
  constructor(message, response) {
    super(message);
    this.response = response;
  }
};
var isFetchHttpError = (e) => e instanceof FetchHttpError;

// src/api/retry.ts
var DEFAULT_MAX_RETRIES = 4;
var DEFAULT_INITIAL_DELAY_MS = 1e3;
var DEFAULT_BACKOFF_FACTOR = 2;
var JITTER_FRACTION = 0.2;
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
var fetchWithRetry = async (fn, opts = {}) => {
  const maxRetries = opts.maxRetries ?? DEFAULT_MAX_RETRIES;
  if (!Number.isFinite(maxRetries) || maxRetries < 0) {
    throw new RangeError("maxRetries must be a non-negative finite number");
  }
  const initialDelayMs = opts.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
  const backoffFactor = opts.backoffFactor ?? DEFAULT_BACKOFF_FACTOR;
  const delayFor = (attempt2) => {
    const base = initialDelayMs * Math.pow(backoffFactor, attempt2 - 1);
    return base + base * JITTER_FRACTION * (Math.random() * 2 - 1);
  };
  let attempt = 0;
  while (attempt <= maxRetries) {
    try {
      const response = await fn();
      if (response.status === 429) {
        attempt++;
        if (attempt > maxRetries) return response;
        await response.body?.cancel();
        await sleep(delayFor(attempt));
        continue;
      }
      return response;
    } catch (err) {
      attempt++;
      if (attempt > maxRetries) throw err;
      await sleep(delayFor(attempt));
    }
  }
  throw new Error("Unreachable: retry loop exhausted");
};

// src/api/base.ts
var DEFAULT_TIMEOUT_MS = 1e4;
var JSON_CONTENT_TYPE = "application/json";
var FORM_URLENCODED_CONTENT_TYPE = "application/x-www-form-urlencoded";
var buildUrl = (baseURL, path, params) => {
  const relative = path.startsWith("/") ? path.slice(1) : path;
  if (!params) {
    return baseURL + relative;
  }
  const url = new URL(relative, baseURL);
  for (const [key, value] of Object.entries(params)) {
    if (value === void 0 || value === null) continue;
    url.searchParams.append(key, String(value));
  }
  return url.toString();
};
var parseBody = async (response) => {
  if (response.status === 204) return void 0;
  const text = await response.text();
  if (text.length === 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
var encodeFormUrlencoded = (data, contentType) => {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof URLSearchParams) {
    return data.toString();
  }
  if (typeof data === "object" && data !== null) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(
      data
    )) {
      if (value === void 0 || value === null) continue;
      params.append(key, String(value));
    }
    return params.toString();
  }
  throw new TypeError(
    `ApiClient: Content-Type "${contentType}" requires a string, URLSearchParams, or plain object body, but received ${typeof data}.`
  );
};
var ApiClient = class {
  baseURL;
  defaultHeaders;
  timeout;
  constructor(config) {
    this.baseURL = config.baseURL.endsWith("/") ? config.baseURL : `${config.baseURL}/`;
    this.defaultHeaders = { ...config.headers ?? {} };
    this.timeout = config.timeout ?? DEFAULT_TIMEOUT_MS;
  }
  setAccessToken(token) {
    this.defaultHeaders["Authorization"] = `Bearer ${token}`;
  }
  get(url, config) {
    return this.request("GET", url, void 0, config);
  }
  post(url, data, config) {
    const { body, headers } = this.serializeBody(data, config);
    return this.request("POST", url, body, {
      ...config,
      headers
    });
  }
  put(url, data, config) {
    const { body, headers } = this.serializeBody(data, config);
    return this.request("PUT", url, body, {
      ...config,
      headers
    });
  }
  patch(url, data, config) {
    const { body, headers } = this.serializeBody(data, config);
    return this.request("PATCH", url, body, {
      ...config,
      headers
    });
  }
  delete(url, config) {
    const { body, headers } = this.serializeBody(config?.data, config);
    return this.request("DELETE", url, body, {
      ...config,
      headers
    });
  }
  serializeBody(data, config) {
    const headers = { ...config?.headers ?? {} };
    if (data === void 0) {
      return { body: void 0, headers };
    }
    const contentType = headers["Content-Type"] ?? this.defaultHeaders["Content-Type"] ?? JSON_CONTENT_TYPE;
    headers["Content-Type"] = contentType;
    if (contentType === JSON_CONTENT_TYPE) {
      return { body: JSON.stringify(data), headers };
    }
    if (contentType === FORM_URLENCODED_CONTENT_TYPE) {
      return { body: encodeFormUrlencoded(data, contentType), headers };
    }
    if (typeof data !== "string") {
      throw new TypeError(
        `ApiClient: Content-Type "${contentType}" requires a pre-serialized string body, but received ${typeof data}. Serialize the data before passing it.`
      );
    }
    return { body: data, headers };
  }
  async request(method, url, body, config) {
    const fullUrl = buildUrl(this.baseURL, url, config?.params);
    const headers = { ...this.defaultHeaders };
    if (config?.headers) {
      Object.assign(headers, config.headers);
    }
    const timeoutMs = config?.timeout ?? this.timeout;
    const doFetch = async () => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        return await fetch(fullUrl, {
          method,
          headers,
          body,
          signal: controller.signal
        });
      } finally {
        clearTimeout(timer);
      }
    };
    const response = await fetchWithRetry(doFetch);
    if (!response.ok) {
      throw new FetchHttpError(
        `Request failed with status ${response.status}`,
        {
          data: await parseBody(response),
          status: response.status,
          config: { url: fullUrl, method }
        }
      );
    }
    return await parseBody(response);
  }
};

// src/api/endpoints/auth.ts
var AuthApi = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  async universalAuthLogin(data) {
    return this.apiClient.post(
      "/api/v1/auth/universal-auth/login",
      data
    );
  }
  async awsIamAuthLogin(data) {
    return this.apiClient.post(
      "/api/v1/auth/aws-auth/login",
      data
    );
  }
  async renewToken(data) {
    return this.apiClient.post(
      "/api/v1/auth/token/renew",
      data
    );
  }
};

// src/api/endpoints/secrets.ts
var SecretsApi = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  async listSecrets(params) {
    return this.apiClient.get("/api/v3/secrets/raw", {
      params
    });
  }
  async getSecret(params) {
    const { secretName, ...queryParams } = params;
    return this.apiClient.get(
      `/api/v3/secrets/raw/${encodeURIComponent(secretName)}`,
      { params }
    );
  }
  async createSecret(secretName, data) {
    return this.apiClient.post(
      `/api/v3/secrets/raw/${encodeURIComponent(secretName)}`,
      data
    );
  }
  async updateSecret(secretName, data) {
    return this.apiClient.patch(
      `/api/v3/secrets/raw/${encodeURIComponent(secretName)}`,
      data
    );
  }
  async deleteSecret(secretName, data) {
    return this.apiClient.delete(
      `/api/v3/secrets/raw/${encodeURIComponent(secretName)}`,
      { data }
    );
  }
};

// src/api/endpoints/dynamic-secrets.ts
var DynamicSecretsApi = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  async create(data) {
    return this.apiClient.post(
      "/api/v1/dynamic-secrets",
      data
    );
  }
  async delete(secretName, data) {
    return this.apiClient.delete(
      `/api/v1/dynamic-secrets/${encodeURIComponent(secretName)}`,
      { data }
    );
  }
  leases = {
    create: async (data) => {
      return this.apiClient.post(
        "/api/v1/dynamic-secrets/leases",
        data
      );
    },
    delete: async (leaseId, data) => {
      return this.apiClient.delete(
        `/api/v1/dynamic-secrets/leases/${leaseId}`,
        { data }
      );
    },
    renew: async (leaseId, data) => {
      return this.apiClient.post(
        `/api/v1/dynamic-secrets/leases/${leaseId}/renew`,
        data
      );
    }
  };
};

// src/api/endpoints/environments.ts
var EnvironmentsApi = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  async create(data) {
    return this.apiClient.post(
      `/api/v1/workspace/${data.projectId}/environments`,
      data
    );
  }
};

// src/api/endpoints/projects.ts
var ProjectsApi = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  async create(data) {
    return this.apiClient.post(
      "/api/v2/workspace",
      data
    );
  }
  async inviteMembers(data) {
    return this.apiClient.post(
      `/api/v2/workspace/${data.projectId}/memberships`,
      data
    );
  }
};

// src/api/endpoints/folders.ts
var FoldersApi = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  async create(data) {
    return this.apiClient.post("/api/v1/folders", data);
  }
  async listFolders(queryParams) {
    return this.apiClient.get("/api/v1/folders", {
      params: queryParams
    });
  }
};

// src/custom/errors.ts
var InfisicalSDKError = class extends Error {
  constructor(message) {
    super(message);
    this.message = message;
    this.name = "InfisicalSDKError";
  }
};
var InfisicalSDKRequestError = class extends Error {
  constructor(message, requestData) {
    super(message);
    this.message = `[URL=${requestData.url}] [Method=${requestData.method}] [StatusCode=${requestData.statusCode}] ${message}`;
    this.name = "InfisicalSDKRequestError";
  }
};
var newInfisicalError = (error) => {
  if (isFetchHttpError(error)) {
    const data = error.response.data;
    if (typeof data?.message === "string") {
      let message = data.message;
      if (error.response.status === 422) {
        message = JSON.stringify(data);
      }
      return new InfisicalSDKRequestError(message, {
        url: error.response.config.url,
        method: error.response.config.method,
        statusCode: error.response.status
      });
    } else if (error.message) {
      return new InfisicalSDKError(error.message);
    } else {
      return new InfisicalSDKError("Request failed with unknown error");
    }
  }
  return new InfisicalSDKError(error?.message || "An error occurred");
};

// src/custom/secrets.ts
var convertBool = (value) => value ? "true" : "false";
var defaultBoolean = (value, defaultValue = false) => {
  if (value === void 0) {
    return defaultValue;
  }
  return value;
};
var SecretsClient = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  listSecrets = async (options) => {
    try {
      const res = await this.apiClient.listSecrets({
        workspaceId: options.projectId,
        environment: options.environment,
        expandSecretReferences: convertBool(defaultBoolean(options.expandSecretReferences, true)),
        include_imports: convertBool(options.includeImports),
        recursive: convertBool(options.recursive),
        secretPath: options.secretPath,
        tagSlugs: options.tagSlugs ? options.tagSlugs.join(",") : void 0,
        viewSecretValue: convertBool(options.viewSecretValue ?? true)
      });
      if (options.attachToProcessEnv) {
        let includedSecrets = res.secrets;
        if (res.imports?.length) {
          for (const imp of res.imports) {
            for (const importSecret of imp.secrets) {
              if (!includedSecrets.find((includedSecret) => includedSecret.secretKey === importSecret.secretKey)) {
                includedSecrets.push(importSecret);
              }
            }
          }
        }
        for (const secret of includedSecrets) {
          process.env[secret.secretKey] = secret.secretValue;
        }
      }
      return res;
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
  listSecretsWithImports = async (options) => {
    const res = await this.listSecrets({
      ...options,
      includeImports: true
    });
    let { imports, secrets } = res;
    if (imports) {
      for (const imp of imports) {
        for (const importedSecret of imp.secrets) {
          if (!secrets.find((s) => s.secretKey === importedSecret.secretKey)) {
            secrets.push({
              ...importedSecret,
              secretPath: imp.secretPath,
              createdAt: (/* @__PURE__ */ new Date()).toISOString(),
              updatedAt: (/* @__PURE__ */ new Date()).toISOString(),
              tags: []
            });
          }
        }
      }
    }
    return secrets;
  };
  getSecret = async (options) => {
    try {
      const res = await this.apiClient.getSecret({
        secretName: options.secretName,
        workspaceId: options.projectId,
        environment: options.environment,
        expandSecretReferences: convertBool(
          defaultBoolean(options.expandSecretReferences, true)
        ),
        includeImports: convertBool(options.includeImports),
        secretPath: options.secretPath,
        type: options.type,
        version: options.version,
        viewSecretValue: convertBool(options.viewSecretValue ?? true)
      });
      return res.secret;
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
  updateSecret = async (secretName, options) => {
    try {
      return await this.apiClient.updateSecret(secretName, {
        workspaceId: options.projectId,
        environment: options.environment,
        secretValue: options.secretValue,
        newSecretName: options.newSecretName,
        secretComment: options.secretComment,
        secretPath: options.secretPath,
        secretReminderNote: options.secretReminderNote,
        secretReminderRepeatDays: options.secretReminderRepeatDays,
        skipMultilineEncoding: options.skipMultilineEncoding,
        tagIds: options.tagIds,
        type: options.type,
        metadata: options.metadata
      });
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
  createSecret = async (secretName, options) => {
    try {
      return await this.apiClient.createSecret(secretName, {
        workspaceId: options.projectId,
        environment: options.environment,
        secretValue: options.secretValue,
        secretComment: options.secretComment,
        secretPath: options.secretPath,
        secretReminderNote: options.secretReminderNote,
        secretReminderRepeatDays: options.secretReminderRepeatDays,
        skipMultilineEncoding: options.skipMultilineEncoding,
        tagIds: options.tagIds,
        type: options.type
      });
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
  deleteSecret = async (secretName, options) => {
    try {
      return await this.apiClient.deleteSecret(secretName, {
        workspaceId: options.projectId,
        environment: options.environment,
        secretPath: options.secretPath,
        type: options.type
      });
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
};

// src/custom/constants.ts
var MACHINE_IDENTITY_ID_ENV_NAME = "INFISICAL_MACHINE_IDENTITY_ID";
var AWS_TOKEN_METADATA_PATH = "api/token";
var AWS_IDENTITY_DOCUMENT_PATH = "dynamic/instance-identity/document";
var AWS_BASE_URI = "http://169.254.169.254/latest/";
var getAwsRegion = async () => {
  const region = process.env.AWS_REGION;
  if (region) {
    return region;
  }
  const client = new ApiClient({ baseURL: AWS_BASE_URI, timeout: 5e3 });
  let token;
  try {
    token = await client.put(AWS_TOKEN_METADATA_PATH, void 0, {
      headers: { "X-aws-ec2-metadata-token-ttl-seconds": "21600" }
    });
    const identityData = await client.get(AWS_IDENTITY_DOCUMENT_PATH, {
      headers: { "X-aws-ec2-metadata-token": token, Accept: "application/json" }
    });
    return identityData.region;
  } catch (e) {
    throw e;
  }
};
var performAwsIamLogin = async (region) => {
  const credentials = await fromNodeProviderChain()();
  if (!credentials.accessKeyId || !credentials.secretAccessKey) {
    throw new InfisicalSDKError("Credentials not found");
  }
  const iamRequestURL = `https://sts.${region}.amazonaws.com/`;
  const iamRequestBody = "Action=GetCallerIdentity&Version=2011-06-15";
  const iamRequestHeaders = {
    "Content-Type": "application/x-www-form-urlencoded; charset=utf-8",
    Host: `sts.${region}.amazonaws.com`
  };
  const request = new HttpRequest({
    protocol: "https:",
    hostname: `sts.${region}.amazonaws.com`,
    path: "/",
    method: "POST",
    headers: {
      ...iamRequestHeaders,
      "Content-Length": String(Buffer.byteLength(iamRequestBody))
    },
    body: iamRequestBody
  });
  const signer = new SignatureV4({
    credentials,
    region,
    service: "sts",
    sha256: Sha256
  });
  const signedRequest = await signer.sign(request);
  const headers = {};
  Object.entries(signedRequest.headers).forEach(([key, value]) => {
    if (typeof value === "string") {
      const normalizedKey = key.toLowerCase() === "authorization" ? "Authorization" : key;
      headers[normalizedKey] = value;
    }
  });
  return {
    iamHttpRequestMethod: "POST",
    iamRequestUrl: iamRequestURL,
    iamRequestBody,
    iamRequestHeaders: headers
  };
};

// src/custom/auth.ts
var renewToken = async (apiClient, token) => {
  try {
    if (!token) {
      throw new InfisicalSDKError(
        "Unable to renew access token, no access token set."
      );
    }
    const res = await apiClient.renewToken({ accessToken: token });
    return res;
  } catch (err) {
    throw newInfisicalError(err);
  }
};
var AuthClient = class {
  constructor(sdkAuthenticator, apiClient, _accessToken) {
    this.sdkAuthenticator = sdkAuthenticator;
    this.apiClient = apiClient;
    this._accessToken = _accessToken;
  }
  awsIamAuth = {
    login: async (options) => {
      try {
        const identityId = options?.identityId || process.env[MACHINE_IDENTITY_ID_ENV_NAME];
        if (!identityId) {
          throw new InfisicalSDKError(
            "Identity ID is required for AWS IAM authentication"
          );
        }
        const iamRequest = await performAwsIamLogin(await getAwsRegion());
        const res = await this.apiClient.awsIamAuthLogin({
          iamHttpRequestMethod: iamRequest.iamHttpRequestMethod,
          iamRequestBody: Buffer.from(iamRequest.iamRequestBody).toString(
            "base64"
          ),
          iamRequestHeaders: Buffer.from(
            JSON.stringify(iamRequest.iamRequestHeaders)
          ).toString("base64"),
          identityId
        });
        return this.sdkAuthenticator(res.accessToken);
      } catch (err) {
        throw newInfisicalError(err);
      }
    },
    renew: async () => {
      try {
        const refreshedToken = await renewToken(
          this.apiClient,
          this._accessToken
        );
        return this.sdkAuthenticator(refreshedToken.accessToken);
      } catch (err) {
        throw newInfisicalError(err);
      }
    }
  };
  universalAuth = {
    login: async (options) => {
      try {
        const res = await this.apiClient.universalAuthLogin(options);
        return this.sdkAuthenticator(res.accessToken);
      } catch (err) {
        throw newInfisicalError(err);
      }
    },
    renew: async () => {
      try {
        const refreshedToken = await renewToken(
          this.apiClient,
          this._accessToken
        );
        return this.sdkAuthenticator(refreshedToken.accessToken);
      } catch (err) {
        throw newInfisicalError(err);
      }
    }
  };
  /**
  * Gets the current access token that is set on the SDK instance
  * @returns The current access token or null if no access token is set. `null` is returned if the SDK is not authenticated.
  */
  getAccessToken = () => this._accessToken || null;
  accessToken = (token) => {
    return this.sdkAuthenticator(token);
  };
};

// src/custom/dynamic-secrets.ts
var DynamicSecretsClient = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  async create(options) {
    try {
      const res = await this.apiClient.create(options);
      return res.dynamicSecret;
    } catch (err) {
      throw newInfisicalError(err);
    }
  }
  async delete(dynamicSecretName, options) {
    try {
      const res = await this.apiClient.delete(dynamicSecretName, options);
      return res.dynamicSecret;
    } catch (err) {
      throw newInfisicalError(err);
    }
  }
  leases = {
    create: async (options) => {
      try {
        const res = await this.apiClient.leases.create(options);
        return res;
      } catch (err) {
        throw newInfisicalError(err);
      }
    },
    delete: async (leaseId, options) => {
      try {
        const res = await this.apiClient.leases.delete(leaseId, options);
        return res;
      } catch (err) {
        throw newInfisicalError(err);
      }
    },
    renew: async (leaseId, options) => {
      try {
        const res = await this.apiClient.leases.renew(leaseId, options);
        return res;
      } catch (err) {
        throw newInfisicalError(err);
      }
    }
  };
};

// src/custom/environments.ts
var EnvironmentsClient = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  create = async (options) => {
    try {
      const res = await this.apiClient.create(options);
      return res.environment;
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
};

// src/custom/projects.ts
var ProjectsClient = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  create = async (options) => {
    try {
      const res = await this.apiClient.create(options);
      return res.project;
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
  inviteMembers = async (options) => {
    try {
      if (!options.usernames?.length && !options.emails?.length) {
        throw new Error("Either usernames or emails must be provided");
      }
      const res = await this.apiClient.inviteMembers(options);
      return res.memberships;
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
};

// src/custom/folders.ts
var FoldersClient = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  create = async (options) => {
    try {
      const res = await this.apiClient.create({
        name: options.name,
        path: options.path,
        workspaceId: options.projectId,
        environment: options.environment,
        description: options.description
      });
      return res.folder;
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
  listFolders = async (options) => {
    try {
      const res = await this.apiClient.listFolders({
        environment: options.environment,
        workspaceId: options.projectId,
        path: options.path,
        recursive: options.recursive,
        lastSecretModified: options.lastSecretModified
      });
      return res.folders;
    } catch (err) {
      throw newInfisicalError(err);
    }
  };
};

// src/api/endpoints/kms.ts
var KmsApi = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  async createKmsKey(data) {
    return this.apiClient.post("/api/v1/kms/keys", data);
  }
  async deleteKmsKey(data) {
    return this.apiClient.delete(`/api/v1/kms/keys/${data.keyId}`);
  }
  async getKmsKeyByName(data) {
    return this.apiClient.get(`/api/v1/kms/keys/key-name/${encodeURIComponent(data.name)}?projectId=${data.projectId}`);
  }
  async encryptData(data) {
    return this.apiClient.post(`/api/v1/kms/keys/${data.keyId}/encrypt`, data);
  }
  async decryptData(data) {
    return this.apiClient.post(`/api/v1/kms/keys/${data.keyId}/decrypt`, data);
  }
  async signData(data) {
    return this.apiClient.post(`/api/v1/kms/keys/${data.keyId}/sign`, data);
  }
  async verifyData(data) {
    return this.apiClient.post(`/api/v1/kms/keys/${data.keyId}/verify`, data);
  }
  async listSigningAlgorithms(data) {
    return this.apiClient.get(`/api/v1/kms/keys/${data.keyId}/signing-algorithms`);
  }
  async getSigningPublicKey(data) {
    return this.apiClient.get(`/api/v1/kms/keys/${data.keyId}/public-key`);
  }
};

// src/custom/kms.ts
var KmsClient = class {
  constructor(apiClient) {
    this.apiClient = apiClient;
  }
  keys = () => {
    const create = async (options) => {
      try {
        const res = await this.apiClient.createKmsKey(options);
        return res.key;
      } catch (err) {
        throw newInfisicalError(err);
      }
    };
    const deleteKmsKey = async (options) => {
      try {
        const res = await this.apiClient.deleteKmsKey(options);
        return res.key;
      } catch (err) {
        throw newInfisicalError(err);
      }
    };
    const getByName = async (options) => {
      try {
        const res = await this.apiClient.getKmsKeyByName(options);
        return res.key;
      } catch (err) {
        throw newInfisicalError(err);
      }
    };
    return {
      create,
      delete: deleteKmsKey,
      getByName
    };
  };
  encryption = () => {
    const encrypt = async (options) => {
      try {
        const res = await this.apiClient.encryptData(options);
        return res.ciphertext;
      } catch (err) {
        throw newInfisicalError(err);
      }
    };
    const decrypt = async (options) => {
      try {
        const res = await this.apiClient.decryptData(options);
        return res.plaintext;
      } catch (err) {
        throw newInfisicalError(err);
      }
    };
    return {
      encrypt,
      decrypt
    };
  };
  signing = () => {
    const sign = async (options) => {
      try {
        const res = await this.apiClient.signData(options);
        return res;
      } catch (err) {
        throw newInfisicalError(err);
      }
    };
    const verify = async (options) => {
      try {
        const res = await this.apiClient.verifyData(options);
        return res;
      } catch (err) {
        throw newInfisicalError(err);
      }
    };
    const listSigningAlgorithms = async (options) => {
      try {
        const res = await this.apiClient.listSigningAlgorithms(options);
        return res.signingAlgorithms;
      } catch (err) {
        throw newInfisicalError(err);
      }
    };
    const getPublicKey = async (options) => {
      try {
        const res = await this.apiClient.getSigningPublicKey(options);
        return res.publicKey;
      } catch (err) {
        throw newInfisicalError(err);
      }
    };
    return {
      sign,
      verify,
      listSigningAlgorithms,
      getPublicKey
    };
  };
};

// src/api/types/secrets.ts
var SecretType = /* @__PURE__ */ ((SecretType2) => {
  SecretType2["Shared"] = "shared";
  SecretType2["Personal"] = "personal";
  return SecretType2;
})(SecretType || {});

// src/api/types/kms.ts
var EncryptionAlgorithm = /* @__PURE__ */ ((EncryptionAlgorithm2) => {
  EncryptionAlgorithm2["RSA_4096"] = "RSA_4096";
  EncryptionAlgorithm2["ECC_NIST_P256"] = "ECC_NIST_P256";
  EncryptionAlgorithm2["AES_256_GCM"] = "aes-256-gcm";
  EncryptionAlgorithm2["AES_128_GCM"] = "aes-128-gcm";
  return EncryptionAlgorithm2;
})(EncryptionAlgorithm || {});
var SigningAlgorithm = /* @__PURE__ */ ((SigningAlgorithm2) => {
  SigningAlgorithm2["RSASSA_PSS_SHA_512"] = "RSASSA_PSS_SHA_512";
  SigningAlgorithm2["RSASSA_PSS_SHA_384"] = "RSASSA_PSS_SHA_384";
  SigningAlgorithm2["RSASSA_PSS_SHA_256"] = "RSASSA_PSS_SHA_256";
  SigningAlgorithm2["RSASSA_PKCS1_V1_5_SHA_512"] = "RSASSA_PKCS1_V1_5_SHA_512";
  SigningAlgorithm2["RSASSA_PKCS1_V1_5_SHA_384"] = "RSASSA_PKCS1_V1_5_SHA_384";
  SigningAlgorithm2["RSASSA_PKCS1_V1_5_SHA_256"] = "RSASSA_PKCS1_V1_5_SHA_256";
  SigningAlgorithm2["ECDSA_SHA_512"] = "ECDSA_SHA_512";
  SigningAlgorithm2["ECDSA_SHA_384"] = "ECDSA_SHA_384";
  SigningAlgorithm2["ECDSA_SHA_256"] = "ECDSA_SHA_256";
  return SigningAlgorithm2;
})(SigningAlgorithm || {});
var KeyUsage = /* @__PURE__ */ ((KeyUsage2) => {
  KeyUsage2["ENCRYPTION"] = "encrypt-decrypt";
  KeyUsage2["SIGNING"] = "sign-verify";
  return KeyUsage2;
})(KeyUsage || {});
var SqlProviders = /* @__PURE__ */ ((SqlProviders2) => {
  SqlProviders2["Postgres"] = "postgres";
  SqlProviders2["MySQL"] = "mysql2";
  SqlProviders2["Oracle"] = "oracledb";
  SqlProviders2["MsSQL"] = "mssql";
  SqlProviders2["SapAse"] = "sap-ase";
  return SqlProviders2;
})(SqlProviders || {});
var TotpAlgorithm = /* @__PURE__ */ ((TotpAlgorithm2) => {
  TotpAlgorithm2["SHA1"] = "sha1";
  TotpAlgorithm2["SHA256"] = "sha256";
  TotpAlgorithm2["SHA512"] = "sha512";
  return TotpAlgorithm2;
})(TotpAlgorithm || {});
var passwordRequirementsSchema = z.object({
  length: z.number().min(1, { message: "Password length must be at least 1" }).max(250, { message: "Password length must be at most 250" }),
  required: z.object({
    minUppercase: z.number().min(0).optional(),
    minLowercase: z.number().min(0).optional(),
    minDigits: z.number().min(0).optional(),
    minSymbols: z.number().min(0).optional()
  }),
  allowedSymbols: z.string().optional()
});
var DynamicSecretRedisDBSchema = z.object({
  host: z.string().trim().toLowerCase(),
  port: z.number(),
  username: z.string().trim(),
  // this is often "default".
  password: z.string().trim().optional(),
  creationStatement: z.string().trim(),
  revocationStatement: z.string().trim(),
  renewStatement: z.string().trim().optional(),
  ca: z.string().optional()
});
var DynamicSecretAwsElastiCacheSchema = z.object({
  clusterName: z.string().trim().min(1),
  accessKeyId: z.string().trim().min(1),
  secretAccessKey: z.string().trim().min(1),
  region: z.string().trim(),
  creationStatement: z.string().trim(),
  revocationStatement: z.string().trim(),
  ca: z.string().optional()
});
var DynamicSecretElasticSearchSchema = z.object({
  host: z.string().trim().min(1),
  port: z.number(),
  roles: z.array(z.string().trim().min(1)).min(1),
  // two auth types "user, apikey"
  auth: z.discriminatedUnion("type", [
    z.object({
      type: z.literal("user" /* User */),
      username: z.string().trim(),
      password: z.string().trim()
    }),
    z.object({
      type: z.literal("api-key" /* ApiKey */),
      apiKey: z.string().trim(),
      apiKeyId: z.string().trim()
    })
  ]),
  ca: z.string().optional()
});
var DynamicSecretRabbitMqSchema = z.object({
  host: z.string().trim().min(1),
  port: z.number(),
  tags: z.array(z.string().trim()).default([]),
  username: z.string().trim().min(1),
  password: z.string().trim().min(1),
  ca: z.string().optional(),
  virtualHost: z.object({
    name: z.string().trim().min(1),
    permissions: z.object({
      read: z.string().trim().min(1),
      write: z.string().trim().min(1),
      configure: z.string().trim().min(1)
    })
  })
});
var DynamicSecretSqlDBSchema = z.object({
  client: z.nativeEnum(SqlProviders),
  host: z.string().trim().toLowerCase(),
  port: z.number(),
  database: z.string().trim(),
  username: z.string().trim(),
  password: z.string().trim(),
  creationStatement: z.string().trim(),
  revocationStatement: z.string().trim(),
  renewStatement: z.string().trim().optional(),
  ca: z.string().optional(),
  passwordRequirements: passwordRequirementsSchema.optional()
});
var DynamicSecretCassandraSchema = z.object({
  host: z.string().trim().toLowerCase(),
  port: z.number(),
  localDataCenter: z.string().trim().min(1),
  keyspace: z.string().trim().optional(),
  username: z.string().trim(),
  password: z.string().trim(),
  creationStatement: z.string().trim(),
  revocationStatement: z.string().trim(),
  renewStatement: z.string().trim().optional(),
  ca: z.string().optional()
});
var DynamicSecretSapAseSchema = z.object({
  host: z.string().trim().toLowerCase(),
  port: z.number(),
  database: z.string().trim(),
  username: z.string().trim(),
  password: z.string().trim(),
  creationStatement: z.string().trim(),
  revocationStatement: z.string().trim()
});
var DynamicSecretAwsIamSchema = z.object({
  accessKey: z.string().trim().min(1),
  secretAccessKey: z.string().trim().min(1),
  region: z.string().trim().min(1),
  awsPath: z.string().trim().optional(),
  permissionBoundaryPolicyArn: z.string().trim().optional(),
  policyDocument: z.string().trim().optional(),
  userGroups: z.string().trim().optional(),
  policyArns: z.string().trim().optional()
});
var DynamicSecretMongoAtlasSchema = z.object({
  adminPublicKey: z.string().trim().min(1).describe("Admin user public api key"),
  adminPrivateKey: z.string().trim().min(1).describe("Admin user private api key"),
  groupId: z.string().trim().min(1).describe(
    "Unique 24-hexadecimal digit string that identifies your project. This is same as project id"
  ),
  roles: z.object({
    collectionName: z.string().optional().describe("Collection on which this role applies."),
    databaseName: z.string().min(1).describe("Database to which the user is granted access privileges."),
    roleName: z.string().min(1).describe(
      ' Enum: "atlasAdmin" "backup" "clusterMonitor" "dbAdmin" "dbAdminAnyDatabase" "enableSharding" "read" "readAnyDatabase" "readWrite" "readWriteAnyDatabase" "<a custom role name>".Human-readable label that identifies a group of privileges assigned to a database user. This value can either be a built-in role or a custom role.'
    )
  }).array().min(1),
  scopes: z.object({
    name: z.string().min(1).describe(
      "Human-readable label that identifies the cluster or MongoDB Atlas Data Lake that this database user can access."
    ),
    type: z.string().min(1).describe(
      "Category of resource that this database user can access. Enum: CLUSTER, DATA_LAKE, STREAM"
    )
  }).array()
});
var DynamicSecretMongoDBSchema = z.object({
  host: z.string().min(1).trim().toLowerCase(),
  port: z.number().optional(),
  username: z.string().min(1).trim(),
  password: z.string().min(1).trim(),
  database: z.string().min(1).trim(),
  ca: z.string().min(1).optional(),
  roles: z.string().array().min(1).describe(
    'Enum: "atlasAdmin" "backup" "clusterMonitor" "dbAdmin" "dbAdminAnyDatabase" "enableSharding" "read" "readAnyDatabase" "readWrite" "readWriteAnyDatabase" "<a custom role name>".Human-readable label that identifies a group of privileges assigned to a database user. This value can either be a built-in role or a custom role.'
  )
});
var DynamicSecretSapHanaSchema = z.object({
  host: z.string().trim().toLowerCase(),
  port: z.number(),
  username: z.string().trim(),
  password: z.string().trim(),
  creationStatement: z.string().trim(),
  revocationStatement: z.string().trim(),
  renewStatement: z.string().trim().optional(),
  ca: z.string().optional()
});
var DynamicSecretSnowflakeSchema = z.object({
  accountId: z.string().trim().min(1),
  orgId: z.string().trim().min(1),
  username: z.string().trim().min(1),
  password: z.string().trim().min(1),
  creationStatement: z.string().trim().min(1),
  revocationStatement: z.string().trim().min(1),
  renewStatement: z.string().trim().optional()
});
var AzureEntraIDSchema = z.object({
  tenantId: z.string().trim().min(1),
  userId: z.string().trim().min(1),
  email: z.string().trim().min(1),
  applicationId: z.string().trim().min(1),
  clientSecret: z.string().trim().min(1)
});
var LdapSchema = z.union([
  z.object({
    url: z.string().trim().min(1),
    binddn: z.string().trim().min(1),
    bindpass: z.string().trim().min(1),
    ca: z.string().optional(),
    credentialType: z.literal("dynamic" /* Dynamic */).optional().default("dynamic" /* Dynamic */),
    creationLdif: z.string().min(1),
    revocationLdif: z.string().min(1),
    rollbackLdif: z.string().optional()
  }),
  z.object({
    url: z.string().trim().min(1),
    binddn: z.string().trim().min(1),
    bindpass: z.string().trim().min(1),
    ca: z.string().optional(),
    credentialType: z.literal("static" /* Static */),
    rotationLdif: z.string().min(1)
  })
]);
var DynamicSecretTotpSchema = z.discriminatedUnion("configType", [
  z.object({
    configType: z.literal("url" /* URL */),
    url: z.string().url().trim().min(1).refine((val) => {
      const urlObj = new URL(val);
      const secret = urlObj.searchParams.get("secret");
      return Boolean(secret);
    }, "OTP URL must contain secret field")
  }),
  z.object({
    configType: z.literal("manual" /* MANUAL */),
    secret: z.string().trim().min(1).transform((val) => val.replace(/\s+/g, "")),
    period: z.number().optional(),
    algorithm: z.nativeEnum(TotpAlgorithm).optional(),
    digits: z.number().optional()
  })
]);
var DynamicSecretProviders = /* @__PURE__ */ ((DynamicSecretProviders2) => {
  DynamicSecretProviders2["SqlDatabase"] = "sql-database";
  DynamicSecretProviders2["Cassandra"] = "cassandra";
  DynamicSecretProviders2["AwsIam"] = "aws-iam";
  DynamicSecretProviders2["Redis"] = "redis";
  DynamicSecretProviders2["AwsElastiCache"] = "aws-elasticache";
  DynamicSecretProviders2["MongoAtlas"] = "mongo-db-atlas";
  DynamicSecretProviders2["ElasticSearch"] = "elastic-search";
  DynamicSecretProviders2["MongoDB"] = "mongo-db";
  DynamicSecretProviders2["RabbitMq"] = "rabbit-mq";
  DynamicSecretProviders2["AzureEntraID"] = "azure-entra-id";
  DynamicSecretProviders2["Ldap"] = "ldap";
  DynamicSecretProviders2["SapHana"] = "sap-hana";
  DynamicSecretProviders2["Snowflake"] = "snowflake";
  DynamicSecretProviders2["Totp"] = "totp";
  DynamicSecretProviders2["SapAse"] = "sap-ase";
  return DynamicSecretProviders2;
})(DynamicSecretProviders || {});
z.discriminatedUnion("type", [
  z.object({
    type: z.literal("sql-database" /* SqlDatabase */),
    inputs: DynamicSecretSqlDBSchema
  }),
  z.object({
    type: z.literal("cassandra" /* Cassandra */),
    inputs: DynamicSecretCassandraSchema
  }),
  z.object({
    type: z.literal("sap-ase" /* SapAse */),
    inputs: DynamicSecretSapAseSchema
  }),
  z.object({
    type: z.literal("aws-iam" /* AwsIam */),
    inputs: DynamicSecretAwsIamSchema
  }),
  z.object({
    type: z.literal("redis" /* Redis */),
    inputs: DynamicSecretRedisDBSchema
  }),
  z.object({
    type: z.literal("sap-hana" /* SapHana */),
    inputs: DynamicSecretSapHanaSchema
  }),
  z.object({
    type: z.literal("aws-elasticache" /* AwsElastiCache */),
    inputs: DynamicSecretAwsElastiCacheSchema
  }),
  z.object({
    type: z.literal("mongo-db-atlas" /* MongoAtlas */),
    inputs: DynamicSecretMongoAtlasSchema
  }),
  z.object({
    type: z.literal("elastic-search" /* ElasticSearch */),
    inputs: DynamicSecretElasticSearchSchema
  }),
  z.object({
    type: z.literal("mongo-db" /* MongoDB */),
    inputs: DynamicSecretMongoDBSchema
  }),
  z.object({
    type: z.literal("rabbit-mq" /* RabbitMq */),
    inputs: DynamicSecretRabbitMqSchema
  }),
  z.object({
    type: z.literal("azure-entra-id" /* AzureEntraID */),
    inputs: AzureEntraIDSchema
  }),
  z.object({
    type: z.literal("ldap" /* Ldap */),
    inputs: LdapSchema
  }),
  z.object({
    type: z.literal("snowflake" /* Snowflake */),
    inputs: DynamicSecretSnowflakeSchema
  }),
  z.object({
    type: z.literal("totp" /* Totp */),
    inputs: DynamicSecretTotpSchema
  })
]);

// src/index.ts
var InfisicalSDK = class {
  apiClient;
  // API instances
  authApi;
  secretsApi;
  dynamicSecretsApi;
  environmentsApi;
  projectsApi;
  foldersApi;
  kmsApi;
  // Domain clients
  authClient;
  secretsClient;
  dynamicSecretsClient;
  environmentsClient;
  projectsClient;
  foldersClient;
  kmsClient;
  constructor(options) {
    const baseURL = options?.siteUrl || "https://app.infisical.com";
    this.apiClient = new ApiClient({ baseURL });
    this.authApi = new AuthApi(this.apiClient);
    this.secretsApi = new SecretsApi(this.apiClient);
    this.dynamicSecretsApi = new DynamicSecretsApi(this.apiClient);
    this.environmentsApi = new EnvironmentsApi(this.apiClient);
    this.projectsApi = new ProjectsApi(this.apiClient);
    this.foldersApi = new FoldersApi(this.apiClient);
    this.kmsApi = new KmsApi(this.apiClient);
    this.authClient = new AuthClient(this.authenticate.bind(this), this.authApi);
    this.secretsClient = new SecretsClient(this.secretsApi);
    this.dynamicSecretsClient = new DynamicSecretsClient(this.dynamicSecretsApi);
    this.environmentsClient = new EnvironmentsClient(this.environmentsApi);
    this.projectsClient = new ProjectsClient(this.projectsApi);
    this.foldersClient = new FoldersClient(this.foldersApi);
    this.kmsClient = new KmsClient(this.kmsApi);
  }
  authenticate(accessToken) {
    this.apiClient.setAccessToken(accessToken);
    this.authClient = new AuthClient(this.authenticate.bind(this), this.authApi, accessToken);
    return this;
  }
  // Public methods to access domain clients
  secrets = () => this.secretsClient;
  environments = () => this.environmentsClient;
  projects = () => this.projectsClient;
  folders = () => this.foldersClient;
  dynamicSecrets = () => this.dynamicSecretsClient;
  auth = () => this.authClient;
  kms = () => this.kmsClient;
};

export { DynamicSecretProviders, EncryptionAlgorithm, InfisicalSDK, KeyUsage, SecretType, SigningAlgorithm, SqlProviders };
//# sourceMappingURL=index.mjs.map
//# sourceMappingURL=index.mjs.map