/* @localazy/api-client@2.1.23
* (c) 2026 Localazy <team@localazy.com>
* @license MIT */
//#region src/api/methods/api-base.ts
var ApiBase = class {
	api;
	constructor(api) {
		this.api = api;
	}
	static getId(val, prop) {
		const id = typeof val === "string" ? val : val.id || "";
		if (!id) throw new Error(`Invalid ${prop} ID.`);
		return id;
	}
};
//#endregion
//#region src/api/methods/api-ai.ts
var ApiAi = class extends ApiBase {
	/**
	* Translate provided items from the source language to the target language
	* using Localazy AI and considering the provided context, project-defined
	* style guide and glossary.
	*
	* @param request AI translate request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/ai-translation#translate  Localazy API Docs}
	*/
	async translate(request, config) {
		const { project, ...data } = request;
		const projectId = ApiBase.getId(project, "project");
		return await this.api.client.post(`/projects/${projectId}/ai`, data, config);
	}
};
//#endregion
//#region src/api/methods/api-export.ts
var ApiExport = class ApiExport extends ApiBase {
	/**
	* Export translated keys as JSON object.
	*
	* @param request Export JSON request config.
	* @param config Request config.
	*/
	async json(request, config) {
		const { project, file, langs } = request;
		const result = await Promise.all(langs.map((lang) => this.api.files.listKeys({
			project,
			file,
			lang
		}, config)));
		return Object.fromEntries(ApiExport.mapLanguages(langs, result));
	}
	static mapLanguages(languages, result) {
		return languages.map((lang, index) => [lang, ApiExport.mapResult(result[index])]);
	}
	static mapResult(keysList) {
		return keysList.reduce((acc, cur) => {
			const parts = cur.key;
			if (parts.length <= 1) {
				const only = parts[0];
				if (only !== void 0) acc[only] = cur.value;
				return acc;
			}
			let node = acc;
			for (let i = 0; i < parts.length; i++) {
				const seg = parts[i];
				const isLast = i === parts.length - 1;
				if (seg !== void 0) if (isLast) node[seg] = cur.value;
				else {
					if (node[seg] === void 0) node[seg] = {};
					node = node[seg];
				}
			}
			return acc;
		}, {});
	}
};
//#endregion
//#region src/api/methods/api-files.ts
var ApiFiles = class extends ApiBase {
	/**
	* List all {@link File  files} in the project.
	*
	* @param request Files list request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/files#list-files-in-project  Localazy API Docs}
	*/
	async list(request, config) {
		const { project } = request;
		const projectId = ApiBase.getId(project, "project");
		return await this.api.client.get(`/projects/${projectId}/files`, config);
	}
	/**
	* First {@link File  file} in the project.
	*
	* @param request Files list request config.
	* @param config Request config.
	* @throws Error At least one file must exist, otherwise an error is thrown.
	*
	* @see {@link https://localazy.com/docs/api/files#list-files-in-project  Localazy API Docs}
	*/
	async first(request, config) {
		const files = await this.list(request, config);
		if (typeof files[0] !== "undefined") return files[0];
		throw new Error("File not found.");
	}
	/**
	* List all {@link Key  keys} for the language in the {@link File  file}.
	*
	* @param request File list keys request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/files#retrieve-a-list-of-keys-and-translations-from-file
	* | Localazy API Docs}
	*/
	async listKeys(request, config) {
		const keys = [];
		let pageResult = {
			keys: [],
			next: ""
		};
		do {
			pageResult = await this.listKeysPage({
				...request,
				next: pageResult.next
			}, config);
			keys.push(...pageResult.keys);
		} while (pageResult.next);
		return keys;
	}
	/**
	* List all {@link Key  keys} for the language in the {@link File  file}. Result is paginated.
	*
	* @param request File list keys request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/files#retrieve-a-list-of-keys-and-translations-from-file
	* | Localazy API Docs}
	*/
	async listKeysPage(request, config) {
		const { project, file, lang, ...params } = request;
		const projectId = ApiBase.getId(project, "project");
		const fileId = ApiBase.getId(file, "file");
		return await this.api.client.get(`/projects/${projectId}/files/${fileId}/keys/${lang}`, {
			...config,
			params
		});
	}
	/**
	* List {@link Key  keys} for the language in the {@link File  file} with event-based filtering.
	* Fetches all keys with `event=true`, computes the maximum event number, and optionally
	* filters to only keys changed since a given event cursor.
	*
	* This method is designed for incremental sync: pass `sinceEvent` from a previous sync
	* to receive only keys that have changed since then.
	*
	* @param request File list keys since event request config.
	* @param config Request config.
	* @returns An object containing the filtered keys and the maximum event number.
	*/
	async listKeysSinceEvent(request, config) {
		const { sinceEvent, ...rest } = request;
		const allKeys = await this.listKeys({
			...rest,
			event: true
		}, config);
		const keysWithEvent = allKeys.filter((key) => key.event !== void 0 && key.event !== null);
		const maxEvent = keysWithEvent.length > 0 ? keysWithEvent.reduce((max, key) => Math.max(max, key.event ?? -Infinity), -Infinity) : null;
		return {
			keys: sinceEvent !== null && sinceEvent !== void 0 ? allKeys.filter((key) => key.event !== void 0 && key.event !== null && key.event > sinceEvent) : allKeys,
			maxEvent
		};
	}
	/**
	* Get the contents of the {@link File  file}.
	*
	* @param request File get contents request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/files#list-file-content  Localazy API Docs}
	*/
	async getContents(request, config) {
		const { project, file, lang } = request;
		const projectId = ApiBase.getId(project, "project");
		const fileId = ApiBase.getId(file, "file");
		return await this.api.client.get(`/projects/${projectId}/files/${fileId}/download/${lang}`, {
			...config,
			responseType: "blob"
		});
	}
};
//#endregion
//#region src/api/methods/api-formats.ts
var ApiFormats = class extends ApiBase {
	/**
	* List all {@link Format  formats} and related options.
	*
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/import#list-available-file-types  Localazy API Docs}
	*/
	async list(config) {
		return await this.api.client.get("/import/formats", config);
	}
};
//#endregion
//#region src/api/methods/api-glossary.ts
var ApiGlossary = class extends ApiBase {
	/**
	* List all {@link GlossaryRecord  glossary records} in the project.
	*
	* @param request Glossary records list request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/glossary#list-all-glossary-terms  Localazy API Docs}
	*/
	async list(request, config) {
		const { project } = request;
		const projectId = ApiBase.getId(project, "project");
		return (await this.api.client.get(`/projects/${projectId}/glossary`, config)).glossaries;
	}
	/**
	* Find {@link GlossaryRecord  glossary record} specified by `id`.
	*
	* @param request Glossary record find request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/glossary#get-glossary-term  Localazy API Docs}
	*/
	async find(request, config) {
		const { project, glossaryRecord } = request;
		const projectId = ApiBase.getId(project, "project");
		const id = typeof glossaryRecord === "string" ? glossaryRecord : glossaryRecord.id;
		return await this.api.client.get(`/projects/${projectId}/glossary/${id}`, config);
	}
	/**
	* Create {@link GlossaryRecord  glossary record}.
	* There is a limit of 1000 glossary records per project.
	*
	* @param request Glossary record create request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/glossary#create-new-glossary-term  Localazy API Docs}
	*/
	async create(request, config) {
		const { project, ...data } = request;
		const projectId = ApiBase.getId(project, "project");
		return (await this.api.client.post(`/projects/${projectId}/glossary`, data, config)).result;
	}
	/**
	* Update {@link GlossaryRecord  glossary record} specified by `id`.
	*
	* @param request Glossary record update request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/glossary#update-glossary-term  Localazy API Docs}
	*/
	async update(request, config) {
		const { project, glossaryRecord, ...data } = request;
		const projectId = ApiBase.getId(project, "project");
		const id = typeof glossaryRecord === "string" ? glossaryRecord : glossaryRecord.id;
		await this.api.client.put(`/projects/${projectId}/glossary/${id}`, data, config);
	}
	/**
	* Delete {@link GlossaryRecord  glossary record} specified by `id`.
	*
	* @param request Glossary record delete request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/glossary#delete-glossary-term  Localazy API Docs}
	*/
	async delete(request, config) {
		const { project, glossaryRecord } = request;
		const projectId = ApiBase.getId(project, "project");
		const id = typeof glossaryRecord === "string" ? glossaryRecord : glossaryRecord.id;
		await this.api.client.delete(`/projects/${projectId}/glossary/${id}`, config);
	}
};
//#endregion
//#region src/types/import-data-factory.ts
var importDataFactory = (request, chunks) => ({
	...request.i18nOptions,
	files: [...chunks.map((chunk) => ({
		name: "content.json",
		...request.fileOptions,
		content: {
			type: "json",
			...request.contentOptions,
			...chunk
		}
	}))]
});
//#endregion
//#region src/utils/delay.ts
var delay = (ms = 150) => new Promise((resolve) => {
	setTimeout(resolve, ms);
});
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/array/chunk.mjs
function chunk$1(arr, size) {
	if (!Number.isInteger(size) || size <= 0) throw new Error("Size must be an integer greater than zero.");
	const chunkLength = Math.ceil(arr.length / size);
	const result = Array(chunkLength);
	for (let index = 0; index < chunkLength; index++) {
		const start = index * size;
		const end = start + size;
		result[index] = arr.slice(start, end);
	}
	return result;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/_internal/toArray.mjs
function toArray(value) {
	return Array.isArray(value) ? value : Array.from(value);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/predicate/isLength.mjs
function isLength(value) {
	return Number.isSafeInteger(value) && value >= 0;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/predicate/isArrayLike.mjs
function isArrayLike(value) {
	return value != null && typeof value !== "function" && isLength(value.length);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/array/chunk.mjs
function chunk(arr, size = 1) {
	size = Math.max(Math.floor(size), 0);
	if (size === 0 || !isArrayLike(arr)) return [];
	return chunk$1(toArray(arr), size);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/_internal/isUnsafeProperty.mjs
function isUnsafeProperty(key) {
	return key === "__proto__";
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/_internal/isDeepKey.mjs
function isDeepKey(key) {
	switch (typeof key) {
		case "number":
		case "symbol": return false;
		case "string": return key.includes(".") || key.includes("[") || key.includes("]");
	}
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/_internal/toKey.mjs
function toKey(value) {
	if (typeof value === "string" || typeof value === "symbol") return value;
	if (Object.is(value?.valueOf?.(), -0)) return "-0";
	return String(value);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/util/toString.mjs
function toString(value) {
	if (value == null) return "";
	if (typeof value === "string") return value;
	if (Array.isArray(value)) return value.map(toString).join(",");
	const result = String(value);
	if (result === "0" && Object.is(Number(value), -0)) return "-0";
	return result;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/util/toPath.mjs
function toPath(deepKey) {
	if (Array.isArray(deepKey)) return deepKey.map(toKey);
	if (typeof deepKey === "symbol") return [deepKey];
	deepKey = toString(deepKey);
	const result = [];
	const length = deepKey.length;
	if (length === 0) return result;
	let index = 0;
	let key = "";
	let quoteChar = "";
	let bracket = false;
	if (deepKey.charCodeAt(0) === 46) {
		result.push("");
		index++;
	}
	while (index < length) {
		const char = deepKey[index];
		if (quoteChar) if (char === "\\" && index + 1 < length) {
			index++;
			key += deepKey[index];
		} else if (char === quoteChar) quoteChar = "";
		else key += char;
		else if (bracket) if (char === "\"" || char === "'") quoteChar = char;
		else if (char === "]") {
			bracket = false;
			result.push(key);
			key = "";
		} else key += char;
		else if (char === "[") {
			bracket = true;
			if (key) {
				result.push(key);
				key = "";
			}
		} else if (char === ".") {
			if (key) {
				result.push(key);
				key = "";
			}
		} else key += char;
		index++;
	}
	if (key) result.push(key);
	return result;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/object/get.mjs
function get(object, path, defaultValue) {
	if (object == null) return defaultValue;
	switch (typeof path) {
		case "string": {
			if (isUnsafeProperty(path)) return defaultValue;
			const result = object[path];
			if (result === void 0) if (isDeepKey(path)) return get(object, toPath(path), defaultValue);
			else return defaultValue;
			return result;
		}
		case "number":
		case "symbol": {
			if (typeof path === "number") path = toKey(path);
			const result = object[path];
			if (result === void 0) return defaultValue;
			return result;
		}
		default: {
			if (Array.isArray(path)) return getWithPath(object, path, defaultValue);
			if (Object.is(path?.valueOf(), -0)) path = "-0";
			else path = String(path);
			if (isUnsafeProperty(path)) return defaultValue;
			const result = object[path];
			if (result === void 0) return defaultValue;
			return result;
		}
	}
}
function getWithPath(object, path, defaultValue) {
	if (path.length === 0) return defaultValue;
	let current = object;
	for (let index = 0; index < path.length; index++) {
		if (current == null) return defaultValue;
		if (isUnsafeProperty(path[index])) return defaultValue;
		current = current[path[index]];
	}
	if (current === void 0) return defaultValue;
	return current;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/predicate/isObject.mjs
function isObject(value) {
	return value !== null && (typeof value === "object" || typeof value === "function");
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/predicate/isPrimitive.mjs
function isPrimitive(value) {
	return value == null || typeof value !== "object" && typeof value !== "function";
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/_internal/isEqualsSameValueZero.mjs
function isEqualsSameValueZero(value, other) {
	return value === other || Number.isNaN(value) && Number.isNaN(other);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/_internal/getSymbols.mjs
function getSymbols(object) {
	return Object.getOwnPropertySymbols(object).filter((symbol) => Object.prototype.propertyIsEnumerable.call(object, symbol));
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/_internal/getTag.mjs
function getTag(value) {
	if (value == null) return value === void 0 ? "[object Undefined]" : "[object Null]";
	return Object.prototype.toString.call(value);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/_internal/tags.mjs
var regexpTag = "[object RegExp]";
var stringTag = "[object String]";
var numberTag = "[object Number]";
var booleanTag = "[object Boolean]";
var argumentsTag = "[object Arguments]";
var symbolTag = "[object Symbol]";
var dateTag = "[object Date]";
var mapTag = "[object Map]";
var setTag = "[object Set]";
var arrayTag = "[object Array]";
var arrayBufferTag = "[object ArrayBuffer]";
var objectTag = "[object Object]";
var dataViewTag = "[object DataView]";
var uint8ArrayTag = "[object Uint8Array]";
var uint8ClampedArrayTag = "[object Uint8ClampedArray]";
var uint16ArrayTag = "[object Uint16Array]";
var uint32ArrayTag = "[object Uint32Array]";
var int8ArrayTag = "[object Int8Array]";
var int16ArrayTag = "[object Int16Array]";
var int32ArrayTag = "[object Int32Array]";
var float32ArrayTag = "[object Float32Array]";
var float64ArrayTag = "[object Float64Array]";
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/_internal/globalThis.mjs
var globalThis_ = typeof globalThis === "object" && globalThis || typeof window === "object" && window || typeof self === "object" && self || typeof global === "object" && global || (function() {
	return this;
})() || Function("return this")();
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/predicate/isBuffer.mjs
function isBuffer(x) {
	return typeof globalThis_.Buffer !== "undefined" && globalThis_.Buffer.isBuffer(x);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/predicate/isTypedArray.mjs
function isTypedArray$1(x) {
	return ArrayBuffer.isView(x) && !(x instanceof DataView);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/object/cloneDeepWith.mjs
function cloneDeepWith$1(obj, cloneValue) {
	return cloneDeepWithImpl(obj, void 0, obj, /* @__PURE__ */ new Map(), cloneValue);
}
function cloneDeepWithImpl(valueToClone, keyToClone, objectToClone, stack = /* @__PURE__ */ new Map(), cloneValue = void 0) {
	const cloned = cloneValue?.(valueToClone, keyToClone, objectToClone, stack);
	if (cloned !== void 0) return cloned;
	if (isPrimitive(valueToClone)) return valueToClone;
	if (stack.has(valueToClone)) return stack.get(valueToClone);
	if (Array.isArray(valueToClone)) {
		const result = new Array(valueToClone.length);
		stack.set(valueToClone, result);
		for (let i = 0; i < valueToClone.length; i++) result[i] = cloneDeepWithImpl(valueToClone[i], i, objectToClone, stack, cloneValue);
		if (Object.hasOwn(valueToClone, "index")) result.index = valueToClone.index;
		if (Object.hasOwn(valueToClone, "input")) result.input = valueToClone.input;
		return result;
	}
	if (valueToClone instanceof Date) return new Date(valueToClone.getTime());
	if (valueToClone instanceof RegExp) {
		const result = new RegExp(valueToClone.source, valueToClone.flags);
		result.lastIndex = valueToClone.lastIndex;
		return result;
	}
	if (valueToClone instanceof Map) {
		const result = /* @__PURE__ */ new Map();
		stack.set(valueToClone, result);
		for (const [key, value] of valueToClone) result.set(key, cloneDeepWithImpl(value, key, objectToClone, stack, cloneValue));
		return result;
	}
	if (valueToClone instanceof Set) {
		const result = /* @__PURE__ */ new Set();
		stack.set(valueToClone, result);
		for (const value of valueToClone) result.add(cloneDeepWithImpl(value, void 0, objectToClone, stack, cloneValue));
		return result;
	}
	if (isBuffer(valueToClone)) return valueToClone.subarray();
	if (isTypedArray$1(valueToClone)) {
		const result = new (Object.getPrototypeOf(valueToClone)).constructor(valueToClone.length);
		stack.set(valueToClone, result);
		for (let i = 0; i < valueToClone.length; i++) result[i] = cloneDeepWithImpl(valueToClone[i], i, objectToClone, stack, cloneValue);
		return result;
	}
	if (valueToClone instanceof ArrayBuffer || typeof SharedArrayBuffer !== "undefined" && valueToClone instanceof SharedArrayBuffer) return valueToClone.slice(0);
	if (valueToClone instanceof DataView) {
		const result = new DataView(valueToClone.buffer.slice(0), valueToClone.byteOffset, valueToClone.byteLength);
		stack.set(valueToClone, result);
		copyProperties(result, valueToClone, objectToClone, stack, cloneValue);
		return result;
	}
	if (typeof File !== "undefined" && valueToClone instanceof File) {
		const result = new File([valueToClone], valueToClone.name, { type: valueToClone.type });
		stack.set(valueToClone, result);
		copyProperties(result, valueToClone, objectToClone, stack, cloneValue);
		return result;
	}
	if (typeof Blob !== "undefined" && valueToClone instanceof Blob) {
		const result = new Blob([valueToClone], { type: valueToClone.type });
		stack.set(valueToClone, result);
		copyProperties(result, valueToClone, objectToClone, stack, cloneValue);
		return result;
	}
	if (valueToClone instanceof Error) {
		const result = structuredClone(valueToClone);
		stack.set(valueToClone, result);
		result.message = valueToClone.message;
		result.name = valueToClone.name;
		result.stack = valueToClone.stack;
		result.cause = valueToClone.cause;
		result.constructor = valueToClone.constructor;
		copyProperties(result, valueToClone, objectToClone, stack, cloneValue);
		return result;
	}
	if (valueToClone instanceof Boolean) {
		const result = new Boolean(valueToClone.valueOf());
		stack.set(valueToClone, result);
		copyProperties(result, valueToClone, objectToClone, stack, cloneValue);
		return result;
	}
	if (valueToClone instanceof Number) {
		const result = new Number(valueToClone.valueOf());
		stack.set(valueToClone, result);
		copyProperties(result, valueToClone, objectToClone, stack, cloneValue);
		return result;
	}
	if (valueToClone instanceof String) {
		const result = new String(valueToClone.valueOf());
		stack.set(valueToClone, result);
		copyProperties(result, valueToClone, objectToClone, stack, cloneValue);
		return result;
	}
	if (typeof valueToClone === "object" && isCloneableObject(valueToClone)) {
		const result = Object.create(Object.getPrototypeOf(valueToClone));
		stack.set(valueToClone, result);
		copyProperties(result, valueToClone, objectToClone, stack, cloneValue);
		return result;
	}
	return valueToClone;
}
function copyProperties(target, source, objectToClone = target, stack, cloneValue) {
	const keys = [...Object.keys(source), ...getSymbols(source)];
	for (let i = 0; i < keys.length; i++) {
		const key = keys[i];
		const descriptor = Object.getOwnPropertyDescriptor(target, key);
		if (descriptor == null || descriptor.writable) target[key] = cloneDeepWithImpl(source[key], key, objectToClone, stack, cloneValue);
	}
}
function isCloneableObject(object) {
	switch (getTag(object)) {
		case argumentsTag:
		case arrayTag:
		case arrayBufferTag:
		case dataViewTag:
		case booleanTag:
		case dateTag:
		case float32ArrayTag:
		case float64ArrayTag:
		case int8ArrayTag:
		case int16ArrayTag:
		case int32ArrayTag:
		case mapTag:
		case numberTag:
		case objectTag:
		case regexpTag:
		case setTag:
		case stringTag:
		case symbolTag:
		case uint8ArrayTag:
		case uint8ClampedArrayTag:
		case uint16ArrayTag:
		case uint32ArrayTag: return true;
		default: return false;
	}
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/object/cloneDeepWith.mjs
function cloneDeepWith(obj, customizer) {
	return cloneDeepWith$1(obj, (value, key, object, stack) => {
		const cloned = customizer?.(value, key, object, stack);
		if (cloned !== void 0) return cloned;
		if (typeof obj !== "object") return;
		if (getTag(obj) === "[object Object]" && typeof obj.constructor !== "function") {
			const result = {};
			stack.set(obj, result);
			copyProperties(result, obj, object, stack);
			return result;
		}
		switch (Object.prototype.toString.call(obj)) {
			case numberTag:
			case stringTag:
			case booleanTag: {
				const result = new obj.constructor(obj?.valueOf());
				copyProperties(result, obj);
				return result;
			}
			case argumentsTag: {
				const result = {};
				copyProperties(result, obj);
				result.length = obj.length;
				result[Symbol.iterator] = obj[Symbol.iterator];
				return result;
			}
			default: return;
		}
	});
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/object/cloneDeep.mjs
function cloneDeep(obj) {
	return cloneDeepWith(obj);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/_internal/isIndex.mjs
var IS_UNSIGNED_INTEGER = /^(?:0|[1-9]\d*)$/;
function isIndex(value, length = Number.MAX_SAFE_INTEGER) {
	switch (typeof value) {
		case "number": return Number.isInteger(value) && value >= 0 && value < length;
		case "symbol": return false;
		case "string": return IS_UNSIGNED_INTEGER.test(value);
	}
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/predicate/isArguments.mjs
function isArguments(value) {
	return value !== null && typeof value === "object" && getTag(value) === "[object Arguments]";
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/predicate/isObjectLike.mjs
function isObjectLike(value) {
	return typeof value === "object" && value !== null;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/predicate/isArrayLikeObject.mjs
function isArrayLikeObject(value) {
	return isObjectLike(value) && isArrayLike(value);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/predicate/isSymbol.mjs
function isSymbol(value) {
	return typeof value === "symbol" || value instanceof Symbol;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/_internal/isKey.mjs
var regexIsDeepProp = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/;
var regexIsPlainProp = /^\w*$/;
function isKey(value, object) {
	if (Array.isArray(value)) return false;
	if (typeof value === "number" || typeof value === "boolean" || value == null || isSymbol(value)) return true;
	return typeof value === "string" && (regexIsPlainProp.test(value) || !regexIsDeepProp.test(value)) || object != null && Object.hasOwn(object, value);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/_internal/assignValue.mjs
var assignValue = (object, key, value) => {
	const objValue = object[key];
	if (!(Object.hasOwn(object, key) && isEqualsSameValueZero(objValue, value)) || value === void 0 && !(key in object)) object[key] = value;
};
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/object/updateWith.mjs
function updateWith(obj, path, updater, customizer) {
	if (obj == null && !isObject(obj)) return obj;
	let resolvedPath;
	if (isKey(path, obj)) resolvedPath = [path];
	else if (Array.isArray(path)) resolvedPath = path;
	else resolvedPath = toPath(path);
	const updateValue = updater(get(obj, resolvedPath));
	let current = obj;
	for (let i = 0; i < resolvedPath.length && current != null; i++) {
		const key = toKey(resolvedPath[i]);
		if (isUnsafeProperty(key)) continue;
		let newValue;
		if (i === resolvedPath.length - 1) newValue = updateValue;
		else {
			const objValue = current[key];
			const customizerResult = customizer?.(objValue, key, obj);
			newValue = customizerResult !== void 0 ? customizerResult : isObject(objValue) ? objValue : isIndex(resolvedPath[i + 1]) ? [] : {};
		}
		assignValue(current, key, newValue);
		current = current[key];
	}
	return obj;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/function/noop.mjs
function noop() {}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/predicate/isTypedArray.mjs
function isTypedArray(x) {
	return isTypedArray$1(x);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/predicate/isPlainObject.mjs
function isPlainObject(object) {
	if (typeof object !== "object") return false;
	if (object == null) return false;
	if (Object.getPrototypeOf(object) === null) return true;
	if (Object.prototype.toString.call(object) !== "[object Object]") {
		const tag = object[Symbol.toStringTag];
		if (tag == null) return false;
		if (!Object.getOwnPropertyDescriptor(object, Symbol.toStringTag)?.writable) return false;
		return object.toString() === `[object ${tag}]`;
	}
	let proto = object;
	while (Object.getPrototypeOf(proto) !== null) proto = Object.getPrototypeOf(proto);
	return Object.getPrototypeOf(object) === proto;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/object/clone.mjs
function clone(obj) {
	if (isPrimitive(obj)) return obj;
	if (Array.isArray(obj) || isTypedArray$1(obj) || obj instanceof ArrayBuffer || typeof SharedArrayBuffer !== "undefined" && obj instanceof SharedArrayBuffer) return obj.slice(0);
	const prototype = Object.getPrototypeOf(obj);
	if (prototype == null) return Object.assign(Object.create(prototype), obj);
	const Constructor = prototype.constructor;
	if (obj instanceof Date || obj instanceof Map || obj instanceof Set) return new Constructor(obj);
	if (obj instanceof RegExp) {
		const newRegExp = new Constructor(obj);
		newRegExp.lastIndex = obj.lastIndex;
		return newRegExp;
	}
	if (obj instanceof DataView) return new Constructor(obj.buffer.slice(0));
	if (obj instanceof Error) {
		let newError;
		if (obj instanceof AggregateError) newError = new Constructor(obj.errors, obj.message, { cause: obj.cause });
		else newError = new Constructor(obj.message, { cause: obj.cause });
		newError.stack = obj.stack;
		Object.assign(newError, obj);
		return newError;
	}
	if (typeof File !== "undefined" && obj instanceof File) return new Constructor([obj], obj.name, {
		type: obj.type,
		lastModified: obj.lastModified
	});
	if (typeof obj === "object") return Object.assign(Object.create(prototype), obj);
	return obj;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/object/mergeWith.mjs
function mergeWith(object, ...otherArgs) {
	const sources = otherArgs.slice(0, -1);
	const merge = otherArgs[otherArgs.length - 1];
	let result = object;
	for (let i = 0; i < sources.length; i++) {
		const source = sources[i];
		result = mergeWithDeep(result, source, merge, /* @__PURE__ */ new Map());
	}
	return result;
}
function mergeWithDeep(target, source, merge, stack) {
	if (isPrimitive(target)) target = Object(target);
	if (source == null || typeof source !== "object") return target;
	if (stack.has(source)) return clone(stack.get(source));
	stack.set(source, target);
	if (Array.isArray(source)) {
		source = source.slice();
		for (let i = 0; i < source.length; i++) source[i] = source[i] ?? void 0;
	}
	const sourceKeys = [...Object.keys(source), ...getSymbols(source)];
	for (let i = 0; i < sourceKeys.length; i++) {
		const key = sourceKeys[i];
		if (isUnsafeProperty(key)) continue;
		let sourceValue = source[key];
		let targetValue = target[key];
		if (isArguments(sourceValue)) sourceValue = { ...sourceValue };
		if (isArguments(targetValue)) targetValue = { ...targetValue };
		if (isBuffer(sourceValue)) sourceValue = cloneDeep(sourceValue);
		if (Array.isArray(sourceValue)) if (Array.isArray(targetValue)) {
			const cloned = [];
			const targetKeys = Reflect.ownKeys(targetValue);
			for (let i = 0; i < targetKeys.length; i++) {
				const targetKey = targetKeys[i];
				cloned[targetKey] = targetValue[targetKey];
			}
			targetValue = cloned;
		} else if (isArrayLikeObject(targetValue)) {
			const cloned = [];
			for (let i = 0; i < targetValue.length; i++) cloned[i] = targetValue[i];
			targetValue = cloned;
		} else targetValue = [];
		const merged = merge(targetValue, sourceValue, key, target, source, stack);
		if (merged !== void 0) target[key] = merged;
		else if (Array.isArray(sourceValue)) target[key] = mergeWithDeep(targetValue, sourceValue, merge, stack);
		else if (isObjectLike(targetValue) && isObjectLike(sourceValue) && (isPlainObject(targetValue) || isPlainObject(sourceValue) || isTypedArray(targetValue) || isTypedArray(sourceValue))) target[key] = mergeWithDeep(targetValue, sourceValue, merge, stack);
		else if (targetValue == null && isPlainObject(sourceValue)) target[key] = mergeWithDeep({}, sourceValue, merge, stack);
		else if (targetValue == null && isTypedArray(sourceValue)) target[key] = cloneDeep(sourceValue);
		else if (targetValue === void 0 || sourceValue !== void 0) target[key] = sourceValue;
	}
	return target;
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/object/merge.mjs
function merge(object, ...sources) {
	return mergeWith(object, ...sources, noop);
}
//#endregion
//#region node_modules/.pnpm/es-toolkit@1.46.1/node_modules/es-toolkit/dist/compat/object/setWith.mjs
function setWith(obj, path, value, customizer) {
	let customizerFn;
	if (typeof customizer === "function") customizerFn = customizer;
	else customizerFn = () => void 0;
	return updateWith(obj, path, () => value, customizerFn);
}
//#endregion
//#region src/utils/json-utils.ts
var JsonUtils = class JsonUtils {
	/**
	* Physical limit is 100000.
	*/
	static CHUNK_LIMIT = 99e3;
	static slice(json) {
		return chunk(JsonUtils.sliceByValue(json), JsonUtils.CHUNK_LIMIT).map((c) => JsonUtils.mergeChunkValues(c));
	}
	/**
	* Example input:
	* const json = {
	*   en: {
	*     headers: {
	*       name: 'Name',
	*       user: 'User',
	*     },
	*     'headers.company': 'Company',
	*     user: {
	*       role: ['Admin', 'Editor'],
	*     },
	*   },
	* };
	*
	* Example result:
	* const result = [
	*   { en: { headers: { name: 'Name' } } },
	*   { en: { headers: { user: 'User' } } },
	*   { en: { 'headers.company': 'Company' } },
	*   { en: { user: { role: ['Admin', 'Editor'] } } },
	* ];
	*/
	static sliceByValue(json, keys = []) {
		return Object.entries(json).reduce((prev, [key, value]) => {
			if (isPlainObject(value) && !key.startsWith("@meta:")) prev.push(...JsonUtils.sliceByValue(value, [...keys, key]));
			else if (keys.length > 1) prev.push(setWith({}, [...keys, key].join("."), value, Object));
			else if (typeof keys[0] !== "undefined") prev.push({ [keys[0]]: { [key]: value } });
			return prev;
		}, []);
	}
	static mergeChunkValues(values) {
		return merge(...values);
	}
};
//#endregion
//#region src/api/methods/api-import.ts
var ApiImport = class extends ApiBase {
	/**
	* Import source keys from JSON object.
	*
	* @param request Import JSON request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/import#import-content-to-a-project  Localazy API Docs}
	*/
	async json(request, config) {
		const { project, json } = request;
		const projectId = ApiBase.getId(project, "project");
		const data = importDataFactory(request, JsonUtils.slice(json));
		const { result } = await this.api.client.post(`/projects/${projectId}/import`, data, config);
		await delay();
		return this.getImportedFile(project, data, result);
	}
	/**
	* Get progress of the import session.
	*
	* @param request Import session progress request.
	* @param config Request config.
	*
	* Not available in the Localazy API Docs yet.
	*/
	async getProgress(request, config) {
		const { project, importBatch } = request;
		const projectId = ApiBase.getId(project, "project");
		return await this.api.client.get(`/projects/${projectId}/import/${importBatch}`, config);
	}
	async getImportedFile(project, data, importBatch) {
		return {
			...(await this.api.files.list({ project })).find((f) => data.files.some((importFile) => f.name === (importFile.name || "content.json") && f.path === importFile.path)),
			importBatch
		};
	}
};
//#endregion
//#region src/api/methods/api-keys.ts
var ApiKeys = class extends ApiBase {
	/**
	* Update {@link Key  key}.
	*
	* @param request Key update request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/source-keys#update-source-key  Localazy API Docs}
	*/
	async update(request, config) {
		const { project, key, ...data } = request;
		const projectId = ApiBase.getId(project, "project");
		const keyId = ApiBase.getId(key, "key");
		await this.api.client.put(`/projects/${projectId}/keys/${keyId}`, data, config);
	}
	/**
	* Delete {@link Key  key}.
	*
	* @param request Key delete request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/source-keys#delete-source-key  Localazy API Docs}
	*/
	async delete(request, config) {
		const { project, key } = request;
		const projectId = ApiBase.getId(project, "project");
		const keyId = ApiBase.getId(key, "key");
		await this.api.client.delete(`/projects/${projectId}/keys/${keyId}`, config);
	}
	/**
	* Deprecate keys.
	*
	* @param request Key deprecate request config.
	* @param config Request config.
	*/
	async deprecate(request, config) {
		const { project, phrases } = request;
		const localPhrases = phrases.map((phrase) => {
			if (typeof phrase === "object" && "id" in phrase) return phrase.id;
			if (typeof phrase === "string") return phrase;
			return phrase;
		});
		const projectId = ApiBase.getId(project, "project");
		await this.api.client.post(`/projects/${projectId}/keys/deprecate`, { phrases: localPhrases }, config);
	}
};
//#endregion
//#region src/api/methods/api-projects.ts
var ApiProjects = class extends ApiBase {
	/**
	* List all {@link Project  projects}.
	*
	* @param request Projects list request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/projects#list-projects  Localazy API Docs}
	*/
	async list(request, config) {
		return await this.api.client.get("/projects", {
			...config,
			params: request
		});
	}
	/**
	* First {@link Project  project}.
	*
	* @param request Projects list request config.
	* @param config Request config.
	* @throws Error At least one project must exist, otherwise an error is thrown.
	*
	* @see {@link https://localazy.com/docs/api/projects#list-projects  Localazy API Docs}
	*/
	async first(request, config) {
		const projects = await this.list(request, config);
		if (typeof projects[0] !== "undefined") return projects[0];
		throw new Error("Project not found.");
	}
};
//#endregion
//#region src/api/methods/api-screenshots.ts
var ApiScreenshots = class extends ApiBase {
	/**
	* List all {@link Screenshot  screenshots} in the project.
	*
	* @param request Screenshots list request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/screenshot-management#list-screenshots  Localazy API Docs}
	*/
	async list(request, config) {
		const { project } = request;
		const projectId = ApiBase.getId(project, "project");
		return await this.api.client.get(`/projects/${projectId}/screenshots`, config);
	}
	/**
	* List all {@link ScreenshotTag  screenshots tags} in the project.
	*
	* @param request Screenshots list tags request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/screenshot-management#list-screenshots-tags  Localazy API Docs}
	*/
	async listTags(request, config) {
		const { project } = request;
		const projectId = ApiBase.getId(project, "project");
		return await this.api.client.get(`/projects/${projectId}/screenshots/tags`, config);
	}
	/**
	* Create {@link Screenshot  screenshot}.
	*
	* @param request Screenshot create request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/screenshot-management#create-a-new-screenshot  Localazy API Docs}
	*/
	async create(request, config) {
		const { project } = request;
		const projectId = ApiBase.getId(project, "project");
		return (await this.api.client.post(`/projects/${projectId}/screenshots`, request.encodedData, config)).id;
	}
	/**
	* Update the image data of {@link Screenshot  screenshot}.
	*
	* @param request Screenshot update image data request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/screenshot-management#update-the-image-of-an-existing-screenshot
	* | Localazy API Docs}
	*/
	async updateImageData(request, config) {
		const { project, screenshot } = request;
		const projectId = ApiBase.getId(project, "project");
		const screenshotId = ApiBase.getId(screenshot, "screenshot");
		await this.api.client.post(`/projects/${projectId}/screenshots/${screenshotId}`, request.encodedData, config);
	}
	/**
	* Update {@link Screenshot  screenshot}.
	* Image data are updated with `screenshots.updateImageData`.
	*
	* @param request Screenshot update request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/screenshot-management#update-an-existing-screenshot  Localazy API Docs}
	*/
	async update(request, config) {
		const { project, screenshot, ...data } = request;
		const projectId = ApiBase.getId(project, "project");
		const screenshotId = ApiBase.getId(screenshot, "screenshot");
		await this.api.client.put(`/projects/${projectId}/screenshots/${screenshotId}`, data, config);
	}
	/**
	* Delete {@link Screenshot  screenshot}.
	*
	* @param request Screenshot delete request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/screenshot-management#delete-a-screenshot  Localazy API Docs}
	*/
	async delete(request, config) {
		const { project, screenshot } = request;
		const projectId = ApiBase.getId(project, "project");
		const screenshotId = ApiBase.getId(screenshot, "screenshot");
		await this.api.client.delete(`/projects/${projectId}/screenshots/${screenshotId}`, config);
	}
};
//#endregion
//#region src/api/methods/api-webhooks.ts
var ApiWebhooks = class extends ApiBase {
	/**
	* List all {@link Webhook webhooks} in the project.
	*
	* @param request Webhooks list request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/webhooks-api#list-webhooks-configuration  Localazy API Docs}
	*/
	async list(request, config) {
		const { project } = request;
		const projectId = ApiBase.getId(project, "project");
		return (await this.api.client.get(`/projects/${projectId}/webhooks`, config)).items;
	}
	/**
	* Update all {@link Webhook  webhooks} in the project.
	*
	* @param request Webhooks update request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/webhooks-api#update-webhooks-configuration  Localazy API Docs}
	*/
	async update(request, config) {
		const { project, ...data } = request;
		const projectId = ApiBase.getId(project, "project");
		await this.api.client.post(`/projects/${projectId}/webhooks`, data, config);
	}
	/**
	* Get secret for {@link Webhook  webhooks} in the project.
	* Localazy signs the webhook events it sends to your endpoints and adds a signature in the request header
	* {@link https://localazy.com/docs/api/webhooks-api#security}.
	*
	* @param request Webhooks get secret request config.
	* @param config Request config.
	*
	* @see {@link https://localazy.com/docs/api/webhooks-api#webhook-secrets  Localazy API Docs}
	*/
	async getSecret(request, config) {
		const { project } = request;
		const projectId = ApiBase.getId(project, "project");
		return (await this.api.client.get(`/projects/${projectId}/webhooks/secret`, config)).secret;
	}
};
//#endregion
//#region src/http/fetch-http-adapter.ts
var FetchHttpAdapter = class {
	apiUrl;
	authToken;
	constructor(options) {
		this.apiUrl = options.apiUrl || "https://api.localazy.com";
		this.authToken = options.authToken;
	}
	async get(url, config) {
		return this.makeRequest("GET", url, config);
	}
	async post(url, data, config) {
		return this.makeRequest("POST", url, config, data);
	}
	async put(url, data, config) {
		return this.makeRequest("PUT", url, config, data);
	}
	async delete(url, config) {
		return this.makeRequest("DELETE", url, config);
	}
	urlFactory(url) {
		return `${this.apiUrl}${url}`;
	}
	configFactory(method, config, data) {
		const result = {
			method,
			headers: {
				...config?.headers || {},
				Authorization: `Bearer ${this.authToken}`,
				Accept: "application/json",
				"Content-Type": "application/json"
			}
		};
		if (data) result.body = JSON.stringify(data);
		return result;
	}
	async makeRequest(method, url, config, data) {
		let resolvedUrl = this.urlFactory(url);
		if (method === "GET" && config?.params) {
			const params = new URLSearchParams(config.params);
			resolvedUrl += `?${params.toString()}`;
		}
		const response = await fetch(resolvedUrl, this.configFactory(method, config, data));
		const contentType = response.headers.get("content-type");
		const isBlob = config?.responseType === "blob" || false;
		const isJson = contentType?.startsWith("application/json") || false;
		let result;
		if (isBlob) result = await response.blob();
		else if (isJson) result = await response.json();
		else result = await response.text();
		if (response.status >= 400) {
			const text = isJson && result.error ? result.error : response.statusText;
			throw new Error(`Request failed with status code ${response.status.toString()}: ${text}`);
		}
		return result;
	}
};
//#endregion
//#region src/api/api-client.ts
var ApiClient = class {
	client;
	ai;
	projects;
	import;
	export;
	formats;
	files;
	keys;
	glossary;
	webhooks;
	screenshots;
	constructor(options) {
		this.client = new FetchHttpAdapter(options);
		this.ai = new ApiAi(this);
		this.projects = new ApiProjects(this);
		this.import = new ApiImport(this);
		this.export = new ApiExport(this);
		this.formats = new ApiFormats(this);
		this.files = new ApiFiles(this);
		this.keys = new ApiKeys(this);
		this.glossary = new ApiGlossary(this);
		this.webhooks = new ApiWebhooks(this);
		this.screenshots = new ApiScreenshots(this);
	}
};
//#endregion
//#region src/enums/i18n-deprecate.ts
var I18nDeprecate = /* @__PURE__ */ function(I18nDeprecate) {
	I18nDeprecate["NONE"] = "none";
	I18nDeprecate["FILE"] = "file";
	I18nDeprecate["PROJECT"] = "project";
	return I18nDeprecate;
}({});
//#endregion
//#region src/enums/project-tone.ts
var ProjectTone = /* @__PURE__ */ function(ProjectTone) {
	ProjectTone["NOT_SPECIFIED"] = "not_specified";
	ProjectTone["FORMAL"] = "formal";
	ProjectTone["INFORMAL"] = "informal";
	return ProjectTone;
}({});
//#endregion
//#region src/enums/project-type.ts
var ProjectType = /* @__PURE__ */ function(ProjectType) {
	ProjectType["PUBLIC"] = "public";
	ProjectType["PRIVATE"] = "private";
	ProjectType["RESTRICTED"] = "restricted";
	return ProjectType;
}({});
//#endregion
//#region src/enums/upload-status.ts
var UploadStatus = /* @__PURE__ */ function(UploadStatus) {
	UploadStatus["NOT_FOUND"] = "not_found";
	UploadStatus["SCHEDULED"] = "scheduled";
	UploadStatus["IN_PROGRESS"] = "in_progress";
	UploadStatus["DONE"] = "done";
	UploadStatus["INVALID_ID"] = "invalid_id";
	UploadStatus["ERROR"] = "error";
	return UploadStatus;
}({});
//#endregion
//#region src/enums/user-role.ts
var UserRole = /* @__PURE__ */ function(UserRole) {
	UserRole["NONE"] = "none";
	UserRole["TRANSLATOR"] = "translator";
	UserRole["TRUSTED_TRANSLATOR"] = "trusted_translator";
	UserRole["REVIEWER"] = "reviewer";
	UserRole["MANAGER"] = "manager";
	UserRole["OWNER"] = "owner";
	UserRole["DEVELOPER"] = "developer";
	return UserRole;
}({});
//#endregion
//#region src/enums/webhook-event.ts
var WebhookEvent = /* @__PURE__ */ function(WebhookEvent) {
	WebhookEvent["PROJECT_PUBLISHED"] = "project_published";
	WebhookEvent["IMPORT_FINISHED"] = "import_finished";
	WebhookEvent["IMPORT_FINISHED_EMPTY"] = "import_finished_empty";
	WebhookEvent["COMMENT_ADDED"] = "comment_added";
	WebhookEvent["TAG_PROMOTED"] = "tag_promoted";
	return WebhookEvent;
}({});
//#endregion
//#region node_modules/.pnpm/@localazy+languages@0.1.11/node_modules/@localazy/languages/lib/module/locales.js
var Locales;
(function(Locales) {
	Locales["LATIN_AMERICAN_SPANISH"] = "es_419";
	Locales["SIMPLIFIED_CHINESE"] = "zh#Hans";
	Locales["AFAR"] = "aa";
	Locales["AFAR_DJIBOUTI"] = "aa_DJ";
	Locales["AFAR_ETHIOPIA"] = "aa_ET";
	Locales["ABKHAZIAN"] = "ab";
	Locales["ABKHAZIAN_GEORGIA"] = "ab_GE";
	Locales["ACHINESE"] = "ace";
	Locales["ACHINESE_INDONESIA"] = "ace_ID";
	Locales["ACOLI"] = "ach";
	Locales["ACOLI_UGANDA"] = "ach_UG";
	Locales["ADANGME"] = "ada";
	Locales["ADYGHE"] = "ady";
	Locales["ADYGHE_RUSSIA"] = "ady_RU";
	Locales["AVESTAN"] = "ae";
	Locales["TUNISIAN_ARABIC"] = "aeb";
	Locales["TUNISIAN_ARABIC_TUNISIA"] = "aeb_TN";
	Locales["AFRIKAANS"] = "af";
	Locales["AFRIKAANS_NAMIBIA"] = "af_NA";
	Locales["AFRIKAANS_SOUTH_AFRICA"] = "af_ZA";
	Locales["AGHEM"] = "agq";
	Locales["AINU"] = "ain";
	Locales["AINU_LATIN"] = "ain#Latn";
	Locales["AKAN"] = "ak";
	Locales["AKAN_GHANA"] = "ak_GH";
	Locales["AKKADIAN"] = "akk";
	Locales["ALABAMA"] = "akz";
	Locales["ALEUT"] = "ale";
	Locales["GHEG_ALBANIAN"] = "aln";
	Locales["GHEG_ALBANIAN_KOSOVO"] = "aln_XK";
	Locales["SOUTHERN_ALTAI"] = "alt";
	Locales["AMHARIC"] = "am";
	Locales["AMHARIC_ETHIOPIA"] = "am_ET";
	Locales["ARAGONESE"] = "an";
	Locales["OLD_ENGLISH"] = "ang";
	Locales["ANGIKA"] = "anp";
	Locales["ARABIC"] = "ar";
	Locales["ARABIC_UNITED_ARAB_EMIRATES"] = "ar_AE";
	Locales["ARABIC_BAHRAIN"] = "ar_BH";
	Locales["ARABIC_DJIBOUTI"] = "ar_DJ";
	Locales["ARABIC_ALGERIA"] = "ar_DZ";
	Locales["ARABIC_EGYPT"] = "ar_EG";
	Locales["ARABIC_WESTERN_SAHARA"] = "ar_EH";
	Locales["ARABIC_ERITREA"] = "ar_ER";
	Locales["ARABIC_ISRAEL"] = "ar_IL";
	Locales["ARABIC_IRAQ"] = "ar_IQ";
	Locales["ARABIC_JORDAN"] = "ar_JO";
	Locales["ARABIC_COMOROS"] = "ar_KM";
	Locales["ARABIC_KUWAIT"] = "ar_KW";
	Locales["ARABIC_LEBANON"] = "ar_LB";
	Locales["ARABIC_LIBYA"] = "ar_LY";
	Locales["ARABIC_MOROCCO"] = "ar_MA";
	Locales["ARABIC_MAURITANIA"] = "ar_MR";
	Locales["ARABIC_OMAN"] = "ar_OM";
	Locales["ARABIC_PALESTINIAN_TERRITORIES"] = "ar_PS";
	Locales["ARABIC_QATAR"] = "ar_QA";
	Locales["ARABIC_SAUDI_ARABIA"] = "ar_SA";
	Locales["ARABIC_SUDAN"] = "ar_SD";
	Locales["ARABIC_SOMALIA"] = "ar_SO";
	Locales["ARABIC_SYRIA"] = "ar_SY";
	Locales["CZECH"] = "cs";
	Locales["CZECH_CZECHIA"] = "cs_CZ";
	Locales["ARABIC_CHAD"] = "ar_TD";
	Locales["ARABIC_TUNISIA"] = "ar_TN";
	Locales["ARABIC_YEMEN"] = "ar_YE";
	Locales["ARABIC_IRAN"] = "ar_IR";
	Locales["ARABIC_SOUTH_SUDAN"] = "ar_SS";
	Locales["ARABIC_UNITED_ARAB_EMIRATES_SYRIAC"] = "ar_AE#Syrc";
	Locales["ARABIC_BAHRAIN_SYRIAC"] = "ar_BH#Syrc";
	Locales["ARABIC_DJIBOUTI_SYRIAC"] = "ar_DJ#Syrc";
	Locales["ARABIC_ALGERIA_SYRIAC"] = "ar_DZ#Syrc";
	Locales["ARABIC_EGYPT_SYRIAC"] = "ar_EG#Syrc";
	Locales["ARABIC_WESTERN_SAHARA_SYRIAC"] = "ar_EH#Syrc";
	Locales["ARABIC_ERITREA_SYRIAC"] = "ar_ER#Syrc";
	Locales["ARABIC_ISRAEL_SYRIAC"] = "ar_IL#Syrc";
	Locales["ARABIC_IRAQ_SYRIAC"] = "ar_IQ#Syrc";
	Locales["ARABIC_JORDAN_SYRIAC"] = "ar_JO#Syrc";
	Locales["ARABIC_COMOROS_SYRIAC"] = "ar_KM#Syrc";
	Locales["ARABIC_KUWAIT_SYRIAC"] = "ar_KW#Syrc";
	Locales["ARABIC_LEBANON_SYRIAC"] = "ar_LB#Syrc";
	Locales["ARABIC_LIBYA_SYRIAC"] = "ar_LY#Syrc";
	Locales["ARABIC_MOROCCO_SYRIAC"] = "ar_MA#Syrc";
	Locales["ARABIC_MAURITANIA_SYRIAC"] = "ar_MR#Syrc";
	Locales["ARABIC_OMAN_SYRIAC"] = "ar_OM#Syrc";
	Locales["ARABIC_PALESTINIAN_TERRITORIES_SYRIAC"] = "ar_PS#Syrc";
	Locales["ENGLISH"] = "en";
	Locales["ARABIC_QATAR_SYRIAC"] = "ar_QA#Syrc";
	Locales["ARABIC_SAUDI_ARABIA_SYRIAC"] = "ar_SA#Syrc";
	Locales["ARABIC_SUDAN_SYRIAC"] = "ar_SD#Syrc";
	Locales["ARABIC_SOMALIA_SYRIAC"] = "ar_SO#Syrc";
	Locales["ARABIC_SYRIA_SYRIAC"] = "ar_SY#Syrc";
	Locales["ARABIC_CHAD_SYRIAC"] = "ar_TD#Syrc";
	Locales["ARABIC_TUNISIA_SYRIAC"] = "ar_TN#Syrc";
	Locales["ARABIC_YEMEN_SYRIAC"] = "ar_YE#Syrc";
	Locales["ARABIC_IRAN_SYRIAC"] = "ar_IR#Syrc";
	Locales["ARABIC_SOUTH_SUDAN_SYRIAC"] = "ar_SS#Syrc";
	Locales["ARAMAIC"] = "arc";
	Locales["MAPUCHE"] = "arn";
	Locales["ARAONA"] = "aro";
	Locales["ARAPAHO"] = "arp";
	Locales["ALGERIAN_ARABIC"] = "arq";
	Locales["ALGERIAN_ARABIC_ALGERIA"] = "arq_DZ";
	Locales["NAJDI_ARABIC"] = "ars";
	Locales["ARAWAK"] = "arw";
	Locales["MOROCCAN_ARABIC"] = "ary";
	Locales["MOROCCAN_ARABIC_MOROCCO"] = "ary_MA";
	Locales["EGYPTIAN_ARABIC"] = "arz";
	Locales["EGYPTIAN_ARABIC_EGYPT"] = "arz_EG";
	Locales["ASSAMESE"] = "as";
	Locales["ASSAMESE_INDIA"] = "as_IN";
	Locales["ASU"] = "asa";
	Locales["ASTURIAN"] = "ast";
	Locales["ASTURIAN_SPAIN"] = "ast_ES";
	Locales["AVARIC"] = "av";
	Locales["AVARIC_RUSSIA"] = "av_RU";
	Locales["KOTAVA"] = "avk";
	Locales["AWADHI"] = "awa";
	Locales["AWADHI_INDIA"] = "awa_IN";
	Locales["AYMARA"] = "ay";
	Locales["AYMARA_BOLIVIA"] = "ay_BO";
	Locales["AZERBAIJANI_AZERBAIJAN_ARABIC"] = "az_AZ#Arab";
	Locales["AZERBAIJANI_IRAQ"] = "az_IQ";
	Locales["AZERBAIJANI_IRAN"] = "az_IR";
	Locales["AZERBAIJANI_RUSSIA_ARABIC"] = "az_RU#Arab";
	Locales["AZERBAIJANI_ARABIC"] = "az#Arab";
	Locales["AZERBAIJANI_AZERBAIJAN_CYRILLIC"] = "az_AZ#Cyrl";
	Locales["AZERBAIJANI_IRAQ_CYRILLIC"] = "az_IQ#Cyrl";
	Locales["AZERBAIJANI_IRAN_CYRILLIC"] = "az_IR#Cyrl";
	Locales["AZERBAIJANI_RUSSIA"] = "az_RU";
	Locales["AZERBAIJANI_CYRILLIC"] = "az#Cyrl";
	Locales["AZERBAIJANI_IRAQ_LATIN"] = "az_IQ#Latn";
	Locales["AZERBAIJANI_IRAN_LATIN"] = "az_IR#Latn";
	Locales["AZERBAIJANI_RUSSIA_LATIN"] = "az_RU#Latn";
	Locales["AZERBAIJANI"] = "az";
	Locales["BASHKIR"] = "ba";
	Locales["BASHKIR_RUSSIA"] = "ba_RU";
	Locales["BALUCHI"] = "bal";
	Locales["BALUCHI_AFGHANISTAN"] = "bal_AF";
	Locales["BALUCHI_IRAN"] = "bal_IR";
	Locales["BALUCHI_PAKISTAN"] = "bal_PK";
	Locales["BALUCHI_AFGHANISTAN_LATIN"] = "bal_AF#Latn";
	Locales["BALUCHI_IRAN_LATIN"] = "bal_IR#Latn";
	Locales["BALUCHI_PAKISTAN_LATIN"] = "bal_PK#Latn";
	Locales["BALINESE"] = "ban";
	Locales["BALINESE_INDONESIA"] = "ban_ID";
	Locales["BAVARIAN"] = "bar";
	Locales["BAVARIAN_AUSTRIA"] = "bar_AT";
	Locales["BAVARIAN_GERMANY"] = "bar_DE";
	Locales["BASAA"] = "bas";
	Locales["BAMUN"] = "bax";
	Locales["BATAK_TOBA"] = "bbc";
	Locales["BATAK_TOBA_INDONESIA"] = "bbc_ID";
	Locales["GHOMALA"] = "bbj";
	Locales["BELARUSIAN"] = "be";
	Locales["BELARUSIAN_BELARUS"] = "be_BY";
	Locales["BEJA"] = "bej";
	Locales["BEJA_SUDAN"] = "bej_SD";
	Locales["BEMBA"] = "bem";
	Locales["BEMBA_ZAMBIA"] = "bem_ZM";
	Locales["BETAWI"] = "bew";
	Locales["BETAWI_INDONESIA"] = "bew_ID";
	Locales["BENA"] = "bez";
	Locales["BAFUT"] = "bfd";
	Locales["BADAGA"] = "bfq";
	Locales["BULGARIAN"] = "bg";
	Locales["BULGARIAN_BULGARIA"] = "bg_BG";
	Locales["WESTERN_BALOCHI"] = "bgn";
	Locales["WESTERN_BALOCHI_PAKISTAN"] = "bgn_PK";
	Locales["BHOJPURI"] = "bho";
	Locales["BHOJPURI_INDIA"] = "bho_IN";
	Locales["BHOJPURI_MAURITIUS"] = "bho_MU";
	Locales["BHOJPURI_NEPAL"] = "bho_NP";
	Locales["BISLAMA"] = "bi";
	Locales["BISLAMA_VANUATU"] = "bi_VU";
	Locales["BIKOL"] = "bik";
	Locales["BIKOL_PHILIPPINES"] = "bik_PH";
	Locales["BINI"] = "bin";
	Locales["BINI_NIGERIA"] = "bin_NG";
	Locales["BANJAR"] = "bjn";
	Locales["BANJAR_INDONESIA"] = "bjn_ID";
	Locales["KOM"] = "bkm";
	Locales["SIKSIKA"] = "bla";
	Locales["BAMBARA_MALI"] = "bm_ML";
	Locales["BAMBARA"] = "bm";
	Locales["BAMBARA_MALI_N_KO"] = "bm_ML#Nkoo";
	Locales["BAMBARA_N_KO"] = "bm#Nkoo";
	Locales["BANGLA"] = "bn";
	Locales["BANGLA_BANGLADESH"] = "bn_BD";
	Locales["BANGLA_INDIA"] = "bn_IN";
	Locales["TIBETAN"] = "bo";
	Locales["TIBETAN_CHINA"] = "bo_CN";
	Locales["BISHNUPRIYA"] = "bpy";
	Locales["BAKHTIARI"] = "bqi";
	Locales["BAKHTIARI_IRAN"] = "bqi_IR";
	Locales["BRETON"] = "br";
	Locales["BRAJ"] = "bra";
	Locales["BRAHUI"] = "brh";
	Locales["BRAHUI_PAKISTAN"] = "brh_PK";
	Locales["BRAHUI_PAKISTAN_LATIN"] = "brh_PK#Latn";
	Locales["BODO"] = "brx";
	Locales["BODO_INDIA"] = "brx_IN";
	Locales["BOSNIAN_BOSNIA_AND_HERZEGOVINA_CYRILLIC"] = "bs_BA#Cyrl";
	Locales["BOSNIAN_CYRILLIC"] = "bs#Cyrl";
	Locales["BOSNIAN"] = "bs";
	Locales["AKOOSE"] = "bss";
	Locales["BURIAT"] = "bua";
	Locales["BUGINESE"] = "bug";
	Locales["BUGINESE_INDONESIA"] = "bug_ID";
	Locales["BULU"] = "bum";
	Locales["BULU_CAMEROON"] = "bum_CM";
	Locales["BLIN"] = "byn";
	Locales["MEDUMBA"] = "byv";
	Locales["CATALAN"] = "ca";
	Locales["CATALAN_ANDORRA"] = "ca_AD";
	Locales["CATALAN_SPAIN"] = "ca_ES";
	Locales["CADDO"] = "cad";
	Locales["CARIB"] = "car";
	Locales["CAYUGA"] = "cay";
	Locales["ATSAM"] = "cch";
	Locales["CHAKMA_BANGLA"] = "ccp#Beng";
	Locales["CHAKMA"] = "ccp";
	Locales["CHECHEN"] = "ce";
	Locales["CHECHEN_RUSSIA"] = "ce_RU";
	Locales["CEBUANO"] = "ceb";
	Locales["CEBUANO_PHILIPPINES"] = "ceb_PH";
	Locales["CHIGA"] = "cgg";
	Locales["CHIGA_UGANDA"] = "cgg_UG";
	Locales["CHAMORRO"] = "ch";
	Locales["CHAMORRO_GUAM"] = "ch_GU";
	Locales["CHUUKESE"] = "chk";
	Locales["CHUUKESE_MICRONESIA"] = "chk_FM";
	Locales["MARI"] = "chm";
	Locales["CHINOOK_JARGON"] = "chn";
	Locales["CHOCTAW"] = "cho";
	Locales["CHIPEWYAN"] = "chp";
	Locales["CHIPEWYAN_UNIFIED_CANADIAN_ABORIGINAL_SYLLABICS"] = "chp#Cans";
	Locales["CHEROKEE"] = "chr";
	Locales["CHEYENNE"] = "chy";
	Locales["CHICKASAW"] = "cic";
	Locales["CENTRAL_KURDISH"] = "ckb";
	Locales["CENTRAL_KURDISH_IRAQ"] = "ckb_IQ";
	Locales["CENTRAL_KURDISH_IRAN"] = "ckb_IR";
	Locales["CORSICAN"] = "co";
	Locales["COPTIC_ARABIC"] = "cop#Arab";
	Locales["COPTIC_GREEK"] = "cop#Grek";
	Locales["CAPIZNON"] = "cps";
	Locales["CREE"] = "cr";
	Locales["CREE_LATIN"] = "cr#Latn";
	Locales["CRIMEAN_TURKISH"] = "crh";
	Locales["SESELWA_CREOLE_FRENCH"] = "crs";
	Locales["SESELWA_CREOLE_FRENCH_SEYCHELLES"] = "crs_SC";
	Locales["CZECH_SLOVAKIA"] = "cs_SK";
	Locales["KASHUBIAN"] = "csb";
	Locales["KASHUBIAN_POLAND"] = "csb_PL";
	Locales["CHURCH_SLAVIC"] = "cu";
	Locales["CHUVASH"] = "cv";
	Locales["CHUVASH_RUSSIA"] = "cv_RU";
	Locales["WELSH"] = "cy";
	Locales["WELSH_UNITED_KINGDOM"] = "cy_GB";
	Locales["DANISH"] = "da";
	Locales["DANISH_DENMARK"] = "da_DK";
	Locales["DANISH_GERMANY"] = "da_DE";
	Locales["DAKOTA"] = "dak";
	Locales["DARGWA"] = "dar";
	Locales["TAITA"] = "dav";
	Locales["GERMAN"] = "de";
	Locales["AUSTRIAN_GERMAN"] = "de_AT";
	Locales["GERMAN_BELGIUM"] = "de_BE";
	Locales["SWISS_HIGH_GERMAN"] = "de_CH";
	Locales["GERMAN_GERMANY"] = "de_DE";
	Locales["GERMAN_LIECHTENSTEIN"] = "de_LI";
	Locales["GERMAN_LUXEMBOURG"] = "de_LU";
	Locales["GERMAN_BRAZIL"] = "de_BR";
	Locales["GERMAN_CZECHIA"] = "de_CZ";
	Locales["GERMAN_DENMARK"] = "de_DK";
	Locales["GERMAN_FRANCE"] = "de_FR";
	Locales["GERMAN_UNITED_KINGDOM"] = "de_GB";
	Locales["GERMAN_HUNGARY"] = "de_HU";
	Locales["GERMAN_KAZAKHSTAN"] = "de_KZ";
	Locales["GERMAN_NETHERLANDS"] = "de_NL";
	Locales["GERMAN_POLAND"] = "de_PL";
	Locales["GERMAN_SLOVENIA"] = "de_SI";
	Locales["GERMAN_SLOVAKIA"] = "de_SK";
	Locales["GERMAN_UNITED_STATES"] = "de_US";
	Locales["DELAWARE"] = "del";
	Locales["SLAVE"] = "den";
	Locales["SLAVE_UNIFIED_CANADIAN_ABORIGINAL_SYLLABICS"] = "den#Cans";
	Locales["DOGRIB"] = "dgr";
	Locales["DINKA"] = "din";
	Locales["ZARMA"] = "dje";
	Locales["ZARMA_NIGER"] = "dje_NE";
	Locales["DOGRI"] = "doi";
	Locales["DOGRI_INDIA"] = "doi_IN";
	Locales["LOWER_SORBIAN"] = "dsb";
	Locales["CENTRAL_DUSUN"] = "dtp";
	Locales["DUALA"] = "dua";
	Locales["MIDDLE_DUTCH"] = "dum";
	Locales["DIVEHI"] = "dv";
	Locales["DIVEHI_MALDIVES"] = "dv_MV";
	Locales["JOLA_FONYI"] = "dyo";
	Locales["JOLA_FONYI_SENEGAL"] = "dyo_SN";
	Locales["JOLA_FONYI_SENEGAL_ARABIC"] = "dyo_SN#Arab";
	Locales["DYULA"] = "dyu";
	Locales["DYULA_BURKINA_FASO"] = "dyu_BF";
	Locales["DZONGKHA"] = "dz";
	Locales["DZONGKHA_BHUTAN"] = "dz_BT";
	Locales["EMBU"] = "ebu";
	Locales["EWE"] = "ee";
	Locales["EWE_GHANA"] = "ee_GH";
	Locales["EWE_TOGO"] = "ee_TG";
	Locales["EFIK"] = "efi";
	Locales["EFIK_NIGERIA"] = "efi_NG";
	Locales["EMILIAN"] = "egl";
	Locales["ANCIENT_EGYPTIAN"] = "egy";
	Locales["EKAJUK"] = "eka";
	Locales["GREEK"] = "el";
	Locales["GREEK_CYPRUS"] = "el_CY";
	Locales["GREEK_GREECE"] = "el_GR";
	Locales["ENGLISH_ANTIGUA_AND_BARBUDA"] = "en_AG";
	Locales["ENGLISH_ANGUILLA"] = "en_AI";
	Locales["ENGLISH_AMERICAN_SAMOA"] = "en_AS";
	Locales["AUSTRALIAN_ENGLISH"] = "en_AU";
	Locales["ENGLISH_BARBADOS"] = "en_BB";
	Locales["ENGLISH_BURUNDI"] = "en_BI";
	Locales["ENGLISH_BERMUDA"] = "en_BM";
	Locales["ENGLISH_BAHAMAS"] = "en_BS";
	Locales["ENGLISH_BOTSWANA"] = "en_BW";
	Locales["ENGLISH_BELIZE"] = "en_BZ";
	Locales["CANADIAN_ENGLISH"] = "en_CA";
	Locales["ENGLISH_COCOS_KEELING_ISLANDS"] = "en_CC";
	Locales["ENGLISH_COOK_ISLANDS"] = "en_CK";
	Locales["ENGLISH_CAMEROON"] = "en_CM";
	Locales["ENGLISH_CHRISTMAS_ISLAND"] = "en_CX";
	Locales["ENGLISH_DIEGO_GARCIA"] = "en_DG";
	Locales["ENGLISH_DOMINICA"] = "en_DM";
	Locales["ENGLISH_ERITREA"] = "en_ER";
	Locales["ENGLISH_FIJI"] = "en_FJ";
	Locales["ENGLISH_FALKLAND_ISLANDS"] = "en_FK";
	Locales["ENGLISH_MICRONESIA"] = "en_FM";
	Locales["BRITISH_ENGLISH"] = "en_GB";
	Locales["ENGLISH_GRENADA"] = "en_GD";
	Locales["ENGLISH_GUERNSEY"] = "en_GG";
	Locales["ENGLISH_GHANA"] = "en_GH";
	Locales["ENGLISH_GIBRALTAR"] = "en_GI";
	Locales["ENGLISH_GAMBIA"] = "en_GM";
	Locales["ENGLISH_GUAM"] = "en_GU";
	Locales["ENGLISH_GUYANA"] = "en_GY";
	Locales["ENGLISH_HONG_KONG_SAR_CHINA"] = "en_HK";
	Locales["ENGLISH_IRELAND"] = "en_IE";
	Locales["ENGLISH_ISLE_OF_MAN"] = "en_IM";
	Locales["ENGLISH_INDIA"] = "en_IN";
	Locales["ENGLISH_BRITISH_INDIAN_OCEAN_TERRITORY"] = "en_IO";
	Locales["ENGLISH_JERSEY"] = "en_JE";
	Locales["ENGLISH_JAMAICA"] = "en_JM";
	Locales["ENGLISH_KENYA"] = "en_KE";
	Locales["ENGLISH_KIRIBATI"] = "en_KI";
	Locales["ENGLISH_ST_KITTS_AND_NEVIS"] = "en_KN";
	Locales["ENGLISH_CAYMAN_ISLANDS"] = "en_KY";
	Locales["ENGLISH_ST_LUCIA"] = "en_LC";
	Locales["ENGLISH_LIBERIA"] = "en_LR";
	Locales["ENGLISH_LESOTHO"] = "en_LS";
	Locales["ENGLISH_MADAGASCAR"] = "en_MG";
	Locales["ENGLISH_MARSHALL_ISLANDS"] = "en_MH";
	Locales["ENGLISH_NORTHERN_MARIANA_ISLANDS"] = "en_MP";
	Locales["ENGLISH_MONTSERRAT"] = "en_MS";
	Locales["ENGLISH_MALTA"] = "en_MT";
	Locales["ENGLISH_MAURITIUS"] = "en_MU";
	Locales["ENGLISH_MALAWI"] = "en_MW";
	Locales["ENGLISH_NAMIBIA"] = "en_NA";
	Locales["ENGLISH_NORFOLK_ISLAND"] = "en_NF";
	Locales["ENGLISH_NIGERIA"] = "en_NG";
	Locales["ENGLISH_NAURU"] = "en_NR";
	Locales["ENGLISH_NIUE"] = "en_NU";
	Locales["ENGLISH_NEW_ZEALAND"] = "en_NZ";
	Locales["ENGLISH_PAPUA_NEW_GUINEA"] = "en_PG";
	Locales["ENGLISH_PHILIPPINES"] = "en_PH";
	Locales["ENGLISH_PAKISTAN"] = "en_PK";
	Locales["ENGLISH_PITCAIRN_ISLANDS"] = "en_PN";
	Locales["ENGLISH_PUERTO_RICO"] = "en_PR";
	Locales["ENGLISH_PALAU"] = "en_PW";
	Locales["ENGLISH_RWANDA"] = "en_RW";
	Locales["ENGLISH_SOLOMON_ISLANDS"] = "en_SB";
	Locales["ENGLISH_SEYCHELLES"] = "en_SC";
	Locales["ENGLISH_SUDAN"] = "en_SD";
	Locales["ENGLISH_SINGAPORE"] = "en_SG";
	Locales["ENGLISH_ST_HELENA"] = "en_SH";
	Locales["ENGLISH_SIERRA_LEONE"] = "en_SL";
	Locales["ENGLISH_SOUTH_SUDAN"] = "en_SS";
	Locales["ENGLISH_SINT_MAARTEN"] = "en_SX";
	Locales["ENGLISH_ESWATINI"] = "en_SZ";
	Locales["ENGLISH_TURKS_AND_CAICOS_ISLANDS"] = "en_TC";
	Locales["ENGLISH_TOKELAU"] = "en_TK";
	Locales["ENGLISH_TONGA"] = "en_TO";
	Locales["ENGLISH_TRINIDAD_AND_TOBAGO"] = "en_TT";
	Locales["ENGLISH_TUVALU"] = "en_TV";
	Locales["ENGLISH_TANZANIA"] = "en_TZ";
	Locales["ENGLISH_UGANDA"] = "en_UG";
	Locales["ENGLISH_US_OUTLYING_ISLANDS"] = "en_UM";
	Locales["AMERICAN_ENGLISH"] = "en_US";
	Locales["ENGLISH_ST_VINCENT_AND_GRENADINES"] = "en_VC";
	Locales["ENGLISH_BRITISH_VIRGIN_ISLANDS"] = "en_VG";
	Locales["ENGLISH_US_VIRGIN_ISLANDS"] = "en_VI";
	Locales["ENGLISH_VANUATU"] = "en_VU";
	Locales["ENGLISH_SAMOA"] = "en_WS";
	Locales["ENGLISH_SOUTH_AFRICA"] = "en_ZA";
	Locales["ENGLISH_ZAMBIA"] = "en_ZM";
	Locales["ENGLISH_ZIMBABWE"] = "en_ZW";
	Locales["ENGLISH_ASCENSION_ISLAND"] = "en_AC";
	Locales["ENGLISH_UNITED_ARAB_EMIRATES"] = "en_AE";
	Locales["ENGLISH_ARGENTINA"] = "en_AR";
	Locales["ENGLISH_AUSTRIA"] = "en_AT";
	Locales["ENGLISH_BOSNIA_AND_HERZEGOVINA"] = "en_BA";
	Locales["ENGLISH_BANGLADESH"] = "en_BD";
	Locales["ENGLISH_BELGIUM"] = "en_BE";
	Locales["ENGLISH_BULGARIA"] = "en_BG";
	Locales["ENGLISH_BRAZIL"] = "en_BR";
	Locales["ENGLISH_SWITZERLAND"] = "en_CH";
	Locales["ENGLISH_CHILE"] = "en_CL";
	Locales["ENGLISH_CYPRUS"] = "en_CY";
	Locales["ENGLISH_CZECHIA"] = "en_CZ";
	Locales["ENGLISH_GERMANY"] = "en_DE";
	Locales["ENGLISH_DENMARK"] = "en_DK";
	Locales["ENGLISH_ALGERIA"] = "en_DZ";
	Locales["ENGLISH_ESTONIA"] = "en_EE";
	Locales["ENGLISH_EGYPT"] = "en_EG";
	Locales["ENGLISH_SPAIN"] = "en_ES";
	Locales["ENGLISH_ETHIOPIA"] = "en_ET";
	Locales["ENGLISH_FINLAND"] = "en_FI";
	Locales["ENGLISH_FRANCE"] = "en_FR";
	Locales["ENGLISH_GREECE"] = "en_GR";
	Locales["ENGLISH_CROATIA"] = "en_HR";
	Locales["ENGLISH_HUNGARY"] = "en_HU";
	Locales["ENGLISH_ISRAEL"] = "en_IL";
	Locales["ENGLISH_IRAQ"] = "en_IQ";
	Locales["ENGLISH_ITALY"] = "en_IT";
	Locales["ENGLISH_JORDAN"] = "en_JO";
	Locales["ENGLISH_KAZAKHSTAN"] = "en_KZ";
	Locales["ENGLISH_LEBANON"] = "en_LB";
	Locales["ENGLISH_SRI_LANKA"] = "en_LK";
	Locales["ENGLISH_LITHUANIA"] = "en_LT";
	Locales["ENGLISH_LUXEMBOURG"] = "en_LU";
	Locales["ENGLISH_LATVIA"] = "en_LV";
	Locales["ENGLISH_MOROCCO"] = "en_MA";
	Locales["ENGLISH_MEXICO"] = "en_MX";
	Locales["ENGLISH_MALAYSIA"] = "en_MY";
	Locales["ENGLISH_NETHERLANDS"] = "en_NL";
	Locales["ENGLISH_POLAND"] = "en_PL";
	Locales["ENGLISH_PORTUGAL"] = "en_PT";
	Locales["ENGLISH_ROMANIA"] = "en_RO";
	Locales["ENGLISH_SWEDEN"] = "en_SE";
	Locales["ENGLISH_SLOVENIA"] = "en_SI";
	Locales["ENGLISH_SLOVAKIA"] = "en_SK";
	Locales["ENGLISH_TRISTAN_DA_CUNHA"] = "en_TA";
	Locales["ENGLISH_THAILAND"] = "en_TH";
	Locales["ENGLISH_TURKEY"] = "en_TR";
	Locales["ENGLISH_YEMEN"] = "en_YE";
	Locales["MIDDLE_ENGLISH"] = "enm";
	Locales["ESPERANTO"] = "eo";
	Locales["SPANISH"] = "es";
	Locales["SPANISH_ARGENTINA"] = "es_AR";
	Locales["SPANISH_BOLIVIA"] = "es_BO";
	Locales["SPANISH_CHILE"] = "es_CL";
	Locales["SPANISH_COLOMBIA"] = "es_CO";
	Locales["SPANISH_COSTA_RICA"] = "es_CR";
	Locales["SPANISH_CUBA"] = "es_CU";
	Locales["SPANISH_DOMINICAN_REPUBLIC"] = "es_DO";
	Locales["SPANISH_CEUTA_AND_MELILLA"] = "es_EA";
	Locales["SPANISH_ECUADOR"] = "es_EC";
	Locales["EUROPEAN_SPANISH"] = "es_ES";
	Locales["SPANISH_EQUATORIAL_GUINEA"] = "es_GQ";
	Locales["SPANISH_GUATEMALA"] = "es_GT";
	Locales["SPANISH_HONDURAS"] = "es_HN";
	Locales["SPANISH_CANARY_ISLANDS"] = "es_IC";
	Locales["MEXICAN_SPANISH"] = "es_MX";
	Locales["SPANISH_NICARAGUA"] = "es_NI";
	Locales["SPANISH_PANAMA"] = "es_PA";
	Locales["SPANISH_PERU"] = "es_PE";
	Locales["SPANISH_PUERTO_RICO"] = "es_PR";
	Locales["SPANISH_PARAGUAY"] = "es_PY";
	Locales["SPANISH_EL_SALVADOR"] = "es_SV";
	Locales["SPANISH_URUGUAY"] = "es_UY";
	Locales["SPANISH_VENEZUELA"] = "es_VE";
	Locales["SPANISH_ANDORRA"] = "es_AD";
	Locales["SPANISH_BELIZE"] = "es_BZ";
	Locales["SPANISH_GERMANY"] = "es_DE";
	Locales["SPANISH_FRANCE"] = "es_FR";
	Locales["SPANISH_GIBRALTAR"] = "es_GI";
	Locales["SPANISH_PHILIPPINES"] = "es_PH";
	Locales["SPANISH_PORTUGAL"] = "es_PT";
	Locales["SPANISH_ROMANIA"] = "es_RO";
	Locales["SPANISH_UNITED_STATES"] = "es_US";
	Locales["CENTRAL_YUPIK"] = "esu";
	Locales["ESTONIAN"] = "et";
	Locales["ESTONIAN_ESTONIA"] = "et_EE";
	Locales["BASQUE"] = "eu";
	Locales["BASQUE_SPAIN"] = "eu_ES";
	Locales["EWONDO"] = "ewo";
	Locales["EXTREMADURAN"] = "ext";
	Locales["PERSIAN"] = "fa";
	Locales["DARI"] = "fa_AF";
	Locales["PERSIAN_IRAN"] = "fa_IR";
	Locales["PERSIAN_PAKISTAN"] = "fa_PK";
	Locales["FANG"] = "fan";
	Locales["FANG_EQUATORIAL_GUINEA"] = "fan_GQ";
	Locales["FULAH"] = "ff";
	Locales["FULAH_GUINEA"] = "ff_GN";
	Locales["FULAH_SENEGAL"] = "ff_SN";
	Locales["FINNISH"] = "fi";
	Locales["FINNISH_FINLAND"] = "fi_FI";
	Locales["FINNISH_ESTONIA"] = "fi_EE";
	Locales["FINNISH_SWEDEN"] = "fi_SE";
	Locales["FILIPINO"] = "fil";
	Locales["FILIPINO_PHILIPPINES"] = "fil_PH";
	Locales["FILIPINO_UNITED_STATES"] = "fil_US";
	Locales["TORNEDALEN_FINNISH"] = "fit";
	Locales["FIJIAN"] = "fj";
	Locales["FIJIAN_FIJI"] = "fj_FJ";
	Locales["FAROESE"] = "fo";
	Locales["FAROESE_FAROE_ISLANDS"] = "fo_FO";
	Locales["FON"] = "fon";
	Locales["FON_BENIN"] = "fon_BJ";
	Locales["FRENCH"] = "fr";
	Locales["FRENCH_BELGIUM"] = "fr_BE";
	Locales["FRENCH_BURKINA_FASO"] = "fr_BF";
	Locales["FRENCH_BURUNDI"] = "fr_BI";
	Locales["FRENCH_BENIN"] = "fr_BJ";
	Locales["FRENCH_ST_BARTHÉLEMY"] = "fr_BL";
	Locales["CANADIAN_FRENCH"] = "fr_CA";
	Locales["FRENCH_CONGO___KINSHASA"] = "fr_CD";
	Locales["FRENCH_CENTRAL_AFRICAN_REPUBLIC"] = "fr_CF";
	Locales["FRENCH_CONGO___BRAZZAVILLE"] = "fr_CG";
	Locales["SWISS_FRENCH"] = "fr_CH";
	Locales["FRENCH_CÔTE_D_IVOIRE"] = "fr_CI";
	Locales["FRENCH_CAMEROON"] = "fr_CM";
	Locales["FRENCH_DJIBOUTI"] = "fr_DJ";
	Locales["FRENCH_ALGERIA"] = "fr_DZ";
	Locales["FRENCH_FRANCE"] = "fr_FR";
	Locales["FRENCH_GABON"] = "fr_GA";
	Locales["FRENCH_FRENCH_GUIANA"] = "fr_GF";
	Locales["FRENCH_GUINEA"] = "fr_GN";
	Locales["FRENCH_GUADELOUPE"] = "fr_GP";
	Locales["FRENCH_EQUATORIAL_GUINEA"] = "fr_GQ";
	Locales["FRENCH_HAITI"] = "fr_HT";
	Locales["FRENCH_COMOROS"] = "fr_KM";
	Locales["FRENCH_LUXEMBOURG"] = "fr_LU";
	Locales["FRENCH_MOROCCO"] = "fr_MA";
	Locales["FRENCH_MONACO"] = "fr_MC";
	Locales["FRENCH_ST_MARTIN"] = "fr_MF";
	Locales["FRENCH_MADAGASCAR"] = "fr_MG";
	Locales["FRENCH_MALI"] = "fr_ML";
	Locales["FRENCH_MARTINIQUE"] = "fr_MQ";
	Locales["FRENCH_MAURITIUS"] = "fr_MU";
	Locales["FRENCH_NEW_CALEDONIA"] = "fr_NC";
	Locales["FRENCH_NIGER"] = "fr_NE";
	Locales["FRENCH_FRENCH_POLYNESIA"] = "fr_PF";
	Locales["FRENCH_ST_PIERRE_AND_MIQUELON"] = "fr_PM";
	Locales["FRENCH_RÉUNION"] = "fr_RE";
	Locales["FRENCH_RWANDA"] = "fr_RW";
	Locales["FRENCH_SEYCHELLES"] = "fr_SC";
	Locales["FRENCH_SENEGAL"] = "fr_SN";
	Locales["FRENCH_SYRIA"] = "fr_SY";
	Locales["FRENCH_CHAD"] = "fr_TD";
	Locales["FRENCH_TOGO"] = "fr_TG";
	Locales["FRENCH_TUNISIA"] = "fr_TN";
	Locales["FRENCH_VANUATU"] = "fr_VU";
	Locales["FRENCH_WALLIS_AND_FUTUNA"] = "fr_WF";
	Locales["FRENCH_MAYOTTE"] = "fr_YT";
	Locales["FRENCH_GERMANY"] = "fr_DE";
	Locales["FRENCH_UNITED_KINGDOM"] = "fr_GB";
	Locales["FRENCH_ITALY"] = "fr_IT";
	Locales["FRENCH_NETHERLANDS"] = "fr_NL";
	Locales["FRENCH_PORTUGAL"] = "fr_PT";
	Locales["FRENCH_ROMANIA"] = "fr_RO";
	Locales["FRENCH_FRENCH_SOUTHERN_TERRITORIES"] = "fr_TF";
	Locales["FRENCH_UNITED_STATES"] = "fr_US";
	Locales["CAJUN_FRENCH"] = "frc";
	Locales["MIDDLE_FRENCH"] = "frm";
	Locales["OLD_FRENCH"] = "fro";
	Locales["ARPITAN"] = "frp";
	Locales["NORTHERN_FRISIAN"] = "frr";
	Locales["EASTERN_FRISIAN"] = "frs";
	Locales["FRIULIAN"] = "fur";
	Locales["WESTERN_FRISIAN"] = "fy";
	Locales["WESTERN_FRISIAN_NETHERLANDS"] = "fy_NL";
	Locales["IRISH"] = "ga";
	Locales["IRISH_IRELAND"] = "ga_IE";
	Locales["IRISH_UNITED_KINGDOM"] = "ga_GB";
	Locales["GA"] = "gaa";
	Locales["GA_GHANA"] = "gaa_GH";
	Locales["GAGAUZ"] = "gag";
	Locales["GAGAUZ_CYRILLIC"] = "gag#Cyrl";
	Locales["GAN_CHINESE"] = "gan";
	Locales["GAN_CHINESE_CHINA"] = "gan_CN";
	Locales["GAYO"] = "gay";
	Locales["GBAYA"] = "gba";
	Locales["ZOROASTRIAN_DARI"] = "gbz";
	Locales["SCOTTISH_GAELIC"] = "gd";
	Locales["SCOTTISH_GAELIC_UNITED_KINGDOM"] = "gd_GB";
	Locales["GEEZ"] = "gez";
	Locales["GILBERTESE"] = "gil";
	Locales["GILBERTESE_KIRIBATI"] = "gil_KI";
	Locales["GALICIAN"] = "gl";
	Locales["GALICIAN_SPAIN"] = "gl_ES";
	Locales["GILAKI"] = "glk";
	Locales["GILAKI_IRAN"] = "glk_IR";
	Locales["MIDDLE_HIGH_GERMAN"] = "gmh";
	Locales["GUARANI"] = "gn";
	Locales["GUARANI_PARAGUAY"] = "gn_PY";
	Locales["OLD_HIGH_GERMAN"] = "goh";
	Locales["GOAN_KONKANI"] = "gom";
	Locales["GOAN_KONKANI_INDIA"] = "gom_IN";
	Locales["GONDI_INDIA_DEVANAGARI"] = "gon_IN#Deva";
	Locales["GONDI_DEVANAGARI"] = "gon#Deva";
	Locales["GONDI_INDIA"] = "gon_IN";
	Locales["GONDI"] = "gon";
	Locales["GORONTALO"] = "gor";
	Locales["GORONTALO_INDONESIA"] = "gor_ID";
	Locales["GOTHIC"] = "got";
	Locales["GREBO"] = "grb";
	Locales["ANCIENT_GREEK"] = "grc";
	Locales["SWISS_GERMAN"] = "gsw";
	Locales["SWISS_GERMAN_SWITZERLAND"] = "gsw_CH";
	Locales["SWISS_GERMAN_LIECHTENSTEIN"] = "gsw_LI";
	Locales["SWISS_GERMAN_GERMANY"] = "gsw_DE";
	Locales["GUJARATI"] = "gu";
	Locales["GUJARATI_INDIA"] = "gu_IN";
	Locales["WAYUU"] = "guc";
	Locales["FRAFRA"] = "gur";
	Locales["GUSII"] = "guz";
	Locales["GUSII_KENYA"] = "guz_KE";
	Locales["MANX"] = "gv";
	Locales["MANX_ISLE_OF_MAN"] = "gv_IM";
	Locales["GWICHʼIN"] = "gwi";
	Locales["HAUSA_NIGER_ARABIC"] = "ha_NE#Arab";
	Locales["HAUSA_NIGERIA_ARABIC"] = "ha_NG#Arab";
	Locales["HAUSA_ARABIC"] = "ha#Arab";
	Locales["HAUSA_NIGER"] = "ha_NE";
	Locales["HAUSA_NIGERIA"] = "ha_NG";
	Locales["HAUSA"] = "ha";
	Locales["HAIDA"] = "hai";
	Locales["HAKKA_CHINESE"] = "hak";
	Locales["HAKKA_CHINESE_CHINA"] = "hak_CN";
	Locales["HAWAIIAN"] = "haw";
	Locales["HAWAIIAN_UNITED_STATES"] = "haw_US";
	Locales["HEBREW"] = "he";
	Locales["HEBREW_ISRAEL"] = "he_IL";
	Locales["HINDI"] = "hi";
	Locales["HINDI_INDIA"] = "hi_IN";
	Locales["HINDI_FIJI"] = "hi_FJ";
	Locales["HINDI_SOUTH_AFRICA"] = "hi_ZA";
	Locales["FIJI_HINDI_FIJI_DEVANAGARI"] = "hif_FJ#Deva";
	Locales["FIJI_HINDI_DEVANAGARI"] = "hif#Deva";
	Locales["FIJI_HINDI_FIJI"] = "hif_FJ";
	Locales["FIJI_HINDI"] = "hif";
	Locales["HILIGAYNON"] = "hil";
	Locales["HILIGAYNON_PHILIPPINES"] = "hil_PH";
	Locales["HITTITE"] = "hit";
	Locales["HMONG"] = "hmn";
	Locales["HIRI_MOTU"] = "ho";
	Locales["HIRI_MOTU_PAPUA_NEW_GUINEA"] = "ho_PG";
	Locales["CROATIAN"] = "hr";
	Locales["CROATIAN_BOSNIA_AND_HERZEGOVINA"] = "hr_BA";
	Locales["CROATIAN_CROATIA"] = "hr_HR";
	Locales["CROATIAN_AUSTRIA"] = "hr_AT";
	Locales["CROATIAN_SERBIA"] = "hr_RS";
	Locales["CROATIAN_SLOVENIA"] = "hr_SI";
	Locales["UPPER_SORBIAN"] = "hsb";
	Locales["XIANG_CHINESE"] = "hsn";
	Locales["XIANG_CHINESE_CHINA"] = "hsn_CN";
	Locales["HAITIAN_CREOLE"] = "ht";
	Locales["HAITIAN_CREOLE_HAITI"] = "ht_HT";
	Locales["HUNGARIAN"] = "hu";
	Locales["HUNGARIAN_HUNGARY"] = "hu_HU";
	Locales["HUNGARIAN_AUSTRIA"] = "hu_AT";
	Locales["HUNGARIAN_ROMANIA"] = "hu_RO";
	Locales["HUNGARIAN_SERBIA"] = "hu_RS";
	Locales["HUPA"] = "hup";
	Locales["ARMENIAN"] = "hy";
	Locales["ARMENIAN_ARMENIA"] = "hy_AM";
	Locales["ARMENIAN_RUSSIA"] = "hy_RU";
	Locales["HERERO"] = "hz";
	Locales["INTERLINGUA"] = "ia";
	Locales["IBAN"] = "iba";
	Locales["IBIBIO"] = "ibb";
	Locales["IBIBIO_NIGERIA"] = "ibb_NG";
	Locales["INDONESIAN"] = "id";
	Locales["INDONESIAN_INDONESIA"] = "id_ID";
	Locales["INDONESIAN_INDONESIA_ARABIC"] = "id_ID#Arab";
	Locales["IGBO"] = "ig";
	Locales["IGBO_NIGERIA"] = "ig_NG";
	Locales["SICHUAN_YI"] = "ii";
	Locales["SICHUAN_YI_CHINA"] = "ii_CN";
	Locales["SICHUAN_YI_CHINA_LATIN"] = "ii_CN#Latn";
	Locales["INUPIAQ"] = "ik";
	Locales["ILOKO"] = "ilo";
	Locales["ILOKO_PHILIPPINES"] = "ilo_PH";
	Locales["INGUSH"] = "inh";
	Locales["INGUSH_RUSSIA"] = "inh_RU";
	Locales["INGUSH_RUSSIA_ARABIC"] = "inh_RU#Arab";
	Locales["INGUSH_RUSSIA_LATIN"] = "inh_RU#Latn";
	Locales["ICELANDIC"] = "is";
	Locales["ICELANDIC_ICELAND"] = "is_IS";
	Locales["ITALIAN"] = "it";
	Locales["ITALIAN_SWITZERLAND"] = "it_CH";
	Locales["ITALIAN_ITALY"] = "it_IT";
	Locales["ITALIAN_SAN_MARINO"] = "it_SM";
	Locales["ITALIAN_VATICAN_CITY"] = "it_VA";
	Locales["ITALIAN_GERMANY"] = "it_DE";
	Locales["ITALIAN_FRANCE"] = "it_FR";
	Locales["ITALIAN_CROATIA"] = "it_HR";
	Locales["ITALIAN_MALTA"] = "it_MT";
	Locales["ITALIAN_UNITED_STATES"] = "it_US";
	Locales["INUKTITUT_CANADA"] = "iu_CA";
	Locales["INUKTITUT"] = "iu";
	Locales["INUKTITUT_CANADA_LATIN"] = "iu_CA#Latn";
	Locales["INUKTITUT_LATIN"] = "iu#Latn";
	Locales["INGRIAN"] = "izh";
	Locales["JAPANESE"] = "ja";
	Locales["JAPANESE_JAPAN"] = "ja_JP";
	Locales["JAMAICAN_CREOLE_ENGLISH"] = "jam";
	Locales["JAMAICAN_CREOLE_ENGLISH_JAMAICA"] = "jam_JM";
	Locales["NGOMBA"] = "jgo";
	Locales["MACHAME"] = "jmc";
	Locales["JUDEO_PERSIAN"] = "jpr";
	Locales["JUDEO_ARABIC"] = "jrb";
	Locales["JUTISH"] = "jut";
	Locales["JAVANESE"] = "jv";
	Locales["JAVANESE_INDONESIA"] = "jv_ID";
	Locales["JAVANESE_INDONESIA_JAVANESE"] = "jv_ID#Java";
	Locales["GEORGIAN"] = "ka";
	Locales["GEORGIAN_GEORGIA"] = "ka_GE";
	Locales["KARA_KALPAK"] = "kaa";
	Locales["KABYLE"] = "kab";
	Locales["KABYLE_ALGERIA"] = "kab_DZ";
	Locales["KACHIN"] = "kac";
	Locales["JJU"] = "kaj";
	Locales["KAMBA"] = "kam";
	Locales["KAMBA_KENYA"] = "kam_KE";
	Locales["KABARDIAN"] = "kbd";
	Locales["KABARDIAN_RUSSIA"] = "kbd_RU";
	Locales["TYAP"] = "kcg";
	Locales["MAKONDE"] = "kde";
	Locales["MAKONDE_TANZANIA"] = "kde_TZ";
	Locales["KABUVERDIANU"] = "kea";
	Locales["KABUVERDIANU_CAPE_VERDE"] = "kea_CV";
	Locales["KORO"] = "kfo";
	Locales["KONGO"] = "kg";
	Locales["KONGO_CONGO___KINSHASA"] = "kg_CD";
	Locales["KAINGANG"] = "kgp";
	Locales["KHASI"] = "kha";
	Locales["KHASI_INDIA"] = "kha_IN";
	Locales["KHASI_INDIA_BANGLA"] = "kha_IN#Beng";
	Locales["KOYRA_CHIINI"] = "khq";
	Locales["KHOWAR"] = "khw";
	Locales["KIKUYU"] = "ki";
	Locales["KIKUYU_KENYA"] = "ki_KE";
	Locales["KIRMANJKI"] = "kiu";
	Locales["KUANYAMA"] = "kj";
	Locales["KUANYAMA_NAMIBIA"] = "kj_NA";
	Locales["KAZAKH_KAZAKHSTAN_ARABIC"] = "kk_KZ#Arab";
	Locales["KAZAKH_CHINA"] = "kk_CN";
	Locales["KAZAKH_ARABIC"] = "kk#Arab";
	Locales["KAZAKH_KAZAKHSTAN"] = "kk_KZ";
	Locales["KAZAKH_CHINA_CYRILLIC"] = "kk_CN#Cyrl";
	Locales["KAZAKH"] = "kk";
	Locales["KAKO"] = "kkj";
	Locales["KALAALLISUT"] = "kl";
	Locales["KALAALLISUT_GREENLAND"] = "kl_GL";
	Locales["KALAALLISUT_DENMARK"] = "kl_DK";
	Locales["KALENJIN"] = "kln";
	Locales["KALENJIN_KENYA"] = "kln_KE";
	Locales["KHMER"] = "km";
	Locales["KHMER_CAMBODIA"] = "km_KH";
	Locales["KIMBUNDU"] = "kmb";
	Locales["KIMBUNDU_ANGOLA"] = "kmb_AO";
	Locales["KANNADA"] = "kn";
	Locales["KANNADA_INDIA"] = "kn_IN";
	Locales["KOREAN"] = "ko";
	Locales["KOREAN_NORTH_KOREA"] = "ko_KP";
	Locales["KOREAN_SOUTH_KOREA"] = "ko_KR";
	Locales["KOREAN_CHINA"] = "ko_CN";
	Locales["KOREAN_UNITED_STATES"] = "ko_US";
	Locales["KOMI_PERMYAK"] = "koi";
	Locales["KOMI_PERMYAK_RUSSIA"] = "koi_RU";
	Locales["KONKANI"] = "kok";
	Locales["KONKANI_INDIA"] = "kok_IN";
	Locales["KOSRAEAN"] = "kos";
	Locales["KPELLE"] = "kpe";
	Locales["KANURI"] = "kr";
	Locales["KARACHAY_BALKAR"] = "krc";
	Locales["KARACHAY_BALKAR_RUSSIA"] = "krc_RU";
	Locales["KRIO"] = "kri";
	Locales["KRIO_SIERRA_LEONE"] = "kri_SL";
	Locales["KINARAY_A"] = "krj";
	Locales["KARELIAN"] = "krl";
	Locales["KURUKH"] = "kru";
	Locales["KURUKH_INDIA"] = "kru_IN";
	Locales["KASHMIRI_INDIA"] = "ks_IN";
	Locales["KASHMIRI"] = "ks";
	Locales["KASHMIRI_INDIA_DEVANAGARI"] = "ks_IN#Deva";
	Locales["KASHMIRI_DEVANAGARI"] = "ks#Deva";
	Locales["SHAMBALA"] = "ksb";
	Locales["BAFIA"] = "ksf";
	Locales["COLOGNIAN"] = "ksh";
	Locales["KURDISH_SYRIA"] = "ku_SY";
	Locales["KURDISH_TURKEY_ARABIC"] = "ku_TR#Arab";
	Locales["KURDISH_ARABIC"] = "ku#Arab";
	Locales["KURDISH_SYRIA_CYRILLIC"] = "ku_SY#Cyrl";
	Locales["KURDISH_TURKEY_CYRILLIC"] = "ku_TR#Cyrl";
	Locales["KURDISH_CYRILLIC"] = "ku#Cyrl";
	Locales["KURDISH_SYRIA_LATIN"] = "ku_SY#Latn";
	Locales["KURDISH_TURKEY"] = "ku_TR";
	Locales["KURDISH"] = "ku";
	Locales["KUMYK"] = "kum";
	Locales["KUMYK_RUSSIA"] = "kum_RU";
	Locales["KUTENAI"] = "kut";
	Locales["KOMI"] = "kv";
	Locales["KOMI_RUSSIA"] = "kv_RU";
	Locales["CORNISH"] = "kw";
	Locales["KYRGYZ_KYRGYZSTAN_ARABIC"] = "ky_KG#Arab";
	Locales["KYRGYZ_ARABIC"] = "ky#Arab";
	Locales["KYRGYZ_KYRGYZSTAN"] = "ky_KG";
	Locales["KYRGYZ"] = "ky";
	Locales["KYRGYZ_KYRGYZSTAN_LATIN"] = "ky_KG#Latn";
	Locales["KYRGYZ_LATIN"] = "ky#Latn";
	Locales["LATIN"] = "la";
	Locales["LATIN_VATICAN_CITY"] = "la_VA";
	Locales["LADINO"] = "lad";
	Locales["LANGI"] = "lag";
	Locales["LAHNDA"] = "lah";
	Locales["LAHNDA_PAKISTAN"] = "lah_PK";
	Locales["LAMBA"] = "lam";
	Locales["LUXEMBOURGISH"] = "lb";
	Locales["LUXEMBOURGISH_LUXEMBOURG"] = "lb_LU";
	Locales["LEZGHIAN"] = "lez";
	Locales["LEZGHIAN_RUSSIA"] = "lez_RU";
	Locales["LINGUA_FRANCA_NOVA_CYRILLIC"] = "lfn#Cyrl";
	Locales["LINGUA_FRANCA_NOVA"] = "lfn";
	Locales["GANDA"] = "lg";
	Locales["GANDA_UGANDA"] = "lg_UG";
	Locales["LIMBURGISH"] = "li";
	Locales["LIGURIAN"] = "lij";
	Locales["LIVONIAN"] = "liv";
	Locales["LAKOTA"] = "lkt";
	Locales["LOMBARD"] = "lmo";
	Locales["LINGALA"] = "ln";
	Locales["LINGALA_CONGO___KINSHASA"] = "ln_CD";
	Locales["LAO"] = "lo";
	Locales["LAO_LAOS"] = "lo_LA";
	Locales["MONGO"] = "lol";
	Locales["LOZI"] = "loz";
	Locales["NORTHERN_LURI"] = "lrc";
	Locales["NORTHERN_LURI_IRAN"] = "lrc_IR";
	Locales["LITHUANIAN"] = "lt";
	Locales["LITHUANIAN_LITHUANIA"] = "lt_LT";
	Locales["LITHUANIAN_POLAND"] = "lt_PL";
	Locales["LATGALIAN"] = "ltg";
	Locales["LUBA_KATANGA"] = "lu";
	Locales["LUBA_KATANGA_CONGO___KINSHASA"] = "lu_CD";
	Locales["LUBA_LULUA"] = "lua";
	Locales["LUBA_LULUA_CONGO___KINSHASA"] = "lua_CD";
	Locales["LUISENO"] = "lui";
	Locales["LUNDA"] = "lun";
	Locales["LUO"] = "luo";
	Locales["LUO_KENYA"] = "luo_KE";
	Locales["MIZO"] = "lus";
	Locales["LUYIA"] = "luy";
	Locales["LUYIA_KENYA"] = "luy_KE";
	Locales["LATVIAN"] = "lv";
	Locales["LATVIAN_LATVIA"] = "lv_LV";
	Locales["LITERARY_CHINESE"] = "lzh";
	Locales["LAZ_GEORGIAN"] = "lzz#Geor";
	Locales["LAZ"] = "lzz";
	Locales["MADURESE"] = "mad";
	Locales["MADURESE_INDONESIA"] = "mad_ID";
	Locales["MAFA"] = "maf";
	Locales["MAGAHI"] = "mag";
	Locales["MAGAHI_INDIA"] = "mag_IN";
	Locales["MAITHILI"] = "mai";
	Locales["MAITHILI_INDIA"] = "mai_IN";
	Locales["MAITHILI_NEPAL"] = "mai_NP";
	Locales["MAKASAR"] = "mak";
	Locales["MAKASAR_INDONESIA"] = "mak_ID";
	Locales["MANDINGO_GAMBIA"] = "man_GM";
	Locales["MANDINGO_GUINEA_LATIN"] = "man_GN#Latn";
	Locales["MANDINGO"] = "man";
	Locales["MANDINGO_GAMBIA_N_KO"] = "man_GM#Nkoo";
	Locales["MANDINGO_GUINEA"] = "man_GN";
	Locales["MANDINGO_N_KO"] = "man#Nkoo";
	Locales["MASAI"] = "mas";
	Locales["MOKSHA"] = "mdf";
	Locales["MOKSHA_RUSSIA"] = "mdf_RU";
	Locales["MANDAR"] = "mdr";
	Locales["MENDE"] = "men";
	Locales["MENDE_SIERRA_LEONE"] = "men_SL";
	Locales["MERU"] = "mer";
	Locales["MERU_KENYA"] = "mer_KE";
	Locales["MORISYEN"] = "mfe";
	Locales["MORISYEN_MAURITIUS"] = "mfe_MU";
	Locales["MALAGASY"] = "mg";
	Locales["MALAGASY_MADAGASCAR"] = "mg_MG";
	Locales["MAKHUWA_MEETTO"] = "mgh";
	Locales["MAKHUWA_MEETTO_MOZAMBIQUE"] = "mgh_MZ";
	Locales["METAʼ"] = "mgo";
	Locales["MARSHALLESE"] = "mh";
	Locales["MARSHALLESE_MARSHALL_ISLANDS"] = "mh_MH";
	Locales["MAORI"] = "mi";
	Locales["MAORI_NEW_ZEALAND"] = "mi_NZ";
	Locales["MI_KMAQ"] = "mic";
	Locales["MINANGKABAU"] = "min";
	Locales["MINANGKABAU_INDONESIA"] = "min_ID";
	Locales["MACEDONIAN"] = "mk";
	Locales["MACEDONIAN_NORTH_MACEDONIA"] = "mk_MK";
	Locales["MALAYALAM"] = "ml";
	Locales["MALAYALAM_INDIA"] = "ml_IN";
	Locales["MONGOLIAN"] = "mn";
	Locales["MONGOLIAN_MONGOLIA"] = "mn_MN";
	Locales["MONGOLIAN_CHINA"] = "mn_CN";
	Locales["MANCHU"] = "mnc";
	Locales["MANIPURI"] = "mni";
	Locales["MANIPURI_INDIA"] = "mni_IN";
	Locales["MANIPURI_INDIA_MEITEI_MAYEK"] = "mni_IN#Mtei";
	Locales["MOHAWK"] = "moh";
	Locales["MOSSI"] = "mos";
	Locales["MOSSI_BURKINA_FASO"] = "mos_BF";
	Locales["MARATHI"] = "mr";
	Locales["MARATHI_INDIA"] = "mr_IN";
	Locales["WESTERN_MARI"] = "mrj";
	Locales["MALAY_BRUNEI_ARABIC"] = "ms_BN#Arab";
	Locales["MALAY_MALAYSIA_ARABIC"] = "ms_MY#Arab";
	Locales["MALAY_SINGAPORE_ARABIC"] = "ms_SG#Arab";
	Locales["MALAY_COCOS_KEELING_ISLANDS"] = "ms_CC";
	Locales["MALAY_INDONESIA"] = "ms_ID";
	Locales["MALAY_ARABIC"] = "ms#Arab";
	Locales["MALAY_BRUNEI"] = "ms_BN";
	Locales["MALAY_MALAYSIA"] = "ms_MY";
	Locales["MALAY_SINGAPORE"] = "ms_SG";
	Locales["MALAY_COCOS_KEELING_ISLANDS_LATIN"] = "ms_CC#Latn";
	Locales["MALAY_INDONESIA_LATIN"] = "ms_ID#Latn";
	Locales["MALAY"] = "ms";
	Locales["MALTESE"] = "mt";
	Locales["MALTESE_MALTA"] = "mt_MT";
	Locales["MUNDANG"] = "mua";
	Locales["MUSCOGEE"] = "mus";
	Locales["MIRANDESE"] = "mwl";
	Locales["MARWARI"] = "mwr";
	Locales["MARWARI_INDIA"] = "mwr_IN";
	Locales["MENTAWAI"] = "mwv";
	Locales["BURMESE"] = "my";
	Locales["BURMESE_MYANMAR_BURMA"] = "my_MM";
	Locales["ERZYA"] = "myv";
	Locales["ERZYA_RUSSIA"] = "myv_RU";
	Locales["MAZANDERANI"] = "mzn";
	Locales["MAZANDERANI_IRAN"] = "mzn_IR";
	Locales["NAURU"] = "na";
	Locales["NAURU_NAURU"] = "na_NR";
	Locales["MIN_NAN_CHINESE"] = "nan";
	Locales["MIN_NAN_CHINESE_CHINA"] = "nan_CN";
	Locales["NEAPOLITAN"] = "nap";
	Locales["NAMA"] = "naq";
	Locales["NORWEGIAN_BOKMÅL"] = "nb";
	Locales["NORWEGIAN_BOKMÅL_NORWAY"] = "nb_NO";
	Locales["NORWEGIAN_BOKMÅL_SVALBARD_AND_JAN_MAYEN"] = "nb_SJ";
	Locales["NORTH_NDEBELE"] = "nd";
	Locales["NORTH_NDEBELE_ZIMBABWE"] = "nd_ZW";
	Locales["LOW_GERMAN"] = "nds";
	Locales["LOW_GERMAN_GERMANY"] = "nds_DE";
	Locales["LOW_SAXON"] = "nds_NL";
	Locales["NEPALI"] = "ne";
	Locales["NEPALI_NEPAL"] = "ne_NP";
	Locales["NEPALI_INDIA"] = "ne_IN";
	Locales["NEWARI"] = "new";
	Locales["NDONGA"] = "ng";
	Locales["NDONGA_NAMIBIA"] = "ng_NA";
	Locales["NIAS"] = "nia";
	Locales["NIUEAN"] = "niu";
	Locales["NIUEAN_NIUE"] = "niu_NU";
	Locales["AO_NAGA"] = "njo";
	Locales["DUTCH"] = "nl";
	Locales["DUTCH_ARUBA"] = "nl_AW";
	Locales["FLEMISH"] = "nl_BE";
	Locales["DUTCH_CARIBBEAN_NETHERLANDS"] = "nl_BQ";
	Locales["DUTCH_CURAÇAO"] = "nl_CW";
	Locales["DUTCH_NETHERLANDS"] = "nl_NL";
	Locales["DUTCH_SURINAME"] = "nl_SR";
	Locales["DUTCH_SINT_MAARTEN"] = "nl_SX";
	Locales["DUTCH_GERMANY"] = "nl_DE";
	Locales["KWASIO"] = "nmg";
	Locales["NORWEGIAN_NYNORSK"] = "nn";
	Locales["NORWEGIAN_NYNORSK_NORWAY"] = "nn_NO";
	Locales["NGIEMBOON"] = "nnh";
	Locales["NOGAI"] = "nog";
	Locales["OLD_NORSE"] = "non";
	Locales["NOVIAL"] = "nov";
	Locales["N_KO"] = "nqo";
	Locales["SOUTH_NDEBELE"] = "nr";
	Locales["SOUTH_NDEBELE_SOUTH_AFRICA"] = "nr_ZA";
	Locales["NORTHERN_SOTHO"] = "nso";
	Locales["NORTHERN_SOTHO_SOUTH_AFRICA"] = "nso_ZA";
	Locales["NUER"] = "nus";
	Locales["NAVAJO"] = "nv";
	Locales["NYANJA"] = "ny";
	Locales["NYANJA_MALAWI"] = "ny_MW";
	Locales["NYANJA_ZAMBIA"] = "ny_ZM";
	Locales["NYAMWEZI"] = "nym";
	Locales["NYAMWEZI_TANZANIA"] = "nym_TZ";
	Locales["NYANKOLE"] = "nyn";
	Locales["NYANKOLE_UGANDA"] = "nyn_UG";
	Locales["NYORO"] = "nyo";
	Locales["NZIMA"] = "nzi";
	Locales["OCCITAN"] = "oc";
	Locales["OCCITAN_FRANCE"] = "oc_FR";
	Locales["OJIBWA"] = "oj";
	Locales["OJIBWA_LATIN"] = "oj#Latn";
	Locales["OROMO"] = "om";
	Locales["OROMO_ETHIOPIA"] = "om_ET";
	Locales["OROMO_ETHIOPIA_ETHIOPIC"] = "om_ET#Ethi";
	Locales["ODIA"] = "or";
	Locales["ODIA_INDIA"] = "or_IN";
	Locales["OSSETIC"] = "os";
	Locales["OSSETIC_GEORGIA"] = "os_GE";
	Locales["OSAGE"] = "osa";
	Locales["OSAGE_LATIN"] = "osa#Latn";
	Locales["PUNJABI_INDIA_ARABIC"] = "pa_IN#Arab";
	Locales["PUNJABI_ARABIC"] = "pa#Arab";
	Locales["PUNJABI_PAKISTAN_GURMUKHI"] = "pa_PK#Guru";
	Locales["PUNJABI"] = "pa";
	Locales["PANGASINAN"] = "pag";
	Locales["PANGASINAN_PHILIPPINES"] = "pag_PH";
	Locales["PAHLAVI"] = "pal";
	Locales["PAMPANGA"] = "pam";
	Locales["PAMPANGA_PHILIPPINES"] = "pam_PH";
	Locales["PAPIAMENTO"] = "pap";
	Locales["PAPIAMENTO_ARUBA"] = "pap_AW";
	Locales["PAPIAMENTO_CURAÇAO"] = "pap_CW";
	Locales["PAPIAMENTO_CARIBBEAN_NETHERLANDS"] = "pap_BQ";
	Locales["PALAUAN"] = "pau";
	Locales["PALAUAN_PALAU"] = "pau_PW";
	Locales["PICARD"] = "pcd";
	Locales["NIGERIAN_PIDGIN"] = "pcm";
	Locales["NIGERIAN_PIDGIN_NIGERIA"] = "pcm_NG";
	Locales["PENNSYLVANIA_GERMAN"] = "pdc";
	Locales["PLAUTDIETSCH"] = "pdt";
	Locales["OLD_PERSIAN"] = "peo";
	Locales["PALATINE_GERMAN"] = "pfl";
	Locales["PHOENICIAN"] = "phn";
	Locales["PALI"] = "pi";
	Locales["PALI_SINHALA"] = "pi#Sinh";
	Locales["PALI_THAI"] = "pi#Thai";
	Locales["POLISH"] = "pl";
	Locales["POLISH_POLAND"] = "pl_PL";
	Locales["POLISH_UKRAINE"] = "pl_UA";
	Locales["PIEDMONTESE"] = "pms";
	Locales["PONTIC_CYRILLIC"] = "pnt#Cyrl";
	Locales["PONTIC"] = "pnt";
	Locales["PONTIC_LATIN"] = "pnt#Latn";
	Locales["POHNPEIAN"] = "pon";
	Locales["POHNPEIAN_MICRONESIA"] = "pon_FM";
	Locales["PRUSSIAN"] = "prg";
	Locales["OLD_PROVENÇAL"] = "pro";
	Locales["PASHTO"] = "ps";
	Locales["PASHTO_AFGHANISTAN"] = "ps_AF";
	Locales["PASHTO_PAKISTAN"] = "ps_PK";
	Locales["PORTUGUESE"] = "pt";
	Locales["PORTUGUESE_ANGOLA"] = "pt_AO";
	Locales["BRAZILIAN_PORTUGUESE"] = "pt_BR";
	Locales["PORTUGUESE_CAPE_VERDE"] = "pt_CV";
	Locales["PORTUGUESE_EQUATORIAL_GUINEA"] = "pt_GQ";
	Locales["PORTUGUESE_GUINEA_BISSAU"] = "pt_GW";
	Locales["PORTUGUESE_MACAO_SAR_CHINA"] = "pt_MO";
	Locales["PORTUGUESE_MOZAMBIQUE"] = "pt_MZ";
	Locales["EUROPEAN_PORTUGUESE"] = "pt_PT";
	Locales["PORTUGUESE_SÃO_TOMÉ_AND_PRÍNCIPE"] = "pt_ST";
	Locales["PORTUGUESE_TIMOR_LESTE"] = "pt_TL";
	Locales["QUECHUA"] = "qu";
	Locales["QUECHUA_BOLIVIA"] = "qu_BO";
	Locales["QUECHUA_ECUADOR"] = "qu_EC";
	Locales["QUECHUA_PERU"] = "qu_PE";
	Locales["KʼICHEʼ"] = "quc";
	Locales["KʼICHEʼ_GUATEMALA"] = "quc_GT";
	Locales["CHIMBORAZO_HIGHLAND_QUICHUA"] = "qug";
	Locales["RAJASTHANI"] = "raj";
	Locales["RAJASTHANI_INDIA"] = "raj_IN";
	Locales["RAPANUI"] = "rap";
	Locales["RAROTONGAN"] = "rar";
	Locales["ROMAGNOL"] = "rgn";
	Locales["RIFFIAN_MOROCCO_LATIN"] = "rif_MA#Latn";
	Locales["RIFFIAN_LATIN"] = "rif#Latn";
	Locales["RIFFIAN_MOROCCO"] = "rif_MA";
	Locales["RIFFIAN"] = "rif";
	Locales["ROMANSH"] = "rm";
	Locales["ROMANSH_SWITZERLAND"] = "rm_CH";
	Locales["RUNDI"] = "rn";
	Locales["RUNDI_BURUNDI"] = "rn_BI";
	Locales["ROMANIAN"] = "ro";
	Locales["MOLDAVIAN"] = "ro_MD";
	Locales["ROMANIAN_ROMANIA"] = "ro_RO";
	Locales["ROMANIAN_SERBIA"] = "ro_RS";
	Locales["ROMANIAN_MOLDOVA_CYRILLIC"] = "ro_MD#Cyrl";
	Locales["ROMANIAN_ROMANIA_CYRILLIC"] = "ro_RO#Cyrl";
	Locales["ROMANIAN_SERBIA_CYRILLIC"] = "ro_RS#Cyrl";
	Locales["ROMBO"] = "rof";
	Locales["ROMANY"] = "rom";
	Locales["ROMANY_CYRILLIC"] = "rom#Cyrl";
	Locales["ROTUMAN"] = "rtm";
	Locales["RUSSIAN"] = "ru";
	Locales["RUSSIAN_BELARUS"] = "ru_BY";
	Locales["RUSSIAN_KYRGYZSTAN"] = "ru_KG";
	Locales["RUSSIAN_KAZAKHSTAN"] = "ru_KZ";
	Locales["RUSSIAN_RUSSIA"] = "ru_RU";
	Locales["RUSSIAN_UKRAINE"] = "ru_UA";
	Locales["RUSSIAN_BULGARIA"] = "ru_BG";
	Locales["RUSSIAN_GERMANY"] = "ru_DE";
	Locales["RUSSIAN_ESTONIA"] = "ru_EE";
	Locales["RUSSIAN_LITHUANIA"] = "ru_LT";
	Locales["RUSSIAN_LATVIA"] = "ru_LV";
	Locales["RUSSIAN_POLAND"] = "ru_PL";
	Locales["RUSSIAN_SVALBARD_AND_JAN_MAYEN"] = "ru_SJ";
	Locales["RUSSIAN_TAJIKISTAN"] = "ru_TJ";
	Locales["RUSSIAN_UZBEKISTAN"] = "ru_UZ";
	Locales["RUSYN"] = "rue";
	Locales["ROVIANA"] = "rug";
	Locales["AROMANIAN"] = "rup";
	Locales["KINYARWANDA"] = "rw";
	Locales["KINYARWANDA_RWANDA"] = "rw_RW";
	Locales["RWA"] = "rwk";
	Locales["SANSKRIT_INDIA"] = "sa_IN";
	Locales["SANSKRIT"] = "sa";
	Locales["SANSKRIT_INDIA_SINHALA"] = "sa_IN#Sinh";
	Locales["SANSKRIT_SINHALA"] = "sa#Sinh";
	Locales["SANDAWE"] = "sad";
	Locales["SAKHA"] = "sah";
	Locales["SAKHA_RUSSIA"] = "sah_RU";
	Locales["SAMARITAN_ARAMAIC"] = "sam";
	Locales["SAMBURU"] = "saq";
	Locales["SASAK"] = "sas";
	Locales["SASAK_INDONESIA"] = "sas_ID";
	Locales["SANTALI"] = "sat";
	Locales["SANTALI_INDIA"] = "sat_IN";
	Locales["SANTALI_INDIA_BANGLA"] = "sat_IN#Beng";
	Locales["SANTALI_INDIA_DEVANAGARI"] = "sat_IN#Deva";
	Locales["SANTALI_INDIA_OL_CHIKI"] = "sat_IN#Olck";
	Locales["SANTALI_INDIA_ODIA"] = "sat_IN#Orya";
	Locales["SAURASHTRA"] = "saz";
	Locales["SANGU"] = "sbp";
	Locales["SARDINIAN"] = "sc";
	Locales["SARDINIAN_ITALY"] = "sc_IT";
	Locales["SICILIAN"] = "scn";
	Locales["SCOTS"] = "sco";
	Locales["SCOTS_UNITED_KINGDOM"] = "sco_GB";
	Locales["SINDHI_INDIA_ARABIC"] = "sd_IN#Arab";
	Locales["SINDHI_PAKISTAN"] = "sd_PK";
	Locales["SINDHI"] = "sd";
	Locales["SINDHI_INDIA"] = "sd_IN";
	Locales["SINDHI_PAKISTAN_DEVANAGARI"] = "sd_PK#Deva";
	Locales["SINDHI_DEVANAGARI"] = "sd#Deva";
	Locales["SINDHI_INDIA_KHUDAWADI"] = "sd_IN#Sind";
	Locales["SINDHI_PAKISTAN_KHUDAWADI"] = "sd_PK#Sind";
	Locales["SINDHI_KHUDAWADI"] = "sd#Sind";
	Locales["SASSARESE_SARDINIAN"] = "sdc";
	Locales["SOUTHERN_KURDISH"] = "sdh";
	Locales["SOUTHERN_KURDISH_IRAN"] = "sdh_IR";
	Locales["NORTHERN_SAMI"] = "se";
	Locales["NORTHERN_SAMI_NORWAY"] = "se_NO";
	Locales["NORTHERN_SAMI_NORWAY_CYRILLIC"] = "se_NO#Cyrl";
	Locales["SENECA"] = "see";
	Locales["SENA"] = "seh";
	Locales["SENA_MOZAMBIQUE"] = "seh_MZ";
	Locales["SERI"] = "sei";
	Locales["SELKUP"] = "sel";
	Locales["KOYRABORO_SENNI"] = "ses";
	Locales["SANGO"] = "sg";
	Locales["SANGO_CENTRAL_AFRICAN_REPUBLIC"] = "sg_CF";
	Locales["OLD_IRISH"] = "sga";
	Locales["SAMOGITIAN"] = "sgs";
	Locales["TACHELHIT_MOROCCO_ARABIC"] = "shi_MA#Arab";
	Locales["TACHELHIT_ARABIC"] = "shi#Arab";
	Locales["TACHELHIT_MOROCCO_LATIN"] = "shi_MA#Latn";
	Locales["TACHELHIT_LATIN"] = "shi#Latn";
	Locales["TACHELHIT"] = "shi";
	Locales["SHAN"] = "shn";
	Locales["SHAN_MYANMAR_BURMA"] = "shn_MM";
	Locales["SINHALA"] = "si";
	Locales["SINHALA_SRI_LANKA"] = "si_LK";
	Locales["SIDAMO"] = "sid";
	Locales["SIDAMO_ETHIOPIA"] = "sid_ET";
	Locales["SLOVAK"] = "sk";
	Locales["SLOVAK_SLOVAKIA"] = "sk_SK";
	Locales["SLOVAK_CZECHIA"] = "sk_CZ";
	Locales["SLOVAK_SERBIA"] = "sk_RS";
	Locales["SLOVENIAN"] = "sl";
	Locales["SLOVENIAN_SLOVENIA"] = "sl_SI";
	Locales["SLOVENIAN_AUSTRIA"] = "sl_AT";
	Locales["LOWER_SILESIAN"] = "sli";
	Locales["SELAYAR"] = "sly";
	Locales["SAMOAN"] = "sm";
	Locales["SAMOAN_AMERICAN_SAMOA"] = "sm_AS";
	Locales["SAMOAN_SAMOA"] = "sm_WS";
	Locales["SOUTHERN_SAMI"] = "sma";
	Locales["LULE_SAMI"] = "smj";
	Locales["INARI_SAMI"] = "smn";
	Locales["SKOLT_SAMI"] = "sms";
	Locales["SHONA"] = "sn";
	Locales["SHONA_ZIMBABWE"] = "sn_ZW";
	Locales["SONINKE"] = "snk";
	Locales["SONINKE_MALI"] = "snk_ML";
	Locales["SOMALI"] = "so";
	Locales["SOMALI_SOMALIA"] = "so_SO";
	Locales["SOMALI_DJIBOUTI"] = "so_DJ";
	Locales["SOMALI_ETHIOPIA"] = "so_ET";
	Locales["SOMALI_SOMALIA_ARABIC"] = "so_SO#Arab";
	Locales["SOMALI_DJIBOUTI_ARABIC"] = "so_DJ#Arab";
	Locales["SOMALI_ETHIOPIA_ARABIC"] = "so_ET#Arab";
	Locales["ALBANIAN"] = "sq";
	Locales["ALBANIAN_ALBANIA"] = "sq_AL";
	Locales["ALBANIAN_KOSOVO"] = "sq_XK";
	Locales["ALBANIAN_NORTH_MACEDONIA"] = "sq_MK";
	Locales["ALBANIAN_SERBIA"] = "sq_RS";
	Locales["SERBIAN_MONTENEGRO_CYRILLIC"] = "sr_ME#Cyrl";
	Locales["SERBIAN"] = "sr";
	Locales["SERBIAN_BOSNIA_AND_HERZEGOVINA_LATIN"] = "sr_BA#Latn";
	Locales["SERBIAN_SERBIA_LATIN"] = "sr_RS#Latn";
	Locales["SERBIAN_KOSOVO_LATIN"] = "sr_XK#Latn";
	Locales["SERBIAN_LATIN"] = "sr#Latn";
	Locales["SRANAN_TONGO"] = "srn";
	Locales["SRANAN_TONGO_SURINAME"] = "srn_SR";
	Locales["SERER"] = "srr";
	Locales["SERER_SENEGAL"] = "srr_SN";
	Locales["SWATI"] = "ss";
	Locales["SWATI_ESWATINI"] = "ss_SZ";
	Locales["SWATI_SOUTH_AFRICA"] = "ss_ZA";
	Locales["SAHO"] = "ssy";
	Locales["SOUTHERN_SOTHO"] = "st";
	Locales["SOUTHERN_SOTHO_LESOTHO"] = "st_LS";
	Locales["SOUTHERN_SOTHO_SOUTH_AFRICA"] = "st_ZA";
	Locales["SATERLAND_FRISIAN"] = "stq";
	Locales["SUNDANESE"] = "su";
	Locales["SUNDANESE_INDONESIA"] = "su_ID";
	Locales["SUNDANESE_INDONESIA_SUNDANESE"] = "su_ID#Sund";
	Locales["SUKUMA"] = "suk";
	Locales["SUKUMA_TANZANIA"] = "suk_TZ";
	Locales["SUSU"] = "sus";
	Locales["SUSU_GUINEA"] = "sus_GN";
	Locales["SUSU_GUINEA_ARABIC"] = "sus_GN#Arab";
	Locales["SWEDISH"] = "sv";
	Locales["SWEDISH_ÅLAND_ISLANDS"] = "sv_AX";
	Locales["SWEDISH_FINLAND"] = "sv_FI";
	Locales["SWEDISH_SWEDEN"] = "sv_SE";
	Locales["SWAHILI"] = "sw";
	Locales["SWAHILI_KENYA"] = "sw_KE";
	Locales["SWAHILI_TANZANIA"] = "sw_TZ";
	Locales["SWAHILI_UGANDA"] = "sw_UG";
	Locales["CONGO_SWAHILI"] = "sw_CD";
	Locales["COMORIAN"] = "swb";
	Locales["COMORIAN_MAYOTTE"] = "swb_YT";
	Locales["COMORIAN_MAYOTTE_LATIN"] = "swb_YT#Latn";
	Locales["SYRIAC"] = "syr";
	Locales["SILESIAN"] = "szl";
	Locales["TAMIL"] = "ta";
	Locales["TAMIL_SRI_LANKA"] = "ta_LK";
	Locales["TAMIL_SINGAPORE"] = "ta_SG";
	Locales["TAMIL_INDIA"] = "ta_IN";
	Locales["TAMIL_MALAYSIA"] = "ta_MY";
	Locales["TULU"] = "tcy";
	Locales["TULU_INDIA"] = "tcy_IN";
	Locales["TELUGU"] = "te";
	Locales["TELUGU_INDIA"] = "te_IN";
	Locales["TIMNE"] = "tem";
	Locales["TIMNE_SIERRA_LEONE"] = "tem_SL";
	Locales["TESO"] = "teo";
	Locales["TESO_UGANDA"] = "teo_UG";
	Locales["TERENO"] = "ter";
	Locales["TETUM"] = "tet";
	Locales["TETUM_TIMOR_LESTE"] = "tet_TL";
	Locales["TAJIK_TAJIKISTAN_ARABIC"] = "tg_TJ#Arab";
	Locales["TAJIK_ARABIC"] = "tg#Arab";
	Locales["TAJIK_TAJIKISTAN"] = "tg_TJ";
	Locales["TAJIK"] = "tg";
	Locales["TAJIK_TAJIKISTAN_LATIN"] = "tg_TJ#Latn";
	Locales["TAJIK_LATIN"] = "tg#Latn";
	Locales["THAI"] = "th";
	Locales["THAI_THAILAND"] = "th_TH";
	Locales["TIGRINYA"] = "ti";
	Locales["TIGRINYA_ERITREA"] = "ti_ER";
	Locales["TIGRINYA_ETHIOPIA"] = "ti_ET";
	Locales["TIGRE"] = "tig";
	Locales["TIGRE_ERITREA"] = "tig_ER";
	Locales["TIV"] = "tiv";
	Locales["TIV_NIGERIA"] = "tiv_NG";
	Locales["TURKMEN_TURKMENISTAN_ARABIC"] = "tk_TM#Arab";
	Locales["TURKMEN_AFGHANISTAN_ARABIC"] = "tk_AF#Arab";
	Locales["TURKMEN_IRAN_ARABIC"] = "tk_IR#Arab";
	Locales["TURKMEN_ARABIC"] = "tk#Arab";
	Locales["TURKMEN_TURKMENISTAN_CYRILLIC"] = "tk_TM#Cyrl";
	Locales["TURKMEN_AFGHANISTAN_CYRILLIC"] = "tk_AF#Cyrl";
	Locales["TURKMEN_IRAN_CYRILLIC"] = "tk_IR#Cyrl";
	Locales["TURKMEN_CYRILLIC"] = "tk#Cyrl";
	Locales["TURKMEN_TURKMENISTAN"] = "tk_TM";
	Locales["TURKMEN_AFGHANISTAN"] = "tk_AF";
	Locales["TURKMEN_IRAN"] = "tk_IR";
	Locales["TURKMEN"] = "tk";
	Locales["TOKELAU"] = "tkl";
	Locales["TOKELAU_TOKELAU"] = "tkl_TK";
	Locales["TSAKHUR_CYRILLIC"] = "tkr#Cyrl";
	Locales["TSAKHUR"] = "tkr";
	Locales["TLINGIT"] = "tli";
	Locales["TALYSH_ARABIC"] = "tly#Arab";
	Locales["TALYSH_CYRILLIC"] = "tly#Cyrl";
	Locales["TALYSH"] = "tly";
	Locales["TAMASHEK"] = "tmh";
	Locales["TAMASHEK_NIGER"] = "tmh_NE";
	Locales["TSWANA"] = "tn";
	Locales["TSWANA_BOTSWANA"] = "tn_BW";
	Locales["TSWANA_SOUTH_AFRICA"] = "tn_ZA";
	Locales["TONGAN"] = "to";
	Locales["TONGAN_TONGA"] = "to_TO";
	Locales["NYASA_TONGA"] = "tog";
	Locales["TOK_PISIN"] = "tpi";
	Locales["TOK_PISIN_PAPUA_NEW_GUINEA"] = "tpi_PG";
	Locales["TURKISH"] = "tr";
	Locales["TURKISH_CYPRUS"] = "tr_CY";
	Locales["TURKISH_TURKEY"] = "tr_TR";
	Locales["TURKISH_GERMANY"] = "tr_DE";
	Locales["TURKISH_CYPRUS_ARABIC"] = "tr_CY#Arab";
	Locales["TURKISH_TURKEY_ARABIC"] = "tr_TR#Arab";
	Locales["TURKISH_GERMANY_ARABIC"] = "tr_DE#Arab";
	Locales["TUROYO"] = "tru";
	Locales["TUROYO_SYRIAC"] = "tru#Syrc";
	Locales["TAROKO"] = "trv";
	Locales["TSONGA"] = "ts";
	Locales["TSONGA_MOZAMBIQUE"] = "ts_MZ";
	Locales["TSONGA_SOUTH_AFRICA"] = "ts_ZA";
	Locales["TSAKONIAN"] = "tsd";
	Locales["TSIMSHIAN"] = "tsi";
	Locales["TATAR"] = "tt";
	Locales["TATAR_RUSSIA"] = "tt_RU";
	Locales["MUSLIM_TAT_CYRILLIC"] = "ttt#Cyrl";
	Locales["MUSLIM_TAT"] = "ttt";
	Locales["MUSLIM_TAT_ARABIC"] = "ttt#Arab";
	Locales["TUMBUKA"] = "tum";
	Locales["TUMBUKA_MALAWI"] = "tum_MW";
	Locales["TUVALU"] = "tvl";
	Locales["TUVALU_TUVALU"] = "tvl_TV";
	Locales["TASAWAQ"] = "twq";
	Locales["TAHITIAN"] = "ty";
	Locales["TAHITIAN_FRENCH_POLYNESIA"] = "ty_PF";
	Locales["TUVINIAN"] = "tyv";
	Locales["TUVINIAN_RUSSIA"] = "tyv_RU";
	Locales["CENTRAL_ATLAS_TAMAZIGHT_MOROCCO"] = "tzm_MA";
	Locales["CENTRAL_ATLAS_TAMAZIGHT"] = "tzm";
	Locales["CENTRAL_ATLAS_TAMAZIGHT_MOROCCO_TIFINAGH"] = "tzm_MA#Tfng";
	Locales["CENTRAL_ATLAS_TAMAZIGHT_TIFINAGH"] = "tzm#Tfng";
	Locales["UDMURT"] = "udm";
	Locales["UDMURT_RUSSIA"] = "udm_RU";
	Locales["UDMURT_RUSSIA_LATIN"] = "udm_RU#Latn";
	Locales["UYGHUR_CHINA"] = "ug_CN";
	Locales["UYGHUR"] = "ug";
	Locales["UYGHUR_CHINA_CYRILLIC"] = "ug_CN#Cyrl";
	Locales["UYGHUR_CYRILLIC"] = "ug#Cyrl";
	Locales["UYGHUR_CHINA_LATIN"] = "ug_CN#Latn";
	Locales["UYGHUR_LATIN"] = "ug#Latn";
	Locales["UGARITIC"] = "uga";
	Locales["UKRAINIAN"] = "uk";
	Locales["UKRAINIAN_UKRAINE"] = "uk_UA";
	Locales["UKRAINIAN_SERBIA"] = "uk_RS";
	Locales["UMBUNDU"] = "umb";
	Locales["UMBUNDU_ANGOLA"] = "umb_AO";
	Locales["URDU"] = "ur";
	Locales["URDU_PAKISTAN"] = "ur_PK";
	Locales["URDU_INDIA"] = "ur_IN";
	Locales["UZBEK_UZBEKISTAN_ARABIC"] = "uz_UZ#Arab";
	Locales["UZBEK_ARABIC"] = "uz#Arab";
	Locales["UZBEK_UZBEKISTAN_CYRILLIC"] = "uz_UZ#Cyrl";
	Locales["UZBEK_AFGHANISTAN_CYRILLIC"] = "uz_AF#Cyrl";
	Locales["UZBEK_CYRILLIC"] = "uz#Cyrl";
	Locales["UZBEK_AFGHANISTAN_LATIN"] = "uz_AF#Latn";
	Locales["UZBEK"] = "uz";
	Locales["VAI_LATIN"] = "vai#Latn";
	Locales["VAI"] = "vai";
	Locales["VENDA"] = "ve";
	Locales["VENDA_SOUTH_AFRICA"] = "ve_ZA";
	Locales["VENETIAN"] = "vec";
	Locales["VEPS"] = "vep";
	Locales["VIETNAMESE"] = "vi";
	Locales["VIETNAMESE_VIETNAM"] = "vi_VN";
	Locales["VIETNAMESE_UNITED_STATES"] = "vi_US";
	Locales["WEST_FLEMISH"] = "vls";
	Locales["WEST_FLEMISH_BELGIUM"] = "vls_BE";
	Locales["MAIN_FRANCONIAN"] = "vmf";
	Locales["MAIN_FRANCONIAN_GERMANY"] = "vmf_DE";
	Locales["VOLAPÜK"] = "vo";
	Locales["VOTIC"] = "vot";
	Locales["VÕRO"] = "vro";
	Locales["VUNJO"] = "vun";
	Locales["WALLOON"] = "wa";
	Locales["WALSER"] = "wae";
	Locales["WOLAYTTA"] = "wal";
	Locales["WOLAYTTA_ETHIOPIA"] = "wal_ET";
	Locales["WARAY"] = "war";
	Locales["WARAY_PHILIPPINES"] = "war_PH";
	Locales["WASHO"] = "was";
	Locales["WARLPIRI"] = "wbp";
	Locales["WOLOF"] = "wo";
	Locales["WOLOF_SENEGAL"] = "wo_SN";
	Locales["WOLOF_SENEGAL_ARABIC"] = "wo_SN#Arab";
	Locales["WU_CHINESE"] = "wuu";
	Locales["WU_CHINESE_CHINA"] = "wuu_CN";
	Locales["KALMYK"] = "xal";
	Locales["XHOSA"] = "xh";
	Locales["XHOSA_SOUTH_AFRICA"] = "xh_ZA";
	Locales["MINGRELIAN"] = "xmf";
	Locales["SOGA"] = "xog";
	Locales["SOGA_UGANDA"] = "xog_UG";
	Locales["YAO"] = "yao";
	Locales["YAPESE"] = "yap";
	Locales["YANGBEN"] = "yav";
	Locales["YEMBA"] = "ybb";
	Locales["YIDDISH"] = "yi";
	Locales["YORUBA"] = "yo";
	Locales["YORUBA_NIGERIA"] = "yo_NG";
	Locales["NHEENGATU"] = "yrl";
	Locales["CANTONESE_HONG_KONG_SAR_CHINA_SIMPLIFIED"] = "yue_HK#Hans";
	Locales["CANTONESE_SIMPLIFIED"] = "yue#Hans";
	Locales["CANTONESE_CHINA_TRADITIONAL"] = "yue_CN#Hant";
	Locales["CANTONESE"] = "yue";
	Locales["ZHUANG"] = "za";
	Locales["ZHUANG_CHINA"] = "za_CN";
	Locales["ZHUANG_CHINA_SIMPLIFIED"] = "za_CN#Hans";
	Locales["ZAPOTEC"] = "zap";
	Locales["ZEELANDIC"] = "zea";
	Locales["ZENAGA"] = "zen";
	Locales["STANDARD_MOROCCAN_TAMAZIGHT"] = "zgh";
	Locales["STANDARD_MOROCCAN_TAMAZIGHT_MOROCCO"] = "zgh_MA";
	Locales["CHINESE_HONG_KONG_SAR_CHINA_SIMPLIFIED"] = "zh_HK#Hans";
	Locales["CHINESE_MACAO_SAR_CHINA_SIMPLIFIED"] = "zh_MO#Hans";
	Locales["CHINESE_TAIWAN_SIMPLIFIED"] = "zh_TW#Hans";
	Locales["CHINESE_INDONESIA_SIMPLIFIED"] = "zh_ID#Hans";
	Locales["CHINESE_MALAYSIA_SIMPLIFIED"] = "zh_MY#Hans";
	Locales["CHINESE_THAILAND_SIMPLIFIED"] = "zh_TH#Hans";
	Locales["CHINESE_UNITED_STATES_SIMPLIFIED"] = "zh_US#Hans";
	Locales["CHINESE_VIETNAM_SIMPLIFIED"] = "zh_VN#Hans";
	Locales["CHINESE_CHINA_TRADITIONAL"] = "zh_CN#Hant";
	Locales["CHINESE_SINGAPORE_TRADITIONAL"] = "zh_SG#Hant";
	Locales["CHINESE_INDONESIA"] = "zh_ID";
	Locales["CHINESE_MALAYSIA"] = "zh_MY";
	Locales["CHINESE_THAILAND"] = "zh_TH";
	Locales["CHINESE_UNITED_STATES"] = "zh_US";
	Locales["CHINESE_VIETNAM"] = "zh_VN";
	Locales["ZULU"] = "zu";
	Locales["ZULU_SOUTH_AFRICA"] = "zu_ZA";
	Locales["ZUNI"] = "zun";
	Locales["ZAZA"] = "zza";
	Locales["ZAZA_TURKEY"] = "zza_TR";
	Locales["AZERBAIJANI_AZERBAIJAN_LATIN"] = "az_AZ#Latn";
	Locales["BOSNIAN_BOSNIA_AND_HERZEGOVINA_LATIN"] = "bs_BA#Latn";
	Locales["PUNJABI_INDIA_GURMUKHI"] = "pa_IN#Guru";
	Locales["PUNJABI_PAKISTAN_ARABIC"] = "pa_PK#Arab";
	Locales["TACHELHIT_MOROCCO_TIFINAGH"] = "shi_MA#Tfng";
	Locales["SERBIAN_BOSNIA_AND_HERZEGOVINA_CYRILLIC"] = "sr_BA#Cyrl";
	Locales["SERBIAN_MONTENEGRO_LATIN"] = "sr_ME#Latn";
	Locales["SERBIAN_SERBIA_CYRILLIC"] = "sr_RS#Cyrl";
	Locales["SERBIAN_KOSOVO_CYRILLIC"] = "sr_XK#Cyrl";
	Locales["UZBEK_AFGHANISTAN_ARABIC"] = "uz_AF#Arab";
	Locales["UZBEK_UZBEKISTAN_LATIN"] = "uz_UZ#Latn";
	Locales["CANTONESE_CHINA_SIMPLIFIED"] = "yue_CN#Hans";
	Locales["CANTONESE_HONG_KONG_SAR_CHINA_TRADITIONAL"] = "yue_HK#Hant";
	Locales["CHINESE_CHINA_SIMPLIFIED"] = "zh_CN#Hans";
	Locales["CHINESE_HONG_KONG_SAR_CHINA_TRADITIONAL"] = "zh_HK#Hant";
	Locales["CHINESE_MACAO_SAR_CHINA_TRADITIONAL"] = "zh_MO#Hant";
	Locales["CHINESE_SINGAPORE_SIMPLIFIED"] = "zh_SG#Hans";
	Locales["CHINESE_TAIWAN_TRADITIONAL"] = "zh_TW#Hant";
	Locales["TRADITIONAL_CHINESE"] = "zh#Hant";
	Locales["MODERN_STANDARD_ARABIC"] = "ar_001";
	Locales["ENGLISH_WORLD"] = "en_001";
	Locales["YIDDISH_WORLD"] = "yi_001";
	Locales["ENGLISH_EUROPE"] = "en_150";
	Locales["NORTHERN_SAMI_SWEDEN"] = "se_SE";
	Locales["ENGLISH_ANDORRA"] = "en_AD";
	Locales["ENGLISH_MYANMAR_BURMA"] = "en_MM";
	Locales["DEVELOPER_ENGLISH"] = "xxa";
	Locales["CUSTOM_SOURCE"] = "xxb";
	Locales["CUSTOM_LOCALE_1"] = "xxc";
	Locales["CUSTOM_LOCALE_2"] = "xxd";
	Locales["CUSTOM_LOCALE_3"] = "xxe";
	Locales["CUSTOM_LOCALE_4"] = "xxf";
	Locales["CUSTOM_LOCALE_5"] = "xxg";
})(Locales || (Locales = {}));
//#endregion
exports.ApiAi = ApiAi;
exports.ApiBase = ApiBase;
exports.ApiClient = ApiClient;
exports.ApiExport = ApiExport;
exports.ApiFiles = ApiFiles;
exports.ApiFormats = ApiFormats;
exports.ApiGlossary = ApiGlossary;
exports.ApiImport = ApiImport;
exports.ApiKeys = ApiKeys;
exports.ApiProjects = ApiProjects;
exports.ApiScreenshots = ApiScreenshots;
exports.ApiWebhooks = ApiWebhooks;
exports.FetchHttpAdapter = FetchHttpAdapter;
exports.I18nDeprecate = I18nDeprecate;
exports.JsonUtils = JsonUtils;
Object.defineProperty(exports, "Locales", {
	enumerable: true,
	get: function() {
		return Locales;
	}
});
exports.ProjectTone = ProjectTone;
exports.ProjectType = ProjectType;
exports.UploadStatus = UploadStatus;
exports.UserRole = UserRole;
exports.WebhookEvent = WebhookEvent;
exports.delay = delay;
exports.importDataFactory = importDataFactory;

//# sourceMappingURL=localazy-api-client.cjs.map