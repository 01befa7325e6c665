"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("@arc-publishing/sdk-subs-core/lib/utils/JSONResponseHandler"));
var constants_1 = require("./constants");
var utils_1 = require("./utils");
var sales_1 = tslib_1.__importDefault(require("./sales"));
var subscription_1 = require("./subscription");
function updateBillingAddress(billingAddress, subscriptionID) {
    return tslib_1.__awaiter(this, void 0, void 0, function () {
        var isLoggedIn, body;
        return tslib_1.__generator(this, function (_a) {
            switch (_a.label) {
                case 0: return [4, sales_1.default._Identity.isLoggedIn()];
                case 1:
                    isLoggedIn = _a.sent();
                    if (!isLoggedIn) {
                        throw new Error("".concat(constants_1.logPrefix, " Missing or invalid jwt"));
                    }
                    body = JSON.stringify({ billingAddress: billingAddress, subscriptionID: subscriptionID });
                    return [2, sales_1.default.getSubscriptionDetails(subscriptionID).then(function (sub) {
                            if ((0, subscription_1.isSubscription)(sub)) {
                                return fetch("".concat(sales_1.default.apiOrigin, "/sales/public/v1/subscription/address"), {
                                    method: 'PUT',
                                    headers: tslib_1.__assign({ Authorization: "Bearer ".concat(sales_1.default._Identity.userIdentity.accessToken) }, constants_1.headers),
                                    body: body
                                })
                                    .then(JSONResponseHandler_1.default)
                                    .then(function (json) {
                                    if ((0, subscription_1.isAddress)(json)) {
                                        sales_1.default.subscriptions = (0, utils_1.updateSubscription)(sales_1.default.subscriptions, tslib_1.__assign(tslib_1.__assign({}, sub), { subscriptionID: subscriptionID, billingAddress: json }));
                                        return json;
                                    }
                                    else {
                                        throw json;
                                    }
                                });
                            }
                            else {
                                throw sub;
                            }
                        })];
            }
        });
    });
}
exports.default = updateBillingAddress;
//# sourceMappingURL=updateBillingAddress.js.map