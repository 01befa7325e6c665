"use strict";

Object.defineProperty(exports, "__esModule", {
  value: true
});
exports["default"] = void 0;
var _qs = _interopRequireDefault(require("qs"));
function _interopRequireDefault(e) { return e && e.__esModule ? e : { "default": e }; }
function _typeof(o) { "@babel/helpers - typeof"; return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function (o) { return typeof o; } : function (o) { return o && "function" == typeof Symbol && o.constructor === Symbol && o !== Symbol.prototype ? "symbol" : typeof o; }, _typeof(o); }
function _classCallCheck(a, n) { if (!(a instanceof n)) throw new TypeError("Cannot call a class as a function"); }
function _defineProperties(e, r) { for (var t = 0; t < r.length; t++) { var o = r[t]; o.enumerable = o.enumerable || !1, o.configurable = !0, "value" in o && (o.writable = !0), Object.defineProperty(e, _toPropertyKey(o.key), o); } }
function _createClass(e, r, t) { return r && _defineProperties(e.prototype, r), t && _defineProperties(e, t), Object.defineProperty(e, "prototype", { writable: !1 }), e; }
function _toPropertyKey(t) { var i = _toPrimitive(t, "string"); return "symbol" == _typeof(i) ? i : i + ""; }
function _toPrimitive(t, r) { if ("object" != _typeof(t) || !t) return t; var e = t[Symbol.toPrimitive]; if (void 0 !== e) { var i = e.call(t, r || "default"); if ("object" != _typeof(i)) return i; throw new TypeError("@@toPrimitive must return a primitive value."); } return ("string" === r ? String : Number)(t); }
/**
 * A Request object containing all the compiled information about this request.
 *
 * @property {string} host the host used for this API call
 * @property {number} port the port for this API call. Standard set to 443.
 * @property {boolean} ssl wether this API call uses SSL
 * @property {string} scheme the scheme inferred from the SSL state
 * @property {string} verb the HTTP method, for example `GET` or `POST`
 * @property {string} path the full path of the API endpoint
 * @property {Object} params the parameters to pass in the query or body
 * @property {string} queryPath the path and query string used for the API call
 * @property {string} bearerToken the authentication token
 * @property {string} clientVersion the version of the Amadeus library
 * @property {string} languageVersion the version of Node used
 * @property {string} appId the custom ID of the application using this library
 * @property {string} appVersion the custom version of the application
 *  using this library
 * @property {Object} headers the request headers
 *
 * @param {Object} options
 */
