"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_ENTITLEMENTS_TIMEOUT = exports.DEFAULT_TIMEOUT = exports.SDK_NAME = exports.SDK_SOURCE_TYPE = void 0;
exports.getConfiguration = getConfiguration;
exports.validateConfiguration = validateConfiguration;
const api_client_js_1 = require("@stigg/api-client-js");
const loggerService_1 = require("./services/loggerService");
const lodash_1 = require("lodash");
const v8_1 = __importDefault(require("v8"));
exports.SDK_SOURCE_TYPE = api_client_js_1.SourceType.NodeServerSdk;
exports.SDK_NAME = 'node-server-sdk';
exports.DEFAULT_TIMEOUT = 60 * 1000;
exports.DEFAULT_ENTITLEMENTS_TIMEOUT = 10 * 1000;
const LOCALHOST_IPS = ['localhost', '127.0.0.1', '::1'];
function getDefaultMemoryCacheMaxSizeBytes() {
    return v8_1.default.getHeapStatistics().total_available_size * 0.75;
}
const defaults = () => {
    const baseUri = 'https://api.stigg.io';
    return {
        baseUri,
        wsUrl: getWsUrl(baseUri),
        baseEdgeUri: getBaseEdgeApiUri(baseUri),
        logConfiguration: {
            logger: console,
            logLevel: loggerService_1.LogLevel.ERROR,
        },
        timeout: exports.DEFAULT_TIMEOUT,
        entitlementsTimeout: exports.DEFAULT_ENTITLEMENTS_TIMEOUT,
        realtimeUpdatesEnabled: true,
        enableEdge: true,
        memoryCacheMaxSizeBytes: getDefaultMemoryCacheMaxSizeBytes(),
        enableRemoteConfig: true,
    };
};
const defaultRedisOptions = () => ({
    commandTimeout: 60000,
    retryStrategy: (times) => {
        const baseDelay = Math.min(2 ** times * 100, 8000);
        const jitter = Math.floor(Math.random() * 500);
        return baseDelay + jitter;
    },
});
function getConfiguration(configuration) {
    const defaultConfig = defaults();
    const wsUrl = configuration.wsUrl
        ? configuration.wsUrl
        : configuration.baseUri
            ? getWsUrl(configuration.baseUri)
            : defaultConfig.wsUrl;
    const baseEdgeUri = configuration.baseEdgeUri
        ? configuration.baseEdgeUri
        : configuration.baseUri
            ? getBaseEdgeApiUri(configuration.baseUri)
            : defaultConfig.baseEdgeUri;
    const redis = configuration.redis ? (0, lodash_1.merge)(defaultRedisOptions(), configuration.redis) : undefined;
    return (0, lodash_1.merge)(defaultConfig, configuration, { wsUrl, baseEdgeUri, redis });
}
function getWsUrl(apiUrl) {
    const url = new URL(apiUrl);
    if (url.protocol === 'http:') {
        url.protocol = 'ws:';
    }
    else if (url.protocol === 'https:') {
        url.protocol = 'wss:';
    }
    // Remove last char since URL.toString() adds a redundant backslash
    return url.toString().slice(0, -1);
}
function getBaseEdgeApiUri(apiUrl) {
    const url = new URL(apiUrl);
    if (LOCALHOST_IPS.includes(url.hostname)) {
        url.port = '3060';
    }
    else {
        url.hostname = `edge.${url.hostname}`;
    }
    // Remove last char since URL.toString() adds a redundant backslash
    return url.toString().slice(0, -1);
}
/**
 * We are validating here configuration that is required in order to initiate a new client, otherwise we return error
 */
