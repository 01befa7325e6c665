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
var createGrpcGatewayTransport_exports = {};
__export(createGrpcGatewayTransport_exports, {
  createGrpcGatewayTransport: () => createGrpcGatewayTransport
});
module.exports = __toCommonJS(createGrpcGatewayTransport_exports);
var import_connect = require("@connectrpc/connect");
var import_protocol_grpc = require("@connectrpc/connect/protocol-grpc");
var import_typeEncodingHelpers = require("../../../encoding/typeEncodingHelpers.cjs");
var import_runCall = require("../runCall.cjs");
var import_TransportError = require("../TransportError.cjs");
var import_transportUtils = require("../transportUtils.cjs");
function createGrpcGatewayTransport(options) {
  const useBinaryFormat = false;
  return {
    async unary(method, message, callOptions) {
      const timeoutMs = (0, import_transportUtils.coerceTimeoutMs)(callOptions?.timeoutMs, options.defaultTimeoutMs);
      if (!method.httpPath) {
        throw new import_TransportError.TransportError(`Service ${method.parent.typeName} method "${method.name}" does not support grpc gateway transport`, import_TransportError.TransportError.Code.InvalidArgument);
      }
      const headers = (0, import_protocol_grpc.requestHeaderWithCompression)(
        useBinaryFormat,
        timeoutMs,
        callOptions?.header,
        options.acceptCompression ?? [],
        options.sendCompression || null
      );
      headers.set("Content-type", "application/json");
      return await (0, import_runCall.runUnaryCall)({
        interceptors: options.interceptors,
        signal: callOptions?.signal,
        timeoutMs,
        req: {
          service: method.parent,
          stream: false,
          method,
          requestMethod: method.httpMethod || "GET",
          url: method.httpPath.replace(/\{[^}]+\}/g, (interpolation) => {
            const data = message;
            const key = interpolation.slice(1, -1).trim();
            if (!data || !Object.hasOwn(data, key)) {
              throw new import_TransportError.TransportError(`Cannot construct url for ${method.parent.typeName}.${method.name}: "${key}" is not specified in message`, import_TransportError.TransportError.Code.InvalidArgument);
            }
            return String(data[key]);
          }),
          header: headers,
          contextValues: callOptions?.contextValues ?? (0, import_connect.createContextValues)(),
          message
        },
        next: async (req) => {
          const fetch = options.fetch ?? globalThis.fetch;
          const url = new URL(options.baseUrl + req.url);
          if (req.requestMethod === "GET") {
            serializeParams(method.input.toJSON(req.message), url.searchParams);
          }
          const response = await fetch(url, {
            method: req.requestMethod,
            headers: req.header,
            signal: req.signal,
            body: req.requestMethod === "POST" || req.requestMethod === "PUT" || req.requestMethod === "PATCH" ? JSON.stringify(method.input.toJSON(req.message)) : void 0
          });
          if (!response.ok) {
            const errBody = await response.text();
            let jsonBody;
            try {
              jsonBody = JSON.parse(errBody);
            } catch {
            }
            const code = typeof jsonBody?.code === "number" ? jsonBody.code : import_TransportError.TransportError.Code.Unknown;
            const message2 = jsonBody?.message || errBody || `HTTP ${response.status} ${response.statusText}`;
            throw new import_TransportError.TransportError(message2, code);
          }
          const body = await response.json();
          return {
            stream: false,
            method,
            header: response.headers,
            trailer: new Headers(),
            message: method.output.fromJSON(body)
          };
        }
      });
    },
    async stream() {
      throw new import_TransportError.TransportError(`GrpcGateway transport doesn't support streaming`, import_TransportError.TransportError.Code.Unimplemented);
    }
  };
}
function serializeParams(message, params, prefix = "") {
  Object.keys(message).forEach((key) => {
    const name = prefix + key;
    const value = message[key];
    if (value === null || value === void 0) return;
    if (value.constructor === Object) {
      serializeParams(value, params, `${name}.`);
      return;
    }
    if (value instanceof Uint8Array) {
      params.append(name, (0, import_typeEncodingHelpers.base64FromBytes)(value));
      return;
    }
    params.append(name, String(value));
  });
  return params;
}
//# sourceMappingURL=createGrpcGatewayTransport.cjs.map
