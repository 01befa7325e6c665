import axios from 'axios';
import { Writable } from 'stream';
import { API_VERSION_HEADER, ETAG_HEADER, LIVE_ACCESS_URL, REQUEST_ID_HEADER, SANDBOX_ACCESS_URL } from '../config.js';
import Environment from '../Environment.js';
import pjson from '../../package.json' with { type: 'json' };
function buildResponse(config, response) {
  if (config.csv) {
    return buildCsvResponse(response);
  }
  return buildJsonResponse(response);
}
async function buildCsvResponse(response) {
  const txt = await response.text();
  const csv = Buffer.from(txt);
  return {
    status: response.status,
    csv
  };
}
function buildJsonResponse(response) {
  return response.text().then(text => {
    let data = {};
    if (text) {
      try {
        data = JSON.parse(text);
      } catch (err) {
        // If parsing fails, return the raw text (likely HTML error page)
        // This preserves the error information for debugging
        data = {
          _raw: text,
          _parseError: err.message
        };
      }
    }
    const headers = getResponseHeaders(response);
    return {
      status: response.status,
      json: data,
      headers
    };
  });
}
function getRequestHeaders(config, request, authHeader, idempotencyKey) {
  let headers = {
    ...config.headers,
    Authorization: authHeader,
    'Cache-Control': 'no-cache',
    pragma: 'no-cache',
    'user-agent': `checkout-sdk-node/${pjson.version}`
  };
  if (request && request.headers) {
    headers = {
      ...headers,
      ...request.headers
    };
  }
  if (!config.formData) {
    headers['Content-Type'] = config.csv ? 'text/csv' : 'application/json';
  } else if (request && typeof request.getHeaders === 'function') {
    headers = {
      ...headers,
      ...request.getHeaders()
    };
  }
  if (idempotencyKey !== undefined) {
    headers['Cko-Idempotency-Key'] = idempotencyKey;
  }
  return headers;
}
function formDataToBuffer(form) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(chunk);
        callback();
      }
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks)));
    sink.on('error', reject);
    form.on('error', reject);
    form.pipe(sink);
  });
}
function getResponseHeaders(response) {
  const requestId = response.headers.get(REQUEST_ID_HEADER) || response.headers.get('request-id');
  const version = response.headers.get(API_VERSION_HEADER) || response.headers.get('version');
  const etag = response.headers.get(ETAG_HEADER);
  return {
    'cko-request-id': requestId || '',
    'cko-version': version || '',
    'etag': etag || ''
  };
}
function getResponseAxiosHeaders(response) {
  // Return CKO response headers when available

  if (REQUEST_ID_HEADER in response.headers) {
    const requestId = response.headers[REQUEST_ID_HEADER] || response.headers['request-id'];
    const version = response.headers[API_VERSION_HEADER] || response.headers.version;
    const etag = response.headers[ETAG_HEADER];
    return {
      'cko-request-id': requestId ? requestId[0] : '',
      'cko-version': version ? version[0] : '',
      'etag': etag ? etag[0] : ''
    };
  }
  return {};
}
function buildAxiosResponse(config, response) {
  if (config.csv) {
    return {
      status: response.status,
      csv: Buffer.from(response.data)
    };
  }
  return {
    status: response.status,
    json: response.data,
    headers: getResponseAxiosHeaders(response)
  };
}

