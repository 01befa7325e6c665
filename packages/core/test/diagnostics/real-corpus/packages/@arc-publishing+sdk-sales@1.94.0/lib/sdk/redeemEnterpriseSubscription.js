"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("@arc-publishing/sdk-subs-core/lib/utils/JSONResponseHandler"));
var subscription_1 = require("./subscription");
var sales_1 = tslib_1.__importDefault(require("./sales"));
var constants_1 = require("./constants");
function redeemEnterpriseSubscription(nonce) {
    return tslib_1.__awaiter(this, void 0, void 0, function () {
        var isLoggedIn;
        var _this = this;
        return tslib_1.__generator(this, function (_a) {
            switch (_a.label) {
                case 0: return [4, sales_1.default._Identity.isLoggedIn()];
                case 1:
                    isLoggedIn = _a.sent();
                    if (!isLoggedIn) {
                        throw new Error("".concat(constants_1.logPrefix, " Missing or invalid jwt"));
                    }
                    return [2, fetch("".concat(sales_1.default.apiOrigin, "/sales/public/v2/subscriptions/enterprise"), {
                            method: 'POST',
                            body: JSON.stringify({
                                nonce: nonce
                            }),
                            headers: tslib_1.__assign({ Authorization: "Bearer ".concat(sales_1.default._Identity.userIdentity.accessToken) }, constants_1.headers)
                        })
                            .then(JSONResponseHandler_1.default)
                            .then(function (json) { return tslib_1.__awaiter(_this, void 0, void 0, function () {
                            return tslib_1.__generator(this, function (_a) {
                                switch (_a.label) {
                                    case 0:
                                        if (!(0, subscription_1.isSubscriptionIDResponse)(json)) return [3, 2];
                                        return [4, sales_1.default.getSubscriptionDetails(json.subscriptionID)];
                                    case 1:
                                        _a.sent();
                                        return [2, json];
                                    case 2: throw json;
                                }
                            });
                        }); })];
            }
        });
    });
}
exports.default = redeemEnterpriseSubscription;
//# sourceMappingURL=redeemEnterpriseSubscription.js.map