var Request = /*#__PURE__*/function () {
  function Request(options) {
    _classCallCheck(this, Request);
    this.host = options.host;
    this.port = options.port;
    this.ssl = options.ssl;
    this.scheme = this.ssl ? 'https' : 'http';
    this.verb = options.verb;
    this.path = options.path;
    this.params = options.params;
    this.queryPath = this.fullQueryPath();
    this.bearerToken = options.bearerToken;
    this.clientVersion = options.clientVersion;
    this.languageVersion = options.languageVersion;
    this.appId = options.appId;
    this.appVersion = options.appVersion;
    this.headers = {
      'User-Agent': this.userAgent(),
      'Accept': 'application/json, application/vnd.amadeus+json'
    };
    this.ListHTTPOverride = ['/v2/shopping/flight-offers', '/v1/shopping/seatmaps', '/v1/shopping/availability/flight-availabilities', '/v2/shopping/flight-offers/prediction', '/v1/shopping/flight-offers/pricing', '/v1/shopping/flight-offers/upselling'];
    this.addAuthorizationHeader();
    this.addContentTypeHeader();
    this.addHTTPOverrideHeader();
  }

  // PROTECTED

  /**
   * Compiles the options for the HTTP request.
   *
   * Used by Client.execute when executing this request against the server.
   *
   * @return {Object} an associative array of options to be passed into the
   *  Client.execute function
   * @protected
   */
  return _createClass(Request, [{
    key: "options",
    value: function options() {
      var options = {
        'host': this.host,
        'port': this.port,
        'protocol': "".concat(this.scheme, ":"),
        'path': this.queryPath,
        'method': this.verb,
        'headers': this.headers
      };
      return options;
    }

    /**
     * Creats the body for the API cal, serializing the params if the verb is POST.
     *
     * @return {string} the serialized params
     * @protected
     */
  }, {
    key: "body",
    value: function body() {
      if (this.verb !== 'POST') {
        return '';
      } else {
        if (!this.bearerToken) {
          return _qs["default"].stringify(this.params);
        }
        return this.params;
      }
    }

    // PRIVATE

    /**
     * Build up the custom User Agent
     *
     * @return {string} a user agent in the format "library/version language/version app/version"
     * @private
     */
  }, {
    key: "userAgent",
    value: function userAgent() {
      var userAgent = "amadeus-node/".concat(this.clientVersion, " node/").concat(this.languageVersion);
      if (!this.appId) {
        return userAgent;
      }
      return "".concat(userAgent, " ").concat(this.appId, "/").concat(this.appVersion);
    }

    /**
     * Build the full query path, combining the path with the query params if the
     * verb is 'GET'. For example: '/foo/bar?baz=qux'
     *
     * @return {string} the path and params combined into one string.
     * @private
     */
  }, {
    key: "fullQueryPath",
    value: function fullQueryPath() {
      if (this.verb === 'POST') {
        return this.path;
      } else {
        return "".concat(this.path, "?").concat(_qs["default"].stringify(this.params));
      }
    }

    /**
     * Adds an Authorization header if the BearerToken is present
     *
     * @private
     */
  }, {
    key: "addAuthorizationHeader",
    value: function addAuthorizationHeader() {
      if (!this.bearerToken) {
        return;
      }
      this.headers['Authorization'] = "Bearer ".concat(this.bearerToken);
    }

    /**
     * Adds an Content-Type header if the HTTP method equals POST
     *
     * @private
     */
  }, {
    key: "addContentTypeHeader",
    value: function addContentTypeHeader() {
      if (this.verb === 'POST' && !this.bearerToken) {
        this.headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else {
        this.headers['Content-Type'] = 'application/vnd.amadeus+json';
      }
      return;
    }

    /**
    * Adds HTTPOverride method if it is required
    *
    *  @private
    */
  }, {
    key: "addHTTPOverrideHeader",
    value: function addHTTPOverrideHeader() {
      if (this.verb === 'POST' && this.ListHTTPOverride.includes(this.path)) {
        this.headers['X-HTTP-Method-Override'] = 'GET';
      }
      return;
    }
  }]);
}();
var _default = exports["default"] = Request;
module.exports = exports.default;
//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJuYW1lcyI6WyJfcXMiLCJfaW50ZXJvcFJlcXVpcmVEZWZhdWx0IiwicmVxdWlyZSIsImUiLCJfX2VzTW9kdWxlIiwiX3R5cGVvZiIsIm8iLCJTeW1ib2wiLCJpdGVyYXRvciIsImNvbnN0cnVjdG9yIiwicHJvdG90eXBlIiwiX2NsYXNzQ2FsbENoZWNrIiwiYSIsIm4iLCJUeXBlRXJyb3IiLCJfZGVmaW5lUHJvcGVydGllcyIsInIiLCJ0IiwibGVuZ3RoIiwiZW51bWVyYWJsZSIsImNvbmZpZ3VyYWJsZSIsIndyaXRhYmxlIiwiT2JqZWN0IiwiZGVmaW5lUHJvcGVydHkiLCJfdG9Qcm9wZXJ0eUtleSIsImtleSIsIl9jcmVhdGVDbGFzcyIsImkiLCJfdG9QcmltaXRpdmUiLCJ0b1ByaW1pdGl2ZSIsImNhbGwiLCJTdHJpbmciLCJOdW1iZXIiLCJSZXF1ZXN0Iiwib3B0aW9ucyIsImhvc3QiLCJwb3J0Iiwic3NsIiwic2NoZW1lIiwidmVyYiIsInBhdGgiLCJwYXJhbXMiLCJxdWVyeVBhdGgiLCJmdWxsUXVlcnlQYXRoIiwiYmVhcmVyVG9rZW4iLCJjbGllbnRWZXJzaW9uIiwibGFuZ3VhZ2VWZXJzaW9uIiwiYXBwSWQiLCJhcHBWZXJzaW9uIiwiaGVhZGVycyIsInVzZXJBZ2VudCIsIkxpc3RIVFRQT3ZlcnJpZGUiLCJhZGRBdXRob3JpemF0aW9uSGVhZGVyIiwiYWRkQ29udGVudFR5cGVIZWFkZXIiLCJhZGRIVFRQT3ZlcnJpZGVIZWFkZXIiLCJ2YWx1ZSIsImNvbmNhdCIsImJvZHkiLCJxcyIsInN0cmluZ2lmeSIsImluY2x1ZGVzIiwiX2RlZmF1bHQiLCJleHBvcnRzIiwibW9kdWxlIiwiZGVmYXVsdCJdLCJzb3VyY2VzIjpbIi4uLy4uLy4uL3NyYy9hbWFkZXVzL2NsaWVudC9yZXF1ZXN0LmpzIl0sInNvdXJjZXNDb250ZW50IjpbImltcG9ydCBxcyBmcm9tICdxcyc7XG5cbi8qKlxuICogQSBSZXF1ZXN0IG9iamVjdCBjb250YWluaW5nIGFsbCB0aGUgY29tcGlsZWQgaW5mb3JtYXRpb24gYWJvdXQgdGhpcyByZXF1ZXN0LlxuICpcbiAqIEBwcm9wZXJ0eSB7c3RyaW5nfSBob3N0IHRoZSBob3N0IHVzZWQgZm9yIHRoaXMgQVBJIGNhbGxcbiAqIEBwcm9wZXJ0eSB7bnVtYmVyfSBwb3J0IHRoZSBwb3J0IGZvciB0aGlzIEFQSSBjYWxsLiBTdGFuZGFyZCBzZXQgdG8gNDQzLlxuICogQHByb3BlcnR5IHtib29sZWFufSBzc2wgd2V0aGVyIHRoaXMgQVBJIGNhbGwgdXNlcyBTU0xcbiAqIEBwcm9wZXJ0eSB7c3RyaW5nfSBzY2hlbWUgdGhlIHNjaGVtZSBpbmZlcnJlZCBmcm9tIHRoZSBTU0wgc3RhdGVcbiAqIEBwcm9wZXJ0eSB7c3RyaW5nfSB2ZXJiIHRoZSBIVFRQIG1ldGhvZCwgZm9yIGV4YW1wbGUgYEdFVGAgb3IgYFBPU1RgXG4gKiBAcHJvcGVydHkge3N0cmluZ30gcGF0aCB0aGUgZnVsbCBwYXRoIG9mIHRoZSBBUEkgZW5kcG9pbnRcbiAqIEBwcm9wZXJ0eSB7T2JqZWN0fSBwYXJhbXMgdGhlIHBhcmFtZXRlcnMgdG8gcGFzcyBpbiB0aGUgcXVlcnkgb3IgYm9keVxuICogQHByb3BlcnR5IHtzdHJpbmd9IHF1ZXJ5UGF0aCB0aGUgcGF0aCBhbmQgcXVlcnkgc3RyaW5nIHVzZWQgZm9yIHRoZSBBUEkgY2FsbFxuICogQHByb3BlcnR5IHtzdHJpbmd9IGJlYXJlclRva2VuIHRoZSBhdXRoZW50aWNhdGlvbiB0b2tlblxuICogQHByb3BlcnR5IHtzdHJpbmd9IGNsaWVudFZlcnNpb24gdGhlIHZlcnNpb24gb2YgdGhlIEFtYWRldXMgbGlicmFyeVxuICogQHByb3BlcnR5IHtzdHJpbmd9IGxhbmd1YWdlVmVyc2lvbiB0aGUgdmVyc2lvbiBvZiBOb2RlIHVzZWRcbiAqIEBwcm9wZXJ0eSB7c3RyaW5nfSBhcHBJZCB0aGUgY3VzdG9tIElEIG9mIHRoZSBhcHBsaWNhdGlvbiB1c2luZyB0aGlzIGxpYnJhcnlcbiAqIEBwcm9wZXJ0eSB7c3RyaW5nfSBhcHBWZXJzaW9uIHRoZSBjdXN0b20gdmVyc2lvbiBvZiB0aGUgYXBwbGljYXRpb25cbiAqICB1c2luZyB0aGlzIGxpYnJhcnlcbiAqIEBwcm9wZXJ0eSB7T2JqZWN0fSBoZWFkZXJzIHRoZSByZXF1ZXN0IGhlYWRlcnNcbiAqXG4gKiBAcGFyYW0ge09iamVjdH0gb3B0aW9uc1xuICovXG5jbGFzcyBSZXF1ZXN0IHtcbiAgY29uc3RydWN0b3Iob3B0aW9ucykge1xuICAgIHRoaXMuaG9zdCAgICAgICAgICAgID0gb3B0aW9ucy5ob3N0O1xuICAgIHRoaXMucG9ydCAgICAgICAgICAgID0gb3B0aW9ucy5wb3J0O1xuICAgIHRoaXMuc3NsICAgICAgICAgICAgID0gb3B0aW9ucy5zc2w7XG4gICAgdGhpcy5zY2hlbWUgICAgICAgICAgPSB0aGlzLnNzbCA/ICdodHRwcycgOiAnaHR0cCc7XG4gICAgdGhpcy52ZXJiICAgICAgICAgICAgPSBvcHRpb25zLnZlcmI7XG4gICAgdGhpcy5wYXRoICAgICAgICAgICAgPSBvcHRpb25zLnBhdGg7XG4gICAgdGhpcy5wYXJhbXMgICAgICAgICAgPSBvcHRpb25zLnBhcmFtcztcbiAgICB0aGlzLnF1ZXJ5UGF0aCAgICAgICA9IHRoaXMuZnVsbFF1ZXJ5UGF0aCgpO1xuICAgIHRoaXMuYmVhcmVyVG9rZW4gICAgID0gb3B0aW9ucy5iZWFyZXJUb2tlbjtcbiAgICB0aGlzLmNsaWVudFZlcnNpb24gICA9IG9wdGlvbnMuY2xpZW50VmVyc2lvbjtcbiAgICB0aGlzLmxhbmd1YWdlVmVyc2lvbiA9IG9wdGlvbnMubGFuZ3VhZ2VWZXJzaW9uO1xuICAgIHRoaXMuYXBwSWQgICAgICAgICAgID0gb3B0aW9ucy5hcHBJZDtcbiAgICB0aGlzLmFwcFZlcnNpb24gICAgICA9IG9wdGlvbnMuYXBwVmVyc2lvbjtcbiAgICB0aGlzLmhlYWRlcnMgICAgICAgICA9IHtcbiAgICAgICdVc2VyLUFnZW50JyA6IHRoaXMudXNlckFnZW50KCksXG4gICAgICAnQWNjZXB0JyA6ICdhcHBsaWNhdGlvbi9qc29uLCBhcHBsaWNhdGlvbi92bmQuYW1hZGV1cytqc29uJ1xuICAgIH07XG4gICAgdGhpcy5MaXN0SFRUUE92ZXJyaWRlPSBbXG4gICAgICAnL3YyL3Nob3BwaW5nL2ZsaWdodC1vZmZlcnMnLFxuICAgICAgJy92MS9zaG9wcGluZy9zZWF0bWFwcycsXG4gICAgICAnL3YxL3Nob3BwaW5nL2F2YWlsYWJpbGl0eS9mbGlnaHQtYXZhaWxhYmlsaXRpZXMnLFxuICAgICAgJy92Mi9zaG9wcGluZy9mbGlnaHQtb2ZmZXJzL3ByZWRpY3Rpb24nLFxuICAgICAgJy92MS9zaG9wcGluZy9mbGlnaHQtb2ZmZXJzL3ByaWNpbmcnLFxuICAgICAgJy92MS9zaG9wcGluZy9mbGlnaHQtb2ZmZXJzL3Vwc2VsbGluZydcbiAgICBdO1xuICAgIHRoaXMuYWRkQXV0aG9yaXphdGlvbkhlYWRlcigpO1xuICAgIHRoaXMuYWRkQ29udGVudFR5cGVIZWFkZXIoKTtcbiAgICB0aGlzLmFkZEhUVFBPdmVycmlkZUhlYWRlcigpO1xuICB9XG5cbiAgLy8gUFJPVEVDVEVEXG5cbiAgLyoqXG4gICAqIENvbXBpbGVzIHRoZSBvcHRpb25zIGZvciB0aGUgSFRUUCByZXF1ZXN0LlxuICAgKlxuICAgKiBVc2VkIGJ5IENsaWVudC5leGVjdXRlIHdoZW4gZXhlY3V0aW5nIHRoaXMgcmVxdWVzdCBhZ2FpbnN0IHRoZSBzZXJ2ZXIuXG4gICAqXG4gICAqIEByZXR1cm4ge09iamVjdH0gYW4gYXNzb2NpYXRpdmUgYXJyYXkgb2Ygb3B0aW9ucyB0byBiZSBwYXNzZWQgaW50byB0aGVcbiAgICogIENsaWVudC5leGVjdXRlIGZ1bmN0aW9uXG4gICAqIEBwcm90ZWN0ZWRcbiAgICovXG4gIG9wdGlvbnMoKSB7XG4gICAgbGV0IG9wdGlvbnMgPSB7XG4gICAgICAnaG9zdCcgOiB0aGlzLmhvc3QsXG4gICAgICAncG9ydCcgOiB0aGlzLnBvcnQsXG4gICAgICAncHJvdG9jb2wnIDogYCR7dGhpcy5zY2hlbWV9OmAsXG4gICAgICAncGF0aCcgOiB0aGlzLnF1ZXJ5UGF0aCxcbiAgICAgICdtZXRob2QnIDogdGhpcy52ZXJiLFxuICAgICAgJ2hlYWRlcnMnIDogdGhpcy5oZWFkZXJzXG4gICAgfTtcbiAgICByZXR1cm4gb3B0aW9ucztcbiAgfVxuXG4gIC8qKlxuICAgKiBDcmVhdHMgdGhlIGJvZHkgZm9yIHRoZSBBUEkgY2FsLCBzZXJpYWxpemluZyB0aGUgcGFyYW1zIGlmIHRoZSB2ZXJiIGlzIFBPU1QuXG4gICAqXG4gICAqIEByZXR1cm4ge3N0cmluZ30gdGhlIHNlcmlhbGl6ZWQgcGFyYW1zXG4gICAqIEBwcm90ZWN0ZWRcbiAgICovXG4gIGJvZHkoKSB7XG4gICAgaWYgKHRoaXMudmVyYiAhPT0gJ1BPU1QnKSB7IHJldHVybiAnJzsgfVxuICAgIGVsc2Uge1xuICAgICAgaWYgKCF0aGlzLmJlYXJlclRva2VuKSB7XG4gICAgICAgIHJldHVybiBxcy5zdHJpbmdpZnkodGhpcy5wYXJhbXMpO1xuICAgICAgfVxuICAgICAgcmV0dXJuIHRoaXMucGFyYW1zO1xuICAgIH1cbiAgfVxuXG4gIC8vIFBSSVZBVEVcblxuICAvKipcbiAgICogQnVpbGQgdXAgdGhlIGN1c3RvbSBVc2VyIEFnZW50XG4gICAqXG4gICAqIEByZXR1cm4ge3N0cmluZ30gYSB1c2VyIGFnZW50IGluIHRoZSBmb3JtYXQgXCJsaWJyYXJ5L3ZlcnNpb24gbGFuZ3VhZ2UvdmVyc2lvbiBhcHAvdmVyc2lvblwiXG4gICAqIEBwcml2YXRlXG4gICAqL1xuICB1c2VyQWdlbnQoKSB7XG4gICAgbGV0IHVzZXJBZ2VudCA9IGBhbWFkZXVzLW5vZGUvJHt0aGlzLmNsaWVudFZlcnNpb259IG5vZGUvJHt0aGlzLmxhbmd1YWdlVmVyc2lvbn1gO1xuICAgIGlmICghdGhpcy5hcHBJZCkgeyByZXR1cm4gdXNlckFnZW50OyB9XG4gICAgcmV0dXJuIGAke3VzZXJBZ2VudH0gJHt0aGlzLmFwcElkfS8ke3RoaXMuYXBwVmVyc2lvbn1gO1xuICB9XG5cbiAgLyoqXG4gICAqIEJ1aWxkIHRoZSBmdWxsIHF1ZXJ5IHBhdGgsIGNvbWJpbmluZyB0aGUgcGF0aCB3aXRoIHRoZSBxdWVyeSBwYXJhbXMgaWYgdGhlXG4gICAqIHZlcmIgaXMgJ0dFVCcuIEZvciBleGFtcGxlOiAnL2Zvby9iYXI/YmF6PXF1eCdcbiAgICpcbiAgICogQHJldHVybiB7c3RyaW5nfSB0aGUgcGF0aCBhbmQgcGFyYW1zIGNvbWJpbmVkIGludG8gb25lIHN0cmluZy5cbiAgICogQHByaXZhdGVcbiAgICovXG4gIGZ1bGxRdWVyeVBhdGgoKSB7XG4gICAgaWYgKHRoaXMudmVyYiA9PT0gJ1BPU1QnKSB7IHJldHVybiB0aGlzLnBhdGg7IH1cbiAgICBlbHNlIHsgcmV0dXJuIGAke3RoaXMucGF0aH0/JHtxcy5zdHJpbmdpZnkodGhpcy5wYXJhbXMpfWA7IH1cbiAgfVxuXG4gIC8qKlxuICAgKiBBZGRzIGFuIEF1dGhvcml6YXRpb24gaGVhZGVyIGlmIHRoZSBCZWFyZXJUb2tlbiBpcyBwcmVzZW50XG4gICAqXG4gICAqIEBwcml2YXRlXG4gICAqL1xuICBhZGRBdXRob3JpemF0aW9uSGVhZGVyKCkge1xuICAgIGlmICghdGhpcy5iZWFyZXJUb2tlbikgeyByZXR1cm47IH1cbiAgICB0aGlzLmhlYWRlcnNbJ0F1dGhvcml6YXRpb24nXSA9IGBCZWFyZXIgJHt0aGlzLmJlYXJlclRva2VufWA7XG4gIH1cblxuICAvKipcbiAgICogQWRkcyBhbiBDb250ZW50LVR5cGUgaGVhZGVyIGlmIHRoZSBIVFRQIG1ldGhvZCBlcXVhbHMgUE9TVFxuICAgKlxuICAgKiBAcHJpdmF0ZVxuICAgKi9cbiAgYWRkQ29udGVudFR5cGVIZWFkZXIoKSB7XG4gICAgaWYgKHRoaXMudmVyYiA9PT0gJ1BPU1QnICYmICF0aGlzLmJlYXJlclRva2VuKSB7XG4gICAgICB0aGlzLmhlYWRlcnNbJ0NvbnRlbnQtVHlwZSddID0gJ2FwcGxpY2F0aW9uL3gtd3d3LWZvcm0tdXJsZW5jb2RlZCc7XG4gICAgfSBlbHNlIHtcbiAgICAgIHRoaXMuaGVhZGVyc1snQ29udGVudC1UeXBlJ10gPSAnYXBwbGljYXRpb24vdm5kLmFtYWRldXMranNvbic7XG4gICAgfVxuICAgIHJldHVybjtcbiAgfVxuXG4gIC8qKlxuICAqIEFkZHMgSFRUUE92ZXJyaWRlIG1ldGhvZCBpZiBpdCBpcyByZXF1aXJlZFxuICAqXG4gICogIEBwcml2YXRlXG4gICovXG4gIGFkZEhUVFBPdmVycmlkZUhlYWRlcigpIHtcbiAgICBpZiAodGhpcy52ZXJiID09PSAnUE9TVCcgJiYgdGhpcy5MaXN0SFRUUE92ZXJyaWRlLmluY2x1ZGVzKHRoaXMucGF0aCkpIHtcbiAgICAgIHRoaXMuaGVhZGVyc1snWC1IVFRQLU1ldGhvZC1PdmVycmlkZSddID0gJ0dFVCc7XG4gICAgfVxuICAgIHJldHVybjtcbiAgfVxufVxuXG5leHBvcnQgZGVmYXVsdCBSZXF1ZXN0O1xuIl0sIm1hcHBpbmdzIjoiOzs7Ozs7QUFBQSxJQUFBQSxHQUFBLEdBQUFDLHNCQUFBLENBQUFDLE9BQUE7QUFBb0IsU0FBQUQsdUJBQUFFLENBQUEsV0FBQUEsQ0FBQSxJQUFBQSxDQUFBLENBQUFDLFVBQUEsR0FBQUQsQ0FBQSxnQkFBQUEsQ0FBQTtBQUFBLFNBQUFFLFFBQUFDLENBQUEsc0NBQUFELE9BQUEsd0JBQUFFLE1BQUEsdUJBQUFBLE1BQUEsQ0FBQUMsUUFBQSxhQUFBRixDQUFBLGtCQUFBQSxDQUFBLGdCQUFBQSxDQUFBLFdBQUFBLENBQUEseUJBQUFDLE1BQUEsSUFBQUQsQ0FBQSxDQUFBRyxXQUFBLEtBQUFGLE1BQUEsSUFBQUQsQ0FBQSxLQUFBQyxNQUFBLENBQUFHLFNBQUEscUJBQUFKLENBQUEsS0FBQUQsT0FBQSxDQUFBQyxDQUFBO0FBQUEsU0FBQUssZ0JBQUFDLENBQUEsRUFBQUMsQ0FBQSxVQUFBRCxDQUFBLFlBQUFDLENBQUEsYUFBQUMsU0FBQTtBQUFBLFNBQUFDLGtCQUFBWixDQUFBLEVBQUFhLENBQUEsYUFBQUMsQ0FBQSxNQUFBQSxDQUFBLEdBQUFELENBQUEsQ0FBQUUsTUFBQSxFQUFBRCxDQUFBLFVBQUFYLENBQUEsR0FBQVUsQ0FBQSxDQUFBQyxDQUFBLEdBQUFYLENBQUEsQ0FBQWEsVUFBQSxHQUFBYixDQUFBLENBQUFhLFVBQUEsUUFBQWIsQ0FBQSxDQUFBYyxZQUFBLGtCQUFBZCxDQUFBLEtBQUFBLENBQUEsQ0FBQWUsUUFBQSxRQUFBQyxNQUFBLENBQUFDLGNBQUEsQ0FBQXBCLENBQUEsRUFBQXFCLGNBQUEsQ0FBQWxCLENBQUEsQ0FBQW1CLEdBQUEsR0FBQW5CLENBQUE7QUFBQSxTQUFBb0IsYUFBQXZCLENBQUEsRUFBQWEsQ0FBQSxFQUFBQyxDQUFBLFdBQUFELENBQUEsSUFBQUQsaUJBQUEsQ0FBQVosQ0FBQSxDQUFBTyxTQUFBLEVBQUFNLENBQUEsR0FBQUMsQ0FBQSxJQUFBRixpQkFBQSxDQUFBWixDQUFBLEVBQUFjLENBQUEsR0FBQUssTUFBQSxDQUFBQyxjQUFBLENBQUFwQixDQUFBLGlCQUFBa0IsUUFBQSxTQUFBbEIsQ0FBQTtBQUFBLFNBQUFxQixlQUFBUCxDQUFBLFFBQUFVLENBQUEsR0FBQUMsWUFBQSxDQUFBWCxDQUFBLGdDQUFBWixPQUFBLENBQUFzQixDQUFBLElBQUFBLENBQUEsR0FBQUEsQ0FBQTtBQUFBLFNBQUFDLGFBQUFYLENBQUEsRUFBQUQsQ0FBQSxvQkFBQVgsT0FBQSxDQUFBWSxDQUFBLE1BQUFBLENBQUEsU0FBQUEsQ0FBQSxNQUFBZCxDQUFBLEdBQUFjLENBQUEsQ0FBQVYsTUFBQSxDQUFBc0IsV0FBQSxrQkFBQTFCLENBQUEsUUFBQXdCLENBQUEsR0FBQXhCLENBQUEsQ0FBQTJCLElBQUEsQ0FBQWIsQ0FBQSxFQUFBRCxDQUFBLGdDQUFBWCxPQUFBLENBQUFzQixDQUFBLFVBQUFBLENBQUEsWUFBQWIsU0FBQSx5RUFBQUUsQ0FBQSxHQUFBZSxNQUFBLEdBQUFDLE1BQUEsRUFBQWYsQ0FBQTtBQUVwQjtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFwQkEsSUFxQk1nQixPQUFPO0VBQ1gsU0FBQUEsUUFBWUMsT0FBTyxFQUFFO0lBQUF2QixlQUFBLE9BQUFzQixPQUFBO0lBQ25CLElBQUksQ0FBQ0UsSUFBSSxHQUFjRCxPQUFPLENBQUNDLElBQUk7SUFDbkMsSUFBSSxDQUFDQyxJQUFJLEdBQWNGLE9BQU8sQ0FBQ0UsSUFBSTtJQUNuQyxJQUFJLENBQUNDLEdBQUcsR0FBZUgsT0FBTyxDQUFDRyxHQUFHO0lBQ2xDLElBQUksQ0FBQ0MsTUFBTSxHQUFZLElBQUksQ0FBQ0QsR0FBRyxHQUFHLE9BQU8sR0FBRyxNQUFNO0lBQ2xELElBQUksQ0FBQ0UsSUFBSSxHQUFjTCxPQUFPLENBQUNLLElBQUk7SUFDbkMsSUFBSSxDQUFDQyxJQUFJLEdBQWNOLE9BQU8sQ0FBQ00sSUFBSTtJQUNuQyxJQUFJLENBQUNDLE1BQU0sR0FBWVAsT0FBTyxDQUFDTyxNQUFNO0lBQ3JDLElBQUksQ0FBQ0MsU0FBUyxHQUFTLElBQUksQ0FBQ0MsYUFBYSxDQUFDLENBQUM7SUFDM0MsSUFBSSxDQUFDQyxXQUFXLEdBQU9WLE9BQU8sQ0FBQ1UsV0FBVztJQUMxQyxJQUFJLENBQUNDLGFBQWEsR0FBS1gsT0FBTyxDQUFDVyxhQUFhO0lBQzVDLElBQUksQ0FBQ0MsZUFBZSxHQUFHWixPQUFPLENBQUNZLGVBQWU7SUFDOUMsSUFBSSxDQUFDQyxLQUFLLEdBQWFiLE9BQU8sQ0FBQ2EsS0FBSztJQUNwQyxJQUFJLENBQUNDLFVBQVUsR0FBUWQsT0FBTyxDQUFDYyxVQUFVO0lBQ3pDLElBQUksQ0FBQ0MsT0FBTyxHQUFXO01BQ3JCLFlBQVksRUFBRyxJQUFJLENBQUNDLFNBQVMsQ0FBQyxDQUFDO01BQy9CLFFBQVEsRUFBRztJQUNiLENBQUM7SUFDRCxJQUFJLENBQUNDLGdCQUFnQixHQUFFLENBQ3JCLDRCQUE0QixFQUM1Qix1QkFBdUIsRUFDdkIsaURBQWlELEVBQ2pELHVDQUF1QyxFQUN2QyxvQ0FBb0MsRUFDcEMsc0NBQXNDLENBQ3ZDO0lBQ0QsSUFBSSxDQUFDQyxzQkFBc0IsQ0FBQyxDQUFDO0lBQzdCLElBQUksQ0FBQ0Msb0JBQW9CLENBQUMsQ0FBQztJQUMzQixJQUFJLENBQUNDLHFCQUFxQixDQUFDLENBQUM7RUFDOUI7O0VBRUE7O0VBRUE7QUFDRjtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0VBUkUsT0FBQTVCLFlBQUEsQ0FBQU8sT0FBQTtJQUFBUixHQUFBO0lBQUE4QixLQUFBLEVBU0EsU0FBQXJCLE9BQU9BLENBQUEsRUFBRztNQUNSLElBQUlBLE9BQU8sR0FBRztRQUNaLE1BQU0sRUFBRyxJQUFJLENBQUNDLElBQUk7UUFDbEIsTUFBTSxFQUFHLElBQUksQ0FBQ0MsSUFBSTtRQUNsQixVQUFVLEtBQUFvQixNQUFBLENBQU0sSUFBSSxDQUFDbEIsTUFBTSxNQUFHO1FBQzlCLE1BQU0sRUFBRyxJQUFJLENBQUNJLFNBQVM7UUFDdkIsUUFBUSxFQUFHLElBQUksQ0FBQ0gsSUFBSTtRQUNwQixTQUFTLEVBQUcsSUFBSSxDQUFDVTtNQUNuQixDQUFDO01BQ0QsT0FBT2YsT0FBTztJQUNoQjs7SUFFQTtBQUNGO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7RUFMRTtJQUFBVCxHQUFBO0lBQUE4QixLQUFBLEVBTUEsU0FBQUUsSUFBSUEsQ0FBQSxFQUFHO01BQ0wsSUFBSSxJQUFJLENBQUNsQixJQUFJLEtBQUssTUFBTSxFQUFFO1FBQUUsT0FBTyxFQUFFO01BQUUsQ0FBQyxNQUNuQztRQUNILElBQUksQ0FBQyxJQUFJLENBQUNLLFdBQVcsRUFBRTtVQUNyQixPQUFPYyxjQUFFLENBQUNDLFNBQVMsQ0FBQyxJQUFJLENBQUNsQixNQUFNLENBQUM7UUFDbEM7UUFDQSxPQUFPLElBQUksQ0FBQ0EsTUFBTTtNQUNwQjtJQUNGOztJQUVBOztJQUVBO0FBQ0Y7QUFDQTtBQUNBO0FBQ0E7QUFDQTtFQUxFO0lBQUFoQixHQUFBO0lBQUE4QixLQUFBLEVBTUEsU0FBQUwsU0FBU0EsQ0FBQSxFQUFHO01BQ1YsSUFBSUEsU0FBUyxtQkFBQU0sTUFBQSxDQUFtQixJQUFJLENBQUNYLGFBQWEsWUFBQVcsTUFBQSxDQUFTLElBQUksQ0FBQ1YsZUFBZSxDQUFFO01BQ2pGLElBQUksQ0FBQyxJQUFJLENBQUNDLEtBQUssRUFBRTtRQUFFLE9BQU9HLFNBQVM7TUFBRTtNQUNyQyxVQUFBTSxNQUFBLENBQVVOLFNBQVMsT0FBQU0sTUFBQSxDQUFJLElBQUksQ0FBQ1QsS0FBSyxPQUFBUyxNQUFBLENBQUksSUFBSSxDQUFDUixVQUFVO0lBQ3REOztJQUVBO0FBQ0Y7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0VBTkU7SUFBQXZCLEdBQUE7SUFBQThCLEtBQUEsRUFPQSxTQUFBWixhQUFhQSxDQUFBLEVBQUc7TUFDZCxJQUFJLElBQUksQ0FBQ0osSUFBSSxLQUFLLE1BQU0sRUFBRTtRQUFFLE9BQU8sSUFBSSxDQUFDQyxJQUFJO01BQUUsQ0FBQyxNQUMxQztRQUFFLFVBQUFnQixNQUFBLENBQVUsSUFBSSxDQUFDaEIsSUFBSSxPQUFBZ0IsTUFBQSxDQUFJRSxjQUFFLENBQUNDLFNBQVMsQ0FBQyxJQUFJLENBQUNsQixNQUFNLENBQUM7TUFBSTtJQUM3RDs7SUFFQTtBQUNGO0FBQ0E7QUFDQTtBQUNBO0VBSkU7SUFBQWhCLEdBQUE7SUFBQThCLEtBQUEsRUFLQSxTQUFBSCxzQkFBc0JBLENBQUEsRUFBRztNQUN2QixJQUFJLENBQUMsSUFBSSxDQUFDUixXQUFXLEVBQUU7UUFBRTtNQUFRO01BQ2pDLElBQUksQ0FBQ0ssT0FBTyxDQUFDLGVBQWUsQ0FBQyxhQUFBTyxNQUFBLENBQWEsSUFBSSxDQUFDWixXQUFXLENBQUU7SUFDOUQ7O0lBRUE7QUFDRjtBQUNBO0FBQ0E7QUFDQTtFQUpFO0lBQUFuQixHQUFBO0lBQUE4QixLQUFBLEVBS0EsU0FBQUYsb0JBQW9CQSxDQUFBLEVBQUc7TUFDckIsSUFBSSxJQUFJLENBQUNkLElBQUksS0FBSyxNQUFNLElBQUksQ0FBQyxJQUFJLENBQUNLLFdBQVcsRUFBRTtRQUM3QyxJQUFJLENBQUNLLE9BQU8sQ0FBQyxjQUFjLENBQUMsR0FBRyxtQ0FBbUM7TUFDcEUsQ0FBQyxNQUFNO1FBQ0wsSUFBSSxDQUFDQSxPQUFPLENBQUMsY0FBYyxDQUFDLEdBQUcsOEJBQThCO01BQy9EO01BQ0E7SUFDRjs7SUFFQTtBQUNGO0FBQ0E7QUFDQTtBQUNBO0VBSkU7SUFBQXhCLEdBQUE7SUFBQThCLEtBQUEsRUFLQSxTQUFBRCxxQkFBcUJBLENBQUEsRUFBRztNQUN0QixJQUFJLElBQUksQ0FBQ2YsSUFBSSxLQUFLLE1BQU0sSUFBSSxJQUFJLENBQUNZLGdCQUFnQixDQUFDUyxRQUFRLENBQUMsSUFBSSxDQUFDcEIsSUFBSSxDQUFDLEVBQUU7UUFDckUsSUFBSSxDQUFDUyxPQUFPLENBQUMsd0JBQXdCLENBQUMsR0FBRyxLQUFLO01BQ2hEO01BQ0E7SUFDRjtFQUFDO0FBQUE7QUFBQSxJQUFBWSxRQUFBLEdBQUFDLE9BQUEsY0FHWTdCLE9BQU87QUFBQThCLE1BQUEsQ0FBQUQsT0FBQSxHQUFBQSxPQUFBLENBQUFFLE9BQUEiLCJpZ25vcmVMaXN0IjpbXX0=