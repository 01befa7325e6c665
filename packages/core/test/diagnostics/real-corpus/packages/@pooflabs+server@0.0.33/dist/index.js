'use strict';

var core = require('@pooflabs/core');
var buffer = require('buffer');
var web3_js = require('@solana/web3.js');
var anchor = require('@coral-xyz/anchor');
var nacl = require('tweetnacl');
var bs58 = require('bs58');
var crypto = require('crypto');

function _interopNamespaceDefault(e) {
  var n = Object.create(null);
  if (e) {
    Object.keys(e).forEach(function (k) {
      if (k !== 'default') {
        var d = Object.getOwnPropertyDescriptor(e, k);
        Object.defineProperty(n, k, d.get ? d : {
          enumerable: true,
          get: function () { return e[k]; }
        });
      }
    });
  }
  n.default = e;
  return Object.freeze(n);
}

var anchor__namespace = /*#__PURE__*/_interopNamespaceDefault(anchor);
var crypto__namespace = /*#__PURE__*/_interopNamespaceDefault(crypto);

/* ------------------------------------------------------------- *
 * REQUIRED ENV-VAR
 * ------------------------------------------------------------- */
const ENV_VAR = 'TAROBASE_SOLANA_KEYPAIR'; // base-58 or JSON array
function loadKeypairFromEnv() {
    var _a;
    const secret = (_a = process === null || process === void 0 ? void 0 : process.env) === null || _a === void 0 ? void 0 : _a[ENV_VAR];
    if (!secret) {
        throw new Error(`Missing ${ENV_VAR}. Set it to a base58 secret key or JSON array.`);
    }
    try {
        const secretKey = secret.trim().startsWith('[')
            ? Uint8Array.from(JSON.parse(secret))
            : bs58.decode(secret.trim());
        return web3_js.Keypair.fromSecretKey(secretKey);
    }
    catch (err) {
        throw new Error(`Unable to parse ${ENV_VAR}. Ensure it is valid base58 or a JSON array.`);
    }
}
/* ──────────────────────────────────────────────────────────
 * Helper – fetch getPriorityFeeEstimate
 * ──────────────────────────────────────────────────────── */
