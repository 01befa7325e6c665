Object.defineProperty(exports, '__esModule', { value: true });

const serializeFormDataPair = (data, key, value)=>{
    if (typeof value === 'string' || value instanceof Blob) {
        data.append(key, value);
    } else {
        data.append(key, JSON.stringify(value));
    }
};
const formDataBodySerializer = {
    bodySerializer: (body)=>{
        const data = new FormData();
        Object.entries(body).forEach(([key, value])=>{
            if (value === undefined || value === null) {
                return;
            }
            if (Array.isArray(value)) {
                value.forEach((v)=>serializeFormDataPair(data, key, v));
            } else {
                serializeFormDataPair(data, key, value);
            }
        });
        return data;
    }
};
const jsonBodySerializer = {
    bodySerializer: (body)=>JSON.stringify(body, (key, value)=>typeof value === 'bigint' ? value.toString() : value)
};

const getAuthToken = async (auth, callback)=>{
    const token = typeof callback === 'function' ? await callback(auth) : callback;
    if (!token) {
        return;
    }
    if (auth.scheme === 'bearer') {
        return `Bearer ${token}`;
    }
    if (auth.scheme === 'basic') {
        return `Basic ${btoa(token)}`;
    }
    return token;
};

const separatorArrayExplode = (style)=>{
    switch(style){
        case 'label':
            return '.';
        case 'matrix':
            return ';';
        case 'simple':
            return ',';
        default:
            return '&';
    }
};
const separatorArrayNoExplode = (style)=>{
    switch(style){
        case 'form':
            return ',';
        case 'pipeDelimited':
            return '|';
        case 'spaceDelimited':
            return '%20';
        default:
            return ',';
    }
};
const separatorObjectExplode = (style)=>{
    switch(style){
        case 'label':
            return '.';
        case 'matrix':
            return ';';
        case 'simple':
            return ',';
        default:
            return '&';
    }
};
const serializeArrayParam = ({ allowReserved, explode, name, style, value })=>{
    if (!explode) {
        const joinedValues = (allowReserved ? value : value.map((v)=>encodeURIComponent(v))).join(separatorArrayNoExplode(style));
        switch(style){
            case 'label':
                return `.${joinedValues}`;
            case 'matrix':
                return `;${name}=${joinedValues}`;
            case 'simple':
                return joinedValues;
            default:
                return `${name}=${joinedValues}`;
        }
    }
    const separator = separatorArrayExplode(style);
    const joinedValues = value.map((v)=>{
        if (style === 'label' || style === 'simple') {
            return allowReserved ? v : encodeURIComponent(v);
        }
        return serializePrimitiveParam({
            allowReserved,
            name,
            value: v
        });
    }).join(separator);
    return style === 'label' || style === 'matrix' ? separator + joinedValues : joinedValues;
};
const serializePrimitiveParam = ({ allowReserved, name, value })=>{
    if (value === undefined || value === null) {
        return '';
    }
    if (typeof value === 'object') {
        throw new Error('Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these.');
    }
    return `${name}=${allowReserved ? value : encodeURIComponent(value)}`;
};
const serializeObjectParam = ({ allowReserved, explode, name, style, value, valueOnly })=>{
    if (value instanceof Date) {
        return valueOnly ? value.toISOString() : `${name}=${value.toISOString()}`;
    }
    if (style !== 'deepObject' && !explode) {
        let values = [];
        Object.entries(value).forEach(([key, v])=>{
            values = [
                ...values,
                key,
                allowReserved ? v : encodeURIComponent(v)
            ];
        });
        const joinedValues = values.join(',');
        switch(style){
            case 'form':
                return `${name}=${joinedValues}`;
            case 'label':
                return `.${joinedValues}`;
            case 'matrix':
                return `;${name}=${joinedValues}`;
            default:
                return joinedValues;
        }
    }
    const separator = separatorObjectExplode(style);
    const joinedValues = Object.entries(value).map(([key, v])=>serializePrimitiveParam({
            allowReserved,
            name: style === 'deepObject' ? `${name}[${key}]` : key,
            value: v
        })).join(separator);
    return style === 'label' || style === 'matrix' ? separator + joinedValues : joinedValues;
};

