import axios from "axios";
import Request from "./Request.js";
export class ApiClientBase {
    axios;
    defaultRequestOptions = {};
    constructor(axiosOrConfig = axios) {
        if ("request" in axiosOrConfig &&
            typeof axiosOrConfig.request === "function") {
            this.axios = axiosOrConfig;
        }
        else if (typeof axiosOrConfig === "object") {
            this.axios = axios.create(axiosOrConfig);
        }
        else {
            throw new Error("missing axios instance");
        }
    }
    buildRequestOptions(fromRequest) {
        return {
            ...this.defaultRequestOptions,
            ...fromRequest,
        };
    }
    requestFunctionFactory(operation) {
        return (conf, opts = {}) => {
            const { onBeforeRequest } = this.buildRequestOptions(opts);
            const request = new Request(operation, conf);
            if (onBeforeRequest) {
                onBeforeRequest(request);
            }
            return request.execute(this.axios);
        };
    }
}
export default ApiClientBase;
