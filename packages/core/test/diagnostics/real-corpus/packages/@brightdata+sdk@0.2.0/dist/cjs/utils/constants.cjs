'use strict';

const PACKAGE_VERSION = "0.2.0";
const USER_AGENT = `brightdata-sdk-js/${PACKAGE_VERSION}`;
// API Configuration
const DEFAULT_CONCURRENCY = 10;
const DEFAULT_TIMEOUT = 120_000;
const MAX_RETRIES = 3;
const RETRY_BACKOFF_FACTOR = 1.5;
const RETRY_STATUSES = [429, 500, 502, 503, 504];
const API_BASE_URL = 'https://api.brightdata.com';
const API_ENDPOINT = {
    REQUEST: `${API_BASE_URL}/request`,
    ZONE: `${API_BASE_URL}/zone`,
    ZONE_LIST: `${API_BASE_URL}/zone/get_active_zones`,
    SCRAPE_ASYNC: `${API_BASE_URL}/datasets/v3/trigger`,
    SCRAPE_SYNC: `${API_BASE_URL}/datasets/v3/scrape`,
    SNAPSHOT_STATUS: `${API_BASE_URL}/datasets/v3/progress/{snapshot_id}`,
    SNAPSHOT_DOWNLOAD: `${API_BASE_URL}/datasets/v3/snapshot/{snapshot_id}`,
    SNAPSHOT_DELIVER: `${API_BASE_URL}/datasets/v3/deliver/{snapshot_id}`,
    SNAPSHOT_CANCEL: `${API_BASE_URL}/datasets/v3/snapshot/{snapshot_id}/cancel`,
};
const DEFAULT_WEB_UNLOCKER_ZONE = 'sdk_unlocker';
const DEFAULT_SERP_ZONE = 'sdk_serp';

exports.API_ENDPOINT = API_ENDPOINT;
exports.DEFAULT_CONCURRENCY = DEFAULT_CONCURRENCY;
exports.DEFAULT_SERP_ZONE = DEFAULT_SERP_ZONE;
exports.DEFAULT_TIMEOUT = DEFAULT_TIMEOUT;
exports.DEFAULT_WEB_UNLOCKER_ZONE = DEFAULT_WEB_UNLOCKER_ZONE;
exports.MAX_RETRIES = MAX_RETRIES;
exports.PACKAGE_VERSION = PACKAGE_VERSION;
exports.RETRY_BACKOFF_FACTOR = RETRY_BACKOFF_FACTOR;
exports.RETRY_STATUSES = RETRY_STATUSES;
exports.USER_AGENT = USER_AGENT;
