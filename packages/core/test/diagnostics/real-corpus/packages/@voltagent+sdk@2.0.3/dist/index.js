"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/index.ts
var index_exports = {};
__export(index_exports, {
  VoltAgentCoreAPI: () => VoltAgentCoreAPI,
  VoltAgentObservabilitySDK: () => VoltAgentObservabilitySDK,
  VoltOpsActionsClient: () => import_core3.VoltOpsActionsClient,
  VoltOpsClient: () => VoltOpsClient,
  VoltOpsRestClient: () => VoltOpsRestClient
});
module.exports = __toCommonJS(index_exports);
var import_core2 = require("@voltagent/core");

// src/client/index.ts
var import_core = require("@voltagent/core");
var import_internal = require("@voltagent/internal");
var DEFAULT_TIMEOUT_MS = 3e4;
var DEFAULT_API_BASE_URL = "https://api.voltagent.dev";
var VoltAgentAPIError = class extends Error {
  static {
    __name(this, "VoltAgentAPIError");
  }
  constructor(message, status, errors) {
    super(message);
    this.name = "VoltAgentAPIError";
    this.status = status;
    this.errors = errors;
  }
};
var VoltAgentCoreAPI = class {
  static {
    __name(this, "VoltAgentCoreAPI");
  }
  constructor(options) {
    const baseUrl = (options.baseUrl ?? DEFAULT_API_BASE_URL).trim();
    this.baseUrl = baseUrl.endsWith("/") ? baseUrl.slice(0, -1) : baseUrl;
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    if (!options.publicKey || !options.secretKey) {
      throw new VoltAgentAPIError("VoltOpsRestClient requires both publicKey and secretKey", 401);
    }
    this.headers = {
      "Content-Type": "application/json",
      "x-public-key": options.publicKey,
      "x-secret-key": options.secretKey,
      ...options.headers
    };
    this.actions = new import_core.VoltOpsActionsClient(this);
    this.evals = {
      runs: {
        create: this.createEvalRun.bind(this),
        appendResults: this.appendEvalResults.bind(this),
        complete: this.completeEvalRun.bind(this),
        fail: this.failEvalRun.bind(this)
      },
      scorers: {
        create: this.createEvalScorer.bind(this)
      },
      datasets: {
        get: this.getEvalDataset.bind(this),
        list: this.listEvalDatasets.bind(this),
        listItems: this.listEvalDatasetItems.bind(this),
        getLatestVersionId: this.getLatestDatasetVersionId.bind(this)
      },
      experiments: {
        list: this.listEvalExperiments.bind(this),
        get: this.getEvalExperiment.bind(this),
        create: this.createEvalExperiment.bind(this)
      }
    };
    this.observability = {
      traces: {
        list: this.listObservabilityTraces.bind(this)
      }
    };
  }
  async fetchWithTimeout(url, init) {
    const controller = new AbortController();
    const timeoutId = setTimeout(() => controller.abort(), this.timeout);
    try {
      const response = await fetch(url, { ...init, signal: controller.signal });
      clearTimeout(timeoutId);
      return response;
    } catch (error) {
      clearTimeout(timeoutId);
      if (error instanceof Error && error.name === "AbortError") {
        throw new VoltAgentAPIError("Request timeout", 408);
      }
      if (error instanceof TypeError) {
        throw new VoltAgentAPIError("Network error", 0);
      }
      throw error;
    }
  }
  async request(endpoint, init) {
    const url = `${this.baseUrl}${endpoint}`;
    const fetchOptions = {
      method: "GET",
      ...init,
      headers: {
        ...this.headers,
        ...init?.headers ?? {}
      }
    };
    const response = await this.fetchWithTimeout(url, fetchOptions);
    if (response.status === 204 || response.status === 205) {
      return void 0;
    }
    const hasJson = response.headers.get("content-type")?.includes("application/json");
    const data = hasJson ? await response.json() : void 0;
    if (!response.ok) {
      const error = {
        status: response.status,
        message: typeof data?.message === "string" ? data.message : "Request failed",
        errors: typeof data?.errors === "object" ? data.errors : void 0
      };
      throw new VoltAgentAPIError(error.message, error.status, error.errors);
    }
    return data;
  }
  buildQueryString(params) {
    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value === void 0 || value === null) {
        continue;
      }
      if (Array.isArray(value)) {
        if (value.length === 0) {
          continue;
        }
        searchParams.set(key, value.join(","));
      } else if (value instanceof Date) {
        searchParams.set(key, value.toISOString());
      } else {
        searchParams.set(key, String(value));
      }
    }
    const query = searchParams.toString();
    return query ? `?${query}` : "";
  }
  async sendRequest(path, init) {
    const normalizedPath = path.startsWith("/") ? path : `/${path}`;
    const url = `${this.baseUrl}${normalizedPath}`;
    const fetchOptions = {
      method: "GET",
      ...init,
      headers: {
        ...this.headers,
        ...init?.headers ?? {}
      }
    };
    return await this.fetchWithTimeout(url, fetchOptions);
  }
  async createEvalRun(payload = {}) {
    return await this.request("/evals/runs", {
      method: "POST",
      body: (0, import_internal.safeStringify)(payload)
    });
  }
  async listObservabilityTraces(options = {}) {
    const query = this.buildQueryString(options);
    return await this.request(`/api/public/otel/v1/traces${query}`);
  }
  async appendEvalResults(runId, payload) {
    return await this.request(`/evals/runs/${runId}/results`, {
      method: "POST",
      body: (0, import_internal.safeStringify)(payload)
    });
  }
  async completeEvalRun(runId, payload) {
    return await this.request(`/evals/runs/${runId}/complete`, {
      method: "POST",
      body: (0, import_internal.safeStringify)(payload)
    });
  }
  async failEvalRun(runId, payload) {
    return await this.request(`/evals/runs/${runId}/fail`, {
      method: "POST",
      body: (0, import_internal.safeStringify)(payload)
    });
  }
  async createEvalScorer(payload) {
    return await this.request("/evals/scorers", {
      method: "POST",
      body: (0, import_internal.safeStringify)(payload)
    });
  }
  async getEvalDataset(datasetId) {
    return await this.request(`/evals/datasets/${datasetId}`);
  }
  async listEvalDatasets(name) {
    const params = new URLSearchParams();
    if (name && name.trim().length > 0) {
      params.set("name", name.trim());
    }
    const query = params.size > 0 ? `?${params.toString()}` : "";
    return await this.request(`/evals/datasets${query}`);
  }
  async listEvalDatasetItems(datasetId, versionId, options) {
    const params = new URLSearchParams();
    if (options?.limit !== void 0) {
      params.set("limit", String(options.limit));
    }
    if (options?.offset !== void 0) {
      params.set("offset", String(options.offset));
    }
    if (options?.search) {
      params.set("search", options.search);
    }
    const query = params.size > 0 ? `?${params.toString()}` : "";
    return await this.request(
      `/evals/datasets/${datasetId}/versions/${versionId}/items${query}`
    );
  }
  async getLatestDatasetVersionId(datasetId) {
    const detail = await this.getEvalDataset(datasetId);
    const latest = detail?.versions?.[0];
    return latest?.id ?? null;
  }
  async listEvalExperiments(options = {}) {
    const params = new URLSearchParams();
    if (options.projectId) {
      params.set("projectId", options.projectId);
    }
    if (options.datasetId) {
      params.set("datasetId", options.datasetId);
    }
    if (options.targetType) {
      params.set("targetType", options.targetType);
    }
    if (options.search && options.search.trim().length > 0) {
      params.set("search", options.search.trim());
    }
    if (options.limit !== void 0) {
      params.set("limit", String(options.limit));
    }
    const query = params.size > 0 ? `?${params.toString()}` : "";
    return await this.request(`/evals/experiments${query}`);
  }
  async getEvalExperiment(experimentId, options = {}) {
    const params = new URLSearchParams();
    if (options.projectId) {
      params.set("projectId", options.projectId);
    }
    const query = params.size > 0 ? `?${params.toString()}` : "";
    return await this.request(
      `/evals/experiments/${experimentId}${query}`
    );
  }
  async createEvalExperiment(payload) {
    return await this.request("/evals/experiments", {
      method: "POST",
      body: (0, import_internal.safeStringify)(payload)
    });
  }
};

