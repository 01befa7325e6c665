"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.addBearerTokenHeader = void 0;
const addBearerTokenHeader = (client, accessToken) => {
    if (accessToken) {
        return client.extend({
            headers: {
                Authorization: `Bearer ${accessToken}`,
            },
        });
    }
    return client;
};
exports.addBearerTokenHeader = addBearerTokenHeader;
//# sourceMappingURL=headers.js.map