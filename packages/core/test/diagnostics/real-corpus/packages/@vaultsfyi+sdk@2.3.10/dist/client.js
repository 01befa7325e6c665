"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/client.ts
var client_exports = {};
__export(client_exports, {
  SUPPORTED_NETWORKS: () => SUPPORTED_NETWORKS,
  VaultsSdk: () => VaultsSdk
});
module.exports = __toCommonJS(client_exports);
var import_x402_fetch = require("x402-fetch");

// src/errors.ts
var HttpResponseError = class extends Error {
};

// src/utils/generateQueryParams.ts
function generateQueryParams(queryParams) {
  if (!queryParams || Object.keys(queryParams).length === 0) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(queryParams)) {
    if (value == null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        params.append(key, item);
      }
    } else {
      params.set(key, value.toString());
    }
  }
  return `?${params}`;
}

// src/client.ts
var SUPPORTED_NETWORKS = [
  "mainnet",
  "optimism",
  "arbitrum",
  "polygon",
  "gnosis",
  "base",
  "unichain",
  "swellchain",
  "celo",
  "worldchain",
  "berachain",
  "ink",
  "bsc",
  "hyperliquid",
  "plasma",
  "avalanche",
  "katana",
  "linea",
  "mega-eth",
  "monad",
  "etherlink",
  "robinhood"
];
var VaultsSdk = class {
  apiBaseUrl;
  auth;
  authHeaders;
  constructor(options, internalOptions) {
    this.auth = options;
    if ("apiKey" in this.auth) {
      this.authHeaders = { "x-api-key": this.auth.apiKey };
    } else {
      this.authHeaders = { "x-402-auth": "true" };
    }
    this.apiBaseUrl = internalOptions?.apiBaseUrl ?? "https://api.vaults.fyi";
  }
  async fetchData(endpoint, params, method = "GET") {
    const queryParams = generateQueryParams(params?.query);
    const body = params && "body" in params ? params.body : void 0;
    const stringifiedBody = body ? JSON.stringify(body) : void 0;
    const wrappedFetch = "apiKey" in this.auth ? fetch : (0, import_x402_fetch.wrapFetchWithPayment)(fetch, this.auth.client);
    const response = await wrappedFetch(`${this.apiBaseUrl}${endpoint}${queryParams}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        ...this.authHeaders
      },
      body: stringifiedBody
    });
    if (!response.ok) {
      const error = await response.json();
      throw new HttpResponseError(error.message);
    }
    return response.json();
  }
  async getHealth() {
    return await this.fetchData("/v2/health");
  }
  async getVaults(params) {
    return await this.fetchData("/v2/vaults", params);
  }
  async getAssets(params) {
    return await this.fetchData("/v2/assets", params);
  }
  async getBenchmarks(params) {
    return await this.fetchData(`/v2/benchmarks/${params.path.network}`, params);
  }
  async getHistoricalBenchmarks(params) {
    return await this.fetchData(
      `/v2/historical-benchmarks/${params.path.network}`,
      params
    );
  }
  async getVaultHistoricalData(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(`/v2/historical/${network}/${vaultId}`, params);
  }
  async getVaultHistoricalApy(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/historical/${network}/${vaultId}/apy`,
      params
    );
  }
  async getVaultHistoricalTvl(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/historical/${network}/${vaultId}/tvl`,
      params
    );
  }
  async getVaultHistoricalSharePrice(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/historical/${network}/${vaultId}/sharePrice`,
      params
    );
  }
  async getPositions(params) {
    const { userAddress } = params.path;
    return await this.fetchData(
      `/v2/portfolio/positions/${userAddress}`,
      params
    );
  }
  async getPosition(params) {
    const { userAddress, network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/portfolio/positions/${userAddress}/${network}/${vaultId}`,
      params
    );
  }
  async getDepositOptions(params) {
    const { userAddress } = params.path;
    return await this.fetchData(
      `/v2/portfolio/best-deposit-options/${userAddress}`,
      params
    );
  }
  async getAllVaults(params) {
    return await this.fetchData("/v2/detailed-vaults", params);
  }
  async getVault(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/detailed-vaults/${network}/${vaultId}`,
      params
    );
  }
  async getIdleAssets(params) {
    const { userAddress } = params.path;
    return await this.fetchData(
      `/v2/portfolio/idle-assets/${userAddress}`,
      params
    );
  }
  async getTransactionsContext(params) {
    const { userAddress, network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/transactions/context/${userAddress}/${network}/${vaultId}`,
      params
    );
  }
  async getTransactionSuffix(params) {
    const { userAddress, vaultId } = params.path;
    return await this.fetchData(
      `/v2/transactions/suffix/${userAddress}/${vaultId}`,
      params
    );
  }
  async getActions(params) {
    const { action, userAddress, network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/transactions/${action}/${userAddress}/${network}/${vaultId}`,
      params
    );
  }
  async getRewardsTransactionsContext(params) {
    const { userAddress } = params.path;
    return await this.fetchData(
      `/v2/transactions/rewards/context/${userAddress}`,
      params
    );
  }
  async getRewardsClaimActions(params) {
    const { userAddress } = params.path;
    return await this.fetchData(
      `/v2/transactions/rewards/claim/${userAddress}`,
      params
    );
  }
  async getUserVaultEvents(params) {
    const { userAddress, network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/portfolio/events/${userAddress}/${network}/${vaultId}`,
      params
    );
  }
  async getUserVaultTotalReturns(params) {
    const { userAddress, network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/portfolio/total-returns/${userAddress}/${network}/${vaultId}`,
      params
    );
  }
  async getNetworks() {
    return await this.fetchData("/v2/networks");
  }
  async getProtocols() {
    return await this.fetchData("/v2/protocols");
  }
  async getCurators() {
    return await this.fetchData("/v2/curators");
  }
  async getTags() {
    return await this.fetchData("/v2/tags");
  }
  async getVaultApyBreakdown(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/detailed-vaults/${network}/${vaultId}/apy`,
      params
    );
  }
  async getVaultTvl(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/detailed-vaults/${network}/${vaultId}/tvl`,
      params
    );
  }
  async getBestVault(params) {
    const { userAddress } = params.path;
    return await this.fetchData(
      `/v2/portfolio/best-vault/${userAddress}`,
      params
    );
  }
  async getAssetPriceHistory(params) {
    const { network, assetAddress } = params.path;
    return await this.fetchData(
      `/v2/historical/asset-prices/${network}/${assetAddress}`,
      params
    );
  }
  async getVaultNrt(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(`/v2/nrt/vault/${network}/${vaultId}`, params);
  }
  async getVaultNrtSharePrice(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/nrt/vault/${network}/${vaultId}/sharePrice`,
      params
    );
  }
  async getVaultNrtTotalSupply(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/nrt/vault/${network}/${vaultId}/totalSupply`,
      params
    );
  }
  async getVaultNrtTotalAssets(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/nrt/vault/${network}/${vaultId}/totalAssets`,
      params
    );
  }
  async getVaultNrtUnderlyingAssetPrice(params) {
    const { network, vaultId } = params.path;
    return await this.fetchData(
      `/v2/nrt/vault/${network}/${vaultId}/underlyingAssetPrice`,
      params
    );
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SUPPORTED_NETWORKS,
  VaultsSdk
});
//# sourceMappingURL=client.js.map