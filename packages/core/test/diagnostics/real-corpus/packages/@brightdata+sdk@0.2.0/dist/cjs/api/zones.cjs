'use strict';

var logger$1 = require('../utils/logger.cjs');
var constants = require('../utils/constants.cjs');
var auth = require('../utils/auth.cjs');
var misc = require('../utils/misc.cjs');
var net = require('../utils/net.cjs');
var errors = require('../utils/errors.cjs');

const logger = logger$1.getLogger('api.zones');
class ZonesAPI {
    authHeaders;
    cachedZones = null;
    constructor(opts) {
        this.authHeaders = auth.getAuthHeaders(opts.apiKey);
    }
    async listZones() {
        logger.info('fetching list of active zones');
        try {
            const response = await net.request(constants.API_ENDPOINT.ZONE_LIST, {
                headers: this.authHeaders,
            });
            const responseTxt = await net.assertResponse(response);
            const zones = misc.parseJSON(responseTxt);
            logger.info(`found ${zones.length} active zones`);
            const res = zones.map((zone) => ({
                name: zone.zone || zone.name,
                type: zone.zone_type || zone.type,
                status: zone.status,
                ips: zone.ips || 0,
                bandwidth: zone.bandwidth || 0,
                created: zone.created_at || zone.created,
            }));
            return res;
        }
        catch (e) {
            if (e instanceof errors.BRDError)
                throw e;
            throw new errors.APIError(`failed to list zones: ${e.message}`);
        }
    }
    async ensureZone(name, opts) {
        const fullName = `zone <${name}> (${opts.type})`;
        logger.info(`checking if ${fullName} exists`);
        const meta = await this.getZone(name);
        if (!meta) {
            logger.info(`${fullName} is not found`);
            await this.createZone(name, { type: opts.type });
            return;
        }
        if (meta.type === opts.type) {
            return void logger.info(`${fullName} already exists`);
        }
        throw new errors.ZoneError(`zone <${name}> already exists, but type is not matching:` +
            ` received "${meta.type}", expected: "${opts.type}"`);
    }
    async createZone(name, opt = {}) {
        let { type: zoneType = 'static' } = opt;
        logger.info(`creating zone: ${name} (type: ${zoneType})`);
        const isSerp = zoneType === 'serp';
        if (isSerp) {
            zoneType = 'unblocker';
        }
        const zoneData = {
            zone: {
                name: name,
                type: zoneType,
            },
            plan: {
                type: zoneType,
                serp: isSerp,
                domain_whitelist: opt.domain_whitelist || '',
                ips_type: opt.ips_type || 'shared',
                bandwidth: opt.bandwidth || 'bandwidth',
                ip_alloc_preset: opt.ip_alloc_preset || 'shared_block',
                ips: opt.ips || 0,
                country: opt.country || '',
                country_city: opt.country_city || '',
                mobile: opt.mobile || false,
                city: opt.city || false,
                asn: opt.asn || false,
                vip: opt.vip || false,
                vips_type: opt.vips_type || 'shared',
                vips: opt.vips || 0,
                vip_country: opt.vip_country || '',
                vip_country_city: opt.vip_country_city || '',
                pool_ip_type: opt.pool_ip_type || '',
                ub_premium: opt.ub_premium || false,
                solve_captcha_disable: opt.solve_captcha_disable !== false,
            },
        };
        try {
            const response = await net.request(constants.API_ENDPOINT.ZONE, {
                headers: this.authHeaders,
                method: 'POST',
                body: JSON.stringify(zoneData),
            });
            const responseTxt = await net.assertResponse(response);
            logger.info(`successfully created zone: ${name}`);
            this.invalidateCache();
            return misc.parseJSON(responseTxt);
        }
        catch (e) {
            if (e instanceof errors.BRDError)
                throw e;
            throw new errors.ZoneError(`failed to create zone ${name}: ${e.message}`);
        }
    }
    async getZone(name) {
        logger.debug(`retrieving zone data: ${name}`);
        await this.ensureCache();
        return this.cachedZones?.[name];
    }
    async ensureCache() {
        if (this.cachedZones)
            return;
        const zones = await this.listZones();
        this.cachedZones = zones.reduce((acc, zone) => {
            acc[zone.name] = zone;
            return acc;
        }, {});
    }
    invalidateCache() {
        this.cachedZones = null;
    }
}

exports.ZonesAPI = ZonesAPI;
