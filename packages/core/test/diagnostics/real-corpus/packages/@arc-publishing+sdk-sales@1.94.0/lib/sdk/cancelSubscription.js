"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("@arc-publishing/sdk-subs-core/lib/utils/JSONResponseHandler"));
var constants_1 = require("./constants");
var subscription_1 = require("./subscription");
var sales_1 = tslib_1.__importDefault(require("./sales"));
var utils_1 = require("./utils");
function cancelSubscription(id, reason, reasonCode) {
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
                    body = JSON.stringify({ reason: reason, reasonCode: reasonCode });
                    return [2, fetch("".concat(sales_1.default.apiOrigin, "/sales/public/v1/subscription/").concat(id, "/cancel"), {
                            method: 'PUT',
                            headers: tslib_1.__assign({ Authorization: "Bearer ".concat(sales_1.default._Identity.userIdentity.accessToken) }, constants_1.headers),
                            body: body
                        })
                            .then(JSONResponseHandler_1.default)
                            .then(function (json) {
                            if ((0, subscription_1.isSubscriptionIDResponse)(json)) {
                                var oldSub = (0, utils_1.getSubscription)(id);
                                sales_1.default.subscriptions = (0, utils_1.updateSubscription)(sales_1.default.subscriptions, tslib_1.__assign(tslib_1.__assign({}, oldSub), { subscriptionID: json.subscriptionID, status: 3 }));
                                return json;
                            }
                            else {
                                throw json;
                            }
                        })];
            }
        });
    });
}
exports.default = cancelSubscription;
//# sourceMappingURL=cancelSubscription.js.map