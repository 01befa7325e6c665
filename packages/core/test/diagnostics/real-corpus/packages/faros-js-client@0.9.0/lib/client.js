"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.FarosClient = exports.GRAPH_VERSION_HEADER = exports.DEFAULT_AXIOS_CONFIG = void 0;
const gql = __importStar(require("graphql"));
const lodash_1 = __importDefault(require("lodash"));
const pino_1 = __importDefault(require("pino"));
const util_1 = require("util");
const zlib = __importStar(require("zlib"));
const axios_1 = require("./axios");
const errors_1 = require("./errors");
const graphql_client_1 = require("./graphql/client/graphql-client");
const graphql_1 = require("./graphql/graphql");
const types_1 = require("./types");
const utils_1 = require("./utils");
const gzip = (0, util_1.promisify)(zlib.gzip);
exports.DEFAULT_AXIOS_CONFIG = { timeout: 60000 };
exports.GRAPH_VERSION_HEADER = 'x-faros-graph-version';
/** Faros API client **/
class FarosClient {
    constructor(cfg, logger = (0, pino_1.default)({ name: 'faros-client' }), axiosConfig = exports.DEFAULT_AXIOS_CONFIG) {
        this.cfg = cfg;
        this.logger = logger;
        this.axiosConfig = axiosConfig;
        const url = utils_1.Utils.urlWithoutTrailingSlashes(cfg.url);
        this.api = (0, axios_1.makeAxiosInstanceWithRetry)({
            ...axiosConfig,
            baseURL: url,
            headers: {
                ...axiosConfig === null || axiosConfig === void 0 ? void 0 : axiosConfig.headers,
                authorization: cfg.apiKey,
                [exports.GRAPH_VERSION_HEADER]: types_1.GraphVersion.V2,
            },
            maxBodyLength: Infinity, // rely on server to enforce request body size
            maxContentLength: Infinity, // accept any response size
        }, logger, cfg.retries, cfg.retryDelay);
        this.phantoms = cfg.phantoms || types_1.Phantom.IncludeNestedOnly;
    }
    copy(cfg, logger, axiosConfig) {
        return new FarosClient({
            ...this.cfg,
            ...cfg,
        }, logger !== null && logger !== void 0 ? logger : this.logger, {
            ...this.axiosConfig,
            ...axiosConfig,
        });
    }
    async tenant() {
        try {
            const { data } = await this.api.get('/users/me');
            return data.tenantId;
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, 'unable to get tenant');
        }
    }
    async secretExists(name, group) {
        var _a;
        try {
            const params = group ? { group } : undefined;
            const res = await this.api.get(`/secrets/${name}`, { params });
            return res.status === 200;
        }
        catch (err) {
            if (((_a = err.response) === null || _a === void 0 ? void 0 : _a.status) === 404) {
                return false;
            }
            throw (0, errors_1.wrapApiError)(err, `unable to get secret: ${name}`);
        }
    }
    async secrets(group) {
        try {
            const params = group ? { group } : undefined;
            const { data } = await this.api.get('/secrets', { params });
            return data.secrets;
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, 'unable to list secrets');
        }
    }
    async graphExists(graph) {
        var _a;
        try {
            await this.api.get(`/graphs/${graph}/statistics`);
            return true;
        }
        catch (err) {
            if (((_a = err.response) === null || _a === void 0 ? void 0 : _a.status) === 404) {
                return false;
            }
            throw (0, errors_1.wrapApiError)(err, `unable to check graph exists: ${graph}`);
        }
    }
    async createGraph(graph) {
        try {
            await this.api.put(`/graphs/${graph}`);
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, `failed to create graph: ${graph}`);
        }
    }
    async namedQuery(name) {
        var _a;
        try {
            const { data } = await this.api.get(`/queries/${name}`);
            return data.query;
        }
        catch (err) {
            if (((_a = err.response) === null || _a === void 0 ? void 0 : _a.status) === 404) {
                return undefined;
            }
            throw (0, errors_1.wrapApiError)(err, `unable to get query: ${name}`);
        }
    }
    queryParameters() {
        return {
            phantoms: this.phantoms,
        };
    }
    async doGql(graph, query, variables) {
        try {
            let req = variables ? { query, variables } : { query };
            let doCompression = Buffer.byteLength(query, 'utf8') > 10 * 1024; // 10KB
            if (doCompression) {
                try {
                    const input = Buffer.from(JSON.stringify(req), 'utf8');
                    req = await gzip(input);
                    this.logger.debug(`Compressed graphql request from ${input.length} ` +
                        `to ${req.length} bytes`);
                }
                catch (e) {
                    // gzip failed, send uncompressed
                    this.logger.warn(e, 'failed to compress graphql request');
                    doCompression = false;
                }
            }
            const params = this.queryParameters();
            const headers = {};
            if (doCompression) {
                headers['content-encoding'] = 'gzip';
                headers['content-type'] = 'application/json';
            }
            const { data } = await this.api.post(`/graphs/${graph}/graphql`, req, {
                headers,
                params,
            });
            return data;
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, `unable to query graph: ${graph}`);
        }
    }
    /* returns only the data object of a standard qgl response */
    // eslint-disable-next-line @typescript-eslint/explicit-module-boundary-types
    async gql(graph, query, variables) {
        const data = await this.doGql(graph, query, variables);
        return data.data;
    }
    async sendMutations(graph, mutations) {
        const gql = graphql_client_1.GraphQLClient.batchMutation(mutations);
        if (gql) {
            return await this.gql(graph, gql);
        }
        return undefined;
    }
    async sendBulkMutations(graph, mutations) {
        const gql = graphql_client_1.GraphQLClient.bulkBatchMutation(mutations);
        if (gql) {
            return await this.gql(graph, gql);
        }
        return undefined;
    }
    /* returns both data (as res.data) and errors (as res.errors) */
    // eslint-disable-next-line @typescript-eslint/explicit-module-boundary-types
    async rawGql(graph, query, variables) {
        return await this.doGql(graph, query, variables);
    }
    async gqlNoDirectives(graph, rawQuery, variables) {
        const ast = gql.visit(gql.parse(rawQuery), {
            // Strip directives from query. These are not supported.
            Directive() {
                return null;
            },
        });
        const query = gql.print(ast);
        return await this.gql(graph, query, variables);
    }
    async gqlSchema(graph) {
        try {
            const { data } = await this.api.get(`/graphs/${graph}/graphql/schema`);
            return data;
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, 'unable to load schema');
        }
    }
    async introspect(graph) {
        try {
            const data = await this.gql(graph, gql.getIntrospectionQuery());
            return gql.buildClientSchema(data);
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, `unable to introspect graph: ${graph}`);
        }
    }
    async geocode(...locations) {
        try {
            const req = { locations };
            const { data } = await this.api.post('/geocoding/lookup', req);
            return data.locations;
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, 'unable to geocode locations');
        }
    }
    async accounts(graph) {
        try {
            const { data: { accounts }, } = await this.api.get('/accounts');
            if (Array.isArray(accounts)) {
                return accounts
                    .filter((a) => { var _a; return (graph ? ((_a = a.params) === null || _a === void 0 ? void 0 : _a.graphName) === graph : true); })
                    .map((a) => {
                    let secretName;
                    if (a.secretsName.includes('/')) {
                        const [group, name] = a.secretsName.split('/');
                        secretName = { group, name };
                    }
                    else {
                        secretName = { name: a.secretsName };
                    }
                    delete a.secretsName;
                    return {
                        ...a,
                        secretName,
                        lastModified: new Date(a.lastModified),
                    };
                });
            }
            return [];
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, 'unable to list accounts');
        }
    }
    async updateAccount(update) {
        try {
            await this.api.put(`/accounts/${update.accountId}`, {
                tenantId: update.tenantId,
                farosApiKeyId: update.farosApiKeyId,
                type: update.type,
                mode: update.mode,
                params: update.params,
                secretName: update.secretName,
                scheduleExpression: update.scheduleExpression,
                executionTimeoutInSecs: update.executionTimeoutInSecs,
                runtimeVersion: update.runtimeVersion,
                memorySizeInMbs: update.memorySizeInMbs,
                version: update.version,
            });
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, `unable to update account: ${update.accountId}`);
        }
    }
    nodeIterable(graph, rawQuery, pageSize = 100, paginator = graphql_1.paginatedQueryV2, args = new Map()) {
        const { query, modelName, keysetFields } = paginator(rawQuery);
        // eslint-disable-next-line @typescript-eslint/no-this-alias
        const self = this;
        if (keysetFields === null || keysetFields === void 0 ? void 0 : keysetFields.length) {
            const keysetValues = {};
            return {
                async *[Symbol.asyncIterator]() {
                    let hasNextPage = true;
                    while (hasNextPage) {
                        const data = await self.gqlNoDirectives(graph, query, {
                            _limit: pageSize,
                            ...keysetValues,
                            ...Object.fromEntries(args.entries()),
                        });
                        const nodes = lodash_1.default.get(data, modelName) || [];
                        for (const node of nodes) {
                            for (const field of keysetFields) {
                                if (!node[field]) {
                                    throw new Error('Terminating iterator: found node with empty keyset ' +
                                        `field '${field}'`);
                                }
                                keysetValues[field] = node[field];
                                lodash_1.default.unset(node, field);
                            }
                            yield node;
                        }
                        // Break on partial page
                        hasNextPage = nodes.length === pageSize;
                    }
                },
            };
        }
        // Use offset and limit
        return {
            async *[Symbol.asyncIterator]() {
                let _offset = 0;
                let hasNextPage = true;
                while (hasNextPage) {
                    const data = await self.gqlNoDirectives(graph, query, {
                        _offset,
                        _limit: pageSize,
                        ...Object.fromEntries(args.entries()),
                    });
                    const nodes = lodash_1.default.get(data, modelName) || [];
                    for (const node of nodes) {
                        yield node;
                    }
                    _offset += pageSize;
                    // break on partial page
                    hasNextPage = nodes.length === pageSize;
                }
            },
        };
    }
    async updateWebhookEventStatus(status) {
        try {
            await this.api.patch(`/webhooks/${status.webhookId}/events/${status.eventId}`, {
                status: status.status,
                error: status.error,
            });
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, `unable to update status for webhook: ${status.webhookId}` +
                `, event: ${status.eventId}`);
        }
    }
    async getWebhookEvent(webhookId, eventId) {
        try {
            const response = await this.api.get(`/webhooks/${webhookId}/events/${eventId}`);
            let event = response.data;
            event = {
                ...event,
                createdAt: event.createdAt ? new Date(event.createdAt) : undefined,
                receivedAt: new Date(event.receivedAt),
                updatedAt: new Date(event.updatedAt),
            };
            return event;
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, `unable to retrieve event: ${eventId} for webhook: ${webhookId}`);
        }
    }
    /**
     * Generic method for making requests to the Faros API.
     * @param method HTTP request method
     * @param path endpoint path
     * @param data request body
     * @param params request query params
     * @returns response body
     */
    async request(method, path, data, params) {
        try {
            const response = await this.api.request({
                method,
                url: path,
                data,
                params,
            });
            return response.data;
        }
        catch (err) {
            throw (0, errors_1.wrapApiError)(err, `unable to perform request: ${path}`);
        }
    }
    /**
     * Sets the API key to use for requests.
     * @param apiKey API key to use for requests
     */
    setApiKey(apiKey) {
        this.api.defaults.headers.authorization = apiKey;
    }
}
exports.FarosClient = FarosClient;
//# sourceMappingURL=client.js.map