import * as z$1 from "zod";
import { z } from "zod";
//#region src/attio/batch.ts
const recordSuccess = (params) => {
	const { state, currentIndex, value, label, isCancelled } = params;
	if (isCancelled?.()) return;
	state.results[currentIndex] = {
		status: "fulfilled",
		value,
		label
	};
};
const recordFailure = (params) => {
	const { state, currentIndex, error, label, options, abortController, isCancelled, reject } = params;
	if (options.stopOnError) {
		if (!state.stopped) {
			state.stopped = true;
			if (abortController && !abortController.signal.aborted) abortController.abort(error);
			reject(error);
		}
		return;
	}
	if (isCancelled()) return;
	state.results[currentIndex] = {
		status: "rejected",
		reason: error,
		label
	};
};
const launchNextItem = (params) => {
	const { items, state, abortController, options, isCancelled, reject, launchNext, signal } = params;
	const currentIndex = state.index;
	const item = items[currentIndex];
	state.index += 1;
	state.active += 1;
	item.run(signal ? { signal } : void 0).then((value) => {
		recordSuccess({
			state,
			currentIndex,
			value,
			label: item.label,
			isCancelled
		});
	}).catch((error) => {
		recordFailure({
			state,
			currentIndex,
			error,
			label: item.label,
			options,
			abortController,
			isCancelled,
			reject
		});
	}).finally(() => {
		state.active -= 1;
		if (!isCancelled()) launchNext();
	});
};
const createAbortError = () => {
	const error = /* @__PURE__ */ new Error("Batch operation was aborted.");
	error.name = "AbortError";
	return error;
};
const readAbortReason = (signal) => signal.reason ?? createAbortError();
const doNothing = () => void 0;
const combineAbortSignals = (first, second) => {
	if (!first) return { signal: second };
	if (!second) return { signal: first };
	const controller = new AbortController();
	let cleanupListeners = doNothing;
	const abortFrom = (signal) => {
		cleanupListeners();
		if (!controller.signal.aborted) controller.abort(readAbortReason(signal));
	};
	const abortFromFirst = () => abortFrom(first);
	const abortFromSecond = () => abortFrom(second);
	let hasCleanedUp = false;
	cleanupListeners = () => {
		if (hasCleanedUp) return;
		hasCleanedUp = true;
		first.removeEventListener("abort", abortFromFirst);
		second.removeEventListener("abort", abortFromSecond);
	};
	if (first.aborted) {
		abortFrom(first);
		return { signal: controller.signal };
	}
	if (second.aborted) {
		abortFrom(second);
		return { signal: controller.signal };
	}
	first.addEventListener("abort", abortFromFirst, { once: true });
	second.addEventListener("abort", abortFromSecond, { once: true });
	return {
		signal: controller.signal,
		cleanup: cleanupListeners
	};
};
const createBatchSettlement = (params) => {
	const { resolve, reject, cleanup } = params;
	let settled = false;
	return {
		resolve: (value) => {
			if (settled) return;
			settled = true;
			cleanup();
			resolve(value);
		},
		reject: (reason) => {
			if (settled) return;
			settled = true;
			cleanup();
			reject(reason);
		}
	};
};
const registerBatchAbortListener = (params) => {
	const { signal, state, reject } = params;
	let hasAborted = false;
	let hasCleanedUp = false;
	const cleanup = () => {
		if (hasCleanedUp) return;
		hasCleanedUp = true;
		signal.removeEventListener("abort", onAbort);
	};
	const onAbort = () => {
		if (hasAborted) return;
		hasAborted = true;
		cleanup();
		state.stopped = true;
		reject(readAbortReason(signal));
	};
	signal.addEventListener("abort", onAbort, { once: true });
	if (signal.aborted) onAbort();
	return cleanup;
};
const createBatchLauncher = (params) => {
	const { items, state, concurrency, abortController, options, isCancelled, resolve, reject, signal } = params;
	const launchNext = () => {
		if (isCancelled()) return;
		if (state.index >= items.length && state.active === 0) {
			resolve(state.results);
			return;
		}
		while (state.active < concurrency && state.index < items.length) launchNextItem({
			items,
			state,
			concurrency,
			abortController,
			options,
			isCancelled,
			resolve,
			reject,
			launchNext,
			signal
		});
	};
	return launchNext;
};
/**
* Returns an empty results array when called with no items.
*/
const runBatch = (items, options = {}) => {
	if (items.length === 0) return Promise.resolve([]);
	const concurrency = Math.max(1, options.concurrency ?? 4);
	const state = {
		results: new Array(items.length),
		index: 0,
		active: 0,
		stopped: false
	};
	const abortController = options.stopOnError ? new AbortController() : void 0;
	const { signal, cleanup: cleanupCombinedSignal } = combineAbortSignals(options.signal, abortController?.signal);
	const isCancelled = () => state.stopped || signal?.aborted === true;
	if (signal?.aborted) {
		cleanupCombinedSignal?.();
		return Promise.reject(readAbortReason(signal));
	}
	return new Promise((resolve, reject) => {
		let cleanupAbortListener = doNothing;
		const cleanup = () => {
			cleanupAbortListener();
			cleanupCombinedSignal?.();
		};
		const batchSettlement = createBatchSettlement({
			resolve,
			reject,
			cleanup
		});
		if (signal) cleanupAbortListener = registerBatchAbortListener({
			signal,
			state,
			reject: batchSettlement.reject
		});
		createBatchLauncher({
			items,
			state,
			concurrency,
			abortController,
			options,
			isCancelled,
			resolve: batchSettlement.resolve,
			reject: batchSettlement.reject,
			signal
		})();
	});
};
//#endregion
//#region src/attio/cache-stats.ts
const createTrackedCacheAdapter = (adapter) => {
	const knownKeys = /* @__PURE__ */ new Set();
	let hits = 0;
	let misses = 0;
	return {
		get: (key) => {
			const value = adapter.get(key);
			if (value === void 0) {
				misses += 1;
				knownKeys.delete(key);
				return;
			}
			hits += 1;
			knownKeys.add(key);
			return value;
		},
		set: (key, value) => {
			adapter.set(key, value);
			knownKeys.add(key);
		},
		delete: (key) => {
			adapter.delete(key);
			knownKeys.delete(key);
		},
		clear: () => {
			adapter.clear();
			knownKeys.clear();
		},
		stats: () => ({
			entries: knownKeys.size,
			hits,
			misses
		})
	};
};
const withCacheStats = (adapter) => adapter.stats ? adapter : createTrackedCacheAdapter(adapter);
const createMetadataScopeStats = (scope, enabled, initialized, stats) => ({
	scope,
	enabled,
	initialized,
	entries: stats?.entries ?? 0,
	hits: stats?.hits ?? 0,
	misses: stats?.misses ?? 0
});
const createMetadataStats = (getStats) => ({
	attributes: getStats("attributes"),
	options: getStats("options"),
	statuses: getStats("statuses")
});
//#endregion
//#region src/attio/cache.ts
const DEFAULT_METADATA_CACHE_TTL_MS = 300 * 1e3;
const DEFAULT_METADATA_CACHE_MAX_ENTRIES = {
	attributes: 200,
	options: 500,
	statuses: 500
};
var TtlCache = class {
	ttlMs;
	maxEntries;
	store = /* @__PURE__ */ new Map();
	hits = 0;
	misses = 0;
	constructor(options) {
		this.ttlMs = options.ttlMs;
		this.maxEntries = options.maxEntries;
	}
	get(key) {
		const entry = this.store.get(key);
		if (!entry) {
			this.misses += 1;
			return;
		}
		if (Date.now() >= entry.expiresAt) {
			this.store.delete(key);
			this.misses += 1;
			return;
		}
		this.hits += 1;
		return entry.value;
	}
	set(key, value) {
		if (this.maxEntries && this.store.size >= this.maxEntries && !this.store.has(key)) {
			const oldestKey = this.store.keys().next().value;
			if (oldestKey !== void 0) this.store.delete(oldestKey);
		}
		this.store.set(key, {
			value,
			expiresAt: Date.now() + this.ttlMs
		});
	}
	delete(key) {
		this.store.delete(key);
	}
	clear() {
		this.store.clear();
	}
	stats() {
		this.pruneExpiredEntries();
		return {
			entries: this.store.size,
			hits: this.hits,
			misses: this.misses
		};
	}
	pruneExpiredEntries() {
		const now = Date.now();
		for (const [key, entry] of this.store.entries()) if (now >= entry.expiresAt) this.store.delete(key);
	}
};
const createTtlCacheAdapter = (params) => {
	const cache = new TtlCache({
		ttlMs: params.ttlMs,
		maxEntries: params.maxEntries
	});
	return {
		get: (key) => cache.get(key),
		set: (key, value) => cache.set(key, value),
		delete: (key) => cache.delete(key),
		clear: () => cache.clear(),
		stats: () => cache.stats()
	};
};
const clientCache = /* @__PURE__ */ new Map();
const getCachedClient = (key, validator) => {
	const cached = clientCache.get(key);
	if (cached === void 0) return;
	try {
		const result = validator.safeParse(cached);
		if (!result.success) return;
		return result.data;
	} catch {
		return;
	}
};
const setCachedClient = (key, client) => {
	clientCache.set(key, client);
};
const clearClientCache = () => {
	clientCache.clear();
};
const ANONYMOUS_HASH = "anon_";
const hashToken = (value) => {
	if (value === void 0) return ANONYMOUS_HASH;
	let hash = 5381;
	for (let i = 0; i < value.length; i += 1) hash = hash * 33 ^ value.charCodeAt(i);
	return (hash >>> 0).toString(36);
};
const createTtlCache = (options) => new TtlCache(options);
const metadataCacheRegistry = /* @__PURE__ */ new Map();
const resolveMaxEntries = (maxEntries, scope) => {
	if (typeof maxEntries === "number") return maxEntries;
	if (maxEntries && maxEntries[scope] !== void 0) return maxEntries[scope];
	return DEFAULT_METADATA_CACHE_MAX_ENTRIES[scope];
};
const isMetadataCacheDisabled = (config) => config.enabled === false;
const createMetadataCacheManager = (config = {}) => {
	if (isMetadataCacheDisabled(config)) return {
		get: () => void 0,
		clear: () => void 0,
		stats: () => createMetadataStats((scope) => createMetadataScopeStats(scope, false, false))
	};
	const ttlMs = config.ttlMs ?? 3e5;
	const adapterFactory = config.adapter ?? { create: (params) => createTtlCacheAdapter(params) };
	const caches = /* @__PURE__ */ new Map();
	const get = (scope) => {
		const existing = caches.get(scope);
		if (existing) return existing;
		const adapter = withCacheStats(adapterFactory.create({
			scope,
			ttlMs,
			maxEntries: resolveMaxEntries(config.maxEntries, scope)
		}));
		caches.set(scope, adapter);
		return adapter;
	};
	const clear = () => {
		for (const adapter of caches.values()) adapter.clear();
		caches.clear();
	};
	const stats = () => createMetadataStats((scope) => {
		const adapter = caches.get(scope);
		return createMetadataScopeStats(scope, true, adapter !== void 0, adapter?.stats?.());
	});
	return {
		get,
		clear,
		stats
	};
};
const buildMetadataCacheFingerprint = (config) => {
	return `ttl:${config.ttlMs ?? "default"}|max:${typeof config.maxEntries === "number" ? config.maxEntries : JSON.stringify(config.maxEntries ?? "default")}`;
};
const getMetadataCacheManager = (key, config) => {
	if (config?.enabled === false) return createMetadataCacheManager(config);
	if (config?.adapter) return createMetadataCacheManager(config);
	const registryKey = `${key}|${config ? buildMetadataCacheFingerprint(config) : "default"}`;
	const existing = metadataCacheRegistry.get(registryKey);
	if (existing) return existing;
	const manager = createMetadataCacheManager(config);
	metadataCacheRegistry.set(registryKey, manager);
	return manager;
};
const clearMetadataCacheRegistry = () => {
	for (const manager of metadataCacheRegistry.values()) manager.clear();
	metadataCacheRegistry.clear();
};
const isAttioCacheDisabled = (config) => config?.enabled === false;
const resolveMetadataCacheConfig = (config) => {
	if (isAttioCacheDisabled(config)) return { enabled: false };
	const metadataBase = config?.metadata;
	if (metadataBase?.enabled === false) return { enabled: false };
	return {
		enabled: true,
		ttlMs: metadataBase?.ttlMs,
		maxEntries: metadataBase?.maxEntries,
		adapter: metadataBase?.adapter
	};
};
const createAttioCacheManager = (key, config) => {
	const metadata = getMetadataCacheManager(key, resolveMetadataCacheConfig(config));
	const clear = () => {
		metadata.clear();
	};
	const stats = () => ({ metadata: metadata.stats() });
	return {
		metadata,
		clear,
		stats
	};
};
//#endregion
//#region src/generated/core/bodySerializer.gen.ts
const serializeFormDataPair = (data, key, value) => {
	if (typeof value === "string" || value instanceof Blob) data.append(key, value);
	else if (value instanceof Date) data.append(key, value.toISOString());
	else data.append(key, JSON.stringify(value));
};
const formDataBodySerializer = { bodySerializer: (body) => {
	const data = new FormData();
	Object.entries(body).forEach(([key, value]) => {
		if (value === void 0 || value === null) return;
		if (Array.isArray(value)) value.forEach((v) => serializeFormDataPair(data, key, v));
		else serializeFormDataPair(data, key, value);
	});
	return data;
} };
const jsonBodySerializer = { bodySerializer: (body) => JSON.stringify(body, (_key, value) => typeof value === "bigint" ? value.toString() : value) };
//#endregion
//#region src/generated/core/serverSentEvents.gen.ts
function createSseClient({ onRequest, onSseError, onSseEvent, responseTransformer, responseValidator, sseDefaultRetryDelay, sseMaxRetryAttempts, sseMaxRetryDelay, sseSleepFn, url, ...options }) {
	let lastEventId;
	const sleep = sseSleepFn ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
	const createStream = async function* () {
		let retryDelay = sseDefaultRetryDelay ?? 3e3;
		let attempt = 0;
		const signal = options.signal ?? new AbortController().signal;
		while (true) {
			if (signal.aborted) break;
			attempt++;
			const headers = options.headers instanceof Headers ? options.headers : new Headers(options.headers);
			if (lastEventId !== void 0) headers.set("Last-Event-ID", lastEventId);
			try {
				const requestInit = {
					redirect: "follow",
					...options,
					body: options.serializedBody,
					headers,
					signal
				};
				let request = new Request(url, requestInit);
				if (onRequest) request = await onRequest(url, requestInit);
				const response = await (options.fetch ?? globalThis.fetch)(request);
				if (!response.ok) throw new Error(`SSE failed: ${response.status} ${response.statusText}`);
				if (!response.body) throw new Error("No body in SSE response");
				const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
				let buffer = "";
				const abortHandler = () => {
					try {
						reader.cancel();
					} catch {}
				};
				signal.addEventListener("abort", abortHandler);
				try {
					while (true) {
						const { done, value } = await reader.read();
						if (done) break;
						buffer += value;
						buffer = buffer.replace(/\r\n?/g, "\n");
						const chunks = buffer.split("\n\n");
						buffer = chunks.pop() ?? "";
						for (const chunk of chunks) {
							const lines = chunk.split("\n");
							const dataLines = [];
							let eventName;
							for (const line of lines) if (line.startsWith("data:")) dataLines.push(line.replace(/^data:\s*/, ""));
							else if (line.startsWith("event:")) eventName = line.replace(/^event:\s*/, "");
							else if (line.startsWith("id:")) lastEventId = line.replace(/^id:\s*/, "");
							else if (line.startsWith("retry:")) {
								const parsed = Number.parseInt(line.replace(/^retry:\s*/, ""), 10);
								if (!Number.isNaN(parsed)) retryDelay = parsed;
							}
							let data;
							let parsedJson = false;
							if (dataLines.length) {
								const rawData = dataLines.join("\n");
								try {
									data = JSON.parse(rawData);
									parsedJson = true;
								} catch {
									data = rawData;
								}
							}
							if (parsedJson) {
								if (responseValidator) await responseValidator(data);
								if (responseTransformer) data = await responseTransformer(data);
							}
							onSseEvent?.({
								data,
								event: eventName,
								id: lastEventId,
								retry: retryDelay
							});
							if (dataLines.length) yield data;
						}
					}
				} finally {
					signal.removeEventListener("abort", abortHandler);
					reader.releaseLock();
				}
				break;
			} catch (error) {
				onSseError?.(error);
				if (sseMaxRetryAttempts !== void 0 && attempt >= sseMaxRetryAttempts) break;
				await sleep(Math.min(retryDelay * 2 ** (attempt - 1), sseMaxRetryDelay ?? 3e4));
			}
		}
	};
	return { stream: createStream() };
}
//#endregion
//#region src/generated/core/pathSerializer.gen.ts
const separatorArrayExplode = (style) => {
	switch (style) {
		case "label": return ".";
		case "matrix": return ";";
		case "simple": return ",";
		default: return "&";
	}
};
const separatorArrayNoExplode = (style) => {
	switch (style) {
		case "form": return ",";
		case "pipeDelimited": return "|";
		case "spaceDelimited": return "%20";
		default: return ",";
	}
};
const separatorObjectExplode = (style) => {
	switch (style) {
		case "label": return ".";
		case "matrix": return ";";
		case "simple": return ",";
		default: return "&";
	}
};
const serializeArrayParam = ({ allowReserved, explode, name, style, value }) => {
	if (!explode) {
		const joinedValues = (allowReserved ? value : value.map((v) => encodeURIComponent(v))).join(separatorArrayNoExplode(style));
		switch (style) {
			case "label": return `.${joinedValues}`;
			case "matrix": return `;${name}=${joinedValues}`;
			case "simple": return joinedValues;
			default: return `${name}=${joinedValues}`;
		}
	}
	const separator = separatorArrayExplode(style);
	const joinedValues = value.map((v) => {
		if (style === "label" || style === "simple") return allowReserved ? v : encodeURIComponent(v);
		return serializePrimitiveParam({
			allowReserved,
			name,
			value: v
		});
	}).join(separator);
	return style === "label" || style === "matrix" ? separator + joinedValues : joinedValues;
};
const serializePrimitiveParam = ({ allowReserved, name, value }) => {
	if (value === void 0 || value === null) return "";
	if (typeof value === "object") throw new Error("Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these.");
	return `${name}=${allowReserved ? value : encodeURIComponent(value)}`;
};
const serializeObjectParam = ({ allowReserved, explode, name, style, value, valueOnly }) => {
	if (value instanceof Date) return valueOnly ? value.toISOString() : `${name}=${value.toISOString()}`;
	if (style !== "deepObject" && !explode) {
		let values = [];
		Object.entries(value).forEach(([key, v]) => {
			values = [
				...values,
				key,
				allowReserved ? v : encodeURIComponent(v)
			];
		});
		const joinedValues = values.join(",");
		switch (style) {
			case "form": return `${name}=${joinedValues}`;
			case "label": return `.${joinedValues}`;
			case "matrix": return `;${name}=${joinedValues}`;
			default: return joinedValues;
		}
	}
	const separator = separatorObjectExplode(style);
	const joinedValues = Object.entries(value).map(([key, v]) => serializePrimitiveParam({
		allowReserved,
		name: style === "deepObject" ? `${name}[${key}]` : key,
		value: v
	})).join(separator);
	return style === "label" || style === "matrix" ? separator + joinedValues : joinedValues;
};
//#endregion
//#region src/generated/core/utils.gen.ts
const PATH_PARAM_RE = /\{[^{}]+\}/g;
const defaultPathSerializer = ({ path, url: _url }) => {
	let url = _url;
	const matches = _url.match(PATH_PARAM_RE);
	if (matches) for (const match of matches) {
		let explode = false;
		let name = match.substring(1, match.length - 1);
		let style = "simple";
		if (name.endsWith("*")) {
			explode = true;
			name = name.substring(0, name.length - 1);
		}
		if (name.startsWith(".")) {
			name = name.substring(1);
			style = "label";
		} else if (name.startsWith(";")) {
			name = name.substring(1);
			style = "matrix";
		}
		const value = path[name];
		if (value === void 0 || value === null) continue;
		if (Array.isArray(value)) {
			url = url.replace(match, serializeArrayParam({
				explode,
				name,
				style,
				value
			}));
			continue;
		}
		if (typeof value === "object") {
			url = url.replace(match, serializeObjectParam({
				explode,
				name,
				style,
				value,
				valueOnly: true
			}));
			continue;
		}
		if (style === "matrix") {
			url = url.replace(match, `;${serializePrimitiveParam({
				name,
				value
			})}`);
			continue;
		}
		const replaceValue = encodeURIComponent(style === "label" ? `.${value}` : value);
		url = url.replace(match, replaceValue);
	}
	return url;
};
const getUrl = ({ baseUrl, path, query, querySerializer, url: _url }) => {
	const pathUrl = _url.startsWith("/") ? _url : `/${_url}`;
	let url = (baseUrl ?? "") + pathUrl;
	if (path) url = defaultPathSerializer({
		path,
		url
	});
	let search = query ? querySerializer(query) : "";
	if (search.startsWith("?")) search = search.substring(1);
	if (search) url += `?${search}`;
	return url;
};
function getValidRequestBody(options) {
	const hasBody = options.body !== void 0;
	if (hasBody && options.bodySerializer) {
		if ("serializedBody" in options) return options.serializedBody !== void 0 && options.serializedBody !== "" ? options.serializedBody : null;
		return options.body !== "" ? options.body : null;
	}
	if (hasBody) return options.body;
}
//#endregion
//#region src/generated/core/auth.gen.ts
const getAuthToken = async (auth, callback) => {
	const token = typeof callback === "function" ? await callback(auth) : callback;
	if (!token) return;
	if (auth.scheme === "bearer") return `Bearer ${token}`;
	if (auth.scheme === "basic") return `Basic ${btoa(token)}`;
	return token;
};
//#endregion
//#region src/generated/client/utils.gen.ts
const createQuerySerializer = ({ parameters = {}, ...args } = {}) => {
	const querySerializer = (queryParams) => {
		const search = [];
		if (queryParams && typeof queryParams === "object") for (const name in queryParams) {
			const value = queryParams[name];
			if (value === void 0 || value === null) continue;
			const options = parameters[name] || args;
			if (Array.isArray(value)) {
				const serializedArray = serializeArrayParam({
					allowReserved: options.allowReserved,
					explode: true,
					name,
					style: "form",
					value,
					...options.array
				});
				if (serializedArray) search.push(serializedArray);
			} else if (typeof value === "object") {
				const serializedObject = serializeObjectParam({
					allowReserved: options.allowReserved,
					explode: true,
					name,
					style: "deepObject",
					value,
					...options.object
				});
				if (serializedObject) search.push(serializedObject);
			} else {
				const serializedPrimitive = serializePrimitiveParam({
					allowReserved: options.allowReserved,
					name,
					value
				});
				if (serializedPrimitive) search.push(serializedPrimitive);
			}
		}
		return search.join("&");
	};
	return querySerializer;
};
/**
* Infers parseAs value from provided Content-Type header.
*/
const getParseAs = (contentType) => {
	if (!contentType) return "stream";
	const cleanContent = contentType.split(";")[0]?.trim();
	if (!cleanContent) return;
	if (cleanContent.startsWith("application/json") || cleanContent.endsWith("+json")) return "json";
	if (cleanContent === "multipart/form-data") return "formData";
	if ([
		"application/",
		"audio/",
		"image/",
		"video/"
	].some((type) => cleanContent.startsWith(type))) return "blob";
	if (cleanContent.startsWith("text/")) return "text";
};
const checkForExistence = (options, name) => {
	if (!name) return false;
	if (options.headers.has(name) || options.query?.[name] || options.headers.get("Cookie")?.includes(`${name}=`)) return true;
	return false;
};
const setAuthParams = async ({ security, ...options }) => {
	for (const auth of security) {
		if (checkForExistence(options, auth.name)) continue;
		const token = await getAuthToken(auth, options.auth);
		if (!token) continue;
		const name = auth.name ?? "Authorization";
		switch (auth.in) {
			case "query":
				if (!options.query) options.query = {};
				options.query[name] = token;
				break;
			case "cookie":
				options.headers.append("Cookie", `${name}=${token}`);
				break;
			default:
				options.headers.set(name, token);
				break;
		}
	}
};
const buildUrl = (options) => getUrl({
	baseUrl: options.baseUrl,
	path: options.path,
	query: options.query,
	querySerializer: typeof options.querySerializer === "function" ? options.querySerializer : createQuerySerializer(options.querySerializer),
	url: options.url
});
const mergeConfigs = (a, b) => {
	const config = {
		...a,
		...b
	};
	if (config.baseUrl?.endsWith("/")) config.baseUrl = config.baseUrl.substring(0, config.baseUrl.length - 1);
	config.headers = mergeHeaders(a.headers, b.headers);
	return config;
};
const headersEntries = (headers) => {
	const entries = [];
	headers.forEach((value, key) => {
		entries.push([key, value]);
	});
	return entries;
};
const mergeHeaders = (...headers) => {
	const mergedHeaders = new Headers();
	for (const header of headers) {
		if (!header) continue;
		const iterator = header instanceof Headers ? headersEntries(header) : Object.entries(header);
		for (const [key, value] of iterator) if (value === null) mergedHeaders.delete(key);
		else if (Array.isArray(value)) for (const v of value) mergedHeaders.append(key, v);
		else if (value !== void 0) mergedHeaders.set(key, typeof value === "object" ? JSON.stringify(value) : value);
	}
	return mergedHeaders;
};
var Interceptors = class {
	fns = [];
	clear() {
		this.fns = [];
	}
	eject(id) {
		const index = this.getInterceptorIndex(id);
		if (this.fns[index]) this.fns[index] = null;
	}
	exists(id) {
		const index = this.getInterceptorIndex(id);
		return Boolean(this.fns[index]);
	}
	getInterceptorIndex(id) {
		if (typeof id === "number") return this.fns[id] ? id : -1;
		return this.fns.indexOf(id);
	}
	update(id, fn) {
		const index = this.getInterceptorIndex(id);
		if (this.fns[index]) {
			this.fns[index] = fn;
			return id;
		}
		return false;
	}
	use(fn) {
		this.fns.push(fn);
		return this.fns.length - 1;
	}
};
const createInterceptors = () => ({
	error: new Interceptors(),
	request: new Interceptors(),
	response: new Interceptors()
});
const defaultQuerySerializer = createQuerySerializer({
	allowReserved: false,
	array: {
		explode: true,
		style: "form"
	},
	object: {
		explode: true,
		style: "deepObject"
	}
});
const defaultHeaders = { "Content-Type": "application/json" };
const createConfig = (override = {}) => ({
	...jsonBodySerializer,
	headers: defaultHeaders,
	parseAs: "auto",
	querySerializer: defaultQuerySerializer,
	...override
});
//#endregion
//#region src/generated/client/client.gen.ts
const createClient = (config = {}) => {
	let _config = mergeConfigs(createConfig(), config);
	const getConfig = () => ({ ..._config });
	const setConfig = (config) => {
		_config = mergeConfigs(_config, config);
		return getConfig();
	};
	const interceptors = createInterceptors();
	const beforeRequest = async (options) => {
		const opts = {
			..._config,
			...options,
			fetch: options.fetch ?? _config.fetch ?? globalThis.fetch,
			headers: mergeHeaders(_config.headers, options.headers),
			serializedBody: void 0
		};
		if (opts.security) await setAuthParams({
			...opts,
			security: opts.security
		});
		if (opts.requestValidator) await opts.requestValidator(opts);
		if (opts.body !== void 0 && opts.bodySerializer) opts.serializedBody = opts.bodySerializer(opts.body);
		if (opts.body === void 0 || opts.serializedBody === "") opts.headers.delete("Content-Type");
		const resolvedOpts = opts;
		return {
			opts: resolvedOpts,
			url: buildUrl(resolvedOpts)
		};
	};
	const request = async (options) => {
		const throwOnError = options.throwOnError ?? _config.throwOnError;
		const responseStyle = options.responseStyle ?? _config.responseStyle;
		let request;
		let response;
		try {
			const { opts, url } = await beforeRequest(options);
			const requestInit = {
				redirect: "follow",
				...opts,
				body: getValidRequestBody(opts)
			};
			request = new Request(url, requestInit);
			for (const fn of interceptors.request.fns) if (fn) request = await fn(request, opts);
			const _fetch = opts.fetch;
			response = await _fetch(request);
			for (const fn of interceptors.response.fns) if (fn) response = await fn(response, request, opts);
			const result = {
				request,
				response
			};
			if (response.ok) {
				const parseAs = (opts.parseAs === "auto" ? getParseAs(response.headers.get("Content-Type")) : opts.parseAs) ?? "json";
				if (response.status === 204 || response.headers.get("Content-Length") === "0") {
					let emptyData;
					switch (parseAs) {
						case "arrayBuffer":
						case "blob":
						case "text":
							emptyData = await response[parseAs]();
							break;
						case "formData":
							emptyData = new FormData();
							break;
						case "stream":
							emptyData = response.body;
							break;
						default:
							emptyData = {};
							break;
					}
					return opts.responseStyle === "data" ? emptyData : {
						data: emptyData,
						...result
					};
				}
				let data;
				switch (parseAs) {
					case "arrayBuffer":
					case "blob":
					case "formData":
					case "text":
						data = await response[parseAs]();
						break;
					case "json": {
						const text = await response.text();
						data = text ? JSON.parse(text) : {};
						break;
					}
					case "stream": return opts.responseStyle === "data" ? response.body : {
						data: response.body,
						...result
					};
				}
				if (parseAs === "json") {
					if (opts.responseValidator) await opts.responseValidator(data);
					if (opts.responseTransformer) data = await opts.responseTransformer(data);
				}
				return opts.responseStyle === "data" ? data : {
					data,
					...result
				};
			}
			const textError = await response.text();
			let jsonError;
			try {
				jsonError = JSON.parse(textError);
			} catch {}
			throw jsonError ?? textError;
		} catch (error) {
			let finalError = error;
			for (const fn of interceptors.error.fns) if (fn) finalError = await fn(finalError, response, request, options);
			finalError = finalError || {};
			if (throwOnError) throw finalError;
			return responseStyle === "data" ? void 0 : {
				error: finalError,
				request,
				response
			};
		}
	};
	const makeMethodFn = (method) => (options) => request({
		...options,
		method
	});
	const makeSseFn = (method) => async (options) => {
		const { opts, url } = await beforeRequest(options);
		return createSseClient({
			...opts,
			body: opts.body,
			method,
			onRequest: async (url, init) => {
				let request = new Request(url, init);
				for (const fn of interceptors.request.fns) if (fn) request = await fn(request, opts);
				return request;
			},
			serializedBody: getValidRequestBody(opts),
			url
		});
	};
	const _buildUrl = (options) => buildUrl({
		..._config,
		...options
	});
	return {
		buildUrl: _buildUrl,
		connect: makeMethodFn("CONNECT"),
		delete: makeMethodFn("DELETE"),
		get: makeMethodFn("GET"),
		getConfig,
		head: makeMethodFn("HEAD"),
		interceptors,
		options: makeMethodFn("OPTIONS"),
		patch: makeMethodFn("PATCH"),
		post: makeMethodFn("POST"),
		put: makeMethodFn("PUT"),
		request,
		setConfig,
		sse: {
			connect: makeSseFn("CONNECT"),
			delete: makeSseFn("DELETE"),
			get: makeSseFn("GET"),
			head: makeSseFn("HEAD"),
			options: makeSseFn("OPTIONS"),
			patch: makeSseFn("PATCH"),
			post: makeSseFn("POST"),
			put: makeSseFn("PUT"),
			trace: makeSseFn("TRACE")
		},
		trace: makeMethodFn("TRACE")
	};
};
//#endregion
//#region src/attio/config.ts
const TRAILING_SLASHES_REGEX = /\/+$/;
const DEFAULT_BASE_URL = "https://api.attio.com";
const getEnvValue = (key) => {
	if (typeof Deno !== "undefined") return Deno.env.get(key);
	if (typeof process !== "undefined") return process.env?.[key];
};
const normalizeBaseUrl = (baseUrl) => baseUrl.replace(TRAILING_SLASHES_REGEX, "");
const resolveBaseUrl = (config) => {
	return normalizeBaseUrl(config?.baseUrl ?? getEnvValue("ATTIO_BASE_URL") ?? "https://api.attio.com");
};
const resolveAuthToken = (config) => config?.apiKey ?? config?.accessToken ?? config?.authToken ?? getEnvValue("ATTIO_API_KEY") ?? getEnvValue("ATTIO_ACCESS_TOKEN");
const resolveResponseStyle = (config) => config?.responseStyle ?? "fields";
const resolveThrowOnError = (config) => config?.throwOnError ?? true;
//#endregion
//#region src/attio/error-enhancer.ts
const knownFieldValues = /* @__PURE__ */ new Map();
const VALUE_PATTERNS = [
	/constraint:\s*([^,]+)/i,
	/option name\s+'([^']+)'/i,
	/option name\s+"([^"]+)"/i
];
const getKnownFieldValues = (field) => knownFieldValues.get(field);
const updateKnownFieldValues = (field, values) => {
	const unique = Array.from(new Set(values.map((value) => value.trim()))).filter(Boolean);
	if (unique.length > 0) knownFieldValues.set(field, unique);
	else knownFieldValues.delete(field);
};
const extractMismatchContext = (error) => {
	const { message, data: rawData } = error;
	const data = rawData;
	const path = (Array.isArray(data?.path) ? data?.path[0] : data?.path) ?? data?.field ?? data?.attribute ?? void 0;
	if (typeof message !== "string" || typeof path !== "string") return;
	let value;
	for (const pattern of VALUE_PATTERNS) {
		const match = message.match(pattern);
		if (match?.[1]) {
			value = match[1].trim();
			break;
		}
	}
	return {
		field: path,
		value
	};
};
const levenshtein = (a, b) => {
	const matrix = [];
	const aLen = a.length;
	const bLen = b.length;
	for (let i = 0; i <= bLen; i += 1) matrix[i] = [i];
	for (let j = 0; j <= aLen; j += 1) matrix[0][j] = j;
	for (let i = 1; i <= bLen; i += 1) for (let j = 1; j <= aLen; j += 1) if (b.charAt(i - 1) === a.charAt(j - 1)) matrix[i][j] = matrix[i - 1][j - 1];
	else matrix[i][j] = Math.min(matrix[i - 1][j - 1] + 1, matrix[i][j - 1] + 1, matrix[i - 1][j] + 1);
	return matrix[bLen][aLen];
};
const scoreCandidates = (value, candidates) => {
	const normalized = value.toLowerCase();
	return candidates.map((candidate) => ({
		candidate,
		score: levenshtein(normalized, candidate.toLowerCase())
	})).sort((a, b) => a.score - b.score).map((entry) => entry.candidate);
};
const enhanceAttioError = (error) => {
	if (!error?.isApiError) return error;
	const context = extractMismatchContext(error);
	if (!(context?.field && context?.value)) return error;
	const candidates = knownFieldValues.get(context.field);
	if (candidates === void 0 || candidates.length === 0) return error;
	const matches = scoreCandidates(context.value, candidates).slice(0, 3);
	error.suggestions = {
		field: context.field,
		attempted: context.value,
		bestMatch: matches[0],
		matches
	};
	return error;
};
//#endregion
//#region src/attio/errors.ts
var AttioError = class extends Error {
	status;
	code;
	type;
	requestId;
	data;
	response;
	request;
	retryAfterMs;
	errors;
	isNetworkError;
	isApiError;
	suggestions;
	constructor(message, details = {}) {
		super(message, details.cause ? { cause: details.cause } : void 0);
		this.name = "AttioError";
		this.status = details.status;
		this.code = details.code;
		this.type = details.type;
		this.data = details.data;
		this.errors = details.errors;
	}
};
const applyDefaultCode = (details, code) => ({
	...details,
	code: details.code ?? code
});
var AttioBatchError = class extends AttioError {
	constructor(message, details = {}) {
		super(message, applyDefaultCode(details, "BATCH_ERROR"));
		this.name = "AttioBatchError";
	}
};
var AttioConfigError = class extends AttioError {
	constructor(message, details = {}) {
		super(message, applyDefaultCode(details, "CONFIG_ERROR"));
		this.name = "AttioConfigError";
	}
};
var AttioEnvironmentError = class extends AttioError {
	constructor(message, details = {}) {
		super(message, applyDefaultCode(details, "ENVIRONMENT_ERROR"));
		this.name = "AttioEnvironmentError";
	}
};
var AttioResponseError = class extends AttioError {
	constructor(message, details = {}) {
		super(message, applyDefaultCode(details, "RESPONSE_ERROR"));
		this.name = "AttioResponseError";
	}
};
var AttioRetryError = class extends AttioError {
	constructor(message, details = {}) {
		super(message, applyDefaultCode(details, "RETRY_ERROR"));
		this.name = "AttioRetryError";
	}
};
var AttioApiError = class extends AttioError {
	constructor(message, details = {}) {
		super(message, details);
		this.name = "AttioApiError";
		this.isApiError = true;
	}
};
var AttioNetworkError = class extends AttioError {
	constructor(message, details = {}) {
		super(message, details);
		this.name = "AttioNetworkError";
		this.isNetworkError = true;
	}
};
const getHeaderValue = (response, key) => {
	if (!response) return;
	return response.headers.get(key) ?? void 0;
};
const parseRetryAfter = (response) => {
	if (!response) return;
	const raw = response.headers.get("Retry-After");
	if (!raw) return;
	const seconds = Number(raw);
	if (Number.isFinite(seconds)) return Math.max(0, seconds * 1e3);
	const dateMs = Date.parse(raw);
	if (!Number.isNaN(dateMs)) return Math.max(0, dateMs - Date.now());
};
const extractMessage = (error, fallback) => {
	if (typeof error === "string") return error;
	if (error && typeof error === "object") {
		const maybe = error;
		if (typeof maybe.message === "string") return maybe.message;
	}
	return fallback ?? "Request failed.";
};
const extractStatusCode = (payload) => {
	if (typeof payload.status_code === "number") return payload.status_code;
	if (typeof payload.status === "number") return payload.status;
};
const attioErrorPayloadSchema = z.object({
	code: z.string().optional(),
	type: z.string().optional(),
	status: z.number().optional(),
	status_code: z.number().optional(),
	message: z.string().optional()
}).passthrough();
const attioErrorEnvelopeSchema = z.object({
	error: z.unknown().optional(),
	errors: z.array(z.unknown()).optional()
}).passthrough();
const extractNestedErrorPayload = (error) => {
	const parsed = attioErrorEnvelopeSchema.safeParse(error);
	if (!parsed.success) return error;
	const nestedPayload = parsed.data.error ?? parsed.data.errors?.[0];
	if (nestedPayload === void 0) return error;
	const nestedResult = attioErrorPayloadSchema.safeParse(nestedPayload);
	return nestedResult.success ? nestedResult.data : error;
};
const extractNestedErrors = (error) => {
	const parsed = attioErrorEnvelopeSchema.safeParse(error);
	if (!parsed.success) return;
	return parsed.data.errors;
};
const extractDetails = (error) => {
	const payloadSource = extractNestedErrorPayload(error);
	const parsedPayload = attioErrorPayloadSchema.safeParse(payloadSource);
	if (!parsedPayload.success) return {};
	const payload = parsedPayload.data;
	return {
		code: payload.code,
		type: payload.type,
		status: extractStatusCode(payload),
		message: payload.message,
		data: error,
		errors: extractNestedErrors(error)
	};
};
const attioErrorInfoSchema = z.object({
	name: z.string().optional(),
	message: z.string().optional(),
	code: z.string().optional(),
	type: z.string().optional(),
	status: z.number().optional(),
	status_code: z.number().optional(),
	isApiError: z.boolean().optional(),
	isNetworkError: z.boolean().optional(),
	retryAfterMs: z.number().optional(),
	response: z.object({ status: z.number().optional() }).passthrough().optional()
}).passthrough();
const attioErrorShapeSchema = attioErrorInfoSchema.extend({
	name: z.string(),
	message: z.string()
});
const RETRYABLE_ATTIO_STATUS_CODES = [
	408,
	429,
	500,
	502,
	503,
	504
];
const parseAttioErrorInfo = (error) => {
	const parsed = attioErrorInfoSchema.safeParse(error);
	return parsed.success ? parsed.data : void 0;
};
const getAttioErrorStatus = (error) => {
	if (error instanceof AttioError) return error.response?.status ?? error.status;
	const info = parseAttioErrorInfo(error);
	if (info?.response?.status ?? info?.status ?? info?.status_code) return info?.response?.status ?? info?.status ?? info?.status_code;
	return extractDetails(error).status;
};
const getAttioErrorCode = (error) => {
	if (error instanceof AttioError) return error.code;
	return parseAttioErrorInfo(error)?.code ?? extractDetails(error).code;
};
const getAttioErrorType = (error) => {
	if (error instanceof AttioError) return error.type;
	return parseAttioErrorInfo(error)?.type ?? extractDetails(error).type;
};
const getAttioErrorPayload = (error) => {
	if (error instanceof AttioError) return error.data;
	return extractNestedErrorPayload(error);
};
const parseAttioErrorShape = (error) => {
	const parsed = attioErrorShapeSchema.safeParse(error);
	return parsed.success ? parsed.data : void 0;
};
const isAttioError = (error) => {
	if (error instanceof AttioError) return true;
	const info = parseAttioErrorShape(error);
	if (!info) return false;
	return Boolean(info.name?.startsWith("Attio") && info.name.endsWith("Error") || info.isApiError || info.isNetworkError);
};
const isAttioAuthError = (error) => {
	const status = getAttioErrorStatus(error);
	const type = getAttioErrorType(error);
	const code = getAttioErrorCode(error);
	return status === 401 || type === "auth_error" || code === "unauthorized";
};
const isAttioPermissionError = (error) => {
	const status = getAttioErrorStatus(error);
	const code = getAttioErrorCode(error);
	return status === 403 || code === "forbidden" || code === "permission_denied" || code === "system_edit_unauthorized";
};
const isAttioNotFound = (error) => getAttioErrorStatus(error) === 404 || getAttioErrorCode(error) === "not_found";
const isAttioRateLimitError = (error) => {
	const code = getAttioErrorCode(error);
	return getAttioErrorStatus(error) === 429 || code === "rate_limited" || code === "rate_limit_exceeded";
};
const isAttioValidationError = (error) => {
	const status = getAttioErrorStatus(error);
	const type = getAttioErrorType(error);
	const code = getAttioErrorCode(error);
	return status === 422 || type === "validation_error" || code === "validation_type" || code === "invalid_request";
};
const isRetryableAttioError = (error) => {
	if (parseAttioErrorInfo(error)?.isNetworkError) return true;
	const status = getAttioErrorStatus(error);
	return status !== void 0 && RETRYABLE_ATTIO_STATUS_CODES.includes(status);
};
const normalizeAttioError = (error, context = {}) => {
	const { response, request } = context;
	const details = extractDetails(error);
	const status = response?.status ?? details.status;
	const message = details.message ?? extractMessage(error, response?.statusText);
	const requestId = getHeaderValue(response, "x-request-id") ?? getHeaderValue(response, "x-attio-request-id");
	if (response) {
		const apiError = new AttioApiError(message, {
			...details,
			status
		});
		apiError.requestId = requestId;
		apiError.response = response;
		apiError.request = request;
		apiError.data = details.data ?? error;
		apiError.retryAfterMs = parseRetryAfter(response);
		return enhanceAttioError(apiError);
	}
	const networkError = new AttioNetworkError(message, details);
	networkError.request = request;
	return networkError;
};
//#endregion
//#region src/attio/logging.ts
const DEFAULT_REDACTION_TEXT = "[REDACTED]";
const URL_PARSE_BASE = "https://attio.local";
const ABSOLUTE_URL_REGEX = /^[a-zA-Z][a-zA-Z\d+\-.]*:\/\//;
const NON_ALPHANUMERIC_SEQUENCE_REGEX = /[^a-z0-9]+/;
const NON_ALPHANUMERIC_GLOBAL_REGEX = /[^a-z0-9]/g;
const DEFAULT_SENSITIVE_KEY_PATTERNS = [
	"authorization",
	"api_key",
	"api-key",
	"apikey",
	"token",
	"secret",
	"password",
	"cookie",
	"set-cookie"
];
const DEFAULT_CORRELATION_ID_HEADER = "x-attio-correlation-id";
const DEFAULT_CORRELATION_ID_CONTEXT_KEY = "correlationId";
const normalizeHeaderName = (headerName) => headerName.trim().toLowerCase();
const createDefaultCorrelationId = () => {
	if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
	return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
};
const resolveRedactionConfig = (config) => ({
	enabled: config?.redaction?.enabled ?? true,
	replaceWith: config?.redaction?.replaceWith ?? DEFAULT_REDACTION_TEXT,
	sensitiveKeyPatterns: config?.redaction?.sensitiveKeyPatterns ?? DEFAULT_SENSITIVE_KEY_PATTERNS
});
const collapseAlphaNumeric = (value) => value.replace(NON_ALPHANUMERIC_GLOBAL_REGEX, "");
const keyContainsSensitivePattern = (key, config) => {
	const normalizedKey = key.toLowerCase();
	const normalizedSegments = normalizedKey.split(NON_ALPHANUMERIC_SEQUENCE_REGEX).filter(Boolean);
	const collapsedKey = collapseAlphaNumeric(normalizedKey);
	return config.sensitiveKeyPatterns.some((pattern) => {
		const normalizedPattern = pattern.toLowerCase();
		if (normalizedKey === normalizedPattern) return true;
		if (normalizedSegments.includes(normalizedPattern)) return true;
		const collapsedPattern = collapseAlphaNumeric(normalizedPattern);
		if (!collapsedPattern) return false;
		return collapsedKey.endsWith(collapsedPattern);
	});
};
const redactUrl = (urlValue, config) => {
	const canParseAsAbsolute = ABSOLUTE_URL_REGEX.test(urlValue);
	let parsed;
	try {
		parsed = canParseAsAbsolute ? new URL(urlValue) : new URL(urlValue, URL_PARSE_BASE);
	} catch {
		return urlValue;
	}
	const params = new URLSearchParams(parsed.search);
	for (const [key] of params.entries()) if (keyContainsSensitivePattern(key, config)) params.set(key, config.replaceWith);
	parsed.search = params.toString();
	if (canParseAsAbsolute) return parsed.toString();
	return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};
