"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("@arc-publishing/sdk-subs-core/lib/utils/JSONResponseHandler"));
var constants_1 = require("./constants");
var utils_1 = require("./utils");
var sales_1 = tslib_1.__importDefault(require("./sales"));
var order_1 = require("./order");
function getCart() {
    return tslib_1.__awaiter(this, void 0, void 0, function () {
        var options;
        return tslib_1.__generator(this, function (_a) {
            switch (_a.label) {
                case 0: return [4, (0, utils_1.getOptions)({ method: 'GET', headers: constants_1.headers })];
                case 1:
                    options = _a.sent();
                    return [2, fetch("".concat(sales_1.default.apiOrigin, "/sales/public/v1/cart"), options)
                            .then(JSONResponseHandler_1.default)
                            .then(function (json) {
                            if ((0, order_1.isCart)(json)) {
                                sales_1.default.cart = json;
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
exports.default = getCart;
//# sourceMappingURL=getCart.js.map