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

// src/index.ts
var src_exports = {};
__export(src_exports, {
  createSigner: () => import_types2.createSigner,
  decodeXPaymentResponse: () => import_shared.decodeXPaymentResponse,
  wrapFetchWithPayment: () => wrapFetchWithPayment
});
module.exports = __toCommonJS(src_exports);
var import_client = require("@b3dotfun/anyspend-x402/client");
var import_types = require("@b3dotfun/anyspend-x402/types");
var import_shared = require("@b3dotfun/anyspend-x402/shared");
var import_types2 = require("@b3dotfun/anyspend-x402/types");
function wrapFetchWithPayment(fetch, walletClient, maxValue = BigInt(0.1 * 10 ** 6), paymentRequirementsSelector = import_client.selectPaymentRequirements, config, preferences) {
  return async (input, init) => {
    var _a;
    const initialHeaders = new Headers(init == null ? void 0 : init.headers);
    if (preferences == null ? void 0 : preferences.preferredToken) {
      initialHeaders.set("X-PREFERRED-TOKEN", preferences.preferredToken);
    }
    if (preferences == null ? void 0 : preferences.preferredNetwork) {
      initialHeaders.set("X-PREFERRED-NETWORK", preferences.preferredNetwork);
    }
    const response = await fetch(input, { ...init, headers: initialHeaders });
    if (response.status !== 402) {
      return response;
    }
    const { x402Version, accepts } = await response.json();
    const parsedPaymentRequirements = accepts.map((x) => import_types.PaymentRequirementsSchema.parse(x));
    const network = (0, import_types.isMultiNetworkSigner)(walletClient) ? void 0 : import_types.evm.isSignerWallet(walletClient) ? import_types.ChainIdToNetwork[(_a = walletClient.chain) == null ? void 0 : _a.id] : (0, import_types.isSvmSignerWallet)(walletClient) ? ["solana", "solana-devnet"] : void 0;
    const selectedPaymentRequirements = paymentRequirementsSelector(
      parsedPaymentRequirements,
      network,
      "exact"
    );
    console.log("selectedPaymentRequirements", selectedPaymentRequirements);
    console.log("maxValue", maxValue);
    if (BigInt(selectedPaymentRequirements.maxAmountRequired) > maxValue) {
      throw new Error("Payment amount exceeds maximum allowed");
    }
    const paymentHeader = await (0, import_client.createPaymentHeader)(
      walletClient,
      x402Version,
      selectedPaymentRequirements,
      config
    );
    if (!init) {
      throw new Error("Missing fetch request configuration");
    }
    if (init.__is402Retry) {
      throw new Error("Payment already attempted");
    }
    const newInit = {
      ...init,
      headers: {
        ...init.headers || {},
        "X-PAYMENT": paymentHeader,
        "Access-Control-Expose-Headers": "X-PAYMENT-RESPONSE",
        // Ensure preference headers are sent with payment for cross-chain support
        ...(preferences == null ? void 0 : preferences.preferredToken) && { "X-PREFERRED-TOKEN": preferences.preferredToken },
        ...(preferences == null ? void 0 : preferences.preferredNetwork) && {
          "X-PREFERRED-NETWORK": preferences.preferredNetwork
        }
      },
      __is402Retry: true
    };
    const secondResponse = await fetch(input, newInit);
    return secondResponse;
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  createSigner,
  decodeXPaymentResponse,
  wrapFetchWithPayment
});
//# sourceMappingURL=index.js.map