"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PolymarketRouter = void 0;
const clob_client_1 = require("@polymarket/clob-client");
const builder_signing_sdk_1 = require("@polymarket/builder-signing-sdk");
const privy_js_1 = require("../utils/privy.js");
const allowances_js_1 = require("../utils/allowances.js");
const safe_js_1 = require("../utils/safe.js");
// Dome API endpoint default
const DEFAULT_DOME_API_ENDPOINT = 'https://api.domeapi.io/v1';
class PolymarketRouter {
    constructor(config = {}) {
        // In-memory storage of user credentials (use your preferred storage in production)
        this.userCredentials = new Map();
        // In-memory storage of user Safe addresses
        this.userSafeAddresses = new Map();
        this.chainId = config.chainId || safe_js_1.POLYGON_CHAIN_ID;
        this.relayerUrl = config.relayerEndpoint || safe_js_1.DEFAULT_RELAYER_URL;
        this.rpcUrl = config.rpcUrl || safe_js_1.DEFAULT_RPC_URL;
        this.apiKey = config.apiKey ?? undefined;
        // Always use Dome builder server for improved order execution
        this.builderConfig = new builder_signing_sdk_1.BuilderConfig({
            remoteBuilderConfig: {
                url: 'https://builder-signer.domeapi.io/builder-signer/sign',
            },
        });
        // Initialize CLOB client (we'll set credentials per-user)
        this.clobClient = new clob_client_1.ClobClient(config.clobEndpoint || 'https://clob.polymarket.com', this.chainId);
        // Initialize Privy if config provided
        if (config.privy) {
            this.privyConfig = config.privy;
            this.privyClient = (0, privy_js_1.createPrivyClient)(config.privy);
        }
    }
    /**
     * Create a signer from Privy wallet info (internal helper)
     */
    createPrivySignerFromWallet(walletId, walletAddress) {
        if (!this.privyClient) {
            throw new Error('Privy not configured. Either pass privy config to router constructor or provide a signer.');
        }
        return (0, privy_js_1.createPrivySigner)(this.privyClient, walletId, walletAddress);
    }
    /**
     * Create ethers adapter from RouterSigner
     */
    createEthersAdapter(signer, address) {
        return {
            getAddress: async () => address,
            _signTypedData: async (domain, types, value) => {
                return await signer.signTypedData({
                    domain,
                    types,
                    primaryType: Object.keys(types).find(key => key !== 'EIP712Domain') || '',
                    message: value,
                });
            },
        };
    }
    /**
     * Links a user to Polymarket by creating a CLOB API key
     *
     * For EOA wallets (walletType: 'eoa'):
     * - Gets the user's wallet address
     * - Creates a Polymarket CLOB client for the user
     * - Derives API credentials using ONE signature
     *
     * For Safe wallets (walletType: 'safe'):
     * - Derives the Safe address from the EOA
     * - Deploys the Safe if needed
     * - Sets token allowances from the Safe
     * - Creates API credentials
     *
     * After this completes, the user can trade using API keys without signing each order.
     */
    async linkUser(params) {
        const walletType = params.walletType || 'eoa';
        if (walletType === 'safe') {
            return this.linkUserWithSafe(params);
        }
        else {
            return this.linkUserWithEoa(params);
        }
    }
    /**
     * Link user with EOA wallet (Privy or direct signing)
     */
    async linkUserWithEoa(params) {
        const { userId, signer, privyWalletId, autoSetAllowances = true, sponsorGas = false, } = params;
        // Get the user's wallet address
        const address = await signer.getAddress();
        // Auto-set allowances if Privy is configured and wallet ID provided
        if (autoSetAllowances && this.privyClient && privyWalletId) {
            console.log('   Checking token allowances...');
            const allowances = await (0, privy_js_1.checkPrivyWalletAllowances)(address);
            if (!allowances.allSet) {
                console.log(`   Setting missing token allowances${sponsorGas ? ' (sponsored)' : ''}...`);
                await (0, privy_js_1.setPrivyWalletAllowances)(this.privyClient, privyWalletId, address, {
                    onProgress: (step, current, total) => {
                        console.log(`   [${current}/${total}] ${step}...`);
                    },
                    sponsor: sponsorGas,
                });
                console.log('   Token allowances set');
            }
            else {
                console.log('   Token allowances already set');
            }
        }
        // Create ethers adapter
        const ethersAdapter = this.createEthersAdapter(signer, address);
        const userClobClient = new clob_client_1.ClobClient(this.clobClient.host, this.chainId, ethersAdapter, undefined, undefined, undefined, undefined, false, this.builderConfig);
        // Derive or create API credentials
        const apiKeyCreds = await this.deriveOrCreateApiCredentials(userClobClient);
        const credentials = {
            apiKey: apiKeyCreds.key,
            apiSecret: apiKeyCreds.secret,
            apiPassphrase: apiKeyCreds.passphrase,
        };
        this.userCredentials.set(userId, credentials);
        return credentials;
    }
    /**
     * Link user with Safe wallet (external wallets)
     */
    async linkUserWithSafe(params) {
        const { userId, signer, autoDeploySafe = true, autoSetAllowances = true, } = params;
        const eoaAddress = await signer.getAddress();
        console.log(`   EOA address: ${eoaAddress}`);
        // Step 1: Derive Safe address
        console.log('   Deriving Safe address...');
        const safeAddress = (0, safe_js_1.deriveSafeAddress)(eoaAddress, this.chainId);
        console.log(`   Safe address: ${safeAddress}`);
        // Step 2: Check if Safe is deployed
        const provider = (0, allowances_js_1.getPolygonProvider)(this.rpcUrl);
        let safeDeployed = await (0, safe_js_1.isSafeDeployed)(safeAddress, provider);
        // Step 3: Deploy Safe if needed
        if (!safeDeployed && autoDeploySafe) {
            console.log('   Deploying Safe wallet...');
            const relayClient = (0, safe_js_1.createRelayClient)(signer, {
                relayerUrl: this.relayerUrl,
                rpcUrl: this.rpcUrl,
                chainId: this.chainId,
            });
            const deployResult = await (0, safe_js_1.deploySafe)(relayClient);
            console.log(`   Safe deployed: ${deployResult.safeAddress}`);
            safeDeployed = true;
        }
        else if (!safeDeployed) {
            throw new Error(`Safe not deployed at ${safeAddress}. Set autoDeploySafe: true to deploy automatically.`);
        }
        else {
            console.log('   Safe already deployed');
        }
        // Step 4: Set allowances from Safe if needed
        let allowancesSet = 0;
        if (autoSetAllowances) {
            console.log('   Checking Safe allowances...');
            const allowances = await (0, safe_js_1.checkSafeAllowances)(safeAddress, provider);
            if (!allowances.allSet) {
                console.log('   Setting Safe allowances...');
                const relayClient = (0, safe_js_1.createRelayClient)(signer, {
                    relayerUrl: this.relayerUrl,
                    rpcUrl: this.rpcUrl,
                    chainId: this.chainId,
                });
                await (0, safe_js_1.setSafeUsdcApproval)(relayClient);
                allowancesSet = 3; // CTF Exchange, Neg Risk CTF Exchange, Neg Risk Adapter
                console.log('   Safe allowances set');
            }
            else {
                console.log('   Safe allowances already set');
            }
        }
        // Step 5: Create API credentials
        // For Safe wallets, we use signatureType = 2 (browser wallet)
        console.log('   Deriving API credentials...');
        const ethersAdapter = this.createEthersAdapter(signer, eoaAddress);
        // Create CLOB client with Safe as funder
        const userClobClient = new clob_client_1.ClobClient(this.clobClient.host, this.chainId, ethersAdapter, undefined, 2, // signatureType = 2 for browser wallet with Safe
        safeAddress, // funderAddress = Safe
        undefined, false, this.builderConfig);
        const apiKeyCreds = await this.deriveOrCreateApiCredentials(userClobClient);
        const credentials = {
            apiKey: apiKeyCreds.key,
            apiSecret: apiKeyCreds.secret,
            apiPassphrase: apiKeyCreds.passphrase,
        };
        // Store credentials and Safe address
        this.userCredentials.set(userId, credentials);
        this.userSafeAddresses.set(userId, safeAddress);
        console.log('   User linked successfully');
        return {
            credentials,
            safeAddress,
            signerAddress: eoaAddress,
            safeDeployed: !safeDeployed, // true if we deployed it during this call
            allowancesSet,
        };
    }
    /**
     * Helper to derive or create API credentials
     */
    async deriveOrCreateApiCredentials(clobClient) {
        try {
            console.log('   Attempting to derive existing API credentials...');
            const apiKeyCreds = await clobClient.deriveApiKey();
            if (!apiKeyCreds ||
                !apiKeyCreds.key ||
                !apiKeyCreds.secret ||
                !apiKeyCreds.passphrase) {
                throw new Error('Derived credentials are invalid or incomplete');
            }
            console.log('   Successfully derived existing API credentials');
            return apiKeyCreds;
        }
        catch (deriveError) {
            console.log(`   Derive failed (${deriveError.message}), attempting to create new credentials...`);
            try {
                const apiKeyCreds = await clobClient.createApiKey();
                console.log('   Successfully created new API credentials');
                return apiKeyCreds;
            }
            catch (createError) {
                console.error('   Failed to create API credentials:', createError.message);
                throw new Error(`Failed to obtain Polymarket API credentials: ${createError.message}`);
            }
        }
    }
    /**
     * Places an order on Polymarket via Dome server
     *
     * This method:
     * 1. Creates and signs the order locally using the CLOB client
     * 2. Submits the signed order to Dome server for execution
     *
     * Benefits:
     * - Geo-unrestricted order placement (server handles CLOB communication)
     * - Observability on order volume and market activity
     * - Consistent latency from server regions
     *
     * Requires apiKey to be set in router constructor.
     *
     * For EOA wallets: signer address is the funder
     * For Safe wallets: Safe address is the funder, EOA is the signer
     */
    async placeOrder(params, credentials) {
        if (!this.apiKey) {
            throw new Error('Dome API key not set. Pass apiKey to router constructor to use placeOrder.');
        }
        const { userId, marketId, side, size, price, signer, walletType = 'eoa', funderAddress, privyWalletId, walletAddress, negRisk = false, orderType = 'GTC', } = params;
        // Auto-create signer if Privy wallet info provided
        const actualSigner = signer ||
            (privyWalletId && walletAddress
                ? this.createPrivySignerFromWallet(privyWalletId, walletAddress)
                : undefined);
        if (!actualSigner) {
            throw new Error('Either provide a signer or Privy wallet info (privyWalletId + walletAddress)');
        }
        // Get credentials
        const creds = credentials || this.userCredentials.get(userId);
        if (!creds) {
            throw new Error(`No credentials found for user ${userId}. Call linkUser() first.`);
        }
        const signerAddress = await actualSigner.getAddress();
        const ethersAdapter = this.createEthersAdapter(actualSigner, signerAddress);
        // Determine signature type and funder based on wallet type
        let signatureType;
        let funder;
        if (walletType === 'safe') {
            signatureType = 2; // Browser wallet with Safe
            funder =
                funderAddress || this.userSafeAddresses.get(userId) || signerAddress;
            if (!funderAddress && !this.userSafeAddresses.get(userId)) {
                throw new Error('funderAddress is required for Safe wallet orders. Pass it explicitly or ensure linkUser was called with walletType: "safe".');
            }
        }
        else {
            signatureType = 0; // EOA
            funder = signerAddress;
        }
        const apiKeyCreds = {
            key: creds.apiKey,
            secret: creds.apiSecret,
            passphrase: creds.apiPassphrase,
        };
        // Create CLOB client for signing
        const userClobClient = new clob_client_1.ClobClient(this.clobClient.host, this.chainId, ethersAdapter, apiKeyCreds, signatureType, funder, undefined, false, this.builderConfig);
        // Create and sign the order (but don't post it)
        const orderSide = side.toLowerCase() === 'buy' ? 'BUY' : 'SELL';
        const signedOrder = await userClobClient.createOrder({
            tokenID: marketId,
            price,
            size,
            side: orderSide,
        }, { negRisk });
        // Convert to the format expected by server
        const signedOrderPayload = {
            salt: signedOrder.salt,
            maker: signedOrder.maker,
            signer: signedOrder.signer,
            taker: signedOrder.taker,
            tokenId: signedOrder.tokenId,
            makerAmount: signedOrder.makerAmount,
            takerAmount: signedOrder.takerAmount,
            expiration: signedOrder.expiration,
            nonce: signedOrder.nonce,
            feeRateBps: signedOrder.feeRateBps,
            side: orderSide,
            signatureType: signedOrder.signatureType,
            signature: signedOrder.signature,
        };
        // Generate client order ID
        const clientOrderId = crypto.randomUUID?.() ||
            `${Date.now()}-${Math.random().toString(36).substr(2, 9)}`;
        // Build server request
        const request = {
            jsonrpc: '2.0',
            method: 'placeOrder',
            id: clientOrderId,
            params: {
                signedOrder: signedOrderPayload,
                orderType,
                credentials: {
                    apiKey: creds.apiKey,
                    apiSecret: creds.apiSecret,
                    apiPassphrase: creds.apiPassphrase,
                },
                clientOrderId,
            },
        };
        // Submit to Dome server
        const response = await fetch(`${DEFAULT_DOME_API_ENDPOINT}/polymarket/placeOrder`, {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Authorization: `Bearer ${this.apiKey}`,
            },
            body: JSON.stringify(request),
        });
        if (!response.ok) {
            // Try to get error details from response body
            let errorBody = '';
            try {
                errorBody = await response.text();
            }
            catch {
                // Ignore if we can't read the body
            }
            throw new Error(`Server request failed: ${response.status} ${response.statusText}${errorBody ? ` - ${errorBody}` : ''}`);
        }
        const serverResponse = await response.json();
        if (serverResponse.error) {
            const reason = serverResponse.error.data?.reason || serverResponse.error.message;
            throw new Error(`Order placement failed: ${reason} (code: ${serverResponse.error.code})`);
        }
        if (!serverResponse.result) {
            throw new Error('Server returned empty result');
        }
        // Check if the server returned an HTTP error status from Polymarket
        // The status field might be a number (HTTP status) instead of a string ('LIVE', 'MATCHED', etc.)
        const result = serverResponse.result;
        if (typeof result.status === 'number' && result.status >= 400) {
            const errorMessage = result.errorMessage ||
                result.error ||
                `Polymarket returned HTTP ${result.status}`;
            throw new Error(`Order rejected by Polymarket: ${errorMessage}`);
        }
        return serverResponse.result;
    }
    /**
     * Check if Dome API key is configured for order placement
     */
    isApiKeyConfigured() {
        return !!this.apiKey;
    }
    /**
     * Get the Safe address for a user (if using Safe wallet)
     */
    getSafeAddress(userId) {
        return this.userSafeAddresses.get(userId);
    }
    /**
     * Derive Safe address from EOA (without deployment)
     */
    deriveSafeAddress(eoaAddress) {
        return (0, safe_js_1.deriveSafeAddress)(eoaAddress, this.chainId);
    }
    /**
     * Check if a Safe is deployed
     */
    async isSafeDeployed(safeAddress) {
        const provider = (0, allowances_js_1.getPolygonProvider)(this.rpcUrl);
        return (0, safe_js_1.isSafeDeployed)(safeAddress, provider);
    }
    /**
     * Create a RelayClient for Safe operations
     */
    createRelayClient(signer) {
        return (0, safe_js_1.createRelayClient)(signer, {
            relayerUrl: this.relayerUrl,
            rpcUrl: this.rpcUrl,
            chainId: this.chainId,
        });
    }
    /**
     * Checks if a user has already been linked to Polymarket
     */
    isUserLinked(userId) {
        return this.userCredentials.has(userId);
    }
    /**
     * Manually set credentials for a user
     */
    setCredentials(userId, credentials) {
        this.userCredentials.set(userId, credentials);
    }
    /**
     * Manually set Safe address for a user
     */
    setSafeAddress(userId, safeAddress) {
        this.userSafeAddresses.set(userId, safeAddress);
    }
    /**
     * Get stored credentials for a user
     */
    getCredentials(userId) {
        return this.userCredentials.get(userId);
    }
    /**
     * Check if a wallet has all required token allowances for Polymarket trading
     */
    async checkAllowances(walletAddress, rpcUrl) {
        const provider = (0, allowances_js_1.getPolygonProvider)(rpcUrl || this.rpcUrl);
        return await (0, allowances_js_1.checkAllAllowances)(walletAddress, provider);
    }
    /**
     * Check if a Safe has all required allowances
     */
    async checkSafeAllowances(safeAddress, rpcUrl) {
        const provider = (0, allowances_js_1.getPolygonProvider)(rpcUrl || this.rpcUrl);
        return await (0, safe_js_1.checkSafeAllowances)(safeAddress, provider);
    }
    /**
     * Set all required token allowances for Polymarket trading (EOA wallets)
     */
    async setAllowances(signer, rpcUrl, onProgress) {
        const provider = (0, allowances_js_1.getPolygonProvider)(rpcUrl || this.rpcUrl);
        return await (0, allowances_js_1.setAllAllowances)(signer, provider, onProgress);
    }
    /**
     * Set allowances for a Safe wallet
     */
    async setSafeAllowances(signer, onProgress) {
        const relayClient = this.createRelayClient(signer);
        await (0, safe_js_1.setSafeUsdcApproval)(relayClient, onProgress);
    }
    /**
     * Cancel an order via Dome API
     *
     * This cancels the order on Polymarket CLOB and triggers any escrow refund
     * if the order had pre-paid fees.
     *
     * @param params - Cancel order parameters
     * @returns Cancel result including CLOB status and escrow refund info
     *
     * @example
     * ```typescript
     * const result = await router.cancelOrder({
     *   orderId: '0x1234...',
     *   signerAddress: '0xabc...',
     *   credentials: {
     *     apiKey: 'key',
     *     apiSecret: 'secret',
     *     apiPassphrase: 'passphrase',
     *   },
     * });
     * console.log('Canceled:', result.clobCancelResult.canceled);
     * console.log('Refund TX:', result.escrow?.refundTxHash);
     * ```
     */
    async cancelOrder(params) {
        if (!this.apiKey) {
            throw new Error('Dome API key required for cancelOrder');
        }
        const { orderId, signerAddress, credentials } = params;
        const request = {
            orderId,
            signerAddress,
            credentials: {
                apiKey: credentials.apiKey,
                apiSecret: credentials.apiSecret,
                apiPassphrase: credentials.apiPassphrase,
            },
        };
        const response = await fetch(`${DEFAULT_DOME_API_ENDPOINT}/polymarket/cancelOrder`, {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Authorization: `Bearer ${this.apiKey}`,
            },
            body: JSON.stringify(request),
        });
        if (!response.ok) {
            let errorBody = '';
            try {
                errorBody = await response.text();
            }
            catch {
                // Ignore if we can't read the body
            }
            throw new Error(`Cancel request failed: ${response.status} ${response.statusText}${errorBody ? ` - ${errorBody}` : ''}`);
        }
        const serverResponse = await response.json();
        if (serverResponse.error || serverResponse.message) {
            throw new Error(`Order cancellation failed: ${serverResponse.error || serverResponse.message}`);
        }
        if (!serverResponse.success) {
            throw new Error('Server returned unsuccessful cancellation');
        }
        return serverResponse;
    }
    /**
     * Claim winnings from a resolved market via Dome API
     *
     * This redeems winning position tokens for USDC and triggers any
     * performance fee collection if configured.
     *
     * Two flows are supported:
     * - **EOA**: Pass `walletType: 'eoa'` with a pre-signed `signedRedeemTx`
     * - **Privy**: Pass `walletType: 'privy'` with `privyWalletId`, `conditionId`, `outcomeIndex`
     *
     * Auth is via Bearer token header (no credentials in body).
     *
     * @param params - Claim winnings parameters
     * @returns Claim result including transaction hash and fee info
     *
     * @example
     * ```typescript
     * // EOA claim with pre-signed redeem transaction
     * const result = await router.claimWinnings({
     *   positionId: '0xabc...',
     *   walletType: 'eoa',
     *   payerAddress: '0xabc...',
     *   signerAddress: '0xabc...',
     *   signedRedeemTx: '0x...',      // pre-signed redeemPositions tx
     *   performanceFeeAuth: { ... },
     * });
     *
     * // Privy claim — Dome builds and submits the redeem tx
     * const privyResult = await router.claimWinnings({
     *   positionId: '0xabc...',
     *   walletType: 'privy',
     *   payerAddress: '0xabc...',
     *   signerAddress: '0xabc...',
     *   privyWalletId: 'wallet-id',
     *   conditionId: '0x1234...',
     *   outcomeIndex: 1,
     *   performanceFeeAuth: { ... },
     * });
     * console.log('Status:', result.status);
     * console.log('Claim TX:', result.claimTxHash);
     * ```
     */
    async claimWinnings(params) {
        if (!this.apiKey) {
            throw new Error('Dome API key required for claimWinnings');
        }
        const { positionId, walletType, payerAddress, signerAddress, performanceFeeAuth, signedRedeemTx, privyWalletId, conditionId, outcomeIndex, affiliate, } = params;
        const request = {
            positionId,
            walletType,
            payerAddress,
            signerAddress,
            performanceFeeAuth,
            ...(signedRedeemTx !== undefined && { signedRedeemTx }),
            ...(privyWalletId !== undefined && { privyWalletId }),
            ...(conditionId !== undefined && { conditionId }),
            ...(outcomeIndex !== undefined && { outcomeIndex }),
            ...(affiliate !== undefined && { affiliate }),
        };
        const response = await fetch(`${DEFAULT_DOME_API_ENDPOINT}/polymarket/claimWinnings`, {
            method: 'POST',
            headers: {
                'Content-Type': 'application/json',
                Authorization: `Bearer ${this.apiKey}`,
            },
            body: JSON.stringify(request),
        });
        if (!response.ok) {
            let errorBody = '';
            try {
                errorBody = await response.text();
            }
            catch {
                // Ignore if we can't read the body
            }
            throw new Error(`Claim winnings request failed: ${response.status} ${response.statusText}${errorBody ? ` - ${errorBody}` : ''}`);
        }
        const serverResponse = await response.json();
        if (serverResponse.error || serverResponse.message) {
            throw new Error(`Claim winnings failed: ${serverResponse.error || serverResponse.message}`);
        }
        if (!serverResponse.success) {
            throw new Error('Server returned unsuccessful claim');
        }
        return serverResponse;
    }
}
exports.PolymarketRouter = PolymarketRouter;
//# sourceMappingURL=polymarket.js.map