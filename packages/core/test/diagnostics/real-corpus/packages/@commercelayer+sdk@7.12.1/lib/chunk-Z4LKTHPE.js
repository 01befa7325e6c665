// src/config.ts
var config = {
  default: {
    domain: "commercelayer.io",
    pageNumber: 1,
    pageSize: 10
  },
  client: {
    timeout: 15e3,
    requiredAttributes: ["organization", "accessToken"]
  },
  jsonapi: {
    maxResourceIncluded: 2
  }
};
var config_default = config;

export { config_default };
//# sourceMappingURL=chunk-Z4LKTHPE.js.map
//# sourceMappingURL=chunk-Z4LKTHPE.js.map