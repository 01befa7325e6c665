import { BaseClient } from './BaseClient';
/**
 * Convert bytes to hex string (big-endian / natural order)
 */
function toHex(data) {
    return Array.from(data)
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
}
/**
 * Client for /1sat/chaintracks/* routes.
 * Implements ChaintracksClientApi interface from @bsv/wallet-toolbox.
 *
 * Routes:
 * - GET /tip - Get chain tip
 * - GET /tip/stream - SSE stream of new blocks
 * - GET /network - Get network type
 * - GET /headers?height=N&count=M - Get raw header bytes
 * - GET /header/height/:height - Get header by height
 * - GET /header/hash/:hash - Get header by hash
 */
export class ChaintracksClient extends BaseClient {
    eventSource = null;
    subscribers = new Set();
    // Chain tip cache (30 second TTL)
    cachedTip = null;
    cachedTipTime = 0;
    static TIP_CACHE_TTL_MS = 30_000;
    constructor(baseUrl, options = {}) {
        super(`${baseUrl}/1sat/chaintracks`, options);
    }
    /**
     * Get current blockchain height (ChainTracker interface)
     */
    async currentHeight() {
        const tip = await this.findChainTipHeader();
        return tip.height;
    }
    /**
     * Validate merkle root for a given height (ChainTracker interface)
     */
    async isValidRootForHeight(root, height) {
        try {
            const header = await this.findHeaderForHeight(height);
            return header?.merkleRoot === root;
        }
        catch (e) {
            console.error(`isValidRootForHeight(${height}) failed:`, e);
            return false;
        }
    }
    /**
     * Get the blockchain network (main or test)
     */
    async getChain() {
        const data = await this.request('/network');
        return data.network;
    }
    /**
     * Get service info - synthetic for remote client
     */
    async getInfo() {
        const tip = await this.findChainTipHeader();
        const chain = await this.getChain();
        return {
            chain,
            heightBulk: tip.height,
            heightLive: tip.height,
            storage: 'remote',
            bulkIngestors: [],
            liveIngestors: [],
            packages: [],
        };
    }
    /**
     * Get current chain height
     */
    async getPresentHeight() {
        return this.currentHeight();
    }
    /**
     * Get headers as serialized 80-byte hex string
     */
    async getHeaders(height, count) {
        const data = await this.requestBinary(`/headers?height=${height}&count=${count}`);
        return toHex(data);
    }
    /**
     * Get the current chain tip header (cached for 30 seconds)
     */
    async findChainTipHeader() {
        const now = Date.now();
        if (this.cachedTip &&
            now - this.cachedTipTime < ChaintracksClient.TIP_CACHE_TTL_MS) {
            return this.cachedTip;
        }
        const header = await this.request('/tip');
        console.log('[ChaintracksClient] findChainTipHeader:', header.height, header.hash);
        this.cachedTip = header;
        this.cachedTipTime = now;
        return header;
    }
    /**
     * Get the current chain tip hash
     */
    async findChainTipHash() {
        const tip = await this.findChainTipHeader();
        return tip.hash;
    }
    /**
     * Get block header by height
     */
    async findHeaderForHeight(height) {
        try {
            return await this.request(`/header/height/${height}`);
        }
        catch {
            return undefined;
        }
    }
    /**
     * Get block header by hash
     */
    async findHeaderForBlockHash(hash) {
        try {
            return await this.request(`/header/hash/${hash}`);
        }
        catch {
            return undefined;
        }
    }
    /** No-op: Remote server tracks the chain */
    async addHeader(_header) { }
    /** No-op: Client is always ready */
    async startListening() { }
    /** No-op: Resolves immediately */
    async listening() { }
    /** Always true for remote client */
    async isListening() {
        return true;
    }
    /** Always true for remote client */
    async isSynchronized() {
        return true;
    }
    /** Not implemented for remote client */
    async subscribeReorgs(_listener) {
        throw new Error('Method not implemented.');
    }
    /** Unsubscribe from events */
    async unsubscribe(_subscriptionId) {
        return false;
    }
    /** Subscribe to new header events */
    async subscribeHeaders(listener) {
        this.subscribers.add(listener);
        if (!this.eventSource) {
            this.eventSource = new EventSource(`${this.baseUrl}/tip/stream`);
            this.eventSource.onmessage = (event) => {
                try {
                    const header = JSON.parse(event.data);
                    for (const cb of this.subscribers) {
                        cb(header);
                    }
                }
                catch {
                    // Ignore parse errors
                }
            };
            this.eventSource.onerror = () => {
                this.eventSource?.close();
                this.eventSource = null;
            };
        }
        return 'subscription';
    }
    /**
     * Get raw header bytes for one or more headers
     */
    async getHeaderBytes(height, count = 1) {
        const data = await this.requestBinary(`/headers?height=${height}&count=${count}`);
        return Array.from(data);
    }
    /**
     * Subscribe to new block notifications via SSE
     * Returns unsubscribe function
     */
    subscribe(callback) {
        this.subscribers.add(callback);
        if (!this.eventSource) {
            this.eventSource = new EventSource(`${this.baseUrl}/tip/stream`);
            this.eventSource.onmessage = (event) => {
                try {
                    const header = JSON.parse(event.data);
                    for (const cb of this.subscribers) {
                        cb(header);
                    }
                }
                catch {
                    // Ignore parse errors (e.g., keepalive messages)
                }
            };
            this.eventSource.onerror = () => {
                this.eventSource?.close();
                this.eventSource = null;
            };
        }
        return () => {
            this.subscribers.delete(callback);
            if (this.subscribers.size === 0 && this.eventSource) {
                this.eventSource.close();
                this.eventSource = null;
            }
        };
    }
    /**
     * Close all connections
     */
    close() {
        if (this.eventSource) {
            this.eventSource.close();
            this.eventSource = null;
        }
        this.subscribers.clear();
    }
}
//# sourceMappingURL=ChaintracksClient.js.map