var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __knownSymbol = (name, symbol) => (symbol = Symbol[name]) ? symbol : Symbol.for("Symbol." + name);
var __typeError = (msg) => {
  throw TypeError(msg);
};
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var __decoratorStart = (base) => [, , , __create(base?.[__knownSymbol("metadata")] ?? null)];
var __decoratorStrings = ["class", "method", "getter", "setter", "accessor", "field", "value", "get", "set"];
var __expectFn = (fn) => fn !== void 0 && typeof fn !== "function" ? __typeError("Function expected") : fn;
var __decoratorContext = (kind, name, done, metadata, fns) => ({ kind: __decoratorStrings[kind], name, metadata, addInitializer: (fn) => done._ ? __typeError("Already initialized") : fns.push(__expectFn(fn || null)) });
var __decoratorMetadata = (array, target) => __defNormalProp(target, __knownSymbol("metadata"), array[3]);
var __runInitializers = (array, flags, self, value) => {
  for (var i = 0, fns = array[flags >> 1], n = fns && fns.length; i < n; i++) flags & 1 ? fns[i].call(self) : value = fns[i].call(self, value);
  return value;
};
var __decorateElement = (array, flags, name, decorators, target, extra) => {
  var fn, it, done, ctx, access, k = flags & 7, s = !!(flags & 8), p = !!(flags & 16);
  var j = k > 3 ? array.length + 1 : k ? s ? 1 : 2 : 0, key = __decoratorStrings[k + 5];
  var initializers = k > 3 && (array[j - 1] = []), extraInitializers = array[j] || (array[j] = []);
  var desc = k && (!p && !s && (target = target.prototype), k < 5 && (k > 3 || !p) && __getOwnPropDesc(k < 4 ? target : { get [name]() {
    return __privateGet(this, extra);
  }, set [name](x) {
    return __privateSet(this, extra, x);
  } }, name));
  k ? p && k < 4 && __name(extra, (k > 2 ? "set " : k > 1 ? "get " : "") + name) : __name(target, name);
  for (var i = decorators.length - 1; i >= 0; i--) {
    ctx = __decoratorContext(k, name, done = {}, array[3], extraInitializers);
    if (k) {
      ctx.static = s, ctx.private = p, access = ctx.access = { has: p ? (x) => __privateIn(target, x) : (x) => name in x };
      if (k ^ 3) access.get = p ? (x) => (k ^ 1 ? __privateGet : __privateMethod)(x, target, k ^ 4 ? extra : desc.get) : (x) => x[name];
      if (k > 2) access.set = p ? (x, y) => __privateSet(x, target, y, k ^ 4 ? extra : desc.set) : (x, y) => x[name] = y;
    }
    it = (0, decorators[i])(k ? k < 4 ? p ? extra : desc[key] : k > 4 ? void 0 : { get: desc.get, set: desc.set } : target, ctx), done._ = 1;
    if (k ^ 4 || it === void 0) __expectFn(it) && (k > 4 ? initializers.unshift(it) : k ? p ? extra = it : desc[key] = it : target = it);
    else if (typeof it !== "object" || it === null) __typeError("Object expected");
    else __expectFn(fn = it.get) && (desc.get = fn), __expectFn(fn = it.set) && (desc.set = fn), __expectFn(fn = it.init) && initializers.unshift(fn);
  }
  return k || __decoratorMetadata(array, target), desc && __defProp(target, name, desc), p ? k ^ 4 ? extra : desc : target;
};
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
var __accessCheck = (obj, member, msg) => member.has(obj) || __typeError("Cannot " + msg);
var __privateIn = (member, obj) => Object(obj) !== obj ? __typeError('Cannot use the "in" operator on this value') : member.has(obj);
var __privateGet = (obj, member, getter) => (__accessCheck(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateSet = (obj, member, value, setter) => (__accessCheck(obj, member, "write to private field"), setter ? setter.call(obj, value) : member.set(obj, value), value);
var __privateMethod = (obj, member, method) => (__accessCheck(obj, member, "access private method"), method);

// src/serper-client.ts
import {
  aiFunction,
  AIFunctionsProvider,
  assert,
  getEnv,
  omit
} from "@agentic/core";
import defaultKy from "ky";
import { z } from "zod";
var serper;
((serper2) => {
  serper2.API_BASE_URL = "https://google.serper.dev";
  serper2.SearchParamsSchema = z.object({
    q: z.string().describe("search query"),
    autocorrect: z.boolean().default(true).optional(),
    gl: z.string().default("us").optional(),
    hl: z.string().default("en").optional(),
    page: z.number().int().default(1).optional(),
    num: z.number().int().default(10).optional().describe("number of results to return")
  });
  serper2.GeneralSearchSchema = serper2.SearchParamsSchema.extend({
    type: z.enum(["search", "images", "videos", "places", "news", "shopping"]).default("search").optional().describe("Type of Google search to perform")
  });
})(serper || (serper = {}));
var _search_dec, _a, _init;
var SerperClient = class extends (_a = AIFunctionsProvider, _search_dec = [aiFunction({
  name: "serper_google_search",
  description: "Uses Google Search to return the most relevant web pages for a given query. Useful for finding up-to-date news and information about any topic.",
  inputSchema: serper.GeneralSearchSchema.pick({
    q: true,
    num: true,
    type: true
  })
})], _a) {
  constructor({
    apiKey = getEnv("SERPER_API_KEY"),
    apiBaseUrl = serper.API_BASE_URL,
    ky = defaultKy,
    ...params
  } = {}) {
    assert(
      apiKey,
      'SerperClient missing required "apiKey" (defaults to "SERPER_API_KEY")'
    );
    super();
    __runInitializers(_init, 5, this);
    __publicField(this, "ky");
    __publicField(this, "apiKey");
    __publicField(this, "apiBaseUrl");
    __publicField(this, "params");
    this.apiKey = apiKey;
    this.apiBaseUrl = apiBaseUrl;
    this.params = params;
    this.ky = ky.extend({
      prefixUrl: this.apiBaseUrl,
      headers: {
        "x-api-key": this.apiKey
      }
    });
  }
  async search(queryOrOpts) {
    const searchType = typeof queryOrOpts === "string" ? "search" : queryOrOpts.type || "search";
    return this._fetch(
      searchType,
      typeof queryOrOpts === "string" ? queryOrOpts : omit(queryOrOpts, "type")
    );
  }
  async searchImages(queryOrOpts) {
    return this._fetch("images", queryOrOpts);
  }
  async searchVideos(queryOrOpts) {
    return this._fetch("videos", queryOrOpts);
  }
  async searchPlaces(queryOrOpts) {
    return this._fetch("places", queryOrOpts);
  }
  async searchNews(queryOrOpts) {
    return this._fetch("news", queryOrOpts);
  }
  async searchProducts(queryOrOpts) {
    return this._fetch("shopping", queryOrOpts);
  }
  async _fetch(endpoint, queryOrOpts) {
    const params = {
      ...this.params,
      ...typeof queryOrOpts === "string" ? { q: queryOrOpts } : queryOrOpts
    };
    return this.ky.post(endpoint, { json: params }).json();
  }
};
_init = __decoratorStart(_a);
__decorateElement(_init, 1, "search", _search_dec, SerperClient);
__decoratorMetadata(_init, SerperClient);
export {
  SerperClient,
  serper
};
//# sourceMappingURL=index.js.map