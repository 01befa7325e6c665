"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getSwgAccessToken = exports.isSwgAccessTokenResponse = void 0;
var tslib_1 = require("tslib");
var JSONResponseHandler_1 = tslib_1.__importDefault(require("../serviceHelpers/JSONResponseHandler"));
var constants_1 = require("./constants");
var identity_1 = tslib_1.__importDefault(require("./identity"));
function isSwgAccessTokenResponse(object) {
    return object.accessToken !== undefined;
}
exports.isSwgAccessTokenResponse = isSwgAccessTokenResponse;
var getSwgAccessToken = function () { return tslib_1.__awaiter(void 0, void 0, void 0, function () {
    var headers;
    return tslib_1.__generator(this, function (_a) {
        switch (_a.label) {
            case 0:
                headers = tslib_1.__assign({}, constants_1.headers);
                if (!(identity_1.default.userIdentity &&
                    identity_1.default.userIdentity.accessToken &&
                    identity_1.default.userIdentity.refreshToken)) return [3, 2];
                return [4, identity_1.default.heartbeat()];
            case 1:
                _a.sent();
                headers['Authorization'] = "Bearer ".concat(identity_1.default.userIdentity.accessToken);
                _a.label = 2;
            case 2: return [2, fetch("".concat(identity_1.default.apiOrigin, "/identity/public/v1/swg/accesstoken"), {
                    method: 'GET',
                    headers: headers
                })
                    .then(JSONResponseHandler_1.default)
                    .then(function (response) {
                    if (isSwgAccessTokenResponse(response)) {
                        return response;
                    }
                    else {
                        throw response;
                    }
                })];
        }
    });
}); };
exports.getSwgAccessToken = getSwgAccessToken;
exports.default = exports.getSwgAccessToken;
//# sourceMappingURL=getSwgAccessToken.js.map