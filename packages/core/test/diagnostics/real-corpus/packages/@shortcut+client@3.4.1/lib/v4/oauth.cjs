const require_timeout = require("./timeout.cjs");
//#region src/v4/oauth.ts
/**
* The tokens after a refresh: the rotated fields from `refreshed` over
* `previous`, so the workspace, permission, scope, and token type fields
* survive a refresh response that omits them.
*/
function applyRefresh(previous, refreshed) {
	const rotated = Object.fromEntries(Object.entries(refreshed).filter(([, value]) => value !== void 0));
	return {
		...previous,
		...rotated
	};
}
var ShortcutOAuthError = class extends Error {
	status;
	error;
	errorDescription;
	constructor(status, error, errorDescription) {
		super(`Shortcut OAuth token request failed with HTTP ${status}: ${error}`);
		this.name = "ShortcutOAuthError";
		this.status = status;
		this.error = error;
		this.errorDescription = errorDescription;
	}
};
/** Splits the `scope` field into individual scopes. */
function grantedScopes(tokens) {
	return typeof tokens.scope === "string" ? [...new Set(tokens.scope.trim().split(/\s+/).filter(Boolean))] : [];
}
/**
* The OAuth authorization-code flow an agent app completes when a workspace
* installs it, and the refresh it performs before tokens expire.
*/
var ShortcutOAuth = class {
	options;
	fetch;
	timeoutMs;
	constructor(options) {
		for (const key of ["clientId", "clientSecret"]) if (typeof options?.[key] !== "string" || options[key].length === 0) throw new TypeError(`ShortcutOAuth requires ${key}`);
		this.options = options;
		this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
		this.timeoutMs = require_timeout.resolveTimeoutMs(options.timeoutMs, "ShortcutOAuth");
	}
	get tokenEndpoint() {
		return `${(this.options.baseUrl ?? "https://api.app.shortcut.com").replace(/\/+$/, "")}/oauth-authorization-code-flow/token`;
	}
	/** Exchanges the `code` from the redirect for the workspace's tokens. */
	exchangeAuthorizationCode(code, redirectUri = this.options.redirectUri) {
		if (typeof code !== "string" || code.length === 0) throw new TypeError("authorization code is required");
		if (typeof redirectUri !== "string" || redirectUri.length === 0) throw new TypeError("redirectUri is required");
		return this.tokenRequest({
			grant_type: "authorization_code",
			code,
			redirect_uri: redirectUri
		}, ["access_token", "workspace2_id"]);
	}
	refreshAccessToken(source) {
		if (typeof source === "object" && source !== null) return this.refreshAccessToken(source.refresh_token).then((refreshed) => applyRefresh(source, refreshed));
		if (typeof source !== "string" || source.length === 0) throw new TypeError("refreshToken is required");
		return this.tokenRequest({
			grant_type: "refresh_token",
			refresh_token: source
		}, ["access_token", "refresh_token"]);
	}
	tokenRequest(params, required) {
		return require_timeout.withTimeout(this.timeoutMs, void 0, async (signal) => {
			const response = await this.fetch(this.tokenEndpoint, {
				method: "POST",
				headers: {
					"content-type": "application/x-www-form-urlencoded",
					accept: "application/json"
				},
				body: new URLSearchParams({
					client_id: this.options.clientId,
					client_secret: this.options.clientSecret,
					...params
				}),
				signal
			});
			const text = await response.text();
			let body = {};
			try {
				body = text ? JSON.parse(text) : {};
			} catch {
				body = {};
			}
			if (!response.ok) throw new ShortcutOAuthError(response.status, typeof body.error === "string" ? body.error : "unknown_error", typeof body.error_description === "string" ? body.error_description : void 0);
			if (required.some((field) => typeof body[field] !== "string")) throw new ShortcutOAuthError(response.status, "invalid_token_response");
			return body;
		});
	}
};
//#endregion
exports.ShortcutOAuth = ShortcutOAuth;
exports.ShortcutOAuthError = ShortcutOAuthError;
exports.applyRefresh = applyRefresh;
exports.grantedScopes = grantedScopes;
