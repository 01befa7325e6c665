"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var runCall_exports = {};
__export(runCall_exports, {
  runStreamingCall: () => runStreamingCall,
  runUnaryCall: () => runUnaryCall
});
module.exports = __toCommonJS(runCall_exports);
var import_protocol = require("@connectrpc/connect/protocol");
var import_stream = require("../client/stream.cjs");
var import_TransportError = require("./TransportError.cjs");
function runUnaryCall(options) {
  const next = composeInterceptors(options.next, options.interceptors);
  const { signal, abort } = createAbortSignal(options);
  const req = {
    ...options.req,
    message: options.req.method.input.fromPartial(options.req.message),
    signal
  };
  return next(req).catch(abort);
}
function runStreamingCall(options) {
  const next = composeInterceptors(options.next, options.interceptors);
  const { signal, abort } = createAbortSignal(options);
  const req = {
    ...options.req,
    message: (0, import_stream.mapStream)(options.req.message, (message) => options.req.method.input.fromPartial(message)),
    signal
  };
  let doneCalled = false;
  signal.addEventListener("abort", function() {
    const it = options.req.message[Symbol.asyncIterator]();
    if (!doneCalled) {
      it.throw?.(this.reason).catch(() => {
      });
    }
    it.return?.().catch(() => {
    });
  });
  return next(req).then((res) => {
    return {
      ...res,
      message: {
        [Symbol.asyncIterator]() {
          const it = res.message[Symbol.asyncIterator]();
          return {
            next() {
              return it.next().then((r) => {
                if (r.done == true) {
                  doneCalled = true;
                }
                return r;
              }, abort);
            }
            // We deliberately omit throw/return.
          };
        }
      }
    };
  }, abort);
}
function createAbortSignal(options) {
  const controller = new AbortController();
  const signals = [controller.signal];
  let timeoutSignal;
  if (options.timeoutMs !== void 0) {
    timeoutSignal = AbortSignal.timeout(options.timeoutMs);
    signals.push(timeoutSignal);
  }
  if (options.signal !== void 0) {
    signals.push(options.signal);
  }
  const signal = AbortSignal.any(signals);
  return {
    signal,
    abort(reason) {
      const error = timeoutSignal?.aborted ? import_TransportError.TransportError.from((0, import_protocol.getAbortSignalReason)(timeoutSignal), import_TransportError.TransportError.Code.DeadlineExceeded) : import_TransportError.TransportError.from(reason);
      controller.abort(error);
      return Promise.reject(error);
    }
  };
}
function composeInterceptors(next, interceptors) {
  if (!interceptors) return next;
  let i = interceptors.length;
  while (i--) {
    next = interceptors[i](next);
  }
  return next;
}
//# sourceMappingURL=runCall.cjs.map