async function fetchPriorityFee(rpcEndpoint, rawUnsignedTxBuffer) {
    var _a, _b;
    try {
        const res = await fetch(rpcEndpoint, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
                jsonrpc: "2.0",
                id: "1",
                method: "getPriorityFeeEstimate",
                params: [{
                        transaction: bs58.encode(rawUnsignedTxBuffer), options: {
                            recommended: true
                        }
                    }]
            })
        });
        const data = await res.json();
        const fee = (_b = (_a = data === null || data === void 0 ? void 0 : data.result) === null || _a === void 0 ? void 0 : _a.priorityFeeEstimate) !== null && _b !== void 0 ? _b : null;
        console.log("Got fee from Helius", fee);
        if (fee != null && fee > 0) {
            return Math.ceil(Number(fee) * 1.2);
        }
        else {
            console.log("No fee from Helius, using default 10000");
            return Math.ceil(10000 * 1.2);
        }
    }
    catch (err) {
        console.warn("Priority‑fee estimate failed:", err);
        return Math.ceil(10000 * 1.2);
    }
}
class SolanaKeypairProvider {
    constructor(networkUrl = null, keypair) {
        this.networkUrl = networkUrl;
        this.keypair = keypair !== null && keypair !== void 0 ? keypair : loadKeypairFromEnv();
    }
    /* ----------------------------------------------------------- *
     * (Auth stubs – fill in later if needed)
     * ----------------------------------------------------------- */
    async login() { throw new Error('Not implemented'); }
    async restoreSession() { throw new Error('Not implemented'); }
    async logout() { throw new Error('Not implemented'); }
    /* ----------------------------------------------------------- *
     * Sign arbitrary message
     * ----------------------------------------------------------- */
    async signMessage(message) {
        const sig = nacl.sign.detached(new TextEncoder().encode(message), this.keypair.secretKey);
        return buffer.Buffer.from(sig).toString('base64');
    }
    /* ----------------------------------------------------------- *
     * Sign transaction
     * ----------------------------------------------------------- */
    async signTransaction(transaction) {
        // Use duck typing instead of instanceof to handle multiple @solana/web3.js versions
        const isLegacyTransaction = 'recentBlockhash' in transaction && !('message' in transaction && 'staticAccountKeys' in transaction.message);
        if (isLegacyTransaction) {
            transaction.partialSign(this.keypair);
        }
        else {
            transaction.sign([this.keypair]);
        }
        return transaction;
    }
    /**
     * Signs and submits a Solana transaction to the network.
     *
     * This method handles blockhash and transaction confirmation automatically - you do NOT need to
     * set recentBlockhash or lastValidBlockHeight on the transaction before calling this method.
     * The network/RPC URL is derived from the provider's configuration (set during initialization).
     *
     * @param transaction - The transaction to sign and submit (Transaction or VersionedTransaction)
     * @param feePayer - Optional fee payer public key. If not provided and the transaction doesn't
     *                   already have a feePayer set, the keypair's public key will be used.
     *                   Useful for co-signing scenarios where a different account pays the fees.
     * @returns The transaction signature
     */
    async signAndSubmitTransaction(transaction, feePayer) {
        // 1. Get RPC URL and create connection
        const rpcUrl = this.getRpcUrl();
        const connection = new web3_js.Connection(rpcUrl, 'confirmed');
        // 2. Get fresh blockhash and set it on the transaction before signing
        const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed');
        // Use duck typing instead of instanceof to handle multiple @solana/web3.js versions
        const isLegacyTransaction = 'recentBlockhash' in transaction && !('message' in transaction && 'staticAccountKeys' in transaction.message);
        if (isLegacyTransaction) {
            const legacyTx = transaction;
            legacyTx.recentBlockhash = blockhash;
            legacyTx.lastValidBlockHeight = lastValidBlockHeight;
            // Set feePayer if not already set
            if (!legacyTx.feePayer) {
                legacyTx.feePayer = feePayer !== null && feePayer !== void 0 ? feePayer : this.keypair.publicKey;
            }
        }
        else {
            // VersionedTransaction
            const versionedTx = transaction;
            versionedTx.message.recentBlockhash = blockhash;
            // Note: VersionedTransaction feePayer is set in the message at creation time
            // and cannot be modified after creation
        }
        // 3. Sign the transaction
        const signedTx = await this.signTransaction(transaction);
        // 4. Submit and confirm using shared helper
        const { signature } = await this.submitAndConfirmTransaction(signedTx, connection);
        return signature;
    }
    /* ----------------------------------------------------------- *
     * Private Helpers
     * ----------------------------------------------------------- */
    /**
     * Submits a signed transaction and waits for confirmation using polling.
     * Shared by both signAndSubmitTransaction and runTransactionInner.
     */
    async submitAndConfirmTransaction(signedTx, connection, options) {
        var _a, _b, _c, _d;
        const sig = await connection.sendRawTransaction(signedTx.serialize(), {
            preflightCommitment: 'confirmed'
        });
        // Wait for confirmation using polling
        const startTime = Date.now();
        const timeoutMs = 10 * 1000; // 10 seconds
        while (true) {
            const st = await connection.getSignatureStatus(sig);
            if ((_a = st === null || st === void 0 ? void 0 : st.value) === null || _a === void 0 ? void 0 : _a.err) {
                // Transaction confirmed but failed on-chain — fetch logs for a readable error
                const txInfo = await connection.getTransaction(sig, {
                    maxSupportedTransactionVersion: 0,
                    commitment: 'confirmed'
                });
                const logMessages = (_b = txInfo === null || txInfo === void 0 ? void 0 : txInfo.meta) === null || _b === void 0 ? void 0 : _b.logMessages;
                const errorMessage = logMessages ? JSON.stringify(logMessages) : JSON.stringify((_c = st === null || st === void 0 ? void 0 : st.value) === null || _c === void 0 ? void 0 : _c.err);
                throw new Error(`Transaction failed: ${errorMessage}`);
            }
            if (((_d = st === null || st === void 0 ? void 0 : st.value) === null || _d === void 0 ? void 0 : _d.confirmationStatus) === 'confirmed') {
                break;
            }
            // Check if we've exceeded the timeout
            if (Date.now() - startTime > timeoutMs) {
                throw new Error(`Transaction confirmation timeout after ${timeoutMs / 1000} seconds`);
            }
            await new Promise(resolve => setTimeout(resolve, 500));
        }
        // Optionally fetch transaction info
        let txInfo = null;
        if (options === null || options === void 0 ? void 0 : options.fetchTxInfo) {
            txInfo = await connection.getTransaction(sig, {
                maxSupportedTransactionVersion: 0,
                commitment: 'confirmed'
            });
        }
        return { signature: sig, txInfo };
    }
    getRpcUrl(network) {
        if (this.networkUrl) {
            return this.networkUrl;
        }
        if (network === 'solana_devnet') {
            return SOLANA_DEVNET_RPC_URL;
        }
        else if (network === 'solana_mainnet') {
            return SOLANA_MAINNET_RPC_URL;
        }
        else if (network === 'surfnet') {
            return SURFNET_RPC_URL;
        }
        return SOLANA_MAINNET_RPC_URL; // default to mainnet
    }
    /* ----------------------------------------------------------- *
     * Transaction runner
     * ----------------------------------------------------------- */
    async runTransaction(_evm, sol, opts) {
        if (!sol)
            throw new Error('Solana transaction data required');
        const kp = this.keypair;
        // Helper for duck typing - checks if transaction is legacy Transaction vs VersionedTransaction
        const isLegacyTx = (tx) => {
            return 'recentBlockhash' in tx && !('message' in tx && 'staticAccountKeys' in tx.message);
        };
        const wallet = {
            publicKey: kp.publicKey,
            signTransaction: async (tx) => {
                // Use duck typing instead of instanceof to handle multiple @solana/web3.js versions
                if (isLegacyTx(tx)) {
                    tx.partialSign(kp);
                }
                else {
                    tx.sign([kp]);
                }
                return tx;
            },
            signAllTransactions: async (txs) => txs.map((t) => {
                // Use duck typing instead of instanceof to handle multiple @solana/web3.js versions
                if (isLegacyTx(t)) {
                    t.partialSign(kp);
                }
                else {
                    t.sign([kp]);
                }
                return t;
            }),
        };
        /* de-dupe remaining accounts */
        const deduped = (() => {
            const fin = [];
            for (const acc of core.convertRemainingAccounts(sol.txArgs[0].remainingAccounts)) {
                const ex = fin.find((x) => x.pubkey.equals(acc.pubkey));
                if (ex) {
                    ex.isSigner || (ex.isSigner = acc.isSigner);
                    ex.isWritable || (ex.isWritable = acc.isWritable);
                }
                else
                    fin.push(acc);
            }
            return fin;
        })();
        let retries = 0;
        let didPass = false;
        let delay = 1000;
        let toReturn = null;
        let errorMessage = "";
        while (retries < 5) {
            try {
                toReturn = await this.runTransactionInner(sol, opts, wallet, kp, deduped);
                didPass = true;
                break;
            }
            catch (error) {
                console.log("Error building and sending transaction on retry:", retries, error);
                await new Promise(resolve => setTimeout(resolve, delay));
                // Exponential backoff
                delay *= 1.5;
                retries++;
                errorMessage = error.message || JSON.stringify(error, null, 2);
            }
        }
        if (!didPass) {
            throw new Error(`Failed to send transaction after 5 retries: ${errorMessage}`);
        }
        return toReturn;
    }
    async runTransactionInner(sol, opts, wallet, kp, deduped) {
        var _a, _b, _c;
        let rpcUrl = this.getRpcUrl(sol.network);
        const connection = new web3_js.Connection(rpcUrl, 'confirmed');
        const anchorProvider = new anchor__namespace.AnchorProvider(connection, wallet, anchor__namespace.AnchorProvider.defaultOptions());
        const app_id = sol.appId;
        if (!app_id)
            throw new Error('app_id missing');
        // When the server has co-signed a transaction (CPI attestation),
        // deserialize it and just add the wallet signature instead of
        // building from components.
        let tx;
        let blockhash;
        let lastValidBlockHeight;
        if (sol.signedTransaction) {
            tx = web3_js.VersionedTransaction.deserialize(buffer.Buffer.from(sol.signedTransaction, 'base64'));
            const latestBlockhash = await connection.getLatestBlockhash('confirmed');
            blockhash = latestBlockhash.blockhash;
            lastValidBlockHeight = latestBlockhash.lastValidBlockHeight;
        }
        else {
            const result = await core.buildSetDocumentsTransaction(connection, sol.txArgs[0].idl, anchorProvider, kp.publicKey, {
                app_id,
                documents: sol.txArgs[0].setDocumentData,
                delete_paths: sol.txArgs[0].deletePaths,
                txData: sol.txArgs[0].txData
            }, deduped, sol.lutKey, sol.preInstructions, false, sol.additionalLutAddresses);
            tx = result.tx;
            blockhash = result.blockhash;
            lastValidBlockHeight = result.lastValidBlockHeight;
        }
        // Helper for duck typing - checks if transaction is legacy Transaction vs VersionedTransaction
        const isLegacyTx = (t) => {
            return 'recentBlockhash' in t && !('message' in t && 'staticAccountKeys' in t.message);
        };
        // Refresh blockhash and lastValidBlockHeight
        // Use duck typing instead of instanceof to handle multiple @solana/web3.js versions
        if (isLegacyTx(tx)) {
            tx.partialSign(kp);
            tx.recentBlockhash = blockhash;
            tx.lastValidBlockHeight = lastValidBlockHeight;
            tx.feePayer = kp.publicKey;
        }
        else {
            tx.sign([kp]);
            tx.message.recentBlockhash = blockhash;
        }
        // 3️⃣  Optional priority‑fee instruction
        const rawUnsigned = tx.serialize({ requireAllSignatures: false });
        const microLamports = await fetchPriorityFee(connection.rpcEndpoint, rawUnsigned);
        if (microLamports != null) {
            // Use duck typing instead of instanceof to handle multiple @solana/web3.js versions
            if (isLegacyTx(tx)) {
                tx.instructions.unshift(web3_js.ComputeBudgetProgram.setComputeUnitPrice({ microLamports }));
                tx.partialSign(kp);
            }
            else {
                // For pre-signed (attestation) transactions, we can't rebuild — skip priority fee
                if (!sol.signedTransaction) {
                    // Rebuild the transaction with the new priority fee
                    const roundTwo = await core.buildSetDocumentsTransaction(connection, sol.txArgs[0].idl, anchorProvider, kp.publicKey, {
                        app_id,
                        documents: sol.txArgs[0].setDocumentData,
                        delete_paths: sol.txArgs[0].deletePaths,
                        txData: sol.txArgs[0].txData
                    }, deduped, sol.lutKey, [web3_js.ComputeBudgetProgram.setComputeUnitPrice({ microLamports }), ...sol.preInstructions], false, sol.additionalLutAddresses);
                    tx = roundTwo.tx;
                    blockhash = roundTwo.blockhash;
                    lastValidBlockHeight = roundTwo.lastValidBlockHeight;
                    tx.sign([kp]);
                    tx.message.recentBlockhash = blockhash;
                }
            }
        }
        if ((opts === null || opts === void 0 ? void 0 : opts.shouldSubmitTx) === false) {
            return { signedTransaction: tx, blockNumber: 0, gasUsed: '0', data: '' };
        }
        // Submit and confirm using shared helper
        const { signature, txInfo } = await this.submitAndConfirmTransaction(tx, connection, { fetchTxInfo: true });
        return {
            transactionSignature: signature,
            blockNumber: (_a = txInfo === null || txInfo === void 0 ? void 0 : txInfo.slot) !== null && _a !== void 0 ? _a : 0,
            gasUsed: (_c = (_b = txInfo === null || txInfo === void 0 ? void 0 : txInfo.meta) === null || _b === void 0 ? void 0 : _b.fee.toString()) !== null && _c !== void 0 ? _c : '0',
            data: txInfo === null || txInfo === void 0 ? void 0 : txInfo.meta,
        };
    }
    /* ----------------------------------------------------------- */
    async getNativeMethods() {
        return { keypair: this.keypair };
    }
}

