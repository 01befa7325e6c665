"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Environment = void 0;
const DEFAULT_PROTOCOL = 'https';
const DEFAULT_TIME_OUT = 80000;
const DEFAULT_PORT = 443;
const DEFAULT_TIME_MACHINE_WAIT = 3000;
const DEFAULT_EXPORT_WAIT = 3000;
exports.Environment = {
    protocol: DEFAULT_PROTOCOL,
    hostSuffix: '.chargebee.com',
    apiPath: '/api/v2',
    timeout: DEFAULT_TIME_OUT,
    clientVersion: 'v3.33.0',
    port: DEFAULT_PORT,
    timemachineWaitInMillis: DEFAULT_TIME_MACHINE_WAIT,
    exportWaitInMillis: DEFAULT_EXPORT_WAIT,
};
