'use strict';

Object.defineProperty(exports, '__esModule', { value: true });

var fetch$1 = require('cross-fetch');
require('es6-promise');
var Cookies = require('js-cookie');
var throttledQueue = require('throttled-queue');
var inflected = require('inflected');
var FormData$1 = require('form-data');

function _interopDefaultLegacy (e) { return e && typeof e === 'object' && 'default' in e ? e : { 'default': e }; }

var fetch__default = /*#__PURE__*/_interopDefaultLegacy(fetch$1);
var Cookies__default = /*#__PURE__*/_interopDefaultLegacy(Cookies);
var throttledQueue__default = /*#__PURE__*/_interopDefaultLegacy(throttledQueue);
var FormData__default = /*#__PURE__*/_interopDefaultLegacy(FormData$1);

function ownKeys(object, enumerableOnly) {
  var keys = Object.keys(object);
  if (Object.getOwnPropertySymbols) {
    var symbols = Object.getOwnPropertySymbols(object);
    enumerableOnly && (symbols = symbols.filter(function (sym) {
      return Object.getOwnPropertyDescriptor(object, sym).enumerable;
    })), keys.push.apply(keys, symbols);
  }
  return keys;
}
function _objectSpread2(target) {
  for (var i = 1; i < arguments.length; i++) {
    var source = null != arguments[i] ? arguments[i] : {};
    i % 2 ? ownKeys(Object(source), !0).forEach(function (key) {
      _defineProperty(target, key, source[key]);
    }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(target, Object.getOwnPropertyDescriptors(source)) : ownKeys(Object(source)).forEach(function (key) {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key));
    });
  }
  return target;
}
function _regeneratorRuntime() {
  _regeneratorRuntime = function () {
    return exports;
  };
  var exports = {},
    Op = Object.prototype,
    hasOwn = Op.hasOwnProperty,
    defineProperty = Object.defineProperty || function (obj, key, desc) {
      obj[key] = desc.value;
    },
    $Symbol = "function" == typeof Symbol ? Symbol : {},
    iteratorSymbol = $Symbol.iterator || "@@iterator",
    asyncIteratorSymbol = $Symbol.asyncIterator || "@@asyncIterator",
    toStringTagSymbol = $Symbol.toStringTag || "@@toStringTag";
  function define(obj, key, value) {
    return Object.defineProperty(obj, key, {
      value: value,
      enumerable: !0,
      configurable: !0,
      writable: !0
    }), obj[key];
  }
  try {
    define({}, "");
  } catch (err) {
    define = function (obj, key, value) {
      return obj[key] = value;
    };
  }
  function wrap(innerFn, outerFn, self, tryLocsList) {
    var protoGenerator = outerFn && outerFn.prototype instanceof Generator ? outerFn : Generator,
      generator = Object.create(protoGenerator.prototype),
      context = new Context(tryLocsList || []);
    return defineProperty(generator, "_invoke", {
      value: makeInvokeMethod(innerFn, self, context)
    }), generator;
  }
  function tryCatch(fn, obj, arg) {
    try {
      return {
        type: "normal",
        arg: fn.call(obj, arg)
      };
    } catch (err) {
      return {
        type: "throw",
        arg: err
      };
    }
  }
  exports.wrap = wrap;
  var ContinueSentinel = {};
  function Generator() {}
  function GeneratorFunction() {}
  function GeneratorFunctionPrototype() {}
  var IteratorPrototype = {};
  define(IteratorPrototype, iteratorSymbol, function () {
    return this;
  });
  var getProto = Object.getPrototypeOf,
    NativeIteratorPrototype = getProto && getProto(getProto(values([])));
  NativeIteratorPrototype && NativeIteratorPrototype !== Op && hasOwn.call(NativeIteratorPrototype, iteratorSymbol) && (IteratorPrototype = NativeIteratorPrototype);
  var Gp = GeneratorFunctionPrototype.prototype = Generator.prototype = Object.create(IteratorPrototype);
  function defineIteratorMethods(prototype) {
    ["next", "throw", "return"].forEach(function (method) {
      define(prototype, method, function (arg) {
        return this._invoke(method, arg);
      });
    });
  }
  function AsyncIterator(generator, PromiseImpl) {
    function invoke(method, arg, resolve, reject) {
      var record = tryCatch(generator[method], generator, arg);
      if ("throw" !== record.type) {
        var result = record.arg,
          value = result.value;
        return value && "object" == typeof value && hasOwn.call(value, "__await") ? PromiseImpl.resolve(value.__await).then(function (value) {
          invoke("next", value, resolve, reject);
        }, function (err) {
          invoke("throw", err, resolve, reject);
        }) : PromiseImpl.resolve(value).then(function (unwrapped) {
          result.value = unwrapped, resolve(result);
        }, function (error) {
          return invoke("throw", error, resolve, reject);
        });
      }
      reject(record.arg);
    }
    var previousPromise;
    defineProperty(this, "_invoke", {
      value: function (method, arg) {
        function callInvokeWithMethodAndArg() {
          return new PromiseImpl(function (resolve, reject) {
            invoke(method, arg, resolve, reject);
          });
        }
        return previousPromise = previousPromise ? previousPromise.then(callInvokeWithMethodAndArg, callInvokeWithMethodAndArg) : callInvokeWithMethodAndArg();
      }
    });
  }
  function makeInvokeMethod(innerFn, self, context) {
    var state = "suspendedStart";
    return function (method, arg) {
      if ("executing" === state) throw new Error("Generator is already running");
      if ("completed" === state) {
        if ("throw" === method) throw arg;
        return doneResult();
      }
      for (context.method = method, context.arg = arg;;) {
        var delegate = context.delegate;
        if (delegate) {
          var delegateResult = maybeInvokeDelegate(delegate, context);
          if (delegateResult) {
            if (delegateResult === ContinueSentinel) continue;
            return delegateResult;
          }
        }
        if ("next" === context.method) context.sent = context._sent = context.arg;else if ("throw" === context.method) {
          if ("suspendedStart" === state) throw state = "completed", context.arg;
          context.dispatchException(context.arg);
        } else "return" === context.method && context.abrupt("return", context.arg);
        state = "executing";
        var record = tryCatch(innerFn, self, context);
        if ("normal" === record.type) {
          if (state = context.done ? "completed" : "suspendedYield", record.arg === ContinueSentinel) continue;
          return {
            value: record.arg,
            done: context.done
          };
        }
        "throw" === record.type && (state = "completed", context.method = "throw", context.arg = record.arg);
      }
    };
  }
  function maybeInvokeDelegate(delegate, context) {
    var methodName = context.method,
      method = delegate.iterator[methodName];
    if (undefined === method) return context.delegate = null, "throw" === methodName && delegate.iterator.return && (context.method = "return", context.arg = undefined, maybeInvokeDelegate(delegate, context), "throw" === context.method) || "return" !== methodName && (context.method = "throw", context.arg = new TypeError("The iterator does not provide a '" + methodName + "' method")), ContinueSentinel;
    var record = tryCatch(method, delegate.iterator, context.arg);
    if ("throw" === record.type) return context.method = "throw", context.arg = record.arg, context.delegate = null, ContinueSentinel;
    var info = record.arg;
    return info ? info.done ? (context[delegate.resultName] = info.value, context.next = delegate.nextLoc, "return" !== context.method && (context.method = "next", context.arg = undefined), context.delegate = null, ContinueSentinel) : info : (context.method = "throw", context.arg = new TypeError("iterator result is not an object"), context.delegate = null, ContinueSentinel);
  }
  function pushTryEntry(locs) {
    var entry = {
      tryLoc: locs[0]
    };
    1 in locs && (entry.catchLoc = locs[1]), 2 in locs && (entry.finallyLoc = locs[2], entry.afterLoc = locs[3]), this.tryEntries.push(entry);
  }
  function resetTryEntry(entry) {
    var record = entry.completion || {};
    record.type = "normal", delete record.arg, entry.completion = record;
  }
  function Context(tryLocsList) {
    this.tryEntries = [{
      tryLoc: "root"
    }], tryLocsList.forEach(pushTryEntry, this), this.reset(!0);
  }
  function values(iterable) {
    if (iterable) {
      var iteratorMethod = iterable[iteratorSymbol];
      if (iteratorMethod) return iteratorMethod.call(iterable);
      if ("function" == typeof iterable.next) return iterable;
      if (!isNaN(iterable.length)) {
        var i = -1,
          next = function next() {
            for (; ++i < iterable.length;) if (hasOwn.call(iterable, i)) return next.value = iterable[i], next.done = !1, next;
            return next.value = undefined, next.done = !0, next;
          };
        return next.next = next;
      }
    }
    return {
      next: doneResult
    };
  }
  function doneResult() {
    return {
      value: undefined,
      done: !0
    };
  }
  return GeneratorFunction.prototype = GeneratorFunctionPrototype, defineProperty(Gp, "constructor", {
    value: GeneratorFunctionPrototype,
    configurable: !0
  }), defineProperty(GeneratorFunctionPrototype, "constructor", {
    value: GeneratorFunction,
    configurable: !0
  }), GeneratorFunction.displayName = define(GeneratorFunctionPrototype, toStringTagSymbol, "GeneratorFunction"), exports.isGeneratorFunction = function (genFun) {
    var ctor = "function" == typeof genFun && genFun.constructor;
    return !!ctor && (ctor === GeneratorFunction || "GeneratorFunction" === (ctor.displayName || ctor.name));
  }, exports.mark = function (genFun) {
    return Object.setPrototypeOf ? Object.setPrototypeOf(genFun, GeneratorFunctionPrototype) : (genFun.__proto__ = GeneratorFunctionPrototype, define(genFun, toStringTagSymbol, "GeneratorFunction")), genFun.prototype = Object.create(Gp), genFun;
  }, exports.awrap = function (arg) {
    return {
      __await: arg
    };
  }, defineIteratorMethods(AsyncIterator.prototype), define(AsyncIterator.prototype, asyncIteratorSymbol, function () {
    return this;
  }), exports.AsyncIterator = AsyncIterator, exports.async = function (innerFn, outerFn, self, tryLocsList, PromiseImpl) {
    void 0 === PromiseImpl && (PromiseImpl = Promise);
    var iter = new AsyncIterator(wrap(innerFn, outerFn, self, tryLocsList), PromiseImpl);
    return exports.isGeneratorFunction(outerFn) ? iter : iter.next().then(function (result) {
      return result.done ? result.value : iter.next();
    });
  }, defineIteratorMethods(Gp), define(Gp, toStringTagSymbol, "Generator"), define(Gp, iteratorSymbol, function () {
    return this;
  }), define(Gp, "toString", function () {
    return "[object Generator]";
  }), exports.keys = function (val) {
    var object = Object(val),
      keys = [];
    for (var key in object) keys.push(key);
    return keys.reverse(), function next() {
      for (; keys.length;) {
        var key = keys.pop();
        if (key in object) return next.value = key, next.done = !1, next;
      }
      return next.done = !0, next;
    };
  }, exports.values = values, Context.prototype = {
    constructor: Context,
    reset: function (skipTempReset) {
      if (this.prev = 0, this.next = 0, this.sent = this._sent = undefined, this.done = !1, this.delegate = null, this.method = "next", this.arg = undefined, this.tryEntries.forEach(resetTryEntry), !skipTempReset) for (var name in this) "t" === name.charAt(0) && hasOwn.call(this, name) && !isNaN(+name.slice(1)) && (this[name] = undefined);
    },
    stop: function () {
      this.done = !0;
      var rootRecord = this.tryEntries[0].completion;
      if ("throw" === rootRecord.type) throw rootRecord.arg;
      return this.rval;
    },
    dispatchException: function (exception) {
      if (this.done) throw exception;
      var context = this;
      function handle(loc, caught) {
        return record.type = "throw", record.arg = exception, context.next = loc, caught && (context.method = "next", context.arg = undefined), !!caught;
      }
      for (var i = this.tryEntries.length - 1; i >= 0; --i) {
        var entry = this.tryEntries[i],
          record = entry.completion;
        if ("root" === entry.tryLoc) return handle("end");
        if (entry.tryLoc <= this.prev) {
          var hasCatch = hasOwn.call(entry, "catchLoc"),
            hasFinally = hasOwn.call(entry, "finallyLoc");
          if (hasCatch && hasFinally) {
            if (this.prev < entry.catchLoc) return handle(entry.catchLoc, !0);
            if (this.prev < entry.finallyLoc) return handle(entry.finallyLoc);
          } else if (hasCatch) {
            if (this.prev < entry.catchLoc) return handle(entry.catchLoc, !0);
          } else {
            if (!hasFinally) throw new Error("try statement without catch or finally");
            if (this.prev < entry.finallyLoc) return handle(entry.finallyLoc);
          }
        }
      }
    },
    abrupt: function (type, arg) {
      for (var i = this.tryEntries.length - 1; i >= 0; --i) {
        var entry = this.tryEntries[i];
        if (entry.tryLoc <= this.prev && hasOwn.call(entry, "finallyLoc") && this.prev < entry.finallyLoc) {
          var finallyEntry = entry;
          break;
        }
      }
      finallyEntry && ("break" === type || "continue" === type) && finallyEntry.tryLoc <= arg && arg <= finallyEntry.finallyLoc && (finallyEntry = null);
      var record = finallyEntry ? finallyEntry.completion : {};
      return record.type = type, record.arg = arg, finallyEntry ? (this.method = "next", this.next = finallyEntry.finallyLoc, ContinueSentinel) : this.complete(record);
    },
    complete: function (record, afterLoc) {
      if ("throw" === record.type) throw record.arg;
      return "break" === record.type || "continue" === record.type ? this.next = record.arg : "return" === record.type ? (this.rval = this.arg = record.arg, this.method = "return", this.next = "end") : "normal" === record.type && afterLoc && (this.next = afterLoc), ContinueSentinel;
    },
    finish: function (finallyLoc) {
      for (var i = this.tryEntries.length - 1; i >= 0; --i) {
        var entry = this.tryEntries[i];
        if (entry.finallyLoc === finallyLoc) return this.complete(entry.completion, entry.afterLoc), resetTryEntry(entry), ContinueSentinel;
      }
    },
    catch: function (tryLoc) {
      for (var i = this.tryEntries.length - 1; i >= 0; --i) {
        var entry = this.tryEntries[i];
        if (entry.tryLoc === tryLoc) {
          var record = entry.completion;
          if ("throw" === record.type) {
            var thrown = record.arg;
            resetTryEntry(entry);
          }
          return thrown;
        }
      }
      throw new Error("illegal catch attempt");
    },
    delegateYield: function (iterable, resultName, nextLoc) {
      return this.delegate = {
        iterator: values(iterable),
        resultName: resultName,
        nextLoc: nextLoc
      }, "next" === this.method && (this.arg = undefined), ContinueSentinel;
    }
  }, exports;
}
function _typeof(obj) {
  "@babel/helpers - typeof";

  return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function (obj) {
    return typeof obj;
  } : function (obj) {
    return obj && "function" == typeof Symbol && obj.constructor === Symbol && obj !== Symbol.prototype ? "symbol" : typeof obj;
  }, _typeof(obj);
}
function asyncGeneratorStep(gen, resolve, reject, _next, _throw, key, arg) {
  try {
    var info = gen[key](arg);
    var value = info.value;
  } catch (error) {
    reject(error);
    return;
  }
  if (info.done) {
    resolve(value);
  } else {
    Promise.resolve(value).then(_next, _throw);
  }
}
function _asyncToGenerator(fn) {
  return function () {
    var self = this,
      args = arguments;
    return new Promise(function (resolve, reject) {
      var gen = fn.apply(self, args);
      function _next(value) {
        asyncGeneratorStep(gen, resolve, reject, _next, _throw, "next", value);
      }
      function _throw(err) {
        asyncGeneratorStep(gen, resolve, reject, _next, _throw, "throw", err);
      }
      _next(undefined);
    });
  };
}
function _classCallCheck(instance, Constructor) {
  if (!(instance instanceof Constructor)) {
    throw new TypeError("Cannot call a class as a function");
  }
}
function _defineProperties(target, props) {
  for (var i = 0; i < props.length; i++) {
    var descriptor = props[i];
    descriptor.enumerable = descriptor.enumerable || false;
    descriptor.configurable = true;
    if ("value" in descriptor) descriptor.writable = true;
    Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
  }
}
function _createClass(Constructor, protoProps, staticProps) {
  if (protoProps) _defineProperties(Constructor.prototype, protoProps);
  if (staticProps) _defineProperties(Constructor, staticProps);
  Object.defineProperty(Constructor, "prototype", {
    writable: false
  });
  return Constructor;
}
function _defineProperty(obj, key, value) {
  key = _toPropertyKey(key);
  if (key in obj) {
    Object.defineProperty(obj, key, {
      value: value,
      enumerable: true,
      configurable: true,
      writable: true
    });
  } else {
    obj[key] = value;
  }
  return obj;
}
function _inherits(subClass, superClass) {
  if (typeof superClass !== "function" && superClass !== null) {
    throw new TypeError("Super expression must either be null or a function");
  }
  subClass.prototype = Object.create(superClass && superClass.prototype, {
    constructor: {
      value: subClass,
      writable: true,
      configurable: true
    }
  });
  Object.defineProperty(subClass, "prototype", {
    writable: false
  });
  if (superClass) _setPrototypeOf(subClass, superClass);
}
function _getPrototypeOf(o) {
  _getPrototypeOf = Object.setPrototypeOf ? Object.getPrototypeOf.bind() : function _getPrototypeOf(o) {
    return o.__proto__ || Object.getPrototypeOf(o);
  };
  return _getPrototypeOf(o);
}
function _setPrototypeOf(o, p) {
  _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf(o, p) {
    o.__proto__ = p;
    return o;
  };
  return _setPrototypeOf(o, p);
}
function _isNativeReflectConstruct() {
  if (typeof Reflect === "undefined" || !Reflect.construct) return false;
  if (Reflect.construct.sham) return false;
  if (typeof Proxy === "function") return true;
  try {
    Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function () {}));
    return true;
  } catch (e) {
    return false;
  }
}
function _objectWithoutPropertiesLoose(source, excluded) {
  if (source == null) return {};
  var target = {};
  var sourceKeys = Object.keys(source);
  var key, i;
  for (i = 0; i < sourceKeys.length; i++) {
    key = sourceKeys[i];
    if (excluded.indexOf(key) >= 0) continue;
    target[key] = source[key];
  }
  return target;
}
function _objectWithoutProperties(source, excluded) {
  if (source == null) return {};
  var target = _objectWithoutPropertiesLoose(source, excluded);
  var key, i;
  if (Object.getOwnPropertySymbols) {
    var sourceSymbolKeys = Object.getOwnPropertySymbols(source);
    for (i = 0; i < sourceSymbolKeys.length; i++) {
      key = sourceSymbolKeys[i];
      if (excluded.indexOf(key) >= 0) continue;
      if (!Object.prototype.propertyIsEnumerable.call(source, key)) continue;
      target[key] = source[key];
    }
  }
  return target;
}
function _assertThisInitialized(self) {
  if (self === void 0) {
    throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
  }
  return self;
}
function _possibleConstructorReturn(self, call) {
  if (call && (typeof call === "object" || typeof call === "function")) {
    return call;
  } else if (call !== void 0) {
    throw new TypeError("Derived constructors may only return object or undefined");
  }
  return _assertThisInitialized(self);
}
function _createSuper(Derived) {
  var hasNativeReflectConstruct = _isNativeReflectConstruct();
  return function _createSuperInternal() {
    var Super = _getPrototypeOf(Derived),
      result;
    if (hasNativeReflectConstruct) {
      var NewTarget = _getPrototypeOf(this).constructor;
      result = Reflect.construct(Super, arguments, NewTarget);
    } else {
      result = Super.apply(this, arguments);
    }
    return _possibleConstructorReturn(this, result);
  };
}
function _toPrimitive(input, hint) {
  if (typeof input !== "object" || input === null) return input;
  var prim = input[Symbol.toPrimitive];
  if (prim !== undefined) {
    var res = prim.call(input, hint || "default");
    if (typeof res !== "object") return res;
    throw new TypeError("@@toPrimitive must return a primitive value.");
  }
  return (hint === "string" ? String : Number)(input);
}
function _toPropertyKey(arg) {
  var key = _toPrimitive(arg, "string");
  return typeof key === "symbol" ? key : String(key);
}

