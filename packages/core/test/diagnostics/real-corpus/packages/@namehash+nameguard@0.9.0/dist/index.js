// src/index.ts
import fetch from "cross-fetch";

// src/utils.ts
var ethereumAddressRegex = /^0x[0-9a-f]{40}$/i;
var tokenIdRegex = /^((?:\d+)|(?:0x[0-9a-f]+))$/i;
function isEthereumAddress(address) {
  return ethereumAddressRegex.test(address);
}
function isTokenId(token_id) {
  return tokenIdRegex.test(token_id);
}
var keccak256Regex = /^(?:0x)?[0-9a-f]{64}$/i;
function isKeccak256Hash(hash) {
  return keccak256Regex.test(hash);
}

// src/index.ts
var ETH_TLD = "eth";
var CheckResultCode = /* @__PURE__ */ ((CheckResultCode2) => {
  CheckResultCode2["skip"] = "skip";
  CheckResultCode2["info"] = "info";
  CheckResultCode2["pass"] = "pass";
  CheckResultCode2["warn"] = "warn";
  CheckResultCode2["alert"] = "alert";
  return CheckResultCode2;
})(CheckResultCode || {});
var Rating = /* @__PURE__ */ ((Rating2) => {
  Rating2["pass"] = "pass";
  Rating2["warn"] = "warn";
  Rating2["alert"] = "alert";
  return Rating2;
})(Rating || {});
var NameGuardError = class extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
};
var DEFAULT_ENDPOINT = "https://api.nameguard.io";
var DEFAULT_NETWORK = "mainnet";
var DEFAULT_INSPECT_LABELHASH_PARENT = ETH_TLD;
var DEFAULT_COMPUTE_NAMEGUARD_REPORT = false;
var MAX_BULK_INSPECTION_NAMES = 250;
var MAX_INSPECTED_NAME_CHARACTERS = 200;
var NameGuard = class {
  constructor({
    nameguardEndpoint = DEFAULT_ENDPOINT,
    network = DEFAULT_NETWORK
  } = {}) {
    this.nameguardEndpoint = new URL(nameguardEndpoint);
    if (!this.nameguardEndpoint.pathname.endsWith("/")) {
      this.nameguardEndpoint.pathname += "/";
    }
    this.network = network;
    this.abortController = new AbortController();
  }
  /**
   * Inspects a single name with NameGuard.
   *
   * If `name` includes unknown labels then this function will attempt automated labelhash resolution through the ENS Subgraph
   * using the network specified in the `NameGuard` instance. Therefore the returned `name` may not match the provided `name`, but is guaranteed to have a matching `namehash`.
   *
   * @param {string} name The name for NameGuard to inspect.
   * @param {InspectNameOptions} options The options for the inspection.
   * @returns {Promise<NameGuardReport>} A promise that resolves with the `NameGuardReport` of the name. Check the `inspected` field of the result to determine if the result is an `InspectedNameGuardReport` or an `UninspectedNameGuardReport` for performance reasons in the case that the provided `name` was exceptionally long.
   * @example
   * const nameGuardReport = await nameguard.inspectName('vitalik.eth');
   */
  inspectName(name, options) {
    const network_name = this.network;
    return this.rawRequest("inspect-name", "POST", { name, network_name });
  }
  // TODO: Document how this API will attempt automated labelhash resolution through the ENS Subgraph.
  /**
   * Inspects up to 250 names at a time with NameGuard.
   *
   * For each name provided in `names`, this function returns a `ConsolidatedNameGuardReport` containing:
   *   1. Consolidated details of all checks performed on the name, including checks on individual labels and graphemes.
   *
   * Each `ConsolidatedNameGuardReport` returned represents an equivalent set of checks as a `NameGuardReport`. However:
   *   1. A `NameGuardReport` contains a lot of additional data that isn't always needed / desired when a `ConsolidatedNameGuardReport` will do.
   *   2. When NameGuard only needs to return a `ConsolidatedNameGuardReport`, some special performance optimizations
   *      are possible (and completely safe) that help to accelerate responses in many cases.
   *
   * This function will attempt automated labelhash resolution through the ENS Subgraph,
   * using the network specified in the NameGuard instance.
   *
   *
   * @param {string[]} names The list of names for NameGuard to inspect.
   * @param {InspectNameOptions} options The options for the inspection.
   * @returns {Promise<BulkConsolidatedNameGuardReport>} A promise that resolves with a list of `ConsolidatedNameGuardReport` values for each name queried in the bulk inspection. Check the `inspected` field of each report to determine if the name was fully inspected or inspected in a limited way for performance reasons.
   */
  bulkInspectNames(names, options) {
    if (names.length > MAX_BULK_INSPECTION_NAMES) {
      throw new Error(
        `Bulk inspection of more than ${MAX_BULK_INSPECTION_NAMES} names at a time is not supported.`
      );
    }
    const network_name = this.network;
    return this.rawRequest("bulk-inspect-names", "POST", {
      names,
      network_name
    });
  }
  // TODO: We need to have more specialized error handling here for cases such as the lookup in the ENS Subgraph failing.
  // TODO: Update the comment below to be more specific on the types of errors that could be returned here.
  /**
   * Inspects the name associated with a namehash.
   *
   * NameGuard will attempt to resolve the name associated with the namehash through the ENS Subgraph.
   * If this resolution succeeds then NameGuard will return a `NameGuardReport` for the name.
   * If this resolution fails then NameGuard will return an error.
   *
   * @param {string} namehash A namehash should be a decimal or a hex (prefixed with 0x) string.
   * @param {InspectNamehashOptions} options The options for the inspection.
   * @returns {Promise<NameGuardReport>} A promise that resolves with the `NameGuardReport` of the name. Check the `inspected` field of the result to determine if the result is an `InspectedNameGuardReport` or an `UninspectedNameGuardReport` for performance reasons in the case that the provided `name` was exceptionally long.
   * @throws {NameGuardError} If the inspection fails due to network issues, server errors, or if the namehash cannot be resolved to a name.
   * @throws {Error} If the provided `namehash` is not in a valid Keccak256 hash format.
   */
  async inspectNamehash(namehash, options) {
    if (!isKeccak256Hash(namehash)) {
      throw new Error("Invalid Keccak256 hash format for namehash.");
    }
    const network = this.network;
    const url = new URL(
      `inspect-namehash/${network}/${namehash}`,
      this.nameguardEndpoint
    );
    const response = await fetch(url);
    if (!response.ok) {
      throw new NameGuardError(
        response.status,
        `Failed to inspect namehash ${namehash} using the network ${network}.`
      );
    }
    return await response.json();
  }
  // TODO: The main purpose of this function is to pass a tokenId rather than a labelhash. However we need to make changes
  //        here to properly support this use case.
  // TODO: We need to have more specialized error handling here for cases such as the lookup in the ENS Subgraph failing.
  // TODO: Update the comment below to be more specific on the types of errors that could be returned here.
  /**
   * Inspects the name "[{labelhash}].{parent}".
   *
   * Parent (`options.parent`) may be a name with any number of labels. The default parent is "eth".
   *
   * This is a convenience function to generate a `NameGuardReport` in cases when you only have:
   *   1. The labelhash of the "childmost" label of a name.
   *   2. The complete parent name of the "childmost" label.
   *
   * NameGuard always inspects names, rather than labelhashes. So this function will first attempt
   * to resolve the "childmost" label associated with the provided labelhash through the ENS Subgraph,
   * using the network specified in the NameGuard instance.
   *
   * If this label resolution fails the resulting `NameGuardReport` will be equivalent to requesting
   * a `NameGuardReport` for the name "[{labelhash}].{parent}" which will contain (at least) one label
   * with an `unknown` `Normalization`.
   *
   * If this label resolution succeeds the resulting `NameGuardReport` will be equivalent to requesting
   * a `NameGuardReport` for the name "{label}.{parent}".
   *
   * @param {string} labelhash A labelhash should be a decimal or a hex (prefixed with 0x) string.
   * @param {InspectLabelhashOptions} options The options for the inspection.
   * @returns {Promise<NameGuardReport>} A promise that resolves with the `NameGuardReport` of the name. Check the `inspected` field of the result to determine if the result is an `InspectedNameGuardReport` or an `UninspectedNameGuardReport` for performance reasons in the case that the provided `name` was exceptionally long.
   */
  async inspectLabelhash(labelhash, options) {
    if (!isKeccak256Hash(labelhash)) {
      throw new Error("Invalid Keccak256 hash format for labelhash.");
    }
    const parent = options?.parent || DEFAULT_INSPECT_LABELHASH_PARENT;
    if (parent === "") {
      return await this.inspectName(`[${labelhash}]`, options);
    } else {
      return await this.inspectName(`[${labelhash}].${parent}`, options);
    }
  }
  /**
   * Inspects a single grapheme.
   *
   * @param {string} grapheme The grapheme to inspect. Must be a single grapheme (i.e. a single character or a sequence of characters that represent a single grapheme).
   * @returns {Promise<GraphemeGuardReport>} A promise that resolves with a `GraphemeGuardReport` of the inspected grapheme.
   */
  inspectGrapheme(grapheme) {
    const grapheme_encoded = encodeURIComponent(grapheme);
    return this.rawRequest(`inspect-grapheme/${grapheme_encoded}`);
  }
  /**
   * Performs a reverse lookup of an Ethereum `address` to a primary name.
   *
   * Data sources for the primary name lookup include:
   * 1. The Ethereum Provider configured in the NameGuard instance.
   * 2. For ENS names using CCIP-Read: requests to externally defined gateway servers.
   *
   * Returns `display_name` to be shown to users and estimates `impersonation_estimate`
   *
   * If `address` has a primary name and `options.returnNameGuardReport` is `true`, then NameGuard will attempt to inspect that primary name. Else, NameGuard will not perform any primary name inspection and the returned `nameguard_report` field will be `null`.
   *
   * @param {string} address An Ethereum address.
   * @param {SecurePrimaryNameOptions} options The options for the secure primary name.
   * @returns {Promise<SecurePrimaryNameResult>} A promise that resolves with a `SecurePrimaryNameResult`.
   */
  async getSecurePrimaryName(address, options) {
    if (!isEthereumAddress(address)) {
      throw new Error(
        `The provided address: "${address}" is not in a valid Ethereum address format.`
      );
    }
    const network_name = this.network;
    const returnNameGuardReport = options?.returnNameGuardReport || DEFAULT_COMPUTE_NAMEGUARD_REPORT;
    let response = await this.rawRequest(
      `secure-primary-name/${network_name}/${address}?return_nameguard_report=${returnNameGuardReport}`
    );
    return response;
  }
  /**
   * Performs a fake .eth ENS name check based on given NFT metadata.
   *
   * This function checks if the metadata of an NFT looks like a fake .eth ENS name.
   *
   * @param {string} contract_address Contract address for the NFT contract (ERC721 and ERC1155 supported).
   * @param {string} token_id The ID of the token (in hex or decimal format).
   * @param {string} fields Fields with values which will be investigated (e.g. title, collection name, metadata) whether they look like fake .eth ENS name. `title` key is mandatory, for ENS contracts it should be the ENS name.
   * @param {FakeEthNameOptions} options The options for the fake .eth ens name check.
   * @returns {Promise<FakeEthNameCheckResult>}  A promise that resolves with a `FakeEthNameCheckResult`.
   */
  fakeEthNameCheck(contract_address, token_id, fields, options) {
    if (!isEthereumAddress(contract_address)) {
      throw new Error(
        `The provided address: "${contract_address}" is not in a valid Ethereum address format.`
      );
    }
    if (!isTokenId(token_id)) {
      throw new Error(
        `The provided token_id: "${token_id}" is not in a valid token id format.`
      );
    }
    if (!fields || !fields.title || typeof fields.title !== "string") {
      throw new Error(
        "The 'fields' object must be provided and contain a 'title' key with a string value."
      );
    }
    const network_name = this.network;
    return this.rawRequest("fake-eth-name-check", "POST", {
      network_name,
      contract_address,
      token_id,
      fields
    });
  }
  /**
   * Performs a raw HTTP request to the NameGuard API.
   * @param {string} path The API endpoint path.
   * @param {string} method The HTTP method (e.g., 'GET', 'POST').
   * @param {object} body The request body for POST requests.
   * @param {object} headers Additional headers for the request.
   * @returns {Promise<any>} The response from the API.
   */
  async rawRequest(path, method = "GET", body = {}, headers = {}) {
    const url = new URL(path, this.nameguardEndpoint);
    const options = {
      method,
      headers: {
        "Content-Type": "application/json",
        ...headers
      },
      signal: this.abortController.signal
    };
    if (method !== "GET") {
      options.body = JSON.stringify(body);
    }
    const response = await fetch(url, options);
    if (!response.ok) {
      throw new NameGuardError(
        response.status,
        `Failed to perform request to ${path}.`
      );
    }
    return await response.json();
  }
  abortAllRequests() {
    this.abortController.abort();
    this.abortController = new AbortController();
  }
};
function createClient(options) {
  return new NameGuard(options);
}
var defaultClient = createClient();
var nameguard = defaultClient;
export {
  CheckResultCode,
  DEFAULT_COMPUTE_NAMEGUARD_REPORT,
  MAX_INSPECTED_NAME_CHARACTERS,
  NameGuard,
  Rating,
  createClient,
  nameguard
};