const PATH_PARAM_RE = /\{[^{}]+\}/g;
const defaultPathSerializer = ({ path, url: _url })=>{
    let url = _url;
    const matches = _url.match(PATH_PARAM_RE);
    if (matches) {
        for (const match of matches){
            let explode = false;
            let name = match.substring(1, match.length - 1);
            let style = 'simple';
            if (name.endsWith('*')) {
                explode = true;
                name = name.substring(0, name.length - 1);
            }
            if (name.startsWith('.')) {
                name = name.substring(1);
                style = 'label';
            } else if (name.startsWith(';')) {
                name = name.substring(1);
                style = 'matrix';
            }
            const value = path[name];
            if (value === undefined || value === null) {
                continue;
            }
            if (Array.isArray(value)) {
                url = url.replace(match, serializeArrayParam({
                    explode,
                    name,
                    style,
                    value
                }));
                continue;
            }
            if (typeof value === 'object') {
                url = url.replace(match, serializeObjectParam({
                    explode,
                    name,
                    style,
                    value: value,
                    valueOnly: true
                }));
                continue;
            }
            if (style === 'matrix') {
                url = url.replace(match, `;${serializePrimitiveParam({
                    name,
                    value: value
                })}`);
                continue;
            }
            const replaceValue = encodeURIComponent(style === 'label' ? `.${value}` : value);
            url = url.replace(match, replaceValue);
        }
    }
    return url;
};
const createQuerySerializer = ({ allowReserved, array, object } = {})=>{
    const querySerializer = (queryParams)=>{
        const search = [];
        if (queryParams && typeof queryParams === 'object') {
            for(const name in queryParams){
                const value = queryParams[name];
                if (value === undefined || value === null) {
                    continue;
                }
                if (Array.isArray(value)) {
                    const serializedArray = serializeArrayParam({
                        allowReserved,
                        explode: true,
                        name,
                        style: 'form',
                        value,
                        ...array
                    });
                    if (serializedArray) search.push(serializedArray);
                } else if (typeof value === 'object') {
                    const serializedObject = serializeObjectParam({
                        allowReserved,
                        explode: true,
                        name,
                        style: 'deepObject',
                        value: value,
                        ...object
                    });
                    if (serializedObject) search.push(serializedObject);
                } else {
                    const serializedPrimitive = serializePrimitiveParam({
                        allowReserved,
                        name,
                        value: value
                    });
                    if (serializedPrimitive) search.push(serializedPrimitive);
                }
            }
        }
        return search.join('&');
    };
    return querySerializer;
};
/**
 * Infers parseAs value from provided Content-Type header.
 */ const getParseAs = (contentType)=>{
    if (!contentType) {
        // If no Content-Type header is provided, the best we can do is return the raw response body,
        // which is effectively the same as the 'stream' option.
        return 'stream';
    }
    const cleanContent = contentType.split(';')[0]?.trim();
    if (!cleanContent) {
        return;
    }
    if (cleanContent.startsWith('application/json') || cleanContent.endsWith('+json')) {
        return 'json';
    }
    if (cleanContent === 'multipart/form-data') {
        return 'formData';
    }
    if ([
        'application/',
        'audio/',
        'image/',
        'video/'
    ].some((type)=>cleanContent.startsWith(type))) {
        return 'blob';
    }
    if (cleanContent.startsWith('text/')) {
        return 'text';
    }
};
const setAuthParams = async ({ security, ...options })=>{
    for (const auth of security){
        const token = await getAuthToken(auth, options.auth);
        if (!token) {
            continue;
        }
        const name = auth.name ?? 'Authorization';
        switch(auth.in){
            case 'query':
                if (!options.query) {
                    options.query = {};
                }
                options.query[name] = token;
                break;
            case 'cookie':
                options.headers.append('Cookie', `${name}=${token}`);
                break;
            case 'header':
            default:
                options.headers.set(name, token);
                break;
        }
        return;
    }
};
const buildUrl = (options)=>{
    const url = getUrl({
        baseUrl: options.baseUrl,
        path: options.path,
        query: options.query,
        querySerializer: typeof options.querySerializer === 'function' ? options.querySerializer : createQuerySerializer(options.querySerializer),
        url: options.url
    });
    return url;
};
const getUrl = ({ baseUrl, path, query, querySerializer, url: _url })=>{
    const pathUrl = _url.startsWith('/') ? _url : `/${_url}`;
    let url = (baseUrl ?? '') + pathUrl;
    if (path) {
        url = defaultPathSerializer({
            path,
            url
        });
    }
    let search = query ? querySerializer(query) : '';
    if (search.startsWith('?')) {
        search = search.substring(1);
    }
    if (search) {
        url += `?${search}`;
    }
    return url;
};
const mergeConfigs = (a, b)=>{
    const config = {
        ...a,
        ...b
    };
    if (config.baseUrl?.endsWith('/')) {
        config.baseUrl = config.baseUrl.substring(0, config.baseUrl.length - 1);
    }
    config.headers = mergeHeaders(a.headers, b.headers);
    return config;
};
const mergeHeaders = (...headers)=>{
    const mergedHeaders = new Headers();
    for (const header of headers){
        if (!header || typeof header !== 'object') {
            continue;
        }
        const iterator = header instanceof Headers ? header.entries() : Object.entries(header);
        for (const [key, value] of iterator){
            if (value === null) {
                mergedHeaders.delete(key);
            } else if (Array.isArray(value)) {
                for (const v of value){
                    mergedHeaders.append(key, v);
                }
            } else if (value !== undefined) {
                // assume object headers are meant to be JSON stringified, i.e. their
                // content value in OpenAPI specification is 'application/json'
                mergedHeaders.set(key, typeof value === 'object' ? JSON.stringify(value) : value);
            }
        }
    }
    return mergedHeaders;
};
class Interceptors {
    clear() {
        this._fns = [];
    }
    getInterceptorIndex(id) {
        if (typeof id === 'number') {
            return this._fns[id] ? id : -1;
        } else {
            return this._fns.indexOf(id);
        }
    }
    exists(id) {
        const index = this.getInterceptorIndex(id);
        return !!this._fns[index];
    }
    eject(id) {
        const index = this.getInterceptorIndex(id);
        if (this._fns[index]) {
            this._fns[index] = null;
        }
    }
    update(id, fn) {
        const index = this.getInterceptorIndex(id);
        if (this._fns[index]) {
            this._fns[index] = fn;
            return id;
        } else {
            return false;
        }
    }
    use(fn) {
        this._fns = [
            ...this._fns,
            fn
        ];
        return this._fns.length - 1;
    }
    constructor(){
        this._fns = [];
    }
}
// do not add `Middleware` as return type so we can use _fns internally
const createInterceptors = ()=>({
        error: new Interceptors(),
        request: new Interceptors(),
        response: new Interceptors()
    });
