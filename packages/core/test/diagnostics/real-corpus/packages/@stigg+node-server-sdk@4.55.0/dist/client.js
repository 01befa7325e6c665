"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Stigg = void 0;
const sdk_core_1 = require("@stigg/sdk-core");
const sdk_core_2 = require("@stigg/sdk-core");
const configuration_1 = require("./configuration");
const loggerService_1 = require("./services/loggerService");
const identifiers_1 = require("./services/identifiers");
const apiErrorHandling_1 = require("./utils/apiErrorHandling");
const lodash_1 = require("lodash");
const api_client_js_1 = require("@stigg/api-client-js");
const initializationStateTracker_1 = require("./services/initializationStateTracker");
const cache_core_1 = require("@stigg/cache-core");
const clientInitialization_1 = require("./clientInitialization");
const sdk_core_3 = require("@stigg/sdk-core");
let globalStiggInstance = null;
/**
 * Stigg Node.js SDK client
 */
class Stigg {
    constructor(config, entitlementsService, loggerService, managementApi, sdkConfigurationApi, eventEmitter) {
        this.config = config;
        this.entitlementsService = entitlementsService;
        this.loggerService = loggerService;
        this.managementApi = managementApi;
        this.sdkConfigurationApi = sdkConfigurationApi;
        this.eventEmitter = eventEmitter;
        this.isClosed = false;
        this.modelMapper = new sdk_core_2.ModelMapper();
        this.initializationStateTracker = new initializationStateTracker_1.InitializationStateTracker(this.eventEmitter);
        this.errorHandler = new apiErrorHandling_1.ApiErrorHandler(this.loggerService, this.eventEmitter);
    }
    async waitForInitialization() {
        return this.initializationStateTracker.getInitializationPromise().then(() => this);
    }
    /**
     * Add an event listener
     * @param eventName - The event to listen for ('entitlementsUpdated', 'usageUpdated', 'packagePublished', 'cacheHit', 'cacheMiss')
     * @param listener - The callback function to be called when the event occurs
     */
    addListener(eventName, listener) {
        this.eventEmitter.addListener(eventName, listener);
    }
    /**
     * Remove an event listener
     * @param eventName - The event to stop listening for
     * @param listener - The callback function to remove
     */
    removeListener(eventName, listener) {
        this.eventEmitter.off(eventName, listener);
    }
    /**
     * Initialize an instance of the Stigg SDK client.
     * @param {ClientConfiguration} configuration - client configuration object provided by the consumer.
     * @returns {Stigg} stigg SDK instance.
     */
    static initialize(configuration) {
        const sdkConfiguration = (0, configuration_1.getConfiguration)(configuration);
        const isPersistedCacheEnabled = !(0, lodash_1.isEmpty)(sdkConfiguration.redis);
        const loggerService = new loggerService_1.LoggerService(sdkConfiguration.logConfiguration.logger, sdkConfiguration.logConfiguration.logLevel);
        // The api key comparison is due to the demo running on lambda and uses different apiKey and should use different stiggInstance
        if (process.env.NODE_ENV !== 'test' &&
            globalStiggInstance &&
            globalStiggInstance.config.apiKey === sdkConfiguration.apiKey) {
            loggerService.error(`Stigg SDK cannot be initialized more than once, returning the old instance.
      New configuration is ignored, please check your code or call .close() before initializing again.`);
            return globalStiggInstance;
        }
        const instanceId = (0, identifiers_1.generateRandomUUID)();
        loggerService.setInstanceId(instanceId);
        (0, configuration_1.validateConfiguration)(sdkConfiguration, loggerService);
        const stiggInstance = this.initializeStiggInstance(sdkConfiguration, loggerService, isPersistedCacheEnabled);
        if (sdkConfiguration.offline) {
            loggerService.log('Stigg SDK has been initialized in offline mode, only fallback entitlements are being used.');
        }
        stiggInstance
            .initializeSdk(sdkConfiguration)
            .then(() => stiggInstance === null || stiggInstance === void 0 ? void 0 : stiggInstance.initializationStateTracker.signalSuccessInit())
            .catch((err) => stiggInstance === null || stiggInstance === void 0 ? void 0 : stiggInstance.initializationStateTracker.signalFailedInit(err));
        if (!sdkConfiguration.offline && sdkConfiguration.realtimeUpdatesEnabled) {
            stiggInstance.entitlementsService.init();
        }
        globalStiggInstance = stiggInstance;
        return stiggInstance;
    }
    /**
     * Discards all network connections, background tasks, and other resources held by the client.
     *
     * Do not attempt to use the client after calling this method.
     */
    async close() {
        if (this.isClosed) {
            return;
        }
        this.isClosed = true;
        globalStiggInstance = null;
        await this.entitlementsService.cleanup();
    }
    static initializeStiggInstance(sdkConfiguration, loggerService, isPersistedCacheEnabled) {
        const { eventEmitter, entitlementsService, managementApi, sdkConfigurationApi } = (0, clientInitialization_1.intializeStiggDependencies)(isPersistedCacheEnabled, sdkConfiguration, loggerService);
        return new Stigg(sdkConfiguration, entitlementsService, loggerService, managementApi, sdkConfigurationApi, eventEmitter);
    }
    async initializeSdk({ enableRemoteConfig, offline }) {
        const promises = [this.entitlementsService.waitForInitialization()];
        if (enableRemoteConfig && !offline) {
            // Currently we don't use anything from the response, just checking if the SDK API key is valid.
            promises.push(this.sdkConfigurationApi.getSdkConfiguration());
        }
        return this.errorHandler.withErrorHandling(() => Promise.all(promises), {
            errorMessagePrefix: 'Failed to load sdk configuration',
            rethrowError: true,
            sdkConfiguration: this.config,
        });
    }
    /**
     * Get boolean entitlement of feature for a customer
     *
     * @param {string} customerId
     * @param {string} resourceId
     * @param {string} featureId
     * @param {BooleanEntitlementOptions} options
     * @return {BooleanEntitlement} boolean entitlement.
     */
    async getBooleanEntitlement({ customerId, featureId, resourceId, options, }) {
        var _a;
        const fallbackValue = (options === null || options === void 0 ? void 0 : options.fallback) || ((_a = this.config.entitlementsFallback) === null || _a === void 0 ? void 0 : _a[featureId]) || {};
        const fallbackEntitlement = Object.assign(Object.assign({}, sdk_core_1.BOOLEAN_DEFAULT_FALLBACK_ENTITLEMENT), fallbackValue);
        if (this.config.offline) {
            return fallbackEntitlement;
        }
        const entitlement = await this.errorHandler.withErrorHandling(() => this.entitlementsService.getBooleanEntitlement(customerId, featureId, fallbackEntitlement, resourceId, options), {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { featureId, options },
            errorMessagePrefix: 'Failed to get boolean entitlement, using fallback entitlement',
            rethrowError: false,
        });
        return entitlement || fallbackEntitlement;
    }
    /**
     * Get numeric entitlement of feature for a customer
     * @param {string} customerId
     * @param {string} resourceId
     * @param {string} featureId
     * @param {NumericEntitlementOptions} options
     * @return {NumericEntitlement} numeric entitlement
     */
    async getNumericEntitlement({ customerId, featureId, resourceId, options, }) {
        var _a;
        const fallbackValue = (options === null || options === void 0 ? void 0 : options.fallback) || ((_a = this.config.entitlementsFallback) === null || _a === void 0 ? void 0 : _a[featureId]) || {};
        const fallbackEntitlement = Object.assign(Object.assign({}, sdk_core_1.NUMERIC_DEFAULT_FALLBACK_ENTITLEMENT), fallbackValue);
        if (this.config.offline) {
            return fallbackEntitlement;
        }
        const entitlement = await this.errorHandler.withErrorHandling(() => this.entitlementsService.getNumericEntitlement(customerId, featureId, fallbackEntitlement, resourceId, options), {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { featureId, options },
            errorMessagePrefix: 'Failed to get numeric entitlement, using fallback entitlement',
            rethrowError: false,
        });
        return entitlement || fallbackEntitlement;
    }
    /**
     * Get metered entitlement of feature for a customer
     * @param {string} customerId
     * @param {string} resourceId
     * @param {string} featureId
     * @param {MeteredEntitlementOptions} options
     * @return {MeteredEntitlement} metered entitlement
     */
    async getMeteredEntitlement({ customerId, featureId, resourceId, options, }) {
        var _a;
        const fallbackValue = (options === null || options === void 0 ? void 0 : options.fallback) || ((_a = this.config.entitlementsFallback) === null || _a === void 0 ? void 0 : _a[featureId]) || {};
        const fallbackEntitlement = Object.assign(Object.assign({}, sdk_core_1.METERED_DEFAULT_FALLBACK_ENTITLEMENT), fallbackValue);
        if (this.config.offline) {
            return fallbackEntitlement;
        }
        const entitlement = await this.errorHandler.withErrorHandling(() => this.entitlementsService.getMeteredEntitlement(customerId, featureId, fallbackEntitlement, resourceId, options), {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { featureId, options },
            errorMessagePrefix: 'Failed to get metered entitlement, using fallback entitlement',
            rethrowError: false,
        });
        return entitlement || fallbackEntitlement;
    }
    /**
     * Get enum entitlement of feature for a customer
     * @param {string} customerId
     * @param {string} resourceId
     * @param {string} featureId
     * @param {EnumEntitlementOptions} options
     * @return {EnumEntitlement} enum entitlement
     */
    async getEnumEntitlement({ customerId, featureId, resourceId, options, }) {
        var _a;
        const fallbackValue = (options === null || options === void 0 ? void 0 : options.fallback) || ((_a = this.config.entitlementsFallback) === null || _a === void 0 ? void 0 : _a[featureId]) || {};
        const fallbackEntitlement = Object.assign(Object.assign({}, sdk_core_1.ENUM_DEFAULT_FALLBACK_ENTITLEMENT), fallbackValue);
        if (this.config.offline) {
            return fallbackEntitlement;
        }
        const entitlement = await this.errorHandler.withErrorHandling(() => this.entitlementsService.getEnumEntitlement(customerId, featureId, fallbackEntitlement, resourceId, options), {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { featureId, options },
            errorMessagePrefix: 'Failed to get enum entitlement, using fallback entitlement',
            rethrowError: false,
        });
        return entitlement || fallbackEntitlement;
    }
    /**
     * Get credit entitlement for a customer by currency
     * @param {string} customerId
     * @param {string} currencyId
     * @param {string} resourceId
     * @param {CreditEntitlementOptions} options
     * @return {CreditEntitlement} credit entitlement
     */
    async getCreditEntitlement({ customerId, currencyId, resourceId, options, }) {
        const fallbackEntitlement = Object.assign(Object.assign(Object.assign({}, sdk_core_1.CREDIT_DEFAULT_FALLBACK_ENTITLEMENT), { currency: { currencyId } }), ((options === null || options === void 0 ? void 0 : options.fallback) || {}));
        if (this.config.offline) {
            return fallbackEntitlement;
        }
        const entitlement = await this.errorHandler.withErrorHandling(() => this.entitlementsService.getCreditEntitlement(customerId, currencyId, resourceId), {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { currencyId, options },
            errorMessagePrefix: 'Failed to get credit entitlement, using fallback entitlement',
            rethrowError: false,
        });
        return entitlement || fallbackEntitlement;
    }
    /**
     * Get entitlement for a feature for a customer (feature-only; for credit use getEntitlementV2).
     * @deprecated Use {@link getEntitlementV2} for a unified API with `featureId`.
     *   This method is retained for backward compatibility and will be removed in a future major version.
     * @param {string} customerId
     * @param {string} resourceId
     * @param {string} featureId
     * @param {EntitlementOptions} options
     * @return {Entitlement} feature entitlement
     */
    async getEntitlement({ customerId, featureId, resourceId, options }) {
        var _a, _b;
        const configFallback = (_a = this.config.entitlementsFallback) === null || _a === void 0 ? void 0 : _a[featureId];
        // For backward compatibility: only use `options` for type discrimination.
        // When options is undefined, it should default to BOOLEAN type (as it did before the refactor),
        // but still use configFallback for the actual fallback values.
        const fallbackEntitlement = (0, sdk_core_3.getFeatureFallbackFromOptions)(options);
        const fallbackOverrides = (_b = options === null || options === void 0 ? void 0 : options.fallback) !== null && _b !== void 0 ? _b : configFallback;
        const fallbackEntitlementWithValues = fallbackOverrides
            ? Object.assign(Object.assign({}, fallbackEntitlement), fallbackOverrides) : fallbackEntitlement;
        if (this.config.offline) {
            return fallbackEntitlementWithValues;
        }
        const entitlement = await this.errorHandler.withErrorHandling(() => this.entitlementsService.getEntitlement({ type: cache_core_1.EntitlementType.Feature, id: featureId }, customerId, resourceId, options, fallbackEntitlementWithValues), {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { featureId, options },
            errorMessagePrefix: 'Failed to get entitlement, using fallback entitlement',
            rethrowError: false,
        });
        if (!entitlement || !this.isFeatureEntitlementResult(entitlement)) {
            return fallbackEntitlementWithValues;
        }
        return entitlement;
    }
    /**
     * Get a single entitlement by reference (supports both feature and credit entitlements).
     * @param params featureId or currencyId (exactly one), customerId, resourceId, options
     * @return Entitlement (for feature) or CreditEntitlement (for credit)
     */
    async getEntitlementV2({ featureId, currencyId, customerId, resourceId, options, }) {
        const validationResult = this.validateGetEntitlementV2Params({ featureId, currencyId, options });
        if (!validationResult.isValid) {
            return validationResult.fallback;
        }
        const { entitlementReference } = validationResult;
        const fallback = (0, sdk_core_3.getEntitlementV2FallbackFromOptions)(entitlementReference, options);
        if (this.config.offline) {
            return this.mergeEntitlementV2Fallback(entitlementReference, fallback, options);
        }
        const entitlement = await this.errorHandler.withErrorHandling(() => this.entitlementsService.getEntitlement(entitlementReference, customerId, resourceId, options, fallback), {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { featureId, currencyId, options },
            errorMessagePrefix: 'Failed to get entitlement V2',
            rethrowError: false,
        });
        if (!entitlement) {
            return this.mergeEntitlementV2Fallback(entitlementReference, fallback, options);
        }
        return this.mergeEntitlementV2Fallback(entitlementReference, entitlement, options);
    }
    validateGetEntitlementV2Params(params) {
        const entitlementReference = this.getEntitlementReferenceFromParams(params);
        if (!entitlementReference) {
            this.loggerService.error('Invalid getEntitlementV2 params, returning fallback entitlement', Object.assign({}, params));
            return { isValid: false, fallback: this.getFallbackForInvalidGetEntitlementV2Params(params) };
        }
        return { isValid: true, entitlementReference };
    }
    isFeatureEntitlementResult(entitlement) {
        return 'type' in entitlement;
    }
    getEntitlementReferenceFromParams(params) {
        const hasFeature = params.featureId != null && params.featureId !== '';
        const hasCredit = params.currencyId != null && params.currencyId !== '';
        if (hasFeature === hasCredit) {
            return undefined;
        }
        // After guards, exactly one is true
        if (hasFeature) {
            return { type: cache_core_1.EntitlementType.Feature, id: params.featureId };
        }
        return { type: cache_core_1.EntitlementType.Credit, id: params.currencyId };
    }
    getFallbackForInvalidGetEntitlementV2Params(params) {
        if (params.featureId) {
            return (0, sdk_core_3.getEntitlementV2FallbackFromOptions)({ type: cache_core_1.EntitlementType.Feature, id: params.featureId }, params.options);
        }
        if (params.currencyId) {
            return (0, sdk_core_3.getEntitlementV2FallbackFromOptions)({ type: cache_core_1.EntitlementType.Credit, id: params.currencyId }, params.options);
        }
        return (0, sdk_core_3.getFeatureFallbackFromOptions)(params.options);
    }
    mergeEntitlementV2Fallback(entitlementReference, entitlement, options) {
        var _a, _b, _c, _d;
        // Keep per-call fallback precedence: options.fallback overrides config fallback.
        if (!entitlement.isFallback || (options === null || options === void 0 ? void 0 : options.fallback)) {
            return entitlement;
        }
        if (entitlementReference.type === cache_core_1.EntitlementType.Credit) {
            const creditConfigFallback = (_a = this.config.creditEntitlementsFallback) === null || _a === void 0 ? void 0 : _a[entitlementReference.id];
            if (!creditConfigFallback || !('currency' in entitlement)) {
                return entitlement;
            }
            return (0, sdk_core_3.buildCreditFallbackEntitlement)({
                currencyId: entitlementReference.id,
                accessDeniedReason: entitlement.accessDeniedReason,
                fallback: {
                    hasAccess: creditConfigFallback.hasAccess,
                    usageLimit: (_b = creditConfigFallback.usageLimit) !== null && _b !== void 0 ? _b : entitlement.usageLimit,
                    currentUsage: (_c = creditConfigFallback.currentUsage) !== null && _c !== void 0 ? _c : entitlement.currentUsage,
                },
            });
        }
        const featureConfigFallback = (_d = this.config.entitlementsFallback) === null || _d === void 0 ? void 0 : _d[entitlementReference.id];
        if (!featureConfigFallback) {
            return entitlement;
        }
        const mergedFeatureEntitlement = Object.assign(Object.assign({}, entitlement), featureConfigFallback);
        return mergedFeatureEntitlement.hasAccess
            ? Object.assign(Object.assign({}, mergedFeatureEntitlement), { accessDeniedReason: undefined }) : mergedFeatureEntitlement;
    }
    /**
     * Get entitlements per user
     * @deprecated use getEntitlementsState instead
     * @param {string} customerId
     * @param {string} resourceId
     */
    async getEntitlements(customerId, resourceId) {
        const result = await this.getEntitlementsState(customerId, resourceId);
        return result.entitlements;
    }
    /**
     * @deprecated Use {@link getEntitlementsStateV2} for a unified API
     * Get entitlements per user alongside access denied reason
     * @param {string} customerId
     * @param {string} resourceId
     */
    async getEntitlementsState(customerId, resourceId) {
        const v2Result = await this.getEntitlementsStateV2(customerId, resourceId);
        return {
            entitlements: v2Result.entitlements.filter(sdk_core_1.isFeatureLikeEntitlementResult),
            accessDeniedReason: v2Result.accessDeniedReason,
        };
    }
    /**
     * Get entitlements per user alongside access denied reason (feature + credit)
     * @param {string} customerId
     * @param {string} resourceId
     */
    async getEntitlementsStateV2(customerId, resourceId) {
        if (this.config.offline) {
            return { entitlements: this.getEntitlementsV2Fallback(), accessDeniedReason: null };
        }
        const result = await this.errorHandler.withErrorHandling(() => {
            if (!customerId || typeof customerId !== 'string') {
                throw new Error('Invalid argument: customerId');
            }
            return this.entitlementsService.getCustomerEntitlements(customerId, resourceId);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get customer entitlements V2',
            rethrowError: false,
        });
        if (!result) {
            return { entitlements: this.getEntitlementsV2Fallback(), accessDeniedReason: null };
        }
        return result;
    }
    getEntitlementsV2Fallback() {
        var _a;
        const featureFallback = (0, sdk_core_3.mapGetEntitlementsFallback)(this.config.entitlementsFallback);
        const creditFallback = Object.entries((_a = this.config.creditEntitlementsFallback) !== null && _a !== void 0 ? _a : {}).map(([currencyId, fallback]) => (0, sdk_core_3.buildCreditFallbackEntitlement)({ currencyId, fallback }));
        return [...featureFallback, ...creditFallback];
    }
    /**
     * Report usage event
     */
    async reportEvent(events) {
        if (this.config.offline) {
            return;
        }
        return this.errorHandler.withErrorHandling(async () => {
            const eventsArray = (0, lodash_1.isArray)(events) ? events : [events];
            await this.entitlementsService.reportEvent(eventsArray);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { events },
            errorMessagePrefix: 'Failed to report usage event',
            rethrowError: true,
        });
    }
    /**
     * Estimate the credit cost of a usage event without reporting it
     */
    async estimateEventCost(input) {
        if (this.config.offline) {
            return { estimates: [], warnings: [] };
        }
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.entitlementsService.estimateEventCost(input);
            return data.estimateEventCost;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to estimate event credit cost',
            rethrowError: true,
        });
    }
    /**
     * Estimate the credit cost of a usage report without submitting it
     */
    async estimateUsageCost(input) {
        if (this.config.offline) {
            return { estimates: [], warnings: [] };
        }
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.entitlementsService.estimateUsageCost(input);
            return data.estimateUsageCost;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to estimate usage credit cost',
            rethrowError: true,
        });
    }
    /**
     * Report usage for metered entitlement
     * @param customerId
     * @param resourceId
     * @param featureId
     * @param value - the reported usage value, can be either positive or negative value
     */
    async reportUsage({ customerId, resourceId, featureId, value, updateBehavior, createdAt, dimensions, idempotencyKey, }) {
        if (this.config.offline) {
            return {
                measurementId: (0, identifiers_1.generateRandomUUID)(),
                customerId,
                resourceId,
                featureId,
            };
        }
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.entitlementsService.reportUsage({
                featureId,
                customerId,
                resourceId,
                value,
                updateBehavior,
                createdAt,
                dimensions,
                idempotencyKey,
            });
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapReportUsageAck(data.reportUsage);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { featureId, value },
            errorMessagePrefix: 'Failed to report usage',
            rethrowError: true,
        });
    }
    /**
     * Report bulk of usages for metered entitlement
     * @param usages - array of usages to report
     */
    async reportUsageBulk({ usages }) {
        if (this.config.offline) {
            return usages.map(({ customerId, resourceId, featureId }) => ({
                measurementId: (0, identifiers_1.generateRandomUUID)(),
                customerId,
                resourceId,
                featureId,
            }));
        }
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.entitlementsService.reportUsageBulk({
                usages,
            });
            if (!data)
                throw new Error('Invalid response');
            return data.reportUsageBulk.map((item) => this.modelMapper.mapReportUsageAck(item));
        }, {
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to bulk report usage',
            rethrowError: true,
        });
    }
    /**
     * Consume credits directly from a customer's wallet (synchronous, low-volume).
     * Returns the optimistic credit balance after consumption.
     */
    async consumeCredits({ customerId, currencyId, amount, idempotencyKey, resourceId, createdAt, dimensions, }) {
        if (this.config.offline) {
            return {
                customerId,
                currencyId,
                resourceId,
                amount,
                timestamp: new Date(),
            };
        }
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.entitlementsService.consumeCredits({
                customerId,
                currencyId,
                amount,
                idempotencyKey,
                resourceId,
                createdAt,
                dimensions,
            });
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapConsumeCreditsResult(data.consumeCredits);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { currencyId, amount },
            errorMessagePrefix: 'Failed to consume credits',
            rethrowError: true,
        });
    }
    /**
     * Consume credits directly from customers' wallets asynchronously (high-volume).
     * @param consumptions - array of credit consumptions to report (up to 1000)
     */
    async consumeCreditsAsync({ consumptions }) {
        if (this.config.offline) {
            return;
        }
        return this.errorHandler.withErrorHandling(async () => {
            await this.entitlementsService.consumeCreditsAsync(consumptions);
        }, {
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to consume credits',
            rethrowError: true,
        });
    }
    async importCustomerBulk({ customers, integrationId }) {
        return this.errorHandler.withErrorHandling(async () => {
            await this.managementApi.importCustomerBulk({
                integrationId,
                customers: customers.map((customer) => (Object.assign(Object.assign({}, (0, lodash_1.omit)(customer, 'metadata')), { additionalMetaData: customer.metadata }))),
            });
        }, {
            errorMessagePrefix: 'Failed to import customers',
            rethrowError: true,
        });
    }
    /**
     * Import a Customer from billing integration. Private information such as email and name are not imported and needs
     * to be sent in order to be persisted in Stigg. Active billing integration is required for this functionality.
     * @return {Promise<Customer>} Newly created customer. Throw exception on errors.
     * @param billingId - the id of the customer in the billing system.
     * @param customerId - optional customer id, if not provided a random one will be generated.
     * @param email - optional customer email.
     * @param name - optional customer name.
     */
    async importCustomer({ billingId, customerId, email, name, metadata, }) {
        return this.errorHandler.withErrorHandling(async () => {
            const refId = customerId;
            const { data } = await this.managementApi.importCustomer({
                refId,
                email,
                name,
                billingId,
                additionalMetaData: metadata,
            });
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapSlimCustomer(data.importCustomer);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { billingId, email, name },
            errorMessagePrefix: 'Failed to import customer',
            rethrowError: true,
        });
    }
    async importSubscriptionBulk({ subscriptions, integrationId }) {
        await this.errorHandler.withErrorHandling(async () => {
            await this.managementApi.importSubscriptionBulk({
                integrationId,
                subscriptions: subscriptions.map((subscription) => (Object.assign(Object.assign({}, (0, lodash_1.omit)(subscription, 'metadata')), { additionalMetaData: subscription.metadata }))),
            });
        }, {
            errorMessagePrefix: 'Failed to bulk import subscriptions',
            rethrowError: true,
        });
    }
    /**
     * Create a Customer and its first subscription
     * @return {Promise<Customer>} Newly created customer and subscription. Throw exception on errors.
     * @param customerId - optional customer id, if not provided a random one will be generated.
     * @param email - optional customer email
     * @param name - optional customer name
     * @param billingInfo - optional billing info
     * @param couponId - optional coupon
     * @param metadata - optional metadata
     * @param subscriptionParams - first subscription to create for the customer (pass null to skip subscription creation)
     * @param excludeFromExperiment - flag to exclude the customer from experiment (if there is one in progress)
     */
    async provisionCustomer({ customerId, email, name, billingInfo, metadata, couponId, subscriptionParams, excludeFromExperiment, billingId, salesforceId, awsMarketplaceCustomerId, }) {
        return this.errorHandler.withErrorHandling(async () => {
            const subscriptionParamsUpdated = subscriptionParams
                ? Object.assign(Object.assign({}, (0, lodash_1.omit)(subscriptionParams, 'unitQuantity', 'metadata')), { additionalMetaData: subscriptionParams.metadata, priceUnitAmount: subscriptionParams.unitQuantity }) : undefined;
            const refId = customerId;
            const { data } = await this.managementApi.provisionCustomer({
                refId,
                billingId,
                email,
                name,
                billingInformation: billingInfo,
                additionalMetaData: metadata,
                couponRefId: couponId,
                subscriptionParams: subscriptionParamsUpdated,
                excludeFromExperiment,
                salesforceId,
                awsMarketplaceCustomerId,
            });
            if (!data)
                throw new Error('Invalid response');
            await this.entitlementsService.setEntitlementsIfExists({
                entitlements: data.provisionCustomer.entitlementsV2,
                customerId: data.provisionCustomer.customer.customerId,
                resourceId: subscriptionParams === null || subscriptionParams === void 0 ? void 0 : subscriptionParams.resourceId,
            });
            return this.modelMapper.mapProvisionedCustomer(data);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { email, name, billingInfo, metadata, couponId, subscriptionParams },
            errorMessagePrefix: 'Failed to provision customer',
            rethrowError: true,
        });
    }
    /**
     * Provision a Subscription.
     * @return {Promise<ProvisionSubscriptionResult>} Provision subscription result. Throw exception on errors.
     * @param provisionSubscription
     */
    async provisionSubscription(provisionSubscription) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.provisionSubscription(provisionSubscription);
            if (!data)
                throw new Error('Invalid response');
            await this.entitlementsService.setEntitlementsIfExists({
                entitlements: data.provisionSubscription.entitlementsV2,
                customerId: provisionSubscription.customerId,
                resourceId: provisionSubscription.resourceId,
            });
            return this.modelMapper.mapProvisionedSubscriptionResult(data);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { provisionSubscription },
            errorMessagePrefix: 'Failed to provision subscription',
            rethrowError: true,
        });
    }
    /**
     * Fetch customer usage history of a feature.
     * @return {Promise<UsageHistoryPoint[]>} Array of usage history as data points.
     * @param fetchUsageHistory
     *
     * @deprecated use {@link getUsageHistoryV2} instead.
     */
    async fetchUsageHistory(fetchUsageHistory) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.fetchUsageHistory(fetchUsageHistory);
            if (!data || !data.usageHistory)
                throw new Error('Invalid response');
            return this.modelMapper.mapUsageHistory(data.usageHistory);
        }, {
            errorMessagePrefix: 'Failed to fetch usage history',
            rethrowError: false,
        });
    }
    /**
     * Get customer usage history of a feature.
     */
    async getUsageHistoryV2(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.getUsageHistoryV2(input);
            return data.usageHistoryV2;
        }, {
            errorMessagePrefix: 'Failed to get usage history',
            rethrowError: true,
        });
    }
    /**
     * Create a Customer.
     * @return {Promise<Customer>} Newly created customer. Throw exception on errors.
     * @param customerId - optional customer id, if not provided a random one will be generated.
     * @param email - optional customer email
     * @param name - optional customer name
     * @param billingInfo - optional billing info
     * @param couponId - optional coupon
     * @param metadata - optional metadata
     *
     * @deprecated use {@link provisionCustomer} instead to create both customer and subscription in single operation. See {@link provisionCustomer} for more info.
     */
    async createCustomer(input) {
        const response = await this.provisionCustomer(Object.assign(Object.assign({}, input), { subscriptionParams: null }));
        return response.customer;
    }
    /**
     * Update a Customer.
     * @return {Promise<Customer>} Updated customer. Throw exception on errors.
     * @param customerId - customer id
     * @param email - optional customer email
     * @param name - optional customer name
     * @param billingId - optional billing ID
     * @param billingInfo - optional billing info
     * @param metadata - optional metadata
     */
    async updateCustomer({ customerId, email, name, billingId, billingInfo, metadata, couponId, shouldWaitSync, salesforceId, awsMarketplaceCustomerId, }) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.updateCustomer({
                refId: customerId,
                email,
                name,
                couponRefId: couponId,
                billingId,
                billingInformation: billingInfo,
                additionalMetaData: metadata,
                shouldWaitSync,
                salesforceId,
                awsMarketplaceCustomerId,
            });
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapSlimCustomer(data.updateCustomer);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorReportMetadata: { email, name, billingInfo, metadata, couponId },
            errorMessagePrefix: 'Failed to update customer',
            rethrowError: true,
        });
    }
    /**
     * Detach customer's payment method.
     * @return {Promise<Customer>} Updated customer. Throw exception on errors.
     * @param customerId - customer id
     * */
    async detachCustomerPaymentMethod(customerId) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.detachCustomerPaymentMethod(customerId);
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapSlimCustomer(data.detachCustomerPaymentMethod);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to detach customer payment method',
            rethrowError: true,
        });
    }
    /**
     * Get a Customer.
     * @return {Promise<FullCustomer>} Full customer details.
     * @param customerId - customer id
     */
    async getCustomer(customerId) {
        return this.errorHandler.withErrorHandling(async () => {
            if (!customerId || typeof customerId !== 'string') {
                throw new Error('Invalid argument: customerId');
            }
            const resp = await this.managementApi.getCustomer(customerId);
            const customer = resp.data.getCustomerByRefId;
            if (!customer) {
                throw new Error('Customer not found');
            }
            return this.modelMapper.mapFullCustomer(customer);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get customer',
            rethrowError: true,
        });
    }
    /**
     * Get Customer Statistics.
     * @return {Promise<CustomerStatisticsModel>} customer statistics.
     * @param customerId - customer id
     */
    async getCustomerStatistics(customerId) {
        return this.errorHandler.withErrorHandling(async () => {
            if (!customerId || typeof customerId !== 'string') {
                throw new Error('Invalid argument: customerId');
            }
            const resp = await this.managementApi.getCustomerStatistics(customerId);
            const customer = resp.data.getCustomerByRefId;
            if (!customer) {
                throw new Error('Customer not found');
            }
            return this.modelMapper.mapCustomerStatistics(customer);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get customer statistics',
            rethrowError: true,
        });
    }
    async archiveCustomer(customerId) {
        return this.errorHandler.withErrorHandling(async () => {
            var _a;
            if (!customerId) {
                throw new Error('Invalid argument: customerId');
            }
            const resp = await this.managementApi.archiveCustomer(customerId);
            const customer = (_a = resp.data) === null || _a === void 0 ? void 0 : _a.archiveCustomer;
            if (!customer) {
                throw new Error('Customer not found');
            }
            return customer.customerId;
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to archive customer',
            rethrowError: true,
        });
    }
    /** @deprecated Use {@link getCreditEntitlement} instead. */
    async getCreditBalance(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const resp = await this.managementApi.getCreditBalance(input);
            return resp.data.creditBalanceSummary;
        }, {
            customerId: input.customerId,
            resourceId: input.resourceId || undefined,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get credit balance',
            rethrowError: true,
        });
    }
    async voidCreditGrant(input) {
        return this.errorHandler.withErrorHandling(async () => {
            var _a;
            const resp = await this.managementApi.voidCreditGrant(input);
            return (_a = resp.data) === null || _a === void 0 ? void 0 : _a.voidCreditGrant;
        }, {
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to void credit grant',
            rethrowError: true,
        });
    }
    /**
     * Get credit ledger
     * @param input - the input to get credit ledger for customer
     * @return {Promise<GetCreditLedgerResult>} paginated result of the credit ledger data
     */
    async getCreditLedger(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const resp = await this.managementApi.getCreditLedger(Object.assign({}, input));
            return {
                data: resp.data.creditsLedger.edges.map((edge) => edge.node),
                pageInfo: resp.data.creditsLedger.pageInfo,
                totalCount: resp.data.creditsLedger.totalCount,
            };
        }, {
            customerId: input.customerId,
            resourceId: input.resourceId || undefined,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get credit ledger',
            rethrowError: true,
        });
    }
    /**
     * Get credit usage
     * @param input - the input to get credit usage for customer
     * @returns {Promise<CreditUsageFragment>} the credit usage data
     */
    async getCreditUsage(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const resp = await this.managementApi.getCreditUsage(Object.assign({}, input));
            return resp.data.creditUsage;
        }, {
            customerId: input.customerId,
            resourceId: input.resourceId || undefined,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get credit usage',
            rethrowError: true,
        });
    }
    async grantCredits(input) {
        return this.errorHandler.withErrorHandling(async () => {
            var _a;
            const resp = await this.managementApi.grantCredits(input);
            return (_a = resp.data) === null || _a === void 0 ? void 0 : _a.createCreditGrant;
        }, {
            customerId: input.customerId,
            resourceId: input.resourceId || undefined,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to grant credits',
            rethrowError: true,
        });
    }
    async getCreditGrants(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const resp = await this.managementApi.getCreditGrants(input);
            return {
                data: resp.data.creditGrants.edges.map((edge) => edge.node),
                pageInfo: resp.data.creditGrants.pageInfo,
                totalCount: resp.data.creditGrants.totalCount,
            };
        }, {
            customerId: input.customerId,
            resourceId: input.resourceId || undefined,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get credit grants',
            rethrowError: true,
        });
    }
    /**
     * Get automatic recharge configuration for a customer and currency
     * @param input - Configuration input containing customerId, currencyId, and environmentId
     * @returns {Promise<AutoRechargeSettingsFragment>} the automatic recharge configuration
     */
    async getAutomaticRechargeConfiguration(input) {
        return this.errorHandler.withErrorHandling(async () => {
            var _a;
            const resp = await this.managementApi.getAutomaticRechargeConfiguration(input);
            if (!((_a = resp.data) === null || _a === void 0 ? void 0 : _a.getAutoRechargeSettings)) {
                throw new Error('Invalid response: getAutoRechargeSettings is missing');
            }
            return resp.data.getAutoRechargeSettings;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to get automatic recharge configuration',
            rethrowError: true,
        });
    }
    /**
     * Save (create or update) automatic recharge configuration for a customer and currency
     * Server SDK allows setting grantExpirationPeriod (admin-only control)
     * @param input - Configuration input containing all automatic recharge settings including grantExpirationPeriod
     * @returns {Promise<AutoRechargeSettingsFragment>} the saved automatic recharge configuration
     */
    async saveAutomaticRechargeConfiguration(input) {
        return this.errorHandler.withErrorHandling(async () => {
            var _a;
            const resp = await this.managementApi.saveAutomaticRechargeConfiguration(input);
            if (!((_a = resp.data) === null || _a === void 0 ? void 0 : _a.saveAutoRechargeSettings)) {
                throw new Error('Invalid response: saveAutoRechargeSettings is missing');
            }
            return resp.data.saveAutoRechargeSettings;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to save automatic recharge configuration',
            rethrowError: true,
        });
    }
    async unarchiveCustomer(customerId) {
        return this.errorHandler.withErrorHandling(async () => {
            var _a;
            if (!customerId) {
                throw new Error('Invalid argument: customerId');
            }
            const resp = await this.managementApi.unarchiveCustomer(customerId);
            const customer = (_a = resp.data) === null || _a === void 0 ? void 0 : _a.unarchiveCustomer;
            if (!customer) {
                throw new Error('Customer not found');
            }
            return this.modelMapper.mapSlimCustomer(customer);
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to unarchive customer',
            rethrowError: true,
        });
    }
    async getSubscriptions(params = {}) {
        const { customerId, resourceId, status, productId, pagination } = params;
        return this.errorHandler.withErrorHandling(async () => {
            const resp = await this.managementApi.getSubscriptions(customerId, resourceId, status, productId, pagination);
            const subscriptions = resp.data.subscriptions.edges.map((edge) => edge.node);
            return {
                data: subscriptions,
                pageInfo: resp.data.subscriptions.pageInfo,
            };
        }, {
            customerId,
            resourceId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get subscriptions',
            rethrowError: true,
        });
    }
    /**
     * Get customer's active subscriptions.
     * @return {Promise<FullSubscription[]>} List of active subscriptions.
     * @param customerId - customer id
     * @param resourceId - optional resource id, if not provided global resources will be fetched.
     */
    async getActiveSubscriptions({ customerId, resourceId }) {
        return this.errorHandler.withErrorHandling(async () => {
            if (!customerId || typeof customerId !== 'string') {
                throw new Error('Invalid argument: customerId');
            }
            const resp = await this.managementApi.getActiveSubscriptions(customerId, resourceId);
            const activeSubscriptions = resp.data.getActiveSubscriptions;
            if (!activeSubscriptions) {
                throw new Error('Customer not found');
            }
            return this.modelMapper.mapFullSubscriptions(activeSubscriptions);
        }, {
            customerId,
            resourceId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get active subscriptions',
            rethrowError: true,
        });
    }
    /**
     * @description Get customer's active subscriptions, for extended subscription data use {@link getSubscription}
     * @return {Promise<SlimSubscriptionFragmentV2Fragment[]>} List of active subscriptions
     * @param customerId - customer id
     * @param resourceId - optional resource id, if not provided global resources will be fetched.
     */
    async getActiveSubscriptionsList({ customerId, resourceId, }) {
        return this.errorHandler.withErrorHandling(async () => {
            const resp = await this.managementApi.getActiveSubscriptionsList(customerId, resourceId);
            return resp.data.getActiveSubscriptions;
        }, {
            customerId,
            resourceId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get active subscriptions list',
            rethrowError: true,
        });
    }
    /**
     * Get subscription
     * @return {Promise<FullSubscription>} the subscription data
     * @param subscriptionId - subscription id
     */
    async getSubscription({ subscriptionId }) {
        return this.errorHandler.withErrorHandling(async () => {
            const resp = await this.managementApi.getSubscription(subscriptionId);
            const subscription = resp.data.getSubscription;
            return this.modelMapper.mapFullSubscription(subscription);
        }, {
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to get subscription',
            rethrowError: true,
        });
    }
    /**
     * Create a Subscription
     * @return {Promise<Subscription>} Newly created subscription. Throw exception on errors.
     * @param {CreateSubscription} createSubscription
     * @deprecated use {@link provisionSubscription} instead to create subscription or checkout session according to customer and subscription payment requirements. See {@link provisionSubscription} for more info.
     */
    async createSubscription(createSubscription) {
        return this.errorHandler.withErrorHandling(async () => {
            const createSubscriptionInput = Object.assign(Object.assign({}, createSubscription), { startDate: createSubscription.startDate || new Date() });
            const { data } = await this.managementApi.createSubscription(createSubscriptionInput);
            if (!data)
                throw new Error('Invalid response');
            await this.entitlementsService.refetchEntitlements({
                customerId: createSubscription.customerId,
                resourceId: createSubscriptionInput.resourceId,
                skipEdge: true,
                triggeredBy: 'createSubscription',
            });
            return this.modelMapper.mapSlimSubscription(data.createSubscription);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { createSubscription },
            errorMessagePrefix: 'Failed to create subscription',
            rethrowError: true,
        });
    }
    /**
     * Update a Subscription
     * @return {Promise<Subscription>} updated subscription. Throw exception on errors.
     * @param {UpdateSubscription} updateSubscription
     */
    async updateSubscription(updateSubscription) {
        return this.errorHandler.withErrorHandling(async () => {
            var _a;
            const { data } = await this.managementApi.updateSubscription(updateSubscription);
            if (!data)
                throw new Error('Invalid response');
            await this.entitlementsService.refetchEntitlements({
                customerId: data.updateSubscription.customer.refId,
                resourceId: (_a = data.updateSubscription.resource) === null || _a === void 0 ? void 0 : _a.resourceId,
                skipEdge: true,
                triggeredBy: 'updateSubscription',
            });
            return this.modelMapper.mapSlimSubscription(data.updateSubscription);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { updateSubscription },
            errorMessagePrefix: 'Failed to update subscription',
            rethrowError: true,
        });
    }
    /**
     * Apply subscription changes for a customer
     * Update\Provision a subscription for a customer according to the given subscription input
     * @param {ApplySubscription} parameters
     * @returns {Promise<ApplySubscriptionResults>}
     */
    async applySubscription(applySubscriptionInput) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.applySubscription(applySubscriptionInput);
            if (!data)
                throw new Error('Invalid response');
            await this.entitlementsService.setEntitlementsIfExists({
                entitlements: data.applySubscription.entitlementsV2,
                customerId: applySubscriptionInput.customerId,
                resourceId: applySubscriptionInput.resourceId,
            });
            return this.modelMapper.mapApplySubscriptionResults(data, applySubscriptionInput.customerId);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { applySubscriptionInput },
            errorMessagePrefix: 'Failed to apply subscription to customer',
            rethrowError: true,
        });
    }
    /**
     * Create a Subscription
     * @return {Promise<Subscription>} Canceled subscription. Throw exception on errors.
     * @param cancelSubscription
     */
    async cancelSubscription(cancelSubscription) {
        return this.errorHandler.withErrorHandling(async () => {
            var _a;
            const { data } = await this.managementApi.cancelSubscription(cancelSubscription);
            if (!data)
                throw new Error('Invalid response');
            await this.entitlementsService.refetchEntitlements({
                customerId: data.cancelSubscription.customer.refId,
                resourceId: (_a = data.cancelSubscription.resource) === null || _a === void 0 ? void 0 : _a.resourceId,
                skipEdge: true,
                triggeredBy: 'cancelSubscription',
            });
            return this.modelMapper.mapSlimSubscription(data.cancelSubscription);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { cancelSubscription },
            errorMessagePrefix: 'Failed to cancel subscription',
            rethrowError: true,
        });
    }
    /**
     * Get the paywall data
     *
     * @returns {Promise<Paywall>}
     */
    async getPaywall({ productId, customerId, resourceId, billingCountryCode, fetchAllCountriesPrices, includeHiddenPlans, } = {}) {
        const params = {
            productId,
            customerId,
            resourceId,
            billingCountryCode,
            fetchAllCountriesPrices,
            includeHiddenPlans,
        };
        return this.errorHandler.withErrorHandling(async () => {
            const graphResponse = await this.managementApi.getPaywall(params);
            return this.modelMapper.mapPaywall(graphResponse.data);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { productId },
            errorMessagePrefix: 'Failed to get paywall',
            rethrowError: true,
        });
    }
    /**
     * Get a list of coupons
     *
     * @returns {Promise<Coupon[]>}
     */
    async getCoupons() {
        return this.errorHandler.withErrorHandling(async () => {
            const graphResponse = await this.managementApi.getCoupons();
            return this.modelMapper.mapCoupons(graphResponse.data);
        }, { sdkConfiguration: this.config, errorMessagePrefix: 'Failed to get coupons', rethrowError: true });
    }
    /**
     * Get a list of products
     *
     * @returns {Promise<Product[]>}
     */
    async getProducts() {
        return this.errorHandler.withErrorHandling(async () => {
            const graphResponse = await this.managementApi.getProducts();
            return this.modelMapper.mapProducts(graphResponse.data);
        }, { sdkConfiguration: this.config, errorMessagePrefix: 'Failed to get products', rethrowError: true });
    }
    /**
     * Estimate subscription
     * @return {Promise<SubscriptionPreview>} Preview of the subscription.
     * @param {EstimateSubscription} estimateSubscription
     */
    async estimateSubscription(estimateSubscription) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.estimateSubscription(estimateSubscription);
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapSubscriptionPreview(data.estimateSubscription);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { estimateSubscription },
            errorMessagePrefix: 'Failed to estimate subscription',
            rethrowError: true,
        });
    }
    /**
     * Estimate subscription update
     * @return {Promise<SubscriptionPreview>} Preview of the subscription.
     * @param {EstimateSubscriptionUpdate} estimateSubscriptionUpdate
     */
    async estimateSubscriptionUpdate(estimateSubscriptionUpdate) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.estimateSubscriptionUpdate(estimateSubscriptionUpdate);
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapSubscriptionPreview(data.estimateSubscriptionUpdate);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { estimateSubscriptionUpdate },
            errorMessagePrefix: 'Failed to estimate subscription',
            rethrowError: true,
        });
    }
    /**
     * Preview subscription provisioning\updates
     * @return {Promise<SubscriptionPreviewV2>} Preview of the subscription.
     * @param {PreviewSubscription} previewSubscription
     */
    async previewSubscription(previewSubscription) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.previewSubscription(previewSubscription);
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapSubscriptionPreviewV2(data.previewSubscription);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { previewSubscription },
            errorMessagePrefix: 'Failed to preview subscription',
            rethrowError: true,
        });
    }
    /**
     * Preview the subscription next invoice
     * @return {Promise<SubscriptionInvoicePreviewFragment>} Preview of the next invoice.
     * @param {PreviewNextInvoice} previewNextInvoice
     */
    async previewNextInvoice(previewNextInvoice) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.previewNextInvoice(previewNextInvoice);
            if (!data)
                throw new Error('Invalid response');
            return data.previewNextInvoice;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { previewNextInvoice },
            errorMessagePrefix: 'Failed to preview subscription next invoice',
            rethrowError: true,
        });
    }
    /**
     * Cancel a subscription scheduled updates
     * @return {Promise<string>} The subscription id
     * @param {CancelSubscriptionScheduledUpdates} cancelSubscriptionScheduledUpdates
     */
    async cancelSubscriptionScheduledUpdates(cancelSubscriptionScheduledUpdates) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.cancelSubscriptionScheduledUpdates(cancelSubscriptionScheduledUpdates);
            if (!data)
                throw new Error('Invalid response');
            return { subscriptionId: data.cancelSchedule };
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { cancelSubscriptionScheduledUpdates },
            errorMessagePrefix: 'Failed to cancel subscription scheduled updates',
            rethrowError: true,
        });
    }
    /**
     * Migrate subscription to latest plan and addons version and pricing.
     * using {@link SubscriptionMigrationTime.EndOfBillingPeriod} is possible only if Stripe integration is enabled and will
     * migrate the subscription in the end of the current billing period. Using Immediate will perform the migration
     * immediately. Default, migration will happen immediately.
     * @return {Promise<string>} The subscription id
     * @param {MigrateSubscriptionToLatest} migrateSubscriptionToLatest
     */
    async migrateSubscriptionToLatest(migrateSubscriptionToLatest) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.migrateSubscriptionToLatest(migrateSubscriptionToLatest);
            if (!data)
                throw new Error('Invalid response');
            return { subscriptionId: data.migrateSubscriptionToLatest.subscriptionId };
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { migrateSubscriptionToLatest },
            errorMessagePrefix: 'Failed to migrate subscription to latest',
            rethrowError: true,
        });
    }
    /**
     * @deprecated use {@link transferSubscriptionToResource} instead
     * Transfer paid subscription from sourceResourceId to destinationResourceId.
     * sourceResourceId must have a paid active subscription.
     * destinationResourceId must have a free active subscription.
     * @return {Promise<subscription>} The subscription connected to destinationResource.
     * @param {TransferSubscriptionInput} input
     */
    async transferSubscription(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.transferSubscription(input);
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapSlimSubscription(data.transferSubscription);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to transfer subscription',
            rethrowError: true,
        });
    }
    /**
     * Transfers a subscription to a different resource.
     * @return {Promise<subscription>} The subscription connected to destinationResource.
     * @param {TransferSubscriptionInput} input
     */
    async transferSubscriptionToResource(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.transferSubscriptionToResource(input);
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapSlimSubscription(data.transferSubscriptionToResource);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to transfer subscription',
            rethrowError: true,
        });
    }
    /**
     * Delegates a subscription to a different customer (the paying customer of the subscription will not change)
     * @return {Promise<subscription>} The subscription connected to destinationResource.
     * @param {DelegateSubscriptionToCustomerInput} input
     */
    async delegateSubscriptionToCustomer(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.delegateSubscriptionToCustomer(input);
            if (!data)
                throw new Error('Invalid response');
            return this.modelMapper.mapSlimSubscription(data.delegateSubscriptionToCustomer);
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to delegate subscription',
            rethrowError: true,
        });
    }
    grantPromotionalEntitlements(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.grantPromotionalEntitlements(input);
            if (!data)
                throw new Error('Invalid response');
            return data.grantPromotionalEntitlements;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to grant promotional entitlements',
            rethrowError: true,
        });
    }
    revokePromotionalEntitlements(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.revokePromotionalEntitlement(input);
            if (!data)
                throw new Error('Invalid response');
            return data.revokePromotionalEntitlement;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to revoke promotional entitlement',
            rethrowError: true,
        });
    }
    grantPromotionalEntitlementsGroup(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.grantPromotionalEntitlementsGroup(input);
            if (!data)
                throw new Error('Invalid response');
            return data.grantPromotionalEntitlementsGroup;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to grant promotional entitlements group',
            rethrowError: true,
        });
    }
    revokePromotionalEntitlementsGroup(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.revokePromotionalEntitlementsGroup(input);
            if (!data)
                throw new Error('Invalid response');
            return data.revokePromotionalEntitlementsGroup;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to revoke promotional entitlements group',
            rethrowError: true,
        });
    }
    unlinkPromotionalEntitlementsGroup(input) {
        return this.errorHandler.withErrorHandling(async () => {
            const { data } = await this.managementApi.unlinkPromotionalEntitlementsGroup(input);
            if (!data)
                throw new Error('Invalid response');
            return data.unlinkPromotionalEntitlementsGroup;
        }, {
            sdkConfiguration: this.config,
            errorReportMetadata: { input },
            errorMessagePrefix: 'Failed to unlink promotional entitlements group',
            rethrowError: true,
        });
    }
    /**
     * Reload entitlements of a customer or customer resource.
     * Note: this method skips the Edge API, so use it only when you need "read-after-write" consistency after entitlements presumably have changed.
     * @param {string} customerId
     * @param {string} resourceId
     */
    async reloadEntitlements(customerId, resourceId) {
        if (this.config.offline) {
            return { entitledEntityExists: true };
        }
        const response = await this.errorHandler.withErrorHandling(() => {
            if (!customerId || typeof customerId !== 'string') {
                throw new Error('Invalid argument: customerId');
            }
            return this.entitlementsService.refetchEntitlements({
                customerId,
                resourceId,
                skipEdge: true,
                triggeredBy: 'reloadEntitlements',
            });
        }, {
            customerId,
            sdkConfiguration: this.config,
            errorMessagePrefix: 'Failed to reload customer entitlements',
            rethrowError: false,
        });
        if (response == null) {
            return { entitledEntityExists: false };
        }
        return {
            entitledEntityExists: response.accessDeniedReason == null || response.accessDeniedReason === api_client_js_1.AccessDeniedReason.NoActiveSubscription,
        };
    }
}
exports.Stigg = Stigg;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiY2xpZW50LmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vc3JjL2NsaWVudC50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOzs7QUFBQSw4Q0FxRXlCO0FBQ3pCLDhDQUE4QztBQUc5QyxtREFBK0Y7QUFDL0YsNERBQXlEO0FBQ3pELHdEQUE0RDtBQUM1RCwrREFBMkQ7QUFFM0QsbUNBQWdEO0FBQ2hELHdEQStCOEI7QUFDOUIsc0ZBQW1GO0FBQ25GLGtEQUFzRTtBQUV0RSxpRUFBb0U7QUFDcEUsOENBS3lCO0FBNkd6QixJQUFJLG1CQUFtQixHQUFpQixJQUFJLENBQUM7QUFFN0M7O0dBRUc7QUFDSCxNQUFhLEtBQUs7SUFNaEIsWUFDbUIsTUFBcUMsRUFDckMsbUJBQXdDLEVBQ3hDLGFBQTRCLEVBQzVCLGFBQTRCLEVBQzVCLG1CQUF3QyxFQUN4QyxZQUErQjtRQUwvQixXQUFNLEdBQU4sTUFBTSxDQUErQjtRQUNyQyx3QkFBbUIsR0FBbkIsbUJBQW1CLENBQXFCO1FBQ3hDLGtCQUFhLEdBQWIsYUFBYSxDQUFlO1FBQzVCLGtCQUFhLEdBQWIsYUFBYSxDQUFlO1FBQzVCLHdCQUFtQixHQUFuQixtQkFBbUIsQ0FBcUI7UUFDeEMsaUJBQVksR0FBWixZQUFZLENBQW1CO1FBUjFDLGFBQVEsR0FBRyxLQUFLLENBQUM7UUFVdkIsSUFBSSxDQUFDLFdBQVcsR0FBRyxJQUFJLHNCQUFXLEVBQUUsQ0FBQztRQUNyQyxJQUFJLENBQUMsMEJBQTBCLEdBQUcsSUFBSSx1REFBMEIsQ0FBQyxJQUFJLENBQUMsWUFBWSxDQUFDLENBQUM7UUFDcEYsSUFBSSxDQUFDLFlBQVksR0FBRyxJQUFJLGtDQUFlLENBQUMsSUFBSSxDQUFDLGFBQWEsRUFBRSxJQUFJLENBQUMsWUFBWSxDQUFDLENBQUM7SUFDakYsQ0FBQztJQUVELEtBQUssQ0FBQyxxQkFBcUI7UUFDekIsT0FBTyxJQUFJLENBQUMsMEJBQTBCLENBQUMsd0JBQXdCLEVBQUUsQ0FBQyxJQUFJLENBQUMsR0FBRyxFQUFFLENBQUMsSUFBSSxDQUFDLENBQUM7SUFDckYsQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxXQUFXLENBQXVCLFNBQVksRUFBRSxRQUFtQjtRQUNqRSxJQUFJLENBQUMsWUFBWSxDQUFDLFdBQVcsQ0FBQyxTQUFTLEVBQUUsUUFBUSxDQUFDLENBQUM7SUFDckQsQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxjQUFjLENBQXVCLFNBQVksRUFBRSxRQUFtQjtRQUNwRSxJQUFJLENBQUMsWUFBWSxDQUFDLEdBQUcsQ0FBQyxTQUFTLEVBQUUsUUFBUSxDQUFDLENBQUM7SUFDN0MsQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxNQUFNLENBQUMsVUFBVSxDQUFDLGFBQWtDO1FBQ2xELE1BQU0sZ0JBQWdCLEdBQUcsSUFBQSxnQ0FBZ0IsRUFBQyxhQUFhLENBQUMsQ0FBQztRQUN6RCxNQUFNLHVCQUF1QixHQUFHLENBQUMsSUFBQSxnQkFBTyxFQUFDLGdCQUFnQixDQUFDLEtBQUssQ0FBQyxDQUFDO1FBQ2pFLE1BQU0sYUFBYSxHQUFHLElBQUksNkJBQWEsQ0FDckMsZ0JBQWdCLENBQUMsZ0JBQWdCLENBQUMsTUFBTSxFQUN4QyxnQkFBZ0IsQ0FBQyxnQkFBZ0IsQ0FBQyxRQUFRLENBQzNDLENBQUM7UUFFRiwrSEFBK0g7UUFDL0gsSUFDRSxPQUFPLENBQUMsR0FBRyxDQUFDLFFBQVEsS0FBSyxNQUFNO1lBQy9CLG1CQUFtQjtZQUNuQixtQkFBbUIsQ0FBQyxNQUFNLENBQUMsTUFBTSxLQUFLLGdCQUFnQixDQUFDLE1BQU0sRUFDN0QsQ0FBQztZQUNELGFBQWEsQ0FBQyxLQUFLLENBQUM7dUdBQzZFLENBQUMsQ0FBQztZQUNuRyxPQUFPLG1CQUFtQixDQUFDO1FBQzdCLENBQUM7UUFFRCxNQUFNLFVBQVUsR0FBRyxJQUFBLGdDQUFrQixHQUFFLENBQUM7UUFDeEMsYUFBYSxDQUFDLGFBQWEsQ0FBQyxVQUFVLENBQUMsQ0FBQztRQUV4QyxJQUFBLHFDQUFxQixFQUFDLGdCQUFnQixFQUFFLGFBQWEsQ0FBQyxDQUFDO1FBRXZELE1BQU0sYUFBYSxHQUFHLElBQUksQ0FBQyx1QkFBdUIsQ0FBQyxnQkFBZ0IsRUFBRSxhQUFhLEVBQUUsdUJBQXVCLENBQUMsQ0FBQztRQUU3RyxJQUFJLGdCQUFnQixDQUFDLE9BQU8sRUFBRSxDQUFDO1lBQzdCLGFBQWEsQ0FBQyxHQUFHLENBQUMsNEZBQTRGLENBQUMsQ0FBQztRQUNsSCxDQUFDO1FBRUQsYUFBYTthQUNWLGFBQWEsQ0FBQyxnQkFBZ0IsQ0FBQzthQUMvQixJQUFJLENBQUMsR0FBRyxFQUFFLENBQUMsYUFBYSxhQUFiLGFBQWEsdUJBQWIsYUFBYSxDQUFFLDBCQUEwQixDQUFDLGlCQUFpQixFQUFFLENBQUM7YUFDekUsS0FBSyxDQUFDLENBQUMsR0FBRyxFQUFFLEVBQUUsQ0FBQyxhQUFhLGFBQWIsYUFBYSx1QkFBYixhQUFhLENBQUUsMEJBQTBCLENBQUMsZ0JBQWdCLENBQUMsR0FBRyxDQUFDLENBQUMsQ0FBQztRQUVuRixJQUFJLENBQUMsZ0JBQWdCLENBQUMsT0FBTyxJQUFJLGdCQUFnQixDQUFDLHNCQUFzQixFQUFFLENBQUM7WUFDekUsYUFBYSxDQUFDLG1CQUFtQixDQUFDLElBQUksRUFBRSxDQUFDO1FBQzNDLENBQUM7UUFFRCxtQkFBbUIsR0FBRyxhQUFhLENBQUM7UUFFcEMsT0FBTyxhQUFhLENBQUM7SUFDdkIsQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMsS0FBSztRQUNULElBQUksSUFBSSxDQUFDLFFBQVEsRUFBRSxDQUFDO1lBQ2xCLE9BQU87UUFDVCxDQUFDO1FBQ0QsSUFBSSxDQUFDLFFBQVEsR0FBRyxJQUFJLENBQUM7UUFDckIsbUJBQW1CLEdBQUcsSUFBSSxDQUFDO1FBQzNCLE1BQU0sSUFBSSxDQUFDLG1CQUFtQixDQUFDLE9BQU8sRUFBRSxDQUFDO0lBQzNDLENBQUM7SUFFTyxNQUFNLENBQUMsdUJBQXVCLENBQ3BDLGdCQUErQyxFQUMvQyxhQUE0QixFQUM1Qix1QkFBZ0M7UUFFaEMsTUFBTSxFQUFFLFlBQVksRUFBRSxtQkFBbUIsRUFBRSxhQUFhLEVBQUUsbUJBQW1CLEVBQUUsR0FBRyxJQUFBLGlEQUEwQixFQUMxRyx1QkFBdUIsRUFDdkIsZ0JBQWdCLEVBQ2hCLGFBQWEsQ0FDZCxDQUFDO1FBRUYsT0FBTyxJQUFJLEtBQUssQ0FDZCxnQkFBZ0IsRUFDaEIsbUJBQW1CLEVBQ25CLGFBQWEsRUFDYixhQUFhLEVBQ2IsbUJBQW1CLEVBQ25CLFlBQVksQ0FDYixDQUFDO0lBQ0osQ0FBQztJQUVPLEtBQUssQ0FBQyxhQUFhLENBQUMsRUFBRSxrQkFBa0IsRUFBRSxPQUFPLEVBQXVEO1FBQzlHLE1BQU0sUUFBUSxHQUFtQixDQUFDLElBQUksQ0FBQyxtQkFBbUIsQ0FBQyxxQkFBcUIsRUFBRSxDQUFDLENBQUM7UUFFcEYsSUFBSSxrQkFBa0IsSUFBSSxDQUFDLE9BQU8sRUFBRSxDQUFDO1lBQ25DLGdHQUFnRztZQUNoRyxRQUFRLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxtQkFBbUIsQ0FBQyxtQkFBbUIsRUFBRSxDQUFDLENBQUM7UUFDaEUsQ0FBQztRQUVELE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FBQyxHQUFHLEVBQUUsQ0FBQyxPQUFPLENBQUMsR0FBRyxDQUFDLFFBQVEsQ0FBQyxFQUFFO1lBQ3RFLGtCQUFrQixFQUFFLGtDQUFrQztZQUN0RCxZQUFZLEVBQUUsSUFBSTtZQUNsQixnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtTQUM5QixDQUFDLENBQUM7SUFDTCxDQUFDO0lBRUQ7Ozs7Ozs7O09BUUc7SUFDSCxLQUFLLENBQUMscUJBQXFCLENBQUMsRUFDMUIsVUFBVSxFQUNWLFNBQVMsRUFDVCxVQUFVLEVBQ1YsT0FBTyxHQUNlOztRQUN0QixNQUFNLGFBQWEsR0FBRyxDQUFBLE9BQU8sYUFBUCxPQUFPLHVCQUFQLE9BQU8sQ0FBRSxRQUFRLE1BQUksTUFBQSxJQUFJLENBQUMsTUFBTSxDQUFDLG9CQUFvQiwwQ0FBRyxTQUFTLENBQUMsQ0FBQSxJQUFJLEVBQUUsQ0FBQztRQUMvRixNQUFNLG1CQUFtQixtQ0FDcEIsK0NBQW9DLEdBQ3BDLGFBQWEsQ0FDakIsQ0FBQztRQUNGLElBQUksSUFBSSxDQUFDLE1BQU0sQ0FBQyxPQUFPLEVBQUUsQ0FBQztZQUN4QixPQUFPLG1CQUFtQixDQUFDO1FBQzdCLENBQUM7UUFFRCxNQUFNLFdBQVcsR0FBRyxNQUFNLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQzNELEdBQUcsRUFBRSxDQUNILElBQUksQ0FBQyxtQkFBbUIsQ0FBQyxxQkFBcUIsQ0FBQyxVQUFVLEVBQUUsU0FBUyxFQUFFLG1CQUFtQixFQUFFLFVBQVUsRUFBRSxPQUFPLENBQUMsRUFDakg7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxTQUFTLEVBQUUsT0FBTyxFQUFFO1lBQzNDLGtCQUFrQixFQUFFLCtEQUErRDtZQUNuRixZQUFZLEVBQUUsS0FBSztTQUNwQixDQUNGLENBQUM7UUFFRixPQUFPLFdBQVcsSUFBSSxtQkFBbUIsQ0FBQztJQUM1QyxDQUFDO0lBRUQ7Ozs7Ozs7T0FPRztJQUNILEtBQUssQ0FBQyxxQkFBcUIsQ0FBQyxFQUMxQixVQUFVLEVBQ1YsU0FBUyxFQUNULFVBQVUsRUFDVixPQUFPLEdBQ2U7O1FBQ3RCLE1BQU0sYUFBYSxHQUFHLENBQUEsT0FBTyxhQUFQLE9BQU8sdUJBQVAsT0FBTyxDQUFFLFFBQVEsTUFBSSxNQUFBLElBQUksQ0FBQyxNQUFNLENBQUMsb0JBQW9CLDBDQUFHLFNBQVMsQ0FBQyxDQUFBLElBQUksRUFBRSxDQUFDO1FBQy9GLE1BQU0sbUJBQW1CLG1DQUNwQiwrQ0FBb0MsR0FDcEMsYUFBYSxDQUNqQixDQUFDO1FBQ0YsSUFBSSxJQUFJLENBQUMsTUFBTSxDQUFDLE9BQU8sRUFBRSxDQUFDO1lBQ3hCLE9BQU8sbUJBQW1CLENBQUM7UUFDN0IsQ0FBQztRQUVELE1BQU0sV0FBVyxHQUFHLE1BQU0sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDM0QsR0FBRyxFQUFFLENBQ0gsSUFBSSxDQUFDLG1CQUFtQixDQUFDLHFCQUFxQixDQUFDLFVBQVUsRUFBRSxTQUFTLEVBQUUsbUJBQW1CLEVBQUUsVUFBVSxFQUFFLE9BQU8sQ0FBQyxFQUNqSDtZQUNFLFVBQVU7WUFDVixnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLFNBQVMsRUFBRSxPQUFPLEVBQUU7WUFDM0Msa0JBQWtCLEVBQUUsK0RBQStEO1lBQ25GLFlBQVksRUFBRSxLQUFLO1NBQ3BCLENBQ0YsQ0FBQztRQUVGLE9BQU8sV0FBVyxJQUFJLG1CQUFtQixDQUFDO0lBQzVDLENBQUM7SUFFRDs7Ozs7OztPQU9HO0lBQ0gsS0FBSyxDQUFDLHFCQUFxQixDQUFDLEVBQzFCLFVBQVUsRUFDVixTQUFTLEVBQ1QsVUFBVSxFQUNWLE9BQU8sR0FDZTs7UUFDdEIsTUFBTSxhQUFhLEdBQUcsQ0FBQSxPQUFPLGFBQVAsT0FBTyx1QkFBUCxPQUFPLENBQUUsUUFBUSxNQUFJLE1BQUEsSUFBSSxDQUFDLE1BQU0sQ0FBQyxvQkFBb0IsMENBQUcsU0FBUyxDQUFDLENBQUEsSUFBSSxFQUFFLENBQUM7UUFDL0YsTUFBTSxtQkFBbUIsbUNBQ3BCLCtDQUFvQyxHQUNwQyxhQUFhLENBQ2pCLENBQUM7UUFDRixJQUFJLElBQUksQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLENBQUM7WUFDeEIsT0FBTyxtQkFBbUIsQ0FBQztRQUM3QixDQUFDO1FBRUQsTUFBTSxXQUFXLEdBQUcsTUFBTSxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUMzRCxHQUFHLEVBQUUsQ0FDSCxJQUFJLENBQUMsbUJBQW1CLENBQUMscUJBQXFCLENBQUMsVUFBVSxFQUFFLFNBQVMsRUFBRSxtQkFBbUIsRUFBRSxVQUFVLEVBQUUsT0FBTyxDQUFDLEVBQ2pIO1lBQ0UsVUFBVTtZQUNWLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsU0FBUyxFQUFFLE9BQU8sRUFBRTtZQUMzQyxrQkFBa0IsRUFBRSwrREFBK0Q7WUFDbkYsWUFBWSxFQUFFLEtBQUs7U0FDcEIsQ0FDRixDQUFDO1FBRUYsT0FBTyxXQUFXLElBQUksbUJBQW1CLENBQUM7SUFDNUMsQ0FBQztJQUVEOzs7Ozs7O09BT0c7SUFDSCxLQUFLLENBQUMsa0JBQWtCLENBQUMsRUFDdkIsVUFBVSxFQUNWLFNBQVMsRUFDVCxVQUFVLEVBQ1YsT0FBTyxHQUNZOztRQUNuQixNQUFNLGFBQWEsR0FBRyxDQUFBLE9BQU8sYUFBUCxPQUFPLHVCQUFQLE9BQU8sQ0FBRSxRQUFRLE1BQUksTUFBQSxJQUFJLENBQUMsTUFBTSxDQUFDLG9CQUFvQiwwQ0FBRyxTQUFTLENBQUMsQ0FBQSxJQUFJLEVBQUUsQ0FBQztRQUMvRixNQUFNLG1CQUFtQixtQ0FDcEIsNENBQWlDLEdBQ2pDLGFBQWEsQ0FDakIsQ0FBQztRQUNGLElBQUksSUFBSSxDQUFDLE1BQU0sQ0FBQyxPQUFPLEVBQUUsQ0FBQztZQUN4QixPQUFPLG1CQUFtQixDQUFDO1FBQzdCLENBQUM7UUFFRCxNQUFNLFdBQVcsR0FBRyxNQUFNLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQzNELEdBQUcsRUFBRSxDQUNILElBQUksQ0FBQyxtQkFBbUIsQ0FBQyxrQkFBa0IsQ0FBQyxVQUFVLEVBQUUsU0FBUyxFQUFFLG1CQUFtQixFQUFFLFVBQVUsRUFBRSxPQUFPLENBQUMsRUFDOUc7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxTQUFTLEVBQUUsT0FBTyxFQUFFO1lBQzNDLGtCQUFrQixFQUFFLDREQUE0RDtZQUNoRixZQUFZLEVBQUUsS0FBSztTQUNwQixDQUNGLENBQUM7UUFFRixPQUFPLFdBQVcsSUFBSSxtQkFBbUIsQ0FBQztJQUM1QyxDQUFDO0lBRUQ7Ozs7Ozs7T0FPRztJQUNILEtBQUssQ0FBQyxvQkFBb0IsQ0FBQyxFQUN6QixVQUFVLEVBQ1YsVUFBVSxFQUNWLFVBQVUsRUFDVixPQUFPLEdBQ2M7UUFDckIsTUFBTSxtQkFBbUIsaURBQ3BCLDhDQUFtQyxLQUN0QyxRQUFRLEVBQUUsRUFBRSxVQUFVLEVBQUUsS0FDckIsQ0FBQyxDQUFBLE9BQU8sYUFBUCxPQUFPLHVCQUFQLE9BQU8sQ0FBRSxRQUFRLEtBQUksRUFBRSxDQUFDLENBQzdCLENBQUM7UUFFRixJQUFJLElBQUksQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLENBQUM7WUFDeEIsT0FBTyxtQkFBbUIsQ0FBQztRQUM3QixDQUFDO1FBRUQsTUFBTSxXQUFXLEdBQUcsTUFBTSxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUMzRCxHQUFHLEVBQUUsQ0FBQyxJQUFJLENBQUMsbUJBQW1CLENBQUMsb0JBQW9CLENBQUMsVUFBVSxFQUFFLFVBQVUsRUFBRSxVQUFVLENBQUMsRUFDdkY7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxVQUFVLEVBQUUsT0FBTyxFQUFFO1lBQzVDLGtCQUFrQixFQUFFLDhEQUE4RDtZQUNsRixZQUFZLEVBQUUsS0FBSztTQUNwQixDQUNGLENBQUM7UUFFRixPQUFPLFdBQVcsSUFBSSxtQkFBbUIsQ0FBQztJQUM1QyxDQUFDO0lBRUQ7Ozs7Ozs7OztPQVNHO0lBQ0gsS0FBSyxDQUFDLGNBQWMsQ0FBQyxFQUFFLFVBQVUsRUFBRSxTQUFTLEVBQUUsVUFBVSxFQUFFLE9BQU8sRUFBa0I7O1FBQ2pGLE1BQU0sY0FBYyxHQUFHLE1BQUEsSUFBSSxDQUFDLE1BQU0sQ0FBQyxvQkFBb0IsMENBQUcsU0FBUyxDQUFDLENBQUM7UUFDckUsMEVBQTBFO1FBQzFFLGdHQUFnRztRQUNoRywrREFBK0Q7UUFDL0QsTUFBTSxtQkFBbUIsR0FBRyxJQUFBLHdDQUE2QixFQUFDLE9BQU8sQ0FBQyxDQUFDO1FBQ25FLE1BQU0saUJBQWlCLEdBQUcsTUFBQSxPQUFPLGFBQVAsT0FBTyx1QkFBUCxPQUFPLENBQUUsUUFBUSxtQ0FBSSxjQUFjLENBQUM7UUFDOUQsTUFBTSw2QkFBNkIsR0FBRyxpQkFBaUI7WUFDckQsQ0FBQyxpQ0FBTSxtQkFBbUIsR0FBSyxpQkFBaUIsRUFDaEQsQ0FBQyxDQUFDLG1CQUFtQixDQUFDO1FBRXhCLElBQUksSUFBSSxDQUFDLE1BQU0sQ0FBQyxPQUFPLEVBQUUsQ0FBQztZQUN4QixPQUFPLDZCQUE2QixDQUFDO1FBQ3ZDLENBQUM7UUFFRCxNQUFNLFdBQVcsR0FBRyxNQUFNLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQzNELEdBQUcsRUFBRSxDQUNILElBQUksQ0FBQyxtQkFBbUIsQ0FBQyxjQUFjLENBQ3JDLEVBQUUsSUFBSSxFQUFFLDRCQUFlLENBQUMsT0FBTyxFQUFFLEVBQUUsRUFBRSxTQUFTLEVBQUUsRUFDaEQsVUFBVSxFQUNWLFVBQVUsRUFDVixPQUFPLEVBQ1AsNkJBQTZCLENBQzlCLEVBQ0g7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxTQUFTLEVBQUUsT0FBTyxFQUFFO1lBQzNDLGtCQUFrQixFQUFFLHVEQUF1RDtZQUMzRSxZQUFZLEVBQUUsS0FBSztTQUNwQixDQUNGLENBQUM7UUFFRixJQUFJLENBQUMsV0FBVyxJQUFJLENBQUMsSUFBSSxDQUFDLDBCQUEwQixDQUFDLFdBQVcsQ0FBQyxFQUFFLENBQUM7WUFDbEUsT0FBTyw2QkFBNkIsQ0FBQztRQUN2QyxDQUFDO1FBQ0QsT0FBTyxXQUFXLENBQUM7SUFDckIsQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMsZ0JBQWdCLENBQUMsRUFDckIsU0FBUyxFQUNULFVBQVUsRUFDVixVQUFVLEVBQ1YsVUFBVSxFQUNWLE9BQU8sR0FDZ0I7UUFDdkIsTUFBTSxnQkFBZ0IsR0FBRyxJQUFJLENBQUMsOEJBQThCLENBQUMsRUFBRSxTQUFTLEVBQUUsVUFBVSxFQUFFLE9BQU8sRUFBRSxDQUFDLENBQUM7UUFDakcsSUFBSSxDQUFDLGdCQUFnQixDQUFDLE9BQU8sRUFBRSxDQUFDO1lBQzlCLE9BQU8sZ0JBQWdCLENBQUMsUUFBUSxDQUFDO1FBQ25DLENBQUM7UUFDRCxNQUFNLEVBQUUsb0JBQW9CLEVBQUUsR0FBRyxnQkFBZ0IsQ0FBQztRQUVsRCxNQUFNLFFBQVEsR0FBRyxJQUFBLDhDQUFtQyxFQUFDLG9CQUFvQixFQUFFLE9BQU8sQ0FBQyxDQUFDO1FBRXBGLElBQUksSUFBSSxDQUFDLE1BQU0sQ0FBQyxPQUFPLEVBQUUsQ0FBQztZQUN4QixPQUFPLElBQUksQ0FBQywwQkFBMEIsQ0FBQyxvQkFBb0IsRUFBRSxRQUFRLEVBQUUsT0FBTyxDQUFDLENBQUM7UUFDbEYsQ0FBQztRQUVELE1BQU0sV0FBVyxHQUFHLE1BQU0sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDM0QsR0FBRyxFQUFFLENBQUMsSUFBSSxDQUFDLG1CQUFtQixDQUFDLGNBQWMsQ0FBQyxvQkFBb0IsRUFBRSxVQUFVLEVBQUUsVUFBVSxFQUFFLE9BQU8sRUFBRSxRQUFRLENBQUMsRUFDOUc7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxTQUFTLEVBQUUsVUFBVSxFQUFFLE9BQU8sRUFBRTtZQUN2RCxrQkFBa0IsRUFBRSw4QkFBOEI7WUFDbEQsWUFBWSxFQUFFLEtBQUs7U0FDcEIsQ0FDRixDQUFDO1FBRUYsSUFBSSxDQUFDLFdBQVcsRUFBRSxDQUFDO1lBQ2pCLE9BQU8sSUFBSSxDQUFDLDBCQUEwQixDQUFDLG9CQUFvQixFQUFFLFFBQVEsRUFBRSxPQUFPLENBQUMsQ0FBQztRQUNsRixDQUFDO1FBRUQsT0FBTyxJQUFJLENBQUMsMEJBQTBCLENBQUMsb0JBQW9CLEVBQUUsV0FBVyxFQUFFLE9BQU8sQ0FBQyxDQUFDO0lBQ3JGLENBQUM7SUFFTyw4QkFBOEIsQ0FBQyxNQUl0QztRQUNDLE1BQU0sb0JBQW9CLEdBQUcsSUFBSSxDQUFDLGlDQUFpQyxDQUFDLE1BQU0sQ0FBQyxDQUFDO1FBQzVFLElBQUksQ0FBQyxvQkFBb0IsRUFBRSxDQUFDO1lBQzFCLElBQUksQ0FBQyxhQUFhLENBQUMsS0FBSyxDQUFDLGlFQUFpRSxvQkFDckYsTUFBTSxFQUNULENBQUM7WUFDSCxPQUFPLEVBQUUsT0FBTyxFQUFFLEtBQUssRUFBRSxRQUFRLEVBQUUsSUFBSSxDQUFDLDJDQUEyQyxDQUFDLE1BQU0sQ0FBQyxFQUFFLENBQUM7UUFDaEcsQ0FBQztRQUNELE9BQU8sRUFBRSxPQUFPLEVBQUUsSUFBSSxFQUFFLG9CQUFvQixFQUFFLENBQUM7SUFDakQsQ0FBQztJQUVPLDBCQUEwQixDQUFDLFdBQTBCO1FBQzNELE9BQU8sTUFBTSxJQUFJLFdBQVcsQ0FBQztJQUMvQixDQUFDO0lBRU8saUNBQWlDLENBQUMsTUFHekM7UUFDQyxNQUFNLFVBQVUsR0FBRyxNQUFNLENBQUMsU0FBUyxJQUFJLElBQUksSUFBSSxNQUFNLENBQUMsU0FBUyxLQUFLLEVBQUUsQ0FBQztRQUN2RSxNQUFNLFNBQVMsR0FBRyxNQUFNLENBQUMsVUFBVSxJQUFJLElBQUksSUFBSSxNQUFNLENBQUMsVUFBVSxLQUFLLEVBQUUsQ0FBQztRQUV4RSxJQUFJLFVBQVUsS0FBSyxTQUFTLEVBQUUsQ0FBQztZQUM3QixPQUFPLFNBQVMsQ0FBQztRQUNuQixDQUFDO1FBRUQsb0NBQW9DO1FBQ3BDLElBQUksVUFBVSxFQUFFLENBQUM7WUFDZixPQUFPLEVBQUUsSUFBSSxFQUFFLDRCQUFlLENBQUMsT0FBTyxFQUFFLEVBQUUsRUFBRSxNQUFNLENBQUMsU0FBVSxFQUFFLENBQUM7UUFDbEUsQ0FBQztRQUNELE9BQU8sRUFBRSxJQUFJLEVBQUUsNEJBQWUsQ0FBQyxNQUFNLEVBQUUsRUFBRSxFQUFFLE1BQU0sQ0FBQyxVQUFXLEVBQUUsQ0FBQztJQUNsRSxDQUFDO0lBRU8sMkNBQTJDLENBQUMsTUFJbkQ7UUFDQyxJQUFJLE1BQU0sQ0FBQyxTQUFTLEVBQUUsQ0FBQztZQUNyQixPQUFPLElBQUEsOENBQW1DLEVBQ3hDLEVBQUUsSUFBSSxFQUFFLDRCQUFlLENBQUMsT0FBTyxFQUFFLEVBQUUsRUFBRSxNQUFNLENBQUMsU0FBUyxFQUFFLEVBQ3ZELE1BQU0sQ0FBQyxPQUFPLENBQ2YsQ0FBQztRQUNKLENBQUM7UUFDRCxJQUFJLE1BQU0sQ0FBQyxVQUFVLEVBQUUsQ0FBQztZQUN0QixPQUFPLElBQUEsOENBQW1DLEVBQ3hDLEVBQUUsSUFBSSxFQUFFLDRCQUFlLENBQUMsTUFBTSxFQUFFLEVBQUUsRUFBRSxNQUFNLENBQUMsVUFBVSxFQUFFLEVBQ3ZELE1BQU0sQ0FBQyxPQUFPLENBQ2YsQ0FBQztRQUNKLENBQUM7UUFDRCxPQUFPLElBQUEsd0NBQTZCLEVBQUMsTUFBTSxDQUFDLE9BQU8sQ0FBQyxDQUFDO0lBQ3ZELENBQUM7SUFFTywwQkFBMEIsQ0FDaEMsb0JBQXNDLEVBQ3RDLFdBQTBCLEVBQzFCLE9BQTJDOztRQUUzQyxpRkFBaUY7UUFDakYsSUFBSSxDQUFDLFdBQVcsQ0FBQyxVQUFVLEtBQUksT0FBTyxhQUFQLE9BQU8sdUJBQVAsT0FBTyxDQUFFLFFBQVEsQ0FBQSxFQUFFLENBQUM7WUFDakQsT0FBTyxXQUFXLENBQUM7UUFDckIsQ0FBQztRQUVELElBQUksb0JBQW9CLENBQUMsSUFBSSxLQUFLLDRCQUFlLENBQUMsTUFBTSxFQUFFLENBQUM7WUFDekQsTUFBTSxvQkFBb0IsR0FBRyxNQUFBLElBQUksQ0FBQyxNQUFNLENBQUMsMEJBQTBCLDBDQUFHLG9CQUFvQixDQUFDLEVBQUUsQ0FBQyxDQUFDO1lBQy9GLElBQUksQ0FBQyxvQkFBb0IsSUFBSSxDQUFDLENBQUMsVUFBVSxJQUFJLFdBQVcsQ0FBQyxFQUFFLENBQUM7Z0JBQzFELE9BQU8sV0FBVyxDQUFDO1lBQ3JCLENBQUM7WUFFRCxPQUFPLElBQUEseUNBQThCLEVBQUM7Z0JBQ3BDLFVBQVUsRUFBRSxvQkFBb0IsQ0FBQyxFQUFFO2dCQUNuQyxrQkFBa0IsRUFBRSxXQUFXLENBQUMsa0JBQWtCO2dCQUNsRCxRQUFRLEVBQUU7b0JBQ1IsU0FBUyxFQUFFLG9CQUFvQixDQUFDLFNBQVM7b0JBQ3pDLFVBQVUsRUFBRSxNQUFBLG9CQUFvQixDQUFDLFVBQVUsbUNBQUksV0FBVyxDQUFDLFVBQVU7b0JBQ3JFLFlBQVksRUFBRSxNQUFBLG9CQUFvQixDQUFDLFlBQVksbUNBQUksV0FBVyxDQUFDLFlBQVk7aUJBQzVFO2FBQ0YsQ0FBQyxDQUFDO1FBQ0wsQ0FBQztRQUVELE1BQU0scUJBQXFCLEdBQUcsTUFBQSxJQUFJLENBQUMsTUFBTSxDQUFDLG9CQUFvQiwwQ0FBRyxvQkFBb0IsQ0FBQyxFQUFFLENBQUMsQ0FBQztRQUMxRixJQUFJLENBQUMscUJBQXFCLEVBQUUsQ0FBQztZQUMzQixPQUFPLFdBQVcsQ0FBQztRQUNyQixDQUFDO1FBRUQsTUFBTSx3QkFBd0IsbUNBQVEsV0FBVyxHQUFLLHFCQUFxQixDQUFFLENBQUM7UUFDOUUsT0FBTyx3QkFBd0IsQ0FBQyxTQUFTO1lBQ3ZDLENBQUMsaUNBQU0sd0JBQXdCLEtBQUUsa0JBQWtCLEVBQUUsU0FBUyxJQUM5RCxDQUFDLENBQUMsd0JBQXdCLENBQUM7SUFDL0IsQ0FBQztJQUVEOzs7OztPQUtHO0lBQ0gsS0FBSyxDQUFDLGVBQWUsQ0FBQyxVQUFrQixFQUFFLFVBQW1CO1FBQzNELE1BQU0sTUFBTSxHQUFHLE1BQU0sSUFBSSxDQUFDLG9CQUFvQixDQUFDLFVBQVUsRUFBRSxVQUFVLENBQUMsQ0FBQztRQUN2RSxPQUFPLE1BQU0sQ0FBQyxZQUFZLENBQUM7SUFDN0IsQ0FBQztJQUVEOzs7OztPQUtHO0lBQ0gsS0FBSyxDQUFDLG9CQUFvQixDQUFDLFVBQWtCLEVBQUUsVUFBbUI7UUFDaEUsTUFBTSxRQUFRLEdBQUcsTUFBTSxJQUFJLENBQUMsc0JBQXNCLENBQUMsVUFBVSxFQUFFLFVBQVUsQ0FBQyxDQUFDO1FBQzNFLE9BQU87WUFDTCxZQUFZLEVBQUUsUUFBUSxDQUFDLFlBQVksQ0FBQyxNQUFNLENBQUMseUNBQThCLENBQUM7WUFDMUUsa0JBQWtCLEVBQUUsUUFBUSxDQUFDLGtCQUFrQjtTQUNoRCxDQUFDO0lBQ0osQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMsc0JBQXNCLENBQUMsVUFBa0IsRUFBRSxVQUFtQjtRQUNsRSxJQUFJLElBQUksQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLENBQUM7WUFDeEIsT0FBTyxFQUFFLFlBQVksRUFBRSxJQUFJLENBQUMseUJBQXlCLEVBQUUsRUFBRSxrQkFBa0IsRUFBRSxJQUFJLEVBQUUsQ0FBQztRQUN0RixDQUFDO1FBRUQsTUFBTSxNQUFNLEdBQUcsTUFBTSxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN0RCxHQUFHLEVBQUU7WUFDSCxJQUFJLENBQUMsVUFBVSxJQUFJLE9BQU8sVUFBVSxLQUFLLFFBQVEsRUFBRSxDQUFDO2dCQUNsRCxNQUFNLElBQUksS0FBSyxDQUFDLDhCQUE4QixDQUFDLENBQUM7WUFDbEQsQ0FBQztZQUNELE9BQU8sSUFBSSxDQUFDLG1CQUFtQixDQUFDLHVCQUF1QixDQUFDLFVBQVUsRUFBRSxVQUFVLENBQUMsQ0FBQztRQUNsRixDQUFDLEVBQ0Q7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0Isa0JBQWtCLEVBQUUsd0NBQXdDO1lBQzVELFlBQVksRUFBRSxLQUFLO1NBQ3BCLENBQ0YsQ0FBQztRQUNGLElBQUksQ0FBQyxNQUFNLEVBQUUsQ0FBQztZQUNaLE9BQU8sRUFBRSxZQUFZLEVBQUUsSUFBSSxDQUFDLHlCQUF5QixFQUFFLEVBQUUsa0JBQWtCLEVBQUUsSUFBSSxFQUFFLENBQUM7UUFDdEYsQ0FBQztRQUNELE9BQU8sTUFBTSxDQUFDO0lBQ2hCLENBQUM7SUFFTyx5QkFBeUI7O1FBQy9CLE1BQU0sZUFBZSxHQUFHLElBQUEscUNBQTBCLEVBQUMsSUFBSSxDQUFDLE1BQU0sQ0FBQyxvQkFBb0IsQ0FBQyxDQUFDO1FBQ3JGLE1BQU0sY0FBYyxHQUFHLE1BQU0sQ0FBQyxPQUFPLENBQUMsTUFBQSxJQUFJLENBQUMsTUFBTSxDQUFDLDBCQUEwQixtQ0FBSSxFQUFFLENBQUMsQ0FBQyxHQUFHLENBQUMsQ0FBQyxDQUFDLFVBQVUsRUFBRSxRQUFRLENBQUMsRUFBRSxFQUFFLENBQ2pILElBQUEseUNBQThCLEVBQUMsRUFBRSxVQUFVLEVBQUUsUUFBUSxFQUFFLENBQUMsQ0FDekQsQ0FBQztRQUNGLE9BQU8sQ0FBQyxHQUFHLGVBQWUsRUFBRSxHQUFHLGNBQWMsQ0FBQyxDQUFDO0lBQ2pELENBQUM7SUFFRDs7T0FFRztJQUNILEtBQUssQ0FBQyxXQUFXLENBQUMsTUFBbUM7UUFDbkQsSUFBSSxJQUFJLENBQUMsTUFBTSxDQUFDLE9BQU8sRUFBRSxDQUFDO1lBQ3hCLE9BQU87UUFDVCxDQUFDO1FBRUQsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sV0FBVyxHQUFHLElBQUEsZ0JBQU8sRUFBQyxNQUFNLENBQUMsQ0FBQyxDQUFDLENBQUMsTUFBTSxDQUFDLENBQUMsQ0FBQyxDQUFDLE1BQU0sQ0FBQyxDQUFDO1lBQ3hELE1BQU0sSUFBSSxDQUFDLG1CQUFtQixDQUFDLFdBQVcsQ0FBQyxXQUFXLENBQUMsQ0FBQztRQUMxRCxDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLE1BQU0sRUFBRTtZQUMvQixrQkFBa0IsRUFBRSw4QkFBOEI7WUFDbEQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOztPQUVHO0lBQ0gsS0FBSyxDQUFDLGlCQUFpQixDQUFDLEtBQTZCO1FBQ25ELElBQUksSUFBSSxDQUFDLE1BQU0sQ0FBQyxPQUFPLEVBQUUsQ0FBQztZQUN4QixPQUFPLEVBQUUsU0FBUyxFQUFFLEVBQUUsRUFBRSxRQUFRLEVBQUUsRUFBRSxFQUFFLENBQUM7UUFDekMsQ0FBQztRQUNELE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxJQUFJLENBQUMsbUJBQW1CLENBQUMsaUJBQWlCLENBQUMsS0FBSyxDQUFDLENBQUM7WUFDekUsT0FBTyxJQUFLLENBQUMsaUJBQWlCLENBQUM7UUFDakMsQ0FBQyxFQUNEO1lBQ0UsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxLQUFLLEVBQUU7WUFDOUIsa0JBQWtCLEVBQUUsc0NBQXNDO1lBQzFELFlBQVksRUFBRSxJQUFJO1NBQ25CLENBQ0YsQ0FBQztJQUNKLENBQUM7SUFFRDs7T0FFRztJQUNILEtBQUssQ0FBQyxpQkFBaUIsQ0FBQyxLQUE2QjtRQUNuRCxJQUFJLElBQUksQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLENBQUM7WUFDeEIsT0FBTyxFQUFFLFNBQVMsRUFBRSxFQUFFLEVBQUUsUUFBUSxFQUFFLEVBQUUsRUFBRSxDQUFDO1FBQ3pDLENBQUM7UUFDRCxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLG1CQUFtQixDQUFDLGlCQUFpQixDQUFDLEtBQUssQ0FBQyxDQUFDO1lBQ3pFLE9BQU8sSUFBSyxDQUFDLGlCQUFpQixDQUFDO1FBQ2pDLENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsS0FBSyxFQUFFO1lBQzlCLGtCQUFrQixFQUFFLHNDQUFzQztZQUMxRCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7OztPQU1HO0lBQ0gsS0FBSyxDQUFDLFdBQVcsQ0FBQyxFQUNoQixVQUFVLEVBQ1YsVUFBVSxFQUNWLFNBQVMsRUFDVCxLQUFLLEVBQ0wsY0FBYyxFQUNkLFNBQVMsRUFDVCxVQUFVLEVBQ1YsY0FBYyxHQUNGO1FBQ1osSUFBSSxJQUFJLENBQUMsTUFBTSxDQUFDLE9BQU8sRUFBRSxDQUFDO1lBQ3hCLE9BQU87Z0JBQ0wsYUFBYSxFQUFFLElBQUEsZ0NBQWtCLEdBQUU7Z0JBQ25DLFVBQVU7Z0JBQ1YsVUFBVTtnQkFDVixTQUFTO2FBQ1YsQ0FBQztRQUNKLENBQUM7UUFFRCxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLG1CQUFtQixDQUFDLFdBQVcsQ0FBQztnQkFDMUQsU0FBUztnQkFDVCxVQUFVO2dCQUNWLFVBQVU7Z0JBQ1YsS0FBSztnQkFDTCxjQUFjO2dCQUNkLFNBQVM7Z0JBQ1QsVUFBVTtnQkFDVixjQUFjO2FBQ2YsQ0FBQyxDQUFDO1lBRUgsSUFBSSxDQUFDLElBQUk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBRS9DLE9BQU8sSUFBSSxDQUFDLFdBQVcsQ0FBQyxpQkFBaUIsQ0FBQyxJQUFJLENBQUMsV0FBVyxDQUFDLENBQUM7UUFDOUQsQ0FBQyxFQUNEO1lBQ0UsVUFBVTtZQUNWLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsU0FBUyxFQUFFLEtBQUssRUFBRTtZQUN6QyxrQkFBa0IsRUFBRSx3QkFBd0I7WUFDNUMsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7T0FHRztJQUNILEtBQUssQ0FBQyxlQUFlLENBQUMsRUFBRSxNQUFNLEVBQW1CO1FBQy9DLElBQUksSUFBSSxDQUFDLE1BQU0sQ0FBQyxPQUFPLEVBQUUsQ0FBQztZQUN4QixPQUFPLE1BQU0sQ0FBQyxHQUFHLENBQUMsQ0FBQyxFQUFFLFVBQVUsRUFBRSxVQUFVLEVBQUUsU0FBUyxFQUFFLEVBQUUsRUFBRSxDQUFDLENBQUM7Z0JBQzVELGFBQWEsRUFBRSxJQUFBLGdDQUFrQixHQUFFO2dCQUNuQyxVQUFVO2dCQUNWLFVBQVU7Z0JBQ1YsU0FBUzthQUNWLENBQUMsQ0FBQyxDQUFDO1FBQ04sQ0FBQztRQUVELE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxJQUFJLENBQUMsbUJBQW1CLENBQUMsZUFBZSxDQUFDO2dCQUM5RCxNQUFNO2FBQ1AsQ0FBQyxDQUFDO1lBRUgsSUFBSSxDQUFDLElBQUk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBRS9DLE9BQU8sSUFBSSxDQUFDLGVBQWUsQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFJLEVBQUUsRUFBRSxDQUFDLElBQUksQ0FBQyxXQUFXLENBQUMsaUJBQWlCLENBQUMsSUFBSSxDQUFDLENBQUMsQ0FBQztRQUN0RixDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSw2QkFBNkI7WUFDakQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7T0FHRztJQUNILEtBQUssQ0FBQyxjQUFjLENBQUMsRUFDbkIsVUFBVSxFQUNWLFVBQVUsRUFDVixNQUFNLEVBQ04sY0FBYyxFQUNkLFVBQVUsRUFDVixTQUFTLEVBQ1QsVUFBVSxHQUNLO1FBQ2YsSUFBSSxJQUFJLENBQUMsTUFBTSxDQUFDLE9BQU8sRUFBRSxDQUFDO1lBQ3hCLE9BQU87Z0JBQ0wsVUFBVTtnQkFDVixVQUFVO2dCQUNWLFVBQVU7Z0JBQ1YsTUFBTTtnQkFDTixTQUFTLEVBQUUsSUFBSSxJQUFJLEVBQUU7YUFDdEIsQ0FBQztRQUNKLENBQUM7UUFFRCxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLG1CQUFtQixDQUFDLGNBQWMsQ0FBQztnQkFDN0QsVUFBVTtnQkFDVixVQUFVO2dCQUNWLE1BQU07Z0JBQ04sY0FBYztnQkFDZCxVQUFVO2dCQUNWLFNBQVM7Z0JBQ1QsVUFBVTthQUNYLENBQUMsQ0FBQztZQUVILElBQUksQ0FBQyxJQUFJO2dCQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUUvQyxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsdUJBQXVCLENBQUMsSUFBSSxDQUFDLGNBQWMsQ0FBQyxDQUFDO1FBQ3ZFLENBQUMsRUFDRDtZQUNFLFVBQVU7WUFDVixnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLFVBQVUsRUFBRSxNQUFNLEVBQUU7WUFDM0Msa0JBQWtCLEVBQUUsMkJBQTJCO1lBQy9DLFlBQVksRUFBRSxJQUFJO1NBQ25CLENBQ0YsQ0FBQztJQUNKLENBQUM7SUFFRDs7O09BR0c7SUFDSCxLQUFLLENBQUMsbUJBQW1CLENBQUMsRUFBRSxZQUFZLEVBQXVCO1FBQzdELElBQUksSUFBSSxDQUFDLE1BQU0sQ0FBQyxPQUFPLEVBQUUsQ0FBQztZQUN4QixPQUFPO1FBQ1QsQ0FBQztRQUVELE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLElBQUksQ0FBQyxtQkFBbUIsQ0FBQyxtQkFBbUIsQ0FBQyxZQUFZLENBQUMsQ0FBQztRQUNuRSxDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSwyQkFBMkI7WUFDL0MsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVELEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxFQUFFLFNBQVMsRUFBRSxhQUFhLEVBQXNCO1FBQ3ZFLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsa0JBQWtCLENBQUM7Z0JBQzFDLGFBQWE7Z0JBQ2IsU0FBUyxFQUFFLFNBQVMsQ0FBQyxHQUFHLENBQUMsQ0FBQyxRQUFRLEVBQUUsRUFBRSxDQUFDLGlDQUNsQyxJQUFBLGFBQUksRUFBQyxRQUFRLEVBQUUsVUFBVSxDQUFDLEtBQzdCLGtCQUFrQixFQUFFLFFBQVEsQ0FBQyxRQUFRLElBQ3JDLENBQUM7YUFDSixDQUFDLENBQUM7UUFDTCxDQUFDLEVBQ0Q7WUFDRSxrQkFBa0IsRUFBRSw0QkFBNEI7WUFDaEQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7Ozs7OztPQVFHO0lBQ0gsS0FBSyxDQUFDLGNBQWMsQ0FBQyxFQUNuQixTQUFTLEVBQ1QsVUFBVSxFQUNWLEtBQUssRUFDTCxJQUFJLEVBQ0osUUFBUSxHQUMwQjtRQUNsQyxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxLQUFLLEdBQUcsVUFBVSxDQUFDO1lBQ3pCLE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsY0FBYyxDQUFDO2dCQUN2RCxLQUFLO2dCQUNMLEtBQUs7Z0JBQ0wsSUFBSTtnQkFDSixTQUFTO2dCQUNULGtCQUFrQixFQUFFLFFBQVE7YUFDN0IsQ0FBQyxDQUFDO1lBRUgsSUFBSSxDQUFDLElBQUk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBRS9DLE9BQU8sSUFBSSxDQUFDLFdBQVcsQ0FBQyxlQUFlLENBQUMsSUFBSSxDQUFDLGNBQWMsQ0FBQyxDQUFDO1FBQy9ELENBQUMsRUFDRDtZQUNFLFVBQVU7WUFDVixnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLFNBQVMsRUFBRSxLQUFLLEVBQUUsSUFBSSxFQUFFO1lBQy9DLGtCQUFrQixFQUFFLDJCQUEyQjtZQUMvQyxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQsS0FBSyxDQUFDLHNCQUFzQixDQUFDLEVBQUUsYUFBYSxFQUFFLGFBQWEsRUFBMEI7UUFDbkYsTUFBTSxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN2QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxzQkFBc0IsQ0FBQztnQkFDOUMsYUFBYTtnQkFDYixhQUFhLEVBQUUsYUFBYSxDQUFDLEdBQUcsQ0FBQyxDQUFDLFlBQVksRUFBRSxFQUFFLENBQUMsaUNBQzlDLElBQUEsYUFBSSxFQUFDLFlBQVksRUFBRSxVQUFVLENBQUMsS0FDakMsa0JBQWtCLEVBQUUsWUFBWSxDQUFDLFFBQVEsSUFDekMsQ0FBQzthQUNKLENBQUMsQ0FBQztRQUNMLENBQUMsRUFDRDtZQUNFLGtCQUFrQixFQUFFLHFDQUFxQztZQUN6RCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7Ozs7Ozs7O09BV0c7SUFDSCxLQUFLLENBQUMsaUJBQWlCLENBQUMsRUFDdEIsVUFBVSxFQUNWLEtBQUssRUFDTCxJQUFJLEVBQ0osV0FBVyxFQUNYLFFBQVEsRUFDUixRQUFRLEVBQ1Isa0JBQWtCLEVBQ2xCLHFCQUFxQixFQUNyQixTQUFTLEVBQ1QsWUFBWSxFQUNaLHdCQUF3QixHQUNOO1FBQ2xCLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLHlCQUF5QixHQUFtRCxrQkFBa0I7Z0JBQ2xHLENBQUMsaUNBQ00sSUFBQSxhQUFJLEVBQUMsa0JBQWtCLEVBQUUsY0FBYyxFQUFFLFVBQVUsQ0FBQyxLQUN2RCxrQkFBa0IsRUFBRSxrQkFBa0IsQ0FBQyxRQUFRLEVBQy9DLGVBQWUsRUFBRSxrQkFBa0IsQ0FBQyxZQUFZLElBRXBELENBQUMsQ0FBQyxTQUFTLENBQUM7WUFFZCxNQUFNLEtBQUssR0FBRyxVQUFVLENBQUM7WUFDekIsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxpQkFBaUIsQ0FBQztnQkFDMUQsS0FBSztnQkFDTCxTQUFTO2dCQUNULEtBQUs7Z0JBQ0wsSUFBSTtnQkFDSixrQkFBa0IsRUFBRSxXQUFXO2dCQUMvQixrQkFBa0IsRUFBRSxRQUFRO2dCQUM1QixXQUFXLEVBQUUsUUFBUTtnQkFDckIsa0JBQWtCLEVBQUUseUJBQXlCO2dCQUM3QyxxQkFBcUI7Z0JBQ3JCLFlBQVk7Z0JBQ1osd0JBQXdCO2FBQ3pCLENBQUMsQ0FBQztZQUVILElBQUksQ0FBQyxJQUFJO2dCQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUUvQyxNQUFNLElBQUksQ0FBQyxtQkFBbUIsQ0FBQyx1QkFBdUIsQ0FBQztnQkFDckQsWUFBWSxFQUFFLElBQUksQ0FBQyxpQkFBaUIsQ0FBQyxjQUFjO2dCQUNuRCxVQUFVLEVBQUUsSUFBSSxDQUFDLGlCQUFpQixDQUFDLFFBQVEsQ0FBQyxVQUFVO2dCQUN0RCxVQUFVLEVBQUUsa0JBQWtCLGFBQWxCLGtCQUFrQix1QkFBbEIsa0JBQWtCLENBQUUsVUFBVTthQUMzQyxDQUFDLENBQUM7WUFFSCxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsc0JBQXNCLENBQUMsSUFBSSxDQUFDLENBQUM7UUFDdkQsQ0FBQyxFQUNEO1lBQ0UsVUFBVTtZQUNWLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsS0FBSyxFQUFFLElBQUksRUFBRSxXQUFXLEVBQUUsUUFBUSxFQUFFLFFBQVEsRUFBRSxrQkFBa0IsRUFBRTtZQUN6RixrQkFBa0IsRUFBRSw4QkFBOEI7WUFDbEQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMscUJBQXFCLENBQUMscUJBQTRDO1FBQ3RFLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLHFCQUFxQixDQUFDLHFCQUFxQixDQUFDLENBQUM7WUFFdkYsSUFBSSxDQUFDLElBQUk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBRS9DLE1BQU0sSUFBSSxDQUFDLG1CQUFtQixDQUFDLHVCQUF1QixDQUFDO2dCQUNyRCxZQUFZLEVBQUUsSUFBSSxDQUFDLHFCQUFxQixDQUFDLGNBQWM7Z0JBQ3ZELFVBQVUsRUFBRSxxQkFBcUIsQ0FBQyxVQUFVO2dCQUM1QyxVQUFVLEVBQUUscUJBQXFCLENBQUMsVUFBVTthQUM3QyxDQUFDLENBQUM7WUFFSCxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsZ0NBQWdDLENBQUMsSUFBSSxDQUFDLENBQUM7UUFDakUsQ0FBQyxFQUNEO1lBQ0UsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxxQkFBcUIsRUFBRTtZQUM5QyxrQkFBa0IsRUFBRSxrQ0FBa0M7WUFDdEQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7Ozs7T0FNRztJQUNILEtBQUssQ0FBQyxpQkFBaUIsQ0FBQyxpQkFBb0M7UUFDMUQsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsaUJBQWlCLENBQUMsaUJBQWlCLENBQUMsQ0FBQztZQUMvRSxJQUFJLENBQUMsSUFBSSxJQUFJLENBQUMsSUFBSSxDQUFDLFlBQVk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBQ3JFLE9BQU8sSUFBSSxDQUFDLFdBQVcsQ0FBQyxlQUFlLENBQUMsSUFBSSxDQUFDLFlBQVksQ0FBQyxDQUFDO1FBQzdELENBQUMsRUFDRDtZQUNFLGtCQUFrQixFQUFFLCtCQUErQjtZQUNuRCxZQUFZLEVBQUUsS0FBSztTQUNwQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7O09BRUc7SUFDSCxLQUFLLENBQUMsaUJBQWlCLENBQUMsS0FBMEI7UUFDaEQsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsaUJBQWlCLENBQUMsS0FBSyxDQUFDLENBQUM7WUFDbkUsT0FBTyxJQUFJLENBQUMsY0FBYyxDQUFDO1FBQzdCLENBQUMsRUFDRDtZQUNFLGtCQUFrQixFQUFFLDZCQUE2QjtZQUNqRCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7Ozs7Ozs7O09BV0c7SUFDSCxLQUFLLENBQUMsY0FBYyxDQUFDLEtBQXFCO1FBQ3hDLE1BQU0sUUFBUSxHQUFHLE1BQU0sSUFBSSxDQUFDLGlCQUFpQixpQ0FDeEMsS0FBSyxLQUNSLGtCQUFrQixFQUFFLElBQUksSUFDeEIsQ0FBQztRQUVILE9BQU8sUUFBUSxDQUFDLFFBQVEsQ0FBQztJQUMzQixDQUFDO0lBRUQ7Ozs7Ozs7OztPQVNHO0lBQ0gsS0FBSyxDQUFDLGNBQWMsQ0FBQyxFQUNuQixVQUFVLEVBQ1YsS0FBSyxFQUNMLElBQUksRUFDSixTQUFTLEVBQ1QsV0FBVyxFQUNYLFFBQVEsRUFDUixRQUFRLEVBQ1IsY0FBYyxFQUNkLFlBQVksRUFDWix3QkFBd0IsR0FDVDtRQUNmLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLGNBQWMsQ0FBQztnQkFDdkQsS0FBSyxFQUFFLFVBQVU7Z0JBQ2pCLEtBQUs7Z0JBQ0wsSUFBSTtnQkFDSixXQUFXLEVBQUUsUUFBUTtnQkFDckIsU0FBUztnQkFDVCxrQkFBa0IsRUFBRSxXQUFXO2dCQUMvQixrQkFBa0IsRUFBRSxRQUFRO2dCQUM1QixjQUFjO2dCQUNkLFlBQVk7Z0JBQ1osd0JBQXdCO2FBQ3pCLENBQUMsQ0FBQztZQUVILElBQUksQ0FBQyxJQUFJO2dCQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUUvQyxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsZUFBZSxDQUFDLElBQUksQ0FBQyxjQUFjLENBQUMsQ0FBQztRQUMvRCxDQUFDLEVBQ0Q7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxLQUFLLEVBQUUsSUFBSSxFQUFFLFdBQVcsRUFBRSxRQUFRLEVBQUUsUUFBUSxFQUFFO1lBQ3JFLGtCQUFrQixFQUFFLDJCQUEyQjtZQUMvQyxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7U0FJSztJQUNMLEtBQUssQ0FBQywyQkFBMkIsQ0FBQyxVQUFrQjtRQUNsRCxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQywyQkFBMkIsQ0FBQyxVQUFVLENBQUMsQ0FBQztZQUVsRixJQUFJLENBQUMsSUFBSTtnQkFBRSxNQUFNLElBQUksS0FBSyxDQUFDLGtCQUFrQixDQUFDLENBQUM7WUFFL0MsT0FBTyxJQUFJLENBQUMsV0FBVyxDQUFDLGVBQWUsQ0FBQyxJQUFJLENBQUMsMkJBQTJCLENBQUMsQ0FBQztRQUM1RSxDQUFDLEVBQ0Q7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0Isa0JBQWtCLEVBQUUsMENBQTBDO1lBQzlELFlBQVksRUFBRSxJQUFJO1NBQ25CLENBQ0YsQ0FBQztJQUNKLENBQUM7SUFFRDs7OztPQUlHO0lBQ0gsS0FBSyxDQUFDLFdBQVcsQ0FBQyxVQUFrQjtRQUNsQyxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsSUFBSSxDQUFDLFVBQVUsSUFBSSxPQUFPLFVBQVUsS0FBSyxRQUFRLEVBQUUsQ0FBQztnQkFDbEQsTUFBTSxJQUFJLEtBQUssQ0FBQyw4QkFBOEIsQ0FBQyxDQUFDO1lBQ2xELENBQUM7WUFDRCxNQUFNLElBQUksR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsV0FBVyxDQUFDLFVBQVUsQ0FBQyxDQUFDO1lBQzlELE1BQU0sUUFBUSxHQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsa0JBQWtCLENBQUM7WUFDOUMsSUFBSSxDQUFDLFFBQVEsRUFBRSxDQUFDO2dCQUNkLE1BQU0sSUFBSSxLQUFLLENBQUMsb0JBQW9CLENBQUMsQ0FBQztZQUN4QyxDQUFDO1lBQ0QsT0FBTyxJQUFJLENBQUMsV0FBVyxDQUFDLGVBQWUsQ0FBQyxRQUFRLENBQUMsQ0FBQztRQUNwRCxDQUFDLEVBQ0Q7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0Isa0JBQWtCLEVBQUUsd0JBQXdCO1lBQzVDLFlBQVksRUFBRSxJQUFJO1NBQ25CLENBQ0YsQ0FBQztJQUNKLENBQUM7SUFFRDs7OztPQUlHO0lBQ0gsS0FBSyxDQUFDLHFCQUFxQixDQUFDLFVBQWtCO1FBQzVDLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxJQUFJLENBQUMsVUFBVSxJQUFJLE9BQU8sVUFBVSxLQUFLLFFBQVEsRUFBRSxDQUFDO2dCQUNsRCxNQUFNLElBQUksS0FBSyxDQUFDLDhCQUE4QixDQUFDLENBQUM7WUFDbEQsQ0FBQztZQUNELE1BQU0sSUFBSSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxxQkFBcUIsQ0FBQyxVQUFVLENBQUMsQ0FBQztZQUN4RSxNQUFNLFFBQVEsR0FBRyxJQUFJLENBQUMsSUFBSSxDQUFDLGtCQUFrQixDQUFDO1lBQzlDLElBQUksQ0FBQyxRQUFRLEVBQUUsQ0FBQztnQkFDZCxNQUFNLElBQUksS0FBSyxDQUFDLG9CQUFvQixDQUFDLENBQUM7WUFDeEMsQ0FBQztZQUNELE9BQU8sSUFBSSxDQUFDLFdBQVcsQ0FBQyxxQkFBcUIsQ0FBQyxRQUFRLENBQUMsQ0FBQztRQUMxRCxDQUFDLEVBQ0Q7WUFDRSxVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0Isa0JBQWtCLEVBQUUsbUNBQW1DO1lBQ3ZELFlBQVksRUFBRSxJQUFJO1NBQ25CLENBQ0YsQ0FBQztJQUNKLENBQUM7SUFFRCxLQUFLLENBQUMsZUFBZSxDQUFDLFVBQWtCO1FBQ3RDLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7O1lBQ1QsSUFBSSxDQUFDLFVBQVUsRUFBRSxDQUFDO2dCQUNoQixNQUFNLElBQUksS0FBSyxDQUFDLDhCQUE4QixDQUFDLENBQUM7WUFDbEQsQ0FBQztZQUNELE1BQU0sSUFBSSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxlQUFlLENBQUMsVUFBVSxDQUFDLENBQUM7WUFDbEUsTUFBTSxRQUFRLEdBQUcsTUFBQSxJQUFJLENBQUMsSUFBSSwwQ0FBRSxlQUFlLENBQUM7WUFDNUMsSUFBSSxDQUFDLFFBQVEsRUFBRSxDQUFDO2dCQUNkLE1BQU0sSUFBSSxLQUFLLENBQUMsb0JBQW9CLENBQUMsQ0FBQztZQUN4QyxDQUFDO1lBQ0QsT0FBTyxRQUFRLENBQUMsVUFBVSxDQUFDO1FBQzdCLENBQUMsRUFDRDtZQUNFLFVBQVU7WUFDVixnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSw0QkFBNEI7WUFDaEQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVELDREQUE0RDtJQUM1RCxLQUFLLENBQUMsZ0JBQWdCLENBQUMsS0FBZ0M7UUFDckQsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sSUFBSSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxnQkFBZ0IsQ0FBQyxLQUFLLENBQUMsQ0FBQztZQUM5RCxPQUFPLElBQUksQ0FBQyxJQUFJLENBQUMsb0JBQW9CLENBQUM7UUFDeEMsQ0FBQyxFQUNEO1lBQ0UsVUFBVSxFQUFFLEtBQUssQ0FBQyxVQUFVO1lBQzVCLFVBQVUsRUFBRSxLQUFLLENBQUMsVUFBVSxJQUFJLFNBQVM7WUFDekMsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0Isa0JBQWtCLEVBQUUsOEJBQThCO1lBQ2xELFlBQVksRUFBRSxJQUFJO1NBQ25CLENBQ0YsQ0FBQztJQUNKLENBQUM7SUFFRCxLQUFLLENBQUMsZUFBZSxDQUFDLEtBQTJCO1FBQy9DLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7O1lBQ1QsTUFBTSxJQUFJLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLGVBQWUsQ0FBQyxLQUFLLENBQUMsQ0FBQztZQUM3RCxPQUFPLE1BQUEsSUFBSSxDQUFDLElBQUksMENBQUUsZUFBZSxDQUFDO1FBQ3BDLENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLGtCQUFrQixFQUFFLDZCQUE2QjtZQUNqRCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7T0FJRztJQUNILEtBQUssQ0FBQyxlQUFlLENBQUMsS0FBd0I7UUFDNUMsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sSUFBSSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxlQUFlLG1CQUFNLEtBQUssRUFBRyxDQUFDO1lBQ3BFLE9BQU87Z0JBQ0wsSUFBSSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsYUFBYSxDQUFDLEtBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFJLEVBQUUsRUFBRSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUM7Z0JBQzVELFFBQVEsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLGFBQWEsQ0FBQyxRQUFRO2dCQUMxQyxVQUFVLEVBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxhQUFhLENBQUMsVUFBVTthQUMvQyxDQUFDO1FBQ0osQ0FBQyxFQUNEO1lBQ0UsVUFBVSxFQUFFLEtBQUssQ0FBQyxVQUFVO1lBQzVCLFVBQVUsRUFBRSxLQUFLLENBQUMsVUFBVSxJQUFJLFNBQVM7WUFDekMsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0Isa0JBQWtCLEVBQUUsNkJBQTZCO1lBQ2pELFlBQVksRUFBRSxJQUFJO1NBQ25CLENBQ0YsQ0FBQztJQUNKLENBQUM7SUFFRDs7OztPQUlHO0lBQ0gsS0FBSyxDQUFDLGNBQWMsQ0FBQyxLQUF1QjtRQUMxQyxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxJQUFJLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLGNBQWMsbUJBQU0sS0FBSyxFQUFHLENBQUM7WUFDbkUsT0FBTyxJQUFJLENBQUMsSUFBSSxDQUFDLFdBQVcsQ0FBQztRQUMvQixDQUFDLEVBQ0Q7WUFDRSxVQUFVLEVBQUUsS0FBSyxDQUFDLFVBQVU7WUFDNUIsVUFBVSxFQUFFLEtBQUssQ0FBQyxVQUFVLElBQUksU0FBUztZQUN6QyxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSw0QkFBNEI7WUFDaEQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVELEtBQUssQ0FBQyxZQUFZLENBQUMsS0FBdUI7UUFDeEMsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTs7WUFDVCxNQUFNLElBQUksR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsWUFBWSxDQUFDLEtBQUssQ0FBQyxDQUFDO1lBQzFELE9BQU8sTUFBQSxJQUFJLENBQUMsSUFBSSwwQ0FBRSxpQkFBaUIsQ0FBQztRQUN0QyxDQUFDLEVBQ0Q7WUFDRSxVQUFVLEVBQUUsS0FBSyxDQUFDLFVBQVU7WUFDNUIsVUFBVSxFQUFFLEtBQUssQ0FBQyxVQUFVLElBQUksU0FBUztZQUN6QyxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSx5QkFBeUI7WUFDN0MsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVELEtBQUssQ0FBQyxlQUFlLENBQUMsS0FBMkI7UUFDL0MsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sSUFBSSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxlQUFlLENBQUMsS0FBSyxDQUFDLENBQUM7WUFDN0QsT0FBTztnQkFDTCxJQUFJLEVBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxZQUFZLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLElBQUksRUFBRSxFQUFFLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQztnQkFDM0QsUUFBUSxFQUFFLElBQUksQ0FBQyxJQUFJLENBQUMsWUFBWSxDQUFDLFFBQVE7Z0JBQ3pDLFVBQVUsRUFBRSxJQUFJLENBQUMsSUFBSSxDQUFDLFlBQVksQ0FBQyxVQUFVO2FBQzlDLENBQUM7UUFDSixDQUFDLEVBQ0Q7WUFDRSxVQUFVLEVBQUUsS0FBSyxDQUFDLFVBQVU7WUFDNUIsVUFBVSxFQUFFLEtBQUssQ0FBQyxVQUFVLElBQUksU0FBUztZQUN6QyxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSw2QkFBNkI7WUFDakQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMsaUNBQWlDLENBQUMsS0FBbUM7UUFDekUsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTs7WUFDVCxNQUFNLElBQUksR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsaUNBQWlDLENBQUMsS0FBSyxDQUFDLENBQUM7WUFDL0UsSUFBSSxDQUFDLENBQUEsTUFBQSxJQUFJLENBQUMsSUFBSSwwQ0FBRSx1QkFBdUIsQ0FBQSxFQUFFLENBQUM7Z0JBQ3hDLE1BQU0sSUFBSSxLQUFLLENBQUMsc0RBQXNELENBQUMsQ0FBQztZQUMxRSxDQUFDO1lBQ0QsT0FBTyxJQUFJLENBQUMsSUFBSSxDQUFDLHVCQUF1QixDQUFDO1FBQzNDLENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsS0FBSyxFQUFFO1lBQzlCLGtCQUFrQixFQUFFLGdEQUFnRDtZQUNwRSxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7O09BS0c7SUFDSCxLQUFLLENBQUMsa0NBQWtDLENBQ3RDLEtBQW9DO1FBRXBDLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7O1lBQ1QsTUFBTSxJQUFJLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLGtDQUFrQyxDQUFDLEtBQUssQ0FBQyxDQUFDO1lBQ2hGLElBQUksQ0FBQyxDQUFBLE1BQUEsSUFBSSxDQUFDLElBQUksMENBQUUsd0JBQXdCLENBQUEsRUFBRSxDQUFDO2dCQUN6QyxNQUFNLElBQUksS0FBSyxDQUFDLHVEQUF1RCxDQUFDLENBQUM7WUFDM0UsQ0FBQztZQUNELE9BQU8sSUFBSSxDQUFDLElBQUksQ0FBQyx3QkFBd0IsQ0FBQztRQUM1QyxDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLEtBQUssRUFBRTtZQUM5QixrQkFBa0IsRUFBRSxpREFBaUQ7WUFDckUsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVELEtBQUssQ0FBQyxpQkFBaUIsQ0FBQyxVQUFrQjtRQUN4QyxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFOztZQUNULElBQUksQ0FBQyxVQUFVLEVBQUUsQ0FBQztnQkFDaEIsTUFBTSxJQUFJLEtBQUssQ0FBQyw4QkFBOEIsQ0FBQyxDQUFDO1lBQ2xELENBQUM7WUFDRCxNQUFNLElBQUksR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsaUJBQWlCLENBQUMsVUFBVSxDQUFDLENBQUM7WUFDcEUsTUFBTSxRQUFRLEdBQUcsTUFBQSxJQUFJLENBQUMsSUFBSSwwQ0FBRSxpQkFBaUIsQ0FBQztZQUM5QyxJQUFJLENBQUMsUUFBUSxFQUFFLENBQUM7Z0JBQ2QsTUFBTSxJQUFJLEtBQUssQ0FBQyxvQkFBb0IsQ0FBQyxDQUFDO1lBQ3hDLENBQUM7WUFDRCxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsZUFBZSxDQUFDLFFBQVEsQ0FBQyxDQUFDO1FBQ3BELENBQUMsRUFDRDtZQUNFLFVBQVU7WUFDVixnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSw4QkFBOEI7WUFDbEQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVELEtBQUssQ0FBQyxnQkFBZ0IsQ0FBQyxTQUFpQyxFQUFFO1FBQ3hELE1BQU0sRUFBRSxVQUFVLEVBQUUsVUFBVSxFQUFFLE1BQU0sRUFBRSxTQUFTLEVBQUUsVUFBVSxFQUFFLEdBQUcsTUFBTSxDQUFDO1FBQ3pFLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLElBQUksR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsZ0JBQWdCLENBQUMsVUFBVSxFQUFFLFVBQVUsRUFBRSxNQUFNLEVBQUUsU0FBUyxFQUFFLFVBQVUsQ0FBQyxDQUFDO1lBQzlHLE1BQU0sYUFBYSxHQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsYUFBYSxDQUFDLEtBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFJLEVBQUUsRUFBRSxDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsQ0FBQztZQUM3RSxPQUFPO2dCQUNMLElBQUksRUFBRSxhQUFhO2dCQUNuQixRQUFRLEVBQUUsSUFBSSxDQUFDLElBQUksQ0FBQyxhQUFhLENBQUMsUUFBUTthQUMzQyxDQUFDO1FBQ0osQ0FBQyxFQUNEO1lBQ0UsVUFBVTtZQUNWLFVBQVU7WUFDVixnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSw2QkFBNkI7WUFDakQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7OztPQUtHO0lBQ0gsS0FBSyxDQUFDLHNCQUFzQixDQUFDLEVBQUUsVUFBVSxFQUFFLFVBQVUsRUFBMEI7UUFDN0UsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULElBQUksQ0FBQyxVQUFVLElBQUksT0FBTyxVQUFVLEtBQUssUUFBUSxFQUFFLENBQUM7Z0JBQ2xELE1BQU0sSUFBSSxLQUFLLENBQUMsOEJBQThCLENBQUMsQ0FBQztZQUNsRCxDQUFDO1lBQ0QsTUFBTSxJQUFJLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLHNCQUFzQixDQUFDLFVBQVUsRUFBRSxVQUFVLENBQUMsQ0FBQztZQUNyRixNQUFNLG1CQUFtQixHQUFHLElBQUksQ0FBQyxJQUFJLENBQUMsc0JBQXNCLENBQUM7WUFDN0QsSUFBSSxDQUFDLG1CQUFtQixFQUFFLENBQUM7Z0JBQ3pCLE1BQU0sSUFBSSxLQUFLLENBQUMsb0JBQW9CLENBQUMsQ0FBQztZQUN4QyxDQUFDO1lBQ0QsT0FBTyxJQUFJLENBQUMsV0FBVyxDQUFDLG9CQUFvQixDQUFDLG1CQUFtQixDQUFDLENBQUM7UUFDcEUsQ0FBQyxFQUNEO1lBQ0UsVUFBVTtZQUNWLFVBQVU7WUFDVixnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSxvQ0FBb0M7WUFDeEQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7OztPQUtHO0lBQ0gsS0FBSyxDQUFDLDBCQUEwQixDQUFDLEVBQy9CLFVBQVUsRUFDVixVQUFVLEdBQ2E7UUFDdkIsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sSUFBSSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQywwQkFBMEIsQ0FBQyxVQUFVLEVBQUUsVUFBVSxDQUFDLENBQUM7WUFDekYsT0FBTyxJQUFJLENBQUMsSUFBSSxDQUFDLHNCQUFzQixDQUFDO1FBQzFDLENBQUMsRUFDRDtZQUNFLFVBQVU7WUFDVixVQUFVO1lBQ1YsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0Isa0JBQWtCLEVBQUUseUNBQXlDO1lBQzdELFlBQVksRUFBRSxJQUFJO1NBQ25CLENBQ0YsQ0FBQztJQUNKLENBQUM7SUFFRDs7OztPQUlHO0lBQ0gsS0FBSyxDQUFDLGVBQWUsQ0FBQyxFQUFFLGNBQWMsRUFBbUI7UUFDdkQsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sSUFBSSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxlQUFlLENBQUMsY0FBYyxDQUFDLENBQUM7WUFDdEUsTUFBTSxZQUFZLEdBQUcsSUFBSSxDQUFDLElBQUksQ0FBQyxlQUFlLENBQUM7WUFDL0MsT0FBTyxJQUFJLENBQUMsV0FBVyxDQUFDLG1CQUFtQixDQUFDLFlBQVksQ0FBQyxDQUFDO1FBQzVELENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLGtCQUFrQixFQUFFLDRCQUE0QjtZQUNoRCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7O09BS0c7SUFDSCxLQUFLLENBQUMsa0JBQWtCLENBQUMsa0JBQXNDO1FBQzdELE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLHVCQUF1QixtQ0FDeEIsa0JBQWtCLEtBQ3JCLFNBQVMsRUFBRSxrQkFBa0IsQ0FBQyxTQUFTLElBQUksSUFBSSxJQUFJLEVBQUUsR0FDdEQsQ0FBQztZQUVGLE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsa0JBQWtCLENBQUMsdUJBQXVCLENBQUMsQ0FBQztZQUV0RixJQUFJLENBQUMsSUFBSTtnQkFBRSxNQUFNLElBQUksS0FBSyxDQUFDLGtCQUFrQixDQUFDLENBQUM7WUFFL0MsTUFBTSxJQUFJLENBQUMsbUJBQW1CLENBQUMsbUJBQW1CLENBQUM7Z0JBQ2pELFVBQVUsRUFBRSxrQkFBa0IsQ0FBQyxVQUFVO2dCQUN6QyxVQUFVLEVBQUUsdUJBQXVCLENBQUMsVUFBVTtnQkFDOUMsUUFBUSxFQUFFLElBQUk7Z0JBQ2QsV0FBVyxFQUFFLG9CQUFvQjthQUNsQyxDQUFDLENBQUM7WUFFSCxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsbUJBQW1CLENBQUMsSUFBSSxDQUFDLGtCQUFrQixDQUFDLENBQUM7UUFDdkUsQ0FBQyxFQUNEO1lBQ0UsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxrQkFBa0IsRUFBRTtZQUMzQyxrQkFBa0IsRUFBRSwrQkFBK0I7WUFDbkQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMsa0JBQWtCLENBQUMsa0JBQXNDO1FBQzdELE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7O1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxrQkFBa0IsQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBRWpGLElBQUksQ0FBQyxJQUFJO2dCQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUUvQyxNQUFNLElBQUksQ0FBQyxtQkFBbUIsQ0FBQyxtQkFBbUIsQ0FBQztnQkFDakQsVUFBVSxFQUFFLElBQUksQ0FBQyxrQkFBa0IsQ0FBQyxRQUFRLENBQUMsS0FBSztnQkFDbEQsVUFBVSxFQUFFLE1BQUEsSUFBSSxDQUFDLGtCQUFrQixDQUFDLFFBQVEsMENBQUUsVUFBVTtnQkFDeEQsUUFBUSxFQUFFLElBQUk7Z0JBQ2QsV0FBVyxFQUFFLG9CQUFvQjthQUNsQyxDQUFDLENBQUM7WUFFSCxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsbUJBQW1CLENBQUMsSUFBSSxDQUFDLGtCQUFrQixDQUFDLENBQUM7UUFDdkUsQ0FBQyxFQUNEO1lBQ0UsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxrQkFBa0IsRUFBRTtZQUMzQyxrQkFBa0IsRUFBRSwrQkFBK0I7WUFDbkQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7OztPQUtHO0lBQ0gsS0FBSyxDQUFDLGlCQUFpQixDQUFDLHNCQUF5QztRQUMvRCxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxpQkFBaUIsQ0FBQyxzQkFBc0IsQ0FBQyxDQUFDO1lBRXBGLElBQUksQ0FBQyxJQUFJO2dCQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUUvQyxNQUFNLElBQUksQ0FBQyxtQkFBbUIsQ0FBQyx1QkFBdUIsQ0FBQztnQkFDckQsWUFBWSxFQUFFLElBQUksQ0FBQyxpQkFBaUIsQ0FBQyxjQUFjO2dCQUNuRCxVQUFVLEVBQUUsc0JBQXNCLENBQUMsVUFBVTtnQkFDN0MsVUFBVSxFQUFFLHNCQUFzQixDQUFDLFVBQVU7YUFDOUMsQ0FBQyxDQUFDO1lBRUgsT0FBTyxJQUFJLENBQUMsV0FBVyxDQUFDLDJCQUEyQixDQUFDLElBQUksRUFBRSxzQkFBc0IsQ0FBQyxVQUFVLENBQUMsQ0FBQztRQUMvRixDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLHNCQUFzQixFQUFFO1lBQy9DLGtCQUFrQixFQUFFLDBDQUEwQztZQUM5RCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7T0FJRztJQUNILEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxrQkFBc0M7UUFDN0QsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTs7WUFDVCxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLGtCQUFrQixDQUFDLGtCQUFrQixDQUFDLENBQUM7WUFFakYsSUFBSSxDQUFDLElBQUk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBRS9DLE1BQU0sSUFBSSxDQUFDLG1CQUFtQixDQUFDLG1CQUFtQixDQUFDO2dCQUNqRCxVQUFVLEVBQUUsSUFBSSxDQUFDLGtCQUFrQixDQUFDLFFBQVEsQ0FBQyxLQUFLO2dCQUNsRCxVQUFVLEVBQUUsTUFBQSxJQUFJLENBQUMsa0JBQWtCLENBQUMsUUFBUSwwQ0FBRSxVQUFVO2dCQUN4RCxRQUFRLEVBQUUsSUFBSTtnQkFDZCxXQUFXLEVBQUUsb0JBQW9CO2FBQ2xDLENBQUMsQ0FBQztZQUVILE9BQU8sSUFBSSxDQUFDLFdBQVcsQ0FBQyxtQkFBbUIsQ0FBQyxJQUFJLENBQUMsa0JBQWtCLENBQUMsQ0FBQztRQUN2RSxDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLGtCQUFrQixFQUFFO1lBQzNDLGtCQUFrQixFQUFFLCtCQUErQjtZQUNuRCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7T0FJRztJQUNILEtBQUssQ0FBQyxVQUFVLENBQUMsRUFDZixTQUFTLEVBQ1QsVUFBVSxFQUNWLFVBQVUsRUFDVixrQkFBa0IsRUFDbEIsdUJBQXVCLEVBQ3ZCLGtCQUFrQixNQUNKLEVBQUU7UUFDaEIsTUFBTSxNQUFNLEdBQW9CO1lBQzlCLFNBQVM7WUFDVCxVQUFVO1lBQ1YsVUFBVTtZQUNWLGtCQUFrQjtZQUNsQix1QkFBdUI7WUFDdkIsa0JBQWtCO1NBQ25CLENBQUM7UUFFRixPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxhQUFhLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLFVBQVUsQ0FBQyxNQUFNLENBQUMsQ0FBQztZQUNsRSxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsVUFBVSxDQUFDLGFBQWEsQ0FBQyxJQUFJLENBQUMsQ0FBQztRQUN6RCxDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLFNBQVMsRUFBRTtZQUNsQyxrQkFBa0IsRUFBRSx1QkFBdUI7WUFDM0MsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMsVUFBVTtRQUNkLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLGFBQWEsR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsVUFBVSxFQUFFLENBQUM7WUFDNUQsT0FBTyxJQUFJLENBQUMsV0FBVyxDQUFDLFVBQVUsQ0FBQyxhQUFhLENBQUMsSUFBSSxDQUFDLENBQUM7UUFDekQsQ0FBQyxFQUNELEVBQUUsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU0sRUFBRSxrQkFBa0IsRUFBRSx1QkFBdUIsRUFBRSxZQUFZLEVBQUUsSUFBSSxFQUFFLENBQ25HLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7T0FJRztJQUNILEtBQUssQ0FBQyxXQUFXO1FBQ2YsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sYUFBYSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxXQUFXLEVBQUUsQ0FBQztZQUM3RCxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsV0FBVyxDQUFDLGFBQWEsQ0FBQyxJQUFJLENBQUMsQ0FBQztRQUMxRCxDQUFDLEVBQ0QsRUFBRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTSxFQUFFLGtCQUFrQixFQUFFLHdCQUF3QixFQUFFLFlBQVksRUFBRSxJQUFJLEVBQUUsQ0FDcEcsQ0FBQztJQUNKLENBQUM7SUFFRDs7OztPQUlHO0lBQ0gsS0FBSyxDQUFDLG9CQUFvQixDQUFDLG9CQUEwQztRQUNuRSxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxvQkFBb0IsQ0FBQyxvQkFBb0IsQ0FBQyxDQUFDO1lBRXJGLElBQUksQ0FBQyxJQUFJO2dCQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUUvQyxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsc0JBQXNCLENBQUMsSUFBSSxDQUFDLG9CQUFvQixDQUFDLENBQUM7UUFDNUUsQ0FBQyxFQUNEO1lBQ0UsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxvQkFBb0IsRUFBRTtZQUM3QyxrQkFBa0IsRUFBRSxpQ0FBaUM7WUFDckQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMsMEJBQTBCLENBQzlCLDBCQUFzRDtRQUV0RCxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQywwQkFBMEIsQ0FBQywwQkFBMEIsQ0FBQyxDQUFDO1lBRWpHLElBQUksQ0FBQyxJQUFJO2dCQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUUvQyxPQUFPLElBQUksQ0FBQyxXQUFXLENBQUMsc0JBQXNCLENBQUMsSUFBSSxDQUFDLDBCQUEwQixDQUFDLENBQUM7UUFDbEYsQ0FBQyxFQUNEO1lBQ0UsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSwwQkFBMEIsRUFBRTtZQUNuRCxrQkFBa0IsRUFBRSxpQ0FBaUM7WUFDckQsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMsbUJBQW1CLENBQUMsbUJBQXdDO1FBQ2hFLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLG1CQUFtQixDQUFDLG1CQUFtQixDQUFDLENBQUM7WUFFbkYsSUFBSSxDQUFDLElBQUk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBRS9DLE9BQU8sSUFBSSxDQUFDLFdBQVcsQ0FBQyx3QkFBd0IsQ0FBQyxJQUFJLENBQUMsbUJBQW1CLENBQUMsQ0FBQztRQUM3RSxDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLG1CQUFtQixFQUFFO1lBQzVDLGtCQUFrQixFQUFFLGdDQUFnQztZQUNwRCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7T0FJRztJQUNILEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxrQkFBc0M7UUFDN0QsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsa0JBQWtCLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUVqRixJQUFJLENBQUMsSUFBSTtnQkFBRSxNQUFNLElBQUksS0FBSyxDQUFDLGtCQUFrQixDQUFDLENBQUM7WUFFL0MsT0FBTyxJQUFJLENBQUMsa0JBQWtCLENBQUM7UUFDakMsQ0FBQyxFQUNEO1lBQ0UsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxrQkFBa0IsRUFBRTtZQUMzQyxrQkFBa0IsRUFBRSw2Q0FBNkM7WUFDakUsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7O09BSUc7SUFDSCxLQUFLLENBQUMsa0NBQWtDLENBQ3RDLGtDQUFzRTtRQUV0RSxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxrQ0FBa0MsQ0FDMUUsa0NBQWtDLENBQ25DLENBQUM7WUFFRixJQUFJLENBQUMsSUFBSTtnQkFBRSxNQUFNLElBQUksS0FBSyxDQUFDLGtCQUFrQixDQUFDLENBQUM7WUFFL0MsT0FBTyxFQUFFLGNBQWMsRUFBRSxJQUFJLENBQUMsY0FBYyxFQUFFLENBQUM7UUFDakQsQ0FBQyxFQUNEO1lBQ0UsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxrQ0FBa0MsRUFBRTtZQUMzRCxrQkFBa0IsRUFBRSxpREFBaUQ7WUFDckUsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVEOzs7Ozs7O09BT0c7SUFDSCxLQUFLLENBQUMsMkJBQTJCLENBQy9CLDJCQUF3RDtRQUV4RCxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQywyQkFBMkIsQ0FBQywyQkFBMkIsQ0FBQyxDQUFDO1lBRW5HLElBQUksQ0FBQyxJQUFJO2dCQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUUvQyxPQUFPLEVBQUUsY0FBYyxFQUFFLElBQUksQ0FBQywyQkFBMkIsQ0FBQyxjQUFjLEVBQUUsQ0FBQztRQUM3RSxDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLDJCQUEyQixFQUFFO1lBQ3BELGtCQUFrQixFQUFFLDBDQUEwQztZQUM5RCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7Ozs7T0FPRztJQUNILEtBQUssQ0FBQyxvQkFBb0IsQ0FBQyxLQUFnQztRQUN6RCxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxvQkFBb0IsQ0FBQyxLQUFLLENBQUMsQ0FBQztZQUN0RSxJQUFJLENBQUMsSUFBSTtnQkFBRSxNQUFNLElBQUksS0FBSyxDQUFDLGtCQUFrQixDQUFDLENBQUM7WUFDL0MsT0FBTyxJQUFJLENBQUMsV0FBVyxDQUFDLG1CQUFtQixDQUFDLElBQUksQ0FBQyxvQkFBb0IsQ0FBQyxDQUFDO1FBQ3pFLENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsS0FBSyxFQUFFO1lBQzlCLGtCQUFrQixFQUFFLGlDQUFpQztZQUNyRCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7T0FJRztJQUNILEtBQUssQ0FBQyw4QkFBOEIsQ0FBQyxLQUEwQztRQUM3RSxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyw4QkFBOEIsQ0FBQyxLQUFLLENBQUMsQ0FBQztZQUNoRixJQUFJLENBQUMsSUFBSTtnQkFBRSxNQUFNLElBQUksS0FBSyxDQUFDLGtCQUFrQixDQUFDLENBQUM7WUFDL0MsT0FBTyxJQUFJLENBQUMsV0FBVyxDQUFDLG1CQUFtQixDQUFDLElBQUksQ0FBQyw4QkFBOEIsQ0FBQyxDQUFDO1FBQ25GLENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsS0FBSyxFQUFFO1lBQzlCLGtCQUFrQixFQUFFLGlDQUFpQztZQUNyRCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7T0FJRztJQUNILEtBQUssQ0FBQyw4QkFBOEIsQ0FBQyxLQUEwQztRQUM3RSxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyw4QkFBOEIsQ0FBQyxLQUFLLENBQUMsQ0FBQztZQUNoRixJQUFJLENBQUMsSUFBSTtnQkFBRSxNQUFNLElBQUksS0FBSyxDQUFDLGtCQUFrQixDQUFDLENBQUM7WUFDL0MsT0FBTyxJQUFJLENBQUMsV0FBVyxDQUFDLG1CQUFtQixDQUFDLElBQUksQ0FBQyw4QkFBOEIsQ0FBQyxDQUFDO1FBQ25GLENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsS0FBSyxFQUFFO1lBQzlCLGtCQUFrQixFQUFFLGlDQUFpQztZQUNyRCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQsNEJBQTRCLENBQUMsS0FBd0M7UUFDbkUsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsNEJBQTRCLENBQUMsS0FBSyxDQUFDLENBQUM7WUFDOUUsSUFBSSxDQUFDLElBQUk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBQy9DLE9BQU8sSUFBSSxDQUFDLDRCQUE0QixDQUFDO1FBQzNDLENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsS0FBSyxFQUFFO1lBQzlCLGtCQUFrQixFQUFFLDBDQUEwQztZQUM5RCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQsNkJBQTZCLENBQUMsS0FBd0M7UUFDcEUsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsNEJBQTRCLENBQUMsS0FBSyxDQUFDLENBQUM7WUFDOUUsSUFBSSxDQUFDLElBQUk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBQy9DLE9BQU8sSUFBSSxDQUFDLDRCQUE0QixDQUFDO1FBQzNDLENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsS0FBSyxFQUFFO1lBQzlCLGtCQUFrQixFQUFFLDBDQUEwQztZQUM5RCxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQsaUNBQWlDLENBQy9CLEtBQTZDO1FBRTdDLE9BQU8sSUFBSSxDQUFDLFlBQVksQ0FBQyxpQkFBaUIsQ0FDeEMsS0FBSyxJQUFJLEVBQUU7WUFDVCxNQUFNLEVBQUUsSUFBSSxFQUFFLEdBQUcsTUFBTSxJQUFJLENBQUMsYUFBYSxDQUFDLGlDQUFpQyxDQUFDLEtBQUssQ0FBQyxDQUFDO1lBQ25GLElBQUksQ0FBQyxJQUFJO2dCQUFFLE1BQU0sSUFBSSxLQUFLLENBQUMsa0JBQWtCLENBQUMsQ0FBQztZQUMvQyxPQUFPLElBQUksQ0FBQyxpQ0FBaUMsQ0FBQztRQUNoRCxDQUFDLEVBQ0Q7WUFDRSxnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixtQkFBbUIsRUFBRSxFQUFFLEtBQUssRUFBRTtZQUM5QixrQkFBa0IsRUFBRSxnREFBZ0Q7WUFDcEUsWUFBWSxFQUFFLElBQUk7U0FDbkIsQ0FDRixDQUFDO0lBQ0osQ0FBQztJQUVELGtDQUFrQyxDQUNoQyxLQUE4QztRQUU5QyxPQUFPLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hDLEtBQUssSUFBSSxFQUFFO1lBQ1QsTUFBTSxFQUFFLElBQUksRUFBRSxHQUFHLE1BQU0sSUFBSSxDQUFDLGFBQWEsQ0FBQyxrQ0FBa0MsQ0FBQyxLQUFLLENBQUMsQ0FBQztZQUNwRixJQUFJLENBQUMsSUFBSTtnQkFBRSxNQUFNLElBQUksS0FBSyxDQUFDLGtCQUFrQixDQUFDLENBQUM7WUFDL0MsT0FBTyxJQUFJLENBQUMsa0NBQWtDLENBQUM7UUFDakQsQ0FBQyxFQUNEO1lBQ0UsZ0JBQWdCLEVBQUUsSUFBSSxDQUFDLE1BQU07WUFDN0IsbUJBQW1CLEVBQUUsRUFBRSxLQUFLLEVBQUU7WUFDOUIsa0JBQWtCLEVBQUUsaURBQWlEO1lBQ3JFLFlBQVksRUFBRSxJQUFJO1NBQ25CLENBQ0YsQ0FBQztJQUNKLENBQUM7SUFFRCxrQ0FBa0MsQ0FDaEMsS0FBOEM7UUFFOUMsT0FBTyxJQUFJLENBQUMsWUFBWSxDQUFDLGlCQUFpQixDQUN4QyxLQUFLLElBQUksRUFBRTtZQUNULE1BQU0sRUFBRSxJQUFJLEVBQUUsR0FBRyxNQUFNLElBQUksQ0FBQyxhQUFhLENBQUMsa0NBQWtDLENBQUMsS0FBSyxDQUFDLENBQUM7WUFDcEYsSUFBSSxDQUFDLElBQUk7Z0JBQUUsTUFBTSxJQUFJLEtBQUssQ0FBQyxrQkFBa0IsQ0FBQyxDQUFDO1lBQy9DLE9BQU8sSUFBSSxDQUFDLGtDQUFrQyxDQUFDO1FBQ2pELENBQUMsRUFDRDtZQUNFLGdCQUFnQixFQUFFLElBQUksQ0FBQyxNQUFNO1lBQzdCLG1CQUFtQixFQUFFLEVBQUUsS0FBSyxFQUFFO1lBQzlCLGtCQUFrQixFQUFFLGlEQUFpRDtZQUNyRSxZQUFZLEVBQUUsSUFBSTtTQUNuQixDQUNGLENBQUM7SUFDSixDQUFDO0lBRUQ7Ozs7O09BS0c7SUFDSCxLQUFLLENBQUMsa0JBQWtCLENBQUMsVUFBa0IsRUFBRSxVQUFtQjtRQUM5RCxJQUFJLElBQUksQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLENBQUM7WUFDeEIsT0FBTyxFQUFFLG9CQUFvQixFQUFFLElBQUksRUFBRSxDQUFDO1FBQ3hDLENBQUM7UUFFRCxNQUFNLFFBQVEsR0FBRyxNQUFNLElBQUksQ0FBQyxZQUFZLENBQUMsaUJBQWlCLENBQ3hELEdBQUcsRUFBRTtZQUNILElBQUksQ0FBQyxVQUFVLElBQUksT0FBTyxVQUFVLEtBQUssUUFBUSxFQUFFLENBQUM7Z0JBQ2xELE1BQU0sSUFBSSxLQUFLLENBQUMsOEJBQThCLENBQUMsQ0FBQztZQUNsRCxDQUFDO1lBQ0QsT0FBTyxJQUFJLENBQUMsbUJBQW1CLENBQUMsbUJBQW1CLENBQUM7Z0JBQ2xELFVBQVU7Z0JBQ1YsVUFBVTtnQkFDVixRQUFRLEVBQUUsSUFBSTtnQkFDZCxXQUFXLEVBQUUsb0JBQW9CO2FBQ2xDLENBQUMsQ0FBQztRQUNMLENBQUMsRUFDRDtZQUNFLFVBQVU7WUFDVixnQkFBZ0IsRUFBRSxJQUFJLENBQUMsTUFBTTtZQUM3QixrQkFBa0IsRUFBRSx3Q0FBd0M7WUFDNUQsWUFBWSxFQUFFLEtBQUs7U0FDcEIsQ0FDRixDQUFDO1FBQ0YsSUFBSSxRQUFRLElBQUksSUFBSSxFQUFFLENBQUM7WUFDckIsT0FBTyxFQUFFLG9CQUFvQixFQUFFLEtBQUssRUFBRSxDQUFDO1FBQ3pDLENBQUM7UUFDRCxPQUFPO1lBQ0wsb0JBQW9CLEVBQ2xCLFFBQVEsQ0FBQyxrQkFBa0IsSUFBSSxJQUFJLElBQUksUUFBUSxDQUFDLGtCQUFrQixLQUFLLGtDQUFrQixDQUFDLG9CQUFvQjtTQUNqSCxDQUFDO0lBQ0osQ0FBQztDQUNGO0FBejhERCxzQkF5OERDIn0=