if (!globalThis.fetch) {
  globalThis.fetch = fetch__default["default"];
  globalThis.Headers = fetch$1.Headers;
  globalThis.Request = fetch$1.Request;
  globalThis.Response = fetch$1.Response;
}

var version = "36.0.0";

var LocalStorageFactory = /*#__PURE__*/function () {
  function LocalStorageFactory() {
    _classCallCheck(this, LocalStorageFactory);
    if (typeof localStorage === 'undefined' || localStorage === null) {
      var _require = require('node-localstorage'),
        LocalStorage = _require.LocalStorage;
      this.localStorage = new LocalStorage('./localStorage');
    } else {
      this.localStorage = window.localStorage;
    }
  }
  _createClass(LocalStorageFactory, [{
    key: "set",
    value: function set(key, value) {
      return this.localStorage.setItem(key, value);
    }
  }, {
    key: "get",
    value: function get(key) {
      return this.localStorage.getItem(key);
    }
  }, {
    key: "delete",
    value: function _delete(key) {
      return this.localStorage.removeItem(key);
    }
  }]);
  return LocalStorageFactory;
}();

var SecureCookiesStorageFactory = /*#__PURE__*/function () {
  function SecureCookiesStorageFactory() {
    _classCallCheck(this, SecureCookiesStorageFactory);
    this.cookies = Cookies__default["default"];
  }
  _createClass(SecureCookiesStorageFactory, [{
    key: "set",
    value: function set(key, value) {
      return this.cookies.set(key, value, {
        secure: true,
        sameSite: 'strict'
      });
    }
  }, {
    key: "get",
    value: function get(key) {
      return this.cookies.get(key);
    }
  }, {
    key: "delete",
    value: function _delete(key) {
      return this.cookies.remove(key);
    }
  }]);
  return SecureCookiesStorageFactory;
}();

/**
 * Cached throttle queue
 */
var throttleQueue;
var throttleFetch = function throttleFetch(resolveFetch, throttleLimit, throttleInterval) {
  return /*#__PURE__*/function () {
    var _ref = _asyncToGenerator( /*#__PURE__*/_regeneratorRuntime().mark(function _callee(url, options) {
      return _regeneratorRuntime().wrap(function _callee$(_context) {
        while (1) switch (_context.prev = _context.next) {
          case 0:
            if (throttleQueue === undefined) {
              throttleQueue = throttledQueue__default["default"](throttleLimit, throttleInterval);
            }
            return _context.abrupt("return", throttleQueue(function () {
              return resolveFetch(url, options);
            }));
          case 2:
          case "end":
            return _context.stop();
        }
      }, _callee);
    }));
    return function (_x, _x2) {
      return _ref.apply(this, arguments);
    };
  }();
};

var resolveFetchMethod = function resolveFetchMethod(options) {
  var custom_fetch = options.custom_fetch,
    throttleEnabled = options.throttleEnabled,
    throttleLimit = options.throttleLimit,
    throttleInterval = options.throttleInterval;

  /**
   * Use custom fetch function if provided
   */
  var resolvedFetch = custom_fetch !== null && custom_fetch !== void 0 ? custom_fetch : fetch;

  /**
   * Throttle the decided on fetch function if throttleEnabled option is true
   */
  return throttleEnabled ? throttleFetch(resolvedFetch, throttleLimit, throttleInterval) : resolvedFetch;
};

var Config = /*#__PURE__*/_createClass(function Config(options) {
  _classCallCheck(this, Config);
  var name = options.name,
    application = options.application,
    client_id = options.client_id,
    client_secret = options.client_secret,
    currency = options.currency,
    language = options.language,
    host = options.host,
    storage = options.storage,
    storage_type = options.storage_type,
    custom_authenticator = options.custom_authenticator,
    headers = options.headers,
    disableCart = options.disableCart,
    reauth = options.reauth,
    protocol = options.protocol,
    store_id = options.store_id,
    retryDelay = options.retryDelay,
    retryJitter = options.retryJitter,
    fetchMaxAttempts = options.fetchMaxAttempts,
    custom_fetch = options.custom_fetch,
    _options$throttleEnab = options.throttleEnabled,
    throttleEnabled = _options$throttleEnab === void 0 ? false : _options$throttleEnab,
    _options$throttleLimi = options.throttleLimit,
    throttleLimit = _options$throttleLimi === void 0 ? 3 : _options$throttleLimi,
    _options$throttleInte = options.throttleInterval,
    throttleInterval = _options$throttleInte === void 0 ? 125 : _options$throttleInte;
  this.name = name;
  this.application = application;
  this.client_id = client_id;
  this.client_secret = client_secret;
  this.store_id = store_id;
  this.host = host || 'euwest.api.elasticpath.com';
  this.protocol = protocol || 'https';
  this.version = 'v2';
  this.currency = currency;
  this.language = language;
  this.auth = {
    expires: 3600,
    uri: 'oauth/access_token',
    fetch: resolveFetchMethod({
      custom_fetch: custom_fetch,
      throttleEnabled: throttleEnabled,
      throttleLimit: throttleLimit,
      throttleInterval: throttleInterval
    })
  };
  this.sdk = {
    version: version,
    language: 'JS'
  };
  this.storage = storage || (storage_type === 'cookies' ? new SecureCookiesStorageFactory() : new LocalStorageFactory());
  this.custom_authenticator = custom_authenticator;
  this.headers = headers || {};
  this.disableCart = disableCart || false;
  this.reauth = reauth || true;
  this.retryDelay = retryDelay || 1000;
  this.retryJitter = retryJitter || 500;
  this.fetchMaxAttempts = fetchMaxAttempts !== undefined && fetchMaxAttempts !== null ? fetchMaxAttempts : 4;
  this.throttleConfig = {
    throttleEnabled: throttleEnabled,
    throttleLimit: throttleLimit,
    throttleInterval: throttleInterval
  };
});

var DEFAULT_CREDENTIALS_KEY = 'moltinCredentials';
var DEFAULT_CART_KEY = 'mcart';
var DEFAULT_CURRENCY_KEY = 'mcurrency';

function buildRelationshipData(type, ids) {
  var typeModifier = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : inflected.underscore;
  var data = [];
  if (ids === null || ids.length === 0) return data;
  if (typeof ids === 'string') {
    var obj = {
      type: typeModifier(type),
      id: ids
    };
    return [obj];
  }
  if (Array.isArray(ids)) {
    data = ids.map(function (item) {
      if (_typeof(item) === 'object' && item !== null) {
        return _objectSpread2({
          type: typeModifier(type)
        }, item);
      }
      return {
        type: typeModifier(type),
        id: item
      };
    });
  }
  return data;
}
function formatUrlResource(type) {
  if (type === 'main-image') return type;
  return inflected.pluralize(type);
}
function createCartIdentifier() {
  return 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'.replace(/[x]/g, function () {
    return (Math.random() * 16 | 0).toString(16);
  });
}
function resolveCurrencyStorageKey(name) {
  return name ? "".concat(name, "_ep_currency") : DEFAULT_CURRENCY_KEY;
}
function resolveCartStorageKey(name) {
  return name ? "".concat(name, "_ep_cart") : DEFAULT_CART_KEY;
}
function cartIdentifier(storage, name) {
  var cartId = createCartIdentifier();
  var cartStorageKey = resolveCartStorageKey(name);
  var cartStorageValue = storage.get(cartStorageKey);
  if (cartStorageValue !== null && cartStorageValue !== undefined) {
    return storage.get(cartStorageKey);
  }
  storage.set(cartStorageKey, cartId);
  return cartId;
}
function tryParseJSON(body, fallback) {
  try {
    return JSON.parse(body);
  } catch (err) {
    return fallback;
  }
}
function parseJSON(response) {
  return new Promise(function (resolve) {
    response.text().then(function (body) {
      resolve({
        status: response.status,
        ok: response.ok,
        json: tryParseJSON(body, '{}')
      });
    });
  });
}
function formatFilterString(type, filter) {
  var filterStringArray = Object.keys(filter).map(function (key) {
    var value = filter[key];
    var queryString = "".concat(key, ",").concat(value);
    if (Array.isArray(value)) {
      queryString = "".concat(key, ",").concat(value.join(','));
    } else if (_typeof(value) === 'object') {
      queryString = Object.keys(value).map(function (attr) {
        return "".concat(key, ".").concat(attr, ",").concat(value[attr]);
      });
    }
    return "".concat(type, "(").concat(queryString, ")");
  });
  return filterStringArray.join(':');
}
function formatQueryString(key, value) {
  if (key === 'limit' || key === 'offset') {
    return "page".concat(value);
  }
  if (key === 'filter') {
    var filterValues = Object.keys(value).map(function (filter) {
      return formatFilterString(filter, value[filter]);
    });
    return "".concat(key, "=").concat(filterValues.join(':'));
  }
  return "".concat(key, "=").concat(value);
}
function buildQueryParams(_ref) {
  var includes = _ref.includes,
    sort = _ref.sort,
    limit = _ref.limit,
    offset = _ref.offset,
    filter = _ref.filter,
    useTemplateSlugs = _ref.useTemplateSlugs;
  var query = {};
  if (includes) {
    query.include = includes;
  }
  if (sort) {
    query.sort = "".concat(sort);
  }
  if (limit) {
    query.limit = "[limit]=".concat(limit);
  }
  if (offset) {
    query.offset = "[offset]=".concat(offset);
  }
  if (filter) {
    query.filter = filter;
  }
  if (useTemplateSlugs) {
    query.useTemplateSlugs = useTemplateSlugs;
  }
  return Object.keys(query).map(function (k) {
    return formatQueryString(k, query[k]);
  }).join('&');
}
function formatQueryParams(query) {
  return Object.keys(query).map(function (k) {
    return formatQueryString(k, query[k]);
  }).join('&');
}
function buildURL(endpoint, params) {
  if (params.includes || params.sort || params.limit || params.offset || params.filter || params.useTemplateSlugs) {
    var paramsString = buildQueryParams(params);
    return "".concat(endpoint, "?").concat(paramsString);
  }
  return endpoint;
}
function buildRequestBody(body) {
  var parsedBody;
  if (body) {
    if (body.options) {
      parsedBody = "{\n        \"data\": ".concat(JSON.stringify(body.data), ",\n        \"options\" : ").concat(JSON.stringify(body.options), "\n      }");
    } else {
      parsedBody = "{\n        \"data\": ".concat(JSON.stringify(body), "\n      }");
    }
  }
  return parsedBody;
}

/**
 * TODO Parameters should be reordered in the next major release
 */
function buildCartItemData(id) {
  var quantity = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
  var type = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : 'cart_item';
  var
  // eslint-disable-line default-param-last
  flows = arguments.length > 3 ? arguments[3] : undefined;
  var isSku = arguments.length > 4 && arguments[4] !== undefined ? arguments[4] : false;
  var payload = _objectSpread2({
    type: type
  }, flows);
  if (type === 'cart_item') {
    if (isSku) Object.assign(payload, {
      sku: id,
      quantity: parseInt(quantity, 10)
    });else Object.assign(payload, {
      id: id,
      quantity: parseInt(quantity, 10)
    });
  }
  if (type === 'promotion_item') {
    Object.assign(payload, {
      code: id
    });
  }
  return payload;
}
function buildCartCheckoutData(customer, billing_address, shipping_address) {
  var isAccountMemberCheckout = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : false;
  var parsedCustomer = customer;
  if (typeof customer === 'string') parsedCustomer = {
    id: customer
  };
  var data = {
    billing_address: billing_address,
    shipping_address: shipping_address
  };
  if (isAccountMemberCheckout) {
    data.contact = parsedCustomer;
  } else {
    data.customer = parsedCustomer;
  }
  return data;
}
function resetProps(instance) {
  var inst = instance;
  ['includes', 'sort', 'limit', 'offset', 'filter'].forEach(function (e) {
    return delete inst[e];
  });
}
function getCredentials(storage, storageKey) {
  var _storage$get;
  return JSON.parse((_storage$get = storage.get(storageKey)) !== null && _storage$get !== void 0 ? _storage$get : null);
}
function resolveCredentialsStorageKey(name) {
  return name ? "".concat(name, "_ep_credentials") : DEFAULT_CREDENTIALS_KEY;
}
function tokenInvalid(_ref2) {
  var storage = _ref2.storage,
    client_id = _ref2.client_id,
    reauth = _ref2.reauth,
    name = _ref2.name;
  var credentials = getCredentials(storage, resolveCredentialsStorageKey(name));
  var handleInvalid = function handleInvalid(message) {
    /* eslint-disable no-console */
    var logger = reauth ? console.info : console.error;
    logger(message);
    return true;
  };
  if (!credentials) return handleInvalid('Token status: credentials do not exist');
  if (!credentials.access_token) return handleInvalid('Token status: credentials missing access_token');
  if (credentials.client_id !== client_id) return handleInvalid('Token status: client_id mismatch');
  if (Math.floor(Date.now() / 1000) >= credentials.expires) return handleInvalid('Token status: credentials expired');
  return false;
}
function isNode() {
  return typeof process !== 'undefined' && process.versions != null && process.versions.node != null;
}

var createAuthRequest = function createAuthRequest(config) {
  if (!config.client_id) {
    throw new Error('You must have a client_id set');
  }
  if (!config.host) {
    throw new Error('You have not specified an API host');
  }
  var body = {
    grant_type: config.client_secret ? 'client_credentials' : 'implicit',
    client_id: config.client_id
  };
  if (config.client_secret) {
    body.client_secret = config.client_secret;
  }
  return new Promise(function (resolve, reject) {
    config.auth.fetch.bind()("".concat(config.protocol, "://").concat(config.host, "/").concat(config.auth.uri), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-MOLTIN-SDK-LANGUAGE': config.sdk.language,
        'X-MOLTIN-SDK-VERSION': config.sdk.version
      },
      body: Object.keys(body).map(function (k) {
        return "".concat(encodeURIComponent(k), "=").concat(encodeURIComponent(body[k]));
      }).join('&')
    }).then(parseJSON).then(function (response) {
      if (response.ok) {
        resolve(response.json);
      }
      reject(response.json);
    })["catch"](function (error) {
      return reject(error);
    });
  });
};
var fetchRetry = function fetchRetry(config, uri, method, version, headers, requestBody, authenticate) {
  var attempt = arguments.length > 7 && arguments[7] !== undefined ? arguments[7] : 1;
  return new Promise(function (resolve, reject) {
    var ver = version || config.version;
    var updatedHeaders = headers;
    function retryTimeout(access_token) {
      if (access_token) {
        updatedHeaders.Authorization = "Bearer ".concat(access_token);
      }
      setTimeout(function () {
        fetchRetry(config, uri, method, version, updatedHeaders, requestBody, authenticate, attempt + 1).then(function (result) {
          return resolve(result);
        })["catch"](function (error) {
          return reject(error);
        });
      }, attempt * config.retryDelay + Math.floor(Math.random() * config.retryJitter));
    }
    config.auth.fetch.bind()("".concat(config.protocol, "://").concat(config.host).concat(ver ? "/".concat(ver) : '', "/").concat(uri), {
      method: method.toUpperCase(),
      headers: headers,
      body: requestBody()
    }).then(parseJSON).then(function (response) {
      if (response.ok) {
        resolve(response.json);
      }
      if (attempt < config.fetchMaxAttempts) {
        if (response.status === 401 && config.reauth) {
          authenticate().then(function (data) {
            return retryTimeout(data.access_token);
          })["catch"](function (error) {
            return reject(error);
          });
        } else if (response.status === 429) {
          retryTimeout();
        } else {
          reject(response.json);
        }
      } else {
        reject(response.json);
      }
    })["catch"](function (error) {
      return reject(error);
    });
  });
};
var RequestFactory = /*#__PURE__*/function () {
  function RequestFactory(config) {
    _classCallCheck(this, RequestFactory);
    this.config = config;
    this.storage = config.storage;
  }
  _createClass(RequestFactory, [{
    key: "authenticate",
    value: function authenticate() {
      var config = this.config,
        storage = this.storage;
      var promise = config.custom_authenticator ? config.custom_authenticator() : createAuthRequest(config);
      promise.then(function (_ref) {
        var access_token = _ref.access_token,
          refresh_token = _ref.refresh_token,
          expires = _ref.expires,
          expires_in = _ref.expires_in,
          identifier = _ref.identifier,
          token_type = _ref.token_type;
        if (access_token || refresh_token) {
          var credentials = _objectSpread2({
            client_id: config.client_id,
            access_token: access_token,
            expires: expires,
            expires_in: expires_in,
            identifier: identifier,
            token_type: token_type
          }, refresh_token && {
            refresh_token: refresh_token
          });
          storage.set(resolveCredentialsStorageKey(config.name), JSON.stringify(credentials));
        }
      })["catch"](function () {});
      return promise;
    }
  }, {
    key: "send",
    value: function send(uri, method) {
      var _this = this;
      var body = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : undefined;
      var token = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : undefined;
      var instance = arguments.length > 4 && arguments[4] !== undefined ? arguments[4] : undefined;
      var wrapBody = arguments.length > 5 && arguments[5] !== undefined ? arguments[5] : true;
      var version = arguments.length > 6 && arguments[6] !== undefined ? arguments[6] : null;
      var additionalHeaders = arguments.length > 7 && arguments[7] !== undefined ? arguments[7] : undefined;
      var config = this.config,
        storage = this.storage;
      var storageKey = resolveCredentialsStorageKey(config.name);
      var credentials = getCredentials(storage, storageKey);
      var req = function req(cred) {
        var access_token = cred ? cred.access_token : null;
        var isFormData = additionalHeaders && additionalHeaders['Content-Type'] && additionalHeaders['Content-Type'].includes('multipart') || !isNode() && body instanceof FormData;
        var headers = {
          'X-MOLTIN-SDK-LANGUAGE': config.sdk.language,
          'X-MOLTIN-SDK-VERSION': config.sdk.version
        };
        if (!isFormData) {
          headers['Content-Type'] = 'application/json';
        }
        if (access_token) {
          headers.Authorization = "Bearer ".concat(access_token);
        }
        if (config.store_id) {
          headers['X-MOLTIN-AUTH-STORE'] = config.store_id;
        }
        headers['X-MOLTIN-APPLICATION'] = config.application ? config.application : 'epcc sdk';
        if (config.currency) {
          headers['X-MOLTIN-CURRENCY'] = config.currency;
        }
        if (config.language) {
          headers['X-MOLTIN-LANGUAGE'] = config.language;
        }
        if (token) {
          headers['X-MOLTIN-CUSTOMER-TOKEN'] = token;
        }
        if (config.headers) {
          Object.assign(headers, config.headers);
        }
        if (additionalHeaders) {
          Object.assign(headers, additionalHeaders);
        }
        var requestBody = function requestBody() {
          // form-data body should be sent raw
          if (isFormData) return body;
          return wrapBody ? buildRequestBody(body) : JSON.stringify(body);
        };
        return fetchRetry(config, uri, method, version, headers, requestBody, _this.authenticate.bind(_this), 1);
      };
      if (tokenInvalid(config) && config.reauth && !config.store_id) {
        return this.authenticate().then(function () {
          return req(getCredentials(storage, storageKey));
        });
      }
      if (instance) resetProps(instance);
      return req(credentials);
    }
  }]);
  return RequestFactory;
}();

var BaseExtend = /*#__PURE__*/function () {
  function BaseExtend(config) {
    _classCallCheck(this, BaseExtend);
    this.request = new RequestFactory(config);
    this.config = config;
  }
  _createClass(BaseExtend, [{
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      this.call = this.request.send(buildURL(this.endpoint, {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
      return this.call;
    }
  }, {
    key: "Get",
    value: function Get(id) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      this.call = this.request.send(buildURL("".concat(this.endpoint, "/").concat(id), {
        includes: this.includes
      }), 'GET', undefined, token, this);
      return this.call;
    }
  }, {
    key: "Filter",
    value: function Filter(filter) {
      this.filter = filter;
      return this;
    }
  }, {
    key: "Limit",
    value: function Limit(value) {
      this.limit = value;
      return this;
    }
  }, {
    key: "Offset",
    value: function Offset(value) {
      this.offset = value;
      return this;
    }
  }, {
    key: "Sort",
    value: function Sort(value) {
      this.sort = value;
      return this;
    }
  }, {
    key: "With",
    value: function With(includes) {
      if (includes) this.includes = includes.toString().toLowerCase();
      return this;
    }
  }, {
    key: "Attributes",
    value: function Attributes() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      return this.request.send("".concat(this.endpoint, "/attributes"), 'GET', undefined, token);
    }
  }]);
  return BaseExtend;
}();