// src/evals/index.ts
var VoltOpsRestClient = class {
  static {
    __name(this, "VoltOpsRestClient");
  }
  constructor(options) {
    this.client = new VoltAgentCoreAPI(options);
    this.evals = this.client.evals;
  }
  async createEvalRun(payload = {}) {
    return await this.client.evals.runs.create(payload);
  }
  async appendEvalResults(runId, payload) {
    return await this.client.evals.runs.appendResults(runId, payload);
  }
  async completeEvalRun(runId, payload) {
    return await this.client.evals.runs.complete(runId, payload);
  }
  async failEvalRun(runId, payload) {
    return await this.client.evals.runs.fail(runId, payload);
  }
  async createEvalScorer(payload) {
    return await this.client.evals.scorers.create(payload);
  }
  async listDatasets(name) {
    return await this.client.evals.datasets.list(name);
  }
  async getDataset(datasetId) {
    return await this.client.evals.datasets.get(datasetId);
  }
  async getDatasetByName(name) {
    const datasets = await this.listDatasets(name);
    const match = datasets.find((dataset) => dataset.name === name);
    if (!match) {
      return null;
    }
    return await this.getDataset(match.id);
  }
  async listDatasetItems(datasetId, versionId, options) {
    return await this.client.evals.datasets.listItems(datasetId, versionId, options);
  }
  async getLatestDatasetVersionId(datasetId) {
    return await this.client.evals.datasets.getLatestVersionId(datasetId);
  }
  async resolveDatasetVersionId(params) {
    const { datasetId, datasetName, datasetVersionId } = params;
    if (datasetId && datasetVersionId) {
      return { datasetId, datasetVersionId };
    }
    let resolvedDatasetId = datasetId ?? null;
    if (!resolvedDatasetId && datasetName) {
      const datasetDetail = await this.getDatasetByName(datasetName);
      if (!datasetDetail) {
        return null;
      }
      resolvedDatasetId = datasetDetail.id;
      if (datasetVersionId) {
        return { datasetId: resolvedDatasetId, datasetVersionId };
      }
      const latest = datasetDetail.versions?.[0];
      if (!latest) {
        return null;
      }
      return { datasetId: resolvedDatasetId, datasetVersionId: latest.id };
    }
    if (!resolvedDatasetId) {
      return null;
    }
    if (datasetVersionId) {
      return { datasetId: resolvedDatasetId, datasetVersionId };
    }
    const latestId = await this.getLatestDatasetVersionId(resolvedDatasetId);
    if (!latestId) {
      return null;
    }
    return { datasetId: resolvedDatasetId, datasetVersionId: latestId };
  }
  async listExperiments(options = {}) {
    return await this.client.evals.experiments.list(options);
  }
  async getExperiment(experimentId, options = {}) {
    return await this.client.evals.experiments.get(experimentId, options);
  }
  async createExperiment(payload) {
    return await this.client.evals.experiments.create(payload);
  }
  async resolveExperimentId(options) {
    if (options.experimentId) {
      const detail = await this.getExperiment(options.experimentId, {
        projectId: options.projectId
      });
      return {
        experimentId: options.experimentId,
        name: detail?.name ?? options.experimentName ?? null,
        created: false
      };
    }
    const name = options.experimentName?.trim();
    if (!name) {
      return null;
    }
    const searchResults = await this.listExperiments({
      projectId: options.projectId,
      datasetId: options.datasetId ?? void 0,
      search: name,
      limit: 50
    });
    const match = searchResults.find(
      (experiment) => experiment.name.toLowerCase() === name.toLowerCase()
    );
    if (match) {
      return {
        experimentId: match.id,
        name: match.name,
        created: false
      };
    }
    if (!options.autoCreate) {
      return null;
    }
    const createPayload = {
      name,
      description: options.description ?? null,
      datasetId: options.datasetId ?? null,
      datasetVersionId: options.datasetVersionId ?? null,
      targetType: options.targetType,
      targetId: options.targetId ?? null,
      metadata: options.metadata ?? null,
      config: options.config ?? null,
      tags: options.tags ?? null,
      enabled: options.enabled ?? true
    };
    const created = await this.createExperiment(createPayload);
    return {
      experimentId: created.id,
      name: created.name,
      created: true
    };
  }
  get httpClient() {
    return this.client;
  }
};

// src/observability.ts
var VoltAgentObservabilitySDK = class {
  static {
    __name(this, "VoltAgentObservabilitySDK");
  }
  constructor() {
    throw new Error(
      "VoltAgentObservabilitySDK has been removed. Please migrate to the eval ingestion helpers in VoltOpsRestClient."
    );
  }
};

// src/index.ts
var import_core3 = require("@voltagent/core");
var VoltOpsClient = class extends import_core2.VoltOpsClient {
  static {
    __name(this, "VoltOpsClient");
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  VoltAgentCoreAPI,
  VoltAgentObservabilitySDK,
  VoltOpsActionsClient,
  VoltOpsClient,
  VoltOpsRestClient
});
//# sourceMappingURL=index.js.map