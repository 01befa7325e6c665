"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
class Queue {
    constructor(opts = {}) {
        Object.defineProperty(this, "concurrency", {
            enumerable: true,
            configurable: true,
            writable: true,
            value: 1
        });
        Object.defineProperty(this, "interval", {
            enumerable: true,
            configurable: true,
            writable: true,
            value: 0
        });
        Object.defineProperty(this, "_running", {
            enumerable: true,
            configurable: true,
            writable: true,
            value: 0
        });
        Object.defineProperty(this, "_queue", {
            enumerable: true,
            configurable: true,
            writable: true,
            value: []
        });
        Object.defineProperty(this, "_lastRun", {
            enumerable: true,
            configurable: true,
            writable: true,
            value: 0
        });
        Object.defineProperty(this, "_timer", {
            enumerable: true,
            configurable: true,
            writable: true,
            value: null
        });
        if (typeof opts.concurrency === "number") {
            this.concurrency = opts.concurrency;
        }
        if (typeof opts.interval === "number") {
            this.interval = opts.interval;
        }
    }
    runNext() {
        const job = this._queue.shift();
        if (!job)
            return;
        this._running++;
        this._lastRun = Date.now();
        job
            .func()
            // deno-lint-ignore no-explicit-any
            .then((result) => job.resolve(result))
            // deno-lint-ignore no-explicit-any
            .catch((error) => job.reject(error))
            .finally(() => {
            this._running--;
            this.checkQueue();
        });
    }
    checkQueue() {
        if (this._running >= this.concurrency)
            return;
        if (!this._queue.length)
            return;
        const delay = this.interval > 0 && this._lastRun > 0
            ? Math.max(0, this._lastRun + this.interval - Date.now())
            : 0;
        if (delay > 0) {
            if (!this._timer) {
                this._timer = setTimeout(() => {
                    this._timer = null;
                    this.checkQueue();
                }, delay);
            }
            return;
        }
        this.runNext();
        if (this.interval > 0)
            this.checkQueue();
    }
    add(func) {
        return new Promise((resolve, reject) => {
            this._queue.push({ func, resolve, reject });
            this.checkQueue();
        });
    }
}
exports.default = Queue;