const headersToObject = (headers) => Object.fromEntries(headers.entries());
const isRecord = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const redactValue = (value, config, key) => {
	if (!config.enabled) return value;
	if (key && keyContainsSensitivePattern(key, config)) return config.replaceWith;
	if (typeof value === "string" && key?.toLowerCase() === "url") return redactUrl(value, config);
	if (Array.isArray(value)) return value.map((entry) => redactValue(entry, config));
	if (isRecord(value)) {
		const redacted = {};
		for (const [entryKey, entryValue] of Object.entries(value)) redacted[entryKey] = redactValue(entryValue, config, entryKey);
		return redacted;
	}
	return value;
};
const redactLogContext = (context, config) => {
	return redactValue(context, resolveRedactionConfig(config));
};
const addCorrelationToContext = (context, correlationIds, correlationId) => {
	if (!(correlationId && correlationIds.isEnabled)) return context;
	return {
		...context,
		[correlationIds.contextKey]: correlationId
	};
};
const createCorrelationIdManager = (config) => {
	const enabled = config?.correlationId?.enabled ?? true;
	const headerName = normalizeHeaderName(config?.correlationId?.headerName ?? "x-attio-correlation-id");
	const contextKey = config?.correlationId?.contextKey ?? "correlationId";
	const createCorrelationId = config?.correlationId?.create ?? createDefaultCorrelationId;
	const idByRequest = /* @__PURE__ */ new WeakMap();
	if (!enabled) return {
		contextKey,
		headerName,
		isEnabled: false,
		enrichRequest: (request) => request,
		readFromRequest: () => void 0
	};
	const readFromRequest = (request) => {
		if (!request) return;
		const existingFromMap = idByRequest.get(request);
		if (existingFromMap) return existingFromMap;
		const existingFromHeader = request.headers.get(headerName) ?? void 0;
		if (existingFromHeader) {
			idByRequest.set(request, existingFromHeader);
			return existingFromHeader;
		}
	};
	const enrichRequest = (request) => {
		if (readFromRequest(request)) return request;
		const correlationId = createCorrelationId();
		const nextHeaders = new Headers(request.headers);
		nextHeaders.set(headerName, correlationId);
		const enrichedRequest = new Request(request, { headers: nextHeaders });
		idByRequest.set(request, correlationId);
		idByRequest.set(enrichedRequest, correlationId);
		return enrichedRequest;
	};
	return {
		contextKey,
		headerName,
		isEnabled: true,
		enrichRequest,
		readFromRequest
	};
};
const createStructuredLoggerHooks = ({ logger, correlationIds, config }) => {
	if (!logger) return {};
	return {
		onRequest: logger.debug ? ({ request, correlationId }) => {
			const context = addCorrelationToContext({
				method: request.method,
				url: request.url,
				headers: headersToObject(request.headers)
			}, correlationIds, correlationId ?? correlationIds.readFromRequest(request));
			logger.debug?.("attio.request", redactLogContext(context, config));
		} : void 0,
		onResponse: logger.debug ? ({ request, response, correlationId }) => {
			const context = addCorrelationToContext({
				method: request.method,
				url: request.url,
				status: response.status,
				ok: response.ok
			}, correlationIds, correlationId ?? correlationIds.readFromRequest(request));
			logger.debug?.("attio.response", redactLogContext(context, config));
		} : void 0,
		onError: logger.error ? ({ error, request, response, correlationId }) => {
			const context = addCorrelationToContext({
				message: error.message,
				code: error.code,
				status: error.status,
				requestId: error.requestId,
				url: request?.url,
				responseStatus: response?.status
			}, correlationIds, correlationId ?? correlationIds.readFromRequest(request));
			logger.error?.("attio.error", redactLogContext(context, config));
		} : void 0
	};
};
//#endregion
//#region src/attio/retry.ts
const DEFAULT_RETRY_CONFIG = {
	maxRetries: 3,
	initialDelayMs: 500,
	maxDelayMs: 5e3,
	retryableStatusCodes: [
		408,
		429,
		500,
		502,
		503,
		504
	],
	retryableMethods: [
		"GET",
		"HEAD",
		"OPTIONS"
	],
	respectRetryAfter: true,
	retryUnsafeRequests: false,
	idempotencyHeaderNames: ["Idempotency-Key", "X-Idempotency-Key"]
};
const RetryErrorSchema = z.object({
	status: z.number().optional(),
	isNetworkError: z.boolean().optional(),
	retryAfterMs: z.number().optional()
});
const retryHttpMethodSchema = z.enum([
	"CONNECT",
	"DELETE",
	"GET",
	"HEAD",
	"OPTIONS",
	"PATCH",
	"POST",
	"PUT",
	"TRACE"
]);
const headerTupleSchema = z.tuple([z.string(), z.unknown()]);
const headerRecordSchema = z.record(z.string(), z.unknown());
const extractRetryErrorInfo = (error) => {
	if (error instanceof AttioError) return {
		status: error.status,
		isNetworkError: error.isNetworkError,
		retryAfterMs: error.retryAfterMs
	};
	const result = RetryErrorSchema.safeParse(error);
	if (!result.success) return;
	return result.data;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const calculateRetryDelay = (attempt, config, retryAfterMs) => {
	if (config.respectRetryAfter && retryAfterMs && retryAfterMs > 0) return Math.min(retryAfterMs, config.maxDelayMs);
	const base = config.initialDelayMs * 2 ** attempt;
	const jitter = .75 + Math.random() * .5;
	return Math.min(base * jitter, config.maxDelayMs);
};
const isRetryableStatus = (status, config) => {
	if (status === void 0) return true;
	return config.retryableStatusCodes.includes(status);
};
const isRetryableError = (error, config) => {
	const info = extractRetryErrorInfo(error);
	if (info?.isNetworkError) return true;
	return isRetryableStatus(info?.status, config);
};
const getRetryAfterMs = (error) => extractRetryErrorInfo(error)?.retryAfterMs;
const getHeaderEntries = (headers) => {
	if (headers === void 0) return [];
	if (headers instanceof Headers) {
		const entries = [];
		headers.forEach((value, key) => {
			entries.push([key, value]);
		});
		return entries;
	}
	const tupleResult = z.array(headerTupleSchema).safeParse(headers);
	if (tupleResult.success) return tupleResult.data;
	const recordResult = headerRecordSchema.safeParse(headers);
	if (recordResult.success) return Object.entries(recordResult.data);
	return [];
};
const hasIdempotencyHeader = (headers, headerNames) => {
	const normalizedNames = new Set(headerNames.map((headerName) => headerName.toLowerCase()));
	return getHeaderEntries(headers).some(([key, value]) => {
		if (!normalizedNames.has(key.toLowerCase())) return false;
		return value !== void 0 && value !== null && String(value).length > 0;
	});
};
const isRetryableRequest = (context, config) => {
	if (config.retryUnsafeRequests) return true;
	if (!context?.method) return true;
	const methodResult = retryHttpMethodSchema.safeParse(context.method);
	if (methodResult.success && config.retryableMethods.includes(methodResult.data)) return true;
	return hasIdempotencyHeader(context.headers, config.idempotencyHeaderNames);
};
async function callWithRetry(fn, config, context) {
	const retryConfig = {
		...DEFAULT_RETRY_CONFIG,
		...config
	};
	let attempt = 0;
	while (attempt <= retryConfig.maxRetries) try {
		return await fn();
	} catch (error) {
		if (!(isRetryableError(error, retryConfig) && isRetryableRequest(context, retryConfig))) throw error;
		if (attempt >= retryConfig.maxRetries) throw new AttioRetryError("Retry attempts exhausted.", {
			code: "RETRY_EXHAUSTED",
			cause: error
		});
		await sleep(calculateRetryDelay(attempt, retryConfig, getRetryAfterMs(error)));
		attempt += 1;
	}
	throw new AttioRetryError("Retry attempts exhausted.", { code: "RETRY_EXHAUSTED" });
}
//#endregion
//#region src/attio/client.ts
const interceptorUseSchema = z.object({ use: z.function() }).passthrough();
const attioClientShapeSchema = z.object({
	request: z.function(),
	cache: z.object({
		metadata: z.object({
			get: z.function(),
			clear: z.function()
		}).passthrough(),
		clear: z.function()
	}).passthrough(),
	interceptors: z.object({
		error: interceptorUseSchema,
		request: interceptorUseSchema,
		response: interceptorUseSchema
	}).passthrough()
}).passthrough();
const AttioClientSchema = z.any().refine((value) => attioClientShapeSchema.safeParse(value).success, { message: "Invalid cached Attio client." });
const combineSignalsWithAny = ({ requestSignal, timeoutSignal }) => AbortSignal.any([requestSignal, timeoutSignal]);
const combineSignalsWithFallback = ({ requestSignal, timeoutSignal }) => {
	const combinedController = new AbortController();
	if (requestSignal.aborted) {
		combinedController.abort();
		return { combinedSignal: combinedController.signal };
	}
	const abortCombined = () => combinedController.abort();
	requestSignal.addEventListener("abort", abortCombined, { once: true });
	timeoutSignal.addEventListener("abort", abortCombined, { once: true });
	return {
		combinedSignal: combinedController.signal,
		abortCombined
	};
};
const resolveFetch = (config) => {
	const baseFetch = config?.fetch ?? globalThis.fetch;
	if (!baseFetch) throw new AttioEnvironmentError("Fetch is not available in this environment.", { code: "FETCH_UNAVAILABLE" });
	if (!config?.timeoutMs) return baseFetch;
	return async (input, init) => {
		const controller = new AbortController();
		const timeoutId = setTimeout(() => controller.abort(), config.timeoutMs);
		let combinedSignal = controller.signal;
		let abortCombined;
		if (init?.signal) {
			const signals = {
				requestSignal: init.signal,
				timeoutSignal: controller.signal
			};
			if (typeof AbortSignal !== "undefined" && "any" in AbortSignal) combinedSignal = combineSignalsWithAny(signals);
			else ({combinedSignal, abortCombined} = combineSignalsWithFallback(signals));
		}
		try {
			return await baseFetch(input, {
				...init,
				signal: combinedSignal
			});
		} finally {
			if (abortCombined) {
				init?.signal?.removeEventListener("abort", abortCombined);
				controller.signal.removeEventListener("abort", abortCombined);
			}
			clearTimeout(timeoutId);
		}
	};
};
const buildClientCacheKey = ({ config, authToken }) => {
	if (config.cache?.key) return `${config.cache.key}:${hashToken(authToken)}`;
};
const buildMetadataCacheKey = ({ config, authToken, baseUrl }) => `${config.cache?.key ?? "attio"}:${hashToken(authToken)}:${baseUrl}`;
const composeHook = (first, second) => {
	if (!first) return second;
	if (!second) return first;
	return (payload) => {
		first(payload);
		second(payload);
	};
};
const resolveClientHooks = (config, correlationIds) => {
	const loggerHooks = createStructuredLoggerHooks({
		logger: config?.logger,
		correlationIds,
		config: config?.logging
	});
	const customHooks = config?.hooks ?? {};
	return {
		onRequest: composeHook(loggerHooks.onRequest, customHooks.onRequest),
		onResponse: composeHook(loggerHooks.onResponse, customHooks.onResponse),
		onError: composeHook(loggerHooks.onError, customHooks.onError)
	};
};
const applyInterceptors = (client, hooks, correlationIds) => {
	client.interceptors.request.use((request, options) => {
		const enrichedRequest = correlationIds.enrichRequest(request);
		const correlationId = correlationIds.readFromRequest(enrichedRequest);
		hooks.onRequest?.({
			request: enrichedRequest,
			options,
			correlationId
		});
		return enrichedRequest;
	});
	if (hooks.onResponse) client.interceptors.response.use((response, request, options) => {
		const correlationId = correlationIds.readFromRequest(request);
		hooks.onResponse?.({
			response,
			request,
			options,
			correlationId
		});
		return response;
	});
	client.interceptors.error.use((error, response, request, options) => {
		const normalized = normalizeAttioError(error, {
			response,
			request,
			options
		});
		const correlationId = correlationIds.readFromRequest(request);
		hooks.onError?.({
			error: normalized,
			response,
			request,
			options,
			correlationId
		});
		return normalized;
	});
};
const wrapClient = (base, retry, headers) => {
	const requestWithRetry = (options) => {
		const { retry: retryOverride, ...rest } = options;
		return callWithRetry(() => base.request(rest), {
			...retry,
			...retryOverride
		}, {
			method: rest.method,
			headers: mergeHeaders(headers, rest.headers)
		});
	};
	const makeMethod = (method) => (options) => requestWithRetry({
		...options,
		method
	});
	return {
		...base,
		request: requestWithRetry,
		connect: makeMethod("CONNECT"),
		delete: makeMethod("DELETE"),
		get: makeMethod("GET"),
		head: makeMethod("HEAD"),
		options: makeMethod("OPTIONS"),
		patch: makeMethod("PATCH"),
		post: makeMethod("POST"),
		put: makeMethod("PUT"),
		trace: makeMethod("TRACE")
	};
};
const extractAndCleanConfig = (config) => {
	const { apiKey: _apiKey, accessToken: _accessToken, authToken: _authToken, cache: _cache, retry, timeoutMs, headers, logging: _logging, ...cleanConfig } = config;
	return {
		cleanConfig,
		headers,
		retry,
		timeoutMs
	};
};
const createAttioClientWithAuthToken = ({ config = {}, authToken }) => {
	const baseUrl = resolveBaseUrl(config);
	const responseStyle = resolveResponseStyle(config);
	const throwOnError = resolveThrowOnError(config);
	const correlationIds = createCorrelationIdManager(config.logging);
	const hooks = resolveClientHooks(config, correlationIds);
	const { cleanConfig, headers, retry, timeoutMs } = extractAndCleanConfig(config);
	const mergedHeaders = mergeHeaders({ Accept: "application/json" }, headers);
	const base = createClient({
		...cleanConfig,
		baseUrl,
		auth: authToken,
		headers: mergedHeaders,
		fetch: resolveFetch({
			...config,
			timeoutMs
		}),
		responseStyle,
		throwOnError
	});
	applyInterceptors(base, hooks, correlationIds);
	const wrapped = wrapClient(base, retry, mergedHeaders);
	const cache = createAttioCacheManager(buildMetadataCacheKey({
		config,
		authToken,
		baseUrl
	}), config.cache);
	return Object.assign(wrapped, { cache });
};
const createAttioClient = (config = {}) => {
	return createAttioClientWithAuthToken({
		config,
		authToken: resolveAuthToken(config)
	});
};
const getAttioClient = (config = {}) => {
	const cacheEnabled = config.cache?.enabled ?? true;
	const authToken = resolveAuthToken(config);
	const cacheKey = authToken ? buildClientCacheKey({
		config,
		authToken
	}) : void 0;
	if (cacheEnabled && cacheKey) {
		const cached = getCachedClient(cacheKey, AttioClientSchema);
		if (cached) return cached;
		const client = createAttioClientWithAuthToken({
			config,
			authToken
		});
		setCachedClient(cacheKey, client);
		return client;
	}
	return createAttioClientWithAuthToken({
		config,
		authToken
	});
};
const resolveAttioClient = (input = {}) => input.client ?? getAttioClient(input.config ?? {});
//#endregion
//#region src/attio/diagnostics.ts
const isAuthConfigured = (auth) => {
	if (typeof auth === "string") return auth.length > 0;
	return auth !== void 0 && auth !== null;
};
const createDiagnostics = (client) => ({
	health: () => {
		const config = client.getConfig();
		const cacheStats = client.cache.stats();
		return {
			authConfigured: isAuthConfigured(config.auth),
			baseUrl: config.baseUrl,
			metadataCacheEnabled: Object.values(cacheStats.metadata).some((scope) => scope.enabled),
			ok: true
		};
	},
	cacheStats: () => client.cache.stats()
});
//#endregion
//#region src/generated/client.gen.ts
const client = createClient(createConfig({ baseUrl: "https://api.attio.com" }));
//#endregion
//#region src/generated/zod.gen.ts
const zStatus = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		attribute_id: z$1.uuid(),
		status_id: z$1.uuid()
	}),
	title: z$1.string(),
	is_archived: z$1.boolean(),
	celebration_enabled: z$1.boolean(),
	target_time_in_status: z$1.string().nullable()
});
const zSelectOption = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		attribute_id: z$1.uuid(),
		option_id: z$1.uuid()
	}),
	title: z$1.string(),
	is_archived: z$1.boolean()
});
/**
* A union of possible value types, as required in request bodies.
*/
const zInputValue = z$1.union([
	z$1.object({
		referenced_actor_type: z$1.enum(["workspace-member"]),
		referenced_actor_id: z$1.uuid()
	}),
	z$1.object({ workspace_member_email_address: z$1.string() }),
	z$1.object({ value: z$1.boolean() }),
	z$1.object({ currency_value: z$1.number() }),
	z$1.object({ value: z$1.string() }),
	z$1.object({ domain: z$1.string().optional() }),
	z$1.object({ email_address: z$1.string().optional() }),
	z$1.object({
		target_object: z$1.string(),
		target_record_id: z$1.uuid()
	}),
	z$1.object({
		target_object: z$1.string(),
		"[slug_or_id_of_matching_attribute]": z$1.array(z$1.union([
			z$1.object({ domain: z$1.string().optional() }),
			z$1.object({ email_address: z$1.string().optional() }),
			z$1.object({ value: z$1.number().optional() }),
			z$1.object({
				original_phone_number: z$1.string().optional(),
				country_code: z$1.enum([
					"AF",
					"AX",
					"AL",
					"DZ",
					"AS",
					"AD",
					"AO",
					"AI",
					"AQ",
					"AG",
					"AR",
					"AM",
					"AW",
					"AU",
					"AT",
					"AZ",
					"BS",
					"BH",
					"BD",
					"BB",
					"BY",
					"BE",
					"BZ",
					"BJ",
					"BM",
					"BT",
					"BO",
					"BA",
					"BW",
					"BV",
					"BR",
					"IO",
					"BN",
					"BG",
					"BF",
					"BI",
					"KH",
					"CM",
					"CA",
					"CV",
					"KY",
					"CF",
					"TD",
					"CL",
					"CN",
					"CX",
					"CC",
					"CO",
					"KM",
					"CG",
					"CD",
					"CK",
					"CR",
					"CI",
					"HR",
					"CU",
					"CW",
					"CY",
					"CZ",
					"DK",
					"DJ",
					"DM",
					"DO",
					"EC",
					"EG",
					"SV",
					"GQ",
					"ER",
					"EE",
					"ET",
					"FK",
					"FO",
					"FJ",
					"FI",
					"FR",
					"GF",
					"PF",
					"TF",
					"GA",
					"GM",
					"GE",
					"DE",
					"GH",
					"GI",
					"GR",
					"GL",
					"GD",
					"GP",
					"GU",
					"GT",
					"GG",
					"GN",
					"GW",
					"GY",
					"HT",
					"HM",
					"VA",
					"HN",
					"HK",
					"HU",
					"IS",
					"IN",
					"ID",
					"IR",
					"IQ",
					"IE",
					"IM",
					"IL",
					"IT",
					"JM",
					"JP",
					"JE",
					"JO",
					"KZ",
					"KE",
					"KI",
					"KR",
					"KW",
					"KG",
					"LA",
					"LV",
					"LB",
					"LS",
					"LR",
					"LY",
					"LI",
					"LT",
					"LU",
					"MO",
					"MK",
					"MG",
					"MW",
					"MY",
					"MV",
					"ML",
					"MT",
					"MH",
					"MQ",
					"MR",
					"MU",
					"YT",
					"MX",
					"FM",
					"MD",
					"MC",
					"MN",
					"ME",
					"MS",
					"MA",
					"MZ",
					"MM",
					"NA",
					"NR",
					"NP",
					"NL",
					"AN",
					"NC",
					"NZ",
					"NI",
					"NE",
					"NG",
					"NU",
					"NF",
					"MP",
					"NO",
					"OM",
					"PK",
					"PW",
					"PS",
					"PA",
					"PG",
					"PY",
					"PE",
					"PH",
					"PN",
					"PL",
					"PT",
					"PR",
					"QA",
					"RE",
					"RO",
					"RU",
					"RW",
					"BL",
					"SH",
					"KN",
					"LC",
					"MF",
					"PM",
					"VC",
					"WS",
					"SM",
					"ST",
					"SA",
					"SN",
					"SS",
					"RS",
					"SC",
					"SL",
					"SG",
					"SK",
					"SI",
					"SB",
					"SO",
					"ZA",
					"GS",
					"ES",
					"LK",
					"SD",
					"SR",
					"SJ",
					"SZ",
					"SE",
					"CH",
					"SY",
					"TW",
					"TJ",
					"TZ",
					"TH",
					"TL",
					"TG",
					"TK",
					"TO",
					"TT",
					"TN",
					"TR",
					"TM",
					"TC",
					"TV",
					"UG",
					"UA",
					"AE",
					"GB",
					"US",
					"UM",
					"UY",
					"UZ",
					"VU",
					"VE",
					"VN",
					"VG",
					"VI",
					"WF",
					"EH",
					"YE",
					"ZM",
					"ZW",
					"BQ",
					"KP",
					"SX",
					"XK",
					"AC"
				]).optional()
			}),
			z$1.object({ value: z$1.string().optional() })
		]))
	}),
	z$1.object({
		interaction_type: z$1.enum([
			"calendar-event",
			"call",
			"chat-thread",
			"email",
			"in-person-meeting",
			"meeting"
		]),
		interacted_at: z$1.iso.datetime(),
		owner_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		})
	}),
	z$1.object({
		line_1: z$1.string().nullable(),
		line_2: z$1.string().nullable(),
		line_3: z$1.string().nullable(),
		line_4: z$1.string().nullable(),
		locality: z$1.string().nullable(),
		region: z$1.string().nullable(),
		postcode: z$1.string().nullable(),
		country_code: z$1.enum([
			"AF",
			"AX",
			"AL",
			"DZ",
			"AS",
			"AD",
			"AO",
			"AI",
			"AQ",
			"AG",
			"AR",
			"AM",
			"AW",
			"AU",
			"AT",
			"AZ",
			"BS",
			"BH",
			"BD",
			"BB",
			"BY",
			"BE",
			"BZ",
			"BJ",
			"BM",
			"BT",
			"BO",
			"BA",
			"BW",
			"BV",
			"BR",
			"IO",
			"BN",
			"BG",
			"BF",
			"BI",
			"KH",
			"CM",
			"CA",
			"CV",
			"KY",
			"CF",
			"TD",
			"CL",
			"CN",
			"CX",
			"CC",
			"CO",
			"KM",
			"CG",
			"CD",
			"CK",
			"CR",
			"CI",
			"HR",
			"CU",
			"CW",
			"CY",
			"CZ",
			"DK",
			"DJ",
			"DM",
			"DO",
			"EC",
			"EG",
			"SV",
			"GQ",
			"ER",
			"EE",
			"ET",
			"FK",
			"FO",
			"FJ",
			"FI",
			"FR",
			"GF",
			"PF",
			"TF",
			"GA",
			"GM",
			"GE",
			"DE",
			"GH",
			"GI",
			"GR",
			"GL",
			"GD",
			"GP",
			"GU",
			"GT",
			"GG",
			"GN",
			"GW",
			"GY",
			"HT",
			"HM",
			"VA",
			"HN",
			"HK",
			"HU",
			"IS",
			"IN",
			"ID",
			"IR",
			"IQ",
			"IE",
			"IM",
			"IL",
			"IT",
			"JM",
			"JP",
			"JE",
			"JO",
			"KZ",
			"KE",
			"KI",
			"KR",
			"KW",
			"KG",
			"LA",
			"LV",
			"LB",
			"LS",
			"LR",
			"LY",
			"LI",
			"LT",
			"LU",
			"MO",
			"MK",
			"MG",
			"MW",
			"MY",
			"MV",
			"ML",
			"MT",
			"MH",
			"MQ",
			"MR",
			"MU",
			"YT",
			"MX",
			"FM",
			"MD",
			"MC",
			"MN",
			"ME",
			"MS",
			"MA",
			"MZ",
			"MM",
			"NA",
			"NR",
			"NP",
			"NL",
			"AN",
			"NC",
			"NZ",
			"NI",
			"NE",
			"NG",
			"NU",
			"NF",
			"MP",
			"NO",
			"OM",
			"PK",
			"PW",
			"PS",
			"PA",
			"PG",
			"PY",
			"PE",
			"PH",
			"PN",
			"PL",
			"PT",
			"PR",
			"QA",
			"RE",
			"RO",
			"RU",
			"RW",
			"BL",
			"SH",
			"KN",
			"LC",
			"MF",
			"PM",
			"VC",
			"WS",
			"SM",
			"ST",
			"SA",
			"SN",
			"SS",
			"RS",
			"SC",
			"SL",
			"SG",
			"SK",
			"SI",
			"SB",
			"SO",
			"ZA",
			"GS",
			"ES",
			"LK",
			"SD",
			"SR",
			"SJ",
			"SZ",
			"SE",
			"CH",
			"SY",
			"TW",
			"TJ",
			"TZ",
			"TH",
			"TL",
			"TG",
			"TK",
			"TO",
			"TT",
			"TN",
			"TR",
			"TM",
			"TC",
			"TV",
			"UG",
			"UA",
			"AE",
			"GB",
			"US",
			"UM",
			"UY",
			"UZ",
			"VU",
			"VE",
			"VN",
			"VG",
			"VI",
			"WF",
			"EH",
			"YE",
			"ZM",
			"ZW",
			"BQ",
			"KP",
			"SX",
			"XK",
			"AC"
		]),
		latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
		longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable()
	}),
	z$1.object({ value: z$1.number() }),
	z$1.object({
		first_name: z$1.string().optional(),
		last_name: z$1.string().optional(),
		full_name: z$1.string().optional()
	}),
	z$1.object({
		original_phone_number: z$1.string(),
		country_code: z$1.enum([
			"AF",
			"AX",
			"AL",
			"DZ",
			"AS",
			"AD",
			"AO",
			"AI",
			"AQ",
			"AG",
			"AR",
			"AM",
			"AW",
			"AU",
			"AT",
			"AZ",
			"BS",
			"BH",
			"BD",
			"BB",
			"BY",
			"BE",
			"BZ",
			"BJ",
			"BM",
			"BT",
			"BO",
			"BA",
			"BW",
			"BV",
			"BR",
			"IO",
			"BN",
			"BG",
			"BF",
			"BI",
			"KH",
			"CM",
			"CA",
			"CV",
			"KY",
			"CF",
			"TD",
			"CL",
			"CN",
			"CX",
			"CC",
			"CO",
			"KM",
			"CG",
			"CD",
			"CK",
			"CR",
			"CI",
			"HR",
			"CU",
			"CW",
			"CY",
			"CZ",
			"DK",
			"DJ",
			"DM",
			"DO",
			"EC",
			"EG",
			"SV",
			"GQ",
			"ER",
			"EE",
			"ET",
			"FK",
			"FO",
			"FJ",
			"FI",
			"FR",
			"GF",
			"PF",
			"TF",
			"GA",
			"GM",
			"GE",
			"DE",
			"GH",
			"GI",
			"GR",
			"GL",
			"GD",
			"GP",
			"GU",
			"GT",
			"GG",
			"GN",
			"GW",
			"GY",
			"HT",
			"HM",
			"VA",
			"HN",
			"HK",
			"HU",
			"IS",
			"IN",
			"ID",
			"IR",
			"IQ",
			"IE",
			"IM",
			"IL",
			"IT",
			"JM",
			"JP",
			"JE",
			"JO",
			"KZ",
			"KE",
			"KI",
			"KR",
			"KW",
			"KG",
			"LA",
			"LV",
			"LB",
			"LS",
			"LR",
			"LY",
			"LI",
			"LT",
			"LU",
			"MO",
			"MK",
			"MG",
			"MW",
			"MY",
			"MV",
			"ML",
			"MT",
			"MH",
			"MQ",
			"MR",
			"MU",
			"YT",
			"MX",
			"FM",
			"MD",
			"MC",
			"MN",
			"ME",
			"MS",
			"MA",
			"MZ",
			"MM",
			"NA",
			"NR",
			"NP",
			"NL",
			"AN",
			"NC",
			"NZ",
			"NI",
			"NE",
			"NG",
			"NU",
			"NF",
			"MP",
			"NO",
			"OM",
			"PK",
			"PW",
			"PS",
			"PA",
			"PG",
			"PY",
			"PE",
			"PH",
			"PN",
			"PL",
			"PT",
			"PR",
			"QA",
			"RE",
			"RO",
			"RU",
			"RW",
			"BL",
			"SH",
			"KN",
			"LC",
			"MF",
			"PM",
			"VC",
			"WS",
			"SM",
			"ST",
			"SA",
			"SN",
			"SS",
			"RS",
			"SC",
			"SL",
			"SG",
			"SK",
			"SI",
			"SB",
			"SO",
			"ZA",
			"GS",
			"ES",
			"LK",
			"SD",
			"SR",
			"SJ",
			"SZ",
			"SE",
			"CH",
			"SY",
			"TW",
			"TJ",
			"TZ",
			"TH",
			"TL",
			"TG",
			"TK",
			"TO",
			"TT",
			"TN",
			"TR",
			"TM",
			"TC",
			"TV",
			"UG",
			"UA",
			"AE",
			"GB",
			"US",
			"UM",
			"UY",
			"UZ",
			"VU",
			"VE",
			"VN",
			"VG",
			"VI",
			"WF",
			"EH",
			"YE",
			"ZM",
			"ZW",
			"BQ",
			"KP",
			"SX",
			"XK",
			"AC"
		]).optional()
	}),
	z$1.object({ status: z$1.string().min(1) }),
	z$1.object({ value: z$1.number() }),
	z$1.object({ option: z$1.string().min(1) }),
	z$1.object({ value: z$1.string() }),
	z$1.object({ value: z$1.iso.datetime() })
]);
/**
* A union of possible value types, as returned in response bodies.
*/
const zOutputValue = z$1.union([
	z$1.object({
		referenced_actor_type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]),
		referenced_actor_id: z$1.uuid().nullable(),
		attribute_type: z$1.enum(["actor-reference"])
	}),
	z$1.object({
		value: z$1.boolean(),
		attribute_type: z$1.enum(["checkbox"])
	}),
	z$1.object({
		currency_value: z$1.number(),
		currency_code: z$1.enum([
			"ARS",
			"AUD",
			"BRL",
			"BGN",
			"CAD",
			"CLP",
			"CNY",
			"COP",
			"CZK",
			"DKK",
			"EUR",
			"FJD",
			"HKD",
			"HUF",
			"ISK",
			"INR",
			"ILS",
			"JPY",
			"KES",
			"KRW",
			"MYR",
			"MXN",
			"NTD",
			"NZD",
			"NGN",
			"NOK",
			"XPF",
			"PEN",
			"PHP",
			"PLN",
			"GBP",
			"RWF",
			"SAR",
			"SGD",
			"ZAR",
			"SEK",
			"CHF",
			"THB",
			"AED",
			"UYU",
			"USD"
		]).optional(),
		attribute_type: z$1.enum(["currency"])
	}),
	z$1.object({
		attribute_type: z$1.enum(["date"]),
		value: z$1.string()
	}),
	z$1.object({
		domain: z$1.string(),
		root_domain: z$1.string(),
		attribute_type: z$1.enum(["domain"])
	}),
	z$1.object({
		original_email_address: z$1.string(),
		email_address: z$1.string(),
		email_domain: z$1.string(),
		email_root_domain: z$1.string(),
		email_local_specifier: z$1.string(),
		attribute_type: z$1.enum(["email-address"])
	}),
	z$1.object({
		target_object: z$1.string(),
		target_record_id: z$1.uuid(),
		attribute_type: z$1.enum(["record-reference"])
	}),
	z$1.object({
		interaction_type: z$1.enum([
			"calendar-event",
			"call",
			"chat-thread",
			"email",
			"in-person-meeting",
			"meeting"
		]),
		interacted_at: z$1.iso.datetime(),
		owner_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		attribute_type: z$1.enum(["interaction"])
	}),
	z$1.object({
		line_1: z$1.string().nullable(),
		line_2: z$1.string().nullable(),
		line_3: z$1.string().nullable(),
		line_4: z$1.string().nullable(),
		locality: z$1.string().nullable(),
		region: z$1.string().nullable(),
		postcode: z$1.string().nullable(),
		country_code: z$1.enum([
			"AF",
			"AX",
			"AL",
			"DZ",
			"AS",
			"AD",
			"AO",
			"AI",
			"AQ",
			"AG",
			"AR",
			"AM",
			"AW",
			"AU",
			"AT",
			"AZ",
			"BS",
			"BH",
			"BD",
			"BB",
			"BY",
			"BE",
			"BZ",
			"BJ",
			"BM",
			"BT",
			"BO",
			"BA",
			"BW",
			"BV",
			"BR",
			"IO",
			"BN",
			"BG",
			"BF",
			"BI",
			"KH",
			"CM",
			"CA",
			"CV",
			"KY",
			"CF",
			"TD",
			"CL",
			"CN",
			"CX",
			"CC",
			"CO",
			"KM",
			"CG",
			"CD",
			"CK",
			"CR",
			"CI",
			"HR",
			"CU",
			"CW",
			"CY",
			"CZ",
			"DK",
			"DJ",
			"DM",
			"DO",
			"EC",
			"EG",
			"SV",
			"GQ",
			"ER",
			"EE",
			"ET",
			"FK",
			"FO",
			"FJ",
			"FI",
			"FR",
			"GF",
			"PF",
			"TF",
			"GA",
			"GM",
			"GE",
			"DE",
			"GH",
			"GI",
			"GR",
			"GL",
			"GD",
			"GP",
			"GU",
			"GT",
			"GG",
			"GN",
			"GW",
			"GY",
			"HT",
			"HM",
			"VA",
			"HN",
			"HK",
			"HU",
			"IS",
			"IN",
			"ID",
			"IR",
			"IQ",
			"IE",
			"IM",
			"IL",
			"IT",
			"JM",
			"JP",
			"JE",
			"JO",
			"KZ",
			"KE",
			"KI",
			"KR",
			"KW",
			"KG",
			"LA",
			"LV",
			"LB",
			"LS",
			"LR",
			"LY",
			"LI",
			"LT",
			"LU",
			"MO",
			"MK",
			"MG",
			"MW",
			"MY",
			"MV",
			"ML",
			"MT",
			"MH",
			"MQ",
			"MR",
			"MU",
			"YT",
			"MX",
			"FM",
			"MD",
			"MC",
			"MN",
			"ME",
			"MS",
			"MA",
			"MZ",
			"MM",
			"NA",
			"NR",
			"NP",
			"NL",
			"AN",
			"NC",
			"NZ",
			"NI",
			"NE",
			"NG",
			"NU",
			"NF",
			"MP",
			"NO",
			"OM",
			"PK",
			"PW",
			"PS",
			"PA",
			"PG",
			"PY",
			"PE",
			"PH",
			"PN",
			"PL",
			"PT",
			"PR",
			"QA",
			"RE",
			"RO",
			"RU",
			"RW",
			"BL",
			"SH",
			"KN",
			"LC",
			"MF",
			"PM",
			"VC",
			"WS",
			"SM",
			"ST",
			"SA",
			"SN",
			"SS",
			"RS",
			"SC",
			"SL",
			"SG",
			"SK",
			"SI",
			"SB",
			"SO",
			"ZA",
			"GS",
			"ES",
			"LK",
			"SD",
			"SR",
			"SJ",
			"SZ",
			"SE",
			"CH",
			"SY",
			"TW",
			"TJ",
			"TZ",
			"TH",
			"TL",
			"TG",
			"TK",
			"TO",
			"TT",
			"TN",
			"TR",
			"TM",
			"TC",
			"TV",
			"UG",
			"UA",
			"AE",
			"GB",
			"US",
			"UM",
			"UY",
			"UZ",
			"VU",
			"VE",
			"VN",
			"VG",
			"VI",
			"WF",
			"EH",
			"YE",
			"ZM",
			"ZW",
			"BQ",
			"KP",
			"SX",
			"XK",
			"AC"
		]),
		latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
		longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
		attribute_type: z$1.enum(["location"])
	}),
	z$1.object({
		value: z$1.number(),
		attribute_type: z$1.enum(["number"])
	}),
	z$1.object({
		first_name: z$1.string(),
		last_name: z$1.string(),
		full_name: z$1.string(),
		attribute_type: z$1.enum(["personal-name"])
	}),
	z$1.object({
		original_phone_number: z$1.string(),
		country_code: z$1.enum([
			"AF",
			"AX",
			"AL",
			"DZ",
			"AS",
			"AD",
			"AO",
			"AI",
			"AQ",
			"AG",
			"AR",
			"AM",
			"AW",
			"AU",
			"AT",
			"AZ",
			"BS",
			"BH",
			"BD",
			"BB",
			"BY",
			"BE",
			"BZ",
			"BJ",
			"BM",
			"BT",
			"BO",
			"BA",
			"BW",
			"BV",
			"BR",
			"IO",
			"BN",
			"BG",
			"BF",
			"BI",
			"KH",
			"CM",
			"CA",
			"CV",
			"KY",
			"CF",
			"TD",
			"CL",
			"CN",
			"CX",
			"CC",
			"CO",
			"KM",
			"CG",
			"CD",
			"CK",
			"CR",
			"CI",
			"HR",
			"CU",
			"CW",
			"CY",
			"CZ",
			"DK",
			"DJ",
			"DM",
			"DO",
			"EC",
			"EG",
			"SV",
			"GQ",
			"ER",
			"EE",
			"ET",
			"FK",
			"FO",
			"FJ",
			"FI",
			"FR",
			"GF",
			"PF",
			"TF",
			"GA",
			"GM",
			"GE",
			"DE",
			"GH",
			"GI",
			"GR",
			"GL",
			"GD",
			"GP",
			"GU",
			"GT",
			"GG",
			"GN",
			"GW",
			"GY",
			"HT",
			"HM",
			"VA",
			"HN",
			"HK",
			"HU",
			"IS",
			"IN",
			"ID",
			"IR",
			"IQ",
			"IE",
			"IM",
			"IL",
			"IT",
			"JM",
			"JP",
			"JE",
			"JO",
			"KZ",
			"KE",
			"KI",
			"KR",
			"KW",
			"KG",
			"LA",
			"LV",
			"LB",
			"LS",
			"LR",
			"LY",
			"LI",
			"LT",
			"LU",
			"MO",
			"MK",
			"MG",
			"MW",
			"MY",
			"MV",
			"ML",
			"MT",
			"MH",
			"MQ",
			"MR",
			"MU",
			"YT",
			"MX",
			"FM",
			"MD",
			"MC",
			"MN",
			"ME",
			"MS",
			"MA",
			"MZ",
			"MM",
			"NA",
			"NR",
			"NP",
			"NL",
			"AN",
			"NC",
			"NZ",
			"NI",
			"NE",
			"NG",
			"NU",
			"NF",
			"MP",
			"NO",
			"OM",
			"PK",
			"PW",
			"PS",
			"PA",
			"PG",
			"PY",
			"PE",
			"PH",
			"PN",
			"PL",
			"PT",
			"PR",
			"QA",
			"RE",
			"RO",
			"RU",
			"RW",
			"BL",
			"SH",
			"KN",
			"LC",
			"MF",
			"PM",
			"VC",
			"WS",
			"SM",
			"ST",
			"SA",
			"SN",
			"SS",
			"RS",
			"SC",
			"SL",
			"SG",
			"SK",
			"SI",
			"SB",
			"SO",
			"ZA",
			"GS",
			"ES",
			"LK",
			"SD",
			"SR",
			"SJ",
			"SZ",
			"SE",
			"CH",
			"SY",
			"TW",
			"TJ",
			"TZ",
			"TH",
			"TL",
			"TG",
			"TK",
			"TO",
			"TT",
			"TN",
			"TR",
			"TM",
			"TC",
			"TV",
			"UG",
			"UA",
			"AE",
			"GB",
			"US",
			"UM",
			"UY",
			"UZ",
			"VU",
			"VE",
			"VN",
			"VG",
			"VI",
			"WF",
			"EH",
			"YE",
			"ZM",
			"ZW",
			"BQ",
			"KP",
			"SX",
			"XK",
			"AC"
		]),
		phone_number: z$1.string(),
		attribute_type: z$1.enum(["phone-number"])
	}),
	z$1.object({
		status: z$1.uuid(),
		attribute_type: z$1.enum(["status"])
	}),
	z$1.object({
		status: zStatus,
		attribute_type: z$1.enum(["status"])
	}),
	z$1.object({
		value: z$1.number(),
		attribute_type: z$1.enum(["rating"])
	}),
	z$1.object({
		option: z$1.uuid(),
		attribute_type: z$1.enum(["select"])
	}),
	z$1.object({
		option: zSelectOption,
		attribute_type: z$1.enum(["select"])
	}),
	z$1.object({
		value: z$1.string(),
		attribute_type: z$1.enum(["text"])
	}),
	z$1.object({
		attribute_type: z$1.enum(["timestamp"]),
		value: z$1.iso.datetime()
	})
]);
const zAttribute = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		attribute_id: z$1.uuid()
	}),
	title: z$1.string(),
	description: z$1.string().nullable(),
	api_slug: z$1.string(),
	type: z$1.enum([
		"text",
		"number",
		"checkbox",
		"currency",
		"date",
		"timestamp",
		"rating",
		"status",
		"select",
		"record-reference",
		"actor-reference",
		"location",
		"domain",
		"email-address",
		"phone-number",
		"interaction",
		"personal-name"
	]),
	is_system_attribute: z$1.boolean(),
	is_writable: z$1.boolean(),
	is_required: z$1.boolean(),
	is_unique: z$1.boolean(),
	is_multiselect: z$1.boolean(),
	is_default_value_enabled: z$1.boolean(),
	is_archived: z$1.boolean(),
	default_value: z$1.union([z$1.object({
		type: z$1.enum(["dynamic"]),
		template: z$1.union([z$1.enum(["current-user"]), z$1.string()])
	}), z$1.object({
		type: z$1.enum(["static"]),
		template: z$1.array(zOutputValue)
	})]).nullable(),
	relationship: z$1.object({
		id: z$1.object({
			workspace_id: z$1.uuid(),
			object_id: z$1.uuid(),
			attribute_id: z$1.uuid()
		}),
		object_slug: z$1.string(),
		title: z$1.string(),
		api_slug: z$1.string(),
		is_multiselect: z$1.boolean()
	}).nullable(),
	created_at: z$1.string(),
	config: z$1.object({
		currency: z$1.object({
			default_currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]),
			display_type: z$1.enum([
				"code",
				"name",
				"narrowSymbol",
				"symbol"
			])
		}),
		record_reference: z$1.object({ allowed_object_ids: z$1.array(z$1.uuid()).nullable() })
	})
});
const zListView = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		list_id: z$1.uuid(),
		view_id: z$1.uuid()
	}),
	title: z$1.string(),
	created_at: z$1.string()
});
const zList = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		list_id: z$1.uuid()
	}),
	api_slug: z$1.string(),
	name: z$1.string(),
	parent_object: z$1.array(z$1.string()),
	workspace_access: z$1.enum([
		"full-access",
		"read-and-write",
		"read-only"
	]),
	workspace_member_access: z$1.array(z$1.object({
		workspace_member_id: z$1.uuid(),
		level: z$1.enum([
			"full-access",
			"read-and-write",
			"read-only"
		])
	})),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string()
});
const zObject = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid()
	}),
	api_slug: z$1.string().nullable(),
	singular_noun: z$1.string().nullable(),
	plural_noun: z$1.string().nullable(),
	created_at: z$1.string()
});
const zObjectView = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		view_id: z$1.uuid()
	}),
	title: z$1.string(),
	created_at: z$1.string()
});
const zWorkspaceMember = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		workspace_member_id: z$1.uuid()
	}),
	first_name: z$1.string(),
	last_name: z$1.string(),
	avatar_url: z$1.url().nullable(),
	email_address: z$1.email(),
	created_at: z$1.string(),
	access_level: z$1.enum([
		"admin",
		"member",
		"suspended"
	])
});
const zComment = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		comment_id: z$1.uuid()
	}),
	thread_id: z$1.uuid(),
	content_plaintext: z$1.string(),
	entry: z$1.object({
		entry_id: z$1.uuid(),
		list_id: z$1.uuid()
	}).nullable(),
	record: z$1.object({
		record_id: z$1.uuid(),
		object_id: z$1.uuid()
	}),
	resolved_at: z$1.string().nullable(),
	resolved_by: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string(),
	author: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	})
});
/**
* File
*/
const zFile = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		file_id: z$1.uuid()
	}),
	object_id: z$1.uuid(),
	object_slug: z$1.string(),
	record_id: z$1.uuid(),
	storage_provider: z$1.enum([
		"attio",
		"dropbox",
		"box",
		"google-drive",
		"microsoft-onedrive"
	]),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string(),
	file_type: z$1.enum(["file"]),
	name: z$1.string(),
	content_type: z$1.string().nullable(),
	content_size: z$1.number().nullable(),
	parent_folder_id: z$1.uuid().nullable()
});
/**
* Folder
*/
const zFolder = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		file_id: z$1.uuid()
	}),
	object_id: z$1.uuid(),
	object_slug: z$1.string(),
	record_id: z$1.uuid(),
	storage_provider: z$1.enum([
		"attio",
		"dropbox",
		"box",
		"google-drive",
		"microsoft-onedrive"
	]),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string(),
	file_type: z$1.enum(["folder"]),
	name: z$1.string(),
	parent_folder_id: z$1.uuid().nullable()
});
/**
* Connected File
*/
const zConnectedFile = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		file_id: z$1.uuid()
	}),
	object_id: z$1.uuid(),
	object_slug: z$1.string(),
	record_id: z$1.uuid(),
	storage_provider: z$1.enum([
		"attio",
		"dropbox",
		"box",
		"google-drive",
		"microsoft-onedrive"
	]),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string(),
	file_type: z$1.enum(["connected-file"]),
	external_provider_file_id: z$1.string(),
	microsoft_drive_id: z$1.string().nullable()
});
/**
* Connected Folder
*/
const zConnectedFolder = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		file_id: z$1.uuid()
	}),
	object_id: z$1.uuid(),
	object_slug: z$1.string(),
	record_id: z$1.uuid(),
	storage_provider: z$1.enum([
		"attio",
		"dropbox",
		"box",
		"google-drive",
		"microsoft-onedrive"
	]),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string(),
	file_type: z$1.enum(["connected-folder"]),
	external_provider_file_id: z$1.string(),
	microsoft_drive_id: z$1.string().nullable()
});
const zMeeting = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		meeting_id: z$1.uuid()
	}),
	title: z$1.string(),
	description: z$1.string(),
	is_all_day: z$1.boolean(),
	start: z$1.union([z$1.object({
		datetime: z$1.string(),
		timezone: z$1.string().nullable()
	}), z$1.object({ date: z$1.string() })]),
	end: z$1.union([z$1.object({
		datetime: z$1.string(),
		timezone: z$1.string().nullable()
	}), z$1.object({ date: z$1.string() })]),
	participants: z$1.array(z$1.object({
		status: z$1.enum([
			"accepted",
			"tentative",
			"declined",
			"pending"
		]),
		is_organizer: z$1.boolean(),
		email_address: z$1.string().nullable()
	})),
	linked_records: z$1.array(z$1.object({
		object_slug: z$1.string(),
		object_id: z$1.uuid(),
		record_id: z$1.uuid()
	})),
	created_at: z$1.string(),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	})
});
const zNote = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		note_id: z$1.uuid()
	}),
	parent_object: z$1.string(),
	parent_record_id: z$1.uuid(),
	title: z$1.string(),
	meeting_id: z$1.uuid().nullable(),
	content_plaintext: z$1.string(),
	content_markdown: z$1.string(),
	tags: z$1.array(z$1.union([z$1.object({
		type: z$1.enum(["workspace-member"]),
		workspace_member_id: z$1.uuid()
	}), z$1.object({
		type: z$1.enum(["record"]),
		object: z$1.string(),
		record_id: z$1.uuid()
	})])),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string()
});
const zTask = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		task_id: z$1.uuid()
	}),
	content_plaintext: z$1.string(),
	deadline_at: z$1.string().nullable(),
	is_completed: z$1.boolean(),
	completed_at: z$1.string().nullable(),
	linked_records: z$1.array(z$1.object({
		target_object_id: z$1.string(),
		target_record_id: z$1.uuid()
	})),
	assignees: z$1.array(z$1.object({
		referenced_actor_type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]),
		referenced_actor_id: z$1.uuid()
	})),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string()
});
const zThread = z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		thread_id: z$1.uuid()
	}),
	comments: z$1.array(zComment).min(1),
	created_at: z$1.string()
});
/**
* Success
*/
const zGetV2ObjectsResponse = z$1.object({ data: z$1.array(zObject) });
const zPostV2ObjectsBody = z$1.object({ data: z$1.object({
	api_slug: z$1.string(),
	singular_noun: z$1.string().min(1),
	plural_noun: z$1.string().min(1)
}) });
/**
* Success
*/
const zPostV2ObjectsResponse = z$1.object({ data: zObject });
const zGetV2ObjectsByObjectPath = z$1.object({ object: z$1.string() });
/**
* Success
*/
const zGetV2ObjectsByObjectResponse = z$1.object({ data: zObject });
const zPatchV2ObjectsByObjectBody = z$1.object({ data: z$1.object({
	api_slug: z$1.string().optional(),
	singular_noun: z$1.string().min(1).optional(),
	plural_noun: z$1.string().min(1).optional()
}) });
const zPatchV2ObjectsByObjectPath = z$1.object({ object: z$1.string() });
/**
* Success
*/
const zPatchV2ObjectsByObjectResponse = z$1.object({ data: zObject });
const zGetV2ObjectsByObjectViewsPath = z$1.object({ object: z$1.string() });
const zGetV2ObjectsByObjectViewsQuery = z$1.object({
	show_archived: z$1.boolean().optional().default(false),
	limit: z$1.int().gte(1).lte(1e3).optional().default(500),
	cursor: z$1.string().optional()
});
/**
* Success
*/
const zGetV2ObjectsByObjectViewsResponse = z$1.object({
	data: z$1.array(zObjectView),
	pagination: z$1.object({ next_cursor: z$1.string().nullable() })
});
const zGetV2ByTargetByIdentifierAttributesPath = z$1.object({
	target: z$1.enum(["objects", "lists"]),
	identifier: z$1.string()
});
const zGetV2ByTargetByIdentifierAttributesQuery = z$1.object({
	limit: z$1.int().optional(),
	offset: z$1.int().optional(),
	show_archived: z$1.boolean().optional()
});
/**
* Success
*/
const zGetV2ByTargetByIdentifierAttributesResponse = z$1.object({ data: z$1.array(zAttribute) });
const zPostV2ByTargetByIdentifierAttributesBody = z$1.object({ data: z$1.object({
	title: z$1.string(),
	description: z$1.string().nullable(),
	api_slug: z$1.string(),
	type: z$1.enum([
		"text",
		"number",
		"checkbox",
		"currency",
		"date",
		"timestamp",
		"rating",
		"status",
		"select",
		"record-reference",
		"actor-reference",
		"location",
		"domain",
		"email-address",
		"phone-number"
	]),
	is_required: z$1.boolean(),
	is_unique: z$1.boolean(),
	is_multiselect: z$1.boolean(),
	default_value: z$1.union([z$1.object({
		type: z$1.enum(["dynamic"]),
		template: z$1.union([z$1.enum(["current-user"]), z$1.string()])
	}), z$1.object({
		type: z$1.enum(["static"]),
		template: z$1.array(zInputValue)
	})]).nullish(),
	relationship: z$1.object({
		object: z$1.string(),
		title: z$1.string(),
		api_slug: z$1.string(),
		is_multiselect: z$1.boolean()
	}).nullish(),
	config: z$1.object({
		currency: z$1.object({
			default_currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]),
			display_type: z$1.enum([
				"code",
				"name",
				"narrowSymbol",
				"symbol"
			])
		}).optional(),
		record_reference: z$1.object({ allowed_objects: z$1.array(z$1.string()).min(1) }).optional()
	})
}) });
const zPostV2ByTargetByIdentifierAttributesPath = z$1.object({
	target: z$1.enum(["objects", "lists"]),
	identifier: z$1.string()
});
/**
* Success
*/
const zPostV2ByTargetByIdentifierAttributesResponse = z$1.object({ data: zAttribute });
const zGetV2ByTargetByIdentifierAttributesByAttributePath = z$1.object({
	target: z$1.enum(["objects", "lists"]),
	identifier: z$1.string(),
	attribute: z$1.string()
});
/**
* Success
*/
const zGetV2ByTargetByIdentifierAttributesByAttributeResponse = z$1.object({ data: zAttribute });
const zPatchV2ByTargetByIdentifierAttributesByAttributeBody = z$1.object({ data: z$1.object({
	title: z$1.string().optional(),
	description: z$1.string().nullish(),
	api_slug: z$1.string().optional(),
	is_required: z$1.boolean().optional(),
	is_unique: z$1.boolean().optional(),
	default_value: z$1.union([z$1.object({
		type: z$1.enum(["dynamic"]),
		template: z$1.union([z$1.enum(["current-user"]), z$1.string()])
	}), z$1.object({
		type: z$1.enum(["static"]),
		template: z$1.array(zInputValue)
	})]).nullish(),
	config: z$1.object({
		currency: z$1.object({
			default_currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]),
			display_type: z$1.enum([
				"code",
				"name",
				"narrowSymbol",
				"symbol"
			])
		}).optional(),
		record_reference: z$1.object({ allowed_objects: z$1.array(z$1.string()).min(1) }).optional()
	}).optional(),
	is_archived: z$1.boolean().optional()
}) });
const zPatchV2ByTargetByIdentifierAttributesByAttributePath = z$1.object({
	target: z$1.enum(["objects", "lists"]),
	identifier: z$1.string(),
	attribute: z$1.string()
});
/**
* Success
*/
const zPatchV2ByTargetByIdentifierAttributesByAttributeResponse = z$1.object({ data: zAttribute });
const zGetV2ByTargetByIdentifierAttributesByAttributeOptionsPath = z$1.object({
	target: z$1.enum(["objects", "lists"]),
	identifier: z$1.string(),
	attribute: z$1.string()
});
const zGetV2ByTargetByIdentifierAttributesByAttributeOptionsQuery = z$1.object({ show_archived: z$1.boolean().optional() });
/**
* Success
*/
const zGetV2ByTargetByIdentifierAttributesByAttributeOptionsResponse = z$1.object({ data: z$1.array(zSelectOption) });
const zPostV2ByTargetByIdentifierAttributesByAttributeOptionsBody = z$1.object({ data: z$1.object({ title: z$1.string().min(1) }) });
const zPostV2ByTargetByIdentifierAttributesByAttributeOptionsPath = z$1.object({
	target: z$1.enum(["objects", "lists"]),
	identifier: z$1.string(),
	attribute: z$1.string()
});
/**
* Success
*/
const zPostV2ByTargetByIdentifierAttributesByAttributeOptionsResponse = z$1.object({ data: zSelectOption });
const zPatchV2ByTargetByIdentifierAttributesByAttributeOptionsByOptionBody = z$1.object({ data: z$1.object({
	title: z$1.string().min(1).optional(),
	is_archived: z$1.boolean().optional()
}) });
const zPatchV2ByTargetByIdentifierAttributesByAttributeOptionsByOptionPath = z$1.object({
	target: z$1.enum(["objects", "lists"]),
	identifier: z$1.string(),
	attribute: z$1.string(),
	option: z$1.string()
});
/**
* Success
*/
const zPatchV2ByTargetByIdentifierAttributesByAttributeOptionsByOptionResponse = z$1.object({ data: zSelectOption });
const zGetV2ByTargetByIdentifierAttributesByAttributeStatusesPath = z$1.object({
	target: z$1.enum(["lists", "objects"]),
	identifier: z$1.string(),
	attribute: z$1.string()
});
const zGetV2ByTargetByIdentifierAttributesByAttributeStatusesQuery = z$1.object({ show_archived: z$1.boolean().optional().default(false) });
/**
* Success
*/
const zGetV2ByTargetByIdentifierAttributesByAttributeStatusesResponse = z$1.object({ data: z$1.array(zStatus) });
const zPostV2ByTargetByIdentifierAttributesByAttributeStatusesBody = z$1.object({ data: z$1.object({
	title: z$1.string().min(1),
	celebration_enabled: z$1.boolean().optional().default(false),
	target_time_in_status: z$1.string().regex(/P(?:(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(?:T(\d+(?:[\.,]\d+)?H)?(\d+(?:[\.,]\d+)?M)?(\d+(?:[\.,]\d+)?S)?)?)/).nullish()
}) });
const zPostV2ByTargetByIdentifierAttributesByAttributeStatusesPath = z$1.object({
	target: z$1.enum(["lists", "objects"]),
	identifier: z$1.string(),
	attribute: z$1.string()
});
/**
* Success
*/
const zPostV2ByTargetByIdentifierAttributesByAttributeStatusesResponse = z$1.object({ data: zStatus });
const zPatchV2ByTargetByIdentifierAttributesByAttributeStatusesByStatusBody = z$1.object({ data: z$1.object({
	title: z$1.string().min(1).optional(),
	celebration_enabled: z$1.boolean().optional().default(false),
	target_time_in_status: z$1.string().regex(/P(?:(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(?:T(\d+(?:[\.,]\d+)?H)?(\d+(?:[\.,]\d+)?M)?(\d+(?:[\.,]\d+)?S)?)?)/).nullish(),
	is_archived: z$1.boolean().optional()
}) });
const zPatchV2ByTargetByIdentifierAttributesByAttributeStatusesByStatusPath = z$1.object({
	target: z$1.enum(["lists", "objects"]),
	identifier: z$1.string(),
	attribute: z$1.string(),
	status: z$1.string()
});
/**
* Success
*/
const zPatchV2ByTargetByIdentifierAttributesByAttributeStatusesByStatusResponse = z$1.object({ data: zStatus });
const zPostV2ObjectsByObjectRecordsQueryBody = z$1.object({
	filter: z$1.record(z$1.string(), z$1.unknown()).optional(),
	filter_view_id: z$1.uuid().optional(),
	sorts: z$1.array(z$1.union([z$1.object({
		direction: z$1.enum(["asc", "desc"]),
		attribute: z$1.string(),
		field: z$1.string().optional()
	}), z$1.object({
		direction: z$1.enum(["asc", "desc"]),
		path: z$1.array(z$1.tuple([z$1.string(), z$1.string()])),
		field: z$1.string().optional()
	})])).optional(),
	limit: z$1.number().optional(),
	offset: z$1.number().optional()
});
const zPostV2ObjectsByObjectRecordsQueryPath = z$1.object({ object: z$1.string() });
/**
* Success
*/
const zPostV2ObjectsByObjectRecordsQueryResponse = z$1.object({ data: z$1.array(z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		record_id: z$1.uuid()
	}),
	created_at: z$1.string(),
	web_url: z$1.url(),
	values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
})) });
const zPostV2ObjectsByObjectRecordsBody = z$1.object({ data: z$1.object({ values: z$1.record(z$1.string(), z$1.array(z$1.unknown())) }) });
const zPostV2ObjectsByObjectRecordsPath = z$1.object({ object: z$1.string() });
/**
* Success
*/
const zPostV2ObjectsByObjectRecordsResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		record_id: z$1.uuid()
	}),
	created_at: z$1.string(),
	web_url: z$1.url(),
	values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zPutV2ObjectsByObjectRecordsBody = z$1.object({ data: z$1.object({ values: z$1.record(z$1.string(), z$1.array(z$1.unknown())) }) });
