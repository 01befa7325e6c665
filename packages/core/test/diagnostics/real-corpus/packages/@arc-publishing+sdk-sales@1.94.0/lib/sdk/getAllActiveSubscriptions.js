"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("@arc-publishing/sdk-subs-core/lib/utils/JSONResponseHandler"));
var sales_1 = tslib_1.__importDefault(require("./sales"));
var constants_1 = require("./constants");
var utils_1 = require("./utils");
function getAllActiveSubscriptions() {
    return tslib_1.__awaiter(this, void 0, void 0, function () {
        var isLoggedIn;
        return tslib_1.__generator(this, function (_a) {
            switch (_a.label) {
                case 0: return [4, sales_1.default._Identity.isLoggedIn()];
                case 1:
                    isLoggedIn = _a.sent();
                    if (!isLoggedIn) {
                        throw new Error("".concat(constants_1.logPrefix, " Missing or invalid jwt"));
                    }
                    return [2, fetch("".concat(sales_1.default.apiOrigin, "/sales/public/v1/subscription/allactive"), {
                            method: 'GET',
                            headers: tslib_1.__assign({ Authorization: "Bearer ".concat(sales_1.default._Identity.userIdentity.accessToken) }, constants_1.headers)
                        })
                            .then(JSONResponseHandler_1.default)
                            .then(function (json) {
                            if (Array.isArray(json)) {
                                var subs = json.map(function (_a) {
                                    var statusID = _a.statusID, sub = tslib_1.__rest(_a, ["statusID"]);
                                    return (tslib_1.__assign(tslib_1.__assign({}, sub), { status: statusID }));
                                });
                                sales_1.default.subscriptions = (0, utils_1.mergeSubscriptions)(sales_1.default.subscriptions, subs);
                                return subs;
                            }
                            else {
                                throw json;
                            }
                        })];
            }
        });
    });
}
exports.default = getAllActiveSubscriptions;
//# sourceMappingURL=getAllActiveSubscriptions.js.map