var CRUDExtend = /*#__PURE__*/function (_BaseExtend) {
  _inherits(CRUDExtend, _BaseExtend);
  var _super = _createSuper(CRUDExtend);
  function CRUDExtend() {
    _classCallCheck(this, CRUDExtend);
    return _super.apply(this, arguments);
  }
  _createClass(CRUDExtend, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: inflected.singularize(this.endpoint)
      }));
    }
  }, {
    key: "Delete",
    value: function Delete(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'DELETE');
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: inflected.singularize(this.endpoint)
      }), token);
    }
  }]);
  return CRUDExtend;
}(BaseExtend);

var ProductsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(ProductsEndpoint, _CRUDExtend);
  var _super = _createSuper(ProductsEndpoint);
  function ProductsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, ProductsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'products';
    return _this;
  }
  _createClass(ProductsEndpoint, [{
    key: "CreateRelationships",
    value: function CreateRelationships(id, type, resources) {
      var body = buildRelationshipData(type, resources);
      var parsedType = formatUrlResource(type);
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/relationships/").concat(parsedType), 'POST', type === 'main-image' ? body[0] : body);
    }
  }, {
    key: "DeleteRelationships",
    value: function DeleteRelationships(id, type, resources) {
      var body = buildRelationshipData(type, resources);
      var parsedType = formatUrlResource(type);
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/relationships/").concat(parsedType), 'DELETE', type === 'main-image' ? body[0] : body);
    }
  }, {
    key: "UpdateRelationships",
    value: function UpdateRelationships(id, type) {
      var resources = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      var body = buildRelationshipData(type, resources);
      var parsedType = formatUrlResource(type);
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/relationships/").concat(parsedType), 'PUT', type === 'main-image' ? body[0] : body);
    }
  }, {
    key: "BuildChildProducts",
    value: function BuildChildProducts(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/build"), 'POST');
    }
  }]);
  return ProductsEndpoint;
}(CRUDExtend);

var CurrenciesEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(CurrenciesEndpoint, _BaseExtend);
  var _super = _createSuper(CurrenciesEndpoint);
  function CurrenciesEndpoint(config) {
    var _this;
    _classCallCheck(this, CurrenciesEndpoint);
    _this = _super.call(this, config);
    _this.endpoint = 'currencies';
    _this.storage = config.storage;
    return _this;
  }
  _createClass(CurrenciesEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send("".concat(this.endpoint), 'POST', body);
    }
  }, {
    key: "Delete",
    value: function Delete(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'DELETE');
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', body);
    }
  }, {
    key: "Set",
    value: function Set(currency) {
      var config = this.config,
        storage = this.storage;
      var currencyStorageKey = resolveCurrencyStorageKey(config.name);
      storage.set(currencyStorageKey, currency);
      config.currency = currency;
      var promise = new Promise(function (resolve, reject) {
        var request = storage.get(currencyStorageKey);
        try {
          resolve(request);
        } catch (err) {
          reject(new Error(err));
        }
      });
      return promise;
    }
  }, {
    key: "Active",
    value: function Active() {
      var storage = this.storage,
        config = this.config;
      var promise = new Promise(function (resolve, reject) {
        var request = storage.get(resolveCurrencyStorageKey(config.name));
        try {
          resolve(request);
        } catch (err) {
          reject(new Error(err));
        }
      });
      return promise;
    }
  }]);
  return CurrenciesEndpoint;
}(BaseExtend);

var BrandsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(BrandsEndpoint, _CRUDExtend);
  var _super = _createSuper(BrandsEndpoint);
  function BrandsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, BrandsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'brands';
    return _this;
  }
  return _createClass(BrandsEndpoint);
}(CRUDExtend);

var _excluded = ["id", "quantity", "type"];
var CartEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(CartEndpoint, _BaseExtend);
  var _super = _createSuper(CartEndpoint);
  function CartEndpoint(request, id) {
    var _this;
    _classCallCheck(this, CartEndpoint);
    _this = _super.apply(this, arguments);
    _this.request = request;
    _this.cartId = id;
    _this.endpoint = 'carts';
    return _this;
  }
  _createClass(CartEndpoint, [{
    key: "Get",
    value: function Get() {
      var includes = this.includes;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(this.cartId), {
        includes: includes
      }), 'GET');
    }
  }, {
    key: "Items",
    value: function Items() {
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      this.call = this.request.send(buildURL("".concat(this.endpoint, "/").concat(this.cartId, "/items"), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET');
      return this.call;
    }
  }, {
    key: "AllShippingGroupsCart",
    value: function AllShippingGroupsCart() {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/shipping-groups"), 'GET');
    }
  }, {
    key: "GetCartShippingGroup",
    value: function GetCartShippingGroup(shippingGroupId) {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/shipping-groups/").concat(shippingGroupId), 'GET');
    }
  }, {
    key: "CreateShippingGroup",
    value: function CreateShippingGroup(body) {
      var shippingObject = Object.assign(body, {
        type: 'shipping-type'
      });
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/shipping-groups"), 'POST', shippingObject);
    }
  }, {
    key: "AddProduct",
    value: function AddProduct(productId) {
      var quantity = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : 1;
      var data = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : {};
      var isSku = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : false;
      var token = arguments.length > 4 && arguments[4] !== undefined ? arguments[4] : null;
      var additionalHeaders = arguments.length > 5 && arguments[5] !== undefined ? arguments[5] : {};
      var body = buildCartItemData(productId, quantity, 'cart_item', {}, isSku);
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items"), 'POST', _objectSpread2(_objectSpread2({}, body), data), token, null, true, null, additionalHeaders);
    }
  }, {
    key: "AddCustomItem",
    value: function AddCustomItem(body) {
      var itemObject = Object.assign(body, {
        type: 'custom_item'
      });
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items"), 'POST', itemObject);
    }
  }, {
    key: "AddCartCustomDiscount",
    value: function AddCartCustomDiscount(body) {
      var bodyObject = Object.assign(body, {
        type: 'custom_discount'
      });
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/custom-discounts"), 'POST', bodyObject);
    }
  }, {
    key: "UpdateCartCustomDiscount",
    value: function UpdateCartCustomDiscount(customDiscountId, body) {
      var bodyObject = Object.assign(body, {
        type: 'custom_discount'
      });
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/custom-discounts/").concat(customDiscountId), 'PUT', bodyObject);
    }
  }, {
    key: "RemoveCartCustomDiscount",
    value: function RemoveCartCustomDiscount(customDiscountId) {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/custom-discounts/").concat(customDiscountId), 'DELETE');
    }
  }, {
    key: "AddItemCustomDiscount",
    value: function AddItemCustomDiscount(itemId, body) {
      var bodyObject = Object.assign(body, {
        type: 'custom_discount'
      });
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items/").concat(itemId, "//custom-discounts"), 'POST', bodyObject);
    }
  }, {
    key: "UpdateItemCustomDiscount",
    value: function UpdateItemCustomDiscount(itemId, customDiscountId, body) {
      var bodyObject = Object.assign(body, {
        type: 'custom_discount'
      });
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items/").concat(itemId, "/custom-discounts/").concat(customDiscountId), 'PUT', bodyObject);
    }
  }, {
    key: "RemoveItemCustomDiscount",
    value: function RemoveItemCustomDiscount(itemId, customDiscountId) {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items/").concat(itemId, "/custom-discounts/").concat(customDiscountId), 'DELETE');
    }
  }, {
    key: "BulkAddCartCustomDiscount",
    value: function BulkAddCartCustomDiscount(body, options) {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/custom-discounts"), 'POST', _objectSpread2({
        data: body
      }, options && {
        options: options
      }));
    }
  }, {
    key: "AddPromotion",
    value: function AddPromotion(code) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var body = buildCartItemData(code, null, 'promotion_item');
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items"), 'POST', body, token);
    }
  }, {
    key: "BulkAdd",
    value: function BulkAdd(body, options) {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items"), 'POST', _objectSpread2({
        data: body
      }, options && {
        options: options
      }));
    }
  }, {
    key: "CreateCart",
    value: function CreateCart(cartData, token) {
      return this.request.send("".concat(this.endpoint), 'POST', cartData, token);
    }
  }, {
    key: "UpdateCart",
    value: function UpdateCart(cartData, token) {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId), 'PUT', cartData, token);
    }
  }, {
    key: "GetCartsList",
    value: function GetCartsList(token) {
      return this.request.send("".concat(this.endpoint), 'GET', undefined, token);
    }
  }, {
    key: "AddCustomerAssociation",
    value: function AddCustomerAssociation(customerId, token) {
      var body = [{
        type: 'customer',
        id: customerId
      }];
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/relationships/customers"), 'POST', body, token);
    }
  }, {
    key: "AddAccountAssociation",
    value: function AddAccountAssociation(accountId, token) {
      var body = [{
        type: 'account',
        id: accountId
      }];
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/relationships/accounts"), 'POST', body, undefined, this, true, null, token ? {
        'EP-ACCOUNT-MANAGEMENT-AUTHENTICATION-TOKEN': token
      } : undefined);
    }
  }, {
    key: "RemoveAccountAssociation",
    value: function RemoveAccountAssociation(accountId, token) {
      var body = [{
        type: 'account',
        id: accountId
      }];
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/relationships/accounts"), 'DELETE', body, undefined, this, true, null, token ? {
        'EP-ACCOUNT-MANAGEMENT-AUTHENTICATION-TOKEN': token
      } : undefined);
    }
  }, {
    key: "RemoveItem",
    value: function RemoveItem(itemId) {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items/").concat(itemId), 'DELETE');
    }
  }, {
    key: "RemoveAllItems",
    value: function RemoveAllItems() {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items"), 'DELETE');
    }
  }, {
    key: "UpdateItem",
    value: function UpdateItem(itemId, quantity) {
      var data = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : {};
      var additionalHeaders = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : {};
      var body = buildCartItemData(itemId, quantity);
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items/").concat(itemId), 'PUT', _objectSpread2(_objectSpread2({}, body), data), null, null, true, null, additionalHeaders);
    }
  }, {
    key: "UpdateItems",
    value: function UpdateItems(items) {
      var body = items.map(function (_ref) {
        var id = _ref.id,
          quantity = _ref.quantity,
          type = _ref.type,
          rest = _objectWithoutProperties(_ref, _excluded);
        return buildCartItemData(id, quantity, type, rest);
      });
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items"), 'PUT', body);
    }
  }, {
    key: "UpdateItemQuantity",
    value: function UpdateItemQuantity(itemId, quantity) {
      var body = buildCartItemData(itemId, quantity);
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items/").concat(itemId), 'PUT', body);
    }
  }, {
    key: "AddItemTax",
    value: function AddItemTax(itemId, taxData) {
      var body = Object.assign(taxData, {
        type: 'tax_item'
      });
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items/").concat(itemId, "/taxes"), 'POST', body);
    }
  }, {
    key: "BulkAddItemTax",
    value: function BulkAddItemTax(body, options) {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/taxes"), 'POST', _objectSpread2({
        data: body
      }, options && {
        options: options
      }));
    }
  }, {
    key: "UpdateItemTax",
    value: function UpdateItemTax(itemId, taxItemId, taxData) {
      var body = Object.assign(taxData, {
        type: 'tax_item'
      });
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items/").concat(itemId, "/taxes/").concat(taxItemId), 'PUT', body);
    }
  }, {
    key: "RemoveItemTax",
    value: function RemoveItemTax(itemId, taxItemId) {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items/").concat(itemId, "/taxes/").concat(taxItemId), 'DELETE');
    }
  }, {
    key: "Checkout",
    value: function Checkout(customer, billing_address) {
      var shipping_address = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : billing_address;
      var additionalHeaders = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : {};
      var body = buildCartCheckoutData(customer, billing_address, shipping_address);
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/checkout"), 'POST', body, null, null, true, null, additionalHeaders);
    }
  }, {
    key: "CheckoutWithAccountManagementToken",
    value: function CheckoutWithAccountManagementToken(contact, billing_address) {
      var shipping_address = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : billing_address;
      var token = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : "";
      var additionalHeaders = arguments.length > 4 && arguments[4] !== undefined ? arguments[4] : {};
      var body = buildCartCheckoutData(contact, billing_address, shipping_address, true);
      var newHeader = _objectSpread2({
        'EP-Account-Management-Authentication-Token': token
      }, additionalHeaders);
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/checkout"), 'POST', body, null, null, true, null, newHeader);
    }
  }, {
    key: "Merge",
    value: function Merge(cartId, token) {
      var options = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : {};
      var body = {
        type: 'cart_items',
        cart_id: "".concat(cartId)
      };
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId, "/items"), 'POST', _objectSpread2({
        data: body
      }, options && {
        options: options
      }), token);
    }
  }, {
    key: "Delete",
    value: function Delete() {
      return this.request.send("".concat(this.endpoint, "/").concat(this.cartId), 'DELETE');
    }
  }]);
  return CartEndpoint;
}(BaseExtend);

var PCMFileRelationshipEndpoint = /*#__PURE__*/function () {
  function PCMFileRelationshipEndpoint(endpoint) {
    _classCallCheck(this, PCMFileRelationshipEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    this.request = new RequestFactory(config);
    config.version = 'pcm';
    this.endpoint = 'relationships/files';
  }
  _createClass(PCMFileRelationshipEndpoint, [{
    key: "All",
    value: function All(productId) {
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'GET');
    }
  }, {
    key: "Create",
    value: function Create(productId, resources) {
      var body = buildRelationshipData('file', resources);
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'POST', body);
    }
  }, {
    key: "Delete",
    value: function Delete(productId, resources) {
      var body = buildRelationshipData('file', resources);
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'DELETE', body);
    }
  }, {
    key: "Update",
    value: function Update(productId, resources) {
      var body = buildRelationshipData('file', resources);
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'PUT', body);
    }
  }]);
  return PCMFileRelationshipEndpoint;
}();

var PCMVariationsRelationshipsEndpoint = /*#__PURE__*/function () {
  function PCMVariationsRelationshipsEndpoint(endpoint) {
    _classCallCheck(this, PCMVariationsRelationshipsEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    this.request = new RequestFactory(config);
    config.version = 'pcm';
    this.endpoint = 'relationships/variations';
  }
  _createClass(PCMVariationsRelationshipsEndpoint, [{
    key: "All",
    value: function All(productId) {
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'GET');
    }
  }, {
    key: "Create",
    value: function Create(productId, resources) {
      var body = buildRelationshipData('product-variation', resources, inflected.dasherize);
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'POST', body);
    }
  }, {
    key: "Delete",
    value: function Delete(productId, resources) {
      var body = buildRelationshipData('product-variation', resources, inflected.dasherize);
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'DELETE', body);
    }
  }, {
    key: "Update",
    value: function Update(productId, resources) {
      var body = buildRelationshipData('product-variation', resources, inflected.dasherize);
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'PUT', body);
    }
  }]);
  return PCMVariationsRelationshipsEndpoint;
}();

var PCMTemplateRelationshipEndpoint = /*#__PURE__*/function () {
  function PCMTemplateRelationshipEndpoint(endpoint) {
    _classCallCheck(this, PCMTemplateRelationshipEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    this.request = new RequestFactory(config);
    config.version = 'pcm';
    this.endpoint = 'relationships/templates';
  }
  _createClass(PCMTemplateRelationshipEndpoint, [{
    key: "All",
    value: function All(productId) {
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'GET');
    }
  }, {
    key: "Create",
    value: function Create(productId, resources) {
      var body = buildRelationshipData('template', resources);
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'POST', body);
    }
  }, {
    key: "Delete",
    value: function Delete(productId, resources) {
      var body = buildRelationshipData('template', resources);
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'DELETE', body);
    }
  }]);
  return PCMTemplateRelationshipEndpoint;
}();

var PCMMainImageRelationshipEndpoint = /*#__PURE__*/function () {
  function PCMMainImageRelationshipEndpoint(endpoint) {
    _classCallCheck(this, PCMMainImageRelationshipEndpoint);
    var config = _objectSpread2({}, endpoint);
    this.request = new RequestFactory(config);
    config.version = 'pcm';
    this.endpoint = 'relationships/main_image';
  }
  _createClass(PCMMainImageRelationshipEndpoint, [{
    key: "Get",
    value: function Get(productId) {
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'GET');
    }
  }, {
    key: "Create",
    value: function Create(productId, fileId) {
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'POST', {
        type: 'file',
        id: fileId
      });
    }
  }, {
    key: "Delete",
    value: function Delete(productId, fileId) {
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'DELETE', {
        type: 'file',
        id: fileId
      });
    }
  }, {
    key: "Update",
    value: function Update(productId, fileId) {
      return this.request.send("products/".concat(productId, "/").concat(this.endpoint), 'PUT', {
        type: 'file',
        id: fileId
      });
    }
  }]);
  return PCMMainImageRelationshipEndpoint;
}();

var PCMJobs = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(PCMJobs, _CRUDExtend);
  var _super = _createSuper(PCMJobs);
  function PCMJobs(endpoint) {
    var _this;
    _classCallCheck(this, PCMJobs);
    _this = _super.call(this, endpoint);
    var config = _objectSpread2(_objectSpread2({}, endpoint), {}, {
      version: 'pcm'
    });
    _this.request = new RequestFactory(config);
    _this.endpoint = 'jobs';
    return _this;
  }
  _createClass(PCMJobs, [{
    key: "GetJobErrors",
    value: function GetJobErrors(jobId) {
      var limit = this.limit,
        offset = this.offset;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(jobId, "/errors"), {
        limit: limit,
        offset: offset
      }), 'GET');
    }
  }]);
  return PCMJobs;
}(CRUDExtend);

var PCMEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(PCMEndpoint, _CRUDExtend);
  var _super = _createSuper(PCMEndpoint);
  function PCMEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, PCMEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    config.version = 'pcm';
    _this = _super.call(this, config);
    _this.FileRelationships = new PCMFileRelationshipEndpoint(config);
    _this.VariationsRelationships = new PCMVariationsRelationshipsEndpoint(config);
    _this.TemplateRelationships = new PCMTemplateRelationshipEndpoint(config);
    _this.MainImageRelationships = new PCMMainImageRelationshipEndpoint(config);
    _this.Jobs = new PCMJobs(config);
    _this.endpoint = 'products';
    return _this;
  }
  _createClass(PCMEndpoint, [{
    key: "BuildChildProducts",
    value: function BuildChildProducts(productId) {
      return this.request.send("".concat(this.endpoint, "/").concat(productId, "/build"), 'POST');
    }
  }, {
    key: "GetChildProducts",
    value: function GetChildProducts(productId) {
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(productId, "/children"), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET');
    }
  }, {
    key: "GetProductNodes",
    value: function GetProductNodes(productId) {
      var limit = this.limit,
        offset = this.offset;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(productId, "/nodes"), {
        limit: limit,
        offset: offset
      }), 'GET');
    }
  }, {
    key: "ImportProducts",
    value: function ImportProducts(file) {
      return this.request.send("".concat(this.endpoint, "/import"), 'POST', file);
    }
  }, {
    key: "AttachNodes",
    value: function AttachNodes(body) {
      return this.request.send("".concat(this.endpoint, "/attach_nodes"), 'POST', body);
    }
  }, {
    key: "DetachNodes",
    value: function DetachNodes(body) {
      return this.request.send("".concat(this.endpoint, "/detach_nodes"), 'POST', body);
    }
  }, {
    key: "ExportProducts",
    value: function ExportProducts(filter, useTemplateSlugs) {
      return this.request.send(buildURL("".concat(this.endpoint, "/export"), {
        filter: filter,
        useTemplateSlugs: useTemplateSlugs
      }), 'POST');
    }
  }]);
  return PCMEndpoint;
}(CRUDExtend);

var CategoriesEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(CategoriesEndpoint, _CRUDExtend);
  var _super = _createSuper(CategoriesEndpoint);
  function CategoriesEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, CategoriesEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'categories';
    return _this;
  }
  _createClass(CategoriesEndpoint, [{
    key: "Tree",
    value: function Tree() {
      return this.request.send("".concat(this.endpoint, "/tree"), 'GET');
    }
  }]);
  return CategoriesEndpoint;
}(CRUDExtend);

var CollectionsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(CollectionsEndpoint, _CRUDExtend);
  var _super = _createSuper(CollectionsEndpoint);
  function CollectionsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, CollectionsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'collections';
    return _this;
  }
  return _createClass(CollectionsEndpoint);
}(CRUDExtend);

var IntegrationsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(IntegrationsEndpoint, _CRUDExtend);
  var _super = _createSuper(IntegrationsEndpoint);
  function IntegrationsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, IntegrationsEndpoint);
    var config = _objectSpread2(_objectSpread2({}, endpoint), {}, {
      version: 'v2'
    });
    _this = _super.call(this, config);
    _this.endpoint = 'integrations';
    return _this;
  }
  _createClass(IntegrationsEndpoint, [{
    key: "GetAllLogs",
    value: function GetAllLogs() {
      return this.request.send("".concat(this.endpoint, "/logs"), 'GET');
    }
  }, {
    key: "GetLogs",
    value: function GetLogs(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/logs"), 'GET');
    }
  }, {
    key: "GetJobs",
    value: function GetJobs(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/jobs"), 'GET');
    }
  }, {
    key: "GetAllLogsForJob",
    value: function GetAllLogsForJob(integrationId, integrationJobId) {
      return this.request.send("".concat(this.endpoint, "/").concat(integrationId, "/jobs/").concat(integrationJobId, "/logs"), 'GET');
    }
  }]);
  return IntegrationsEndpoint;
}(CRUDExtend);

var OrdersEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(OrdersEndpoint, _BaseExtend);
  var _super = _createSuper(OrdersEndpoint);
  function OrdersEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, OrdersEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'orders';
    return _this;
  }
  _createClass(OrdersEndpoint, [{
    key: "Items",
    value: function Items(orderId) {
      return this.request.send("".concat(this.endpoint, "/").concat(orderId, "/items"), 'GET');
    }
  }, {
    key: "AllShippingGroups",
    value: function AllShippingGroups(orderId) {
      return this.request.send("".concat(this.endpoint, "/").concat(orderId, "/shipping-groups"), 'GET');
    }
  }, {
    key: "GetShippingGroup",
    value: function GetShippingGroup(orderId, shippingGroupId) {
      var includes = this.includes;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(orderId, "/shipping-groups/").concat(shippingGroupId), {
        includes: includes
      }), 'GET');
    }
  }, {
    key: "Payment",
    value: function Payment(orderId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(orderId, "/payments"), 'POST', {
        data: body
      }, null, null, false);
    }
  }, {
    key: "Confirm",
    value: function Confirm(orderId, transactionId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(orderId, "/transactions/").concat(transactionId, "/confirm"), 'POST', body);
    }
  }, {
    key: "Transactions",
    value: function Transactions(orderId) {
      /* eslint-disable no-console */
      console.warn("DeprecationWarning: 'Order.Transactions(id)' will soon be deprecated. It's recommended you use Transactions class directly to get all, capture and refund transactions.");
      return this.request.send("".concat(this.endpoint, "/").concat(orderId, "/transactions"), 'GET');
    }
  }, {
    key: "Update",
    value: function Update(orderId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(orderId), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'order'
      }));
    }
  }, {
    key: "anonymize",
    value: function anonymize(ids) {
      return this.request.send("".concat(this.endpoint, "/anonymize"), 'POST', ids);
    }
  }]);
  return OrdersEndpoint;
}(BaseExtend);

var GatewaysEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(GatewaysEndpoint, _BaseExtend);
  var _super = _createSuper(GatewaysEndpoint);
  function GatewaysEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, GatewaysEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'gateways';
    return _this;
  }
  _createClass(GatewaysEndpoint, [{
    key: "Update",
    value: function Update(slug, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(slug), 'PUT', body);
    }
  }, {
    key: "Enabled",
    value: function Enabled(slug, enabled) {
      return this.request.send("".concat(this.endpoint, "/").concat(slug), 'PUT', {
        type: 'gateway',
        enabled: enabled
      });
    }
  }, {
    key: "GetSlugAttributes",
    value: function GetSlugAttributes(slug) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(slug, "/attributes"), 'GET', undefined, token);
    }
  }, {
    key: "OnboardingLinks",
    value: function OnboardingLinks(slug, returnUrl) {
      var test = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : false;
      return this.request.send("".concat(this.endpoint, "/").concat(slug, "/onboarding-links"), 'POST', {
        test: test,
        return_url: returnUrl
      });
    }
  }, {
    key: "StripeCustomers",
    value: function StripeCustomers(slug, stripe_account) {
      return this.request.send("".concat(this.endpoint, "/").concat(slug, "/stripe_customers"), 'POST', {
        data: {
          options: {
            stripe_account: stripe_account
          }
        }
      }, undefined, this, false);
    }
  }, {
    key: "StripeInvoices",
    value: function StripeInvoices(slug, stripe_account, customer_id) {
      return this.request.send("".concat(this.endpoint, "/").concat(slug, "/stripe_invoices"), 'POST', {
        data: {
          customer_id: customer_id,
          options: {
            stripe_account: stripe_account
          }
        }
      }, undefined, this, false);
    }
  }]);
  return GatewaysEndpoint;
}(BaseExtend);

var CustomersEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(CustomersEndpoint, _CRUDExtend);
  var _super = _createSuper(CustomersEndpoint);
  function CustomersEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, CustomersEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'customers';
    _this.sendToken = function (tokenRequestBody) {
      var headers = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
      return _this.request.send("".concat(_this.endpoint, "/tokens"), 'POST', tokenRequestBody, null, _objectSpread2({}, headers));
    };
    return _this;
  }
  _createClass(CustomersEndpoint, [{
    key: "TokenViaPassword",
    value: function TokenViaPassword(email, password, headers) {
      var body = {
        type: 'token',
        authentication_mechanism: 'password',
        email: email,
        password: password
      };
      return this.sendToken(body, headers);
    }
  }, {
    key: "TokenViaOIDC",
    value: function TokenViaOIDC(code, redirectUri, codeVerifier, headers) {
      var body = {
        type: 'token',
        authentication_mechanism: 'oidc',
        oauth_authorization_code: code,
        oauth_redirect_uri: redirectUri,
        oauth_code_verifier: codeVerifier
      };
      return this.sendToken(body, headers);
    }
  }, {
    key: "Token",
    value: function Token(email, password) {
      return this.TokenViaPassword(email, password);
    }
  }]);
  return CustomersEndpoint;
}(CRUDExtend);

var InventoriesEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(InventoriesEndpoint, _BaseExtend);
  var _super = _createSuper(InventoriesEndpoint);
  function InventoriesEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, InventoriesEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'inventories';
    return _this;
  }
  _createClass(InventoriesEndpoint, [{
    key: "Create",
    value: function Create(productId, quantity) {
      return this.request.send("".concat(this.endpoint, "/").concat(productId), 'POST', {
        quantity: quantity
      });
    }
  }, {
    key: "Delete",
    value: function Delete(productId) {
      return this.request.send("".concat(this.endpoint, "/").concat(productId), 'DELETE');
    }
  }, {
    key: "IncrementStock",
    value: function IncrementStock(productId, quantity) {
      return this.request.send("".concat(this.endpoint, "/").concat(productId, "/transactions"), 'POST', {
        action: 'increment',
        quantity: quantity,
        type: 'stock-transaction'
      });
    }
  }, {
    key: "DecrementStock",
    value: function DecrementStock(productId, quantity) {
      return this.request.send("".concat(this.endpoint, "/").concat(productId, "/transactions"), 'POST', {
        action: 'decrement',
        quantity: quantity,
        type: 'stock-transaction'
      });
    }
  }, {
    key: "AllocateStock",
    value: function AllocateStock(productId, quantity) {
      return this.request.send("".concat(this.endpoint, "/").concat(productId, "/transactions"), 'POST', {
        action: 'allocate',
        quantity: quantity,
        type: 'stock-transaction'
      });
    }
  }, {
    key: "DeallocateStock",
    value: function DeallocateStock(productId, quantity) {
      return this.request.send("".concat(this.endpoint, "/").concat(productId, "/transactions"), 'POST', {
        action: 'deallocate',
        quantity: quantity,
        type: 'stock-transaction'
      });
    }
  }, {
    key: "GetTransactions",
    value: function GetTransactions(productId) {
      return this.request.send("".concat(this.endpoint, "/").concat(productId, "/transactions"), 'GET');
    }
  }, {
    key: "GetTransaction",
    value: function GetTransaction(productId, transactionId) {
      return this.request.send("".concat(this.endpoint, "/").concat(productId, "/transactions/").concat(transactionId), 'GET');
    }
  }, {
    key: "GetMultipleStock",
    value: function GetMultipleStock(productIds) {
      var body = productIds.map(function (id) {
        return {
          id: id
        };
      });
      return this.request.send("".concat(this.endpoint, "/multiple"), 'POST', body);
    }
  }]);
  return InventoriesEndpoint;
}(BaseExtend);

var Jobs = /*#__PURE__*/function (_BaseExtend) {
  _inherits(Jobs, _BaseExtend);
  var _super = _createSuper(Jobs);
  function Jobs(endpoint) {
    var _this;
    _classCallCheck(this, Jobs);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'jobs';
    return _this;
  }
  _createClass(Jobs, [{
    key: "All",
    value: function All() {
      return this.request.send("".concat(this.endpoint), 'GET');
    }
  }, {
    key: "Create",
    value: function Create(body) {
      return this.request.send("".concat(this.endpoint), 'POST', body);
    }
  }, {
    key: "GetFile",
    value: function GetFile(fileId) {
      return this.request.send("".concat(this.endpoint, "/").concat(fileId, "/file"), 'Get');
    }
  }, {
    key: "Get",
    value: function Get(fileId) {
      return this.request.send("".concat(this.endpoint, "/").concat(fileId), 'Get');
    }
  }]);
  return Jobs;
}(BaseExtend);

var FlowsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(FlowsEndpoint, _CRUDExtend);
  var _super = _createSuper(FlowsEndpoint);
  function FlowsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, FlowsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'flows';
    return _this;
  }
  _createClass(FlowsEndpoint, [{
    key: "AllTemplates",
    value: function AllTemplates(template) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("".concat(this.endpoint, "?template=").concat(template), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
    }
  }, {
    key: "GetEntries",
    value: function GetEntries(slug) {
      var limit = this.limit,
        offset = this.offset;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(slug, "/entries"), {
        limit: limit,
        offset: offset
      }), 'GET');
    }
  }, {
    key: "GetEntry",
    value: function GetEntry(slug, entryId) {
      return this.request.send("".concat(this.endpoint, "/").concat(slug, "/entries/").concat(entryId), 'GET');
    }
  }, {
    key: "GetFields",
    value: function GetFields(slug) {
      return this.request.send("".concat(this.endpoint, "/").concat(slug, "/fields"), 'GET');
    }
  }, {
    key: "CreateEntry",
    value: function CreateEntry(slug, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(slug, "/entries"), 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'entry'
      }));
    }
  }, {
    key: "UpdateEntry",
    value: function UpdateEntry(slug, entryId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(slug, "/entries/").concat(entryId), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'entry'
      }));
    }
  }, {
    key: "DeleteEntry",
    value: function DeleteEntry(slug, entryId) {
      return this.request.send("".concat(this.endpoint, "/").concat(slug, "/entries/").concat(entryId), 'DELETE');
    }
  }, {
    key: "CreateEntryRelationship",
    value: function CreateEntryRelationship(flowSlug, entryId, fieldSlug) {
      var body = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : {};
      var actualBody = body;
      if (Array.isArray(body) === false) {
        actualBody = _objectSpread2({}, body);
      }
      return this.request.send("".concat(this.endpoint, "/").concat(flowSlug, "/entries/").concat(entryId, "/relationships/").concat(fieldSlug), 'POST', actualBody);
    }
  }, {
    key: "UpdateEntryRelationship",
    value: function UpdateEntryRelationship(flowSlug, entryId, fieldSlug) {
      var body = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : {};
      var actualBody = body;
      if (Array.isArray(body) === false) {
        actualBody = _objectSpread2({}, body);
      }
      return this.request.send("".concat(this.endpoint, "/").concat(flowSlug, "/entries/").concat(entryId, "/relationships/").concat(fieldSlug), 'PUT', actualBody);
    }
  }, {
    key: "DeleteEntryRelationship",
    value: function DeleteEntryRelationship(flowSlug, entryId, fieldSlug) {
      return this.request.send("".concat(this.endpoint, "/").concat(flowSlug, "/entries/").concat(entryId, "/relationships/").concat(fieldSlug), 'DELETE');
    }
  }, {
    key: "GetFlowTypeAttributes",
    value: function GetFlowTypeAttributes(flowType) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(flowType, "/attributes"), 'GET', undefined, token);
    }
  }]);
  return FlowsEndpoint;
}(CRUDExtend);

var PriceBookPricesEndpoint = /*#__PURE__*/function () {
  function PriceBookPricesEndpoint(endpoint) {
    _classCallCheck(this, PriceBookPricesEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    this.request = new RequestFactory(config);
    config.version = 'pcm';
    this.endpoint = 'prices';
  }

  // TODO: API - currently not working! (can get from pricebook relationships)
  _createClass(PriceBookPricesEndpoint, [{
    key: "All",
    value: function All(_ref) {
      var pricebookId = _ref.pricebookId,
        _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("pricebooks/".concat(pricebookId, "/").concat(this.endpoint), {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
    }
  }, {
    key: "Filter",
    value: function Filter(filter) {
      this.filter = filter;
      return this;
    }
  }, {
    key: "Limit",
    value: function Limit(value) {
      this.limit = value;
      return this;
    }
  }, {
    key: "Offset",
    value: function Offset(value) {
      this.offset = value;
      return this;
    }
  }, {
    key: "Get",
    value: function Get(_ref2) {
      var pricebookId = _ref2.pricebookId,
        priceId = _ref2.priceId,
        _ref2$token = _ref2.token,
        token = _ref2$token === void 0 ? null : _ref2$token;
      return this.request.send("pricebooks/".concat(pricebookId, "/").concat(this.endpoint, "/").concat(priceId), 'GET', undefined, token);
    }
  }, {
    key: "Create",
    value: function Create(_ref3) {
      var pricebookId = _ref3.pricebookId,
        body = _ref3.body,
        _ref3$token = _ref3.token,
        token = _ref3$token === void 0 ? null : _ref3$token;
      return this.request.send("pricebooks/".concat(pricebookId, "/").concat(this.endpoint), 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-price'
      }), token);
    }
  }, {
    key: "Delete",
    value: function Delete(_ref4) {
      var pricebookId = _ref4.pricebookId,
        priceId = _ref4.priceId,
        _ref4$token = _ref4.token,
        token = _ref4$token === void 0 ? null : _ref4$token;
      return this.request.send("pricebooks/".concat(pricebookId, "/").concat(this.endpoint, "/").concat(priceId), 'DELETE', undefined, token);
    }
  }, {
    key: "Update",
    value: function Update(_ref5) {
      var pricebookId = _ref5.pricebookId,
        priceId = _ref5.priceId,
        body = _ref5.body,
        _ref5$token = _ref5.token,
        token = _ref5$token === void 0 ? null : _ref5$token;
      return this.request.send("pricebooks/".concat(pricebookId, "/").concat(this.endpoint, "/").concat(priceId), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-price'
      }), token);
    }
  }]);
  return PriceBookPricesEndpoint;
}();

var PriceBookPriceModifiersEndpoint = /*#__PURE__*/function () {
  function PriceBookPriceModifiersEndpoint(endpoint) {
    _classCallCheck(this, PriceBookPriceModifiersEndpoint);
    var config = _objectSpread2({}, endpoint);
    this.request = new RequestFactory(config);
    config.version = 'pcm';
    this.endpoint = 'modifiers';
  }
  _createClass(PriceBookPriceModifiersEndpoint, [{
    key: "All",
    value: function All(_ref) {
      var pricebookId = _ref.pricebookId,
        _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("pricebooks/".concat(pricebookId, "/").concat(this.endpoint), {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
    }
  }, {
    key: "Limit",
    value: function Limit(value) {
      this.limit = value;
      return this;
    }
  }, {
    key: "Offset",
    value: function Offset(value) {
      this.offset = value;
      return this;
    }
  }, {
    key: "Get",
    value: function Get(_ref2) {
      var pricebookId = _ref2.pricebookId,
        priceModifierId = _ref2.priceModifierId,
        _ref2$token = _ref2.token,
        token = _ref2$token === void 0 ? null : _ref2$token;
      return this.request.send("pricebooks/".concat(pricebookId, "/").concat(this.endpoint, "/").concat(priceModifierId), 'GET', undefined, token);
    }
  }, {
    key: "Create",
    value: function Create(_ref3) {
      var pricebookId = _ref3.pricebookId,
        body = _ref3.body,
        _ref3$token = _ref3.token,
        token = _ref3$token === void 0 ? null : _ref3$token;
      return this.request.send("pricebooks/".concat(pricebookId, "/").concat(this.endpoint), 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'price-modifier'
      }), token);
    }
  }, {
    key: "Update",
    value: function Update(_ref4) {
      var pricebookId = _ref4.pricebookId,
        priceModifierId = _ref4.priceModifierId,
        body = _ref4.body,
        _ref4$token = _ref4.token,
        token = _ref4$token === void 0 ? null : _ref4$token;
      return this.request.send("pricebooks/".concat(pricebookId, "/").concat(this.endpoint, "/").concat(priceModifierId), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'price-modifier'
      }), token);
    }
  }, {
    key: "Delete",
    value: function Delete(_ref5) {
      var pricebookId = _ref5.pricebookId,
        priceModifierId = _ref5.priceModifierId,
        _ref5$token = _ref5.token,
        token = _ref5$token === void 0 ? null : _ref5$token;
      return this.request.send("pricebooks/".concat(pricebookId, "/").concat(this.endpoint, "/").concat(priceModifierId), 'DELETE', undefined, token);
    }
  }]);
  return PriceBookPriceModifiersEndpoint;
}();

var PriceBooksEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(PriceBooksEndpoint, _CRUDExtend);
  var _super = _createSuper(PriceBooksEndpoint);
  function PriceBooksEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, PriceBooksEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    config.version = 'pcm';
    _this = _super.call(this, config);
    _this.Prices = new PriceBookPricesEndpoint(config);
    _this.PriceModifiers = new PriceBookPriceModifiersEndpoint(config);
    _this.endpoint = 'pricebooks';
    return _this;
  }
  _createClass(PriceBooksEndpoint, [{
    key: "ImportProductPrices",
    value: function ImportProductPrices(file) {
      return this.request.send("".concat(this.endpoint, "/import"), 'POST', file);
    }
  }]);
  return PriceBooksEndpoint;
}(CRUDExtend);

var FieldsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(FieldsEndpoint, _CRUDExtend);
  var _super = _createSuper(FieldsEndpoint);
  function FieldsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, FieldsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'fields';
    return _this;
  }
  return _createClass(FieldsEndpoint);
}(CRUDExtend);

