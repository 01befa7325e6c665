"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.intializeStiggDependencies = void 0;
const eventEmitter_1 = require("./services/eventEmitter");
const sdk_core_1 = require("@stigg/sdk-core");
const inMemoryLruCacheService_1 = require("./services/inMemoryLruCacheService");
const cache_redis_store_1 = require("@stigg/cache-redis-store");
const initApolloClient_1 = __importDefault(require("./api/apollo/initApolloClient"));
const redisEntitlementsService_1 = require("./services/redisEntitlementsService");
const inMemoryEntitlementsService_1 = require("./services/inMemoryEntitlementsService");
const managementApi_1 = __importDefault(require("./api/managementApi"));
const sdkConfigurationApi_1 = __importDefault(require("./api/sdkConfigurationApi"));
const EdgeApiClient_1 = require("./services/EdgeApiClient");
const eventEmitterCacheInstrumentation_1 = require("./services/eventEmitterCacheInstrumentation");
const intializeStiggDependencies = (isPersistedCacheEnabled, sdkConfiguration, loggerService) => {
    const eventEmitter = new eventEmitter_1.TypedEventEmitter();
    const cacheInstrumentation = new eventEmitterCacheInstrumentation_1.EventEmitterCacheInstrumentation(eventEmitter);
    const cacheMapper = new sdk_core_1.ApiCacheMapper(loggerService);
    let inMemoryCacheService = null;
    let entitlementsService;
    if (!isPersistedCacheEnabled) {
        inMemoryCacheService = new inMemoryLruCacheService_1.InMemoryLruCacheService(sdkConfiguration.memoryCacheMaxSizeBytes, cacheInstrumentation, cacheMapper);
    }
    const graphqlClient = (0, initApolloClient_1.default)(Object.assign(Object.assign({}, sdkConfiguration), { onConnected: (inMemoryCacheService === null || inMemoryCacheService === void 0 ? void 0 : inMemoryCacheService.clearCache) || Promise.resolve, loggerService }));
    const edgeApiClient = EdgeApiClient_1.EdgeApiClient.create(sdkConfiguration, loggerService);
    const { entitlementsTimeout } = sdkConfiguration;
    if (isPersistedCacheEnabled) {
        entitlementsService = new redisEntitlementsService_1.RedisEntitlementsService(new cache_redis_store_1.RedisCacheService(sdkConfiguration, loggerService, cacheInstrumentation, cacheMapper), graphqlClient, loggerService, edgeApiClient, entitlementsTimeout);
    }
    else if (inMemoryCacheService) {
        entitlementsService = new inMemoryEntitlementsService_1.InMemoryEntitlementsService(inMemoryCacheService, graphqlClient, eventEmitter, loggerService, edgeApiClient, entitlementsTimeout);
    }
    else {
        throw new Error(`Failed to initialize SDK`);
    }
    const managementApi = new managementApi_1.default(graphqlClient, edgeApiClient);
    const sdkConfigurationApi = new sdkConfigurationApi_1.default(graphqlClient, edgeApiClient);
    return { eventEmitter, entitlementsService, managementApi, sdkConfigurationApi };
};
exports.intializeStiggDependencies = intializeStiggDependencies;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiY2xpZW50SW5pdGlhbGl6YXRpb24uanMiLCJzb3VyY2VSb290IjoiIiwic291cmNlcyI6WyIuLi9zcmMvY2xpZW50SW5pdGlhbGl6YXRpb24udHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7Ozs7O0FBRUEsMERBQTREO0FBQzVELDhDQUF1RTtBQUN2RSxnRkFBNkU7QUFDN0UsZ0VBQTZEO0FBRTdELHFGQUE2RDtBQUM3RCxrRkFBK0U7QUFDL0Usd0ZBQXFGO0FBQ3JGLHdFQUFnRDtBQUNoRCxvRkFBNEQ7QUFDNUQsNERBQXlEO0FBQ3pELGtHQUErRjtBQUV4RixNQUFNLDBCQUEwQixHQUFHLENBQ3hDLHVCQUFnQyxFQUNoQyxnQkFBK0MsRUFDL0MsYUFBNEIsRUFDNUIsRUFBRTtJQUNGLE1BQU0sWUFBWSxHQUFHLElBQUksZ0NBQWlCLEVBQUUsQ0FBQztJQUM3QyxNQUFNLG9CQUFvQixHQUFHLElBQUksbUVBQWdDLENBQUMsWUFBWSxDQUFDLENBQUM7SUFDaEYsTUFBTSxXQUFXLEdBQUcsSUFBSSx5QkFBYyxDQUFDLGFBQWEsQ0FBQyxDQUFDO0lBQ3RELElBQUksb0JBQW9CLEdBQXlELElBQUksQ0FBQztJQUN0RixJQUFJLG1CQUF3QyxDQUFDO0lBRTdDLElBQUksQ0FBQyx1QkFBdUIsRUFBRSxDQUFDO1FBQzdCLG9CQUFvQixHQUFHLElBQUksaURBQXVCLENBQ2hELGdCQUFnQixDQUFDLHVCQUF1QixFQUN4QyxvQkFBb0IsRUFDcEIsV0FBVyxDQUNaLENBQUM7SUFDSixDQUFDO0lBRUQsTUFBTSxhQUFhLEdBQUcsSUFBQSwwQkFBZ0Isa0NBQ2pDLGdCQUFnQixLQUNuQixXQUFXLEVBQUUsQ0FBQSxvQkFBb0IsYUFBcEIsb0JBQW9CLHVCQUFwQixvQkFBb0IsQ0FBRSxVQUFVLEtBQUksT0FBTyxDQUFDLE9BQU8sRUFDaEUsYUFBYSxJQUNiLENBQUM7SUFFSCxNQUFNLGFBQWEsR0FBRyw2QkFBYSxDQUFDLE1BQU0sQ0FBQyxnQkFBZ0IsRUFBRSxhQUFhLENBQUMsQ0FBQztJQUM1RSxNQUFNLEVBQUUsbUJBQW1CLEVBQUUsR0FBRyxnQkFBZ0IsQ0FBQztJQUVqRCxJQUFJLHVCQUF1QixFQUFFLENBQUM7UUFDNUIsbUJBQW1CLEdBQUcsSUFBSSxtREFBd0IsQ0FDaEQsSUFBSSxxQ0FBaUIsQ0FBQyxnQkFBZ0IsRUFBRSxhQUFhLEVBQUUsb0JBQW9CLEVBQUUsV0FBVyxDQUFDLEVBQ3pGLGFBQWEsRUFDYixhQUFhLEVBQ2IsYUFBYSxFQUNiLG1CQUFtQixDQUNwQixDQUFDO0lBQ0osQ0FBQztTQUFNLElBQUksb0JBQW9CLEVBQUUsQ0FBQztRQUNoQyxtQkFBbUIsR0FBRyxJQUFJLHlEQUEyQixDQUNuRCxvQkFBb0IsRUFDcEIsYUFBYSxFQUNiLFlBQVksRUFDWixhQUFhLEVBQ2IsYUFBYSxFQUNiLG1CQUFtQixDQUNwQixDQUFDO0lBQ0osQ0FBQztTQUFNLENBQUM7UUFDTixNQUFNLElBQUksS0FBSyxDQUFDLDBCQUEwQixDQUFDLENBQUM7SUFDOUMsQ0FBQztJQUVELE1BQU0sYUFBYSxHQUFHLElBQUksdUJBQWEsQ0FBQyxhQUFhLEVBQUUsYUFBYSxDQUFDLENBQUM7SUFFdEUsTUFBTSxtQkFBbUIsR0FBRyxJQUFJLDZCQUFtQixDQUFDLGFBQWEsRUFBRSxhQUFhLENBQUMsQ0FBQztJQUNsRixPQUFPLEVBQUUsWUFBWSxFQUFFLG1CQUFtQixFQUFFLGFBQWEsRUFBRSxtQkFBbUIsRUFBRSxDQUFDO0FBQ25GLENBQUMsQ0FBQztBQXJEVyxRQUFBLDBCQUEwQiw4QkFxRHJDIn0=