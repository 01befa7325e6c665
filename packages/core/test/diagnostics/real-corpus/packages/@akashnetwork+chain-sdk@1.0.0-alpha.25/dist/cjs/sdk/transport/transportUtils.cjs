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
var transportUtils_exports = {};
__export(transportUtils_exports, {
  coerceTimeoutMs: () => coerceTimeoutMs,
  createMethodUrl: () => createMethodUrl,
  createSerialization: () => createSerialization
});
module.exports = __toCommonJS(transportUtils_exports);
function createSerialization(type) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    parse: (data) => type.decode(data),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    serialize: (data) => type.encode(data).finish()
  };
}
function coerceTimeoutMs(timeoutMs, defaultTimeoutMs) {
  const value = timeoutMs !== void 0 && (timeoutMs <= 0 || Number.isNaN(timeoutMs)) ? void 0 : timeoutMs;
  return value === void 0 ? defaultTimeoutMs : value;
}
function createMethodUrl(baseUrl, method) {
  return baseUrl.toString().replace(/\/?$/, `/${method.parent.typeName}/${method.name}`);
}
//# sourceMappingURL=transportUtils.cjs.map
