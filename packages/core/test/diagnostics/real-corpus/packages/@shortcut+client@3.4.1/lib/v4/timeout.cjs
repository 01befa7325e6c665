//#region src/v4/timeout.ts
const DEFAULT_TIMEOUT_MS = 3e4;
/** Returns `timeoutMs` (defaulting when undefined) or throws for anything but a positive number or `Infinity`. */
function resolveTimeoutMs(timeoutMs, owner) {
	if (timeoutMs === void 0) return DEFAULT_TIMEOUT_MS;
	if (typeof timeoutMs !== "number" || Number.isNaN(timeoutMs) || timeoutMs <= 0) throw new TypeError(`${owner} timeoutMs must be a positive number of milliseconds or Infinity`);
	return timeoutMs;
}
/** The abort reason for a timed-out request: a `TimeoutError`, as `AbortSignal.timeout` produces. */
function timeoutError(timeoutMs) {
	const message = `Shortcut request timed out after ${timeoutMs} ms`;
	if (typeof DOMException === "function") return new DOMException(message, "TimeoutError");
	const error = new Error(message);
	error.name = "TimeoutError";
	return error;
}
/**
* Runs `run` with a signal that aborts when `signal` aborts or once
* `timeoutMs` elapses, whichever comes first. The timer is cleared as soon
* as `run` settles, so a request that completes in time leaves nothing
* pending. With an infinite timeout `run` receives `signal` as is.
*/
async function withTimeout(timeoutMs, signal, run) {
	if (!Number.isFinite(timeoutMs)) return run(signal ?? void 0);
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(timeoutError(timeoutMs)), timeoutMs);
	const combined = combineSignals(signal, controller.signal);
	try {
		const result = await run(combined.signal);
		if (controller.signal.aborted) throw controller.signal.reason;
		return result;
	} catch (error) {
		if (controller.signal.aborted) throw controller.signal.reason;
		throw error;
	} finally {
		clearTimeout(timer);
		combined.release();
	}
}
/** A signal that aborts, with the same reason, when either input aborts. */
function combineSignals(first, second) {
	if (!first) return {
		signal: second,
		release: () => {}
	};
	if (typeof AbortSignal.any === "function") return {
		signal: AbortSignal.any([first, second]),
		release: () => {}
	};
	const controller = new AbortController();
	const subscriptions = [first, second].map((source) => {
		const listener = () => controller.abort(source.reason);
		if (source.aborted) listener();
		else source.addEventListener("abort", listener, { once: true });
		return () => source.removeEventListener("abort", listener);
	});
	return {
		signal: controller.signal,
		release: () => subscriptions.forEach((unsubscribe) => unsubscribe())
	};
}
/**
* `promise`, or `signal`'s reason once it aborts first. The promise itself
* keeps running for anyone else waiting on it.
*/
function untilAborted(promise, signal) {
	if (!signal) return promise;
	if (signal.aborted) {
		promise.catch(() => {});
		return Promise.reject(signal.reason);
	}
	return new Promise((resolve, reject) => {
		const onAbort = () => reject(signal.reason);
		signal.addEventListener("abort", onAbort, { once: true });
		promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
	});
}
//#endregion
exports.resolveTimeoutMs = resolveTimeoutMs;
exports.untilAborted = untilAborted;
exports.withTimeout = withTimeout;