/**
 * Server-side OffchainAuthProvider wrapper for the poofnet environment.
 *
 * For signMessage, this generates a mock signature using SHA-256 hashing.
 * This is used for offchain transaction signing.
 */
class OffchainAuthProvider {
    constructor(wrappedProvider) {
        this.wrappedProvider = wrappedProvider;
    }
    async login() {
        return this.wrappedProvider.login();
    }
    async logout() {
        return this.wrappedProvider.logout();
    }
    async restoreSession() {
        return this.wrappedProvider.restoreSession();
    }
    async getNativeMethods() {
        return this.wrappedProvider.getNativeMethods();
    }
    async signMessage(message) {
        // Delegate to wrapped provider for real signing
        return this.wrappedProvider.signMessage(message);
    }
    async signMessageMock(message) {
        // Generate mock signature (SHA-256 hash of message, base64 encoded)
        // This is used for offchain transaction signing
        const hash = crypto__namespace.createHash('sha256').update(message).digest('base64');
        return hash;
    }
    async signTransaction(transaction) {
        throw new Error('Poofnet does not support real Solana transactions. Deploy your project to mainnet to use this feature.');
    }
    /**
     * Sign and submit transaction - not supported in poofnet environment.
     * See the real providers (PhantomWalletProvider, PrivyWalletProvider, SolanaKeypairProvider)
     * for the full implementation with blockhash handling and feePayer support.
     */
    async signAndSubmitTransaction(_transaction, _feePayer) {
        throw new Error('Poofnet does not support real Solana transactions. Deploy your project to mainnet to use this feature.');
    }
    async runTransaction(evmTransactionData, solTransactionData, options) {
        return this.wrappedProvider.runTransaction(evmTransactionData, solTransactionData, options);
    }
}

