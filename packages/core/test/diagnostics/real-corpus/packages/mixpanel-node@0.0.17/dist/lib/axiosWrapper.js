"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.configureMixpanelRegion = void 0;
const axios_1 = require("axios");
const serverRegion = {
    eu: "https://api-eu.mixpanel.com",
    us: "https://api.mixpanel.com",
};
axios_1.default.defaults.baseURL = serverRegion.us;
function configureMixpanelRegion(region) {
    axios_1.default.defaults.baseURL = serverRegion[region];
}
exports.configureMixpanelRegion = configureMixpanelRegion;
exports.default = axios_1.default;
//# sourceMappingURL=axiosWrapper.js.map