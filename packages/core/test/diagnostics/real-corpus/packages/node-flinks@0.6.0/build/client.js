"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const got_1 = __importDefault(require("got"));
const authorize_1 = require("./commands/authorize");
const accounts_detail_1 = require("./commands/accounts-detail");
const accounts_summary_1 = require("./commands/accounts-summary");
const statements_1 = require("./commands/statements");
const token_1 = require("./commands/token");
class FlinksClient {
    constructor(instanceName, customerId) {
        this.client = got_1.default.extend({
            prefixUrl: `https://${instanceName}-api.private.fin.ag/v3/${customerId}`,
        });
    }
    token(options, testing) {
        return (0, token_1.token)(this.client, options, testing);
    }
    authorize(options) {
        return (0, authorize_1.authorize)(this.client, options);
    }
    getAccountsDetail(options) {
        return (0, accounts_detail_1.getAccountsDetail)(this.client, options);
    }
    getAccountsDetailAsync(options) {
        return (0, accounts_detail_1.getAccountsDetailAsync)(this.client, options);
    }
    getAccountsSummary(options) {
        return (0, accounts_summary_1.getAccountsSummary)(this.client, options);
    }
    getAccountsSummaryAsync(options) {
        return (0, accounts_summary_1.getAccountsSummaryAsync)(this.client, options);
    }
    getStatements(options) {
        return (0, statements_1.getStatements)(this.client, options);
    }
    getStatementsAsync(options) {
        return (0, statements_1.getStatementsAsync)(this.client, options);
    }
}
exports.default = FlinksClient;
//# sourceMappingURL=client.js.map