let currentAuthProvider = null;
const SOLANA_DEVNET_RPC_URL = "https://idelle-8nxsep-fast-devnet.helius-rpc.com";
const SOLANA_MAINNET_RPC_URL = "https://celestia-cegncv-fast-mainnet.helius-rpc.com";
const SURFNET_RPC_URL = "https://surfpool.fly.dev";
async function getAuthProvider() {
    var _a;
    const config = await core.getConfig();
    if (currentAuthProvider) {
        // If provider exists but chain is "offchain" and it's not already wrapped, rewrap it
        if (config.chain === "offchain" && !(currentAuthProvider instanceof OffchainAuthProvider)) {
            currentAuthProvider = new OffchainAuthProvider(currentAuthProvider);
        }
        return currentAuthProvider;
    }
    currentAuthProvider = await matchAuthProvider((_a = config.rpcUrl) !== null && _a !== void 0 ? _a : null);
    // Wrap with OffchainAuthProvider for offchain chain
    if (config.chain === "offchain") {
        currentAuthProvider = new OffchainAuthProvider(currentAuthProvider);
    }
    return currentAuthProvider;
}
async function matchAuthProvider(rpcUrl) {
    return new SolanaKeypairProvider(rpcUrl);
}

let authProviderInstance = null;
async function init(newConfig) {
    // Initialize config first so getAuthProvider can access it
    // Server-side skips backend init since it already has all needed config
    await core.init(Object.assign(Object.assign({}, newConfig), { isServer: true, skipBackendInit: true }));
    // Get the auth provider (which will wrap it if chain is "offchain")
    authProviderInstance = await getAuthProvider();
    // Update config with the wrapped provider
    await core.init(Object.assign(Object.assign({}, newConfig), { authProvider: authProviderInstance, isServer: true, skipBackendInit: true }));
}

