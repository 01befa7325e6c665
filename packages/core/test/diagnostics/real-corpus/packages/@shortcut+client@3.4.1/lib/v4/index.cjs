Object.defineProperties(exports, {
	__esModule: { value: true },
	[Symbol.toStringTag]: { value: "Module" }
});
const require_ShortcutV4Client = require("./ShortcutV4Client.cjs");
const require_oauth = require("./oauth.cjs");
exports.SHORTCUT_V4_BASE_URL = require_ShortcutV4Client.SHORTCUT_V4_BASE_URL;
exports.ShortcutOAuth = require_oauth.ShortcutOAuth;
exports.ShortcutOAuthError = require_oauth.ShortcutOAuthError;
exports.ShortcutV4Client = require_ShortcutV4Client.ShortcutV4Client;
exports.applyRefresh = require_oauth.applyRefresh;
exports.default = require_ShortcutV4Client.ShortcutV4Client;
exports.grantedScopes = require_oauth.grantedScopes;
exports.isShortcutV4RequestError = require_ShortcutV4Client.isShortcutV4RequestError;
exports.summarizeShortcutV4Error = require_ShortcutV4Client.summarizeShortcutV4Error;
