//#region src/fetch/FetchHttpClient.ts
var e = { "Content-Type": "application/json" }, t = (t) => t?.body ? t ? {
	...t,
	headers: {
		...t.headers ?? {},
		...e
	}
} : { headers: e } : t, n = class {
	#e;
	constructor(e = globalThis.fetch.bind(globalThis)) {
		this.#e = e;
	}
	async jsonRequest(e, n) {
		let r = await this.#e(e, t(n)), i = await r.json();
		if (!r.ok) throw i;
		return i;
	}
	async emptyRequest(e, n) {
		let r = await this.#e(e, t(n));
		if (!r.ok) throw await r.json();
	}
};
//#endregion
export { n as FetchHttpClient };
