"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MeEndpoints = void 0;
const errors_1 = require("../errors");
const errors_2 = require("../errors");
class MeEndpoints {
    constructor(client) {
        this.client = client;
    }
    /**
     * Validate the API key and return the organization name
     * @returns The organization name
     */
    async me() {
        try {
            const response = await this.client.get(`/me`);
            return response.data;
        }
        catch (error) {
            if (error instanceof errors_2.SDKError &&
                error.type === errors_1.SDKErrorType.Unauthorized) {
                return {
                    status: "error",
                    error: "Invalid API key",
                };
            }
            return {
                status: "error",
                error: "Internal server error",
            };
        }
    }
}
exports.MeEndpoints = MeEndpoints;
