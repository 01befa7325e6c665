import { CreateSnippetResponseSchema, DeleteSnippetResponseSchema, GetSnippetResponseSchema, GetSnippetsResponseSchema, UpdateSnippetResponseSchema, } from "../types/snippets.js";
import { validateResponse } from "./base.js";
/**
 * Snippets operations mixin
 */
export function Snippets(Base) {
    return class extends Base {
        async getSnippets(opts) {
            const response = await this.client.get("/api/snippets", opts?.signal ? { signal: opts.signal } : {});
            return validateResponse(response, GetSnippetsResponseSchema);
        }
        async createSnippet(params, opts) {
            const response = await this.client.post("/api/snippets", params, opts);
            return validateResponse(response, CreateSnippetResponseSchema);
        }
        async getSnippet(params, opts) {
            const response = await this.client.get(`/api/snippets/${encodeURIComponent(String(params.identifier))}`, opts?.signal ? { signal: opts.signal } : {});
            return validateResponse(response, GetSnippetResponseSchema);
        }
        async updateSnippet(params, opts) {
            const { identifier, ...body } = params;
            const response = await this.client.put(`/api/snippets/${encodeURIComponent(String(identifier))}`, body, opts);
            return validateResponse(response, UpdateSnippetResponseSchema);
        }
        async deleteSnippet(params, opts) {
            const response = await this.client.delete(`/api/snippets/${encodeURIComponent(String(params.identifier))}`, opts?.signal ? { signal: opts.signal } : {});
            return validateResponse(response, DeleteSnippetResponseSchema);
        }
    };
}
//# sourceMappingURL=snippets.js.map