const zPutV2ObjectsByObjectRecordsPath = z$1.object({ object: z$1.string() });
const zPutV2ObjectsByObjectRecordsQuery = z$1.object({ matching_attribute: z$1.string() });
/**
* Success
*/
const zPutV2ObjectsByObjectRecordsResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		record_id: z$1.uuid()
	}),
	created_at: z$1.string(),
	web_url: z$1.url(),
	values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zDeleteV2ObjectsByObjectRecordsByRecordIdPath = z$1.object({
	object: z$1.string(),
	record_id: z$1.string()
});
/**
* Success
*/
const zDeleteV2ObjectsByObjectRecordsByRecordIdResponse = z$1.record(z$1.string(), z$1.unknown());
const zGetV2ObjectsByObjectRecordsByRecordIdPath = z$1.object({
	object: z$1.string(),
	record_id: z$1.uuid()
});
/**
* Success
*/
const zGetV2ObjectsByObjectRecordsByRecordIdResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		record_id: z$1.uuid()
	}),
	created_at: z$1.string(),
	web_url: z$1.url(),
	values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zPatchV2ObjectsByObjectRecordsByRecordIdBody = z$1.object({ data: z$1.object({ values: z$1.record(z$1.string(), z$1.array(z$1.unknown())) }) });
const zPatchV2ObjectsByObjectRecordsByRecordIdPath = z$1.object({
	object: z$1.string(),
	record_id: z$1.string()
});
/**
* Success
*/
const zPatchV2ObjectsByObjectRecordsByRecordIdResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		record_id: z$1.uuid()
	}),
	created_at: z$1.string(),
	web_url: z$1.url(),
	values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zPutV2ObjectsByObjectRecordsByRecordIdBody = z$1.object({ data: z$1.object({ values: z$1.record(z$1.string(), z$1.array(z$1.unknown())) }) });
