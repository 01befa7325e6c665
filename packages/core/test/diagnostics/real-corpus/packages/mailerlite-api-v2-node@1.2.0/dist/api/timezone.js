"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
function default_1(client) {
    return {
        getTimezones: function () {
            return client.get('timezone');
        },
        getTimezone: function (timezoneId) {
            return client.get("timezone/" + timezoneId);
        },
    };
}
exports.default = default_1;
