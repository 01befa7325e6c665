import https from 'node:https';
import * as oidc from 'openid-client';
import { base64url } from 'rfc4648';
import { bufferFromFileOrString } from './config.js';
class OidcClient {
    constructor(c) {
        this.config = c;
    }
    async refresh(token) {
        const newToken = await oidc.refreshTokenGrant(this.config, token);
        return {
            id_token: newToken.id_token,
            refresh_token: newToken.refresh_token,
            expires_at: newToken.expiresIn(),
        };
    }
}
export class OpenIDConnectAuth {
    constructor() {
        // public for testing purposes.
        this.currentTokenExpiration = 0;
    }
    static decodeJWT(token) {
        const parts = token.split('.');
        if (parts.length !== 3) {
            return null;
        }
        const header = JSON.parse(new TextDecoder().decode(base64url.parse(parts[0], { loose: true })));
        const payload = JSON.parse(new TextDecoder().decode(base64url.parse(parts[1], { loose: true })));
        const signature = parts[2];
        return {
            header,
            payload,
            signature,
        };
    }
    static expirationFromToken(token) {
        const jwt = OpenIDConnectAuth.decodeJWT(token);
        if (!jwt) {
            return 0;
        }
        return jwt.payload.exp;
    }
    isAuthProvider(user) {
        if (!user.authProvider) {
            return false;
        }
        return user.authProvider.name === 'oidc';
    }
    /**
     * Setup the authentication header for oidc authed clients
     * @param user user info
     * @param opts request options
     * @param overrideClient for testing, a preconfigured oidc client
     */
    async applyAuthentication(user, opts, overrideClient) {
        const token = await this.getToken(user, overrideClient);
        if (token) {
            opts.headers['Authorization'] = `Bearer ${token}`;
        }
    }
    async getToken(user, overrideClient) {
        if (!user.authProvider.config) {
            return null;
        }
        if (!user.authProvider.config['client-secret']) {
            user.authProvider.config['client-secret'] = '';
        }
        if (!user.authProvider.config || !user.authProvider.config['id-token']) {
            return null;
        }
        return this.refresh(user, overrideClient);
    }
    async refresh(user, overrideClient) {
        if (this.currentTokenExpiration === 0) {
            this.currentTokenExpiration = OpenIDConnectAuth.expirationFromToken(user.authProvider.config['id-token']);
        }
        if (Date.now() / 1000 > this.currentTokenExpiration) {
            if (!user.authProvider.config['client-id'] ||
                !user.authProvider.config['refresh-token'] ||
                !user.authProvider.config['idp-issuer-url']) {
                return null;
            }
            const client = overrideClient ? overrideClient : await this.getClient(user);
            const newToken = await client.refresh(user.authProvider.config['refresh-token']);
            user.authProvider.config['id-token'] = newToken.id_token;
            user.authProvider.config['refresh-token'] = newToken.refresh_token;
            this.currentTokenExpiration = newToken.expires_at;
        }
        return user.authProvider.config['id-token'];
    }
    async getClient(user) {
        // Check if custom IDP CA is provided
        const idpCaFile = user.authProvider.config['idp-certificate-authority'];
        const idpCaData = user.authProvider.config['idp-certificate-authority-data'];
        const ca = bufferFromFileOrString(idpCaFile, idpCaData);
        let configuration;
        if (ca) {
            // Create a custom https agent with the IDP CA certificate
            const agent = new https.Agent({ ca });
            // Create custom fetch function that uses the agent
            // We need to implement a proper fetch-compatible function using Node.js https module
            const customFetchFn = async (url, options) => {
                // Parse the URL
                const urlObj = new URL(url);
                // Create request options with the custom agent
                const requestOptions = {
                    hostname: urlObj.hostname,
                    port: urlObj.port,
                    path: urlObj.pathname + urlObj.search,
                    method: (options === null || options === void 0 ? void 0 : options.method) || 'GET',
                    headers: (options === null || options === void 0 ? void 0 : options.headers) || {},
                    agent: agent,
                };
                return new Promise((resolve, reject) => {
                    const req = https.request(requestOptions, (res) => {
                        const chunks = [];
                        res.on('data', (chunk) => {
                            chunks.push(chunk);
                        });
                        res.on('end', () => {
                            const body = Buffer.concat(chunks);
                            // Create a Response-like object that satisfies the Response interface
                            const response = {
                                ok: res.statusCode >= 200 && res.statusCode < 300,
                                status: res.statusCode,
                                statusText: res.statusMessage || '',
                                headers: new Headers(res.headers),
                                url: url,
                                type: 'basic',
                                redirected: false,
                                body: null,
                                bodyUsed: false,
                                json: async () => JSON.parse(body.toString()),
                                text: async () => body.toString(),
                                arrayBuffer: async () => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength),
                                blob: async () => {
                                    throw new Error('blob() not implemented');
                                },
                                formData: async () => {
                                    throw new Error('formData() not implemented');
                                },
                                bytes: async () => new Uint8Array(body),
                                clone: () => {
                                    throw new Error('clone() not implemented');
                                },
                            };
                            resolve(response);
                        });
                    });
                    req.on('error', reject);
                    if (options === null || options === void 0 ? void 0 : options.body) {
                        req.write(options.body);
                    }
                    req.end();
                });
            };
            // Use customFetch for discovery and subsequent requests
            configuration = await oidc.discovery(user.authProvider.config['idp-issuer-url'], user.authProvider.config['client-id'], undefined, undefined, { [oidc.customFetch]: customFetchFn });
        }
        else {
            configuration = await oidc.discovery(user.authProvider.config['idp-issuer-url'], user.authProvider.config['client-id']);
        }
        return new OidcClient(configuration);
    }
}
//# sourceMappingURL=oidc_auth.js.map