// For 'no body' response, replace with empty object
const bodyParser = rsp => rsp.text().then(text => {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch (err) {
    // If parsing fails, return the raw text for debugging
    return {
      _raw: text,
      _parseError: err.message
    };
  }
});
const isTokenExpired = (tokenExpiry, currentTimestamp) => tokenExpiry < currentTimestamp;
export const createAccessToken = async (config, httpClient, body) => {
  const requestBody = body || {
    grant_type: 'client_credentials',
    client_id: config.client,
    client_secret: config.secret,
    scope: config.scope.join(' ')
  };

  // Use environmentSubdomain if exists, otherwise use environment
  let accessUrl;
  if (config.environmentSubdomain) {
    accessUrl = config.environmentSubdomain.getOAuthAuthorizationApi();
  } else {
    accessUrl = config.environment.getOAuthAuthorizationApi();
  }
  let access;
  switch (httpClient) {
    case 'axios':
      access = await axios({
        url: accessUrl,
        method: 'post',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json'
        },
        data: new URLSearchParams(requestBody),
        timeout: config.timeout,
        httpsAgent: config.agent
      }).catch(error => {
        if (error.response) {
          throw {
            status: error.response.status,
            json: error.toJSON()
          };
        } else if (error.request) {
          throw {
            request: error.request,
            json: error.toJSON()
          };
        } else {
          throw {
            message: error.message,
            json: error.toJSON()
          };
        }
      }).then(response => ({
        status: response.status,
        json: response.data
      }));
      return access;
    default:
      access = await fetch(accessUrl, {
        method: 'post',
        timeout: config.timeout,
        agent: config.agent,
        body: new URLSearchParams(requestBody),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json'
        }
      });
      if (!access.ok) {
        const json = await bodyParser(access);
        throw {
          status: access.status,
          json
        };
      }
      return access.text().then(text => {
        const data = text ? JSON.parse(text) : {};
        return {
          status: access.status,
          json: data
        };
      });
  }
};
const httpRequest = async (httpClient, method, path, config, auth, request, idempotencyKey) => {
  let authHeader = null;
  if (auth) {
    authHeader = auth;
  } else if (config.client) {
    // TODO Refactor OAuth credentials request

    // For NAS
    // If an access tokens exists, and it's not expired re-use it
    if (config.access && !isTokenExpired(config.access.expires, new Date())) {
      authHeader = `${config.access.type} ${config.access.token}`;
    } else {
      const access = await createAccessToken(config, httpClient);
      authHeader = `${access.json.token_type} ${access.json.access_token}`;
      config.access = {
        token: access.json.access_token,
        type: access.json.token_type,
        scope: access.json.scope,
        expires: new Date(new Date().getTime() + access.json.expires_in)
      };
    }
  }
  const headers = getRequestHeaders(config, request, authHeader, idempotencyKey);
  let response;
  switch (httpClient) {
    case 'axios':
      try {
        response = await axios({
          url: path,
          method,
          headers,
          data: config.formData ? request : JSON.stringify(request),
          timeout: config.timeout,
          httpsAgent: config.agent
        });
        return buildAxiosResponse(config, response);
      } catch (error) {
        if (error.code === 'ECONNABORTED' || error.message?.includes('timeout')) {
          const {
            ApiTimeout
          } = await import('./errors.js');
          throw new ApiTimeout();
        }
        if (error.response) {
          throw {
            status: error.response.status,
            json: error.response.data
          };
        }
        if (error.request) {
          throw new Error(`request to ${path} failed, reason: ${error.message}`);
        }
        throw new Error(`request to ${path} failed, reason: ${error.message}`);
      }
    default:
      let body;
      if (config.formData && request && typeof request.getHeaders === 'function') {
        body = await formDataToBuffer(request);
      } else {
        body = config.formData ? request : JSON.stringify(request);
      }
      const fetchOptions = {
        method,
        body,
        headers
      };
      if (typeof config.agent !== 'undefined') {
        fetchOptions.agent = config.agent;
      }
      try {
        response = await fetch(path, fetchOptions);
      } catch (error) {
        if (error.name === 'AbortError' || error.message?.includes('timeout')) {
          const {
            ApiTimeout
          } = await import('./errors.js');
          throw new ApiTimeout();
        }
        throw new Error(`request to ${path} failed, reason: ${error.message}`);
      }
      if (!response.ok) {
        const json = await bodyParser(response);
        throw {
          status: response.status,
          json
        };
      }
      return buildResponse(config, response);
  }
};
export const get = async (httpClient, path, config, auth) => httpRequest(httpClient, 'get', path, config, auth);
export const post = async (httpClient, path, config, auth, request, idempotencyKey) => httpRequest(httpClient, 'post', path, config, auth, request, idempotencyKey);
export const patch = async (httpClient, path, config, auth, request) => httpRequest(httpClient, 'patch', path, config, auth, request);
export const put = async (httpClient, path, config, auth, request) => httpRequest(httpClient, 'put', path, config, auth, request);
export const _delete = async (httpClient, path, config, auth) => httpRequest(httpClient, 'delete', path, config, auth);
export default createAccessToken;
//# sourceMappingURL=http.js.map