"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("@arc-publishing/sdk-subs-core/lib/utils/JSONResponseHandler"));
var order_1 = require("./order");
var sales_1 = tslib_1.__importDefault(require("./sales"));
var constants_1 = require("./constants");
var utils_1 = require("./utils");
function getOrderHistory(start, pageSize, options) {
    if (start === void 0) { start = 0; }
    if (pageSize === void 0) { pageSize = 10; }
    if (options === void 0) { options = {}; }
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
                    return [2, fetch("".concat(sales_1.default.apiOrigin, "/sales/public/v1/order/history?pageSize=").concat(pageSize, "&start=").concat(start).concat(options.status ? "&status=".concat(options.status) : ''), {
                            method: 'GET',
                            cache: 'no-cache',
                            headers: tslib_1.__assign({ Authorization: "Bearer ".concat(sales_1.default._Identity.userIdentity.accessToken) }, constants_1.headers)
                        })
                            .then(JSONResponseHandler_1.default)
                            .then(function (json) {
                            if ((0, order_1.isPaginatedOrders)(json)) {
                                sales_1.default.orders = (0, utils_1.mergeOrders)(sales_1.default.orders, json.orders);
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
exports.default = getOrderHistory;
//# sourceMappingURL=getOrderHistory.js.map