"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const amazon_cognito_identity_js_node_1 = __importDefault(require("amazon-cognito-identity-js-node"));
const apollo_client_1 = require("apollo-client");
const apollo_cache_inmemory_1 = require("apollo-cache-inmemory");
const apollo_link_1 = require("apollo-link");
const apollo_link_retry_1 = require("apollo-link-retry");
const apollo_link_batch_http_1 = require("apollo-link-batch-http");
const node_fetch_1 = __importDefault(require("node-fetch"));
const queries_1 = require("./queries");
const J1_USER_POOL_ID_PROD = 'us-east-2_9fnMVHuxD';
const J1_CLIENT_ID_PROD = '1hcv141pqth5f49df7o28ngq1u';
const QUERY_RESULTS_TIMEOUT = 1000 * 60 * 5; // Poll s3 location for 5 minutes before timeout.
const J1QL_SKIP_COUNT = 250;
const J1QL_LIMIT_COUNT = 250;
const JobStatus = {
    IN_PROGRESS: 'IN_PROGRESS',
    COMPLETED: 'COMPLETED',
    FAILED: 'FAILED',
};
function sleep(ms) {
    return new Promise(function (resolve) {
        return setTimeout(resolve, ms);
    });
}
class JupiterOneClient {
    constructor({ account, username, password, poolId = J1_USER_POOL_ID_PROD, clientId = J1_CLIENT_ID_PROD, accessToken, dev = false, useRulesEndpoint = false, }) {
        this.account = account;
        this.username = username;
        this.password = password;
        this.poolId = poolId;
        this.clientId = clientId;
        this.accessToken = accessToken;
        this.useRulesEndpoint = useRulesEndpoint;
        this.apiUrl = dev
            ? 'https://api.dev.jupiterone.io'
            : 'https://api.us.jupiterone.io';
        this.queryEndpoint = this.apiUrl + '/graphql';
        this.rulesEndpoint = this.apiUrl + '/rules/graphql';
    }
    async init() {
        const token = this.accessToken
            ? this.accessToken
            : await this.authenticateUser();
        this.headers = {
            Authorization: `Bearer ${token}`,
            'LifeOmic-Account': this.account,
        };
        const uri = this.useRulesEndpoint ? this.rulesEndpoint : this.queryEndpoint;
        const link = apollo_link_1.ApolloLink.from([
            new apollo_link_retry_1.RetryLink({
                delay: {
                    initial: 2000,
                    max: 5000,
                    jitter: true,
                },
            }),
            new apollo_link_batch_http_1.BatchHttpLink({ uri, headers: this.headers, fetch: node_fetch_1.default }),
        ]);
        const cache = new apollo_cache_inmemory_1.InMemoryCache();
        this.graphClient = new apollo_client_1.ApolloClient({ link, cache });
        return this;
    }
    async authenticateUser() {
        const authenticationDetails = new amazon_cognito_identity_js_node_1.default.AuthenticationDetails({
            Username: this.username,
            Password: this.password,
        });
        const Pool = new amazon_cognito_identity_js_node_1.default.CognitoUserPool({
            UserPoolId: this.poolId,
            ClientId: this.clientId,
        });
        const User = new amazon_cognito_identity_js_node_1.default.CognitoUser({ Username: this.username, Pool });
        const result = await new Promise((resolve, reject) => {
            User.authenticateUser(authenticationDetails, {
                onSuccess: (result) => resolve(result),
                onFailure: (err) => reject(err),
            });
        });
        return result.getAccessToken().getJwtToken();
    }
    async queryV1(j1ql) {
        let complete = false;
        let page = 0;
        let results = [];
        while (!complete) {
            const j1qlForPage = `${j1ql} SKIP ${page * J1QL_SKIP_COUNT} LIMIT ${J1QL_LIMIT_COUNT}`;
            const res = await this.graphClient.query({
                query: queries_1.QUERY_V1,
                variables: {
                    query: j1qlForPage,
                    deferredResponse: 'FORCE',
                },
            });
            page++;
            if (res.errors) {
                throw new Error(`JupiterOne returned error(s) for query: '${j1ql}'`);
            }
            const deferredUrl = res.data.queryV1.url;
            let status = JobStatus.IN_PROGRESS;
            let statusFile;
            const startTimeInMs = Date.now();
            do {
                if (Date.now() - startTimeInMs > QUERY_RESULTS_TIMEOUT) {
                    throw new Error(`Exceeded request timeout of ${QUERY_RESULTS_TIMEOUT / 1000} seconds.`);
                }
                await sleep(200);
                statusFile = await node_fetch_1.default(deferredUrl).then((res) => res.json());
                status = statusFile.status;
            } while (status === JobStatus.IN_PROGRESS);
            let result;
            if (status === JobStatus.COMPLETED) {
                result = await node_fetch_1.default(statusFile.url).then((res) => res.json());
            }
            else {
                // JobStatus.FAILED
                throw new Error(statusFile.error || 'Job failed without an error message.');
            }
            const { data } = result;
            // data will assume tree shape if you specify 'return tree' in J1QL
            const isTree = data.vertices && data.edges;
            if (isTree) {
                complete = true;
                results = data;
            }
            else {
                // data is array-shaped, possibly paginated
                if (data.length < J1QL_SKIP_COUNT) {
                    complete = true;
                }
                results = results.concat(data);
            }
        }
        return results;
    }
    async queryGraphQL(query) {
        const res = await this.graphClient.query({ query });
        if (res.errors) {
            console.log(res.errors);
            throw new Error(`JupiterOne returned error(s) for query: '${query}'`);
        }
        return res;
    }
    async ingestEntities(integrationInstanceId, entities) {
        return node_fetch_1.default(this.apiUrl + '/integrations/ingest', {
            method: 'POST',
            body: JSON.stringify({ integrationInstanceId, entities }),
            headers: {
                'Content-Type': 'application/json',
                ...this.headers,
            },
        }).then((res) => res.json());
    }
    async ingestCommitRange(integrationInstanceId, commitRange) {
        return node_fetch_1.default(this.apiUrl + '/integrations/action', {
            method: 'POST',
            body: JSON.stringify({
                integrationInstanceId,
                action: { name: 'INGEST', commitRange },
            }),
            headers: {
                'Content-Type': 'application/json',
                ...this.headers,
            },
            timeout: 10000,
        }).then((res) => res.json());
    }
    async mutateAlertRule(rule, update) {
        const res = await this.graphClient.mutate({
            mutation: update ? queries_1.UPDATE_ALERT_RULE : queries_1.CREATE_ALERT_RULE,
            variables: {
                instance: rule.instance,
            },
        });
        if (res.errors) {
            throw new Error(`JupiterOne returned error(s) mutating alert rule: '${rule}'`);
        }
        return update
            ? res.data.updateQuestionRuleInstance
            : res.data.createQuestionRuleInstance;
    }
    async createEntity(key, type, classLabels, properties) {
        const res = await this.graphClient.mutate({
            mutation: queries_1.CREATE_ENTITY,
            variables: {
                entityKey: key,
                entityType: type,
                entityClass: classLabels,
                properties,
            },
        });
        if (res.errors) {
            throw new Error(`JupiterOne returned error(s) creating entity with key: '${key}'`);
        }
        return res.data.createEntity;
    }
    async updateEntity(entityId, properties) {
        let res;
        try {
            res = await this.graphClient.mutate({
                mutation: queries_1.UPDATE_ENTITY,
                variables: {
                    entityId,
                    properties,
                },
            });
            if (res.errors) {
                throw new Error(`JupiterOne returned error(s) updating entity with id: '${entityId}'`);
            }
        }
        catch (err) {
            console.log({ err: err.stack || err.toString(), entityId, properties }, 'error updating entity');
            throw err;
        }
        return res.data.updateEntity;
    }
    async deleteEntity(entityId, hardDelete) {
        let res;
        try {
            res = await this.graphClient.mutate({
                mutation: queries_1.DELETE_ENTITY,
                variables: { entityId, hardDelete },
            });
            if (res.errors) {
                throw new Error(`JupiterOne returned error(s) deleting entity with id: '${entityId}'`);
            }
        }
        catch (err) {
            console.log({ err, entityId, res }, 'error deleting entity');
            throw err;
        }
        return res.data.deleteEntity;
    }
    async createRelationship(relationshipKey, relationshipType, relationshipClass, fromEntityId, toEntityId, properties) {
        const res = await this.graphClient.mutate({
            mutation: queries_1.CREATE_RELATIONSHIP,
            variables: {
                relationshipKey,
                relationshipType,
                relationshipClass,
                fromEntityId,
                toEntityId,
                properties,
            },
        });
        if (res.errors) {
            throw new Error(`JupiterOne returned error(s) creating relationship with key: '${relationshipKey}'`);
        }
        return res.data.createRelationship;
    }
    async upsertEntityRawData(entityId, name, contentType, data) {
        const operation = {
            mutation: queries_1.UPSERT_ENTITY_RAW_DATA,
            variables: {
                source: 'api',
                entityId,
                rawData: [
                    {
                        name,
                        contentType,
                        data,
                    },
                ],
            },
        };
        let res;
        try {
            res = await this.graphClient.mutate(operation);
            if (res.errors) {
                throw new Error(`JupiterOne returned error(s) upserting rawData for entity with id: '${entityId}'`);
            }
        }
        catch (exception) {
            throw new Error(`Unable to store raw template data for ${name}: ` + exception.message);
        }
        return res.data.upsertEntityRawData.status;
    }
    async createQuestion(question) {
        const res = await this.graphClient.mutate({
            mutation: queries_1.CREATE_QUESTION,
            variables: { question },
        });
        if (res.errors) {
            throw new Error(`JupiterOne returned error(s) creating question: '${question}'`);
        }
        return res.data.createQuestion;
    }
    async updateQuestion(question) {
        const { id, ...update } = question;
        const res = await this.graphClient.mutate({
            mutation: queries_1.UPDATE_QUESTION,
            variables: {
                id,
                update,
            },
        });
        if (res.errors) {
            throw new Error(`JupiterOne returned error(s) updating question: '${question}'`);
        }
        return res.data.updateQuestion;
    }
    async deleteQuestion(questionId) {
        const res = await this.graphClient.mutate({
            mutation: queries_1.DELETE_QUESTION,
            variables: { id: questionId },
        });
        if (res.errors) {
            throw new Error(`JupiterOne returned error(s) updating question with ID: '${questionId}'`);
        }
        return res.data.deleteQuestion;
    }
}
exports.JupiterOneClient = JupiterOneClient;
