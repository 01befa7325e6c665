//#region src/base.ts
var PolarError = class extends Error {};
var PolarNetworkError = class extends PolarError {
	constructor(message) {
		super(`Polar API network error: ${message}`);
		this.name = "PolarNetworkError";
	}
};
var PolarServerError = class extends PolarError {
	constructor(statusCode, message) {
		super(`Polar API returned a server error: ${statusCode} - ${message}`);
		this.name = "PolarServerError";
	}
};
var PolarClientError = class extends PolarError {
	statusCode;
	error;
	constructor(statusCode, error) {
		super(`Polar API returned an error: ${statusCode} - ${JSON.stringify(error)}`);
		this.statusCode = statusCode;
		this.error = error;
		this.name = "PolarClientError";
	}
};
var PolarRateLimitError = class extends PolarClientError {
	statusCode;
	retryAfter;
	constructor(statusCode, retryAfter = null) {
		super(statusCode, "Rate limit exceeded");
		this.statusCode = statusCode;
		this.retryAfter = retryAfter;
		this.name = "PolarRateLimitError";
	}
};
const buildUrl = (url, pathParams, queryParams) => {
	let formattedUrl = url;
	if (pathParams) {
		for (const [key, value] of Object.entries(pathParams)) if (value !== null && value !== void 0) formattedUrl = formattedUrl.replace(`{${key}}`, encodeURIComponent(String(value)));
	}
	if (queryParams) {
		const searchParams = new URLSearchParams();
		for (const [key, value] of Object.entries(queryParams)) if (value !== null && value !== void 0) {
			if (Array.isArray(value)) for (const item of value) searchParams.append(key, String(item));
			else if (typeof value === "object") {
				for (const [subKey, subValue] of Object.entries(value)) if (subValue !== null && subValue !== void 0) {
					if (Array.isArray(subValue)) for (const item of subValue) searchParams.append(`${key}[${subKey}]`, String(item));
					else searchParams.append(`${key}[${subKey}]`, String(subValue));
				}
			} else searchParams.append(key, String(value));
		}
		const queryString = searchParams.toString();
		if (queryString) formattedUrl = `${formattedUrl}?${queryString}`;
	}
	return formattedUrl;
};
const MAX_ABORT_SIGNAL_TIMEOUT_MS = 2147483647;
const resolveBaseUrl = (servers, environment, baseUrl) => {
	if (baseUrl !== void 0) return baseUrl;
	const serverUrl = servers[environment];
	if (serverUrl === void 0) throw new Error(`Invalid environment ${JSON.stringify(environment)}. Expected one of: ${Object.keys(servers).sort().join(", ")}.`);
	return serverUrl;
};
var ClientBase = class {
	options;
	constructor(options) {
		this.options = {
			timeout: 5,
			...options
		};
	}
	buildRequest(method, url, pathParams, queryParams, body) {
		const fullUrl = buildUrl(`${this.options.baseUrl}${url}`, pathParams, queryParams);
		const headers = new Headers({
			"Content-Type": "application/json",
			"Polar-Version": this.options.version,
			Authorization: `Bearer ${this.options.accessToken}`
		});
		if (this.options.organizationId !== void 0) headers.set("Polar-Organization", this.options.organizationId);
		return [fullUrl, {
			method,
			headers,
			...body ? { body: JSON.stringify(body) } : {}
		}];
	}
	async sendRequest(request, requestOptions) {
		const [fullUrl, requestInit] = request;
		const timeout = requestOptions?.timeout ?? this.options.timeout;
		let headers = requestInit.headers;
		if (requestOptions?.accessToken !== void 0) {
			headers = new Headers(headers);
			headers.set("Authorization", `Bearer ${requestOptions.accessToken}`);
		}
		let signal = requestInit.signal;
		if (timeout !== void 0) {
			const timeoutMilliseconds = Math.ceil(timeout * 1e3);
			if (!Number.isFinite(timeout) || timeout < 0 || timeoutMilliseconds > MAX_ABORT_SIGNAL_TIMEOUT_MS) throw new RangeError(`Timeout must be a finite, non-negative number no greater than ${MAX_ABORT_SIGNAL_TIMEOUT_MS / 1e3} seconds`);
			const timeoutSignal = AbortSignal.timeout(timeoutMilliseconds);
			signal = signal ? AbortSignal.any([signal, timeoutSignal]) : timeoutSignal;
		}
		try {
			return await fetch(fullUrl, {
				...requestInit,
				headers,
				...signal ? { signal } : {}
			});
		} catch (error) {
			throw new PolarNetworkError(error instanceof Error ? error.message : String(error));
		}
	}
	async parseResponse(response, responseType, errors) {
		const statusCode = response.status;
		if (statusCode >= 500 && statusCode < 600) throw new PolarServerError(statusCode, await response.text().catch(() => "") || "Server error");
		if (statusCode >= 400 && statusCode < 500) {
			if (statusCode === 429) {
				const retryAfter = response.headers.get("Retry-After");
				if (!retryAfter && errors?.[statusCode]) {
					const ErrorClass = errors[statusCode];
					throw new ErrorClass(statusCode, await response.json());
				}
				throw new PolarRateLimitError(statusCode, retryAfter ? parseInt(retryAfter, 10) : null);
			}
			if (errors?.[statusCode]) {
				const ErrorClass = errors[statusCode];
				throw new ErrorClass(statusCode, await response.json());
			} else throw new PolarClientError(statusCode, await response.text().catch(() => "") || "Client error");
		}
		if (responseType === "json") return await response.json();
		if (responseType === "text") return await response.text();
	}
};
//#endregion
export { PolarRateLimitError as a, PolarNetworkError as i, PolarClientError as n, PolarServerError as o, PolarError as r, resolveBaseUrl as s, ClientBase as t };

//# sourceMappingURL=base-BUt6nZzk.mjs.map