const zPutV2ObjectsByObjectRecordsByRecordIdPath = z$1.object({
	object: z$1.string(),
	record_id: z$1.string()
});
/**
* Success
*/
const zPutV2ObjectsByObjectRecordsByRecordIdResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		object_id: z$1.uuid(),
		record_id: z$1.uuid()
	}),
	created_at: z$1.string(),
	web_url: z$1.url(),
	values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zGetV2ObjectsByObjectRecordsByRecordIdAttributesByAttributeValuesPath = z$1.object({
	object: z$1.string(),
	record_id: z$1.uuid(),
	attribute: z$1.string()
});
const zGetV2ObjectsByObjectRecordsByRecordIdAttributesByAttributeValuesQuery = z$1.object({
	show_historic: z$1.boolean().optional().default(false),
	limit: z$1.int().optional(),
	offset: z$1.int().optional()
});
/**
* Success
*/
const zGetV2ObjectsByObjectRecordsByRecordIdAttributesByAttributeValuesResponse = z$1.object({ data: z$1.array(z$1.union([
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		referenced_actor_type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]),
		referenced_actor_id: z$1.uuid().nullable(),
		attribute_type: z$1.enum(["actor-reference"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		value: z$1.boolean(),
		attribute_type: z$1.enum(["checkbox"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		currency_value: z$1.number(),
		currency_code: z$1.enum([
			"ARS",
			"AUD",
			"BRL",
			"BGN",
			"CAD",
			"CLP",
			"CNY",
			"COP",
			"CZK",
			"DKK",
			"EUR",
			"FJD",
			"HKD",
			"HUF",
			"ISK",
			"INR",
			"ILS",
			"JPY",
			"KES",
			"KRW",
			"MYR",
			"MXN",
			"NTD",
			"NZD",
			"NGN",
			"NOK",
			"XPF",
			"PEN",
			"PHP",
			"PLN",
			"GBP",
			"RWF",
			"SAR",
			"SGD",
			"ZAR",
			"SEK",
			"CHF",
			"THB",
			"AED",
			"UYU",
			"USD"
		]).optional(),
		attribute_type: z$1.enum(["currency"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		attribute_type: z$1.enum(["date"]),
		value: z$1.string()
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		domain: z$1.string(),
		root_domain: z$1.string(),
		attribute_type: z$1.enum(["domain"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		original_email_address: z$1.string(),
		email_address: z$1.string(),
		email_domain: z$1.string(),
		email_root_domain: z$1.string(),
		email_local_specifier: z$1.string(),
		attribute_type: z$1.enum(["email-address"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		target_object: z$1.string(),
		target_record_id: z$1.uuid(),
		attribute_type: z$1.enum(["record-reference"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		interaction_type: z$1.enum([
			"calendar-event",
			"call",
			"chat-thread",
			"email",
			"in-person-meeting",
			"meeting"
		]),
		interacted_at: z$1.iso.datetime(),
		owner_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		attribute_type: z$1.enum(["interaction"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		line_1: z$1.string().nullable(),
		line_2: z$1.string().nullable(),
		line_3: z$1.string().nullable(),
		line_4: z$1.string().nullable(),
		locality: z$1.string().nullable(),
		region: z$1.string().nullable(),
		postcode: z$1.string().nullable(),
		country_code: z$1.enum([
			"AF",
			"AX",
			"AL",
			"DZ",
			"AS",
			"AD",
			"AO",
			"AI",
			"AQ",
			"AG",
			"AR",
			"AM",
			"AW",
			"AU",
			"AT",
			"AZ",
			"BS",
			"BH",
			"BD",
			"BB",
			"BY",
			"BE",
			"BZ",
			"BJ",
			"BM",
			"BT",
			"BO",
			"BA",
			"BW",
			"BV",
			"BR",
			"IO",
			"BN",
			"BG",
			"BF",
			"BI",
			"KH",
			"CM",
			"CA",
			"CV",
			"KY",
			"CF",
			"TD",
			"CL",
			"CN",
			"CX",
			"CC",
			"CO",
			"KM",
			"CG",
			"CD",
			"CK",
			"CR",
			"CI",
			"HR",
			"CU",
			"CW",
			"CY",
			"CZ",
			"DK",
			"DJ",
			"DM",
			"DO",
			"EC",
			"EG",
			"SV",
			"GQ",
			"ER",
			"EE",
			"ET",
			"FK",
			"FO",
			"FJ",
			"FI",
			"FR",
			"GF",
			"PF",
			"TF",
			"GA",
			"GM",
			"GE",
			"DE",
			"GH",
			"GI",
			"GR",
			"GL",
			"GD",
			"GP",
			"GU",
			"GT",
			"GG",
			"GN",
			"GW",
			"GY",
			"HT",
			"HM",
			"VA",
			"HN",
			"HK",
			"HU",
			"IS",
			"IN",
			"ID",
			"IR",
			"IQ",
			"IE",
			"IM",
			"IL",
			"IT",
			"JM",
			"JP",
			"JE",
			"JO",
			"KZ",
			"KE",
			"KI",
			"KR",
			"KW",
			"KG",
			"LA",
			"LV",
			"LB",
			"LS",
			"LR",
			"LY",
			"LI",
			"LT",
			"LU",
			"MO",
			"MK",
			"MG",
			"MW",
			"MY",
			"MV",
			"ML",
			"MT",
			"MH",
			"MQ",
			"MR",
			"MU",
			"YT",
			"MX",
			"FM",
			"MD",
			"MC",
			"MN",
			"ME",
			"MS",
			"MA",
			"MZ",
			"MM",
			"NA",
			"NR",
			"NP",
			"NL",
			"AN",
			"NC",
			"NZ",
			"NI",
			"NE",
			"NG",
			"NU",
			"NF",
			"MP",
			"NO",
			"OM",
			"PK",
			"PW",
			"PS",
			"PA",
			"PG",
			"PY",
			"PE",
			"PH",
			"PN",
			"PL",
			"PT",
			"PR",
			"QA",
			"RE",
			"RO",
			"RU",
			"RW",
			"BL",
			"SH",
			"KN",
			"LC",
			"MF",
			"PM",
			"VC",
			"WS",
			"SM",
			"ST",
			"SA",
			"SN",
			"SS",
			"RS",
			"SC",
			"SL",
			"SG",
			"SK",
			"SI",
			"SB",
			"SO",
			"ZA",
			"GS",
			"ES",
			"LK",
			"SD",
			"SR",
			"SJ",
			"SZ",
			"SE",
			"CH",
			"SY",
			"TW",
			"TJ",
			"TZ",
			"TH",
			"TL",
			"TG",
			"TK",
			"TO",
			"TT",
			"TN",
			"TR",
			"TM",
			"TC",
			"TV",
			"UG",
			"UA",
			"AE",
			"GB",
			"US",
			"UM",
			"UY",
			"UZ",
			"VU",
			"VE",
			"VN",
			"VG",
			"VI",
			"WF",
			"EH",
			"YE",
			"ZM",
			"ZW",
			"BQ",
			"KP",
			"SX",
			"XK",
			"AC"
		]),
		latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
		longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
		attribute_type: z$1.enum(["location"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		value: z$1.number(),
		attribute_type: z$1.enum(["number"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		first_name: z$1.string(),
		last_name: z$1.string(),
		full_name: z$1.string(),
		attribute_type: z$1.enum(["personal-name"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		original_phone_number: z$1.string(),
		country_code: z$1.enum([
			"AF",
			"AX",
			"AL",
			"DZ",
			"AS",
			"AD",
			"AO",
			"AI",
			"AQ",
			"AG",
			"AR",
			"AM",
			"AW",
			"AU",
			"AT",
			"AZ",
			"BS",
			"BH",
			"BD",
			"BB",
			"BY",
			"BE",
			"BZ",
			"BJ",
			"BM",
			"BT",
			"BO",
			"BA",
			"BW",
			"BV",
			"BR",
			"IO",
			"BN",
			"BG",
			"BF",
			"BI",
			"KH",
			"CM",
			"CA",
			"CV",
			"KY",
			"CF",
			"TD",
			"CL",
			"CN",
			"CX",
			"CC",
			"CO",
			"KM",
			"CG",
			"CD",
			"CK",
			"CR",
			"CI",
			"HR",
			"CU",
			"CW",
			"CY",
			"CZ",
			"DK",
			"DJ",
			"DM",
			"DO",
			"EC",
			"EG",
			"SV",
			"GQ",
			"ER",
			"EE",
			"ET",
			"FK",
			"FO",
			"FJ",
			"FI",
			"FR",
			"GF",
			"PF",
			"TF",
			"GA",
			"GM",
			"GE",
			"DE",
			"GH",
			"GI",
			"GR",
			"GL",
			"GD",
			"GP",
			"GU",
			"GT",
			"GG",
			"GN",
			"GW",
			"GY",
			"HT",
			"HM",
			"VA",
			"HN",
			"HK",
			"HU",
			"IS",
			"IN",
			"ID",
			"IR",
			"IQ",
			"IE",
			"IM",
			"IL",
			"IT",
			"JM",
			"JP",
			"JE",
			"JO",
			"KZ",
			"KE",
			"KI",
			"KR",
			"KW",
			"KG",
			"LA",
			"LV",
			"LB",
			"LS",
			"LR",
			"LY",
			"LI",
			"LT",
			"LU",
			"MO",
			"MK",
			"MG",
			"MW",
			"MY",
			"MV",
			"ML",
			"MT",
			"MH",
			"MQ",
			"MR",
			"MU",
			"YT",
			"MX",
			"FM",
			"MD",
			"MC",
			"MN",
			"ME",
			"MS",
			"MA",
			"MZ",
			"MM",
			"NA",
			"NR",
			"NP",
			"NL",
			"AN",
			"NC",
			"NZ",
			"NI",
			"NE",
			"NG",
			"NU",
			"NF",
			"MP",
			"NO",
			"OM",
			"PK",
			"PW",
			"PS",
			"PA",
			"PG",
			"PY",
			"PE",
			"PH",
			"PN",
			"PL",
			"PT",
			"PR",
			"QA",
			"RE",
			"RO",
			"RU",
			"RW",
			"BL",
			"SH",
			"KN",
			"LC",
			"MF",
			"PM",
			"VC",
			"WS",
			"SM",
			"ST",
			"SA",
			"SN",
			"SS",
			"RS",
			"SC",
			"SL",
			"SG",
			"SK",
			"SI",
			"SB",
			"SO",
			"ZA",
			"GS",
			"ES",
			"LK",
			"SD",
			"SR",
			"SJ",
			"SZ",
			"SE",
			"CH",
			"SY",
			"TW",
			"TJ",
			"TZ",
			"TH",
			"TL",
			"TG",
			"TK",
			"TO",
			"TT",
			"TN",
			"TR",
			"TM",
			"TC",
			"TV",
			"UG",
			"UA",
			"AE",
			"GB",
			"US",
			"UM",
			"UY",
			"UZ",
			"VU",
			"VE",
			"VN",
			"VG",
			"VI",
			"WF",
			"EH",
			"YE",
			"ZM",
			"ZW",
			"BQ",
			"KP",
			"SX",
			"XK",
			"AC"
		]),
		phone_number: z$1.string(),
		attribute_type: z$1.enum(["phone-number"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		status: zStatus,
		attribute_type: z$1.enum(["status"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		value: z$1.number(),
		attribute_type: z$1.enum(["rating"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		option: zSelectOption,
		attribute_type: z$1.enum(["select"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		value: z$1.string(),
		attribute_type: z$1.enum(["text"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		attribute_type: z$1.enum(["timestamp"]),
		value: z$1.iso.datetime()
	})
])) });
const zGetV2ObjectsByObjectRecordsByRecordIdEntriesPath = z$1.object({
	object: z$1.string(),
	record_id: z$1.uuid()
});
const zGetV2ObjectsByObjectRecordsByRecordIdEntriesQuery = z$1.object({
	limit: z$1.int().optional(),
	offset: z$1.int().optional()
});
/**
* Success
*/
const zGetV2ObjectsByObjectRecordsByRecordIdEntriesResponse = z$1.object({ data: z$1.array(z$1.object({
	list_id: z$1.uuid(),
	list_api_slug: z$1.string(),
	entry_id: z$1.uuid(),
	created_at: z$1.string()
})) });
const zPostV2ObjectsRecordsSearchBody = z$1.object({
	query: z$1.string().max(256),
	limit: z$1.number().gte(1).lte(25).optional().default(25),
	objects: z$1.array(z$1.string()).min(1),
	request_as: z$1.union([
		z$1.object({ type: z$1.enum(["workspace"]) }),
		z$1.object({
			type: z$1.enum(["workspace-member"]),
			workspace_member_id: z$1.uuid()
		}),
		z$1.object({
			type: z$1.enum(["workspace-member"]),
			email_address: z$1.email()
		})
	])
});
/**
* Success
*/
const zPostV2ObjectsRecordsSearchResponse = z$1.object({ data: z$1.array(z$1.union([
	z$1.object({
		id: z$1.object({
			workspace_id: z$1.uuid(),
			object_id: z$1.uuid(),
			record_id: z$1.uuid()
		}),
		record_text: z$1.string(),
		record_image: z$1.string().nullable(),
		object_slug: z$1.string()
	}),
	z$1.object({
		id: z$1.object({
			workspace_id: z$1.uuid(),
			object_id: z$1.uuid(),
			record_id: z$1.uuid()
		}),
		record_text: z$1.string(),
		record_image: z$1.string().nullable(),
		object_slug: z$1.enum(["people"]),
		email_addresses: z$1.array(z$1.string()),
		phone_numbers: z$1.array(z$1.string())
	}),
	z$1.object({
		id: z$1.object({
			workspace_id: z$1.uuid(),
			object_id: z$1.uuid(),
			record_id: z$1.uuid()
		}),
		record_text: z$1.string(),
		record_image: z$1.string().nullable(),
		object_slug: z$1.enum(["companies"]),
		domains: z$1.array(z$1.string())
	})
])) });
/**
* Success
*/
const zGetV2ListsResponse = z$1.object({ data: z$1.array(zList) });
const zPostV2ListsBody = z$1.object({ data: z$1.object({
	name: z$1.string(),
	api_slug: z$1.string(),
	parent_object: z$1.string(),
	workspace_access: z$1.enum([
		"full-access",
		"read-and-write",
		"read-only"
	]),
	workspace_member_access: z$1.array(z$1.object({
		workspace_member_id: z$1.uuid(),
		level: z$1.enum([
			"full-access",
			"read-and-write",
			"read-only"
		])
	}))
}) });
/**
* Success
*/
const zPostV2ListsResponse = z$1.object({ data: zList });
const zGetV2ListsByListPath = z$1.object({ list: z$1.string() });
/**
* Success
*/
const zGetV2ListsByListResponse = z$1.object({ data: zList });
const zPatchV2ListsByListBody = z$1.object({ data: z$1.object({
	name: z$1.string().optional(),
	api_slug: z$1.string().optional(),
	workspace_access: z$1.enum([
		"full-access",
		"read-and-write",
		"read-only"
	]).optional(),
	workspace_member_access: z$1.array(z$1.object({
		workspace_member_id: z$1.uuid(),
		level: z$1.enum([
			"full-access",
			"read-and-write",
			"read-only"
		])
	})).optional()
}) });
const zPatchV2ListsByListPath = z$1.object({ list: z$1.string() });
/**
* Success
*/
const zPatchV2ListsByListResponse = z$1.object({ data: zList });
const zGetV2ListsByListViewsPath = z$1.object({ list: z$1.string() });
const zGetV2ListsByListViewsQuery = z$1.object({
	show_archived: z$1.boolean().optional().default(false),
	limit: z$1.int().gte(1).lte(1e3).optional().default(500),
	cursor: z$1.string().optional()
});
/**
* Success
*/
const zGetV2ListsByListViewsResponse = z$1.object({
	data: z$1.array(zListView),
	pagination: z$1.object({ next_cursor: z$1.string().nullable() })
});
const zPostV2ListsByListEntriesQueryBody = z$1.object({
	filter: z$1.record(z$1.string(), z$1.unknown()).optional(),
	filter_view_id: z$1.uuid().optional(),
	sorts: z$1.array(z$1.union([z$1.object({
		direction: z$1.enum(["asc", "desc"]),
		attribute: z$1.string(),
		field: z$1.string().optional()
	}), z$1.object({
		direction: z$1.enum(["asc", "desc"]),
		path: z$1.array(z$1.tuple([z$1.string(), z$1.string()])),
		field: z$1.string().optional()
	})])).optional(),
	limit: z$1.number().optional(),
	offset: z$1.number().optional()
});
const zPostV2ListsByListEntriesQueryPath = z$1.object({ list: z$1.string() });
/**
* Success
*/
const zPostV2ListsByListEntriesQueryResponse = z$1.object({ data: z$1.array(z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		list_id: z$1.uuid(),
		entry_id: z$1.uuid()
	}),
	parent_record_id: z$1.uuid(),
	parent_object: z$1.string(),
	created_at: z$1.string(),
	entry_values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
})) });
const zPostV2ListsByListEntriesBody = z$1.object({ data: z$1.object({
	parent_record_id: z$1.uuid(),
	parent_object: z$1.string(),
	entry_values: z$1.record(z$1.string(), z$1.array(z$1.unknown()))
}) });
const zPostV2ListsByListEntriesPath = z$1.object({ list: z$1.string() });
/**
* Success
*/
const zPostV2ListsByListEntriesResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		list_id: z$1.uuid(),
		entry_id: z$1.uuid()
	}),
	parent_record_id: z$1.uuid(),
	parent_object: z$1.string(),
	created_at: z$1.string(),
	entry_values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zPutV2ListsByListEntriesBody = z$1.object({ data: z$1.object({
	parent_record_id: z$1.uuid(),
	parent_object: z$1.string(),
	entry_values: z$1.record(z$1.string(), z$1.array(z$1.unknown()))
}) });
const zPutV2ListsByListEntriesPath = z$1.object({ list: z$1.string() });
/**
* Success
*/
const zPutV2ListsByListEntriesResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		list_id: z$1.uuid(),
		entry_id: z$1.uuid()
	}),
	parent_record_id: z$1.uuid(),
	parent_object: z$1.string(),
	created_at: z$1.string(),
	entry_values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zDeleteV2ListsByListEntriesByEntryIdPath = z$1.object({
	list: z$1.string(),
	entry_id: z$1.uuid()
});
/**
* Success
*/
const zDeleteV2ListsByListEntriesByEntryIdResponse = z$1.record(z$1.string(), z$1.unknown());
const zGetV2ListsByListEntriesByEntryIdPath = z$1.object({
	list: z$1.string(),
	entry_id: z$1.uuid()
});
/**
* Success
*/
const zGetV2ListsByListEntriesByEntryIdResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		list_id: z$1.uuid(),
		entry_id: z$1.uuid()
	}),
	parent_record_id: z$1.uuid(),
	parent_object: z$1.string(),
	created_at: z$1.string(),
	entry_values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zPatchV2ListsByListEntriesByEntryIdBody = z$1.object({ data: z$1.object({ entry_values: z$1.record(z$1.string(), z$1.array(z$1.unknown())) }) });
const zPatchV2ListsByListEntriesByEntryIdPath = z$1.object({
	list: z$1.string(),
	entry_id: z$1.string()
});
/**
* Success
*/
const zPatchV2ListsByListEntriesByEntryIdResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		list_id: z$1.uuid(),
		entry_id: z$1.uuid()
	}),
	parent_record_id: z$1.uuid(),
	parent_object: z$1.string(),
	created_at: z$1.string(),
	entry_values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zPutV2ListsByListEntriesByEntryIdBody = z$1.object({ data: z$1.object({ entry_values: z$1.record(z$1.string(), z$1.array(z$1.unknown())) }) });
const zPutV2ListsByListEntriesByEntryIdPath = z$1.object({
	list: z$1.string(),
	entry_id: z$1.string()
});
/**
* Success
*/
const zPutV2ListsByListEntriesByEntryIdResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		list_id: z$1.uuid(),
		entry_id: z$1.uuid()
	}),
	parent_record_id: z$1.uuid(),
	parent_object: z$1.string(),
	created_at: z$1.string(),
	entry_values: z$1.record(z$1.string(), z$1.array(z$1.union([
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			referenced_actor_type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]),
			referenced_actor_id: z$1.uuid().nullable(),
			attribute_type: z$1.enum(["actor-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.boolean(),
			attribute_type: z$1.enum(["checkbox"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			currency_value: z$1.number(),
			currency_code: z$1.enum([
				"ARS",
				"AUD",
				"BRL",
				"BGN",
				"CAD",
				"CLP",
				"CNY",
				"COP",
				"CZK",
				"DKK",
				"EUR",
				"FJD",
				"HKD",
				"HUF",
				"ISK",
				"INR",
				"ILS",
				"JPY",
				"KES",
				"KRW",
				"MYR",
				"MXN",
				"NTD",
				"NZD",
				"NGN",
				"NOK",
				"XPF",
				"PEN",
				"PHP",
				"PLN",
				"GBP",
				"RWF",
				"SAR",
				"SGD",
				"ZAR",
				"SEK",
				"CHF",
				"THB",
				"AED",
				"UYU",
				"USD"
			]).optional(),
			attribute_type: z$1.enum(["currency"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["date"]),
			value: z$1.string()
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			domain: z$1.string(),
			root_domain: z$1.string(),
			attribute_type: z$1.enum(["domain"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_email_address: z$1.string(),
			email_address: z$1.string(),
			email_domain: z$1.string(),
			email_root_domain: z$1.string(),
			email_local_specifier: z$1.string(),
			attribute_type: z$1.enum(["email-address"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			target_object: z$1.string(),
			target_record_id: z$1.uuid(),
			attribute_type: z$1.enum(["record-reference"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			interaction_type: z$1.enum([
				"calendar-event",
				"call",
				"chat-thread",
				"email",
				"in-person-meeting",
				"meeting"
			]),
			interacted_at: z$1.iso.datetime(),
			owner_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["interaction"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			line_1: z$1.string().nullable(),
			line_2: z$1.string().nullable(),
			line_3: z$1.string().nullable(),
			line_4: z$1.string().nullable(),
			locality: z$1.string().nullable(),
			region: z$1.string().nullable(),
			postcode: z$1.string().nullable(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
			longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
			attribute_type: z$1.enum(["location"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			first_name: z$1.string(),
			last_name: z$1.string(),
			full_name: z$1.string(),
			attribute_type: z$1.enum(["personal-name"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			original_phone_number: z$1.string(),
			country_code: z$1.enum([
				"AF",
				"AX",
				"AL",
				"DZ",
				"AS",
				"AD",
				"AO",
				"AI",
				"AQ",
				"AG",
				"AR",
				"AM",
				"AW",
				"AU",
				"AT",
				"AZ",
				"BS",
				"BH",
				"BD",
				"BB",
				"BY",
				"BE",
				"BZ",
				"BJ",
				"BM",
				"BT",
				"BO",
				"BA",
				"BW",
				"BV",
				"BR",
				"IO",
				"BN",
				"BG",
				"BF",
				"BI",
				"KH",
				"CM",
				"CA",
				"CV",
				"KY",
				"CF",
				"TD",
				"CL",
				"CN",
				"CX",
				"CC",
				"CO",
				"KM",
				"CG",
				"CD",
				"CK",
				"CR",
				"CI",
				"HR",
				"CU",
				"CW",
				"CY",
				"CZ",
				"DK",
				"DJ",
				"DM",
				"DO",
				"EC",
				"EG",
				"SV",
				"GQ",
				"ER",
				"EE",
				"ET",
				"FK",
				"FO",
				"FJ",
				"FI",
				"FR",
				"GF",
				"PF",
				"TF",
				"GA",
				"GM",
				"GE",
				"DE",
				"GH",
				"GI",
				"GR",
				"GL",
				"GD",
				"GP",
				"GU",
				"GT",
				"GG",
				"GN",
				"GW",
				"GY",
				"HT",
				"HM",
				"VA",
				"HN",
				"HK",
				"HU",
				"IS",
				"IN",
				"ID",
				"IR",
				"IQ",
				"IE",
				"IM",
				"IL",
				"IT",
				"JM",
				"JP",
				"JE",
				"JO",
				"KZ",
				"KE",
				"KI",
				"KR",
				"KW",
				"KG",
				"LA",
				"LV",
				"LB",
				"LS",
				"LR",
				"LY",
				"LI",
				"LT",
				"LU",
				"MO",
				"MK",
				"MG",
				"MW",
				"MY",
				"MV",
				"ML",
				"MT",
				"MH",
				"MQ",
				"MR",
				"MU",
				"YT",
				"MX",
				"FM",
				"MD",
				"MC",
				"MN",
				"ME",
				"MS",
				"MA",
				"MZ",
				"MM",
				"NA",
				"NR",
				"NP",
				"NL",
				"AN",
				"NC",
				"NZ",
				"NI",
				"NE",
				"NG",
				"NU",
				"NF",
				"MP",
				"NO",
				"OM",
				"PK",
				"PW",
				"PS",
				"PA",
				"PG",
				"PY",
				"PE",
				"PH",
				"PN",
				"PL",
				"PT",
				"PR",
				"QA",
				"RE",
				"RO",
				"RU",
				"RW",
				"BL",
				"SH",
				"KN",
				"LC",
				"MF",
				"PM",
				"VC",
				"WS",
				"SM",
				"ST",
				"SA",
				"SN",
				"SS",
				"RS",
				"SC",
				"SL",
				"SG",
				"SK",
				"SI",
				"SB",
				"SO",
				"ZA",
				"GS",
				"ES",
				"LK",
				"SD",
				"SR",
				"SJ",
				"SZ",
				"SE",
				"CH",
				"SY",
				"TW",
				"TJ",
				"TZ",
				"TH",
				"TL",
				"TG",
				"TK",
				"TO",
				"TT",
				"TN",
				"TR",
				"TM",
				"TC",
				"TV",
				"UG",
				"UA",
				"AE",
				"GB",
				"US",
				"UM",
				"UY",
				"UZ",
				"VU",
				"VE",
				"VN",
				"VG",
				"VI",
				"WF",
				"EH",
				"YE",
				"ZM",
				"ZW",
				"BQ",
				"KP",
				"SX",
				"XK",
				"AC"
			]),
			phone_number: z$1.string(),
			attribute_type: z$1.enum(["phone-number"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			status: zStatus,
			attribute_type: z$1.enum(["status"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.number(),
			attribute_type: z$1.enum(["rating"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			option: zSelectOption,
			attribute_type: z$1.enum(["select"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			value: z$1.string(),
			attribute_type: z$1.enum(["text"])
		}),
		z$1.object({
			active_from: z$1.iso.datetime(),
			active_until: z$1.iso.datetime().nullable(),
			created_by_actor: z$1.object({
				id: z$1.string().optional(),
				type: z$1.enum([
					"api-token",
					"workspace-member",
					"system",
					"app"
				]).optional()
			}),
			attribute_type: z$1.enum(["timestamp"]),
			value: z$1.iso.datetime()
		})
	])))
}) });
const zGetV2ListsByListEntriesByEntryIdAttributesByAttributeValuesPath = z$1.object({
	list: z$1.string(),
	entry_id: z$1.uuid(),
	attribute: z$1.string()
});
const zGetV2ListsByListEntriesByEntryIdAttributesByAttributeValuesQuery = z$1.object({
	show_historic: z$1.boolean().optional().default(false),
	limit: z$1.int().optional(),
	offset: z$1.int().optional()
});
/**
* Success
*/
const zGetV2ListsByListEntriesByEntryIdAttributesByAttributeValuesResponse = z$1.object({ data: z$1.array(z$1.union([
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		referenced_actor_type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]),
		referenced_actor_id: z$1.uuid().nullable(),
		attribute_type: z$1.enum(["actor-reference"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		value: z$1.boolean(),
		attribute_type: z$1.enum(["checkbox"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		currency_value: z$1.number(),
		currency_code: z$1.enum([
			"ARS",
			"AUD",
			"BRL",
			"BGN",
			"CAD",
			"CLP",
			"CNY",
			"COP",
			"CZK",
			"DKK",
			"EUR",
			"FJD",
			"HKD",
			"HUF",
			"ISK",
			"INR",
			"ILS",
			"JPY",
			"KES",
			"KRW",
			"MYR",
			"MXN",
			"NTD",
			"NZD",
			"NGN",
			"NOK",
			"XPF",
			"PEN",
			"PHP",
			"PLN",
			"GBP",
			"RWF",
			"SAR",
			"SGD",
			"ZAR",
			"SEK",
			"CHF",
			"THB",
			"AED",
			"UYU",
			"USD"
		]).optional(),
		attribute_type: z$1.enum(["currency"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		attribute_type: z$1.enum(["date"]),
		value: z$1.string()
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		domain: z$1.string(),
		root_domain: z$1.string(),
		attribute_type: z$1.enum(["domain"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		original_email_address: z$1.string(),
		email_address: z$1.string(),
		email_domain: z$1.string(),
		email_root_domain: z$1.string(),
		email_local_specifier: z$1.string(),
		attribute_type: z$1.enum(["email-address"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		target_object: z$1.string(),
		target_record_id: z$1.uuid(),
		attribute_type: z$1.enum(["record-reference"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		interaction_type: z$1.enum([
			"calendar-event",
			"call",
			"chat-thread",
			"email",
			"in-person-meeting",
			"meeting"
		]),
		interacted_at: z$1.iso.datetime(),
		owner_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		attribute_type: z$1.enum(["interaction"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		line_1: z$1.string().nullable(),
		line_2: z$1.string().nullable(),
		line_3: z$1.string().nullable(),
		line_4: z$1.string().nullable(),
		locality: z$1.string().nullable(),
		region: z$1.string().nullable(),
		postcode: z$1.string().nullable(),
		country_code: z$1.enum([
			"AF",
			"AX",
			"AL",
			"DZ",
			"AS",
			"AD",
			"AO",
			"AI",
			"AQ",
			"AG",
			"AR",
			"AM",
			"AW",
			"AU",
			"AT",
			"AZ",
			"BS",
			"BH",
			"BD",
			"BB",
			"BY",
			"BE",
			"BZ",
			"BJ",
			"BM",
			"BT",
			"BO",
			"BA",
			"BW",
			"BV",
			"BR",
			"IO",
			"BN",
			"BG",
			"BF",
			"BI",
			"KH",
			"CM",
			"CA",
			"CV",
			"KY",
			"CF",
			"TD",
			"CL",
			"CN",
			"CX",
			"CC",
			"CO",
			"KM",
			"CG",
			"CD",
			"CK",
			"CR",
			"CI",
			"HR",
			"CU",
			"CW",
			"CY",
			"CZ",
			"DK",
			"DJ",
			"DM",
			"DO",
			"EC",
			"EG",
			"SV",
			"GQ",
			"ER",
			"EE",
			"ET",
			"FK",
			"FO",
			"FJ",
			"FI",
			"FR",
			"GF",
			"PF",
			"TF",
			"GA",
			"GM",
			"GE",
			"DE",
			"GH",
			"GI",
			"GR",
			"GL",
			"GD",
			"GP",
			"GU",
			"GT",
			"GG",
			"GN",
			"GW",
			"GY",
			"HT",
			"HM",
			"VA",
			"HN",
			"HK",
			"HU",
			"IS",
			"IN",
			"ID",
			"IR",
			"IQ",
			"IE",
			"IM",
			"IL",
			"IT",
			"JM",
			"JP",
			"JE",
			"JO",
			"KZ",
			"KE",
			"KI",
			"KR",
			"KW",
			"KG",
			"LA",
			"LV",
			"LB",
			"LS",
			"LR",
			"LY",
			"LI",
			"LT",
			"LU",
			"MO",
			"MK",
			"MG",
			"MW",
			"MY",
			"MV",
			"ML",
			"MT",
			"MH",
			"MQ",
			"MR",
			"MU",
			"YT",
			"MX",
			"FM",
			"MD",
			"MC",
			"MN",
			"ME",
			"MS",
			"MA",
			"MZ",
			"MM",
			"NA",
			"NR",
			"NP",
			"NL",
			"AN",
			"NC",
			"NZ",
			"NI",
			"NE",
			"NG",
			"NU",
			"NF",
			"MP",
			"NO",
			"OM",
			"PK",
			"PW",
			"PS",
			"PA",
			"PG",
			"PY",
			"PE",
			"PH",
			"PN",
			"PL",
			"PT",
			"PR",
			"QA",
			"RE",
			"RO",
			"RU",
			"RW",
			"BL",
			"SH",
			"KN",
			"LC",
			"MF",
			"PM",
			"VC",
			"WS",
			"SM",
			"ST",
			"SA",
			"SN",
			"SS",
			"RS",
			"SC",
			"SL",
			"SG",
			"SK",
			"SI",
			"SB",
			"SO",
			"ZA",
			"GS",
			"ES",
			"LK",
			"SD",
			"SR",
			"SJ",
			"SZ",
			"SE",
			"CH",
			"SY",
			"TW",
			"TJ",
			"TZ",
			"TH",
			"TL",
			"TG",
			"TK",
			"TO",
			"TT",
			"TN",
			"TR",
			"TM",
			"TC",
			"TV",
			"UG",
			"UA",
			"AE",
			"GB",
			"US",
			"UM",
			"UY",
			"UZ",
			"VU",
			"VE",
			"VN",
			"VG",
			"VI",
			"WF",
			"EH",
			"YE",
			"ZM",
			"ZW",
			"BQ",
			"KP",
			"SX",
			"XK",
			"AC"
		]),
		latitude: z$1.string().regex(/^[-+]?([1-8]?\d(\.\d+)?|90(\.0+)?)$/).nullable(),
		longitude: z$1.string().regex(/^[-+]?(180(\.0+)?|((1[0-7]\d)|([1-9]?\d))(\.\d+)?)$/).nullable(),
		attribute_type: z$1.enum(["location"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		value: z$1.number(),
		attribute_type: z$1.enum(["number"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		first_name: z$1.string(),
		last_name: z$1.string(),
		full_name: z$1.string(),
		attribute_type: z$1.enum(["personal-name"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		original_phone_number: z$1.string(),
		country_code: z$1.enum([
			"AF",
			"AX",
			"AL",
			"DZ",
			"AS",
			"AD",
			"AO",
			"AI",
			"AQ",
			"AG",
			"AR",
			"AM",
			"AW",
			"AU",
			"AT",
			"AZ",
			"BS",
			"BH",
			"BD",
			"BB",
			"BY",
			"BE",
			"BZ",
			"BJ",
			"BM",
			"BT",
			"BO",
			"BA",
			"BW",
			"BV",
			"BR",
			"IO",
			"BN",
			"BG",
			"BF",
			"BI",
			"KH",
			"CM",
			"CA",
			"CV",
			"KY",
			"CF",
			"TD",
			"CL",
			"CN",
			"CX",
			"CC",
			"CO",
			"KM",
			"CG",
			"CD",
			"CK",
			"CR",
			"CI",
			"HR",
			"CU",
			"CW",
			"CY",
			"CZ",
			"DK",
			"DJ",
			"DM",
			"DO",
			"EC",
			"EG",
			"SV",
			"GQ",
			"ER",
			"EE",
			"ET",
			"FK",
			"FO",
			"FJ",
			"FI",
			"FR",
			"GF",
			"PF",
			"TF",
			"GA",
			"GM",
			"GE",
			"DE",
			"GH",
			"GI",
			"GR",
			"GL",
			"GD",
			"GP",
			"GU",
			"GT",
			"GG",
			"GN",
			"GW",
			"GY",
			"HT",
			"HM",
			"VA",
			"HN",
			"HK",
			"HU",
			"IS",
			"IN",
			"ID",
			"IR",
			"IQ",
			"IE",
			"IM",
			"IL",
			"IT",
			"JM",
			"JP",
			"JE",
			"JO",
			"KZ",
			"KE",
			"KI",
			"KR",
			"KW",
			"KG",
			"LA",
			"LV",
			"LB",
			"LS",
			"LR",
			"LY",
			"LI",
			"LT",
			"LU",
			"MO",
			"MK",
			"MG",
			"MW",
			"MY",
			"MV",
			"ML",
			"MT",
			"MH",
			"MQ",
			"MR",
			"MU",
			"YT",
			"MX",
			"FM",
			"MD",
			"MC",
			"MN",
			"ME",
			"MS",
			"MA",
			"MZ",
			"MM",
			"NA",
			"NR",
			"NP",
			"NL",
			"AN",
			"NC",
			"NZ",
			"NI",
			"NE",
			"NG",
			"NU",
			"NF",
			"MP",
			"NO",
			"OM",
			"PK",
			"PW",
			"PS",
			"PA",
			"PG",
			"PY",
			"PE",
			"PH",
			"PN",
			"PL",
			"PT",
			"PR",
			"QA",
			"RE",
			"RO",
			"RU",
			"RW",
			"BL",
			"SH",
			"KN",
			"LC",
			"MF",
			"PM",
			"VC",
			"WS",
			"SM",
			"ST",
			"SA",
			"SN",
			"SS",
			"RS",
			"SC",
			"SL",
			"SG",
			"SK",
			"SI",
			"SB",
			"SO",
			"ZA",
			"GS",
			"ES",
			"LK",
			"SD",
			"SR",
			"SJ",
			"SZ",
			"SE",
			"CH",
			"SY",
			"TW",
			"TJ",
			"TZ",
			"TH",
			"TL",
			"TG",
			"TK",
			"TO",
			"TT",
			"TN",
			"TR",
			"TM",
			"TC",
			"TV",
			"UG",
			"UA",
			"AE",
			"GB",
			"US",
			"UM",
			"UY",
			"UZ",
			"VU",
			"VE",
			"VN",
			"VG",
			"VI",
			"WF",
			"EH",
			"YE",
			"ZM",
			"ZW",
			"BQ",
			"KP",
			"SX",
			"XK",
			"AC"
		]),
		phone_number: z$1.string(),
		attribute_type: z$1.enum(["phone-number"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		status: zStatus,
		attribute_type: z$1.enum(["status"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		value: z$1.number(),
		attribute_type: z$1.enum(["rating"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		option: zSelectOption,
		attribute_type: z$1.enum(["select"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		value: z$1.string(),
		attribute_type: z$1.enum(["text"])
	}),
	z$1.object({
		active_from: z$1.iso.datetime(),
		active_until: z$1.iso.datetime().nullable(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		attribute_type: z$1.enum(["timestamp"]),
		value: z$1.iso.datetime()
	})
])) });
/**
* Success
*/
const zGetV2WorkspaceMembersResponse = z$1.object({ data: z$1.array(zWorkspaceMember) });
const zGetV2WorkspaceMembersByWorkspaceMemberIdPath = z$1.object({ workspace_member_id: z$1.uuid() });
/**
* Success
*/
const zGetV2WorkspaceMembersByWorkspaceMemberIdResponse = z$1.object({ data: zWorkspaceMember });
const zGetV2NotesQuery = z$1.object({
	limit: z$1.int().optional(),
	offset: z$1.int().optional(),
	parent_object: z$1.string().optional(),
	parent_record_id: z$1.uuid().optional()
});
/**
* Success
*/
const zGetV2NotesResponse = z$1.object({ data: z$1.array(zNote) });
const zPostV2NotesBody = z$1.object({ data: z$1.object({
	parent_object: z$1.string(),
	parent_record_id: z$1.uuid(),
	title: z$1.string(),
	format: z$1.enum(["plaintext", "markdown"]),
	content: z$1.string(),
	created_at: z$1.string().optional(),
	meeting_id: z$1.uuid().nullish()
}) });
/**
* Success
*/
const zPostV2NotesResponse = z$1.object({ data: zNote });
const zDeleteV2NotesByNoteIdPath = z$1.object({ note_id: z$1.uuid() });
/**
* Success
*/
const zDeleteV2NotesByNoteIdResponse = z$1.record(z$1.string(), z$1.unknown());
const zGetV2NotesByNoteIdPath = z$1.object({ note_id: z$1.uuid() });
/**
* Success
*/
const zGetV2NotesByNoteIdResponse = z$1.object({ data: zNote });
const zGetV2TasksQuery = z$1.object({
	limit: z$1.int().optional(),
	offset: z$1.int().optional(),
	sort: z$1.enum([
		"created_at:asc",
		"created_at:desc",
		"completed_at:asc",
		"completed_at:desc"
	]).optional(),
	linked_object: z$1.string().optional(),
	linked_record_id: z$1.uuid().optional(),
	assignee: z$1.string().nullish(),
	is_completed: z$1.boolean().optional()
});
/**
* Success
*/
const zGetV2TasksResponse = z$1.object({ data: z$1.array(zTask) });
const zPostV2TasksBody = z$1.object({ data: z$1.object({
	content: z$1.string().max(2e3),
	format: z$1.enum(["plaintext"]),
	deadline_at: z$1.string().nullable(),
	is_completed: z$1.boolean(),
	linked_records: z$1.union([z$1.array(z$1.string()), z$1.array(z$1.union([z$1.object({
		target_object: z$1.string(),
		target_record_id: z$1.uuid()
	}), z$1.object({
		target_object: z$1.string(),
		"[slug_or_id_of_matching_attribute]": z$1.array(z$1.union([
			z$1.object({ domain: z$1.string().optional() }),
			z$1.object({ email_address: z$1.string().optional() }),
			z$1.object({ value: z$1.number().optional() }),
			z$1.object({
				original_phone_number: z$1.string().optional(),
				country_code: z$1.enum([
					"AF",
					"AX",
					"AL",
					"DZ",
					"AS",
					"AD",
					"AO",
					"AI",
					"AQ",
					"AG",
					"AR",
					"AM",
					"AW",
					"AU",
					"AT",
					"AZ",
					"BS",
					"BH",
					"BD",
					"BB",
					"BY",
					"BE",
					"BZ",
					"BJ",
					"BM",
					"BT",
					"BO",
					"BA",
					"BW",
					"BV",
					"BR",
					"IO",
					"BN",
					"BG",
					"BF",
					"BI",
					"KH",
					"CM",
					"CA",
					"CV",
					"KY",
					"CF",
					"TD",
					"CL",
					"CN",
					"CX",
					"CC",
					"CO",
					"KM",
					"CG",
					"CD",
					"CK",
					"CR",
					"CI",
					"HR",
					"CU",
					"CW",
					"CY",
					"CZ",
					"DK",
					"DJ",
					"DM",
					"DO",
					"EC",
					"EG",
					"SV",
					"GQ",
					"ER",
					"EE",
					"ET",
					"FK",
					"FO",
					"FJ",
					"FI",
					"FR",
					"GF",
					"PF",
					"TF",
					"GA",
					"GM",
					"GE",
					"DE",
					"GH",
					"GI",
					"GR",
					"GL",
					"GD",
					"GP",
					"GU",
					"GT",
					"GG",
					"GN",
					"GW",
					"GY",
					"HT",
					"HM",
					"VA",
					"HN",
					"HK",
					"HU",
					"IS",
					"IN",
					"ID",
					"IR",
					"IQ",
					"IE",
					"IM",
					"IL",
					"IT",
					"JM",
					"JP",
					"JE",
					"JO",
					"KZ",
					"KE",
					"KI",
					"KR",
					"KW",
					"KG",
					"LA",
					"LV",
					"LB",
					"LS",
					"LR",
					"LY",
					"LI",
					"LT",
					"LU",
					"MO",
					"MK",
					"MG",
					"MW",
					"MY",
					"MV",
					"ML",
					"MT",
					"MH",
					"MQ",
					"MR",
					"MU",
					"YT",
					"MX",
					"FM",
					"MD",
					"MC",
					"MN",
					"ME",
					"MS",
					"MA",
					"MZ",
					"MM",
					"NA",
					"NR",
					"NP",
					"NL",
					"AN",
					"NC",
					"NZ",
					"NI",
					"NE",
					"NG",
					"NU",
					"NF",
					"MP",
					"NO",
					"OM",
					"PK",
					"PW",
					"PS",
					"PA",
					"PG",
					"PY",
					"PE",
					"PH",
					"PN",
					"PL",
					"PT",
					"PR",
					"QA",
					"RE",
					"RO",
					"RU",
					"RW",
					"BL",
					"SH",
					"KN",
					"LC",
					"MF",
					"PM",
					"VC",
					"WS",
					"SM",
					"ST",
					"SA",
					"SN",
					"SS",
					"RS",
					"SC",
					"SL",
					"SG",
					"SK",
					"SI",
					"SB",
					"SO",
					"ZA",
					"GS",
					"ES",
					"LK",
					"SD",
					"SR",
					"SJ",
					"SZ",
					"SE",
					"CH",
					"SY",
					"TW",
					"TJ",
					"TZ",
					"TH",
					"TL",
					"TG",
					"TK",
					"TO",
					"TT",
					"TN",
					"TR",
					"TM",
					"TC",
					"TV",
					"UG",
					"UA",
					"AE",
					"GB",
					"US",
					"UM",
					"UY",
					"UZ",
					"VU",
					"VE",
					"VN",
					"VG",
					"VI",
					"WF",
					"EH",
					"YE",
					"ZM",
					"ZW",
					"BQ",
					"KP",
					"SX",
					"XK",
					"AC"
				]).optional()
			}),
			z$1.object({ value: z$1.string().optional() })
		]))
	})]))]),
	assignees: z$1.array(z$1.union([z$1.object({
		referenced_actor_type: z$1.enum(["workspace-member"]),
		referenced_actor_id: z$1.uuid()
	}), z$1.object({ workspace_member_email_address: z$1.string() })]))
}) });
/**
* Success
*/
const zPostV2TasksResponse = z$1.object({ data: zTask });
const zDeleteV2TasksByTaskIdPath = z$1.object({ task_id: z$1.uuid() });
/**
* Success
*/
const zDeleteV2TasksByTaskIdResponse = z$1.record(z$1.string(), z$1.unknown());
const zGetV2TasksByTaskIdPath = z$1.object({ task_id: z$1.uuid() });
/**
* Success
*/
const zGetV2TasksByTaskIdResponse = z$1.object({ data: zTask });
const zPatchV2TasksByTaskIdBody = z$1.object({ data: z$1.object({
	deadline_at: z$1.string().nullish(),
	is_completed: z$1.boolean().optional(),
	linked_records: z$1.union([z$1.array(z$1.string()), z$1.array(z$1.union([z$1.object({
		target_object: z$1.string(),
		target_record_id: z$1.uuid()
	}), z$1.object({
		target_object: z$1.string(),
		"[slug_or_id_of_matching_attribute]": z$1.array(z$1.union([
			z$1.object({ domain: z$1.string().optional() }),
			z$1.object({ email_address: z$1.string().optional() }),
			z$1.object({ value: z$1.number().optional() }),
			z$1.object({
				original_phone_number: z$1.string().optional(),
				country_code: z$1.enum([
					"AF",
					"AX",
					"AL",
					"DZ",
					"AS",
					"AD",
					"AO",
					"AI",
					"AQ",
					"AG",
					"AR",
					"AM",
					"AW",
					"AU",
					"AT",
					"AZ",
					"BS",
					"BH",
					"BD",
					"BB",
					"BY",
					"BE",
					"BZ",
					"BJ",
					"BM",
					"BT",
					"BO",
					"BA",
					"BW",
					"BV",
					"BR",
					"IO",
					"BN",
					"BG",
					"BF",
					"BI",
					"KH",
					"CM",
					"CA",
					"CV",
					"KY",
					"CF",
					"TD",
					"CL",
					"CN",
					"CX",
					"CC",
					"CO",
					"KM",
					"CG",
					"CD",
					"CK",
					"CR",
					"CI",
					"HR",
					"CU",
					"CW",
					"CY",
					"CZ",
					"DK",
					"DJ",
					"DM",
					"DO",
					"EC",
					"EG",
					"SV",
					"GQ",
					"ER",
					"EE",
					"ET",
					"FK",
					"FO",
					"FJ",
					"FI",
					"FR",
					"GF",
					"PF",
					"TF",
					"GA",
					"GM",
					"GE",
					"DE",
					"GH",
					"GI",
					"GR",
					"GL",
					"GD",
					"GP",
					"GU",
					"GT",
					"GG",
					"GN",
					"GW",
					"GY",
					"HT",
					"HM",
					"VA",
					"HN",
					"HK",
					"HU",
					"IS",
					"IN",
					"ID",
					"IR",
					"IQ",
					"IE",
					"IM",
					"IL",
					"IT",
					"JM",
					"JP",
					"JE",
					"JO",
					"KZ",
					"KE",
					"KI",
					"KR",
					"KW",
					"KG",
					"LA",
					"LV",
					"LB",
					"LS",
					"LR",
					"LY",
					"LI",
					"LT",
					"LU",
					"MO",
					"MK",
					"MG",
					"MW",
					"MY",
					"MV",
					"ML",
					"MT",
					"MH",
					"MQ",
					"MR",
					"MU",
					"YT",
					"MX",
					"FM",
					"MD",
					"MC",
					"MN",
					"ME",
					"MS",
					"MA",
					"MZ",
					"MM",
					"NA",
					"NR",
					"NP",
					"NL",
					"AN",
					"NC",
					"NZ",
					"NI",
					"NE",
					"NG",
					"NU",
					"NF",
					"MP",
					"NO",
					"OM",
					"PK",
					"PW",
					"PS",
					"PA",
					"PG",
					"PY",
					"PE",
					"PH",
					"PN",
					"PL",
					"PT",
					"PR",
					"QA",
					"RE",
					"RO",
					"RU",
					"RW",
					"BL",
					"SH",
					"KN",
					"LC",
					"MF",
					"PM",
					"VC",
					"WS",
					"SM",
					"ST",
					"SA",
					"SN",
					"SS",
					"RS",
					"SC",
					"SL",
					"SG",
					"SK",
					"SI",
					"SB",
					"SO",
					"ZA",
					"GS",
					"ES",
					"LK",
					"SD",
					"SR",
					"SJ",
					"SZ",
					"SE",
					"CH",
					"SY",
					"TW",
					"TJ",
					"TZ",
					"TH",
					"TL",
					"TG",
					"TK",
					"TO",
					"TT",
					"TN",
					"TR",
					"TM",
					"TC",
					"TV",
					"UG",
					"UA",
					"AE",
					"GB",
					"US",
					"UM",
					"UY",
					"UZ",
					"VU",
					"VE",
					"VN",
					"VG",
					"VI",
					"WF",
					"EH",
					"YE",
					"ZM",
					"ZW",
					"BQ",
					"KP",
					"SX",
					"XK",
					"AC"
				]).optional()
			}),
			z$1.object({ value: z$1.string().optional() })
		]))
	})]))]).optional(),
	assignees: z$1.array(z$1.union([z$1.object({
		referenced_actor_type: z$1.enum(["workspace-member"]),
		referenced_actor_id: z$1.uuid()
	}), z$1.object({ workspace_member_email_address: z$1.string() })])).optional()
}) });
const zPatchV2TasksByTaskIdPath = z$1.object({ task_id: z$1.uuid() });
/**
* Success
*/
const zPatchV2TasksByTaskIdResponse = z$1.object({ data: zTask });
const zGetV2ThreadsQuery = z$1.object({
	record_id: z$1.uuid().optional(),
	object: z$1.string().optional(),
	entry_id: z$1.uuid().optional(),
	list: z$1.string().optional(),
	limit: z$1.int().optional(),
	offset: z$1.int().optional()
});
/**
* Success
*/
const zGetV2ThreadsResponse = z$1.object({ data: z$1.array(zThread) });
const zGetV2ThreadsByThreadIdPath = z$1.object({ thread_id: z$1.uuid() });
/**
* Success
*/
const zGetV2ThreadsByThreadIdResponse = z$1.object({ data: zThread });
const zPostV2CommentsBody = z$1.object({ data: z$1.union([
	z$1.object({
		format: z$1.enum(["plaintext"]),
		content: z$1.string(),
		author: z$1.object({
			type: z$1.enum(["workspace-member"]),
			id: z$1.uuid()
		}),
		created_at: z$1.string().optional(),
		thread_id: z$1.uuid()
	}),
	z$1.object({
		format: z$1.enum(["plaintext"]),
		content: z$1.string(),
		author: z$1.object({
			type: z$1.enum(["workspace-member"]),
			id: z$1.uuid()
		}),
		created_at: z$1.string().optional(),
		record: z$1.object({
			object: z$1.string(),
			record_id: z$1.uuid()
		})
	}),
	z$1.object({
		format: z$1.enum(["plaintext"]),
		content: z$1.string(),
		author: z$1.object({
			type: z$1.enum(["workspace-member"]),
			id: z$1.uuid()
		}),
		created_at: z$1.string().optional(),
		entry: z$1.object({
			list: z$1.string(),
			entry_id: z$1.string()
		})
	})
]) });
/**
* Success
*/
const zPostV2CommentsResponse = z$1.object({ data: zComment });
const zDeleteV2CommentsByCommentIdPath = z$1.object({ comment_id: z$1.uuid() });
/**
* Success
*/
const zDeleteV2CommentsByCommentIdResponse = z$1.record(z$1.string(), z$1.unknown());
const zGetV2CommentsByCommentIdPath = z$1.object({ comment_id: z$1.uuid() });
/**
* Success
*/
const zGetV2CommentsByCommentIdResponse = z$1.object({ data: zComment });
const zGetV2MeetingsQuery = z$1.object({
	limit: z$1.int().gte(1).lte(200).optional().default(50),
	cursor: z$1.string().optional(),
	linked_object: z$1.string().min(1).optional(),
	linked_record_id: z$1.uuid().optional(),
	participants: z$1.string().optional().default(""),
	sort: z$1.enum(["start_asc", "start_desc"]).optional().default("start_asc"),
	ends_from: z$1.string().nullish(),
	starts_before: z$1.string().nullish(),
	timezone: z$1.string().optional().default("UTC")
});
/**
* Success
*/
const zGetV2MeetingsResponse = z$1.object({
	data: z$1.array(zMeeting),
	pagination: z$1.object({ next_cursor: z$1.string().nullable() })
});
const zPostV2MeetingsBody = z$1.object({ data: z$1.object({
	title: z$1.string(),
	description: z$1.string(),
	start: z$1.union([z$1.object({
		datetime: z$1.iso.datetime(),
		timezone: z$1.string().nullish()
	}), z$1.object({ date: z$1.string() })]),
	end: z$1.union([z$1.object({
		datetime: z$1.iso.datetime(),
		timezone: z$1.string().nullish()
	}), z$1.object({ date: z$1.string() })]),
	is_all_day: z$1.boolean(),
	participants: z$1.array(z$1.object({
		email_address: z$1.string(),
		is_organizer: z$1.union([
			z$1.boolean(),
			z$1.enum(["true"]),
			z$1.enum(["false"])
		]),
		status: z$1.enum([
			"accepted",
			"tentative",
			"declined",
			"pending"
		])
	})),
	linked_records: z$1.array(z$1.object({
		object: z$1.string(),
		record_id: z$1.uuid()
	})).optional(),
	external_ref: z$1.union([z$1.string().min(1), z$1.object({
		ical_uid: z$1.string(),
		provider: z$1.enum(["google", "microsoft"]),
		original_start_time: z$1.string().optional(),
		is_recurring: z$1.boolean()
	})])
}) });
/**
* Success
*/
const zPostV2MeetingsResponse = z$1.object({ data: zMeeting });
const zGetV2MeetingsByMeetingIdPath = z$1.object({ meeting_id: z$1.uuid() });
/**
* Success
*/
const zGetV2MeetingsByMeetingIdResponse = z$1.object({ data: zMeeting });
const zGetV2MeetingsByMeetingIdCallRecordingsPath = z$1.object({ meeting_id: z$1.uuid() });
const zGetV2MeetingsByMeetingIdCallRecordingsQuery = z$1.object({
	limit: z$1.int().optional(),
	cursor: z$1.string().min(1).optional()
});
/**
* Success
*/
const zGetV2MeetingsByMeetingIdCallRecordingsResponse = z$1.object({
	data: z$1.array(z$1.object({
		id: z$1.object({
			workspace_id: z$1.uuid(),
			meeting_id: z$1.uuid(),
			call_recording_id: z$1.uuid()
		}),
		status: z$1.enum([
			"processing",
			"completed",
			"failed"
		]),
		web_url: z$1.url(),
		created_by_actor: z$1.object({
			id: z$1.string().optional(),
			type: z$1.enum([
				"api-token",
				"workspace-member",
				"system",
				"app"
			]).optional()
		}),
		created_at: z$1.string()
	})),
	pagination: z$1.object({ next_cursor: z$1.string().nullable() })
});
const zPostV2MeetingsByMeetingIdCallRecordingsBody = z$1.object({ data: z$1.object({ video_url: z$1.url() }) });
const zPostV2MeetingsByMeetingIdCallRecordingsPath = z$1.object({ meeting_id: z$1.uuid() });
/**
* Success
*/
const zPostV2MeetingsByMeetingIdCallRecordingsResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		meeting_id: z$1.uuid(),
		call_recording_id: z$1.uuid()
	}),
	status: z$1.enum([
		"processing",
		"completed",
		"failed"
	]),
	web_url: z$1.url(),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string()
}) });
const zDeleteV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdPath = z$1.object({
	meeting_id: z$1.uuid(),
	call_recording_id: z$1.uuid()
});
/**
* Success
*/
const zDeleteV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdResponse = z$1.record(z$1.string(), z$1.unknown());
const zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdPath = z$1.object({
	meeting_id: z$1.uuid(),
	call_recording_id: z$1.uuid()
});
/**
* Success
*/
const zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdResponse = z$1.object({ data: z$1.object({
	id: z$1.object({
		workspace_id: z$1.uuid(),
		meeting_id: z$1.uuid(),
		call_recording_id: z$1.uuid()
	}),
	status: z$1.enum([
		"processing",
		"completed",
		"failed"
	]),
	web_url: z$1.url(),
	created_by_actor: z$1.object({
		id: z$1.string().optional(),
		type: z$1.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}),
	created_at: z$1.string()
}) });
const zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdTranscriptPath = z$1.object({
	meeting_id: z$1.uuid(),
	call_recording_id: z$1.uuid()
});
const zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdTranscriptQuery = z$1.object({ cursor: z$1.string().optional() });
/**
* Success
*/
const zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdTranscriptResponse = z$1.object({
	data: z$1.object({
		id: z$1.object({
			workspace_id: z$1.uuid(),
			meeting_id: z$1.uuid(),
			call_recording_id: z$1.uuid()
		}),
		transcript: z$1.array(z$1.object({
			speech: z$1.string(),
			start_time: z$1.number(),
			end_time: z$1.number(),
			speaker: z$1.object({ name: z$1.string() })
		})),
		raw_transcript: z$1.string(),
		web_url: z$1.url()
	}),
	pagination: z$1.object({ next_cursor: z$1.string().nullable() })
});
const zGetV2FilesQuery = z$1.object({
	object: z$1.string().min(1),
	record_id: z$1.uuid(),
	storage_provider: z$1.enum([
		"attio",
		"dropbox",
		"box",
		"google-drive",
		"microsoft-onedrive"
	]).optional(),
	parent_folder_id: z$1.uuid().optional(),
	limit: z$1.int().gte(1).lte(200).optional().default(50),
	cursor: z$1.string().optional()
});
/**
* Success
*/
const zGetV2FilesResponse = z$1.object({
	data: z$1.array(z$1.union([
		z$1.object({ file_type: z$1.literal("file") }).and(zFile),
		z$1.object({ file_type: z$1.literal("folder") }).and(zFolder),
		z$1.object({ file_type: z$1.literal("connected-file") }).and(zConnectedFile),
		z$1.object({ file_type: z$1.literal("connected-folder") }).and(zConnectedFolder)
	])),
	pagination: z$1.object({ next_cursor: z$1.string().nullable() })
});
const zPostV2FilesBody = z$1.union([
	z$1.object({
		object: z$1.string().min(1),
		record_id: z$1.uuid(),
		file_type: z$1.enum(["folder"]),
		name: z$1.string().min(1),
		parent_folder_id: z$1.uuid().optional()
	}),
	z$1.object({
		object: z$1.string().min(1),
		record_id: z$1.uuid(),
		storage_provider: z$1.enum([
			"dropbox",
			"box",
			"google-drive",
			"microsoft-onedrive"
		]),
		external_provider_file_id: z$1.string(),
		microsoft_drive_id: z$1.string().nullish(),
		file_type: z$1.enum(["connected-folder"])
	}),
	z$1.object({
		object: z$1.string().min(1),
		record_id: z$1.uuid(),
		storage_provider: z$1.enum([
			"dropbox",
			"box",
			"google-drive",
			"microsoft-onedrive"
		]),
		external_provider_file_id: z$1.string(),
		microsoft_drive_id: z$1.string().nullish(),
		file_type: z$1.enum(["connected-file"])
	})
]);
/**
* Success
*/
const zPostV2FilesResponse = z$1.object({ data: z$1.discriminatedUnion("file_type", [
	zFolder.extend({ file_type: z$1.literal("folder") }),
	zConnectedFile.extend({ file_type: z$1.literal("connected-file") }),
	zConnectedFolder.extend({ file_type: z$1.literal("connected-folder") })
]) });
const zPostV2FilesUploadBody = z$1.object({
	file: z$1.string(),
	object: z$1.string().min(1),
	record_id: z$1.uuid(),
	parent_folder_id: z$1.uuid().optional()
});
/**
* Created
*/
const zPostV2FilesUploadResponse = z$1.object({ data: zFile });
const zDeleteV2FilesByFileIdPath = z$1.object({ file_id: z$1.uuid() });
/**
* Success
*/
const zDeleteV2FilesByFileIdResponse = z$1.record(z$1.string(), z$1.unknown());
const zGetV2FilesByFileIdPath = z$1.object({ file_id: z$1.uuid() });
/**
* Success
*/
const zGetV2FilesByFileIdResponse = z$1.object({ data: z$1.union([
	zFile,
	zFolder.and(z$1.object({ has_children: z$1.boolean() })),
	zConnectedFile,
	zConnectedFolder
]) });
const zGetV2FilesByFileIdDownloadPath = z$1.object({ file_id: z$1.uuid() });
/**
* Success
*/
const zGetScimV2SchemasResponse = z$1.object({
	schemas: z$1.array(z$1.string()),
	totalResults: z$1.number(),
	startIndex: z$1.number(),
	itemsPerPage: z$1.number(),
	Resources: z$1.array(z$1.unknown())
});
/**
* Success
*/
const zGetScimV2UsersResponse = z$1.object({
	schemas: z$1.array(z$1.string()),
	totalResults: z$1.number(),
	startIndex: z$1.number(),
	itemsPerPage: z$1.number(),
	Resources: z$1.array(z$1.unknown())
});
/**
* Created
*/
const zPostScimV2UsersResponse = z$1.object({
	schemas: z$1.array(z$1.string()),
	id: z$1.string(),
	userName: z$1.string(),
	name: z$1.object({
		givenName: z$1.string(),
		familyName: z$1.string()
	}),
	emails: z$1.array(z$1.object({
		value: z$1.string(),
		primary: z$1.boolean(),
		type: z$1.string().optional()
	})),
	roles: z$1.array(z$1.object({
		value: z$1.string(),
		primary: z$1.boolean()
	})),
	profileUrl: z$1.string().optional(),
	active: z$1.boolean(),
	meta: z$1.object({
		resourceType: z$1.string(),
		created: z$1.string(),
		lastModified: z$1.string()
	})
});
/**
* Success
*/
const zGetScimV2GroupsResponse = z$1.object({
	schemas: z$1.array(z$1.string()),
	totalResults: z$1.number(),
	startIndex: z$1.number(),
	itemsPerPage: z$1.number(),
	Resources: z$1.array(z$1.unknown())
});
/**
* Created
*/
const zPostScimV2GroupsResponse = z$1.object({
	schemas: z$1.array(z$1.string()),
	id: z$1.string(),
	displayName: z$1.string(),
	members: z$1.array(z$1.object({
		value: z$1.string(),
		$ref: z$1.string()
	})),
	meta: z$1.object({
		resourceType: z$1.string(),
		created: z$1.string(),
		lastModified: z$1.string()
	})
});
/**
* No Content
*/
const zDeleteScimV2UsersByUserIdResponse = z$1.record(z$1.string(), z$1.unknown());
/**
* Success
*/
const zGetScimV2UsersByUserIdResponse = z$1.object({
	schemas: z$1.array(z$1.string()),
	id: z$1.string(),
	userName: z$1.string(),
	name: z$1.object({
		familyName: z$1.string(),
		givenName: z$1.string()
	}),
	emails: z$1.array(z$1.object({
		value: z$1.string(),
		primary: z$1.boolean()
	})),
	active: z$1.boolean(),
	roles: z$1.array(z$1.object({
		value: z$1.string(),
		primary: z$1.boolean()
	})),
	meta: z$1.object({
		resourceType: z$1.string(),
		created: z$1.string(),
		lastModified: z$1.string()
	})
});
const zPatchScimV2UsersByUserIdResponse = z$1.union([z$1.object({
	schemas: z$1.array(z$1.string()),
	id: z$1.string(),
	userName: z$1.string(),
	name: z$1.object({
		givenName: z$1.string(),
		familyName: z$1.string()
	}),
	emails: z$1.array(z$1.object({
		value: z$1.string(),
		primary: z$1.boolean(),
		type: z$1.string().optional()
	})),
	roles: z$1.array(z$1.object({
		value: z$1.string(),
		primary: z$1.boolean()
	})),
	profileUrl: z$1.string().nullable(),
	active: z$1.boolean(),
	meta: z$1.object({
		resourceType: z$1.string(),
		created: z$1.string(),
		lastModified: z$1.string()
	})
}), z$1.record(z$1.string(), z$1.unknown())]);
const zPutScimV2UsersByUserIdResponse = z$1.union([z$1.object({
	schemas: z$1.array(z$1.string()),
	id: z$1.string(),
	userName: z$1.string(),
	name: z$1.object({
		givenName: z$1.string(),
		familyName: z$1.string()
	}),
	emails: z$1.array(z$1.object({
		value: z$1.string(),
		primary: z$1.boolean(),
		type: z$1.string().optional()
	})),
	roles: z$1.array(z$1.object({
		value: z$1.string(),
		primary: z$1.boolean()
	})),
	profileUrl: z$1.string().nullable(),
	active: z$1.boolean(),
	meta: z$1.object({
		resourceType: z$1.string(),
		created: z$1.string(),
		lastModified: z$1.string()
	})
}), z$1.record(z$1.string(), z$1.unknown())]);
/**
* No Content
*/
const zDeleteScimV2GroupsByWorkspaceTeamIdResponse = z$1.record(z$1.string(), z$1.unknown());
/**
* Success
*/
const zGetScimV2GroupsByWorkspaceTeamIdResponse = z$1.object({
	schemas: z$1.array(z$1.string()),
	id: z$1.string(),
	displayName: z$1.string(),
	members: z$1.array(z$1.object({
		value: z$1.string(),
		$ref: z$1.string()
	})),
	meta: z$1.object({
		resourceType: z$1.string(),
		created: z$1.string(),
		lastModified: z$1.string()
	})
});
/**
* Success
*/
const zPatchScimV2GroupsByWorkspaceTeamIdResponse = z$1.object({
	schemas: z$1.array(z$1.string()),
	id: z$1.string(),
	displayName: z$1.string(),
	members: z$1.array(z$1.object({
		value: z$1.string(),
		$ref: z$1.string()
	})),
	meta: z$1.object({
		resourceType: z$1.string(),
		created: z$1.string(),
		lastModified: z$1.string()
	})
});
/**
* Success
*/
const zPutScimV2GroupsByWorkspaceTeamIdResponse = z$1.object({
	schemas: z$1.array(z$1.string()),
	id: z$1.string(),
	displayName: z$1.string(),
	members: z$1.array(z$1.object({
		value: z$1.string(),
		$ref: z$1.string()
	})),
	meta: z$1.object({
		resourceType: z$1.string(),
		created: z$1.string(),
		lastModified: z$1.string()
	})
});
const zGetV2WebhooksQuery = z$1.object({
	limit: z$1.int().optional(),
	offset: z$1.int().optional()
});
/**
* Success
*/
const zGetV2WebhooksResponse = z$1.object({ data: z$1.array(z$1.object({
	target_url: z$1.url().regex(/^https:\/\/.*/),
	subscriptions: z$1.array(z$1.object({
		event_type: z$1.enum([
			"call-recording.created",
			"comment.created",
			"comment.resolved",
			"comment.unresolved",
			"comment.deleted",
			"list.created",
			"list.updated",
			"list.deleted",
			"list-attribute.created",
			"list-attribute.updated",
			"list-entry.created",
			"list-entry.updated",
			"list-entry.deleted",
			"object-attribute.created",
			"object-attribute.updated",
			"note.created",
			"note-content.updated",
			"note.updated",
			"note.deleted",
			"record.created",
			"record.merged",
			"record.updated",
			"record.deleted",
			"task.created",
			"task.updated",
			"task.deleted",
			"workspace-member.created"
		]),
		filter: z$1.union([z$1.object({ $or: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) }), z$1.object({ $and: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) })]).nullable()
	})),
	id: z$1.object({
		workspace_id: z$1.uuid(),
		webhook_id: z$1.uuid()
	}),
	status: z$1.enum([
		"active",
		"degraded",
		"inactive"
	]),
	created_at: z$1.string()
})) });
const zPostV2WebhooksBody = z$1.object({ data: z$1.object({
	target_url: z$1.url().regex(/^https:\/\/.*/),
	subscriptions: z$1.array(z$1.object({
		event_type: z$1.enum([
			"call-recording.created",
			"comment.created",
			"comment.resolved",
			"comment.unresolved",
			"comment.deleted",
			"list.created",
			"list.updated",
			"list.deleted",
			"list-attribute.created",
			"list-attribute.updated",
			"list-entry.created",
			"list-entry.updated",
			"list-entry.deleted",
			"object-attribute.created",
			"object-attribute.updated",
			"note.created",
			"note-content.updated",
			"note.updated",
			"note.deleted",
			"record.created",
			"record.merged",
			"record.updated",
			"record.deleted",
			"task.created",
			"task.updated",
			"task.deleted",
			"workspace-member.created"
		]),
		filter: z$1.union([z$1.object({ $or: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) }), z$1.object({ $and: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) })]).nullable()
	}))
}) });
/**
* Success
*/
const zPostV2WebhooksResponse = z$1.object({ data: z$1.object({
	target_url: z$1.url().regex(/^https:\/\/.*/),
	subscriptions: z$1.array(z$1.object({
		event_type: z$1.enum([
			"call-recording.created",
			"comment.created",
			"comment.resolved",
			"comment.unresolved",
			"comment.deleted",
			"list.created",
			"list.updated",
			"list.deleted",
			"list-attribute.created",
			"list-attribute.updated",
			"list-entry.created",
			"list-entry.updated",
			"list-entry.deleted",
			"object-attribute.created",
			"object-attribute.updated",
			"note.created",
			"note-content.updated",
			"note.updated",
			"note.deleted",
			"record.created",
			"record.merged",
			"record.updated",
			"record.deleted",
			"task.created",
			"task.updated",
			"task.deleted",
			"workspace-member.created"
		]),
		filter: z$1.union([z$1.object({ $or: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) }), z$1.object({ $and: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) })]).nullable()
	})),
	id: z$1.object({
		workspace_id: z$1.uuid(),
		webhook_id: z$1.uuid()
	}),
	status: z$1.enum([
		"active",
		"degraded",
		"inactive"
	]),
	created_at: z$1.string(),
	secret: z$1.string()
}) });
const zDeleteV2WebhooksByWebhookIdPath = z$1.object({ webhook_id: z$1.uuid() });
/**
* Success
*/
const zDeleteV2WebhooksByWebhookIdResponse = z$1.record(z$1.string(), z$1.unknown());
const zGetV2WebhooksByWebhookIdPath = z$1.object({ webhook_id: z$1.uuid() });
/**
* Success
*/
const zGetV2WebhooksByWebhookIdResponse = z$1.object({ data: z$1.object({
	target_url: z$1.url().regex(/^https:\/\/.*/),
	subscriptions: z$1.array(z$1.object({
		event_type: z$1.enum([
			"call-recording.created",
			"comment.created",
			"comment.resolved",
			"comment.unresolved",
			"comment.deleted",
			"list.created",
			"list.updated",
			"list.deleted",
			"list-attribute.created",
			"list-attribute.updated",
			"list-entry.created",
			"list-entry.updated",
			"list-entry.deleted",
			"object-attribute.created",
			"object-attribute.updated",
			"note.created",
			"note-content.updated",
			"note.updated",
			"note.deleted",
			"record.created",
			"record.merged",
			"record.updated",
			"record.deleted",
			"task.created",
			"task.updated",
			"task.deleted",
			"workspace-member.created"
		]),
		filter: z$1.union([z$1.object({ $or: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) }), z$1.object({ $and: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) })]).nullable()
	})),
	id: z$1.object({
		workspace_id: z$1.uuid(),
		webhook_id: z$1.uuid()
	}),
	status: z$1.enum([
		"active",
		"degraded",
		"inactive"
	]),
	created_at: z$1.string()
}) });
const zPatchV2WebhooksByWebhookIdBody = z$1.object({ data: z$1.object({
	target_url: z$1.url().regex(/^https:\/\/.*/).optional(),
	subscriptions: z$1.array(z$1.object({
		event_type: z$1.enum([
			"call-recording.created",
			"comment.created",
			"comment.resolved",
			"comment.unresolved",
			"comment.deleted",
			"list.created",
			"list.updated",
			"list.deleted",
			"list-attribute.created",
			"list-attribute.updated",
			"list-entry.created",
			"list-entry.updated",
			"list-entry.deleted",
			"object-attribute.created",
			"object-attribute.updated",
			"note.created",
			"note-content.updated",
			"note.updated",
			"note.deleted",
			"record.created",
			"record.merged",
			"record.updated",
			"record.deleted",
			"task.created",
			"task.updated",
			"task.deleted",
			"workspace-member.created"
		]),
		filter: z$1.union([z$1.object({ $or: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) }), z$1.object({ $and: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) })]).nullable()
	})).optional()
}) });
const zPatchV2WebhooksByWebhookIdPath = z$1.object({ webhook_id: z$1.uuid() });
/**
* Success
*/
const zPatchV2WebhooksByWebhookIdResponse = z$1.object({ data: z$1.object({
	target_url: z$1.url().regex(/^https:\/\/.*/),
	subscriptions: z$1.array(z$1.object({
		event_type: z$1.enum([
			"call-recording.created",
			"comment.created",
			"comment.resolved",
			"comment.unresolved",
			"comment.deleted",
			"list.created",
			"list.updated",
			"list.deleted",
			"list-attribute.created",
			"list-attribute.updated",
			"list-entry.created",
			"list-entry.updated",
			"list-entry.deleted",
			"object-attribute.created",
			"object-attribute.updated",
			"note.created",
			"note-content.updated",
			"note.updated",
			"note.deleted",
			"record.created",
			"record.merged",
			"record.updated",
			"record.deleted",
			"task.created",
			"task.updated",
			"task.deleted",
			"workspace-member.created"
		]),
		filter: z$1.union([z$1.object({ $or: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) }), z$1.object({ $and: z$1.array(z$1.union([z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["equals"]),
			value: z$1.string()
		}), z$1.object({
			field: z$1.string(),
			operator: z$1.enum(["not_equals"]),
			value: z$1.string()
		})])) })]).nullable()
	})),
	id: z$1.object({
		workspace_id: z$1.uuid(),
		webhook_id: z$1.uuid()
	}),
	status: z$1.enum([
		"active",
		"degraded",
		"inactive"
	]),
	created_at: z$1.string()
}) });
/**
* Success
*/
const zGetV2SelfResponse = z$1.union([z$1.object({ active: z$1.literal(false) }), z$1.object({
	active: z$1.boolean(),
	scope: z$1.string(),
	client_id: z$1.string(),
	token_type: z$1.enum(["Bearer"]),
	exp: z$1.number().nullable(),
	iat: z$1.number(),
	sub: z$1.uuid(),
	aud: z$1.string(),
	iss: z$1.enum(["attio.com"]),
	authorized_by_workspace_member_id: z$1.uuid(),
	workspace_id: z$1.uuid(),
	workspace_name: z$1.string(),
	workspace_slug: z$1.string(),
	workspace_logo_url: z$1.url().nullable()
})]);
//#endregion
//#region src/generated/sdk.gen.ts
/**
* List objects
*
* Lists all system-defined and user-defined objects in your workspace.
*
* Required scopes: `object_configuration:read`.
*/
const getV2Objects = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ObjectsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects",
	...options
});
/**
* Create an object
*
* Creates a new custom object in your workspace.
*
* Required scopes: `object_configuration:read-write`.
*/
const postV2Objects = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ObjectsBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ObjectsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Get an object
*
* Gets a single object by its `object_id` or slug.
*
* Required scopes: `object_configuration:read`.
*/
const getV2ObjectsByObject = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ObjectsByObjectPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ObjectsByObjectResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}",
	...options
});
/**
* Update an object
*
* Updates a single object. The object to be updated is identified by its `object_id`.
*
* Required scopes: `object_configuration:read-write`.
*/
const patchV2ObjectsByObject = (options) => (options.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: zPatchV2ObjectsByObjectBody,
		path: zPatchV2ObjectsByObjectPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchV2ObjectsByObjectResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List views for object
*
* Lists saved views for an object. Results are ordered by view ID (`id.view_id` ascending).
*
* Required scopes: `object_configuration:read`.
*/
const getV2ObjectsByObjectViews = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ObjectsByObjectViewsPath,
		query: zGetV2ObjectsByObjectViewsQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ObjectsByObjectViewsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/views",
	...options
});
/**
* List attributes
*
* Lists all attributes defined on a specific object or list. Attributes are returned in the order that they are sorted by in the UI.
*
* When `target` is `objects`, the required scopes are `object_configuration:read`. When `target` is `lists`, the required scopes are `list_configuration:read`.
*/
const getV2ByTargetByIdentifierAttributes = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ByTargetByIdentifierAttributesPath,
		query: zGetV2ByTargetByIdentifierAttributesQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ByTargetByIdentifierAttributesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes",
	...options
});
/**
* Create an attribute
*
* Creates a new attribute on either an object or a list.
*
* For record-reference attributes, you can optionally create a bidirectional relationship by providing a `relationship` object. This will create two entangled attributes: one on the specified object and a reverse attribute on the related object.
*
* To create an attribute on an object, you must also have the `object_configuration:read-write` scope.
*
* To create an attribute on a list, you must also have the `list_configuration:read-write` scope.
*/
const postV2ByTargetByIdentifierAttributes = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ByTargetByIdentifierAttributesBody,
		path: zPostV2ByTargetByIdentifierAttributesPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ByTargetByIdentifierAttributesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Get an attribute
*
* Gets information about a single attribute on either an object or a list.
*
* When `target` is `objects`, the required scopes are `object_configuration:read`. When `target` is `lists`, the required scopes are `list_configuration:read`.
*/
const getV2ByTargetByIdentifierAttributesByAttribute = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ByTargetByIdentifierAttributesByAttributePath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ByTargetByIdentifierAttributesByAttributeResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes/{attribute}",
	...options
});
/**
* Update an attribute
*
* Updates a single attribute on a given object or list.
*
* When `target` is `objects`, the required scopes are `object_configuration:read-write`. When `target` is `lists`, the required scopes are `list_configuration:read-write`.
*/
const patchV2ByTargetByIdentifierAttributesByAttribute = (options) => (options.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: zPatchV2ByTargetByIdentifierAttributesByAttributeBody,
		path: zPatchV2ByTargetByIdentifierAttributesByAttributePath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchV2ByTargetByIdentifierAttributesByAttributeResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes/{attribute}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List select options
*
* Lists all select options for a particular attribute on either an object or a list.
*
* When `target` is `objects`, the required scopes are `object_configuration:read`. When `target` is `lists`, the required scopes are `list_configuration:read`.
*/
const getV2ByTargetByIdentifierAttributesByAttributeOptions = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ByTargetByIdentifierAttributesByAttributeOptionsPath,
		query: zGetV2ByTargetByIdentifierAttributesByAttributeOptionsQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ByTargetByIdentifierAttributesByAttributeOptionsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes/{attribute}/options",
	...options
});
/**
* Create a select option
*
* Adds a select option to a select attribute on an object or a list.
*
* When `target` is `objects`, the required scopes are `object_configuration:read-write`. When `target` is `lists`, the required scopes are `list_configuration:read-write`.
*/
const postV2ByTargetByIdentifierAttributesByAttributeOptions = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ByTargetByIdentifierAttributesByAttributeOptionsBody,
		path: zPostV2ByTargetByIdentifierAttributesByAttributeOptionsPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ByTargetByIdentifierAttributesByAttributeOptionsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes/{attribute}/options",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Update a select option
*
* Updates a select option on an attribute on either an object or a list.
*
* When `target` is `objects`, the required scopes are `object_configuration:read-write`. When `target` is `lists`, the required scopes are `list_configuration:read-write`.
*/
const patchV2ByTargetByIdentifierAttributesByAttributeOptionsByOption = (options) => (options.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: zPatchV2ByTargetByIdentifierAttributesByAttributeOptionsByOptionBody,
		path: zPatchV2ByTargetByIdentifierAttributesByAttributeOptionsByOptionPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchV2ByTargetByIdentifierAttributesByAttributeOptionsByOptionResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes/{attribute}/options/{option}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List statuses
*
* Lists all statuses for a particular status attribute on either an object or a list.
*
* When `target` is `objects`, the required scopes are `object_configuration:read`. When `target` is `lists`, the required scopes are `list_configuration:read`.
*/
const getV2ByTargetByIdentifierAttributesByAttributeStatuses = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ByTargetByIdentifierAttributesByAttributeStatusesPath,
		query: zGetV2ByTargetByIdentifierAttributesByAttributeStatusesQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ByTargetByIdentifierAttributesByAttributeStatusesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes/{attribute}/statuses",
	...options
});
/**
* Create a status
*
* Add a new status to a status attribute on either an object or a list.
*
* When `target` is `objects`, the required scopes are `object_configuration:read-write`. When `target` is `lists`, the required scopes are `list_configuration:read-write`.
*/
const postV2ByTargetByIdentifierAttributesByAttributeStatuses = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ByTargetByIdentifierAttributesByAttributeStatusesBody,
		path: zPostV2ByTargetByIdentifierAttributesByAttributeStatusesPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ByTargetByIdentifierAttributesByAttributeStatusesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes/{attribute}/statuses",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Update a status
*
* Update a status on an status attribute on either an object or a list.
*
* When `target` is `objects`, the required scopes are `object_configuration:read-write`. When `target` is `lists`, the required scopes are `list_configuration:read-write`.
*/
const patchV2ByTargetByIdentifierAttributesByAttributeStatusesByStatus = (options) => (options.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: zPatchV2ByTargetByIdentifierAttributesByAttributeStatusesByStatusBody,
		path: zPatchV2ByTargetByIdentifierAttributesByAttributeStatusesByStatusPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchV2ByTargetByIdentifierAttributesByAttributeStatusesByStatusResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/{target}/{identifier}/attributes/{attribute}/statuses/{status}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List records
*
* Lists people, company or other records, with the option to filter and sort results.
*
* Required scopes: `record_permission:read`, `object_configuration:read`.
*/
const postV2ObjectsByObjectRecordsQuery = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ObjectsByObjectRecordsQueryBody,
		path: zPostV2ObjectsByObjectRecordsQueryPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ObjectsByObjectRecordsQueryResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/records/query",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Create a record
*
* Creates a new person, company or other record. This endpoint will throw on conflicts of unique attributes. If you would prefer to update records on conflicts, please use the [Upsert record endpoint](/rest-api/endpoint-reference/records/upsert-a-record) instead.
*
* Required scopes: `record_permission:read-write`, `object_configuration:read`.
*/
const postV2ObjectsByObjectRecords = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ObjectsByObjectRecordsBody,
		path: zPostV2ObjectsByObjectRecordsPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ObjectsByObjectRecordsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/records",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Upsert a record
*
* Use this endpoint to create or update people, companies and other records. A matching attribute is used to search for existing records. If a record is found with the same value for the matching attribute, that record will be updated. If no record with the same value for the matching attribute is found, a new record will be created instead. If you would like to avoid matching, please use the [Create record endpoint](/rest-api/endpoint-reference/records/create-a-record).
*
* If the matching attribute is a multiselect attribute, new values will be added and existing values will not be deleted. For any other multiselect attribute, all values will be either created or deleted as necessary to match the list of supplied values.
*
* Required scopes: `record_permission:read-write`, `object_configuration:read`.
*/
const putV2ObjectsByObjectRecords = (options) => (options.client ?? client).put({
	requestValidator: async (data) => await z$1.object({
		body: zPutV2ObjectsByObjectRecordsBody,
		path: zPutV2ObjectsByObjectRecordsPath,
		query: zPutV2ObjectsByObjectRecordsQuery
	}).parseAsync(data),
	responseValidator: async (data) => await zPutV2ObjectsByObjectRecordsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/records",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete a record
*
* Deletes a single record (e.g. a company or person) by ID.
*
* Required scopes: `object_configuration:read`, `record_permission:read-write`.
*/
const deleteV2ObjectsByObjectRecordsByRecordId = (options) => (options.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zDeleteV2ObjectsByObjectRecordsByRecordIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteV2ObjectsByObjectRecordsByRecordIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/records/{record_id}",
	...options
});
/**
* Get a record
*
* Gets a single person, company or other record by its `record_id`.
*
* Required scopes: `record_permission:read`, `object_configuration:read`.
*/
const getV2ObjectsByObjectRecordsByRecordId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ObjectsByObjectRecordsByRecordIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ObjectsByObjectRecordsByRecordIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/records/{record_id}",
	...options
});
/**
* Update a record (append multiselect values)
*
* Use this endpoint to update people, companies, and other records by `record_id`. If the update payload includes multiselect attributes, the values supplied will be created and prepended to the list of values that already exist (if any). Use the `PUT` endpoint to overwrite or remove multiselect attribute values.
*
* Required scopes: `record_permission:read-write`, `object_configuration:read`.
*/
const patchV2ObjectsByObjectRecordsByRecordId = (options) => (options.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: zPatchV2ObjectsByObjectRecordsByRecordIdBody,
		path: zPatchV2ObjectsByObjectRecordsByRecordIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchV2ObjectsByObjectRecordsByRecordIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/records/{record_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Update a record (overwrite multiselect values)
*
* Use this endpoint to update people, companies, and other records by `record_id`. If the update payload includes multiselect attributes, the values supplied will overwrite/remove the list of values that already exist (if any). Use the `PATCH` endpoint to append multiselect values without removing those that already exist.
*
* Required scopes: `record_permission:read-write`, `object_configuration:read`.
*/
const putV2ObjectsByObjectRecordsByRecordId = (options) => (options.client ?? client).put({
	requestValidator: async (data) => await z$1.object({
		body: zPutV2ObjectsByObjectRecordsByRecordIdBody,
		path: zPutV2ObjectsByObjectRecordsByRecordIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPutV2ObjectsByObjectRecordsByRecordIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/records/{record_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List record attribute values
*
* Gets all values for a given attribute on a record. Historic values can be queried using the `show_historic` query param. Historic values cannot be queried on COMINT (Communication Intelligence) or enriched attributes and the endpoint will return a 400 error if this is attempted. Historic values are sorted from oldest to newest (by `active_from`). Some attributes are subject to billing status and will return an empty array of values if theworkspace being queried does not have the required billing flag enabled.
*
* Required scopes: `record_permission:read`, `object_configuration:read`.
*/
const getV2ObjectsByObjectRecordsByRecordIdAttributesByAttributeValues = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ObjectsByObjectRecordsByRecordIdAttributesByAttributeValuesPath,
		query: zGetV2ObjectsByObjectRecordsByRecordIdAttributesByAttributeValuesQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ObjectsByObjectRecordsByRecordIdAttributesByAttributeValuesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/records/{record_id}/attributes/{attribute}/values",
	...options
});
/**
* List record entries
*
* List all entries, across all lists, for which this record is the parent.
*
* Required scopes: `record_permission:read`, `object_configuration:read`, `list_entry:read`.
*/
const getV2ObjectsByObjectRecordsByRecordIdEntries = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ObjectsByObjectRecordsByRecordIdEntriesPath,
		query: zGetV2ObjectsByObjectRecordsByRecordIdEntriesQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ObjectsByObjectRecordsByRecordIdEntriesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/{object}/records/{record_id}/entries",
	...options
});
/**
* Search records
*
* The search records endpoint provides a convenient way to fuzzy search for records across one or more objects.
* The matching strategy employed in this endpoint follows the in-product strategy and will match names, domains, emails, phone numbers and social handles on people and companies, and labels on all other objects.
* Please note, results returned from this endpoint are eventually consistent. For results which are guaranteed to be up to date, please use the record query endpoint instead.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `record_permission:read`, `object_configuration:read`.
*/
const postV2ObjectsRecordsSearch = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ObjectsRecordsSearchBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ObjectsRecordsSearchResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/objects/records/search",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List all lists
*
* List all lists that your access token has access to. lists are returned in the order that they are sorted in the sidebar.
*
* Required scopes: `list_configuration:read`.
*/
const getV2Lists = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ListsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists",
	...options
});
/**
* Create a list
*
* Creates a new list.
*
* Once you have your list, add attributes to it using the [Create attribute](/rest-api/endpoint-reference/attributes/create-an-attribute) API, and add records to it using the [Add records to list](/rest-api/endpoint-reference/entries/create-an-entry-add-record-to-list) API.
*
* New lists must specify which records can be added with the `parent_object` parameter which accepts either an object slug or an object ID. Permissions for the list are controlled with the `workspace_access` and `workspace_member_access` parameters.
*
* Please note that new lists must have either `workspace_access` set to `"full-access"` or one or more element of `workspace_member_access` with a `"full-access"` level. It is also possible to receive a `403` billing error if your workspace is not on a plan that supports either advanced workspace or workspace member-level access for lists.
*
* Required scopes: `list_configuration:read-write`.
*/
const postV2Lists = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ListsBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ListsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Get a list
*
* Gets a single list in your workspace that your access token has access to.
*
* Required scopes: `list_configuration:read`.
*/
const getV2ListsByList = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ListsByListPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ListsByListResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}",
	...options
});
/**
* Update a list
*
* Updates an existing list. Permissions for the list are controlled with the `workspace_access` and `workspace_member_access` parameters. Please note that lists must have either `workspace_access` set to `"full-access"` or one or more element of `workspace_member_access` with a `"full-access"` level. It is also possible to receive a `403` billing error if your workspace is not on a plan that supports either advanced workspace or workspace member level access for lists. Changing the parent object of a list is not possible through the API as it can have unintended side-effects that should be considered carefully. If you wish to carry out a parent object change you should do so through the UI.
*
* Required scopes: `list_configuration:read-write`.
*/
const patchV2ListsByList = (options) => (options.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: zPatchV2ListsByListBody,
		path: zPatchV2ListsByListPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchV2ListsByListResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List views for list
*
* Lists saved views for a list. Results are ordered by view ID (`id.view_id` ascending).
*
* Required scopes: `list_configuration:read`.
*/
const getV2ListsByListViews = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ListsByListViewsPath,
		query: zGetV2ListsByListViewsQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ListsByListViewsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}/views",
	...options
});
/**
* List entries
*
* Lists entries in a given list, with the option to filter and sort results.
*
* Required scopes: `list_entry:read`, `list_configuration:read`.
*/
const postV2ListsByListEntriesQuery = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ListsByListEntriesQueryBody,
		path: zPostV2ListsByListEntriesQueryPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ListsByListEntriesQueryResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}/entries/query",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Create an entry (add record to list)
*
* Adds a record to a list as a new list entry. This endpoint will throw on conflicts of unique attributes. Multiple list entries are allowed for the same parent record
*
* Required scopes: `list_entry:read-write`, `list_configuration:read`.
*/
const postV2ListsByListEntries = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2ListsByListEntriesBody,
		path: zPostV2ListsByListEntriesPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2ListsByListEntriesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}/entries",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Upsert a list entry by parent
*
* Use this endpoint to create or update a list entry for a given parent record. If an entry with the specified parent record is found, that entry will be updated. If no such entry is found, a new entry will be created instead. If there are multiple entries with the same parent record, this endpoint with return the "MULTIPLE_MATCH_RESULTS" error. When writing to multi-select attributes, all values will be either created or deleted as necessary to match the list of values supplied in the request body.
*
* Required scopes: `list_entry:read-write`, `list_configuration:read`.
*/
const putV2ListsByListEntries = (options) => (options.client ?? client).put({
	requestValidator: async (data) => await z$1.object({
		body: zPutV2ListsByListEntriesBody,
		path: zPutV2ListsByListEntriesPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPutV2ListsByListEntriesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}/entries",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete a list entry
*
* Deletes a single list entry by its `entry_id`.
*
* Required scopes: `list_entry:read-write`, `list_configuration:read`.
*/
const deleteV2ListsByListEntriesByEntryId = (options) => (options.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zDeleteV2ListsByListEntriesByEntryIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteV2ListsByListEntriesByEntryIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}/entries/{entry_id}",
	...options
});
/**
* Get a list entry
*
* Gets a single list entry by its `entry_id`.
*
* Required scopes: `list_entry:read`, `list_configuration:read`.
*/
const getV2ListsByListEntriesByEntryId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ListsByListEntriesByEntryIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ListsByListEntriesByEntryIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}/entries/{entry_id}",
	...options
});
/**
* Update a list entry (append multiselect values)
*
* Use this endpoint to update list entries by `entry_id`. If the update payload includes multiselect attributes, the values supplied will be created and prepended to the list of values that already exist (if any). Use the `PUT` endpoint to overwrite or remove multiselect attribute values.
*
* Required scopes: `list_entry:read-write`, `list_configuration:read`.
*/
const patchV2ListsByListEntriesByEntryId = (options) => (options.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: zPatchV2ListsByListEntriesByEntryIdBody,
		path: zPatchV2ListsByListEntriesByEntryIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchV2ListsByListEntriesByEntryIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}/entries/{entry_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Update a list entry (overwrite multiselect values)
*
* Use this endpoint to update list entries by `entry_id`. If the update payload includes multiselect attributes, the values supplied will overwrite/remove the list of values that already exist (if any). Use the `PATCH` endpoint to add multiselect attribute values without removing those value that already exist.
*
* Required scopes: `list_entry:read-write`, `list_configuration:read`.
*/
const putV2ListsByListEntriesByEntryId = (options) => (options.client ?? client).put({
	requestValidator: async (data) => await z$1.object({
		body: zPutV2ListsByListEntriesByEntryIdBody,
		path: zPutV2ListsByListEntriesByEntryIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPutV2ListsByListEntriesByEntryIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}/entries/{entry_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List attribute values for a list entry
*
* Gets all values for a given attribute on a list entry. This endpoint has the ability to return all historic values using the `show_historic` query param. Historic values are sorted from oldest to newest (by `active_from`).
*
* Required scopes: `list_entry:read`, `list_configuration:read`.
*/
const getV2ListsByListEntriesByEntryIdAttributesByAttributeValues = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ListsByListEntriesByEntryIdAttributesByAttributeValuesPath,
		query: zGetV2ListsByListEntriesByEntryIdAttributesByAttributeValuesQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ListsByListEntriesByEntryIdAttributesByAttributeValuesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/lists/{list}/entries/{entry_id}/attributes/{attribute}/values",
	...options
});
/**
* List workspace members
*
* Lists all workspace members in the workspace.
*
* Required scopes: `user_management:read`.
*/
const getV2WorkspaceMembers = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2WorkspaceMembersResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/workspace_members",
	...options
});
/**
* Get a workspace member
*
* Gets a single workspace member by ID.
*
* Required scopes: `user_management:read`.
*/
const getV2WorkspaceMembersByWorkspaceMemberId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2WorkspaceMembersByWorkspaceMemberIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2WorkspaceMembersByWorkspaceMemberIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/workspace_members/{workspace_member_id}",
	...options
});
/**
* List notes
*
* List notes for all records or for a specific record.
*
* Required scopes: `note:read`, `object_configuration:read`, `record_permission:read`.
*/
const getV2Notes = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: zGetV2NotesQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2NotesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/notes",
	...options
});
/**
* Create a note
*
* Creates a new note for a given record.
*
* Required scopes: `note:read-write`, `object_configuration:read`, `record_permission:read`.
*/
const postV2Notes = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2NotesBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2NotesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/notes",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete a note
*
* Delete a single note by ID.
*
* Required scopes: `note:read-write`.
*/
const deleteV2NotesByNoteId = (options) => (options.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zDeleteV2NotesByNoteIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteV2NotesByNoteIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/notes/{note_id}",
	...options
});
/**
* Get a note
*
* Get a single note by ID.
*
* Required scopes: `note:read`, `object_configuration:read`, `record_permission:read`.
*/
const getV2NotesByNoteId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2NotesByNoteIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2NotesByNoteIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/notes/{note_id}",
	...options
});
/**
* List tasks
*
* List all tasks. Results are sorted by creation date, from oldest to newest.
*
* Required scopes: `task:read`, `object_configuration:read`, `record_permission:read`, `user_management:read`.
*/
const getV2Tasks = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: zGetV2TasksQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2TasksResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/tasks",
	...options
});
/**
* Create a task
*
* Creates a new task.
*
* At present, tasks can only be created from plaintext without record reference formatting.
*
* Required scopes: `task:read-write`, `object_configuration:read`, `record_permission:read`, `user_management:read`.
*/
const postV2Tasks = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2TasksBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2TasksResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/tasks",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete a task
*
* Delete a task by ID.
*
* Required scopes: `task:read-write`.
*/
const deleteV2TasksByTaskId = (options) => (options.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zDeleteV2TasksByTaskIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteV2TasksByTaskIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/tasks/{task_id}",
	...options
});
/**
* Get a task
*
* Get a single task by ID.
*
* Required scopes: `task:read`, `object_configuration:read`, `record_permission:read`, `user_management:read`.
*/
const getV2TasksByTaskId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2TasksByTaskIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2TasksByTaskIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/tasks/{task_id}",
	...options
});
/**
* Update a task
*
* Updates an existing task by `task_id`. At present, only the `deadline_at`, `is_completed`, `linked_records`, and `assignees` fields can be updated.
*
* Required scopes: `task:read-write`, `object_configuration:read`, `record_permission:read`, `user_management:read`.
*/
const patchV2TasksByTaskId = (options) => (options.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: zPatchV2TasksByTaskIdBody,
		path: zPatchV2TasksByTaskIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchV2TasksByTaskIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/tasks/{task_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List threads
*
* List threads of comments on a record or list entry.
*
* To view threads on records, you will need the `object_configuration:read` and `record_permission:read` scopes.
*
* To view threads on list entries, you will need the `list_configuration:read` and `list_entry:read` scopes.
*
* Required scopes: `comment:read`.
*/
const getV2Threads = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: zGetV2ThreadsQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ThreadsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/threads",
	...options
});
/**
* Get a thread
*
* Get all comments in a thread.
*
* To view threads on records, you will need the `object_configuration:read` and `record_permission:read` scopes.
*
* To view threads on list entries, you will need the `list_configuration:read` and `list_entry:read` scopes.
*
* Required scopes: `comment:read`.
*/
const getV2ThreadsByThreadId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2ThreadsByThreadIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2ThreadsByThreadIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/threads/{thread_id}",
	...options
});
/**
* Create a comment
*
* Creates a new comment related to an existing thread, record or entry.
*
* To create comments on records, you will need the `object_configuration:read` and `record_permission:read` scopes.
*
* To create comments on list entries, you will need the `list_configuration:read` and `list_entry:read` scopes.
*
* Required scopes: `comment:read-write`.
*/
const postV2Comments = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2CommentsBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2CommentsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/comments",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete a comment
*
* Deletes a comment by ID. If deleting a comment at the head of a thread, all messages in the thread are also deleted.
*
* Required scopes: `comment:read-write`.
*/
const deleteV2CommentsByCommentId = (options) => (options.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zDeleteV2CommentsByCommentIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteV2CommentsByCommentIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/comments/{comment_id}",
	...options
});
/**
* Get a comment
*
* Get a single comment by ID.
*
* To view comments on records, you will need the `object_configuration:read` and `record_permission:read` scopes.
*
* To view comments on list entries, you will need the `list_configuration:read` and `list_entry:read` scopes.
*
* Required scopes: `comment:read`.
*/
const getV2CommentsByCommentId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2CommentsByCommentIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2CommentsByCommentIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/comments/{comment_id}",
	...options
});
/**
* List meetings
*
* Lists all meetings in the workspace using a deterministic sort order.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `meeting:read`, `record_permission:read`.
*/
const getV2Meetings = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: zGetV2MeetingsQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2MeetingsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/meetings",
	...options
});
/**
* Find or create a meeting
*
* Finds an existing meeting or creates a new one if it doesn't yet exist. [Please see here](/rest-api/guides/syncing-meetings) for a full guide on syncing meetings to Attio.
*
* This endpoint is in alpha and may be subject to breaking changes as we gather feedback.
*
* Required scopes: `meeting:read-write`, `record_permission:read`.
*/
const postV2Meetings = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2MeetingsBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2MeetingsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/meetings",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Get a meeting
*
* Get a single meeting by ID.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `meeting:read`, `record_permission:read`.
*/
const getV2MeetingsByMeetingId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2MeetingsByMeetingIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2MeetingsByMeetingIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/meetings/{meeting_id}",
	...options
});
/**
* List call recordings
*
* List all call recordings for a meeting.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `meeting:read`, `call_recording:read`.
*/
const getV2MeetingsByMeetingIdCallRecordings = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2MeetingsByMeetingIdCallRecordingsPath,
		query: zGetV2MeetingsByMeetingIdCallRecordingsQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2MeetingsByMeetingIdCallRecordingsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/meetings/{meeting_id}/call_recordings",
	...options
});
/**
* Create call recording
*
* Create a call recording for a meeting. This endpoint is rate limited to 1 request per second.
*
* This endpoint is in alpha and may be subject to breaking changes as we gather feedback.
*
* Required scopes: `meeting:read`, `call_recording:read-write`.
*/
const postV2MeetingsByMeetingIdCallRecordings = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2MeetingsByMeetingIdCallRecordingsBody,
		path: zPostV2MeetingsByMeetingIdCallRecordingsPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2MeetingsByMeetingIdCallRecordingsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/meetings/{meeting_id}/call_recordings",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete call recording
