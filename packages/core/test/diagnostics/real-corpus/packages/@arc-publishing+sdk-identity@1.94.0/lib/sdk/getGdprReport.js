"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("../serviceHelpers/JSONResponseHandler"));
var identity_1 = tslib_1.__importDefault(require("./identity"));
var constants_1 = require("./constants");
var gdpr_1 = require("./gdpr");
function getGdprReport(id) {
    return tslib_1.__awaiter(this, void 0, void 0, function () {
        var isLoggedIn;
        return tslib_1.__generator(this, function (_a) {
            switch (_a.label) {
                case 0: return [4, identity_1.default.isLoggedIn()];
                case 1:
                    isLoggedIn = _a.sent();
                    if (!isLoggedIn) {
                        throw new Error("".concat(constants_1.logPrefix, " Missing or invalid jwt"));
                    }
                    return [2, fetch("".concat(identity_1.default.apiOrigin, "/identity/public/v1/gdpr/").concat(id), {
                            method: 'GET',
                            cache: 'no-cache',
                            headers: tslib_1.__assign({ Authorization: "Bearer ".concat(identity_1.default.userIdentity.accessToken) }, constants_1.headers)
                        })
                            .then(JSONResponseHandler_1.default)
                            .then(function (json) {
                            if ((0, gdpr_1.isGdprReport)(json)) {
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
exports.default = getGdprReport;
//# sourceMappingURL=getGdprReport.js.map