const defaultQuerySerializer = createQuerySerializer({
    allowReserved: false,
    array: {
        explode: true,
        style: 'form'
    },
    object: {
        explode: true,
        style: 'deepObject'
    }
});
const defaultHeaders = {
    'Content-Type': 'application/json'
};
const createConfig = (override = {})=>({
        ...jsonBodySerializer,
        headers: defaultHeaders,
        parseAs: 'auto',
        querySerializer: defaultQuerySerializer,
        ...override
    });

const createClient = (config = {})=>{
    let _config = mergeConfigs(createConfig(), config);
    const getConfig = ()=>({
            ..._config
        });
    const setConfig = (config)=>{
        _config = mergeConfigs(_config, config);
        return getConfig();
    };
    const interceptors = createInterceptors();
    const request = async (options)=>{
        const opts = {
            ..._config,
            ...options,
            fetch: options.fetch ?? _config.fetch ?? globalThis.fetch,
            headers: mergeHeaders(_config.headers, options.headers)
        };
        if (opts.security) {
            await setAuthParams({
                ...opts,
                security: opts.security
            });
        }
        if (opts.body && opts.bodySerializer) {
            opts.body = opts.bodySerializer(opts.body);
        }
        // remove Content-Type header if body is empty to avoid sending invalid requests
        if (opts.body === undefined || opts.body === '') {
            opts.headers.delete('Content-Type');
        }
        const url = buildUrl(opts);
        const requestInit = {
            redirect: 'follow',
            ...opts
        };
        let request = new Request(url, requestInit);
        for (const fn of interceptors.request._fns){
            if (fn) {
                request = await fn(request, opts);
            }
        }
        // fetch must be assigned here, otherwise it would throw the error:
        // TypeError: Failed to execute 'fetch' on 'Window': Illegal invocation
        const _fetch = opts.fetch;
        let response = await _fetch(request);
        for (const fn of interceptors.response._fns){
            if (fn) {
                response = await fn(response, request, opts);
            }
        }
        const result = {
            request,
            response
        };
        if (response.ok) {
            if (response.status === 204 || response.headers.get('Content-Length') === '0') {
                return opts.responseStyle === 'data' ? {} : {
                    data: {},
                    ...result
                };
            }
            const parseAs = (opts.parseAs === 'auto' ? getParseAs(response.headers.get('Content-Type')) : opts.parseAs) ?? 'json';
            if (parseAs === 'stream') {
                return opts.responseStyle === 'data' ? response.body : {
                    data: response.body,
                    ...result
                };
            }
            let data = await response[parseAs]();
            if (parseAs === 'json') {
                if (opts.responseValidator) {
                    await opts.responseValidator(data);
                }
                if (opts.responseTransformer) {
                    data = await opts.responseTransformer(data);
                }
            }
            return opts.responseStyle === 'data' ? data : {
                data,
                ...result
            };
        }
        let error = await response.text();
        try {
            error = JSON.parse(error);
        } catch  {
        // noop
        }
        let finalError = error;
        for (const fn of interceptors.error._fns){
            if (fn) {
                finalError = await fn(error, response, request, opts);
            }
        }
        finalError = finalError || {};
        if (opts.throwOnError) {
            throw finalError;
        }
        // TODO: we probably want to return error and improve types
        return opts.responseStyle === 'data' ? undefined : {
            error: finalError,
            ...result
        };
    };
    return {
        buildUrl,
        connect: (options)=>request({
                ...options,
                method: 'CONNECT'
            }),
        delete: (options)=>request({
                ...options,
                method: 'DELETE'
            }),
        get: (options)=>request({
                ...options,
                method: 'GET'
            }),
        getConfig,
        head: (options)=>request({
                ...options,
                method: 'HEAD'
            }),
        interceptors,
        options: (options)=>request({
                ...options,
                method: 'OPTIONS'
            }),
        patch: (options)=>request({
                ...options,
                method: 'PATCH'
            }),
        post: (options)=>request({
                ...options,
                method: 'POST'
            }),
        put: (options)=>request({
                ...options,
                method: 'PUT'
            }),
        request,
        setConfig,
        trace: (options)=>request({
                ...options,
                method: 'TRACE'
            })
    };
};