var Files = /*#__PURE__*/function (_BaseExtend) {
  _inherits(Files, _BaseExtend);
  var _super = _createSuper(Files);
  function Files(endpoint) {
    var _this;
    _classCallCheck(this, Files);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'files';
    return _this;
  }
  _createClass(Files, [{
    key: "Create",
    value: function Create(body) {
      var contentType = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var additionalHeaders = {};

      // Allows users to specify content type, useful if using Node and an
      // implementation of FormData
      if (isNode()) {
        if (contentType === null) throw new Error('You must provide a content type header');
        additionalHeaders['Content-Type'] = contentType;
      }
      return this.request.send("".concat(this.endpoint), 'POST', body, undefined, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "Link",
    value: function Link(url) {
      var form = new FormData__default["default"]();
      form.append('file_location', url);

      // Headers only need to be explicitly passed in a node environment.
      // Browsers will handle FormData headers natively
      var contentType = isNode() ? form.getHeaders()['content-type'] : null;
      return this.Create(form, contentType);
    }
  }, {
    key: "Delete",
    value: function Delete(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'DELETE');
    }
  }]);
  return Files;
}(BaseExtend);

var CustomerAddressesEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(CustomerAddressesEndpoint, _BaseExtend);
  var _super = _createSuper(CustomerAddressesEndpoint);
  function CustomerAddressesEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, CustomerAddressesEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'addresses';
    return _this;
  }
  _createClass(CustomerAddressesEndpoint, [{
    key: "All",
    value: function All(_ref) {
      var customer = _ref.customer,
        _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token;
      return this.request.send("customers/".concat(customer, "/").concat(this.endpoint), 'GET', undefined, token);
    }
  }, {
    key: "Get",
    value: function Get(_ref2) {
      var customer = _ref2.customer,
        address = _ref2.address,
        _ref2$token = _ref2.token,
        token = _ref2$token === void 0 ? null : _ref2$token;
      return this.request.send("customers/".concat(customer, "/").concat(this.endpoint, "/").concat(address), 'GET', undefined, token);
    }
  }, {
    key: "Create",
    value: function Create(_ref3) {
      var customer = _ref3.customer,
        body = _ref3.body,
        _ref3$token = _ref3.token,
        token = _ref3$token === void 0 ? null : _ref3$token;
      return this.request.send("customers/".concat(customer, "/").concat(this.endpoint), 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: inflected.singularize(this.endpoint)
      }), token);
    }
  }, {
    key: "Delete",
    value: function Delete(_ref4) {
      var customer = _ref4.customer,
        address = _ref4.address,
        _ref4$token = _ref4.token,
        token = _ref4$token === void 0 ? null : _ref4$token;
      return this.request.send("customers/".concat(customer, "/").concat(this.endpoint, "/").concat(address), 'DELETE', undefined, token);
    }
  }, {
    key: "Update",
    value: function Update(_ref5) {
      var customer = _ref5.customer,
        address = _ref5.address,
        body = _ref5.body,
        _ref5$token = _ref5.token,
        token = _ref5$token === void 0 ? null : _ref5$token;
      return this.request.send("customers/".concat(customer, "/").concat(this.endpoint, "/").concat(address), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: inflected.singularize(this.endpoint)
      }), token);
    }
  }]);
  return CustomerAddressesEndpoint;
}(BaseExtend);

var AccountAddressesEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(AccountAddressesEndpoint, _BaseExtend);
  var _super = _createSuper(AccountAddressesEndpoint);
  function AccountAddressesEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, AccountAddressesEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'addresses';
    return _this;
  }
  _createClass(AccountAddressesEndpoint, [{
    key: "All",
    value: function All(_ref) {
      var account = _ref.account,
        _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token;
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("accounts/".concat(account, "/").concat(this.endpoint), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, undefined, this, true, null, token ? {
        'EP-ACCOUNT-MANAGEMENT-AUTHENTICATION-TOKEN': token
      } : undefined);
    }
  }, {
    key: "Get",
    value: function Get(_ref2) {
      var account = _ref2.account,
        address = _ref2.address,
        _ref2$token = _ref2.token,
        token = _ref2$token === void 0 ? null : _ref2$token;
      return this.request.send("accounts/".concat(account, "/").concat(this.endpoint, "/").concat(address), 'GET', undefined, undefined, this, true, null, token ? {
        'EP-ACCOUNT-MANAGEMENT-AUTHENTICATION-TOKEN': token
      } : undefined);
    }
  }, {
    key: "Create",
    value: function Create(_ref3) {
      var account = _ref3.account,
        body = _ref3.body,
        _ref3$token = _ref3.token,
        token = _ref3$token === void 0 ? null : _ref3$token;
      return this.request.send("accounts/".concat(account, "/").concat(this.endpoint), 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: inflected.singularize(this.endpoint)
      }), undefined, this, true, null, token ? {
        'EP-ACCOUNT-MANAGEMENT-AUTHENTICATION-TOKEN': token
      } : undefined);
    }
  }, {
    key: "Delete",
    value: function Delete(_ref4) {
      var account = _ref4.account,
        address = _ref4.address,
        _ref4$token = _ref4.token,
        token = _ref4$token === void 0 ? null : _ref4$token;
      return this.request.send("accounts/".concat(account, "/").concat(this.endpoint, "/").concat(address), 'DELETE', undefined, undefined, this, true, null, token ? {
        'EP-ACCOUNT-MANAGEMENT-AUTHENTICATION-TOKEN': token
      } : undefined);
    }
  }, {
    key: "Update",
    value: function Update(_ref5) {
      var account = _ref5.account,
        address = _ref5.address,
        body = _ref5.body,
        _ref5$token = _ref5.token,
        token = _ref5$token === void 0 ? null : _ref5$token;
      return this.request.send("accounts/".concat(account, "/").concat(this.endpoint, "/").concat(address), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: inflected.singularize(this.endpoint)
      }), undefined, this, true, null, token ? {
        'EP-ACCOUNT-MANAGEMENT-AUTHENTICATION-TOKEN': token
      } : undefined);
    }
  }]);
  return AccountAddressesEndpoint;
}(BaseExtend);

var TransactionsEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(TransactionsEndpoint, _BaseExtend);
  var _super = _createSuper(TransactionsEndpoint);
  function TransactionsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, TransactionsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'transactions';
    return _this;
  }
  _createClass(TransactionsEndpoint, [{
    key: "All",
    value: function All(_ref) {
      var order = _ref.order;
      return this.request.send("orders/".concat(order, "/").concat(this.endpoint), 'GET');
    }
  }, {
    key: "Get",
    value: function Get(_ref2) {
      var order = _ref2.order,
        transaction = _ref2.transaction;
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("orders/".concat(order, "/").concat(this.endpoint, "/").concat(transaction), 'GET', undefined, token);
    }
  }, {
    key: "Capture",
    value: function Capture(_ref3) {
      var order = _ref3.order,
        transaction = _ref3.transaction;
      return this.request.send("orders/".concat(order, "/").concat(this.endpoint, "/").concat(transaction, "/capture"), 'POST');
    }
  }, {
    key: "Refund",
    value: function Refund(_ref4) {
      var order = _ref4.order,
        transaction = _ref4.transaction;
      var body = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
      return this.request.send("orders/".concat(order, "/").concat(this.endpoint, "/").concat(transaction, "/refund"), 'POST', body);
    }
  }, {
    key: "Cancel",
    value: function Cancel(_ref5) {
      var order = _ref5.order,
        transaction = _ref5.transaction;
      var body = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
      return this.request.send("orders/".concat(order, "/").concat(this.endpoint, "/").concat(transaction, "/cancel"), 'POST', body);
    }
  }]);
  return TransactionsEndpoint;
}(BaseExtend);

var Settings = /*#__PURE__*/function () {
  function Settings(config) {
    _classCallCheck(this, Settings);
    this.request = new RequestFactory(config);
    this.endpoint = 'settings';
  }
  _createClass(Settings, [{
    key: "All",
    value: function All() {
      return this.request.send(this.endpoint, 'GET');
    }
  }, {
    key: "Update",
    value: function Update(body) {
      return this.request.send(this.endpoint, 'PUT', _objectSpread2({
        type: 'settings'
      }, body));
    }
  }, {
    key: "Delete",
    value: function Delete() {
      return this.request.send(this.endpoint, 'DELETE');
    }
  }, {
    key: "GetLogsTtl",
    value: function GetLogsTtl() {
      return this.request.send("".concat(this.endpoint, "/logs-ttl"), 'GET');
    }
  }, {
    key: "UpdateLogsTtl",
    value: function UpdateLogsTtl(days) {
      return this.request.send("".concat(this.endpoint, "/logs-ttl"), 'PUT', {
        days: days,
        type: 'time_to_live'
      });
    }
  }, {
    key: "Cart",
    value: function Cart() {
      return this.request.send("".concat(this.endpoint, "/cart"), 'GET');
    }
  }, {
    key: "UpdateCart",
    value: function UpdateCart(body) {
      return this.request.send("".concat(this.endpoint, "/cart"), 'PUT', _objectSpread2({
        type: 'settings'
      }, body));
    }
  }, {
    key: "Subscriptions",
    value: function Subscriptions() {
      return this.request.send("".concat(this.endpoint, "/subscriptions"), 'GET');
    }
  }, {
    key: "UpdateSubscriptions",
    value: function UpdateSubscriptions(body) {
      return this.request.send("".concat(this.endpoint, "/subscriptions"), 'PUT', body);
    }
  }, {
    key: "Promotions",
    value: function Promotions() {
      return this.request.send("".concat(this.endpoint, "/promotions"), 'GET');
    }
  }]);
  return Settings;
}();

var MemoryStorageFactory = /*#__PURE__*/function () {
  function MemoryStorageFactory() {
    _classCallCheck(this, MemoryStorageFactory);
    this.state = new Map();
  }
  _createClass(MemoryStorageFactory, [{
    key: "set",
    value: function set(key, value) {
      this.state.set(key, value);
    }
  }, {
    key: "get",
    value: function get(key) {
      return this.state.get(key) || null;
    }
  }, {
    key: "delete",
    value: function _delete(key) {
      this.state["delete"](key);
    }
  }]);
  return MemoryStorageFactory;
}();

var PromotionsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(PromotionsEndpoint, _CRUDExtend);
  var _super = _createSuper(PromotionsEndpoint);
  function PromotionsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, PromotionsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'promotions';
    return _this;
  }
  _createClass(PromotionsEndpoint, [{
    key: "Attributes",
    value: function Attributes() {
      return this.request.send("".concat(this.endpoint, "/attributes"), 'GET');
    }
  }, {
    key: "Codes",
    value: function Codes(promotionId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(promotionId, "/codes"), {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
    }
  }, {
    key: "PromotionJobs",
    value: function PromotionJobs(promotionId) {
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(promotionId, "/jobs"), {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET');
    }
  }, {
    key: "AddCodes",
    value: function AddCodes(promotionId, codes) {
      return this.request.send("".concat(this.endpoint, "/").concat(promotionId, "/codes"), 'POST', {
        type: 'promotion_codes',
        codes: codes
      });
    }
  }, {
    key: "AddCodesJob",
    value: function AddCodesJob(promotionId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(promotionId, "/jobs"), 'POST', body);
    }
  }, {
    key: "DeleteCode",
    value: function DeleteCode(promotionId, codeId) {
      return this.request.send("".concat(this.endpoint, "/").concat(promotionId, "/codes/").concat(codeId), 'DELETE');
    }
  }, {
    key: "DeleteCodes",
    value: function DeleteCodes(promotionId, codes) {
      return this.request.send("".concat(this.endpoint, "/").concat(promotionId, "/codes"), 'DELETE', {
        type: 'promotion_codes',
        codes: codes
      });
    }
  }, {
    key: "History",
    value: function History(promotionId) {
      var limit = this.limit,
        offset = this.offset;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(promotionId, "/history"), {
        limit: limit,
        offset: offset
      }), 'GET');
    }
  }, {
    key: "GetCodeExportFile",
    value: function GetCodeExportFile(promotionId, jobId) {
      return this.request.send("".concat(this.endpoint, "/").concat(promotionId, "/jobs/").concat(jobId, "/file"), 'Get');
    }
  }]);
  return PromotionsEndpoint;
}(CRUDExtend);

var VariationsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(VariationsEndpoint, _CRUDExtend);
  var _super = _createSuper(VariationsEndpoint);
  function VariationsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, VariationsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'variations';
    return _this;
  }
  _createClass(VariationsEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-variation'
      }));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-variation'
      }), token);
    }
  }, {
    key: "Option",
    value: function Option(variationId, optionId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId), 'GET');
    }
  }, {
    key: "Options",
    value: function Options(variationId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options"), 'GET');
    }
  }, {
    key: "CreateOption",
    value: function CreateOption(variationId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options"), 'post', body);
    }
  }, {
    key: "UpdateOption",
    value: function UpdateOption(variationId, optionId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId), 'PUT', body);
    }
  }, {
    key: "DeleteOption",
    value: function DeleteOption(variationId, optionId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId), 'DELETE');
    }
  }, {
    key: "Modifier",
    value: function Modifier(variationId, optionId, modifierId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers/").concat(modifierId), 'GET');
    }
  }, {
    key: "Modifiers",
    value: function Modifiers(variationId, optionId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers"), 'GET');
    }
  }, {
    key: "CreateModifier",
    value: function CreateModifier(variationId, optionId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers"), 'post', body);
    }
  }, {
    key: "UpdateModifier",
    value: function UpdateModifier(variationId, optionId, modifierId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers/").concat(modifierId), 'PUT', body);
    }
  }, {
    key: "DeleteModifier",
    value: function DeleteModifier(variationId, optionId, modifierId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers/").concat(modifierId), 'DELETE');
    }
  }]);
  return VariationsEndpoint;
}(CRUDExtend);

var AuthenticationRealmsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(AuthenticationRealmsEndpoint, _CRUDExtend);
  var _super = _createSuper(AuthenticationRealmsEndpoint);
  function AuthenticationRealmsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, AuthenticationRealmsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'authentication-realms';
    return _this;
  }
  _createClass(AuthenticationRealmsEndpoint, [{
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var headers = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      this.call = this.request.send(buildURL(this.endpoint, {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this, headers);
      return this.call;
    }
  }, {
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', body.data);
    }
  }, {
    key: "Get",
    value: function Get(_ref) {
      var realmId = _ref.realmId,
        _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token;
      return this.request.send("".concat(this.endpoint, "/").concat(realmId), 'GET', undefined, token);
    }
  }]);
  return AuthenticationRealmsEndpoint;
}(CRUDExtend);

var OidcProfileEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(OidcProfileEndpoint, _CRUDExtend);
  var _super = _createSuper(OidcProfileEndpoint);
  function OidcProfileEndpoint(config) {
    var _this;
    _classCallCheck(this, OidcProfileEndpoint);
    _this = _super.call(this, config);
    _this.endpoint = 'authentication-realms/{{realmId}}/oidc-profiles';
    return _this;
  }
  _createClass(OidcProfileEndpoint, [{
    key: "All",
    value: function All(realmId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var headers = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : {};
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      this.call = this.request.send(buildURL(this.endpoint.replace('{{realmId}}', realmId), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this, headers);
      return this.call;
    }
  }, {
    key: "Create",
    value: function Create(realmId, body) {
      return this.request.send(this.endpoint.replace('{{realmId}}', realmId), 'POST', body.data);
    }
  }, {
    key: "Get",
    value: function Get(_ref) {
      var realmId = _ref.realmId,
        profileId = _ref.profileId,
        _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token,
        _ref$headers = _ref.headers,
        headers = _ref$headers === void 0 ? {} : _ref$headers;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId), "/").concat(profileId), 'GET', undefined, token, this, headers);
    }
  }, {
    key: "Update",
    value: function Update(realmId, profileId, body) {
      var token = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : null;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId), "/").concat(profileId), 'PUT', body.data, token);
    }
  }, {
    key: "Delete",
    value: function Delete(realmId, profileId) {
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId), "/").concat(profileId), 'DELETE');
    }
  }]);
  return OidcProfileEndpoint;
}(CRUDExtend);

var UserAuthenticationInfoEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(UserAuthenticationInfoEndpoint, _CRUDExtend);
  var _super = _createSuper(UserAuthenticationInfoEndpoint);
  function UserAuthenticationInfoEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, UserAuthenticationInfoEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'authentication-realms/{{realmId}}/user-authentication-info';
    return _this;
  }
  _createClass(UserAuthenticationInfoEndpoint, [{
    key: "Create",
    value: function Create(realmId, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send(this.endpoint.replace('{{realmId}}', realmId), 'POST', body.data, token);
    }
  }, {
    key: "All",
    value: function All(realmId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var headers = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : {};
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("".concat(this.endpoint.replace('{{realmId}}', realmId)), {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this, headers);
    }
  }, {
    key: "Get",
    value: function Get(realmId, userAuthenticationInfoId) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId), "/").concat(userAuthenticationInfoId), 'GET', undefined, token);
    }
  }, {
    key: "Update",
    value: function Update(realmId, userAuthenticationInfoId, body) {
      var token = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : null;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId), "/").concat(userAuthenticationInfoId), 'PUT', body.data, token);
    }
  }, {
    key: "Delete",
    value: function Delete(realmId, userAuthenticationInfoId) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId), "/").concat(userAuthenticationInfoId), 'DELETE', undefined, token);
    }
  }]);
  return UserAuthenticationInfoEndpoint;
}(CRUDExtend);

var PasswordProfileEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(PasswordProfileEndpoint, _CRUDExtend);
  var _super = _createSuper(PasswordProfileEndpoint);
  function PasswordProfileEndpoint(config) {
    var _this;
    _classCallCheck(this, PasswordProfileEndpoint);
    _this = _super.call(this, config);
    _this.endpoint = 'authentication-realms/{{realmId}}/password-profiles';
    return _this;
  }
  _createClass(PasswordProfileEndpoint, [{
    key: "Create",
    value: function Create(realmId, body) {
      return this.request.send(this.endpoint.replace('{{realmId}}', realmId), 'POST', body.data);
    }
  }, {
    key: "All",
    value: function All(realmId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var headers = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : {};
      var limit = this.limit,
        offset = this.offset;
      return this.request.send(buildURL("".concat(this.endpoint.replace('{{realmId}}', realmId)), {
        limit: limit,
        offset: offset
      }), 'GET', undefined, token, this, headers);
    }
  }, {
    key: "Get",
    value: function Get(_ref) {
      var realmId = _ref.realmId,
        profileId = _ref.profileId;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId), "/").concat(profileId), 'GET');
    }
  }, {
    key: "Update",
    value: function Update(realmId, profileId, body) {
      var token = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : null;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId), "/").concat(profileId), 'PUT', body.data, token);
    }
  }, {
    key: "Delete",
    value: function Delete(realmId, profileId) {
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId), "/").concat(profileId), 'DELETE');
    }
  }]);
  return PasswordProfileEndpoint;
}(CRUDExtend);

var UserAuthenticationPasswordProfileEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(UserAuthenticationPasswordProfileEndpoint, _CRUDExtend);
  var _super = _createSuper(UserAuthenticationPasswordProfileEndpoint);
  function UserAuthenticationPasswordProfileEndpoint(config) {
    var _this;
    _classCallCheck(this, UserAuthenticationPasswordProfileEndpoint);
    _this = _super.call(this, config);
    _this.endpoint = 'authentication-realms/{{realmId}}/user-authentication-info/{{userAuthenticationInfoId}}/user-authentication-password-profile-info';
    return _this;
  }
  _createClass(UserAuthenticationPasswordProfileEndpoint, [{
    key: "Create",
    value: function Create(realmId, userAuthenticationInfoId, body) {
      var token = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : null;
      return this.request.send(this.endpoint.replace('{{realmId}}', realmId).replace('{{userAuthenticationInfoId}}', userAuthenticationInfoId), 'POST', body.data, token);
    }
  }, {
    key: "All",
    value: function All(realmId, userAuthenticationInfoId) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      var headers = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : {};
      var limit = this.limit,
        offset = this.offset;
      return this.request.send(buildURL("".concat(this.endpoint.replace('{{realmId}}', realmId).replace('{{userAuthenticationInfoId}}', userAuthenticationInfoId)), {
        limit: limit,
        offset: offset
      }), 'GET', undefined, token, this, headers);
    }
  }, {
    key: "Get",
    value: function Get(realmId, userAuthenticationInfoId, userAuthenticationPasswordProfileId) {
      var token = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : null;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId).replace('{{userAuthenticationInfoId}}', userAuthenticationInfoId), "/").concat(userAuthenticationPasswordProfileId), 'GET', undefined, token);
    }
  }, {
    key: "Update",
    value: function Update(realmId, userAuthenticationInfoId, userAuthenticationPasswordProfileId, body) {
      var token = arguments.length > 4 && arguments[4] !== undefined ? arguments[4] : null;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId).replace('{{userAuthenticationInfoId}}', userAuthenticationInfoId), "/").concat(userAuthenticationPasswordProfileId), 'PUT', body.data, token);
    }
  }, {
    key: "Delete",
    value: function Delete(realmId, userAuthenticationInfoId, userAuthenticationPasswordProfileId) {
      var token = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : null;
      return this.request.send("".concat(this.endpoint.replace('{{realmId}}', realmId).replace('{{userAuthenticationInfoId}}', userAuthenticationInfoId), "/").concat(userAuthenticationPasswordProfileId), 'DELETE', undefined, token);
    }
  }]);
  return UserAuthenticationPasswordProfileEndpoint;
}(CRUDExtend);

var AuthenticationSettingsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(AuthenticationSettingsEndpoint, _CRUDExtend);
  var _super = _createSuper(AuthenticationSettingsEndpoint);
  function AuthenticationSettingsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, AuthenticationSettingsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'settings/customer-authentication';
    return _this;
  }
  _createClass(AuthenticationSettingsEndpoint, [{
    key: "Get",
    value: function Get() {
      return this.request.send("".concat(this.endpoint), 'GET', undefined);
    }
  }]);
  return AuthenticationSettingsEndpoint;
}(CRUDExtend);

