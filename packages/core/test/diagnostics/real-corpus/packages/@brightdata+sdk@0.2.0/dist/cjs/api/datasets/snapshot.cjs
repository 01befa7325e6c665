'use strict';

var constants = require('../../utils/constants.cjs');
var errors = require('../../utils/errors.cjs');
var net = require('../../utils/net.cjs');
var files = require('../../utils/files.cjs');
var misc = require('../../utils/misc.cjs');
var datasets = require('../../schemas/datasets.cjs');
var utils = require('../../schemas/utils.cjs');
var base = require('./base.cjs');

const assertDownloadStatus = (status) => {
    if (status < 202)
        return;
    if (status === 202) {
        throw new errors.BRDError('snapshot is not ready yet, please try again later');
    }
    net.throwInvalidStatus(status, 'snapshot download failed');
};
class SnapshotAPI extends base.BaseAPI {
    constructor(opts) {
        super(opts);
        this.name = 'snapshot';
        this.init();
    }
    /**
     * Get the status of a dataset snapshot.
     * @param snapshotId - The unique identifier of the snapshot
     * @returns A promise that resolves with the snapshot status metadata
     */
    async getStatus(snapshotId) {
        const safeId = utils.assertSchema(datasets.SnapshotIdSchema, snapshotId, 'snapshot.getStatus: invalid snapshot id');
        return this.#getStatus(safeId);
    }
    /**
     * Download the data from a dataset snapshot.
     * @param snapshotId - The unique identifier of the snapshot
     * @param opts - Download options including format and compression settings
     * @returns A promise that resolves with the full filename where the data is saved
     */
    async download(snapshotId, options) {
        const safeId = utils.assertSchema(datasets.SnapshotIdSchema, snapshotId, 'snapshot.download: invalid snapshot id');
        const safeOpts = utils.assertSchema(datasets.SnapshotDownloadOptionsSchema, options || {}, 'snapshot.download: invalid options');
        return this.#download(safeId, safeOpts);
    }
    /**
     * Cancel the dataset gathering process.
     * @param snapshotId - The unique identifier of the snapshot
     * @returns A promise that resolves once the snapshot is cancelled
     */
    async cancel(snapshotId) {
        const safeId = utils.assertSchema(datasets.SnapshotIdSchema, snapshotId, 'snapshot.cancel: invalid snapshot id');
        return this.#cancel(safeId);
    }
    async #getStatus(snapshotId) {
        this.logger.info(`fetching snapshot status for id ${snapshotId}`);
        const url = constants.API_ENDPOINT.SNAPSHOT_STATUS.replace('{snapshot_id}', snapshotId);
        try {
            const response = await net.request(url, {
                headers: this.authHeaders,
                dispatcher: net.getDispatcher(),
            });
            const responseTxt = await net.assertResponse(response);
            return misc.parseJSON(responseTxt);
        }
        catch (e) {
            if (e instanceof errors.BRDError)
                throw e;
            throw new errors.APIError(`operation failed: ${e.message}`);
        }
    }
    async #download(snapshotId, options) {
        this.logger.info(`fetching snapshot for id ${snapshotId}`);
        const url = constants.API_ENDPOINT.SNAPSHOT_DOWNLOAD.replace('{snapshot_id}', snapshotId);
        try {
            if (options.statusPolling) {
                await this.#awaitReady(snapshotId);
            }
            const filename = files.getFilename(options.filename, options.format);
            const target = await files.getAbsAndEnsureDir(filename);
            this.logger.info(`starting streaming snapshot ${snapshotId} data to ${target}`);
            await net.stream(url, {
                method: 'GET',
                headers: this.authHeaders,
                query: {
                    format: options.format,
                    compress: options.compress,
                },
                opaque: {
                    filename: target,
                    assertStatus: assertDownloadStatus,
                },
            }, files.routeDownloadStream);
            return target;
        }
        catch (e) {
            if (e instanceof errors.BRDError)
                throw e;
            throw new errors.APIError(`operation failed: ${e.message}`);
        }
    }
    async #awaitReady(snapshotId) {
        this.logger.info(`polling snapshot status for id ${snapshotId}`);
        for (;;) {
            const { status } = await this.#getStatus(snapshotId);
            if (status === 'ready')
                break;
            if (status === 'failed') {
                throw new errors.BRDError('snapshot generation failed');
            }
            const delayMs = misc.getRandomInt(10_000, 30_000);
            this.logger.info(`snapshot ${snapshotId} is not ready yet, waiting for ${delayMs}ms`);
            await misc.sleep(delayMs);
        }
    }
    async #cancel(snapshotId) {
        this.logger.info(`cancelling snapshot for id ${snapshotId}`);
        const url = constants.API_ENDPOINT.SNAPSHOT_CANCEL.replace('{snapshot_id}', snapshotId);
        try {
            const response = await net.request(url, {
                method: 'POST',
                headers: this.authHeaders,
                dispatcher: net.getDispatcher(),
            });
            await net.assertResponse(response);
        }
        catch (e) {
            if (e instanceof errors.BRDError)
                throw e;
            throw new errors.APIError(`operation failed: ${e.message}`);
        }
    }
}

exports.SnapshotAPI = SnapshotAPI;
