//#region src/v4/generated/http-client.ts
/** The pathname of `url`, falling back to `path` without its query or fragment. */
function pathnameOf(url, path) {
	try {
		return new URL(url).pathname;
	} catch {
		return path.split(/[?#]/)[0] ?? "";
	}
}
/** 
* @internal
* @private
*/
var HttpClient = class {
	baseUrl = "https://api.app.shortcut.com";
	securityData = null;
	securityWorker;
	abortControllers = /* @__PURE__ */ new Map();
	customFetch = (...fetchParams) => fetch(...fetchParams);
	baseApiParams = {
		credentials: "same-origin",
		headers: {},
		redirect: "follow",
		referrerPolicy: "no-referrer"
	};
	constructor(apiConfig = {}) {
		Object.assign(this, apiConfig);
	}
	setSecurityData = (data) => {
		this.securityData = data;
	};
	encodeQueryParam(key, value) {
		return `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "number" ? value : `${value}`)}`;
	}
	addQueryParam(query, key) {
		return this.encodeQueryParam(key, query[key]);
	}
	addArrayQueryParam(query, key) {
		return query[key].map((v) => this.encodeQueryParam(key, v)).join("&");
	}
	toQueryString(rawQuery) {
		const query = rawQuery || {};
		return Object.keys(query).filter((key) => "undefined" !== typeof query[key]).map((key) => Array.isArray(query[key]) ? this.addArrayQueryParam(query, key) : this.addQueryParam(query, key)).join("&");
	}
	addQueryParams(rawQuery) {
		const queryString = this.toQueryString(rawQuery);
		return queryString ? `?${queryString}` : "";
	}
	contentFormatters = {
		["application/json"]: (input) => input !== null && (typeof input === "object" || typeof input === "string") ? JSON.stringify(input) : input,
		["application/vnd.api+json"]: (input) => input !== null && (typeof input === "object" || typeof input === "string") ? JSON.stringify(input) : input,
		["text/plain"]: (input) => input !== null && typeof input !== "string" ? JSON.stringify(input) : input,
		["multipart/form-data"]: (input) => {
			if (input instanceof FormData) return input;
			return Object.keys(input || {}).reduce((formData, key) => {
				const property = input[key];
				formData.append(key, property instanceof Blob ? property : typeof property === "object" && property !== null ? JSON.stringify(property) : `${property}`);
				return formData;
			}, new FormData());
		},
		["application/x-www-form-urlencoded"]: (input) => this.toQueryString(input)
	};
	mergeRequestParams(params1, params2) {
		return {
			...this.baseApiParams,
			...params1,
			...params2 || {},
			headers: {
				...this.baseApiParams.headers || {},
				...params1.headers || {},
				...params2 && params2.headers || {}
			}
		};
	}
	createAbortSignal = (cancelToken) => {
		if (this.abortControllers.has(cancelToken)) {
			const abortController = this.abortControllers.get(cancelToken);
			if (abortController) return abortController.signal;
			return;
		}
		const abortController = new AbortController();
		this.abortControllers.set(cancelToken, abortController);
		return abortController.signal;
	};
	abortRequest = (cancelToken) => {
		const abortController = this.abortControllers.get(cancelToken);
		if (abortController) {
			abortController.abort();
			this.abortControllers.delete(cancelToken);
		}
	};
	request = async ({ body, secure, path, type, query, format, baseUrl, cancelToken, ...params }) => {
		const secureParams = (typeof secure === "boolean" ? secure : this.baseApiParams.secure) && this.securityWorker && await this.securityWorker(this.securityData) || {};
		const requestParams = this.mergeRequestParams(params, secureParams);
		const queryString = query && this.toQueryString(query);
		const payloadFormatter = this.contentFormatters[type || "application/json"];
		const responseFormat = format || requestParams.format;
		const url = `${baseUrl || this.baseUrl || ""}${path}${queryString ? `?${queryString}` : ""}`;
		return this.customFetch(url, {
			...requestParams,
			headers: {
				...requestParams.headers || {},
				...type && type !== "multipart/form-data" ? { "Content-Type": type } : {}
			},
			signal: (cancelToken ? this.createAbortSignal(cancelToken) : requestParams.signal) || null,
			body: typeof body === "undefined" || body === null ? null : payloadFormatter(body)
		}).then(async (response) => {
			const r = response;
			r.data = null;
			r.error = null;
			r.request = {
				method: (requestParams.method || "GET").toUpperCase(),
				path: pathnameOf(url, path)
			};
			const parseBody = () => responseFormat === "json" ? response.text().then((text) => {
				if (!text) return null;
				try {
					return JSON.parse(text);
				} catch {
					return text;
				}
			}) : response[responseFormat]();
			const data = !responseFormat ? r : await parseBody().then((data) => {
				if (r.ok) r.data = data;
				else r.error = data;
				return r;
			}).catch((e) => {
				r.error = e;
				return r;
			});
			if (cancelToken) this.abortControllers.delete(cancelToken);
			if (!response.ok) throw data;
			return data.data;
		});
	};
};
//#endregion
exports.HttpClient = HttpClient;
