"use strict";
var __assign = (this && this.__assign) || function () {
    __assign = Object.assign || function(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
            s = arguments[i];
            for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
                t[p] = s[p];
        }
        return t;
    };
    return __assign.apply(this, arguments);
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
var account_1 = __importDefault(require("./api/account"));
var client_1 = __importDefault(require("./client"));
var batch_1 = __importDefault(require("./api/batch"));
var campaigns_1 = __importDefault(require("./api/campaigns"));
var fields_1 = __importDefault(require("./api/fields"));
var groups_1 = __importDefault(require("./api/groups"));
var segments_1 = __importDefault(require("./api/segments"));
var settings_1 = __importDefault(require("./api/settings"));
var stats_1 = __importDefault(require("./api/stats"));
var subscribers_1 = __importDefault(require("./api/subscribers"));
var timezones_1 = __importDefault(require("./api/timezones"));
var webhooks_1 = __importDefault(require("./api/webhooks"));
function MailerLite(apiKey, options) {
    if (options === void 0) { options = {}; }
    var client = (0, client_1.default)(apiKey, options);
    return __assign(__assign(__assign(__assign(__assign(__assign(__assign(__assign(__assign(__assign(__assign({}, (0, account_1.default)(client)), (0, batch_1.default)(client)), (0, campaigns_1.default)(client)), (0, fields_1.default)(client)), (0, groups_1.default)(client)), (0, segments_1.default)(client)), (0, settings_1.default)(client)), (0, stats_1.default)(client)), (0, subscribers_1.default)(client)), (0, timezones_1.default)(client)), (0, webhooks_1.default)(client));
}
exports.default = MailerLite;
