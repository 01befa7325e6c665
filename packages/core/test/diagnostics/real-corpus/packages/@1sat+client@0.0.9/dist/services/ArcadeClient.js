import { Utils } from '@bsv/sdk';
import { BaseClient } from './BaseClient';
/**
 * Client for /1sat/arcade/* routes.
 * Provides transaction broadcast and status checking.
 *
 * Routes:
 * - POST /tx - Submit single transaction
 * - POST /txs - Submit multiple transactions
 * - GET /tx/:txid - Get transaction status
 * - GET /policy - Get mining policy
 * - GET /events - SSE stream of transaction events
 */
export class ArcadeClient extends BaseClient {
    constructor(baseUrl, options = {}) {
        super(`${baseUrl}/1sat/arcade`, options);
    }
    /**
     * Submit a single transaction for broadcast
     */
    async submitTransaction(rawTx, options) {
        const bytes = rawTx instanceof Uint8Array ? rawTx : new Uint8Array(rawTx);
        return this.request('/tx', {
            method: 'POST',
            headers: {
                'Content-Type': 'application/octet-stream',
                ...this.buildSubmitHeaders(options),
            },
            body: bytes,
        });
    }
    /**
     * Submit a transaction as hex string
     */
    async submitTransactionHex(rawTxHex, options) {
        return this.submitTransaction(Utils.toArray(rawTxHex, 'hex'), options);
    }
    /**
     * Submit multiple transactions for broadcast
     */
    async submitTransactions(rawTxs, options) {
        return this.request('/txs', {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                ...this.buildSubmitHeaders(options),
            },
            body: JSON.stringify(rawTxs.map((tx) => ({
                rawTx: Utils.toHex(tx instanceof Uint8Array ? Array.from(tx) : tx),
            }))),
        });
    }
    /**
     * Get status of a submitted transaction
     */
    async getStatus(txid) {
        return this.request(`/tx/${txid}`);
    }
    /**
     * Get current mining policy
     */
    async getPolicy() {
        return this.request('/policy');
    }
    /**
     * Subscribe to transaction status events via SSE
     * Returns unsubscribe function
     */
    subscribeEvents(callback, callbackToken) {
        const url = callbackToken
            ? `${this.baseUrl}/events?token=${encodeURIComponent(callbackToken)}`
            : `${this.baseUrl}/events`;
        const eventSource = new EventSource(url);
        eventSource.onmessage = (event) => {
            try {
                const status = JSON.parse(event.data);
                callback(status);
            }
            catch {
                // Ignore parse errors
            }
        };
        eventSource.onerror = () => {
            eventSource.close();
        };
        return () => {
            eventSource.close();
        };
    }
    /**
     * Build headers for submit requests
     */
    buildSubmitHeaders(options) {
        const headers = {};
        if (options?.callbackUrl)
            headers['X-CallbackUrl'] = options.callbackUrl;
        if (options?.callbackToken)
            headers['X-CallbackToken'] = options.callbackToken;
        if (options?.fullStatusUpdates)
            headers['X-FullStatusUpdates'] = 'true';
        if (options?.skipFeeValidation)
            headers['X-SkipFeeValidation'] = 'true';
        if (options?.skipScriptValidation)
            headers['X-SkipScriptValidation'] = 'true';
        return headers;
    }
}
//# sourceMappingURL=ArcadeClient.js.map