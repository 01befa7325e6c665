'use strict';

var constants = require('../../utils/constants.cjs');
var logger = require('../../utils/logger.cjs');
var errors = require('../../utils/errors.cjs');
var net = require('../../utils/net.cjs');
var auth = require('../../utils/auth.cjs');
var misc = require('../../utils/misc.cjs');

class BaseAPI {
    name;
    logger;
    authHeaders;
    constructor(opts) {
        this.authHeaders = auth.getAuthHeaders(opts.apiKey);
    }
    init() {
        this.logger = logger.getLogger(`api.datasets.${this.name}`);
    }
    #getRequestBody(input, opt) {
        return opt.async ? input : { input };
    }
    #getRequestQuery(datasetId, opt) {
        let res;
        if (opt.async) {
            res = {
                dataset_id: datasetId,
                custom_output_fields: opt.customOutputFields,
                include_errors: opt.includeErrors,
                format: opt.format,
                discover_by: opt.discoverBy,
                type: opt.type,
                limit_per_input: opt.limitPerInput,
                limit_multiple_results: opt.limitMultipleResults,
                notify: opt.notify,
                endpoint: opt.endpoint,
                auth_header: opt.authHeader,
                uncompressed_webhook: opt.uncompressedWebhook,
            };
        }
        else {
            res = {
                dataset_id: datasetId,
                custom_output_fields: opt.customOutputFields,
                include_errors: opt.includeErrors,
                format: opt.format,
            };
        }
        misc.dropEmptyKeys(res);
        return res;
    }
    async run(val, datasetId, opt) {
        const body = this.#getRequestBody(val, opt);
        const endpoint = opt.async
            ? constants.API_ENDPOINT.SCRAPE_ASYNC
            : constants.API_ENDPOINT.SCRAPE_SYNC;
        try {
            const response = await net.request(endpoint, {
                method: 'POST',
                query: this.#getRequestQuery(datasetId, opt),
                body: JSON.stringify(body),
                headers: this.authHeaders,
                dispatcher: net.getDispatcher(),
            });
            const responseTxt = await net.assertResponse(response);
            if (opt.async) {
                return misc.parseJSON(responseTxt);
            }
            else if (response.statusCode === 202) {
                this.logger.info('request exeeded sync request timeout, converted to async');
                return misc.parseJSON(responseTxt);
            }
            if (opt.format === 'json') {
                return misc.parseJSON(responseTxt);
            }
            return responseTxt;
        }
        catch (e) {
            if (e instanceof errors.BRDError)
                throw e;
            throw new errors.APIError(`operation failed: ${e.message}`);
        }
    }
}

exports.BaseAPI = BaseAPI;
