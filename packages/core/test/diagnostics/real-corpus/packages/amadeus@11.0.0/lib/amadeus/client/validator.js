"use strict";

Object.defineProperty(exports, "__esModule", {
  value: true
});
exports["default"] = void 0;
var _https = _interopRequireDefault(require("https"));
var _http = _interopRequireDefault(require("http"));
function _interopRequireDefault(e) { return e && e.__esModule ? e : { "default": e }; }
function _callSuper(t, o, e) { return o = _getPrototypeOf(o), _possibleConstructorReturn(t, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], _getPrototypeOf(t).constructor) : o.apply(t, e)); }
function _possibleConstructorReturn(t, e) { if (e && ("object" == _typeof(e) || "function" == typeof e)) return e; if (void 0 !== e) throw new TypeError("Derived constructors may only return object or undefined"); return _assertThisInitialized(t); }
function _assertThisInitialized(e) { if (void 0 === e) throw new ReferenceError("this hasn't been initialised - super() hasn't been called"); return e; }
function _inherits(t, e) { if ("function" != typeof e && null !== e) throw new TypeError("Super expression must either be null or a function"); t.prototype = Object.create(e && e.prototype, { constructor: { value: t, writable: !0, configurable: !0 } }), Object.defineProperty(t, "prototype", { writable: !1 }), e && _setPrototypeOf(t, e); }
function _wrapNativeSuper(t) { var r = "function" == typeof Map ? new Map() : void 0; return _wrapNativeSuper = function _wrapNativeSuper(t) { if (null === t || !_isNativeFunction(t)) return t; if ("function" != typeof t) throw new TypeError("Super expression must either be null or a function"); if (void 0 !== r) { if (r.has(t)) return r.get(t); r.set(t, Wrapper); } function Wrapper() { return _construct(t, arguments, _getPrototypeOf(this).constructor); } return Wrapper.prototype = Object.create(t.prototype, { constructor: { value: Wrapper, enumerable: !1, writable: !0, configurable: !0 } }), _setPrototypeOf(Wrapper, t); }, _wrapNativeSuper(t); }
function _construct(t, e, r) { if (_isNativeReflectConstruct()) return Reflect.construct.apply(null, arguments); var o = [null]; o.push.apply(o, e); var p = new (t.bind.apply(t, o))(); return r && _setPrototypeOf(p, r.prototype), p; }
function _isNativeReflectConstruct() { try { var t = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function () {})); } catch (t) {} return (_isNativeReflectConstruct = function _isNativeReflectConstruct() { return !!t; })(); }
function _isNativeFunction(t) { try { return -1 !== Function.toString.call(t).indexOf("[native code]"); } catch (n) { return "function" == typeof t; } }
function _setPrototypeOf(t, e) { return _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function (t, e) { return t.__proto__ = e, t; }, _setPrototypeOf(t, e); }
function _getPrototypeOf(t) { return _getPrototypeOf = Object.setPrototypeOf ? Object.getPrototypeOf.bind() : function (t) { return t.__proto__ || Object.getPrototypeOf(t); }, _getPrototypeOf(t); }
function _typeof(o) { "@babel/helpers - typeof"; return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function (o) { return typeof o; } : function (o) { return o && "function" == typeof Symbol && o.constructor === Symbol && o !== Symbol.prototype ? "symbol" : typeof o; }, _typeof(o); }
function _classCallCheck(a, n) { if (!(a instanceof n)) throw new TypeError("Cannot call a class as a function"); }
function _defineProperties(e, r) { for (var t = 0; t < r.length; t++) { var o = r[t]; o.enumerable = o.enumerable || !1, o.configurable = !0, "value" in o && (o.writable = !0), Object.defineProperty(e, _toPropertyKey(o.key), o); } }
function _createClass(e, r, t) { return r && _defineProperties(e.prototype, r), t && _defineProperties(e, t), Object.defineProperty(e, "prototype", { writable: !1 }), e; }
function _toPropertyKey(t) { var i = _toPrimitive(t, "string"); return "symbol" == _typeof(i) ? i : i + ""; }
function _toPrimitive(t, r) { if ("object" != _typeof(t) || !t) return t; var e = t[Symbol.toPrimitive]; if (void 0 !== e) { var i = e.call(t, r || "default"); if ("object" != _typeof(i)) return i; throw new TypeError("@@toPrimitive must return a primitive value."); } return ("string" === r ? String : Number)(t); }
var HOSTS = {
  'test': 'test.api.amadeus.com',
  'production': 'api.amadeus.com'
};
var RECOGNIZED_OPTIONS = ['clientId', 'clientSecret', 'logger', 'logLevel', 'hostname', 'host', 'customAppId', 'customAppVersion', 'http', 'ssl', 'port'];

/**
 * Helper class for validating parameters
 * @protected
 */