// Wrapper for getIdToken - passes isServer=true for server-side usage
async function getIdToken() {
    return core.getIdToken(true);
}

/******************************************************************************
Copyright (c) Microsoft Corporation.

Permission to use, copy, modify, and/or distribute this software for any
purpose with or without fee is hereby granted.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH
REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY
AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT,
INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM
LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR
OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR
PERFORMANCE OF THIS SOFTWARE.
***************************************************************************** */
/* global Reflect, Promise, SuppressedError, Symbol, Iterator */


function __rest(s, e) {
    var t = {};
    for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p) && e.indexOf(p) < 0)
        t[p] = s[p];
    if (s != null && typeof Object.getOwnPropertySymbols === "function")
        for (var i = 0, p = Object.getOwnPropertySymbols(s); i < p.length; i++) {
            if (e.indexOf(p[i]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p[i]))
                t[p[i]] = s[p[i]];
        }
    return t;
}

typeof SuppressedError === "function" ? SuppressedError : function (error, suppressed, message) {
    var e = new Error(message);
    return e.name = "SuppressedError", e.error = error, e.suppressed = suppressed, e;
};

/* ------------------------------------------------------------------ */
/*  Keypair parsing                                                    */
/* ------------------------------------------------------------------ */
function parseKeypair(secret) {
    const trimmed = secret.trim();
    try {
        const secretKey = trimmed.startsWith('[')
            ? Uint8Array.from(JSON.parse(trimmed))
            : bs58.decode(trimmed);
        return web3_js.Keypair.fromSecretKey(secretKey);
    }
    catch (_a) {
        throw new Error('Invalid keypair: must be base58 or JSON array.');
    }
}
/* ------------------------------------------------------------------ */
/*  WalletClient                                                       */
/* ------------------------------------------------------------------ */
class WalletClient {
    constructor(provider, sessionManager, address) {
        this.provider = provider;
        this.sessionManager = sessionManager;
        this.address = address;
    }
    /* ---- Auth override helpers ---- */
    buildOverrides() {
        return {
            authProvider: this.provider,
            _getAuthHeaders: async () => {
                const s = await this.sessionManager.getSession();
                return { Authorization: `Bearer ${s.idToken}` };
            },
            _clearAuth: async () => {
                this.sessionManager.clearSession();
            },
            _walletAddress: this.address,
        };
    }
    /** Strip Authorization from caller headers to prevent overriding wallet token */
    sanitizeHeaders(headers) {
        if (!headers)
            return undefined;
        const _a = headers, { Authorization, authorization } = _a, rest = __rest(_a, ["Authorization", "authorization"]);
        return Object.keys(rest).length > 0 ? rest : undefined;
    }
    mergeSetOverrides(opts) {
        var _a;
        const ovr = this.buildOverrides();
        return Object.assign(Object.assign({}, opts), { _overrides: Object.assign(Object.assign({}, opts === null || opts === void 0 ? void 0 : opts._overrides), { headers: this.sanitizeHeaders((_a = opts === null || opts === void 0 ? void 0 : opts._overrides) === null || _a === void 0 ? void 0 : _a.headers), authProvider: ovr.authProvider, _getAuthHeaders: ovr._getAuthHeaders, _clearAuth: ovr._clearAuth }) });
    }
    mergeReadOverrides(existing) {
        const ovr = this.buildOverrides();
        return Object.assign(Object.assign({}, existing), { headers: this.sanitizeHeaders(existing === null || existing === void 0 ? void 0 : existing.headers), _getAuthHeaders: ovr._getAuthHeaders, _clearAuth: ovr._clearAuth, _walletAddress: ovr._walletAddress });
    }
    /* ---- Data operations ---- */
    async set(path, document, options) {
        return core.set(path, document, this.mergeSetOverrides(options));
    }
    async setMany(many, options) {
        return core.setMany(many, this.mergeSetOverrides(options));
    }
    async setFile(path, file, options) {
        return core.setFile(path, file, { _overrides: this.mergeReadOverrides(options === null || options === void 0 ? void 0 : options._overrides) });
    }
    async get(path, opts) {
        return core.get(path, Object.assign(Object.assign({}, opts), { _overrides: this.mergeReadOverrides(opts === null || opts === void 0 ? void 0 : opts._overrides) }));
    }
    async getMany(paths, opts) {
        return core.getMany(paths, Object.assign(Object.assign({}, opts), { _overrides: this.mergeReadOverrides() }));
    }
    async getFiles(path, options) {
        return core.getFiles(path, { _overrides: this.mergeReadOverrides(options === null || options === void 0 ? void 0 : options._overrides) });
    }
    async runQuery(absolutePath, queryName, queryArgs, opts) {
        return core.runQuery(absolutePath, queryName, queryArgs, Object.assign(Object.assign({}, opts), { _overrides: this.mergeReadOverrides(opts === null || opts === void 0 ? void 0 : opts._overrides) }));
    }
    async runQueryMany(many, opts) {
        return core.runQueryMany(many, Object.assign(Object.assign({}, opts), { _overrides: this.mergeReadOverrides(opts === null || opts === void 0 ? void 0 : opts._overrides) }));
    }
    async runExpression(expression, queryArgs, options) {
        return core.runExpression(expression, queryArgs, Object.assign(Object.assign({}, options), { _overrides: this.mergeReadOverrides(options === null || options === void 0 ? void 0 : options._overrides) }));
    }
    async runExpressionMany(many) {
        const ovr = this.mergeReadOverrides();
        return core.runExpressionMany(many.map(m => (Object.assign(Object.assign({}, m), { _overrides: ovr }))));
    }
    async count(path, opts = {}) {
        return core.count(path, Object.assign(Object.assign({}, opts), { _overrides: this.mergeReadOverrides(opts === null || opts === void 0 ? void 0 : opts._overrides) }));
    }
    async aggregate(path, operation, opts = {}) {
        return core.aggregate(path, operation, Object.assign(Object.assign({}, opts), { _overrides: this.mergeReadOverrides(opts === null || opts === void 0 ? void 0 : opts._overrides) }));
    }
    /* ---- Signing operations (use provider directly) ---- */
    async signMessage(message) {
        return this.provider.signMessage(message);
    }
    async signTransaction(transaction) {
        return this.provider.signTransaction(transaction);
    }
    async signAndSubmitTransaction(transaction, feePayer) {
        return this.provider.signAndSubmitTransaction(transaction, feePayer);
    }
}
/**
 * Create a self-contained wallet client bound to a specific keypair.
 * Each client has its own auth session — no global state is mutated.
 *
 * @example
 * ```ts
 * const vault = await createWalletClient({ keypair: process.env.VAULT_KEY });
 * await vault.set('markets/123', data);
 * ```
 */
