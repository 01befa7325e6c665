const require_runtime = require("../_virtual/_rolldown/runtime.cjs");
let axios = require("axios");
axios = require_runtime.__toESM(axios);
//#region src/generated/http-client.ts
/** 
* @internal
* @private
*/
var HttpClient = class {
	instance;
	securityData = null;
	securityWorker;
	secure;
	format;
	constructor({ securityWorker, secure, format, ...axiosConfig } = {}) {
		this.instance = axios.default.create({
			...axiosConfig,
			baseURL: axiosConfig.baseURL || "https://api.app.shortcut.com"
		});
		this.secure = secure;
		this.format = format;
		this.securityWorker = securityWorker;
	}
	setSecurityData = (data) => {
		this.securityData = data;
	};
	mergeRequestParams(params1, params2) {
		const method = params1.method || params2 && params2.method;
		return {
			...this.instance.defaults,
			...params1,
			...params2 || {},
			headers: {
				...method && this.instance.defaults.headers[method.toLowerCase()] || {},
				...params1.headers || {},
				...params2 && params2.headers || {}
			}
		};
	}
	stringifyFormItem(formItem) {
		if (typeof formItem === "object" && formItem !== null) return JSON.stringify(formItem);
		else return `${formItem}`;
	}
	createFormData(input) {
		return Object.keys(input || {}).reduce((formData, key) => {
			const property = input[key];
			const propertyContent = property instanceof Array ? property : [property];
			for (const formItem of propertyContent) {
				const isFileType = formItem instanceof Blob;
				formData.append(key, isFileType ? formItem : this.stringifyFormItem(formItem));
			}
			return formData;
		}, new FormData());
	}
	request = async ({ secure, path, type, query, format, body, ...params }) => {
		const secureParams = (typeof secure === "boolean" ? secure : this.secure) && this.securityWorker && await this.securityWorker(this.securityData) || {};
		const requestParams = this.mergeRequestParams(params, secureParams);
		const responseFormat = format || this.format || void 0;
		if (type === "multipart/form-data" && body && body !== null && typeof body === "object") body = this.createFormData(body);
		if (type === "text/plain" && body && body !== null && typeof body !== "string") body = JSON.stringify(body);
		return this.instance.request({
			...requestParams,
			headers: {
				...requestParams.headers || {},
				...type && type !== "multipart/form-data" ? { "Content-Type": type } : {}
			},
			params: query,
			responseType: responseFormat,
			data: body,
			url: path
		});
	};
};
//#endregion
exports.HttpClient = HttpClient;
