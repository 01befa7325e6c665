import * as e from "node:http";
import { Agent as t } from "node:https";
//#region src/node/promise-with-resolvers.ts
var n = () => {
	let e, t;
	return {
		promise: new Promise((n, r) => {
			e = n, t = r;
		}),
		resolve: e,
		reject: t
	};
}, r = (e) => JSON.parse(Buffer.concat(e).toString()), i = class {
	#e;
	constructor(t = e) {
		this.#e = t;
	}
	async jsonRequest(e, t) {
		return this.#t(e, r, t);
	}
	async emptyRequest(e, t) {
		return this.#t(e, (e, t) => t && t >= 400 ? r(e) : void 0, t);
	}
	async #t(e, r, i) {
		let { promise: a, reject: o, resolve: s } = n(), c = this.#e.request(e, {
			agent: e.startsWith("https") ? new t() : void 0,
			method: i?.method,
			headers: {
				...i?.headers,
				"Content-Type": "application/json"
			},
			signal: i?.signal
		}, (e) => {
			e.on("error", o);
			let t = [];
			e.on("data", (e) => {
				t.push(e);
			}), e.on("end", () => {
				let { statusCode: n } = e, i = r(t, n);
				n && n >= 400 ? o(i) : s(i);
			});
		});
		return i?.body && c.write(i.body), c.on("error", o), c.end(), a;
	}
};
//#endregion
export { i as NodeHttpClient };
