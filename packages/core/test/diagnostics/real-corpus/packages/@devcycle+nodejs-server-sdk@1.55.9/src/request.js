"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EVENTS_PATH = exports.EVENT_URL = exports.HOST = void 0;
exports.publishEvents = publishEvents;
const server_request_1 = require("../server-request/src");
exports.HOST = '.devcycle.com';
exports.EVENT_URL = 'https://events';
exports.EVENTS_PATH = '/v1/events/batch';
async function publishEvents(logger, sdkKey, eventsBatch, eventsBaseURLOverride) {
    const url = eventsBaseURLOverride
        ? `${eventsBaseURLOverride}${exports.EVENTS_PATH}`
        : `${exports.EVENT_URL}${exports.HOST}${exports.EVENTS_PATH}`;
    return await (0, server_request_1.post)(url, {
        body: JSON.stringify({ batch: eventsBatch }),
    }, sdkKey);
}
//# sourceMappingURL=request.js.map