var Validator = /*#__PURE__*/function () {
  function Validator() {
    _classCallCheck(this, Validator);
  }
  return _createClass(Validator, [{
    key: "validateAndInitialize",
    value:
    /**
     * Initialise the client's default value, ensuring the required values are
     * present
     *
     * @param  {Client} client the client object to set the defaults for
     * @param  {Object} options the associative array of options passed to the
     *  client on initialization
     */
    function validateAndInitialize(client, options) {
      this.initializeClientCredentials(client, options);
      this.initializeLogger(client, options);
      this.initializeHost(client, options);
      this.initializeCustomApp(client, options);
      this.initializeHttp(client, options);
      this.warnOnUnrecognizedOptions(options, client, RECOGNIZED_OPTIONS);
    }

    // PRIVATE
  }, {
    key: "initializeClientCredentials",
    value: function initializeClientCredentials(client, options) {
      client.clientId = this.initRequired('clientId', options);
      client.clientSecret = this.initRequired('clientSecret', options);
    }
  }, {
    key: "initializeLogger",
    value: function initializeLogger(client, options) {
      client.logger = this.initOptional('logger', options, console);
      client.logLevel = this.initOptional('logLevel', options, 'silent');
    }
  }, {
    key: "initializeHost",
    value: function initializeHost(client, options) {
      var hostname = this.initOptional('hostname', options, 'test');
      client.host = this.initOptional('host', options, HOSTS[hostname]);
      client.port = this.initOptional('port', options, 443);
      client.ssl = this.initOptional('ssl', options, true);
    }
  }, {
    key: "initializeCustomApp",
    value: function initializeCustomApp(client, options) {
      client.customAppId = this.initOptional('customAppId', options);
      client.customAppVersion = this.initOptional('customAppVersion', options);
    }
  }, {
    key: "initializeHttp",
    value: function initializeHttp(client, options) {
      var network = client.ssl ? _https["default"] : _http["default"];
      client.http = this.initOptional('http', options, network);
    }
  }, {
    key: "initRequired",
    value: function initRequired(key, options) {
      var result = this.initOptional(key, options);
      if (!result) throw new ArgumentError("Missing required argument: ".concat(key));
      return result;
    }
  }, {
    key: "initOptional",
    value: function initOptional(key, options) {
      var fallback = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      //Env variables names expected to be in SNAKE_CASE and uppercase
      var envKey = "AMADEUS_".concat(key.replace(/[A-Z]/g, function (c) {
        return "_".concat(c.toLowerCase());
      }).toUpperCase());
      var value = options[key] || process.env[envKey] || fallback;
      return value;
    }
  }, {
    key: "warnOnUnrecognizedOptions",
    value: function warnOnUnrecognizedOptions(options, client, recognizedOptions) {
      Object.keys(options).forEach(function (key) {
        if (recognizedOptions.indexOf(key) === -1 && client.warn()) {
          client.logger.log("Unrecognized option: ".concat(key));
        }
      });
      return null;
    }
  }]);
}(); // PRIVATE
var ArgumentError = /*#__PURE__*/function (_Error) {
  function ArgumentError(message) {
    var _this;
    _classCallCheck(this, ArgumentError);
    _this = _callSuper(this, ArgumentError, [message]);
    _this.name = 'ArgumentError';
    return _this;
  }
  _inherits(ArgumentError, _Error);
  return _createClass(ArgumentError);
}(/*#__PURE__*/_wrapNativeSuper(Error));
var _default = exports["default"] = Validator;
module.exports = exports.default;
//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJuYW1lcyI6WyJfaHR0cHMiLCJfaW50ZXJvcFJlcXVpcmVEZWZhdWx0IiwicmVxdWlyZSIsIl9odHRwIiwiZSIsIl9fZXNNb2R1bGUiLCJfY2FsbFN1cGVyIiwidCIsIm8iLCJfZ2V0UHJvdG90eXBlT2YiLCJfcG9zc2libGVDb25zdHJ1Y3RvclJldHVybiIsIl9pc05hdGl2ZVJlZmxlY3RDb25zdHJ1Y3QiLCJSZWZsZWN0IiwiY29uc3RydWN0IiwiY29uc3RydWN0b3IiLCJhcHBseSIsIl90eXBlb2YiLCJUeXBlRXJyb3IiLCJfYXNzZXJ0VGhpc0luaXRpYWxpemVkIiwiUmVmZXJlbmNlRXJyb3IiLCJfaW5oZXJpdHMiLCJwcm90b3R5cGUiLCJPYmplY3QiLCJjcmVhdGUiLCJ2YWx1ZSIsIndyaXRhYmxlIiwiY29uZmlndXJhYmxlIiwiZGVmaW5lUHJvcGVydHkiLCJfc2V0UHJvdG90eXBlT2YiLCJfd3JhcE5hdGl2ZVN1cGVyIiwiciIsIk1hcCIsIl9pc05hdGl2ZUZ1bmN0aW9uIiwiaGFzIiwiZ2V0Iiwic2V0IiwiV3JhcHBlciIsIl9jb25zdHJ1Y3QiLCJhcmd1bWVudHMiLCJlbnVtZXJhYmxlIiwicHVzaCIsInAiLCJiaW5kIiwiQm9vbGVhbiIsInZhbHVlT2YiLCJjYWxsIiwiRnVuY3Rpb24iLCJ0b1N0cmluZyIsImluZGV4T2YiLCJuIiwic2V0UHJvdG90eXBlT2YiLCJfX3Byb3RvX18iLCJnZXRQcm90b3R5cGVPZiIsIlN5bWJvbCIsIml0ZXJhdG9yIiwiX2NsYXNzQ2FsbENoZWNrIiwiYSIsIl9kZWZpbmVQcm9wZXJ0aWVzIiwibGVuZ3RoIiwiX3RvUHJvcGVydHlLZXkiLCJrZXkiLCJfY3JlYXRlQ2xhc3MiLCJpIiwiX3RvUHJpbWl0aXZlIiwidG9QcmltaXRpdmUiLCJTdHJpbmciLCJOdW1iZXIiLCJIT1NUUyIsIlJFQ09HTklaRURfT1BUSU9OUyIsIlZhbGlkYXRvciIsInZhbGlkYXRlQW5kSW5pdGlhbGl6ZSIsImNsaWVudCIsIm9wdGlvbnMiLCJpbml0aWFsaXplQ2xpZW50Q3JlZGVudGlhbHMiLCJpbml0aWFsaXplTG9nZ2VyIiwiaW5pdGlhbGl6ZUhvc3QiLCJpbml0aWFsaXplQ3VzdG9tQXBwIiwiaW5pdGlhbGl6ZUh0dHAiLCJ3YXJuT25VbnJlY29nbml6ZWRPcHRpb25zIiwiY2xpZW50SWQiLCJpbml0UmVxdWlyZWQiLCJjbGllbnRTZWNyZXQiLCJsb2dnZXIiLCJpbml0T3B0aW9uYWwiLCJjb25zb2xlIiwibG9nTGV2ZWwiLCJob3N0bmFtZSIsImhvc3QiLCJwb3J0Iiwic3NsIiwiY3VzdG9tQXBwSWQiLCJjdXN0b21BcHBWZXJzaW9uIiwibmV0d29yayIsImh0dHBzIiwiaHR0cCIsInJlc3VsdCIsIkFyZ3VtZW50RXJyb3IiLCJjb25jYXQiLCJmYWxsYmFjayIsInVuZGVmaW5lZCIsImVudktleSIsInJlcGxhY2UiLCJjIiwidG9Mb3dlckNhc2UiLCJ0b1VwcGVyQ2FzZSIsInByb2Nlc3MiLCJlbnYiLCJyZWNvZ25pemVkT3B0aW9ucyIsImtleXMiLCJmb3JFYWNoIiwid2FybiIsImxvZyIsIl9FcnJvciIsIm1lc3NhZ2UiLCJfdGhpcyIsIm5hbWUiLCJFcnJvciIsIl9kZWZhdWx0IiwiZXhwb3J0cyIsIm1vZHVsZSIsImRlZmF1bHQiXSwic291cmNlcyI6WyIuLi8uLi8uLi9zcmMvYW1hZGV1cy9jbGllbnQvdmFsaWRhdG9yLmpzIl0sInNvdXJjZXNDb250ZW50IjpbImltcG9ydCBodHRwcyAgICAgZnJvbSAnaHR0cHMnO1xuaW1wb3J0IGh0dHAgICAgICBmcm9tICdodHRwJztcblxuY29uc3QgSE9TVFMgPSB7XG4gICd0ZXN0JyAgICAgICA6ICd0ZXN0LmFwaS5hbWFkZXVzLmNvbScsXG4gICdwcm9kdWN0aW9uJyA6ICdhcGkuYW1hZGV1cy5jb20nXG59O1xuXG5jb25zdCBSRUNPR05JWkVEX09QVElPTlMgPSBbXG4gICdjbGllbnRJZCcsXG4gICdjbGllbnRTZWNyZXQnLFxuICAnbG9nZ2VyJyxcbiAgJ2xvZ0xldmVsJyxcbiAgJ2hvc3RuYW1lJyxcbiAgJ2hvc3QnLFxuICAnY3VzdG9tQXBwSWQnLFxuICAnY3VzdG9tQXBwVmVyc2lvbicsXG4gICdodHRwJyxcbiAgJ3NzbCcsXG4gICdwb3J0J1xuXTtcblxuLyoqXG4gKiBIZWxwZXIgY2xhc3MgZm9yIHZhbGlkYXRpbmcgcGFyYW1ldGVyc1xuICogQHByb3RlY3RlZFxuICovXG5jbGFzcyBWYWxpZGF0b3Ige1xuXG4gIC8qKlxuICAgKiBJbml0aWFsaXNlIHRoZSBjbGllbnQncyBkZWZhdWx0IHZhbHVlLCBlbnN1cmluZyB0aGUgcmVxdWlyZWQgdmFsdWVzIGFyZVxuICAgKiBwcmVzZW50XG4gICAqXG4gICAqIEBwYXJhbSAge0NsaWVudH0gY2xpZW50IHRoZSBjbGllbnQgb2JqZWN0IHRvIHNldCB0aGUgZGVmYXVsdHMgZm9yXG4gICAqIEBwYXJhbSAge09iamVjdH0gb3B0aW9ucyB0aGUgYXNzb2NpYXRpdmUgYXJyYXkgb2Ygb3B0aW9ucyBwYXNzZWQgdG8gdGhlXG4gICAqICBjbGllbnQgb24gaW5pdGlhbGl6YXRpb25cbiAgICovXG4gIHZhbGlkYXRlQW5kSW5pdGlhbGl6ZShjbGllbnQsIG9wdGlvbnMpIHtcbiAgICB0aGlzLmluaXRpYWxpemVDbGllbnRDcmVkZW50aWFscyhjbGllbnQsIG9wdGlvbnMpO1xuICAgIHRoaXMuaW5pdGlhbGl6ZUxvZ2dlcihjbGllbnQsIG9wdGlvbnMpO1xuICAgIHRoaXMuaW5pdGlhbGl6ZUhvc3QoY2xpZW50LCBvcHRpb25zKTtcbiAgICB0aGlzLmluaXRpYWxpemVDdXN0b21BcHAoY2xpZW50LCBvcHRpb25zKTtcbiAgICB0aGlzLmluaXRpYWxpemVIdHRwKGNsaWVudCwgb3B0aW9ucyk7XG5cbiAgICB0aGlzLndhcm5PblVucmVjb2duaXplZE9wdGlvbnMob3B0aW9ucywgY2xpZW50LCBSRUNPR05JWkVEX09QVElPTlMpO1xuICB9XG5cbiAgLy8gUFJJVkFURVxuXG4gIGluaXRpYWxpemVDbGllbnRDcmVkZW50aWFscyhjbGllbnQsIG9wdGlvbnMpIHtcbiAgICBjbGllbnQuY2xpZW50SWQgPSB0aGlzLmluaXRSZXF1aXJlZCgnY2xpZW50SWQnLCBvcHRpb25zKTtcbiAgICBjbGllbnQuY2xpZW50U2VjcmV0ID0gdGhpcy5pbml0UmVxdWlyZWQoJ2NsaWVudFNlY3JldCcsIG9wdGlvbnMpO1xuICB9XG5cbiAgaW5pdGlhbGl6ZUxvZ2dlcihjbGllbnQsIG9wdGlvbnMpIHtcbiAgICBjbGllbnQubG9nZ2VyICAgID0gdGhpcy5pbml0T3B0aW9uYWwoJ2xvZ2dlcicsIG9wdGlvbnMsIGNvbnNvbGUpO1xuICAgIGNsaWVudC5sb2dMZXZlbCA9IHRoaXMuaW5pdE9wdGlvbmFsKCdsb2dMZXZlbCcsIG9wdGlvbnMsICdzaWxlbnQnKTtcbiAgfVxuXG4gIGluaXRpYWxpemVIb3N0KGNsaWVudCwgb3B0aW9ucykge1xuICAgIGxldCBob3N0bmFtZSA9IHRoaXMuaW5pdE9wdGlvbmFsKCdob3N0bmFtZScsIG9wdGlvbnMsICd0ZXN0Jyk7XG4gICAgY2xpZW50Lmhvc3QgID0gdGhpcy5pbml0T3B0aW9uYWwoJ2hvc3QnLCBvcHRpb25zLCBIT1NUU1tob3N0bmFtZV0pO1xuICAgIGNsaWVudC5wb3J0ICA9IHRoaXMuaW5pdE9wdGlvbmFsKCdwb3J0Jywgb3B0aW9ucywgNDQzKTtcbiAgICBjbGllbnQuc3NsICAgPSB0aGlzLmluaXRPcHRpb25hbCgnc3NsJywgb3B0aW9ucywgdHJ1ZSk7XG4gIH1cblxuICBpbml0aWFsaXplQ3VzdG9tQXBwKGNsaWVudCwgb3B0aW9ucykge1xuICAgIGNsaWVudC5jdXN0b21BcHBJZCA9IHRoaXMuaW5pdE9wdGlvbmFsKCdjdXN0b21BcHBJZCcsIG9wdGlvbnMpO1xuICAgIGNsaWVudC5jdXN0b21BcHBWZXJzaW9uID0gdGhpcy5pbml0T3B0aW9uYWwoJ2N1c3RvbUFwcFZlcnNpb24nLCBvcHRpb25zKTtcbiAgfVxuXG4gIGluaXRpYWxpemVIdHRwKGNsaWVudCwgb3B0aW9ucykge1xuICAgIGxldCBuZXR3b3JrID0gY2xpZW50LnNzbCA/IGh0dHBzIDogaHR0cDtcbiAgICBjbGllbnQuaHR0cCA9IHRoaXMuaW5pdE9wdGlvbmFsKCdodHRwJywgb3B0aW9ucywgbmV0d29yayk7XG4gIH1cblxuICBpbml0UmVxdWlyZWQoa2V5LCBvcHRpb25zKSB7XG4gICAgbGV0IHJlc3VsdCA9IHRoaXMuaW5pdE9wdGlvbmFsKGtleSwgb3B0aW9ucyk7XG4gICAgaWYgKCFyZXN1bHQpIHRocm93IG5ldyBBcmd1bWVudEVycm9yKGBNaXNzaW5nIHJlcXVpcmVkIGFyZ3VtZW50OiAke2tleX1gKTtcbiAgICByZXR1cm4gcmVzdWx0O1xuICB9XG5cbiAgaW5pdE9wdGlvbmFsKGtleSwgb3B0aW9ucywgZmFsbGJhY2sgPSBudWxsKSB7XG4gICAgLy9FbnYgdmFyaWFibGVzIG5hbWVzIGV4cGVjdGVkIHRvIGJlIGluIFNOQUtFX0NBU0UgYW5kIHVwcGVyY2FzZVxuICAgIGxldCBlbnZLZXkgPSBgQU1BREVVU18ke2tleS5yZXBsYWNlKC9bQS1aXS9nLCBjID0+IGBfJHtjLnRvTG93ZXJDYXNlKCl9YCkudG9VcHBlckNhc2UoKX1gO1xuICAgIGxldCB2YWx1ZSA9IG9wdGlvbnNba2V5XSB8fCBwcm9jZXNzLmVudltlbnZLZXldIHx8IGZhbGxiYWNrO1xuICAgIHJldHVybiB2YWx1ZTtcbiAgfVxuXG4gIHdhcm5PblVucmVjb2duaXplZE9wdGlvbnMob3B0aW9ucywgY2xpZW50LCByZWNvZ25pemVkT3B0aW9ucykge1xuICAgIE9iamVjdC5rZXlzKG9wdGlvbnMpLmZvckVhY2goKGtleSkgPT4ge1xuICAgICAgaWYgKHJlY29nbml6ZWRPcHRpb25zLmluZGV4T2Yoa2V5KSA9PT0gLTEgJiYgY2xpZW50Lndhcm4oKSkge1xuICAgICAgICBjbGllbnQubG9nZ2VyLmxvZyhgVW5yZWNvZ25pemVkIG9wdGlvbjogJHtrZXl9YCk7XG4gICAgICB9XG4gICAgfSk7XG4gICAgcmV0dXJuIG51bGw7XG4gIH1cbn1cblxuLy8gUFJJVkFURVxuXG5jbGFzcyBBcmd1bWVudEVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICBjb25zdHJ1Y3RvcihtZXNzYWdlKSB7XG4gICAgc3VwZXIobWVzc2FnZSk7XG4gICAgdGhpcy5uYW1lID0gJ0FyZ3VtZW50RXJyb3InO1xuICB9XG59XG5cbmV4cG9ydCBkZWZhdWx0IFZhbGlkYXRvcjtcbiJdLCJtYXBwaW5ncyI6Ijs7Ozs7O0FBQUEsSUFBQUEsTUFBQSxHQUFBQyxzQkFBQSxDQUFBQyxPQUFBO0FBQ0EsSUFBQUMsS0FBQSxHQUFBRixzQkFBQSxDQUFBQyxPQUFBO0FBQTZCLFNBQUFELHVCQUFBRyxDQUFBLFdBQUFBLENBQUEsSUFBQUEsQ0FBQSxDQUFBQyxVQUFBLEdBQUFELENBQUEsZ0JBQUFBLENBQUE7QUFBQSxTQUFBRSxXQUFBQyxDQUFBLEVBQUFDLENBQUEsRUFBQUosQ0FBQSxXQUFBSSxDQUFBLEdBQUFDLGVBQUEsQ0FBQUQsQ0FBQSxHQUFBRSwwQkFBQSxDQUFBSCxDQUFBLEVBQUFJLHlCQUFBLEtBQUFDLE9BQUEsQ0FBQUMsU0FBQSxDQUFBTCxDQUFBLEVBQUFKLENBQUEsUUFBQUssZUFBQSxDQUFBRixDQUFBLEVBQUFPLFdBQUEsSUFBQU4sQ0FBQSxDQUFBTyxLQUFBLENBQUFSLENBQUEsRUFBQUgsQ0FBQTtBQUFBLFNBQUFNLDJCQUFBSCxDQUFBLEVBQUFILENBQUEsUUFBQUEsQ0FBQSxpQkFBQVksT0FBQSxDQUFBWixDQUFBLDBCQUFBQSxDQUFBLFVBQUFBLENBQUEsaUJBQUFBLENBQUEsWUFBQWEsU0FBQSxxRUFBQUMsc0JBQUEsQ0FBQVgsQ0FBQTtBQUFBLFNBQUFXLHVCQUFBZCxDQUFBLG1CQUFBQSxDQUFBLFlBQUFlLGNBQUEsc0VBQUFmLENBQUE7QUFBQSxTQUFBZ0IsVUFBQWIsQ0FBQSxFQUFBSCxDQUFBLDZCQUFBQSxDQUFBLGFBQUFBLENBQUEsWUFBQWEsU0FBQSx3REFBQVYsQ0FBQSxDQUFBYyxTQUFBLEdBQUFDLE1BQUEsQ0FBQUMsTUFBQSxDQUFBbkIsQ0FBQSxJQUFBQSxDQUFBLENBQUFpQixTQUFBLElBQUFQLFdBQUEsSUFBQVUsS0FBQSxFQUFBakIsQ0FBQSxFQUFBa0IsUUFBQSxNQUFBQyxZQUFBLFdBQUFKLE1BQUEsQ0FBQUssY0FBQSxDQUFBcEIsQ0FBQSxpQkFBQWtCLFFBQUEsU0FBQXJCLENBQUEsSUFBQXdCLGVBQUEsQ0FBQXJCLENBQUEsRUFBQUgsQ0FBQTtBQUFBLFNBQUF5QixpQkFBQXRCLENBQUEsUUFBQXVCLENBQUEsd0JBQUFDLEdBQUEsT0FBQUEsR0FBQSxvQkFBQUYsZ0JBQUEsWUFBQUEsaUJBQUF0QixDQUFBLGlCQUFBQSxDQUFBLEtBQUF5QixpQkFBQSxDQUFBekIsQ0FBQSxVQUFBQSxDQUFBLDJCQUFBQSxDQUFBLFlBQUFVLFNBQUEsdUVBQUFhLENBQUEsUUFBQUEsQ0FBQSxDQUFBRyxHQUFBLENBQUExQixDQUFBLFVBQUF1QixDQUFBLENBQUFJLEdBQUEsQ0FBQTNCLENBQUEsR0FBQXVCLENBQUEsQ0FBQUssR0FBQSxDQUFBNUIsQ0FBQSxFQUFBNkIsT0FBQSxjQUFBQSxRQUFBLFdBQUFDLFVBQUEsQ0FBQTlCLENBQUEsRUFBQStCLFNBQUEsRUFBQTdCLGVBQUEsT0FBQUssV0FBQSxZQUFBc0IsT0FBQSxDQUFBZixTQUFBLEdBQUFDLE1BQUEsQ0FBQUMsTUFBQSxDQUFBaEIsQ0FBQSxDQUFBYyxTQUFBLElBQUFQLFdBQUEsSUFBQVUsS0FBQSxFQUFBWSxPQUFBLEVBQUFHLFVBQUEsTUFBQWQsUUFBQSxNQUFBQyxZQUFBLFdBQUFFLGVBQUEsQ0FBQVEsT0FBQSxFQUFBN0IsQ0FBQSxNQUFBc0IsZ0JBQUEsQ0FBQXRCLENBQUE7QUFBQSxTQUFBOEIsV0FBQTlCLENBQUEsRUFBQUgsQ0FBQSxFQUFBMEIsQ0FBQSxRQUFBbkIseUJBQUEsV0FBQUMsT0FBQSxDQUFBQyxTQUFBLENBQUFFLEtBQUEsT0FBQXVCLFNBQUEsT0FBQTlCLENBQUEsV0FBQUEsQ0FBQSxDQUFBZ0MsSUFBQSxDQUFBekIsS0FBQSxDQUFBUCxDQUFBLEVBQUFKLENBQUEsT0FBQXFDLENBQUEsUUFBQWxDLENBQUEsQ0FBQW1DLElBQUEsQ0FBQTNCLEtBQUEsQ0FBQVIsQ0FBQSxFQUFBQyxDQUFBLGFBQUFzQixDQUFBLElBQUFGLGVBQUEsQ0FBQWEsQ0FBQSxFQUFBWCxDQUFBLENBQUFULFNBQUEsR0FBQW9CLENBQUE7QUFBQSxTQUFBOUIsMEJBQUEsY0FBQUosQ0FBQSxJQUFBb0MsT0FBQSxDQUFBdEIsU0FBQSxDQUFBdUIsT0FBQSxDQUFBQyxJQUFBLENBQUFqQyxPQUFBLENBQUFDLFNBQUEsQ0FBQThCLE9BQUEsaUNBQUFwQyxDQUFBLGFBQUFJLHlCQUFBLFlBQUFBLDBCQUFBLGFBQUFKLENBQUE7QUFBQSxTQUFBeUIsa0JBQUF6QixDQUFBLHdCQUFBdUMsUUFBQSxDQUFBQyxRQUFBLENBQUFGLElBQUEsQ0FBQXRDLENBQUEsRUFBQXlDLE9BQUEsNEJBQUFDLENBQUEsZ0NBQUExQyxDQUFBO0FBQUEsU0FBQXFCLGdCQUFBckIsQ0FBQSxFQUFBSCxDQUFBLFdBQUF3QixlQUFBLEdBQUFOLE1BQUEsQ0FBQTRCLGNBQUEsR0FBQTVCLE1BQUEsQ0FBQTRCLGNBQUEsQ0FBQVIsSUFBQSxlQUFBbkMsQ0FBQSxFQUFBSCxDQUFBLFdBQUFHLENBQUEsQ0FBQTRDLFNBQUEsR0FBQS9DLENBQUEsRUFBQUcsQ0FBQSxLQUFBcUIsZUFBQSxDQUFBckIsQ0FBQSxFQUFBSCxDQUFBO0FBQUEsU0FBQUssZ0JBQUFGLENBQUEsV0FBQUUsZUFBQSxHQUFBYSxNQUFBLENBQUE0QixjQUFBLEdBQUE1QixNQUFBLENBQUE4QixjQUFBLENBQUFWLElBQUEsZUFBQW5DLENBQUEsV0FBQUEsQ0FBQSxDQUFBNEMsU0FBQSxJQUFBN0IsTUFBQSxDQUFBOEIsY0FBQSxDQUFBN0MsQ0FBQSxNQUFBRSxlQUFBLENBQUFGLENBQUE7QUFBQSxTQUFBUyxRQUFBUixDQUFBLHNDQUFBUSxPQUFBLHdCQUFBcUMsTUFBQSx1QkFBQUEsTUFBQSxDQUFBQyxRQUFBLGFBQUE5QyxDQUFBLGtCQUFBQSxDQUFBLGdCQUFBQSxDQUFBLFdBQUFBLENBQUEseUJBQUE2QyxNQUFBLElBQUE3QyxDQUFBLENBQUFNLFdBQUEsS0FBQXVDLE1BQUEsSUFBQTdDLENBQUEsS0FBQTZDLE1BQUEsQ0FBQWhDLFNBQUEscUJBQUFiLENBQUEsS0FBQVEsT0FBQSxDQUFBUixDQUFBO0FBQUEsU0FBQStDLGdCQUFBQyxDQUFBLEVBQUFQLENBQUEsVUFBQU8sQ0FBQSxZQUFBUCxDQUFBLGFBQUFoQyxTQUFBO0FBQUEsU0FBQXdDLGtCQUFBckQsQ0FBQSxFQUFBMEIsQ0FBQSxhQUFBdkIsQ0FBQSxNQUFBQSxDQUFBLEdBQUF1QixDQUFBLENBQUE0QixNQUFBLEVBQUFuRCxDQUFBLFVBQUFDLENBQUEsR0FBQXNCLENBQUEsQ0FBQXZCLENBQUEsR0FBQUMsQ0FBQSxDQUFBK0IsVUFBQSxHQUFBL0IsQ0FBQSxDQUFBK0IsVUFBQSxRQUFBL0IsQ0FBQSxDQUFBa0IsWUFBQSxrQkFBQWxCLENBQUEsS0FBQUEsQ0FBQSxDQUFBaUIsUUFBQSxRQUFBSCxNQUFBLENBQUFLLGNBQUEsQ0FBQXZCLENBQUEsRUFBQXVELGNBQUEsQ0FBQW5ELENBQUEsQ0FBQW9ELEdBQUEsR0FBQXBELENBQUE7QUFBQSxTQUFBcUQsYUFBQXpELENBQUEsRUFBQTBCLENBQUEsRUFBQXZCLENBQUEsV0FBQXVCLENBQUEsSUFBQTJCLGlCQUFBLENBQUFyRCxDQUFBLENBQUFpQixTQUFBLEVBQUFTLENBQUEsR0FBQXZCLENBQUEsSUFBQWtELGlCQUFBLENBQUFyRCxDQUFBLEVBQUFHLENBQUEsR0FBQWUsTUFBQSxDQUFBSyxjQUFBLENBQUF2QixDQUFBLGlCQUFBcUIsUUFBQSxTQUFBckIsQ0FBQTtBQUFBLFNBQUF1RCxlQUFBcEQsQ0FBQSxRQUFBdUQsQ0FBQSxHQUFBQyxZQUFBLENBQUF4RCxDQUFBLGdDQUFBUyxPQUFBLENBQUE4QyxDQUFBLElBQUFBLENBQUEsR0FBQUEsQ0FBQTtBQUFBLFNBQUFDLGFBQUF4RCxDQUFBLEVBQUF1QixDQUFBLG9CQUFBZCxPQUFBLENBQUFULENBQUEsTUFBQUEsQ0FBQSxTQUFBQSxDQUFBLE1BQUFILENBQUEsR0FBQUcsQ0FBQSxDQUFBOEMsTUFBQSxDQUFBVyxXQUFBLGtCQUFBNUQsQ0FBQSxRQUFBMEQsQ0FBQSxHQUFBMUQsQ0FBQSxDQUFBeUMsSUFBQSxDQUFBdEMsQ0FBQSxFQUFBdUIsQ0FBQSxnQ0FBQWQsT0FBQSxDQUFBOEMsQ0FBQSxVQUFBQSxDQUFBLFlBQUE3QyxTQUFBLHlFQUFBYSxDQUFBLEdBQUFtQyxNQUFBLEdBQUFDLE1BQUEsRUFBQTNELENBQUE7QUFFN0IsSUFBTTRELEtBQUssR0FBRztFQUNaLE1BQU0sRUFBUyxzQkFBc0I7RUFDckMsWUFBWSxFQUFHO0FBQ2pCLENBQUM7QUFFRCxJQUFNQyxrQkFBa0IsR0FBRyxDQUN6QixVQUFVLEVBQ1YsY0FBYyxFQUNkLFFBQVEsRUFDUixVQUFVLEVBQ1YsVUFBVSxFQUNWLE1BQU0sRUFDTixhQUFhLEVBQ2Isa0JBQWtCLEVBQ2xCLE1BQU0sRUFDTixLQUFLLEVBQ0wsTUFBTSxDQUNQOztBQUVEO0FBQ0E7QUFDQTtBQUNBO0FBSEEsSUFJTUMsU0FBUztFQUFBLFNBQUFBLFVBQUE7SUFBQWQsZUFBQSxPQUFBYyxTQUFBO0VBQUE7RUFBQSxPQUFBUixZQUFBLENBQUFRLFNBQUE7SUFBQVQsR0FBQTtJQUFBcEMsS0FBQTtJQUViO0FBQ0Y7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBQ0E7SUFDRSxTQUFBOEMscUJBQXFCQSxDQUFDQyxNQUFNLEVBQUVDLE9BQU8sRUFBRTtNQUNyQyxJQUFJLENBQUNDLDJCQUEyQixDQUFDRixNQUFNLEVBQUVDLE9BQU8sQ0FBQztNQUNqRCxJQUFJLENBQUNFLGdCQUFnQixDQUFDSCxNQUFNLEVBQUVDLE9BQU8sQ0FBQztNQUN0QyxJQUFJLENBQUNHLGNBQWMsQ0FBQ0osTUFBTSxFQUFFQyxPQUFPLENBQUM7TUFDcEMsSUFBSSxDQUFDSSxtQkFBbUIsQ0FBQ0wsTUFBTSxFQUFFQyxPQUFPLENBQUM7TUFDekMsSUFBSSxDQUFDSyxjQUFjLENBQUNOLE1BQU0sRUFBRUMsT0FBTyxDQUFDO01BRXBDLElBQUksQ0FBQ00seUJBQXlCLENBQUNOLE9BQU8sRUFBRUQsTUFBTSxFQUFFSCxrQkFBa0IsQ0FBQztJQUNyRTs7SUFFQTtFQUFBO0lBQUFSLEdBQUE7SUFBQXBDLEtBQUEsRUFFQSxTQUFBaUQsMkJBQTJCQSxDQUFDRixNQUFNLEVBQUVDLE9BQU8sRUFBRTtNQUMzQ0QsTUFBTSxDQUFDUSxRQUFRLEdBQUcsSUFBSSxDQUFDQyxZQUFZLENBQUMsVUFBVSxFQUFFUixPQUFPLENBQUM7TUFDeERELE1BQU0sQ0FBQ1UsWUFBWSxHQUFHLElBQUksQ0FBQ0QsWUFBWSxDQUFDLGNBQWMsRUFBRVIsT0FBTyxDQUFDO0lBQ2xFO0VBQUM7SUFBQVosR0FBQTtJQUFBcEMsS0FBQSxFQUVELFNBQUFrRCxnQkFBZ0JBLENBQUNILE1BQU0sRUFBRUMsT0FBTyxFQUFFO01BQ2hDRCxNQUFNLENBQUNXLE1BQU0sR0FBTSxJQUFJLENBQUNDLFlBQVksQ0FBQyxRQUFRLEVBQUVYLE9BQU8sRUFBRVksT0FBTyxDQUFDO01BQ2hFYixNQUFNLENBQUNjLFFBQVEsR0FBRyxJQUFJLENBQUNGLFlBQVksQ0FBQyxVQUFVLEVBQUVYLE9BQU8sRUFBRSxRQUFRLENBQUM7SUFDcEU7RUFBQztJQUFBWixHQUFBO0lBQUFwQyxLQUFBLEVBRUQsU0FBQW1ELGNBQWNBLENBQUNKLE1BQU0sRUFBRUMsT0FBTyxFQUFFO01BQzlCLElBQUljLFFBQVEsR0FBRyxJQUFJLENBQUNILFlBQVksQ0FBQyxVQUFVLEVBQUVYLE9BQU8sRUFBRSxNQUFNLENBQUM7TUFDN0RELE1BQU0sQ0FBQ2dCLElBQUksR0FBSSxJQUFJLENBQUNKLFlBQVksQ0FBQyxNQUFNLEVBQUVYLE9BQU8sRUFBRUwsS0FBSyxDQUFDbUIsUUFBUSxDQUFDLENBQUM7TUFDbEVmLE1BQU0sQ0FBQ2lCLElBQUksR0FBSSxJQUFJLENBQUNMLFlBQVksQ0FBQyxNQUFNLEVBQUVYLE9BQU8sRUFBRSxHQUFHLENBQUM7TUFDdERELE1BQU0sQ0FBQ2tCLEdBQUcsR0FBSyxJQUFJLENBQUNOLFlBQVksQ0FBQyxLQUFLLEVBQUVYLE9BQU8sRUFBRSxJQUFJLENBQUM7SUFDeEQ7RUFBQztJQUFBWixHQUFBO0lBQUFwQyxLQUFBLEVBRUQsU0FBQW9ELG1CQUFtQkEsQ0FBQ0wsTUFBTSxFQUFFQyxPQUFPLEVBQUU7TUFDbkNELE1BQU0sQ0FBQ21CLFdBQVcsR0FBRyxJQUFJLENBQUNQLFlBQVksQ0FBQyxhQUFhLEVBQUVYLE9BQU8sQ0FBQztNQUM5REQsTUFBTSxDQUFDb0IsZ0JBQWdCLEdBQUcsSUFBSSxDQUFDUixZQUFZLENBQUMsa0JBQWtCLEVBQUVYLE9BQU8sQ0FBQztJQUMxRTtFQUFDO0lBQUFaLEdBQUE7SUFBQXBDLEtBQUEsRUFFRCxTQUFBcUQsY0FBY0EsQ0FBQ04sTUFBTSxFQUFFQyxPQUFPLEVBQUU7TUFDOUIsSUFBSW9CLE9BQU8sR0FBR3JCLE1BQU0sQ0FBQ2tCLEdBQUcsR0FBR0ksaUJBQUssR0FBR0MsZ0JBQUk7TUFDdkN2QixNQUFNLENBQUN1QixJQUFJLEdBQUcsSUFBSSxDQUFDWCxZQUFZLENBQUMsTUFBTSxFQUFFWCxPQUFPLEVBQUVvQixPQUFPLENBQUM7SUFDM0Q7RUFBQztJQUFBaEMsR0FBQTtJQUFBcEMsS0FBQSxFQUVELFNBQUF3RCxZQUFZQSxDQUFDcEIsR0FBRyxFQUFFWSxPQUFPLEVBQUU7TUFDekIsSUFBSXVCLE1BQU0sR0FBRyxJQUFJLENBQUNaLFlBQVksQ0FBQ3ZCLEdBQUcsRUFBRVksT0FBTyxDQUFDO01BQzVDLElBQUksQ0FBQ3VCLE1BQU0sRUFBRSxNQUFNLElBQUlDLGFBQWEsK0JBQUFDLE1BQUEsQ0FBK0JyQyxHQUFHLENBQUUsQ0FBQztNQUN6RSxPQUFPbUMsTUFBTTtJQUNmO0VBQUM7SUFBQW5DLEdBQUE7SUFBQXBDLEtBQUEsRUFFRCxTQUFBMkQsWUFBWUEsQ0FBQ3ZCLEdBQUcsRUFBRVksT0FBTyxFQUFtQjtNQUFBLElBQWpCMEIsUUFBUSxHQUFBNUQsU0FBQSxDQUFBb0IsTUFBQSxRQUFBcEIsU0FBQSxRQUFBNkQsU0FBQSxHQUFBN0QsU0FBQSxNQUFHLElBQUk7TUFDeEM7TUFDQSxJQUFJOEQsTUFBTSxjQUFBSCxNQUFBLENBQWNyQyxHQUFHLENBQUN5QyxPQUFPLENBQUMsUUFBUSxFQUFFLFVBQUFDLENBQUM7UUFBQSxXQUFBTCxNQUFBLENBQVFLLENBQUMsQ0FBQ0MsV0FBVyxDQUFDLENBQUM7TUFBQSxDQUFFLENBQUMsQ0FBQ0MsV0FBVyxDQUFDLENBQUMsQ0FBRTtNQUN6RixJQUFJaEYsS0FBSyxHQUFHZ0QsT0FBTyxDQUFDWixHQUFHLENBQUMsSUFBSTZDLE9BQU8sQ0FBQ0MsR0FBRyxDQUFDTixNQUFNLENBQUMsSUFBSUYsUUFBUTtNQUMzRCxPQUFPMUUsS0FBSztJQUNkO0VBQUM7SUFBQW9DLEdBQUE7SUFBQXBDLEtBQUEsRUFFRCxTQUFBc0QseUJBQXlCQSxDQUFDTixPQUFPLEVBQUVELE1BQU0sRUFBRW9DLGlCQUFpQixFQUFFO01BQzVEckYsTUFBTSxDQUFDc0YsSUFBSSxDQUFDcEMsT0FBTyxDQUFDLENBQUNxQyxPQUFPLENBQUMsVUFBQ2pELEdBQUcsRUFBSztRQUNwQyxJQUFJK0MsaUJBQWlCLENBQUMzRCxPQUFPLENBQUNZLEdBQUcsQ0FBQyxLQUFLLENBQUMsQ0FBQyxJQUFJVyxNQUFNLENBQUN1QyxJQUFJLENBQUMsQ0FBQyxFQUFFO1VBQzFEdkMsTUFBTSxDQUFDVyxNQUFNLENBQUM2QixHQUFHLHlCQUFBZCxNQUFBLENBQXlCckMsR0FBRyxDQUFFLENBQUM7UUFDbEQ7TUFDRixDQUFDLENBQUM7TUFDRixPQUFPLElBQUk7SUFDYjtFQUFDO0FBQUEsS0FHSDtBQUFBLElBRU1vQyxhQUFhLDBCQUFBZ0IsTUFBQTtFQUNqQixTQUFBaEIsY0FBWWlCLE9BQU8sRUFBRTtJQUFBLElBQUFDLEtBQUE7SUFBQTNELGVBQUEsT0FBQXlDLGFBQUE7SUFDbkJrQixLQUFBLEdBQUE1RyxVQUFBLE9BQUEwRixhQUFBLEdBQU1pQixPQUFPO0lBQ2JDLEtBQUEsQ0FBS0MsSUFBSSxHQUFHLGVBQWU7SUFBQyxPQUFBRCxLQUFBO0VBQzlCO0VBQUM5RixTQUFBLENBQUE0RSxhQUFBLEVBQUFnQixNQUFBO0VBQUEsT0FBQW5ELFlBQUEsQ0FBQW1DLGFBQUE7QUFBQSxlQUFBbkUsZ0JBQUEsQ0FKeUJ1RixLQUFLO0FBQUEsSUFBQUMsUUFBQSxHQUFBQyxPQUFBLGNBT2xCakQsU0FBUztBQUFBa0QsTUFBQSxDQUFBRCxPQUFBLEdBQUFBLE9BQUEsQ0FBQUUsT0FBQSIsImlnbm9yZUxpc3QiOltdfQ==