'use strict';

var promisePool = require('@supercharge/promise-pool');
var constants = require('../../utils/constants.cjs');
var logger = require('../../utils/logger.cjs');
var errors = require('../../utils/errors.cjs');
var net = require('../../utils/net.cjs');
var auth = require('../../utils/auth.cjs');
var misc = require('../../utils/misc.cjs');
var shared = require('../../schemas/shared.cjs');

class RequestAPI {
    name;
    zoneType;
    logger;
    authHeaders;
    zone;
    zonesAPI;
    autoCreateZones;
    constructor(opts) {
        if (opts.zone)
            this.zone = opts.zone;
        this.authHeaders = auth.getAuthHeaders(opts.apiKey);
        this.zonesAPI = opts.zonesAPI;
        this.autoCreateZones = opts.autoCreateZones;
    }
    init() {
        this.logger = logger.getLogger(`api.request.${this.name}`);
    }
    async handle(val, opts = {}) {
        const zone = shared.ZoneNameSchema.parse(opts.zone || this.zone);
        if (this.autoCreateZones) {
            await this.zonesAPI.ensureZone(zone, { type: this.zoneType });
        }
        if (Array.isArray(val)) {
            this.logger.info(`starting batch operation for ${val.length} items`);
            return this.handleBatch(val, zone, opts);
        }
        this.logger.info(`starting operation for ${val}`);
        return this.handleSingle(val, zone, opts);
    }
    getURL(_content, _opt) {
        throw new Error('method not implemented.');
    }
    getMethod(_opt) {
        throw new Error('method not implemented.');
    }
    getRequestBody(content, zone, opt) {
        const res = {
            method: this.getMethod(opt),
            url: this.getURL(content, opt),
            zone: zone,
            country: opt.country,
            format: opt.format || 'raw',
        };
        if (opt.dataFormat && opt.dataFormat !== 'html') {
            res.data_format = opt.dataFormat;
        }
        misc.dropEmptyKeys(res);
        return res;
    }
    async handleSingle(val, zone, opt = {}) {
        const body = this.getRequestBody(val, zone, opt);
        try {
            const response = await net.request(constants.API_ENDPOINT.REQUEST, {
                method: 'POST',
                body: JSON.stringify(body),
                headers: this.authHeaders,
                dispatcher: net.getDispatcher({ timeout: opt.timeout }),
            });
            const responseTxt = await net.assertResponse(response);
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
    async handleBatch(inputs, zone, opt = {}) {
        const limit = opt.concurrency || constants.DEFAULT_CONCURRENCY;
        this.logger.info(`processing ${inputs.length} items, concurrency is ${limit}`);
        try {
            const { results } = await promisePool.PromisePool.for(inputs)
                .withConcurrency(limit)
                .useCorrespondingResults()
                .process(async (url) => {
                try {
                    return await this.handleSingle(url, zone, opt);
                }
                catch (e) {
                    return e;
                }
            });
            const res = results.map((v) => {
                if (v === promisePool.PromisePool.failed || v === promisePool.PromisePool.notRun)
                    return new errors.BRDError('unknown error occurred');
                return v;
            });
            this.logger.info(`completed batch operation: ${res.length} results`);
            return res;
        }
        catch (error) {
            const err = error;
            const msg = `batch operation failed: ${err.message}`;
            this.logger.error(msg);
            throw new errors.APIError(msg);
        }
    }
}

exports.RequestAPI = RequestAPI;
