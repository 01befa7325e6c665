"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkSwgSubscriptionToken = exports.isCheckSwgSubscriptionTokenResponse = void 0;
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("@arc-publishing/sdk-subs-core/lib/utils/JSONResponseHandler"));
var constants_1 = require("./constants");
var sales_1 = tslib_1.__importDefault(require("./sales"));
var isCheckSwgSubscriptionTokenResponse = function (response) {
    return typeof response.exists === 'boolean';
};
exports.isCheckSwgSubscriptionTokenResponse = isCheckSwgSubscriptionTokenResponse;
var checkSwgSubscriptionToken = function (_a) {
    var subscriptionToken = _a.subscriptionToken, _b = _a.findOrCreate, findOrCreate = _b === void 0 ? false : _b;
    return tslib_1.__awaiter(void 0, void 0, void 0, function () {
        return tslib_1.__generator(this, function (_c) {
            return [2, fetch("".concat(sales_1.default.apiOrigin, "/sales/public/v1/swg/loginexists"), {
                    method: 'POST',
                    headers: constants_1.headers,
                    body: JSON.stringify(tslib_1.__assign(tslib_1.__assign({}, JSON.parse(subscriptionToken)), { findOrCreate: findOrCreate }))
                })
                    .then(JSONResponseHandler_1.default)
                    .then(function (response) {
                    if ((0, exports.isCheckSwgSubscriptionTokenResponse)(response)) {
                        return response;
                    }
                    else {
                        throw response;
                    }
                })];
        });
    });
};
exports.checkSwgSubscriptionToken = checkSwgSubscriptionToken;
exports.default = exports.checkSwgSubscriptionToken;
//# sourceMappingURL=checkSwgSubscriptionToken.js.map