var NodesEndpoint = /*#__PURE__*/function () {
  function NodesEndpoint(endpoint) {
    _classCallCheck(this, NodesEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    this.request = new RequestFactory(config);
    config.version = 'pcm';
    this.endpoint = 'nodes';
  }

  // TODO: API - currently not working! (can get from hierarchy relationships)
  _createClass(NodesEndpoint, [{
    key: "All",
    value: function All(_ref) {
      var hierarchyId = _ref.hierarchyId,
        _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/").concat(this.endpoint), 'GET', undefined, token);
    }
  }, {
    key: "Get",
    value: function Get(_ref2) {
      var hierarchyId = _ref2.hierarchyId,
        nodeId = _ref2.nodeId,
        _ref2$token = _ref2.token,
        token = _ref2$token === void 0 ? null : _ref2$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/").concat(this.endpoint, "/").concat(nodeId), 'GET', undefined, token);
    }
  }, {
    key: "Create",
    value: function Create(_ref3) {
      var hierarchyId = _ref3.hierarchyId,
        body = _ref3.body,
        _ref3$token = _ref3.token,
        token = _ref3$token === void 0 ? null : _ref3$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/").concat(this.endpoint), 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: inflected.singularize(this.endpoint)
      }), token);
    }
  }, {
    key: "Delete",
    value: function Delete(_ref4) {
      var hierarchyId = _ref4.hierarchyId,
        nodeId = _ref4.nodeId,
        _ref4$token = _ref4.token,
        token = _ref4$token === void 0 ? null : _ref4$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/").concat(this.endpoint, "/").concat(nodeId), 'DELETE', undefined, token);
    }
  }, {
    key: "Update",
    value: function Update(_ref5) {
      var hierarchyId = _ref5.hierarchyId,
        nodeId = _ref5.nodeId,
        body = _ref5.body,
        _ref5$token = _ref5.token,
        token = _ref5$token === void 0 ? null : _ref5$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/").concat(this.endpoint, "/").concat(nodeId), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: inflected.singularize(this.endpoint)
      }), token);
    }
  }, {
    key: "GetNodeChildren",
    value: function GetNodeChildren(_ref6) {
      var hierarchyId = _ref6.hierarchyId,
        nodeId = _ref6.nodeId,
        _ref6$token = _ref6.token,
        token = _ref6$token === void 0 ? null : _ref6$token;
      var limit = this.limit,
        offset = this.offset;
      return this.request.send(buildURL("hierarchies/".concat(hierarchyId, "/").concat(this.endpoint, "/").concat(nodeId, "/children"), {
        limit: limit,
        offset: offset
      }), 'GET', undefined, token);
    }
  }, {
    key: "Limit",
    value: function Limit(value) {
      this.limit = value;
      return this;
    }
  }, {
    key: "Offset",
    value: function Offset(value) {
      this.offset = value;
      return this;
    }
  }]);
  return NodesEndpoint;
}();

var NodeRelationshipsEndpoint = /*#__PURE__*/function () {
  function NodeRelationshipsEndpoint(endpoint) {
    _classCallCheck(this, NodeRelationshipsEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    this.request = new RequestFactory(config);
    config.version = 'pcm';
    this.endpoint = 'relationships/products';
  }
  _createClass(NodeRelationshipsEndpoint, [{
    key: "Create",
    value: function Create(_ref) {
      var hierarchyId = _ref.hierarchyId,
        nodeId = _ref.nodeId,
        body = _ref.body,
        _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/nodes/").concat(nodeId, "/").concat(this.endpoint), 'POST', body, token);
    }
  }, {
    key: "Delete",
    value: function Delete(_ref2) {
      var hierarchyId = _ref2.hierarchyId,
        nodeId = _ref2.nodeId,
        body = _ref2.body,
        _ref2$token = _ref2.token,
        token = _ref2$token === void 0 ? null : _ref2$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/nodes/").concat(nodeId, "/").concat(this.endpoint), 'DELETE', body, token);
    }
  }, {
    key: "Update",
    value: function Update(_ref3) {
      var hierarchyId = _ref3.hierarchyId,
        nodeId = _ref3.nodeId,
        body = _ref3.body,
        _ref3$token = _ref3.token,
        token = _ref3$token === void 0 ? null : _ref3$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/nodes/").concat(nodeId, "/relationships/parent"), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: inflected.singularize(this.endpoint)
      }), token);
    }
  }, {
    key: "Products",
    value: function Products(_ref4) {
      var hierarchyId = _ref4.hierarchyId,
        nodeId = _ref4.nodeId,
        _ref4$token = _ref4.token,
        token = _ref4$token === void 0 ? null : _ref4$token;
      var limit = this.limit,
        offset = this.offset;
      return this.request.send(buildURL("hierarchies/".concat(hierarchyId, "/nodes/").concat(nodeId, "/products"), {
        limit: limit,
        offset: offset
      }), 'GET', null, token);
    }
  }, {
    key: "ChangeParent",
    value: function ChangeParent(_ref5) {
      var hierarchyId = _ref5.hierarchyId,
        nodeId = _ref5.nodeId,
        body = _ref5.body,
        _ref5$token = _ref5.token,
        token = _ref5$token === void 0 ? null : _ref5$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/nodes/").concat(nodeId, "/relationships/parent"), 'PUT', body, token);
    }
  }, {
    key: "DeleteParent",
    value: function DeleteParent(_ref6) {
      var hierarchyId = _ref6.hierarchyId,
        nodeId = _ref6.nodeId,
        _ref6$token = _ref6.token,
        token = _ref6$token === void 0 ? null : _ref6$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/nodes/").concat(nodeId, "/relationships/parent"), 'DELETE', undefined, token);
    }
  }, {
    key: "CreateChildrenSortOrder",
    value: function CreateChildrenSortOrder(_ref7) {
      var hierarchyId = _ref7.hierarchyId,
        nodeId = _ref7.nodeId,
        body = _ref7.body,
        _ref7$token = _ref7.token,
        token = _ref7$token === void 0 ? null : _ref7$token;
      return this.request.send("hierarchies/".concat(hierarchyId, "/nodes/").concat(nodeId, "/relationships/children"), 'POST', body, token);
    }
  }, {
    key: "Limit",
    value: function Limit(value) {
      this.limit = value;
      return this;
    }
  }, {
    key: "Offset",
    value: function Offset(value) {
      this.offset = value;
      return this;
    }
  }]);
  return NodeRelationshipsEndpoint;
}();

var HierarchiesEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(HierarchiesEndpoint, _CRUDExtend);
  var _super = _createSuper(HierarchiesEndpoint);
  function HierarchiesEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, HierarchiesEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    config.version = 'pcm';
    _this = _super.call(this, config);
    _this.Nodes = new NodesEndpoint(config);
    _this.Relationships = new NodeRelationshipsEndpoint(config);
    _this.endpoint = 'hierarchies';
    return _this;
  }
  _createClass(HierarchiesEndpoint, [{
    key: "Children",
    value: function Children(id) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var limit = this.limit,
        offset = this.offset;
      this.call = this.request.send(buildURL("".concat(this.endpoint, "/").concat(id, "/children"), {
        limit: limit,
        offset: offset
      }), 'GET', null, token);
      return this.call;
    }
  }, {
    key: "Duplicate",
    value: function Duplicate(hierarchyId, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(hierarchyId, "/duplicate_job"), 'POST', body, token);
    }
  }]);
  return HierarchiesEndpoint;
}(CRUDExtend);

var MerchantRealmMappings = /*#__PURE__*/function () {
  function MerchantRealmMappings(config) {
    _classCallCheck(this, MerchantRealmMappings);
    this.request = new RequestFactory(config);
    this.endpoint = 'merchant-realm-mappings';
  }
  _createClass(MerchantRealmMappings, [{
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      this.call = this.request.send(this.endpoint, 'GET', undefined, token, this);
      return this.call;
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: this.endpoint
      }), token);
    }
  }, {
    key: "Get",
    value: function Get(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'GET');
    }
  }]);
  return MerchantRealmMappings;
}();

var AccountsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(AccountsEndpoint, _CRUDExtend);
  var _super = _createSuper(AccountsEndpoint);
  function AccountsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, AccountsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'accounts';
    return _this;
  }
  _createClass(AccountsEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', body);
    }
  }, {
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var headers = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      this.call = this.request.send(buildURL(this.endpoint, {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this, headers);
      return this.call;
    }
  }]);
  return AccountsEndpoint;
}(CRUDExtend);

var AccountMembersEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(AccountMembersEndpoint, _BaseExtend);
  var _super = _createSuper(AccountMembersEndpoint);
  function AccountMembersEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, AccountMembersEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'account-members';
    return _this;
  }
  _createClass(AccountMembersEndpoint, [{
    key: "Get",
    value: function Get(accountMemberId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(accountMemberId), 'GET', undefined, token);
    }
  }, {
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var headers = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      this.call = this.request.send(buildURL(this.endpoint, {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this, headers);
      return this.call;
    }
  }, {
    key: "UnassignedAccountMembers",
    value: function UnassignedAccountMembers(accountId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      this.call = this.request.send(buildURL("accounts/".concat(accountId, "/account-memberships/unassigned-account-members"), {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
      return this.call;
    }
  }, {
    key: "GenerateAccountToken",
    value: function GenerateAccountToken(body) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("".concat(this.endpoint, "/tokens"), 'POST', body, token);
    }
  }]);
  return AccountMembersEndpoint;
}(BaseExtend);

var AccountAuthenticationSettingsEndpoint = /*#__PURE__*/function () {
  function AccountAuthenticationSettingsEndpoint(config) {
    _classCallCheck(this, AccountAuthenticationSettingsEndpoint);
    this.request = new RequestFactory(config);
    this.endpoint = 'settings/account-authentication';
  }
  _createClass(AccountAuthenticationSettingsEndpoint, [{
    key: "Get",
    value: function Get() {
      return this.request.send("".concat(this.endpoint), 'GET', undefined);
    }
  }, {
    key: "Update",
    value: function Update(body) {
      return this.request.send(this.endpoint, 'PUT', _objectSpread2({
        type: 'account_authentication_settings'
      }, body));
    }
  }]);
  return AccountAuthenticationSettingsEndpoint;
}();

var AccountMembershipsEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(AccountMembershipsEndpoint, _BaseExtend);
  var _super = _createSuper(AccountMembershipsEndpoint);
  function AccountMembershipsEndpoint() {
    _classCallCheck(this, AccountMembershipsEndpoint);
    return _super.apply(this, arguments);
  }
  _createClass(AccountMembershipsEndpoint, [{
    key: "Create",
    value: function Create(accountId, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("accounts/".concat(accountId, "/account-memberships"), 'POST', body, token, this);
    }
  }, {
    key: "All",
    value: function All(accountId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter,
        includes = this.includes;
      this.call = this.request.send(buildURL("accounts/".concat(accountId, "/account-memberships"), {
        limit: limit,
        offset: offset,
        filter: filter,
        includes: includes
      }), 'GET', undefined, token, this);
      return this.call;
    }
  }, {
    key: "Get",
    value: function Get(accountId, accountMembershipId) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("accounts/".concat(accountId, "/account-memberships/").concat(accountMembershipId), 'GET', undefined, token);
    }
  }, {
    key: "Delete",
    value: function Delete(accountId, accountMembershipId) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("accounts/".concat(accountId, "/account-memberships/").concat(accountMembershipId), 'DELETE', undefined, token);
    }
  }, {
    key: "AllOnAccountMember",
    value: function AllOnAccountMember(accountMemberId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter,
        includes = this.includes;
      this.call = this.request.send(buildURL("account-members/".concat(accountMemberId, "/account-memberships"), {
        limit: limit,
        offset: offset,
        filter: filter,
        includes: includes
      }), 'GET', undefined, token, this);
      return this.call;
    }
  }]);
  return AccountMembershipsEndpoint;
}(BaseExtend);

var OneTimePasswordTokenRequestEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(OneTimePasswordTokenRequestEndpoint, _CRUDExtend);
  var _super = _createSuper(OneTimePasswordTokenRequestEndpoint);
  function OneTimePasswordTokenRequestEndpoint(config) {
    var _this;
    _classCallCheck(this, OneTimePasswordTokenRequestEndpoint);
    _this = _super.call(this, config);
    _this.endpoint = 'authentication-realms/{{realmId}}/password-profiles/{{passwordProfileId}}/one-time-password-token-request';
    return _this;
  }
  _createClass(OneTimePasswordTokenRequestEndpoint, [{
    key: "Create",
    value: function Create(realmId, passwordProfileId, body) {
      var token = arguments.length > 3 && arguments[3] !== undefined ? arguments[3] : null;
      return this.request.send(this.endpoint.replace('{{realmId}}', realmId).replace('{{passwordProfileId}}', passwordProfileId), 'POST', body, token);
    }
  }]);
  return OneTimePasswordTokenRequestEndpoint;
}(CRUDExtend);

var PCMVariationsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(PCMVariationsEndpoint, _CRUDExtend);
  var _super = _createSuper(PCMVariationsEndpoint);
  function PCMVariationsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, PCMVariationsEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    config.version = 'pcm';
    _this = _super.call(this, config);
    _this.endpoint = 'variations';
    return _this;
  }
  _createClass(PCMVariationsEndpoint, [{
    key: "CreateVariation",
    value: function CreateVariation(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-variation'
      }));
    }
  }, {
    key: "UpdateVariation",
    value: function UpdateVariation(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-variation'
      }), token);
    }
  }, {
    key: "VariationsOption",
    value: function VariationsOption(variationId, optionId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId), 'GET');
    }
  }, {
    key: "VariationsOptions",
    value: function VariationsOptions(variationId) {
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(variationId, "/options"), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET');
    }
  }, {
    key: "CreateVariationsOption",
    value: function CreateVariationsOption(variationId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options"), 'post', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-variation-option'
      }));
    }
  }, {
    key: "UpdateVariationsOption",
    value: function UpdateVariationsOption(variationId, optionId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-variation-option'
      }));
    }
  }, {
    key: "DeleteVariationsOption",
    value: function DeleteVariationsOption(variationId, optionId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId), 'DELETE');
    }
  }, {
    key: "VariationsModifier",
    value: function VariationsModifier(variationId, optionId, modifierId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers/").concat(modifierId), 'GET');
    }
  }, {
    key: "VariationsModifiers",
    value: function VariationsModifiers(variationId, optionId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers"), 'GET');
    }
  }, {
    key: "CreateVariationsModifier",
    value: function CreateVariationsModifier(variationId, optionId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers"), 'post', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-variation-modifier'
      }));
    }
  }, {
    key: "UpdateVariationsModifier",
    value: function UpdateVariationsModifier(variationId, optionId, modifierId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers/").concat(modifierId), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'product-variation-modifier',
        id: modifierId
      }));
    }
  }, {
    key: "DeleteVariationsModifier",
    value: function DeleteVariationsModifier(variationId, optionId, modifierId) {
      return this.request.send("".concat(this.endpoint, "/").concat(variationId, "/options/").concat(optionId, "/modifiers/").concat(modifierId), 'DELETE');
    }
  }]);
  return PCMVariationsEndpoint;
}(CRUDExtend);

var MetricsEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(MetricsEndpoint, _BaseExtend);
  var _super = _createSuper(MetricsEndpoint);
  function MetricsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, MetricsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'metrics';
    return _this;
  }
  _createClass(MetricsEndpoint, [{
    key: "TotalOrders",
    value: function TotalOrders(query) {
      var formattedString = formatQueryParams(query);
      return this.request.send("".concat(this.endpoint, "/orders/total?").concat(formattedString), 'GET');
    }
  }, {
    key: "TotalValue",
    value: function TotalValue(query) {
      var formattedString = formatQueryParams(query);
      return this.request.send("".concat(this.endpoint, "/orders/value?").concat(formattedString), 'GET');
    }
  }]);
  return MetricsEndpoint;
}(BaseExtend);

var PersonalDataEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(PersonalDataEndpoint, _BaseExtend);
  var _super = _createSuper(PersonalDataEndpoint);
  function PersonalDataEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, PersonalDataEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'personal-data/logs';
    return _this;
  }
  _createClass(PersonalDataEndpoint, [{
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      var url = buildURL(this.endpoint, {
        limit: limit,
        offset: offset,
        filter: filter
      });
      return this.request.send(url, 'GET', undefined, token, this);
    }
  }, {
    key: "Filter",
    value: function Filter(resourceType, resourceId) {
      this.filter = {
        eq: {
          resource_type: resourceType,
          resource_id: resourceId
        }
      };
      return this;
    }
  }]);
  return PersonalDataEndpoint;
}(BaseExtend);

var DataEntriesEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(DataEntriesEndpoint, _BaseExtend);
  var _super = _createSuper(DataEntriesEndpoint);
  function DataEntriesEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, DataEntriesEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'personal-data/related-data-entries';
    return _this;
  }
  _createClass(DataEntriesEndpoint, [{
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      var url = buildURL(this.endpoint, {
        limit: limit,
        offset: offset,
        filter: filter
      });
      return this.request.send(url, 'GET', undefined, token, this);
    }
  }, {
    key: "Filter",
    value: function Filter(resourceType, resourceId) {
      this.filter = {
        eq: {
          resource_type: resourceType,
          resource_id: resourceId
        }
      };
      return this;
    }
  }]);
  return DataEntriesEndpoint;
}(BaseExtend);

var AccountMembershipSettingsEndpoint = /*#__PURE__*/function () {
  function AccountMembershipSettingsEndpoint(config) {
    _classCallCheck(this, AccountMembershipSettingsEndpoint);
    this.request = new RequestFactory(config);
    this.endpoint = 'settings/account-membership';
  }
  _createClass(AccountMembershipSettingsEndpoint, [{
    key: "Get",
    value: function Get() {
      return this.request.send("".concat(this.endpoint), 'GET', undefined);
    }
  }, {
    key: "Update",
    value: function Update(body) {
      return this.request.send("".concat(this.endpoint), 'PUT', body);
    }
  }]);
  return AccountMembershipSettingsEndpoint;
}();

var ErasureRequestsEndpoint = /*#__PURE__*/function (_BaseExtend) {
  _inherits(ErasureRequestsEndpoint, _BaseExtend);
  var _super = _createSuper(ErasureRequestsEndpoint);
  function ErasureRequestsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, ErasureRequestsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'personal-data/erasure-requests';
    return _this;
  }
  _createClass(ErasureRequestsEndpoint, [{
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      var url = buildURL(this.endpoint, {
        limit: limit,
        offset: offset,
        filter: filter
      });
      return this.request.send(url, 'GET', undefined, token, this);
    }
  }, {
    key: "Filter",
    value: function Filter(resourceType, resourceId) {
      this.filter = {
        eq: {
          resource_type: resourceType,
          resource_id: resourceId
        }
      };
      return this;
    }
  }, {
    key: "Create",
    value: function Create(resourceType, resourceId) {
      var body = {
        resource_type: resourceType,
        resource_id: resourceId,
        type: 'erasure_request'
      };
      return this.request.send(this.endpoint, 'POST', body);
    }
  }]);
  return ErasureRequestsEndpoint;
}(BaseExtend);

var ApplicationKeysEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(ApplicationKeysEndpoint, _CRUDExtend);
  var _super = _createSuper(ApplicationKeysEndpoint);
  function ApplicationKeysEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, ApplicationKeysEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'application-keys';
    return _this;
  }
  _createClass(ApplicationKeysEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', body);
    }
  }, {
    key: "Update",
    value: function Update(applicationKeyId, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(applicationKeyId), "PUT", body, token);
    }
  }, {
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var headers = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      this.call = this.request.send(buildURL(this.endpoint, {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this, headers);
      return this.call;
    }
  }, {
    key: "Delete",
    value: function Delete(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'DELETE');
    }
  }]);
  return ApplicationKeysEndpoint;
}(CRUDExtend);

var SubscriptionProductsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(SubscriptionProductsEndpoint, _CRUDExtend);
  var _super = _createSuper(SubscriptionProductsEndpoint);
  function SubscriptionProductsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, SubscriptionProductsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'subscriptions/products';
    return _this;
  }
  _createClass(SubscriptionProductsEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2({}, body), token);
    }
  }]);
  return SubscriptionProductsEndpoint;
}(CRUDExtend);

var SubscriptionPlansEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(SubscriptionPlansEndpoint, _CRUDExtend);
  var _super = _createSuper(SubscriptionPlansEndpoint);
  function SubscriptionPlansEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, SubscriptionPlansEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'subscriptions/plans';
    return _this;
  }
  _createClass(SubscriptionPlansEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2({}, body), token);
    }
  }]);
  return SubscriptionPlansEndpoint;
}(CRUDExtend);

var SubscriptionOfferingsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(SubscriptionOfferingsEndpoint, _CRUDExtend);
  var _super = _createSuper(SubscriptionOfferingsEndpoint);
  function SubscriptionOfferingsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, SubscriptionOfferingsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'subscriptions/offerings';
    return _this;
  }
  _createClass(SubscriptionOfferingsEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2({}, body), token);
    }
  }, {
    key: "Build",
    value: function Build(body) {
      return this.request.send("".concat(this.endpoint, "/build"), 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "AttachProducts",
    value: function AttachProducts(offeringId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(offeringId, "/products/attach"), 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "RemoveProduct",
    value: function RemoveProduct(offeringId, productId) {
      return this.request.send("".concat(this.endpoint, "/").concat(offeringId, "/products/").concat(productId), 'DELETE');
    }
  }, {
    key: "AttachPlans",
    value: function AttachPlans(offeringId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(offeringId, "/plans/attach"), 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "RemovePlan",
    value: function RemovePlan(offeringId, planId) {
      return this.request.send("".concat(this.endpoint, "/").concat(offeringId, "/plans/").concat(planId), 'DELETE');
    }
  }, {
    key: "GetAttachedProducts",
    value: function GetAttachedProducts(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/products"), 'GET');
    }
  }, {
    key: "GetAttachedPlans",
    value: function GetAttachedPlans(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/plans"), 'GET');
    }
  }, {
    key: "AttachProrationPolicy",
    value: function AttachProrationPolicy(offeringId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(offeringId, "/relationships/proration-policies"), 'PUT', {
        data: body
      }, undefined, undefined, false);
    }
  }, {
    key: "ReplaceProducts",
    value: function ReplaceProducts(offeringId, productIds) {
      return this.request.send("".concat(this.endpoint, "/").concat(offeringId, "/products/replace"), 'PUT', {
        products: productIds
      });
    }
  }]);
  return SubscriptionOfferingsEndpoint;
}(CRUDExtend);

var SubscriptionsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(SubscriptionsEndpoint, _CRUDExtend);
  var _super = _createSuper(SubscriptionsEndpoint);
  function SubscriptionsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, SubscriptionsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'subscriptions/subscriptions';
    return _this;
  }
  _createClass(SubscriptionsEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', body, token);
    }
  }, {
    key: "GetInvoices",
    value: function GetInvoices(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/invoices"), 'GET');
    }
  }, {
    key: "GetAttachedProducts",
    value: function GetAttachedProducts(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/products"), 'GET');
    }
  }, {
    key: "GetAttachedPlans",
    value: function GetAttachedPlans(id) {
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/plans"), 'GET');
    }
  }, {
    key: "CreateState",
    value: function CreateState(id, action) {
      return this.request.send("".concat(this.endpoint, "/").concat(id, "/states"), 'POST', {
        type: 'subscription_state',
        attributes: {
          action: action
        }
      });
    }
  }]);
  return SubscriptionsEndpoint;
}(CRUDExtend);

var RulePromotionsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(RulePromotionsEndpoint, _CRUDExtend);
  var _super = _createSuper(RulePromotionsEndpoint);
  function RulePromotionsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, RulePromotionsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'rule-promotions';
    return _this;
  }
  _createClass(RulePromotionsEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'rule_promotion'
      }));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2(_objectSpread2({}, body), {}, {
        type: 'rule_promotion'
      }), token);
    }
  }, {
    key: "Codes",
    value: function Codes(promotionId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(promotionId, "/codes"), {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
    }
  }, {
    key: "AddCodes",
    value: function AddCodes(promotionId, codes) {
      return this.request.send("".concat(this.endpoint, "/").concat(promotionId, "/codes"), 'POST', {
        type: 'promotion_codes',
        codes: codes
      });
    }
  }, {
    key: "DeleteCode",
    value: function DeleteCode(promotionId, codeId) {
      return this.request.send("".concat(this.endpoint, "/").concat(promotionId, "/codes/").concat(codeId), 'DELETE');
    }
  }, {
    key: "DeleteCodes",
    value: function DeleteCodes(promotionId, codes) {
      return this.request.send("".concat(this.endpoint, "/").concat(promotionId, "/codes"), 'DELETE', {
        type: 'promotion_codes',
        codes: codes
      });
    }
  }]);
  return RulePromotionsEndpoint;
}(CRUDExtend);

var SubscriptionSubscribersEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(SubscriptionSubscribersEndpoint, _CRUDExtend);
  var _super = _createSuper(SubscriptionSubscribersEndpoint);
  function SubscriptionSubscribersEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, SubscriptionSubscribersEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'subscriptions/subscribers';
    return _this;
  }
  _createClass(SubscriptionSubscribersEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2({}, body), token);
    }
  }]);
  return SubscriptionSubscribersEndpoint;
}(CRUDExtend);

var SubscriptionJobsEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(SubscriptionJobsEndpoint, _CRUDExtend);
  var _super = _createSuper(SubscriptionJobsEndpoint);
  function SubscriptionJobsEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, SubscriptionJobsEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'subscriptions/jobs';
    return _this;
  }
  _createClass(SubscriptionJobsEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2({}, body));
    }
  }]);
  return SubscriptionJobsEndpoint;
}(CRUDExtend);

var SubscriptionSchedulesEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(SubscriptionSchedulesEndpoint, _CRUDExtend);
  var _super = _createSuper(SubscriptionSchedulesEndpoint);
  function SubscriptionSchedulesEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, SubscriptionSchedulesEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'subscriptions/schedules';
    return _this;
  }
  _createClass(SubscriptionSchedulesEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2({}, body), token);
    }
  }]);
  return SubscriptionSchedulesEndpoint;
}(CRUDExtend);

var SubscriptionDunningRulesEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(SubscriptionDunningRulesEndpoint, _CRUDExtend);
  var _super = _createSuper(SubscriptionDunningRulesEndpoint);
  function SubscriptionDunningRulesEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, SubscriptionDunningRulesEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'subscriptions/dunning-rules';
    return _this;
  }
  _createClass(SubscriptionDunningRulesEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2({}, body), token);
    }
  }]);
  return SubscriptionDunningRulesEndpoint;
}(CRUDExtend);

var SubscriptionProrationPoliciesEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(SubscriptionProrationPoliciesEndpoint, _CRUDExtend);
  var _super = _createSuper(SubscriptionProrationPoliciesEndpoint);
  function SubscriptionProrationPoliciesEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, SubscriptionProrationPoliciesEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'subscriptions/proration-policies';
    return _this;
  }
  _createClass(SubscriptionProrationPoliciesEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', _objectSpread2({}, body));
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', _objectSpread2({}, body), token);
    }
  }]);
  return SubscriptionProrationPoliciesEndpoint;
}(CRUDExtend);

