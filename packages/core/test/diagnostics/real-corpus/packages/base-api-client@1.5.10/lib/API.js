"use strict";

Object.defineProperty(exports, "__esModule", {
  value: true
});
exports.default = void 0;

var _axios = _interopRequireDefault(require("axios"));

var _ms = _interopRequireDefault(require("ms"));

var _uuid = require("uuid");

var _myrmidon = require("myrmidon");

var _utils = require("./utils");

var _Error = _interopRequireDefault(require("./Error"));

function _interopRequireDefault(obj) { return obj && obj.__esModule ? obj : { default: obj }; }

/* eslint-disable unicorn/filename-case */
const defaultMock = () => ({
  data: 1
});

class API {
  constructor(url, {
    timeout = '1m',
    logger
  } = {}) {
    this.url = url && new URL(url);
    this.timeout = (0, _ms.default)(timeout);
    this.initLogger(logger);
    this._instance = _axios.default.create({});
  }

  initLogger(logger) {
    this._logger = logger;
  }

  log(level, data) {
    if (this._logger) this._logger.log(level, data);
  }

  onError(error) {
    if (error.isAxiosError) throw new _Error.default(error);
    throw error;
  }

  onResponse(res) {
    return res.data;
  }

  _getUrl(relativeUrl) {
    return (0, _utils.resolveUrl)(this.url, relativeUrl);
  }

  getHeaders() {
    return {
      'Content-Type': 'application/json',
      'Accept': 'application/json'
    };
  }

  setMock(fn = defaultMock) {
    this._mock = fn;
  }

  async _axios(axiosOptions) {
    if (this._mock) return this._mock(axiosOptions);
    return this._instance(axiosOptions);
  }

  getTraceId(axiosOptions, {
    traceId
  }) {
    return traceId || (0, _uuid.v4)();
  }

  async request(method, url, reqOptions = {}, settings = {}) {
    const {
      headers,
      data,
      params,
      ...options
    } = reqOptions;
    const optional = {
      timeout: this.timeout,
      data,
      params,
      auth: this.auth
    };
    const axiosOptions = {
      method,
      url: this._getUrl(url).href,
      headers: headers || this.getHeaders(),
      ...(0, _myrmidon.cleanUndefined)(optional),
      ...options
    };
    const traceId = this.getTraceId(axiosOptions, settings);
    this.log('debug', {
      method,
      url,
      ...reqOptions,
      api: this.constructor.name,
      traceId,
      type: 'requestSent'
    });

    try {
      const response = await this._axios(axiosOptions);
      this.log('verbose', {
        traceId,
        type: 'responseReceived',
        data: response.data
      });
      const handleResponse = settings.onResponse || this.onResponse;
      return handleResponse(response);
    } catch (error) {
      var _error$response;

      this.log('verbose', {
        traceId,
        error: error.toString(),
        data: (_error$response = error.response) === null || _error$response === void 0 ? void 0 : _error$response.data,
        stack: error.stack,
        type: 'errorOccured'
      });
      const onError = settings.onError || this.onError;
      onError(error);
    }
  }

  get(url, params, options = {}) {
    return this.request('GET', url, {
      params,
      ...options
    });
  }

  post(url, data, options = {}) {
    return this.request('POST', url, {
      data,
      ...options
    });
  }

  patch(url, data, options = {}) {
    return this.request('PATCH', url, {
      data,
      ...options
    });
  }

  put(url, data, options = {}) {
    return this.request('PUT', url, {
      data,
      ...options
    });
  }

  delete(url, options = {}) {
    return this.request('DELETE', url, { ...options
    });
  }

}

exports.default = API;