// This file is auto-generated by @hey-api/openapi-ts
const client = createClient(createConfig());

// This file is auto-generated by @hey-api/openapi-ts
/**
 * Read Deployments
 * Returns a list of active deployments.
 */ const readDeploymentsDeploymentsGet = (options)=>{
    return (options?.client ?? client).get({
        url: '/deployments/',
        ...options
    });
};
/**
 * Read Deployment
 * Returns the details of a specific deployment.
 */ const readDeploymentDeploymentsDeploymentNameGet = (options)=>{
    return (options.client ?? client).get({
        url: '/deployments/{deployment_name}',
        ...options
    });
};
/**
 * Create Deployment
 * Creates a new deployment by uploading a configuration file.
 */ const createDeploymentDeploymentsCreatePost = (options)=>{
    return (options.client ?? client).post({
        ...formDataBodySerializer,
        url: '/deployments/create',
        ...options,
        headers: {
            'Content-Type': null,
            ...options.headers
        }
    });
};
/**
 * Create Deployment Task
 * Create a task for the deployment, wait for result and delete associated session.
 */ const createDeploymentTaskDeploymentsDeploymentNameTasksRunPost = (options)=>{
    return (options.client ?? client).post({
        url: '/deployments/{deployment_name}/tasks/run',
        ...options,
        headers: {
            'Content-Type': 'application/json',
            ...options.headers
        }
    });
};
/**
 * Create Deployment Task Nowait
 * Create a task for the deployment but don't wait for result.
 */ const createDeploymentTaskNowaitDeploymentsDeploymentNameTasksCreatePost = (options)=>{
    return (options.client ?? client).post({
        url: '/deployments/{deployment_name}/tasks/create',
        ...options,
        headers: {
            'Content-Type': 'application/json',
            ...options.headers
        }
    });
};
/**
 * Get Events
 * Get the stream of events from a given task and session.
 *
 * Args:
 * raw_event (bool, default=False): Whether to return the raw event object
 * or just the event data.
 */ const getEventsDeploymentsDeploymentNameTasksTaskIdEventsGet = (options)=>{
    return (options.client ?? client).get({
        url: '/deployments/{deployment_name}/tasks/{task_id}/events',
        ...options
    });
};
/**
 * Send Event
 * Send a human response event to a service for a specific task and session.
 */ const sendEventDeploymentsDeploymentNameTasksTaskIdEventsPost = (options)=>{
    return (options.client ?? client).post({
        url: '/deployments/{deployment_name}/tasks/{task_id}/events',
        ...options,
        headers: {
            'Content-Type': 'application/json',
            ...options.headers
        }
    });
};
/**
 * Get Task Result
 * Get the task result associated with a task and session.
 */ const getTaskResultDeploymentsDeploymentNameTasksTaskIdResultsGet = (options)=>{
    return (options.client ?? client).get({
        url: '/deployments/{deployment_name}/tasks/{task_id}/results',
        ...options
    });
};
/**
 * Get Tasks
 * Get all the tasks from all the sessions in a given deployment.
 */ const getTasksDeploymentsDeploymentNameTasksGet = (options)=>{
    return (options.client ?? client).get({
        url: '/deployments/{deployment_name}/tasks',
        ...options
    });
};
/**
 * Get Sessions
 * Get the active sessions in a deployment and service.
 */ const getSessionsDeploymentsDeploymentNameSessionsGet = (options)=>{
    return (options.client ?? client).get({
        url: '/deployments/{deployment_name}/sessions',
        ...options
    });
};
/**
 * Get Session
 * Get the definition of a session by ID.
 */ const getSessionDeploymentsDeploymentNameSessionsSessionIdGet = (options)=>{
    return (options.client ?? client).get({
        url: '/deployments/{deployment_name}/sessions/{session_id}',
        ...options
    });
};
/**
 * Create Session
 * Create a new session for a deployment.
 */ const createSessionDeploymentsDeploymentNameSessionsCreatePost = (options)=>{
    return (options.client ?? client).post({
        url: '/deployments/{deployment_name}/sessions/create',
        ...options
    });
};
/**
 * Delete Session
 * Get the active sessions in a deployment and service.
 */ const deleteSessionDeploymentsDeploymentNameSessionsDeletePost = (options)=>{
    return (options.client ?? client).post({
        url: '/deployments/{deployment_name}/sessions/delete',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiGet = (options)=>{
    return (options.client ?? client).delete({
        url: '/deployments/{deployment_name}/ui',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiGet2 = (options)=>{
    return (options.client ?? client).get({
        url: '/deployments/{deployment_name}/ui',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiGet3 = (options)=>{
    return (options.client ?? client).head({
        url: '/deployments/{deployment_name}/ui',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiGet4 = (options)=>{
    return (options.client ?? client).options({
        url: '/deployments/{deployment_name}/ui',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiGet5 = (options)=>{
    return (options.client ?? client).patch({
        url: '/deployments/{deployment_name}/ui',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiGet6 = (options)=>{
    return (options.client ?? client).post({
        url: '/deployments/{deployment_name}/ui',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiGet7 = (options)=>{
    return (options.client ?? client).put({
        url: '/deployments/{deployment_name}/ui',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiPathGet = (options)=>{
    return (options.client ?? client).delete({
        url: '/deployments/{deployment_name}/ui/{path}',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiPathGet2 = (options)=>{
    return (options.client ?? client).get({
        url: '/deployments/{deployment_name}/ui/{path}',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiPathGet3 = (options)=>{
    return (options.client ?? client).head({
        url: '/deployments/{deployment_name}/ui/{path}',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiPathGet4 = (options)=>{
    return (options.client ?? client).options({
        url: '/deployments/{deployment_name}/ui/{path}',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiPathGet5 = (options)=>{
    return (options.client ?? client).patch({
        url: '/deployments/{deployment_name}/ui/{path}',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiPathGet6 = (options)=>{
    return (options.client ?? client).post({
        url: '/deployments/{deployment_name}/ui/{path}',
        ...options
    });
};
/**
 * Proxy
 */ const proxyDeploymentsDeploymentNameUiPathGet7 = (options)=>{
    return (options.client ?? client).put({
        url: '/deployments/{deployment_name}/ui/{path}',
        ...options
    });
};
/**
 * Status
 */ const statusStatusGet = (options)=>{
    return (options?.client ?? client).get({
        url: '/status/',
        ...options
    });
};
/**
 * Metrics
 * Proxies the Prometheus metrics endpoint through the API Server.
 *
 * This endpoint is mostly used in serverless environments where the LlamaDeploy
 * container cannot expose more than one port (e.g. Knative, Google Cloud Run).
 * If Prometheus is not enabled, this endpoint returns an empty HTTP-204 response.
 */ const metricsStatusMetricsGet = (options)=>{
    return (options?.client ?? client).get({
        url: '/status/metrics',
        ...options
    });
};
/**
 * Root
 */ const rootGet = (options)=>{
    return (options?.client ?? client).get({
        url: '/',
        ...options
    });
};

exports.client = client;
exports.createClient = createClient;
exports.createConfig = createConfig;
exports.createDeploymentDeploymentsCreatePost = createDeploymentDeploymentsCreatePost;
exports.createDeploymentTaskDeploymentsDeploymentNameTasksRunPost = createDeploymentTaskDeploymentsDeploymentNameTasksRunPost;
exports.createDeploymentTaskNowaitDeploymentsDeploymentNameTasksCreatePost = createDeploymentTaskNowaitDeploymentsDeploymentNameTasksCreatePost;
exports.createSessionDeploymentsDeploymentNameSessionsCreatePost = createSessionDeploymentsDeploymentNameSessionsCreatePost;
exports.deleteSessionDeploymentsDeploymentNameSessionsDeletePost = deleteSessionDeploymentsDeploymentNameSessionsDeletePost;
exports.getEventsDeploymentsDeploymentNameTasksTaskIdEventsGet = getEventsDeploymentsDeploymentNameTasksTaskIdEventsGet;
exports.getSessionDeploymentsDeploymentNameSessionsSessionIdGet = getSessionDeploymentsDeploymentNameSessionsSessionIdGet;
exports.getSessionsDeploymentsDeploymentNameSessionsGet = getSessionsDeploymentsDeploymentNameSessionsGet;
exports.getTaskResultDeploymentsDeploymentNameTasksTaskIdResultsGet = getTaskResultDeploymentsDeploymentNameTasksTaskIdResultsGet;
exports.getTasksDeploymentsDeploymentNameTasksGet = getTasksDeploymentsDeploymentNameTasksGet;
exports.metricsStatusMetricsGet = metricsStatusMetricsGet;
exports.proxyDeploymentsDeploymentNameUiGet = proxyDeploymentsDeploymentNameUiGet;
exports.proxyDeploymentsDeploymentNameUiGet2 = proxyDeploymentsDeploymentNameUiGet2;
exports.proxyDeploymentsDeploymentNameUiGet3 = proxyDeploymentsDeploymentNameUiGet3;
exports.proxyDeploymentsDeploymentNameUiGet4 = proxyDeploymentsDeploymentNameUiGet4;
exports.proxyDeploymentsDeploymentNameUiGet5 = proxyDeploymentsDeploymentNameUiGet5;
exports.proxyDeploymentsDeploymentNameUiGet6 = proxyDeploymentsDeploymentNameUiGet6;
exports.proxyDeploymentsDeploymentNameUiGet7 = proxyDeploymentsDeploymentNameUiGet7;
exports.proxyDeploymentsDeploymentNameUiPathGet = proxyDeploymentsDeploymentNameUiPathGet;
exports.proxyDeploymentsDeploymentNameUiPathGet2 = proxyDeploymentsDeploymentNameUiPathGet2;
exports.proxyDeploymentsDeploymentNameUiPathGet3 = proxyDeploymentsDeploymentNameUiPathGet3;
exports.proxyDeploymentsDeploymentNameUiPathGet4 = proxyDeploymentsDeploymentNameUiPathGet4;
exports.proxyDeploymentsDeploymentNameUiPathGet5 = proxyDeploymentsDeploymentNameUiPathGet5;
exports.proxyDeploymentsDeploymentNameUiPathGet6 = proxyDeploymentsDeploymentNameUiPathGet6;
exports.proxyDeploymentsDeploymentNameUiPathGet7 = proxyDeploymentsDeploymentNameUiPathGet7;
exports.readDeploymentDeploymentsDeploymentNameGet = readDeploymentDeploymentsDeploymentNameGet;
exports.readDeploymentsDeploymentsGet = readDeploymentsDeploymentsGet;
exports.rootGet = rootGet;
exports.sendEventDeploymentsDeploymentNameTasksTaskIdEventsPost = sendEventDeploymentsDeploymentNameTasksTaskIdEventsPost;
exports.statusStatusGet = statusStatusGet;
