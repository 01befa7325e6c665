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
var createChainNodeWebSDK_exports = {};
__export(createChainNodeWebSDK_exports, {
  createChainNodeWebSDK: () => createChainNodeWebSDK
});
module.exports = __toCommonJS(createChainNodeWebSDK_exports);
var import_createCosmosSDK = require("../../generated/createCosmosSDK.cjs");
var import_createNodeSDK = require("../../generated/createNodeSDK.cjs");
var import_getMessageType = require("../getMessageType.cjs");
var import_createNoopTransport = require("../transport/createNoopTransport.cjs");
var import_createGrpcGatewayTransport = require("../transport/grpc-gateway/createGrpcGatewayTransport.cjs");
var import_retry = require("../transport/interceptors/retry.cjs");
var import_createTxTransport = require("../transport/tx/createTxTransport.cjs");
var import_helpers = require("./helpers.cjs");
function createChainNodeWebSDK(options) {
  const { retry: retryOptions, ...transportOptions } = options.query.transportOptions ?? {};
  const queryTransport = (0, import_createGrpcGatewayTransport.createGrpcGatewayTransport)({
    ...transportOptions,
    baseUrl: options.query.baseUrl,
    interceptors: (0, import_retry.isRetryEnabled)(retryOptions) ? [(0, import_retry.createRetryInterceptor)(retryOptions)] : []
  });
  const txTransport = options.tx ? (0, import_createTxTransport.createTxTransport)({
    getMessageType: import_getMessageType.getMessageType,
    client: options.tx.signer
  }) : (0, import_createNoopTransport.createNoopTransport)({
    unaryErrorMessage: `Unable to sign transaction. "tx" option is not provided during chain SDK creation`
  });
  const nodeSDK = (0, import_createNodeSDK.createSDK)(queryTransport, txTransport);
  const cosmosSDK = (0, import_createCosmosSDK.createSDK)(queryTransport, txTransport);
  return { ...nodeSDK, ...cosmosSDK, [import_helpers.SIGNER_KEY]: options.tx?.signer };
}
//# sourceMappingURL=createChainNodeWebSDK.cjs.map
