export class APIClient {
    constructor(baseUrl, config) {
        this.baseUrl = baseUrl;
        this.config = config;
        this.interceptors = {
            request: [],
            response: [],
        };
    }
    async delete(endpoint, options) {
        const request = await this.request(endpoint, { ...options, method: 'DELETE' });
        const requestData = await this.formatData(request, options);
        return { data: requestData, headers: request.headers, status: request.status };
    }
    async get(endpoint, options) {
        const request = await this.request(endpoint, { ...options, method: 'GET' });
        const requestData = await this.formatData(request, options);
        return { data: requestData, headers: request.headers, status: request.status };
    }
    async head(endpoint, options) {
        const request = await this.request(endpoint, { ...options, method: 'HEAD' });
        const requestData = await this.formatData(request, options);
        return { data: requestData, headers: request.headers, status: request.status };
    }
    async options(endpoint, options) {
        const request = await this.request(endpoint, { ...options, method: 'OPTIONS' });
        const requestData = await this.formatData(request, options);
        return { data: requestData, headers: request.headers, status: request.status };
    }
    async patch(endpoint, data, options) {
        const request = await this.request(endpoint, { ...options, data, method: 'PATCH' });
        const requestData = await this.formatData(request, options);
        return { data: requestData, headers: request.headers, status: request.status };
    }
    async post(endpoint, data, options) {
        const request = await this.request(endpoint, { data, ...options, method: 'POST' });
        const requestData = await this.formatData(request, options);
        return { data: requestData, headers: request.headers, status: request.status };
    }
    async put(endpoint, data, options) {
        const request = await this.request(endpoint, { data, ...options, method: 'PUT' });
        const requestData = await this.formatData(request, options);
        return { data: requestData, headers: request.headers, status: request.status };
    }
    async request(endpoint, options) {
        var _a;
        let url = new URL(endpoint, this.baseUrl);
        if (options.params) {
            for (const [key, param] of Object.entries(options.params)) {
                if (param !== null && param !== undefined) {
                    url.searchParams.append(key, String(param));
                }
            }
        }
        let requestOptions = {
            method: options.method.toUpperCase(),
            url,
            ...this.config,
        };
        if (options.headers) {
            requestOptions.headers = {
                ...requestOptions.headers,
                ...options.headers,
            };
        }
        if ((_a = this.config) === null || _a === void 0 ? void 0 : _a.auth) {
            const { password, username } = this.config.auth;
            const encoded = btoa(`${username}:${password}`);
            requestOptions.headers = {
                ...requestOptions.headers,
                Authorization: `Basic ${encoded}`,
            };
        }
        if (options.data) {
            if (options.data instanceof Object) {
                requestOptions.headers = {
                    ...requestOptions.headers,
                    'Content-Type': 'application/json',
                };
                options.data = JSON.stringify(options.data);
            }
            requestOptions.body = options.data;
        }
        if (this.interceptors.request.length > 0) {
            for (const interceptor of this.interceptors.request) {
                requestOptions = { ...requestOptions, ...(await interceptor({ ...requestOptions, url })) };
            }
        }
        url = requestOptions.url;
        const response = await fetch(url, requestOptions);
        if (!response.ok) {
            let errorText;
            try {
                errorText = await response.text();
            }
            catch (_b) {
                errorText = response.statusText;
            }
            if (errorText) {
                throw new Error(`Request failed with status code ${response.status}: ${errorText}`);
            }
            else {
                throw new Error(`Request failed with status code ${response.status}`);
            }
        }
        if (this.interceptors.response.length > 0) {
            for (const interceptor of this.interceptors.response) {
                await interceptor(response);
            }
        }
        return response;
    }
    setBaseURL(baseUrl) {
        this.baseUrl = baseUrl;
    }
    setConfig(config) {
        this.config = config;
    }
    formatData(response, options) {
        const responseType = (options === null || options === void 0 ? void 0 : options.responseType) || 'json';
        switch (responseType) {
            case 'arraybuffer':
                return response.arrayBuffer();
            case 'blob':
                return response.blob();
            case 'text':
                return response.text();
            case 'json':
            default:
                return response.json();
        }
    }
}
