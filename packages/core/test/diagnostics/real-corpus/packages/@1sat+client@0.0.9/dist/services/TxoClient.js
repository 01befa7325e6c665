import { BaseClient } from './BaseClient';
/**
 * Client for /1sat/txo/* routes.
 * Provides TXO (transaction output) lookup and search.
 *
 * Routes:
 * - GET /:outpoint - Get single TXO (outpoint pattern-matched)
 * - GET /:outpoint/spend - Get spend info
 * - POST /outpoints - Get multiple TXOs
 * - POST /spends - Get multiple spends
 * - GET /tx/:txid - Get all TXOs for a transaction
 * - GET /search?key=... - Search by key(s)
 */
export class TxoClient extends BaseClient {
    constructor(baseUrl, options = {}) {
        super(`${baseUrl}/1sat/txo`, options);
    }
    /**
     * Get a single TXO by outpoint
     */
    async get(outpoint, opts) {
        const qs = this.buildQueryString({
            tags: opts?.tags,
            sats: opts?.sats,
            spend: opts?.spend,
            block: opts?.block,
        });
        return this.request(`/${outpoint}${qs}`);
    }
    /**
     * Get multiple TXOs by outpoints
     */
    async getBatch(outpoints, opts) {
        const qs = this.buildQueryString({
            tags: opts?.tags,
            sats: opts?.sats,
            spend: opts?.spend,
            block: opts?.block,
        });
        return this.request(`/outpoints${qs}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(outpoints),
        });
    }
    /**
     * Get spend info for an outpoint
     */
    async getSpend(outpoint) {
        const resp = await this.request(`/${outpoint}/spend`);
        return resp.spendTxid;
    }
    /**
     * Get spend info for multiple outpoints
     */
    async getSpends(outpoints) {
        const resp = await this.request('/spends', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(outpoints),
        });
        return resp.map((r) => r.spendTxid);
    }
    /**
     * Get all TXOs for a transaction
     */
    async getByTxid(txid, opts) {
        const qs = this.buildQueryString({
            tags: opts?.tags,
            sats: opts?.sats,
            spend: opts?.spend,
            block: opts?.block,
        });
        return this.request(`/tx/${txid}${qs}`);
    }
    /**
     * Search TXOs by key(s)
     */
    async search(keys, opts) {
        const qs = this.buildQueryString({
            key: Array.isArray(keys) ? keys : [keys],
            tags: opts?.tags,
            from: opts?.from,
            limit: opts?.limit,
            rev: opts?.rev,
            unspent: opts?.unspent,
            sats: opts?.sats,
            spend: opts?.spend,
            events: opts?.events,
            block: opts?.block,
        });
        return this.request(`/search${qs}`);
    }
}
//# sourceMappingURL=TxoClient.js.map