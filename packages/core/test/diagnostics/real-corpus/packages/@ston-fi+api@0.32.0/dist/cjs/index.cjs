Object.defineProperty(exports, Symbol.toStringTag, { value: "Module" });
//#region \0rolldown/runtime.js
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);
var __copyProps = (to, from, except, desc) => {
	if (from && typeof from === "object" || typeof from === "function") for (var keys = __getOwnPropNames(from), i = 0, n = keys.length, key; i < n; i++) {
		key = keys[i];
		if (!__hasOwnProp.call(to, key) && key !== except) __defProp(to, key, {
			get: ((k) => from[k]).bind(null, key),
			enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable
		});
	}
	return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", {
	value: mod,
	enumerable: true
}) : target, mod));
//#endregion
let ofetch = require("ofetch");
//#region src/utils/normalizeDate.ts
const normalizeDate = (date) => {
	return date.toISOString().split(".")[0];
};
//#endregion
//#region node_modules/.pnpm/quick-lru@6.1.2/node_modules/quick-lru/index.js
var import_map_obj = /* @__PURE__ */ __toESM((/* @__PURE__ */ __commonJSMin(((exports, module) => {
	const isObject = (value) => typeof value === "object" && value !== null;
	const mapObjectSkip = Symbol("skip");
	const isObjectCustom = (value) => isObject(value) && !(value instanceof RegExp) && !(value instanceof Error) && !(value instanceof Date);
	const mapObject = (object, mapper, options, isSeen = /* @__PURE__ */ new WeakMap()) => {
		options = {
			deep: false,
			target: {},
			...options
		};
		if (isSeen.has(object)) return isSeen.get(object);
		isSeen.set(object, options.target);
		const { target } = options;
		delete options.target;
		const mapArray = (array) => array.map((element) => isObjectCustom(element) ? mapObject(element, mapper, options, isSeen) : element);
		if (Array.isArray(object)) return mapArray(object);
		for (const [key, value] of Object.entries(object)) {
			const mapResult = mapper(key, value, object);
			if (mapResult === mapObjectSkip) continue;
			let [newKey, newValue, { shouldRecurse = true } = {}] = mapResult;
			if (newKey === "__proto__") continue;
			if (options.deep && shouldRecurse && isObjectCustom(newValue)) newValue = Array.isArray(newValue) ? mapArray(newValue) : mapObject(newValue, mapper, options, isSeen);
			target[newKey] = newValue;
		}
		return target;
	};
	module.exports = (object, mapper, options) => {
		if (!isObject(object)) throw new TypeError(`Expected an object, got \`${object}\` (${typeof object})`);
		return mapObject(object, mapper, options);
	};
	module.exports.mapObjectSkip = mapObjectSkip;
})))(), 1);
var QuickLRU = class extends Map {
	constructor(options = {}) {
		super();
		if (!(options.maxSize && options.maxSize > 0)) throw new TypeError("`maxSize` must be a number greater than 0");
		if (typeof options.maxAge === "number" && options.maxAge === 0) throw new TypeError("`maxAge` must be a number greater than 0");
		this.maxSize = options.maxSize;
		this.maxAge = options.maxAge || Number.POSITIVE_INFINITY;
		this.onEviction = options.onEviction;
		this.cache = /* @__PURE__ */ new Map();
		this.oldCache = /* @__PURE__ */ new Map();
		this._size = 0;
	}
	_emitEvictions(cache) {
		if (typeof this.onEviction !== "function") return;
		for (const [key, item] of cache) this.onEviction(key, item.value);
	}
	_deleteIfExpired(key, item) {
		if (typeof item.expiry === "number" && item.expiry <= Date.now()) {
			if (typeof this.onEviction === "function") this.onEviction(key, item.value);
			return this.delete(key);
		}
		return false;
	}
	_getOrDeleteIfExpired(key, item) {
		if (this._deleteIfExpired(key, item) === false) return item.value;
	}
	_getItemValue(key, item) {
		return item.expiry ? this._getOrDeleteIfExpired(key, item) : item.value;
	}
	_peek(key, cache) {
		const item = cache.get(key);
		return this._getItemValue(key, item);
	}
	_set(key, value) {
		this.cache.set(key, value);
		this._size++;
		if (this._size >= this.maxSize) {
			this._size = 0;
			this._emitEvictions(this.oldCache);
			this.oldCache = this.cache;
			this.cache = /* @__PURE__ */ new Map();
		}
	}
	_moveToRecent(key, item) {
		this.oldCache.delete(key);
		this._set(key, item);
	}
	*_entriesAscending() {
		for (const item of this.oldCache) {
			const [key, value] = item;
			if (!this.cache.has(key)) {
				if (this._deleteIfExpired(key, value) === false) yield item;
			}
		}
		for (const item of this.cache) {
			const [key, value] = item;
			if (this._deleteIfExpired(key, value) === false) yield item;
		}
	}
	get(key) {
		if (this.cache.has(key)) {
			const item = this.cache.get(key);
			return this._getItemValue(key, item);
		}
		if (this.oldCache.has(key)) {
			const item = this.oldCache.get(key);
			if (this._deleteIfExpired(key, item) === false) {
				this._moveToRecent(key, item);
				return item.value;
			}
		}
	}
	set(key, value, { maxAge = this.maxAge } = {}) {
		const expiry = typeof maxAge === "number" && maxAge !== Number.POSITIVE_INFINITY ? Date.now() + maxAge : void 0;
		if (this.cache.has(key)) this.cache.set(key, {
			value,
			expiry
		});
		else this._set(key, {
			value,
			expiry
		});
		return this;
	}
	has(key) {
		if (this.cache.has(key)) return !this._deleteIfExpired(key, this.cache.get(key));
		if (this.oldCache.has(key)) return !this._deleteIfExpired(key, this.oldCache.get(key));
		return false;
	}
	peek(key) {
		if (this.cache.has(key)) return this._peek(key, this.cache);
		if (this.oldCache.has(key)) return this._peek(key, this.oldCache);
	}
	delete(key) {
		const deleted = this.cache.delete(key);
		if (deleted) this._size--;
		return this.oldCache.delete(key) || deleted;
	}
	clear() {
		this.cache.clear();
		this.oldCache.clear();
		this._size = 0;
	}
	resize(newSize) {
		if (!(newSize && newSize > 0)) throw new TypeError("`maxSize` must be a number greater than 0");
		const items = [...this._entriesAscending()];
		const removeCount = items.length - newSize;
		if (removeCount < 0) {
			this.cache = new Map(items);
			this.oldCache = /* @__PURE__ */ new Map();
			this._size = items.length;
		} else {
			if (removeCount > 0) this._emitEvictions(items.slice(0, removeCount));
			this.oldCache = new Map(items.slice(removeCount));
			this.cache = /* @__PURE__ */ new Map();
			this._size = 0;
		}
		this.maxSize = newSize;
	}
	*keys() {
		for (const [key] of this) yield key;
	}
	*values() {
		for (const [, value] of this) yield value;
	}
	*[Symbol.iterator]() {
		for (const item of this.cache) {
			const [key, value] = item;
			if (this._deleteIfExpired(key, value) === false) yield [key, value.value];
		}
		for (const item of this.oldCache) {
			const [key, value] = item;
			if (!this.cache.has(key)) {
				if (this._deleteIfExpired(key, value) === false) yield [key, value.value];
			}
		}
	}
	*entriesDescending() {
		let items = [...this.cache];
		for (let i = items.length - 1; i >= 0; --i) {
			const [key, value] = items[i];
			if (this._deleteIfExpired(key, value) === false) yield [key, value.value];
		}
		items = [...this.oldCache];
		for (let i = items.length - 1; i >= 0; --i) {
			const [key, value] = items[i];
			if (!this.cache.has(key)) {
				if (this._deleteIfExpired(key, value) === false) yield [key, value.value];
			}
		}
	}
	*entriesAscending() {
		for (const [key, value] of this._entriesAscending()) yield [key, value.value];
	}
	get size() {
		if (!this._size) return this.oldCache.size;
		let oldCacheSize = 0;
		for (const key of this.oldCache.keys()) if (!this.cache.has(key)) oldCacheSize++;
		return Math.min(this._size + oldCacheSize, this.maxSize);
	}
	entries() {
		return this.entriesAscending();
	}
	forEach(callbackFunction, thisArgument = this) {
		for (const [key, value] of this.entriesAscending()) callbackFunction.call(thisArgument, value, key, this);
	}
	get [Symbol.toStringTag]() {
		return JSON.stringify([...this.entriesAscending()]);
	}
};
//#endregion
//#region node_modules/.pnpm/decamelize@6.0.1/node_modules/decamelize/index.js
const handlePreserveConsecutiveUppercase = (decamelized, separator) => {
	decamelized = decamelized.replace(/((?<![\p{Uppercase_Letter}\d])[\p{Uppercase_Letter}\d](?![\p{Uppercase_Letter}\d]))/gu, ($0) => $0.toLowerCase());
	return decamelized.replace(/(?<!\p{Uppercase_Letter})(\p{Uppercase_Letter}+)(\p{Uppercase_Letter}\p{Lowercase_Letter}+)/gu, (_, $1, $2) => $1 + separator + $2.toLowerCase());
};
function decamelize(text, { separator = "_", preserveConsecutiveUppercase = false } = {}) {
	if (!(typeof text === "string" && typeof separator === "string")) throw new TypeError("The `text` and `separator` arguments should be of type `string`");
	if (text.length < 2) return preserveConsecutiveUppercase ? text : text.toLowerCase();
	const replacement = `$1${separator}$2`;
	const decamelized = text.replace(/([\p{Lowercase_Letter}\d])(\p{Uppercase_Letter})/gu, replacement);
	if (preserveConsecutiveUppercase) return handlePreserveConsecutiveUppercase(decamelized, separator);
	return decamelized.replace(/(\p{Uppercase_Letter})(\p{Uppercase_Letter}\p{Lowercase_Letter}+)/gu, replacement).toLowerCase();
}
//#endregion
//#region node_modules/.pnpm/decamelize-keys@2.0.1/node_modules/decamelize-keys/index.js
const has$1 = (array, key) => array.some((element) => {
	if (typeof element === "string") return element === key;
	element.lastIndex = 0;
	return element.test(key);
});
const cache$1 = new QuickLRU({ maxSize: 1e5 });
const isObject$2 = (value) => typeof value === "object" && value !== null && !(value instanceof RegExp) && !(value instanceof Error) && !(value instanceof Date);
const transform$1 = (input, options = {}) => {
	if (!isObject$2(input)) return input;
	const { separator = "_", exclude, deep = false } = options;
	const makeMapper = (parentPath) => (key, value) => {
		if (deep && isObject$2(value)) {
			const path = parentPath === void 0 ? key : `${parentPath}.${key}`;
			value = (0, import_map_obj.default)(value, makeMapper(path));
		}
		if (!(exclude && has$1(exclude, key))) {
			const cacheKey = `${separator}${key}`;
			if (cache$1.has(cacheKey)) key = cache$1.get(cacheKey);
			else {
				const returnValue = decamelize(key, { separator });
				if (key.length < 100) cache$1.set(cacheKey, returnValue);
				key = returnValue;
			}
		}
		return [key, value];
	};
	return (0, import_map_obj.default)(input, makeMapper(void 0));
};
function decamelizeKeys$1(input, options) {
	if (Array.isArray(input)) return Object.keys(input).map((key) => transform$1(input[key], options));
	return transform$1(input, options);
}
//#endregion
//#region src/utils/decamelizeKeys.ts
/**
* Transforms object keys from camel case to snake case.
* Powered by [decamelize-keys](https://github.com/sindresorhus/decamelize-keys)
*
* @param obj Object with possible camel case keys.
* @returns Object where all camel case keys are transformed to snake case.
*/
function decamelizeKeys(val) {
	return decamelizeKeys$1(val, { deep: true });
}
//#endregion
//#region src/utils/toUrlSafe.ts
/**
* Replace non-url-safe characters with safe ones
*
* @see [implementation by Whales Corp.](https://github.com/ton-org/ton/blob/master/src/utils/toUrlSafe.ts)
*
* @param str String to be converted.
* @returns Converted string.
*/
function toUrlSafe(str) {
	let safeStr = str;
	while (safeStr.indexOf("/") >= 0) safeStr = safeStr.replace("/", "_");
	while (safeStr.indexOf("+") >= 0) safeStr = safeStr.replace("+", "-");
	while (safeStr.indexOf("=") >= 0) safeStr = safeStr.replace("=", "");
	return safeStr;
}
//#endregion
//#region src/client/mappers/normalizeRequest.ts
/**
* Apply following transformations to the fetch request:
* - replace all non-URL-safe characters with their URL-safe counterparts in the path and query.
* - deep transform all camelCase keys in the query to snake_case.
*/
function normalizeRequest(path, options) {
	const pathWithParams = path.replace(/{([a-zA-Z0-9_]+)}/g, (_, key) => {
		const value = options?.query?.[key];
		if (!value) throw new Error(`Missing value for path parameter "${key}"`);
		delete options?.query?.[key];
		return toUrlSafe(value);
	});
	if (options?.query) {
		for (const key in options.query) {
			const value = options.query[key];
			if (typeof value === "string") options.query[key] = toUrlSafe(value);
		}
		options.query = decamelizeKeys(options.query);
	}
	if (options?.body && typeof options.body === "object") options.body = decamelizeKeys(options.body);
	return [pathWithParams, options];
}
//#endregion
//#region node_modules/.pnpm/map-obj@5.0.0/node_modules/map-obj/index.js
const isObject$1 = (value) => typeof value === "object" && value !== null;
const isObjectCustom = (value) => isObject$1(value) && !(value instanceof RegExp) && !(value instanceof Error) && !(value instanceof Date);
const mapObjectSkip = Symbol("mapObjectSkip");
const _mapObject = (object, mapper, options, isSeen = /* @__PURE__ */ new WeakMap()) => {
	options = {
		deep: false,
		target: {},
		...options
	};
	if (isSeen.has(object)) return isSeen.get(object);
	isSeen.set(object, options.target);
	const { target } = options;
	delete options.target;
	const mapArray = (array) => array.map((element) => isObjectCustom(element) ? _mapObject(element, mapper, options, isSeen) : element);
	if (Array.isArray(object)) return mapArray(object);
	for (const [key, value] of Object.entries(object)) {
		const mapResult = mapper(key, value, object);
		if (mapResult === mapObjectSkip) continue;
		let [newKey, newValue, { shouldRecurse = true } = {}] = mapResult;
		if (newKey === "__proto__") continue;
		if (options.deep && shouldRecurse && isObjectCustom(newValue)) newValue = Array.isArray(newValue) ? mapArray(newValue) : _mapObject(newValue, mapper, options, isSeen);
		target[newKey] = newValue;
	}
	return target;
};
function mapObject(object, mapper, options) {
	if (!isObject$1(object)) throw new TypeError(`Expected an object, got \`${object}\` (${typeof object})`);
	return _mapObject(object, mapper, options);
}
//#endregion
//#region node_modules/.pnpm/camelcase@8.0.0/node_modules/camelcase/index.js
const UPPERCASE = /[\p{Lu}]/u;
const LOWERCASE = /[\p{Ll}]/u;
const LEADING_CAPITAL = /^[\p{Lu}](?![\p{Lu}])/gu;
const IDENTIFIER = /([\p{Alpha}\p{N}_]|$)/u;
const SEPARATORS = /[_.\- ]+/;
const LEADING_SEPARATORS = new RegExp("^" + SEPARATORS.source);
const SEPARATORS_AND_IDENTIFIER = new RegExp(SEPARATORS.source + IDENTIFIER.source, "gu");
const NUMBERS_AND_IDENTIFIER = new RegExp("\\d+" + IDENTIFIER.source, "gu");
const preserveCamelCase = (string, toLowerCase, toUpperCase, preserveConsecutiveUppercase) => {
	let isLastCharLower = false;
	let isLastCharUpper = false;
	let isLastLastCharUpper = false;
	let isLastLastCharPreserved = false;
	for (let index = 0; index < string.length; index++) {
		const character = string[index];
		isLastLastCharPreserved = index > 2 ? string[index - 3] === "-" : true;
		if (isLastCharLower && UPPERCASE.test(character)) {
			string = string.slice(0, index) + "-" + string.slice(index);
			isLastCharLower = false;
			isLastLastCharUpper = isLastCharUpper;
			isLastCharUpper = true;
			index++;
		} else if (isLastCharUpper && isLastLastCharUpper && LOWERCASE.test(character) && (!isLastLastCharPreserved || preserveConsecutiveUppercase)) {
			string = string.slice(0, index - 1) + "-" + string.slice(index - 1);
			isLastLastCharUpper = isLastCharUpper;
			isLastCharUpper = false;
			isLastCharLower = true;
		} else {
			isLastCharLower = toLowerCase(character) === character && toUpperCase(character) !== character;
			isLastLastCharUpper = isLastCharUpper;
			isLastCharUpper = toUpperCase(character) === character && toLowerCase(character) !== character;
		}
	}
	return string;
};
const preserveConsecutiveUppercase = (input, toLowerCase) => {
	LEADING_CAPITAL.lastIndex = 0;
	return input.replaceAll(LEADING_CAPITAL, (match) => toLowerCase(match));
};
const postProcess = (input, toUpperCase) => {
	SEPARATORS_AND_IDENTIFIER.lastIndex = 0;
	NUMBERS_AND_IDENTIFIER.lastIndex = 0;
	return input.replaceAll(NUMBERS_AND_IDENTIFIER, (match, pattern, offset) => ["_", "-"].includes(input.charAt(offset + match.length)) ? match : toUpperCase(match)).replaceAll(SEPARATORS_AND_IDENTIFIER, (_, identifier) => toUpperCase(identifier));
};
function camelCase(input, options) {
	if (!(typeof input === "string" || Array.isArray(input))) throw new TypeError("Expected the input to be `string | string[]`");
	options = {
		pascalCase: false,
		preserveConsecutiveUppercase: false,
		...options
	};
	if (Array.isArray(input)) input = input.map((x) => x.trim()).filter((x) => x.length).join("-");
	else input = input.trim();
	if (input.length === 0) return "";
	const toLowerCase = options.locale === false ? (string) => string.toLowerCase() : (string) => string.toLocaleLowerCase(options.locale);
	const toUpperCase = options.locale === false ? (string) => string.toUpperCase() : (string) => string.toLocaleUpperCase(options.locale);
	if (input.length === 1) {
		if (SEPARATORS.test(input)) return "";
		return options.pascalCase ? toUpperCase(input) : toLowerCase(input);
	}
	if (input !== toLowerCase(input)) input = preserveCamelCase(input, toLowerCase, toUpperCase, options.preserveConsecutiveUppercase);
	input = input.replace(LEADING_SEPARATORS, "");
	input = options.preserveConsecutiveUppercase ? preserveConsecutiveUppercase(input, toLowerCase) : toLowerCase(input);
	if (options.pascalCase) input = toUpperCase(input.charAt(0)) + input.slice(1);
	return postProcess(input, toUpperCase);
}
//#endregion
//#region node_modules/.pnpm/camelcase-keys@9.1.3/node_modules/camelcase-keys/index.js
const has = (array, key) => array.some((element) => {
	if (typeof element === "string") return element === key;
	element.lastIndex = 0;
	return element.test(key);
});
const cache = new QuickLRU({ maxSize: 1e5 });
const isObject = (value) => typeof value === "object" && value !== null && !(value instanceof RegExp) && !(value instanceof Error) && !(value instanceof Date);
const transform = (input, options = {}) => {
	if (!isObject(input)) return input;
	const { exclude, pascalCase = false, stopPaths, deep = false, preserveConsecutiveUppercase = false } = options;
	const stopPathsSet = new Set(stopPaths);
	const makeMapper = (parentPath) => (key, value) => {
		if (deep && isObject(value)) {
			const path = parentPath === void 0 ? key : `${parentPath}.${key}`;
			if (!stopPathsSet.has(path)) value = mapObject(value, makeMapper(path));
		}
		if (!(exclude && has(exclude, key))) {
			const cacheKey = pascalCase ? `${key}_` : key;
			if (cache.has(cacheKey)) key = cache.get(cacheKey);
			else {
				const returnValue = camelCase(key, {
					pascalCase,
					locale: false,
					preserveConsecutiveUppercase
				});
				if (key.length < 100) cache.set(cacheKey, returnValue);
				key = returnValue;
			}
		}
		return [key, value];
	};
	return mapObject(input, makeMapper(void 0));
};
function camelcaseKeys$1(input, options) {
	if (Array.isArray(input)) return Object.keys(input).map((key) => transform(input[key], options));
	return transform(input, options);
}
//#endregion
//#region src/utils/camelcaseKeys.ts
/**
* Transforms object keys to camel case.
* Powered by [camelcase-keys](https://github.com/sindresorhus/camelcase-keys)
*
* @param obj Object with possible non-camel case keys.
* @returns Object where all non-camel case keys are transformed to camel case.
*/
function camelcaseKeys(val) {
	return camelcaseKeys$1(val, { deep: true });
}
//#endregion
//#region src/utils/denullifyValues.ts
/**
* Recursively replace all `null` values with `undefined` in the **first level** of the passed object.
*
* @see [implementation by jtomaszewski](https://github.com/apollographql/apollo-client/issues/2412#issuecomment-755449680)
*
* @param obj Object with possible `null` values.
* @returns Object where all `null` values are replaced with `undefined`.
*/
function denullifyValues(obj) {
	const newObj = {};
	for (const k in obj) {
		const v = obj[k];
		newObj[k] = v === null ? void 0 : v && typeof v === "object" && v.__proto__.constructor === Object ? denullifyValues(v) : v;
	}
	return newObj;
}
//#endregion
//#region src/client/mappers/normalizeResponse.ts
/**
* Apply following transformations to the response:
* - convert `null` and `undefined` falsy fields to `undefined` for consistency.
* - deep transform all snake_case keys to camelCase.
*/
function normalizeResponse(response) {
	return denullifyValues(camelcaseKeys(response));
}
//#endregion
//#region src/client/apiClient.ts
var StonApiClient = class {
	apiFetch;
	constructor(options) {
		this.apiFetch = ofetch.ofetch.create({ baseURL: options?.baseURL ?? options?.baseUrl ?? "https://api.ston.fi" });
	}
	async getAsset(assetAddress) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/assets/{assetAddress}", {
			method: "GET",
			query: { assetAddress }
		}))).asset;
	}
	async getAssets() {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/assets", { method: "GET" }))).assetList;
	}
	async queryAssets(body) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/assets/query", {
			method: "POST",
			body
		}))).assetList;
	}
	/**
	* @deprecated use `queryAssets` method with `searchTerms` parameter instead
	*/
	async searchAssets(query) {
		return this.queryAssets({
			...query,
			searchTerms: [query.searchString]
		});
	}
	async getFarm(farmAddress) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/farms/{farmAddress}", {
			method: "GET",
			query: { farmAddress }
		}))).farm;
	}
	async getFarms(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/farms", {
			method: "GET",
			query
		}))).farmList;
	}
	async getFarmsByPool(poolAddress) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/farms_by_pool/{poolAddress}", {
			method: "GET",
			query: { poolAddress }
		}))).farmList;
	}
	async getSwapPairs(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/markets", {
			method: "GET",
			query
		}))).pairs;
	}
	async getSwapStatus(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/swap/status", {
			method: "GET",
			query
		})));
	}
	async getPool(data) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/pools/{poolAddress}", {
			method: "GET",
			query: typeof data === "string" ? { poolAddress: data } : data
		}))).pool;
	}
	async getPools(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/pools", {
			method: "GET",
			query
		}))).poolList;
	}
	async getPoolsByAssetPair(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/pools/by_market/{asset0Address}/{asset1Address}", {
			method: "GET",
			query
		}))).poolList;
	}
	async queryPools({ searchTerms: searchTerm, unconditionalAssets: unconditionalAsset, ...query }) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/pools/query", {
			method: "POST",
			query: {
				...query,
				searchTerm,
				unconditionalAsset
			}
		}))).poolList;
	}
	async queryTransactions(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/transactions/query", {
			method: "GET",
			query: {
				...query,
				minTxTimestamp: query.minTxTimestamp ? normalizeDate(query.minTxTimestamp) : void 0
			}
		})));
	}
	async simulateSwap({ offerUnits: units, ...query }) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/swap/simulate", {
			method: "POST",
			query: {
				...query,
				units
			}
		})));
	}
	async simulateReverseSwap({ askUnits: units, ...query }) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/reverse_swap/simulate", {
			method: "POST",
			query: {
				...query,
				units
			}
		})));
	}
	async simulateLiquidityProvision(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/liquidity_provision/simulate", {
			method: "POST",
			query
		})));
	}
	async getJettonWalletAddress(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/jetton/{jettonAddress}/address", {
			method: "GET",
			query
		}))).address;
	}
	async getWalletAsset(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/wallets/{walletAddress}/assets/{assetAddress}", {
			method: "GET",
			query
		}))).asset;
	}
	async getWalletAssets(walletAddress) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/wallets/{walletAddress}/assets", {
			method: "GET",
			query: { walletAddress }
		}))).assetList;
	}
	async getWalletFarm(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/wallets/{walletAddress}/farms/{farmAddress}", {
			method: "GET",
			query
		}))).farm;
	}
	async getWalletFarms(data) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/wallets/{walletAddress}/farms", {
			method: "GET",
			query: typeof data === "string" ? { walletAddress: data } : data
		}))).farmList;
	}
	async getWalletPool(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/wallets/{walletAddress}/pools/{poolAddress}", {
			method: "GET",
			query
		}))).pool;
	}
	async getWalletPools(data) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/wallets/{walletAddress}/pools", {
			method: "GET",
			query: typeof data === "string" ? { walletAddress: data } : data
		}))).poolList;
	}
	async getWalletStakes(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/wallets/{walletAddress}/stakes", {
			method: "GET",
			query
		})));
	}
	async getWalletVaultsFee(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/wallets/{walletAddress}/fee_vaults", {
			method: "GET",
			query
		}))).vaultList;
	}
	async getWalletOperations({ since, until, ...query }) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/wallets/{walletAddress}/operations", {
			method: "GET",
			query: {
				...query,
				since: normalizeDate(since),
				until: normalizeDate(until)
			}
		}))).operations;
	}
	async getOperations({ since, until }) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/stats/operations", {
			method: "GET",
			query: {
				since: normalizeDate(since),
				until: normalizeDate(until)
			}
		}))).operations;
	}
	async getAssetsFeeStats({ since, until, referrerAddress }) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/stats/fees", {
			method: "GET",
			query: {
				since: normalizeDate(since),
				until: normalizeDate(until),
				referrerAddress
			}
		})));
	}
	async getWithdrawalsFeeStats({ since, until, referrerAddress }) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/stats/fee_withdrawals", {
			method: "GET",
			query: {
				since: normalizeDate(since),
				until: normalizeDate(until),
				referrerAddress
			}
		}))).withdrawals;
	}
	async getAccrualsFeeStats({ since, until, referrerAddress }) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/stats/fee_accruals", {
			method: "GET",
			query: {
				since: normalizeDate(since),
				until: normalizeDate(until),
				referrerAddress
			}
		}))).operations;
	}
	async getStakingStats() {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/stats/staking", { method: "GET" })));
	}
	async getRouters(query) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/routers", {
			method: "GET",
			query
		}))).routerList;
	}
	async getRouter(routerAddress) {
		return normalizeResponse(await this.apiFetch(...normalizeRequest("/v1/routers/{routerAddress}", {
			method: "GET",
			query: { routerAddress }
		}))).router;
	}
};
//#endregion
//#region src/client/types/asset.ts
const AssetKind = {
	Ton: "Ton",
	Wton: "Wton",
	Jetton: "Jetton",
	NotAnAsset: "NotAnAsset"
};
const AssetTag = {
	Essential: "asset:essential",
	Blacklisted: "asset:blacklisted",
	Deprecated: "asset:deprecated",
	DefaultSymbol: "asset:default_symbol",
	LiquidityNo: "asset:liquidity:no",
	LiquidityMedium: "asset:liquidity:medium",
	LiquidityLow: "asset:liquidity:low",
	LiquidityHigh: "asset:liquidity:high",
	LiquidityVeryHigh: "asset:liquidity:very_high",
	Popular: "asset:popular",
	WalletHasBalance: "asset:wallet_has_balance",
	WalletHasLiquidityInPool: "asset:wallet_has_liquidity_in_pool",
	Taxable: "asset:taxable",
	Scaled: "asset:scaled",
	NonSearchable: "asset:non_searchable",
	DmcaComplaint: "asset:dmca_complaint",
	Honeypot: "asset:honeypot",
	Suspicious: "asset:suspicious",
	Fake: "asset:fake",
	NoLiquidity: "no_liquidity",
	LowLiquidity: "low_liquidity",
	HighLiquidity: "high_liquidity"
};
//#endregion
//#region src/client/types/liquidityProvision.ts
const LiquidityProvisionType = {
	Initial: "Initial",
	Balanced: "Balanced",
	Arbitrary: "Arbitrary"
};
//#endregion
//#region src/client/types/operation.ts
const OperationType = {
	Swap: "Swap",
	SendLiquidity: "SendLiquidity",
	RefundLiquidity: "RefundLiquidity",
	AddLiquidity: "AddLiquidity",
	WithdrawLiquidity: "WithdrawLiquidity",
	SetFees: "SetFees",
	CollectFees: "CollectFees",
	ResetGas: "ResetGas"
};
//#endregion
//#region src/client/types/stake.ts
const StakeNftStatus = {
	Uninitialized: "uninitialized",
	Active: "active",
	Unstaked: "unstaked",
	Claiming: "claiming"
};
//#endregion
exports.AssetKind = AssetKind;
exports.AssetTag = AssetTag;
exports.LiquidityProvisionType = LiquidityProvisionType;
exports.OperationType = OperationType;
exports.StakeNftStatus = StakeNftStatus;
exports.StonApiClient = StonApiClient;
