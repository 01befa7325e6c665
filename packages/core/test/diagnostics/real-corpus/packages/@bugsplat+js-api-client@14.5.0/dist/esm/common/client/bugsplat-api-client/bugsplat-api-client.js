import { bugsplatAppHostUrl, Environment } from '../../index';
import { BugSplatAuthenticationError } from '../api-client';
export class BugSplatApiClient {
    _host;
    _environment;
    _createFormData = () => new FormData();
    _fetch = globalThis.fetch;
    _headers = {};
    constructor(_host = bugsplatAppHostUrl, _environment = Environment.Node) {
        this._host = _host;
        this._environment = _environment;
    }
    static async createAuthenticatedClientForNode(email, password, host = bugsplatAppHostUrl) {
        const client = new BugSplatApiClient(host, Environment.Node);
        await client.login(email, password);
        return client;
    }
    static async createAuthenticatedClientForWebBrowser(email, password, host = bugsplatAppHostUrl) {
        const client = new BugSplatApiClient(host, Environment.WebBrowser);
        await client.login(email, password);
        return client;
    }
    createFormData() {
        return this._createFormData();
    }
    async fetch(route, init = {}) {
        if (!init.headers) {
            init.headers = {};
        }
        if (this._environment === Environment.WebBrowser) {
            init.credentials = 'include';
        }
        if (this._environment === Environment.Node) {
            init.headers = { ...init.headers, ...this._headers };
        }
        const url = new URL(route, this._host);
        const response = await this._fetch(url.href, init);
        const status = response.status;
        const body = response.body;
        return {
            status,
            body,
            json: async () => response.clone().json(),
            text: async () => response.clone().text()
        };
    }
    async login(email, password) {
        const url = new URL('/api/authenticatev3', this._host);
        const formData = this._createFormData();
        formData.append('email', email);
        formData.append('password', password);
        formData.append('Login', 'Login');
        const request = {
            method: 'POST',
            body: formData,
            cache: 'no-cache',
            redirect: 'follow',
            credentials: 'include',
            duplex: 'half'
        };
        const response = await this._fetch(url.href, request);
        if (response.status === 401) {
            throw new BugSplatAuthenticationError('Could not authenticate, check credentials and try again');
        }
        if (this._environment === Environment.Node) {
            const cookie = this.parseCookies(response);
            const xsrfToken = this.parseXsrfToken(cookie);
            this._headers['cookie'] = cookie;
            this._headers['xsrf-token'] = xsrfToken;
        }
        return response;
    }
    parseCookies(response) {
        return response.headers.get('set-cookie') ?? '';
    }
    parseXsrfToken(cookie) {
        const regex = new RegExp(/xsrf-token=[^;]*/g);
        const matches = cookie.match(regex);
        if (!matches) {
            throw new BugSplatAuthenticationError('Could not parse XSRF token');
        }
        const xsrfCookie = matches[0];
        const xsrfToken = xsrfCookie.split('=')[1];
        return xsrfToken;
    }
}
//# sourceMappingURL=bugsplat-api-client.js.map