function validateConfiguration(configuration, loggerService) {
    if (!configuration.apiKey) {
        const error = 'You must configure the client with an API key';
        loggerService.error(error);
        throw new Error(error);
    }
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiY29uZmlndXJhdGlvbi5qcyIsInNvdXJjZVJvb3QiOiIiLCJzb3VyY2VzIjpbIi4uL3NyYy9jb25maWd1cmF0aW9uLnRzIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiI7Ozs7OztBQThIUyw0Q0FBZ0I7QUFBdUIsc0RBQXFCO0FBOUhyRSx3REFBa0Q7QUFDbEQsNERBQXFGO0FBQ3JGLG1DQUErQjtBQUUvQiw0Q0FBb0I7QUFHUCxRQUFBLGVBQWUsR0FBRywwQkFBVSxDQUFDLGFBQWEsQ0FBQztBQUMzQyxRQUFBLFFBQVEsR0FBRyxpQkFBaUIsQ0FBQztBQUU3QixRQUFBLGVBQWUsR0FBRyxFQUFFLEdBQUcsSUFBSSxDQUFDO0FBQzVCLFFBQUEsNEJBQTRCLEdBQUcsRUFBRSxHQUFHLElBQUksQ0FBQztBQUV0RCxNQUFNLGFBQWEsR0FBRyxDQUFDLFdBQVcsRUFBRSxXQUFXLEVBQUUsS0FBSyxDQUFDLENBQUM7QUF5QnhELFNBQVMsaUNBQWlDO0lBQ3hDLE9BQU8sWUFBRSxDQUFDLGlCQUFpQixFQUFFLENBQUMsb0JBQW9CLEdBQUcsSUFBSSxDQUFDO0FBQzVELENBQUM7QUFFRCxNQUFNLFFBQVEsR0FBRyxHQUFpQyxFQUFFO0lBQ2xELE1BQU0sT0FBTyxHQUFHLHNCQUFzQixDQUFDO0lBQ3ZDLE9BQU87UUFDTCxPQUFPO1FBQ1AsS0FBSyxFQUFFLFFBQVEsQ0FBQyxPQUFPLENBQUM7UUFDeEIsV0FBVyxFQUFFLGlCQUFpQixDQUFDLE9BQU8sQ0FBQztRQUN2QyxnQkFBZ0IsRUFBRTtZQUNoQixNQUFNLEVBQUUsT0FBTztZQUNmLFFBQVEsRUFBRSx3QkFBUSxDQUFDLEtBQUs7U0FDekI7UUFDRCxPQUFPLEVBQUUsdUJBQWU7UUFDeEIsbUJBQW1CLEVBQUUsb0NBQTRCO1FBQ2pELHNCQUFzQixFQUFFLElBQUk7UUFDNUIsVUFBVSxFQUFFLElBQUk7UUFDaEIsdUJBQXVCLEVBQUUsaUNBQWlDLEVBQUU7UUFDNUQsa0JBQWtCLEVBQUUsSUFBSTtLQUN6QixDQUFDO0FBQ0osQ0FBQyxDQUFDO0FBRUYsTUFBTSxtQkFBbUIsR0FBRyxHQUErQixFQUFFLENBQUMsQ0FBQztJQUM3RCxjQUFjLEVBQUUsS0FBTTtJQUN0QixhQUFhLEVBQUUsQ0FBQyxLQUFhLEVBQVUsRUFBRTtRQUN2QyxNQUFNLFNBQVMsR0FBRyxJQUFJLENBQUMsR0FBRyxDQUFDLENBQUMsSUFBSSxLQUFLLEdBQUcsR0FBRyxFQUFFLElBQUksQ0FBQyxDQUFDO1FBQ25ELE1BQU0sTUFBTSxHQUFHLElBQUksQ0FBQyxLQUFLLENBQUMsSUFBSSxDQUFDLE1BQU0sRUFBRSxHQUFHLEdBQUcsQ0FBQyxDQUFDO1FBQy9DLE9BQU8sU0FBUyxHQUFHLE1BQU0sQ0FBQztJQUM1QixDQUFDO0NBQ0YsQ0FBQyxDQUFDO0FBRUgsU0FBUyxnQkFBZ0IsQ0FBQyxhQUEyQztJQUNuRSxNQUFNLGFBQWEsR0FBRyxRQUFRLEVBQUUsQ0FBQztJQUVqQyxNQUFNLEtBQUssR0FBRyxhQUFhLENBQUMsS0FBSztRQUMvQixDQUFDLENBQUMsYUFBYSxDQUFDLEtBQUs7UUFDckIsQ0FBQyxDQUFDLGFBQWEsQ0FBQyxPQUFPO1lBQ3JCLENBQUMsQ0FBQyxRQUFRLENBQUMsYUFBYSxDQUFDLE9BQU8sQ0FBQztZQUNqQyxDQUFDLENBQUMsYUFBYSxDQUFDLEtBQUssQ0FBQztJQUMxQixNQUFNLFdBQVcsR0FBRyxhQUFhLENBQUMsV0FBVztRQUMzQyxDQUFDLENBQUMsYUFBYSxDQUFDLFdBQVc7UUFDM0IsQ0FBQyxDQUFDLGFBQWEsQ0FBQyxPQUFPO1lBQ3JCLENBQUMsQ0FBQyxpQkFBaUIsQ0FBQyxhQUFhLENBQUMsT0FBTyxDQUFDO1lBQzFDLENBQUMsQ0FBQyxhQUFhLENBQUMsV0FBVyxDQUFDO0lBRWhDLE1BQU0sS0FBSyxHQUFHLGFBQWEsQ0FBQyxLQUFLLENBQUMsQ0FBQyxDQUFDLElBQUEsY0FBSyxFQUFDLG1CQUFtQixFQUFFLEVBQUUsYUFBYSxDQUFDLEtBQUssQ0FBQyxDQUFDLENBQUMsQ0FBQyxTQUFTLENBQUM7SUFFbEcsT0FBTyxJQUFBLGNBQUssRUFBQyxhQUFhLEVBQUUsYUFBYSxFQUFFLEVBQUUsS0FBSyxFQUFFLFdBQVcsRUFBRSxLQUFLLEVBQUUsQ0FBa0MsQ0FBQztBQUM3RyxDQUFDO0FBRUQsU0FBUyxRQUFRLENBQUMsTUFBYztJQUM5QixNQUFNLEdBQUcsR0FBRyxJQUFJLEdBQUcsQ0FBQyxNQUFNLENBQUMsQ0FBQztJQUU1QixJQUFJLEdBQUcsQ0FBQyxRQUFRLEtBQUssT0FBTyxFQUFFLENBQUM7UUFDN0IsR0FBRyxDQUFDLFFBQVEsR0FBRyxLQUFLLENBQUM7SUFDdkIsQ0FBQztTQUFNLElBQUksR0FBRyxDQUFDLFFBQVEsS0FBSyxRQUFRLEVBQUUsQ0FBQztRQUNyQyxHQUFHLENBQUMsUUFBUSxHQUFHLE1BQU0sQ0FBQztJQUN4QixDQUFDO0lBRUQsbUVBQW1FO0lBQ25FLE9BQU8sR0FBRyxDQUFDLFFBQVEsRUFBRSxDQUFDLEtBQUssQ0FBQyxDQUFDLEVBQUUsQ0FBQyxDQUFDLENBQUMsQ0FBQztBQUNyQyxDQUFDO0FBRUQsU0FBUyxpQkFBaUIsQ0FBQyxNQUFjO0lBQ3ZDLE1BQU0sR0FBRyxHQUFHLElBQUksR0FBRyxDQUFDLE1BQU0sQ0FBQyxDQUFDO0lBRTVCLElBQUksYUFBYSxDQUFDLFFBQVEsQ0FBQyxHQUFHLENBQUMsUUFBUSxDQUFDLEVBQUUsQ0FBQztRQUN6QyxHQUFHLENBQUMsSUFBSSxHQUFHLE1BQU0sQ0FBQztJQUNwQixDQUFDO1NBQU0sQ0FBQztRQUNOLEdBQUcsQ0FBQyxRQUFRLEdBQUcsUUFBUSxHQUFHLENBQUMsUUFBUSxFQUFFLENBQUM7SUFDeEMsQ0FBQztJQUVELG1FQUFtRTtJQUNuRSxPQUFPLEdBQUcsQ0FBQyxRQUFRLEVBQUUsQ0FBQyxLQUFLLENBQUMsQ0FBQyxFQUFFLENBQUMsQ0FBQyxDQUFDLENBQUM7QUFDckMsQ0FBQztBQUVEOztHQUVHO0FBQ0gsU0FBUyxxQkFBcUIsQ0FBQyxhQUEyQyxFQUFFLGFBQTRCO0lBQ3RHLElBQUksQ0FBQyxhQUFhLENBQUMsTUFBTSxFQUFFLENBQUM7UUFDMUIsTUFBTSxLQUFLLEdBQUcsK0NBQStDLENBQUM7UUFDOUQsYUFBYSxDQUFDLEtBQUssQ0FBQyxLQUFLLENBQUMsQ0FBQztRQUMzQixNQUFNLElBQUksS0FBSyxDQUFDLEtBQUssQ0FBQyxDQUFDO0lBQ3pCLENBQUM7QUFDSCxDQUFDIn0=