async function createWalletClient(opts) {
    var _a;
    const kp = parseKeypair(opts.keypair);
    const config = await core.getConfig();
    let provider = new SolanaKeypairProvider((_a = config.rpcUrl) !== null && _a !== void 0 ? _a : null, kp);
    if (config.chain === 'offchain') {
        provider = new OffchainAuthProvider(provider);
    }
    const sessionManager = core.ServerSessionManager.forKeypair(kp);
    // Eagerly authenticate so failures surface immediately
    await sessionManager.getSession();
    return new WalletClient(provider, sessionManager, kp.publicKey.toBase58());
}

Object.defineProperty(exports, "InsufficientBalanceError", {
  enumerable: true,
  get: function () { return core.InsufficientBalanceError; }
});
Object.defineProperty(exports, "aggregate", {
  enumerable: true,
  get: function () { return core.aggregate; }
});
Object.defineProperty(exports, "count", {
  enumerable: true,
  get: function () { return core.count; }
});
Object.defineProperty(exports, "get", {
  enumerable: true,
  get: function () { return core.get; }
});
Object.defineProperty(exports, "getConfig", {
  enumerable: true,
  get: function () { return core.getConfig; }
});
Object.defineProperty(exports, "getFiles", {
  enumerable: true,
  get: function () { return core.getFiles; }
});
Object.defineProperty(exports, "getMany", {
  enumerable: true,
  get: function () { return core.getMany; }
});
Object.defineProperty(exports, "runExpression", {
  enumerable: true,
  get: function () { return core.runExpression; }
});
Object.defineProperty(exports, "runExpressionMany", {
  enumerable: true,
  get: function () { return core.runExpressionMany; }
});
Object.defineProperty(exports, "runQuery", {
  enumerable: true,
  get: function () { return core.runQuery; }
});
Object.defineProperty(exports, "runQueryMany", {
  enumerable: true,
  get: function () { return core.runQueryMany; }
});
Object.defineProperty(exports, "set", {
  enumerable: true,
  get: function () { return core.set; }
});
Object.defineProperty(exports, "setFile", {
  enumerable: true,
  get: function () { return core.setFile; }
});
Object.defineProperty(exports, "setMany", {
  enumerable: true,
  get: function () { return core.setMany; }
});
Object.defineProperty(exports, "signAndSubmitTransaction", {
  enumerable: true,
  get: function () { return core.signAndSubmitTransaction; }
});
Object.defineProperty(exports, "signMessage", {
  enumerable: true,
  get: function () { return core.signMessage; }
});
Object.defineProperty(exports, "signTransaction", {
  enumerable: true,
  get: function () { return core.signTransaction; }
});
Object.defineProperty(exports, "subscribe", {
  enumerable: true,
  get: function () { return core.subscribe; }
});
exports.WalletClient = WalletClient;
exports.createWalletClient = createWalletClient;
exports.getAuthProvider = getAuthProvider;
exports.getIdToken = getIdToken;
exports.init = init;
Object.keys(core).forEach(function (k) {
  if (k !== 'default' && !Object.prototype.hasOwnProperty.call(exports, k)) Object.defineProperty(exports, k, {
    enumerable: true,
    get: function () { return core[k]; }
  });
});
//# sourceMappingURL=index.js.map
