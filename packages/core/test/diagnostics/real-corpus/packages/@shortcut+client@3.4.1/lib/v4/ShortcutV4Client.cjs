const require_Api = require("./generated/Api.cjs");
const require_timeout = require("./timeout.cjs");
//#region src/v4/ShortcutV4Client.ts
const SHORTCUT_V4_BASE_URL = "https://api.app.shortcut.com";
const DEFAULT_REFRESH_BEFORE_MS = 300 * 1e3;
function requireToken(token) {
	if (typeof token !== "string" || token.length === 0) throw new TypeError("ShortcutV4Client requires a token");
}
/** `expiresAt` as epoch milliseconds, or `undefined` when unknown. */
function expiryMs(value, owner) {
	if (value === void 0) return void 0;
	const ms = value instanceof Date ? value.getTime() : typeof value === "string" || typeof value === "number" ? new Date(value).getTime() : NaN;
	if (Number.isNaN(ms)) throw new TypeError(`${owner} expiresAt must be a Date, epoch milliseconds, or an ISO 8601 string`);
	return ms;
}
/** The validated refresh options, or `undefined` when refresh is off. */
function resolveRefresh(refresh) {
	if (refresh === void 0) return void 0;
	if (typeof refresh?.run !== "function") throw new TypeError("ShortcutV4Client refresh.run must be a function");
	const beforeMs = refresh.beforeMs ?? DEFAULT_REFRESH_BEFORE_MS;
	if (typeof beforeMs !== "number" || Number.isNaN(beforeMs) || beforeMs < 0) throw new TypeError("ShortcutV4Client refresh.beforeMs must be a non-negative number of milliseconds");
	return {
		run: refresh.run,
		beforeMs,
		expiresAt: expiryMs(refresh.expiresAt, "ShortcutV4Client refresh")
	};
}
const isRecord = (value) => typeof value === "object" && value !== null;
function isShortcutV4RequestError(value) {
	return isRecord(value) && typeof value.status === "number" && "error" in value && isRecord(value.request) && typeof value.request.method === "string" && typeof value.request.path === "string";
}
const IDENTIFIER = /^[a-z][a-z0-9_]{0,79}$/;
/**
* Reduces a rejected request to its method, pathname, status, and the body's
* machine-readable `tag` and `error` codes. Free-form messages, the response
* body, the query string, and headers are left out, so the result can be
* logged without echoing user content, cursors, or credentials. Returns
* `null` for anything that is not a v4 rejection.
*/
function summarizeShortcutV4Error(error) {
	if (!isShortcutV4RequestError(error)) return null;
	const summary = {
		method: error.request.method,
		path: error.request.path,
		status: error.status
	};
	const body = error.error;
	if (body !== null && typeof body === "object") {
		const { tag, error: code } = body;
		if (typeof tag === "string" && IDENTIFIER.test(tag)) summary.tag = tag;
		if (typeof code === "string" && IDENTIFIER.test(code)) summary.code = code;
	}
	return summary;
}
const MAX_PAGES = 1e4;
/**
* Shortcut REST API v4 client.
*
* Generated operations take the workspace slug as their first argument;
* `workspace(slug)` returns the same operations with it applied. Requests
* that fail reject with the `Response`, so `isShortcutV4RequestError` narrows
* a caught error to one with a typed `.error` body, `.status`, and the
* `.request` that produced it. Every request is aborted with a `TimeoutError`
* after `timeoutMs`.
*
* ```ts
* const client = new ShortcutV4Client({ token });
* const { entity } = await client.workspace('acme').getStory(123, { fields: 'name,team' });
* ```
*/
var ShortcutV4Client = class extends require_Api.Api {
	timeoutMs;
	refresh;
	expiresAt;
	refreshing;
	tokenGeneration = 0;
	constructor(options) {
		requireToken(options?.token);
		const timeoutMs = require_timeout.resolveTimeoutMs(options.timeoutMs, "ShortcutV4Client");
		const refresh = resolveRefresh(options.refresh);
		super({
			baseUrl: (options.baseUrl ?? "https://api.app.shortcut.com").replace(/\/+$/, ""),
			...options.fetch ? { customFetch: options.fetch } : {},
			baseApiParams: {
				secure: true,
				format: "json",
				...options.baseApiParams
			},
			securityWorker: (token) => token ? { headers: { Authorization: `Bearer ${token}` } } : {}
		});
		this.timeoutMs = timeoutMs;
		this.setSecurityData(options.token);
		if (refresh !== void 0) {
			this.refresh = {
				run: refresh.run,
				beforeMs: refresh.beforeMs
			};
			this.expiresAt = refresh.expiresAt;
		}
		const base = this.request;
		this.request = async ({ cancelToken, signal, ...params }) => {
			const registry = this.abortControllers;
			const cancel = cancelToken === void 0 ? signal : this.createAbortSignal(cancelToken);
			const controller = cancelToken === void 0 ? void 0 : registry?.get(cancelToken);
			try {
				return await require_timeout.withTimeout(this.timeoutMs, cancel, (combined) => this.withFreshToken(combined, () => {
					combined?.throwIfAborted();
					return base({
						...params,
						signal: combined
					});
				}));
			} finally {
				if (cancelToken !== void 0 && controller !== void 0 && registry?.get(cancelToken) === controller) registry.delete(cancelToken);
			}
		};
	}
	/**
	* Replaces the bearer token, e.g. after an OAuth refresh done outside the
	* client, and records its expiry. Omit `expiresAt` when it is unknown; the
	* previous expiry does not carry over to a new token.
	*/
	setToken(token, expiresAt) {
		requireToken(token);
		const expiry = expiryMs(expiresAt, "ShortcutV4Client setToken");
		this.setSecurityData(token);
		this.tokenGeneration += 1;
		this.expiresAt = expiry;
	}
	/**
	* Runs `send` with a token that is not about to expire, and once more
	* after a fresh token when the first attempt comes back 401.
	*/
	async withFreshToken(signal, send) {
		const refresh = this.refresh;
		if (refresh === void 0) return send();
		if (this.refreshing || this.isExpiring()) await this.refreshToken(refresh, signal);
		const generation = this.tokenGeneration;
		try {
			return await send();
		} catch (error) {
			if (!isShortcutV4RequestError(error) || error.status !== 401) throw error;
			if (generation === this.tokenGeneration || this.refreshing) await this.refreshToken(refresh, signal);
			return send();
		}
	}
	isExpiring() {
		return this.refresh !== void 0 && this.expiresAt !== void 0 && Date.now() >= this.expiresAt - this.refresh.beforeMs;
	}
	/** Starts or joins the one in-flight refresh; each caller can abandon its own wait. */
	refreshToken(refresh, signal) {
		if (signal?.aborted) return Promise.reject(signal.reason);
		this.refreshing ??= new Promise((resolve) => resolve(refresh.run())).then(({ token, expiresAt }) => this.setToken(token, expiresAt)).finally(() => {
			this.refreshing = void 0;
		});
		return require_timeout.untilAborted(this.refreshing, signal);
	}
	/** The API bound to one workspace slug. */
	workspace(slug) {
		if (typeof slug !== "string" || slug.length === 0) throw new TypeError("workspace slug is required");
		const members = /* @__PURE__ */ new Map();
		return new Proxy(this, { get: (target, property) => {
			const value = Reflect.get(target, property);
			if (typeof value !== "function") return value;
			const cached = members.get(property);
			if (cached?.source === value) return cached.member;
			const member = require_Api.workspaceOperations.has(property) ? (...rest) => value.call(target, slug, ...rest) : value.bind(target);
			members.set(property, {
				source: value,
				member
			});
			return member;
		} });
	}
	/**
	* Fetches the page after `page` by following its `next_page_url`, or
	* resolves `null` on the last page. The link is only followed when it points
	* at this client's API origin under `/api/v4/` and carries nothing but a
	* `cursor` and optional `fields`, so the bearer token never leaves the API.
	*/
	async nextPage(page) {
		const next = page.next_page_url;
		if (next === void 0 || next === null || next === "") {
			if (isCount(page.current_page) && isCount(page.total_pages) && page.current_page < page.total_pages) throw new Error("Shortcut list page is missing its next_page_url");
			return null;
		}
		if (typeof next !== "string") throw new Error("Shortcut list page has an invalid next_page_url");
		const base = new URL(this.baseUrl);
		let url;
		try {
			url = new URL(next, base);
		} catch {
			throw new Error("Shortcut list page has an invalid next_page_url");
		}
		const keys = [...url.searchParams.keys()];
		if (url.origin !== base.origin || !url.pathname.startsWith("/api/v4/") || url.username || url.password || url.hash || url.searchParams.getAll("cursor").length !== 1 || !url.searchParams.get("cursor") || keys.some((key) => key !== "cursor" && key !== "fields")) throw new Error("Shortcut list page has an unsafe next_page_url");
		const query = { cursor: url.searchParams.get("cursor") };
		const fields = url.searchParams.get("fields");
		if (fields) query.fields = fields;
		const params = {
			path: url.pathname,
			method: "GET",
			query,
			secure: true,
			format: "json"
		};
		return this.request(params);
	}
	/**
	* Iterates every entity across all pages of a list result, following
	* cursors with {@link nextPage}. Stops with an error on a repeated cursor,
	* a missing link, or an implausible page count rather than yielding a
	* partial list as if it were complete.
	*/
	async *paginate(first) {
		let page = await first;
		const seen = /* @__PURE__ */ new Set();
		for (let count = 1; page; count += 1) {
			if (!Array.isArray(page.entities)) throw new Error("Shortcut list page has no entities");
			yield* page.entities;
			const cursor = page.next_page_url ? new URL(page.next_page_url, this.baseUrl).searchParams.get("cursor") : null;
			if (cursor) {
				if (seen.has(cursor)) throw new Error("Shortcut list pagination repeated a cursor");
				seen.add(cursor);
			}
			if (count >= MAX_PAGES) throw new Error("Shortcut list pagination exceeded the page limit");
			page = await this.nextPage(page);
		}
	}
};
function isCount(value) {
	return Number.isInteger(value) && value >= 0;
}
//#endregion
exports.SHORTCUT_V4_BASE_URL = SHORTCUT_V4_BASE_URL;
exports.ShortcutV4Client = ShortcutV4Client;
exports.isShortcutV4RequestError = isShortcutV4RequestError;
exports.summarizeShortcutV4Error = summarizeShortcutV4Error;
