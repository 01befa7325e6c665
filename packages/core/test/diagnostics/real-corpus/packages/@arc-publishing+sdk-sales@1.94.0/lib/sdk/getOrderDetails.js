"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("@arc-publishing/sdk-subs-core/lib/utils/JSONResponseHandler"));
var constants_1 = require("./constants");
var utils_1 = require("./utils");
var order_1 = require("./order");
var sales_1 = tslib_1.__importDefault(require("./sales"));
var utils_2 = require("./utils");
function getOrderDetails(orderNumber) {
    return tslib_1.__awaiter(this, void 0, void 0, function () {
        var isLoggedIn, options;
        return tslib_1.__generator(this, function (_a) {
            switch (_a.label) {
                case 0: return [4, sales_1.default._Identity.isLoggedIn()];
                case 1:
                    isLoggedIn = _a.sent();
                    if (!isLoggedIn) {
                        throw new Error("".concat(constants_1.logPrefix, " Missing or invalid jwt"));
                    }
                    return [4, (0, utils_1.getOptions)({ method: 'GET', headers: constants_1.headers, cache: 'no-cache' })];
                case 2:
                    options = _a.sent();
                    return [2, fetch("".concat(sales_1.default.apiOrigin, "/sales/public/v1/order/detail/").concat(orderNumber), options)
                            .then(JSONResponseHandler_1.default)
                            .then(function (json) {
                            if ((0, order_1.isOrderResponse)(json)) {
                                sales_1.default.orders = (0, utils_2.updateOrder)(sales_1.default.orders, json);
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
exports.default = getOrderDetails;
//# sourceMappingURL=getOrderDetails.js.map