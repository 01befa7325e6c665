"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getUserSettings = void 0;
var tslib_1 = require("tslib");
var constants_1 = require("./constants");
var identity_1 = tslib_1.__importDefault(require("./identity"));
var JSONResponseHandler_1 = tslib_1.__importDefault(require("../serviceHelpers/JSONResponseHandler"));
var APIErrorResponse_1 = require("../serviceHelpers/APIErrorResponse");
function getUserSettings() {
    return tslib_1.__awaiter(this, void 0, void 0, function () {
        var isLoggedIn;
        return tslib_1.__generator(this, function (_a) {
            switch (_a.label) {
                case 0:
                    if (!!identity_1.default.userSettings) return [3, 2];
                    return [4, identity_1.default.isLoggedIn()];
                case 1:
                    isLoggedIn = _a.sent();
                    if (!isLoggedIn) {
                        throw new Error("".concat(constants_1.logPrefix, " Missing or invalid jwt"));
                    }
                    return [2, fetch("".concat(identity_1.default.apiOrigin, "/identity/public/v1/user/settings"), {
                            method: 'GET',
                            cache: 'no-cache',
                            headers: tslib_1.__assign({ Authorization: "Bearer ".concat(identity_1.default.userIdentity.accessToken) }, constants_1.headers)
                        })
                            .then(JSONResponseHandler_1.default)
                            .then(function (json) {
                            if ((0, APIErrorResponse_1.isAPIErrorResponse)(json)) {
                                throw json;
                            }
                            else {
                                identity_1.default.userSettings = json;
                                return json;
                            }
                        })];
                case 2: return [2, identity_1.default.userSettings];
            }
        });
    });
}
exports.getUserSettings = getUserSettings;
exports.default = getUserSettings;
//# sourceMappingURL=getUserSettings.js.map