var Nodes$1 = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(Nodes, _CRUDExtend);
  var _super = _createSuper(Nodes);
  function Nodes(endpoint) {
    var _this;
    _classCallCheck(this, Nodes);
    _this = _super.call(this, endpoint);
    _this.config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    _this.request = new RequestFactory(_this.config);
    _this.config.version = 'pcm';
    _this.endpoint = 'nodes';
    return _this;
  }
  _createClass(Nodes, [{
    key: "All",
    value: function All(_ref) {
      var _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token;
      return this.request.send("catalogs/".concat(this.endpoint), 'GET', undefined, token);
    }
  }, {
    key: "Get",
    value: function Get(_ref2) {
      var nodeId = _ref2.nodeId,
        _ref2$token = _ref2.token,
        token = _ref2$token === void 0 ? null : _ref2$token;
      return this.request.send("catalogs/".concat(this.endpoint, "/").concat(nodeId), 'GET', undefined, token);
    }
  }, {
    key: "GetNodeChildren",
    value: function GetNodeChildren(_ref3) {
      var nodeId = _ref3.nodeId,
        _ref3$token = _ref3.token,
        token = _ref3$token === void 0 ? null : _ref3$token;
      var limit = this.limit,
        offset = this.offset,
        sort = this.sort;
      return this.request.send(buildURL("catalogs/".concat(this.endpoint, "/").concat(nodeId, "/relationships/children"), {
        sort: sort,
        limit: limit,
        offset: offset
      }), 'GET', undefined, token);
    }
  }, {
    key: "GetNodeChildrenFromCatalogReleases",
    value: function GetNodeChildrenFromCatalogReleases(_ref4) {
      var catalogId = _ref4.catalogId,
        releaseId = _ref4.releaseId,
        nodeId = _ref4.nodeId,
        _ref4$token = _ref4.token,
        token = _ref4$token === void 0 ? null : _ref4$token;
      var limit = this.limit,
        offset = this.offset,
        sort = this.sort;
      return this.request.send(buildURL("catalogs/".concat(catalogId, "/releases/").concat(releaseId, "/").concat(this.endpoint, "/").concat(nodeId, "/relationships/children"), {
        sort: sort,
        limit: limit,
        offset: offset
      }), 'GET', undefined, token);
    }
  }, {
    key: "GetAllCatalogNodes",
    value: function GetAllCatalogNodes(_ref5) {
      var catalogId = _ref5.catalogId,
        releaseId = _ref5.releaseId,
        _ref5$token = _ref5.token,
        token = _ref5$token === void 0 ? null : _ref5$token;
      var limit = this.limit,
        offset = this.offset,
        sort = this.sort;
      return this.request.send(buildURL("catalogs/".concat(catalogId, "/releases/").concat(releaseId, "/").concat(this.endpoint), {
        sort: sort,
        limit: limit,
        offset: offset
      }), 'GET', undefined, token);
    }
  }, {
    key: "GetNodeInCatalogRelease",
    value: function GetNodeInCatalogRelease(_ref6) {
      var catalogId = _ref6.catalogId,
        releaseId = _ref6.releaseId,
        nodeId = _ref6.nodeId,
        _ref6$token = _ref6.token,
        token = _ref6$token === void 0 ? null : _ref6$token;
      return this.request.send("catalogs/".concat(catalogId, "/releases/").concat(releaseId, "/").concat(this.endpoint, "/").concat(nodeId), 'GET', undefined, token);
    }
  }]);
  return Nodes;
}(CRUDExtend);
var Products$1 = /*#__PURE__*/function (_CRUDExtend2) {
  _inherits(Products, _CRUDExtend2);
  var _super2 = _createSuper(Products);
  function Products(endpoint) {
    var _this2;
    _classCallCheck(this, Products);
    _this2 = _super2.call(this, endpoint);
    _this2.config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    _this2.request = new RequestFactory(_this2.config);
    _this2.config.version = 'pcm';
    _this2.endpoint = 'products';
    return _this2;
  }
  _createClass(Products, [{
    key: "GetCatalogReleaseProduct",
    value: function GetCatalogReleaseProduct(_ref7) {
      var catalogId = _ref7.catalogId,
        releaseId = _ref7.releaseId,
        productId = _ref7.productId,
        _ref7$token = _ref7.token,
        token = _ref7$token === void 0 ? null : _ref7$token;
      return this.request.send("catalogs/".concat(catalogId, "/releases/").concat(releaseId, "/").concat(this.endpoint, "/").concat(productId), 'GET', undefined, token, undefined, true, null);
    }
  }, {
    key: "GetAllCatalogReleaseProducts",
    value: function GetAllCatalogReleaseProducts(_ref8) {
      var catalogId = _ref8.catalogId,
        releaseId = _ref8.releaseId,
        _ref8$token = _ref8.token,
        token = _ref8$token === void 0 ? null : _ref8$token;
      var limit = this.limit,
        offset = this.offset,
        includes = this.includes,
        sort = this.sort,
        filter = this.filter;
      return this.request.send(buildURL("catalogs/".concat(catalogId, "/releases/").concat(releaseId, "/").concat(this.endpoint), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
    }
  }, {
    key: "GetCatalogReleaseProductChildren",
    value: function GetCatalogReleaseProductChildren(_ref9) {
      var catalogId = _ref9.catalogId,
        releaseId = _ref9.releaseId,
        productId = _ref9.productId,
        _ref9$token = _ref9.token,
        token = _ref9$token === void 0 ? null : _ref9$token;
      var limit = this.limit,
        offset = this.offset,
        includes = this.includes,
        sort = this.sort,
        filter = this.filter;
      return this.request.send(buildURL("catalogs/".concat(catalogId, "/releases/").concat(releaseId, "/").concat(this.endpoint, "/").concat(productId, "/relationships/children"), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
    }
  }, {
    key: "GetCatalogReleaseNodeProducts",
    value: function GetCatalogReleaseNodeProducts(_ref10) {
      var catalogId = _ref10.catalogId,
        releaseId = _ref10.releaseId,
        nodeId = _ref10.nodeId,
        _ref10$token = _ref10.token,
        token = _ref10$token === void 0 ? null : _ref10$token;
      var limit = this.limit,
        offset = this.offset,
        includes = this.includes,
        sort = this.sort,
        filter = this.filter;
      return this.request.send(buildURL("catalogs/".concat(catalogId, "/releases/").concat(releaseId, "/nodes/").concat(nodeId, "/relationships/").concat(this.endpoint), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
    }
  }, {
    key: "GetCatalogReleaseHierarchyProducts",
    value: function GetCatalogReleaseHierarchyProducts(_ref11) {
      var catalogId = _ref11.catalogId,
        releaseId = _ref11.releaseId,
        hierarchyId = _ref11.hierarchyId,
        _ref11$token = _ref11.token,
        token = _ref11$token === void 0 ? null : _ref11$token;
      var limit = this.limit,
        offset = this.offset,
        includes = this.includes,
        sort = this.sort,
        filter = this.filter;
      return this.request.send(buildURL("catalogs/".concat(catalogId, "/releases/").concat(releaseId, "/hierarchies/").concat(hierarchyId, "/relationships/").concat(this.endpoint), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
    }
  }, {
    key: "GetProductsInCatalogRelease",
    value: function GetProductsInCatalogRelease(_ref12) {
      var catalogId = _ref12.catalogId,
        releaseId = _ref12.releaseId,
        _ref12$token = _ref12.token,
        token = _ref12$token === void 0 ? null : _ref12$token;
      var limit = this.limit,
        offset = this.offset,
        includes = this.includes,
        sort = this.sort,
        filter = this.filter;
      return this.request.send(buildURL("catalogs/".concat(catalogId, "/releases/").concat(releaseId, "/products"), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token);
    }
  }]);
  return Products;
}(CRUDExtend);
var Releases = /*#__PURE__*/function (_CRUDExtend3) {
  _inherits(Releases, _CRUDExtend3);
  var _super3 = _createSuper(Releases);
  function Releases(endpoint) {
    var _this3;
    _classCallCheck(this, Releases);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    _this3 = _super3.call(this, config);
    _this3.request = new RequestFactory(_this3.config);
    _this3.config.version = 'pcm';
    _this3.endpoint = 'releases';
    return _this3;
  }
  _createClass(Releases, [{
    key: "All",
    value: function All(_ref13) {
      var catalogId = _ref13.catalogId,
        _ref13$token = _ref13.token,
        token = _ref13$token === void 0 ? null : _ref13$token;
      return this.request.send("catalogs/".concat(this.endpoint, "/").concat(catalogId), 'GET', undefined, token);
    }
  }, {
    key: "Get",
    value: function Get(_ref14) {
      var catalogId = _ref14.catalogId,
        releaseId = _ref14.releaseId,
        _ref14$token = _ref14.token,
        token = _ref14$token === void 0 ? null : _ref14$token;
      return this.request.send("catalogs/".concat(catalogId, "/").concat(this.endpoint, "/").concat(releaseId), 'GET', undefined, token);
    }
  }, {
    key: "GetAllHierarchies",
    value: function GetAllHierarchies(_ref15) {
      var catalogId = _ref15.catalogId,
        releaseId = _ref15.releaseId,
        _ref15$token = _ref15.token,
        token = _ref15$token === void 0 ? null : _ref15$token;
      var limit = this.limit,
        offset = this.offset;
      return this.request.send(buildURL("catalogs/".concat(catalogId, "/").concat(this.endpoint, "/").concat(releaseId, "/hierarchies"), {
        limit: limit,
        offset: offset
      }), 'GET', undefined, token);
    }
  }, {
    key: "Create",
    value: function Create(_ref16) {
      var catalogId = _ref16.catalogId,
        body = _ref16.body,
        _ref16$token = _ref16.token,
        token = _ref16$token === void 0 ? null : _ref16$token;
      return this.request.send("catalogs/".concat(catalogId, "/").concat(this.endpoint), 'POST', body, token);
    }
  }]);
  return Releases;
}(CRUDExtend);
var Rules = /*#__PURE__*/function (_CRUDExtend4) {
  _inherits(Rules, _CRUDExtend4);
  var _super4 = _createSuper(Rules);
  function Rules(endpoint) {
    var _this4;
    _classCallCheck(this, Rules);
    _this4 = _super4.call(this, endpoint);
    _this4.config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    _this4.request = new RequestFactory(_this4.config);
    _this4.config.version = 'pcm';
    _this4.endpoint = 'rules';
    return _this4;
  }
  _createClass(Rules, [{
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("catalogs/".concat(this.endpoint), {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token);
    }
  }, {
    key: "Get",
    value: function Get(catalogRuleId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("catalogs/".concat(this.endpoint, "/").concat(catalogRuleId), 'GET', undefined, token);
    }
  }, {
    key: "Create",
    value: function Create(body) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("catalogs/".concat(this.endpoint), 'POST', body, token);
    }
  }, {
    key: "Update",
    value: function Update(catalogRuleId, body) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("catalogs/".concat(this.endpoint, "/").concat(catalogRuleId), "PUT", body, token);
    }
  }, {
    key: "Delete",
    value: function Delete(catalogRuleId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("catalogs/".concat(this.endpoint, "/").concat(catalogRuleId), "DELETE", token);
    }
  }]);
  return Rules;
}(CRUDExtend);
var CatalogsEndpoint = /*#__PURE__*/function (_CRUDExtend5) {
  _inherits(CatalogsEndpoint, _CRUDExtend5);
  var _super5 = _createSuper(CatalogsEndpoint);
  function CatalogsEndpoint(endpoint) {
    var _this5;
    _classCallCheck(this, CatalogsEndpoint);
    var config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    config.version = 'pcm';
    _this5 = _super5.call(this, config);
    _this5.Nodes = new Nodes$1(endpoint);
    _this5.Products = new Products$1(endpoint);
    _this5.Releases = new Releases(endpoint);
    _this5.Rules = new Rules(endpoint);
    _this5.endpoint = 'catalogs';
    return _this5;
  }
  _createClass(CatalogsEndpoint, [{
    key: "All",
    value: function All() {
      var token = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : null;
      var includes = this.includes,
        sort = this.sort,
        limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      this.call = this.request.send(buildURL(this.endpoint, {
        includes: includes,
        sort: sort,
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, this);
      return this.call;
    }
  }, {
    key: "GetCatalogReleases",
    value: function GetCatalogReleases(catalogId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(catalogId, "/releases"), 'GET', undefined, token);
    }
  }, {
    key: "DeleteCatalogRelease",
    value: function DeleteCatalogRelease(catalogId, releaseId) {
      var token = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(catalogId, "/releases/").concat(releaseId), 'DELETE', undefined, token);
    }
  }, {
    key: "DeleteAllCatalogReleases",
    value: function DeleteAllCatalogReleases(catalogId) {
      var token = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : null;
      return this.request.send("".concat(this.endpoint, "/").concat(catalogId, "/releases"), 'DELETE', undefined, token);
    }
  }]);
  return CatalogsEndpoint;
}(CRUDExtend);

var ShopperCatalogQuery = /*#__PURE__*/function () {
  function ShopperCatalogQuery() {
    _classCallCheck(this, ShopperCatalogQuery);
  }
  _createClass(ShopperCatalogQuery, [{
    key: "Filter",
    value: function Filter(filter) {
      this.filter = filter;
      return this;
    }
  }, {
    key: "Limit",
    value: function Limit(value) {
      this.limit = value;
      return this;
    }
  }, {
    key: "Offset",
    value: function Offset(value) {
      this.offset = value;
      return this;
    }
  }]);
  return ShopperCatalogQuery;
}();
var ShopperCatalogProductsQuery = /*#__PURE__*/function (_ShopperCatalogQuery) {
  _inherits(ShopperCatalogProductsQuery, _ShopperCatalogQuery);
  var _super = _createSuper(ShopperCatalogProductsQuery);
  function ShopperCatalogProductsQuery() {
    _classCallCheck(this, ShopperCatalogProductsQuery);
    return _super.apply(this, arguments);
  }
  _createClass(ShopperCatalogProductsQuery, [{
    key: "With",
    value: function With(includes) {
      if (includes) this.includes = includes.toString().toLowerCase();
      return this;
    }
  }]);
  return ShopperCatalogProductsQuery;
}(ShopperCatalogQuery);
var ShopperCatalogNodesQuery = /*#__PURE__*/function (_ShopperCatalogQuery2) {
  _inherits(ShopperCatalogNodesQuery, _ShopperCatalogQuery2);
  var _super2 = _createSuper(ShopperCatalogNodesQuery);
  function ShopperCatalogNodesQuery() {
    _classCallCheck(this, ShopperCatalogNodesQuery);
    return _super2.apply(this, arguments);
  }
  _createClass(ShopperCatalogNodesQuery, [{
    key: "With",
    value: function With(includes) {
      if (includes) this.includes = includes.toString().toLowerCase();
      return this;
    }
  }]);
  return ShopperCatalogNodesQuery;
}(ShopperCatalogQuery);
var Nodes = /*#__PURE__*/function (_ShopperCatalogNodesQ) {
  _inherits(Nodes, _ShopperCatalogNodesQ);
  var _super3 = _createSuper(Nodes);
  function Nodes(endpoint) {
    var _this;
    _classCallCheck(this, Nodes);
    _this = _super3.call(this);
    _this.config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    _this.request = new RequestFactory(_this.config);
    _this.config.version = '';
    _this.endpoint = 'nodes';
    return _this;
  }
  _createClass(Nodes, [{
    key: "All",
    value: function All() {
      var _ref = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : {},
        _ref$token = _ref.token,
        token = _ref$token === void 0 ? null : _ref$token,
        _ref$additionalHeader = _ref.additionalHeaders,
        additionalHeaders = _ref$additionalHeader === void 0 ? null : _ref$additionalHeader;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("catalog/".concat(this.endpoint), {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "Get",
    value: function Get(_ref2) {
      var nodeId = _ref2.nodeId,
        _ref2$token = _ref2.token,
        token = _ref2$token === void 0 ? null : _ref2$token,
        _ref2$additionalHeade = _ref2.additionalHeaders,
        additionalHeaders = _ref2$additionalHeade === void 0 ? null : _ref2$additionalHeade;
      return this.request.send("catalog/".concat(this.endpoint, "/").concat(nodeId), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "GetNodeChildren",
    value: function GetNodeChildren(_ref3) {
      var nodeId = _ref3.nodeId,
        _ref3$token = _ref3.token,
        token = _ref3$token === void 0 ? null : _ref3$token,
        _ref3$additionalHeade = _ref3.additionalHeaders,
        additionalHeaders = _ref3$additionalHeade === void 0 ? null : _ref3$additionalHeade;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter;
      return this.request.send(buildURL("catalog/".concat(this.endpoint, "/").concat(nodeId, "/relationships/children"), {
        limit: limit,
        offset: offset,
        filter: filter
      }), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "GetNodeProducts",
    value: function GetNodeProducts(_ref4) {
      var nodeId = _ref4.nodeId,
        _ref4$token = _ref4.token,
        token = _ref4$token === void 0 ? null : _ref4$token,
        _ref4$additionalHeade = _ref4.additionalHeaders,
        additionalHeaders = _ref4$additionalHeade === void 0 ? null : _ref4$additionalHeade;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter,
        includes = this.includes;
      return this.request.send(buildURL("catalog/".concat(this.endpoint, "/").concat(nodeId, "/relationships/products"), {
        limit: limit,
        offset: offset,
        filter: filter,
        includes: includes
      }), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }]);
  return Nodes;
}(ShopperCatalogNodesQuery);
var Hierarchies = /*#__PURE__*/function (_ShopperCatalogQuery3) {
  _inherits(Hierarchies, _ShopperCatalogQuery3);
  var _super4 = _createSuper(Hierarchies);
  function Hierarchies(endpoint) {
    var _this2;
    _classCallCheck(this, Hierarchies);
    _this2 = _super4.call(this);
    _this2.config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    _this2.request = new RequestFactory(_this2.config);
    _this2.config.version = '';
    _this2.endpoint = 'hierarchies';
    return _this2;
  }
  _createClass(Hierarchies, [{
    key: "All",
    value: function All() {
      var _ref5 = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : {},
        _ref5$token = _ref5.token,
        token = _ref5$token === void 0 ? null : _ref5$token,
        _ref5$additionalHeade = _ref5.additionalHeaders,
        additionalHeaders = _ref5$additionalHeade === void 0 ? null : _ref5$additionalHeade;
      return this.request.send("catalog/".concat(this.endpoint), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "Get",
    value: function Get(_ref6) {
      var hierarchyId = _ref6.hierarchyId,
        _ref6$token = _ref6.token,
        token = _ref6$token === void 0 ? null : _ref6$token,
        _ref6$additionalHeade = _ref6.additionalHeaders,
        additionalHeaders = _ref6$additionalHeade === void 0 ? null : _ref6$additionalHeade;
      return this.request.send("catalog/".concat(this.endpoint, "/").concat(hierarchyId), 'GET', undefined, token, undefined, false, additionalHeaders);
    }
  }, {
    key: "GetHierarchyChildren",
    value: function GetHierarchyChildren(_ref7) {
      var hierarchyId = _ref7.hierarchyId,
        _ref7$token = _ref7.token,
        token = _ref7$token === void 0 ? null : _ref7$token,
        _ref7$additionalHeade = _ref7.additionalHeaders,
        additionalHeaders = _ref7$additionalHeade === void 0 ? null : _ref7$additionalHeade;
      return this.request.send("catalog/".concat(this.endpoint, "/").concat(hierarchyId, "/children"), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "GetHierarchyNodes",
    value: function GetHierarchyNodes() {
      var _ref8 = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : {},
        hierarchyId = _ref8.hierarchyId,
        _ref8$token = _ref8.token,
        token = _ref8$token === void 0 ? null : _ref8$token,
        _ref8$additionalHeade = _ref8.additionalHeaders,
        additionalHeaders = _ref8$additionalHeade === void 0 ? null : _ref8$additionalHeade;
      return this.request.send("catalog/".concat(this.endpoint, "/").concat(hierarchyId, "/nodes"), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }]);
  return Hierarchies;
}(ShopperCatalogQuery);
var Products = /*#__PURE__*/function (_ShopperCatalogProduc) {
  _inherits(Products, _ShopperCatalogProduc);
  var _super5 = _createSuper(Products);
  function Products(endpoint) {
    var _this3;
    _classCallCheck(this, Products);
    _this3 = _super5.call(this);
    _this3.config = _objectSpread2({}, endpoint); // Need to clone config so it is only updated in PCM
    _this3.request = new RequestFactory(_this3.config);
    _this3.config.version = '';
    _this3.endpoint = 'products';
    return _this3;
  }
  _createClass(Products, [{
    key: "All",
    value: function All() {
      var _ref9 = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : {},
        _ref9$token = _ref9.token,
        token = _ref9$token === void 0 ? null : _ref9$token,
        _ref9$additionalHeade = _ref9.additionalHeaders,
        additionalHeaders = _ref9$additionalHeade === void 0 ? null : _ref9$additionalHeade;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter,
        includes = this.includes;
      return this.request.send(buildURL("catalog/".concat(this.endpoint), {
        limit: limit,
        offset: offset,
        filter: filter,
        includes: includes
      }), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "Configure",
    value: function Configure(_ref10) {
      var productId = _ref10.productId,
        selectedOptions = _ref10.selectedOptions,
        _ref10$token = _ref10.token,
        token = _ref10$token === void 0 ? null : _ref10$token,
        _ref10$additionalHead = _ref10.additionalHeaders,
        additionalHeaders = _ref10$additionalHead === void 0 ? null : _ref10$additionalHead;
      return this.request.send("catalog/".concat(this.endpoint, "/").concat(productId, "/configure"), 'POST', {
        selected_options: selectedOptions
      }, token, undefined, true, additionalHeaders);
    }
  }, {
    key: "Get",
    value: function Get(_ref11) {
      var productId = _ref11.productId,
        _ref11$token = _ref11.token,
        token = _ref11$token === void 0 ? null : _ref11$token,
        _ref11$additionalHead = _ref11.additionalHeaders,
        additionalHeaders = _ref11$additionalHead === void 0 ? null : _ref11$additionalHead;
      var includes = this.includes;
      return this.request.send(buildURL("catalog/".concat(this.endpoint, "/").concat(productId), {
        includes: includes
      }), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "GetProductsByNode",
    value: function GetProductsByNode(_ref12) {
      var nodeId = _ref12.nodeId,
        _ref12$token = _ref12.token,
        token = _ref12$token === void 0 ? null : _ref12$token,
        _ref12$additionalHead = _ref12.additionalHeaders,
        additionalHeaders = _ref12$additionalHead === void 0 ? null : _ref12$additionalHead;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter,
        includes = this.includes;
      return this.request.send(buildURL("catalog/nodes/".concat(nodeId, "/relationships/").concat(this.endpoint), {
        limit: limit,
        offset: offset,
        filter: filter,
        includes: includes
      }), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "GetProductsByHierarchy",
    value: function GetProductsByHierarchy(_ref13) {
      var hierarchyId = _ref13.hierarchyId,
        _ref13$token = _ref13.token,
        token = _ref13$token === void 0 ? null : _ref13$token,
        _ref13$additionalHead = _ref13.additionalHeaders,
        additionalHeaders = _ref13$additionalHead === void 0 ? null : _ref13$additionalHead;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter,
        includes = this.includes;
      return this.request.send(buildURL("catalog/hierarchies/".concat(hierarchyId, "/").concat(this.endpoint), {
        limit: limit,
        offset: offset,
        filter: filter,
        includes: includes
      }), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }, {
    key: "GetProductChildren",
    value: function GetProductChildren(_ref14) {
      var productId = _ref14.productId,
        _ref14$token = _ref14.token,
        token = _ref14$token === void 0 ? null : _ref14$token,
        _ref14$additionalHead = _ref14.additionalHeaders,
        additionalHeaders = _ref14$additionalHead === void 0 ? null : _ref14$additionalHead;
      var limit = this.limit,
        offset = this.offset,
        filter = this.filter,
        includes = this.includes;
      return this.request.send(buildURL("catalog/".concat(this.endpoint, "/").concat(productId, "/relationships/children"), {
        limit: limit,
        offset: offset,
        filter: filter,
        includes: includes
      }), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
    }
  }]);
  return Products;
}(ShopperCatalogProductsQuery);
var ShopperCatalogEndpoint = /*#__PURE__*/function (_ShopperCatalogQuery4) {
  _inherits(ShopperCatalogEndpoint, _ShopperCatalogQuery4);
  var _super6 = _createSuper(ShopperCatalogEndpoint);
  function ShopperCatalogEndpoint(endpoint) {
    var _this4;
    _classCallCheck(this, ShopperCatalogEndpoint);
    _this4 = _super6.call(this);
    var config = _objectSpread2(_objectSpread2({}, endpoint), {}, {
      version: undefined
    }); // Need to clone config so it is only updated in PCM
    config.version = '';
    _this4.Nodes = new Nodes(endpoint);
    _this4.Hierarchies = new Hierarchies(endpoint);
    _this4.Products = new Products(endpoint);
    _this4.endpoint = 'catalog';
    _this4.request = new RequestFactory(config);
    return _this4;
  }
  _createClass(ShopperCatalogEndpoint, [{
    key: "Get",
    value: function Get() {
      var _ref15 = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : {},
        _ref15$token = _ref15.token,
        token = _ref15$token === void 0 ? null : _ref15$token,
        _ref15$additionalHead = _ref15.additionalHeaders,
        additionalHeaders = _ref15$additionalHead === void 0 ? null : _ref15$additionalHead;
      this.call = this.request.send("".concat(this.endpoint), 'GET', undefined, token, undefined, false, undefined, additionalHeaders);
      return this.call;
    }
  }]);
  return ShopperCatalogEndpoint;
}(ShopperCatalogQuery);

var CustomApisEndpoint = /*#__PURE__*/function (_CRUDExtend) {
  _inherits(CustomApisEndpoint, _CRUDExtend);
  var _super = _createSuper(CustomApisEndpoint);
  function CustomApisEndpoint(endpoint) {
    var _this;
    _classCallCheck(this, CustomApisEndpoint);
    _this = _super.call(this, endpoint);
    _this.endpoint = 'settings/extensions/custom-apis';
    return _this;
  }
  _createClass(CustomApisEndpoint, [{
    key: "Create",
    value: function Create(body) {
      return this.request.send(this.endpoint, 'POST', body);
    }
  }, {
    key: "Update",
    value: function Update(id, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(id), 'PUT', body);
    }
  }, {
    key: "GetFields",
    value: function GetFields(customApiId) {
      var limit = this.limit,
        offset = this.offset,
        sort = this.sort;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(customApiId, "/fields"), {
        limit: limit,
        offset: offset,
        sort: sort
      }), 'GET');
    }
  }, {
    key: "GetField",
    value: function GetField(customApiId, customApiFieldId) {
      return this.request.send("".concat(this.endpoint, "/").concat(customApiId, "/fields/").concat(customApiFieldId), 'GET');
    }
  }, {
    key: "CreateField",
    value: function CreateField(customApiId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(customApiId, "/fields"), 'POST', body);
    }
  }, {
    key: "UpdateField",
    value: function UpdateField(customApiId, customApiFieldId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(customApiId, "/fields/").concat(customApiFieldId), 'PUT', body);
    }
  }, {
    key: "DeleteField",
    value: function DeleteField(customApiId, customApiFieldId) {
      return this.request.send("".concat(this.endpoint, "/").concat(customApiId, "/fields/").concat(customApiFieldId), 'DELETE');
    }
  }, {
    key: "GetEntries",
    value: function GetEntries(customApiId) {
      var limit = this.limit,
        offset = this.offset,
        sort = this.sort,
        filter = this.filter;
      return this.request.send(buildURL("".concat(this.endpoint, "/").concat(customApiId, "/entries"), {
        limit: limit,
        offset: offset,
        sort: sort,
        filter: filter
      }), 'GET');
    }
  }, {
    key: "GetEntry",
    value: function GetEntry(customApiId, customApiEntryId) {
      return this.request.send("".concat(this.endpoint, "/").concat(customApiId, "/entries/").concat(customApiEntryId), 'GET');
    }
  }, {
    key: "CreateEntry",
    value: function CreateEntry(customApiId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(customApiId, "/entries"), 'POST', body);
    }
  }, {
    key: "UpdateEntry",
    value: function UpdateEntry(customApiId, customApiEntryId, body) {
      return this.request.send("".concat(this.endpoint, "/").concat(customApiId, "/entries/").concat(customApiEntryId), 'PUT', body);
    }
  }, {
    key: "DeleteEntry",
    value: function DeleteEntry(customApiId, customApiEntryId) {
      return this.request.send("".concat(this.endpoint, "/").concat(customApiId, "/entries/").concat(customApiEntryId), 'DELETE');
    }
  }]);
  return CustomApisEndpoint;
}(CRUDExtend);

var Moltin = /*#__PURE__*/function () {
  function Moltin(config) {
    _classCallCheck(this, Moltin);
    this.config = config;
    if (!config.disableCart) this.cartId = cartIdentifier(config.storage, config.name);
    this.tokenInvalid = function () {
      return tokenInvalid(config);
    };
    this.request = new RequestFactory(config);
    this.storage = config.storage;
    this.credentials = function () {
      return getCredentials(config.storage, resolveCredentialsStorageKey(config.name));
    };
    this.Products = new ProductsEndpoint(config);
    this.PCM = new PCMEndpoint(config);
    this.Catalogs = new CatalogsEndpoint(config);
    this.ShopperCatalog = new ShopperCatalogEndpoint(config);
    this.Currencies = new CurrenciesEndpoint(config);
    this.Brands = new BrandsEndpoint(config);
    this.PriceBooks = new PriceBooksEndpoint(config);
    this.Categories = new CategoriesEndpoint(config);
    this.Hierarchies = new HierarchiesEndpoint(config);
    this.Collections = new CollectionsEndpoint(config);
    this.Integrations = new IntegrationsEndpoint(config);
    this.Orders = new OrdersEndpoint(config);
    this.Gateways = new GatewaysEndpoint(config);
    this.Customers = new CustomersEndpoint(config);
    this.Inventories = new InventoriesEndpoint(config);
    this.Jobs = new Jobs(config);
    this.Files = new Files(config);
    this.Flows = new FlowsEndpoint(config);
    this.Fields = new FieldsEndpoint(config);
    this.CustomerAddresses = new CustomerAddressesEndpoint(config);
    this.AccountAddresses = new AccountAddressesEndpoint(config);
    this.Transactions = new TransactionsEndpoint(config);
    this.Settings = new Settings(config);
    this.Promotions = new PromotionsEndpoint(config);
    this.Variations = new VariationsEndpoint(config);
    this.PCMVariations = new PCMVariationsEndpoint(config);
    this.PersonalData = new PersonalDataEndpoint(config);
    this.DataEntries = new DataEntriesEndpoint(config);
    this.ErasureRequests = new ErasureRequestsEndpoint(config);
    this.AuthenticationRealm = new AuthenticationRealmsEndpoint(config);
    this.OidcProfile = new OidcProfileEndpoint(config);
    this.UserAuthenticationInfo = new UserAuthenticationInfoEndpoint(config);
    this.PasswordProfile = new PasswordProfileEndpoint(config);
    this.AuthenticationSettings = new AuthenticationSettingsEndpoint(config);
    this.MerchantRealmMappings = new MerchantRealmMappings(config);
    this.Accounts = new AccountsEndpoint(config);
    this.AccountAuthenticationSettings = new AccountAuthenticationSettingsEndpoint(config);
    this.AccountMembers = new AccountMembersEndpoint(config);
    this.AccountMemberships = new AccountMembershipsEndpoint(config);
    this.AccountMembershipSettings = new AccountMembershipSettingsEndpoint(config);
    this.UserAuthenticationPasswordProfile = new UserAuthenticationPasswordProfileEndpoint(config);
    this.Metrics = new MetricsEndpoint(config);
    this.ApplicationKeys = new ApplicationKeysEndpoint(config);
    this.SubscriptionProducts = new SubscriptionProductsEndpoint(config);
    this.SubscriptionPlans = new SubscriptionPlansEndpoint(config);
    this.SubscriptionOfferings = new SubscriptionOfferingsEndpoint(config);
    this.OneTimePasswordTokenRequest = new OneTimePasswordTokenRequestEndpoint(config);
    this.Subscriptions = new SubscriptionsEndpoint(config);
    this.RulePromotions = new RulePromotionsEndpoint(config);
    this.SubscriptionSubscribers = new SubscriptionSubscribersEndpoint(config);
    this.SubscriptionJobs = new SubscriptionJobsEndpoint(config);
    this.SubscriptionSchedules = new SubscriptionSchedulesEndpoint(config);
    this.CustomApis = new CustomApisEndpoint(config);
    this.SubscriptionDunningRules = new SubscriptionDunningRulesEndpoint(config);
    this.SubscriptionProrationPolicies = new SubscriptionProrationPoliciesEndpoint(config);
  }

  // Expose `Cart` class on Moltin class
  _createClass(Moltin, [{
    key: "Cart",
    value: function Cart() {
      var id = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : this.cartId;
      return !this.config.disableCart ? new CartEndpoint(this.request, id) : null;
    }

    // Expose `authenticate` function on the Moltin class
  }, {
    key: "Authenticate",
    value: function Authenticate() {
      return this.request.authenticate();
    }
  }]);
  return Moltin;
}(); // Export a function to instantiate the Moltin class
var gateway = function gateway(config) {
  return new Moltin(new Config(config));
};

exports.LocalStorageFactory = LocalStorageFactory;
exports.MemoryStorageFactory = MemoryStorageFactory;
exports["default"] = Moltin;
exports.gateway = gateway;