*
* Deletes the specified call recording. This will remove the call recording and all associated data.
*
* This endpoint is in alpha and may be subject to breaking changes as we gather feedback.
*
* Required scopes: `meeting:read`, `call_recording:read-write`.
*/
const deleteV2MeetingsByMeetingIdCallRecordingsByCallRecordingId = (options) => (options.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zDeleteV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/meetings/{meeting_id}/call_recordings/{call_recording_id}",
	...options
});
/**
* Get call recording
*
* Get a single call recording by ID.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `meeting:read`, `call_recording:read`.
*/
const getV2MeetingsByMeetingIdCallRecordingsByCallRecordingId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/meetings/{meeting_id}/call_recordings/{call_recording_id}",
	...options
});
/**
* Get call transcript
*
* Get the transcript for a call recording.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `meeting:read`, `call_recording:read`.
*/
const getV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdTranscript = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdTranscriptPath,
		query: zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdTranscriptQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdTranscriptResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/meetings/{meeting_id}/call_recordings/{call_recording_id}/transcript",
	...options
});
/**
* List files
*
* Lists internal files, externally connected files and folders across the workspace. Optional query parameters may be provided to filter results by object, record, storage provider or parent folder.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `object_configuration:read`, `record_permission:read`, `file:read`.
*/
const getV2Files = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: zGetV2FilesQuery
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2FilesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/files",
	...options
});
/**
* Create a folder
*
* Creates a native folder entry or a connected file/folder entry on an object record.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `file:read-write`, `object_configuration:read`, `record_permission:read`.
*/
const postV2Files = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2FilesBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2FilesResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/files",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Upload a file
*
* Uploads a file to native Attio storage for a record. Send multipart/form-data with a single binary field named `file` together with the body fields `object`, `record_id`, and optional `parent_folder_id`. Maximum file size is 50 MB.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `file:read-write`, `object_configuration:read`, `record_permission:read`.
*/
const postV2FilesUpload = (options) => (options.client ?? client).post({
	...formDataBodySerializer,
	requestValidator: async (data) => await z$1.object({
		body: zPostV2FilesUploadBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2FilesUploadResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/files/upload",
	...options,
	headers: {
		"Content-Type": null,
		...options.headers
	}
});
/**
* Delete a file
*
* Delete a single file by ID. Deleting a folder will delete all of its descendants.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `file:read-write`, `object_configuration:read`, `record_permission:read`.
*/
const deleteV2FilesByFileId = (options) => (options.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zDeleteV2FilesByFileIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteV2FilesByFileIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/files/{file_id}",
	...options
});
/**
* Get a file
*
* Get a single file entry by ID.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `file:read`, `object_configuration:read`, `record_permission:read`.
*/
const getV2FilesByFileId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2FilesByFileIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2FilesByFileIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/files/{file_id}",
	...options
});
/**
* Download a file
*
* Downloads a file by redirecting to a signed URL.
*
* This endpoint is in beta. We will aim to avoid breaking changes, but small updates may be made as we roll out to more users.
*
* Required scopes: `object_configuration:read`, `record_permission:read`, `file:read`.
*/
const getV2FilesByFileIdDownload = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2FilesByFileIdDownloadPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/files/{file_id}/download",
	...options
});
/**
* List SCIM schemas
*
* Lists the SCIM schemas supported by this service provider.
*
* Required scopes: `user_management:read`.
*/
const getScimV2Schemas = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetScimV2SchemasResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Schemas",
	...options
});
/**
* List SCIM users
*
* Lists SCIM users for the workspace.
*
* Required scopes: `user_management:read`.
*/
const getScimV2Users = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetScimV2UsersResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Users",
	...options
});
/**
* Create SCIM user
*
* Creates a SCIM user in the workspace.
*
* Required scopes: `user_management:read-write`.
*/
const postScimV2Users = (options) => (options?.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostScimV2UsersResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Users",
	...options
});
/**
* List SCIM groups
*
* Lists SCIM groups for the workspace.
*
* Required scopes: `user_management:read`.
*/
const getScimV2Groups = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetScimV2GroupsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Groups",
	...options
});
/**
* Create SCIM group
*
* Creates a SCIM group for the workspace.
*
* Required scopes: `user_management:read-write`.
*/
const postScimV2Groups = (options) => (options?.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostScimV2GroupsResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Groups",
	...options
});
/**
* Delete SCIM user
*
* Deletes a SCIM user from the workspace.
*
* Required scopes: `user_management:read-write`.
*/
const deleteScimV2UsersByUserId = (options) => (options?.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteScimV2UsersByUserIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Users/{user_id}",
	...options
});
/**
* Get SCIM user
*
* Gets a SCIM user by ID.
*
* Required scopes: `user_management:read`.
*/
const getScimV2UsersByUserId = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetScimV2UsersByUserIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Users/{user_id}",
	...options
});
/**
* Patch SCIM user
*
* Patches a SCIM user in the workspace.
*
* Required scopes: `user_management:read-write`.
*/
const patchScimV2UsersByUserId = (options) => (options?.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchScimV2UsersByUserIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Users/{user_id}",
	...options
});
/**
* Update SCIM user
*
* Updates a SCIM user in the workspace.
*
* Required scopes: `user_management:read-write`.
*/
const putScimV2UsersByUserId = (options) => (options?.client ?? client).put({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPutScimV2UsersByUserIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Users/{user_id}",
	...options
});
/**
* Delete SCIM group
*
* Deletes a SCIM group from the workspace.
*
* Required scopes: `user_management:read-write`.
*/
const deleteScimV2GroupsByWorkspaceTeamId = (options) => (options?.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteScimV2GroupsByWorkspaceTeamIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Groups/{workspace_team_id}",
	...options
});
/**
* Get SCIM group
*
* Gets a SCIM group by ID.
*
* Required scopes: `user_management:read`.
*/
const getScimV2GroupsByWorkspaceTeamId = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetScimV2GroupsByWorkspaceTeamIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Groups/{workspace_team_id}",
	...options
});
/**
* Patch SCIM group
*
* Patches a SCIM group in the workspace.
*
* Required scopes: `user_management:read-write`.
*/
const patchScimV2GroupsByWorkspaceTeamId = (options) => (options?.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchScimV2GroupsByWorkspaceTeamIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Groups/{workspace_team_id}",
	...options
});
/**
* Update SCIM group
*
* Updates a SCIM group in the workspace.
*
* Required scopes: `user_management:read-write`.
*/
const putScimV2GroupsByWorkspaceTeamId = (options) => (options?.client ?? client).put({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPutScimV2GroupsByWorkspaceTeamIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/scim/v2/Groups/{workspace_team_id}",
	...options
});
/**
* List webhooks
*
* Get all of the webhooks in your workspace.
*
* Required scopes: `webhook:read`.
*/
const getV2Webhooks = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: zGetV2WebhooksQuery.optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2WebhooksResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/webhooks",
	...options
});
/**
* Create a webhook
*
* Create a webhook and associated subscriptions.
*
* Required scopes: `webhook:read-write`.
*/
const postV2Webhooks = (options) => (options.client ?? client).post({
	requestValidator: async (data) => await z$1.object({
		body: zPostV2WebhooksBody,
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPostV2WebhooksResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/webhooks",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete a webhook
*
* Delete a webhook by ID.
*
* Required scopes: `webhook:read-write`.
*/
const deleteV2WebhooksByWebhookId = (options) => (options.client ?? client).delete({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zDeleteV2WebhooksByWebhookIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zDeleteV2WebhooksByWebhookIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/webhooks/{webhook_id}",
	...options
});
/**
* Get a webhook
*
* Get a single webhook.
*
* Required scopes: `webhook:read`.
*/
const getV2WebhooksByWebhookId = (options) => (options.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: zGetV2WebhooksByWebhookIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2WebhooksByWebhookIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/webhooks/{webhook_id}",
	...options
});
/**
* Update a webhook
*
* Update a webhook and associated subscriptions.
*
* Required scopes: `webhook:read-write`.
*/
const patchV2WebhooksByWebhookId = (options) => (options.client ?? client).patch({
	requestValidator: async (data) => await z$1.object({
		body: zPatchV2WebhooksByWebhookIdBody,
		path: zPatchV2WebhooksByWebhookIdPath,
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zPatchV2WebhooksByWebhookIdResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/webhooks/{webhook_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Identify
*
* Identify the current access token, the workspace it is linked to, and any permissions it has.
*/
const getV2Self = (options) => (options?.client ?? client).get({
	requestValidator: async (data) => await z$1.object({
		body: z$1.never().optional(),
		path: z$1.never().optional(),
		query: z$1.never().optional()
	}).parseAsync(data),
	responseValidator: async (data) => await zGetV2SelfResponse.parseAsync(data),
	security: [{
		scheme: "bearer",
		type: "http"
	}],
	url: "/v2/self",
	...options
});
//#endregion
//#region src/attio/ids.ts
const createBrandedId = (id, label) => {
	if (!id.trim()) throw new Error(`${label} cannot be empty`);
	return id;
};
const createBrandedIdSchema = (label) => z.string().refine((id) => id.trim().length > 0, { message: `${label} cannot be empty` }).transform((id) => createBrandedId(id, label));
//#endregion
//#region src/attio/filters.ts
const comparableValueSchema = z.union([z.string(), z.number()]);
const filterValueSchema = z.union([
	comparableValueSchema,
	z.boolean(),
	z.null()
]);
const fieldConditionSchema = z.object({
	$eq: filterValueSchema.optional(),
	$contains: z.string().optional(),
	$starts_with: z.string().optional(),
	$ends_with: z.string().optional(),
	$not_empty: z.literal(true).optional(),
	$in: z.array(filterValueSchema).optional(),
	$lt: comparableValueSchema.optional(),
	$lte: comparableValueSchema.optional(),
	$gt: comparableValueSchema.optional(),
	$gte: comparableValueSchema.optional()
}).strict().refine((value) => Object.keys(value).length > 0, { message: "Field condition must include at least one operator" });
const nestedFieldConditionSchema = z.record(z.string(), fieldConditionSchema);
const shorthandValueSchema = z.union([filterValueSchema, z.array(filterValueSchema)]);
const attributeFilterSchema = z.union([
	shorthandValueSchema,
	fieldConditionSchema,
	nestedFieldConditionSchema
]);
const attributeFilterRecordSchema = z.record(z.string().refine((key) => !key.startsWith("$"), { message: "Attribute keys cannot start with '$'" }), attributeFilterSchema);
const attributeLevelFilterSchema = z.lazy(() => z.union([
	z.object({ $and: z.array(attributeLevelFilterSchema) }).strict(),
	z.object({ $or: z.array(attributeLevelFilterSchema) }).strict(),
	z.object({ $not: attributeLevelFilterSchema }).strict(),
	attributeFilterRecordSchema
]));
const pathSegmentSchema = z.tuple([z.string(), z.string()]);
const pathFilterSchema = z.object({
	path: z.array(pathSegmentSchema).min(1),
	constraints: attributeLevelFilterSchema
}).strict();
const attioFilterSchema = z.lazy(() => z.union([
	pathFilterSchema,
	z.object({ $and: z.array(attioFilterSchema) }).strict(),
	z.object({ $or: z.array(attioFilterSchema) }).strict(),
	z.object({ $not: attioFilterSchema }).strict(),
	attributeFilterRecordSchema
]));
const parseAttioFilter = (filter) => attioFilterSchema.parse(filter);
const operator = (field, op, value) => ({ [field]: { [op]: value } });
const filters = {
	eq: (field, value) => operator(field, "$eq", value),
	contains: (field, value) => operator(field, "$contains", value),
	startsWith: (field, value) => operator(field, "$starts_with", value),
	endsWith: (field, value) => operator(field, "$ends_with", value),
	notEmpty: (field) => operator(field, "$not_empty", true),
	lt: (field, value) => operator(field, "$lt", value),
	lte: (field, value) => operator(field, "$lte", value),
	gt: (field, value) => operator(field, "$gt", value),
	gte: (field, value) => operator(field, "$gte", value),
	in: (field, values) => operator(field, "$in", values),
	between: (field, min, max) => ({ [field]: {
		$gte: min,
		$lt: max
	} }),
	and: (...conditions) => ({ $and: conditions }),
	or: (...conditions) => ({ $or: conditions }),
	not: (condition) => ({ $not: condition }),
	path: (segments, constraints) => {
		if (segments.length === 0) throw new Error("path segments must be non-empty");
		return {
			path: segments,
			constraints
		};
	},
	parentRecordId: ({ list, object, recordId }) => filters.path([[list, "parent_record"], [object, "record_id"]], { value: recordId }),
	parentRecordContains: ({ list, object, attribute, value, field = "value" }) => filters.path([[list, "parent_record"], [object, attribute]], { [field]: { $contains: value } }),
	listStatus: ({ attribute, status }) => ({ [attribute]: { status: { $eq: status } } })
};
//#endregion
//#region src/attio/record-utils.ts
const attioRecordIdSchema = z.string().brand();
const defaultNormalizeRecordOptions = { emptyBehavior: "reject" };
const emptyObjectIssueCode = "EMPTY_OBJECT";
const unknownObjectSchema = z.object({}).passthrough();
const nonEmptyObjectSchema = unknownObjectSchema.superRefine((value, ctx) => {
	if (Object.keys(value).length === 0) ctx.addIssue({
		code: z.ZodIssueCode.custom,
		message: "Expected non-empty object",
		params: { code: emptyObjectIssueCode }
	});
});
const recordIdFieldsSchema = z.object({
	record_id: attioRecordIdSchema.optional(),
	company_id: attioRecordIdSchema.optional(),
	person_id: attioRecordIdSchema.optional(),
	list_id: attioRecordIdSchema.optional(),
	task_id: attioRecordIdSchema.optional()
});
const unknownArraySchema = z.array(z.unknown());
const extractIdFromFields = (fields) => fields.record_id ?? fields.company_id ?? fields.person_id ?? fields.list_id ?? fields.task_id;
function parseObject(value, options) {
	const parsed = ((options?.emptyBehavior ?? "allow") === "allow" ? unknownObjectSchema : nonEmptyObjectSchema).safeParse(value);
	if (parsed.success) return parsed.data;
	if (options) throw parsed.error;
}
const parseId = (value) => {
	const parsed = attioRecordIdSchema.safeParse(value);
	return parsed.success ? parsed.data : void 0;
};
const parseIdFields = (value) => {
	const parsed = recordIdFieldsSchema.safeParse(value);
	return parsed.success ? parsed.data : void 0;
};
const parseArray = (value) => {
	const parsed = unknownArraySchema.safeParse(value);
	return parsed.success ? parsed.data : void 0;
};
const extractIdFromRecord = (record) => {
	const idFields = parseIdFields(record.id);
	return (idFields ? extractIdFromFields(idFields) : void 0) ?? parseId(record.id) ?? parseId(record.record_id) ?? parseId(record.company_id) ?? parseId(record.person_id) ?? parseId(record.list_id) ?? parseId(record.task_id);
};
const extractValuesObject = (record) => parseObject(record.values);
const extractIdFromUnknown = (value) => {
	const record = parseObject(value);
	if (!record) return;
	return extractIdFromRecord(record);
};
const extractValues$1 = (obj) => {
	const record = parseObject(obj);
	if (!record) return;
	return extractValuesObject(record);
};
const collectNestedCandidates = (record) => {
	const candidates = [];
	if (record.data !== void 0) candidates.push(record.data);
	const dataRecord = parseObject(record.data);
	if (!dataRecord) return candidates;
	if (dataRecord.data !== void 0) candidates.push(dataRecord.data);
	if (dataRecord.record !== void 0) candidates.push(dataRecord.record);
	const items = parseArray(dataRecord.items);
	if (items && items.length > 0) candidates.push(items[0]);
	return candidates;
};
const findFirstId = (candidates) => {
	for (const candidate of candidates) {
		const nested = extractIdFromUnknown(candidate);
		if (nested) return nested;
	}
};
const extractRecordId = (obj) => {
	const record = parseObject(obj);
	if (!record) return;
	const direct = extractIdFromRecord(record);
	if (direct) return direct;
	return findFirstId(collectNestedCandidates(record));
};
const hasValidRecordId = (raw) => {
	const idFields = parseIdFields(raw.id);
	return Boolean(idFields?.record_id);
};
const extractNestedValues = (result) => {
	const candidates = collectNestedCandidates(result);
	for (const candidate of candidates) {
		const values = extractValues$1(candidate);
		if (values) return values;
	}
};
const parseRecordInput = (raw, options) => {
	try {
		return parseObject(raw, { emptyBehavior: options.emptyBehavior ?? "reject" });
	} catch (error) {
		if (error instanceof z.ZodError) {
			if (error.issues.some((issue) => issue.code === z.ZodIssueCode.custom && issue.params?.code === emptyObjectIssueCode)) throw new AttioResponseError("Invalid API response: empty data object", { code: "EMPTY_RESPONSE" });
			throw new AttioResponseError("Invalid API response: no data found", { code: "INVALID_RESPONSE" });
		}
		throw error;
	}
};
function normalizeRecord(raw, options = defaultNormalizeRecordOptions) {
	const parsedRaw = parseRecordInput(raw, options);
	if (hasValidRecordId(parsedRaw) && extractValuesObject(parsedRaw)) return parsedRaw;
	const result = { ...parsedRaw };
	if (!hasValidRecordId(result)) {
		const extractedId = extractRecordId(result);
		if (extractedId) result.id = {
			...parseObject(result.id) ?? {},
			record_id: extractedId
		};
	}
	if (!extractValuesObject(result)) result.values = extractNestedValues(result) ?? {};
	return result;
}
function normalizeRecords(items, options = defaultNormalizeRecordOptions) {
	const normalized = [];
	for (const item of items) {
		const record = parseObject(item);
		if (record) normalized.push(normalizeRecord(record, options));
	}
	return normalized;
}
//#endregion
//#region src/attio/response.ts
const DEFAULT_UNWRAP_DEPTH = 3;
const responseEnvelopeSchema = z.object({
	data: z.unknown().optional(),
	error: z.unknown().optional(),
	request: z.instanceof(Request).optional(),
	response: z.instanceof(Response).optional()
}).passthrough();
function unwrapData(result, options = {}) {
	const maxDepth = options.maxDepth ?? DEFAULT_UNWRAP_DEPTH;
	let current = result;
	for (let depth = 0; depth < maxDepth; depth += 1) {
		if (!current || typeof current !== "object") break;
		if (!("data" in current)) break;
		current = current.data;
	}
	if (options.schema) {
		const parsed = options.schema.safeParse(current);
		if (!parsed.success) throw createSchemaError(parsed.error);
		return parsed.data;
	}
	return current;
}
/**
* Searches nested data structures for an array, checking `data`, `items`,
* and `records` keys at each level up to DEFAULT_UNWRAP_DEPTH.
*/
const findArrayInData = (initialData) => {
	let data = initialData;
	for (let depth = 0; depth < DEFAULT_UNWRAP_DEPTH; depth += 1) {
		if (Array.isArray(data)) return data;
		if (!data || typeof data !== "object") return;
		const record = data;
		const nested = record.data ?? record.items ?? record.records;
		if (nested === void 0) return;
		data = nested;
	}
};
const validateItemsArray = (items, schema) => {
	const parsed = z.array(schema).safeParse(items);
	if (!parsed.success) throw createSchemaError(parsed.error);
	return parsed.data;
};
const validateWithSchema = (data, schema) => {
	const parsed = schema.safeParse(data);
	if (!parsed.success) throw createSchemaError(parsed.error);
	return parsed.data;
};
function unwrapItems(result, options = {}) {
	const items = findArrayInData(unwrapData(result));
	if (!items) return [];
	if (options.schema) return validateItemsArray(items, options.schema);
	return items;
}
const readPaginationCursor = (pagination) => {
	if (!pagination || typeof pagination !== "object") return null;
	const cursor = pagination.next_cursor ?? pagination.nextCursor;
	return typeof cursor === "string" ? cursor : null;
};
const unwrapPaginationCursor = (result) => {
	if (result && typeof result === "object") {
		const rootCursor = readPaginationCursor(result.pagination);
		if (rootCursor) return rootCursor;
	}
	const data = unwrapData(result);
	if (!data || typeof data !== "object") return null;
	return readPaginationCursor(data.pagination);
};
const readPaginationOffset = (pagination) => {
	if (!pagination || typeof pagination !== "object") return null;
	const record = pagination;
	const nextOffset = record.next_offset ?? record.nextOffset;
	return typeof nextOffset === "number" ? nextOffset : null;
};
const unwrapPaginationOffset = (result) => {
	if (result && typeof result === "object") {
		const rootOffset = readPaginationOffset(result.pagination);
		if (rootOffset !== null) return rootOffset;
	}
	const data = unwrapData(result);
	if (!data || typeof data !== "object") return null;
	return readPaginationOffset(data.pagination);
};
const parseResponseEnvelope = (result) => {
	const parsed = responseEnvelopeSchema.safeParse(result);
	if (!parsed.success) return;
	return parsed.data;
};
const createSchemaError = (details) => new AttioResponseError("Invalid API response: schema mismatch", {
	code: "INVALID_RESPONSE",
	data: details
});
function assertOk(result, options) {
	const envelope = parseResponseEnvelope(result);
	if (envelope?.error !== void 0) throw normalizeAttioError(envelope.error, {
		response: envelope.response,
		request: envelope.request
	});
	const unwrapped = unwrapData(envelope?.data ?? result, { maxDepth: options?.maxDepth });
	if (!options?.schema) return unwrapped;
	const parsed = options.schema.safeParse(unwrapped);
	if (!parsed.success) throw createSchemaError(parsed.error);
	return parsed.data;
}
function toResult(result, options) {
	const envelope = parseResponseEnvelope(result);
	if (envelope?.error !== void 0) return {
		ok: false,
		error: normalizeAttioError(envelope.error, {
			response: envelope.response,
			request: envelope.request
		}),
		request: envelope.request,
		response: envelope.response
	};
	const unwrapped = unwrapData(envelope?.data ?? result, { maxDepth: options?.maxDepth });
	if (!options?.schema) return {
		ok: true,
		value: unwrapped,
		request: envelope?.request,
		response: envelope?.response
	};
	const parsed = options.schema.safeParse(unwrapped);
	if (!parsed.success) return {
		ok: false,
		error: createSchemaError(parsed.error),
		request: envelope?.request,
		response: envelope?.response
	};
	return {
		ok: true,
		value: parsed.data,
		request: envelope?.request,
		response: envelope?.response
	};
}
//#endregion
//#region src/attio/schemas.ts
const rawRecordSchema = z.record(z.string(), z.unknown());
//#endregion
//#region src/attio/operations.ts
function createRecordQueryRuntime(input) {
	const runtime = {
		client: resolveAttioClient(input),
		filter: input.filter === void 0 ? void 0 : parseAttioFilter(input.filter)
	};
	if (input.itemSchema) return {
		...runtime,
		schema: input.itemSchema
	};
	return {
		...runtime,
		schema: rawRecordSchema
	};
}
/**
* Resolve client, execute API call, and unwrap a single data response.
* Centralizes the resolveClient -> apiCall -> unwrapData pipeline
* used by tasks, objects, notes, and list entry operations.
*/
async function callAndUnwrapData(input, apiCall, options) {
	return unwrapData(await apiCall(resolveAttioClient(input)), options);
}
/**
* Resolve client, execute API call, and unwrap a list of items.
* Centralizes the resolveClient -> apiCall -> unwrapItems pipeline
* used by list, task, note, and workspace member operations.
*/
async function callAndUnwrapItems(input, apiCall, options) {
	return unwrapItems(await apiCall(resolveAttioClient(input)), options);
}
/**
* Resolve client, execute API call, assert success, normalize a single record,
* and validate with schema. Centralizes the
* resolveClient -> apiCall -> assertOk -> normalizeRecord -> validateWithSchema
* pipeline used by single-record CRUD operations.
*/
async function callAndUnwrapRecord(input, apiCall) {
	const client = resolveAttioClient(input);
	const schema = input.itemSchema ?? rawRecordSchema;
	return validateWithSchema(normalizeRecord(assertOk(await apiCall(client))), schema);
}
/**
* Unwrap items from a response, normalize as records, and validate.
* Used inside pagination fetch callbacks where client is already resolved.
*/
function unwrapAndNormalizeRecords(result, schema) {
	return validateItemsArray(normalizeRecords(unwrapItems(result)), schema);
}
/**
* Resolve client, execute a delete API call, and return true.
* Centralizes the resolveClient -> apiCall -> return true pipeline
* used by delete operations.
*/
async function callAndDelete(input, apiCall) {
	await apiCall(resolveAttioClient(input));
	return true;
}
//#endregion
//#region src/attio/pagination.ts
const createPageResultSchema = (itemSchema) => z.object({
	items: z.array(itemSchema),
	nextCursor: z.string().nullish()
});
const basePageResultSchema = z.object({
	items: z.array(z.unknown()),
	nextCursor: z.string().nullish()
});
const createOffsetPageResultSchema = (itemSchema) => z.object({
	items: z.array(itemSchema),
	nextOffset: z.number().nullish(),
	total: z.number().optional()
});
const baseOffsetPageResultSchema = z.object({
	items: z.array(z.unknown()),
	nextOffset: z.number().nullish(),
	total: z.number().optional()
});
const toPageResult = (result) => {
	return {
		items: unwrapItems(result),
		nextCursor: unwrapPaginationCursor(result)
	};
};
const toOffsetPageResult = (result) => {
	return {
		items: unwrapItems(result),
		nextOffset: unwrapPaginationOffset(result)
	};
};
const parsePageResult = (page, itemSchema) => {
	const result = (itemSchema ? createPageResultSchema(itemSchema) : basePageResultSchema).safeParse(page);
	if (!result.success) return;
	return result.data;
};
const parseOffsetPageResult = (page, itemSchema) => {
	const result = (itemSchema ? createOffsetPageResultSchema(itemSchema) : baseOffsetPageResultSchema).safeParse(page);
	if (!result.success) return;
	return result.data;
};
const createPaginationLoopState = (options) => ({
	pages: 0,
	itemCount: 0,
	maxPages: options.maxPages ?? Number.POSITIVE_INFINITY,
	maxItems: options.maxItems ?? Number.POSITIVE_INFINITY,
	signal: options.signal
});
const shouldContinuePagination = (state) => state.pages < state.maxPages && state.itemCount < state.maxItems && !isAborted(state.signal);
const readCursorPage = async (fetchPage, cursor, options) => {
	const page = await fetchPage(cursor, options.signal);
	return parsePageResult(page, options.itemSchema) ?? toPageResult(page);
};
const readOffsetPage = async (fetchPage, offset, limit, options) => {
	const page = await fetchPage(offset, limit, options.signal);
	return parseOffsetPageResult(page, options.itemSchema) ?? toOffsetPageResult(page);
};
const addCompletedPage = (state, itemCount) => {
	state.pages += 1;
	state.itemCount = itemCount;
};
const paginate = async (fetchPage, options = {}) => {
	const items = [];
	let cursor = options.cursor ?? null;
	const state = createPaginationLoopState(options);
	while (shouldContinuePagination(state)) {
		const { items: pageItems, nextCursor } = await readCursorPage(fetchPage, cursor, options);
		items.push(...pageItems);
		addCompletedPage(state, items.length);
		if (!nextCursor) break;
		cursor = nextCursor;
	}
	return items.slice(0, state.maxItems);
};
const DEFAULT_OFFSET_PAGE_SIZE = 50;
const resolveNextOffset = ({ nextOffset, pageItemsLength, limit, currentOffset }) => {
	if (typeof nextOffset === "number") return nextOffset;
	if (pageItemsLength < limit) return null;
	return currentOffset + limit;
};
const createOffsetPaginationRuntime = (options) => ({
	limit: Math.max(1, options.limit ?? options.pageSize ?? DEFAULT_OFFSET_PAGE_SIZE),
	offset: Math.max(0, options.offset ?? 0),
	state: createPaginationLoopState(options)
});
const toOffsetItemsPageFetcher = (fetchItems) => async (offset, limit, signal) => ({ items: await fetchItems(offset, limit, signal) });
const collectOffsetItems = (fetchItems, input) => paginateOffset(toOffsetItemsPageFetcher(fetchItems), {
	offset: input.offset,
	limit: input.limit,
	maxPages: input.maxPages,
	maxItems: input.maxItems,
	signal: input.signal
});
const streamOffsetItems = (fetchItems, input) => paginateOffsetAsync(toOffsetItemsPageFetcher(fetchItems), {
	offset: input.offset,
	limit: input.limit,
	maxPages: input.maxPages,
	maxItems: input.maxItems,
	signal: input.signal
});
function resolveOffsetItems(fetchItems, input) {
	if (input.paginate === "stream") return streamOffsetItems(fetchItems, input);
	if (input.paginate === true) return collectOffsetItems(fetchItems, input);
	return fetchItems(input.offset, input.limit, input.signal);
}
const readRuntimeOffsetPage = async (fetchPage, runtime, options) => {
	const { items: pageItems, nextOffset } = await readOffsetPage(fetchPage, runtime.offset, runtime.limit, options);
	return {
		pageItems,
		nextOffset,
		currentOffset: runtime.offset,
		limit: runtime.limit
	};
};
const advanceOffset = (runtime, page) => {
	const resolvedOffset = resolveNextOffset({
		nextOffset: page.nextOffset,
		pageItemsLength: page.pageItems.length,
		limit: page.limit,
		currentOffset: page.currentOffset
	});
	if (resolvedOffset === null || resolvedOffset <= page.currentOffset) return false;
	runtime.offset = resolvedOffset;
	return true;
};
const paginateOffset = async (fetchPage, options = {}) => {
	const items = [];
	const runtime = createOffsetPaginationRuntime(options);
	while (shouldContinuePagination(runtime.state)) {
		const page = await readRuntimeOffsetPage(fetchPage, runtime, options);
		items.push(...page.pageItems);
		addCompletedPage(runtime.state, items.length);
		if (!shouldContinuePagination(runtime.state)) break;
		if (!advanceOffset(runtime, page)) break;
	}
	return items.slice(0, runtime.state.maxItems);
};
const isAborted = (signal) => signal?.aborted === true;
function* yieldItems(items, signal, state, maxItems) {
	for (const item of items) {
		if (isAborted(signal) || state.yielded >= maxItems) return true;
		yield item;
		state.yielded += 1;
	}
	return false;
}
function* yieldPageItems(pageItems, state) {
	const yieldState = { yielded: state.itemCount };
	const stopped = yield* yieldItems(pageItems, state.signal, yieldState, state.maxItems);
	if (!stopped) addCompletedPage(state, yieldState.yielded);
	return stopped;
}
async function* paginateAsync(fetchPage, options = {}) {
	let cursor = options.cursor ?? null;
	const state = createPaginationLoopState(options);
	while (shouldContinuePagination(state)) {
		const { items: pageItems, nextCursor } = await readCursorPage(fetchPage, cursor, options);
		if (yield* yieldPageItems(pageItems, state)) return;
		if (!nextCursor) return;
		cursor = nextCursor;
	}
}
async function* paginateOffsetAsync(fetchPage, options = {}) {
	const runtime = createOffsetPaginationRuntime(options);
	while (shouldContinuePagination(runtime.state)) {
		const page = await readRuntimeOffsetPage(fetchPage, runtime, options);
		if (yield* yieldPageItems(page.pageItems, runtime.state)) return;
		if (!advanceOffset(runtime, page)) return;
	}
}
//#endregion
//#region src/attio/files.ts
const fileEntrySchema = zFile.or(zFolder).or(zConnectedFile).or(zConnectedFolder);
const fileEntryWithChildrenSchema = zFile.or(zFolder.and(z.object({ has_children: z.boolean() }))).or(zConnectedFile).or(zConnectedFolder);
const downloadResponseSchema = z.object({ response: z.custom((value) => typeof Response !== "undefined" && value instanceof Response).optional() }).passthrough();
const fileIdSchema = createBrandedIdSchema("FileId");
const fileObjectIdSchema = createBrandedIdSchema("File object id");
const fileRecordIdSchema = createBrandedIdSchema("File record id");
const fileParentFolderIdSchema = createBrandedIdSchema("File parent folder id");
const createFileId = (id) => fileIdSchema.parse(id);
const createFileObjectId = (id) => fileObjectIdSchema.parse(id);
const createFileRecordId = (id) => fileRecordIdSchema.parse(id);
const createFileParentFolderId = (id) => fileParentFolderIdSchema.parse(id);
const peopleFileObjectId = createFileObjectId("people");
const buildFileListQuery = (input, cursor) => {
	const query = {
		object: input.object,
		record_id: input.recordId
	};
	const effectiveCursor = cursor ?? input.cursor;
	if (input.storageProvider) query.storage_provider = input.storageProvider;
	if (input.parentFolderId) query.parent_folder_id = input.parentFolderId;
	if (input.limit !== void 0) query.limit = input.limit;
	if (effectiveCursor !== void 0) query.cursor = effectiveCursor;
	return query;
};
const readFileListResponse = (result) => {
	const parsed = zGetV2FilesResponse.safeParse(result);
	if (parsed.success) return parsed.data;
	return unwrapData(result, {
		schema: zGetV2FilesResponse,
		maxDepth: 1
	});
};
const readFilePage = async (input, cursor, signal) => {
	const response = readFileListResponse(await getV2Files({
		client: resolveAttioClient(input),
		query: buildFileListQuery(input, cursor),
		...input.options,
		signal
	}));
	return {
		items: response.data,
		nextCursor: response.pagination.next_cursor
	};
};
const collectFilePages = (input) => paginate((cursor, signal) => readFilePage(input, cursor, signal), {
	cursor: input.cursor,
	maxItems: input.maxItems,
	maxPages: input.maxPages,
	signal: input.signal,
	itemSchema: fileEntrySchema
});
const streamFilePages = (input) => paginateAsync((cursor, signal) => readFilePage(input, cursor, signal), {
	cursor: input.cursor,
	maxItems: input.maxItems,
	maxPages: input.maxPages,
	signal: input.signal,
	itemSchema: fileEntrySchema
});
function listFiles(input) {
	if (input.paginate === "stream") return streamFilePages(input);
	if (input.paginate === true) return collectFilePages(input);
	return readFilePage(input, input.cursor, input.signal).then((page) => page.items);
}
function listPersonFiles(input) {
	const { personId, ...rest } = input;
	return listFiles({
		...rest,
		object: peopleFileObjectId,
		recordId: personId
	});
}
const getFile = async (input) => callAndUnwrapData(input, (client) => getV2FilesByFileId({
	client,
	path: { file_id: input.fileId },
	...input.options
}), { schema: fileEntryWithChildrenSchema });
const invalidDownloadDataError = (parseAs, data) => new AttioResponseError("Invalid file download response.", {
	code: "INVALID_FILE_DOWNLOAD_RESPONSE",
	data: {
		parseAs,
		value: data
	}
});
const validateDownloadData = (data, parseAs) => {
	if (parseAs === "arrayBuffer" && data instanceof ArrayBuffer) return data;
	if (parseAs === "blob" && typeof Blob !== "undefined" && data instanceof Blob) return data;
	if (parseAs === "text" && typeof data === "string") return data;
	if (parseAs === "stream") {
		if (data === null) return data;
		if (typeof ReadableStream !== "undefined" && data instanceof ReadableStream) return data;
	}
	throw invalidDownloadDataError(parseAs, data);
};
async function downloadFile(input) {
	const client = resolveAttioClient(input);
	const parseAs = input.parseAs ?? "arrayBuffer";
	return validateDownloadData(assertOk(await getV2FilesByFileIdDownload({
		client,
		path: { file_id: input.fileId },
		...input.options,
		parseAs,
		responseStyle: "fields"
	})), parseAs);
}
const unavailableDownloadUrlError = (result) => new AttioResponseError("Attio file download URL is unavailable.", {
	code: "FILE_DOWNLOAD_URL_UNAVAILABLE",
	data: result
});
const getFileDownloadUrl = async (input) => {
	const result = await getV2FilesByFileIdDownload({
		client: resolveAttioClient(input),
		path: { file_id: input.fileId },
		...input.options,
		parseAs: "text",
		redirect: "manual",
		responseStyle: "fields",
		throwOnError: false
	});
	const parsed = downloadResponseSchema.safeParse(result);
	const location = parsed.success ? parsed.data.response?.headers.get("Location") : void 0;
	if (!location) throw unavailableDownloadUrlError(result);
	return location;
};
//#endregion
//#region src/attio/lists.ts
const listSchema = z.object({
	id: z.object({
		workspace_id: z.string(),
		list_id: z.string()
	}),
	api_slug: z.string(),
	name: z.string(),
	parent_object: z.array(z.string()),
	workspace_access: z.enum([
		"full-access",
		"read-and-write",
		"read-only"
	]),
	workspace_member_access: z.array(z.object({
		workspace_member_id: z.string(),
		level: z.enum([
			"full-access",
			"read-and-write",
			"read-only"
		])
	}).passthrough()),
	created_by_actor: z.object({
		id: z.string().optional(),
		type: z.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}).passthrough(),
	created_at: z.string()
}).passthrough();
const zListEntryData = zPostV2ListsByListEntriesResponse.shape.data;
const listIdSchema = createBrandedIdSchema("ListId");
const entryIdSchema = createBrandedIdSchema("EntryId");
const parentObjectIdSchema = createBrandedIdSchema("ParentObjectId");
const parentRecordIdSchema = createBrandedIdSchema("ParentRecordId");
const createListId = (id) => listIdSchema.parse(id);
const createEntryId = (id) => entryIdSchema.parse(id);
const createParentObjectId = (id) => parentObjectIdSchema.parse(id);
const createParentRecordId = (id) => parentRecordIdSchema.parse(id);
const listLists = async (input = {}) => callAndUnwrapItems(input, (client) => getV2Lists({ client }), { schema: listSchema });
const getList = async (input) => callAndUnwrapData(input, (client) => getV2ListsByList({
	client,
	path: { list: input.list },
	...input.options
}), { schema: listSchema });
function queryListEntries(input) {
	const query = createRecordQueryRuntime(input);
	const fetchEntries = async (offset, limit, signal) => {
		return unwrapAndNormalizeRecords(await postV2ListsByListEntriesQuery({
			client: query.client,
			path: { list: input.list },
			body: {
				filter: query.filter,
				limit,
				offset
			},
			...input.options,
			signal
		}), query.schema);
	};
	return resolveOffsetItems(fetchEntries, input);
}
const addListEntry = async (input) => callAndUnwrapData(input, (client) => postV2ListsByListEntries({
	client,
	path: { list: input.list },
	body: { data: {
		parent_object: input.parentObject,
		parent_record_id: input.parentRecordId,
		entry_values: input.entryValues ?? {}
	} },
	...input.options
}), { schema: zListEntryData });
const updateListEntry = async (input) => callAndUnwrapData(input, (client) => patchV2ListsByListEntriesByEntryId({
	client,
	path: {
		list: input.list,
		entry_id: input.entryId
	},
	body: { data: { entry_values: input.entryValues } },
	...input.options
}), { schema: zListEntryData });
const removeListEntry = async (input) => callAndDelete(input, (client) => deleteV2ListsByListEntriesByEntryId({
	client,
	path: {
		list: input.list,
		entry_id: input.entryId
	},
	...input.options,
	throwOnError: true
}));
//#endregion
//#region src/attio/metadata.ts
const getMetadataCache = (client, scope) => client.cache.metadata.get(scope);
const buildKey = (target, identifier, attribute) => [
	target,
	identifier,
	attribute
].filter(Boolean).join(":");
const titleSchema = z.object({ title: z.string() }).passthrough();
const extractTitles = (items) => items.reduce((titles, item) => {
	const parsed = titleSchema.safeParse(item);
	if (parsed.success) titles.push(parsed.data.title);
	return titles;
}, []);
const toAttributeRequestOptions = (options) => {
	if (!options) return;
	const { query: _query, ...requestOptions } = options;
	return requestOptions;
};
const buildAttributeMetadataPath = (input) => ({
	target: input.target,
	identifier: input.identifier,
	attribute: input.attribute
});
const listAttributeMetadata = async ({ input, cache, fetcher, itemSchema }) => {
	const cacheKey = buildKey(input.target, input.identifier, input.attribute);
	const arraySchema = z.array(itemSchema);
	if (cache) {
		const cached = cache.get(cacheKey);
		if (cached) {
			const parsed = arraySchema.safeParse(cached);
			if (parsed.success) return parsed.data;
			cache.delete(cacheKey);
		}
	}
	const client = resolveAttioClient(input);
	const options = input.options ?? {};
	const items = unwrapItems(await fetcher({
		client,
		path: buildAttributeMetadataPath(input),
		...options
	}), { schema: itemSchema });
	const titles = extractTitles(items);
	updateKnownFieldValues(input.attribute, titles);
	cache?.set(cacheKey, items);
	return items;
};
const listAttributes = async (input) => {
	const client = resolveAttioClient(input);
	const cache = getMetadataCache(client, "attributes");
	const cacheKey = buildKey(input.target, input.identifier);
	const arraySchema = z.array(zAttribute);
	if (cache) {
		const cached = cache.get(cacheKey);
		if (cached) {
			const parsed = arraySchema.safeParse(cached);
			if (!parsed.success) throw createSchemaError(parsed.error);
			return parsed.data;
		}
	}
	const items = unwrapItems(await getV2ByTargetByIdentifierAttributes({
		client,
		path: {
			target: input.target,
			identifier: input.identifier
		},
		...input.options
	}), { schema: zAttribute });
	cache?.set(cacheKey, items);
	return items;
};
const getAttribute = async (input) => {
	return unwrapData(await getV2ByTargetByIdentifierAttributesByAttribute({
		client: resolveAttioClient(input),
		path: {
			target: input.target,
			identifier: input.identifier,
			attribute: input.attribute
		},
		...input.options
	}), { schema: zAttribute });
};
const getAttributeOptions = (input) => {
	const client = resolveAttioClient(input);
	return listAttributeMetadata({
		input: {
			...input,
			client
		},
		cache: getMetadataCache(client, "options"),
		fetcher: getV2ByTargetByIdentifierAttributesByAttributeOptions,
		itemSchema: zSelectOption
	});
};
const getAttributeStatuses = (input) => {
	const client = resolveAttioClient(input);
	return listAttributeMetadata({
		input: {
			...input,
			client
		},
		cache: getMetadataCache(client, "statuses"),
		fetcher: getV2ByTargetByIdentifierAttributesByAttributeStatuses,
		itemSchema: zStatus
	});
};
const hasFindCriteria = (input) => input.slug !== void 0 || input.title !== void 0 || input.type !== void 0;
const attributeMatchesFindInput = (attribute, input) => (input.slug === void 0 || attribute.api_slug === input.slug) && (input.title === void 0 || attribute.title === input.title) && (input.type === void 0 || attribute.type === input.type);
const findAttribute = async (input) => {
	if (!hasFindCriteria(input)) throw new AttioConfigError("findAttribute requires at least one of slug, title, or type.", { code: "MISSING_ATTRIBUTE_CRITERIA" });
	return (await listAttributes(input)).find((attribute) => attributeMatchesFindInput(attribute, input));
};
const normalizeSelectOption = (option) => ({
	id: option.id.option_id,
	title: option.title,
	archived: option.is_archived
});
const normalizeStatus = (status) => ({
	id: status.id.status_id,
	title: status.title,
	archived: status.is_archived
});
const resolveAllowedValueType = async (input) => {
	if (input.type !== void 0) return input.type;
	const attribute = await getAttribute({
		client: input.client,
		config: input.config,
		target: input.target,
		identifier: input.identifier,
		attribute: input.attribute,
		options: toAttributeRequestOptions(input.options)
	});
	if (attribute.type === "select" || attribute.type === "status") return attribute.type;
	throw new AttioResponseError("Attribute does not expose allowed values.", {
		code: "UNSUPPORTED_ATTRIBUTE_TYPE",
		data: {
			attribute: input.attribute,
			type: attribute.type
		}
	});
};
const listAllowedValues = async (input) => {
	if (await resolveAllowedValueType(input) === "select") return (await getAttributeOptions(input)).map(normalizeSelectOption);
	return (await getAttributeStatuses(input)).map(normalizeStatus);
};
//#endregion
//#region src/attio/notes.ts
const noteIdSchema = createBrandedIdSchema("NoteId");
const noteParentObjectIdSchema = createBrandedIdSchema("Note parent object id");
const noteParentRecordIdSchema = createBrandedIdSchema("Note parent record id");
const createNoteId = (id) => noteIdSchema.parse(id);
const createNoteParentObjectId = (id) => noteParentObjectIdSchema.parse(id);
const createNoteParentRecordId = (id) => noteParentRecordIdSchema.parse(id);
const hasDefinedQueryValue$1 = (query) => Object.values(query).some((value) => value !== void 0);
const buildNoteListQuery = (input, offset, limit) => {
	const query = {
		limit,
		offset,
		parent_object: input.parentObject,
		parent_record_id: input.parentRecordId
	};
	return hasDefinedQueryValue$1(query) ? query : void 0;
};
function listNotes(input = {}) {
	const client = resolveAttioClient(input);
	const fetchNotes = async (offset, limit, signal) => {
		return unwrapItems(await getV2Notes({
			client,
			query: buildNoteListQuery(input, offset, limit),
			...input.options,
			signal
		}), { schema: zNote });
	};
	return resolveOffsetItems(fetchNotes, input);
}
const getNote = async (input) => callAndUnwrapData(input, (client) => getV2NotesByNoteId({
	client,
	path: { note_id: input.noteId },
	...input.options
}), { schema: zNote });
const createNote = async (input) => callAndUnwrapData(input, (client) => postV2Notes({
	client,
	body: { data: {
		parent_object: input.parentObject,
		parent_record_id: input.parentRecordId,
		title: input.title,
		format: input.format,
		content: input.content,
		created_at: input.createdAt,
		meeting_id: input.meetingId
	} },
	...input.options
}), { schema: zNote });
const deleteNote = async (input) => callAndDelete(input, (client) => deleteV2NotesByNoteId({
	client,
	path: { note_id: input.noteId },
	...input.options
}));
//#endregion
//#region src/attio/objects.ts
const objectSlugSchema = createBrandedIdSchema("ObjectSlug");
const objectApiSlugSchema = createBrandedIdSchema("Object API slug");
const objectNounSchema = createBrandedIdSchema("ObjectNoun");
const createObjectSlug = (slug) => objectSlugSchema.parse(slug);
const createObjectApiSlug = (slug) => objectApiSlugSchema.parse(slug);
const createObjectNoun = (noun) => objectNounSchema.parse(noun);
const AttioObjectSchema = z.object({
	id: z.object({
		workspace_id: z.string(),
		object_id: z.string()
	}),
	api_slug: z.string(),
	singular_noun: z.string(),
	plural_noun: z.string(),
	created_at: z.string()
}).passthrough();
const listObjects = async (input = {}) => callAndUnwrapItems(input, (client) => getV2Objects({
	client,
	...input.options
}), { schema: AttioObjectSchema });
const getObject = async (input) => callAndUnwrapData(input, (client) => getV2ObjectsByObject({
	client,
	path: { object: input.object },
	...input.options
}), { schema: AttioObjectSchema });
const createObject = async (input) => callAndUnwrapData(input, (client) => postV2Objects({
	client,
	body: { data: {
		api_slug: input.apiSlug,
		singular_noun: input.singularNoun,
		plural_noun: input.pluralNoun
	} },
	...input.options
}), { schema: AttioObjectSchema });
const buildUpdateObjectData = (input) => ({
	...input.apiSlug !== void 0 && { api_slug: input.apiSlug },
	...input.singularNoun !== void 0 && { singular_noun: input.singularNoun },
	...input.pluralNoun !== void 0 && { plural_noun: input.pluralNoun }
});
const updateObject = async (input) => callAndUnwrapData(input, (client) => patchV2ObjectsByObject({
	client,
	path: { object: input.object },
	body: { data: buildUpdateObjectData(input) },
	...input.options
}), { schema: AttioObjectSchema });
//#endregion
//#region src/attio/records.ts
const recordObjectIdSchema = createBrandedIdSchema("RecordObjectId");
const recordIdSchema = createBrandedIdSchema("RecordId");
const matchingAttributeSchema = createBrandedIdSchema("MatchingAttribute");
const createRecordObjectId = (id) => recordObjectIdSchema.parse(id);
const createRecordId = (id) => recordIdSchema.parse(id);
const createMatchingAttribute = (id) => matchingAttributeSchema.parse(id);
const DEFAULT_GET_MANY_CHUNK_SIZE = 100;
const DEFAULT_GET_MANY_CONCURRENCY = 4;
const chunkRecordIds = (recordIds, chunkSize) => {
	const chunks = [];
	for (let index = 0; index < recordIds.length; index += chunkSize) chunks.push(recordIds.slice(index, index + chunkSize));
	return chunks;
};
const clampPositiveInteger = (value, fallback) => {
	if (value === void 0 || !Number.isFinite(value) || value < 1) return fallback;
	return Math.floor(value);
};
const missingRecordsError = (recordIds) => new AttioResponseError("Attio records were not found.", {
	code: "RECORDS_NOT_FOUND",
	data: { recordIds }
});
const orderRecordsByInputIds = (records, recordIds, notFound) => {
	const byId = /* @__PURE__ */ new Map();
	for (const record of records) {
		const recordId = extractRecordId(record);
		if (recordId) byId.set(recordId, record);
	}
	const ordered = [];
	const missing = [];
	for (const recordId of recordIds) {
		const record = byId.get(recordId);
		if (record) ordered.push(record);
		else missing.push(recordId);
	}
	if (missing.length > 0 && notFound === "throw") throw missingRecordsError(missing);
	return ordered;
};
const unwrapGetManyRecords = (result) => normalizeRecords(unwrapItems(result));
const validateGetManyRecords = (records, itemSchema) => {
	if (itemSchema) return validateItemsArray(records, itemSchema);
	return validateItemsArray(records, rawRecordSchema);
};
const createGetManyBatchItems = (input, client, chunks) => chunks.map((recordIds) => ({
	label: recordIds.join(","),
	run: async ({ signal } = {}) => {
		return unwrapGetManyRecords(await postV2ObjectsByObjectRecordsQuery({
			client,
			path: { object: input.object },
			body: {
				filter: parseAttioFilter(filters.in("record_id", [...recordIds])),
				limit: recordIds.length,
				offset: 0
			},
			...input.options,
			signal
		}));
	}
}));
const findMissingRecordIds = (records, recordIds) => {
	const foundIds = new Set(records.flatMap((record) => {
		const recordId = extractRecordId(record);
		return recordId ? [recordId] : [];
	}));
	return recordIds.filter((recordId) => !foundIds.has(recordId));
};
const assertAllRecordsFound = (records, recordIds) => {
	const missing = findMissingRecordIds(records, recordIds);
	if (missing.length > 0) throw missingRecordsError(missing);
};
function createRecord(input) {
	return callAndUnwrapRecord(input, (client) => postV2ObjectsByObjectRecords({
		client,
		path: { object: input.object },
		body: { data: { values: input.values } },
		...input.options
	}));
}
function updateRecord(input) {
	return callAndUnwrapRecord(input, (client) => patchV2ObjectsByObjectRecordsByRecordId({
		client,
		path: {
			object: input.object,
			record_id: input.recordId
		},
		body: { data: { values: input.values } },
		...input.options
	}));
}
function upsertRecord(input) {
	return callAndUnwrapRecord(input, (client) => putV2ObjectsByObjectRecords({
		client,
		path: { object: input.object },
		body: { data: { values: input.values } },
		query: { matching_attribute: input.matchingAttribute },
		...input.options
	}));
}
function getRecord(input) {
	return callAndUnwrapRecord(input, (client) => getV2ObjectsByObjectRecordsByRecordId({
		client,
		path: {
			object: input.object,
			record_id: input.recordId
		},
		...input.options
	}));
}
const deleteRecord = (input) => callAndDelete(input, (client) => deleteV2ObjectsByObjectRecordsByRecordId({
	client,
	path: {
		object: input.object,
		record_id: input.recordId
	},
	...input.options,
	throwOnError: true
}));
function queryRecords(input) {
	const query = createRecordQueryRuntime(input);
	const fetchRecords = async (offset, limit, signal) => {
		return unwrapAndNormalizeRecords(await postV2ObjectsByObjectRecordsQuery({
			client: query.client,
			path: { object: input.object },
			body: {
				filter: query.filter,
				sorts: input.sorts,
				limit,
				offset
			},
			...input.options,
			signal
		}), query.schema);
	};
	return resolveOffsetItems(fetchRecords, input);
}
async function getManyRecords(input) {
	if (input.recordIds.length === 0) return [];
	const client = resolveAttioClient(input);
	const chunkSize = clampPositiveInteger(input.chunkSize, DEFAULT_GET_MANY_CHUNK_SIZE);
	const records = (await runBatch(createGetManyBatchItems(input, client, chunkRecordIds(input.recordIds, chunkSize)), {
		concurrency: clampPositiveInteger(input.concurrency, DEFAULT_GET_MANY_CONCURRENCY),
		stopOnError: true,
		signal: input.signal
	})).flatMap((result) => result.value ?? []);
	const notFound = input.notFound ?? "omit";
	if (input.preserveOrder ?? true) return validateGetManyRecords(orderRecordsByInputIds(records, input.recordIds, notFound), input.itemSchema);
	if (notFound === "throw") assertAllRecordsFound(records, input.recordIds);
	return validateGetManyRecords(records, input.itemSchema);
}
//#endregion
//#region src/attio/value-schemas.ts
const textValueSchema = z.object({ value: z.string() }).passthrough();
const numberValueSchema = z.object({ value: z.number() }).passthrough();
const checkboxValueSchema = z.object({ value: z.boolean() }).passthrough();
const dateValueSchema = z.object({
	value: z.iso.date(),
	attribute_type: z.literal("date").nullable().optional()
}).passthrough();
const timestampValueSchema = z.object({
	value: z.iso.datetime(),
	attribute_type: z.literal("timestamp").nullable().optional()
}).passthrough();
const ratingValueSchema = z.object({ value: z.number().min(0).max(5) }).passthrough();
const currencyValueSchema = z.object({
	currency_value: z.number(),
	currency_code: z.string().optional()
}).passthrough();
const domainValueSchema = z.object({
	domain: z.string(),
	root_domain: z.string().optional()
}).passthrough();
const emailValueSchema = z.object({
	original_email_address: z.string(),
	email_address: z.string(),
	email_domain: z.string().optional(),
	email_root_domain: z.string().optional(),
	email_local_specifier: z.string().optional()
}).passthrough();
const phoneValueSchema = z.object({
	original_phone_number: z.string(),
	phone_number: z.string(),
	country_code: z.string().optional()
}).passthrough();
const personalNameValueSchema = z.object({
	first_name: z.string(),
	last_name: z.string(),
	full_name: z.string()
}).passthrough();
const locationValueSchema = z.object({
	line_1: z.string().nullable(),
	line_2: z.string().nullable(),
	line_3: z.string().nullable(),
	line_4: z.string().nullable(),
	locality: z.string().nullable(),
	region: z.string().nullable(),
	postcode: z.string().nullable(),
	country_code: z.string().nullable(),
	latitude: z.string().nullable(),
	longitude: z.string().nullable()
}).passthrough();
const recordReferenceValueSchema = z.object({
	target_object: z.string(),
	target_record_id: z.string()
}).passthrough();
const actorReferenceValueSchema = z.object({
	referenced_actor_type: z.enum([
		"api-token",
		"workspace-member",
		"system",
		"app"
	]).nullable(),
	referenced_actor_id: z.string().nullable()
}).passthrough();
const interactionValueSchema = z.object({
	interaction_type: z.enum([
		"calendar-event",
		"call",
		"chat-thread",
		"email",
		"in-person-meeting",
		"meeting"
	]),
	interacted_at: z.string(),
	owner_actor: z.object({
		id: z.string().optional(),
		type: z.enum([
			"api-token",
			"workspace-member",
			"system",
			"app"
		]).optional()
	}).passthrough()
}).passthrough();
const selectOptionObjectSchema = z.object({ title: z.string() }).passthrough();
const selectValueSchema = z.object({ option: z.union([z.string(), selectOptionObjectSchema]) }).passthrough();
const enrichedSelectValueSchema = z.object({ option: selectOptionObjectSchema }).passthrough();
const statusObjectSchema = z.object({ title: z.string() }).passthrough();
const statusValueSchema = z.object({ status: z.union([z.string(), statusObjectSchema]) }).passthrough();
const enrichedStatusValueSchema = z.object({ status: statusObjectSchema }).passthrough();
const valueSchemasByType = {
	text: textValueSchema,
	number: numberValueSchema,
	checkbox: checkboxValueSchema,
	date: dateValueSchema,
	timestamp: timestampValueSchema,
	rating: ratingValueSchema,
	currency: currencyValueSchema,
	domain: domainValueSchema,
	"email-address": emailValueSchema,
	"phone-number": phoneValueSchema,
	"personal-name": personalNameValueSchema,
	location: locationValueSchema,
	"record-reference": recordReferenceValueSchema,
	"actor-reference": actorReferenceValueSchema,
	interaction: interactionValueSchema,
	select: selectValueSchema,
	status: statusValueSchema
};
//#endregion
//#region src/attio/values.ts
const nonEmptyStringSchema$1 = z.string().min(1, "Expected a non-empty string.");
const emailSchema = z.string().email("Expected a valid email address.");
const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, "Expected ISO 4217 currency code.");
const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, "Expected ISO 3166-1 alpha-2 country code.");
const finiteNumberSchema = z.number().finite("Expected a finite number.");
const personalNameInputSchema$1 = z.object({
	first_name: nonEmptyStringSchema$1.optional(),
	last_name: nonEmptyStringSchema$1.optional(),
	full_name: nonEmptyStringSchema$1.optional()
}).refine((input) => Object.values(input).some(Boolean), { message: "Expected at least one name field." });
const recordReferenceInputSchema$1 = z.object({
	targetObject: nonEmptyStringSchema$1,
	targetRecordId: nonEmptyStringSchema$1
});
const locationInputSchema = z.object({
	line1: z.string().nullable().optional(),
	line2: z.string().nullable().optional(),
	line3: z.string().nullable().optional(),
	line4: z.string().nullable().optional(),
	locality: z.string().nullable().optional(),
	region: z.string().nullable().optional(),
	postcode: z.string().nullable().optional(),
	countryCode: countryCodeSchema.nullable().optional(),
	latitude: z.string().nullable().optional(),
	longitude: z.string().nullable().optional()
});
const wrapSingle = (input) => [input];
const value = {
	string: (input) => wrapSingle({ value: nonEmptyStringSchema$1.parse(input) }),
	text: (input) => wrapSingle({ value: nonEmptyStringSchema$1.parse(input) }),
	number: (input) => wrapSingle({ value: finiteNumberSchema.parse(input) }),
	boolean: (input) => wrapSingle({ value: z.boolean().parse(input) }),
	domain: (input) => wrapSingle({ domain: nonEmptyStringSchema$1.parse(input) }),
	email: (input) => wrapSingle({ email_address: emailSchema.parse(input) }),
	phone: (input, countryCode) => {
		const original_phone_number = nonEmptyStringSchema$1.parse(input);
		if (countryCode === void 0) return wrapSingle({ original_phone_number });
		return wrapSingle({
			original_phone_number,
			country_code: countryCodeSchema.parse(countryCode)
		});
	},
	personalName: (input) => {
		return wrapSingle(personalNameInputSchema$1.parse(input));
	},
	status: (input) => wrapSingle({ status: nonEmptyStringSchema$1.parse(input) }),
	select: (input) => wrapSingle({ option: nonEmptyStringSchema$1.parse(input) }),
	recordReference: (input) => {
		const parsed = recordReferenceInputSchema$1.parse(input);
		return wrapSingle({
			target_object: parsed.targetObject,
			target_record_id: parsed.targetRecordId
		});
	},
	location: (input) => {
		const parsed = locationInputSchema.parse(input);
		return wrapSingle({
			line_1: parsed.line1 ?? null,
			line_2: parsed.line2 ?? null,
			line_3: parsed.line3 ?? null,
			line_4: parsed.line4 ?? null,
			locality: parsed.locality ?? null,
			region: parsed.region ?? null,
			postcode: parsed.postcode ?? null,
			country_code: parsed.countryCode ?? null,
			latitude: parsed.latitude ?? null,
			longitude: parsed.longitude ?? null
		});
	},
	currency: (input, currencyCode) => {
		const currency_value = finiteNumberSchema.parse(input);
		if (currencyCode === void 0) return wrapSingle({ currency_value });
		return wrapSingle({
			currency_value,
			currency_code: currencyCodeSchema.parse(currencyCode)
		});
	}
};
const recordValuesSchema = z.object({ values: z.record(z.string(), z.array(z.unknown())).optional() }).passthrough();
const extractValues = (record) => {
	const parsed = recordValuesSchema.safeParse(record);
	if (!parsed.success) return;
	return parsed.data.values;
};
const parseValuesOrThrow = (raw, schema, attribute) => {
	const parsed = [];
	for (const entry of raw) {
		const result = schema.safeParse(entry);
		if (!result.success) throw new AttioResponseError(`Invalid API response: attribute "${attribute}" value mismatch`, {
			code: "INVALID_VALUE",
			data: result.error
		});
		parsed.push(result.data);
	}
	return parsed;
};
function getValue(record, attribute, options) {
	const raw = extractValues(record)?.[attribute];
	if (!raw) return;
	if (!options?.schema) return raw;
	return parseValuesOrThrow(raw, options.schema, attribute);
}
function getFirstValue(record, attribute, options) {
	const values = getValue(record, attribute, options);
	return values ? values[0] : void 0;
}
const safeParseValues = (raw, schema, attribute) => {
	const parsed = [];
	for (const entry of raw) {
		const result = schema.safeParse(entry);
		if (!result.success) return {
			ok: false,
			code: "INVALID_VALUE",
			message: `Invalid API response: attribute "${attribute}" value mismatch`
		};
		parsed.push(result.data);
	}
	return {
		ok: true,
		value: parsed
	};
};
const getValueSafe = (record, attribute, schema) => {
	const raw = extractValues(record)?.[attribute];
	if (!raw) return {
		ok: true,
		value: void 0
	};
	return safeParseValues(raw, schema, attribute);
};
const getFirstValueSafe = (record, attribute, schema) => {
	const result = getValueSafe(record, attribute, schema);
	if (!result.ok) return result;
	return {
		ok: true,
		value: result.value?.[0]
	};
};
const extractFirstScalar = (record, attribute, schema, extract) => {
	const result = getFirstValueSafe(record, attribute, schema);
	if (!result.ok || result.value === void 0) return;
	return extract(result.value);
};
const extractScalars = (record, attribute, schema, extract) => {
	const result = getValueSafe(record, attribute, schema);
	if (!result.ok || result.value === void 0) return;
	return result.value.map(extract);
};
const getFirstText = (record, attribute) => extractFirstScalar(record, attribute, textValueSchema, (v) => v.value);
const getFirstNumber = (record, attribute) => extractFirstScalar(record, attribute, numberValueSchema, (v) => v.value);
const getFirstDate = (record, attribute) => extractFirstScalar(record, attribute, dateValueSchema, (v) => v.value);
const getFirstTimestamp = (record, attribute) => extractFirstScalar(record, attribute, timestampValueSchema, (v) => v.value);
const getFirstCheckbox = (record, attribute) => extractFirstScalar(record, attribute, checkboxValueSchema, (v) => v.value);
const getFirstRating = (record, attribute) => extractFirstScalar(record, attribute, ratingValueSchema, (v) => v.value);
const getFirstCurrencyValue = (record, attribute) => extractFirstScalar(record, attribute, currencyValueSchema, (v) => v.currency_value);
const getFirstSelectTitle = (record, attribute) => extractFirstScalar(record, attribute, selectValueSchema, (v) => typeof v.option === "string" ? v.option : v.option.title);
const getFirstStatusTitle = (record, attribute) => extractFirstScalar(record, attribute, statusValueSchema, (v) => typeof v.status === "string" ? v.status : v.status.title);
const getFirstFullName = (record, attribute) => extractFirstScalar(record, attribute, personalNameValueSchema, (v) => v.full_name);
const getFirstEmail = (record, attribute) => extractFirstScalar(record, attribute, emailValueSchema, (v) => v.email_address);
const getFirstDomain = (record, attribute) => extractFirstScalar(record, attribute, domainValueSchema, (v) => v.domain);
const getFirstPhone = (record, attribute) => extractFirstScalar(record, attribute, phoneValueSchema, (v) => v.phone_number);
const getEmails = (record, attribute) => extractScalars(record, attribute, emailValueSchema, (v) => v.email_address);
const getPhones = (record, attribute) => extractScalars(record, attribute, phoneValueSchema, (v) => v.phone_number);
const getSelectTitles = (record, attribute) => extractScalars(record, attribute, selectValueSchema, (v) => typeof v.option === "string" ? v.option : v.option.title);
const getStatusTitles = (record, attribute) => extractScalars(record, attribute, statusValueSchema, (v) => typeof v.status === "string" ? v.status : v.status.title);
const getRecordReferenceIds = (record, attribute) => extractScalars(record, attribute, recordReferenceValueSchema, (v) => v.target_record_id);
const getFirstRecordReferenceId = (record, attribute) => extractFirstScalar(record, attribute, recordReferenceValueSchema, (v) => v.target_record_id);
const getFirstLocation = (record, attribute) => extractFirstScalar(record, attribute, locationValueSchema, (v) => v);
//#endregion
//#region src/attio/write-value-serializer.ts
const defaultSchemaWriteOptions = {
	validateAllowedValues: true,
	includeArchivedAllowedValues: false
};
const nonEmptyStringSchema = z.string().min(1, "Expected a non-empty string.");
const rawValueObjectSchema = z.object({}).passthrough().superRefine((item, ctx) => {
	if (Object.keys(item).length === 0) ctx.addIssue({
		code: z.ZodIssueCode.custom,
		message: "Expected a non-empty value object."
	});
});
const validDateSchema = z.date().refine((date) => !Number.isNaN(date.getTime()), "Expected a valid date.");
const dateLikeSchema = z.union([z.string(), validDateSchema]);
const recordReferenceInputSchema = z.object({
	targetObject: nonEmptyStringSchema,
	targetRecordId: nonEmptyStringSchema
});
const rawRecordReferenceInputSchema = z.object({
	target_object: nonEmptyStringSchema,
	target_record_id: nonEmptyStringSchema
}).passthrough();
const selectInputSchema = z.object({ option: nonEmptyStringSchema }).passthrough();
const statusInputSchema = z.object({ status: nonEmptyStringSchema }).passthrough();
const currencyInputSchema = z.object({
	value: z.number().finite(),
	currencyCode: z.string().optional()
});
const rawCurrencyInputSchema = z.object({
	currency_value: z.number().finite(),
	currency_code: z.string().optional()
}).passthrough();
const phoneInputSchema = z.object({
	original_phone_number: nonEmptyStringSchema,
	country_code: z.string().optional()
});
const personalNameInputSchema = z.object({
	first_name: nonEmptyStringSchema.optional(),
	last_name: nonEmptyStringSchema.optional(),
	full_name: nonEmptyStringSchema.optional()
});
const normalizeDateLike = (input, type) => {
	if (typeof input === "string") return input;
	const iso = input.toISOString();
	return type === "date" ? iso.slice(0, 10) : iso;
};
const parseRawValueObject = (entry) => {
	const parsed = rawValueObjectSchema.safeParse(entry);
	if (!parsed.success) throw new AttioResponseError("Unsupported write value.", {
		code: "UNSUPPORTED_WRITE_VALUE",
		data: parsed.error
	});
	return parsed.data;
};
const assertAllowedValue = async ({ attribute, value: candidate, options, getAllowedValues }) => {
	if (!options.validateAllowedValues) return;
	const match = (await getAllowedValues(attribute)).find((allowedValue) => allowedValue.id === candidate || allowedValue.title === candidate);
	if (!match) throw new AttioResponseError(`Unknown allowed value "${candidate}" for "${attribute.api_slug}".`, {
		code: "UNKNOWN_ALLOWED_VALUE",
		data: {
			attribute: attribute.api_slug,
			value: candidate
		}
	});
	if (match.archived && !options.includeArchivedAllowedValues) throw new AttioResponseError(`Allowed value "${candidate}" for "${attribute.api_slug}" is archived.`, {
		code: "ARCHIVED_ALLOWED_VALUE",
		data: {
			attribute: attribute.api_slug,
			value: candidate
		}
	});
};
const serializeRecordReference = (entry) => {
	const referenceInput = recordReferenceInputSchema.safeParse(entry);
	if (referenceInput.success) return value.recordReference(referenceInput.data);
	const rawReferenceInput = rawRecordReferenceInputSchema.safeParse(entry);
	if (rawReferenceInput.success) return [rawReferenceInput.data];
	return [parseRawValueObject(entry)];
};
const serializeCurrencyObject = (entry) => {
	const currencyInput = currencyInputSchema.safeParse(entry);
	if (currencyInput.success) return value.currency(currencyInput.data.value, currencyInput.data.currencyCode);
	const rawCurrencyInput = rawCurrencyInputSchema.safeParse(entry);
	if (rawCurrencyInput.success) return [rawCurrencyInput.data];
	return [parseRawValueObject(entry)];
};
const serializePhoneObject = (entry) => {
	const phoneInput = phoneInputSchema.safeParse(entry);
	if (!phoneInput.success) return [parseRawValueObject(entry)];
	return value.phone(phoneInput.data.original_phone_number, phoneInput.data.country_code);
};
const serializePersonalNameObject = (entry) => {
	const personalNameInput = personalNameInputSchema.safeParse(entry);
	if (!personalNameInput.success) return [parseRawValueObject(entry)];
	return value.personalName(personalNameInput.data);
};
const serializeLocationObject = (entry) => {
	const locationInput = locationInputSchema.safeParse(entry);
	if (!locationInput.success) return [parseRawValueObject(entry)];
	return value.location(locationInput.data);
};
const objectSerializers = {
	currency: serializeCurrencyObject,
	location: serializeLocationObject,
	"personal-name": serializePersonalNameObject,
	"phone-number": serializePhoneObject,
	"record-reference": serializeRecordReference
};
const serializeObjectValue = (attribute, entry) => {
	const serializer = attribute.type ? objectSerializers[attribute.type] : void 0;
	if (!serializer) return [parseRawValueObject(entry)];
	return serializer(entry);
};
const serializeBooleanPrimitive = (entry) => value.boolean(z.boolean().parse(entry));
const serializeCurrencyPrimitive = (entry, attribute) => {
	const currencyCode = attribute.config.currency.default_currency_code ?? void 0;
	return value.currency(z.number().finite().parse(entry), currencyCode);
};
const serializeDatePrimitive = (entry) => value.string(normalizeDateLike(dateLikeSchema.parse(entry), "date"));
const serializeDomainPrimitive = (entry) => value.domain(nonEmptyStringSchema.parse(entry));
const serializeEmailPrimitive = (entry) => value.email(nonEmptyStringSchema.parse(entry));
const serializeNumberPrimitive = (entry) => value.number(z.number().finite().parse(entry));
const serializePhonePrimitive = (entry) => value.phone(nonEmptyStringSchema.parse(entry));
const serializeTextPrimitive = (entry) => value.string(nonEmptyStringSchema.parse(entry));
const serializeTimestampPrimitive = (entry) => value.string(normalizeDateLike(dateLikeSchema.parse(entry), "timestamp"));
const primitiveSerializers = {
	checkbox: serializeBooleanPrimitive,
	currency: serializeCurrencyPrimitive,
	date: serializeDatePrimitive,
	domain: serializeDomainPrimitive,
	"email-address": serializeEmailPrimitive,
	number: serializeNumberPrimitive,
	"phone-number": serializePhonePrimitive,
	rating: serializeNumberPrimitive,
	text: serializeTextPrimitive,
	timestamp: serializeTimestampPrimitive
};
const serializePrimitiveValue = ({ attribute, entry }) => {
	if (attribute.type === null) return serializeTextPrimitive(entry);
	const serializer = primitiveSerializers[attribute.type];
	if (serializer) return serializer(entry, attribute);
	throw new AttioResponseError(`Attribute "${attribute.api_slug}" requires object values.`, {
		code: "UNSUPPORTED_WRITE_VALUE",
		data: {
			attribute: attribute.api_slug,
			type: attribute.type
		}
	});
};
const parseChoiceInput = (attribute, entry) => {
	if (attribute.type === "status") {
		const statusInput = statusInputSchema.safeParse(entry);
		if (statusInput.success) return {
			selected: statusInput.data.status,
			rawValue: statusInput.data
		};
	}
	if (attribute.type === "select") {
		const selectInput = selectInputSchema.safeParse(entry);
		if (selectInput.success) return {
			selected: selectInput.data.option,
			rawValue: selectInput.data
		};
	}
	return { selected: nonEmptyStringSchema.parse(entry) };
};
const serializeChoiceValue = async ({ attribute, entry, options, getAllowedValues }) => {
	const choiceInput = parseChoiceInput(attribute, entry);
	await assertAllowedValue({
		attribute,
		value: choiceInput.selected,
		options,
		getAllowedValues
	});
	if (choiceInput.rawValue) return [choiceInput.rawValue];
	return attribute.type === "status" ? value.status(choiceInput.selected) : value.select(choiceInput.selected);
};
const serializeAttributeEntry = async (params) => {
	if (params.attribute.type === "select" || params.attribute.type === "status") return await serializeChoiceValue(params);
	const objectResult = rawValueObjectSchema.safeParse(params.entry);
	if (objectResult.success) return serializeObjectValue(params.attribute, objectResult.data);
	return serializePrimitiveValue(params);
};
//#endregion
//#region src/attio/write-values.ts
const createAttributeLookup = (attributes) => {
	const bySlug = /* @__PURE__ */ new Map();
	const byTitle = /* @__PURE__ */ new Map();
	const ambiguousTitles = /* @__PURE__ */ new Set();
	for (const attribute of attributes) {
		bySlug.set(attribute.api_slug, attribute);
		if (byTitle.has(attribute.title)) {
			ambiguousTitles.add(attribute.title);
			byTitle.delete(attribute.title);
		} else if (!ambiguousTitles.has(attribute.title)) byTitle.set(attribute.title, attribute);
	}
	return {
		bySlug,
		byTitle,
		ambiguousTitles
	};
};
const resolveAttribute = (lookup, key) => {
	const slugAttribute = lookup.bySlug.get(key);
	if (slugAttribute) return slugAttribute;
	if (lookup.ambiguousTitles.has(key)) throw new AttioResponseError(`Ambiguous attribute title "${key}".`, {
		code: "AMBIGUOUS_ATTRIBUTE_TITLE",
		data: { title: key }
	});
	const titleAttribute = lookup.byTitle.get(key);
	if (titleAttribute) return titleAttribute;
	throw new AttioResponseError(`Unknown attribute "${key}".`, {
		code: "UNKNOWN_ATTRIBUTE",
		data: { attribute: key }
	});
};
const assertWritableAttribute = (attribute) => {
	if (!attribute.is_writable) throw new AttioResponseError(`Attribute "${attribute.api_slug}" is not writable.`, {
		code: "NON_WRITABLE_ATTRIBUTE",
		data: { attribute: attribute.api_slug }
	});
};
const normalizeWriteFieldValue = (valueInput) => {
	if (valueInput === void 0) return;
	if (valueInput === null) return null;
	return Array.isArray(valueInput) ? valueInput : [valueInput];
};
const createAllowedValueGetter = ({ client, config, target, identifier, options, allowedValueResolver }) => {
	const allowedValueCache = /* @__PURE__ */ new Map();
	return (attribute) => {
		const cacheKey = attribute.api_slug;
		const cached = allowedValueCache.get(cacheKey);
		if (cached) return cached;
		const promise = allowedValueResolver({
			client,
			config,
			target,
			identifier,
			attribute: attribute.api_slug,
			type: attribute.type === "status" ? "status" : "select",
			options
		}).catch((error) => {
			allowedValueCache.delete(cacheKey);
			throw error;
		});
		allowedValueCache.set(cacheKey, promise);
		return promise;
	};
};
const serializeEntries = async ({ attribute, entries, options, getAllowedValues }) => {
	return (await Promise.all(entries.map(async (entry) => {
		if (entry === void 0 || entry === null) return [];
		try {
			return await serializeAttributeEntry({
				attribute,
				entry,
				options,
				getAllowedValues
			});
		} catch (error) {
			if (error instanceof z.ZodError) throw new AttioResponseError(`Invalid write value for "${attribute.api_slug}".`, {
				code: "INVALID_WRITE_VALUE",
				data: error
			});
			throw error;
		}
	}))).flat();
};
const buildFieldValues = async ({ lookup, key, fieldValue, options, getAllowedValues }) => {
	const attribute = resolveAttribute(lookup, key);
	assertWritableAttribute(attribute);
	const entries = normalizeWriteFieldValue(fieldValue);
	if (entries === void 0) return;
	if (entries === null) return {
		slug: attribute.api_slug,
		values: []
	};
	const values = await serializeEntries({
		attribute,
		entries,
		options,
		getAllowedValues
	});
	return {
		slug: attribute.api_slug,
		values
	};
};
const createWriteValuesBuilder = ({ target, identifier, attributes, client, config, options, allowedValueResolver = listAllowedValues }) => {
	const lookup = createAttributeLookup(attributes);
	const getAllowedValues = createAllowedValueGetter({
		client,
		config,
		target,
		identifier,
		options,
		allowedValueResolver
	});
	const buildValues = async (input, writeOptions) => {
		const resolvedOptions = {
			...defaultSchemaWriteOptions,
			...writeOptions
		};
		const values = {};
		const results = await Promise.all(Object.entries(input).map(([key, fieldValue]) => buildFieldValues({
			lookup,
			key,
			fieldValue,
			options: resolvedOptions,
			getAllowedValues
		})));
		for (const result of results) if (result) values[result.slug] = result.values;
		return values;
	};
	return { buildValues };
};
//#endregion
//#region src/attio/schema.ts
const typedExtractors = {
	text: getFirstText,
	number: getFirstNumber,
	date: getFirstDate,
	timestamp: getFirstTimestamp,
	checkbox: getFirstCheckbox,
	rating: getFirstRating,
	currency: getFirstCurrencyValue,
	select: getFirstSelectTitle,
	status: getFirstStatusTitle,
	"personal-name": getFirstFullName,
	"email-address": getFirstEmail,
	domain: getFirstDomain,
	"phone-number": getFirstPhone,
	"record-reference": (record, slug) => {
		const schema = valueSchemasByType["record-reference"];
		const result = getFirstValueSafe(record, slug, schema);
		return result.ok ? result.value : void 0;
	},
	"actor-reference": (record, slug) => {
		const schema = valueSchemasByType["actor-reference"];
		const result = getFirstValueSafe(record, slug, schema);
		return result.ok ? result.value : void 0;
	},
	interaction: (record, slug) => {
		const schema = valueSchemasByType.interaction;
		const result = getFirstValueSafe(record, slug, schema);
		return result.ok ? result.value : void 0;
	},
	location: (record, slug) => {
		const schema = valueSchemasByType.location;
		const result = getFirstValueSafe(record, slug, schema);
		return result.ok ? result.value : void 0;
	}
};
const getTypedExtractor = (attributeType) => {
	if (attributeType === null) return;
	return typedExtractors[attributeType];
};
const createAccessor = (attribute) => {
	const slug = attribute.api_slug;
	return {
		attribute,
		getValue: (record) => getValue(record, slug),
		getFirstValue: (record) => getFirstValue(record, slug),
		getValueAs: (record, options) => getValue(record, slug, options),
		getFirstValueAs: (record, options) => getFirstValue(record, slug, options),
		firstText: (record) => getFirstText(record, slug),
		firstNumber: (record) => getFirstNumber(record, slug),
		firstDate: (record) => getFirstDate(record, slug),
		firstTimestamp: (record) => getFirstTimestamp(record, slug),
		firstCheckbox: (record) => getFirstCheckbox(record, slug),
		firstRating: (record) => getFirstRating(record, slug),
		firstCurrencyValue: (record) => getFirstCurrencyValue(record, slug),
		firstSelectTitle: (record) => getFirstSelectTitle(record, slug),
		firstStatusTitle: (record) => getFirstStatusTitle(record, slug),
		firstFullName: (record) => getFirstFullName(record, slug),
		firstEmail: (record) => getFirstEmail(record, slug),
		firstDomain: (record) => getFirstDomain(record, slug),
		firstPhone: (record) => getFirstPhone(record, slug),
		firstValueTyped: (record) => {
			const extractor = getTypedExtractor(attribute.type);
			if (!extractor) return getFirstValue(record, slug);
			return extractor(record, slug);
		}
	};
};
const createSchema = async (input) => {
	const attributes = await listAttributes({
		...input,
		options: input.options
	});
	const attributeMap = /* @__PURE__ */ new Map();
	const attributeSlugs = [];
	for (const attribute of attributes) {
		attributeMap.set(attribute.api_slug, attribute);
		attributeSlugs.push(attribute.api_slug);
	}
	const getAttribute = (slug) => attributeMap.get(slug);
	const getAttributeOrThrow = (slug) => {
		const attribute = getAttribute(slug);
		if (!attribute) throw new AttioResponseError(`Unknown attribute slug "${slug}" for ${input.target}:${input.identifier}`, { code: "UNKNOWN_ATTRIBUTE" });
		return attribute;
	};
	const getAccessor = (slug) => {
		const attribute = getAttribute(slug);
		if (!attribute) return;
		return createAccessor(attribute);
	};
	const getAccessorOrThrow = (slug) => createAccessor(getAttributeOrThrow(slug));
	const writeValuesBuilder = createWriteValuesBuilder({
		...input,
		attributes
	});
	return {
		target: input.target,
		identifier: input.identifier,
		attributes,
		attributeSlugs,
		buildValues: writeValuesBuilder.buildValues,
		getAttribute,
		getAttributeOrThrow,
		getAccessor,
		getAccessorOrThrow
	};
};
//#endregion
//#region src/attio/search.ts
async function searchRecords(input) {
	const client = resolveAttioClient(input);
	const schema = input.itemSchema ?? rawRecordSchema;
	return unwrapAndNormalizeRecords(await postV2ObjectsRecordsSearch({
		client,
		body: {
			query: input.query,
			objects: input.objects,
			request_as: input.requestAs ?? { type: "workspace" },
			limit: input.limit
		},
		...input.options
	}), schema);
}
//#endregion
//#region src/attio/tasks.ts
const taskIdSchema = createBrandedIdSchema("TaskId");
const createTaskId = (id) => taskIdSchema.parse(id);
const hasDefinedQueryValue = (query) => Object.values(query).some((value) => value !== void 0);
const buildTaskListQuery = (input, offset, limit) => {
	const query = {
		limit,
		offset,
		sort: input.sort,
		linked_object: input.linkedRecord?.object,
		linked_record_id: input.linkedRecord?.recordId,
		assignee: input.assignee,
		is_completed: input.isCompleted
	};
	return hasDefinedQueryValue(query) ? query : void 0;
};
function listTasks(input = {}) {
	const client = resolveAttioClient(input);
	const fetchTasks = async (offset, limit, signal) => {
		return unwrapItems(await getV2Tasks({
			client,
			query: buildTaskListQuery(input, offset, limit),
			...input.options,
			signal
		}), { schema: zTask });
	};
	return resolveOffsetItems(fetchTasks, input);
}
const getTask = async (input) => callAndUnwrapData(input, (client) => getV2TasksByTaskId({
	client,
	path: { task_id: input.taskId },
	...input.options
}), { schema: zTask });
const createTask = async (input) => callAndUnwrapData(input, (client) => postV2Tasks({
	client,
	body: { data: input.data },
	...input.options
}), { schema: zTask });
const updateTask = async (input) => callAndUnwrapData(input, (client) => patchV2TasksByTaskId({
	client,
	path: { task_id: input.taskId },
	body: { data: input.data },
	...input.options
}), { schema: zTask });
const deleteTask = async (input) => {
	return (await deleteV2TasksByTaskId({
		client: resolveAttioClient(input),
		path: { task_id: input.taskId },
		...input.options
	})).data ?? {};
};
//#endregion
//#region src/attio/workspace-members.ts
const workspaceMemberIdSchema = createBrandedIdSchema("WorkspaceMemberId");
const createWorkspaceMemberId = (id) => workspaceMemberIdSchema.parse(id);
const listWorkspaceMembers = async (input = {}) => callAndUnwrapItems(input, (client) => getV2WorkspaceMembers({ client }));
const getWorkspaceMember = async (input) => callAndUnwrapData(input, (client) => getV2WorkspaceMembersByWorkspaceMemberId({
	client,
	path: { workspace_member_id: input.workspaceMemberId }
}));
//#endregion
//#region src/attio/sdk.ts
const isAttioClientInput = (input) => "client" in input || "config" in input;
const normalizeSdkInput = (input) => {
	if (isAttioClientInput(input)) return input;
	return { config: input };
};
const bindWorkspaceMembers = (client) => ({
	list: (params = {}) => listWorkspaceMembers({
		...params,
		client
	}),
	get: (params) => getWorkspaceMember({
		...params,
		client
	})
});
function bindRecordQuery(client) {
	function query(input) {
		return queryRecords({
			...input,
			client
		});
	}
	return query;
}
function bindListQueryEntries(client) {
	function queryEntries(input) {
		return queryListEntries({
			...input,
			client
		});
	}
	return queryEntries;
}
function bindGetManyRecords(client) {
	function getMany(input) {
		return getManyRecords({
			...input,
			client
		});
	}
	return getMany;
}
function bindListNotes(client) {
	function list(input = {}) {
		return listNotes({
			...input,
			client
		});
	}
	return list;
}
function bindListTasks(client) {
	function list(input = {}) {
		return listTasks({
			...input,
			client
		});
	}
	return list;
}
function bindListFiles(client) {
	function list(input) {
		return listFiles({
			...input,
			client
		});
	}
	return list;
}
function bindListPersonFiles(client) {
	function listForPerson(input) {
		return listPersonFiles({
			...input,
			client
		});
	}
	return listForPerson;
}
function bindDownloadFile(client) {
	function download(input) {
		return {
			arrayBuffer: () => downloadFile({
				...input,
				client,
				parseAs: "arrayBuffer"
			}),
			blob: () => downloadFile({
				...input,
				client,
				parseAs: "blob"
			}),
			stream: () => downloadFile({
				...input,
				client,
				parseAs: "stream"
			}),
			text: () => downloadFile({
				...input,
				client,
				parseAs: "text"
			})
		}[input.parseAs ?? "arrayBuffer"]();
	}
	return download;
}
const bindFiles = (client) => ({
	list: bindListFiles(client),
	listForPerson: bindListPersonFiles(client),
	get: (params) => getFile({
		...params,
		client
	}),
	download: bindDownloadFile(client),
	getDownloadUrl: (params) => getFileDownloadUrl({
		...params,
		client
	})
});
function bindSearchRecords(client) {
	function records(input) {
		return searchRecords({
			...input,
			client
		});
	}
	return records;
}
const createAttioSdk = (input = {}) => {
	const client = resolveAttioClient(normalizeSdkInput(input));
	return {
		client,
		diagnostics: createDiagnostics(client),
		objects: {
			list: (params = {}) => listObjects({
				...params,
				client
			}),
			get: (params) => getObject({
				...params,
				client
			}),
			create: (params) => createObject({
				...params,
				client
			}),
			update: (params) => updateObject({
				...params,
				client
			})
		},
		records: {
			create: (params) => createRecord({
				...params,
				client
			}),
			update: (params) => updateRecord({
				...params,
				client
			}),
			upsert: (params) => upsertRecord({
				...params,
				client
			}),
			get: (params) => getRecord({
				...params,
				client
			}),
			getMany: bindGetManyRecords(client),
			delete: (params) => deleteRecord({
				...params,
				client
			}),
			query: bindRecordQuery(client)
		},
		lists: {
			list: (params = {}) => listLists({
				...params,
				client
			}),
			get: (params) => getList({
				...params,
				client
			}),
			queryEntries: bindListQueryEntries(client),
			addEntry: (params) => addListEntry({
				...params,
				client
			}),
			updateEntry: (params) => updateListEntry({
				...params,
				client
			}),
			removeEntry: (params) => removeListEntry({
				...params,
				client
			})
		},
		notes: {
			list: bindListNotes(client),
			get: (params) => getNote({
				...params,
				client
			}),
			create: (params) => createNote({
				...params,
				client
			}),
			delete: (params) => deleteNote({
				...params,
				client
			})
		},
		tasks: {
			list: bindListTasks(client),
			get: (params) => getTask({
				...params,
				client
			}),
			create: (params) => createTask({
				...params,
				client
			}),
			update: (params) => updateTask({
				...params,
				client
			}),
			delete: (params) => deleteTask({
				...params,
				client
			})
		},
		files: bindFiles(client),
		search: { records: bindSearchRecords(client) },
		workspaceMembers: bindWorkspaceMembers(client),
		metadata: {
			listAttributes: (params) => listAttributes({
				...params,
				client
			}),
			findAttribute: (params) => findAttribute({
				...params,
				client
			}),
			getAttribute: (params) => getAttribute({
				...params,
				client
			}),
			getAttributeOptions: (params) => getAttributeOptions({
				...params,
				client
			}),
			getAttributeStatuses: (params) => getAttributeStatuses({
				...params,
				client
			}),
			listAllowedValues: (params) => listAllowedValues({
				...params,
				client
			}),
			schema: (params) => createSchema({
				...params,
				client
			})
		}
	};
};
//#endregion
export { AttioApiError, AttioBatchError, AttioConfigError, AttioEnvironmentError, AttioError, AttioNetworkError, AttioResponseError, AttioRetryError, DEFAULT_BASE_URL, DEFAULT_CORRELATION_ID_CONTEXT_KEY, DEFAULT_CORRELATION_ID_HEADER, DEFAULT_METADATA_CACHE_MAX_ENTRIES, DEFAULT_METADATA_CACHE_TTL_MS, DEFAULT_RETRY_CONFIG, TtlCache, actorReferenceValueSchema, addListEntry, assertOk, attioFilterSchema, buildAttributeMetadataPath, buildKey, calculateRetryDelay, callAndDelete, callAndUnwrapData, callAndUnwrapItems, callAndUnwrapRecord, callWithRetry, checkboxValueSchema, clearClientCache, clearMetadataCacheRegistry, collectOffsetItems, createAttioCacheManager, createAttioClient, createAttioSdk, createBrandedId, createBrandedIdSchema, createCorrelationIdManager, createDiagnostics, createEntryId, createFileId, createFileObjectId, createFileParentFolderId, createFileRecordId, createListId, createMatchingAttribute, createNote, createNoteId, createNoteParentObjectId, createNoteParentRecordId, createObject, createObjectApiSlug, createObjectNoun, createObjectSlug, createOffsetPageResultSchema, createPageResultSchema, createParentObjectId, createParentRecordId, createRecord, createRecordId, createRecordObjectId, createRecordQueryRuntime, createSchema, createSchemaError, createStructuredLoggerHooks, createTask, createTaskId, createTtlCache, createTtlCacheAdapter, createWorkspaceMemberId, createWriteValuesBuilder, currencyValueSchema, dateValueSchema, deleteNote, deleteRecord, deleteScimV2GroupsByWorkspaceTeamId, deleteScimV2UsersByUserId, deleteTask, deleteV2CommentsByCommentId, deleteV2FilesByFileId, deleteV2ListsByListEntriesByEntryId, deleteV2MeetingsByMeetingIdCallRecordingsByCallRecordingId, deleteV2NotesByNoteId, deleteV2ObjectsByObjectRecordsByRecordId, deleteV2TasksByTaskId, deleteV2WebhooksByWebhookId, domainValueSchema, downloadFile, emailValueSchema, enhanceAttioError, enrichedSelectValueSchema, enrichedStatusValueSchema, entryIdSchema, extractRecordId, extractTitles, fileEntrySchema, fileEntryWithChildrenSchema, fileIdSchema, fileObjectIdSchema, fileParentFolderIdSchema, fileRecordIdSchema, filters, findAttribute, getAttioClient, getAttioErrorCode, getAttioErrorPayload, getAttioErrorStatus, getAttioErrorType, getAttribute, getAttributeOptions, getAttributeStatuses, getCachedClient, getEmails, getEnvValue, getFile, getFileDownloadUrl, getFirstCheckbox, getFirstCurrencyValue, getFirstDate, getFirstDomain, getFirstEmail, getFirstFullName, getFirstLocation, getFirstNumber, getFirstPhone, getFirstRating, getFirstRecordReferenceId, getFirstSelectTitle, getFirstStatusTitle, getFirstText, getFirstTimestamp, getFirstValue, getFirstValueSafe, getKnownFieldValues, getList, getManyRecords, getNote, getObject, getPhones, getRecord, getRecordReferenceIds, getScimV2Groups, getScimV2GroupsByWorkspaceTeamId, getScimV2Schemas, getScimV2Users, getScimV2UsersByUserId, getSelectTitles, getStatusTitles, getTask, getV2ByTargetByIdentifierAttributes, getV2ByTargetByIdentifierAttributesByAttribute, getV2ByTargetByIdentifierAttributesByAttributeOptions, getV2ByTargetByIdentifierAttributesByAttributeStatuses, getV2CommentsByCommentId, getV2Files, getV2FilesByFileId, getV2FilesByFileIdDownload, getV2Lists, getV2ListsByList, getV2ListsByListEntriesByEntryId, getV2ListsByListEntriesByEntryIdAttributesByAttributeValues, getV2ListsByListViews, getV2Meetings, getV2MeetingsByMeetingId, getV2MeetingsByMeetingIdCallRecordings, getV2MeetingsByMeetingIdCallRecordingsByCallRecordingId, getV2MeetingsByMeetingIdCallRecordingsByCallRecordingIdTranscript, getV2Notes, getV2NotesByNoteId, getV2Objects, getV2ObjectsByObject, getV2ObjectsByObjectRecordsByRecordId, getV2ObjectsByObjectRecordsByRecordIdAttributesByAttributeValues, getV2ObjectsByObjectRecordsByRecordIdEntries, getV2ObjectsByObjectViews, getV2Self, getV2Tasks, getV2TasksByTaskId, getV2Threads, getV2ThreadsByThreadId, getV2Webhooks, getV2WebhooksByWebhookId, getV2WorkspaceMembers, getV2WorkspaceMembersByWorkspaceMemberId, getValue, getValueSafe, getWorkspaceMember, hasIdempotencyHeader, hashToken, interactionValueSchema, isAttioAuthError, isAttioError, isAttioNotFound, isAttioPermissionError, isAttioRateLimitError, isAttioValidationError, isRetryableAttioError, isRetryableError, isRetryableRequest, isRetryableStatus, listAllowedValues, listAttributeMetadata, listAttributes, listFiles, listIdSchema, listLists, listNotes, listObjects, listPersonFiles, listTasks, listWorkspaceMembers, locationInputSchema, locationValueSchema, matchingAttributeSchema, normalizeAttioError, normalizeBaseUrl, normalizeRecord, normalizeRecords, noteIdSchema, noteParentObjectIdSchema, noteParentRecordIdSchema, numberValueSchema, objectApiSlugSchema, objectNounSchema, objectSlugSchema, paginate, paginateAsync, paginateOffset, paginateOffsetAsync, parentObjectIdSchema, parentRecordIdSchema, parseAttioFilter, parseOffsetPageResult, parsePageResult, patchScimV2GroupsByWorkspaceTeamId, patchScimV2UsersByUserId, patchV2ByTargetByIdentifierAttributesByAttribute, patchV2ByTargetByIdentifierAttributesByAttributeOptionsByOption, patchV2ByTargetByIdentifierAttributesByAttributeStatusesByStatus, patchV2ListsByList, patchV2ListsByListEntriesByEntryId, patchV2ObjectsByObject, patchV2ObjectsByObjectRecordsByRecordId, patchV2TasksByTaskId, patchV2WebhooksByWebhookId, personalNameValueSchema, phoneValueSchema, postScimV2Groups, postScimV2Users, postV2ByTargetByIdentifierAttributes, postV2ByTargetByIdentifierAttributesByAttributeOptions, postV2ByTargetByIdentifierAttributesByAttributeStatuses, postV2Comments, postV2Files, postV2FilesUpload, postV2Lists, postV2ListsByListEntries, postV2ListsByListEntriesQuery, postV2Meetings, postV2MeetingsByMeetingIdCallRecordings, postV2Notes, postV2Objects, postV2ObjectsByObjectRecords, postV2ObjectsByObjectRecordsQuery, postV2ObjectsRecordsSearch, postV2Tasks, postV2Webhooks, putScimV2GroupsByWorkspaceTeamId, putScimV2UsersByUserId, putV2ListsByListEntries, putV2ListsByListEntriesByEntryId, putV2ObjectsByObjectRecords, putV2ObjectsByObjectRecordsByRecordId, queryListEntries, queryRecords, ratingValueSchema, recordIdSchema, recordObjectIdSchema, recordReferenceValueSchema, redactLogContext, removeListEntry, resolveAttioClient, resolveAuthToken, resolveBaseUrl, resolveOffsetItems, resolveResponseStyle, resolveThrowOnError, runBatch, searchRecords, selectOptionObjectSchema, selectValueSchema, setCachedClient, sleep, statusObjectSchema, statusValueSchema, streamOffsetItems, taskIdSchema, textValueSchema, timestampValueSchema, toOffsetPageResult, toPageResult, toResult, unwrapAndNormalizeRecords, unwrapData, unwrapItems, unwrapPaginationCursor, unwrapPaginationOffset, updateKnownFieldValues, updateListEntry, updateObject, updateRecord, updateTask, upsertRecord, validateItemsArray, validateWithSchema, value, valueSchemasByType, workspaceMemberIdSchema };

//# sourceMappingURL=index.mjs.map