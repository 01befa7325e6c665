import { IterableSuccessResponseSchema, } from "../types/common.js";
import { CreateListResponseSchema, GetListPreviewUsersResponseSchema, GetListSizeResponseSchema, GetListsResponseSchema, GetListUsersResponseSchema, UserBulkUpdateListResponseSchema, } from "../types/lists.js";
import { validateResponse } from "./base.js";
/**
 * Lists operations mixin
 */
export function Lists(Base) {
    return class extends Base {
        async getLists() {
            const response = await this.client.get("/api/lists");
            return validateResponse(response, GetListsResponseSchema);
        }
        async subscribeUserToList(options) {
            const response = await this.client.post("/api/lists/subscribe", options);
            return validateResponse(response, UserBulkUpdateListResponseSchema);
        }
        async unsubscribeUserFromList(options) {
            const response = await this.client.post("/api/lists/unsubscribe", options);
            return validateResponse(response, UserBulkUpdateListResponseSchema);
        }
        async getListUsers(options, opts) {
            const params = new URLSearchParams();
            params.append("listId", options.listId.toString());
            if (options.maxResults)
                params.append("maxResults", options.maxResults.toString());
            const response = await this.client.get(`/api/lists/getUsers?${params.toString()}`, opts?.signal ? { signal: opts.signal } : {});
            // The API returns newline-delimited email addresses as plain text
            const responseData = response.data;
            if (typeof responseData === "string") {
                const emails = responseData
                    .trim()
                    .split("\n")
                    .filter((email) => email.trim());
                const result = {
                    users: emails.map((email) => ({ email: email.trim() })),
                };
                // Validate the constructed response
                return validateResponse({ data: result }, GetListUsersResponseSchema);
            }
            // Fallback to original format if it's already JSON
            return validateResponse(response, GetListUsersResponseSchema);
        }
        async createList(options) {
            const response = await this.client.post("/api/lists", options);
            return validateResponse(response, CreateListResponseSchema);
        }
        async deleteList(params) {
            const response = await this.client.delete(`/api/lists/${params.listId}`);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        /**
         * Get the count of users in a list
         */
        async getListSize(params) {
            const response = await this.client.get(`/api/lists/${params.listId}/size`);
            // API returns a string number, convert to proper object and validate
            const size = parseInt(response.data, 10);
            return validateResponse({ data: { size } }, GetListSizeResponseSchema);
        }
        /**
         * Preview users in a list (up to 5000 users)
         */
        async getListPreviewUsers(params) {
            const queryParams = new URLSearchParams();
            queryParams.append("listId", params.listId.toString());
            if (params.preferUserId !== undefined) {
                queryParams.append("preferUserId", params.preferUserId.toString());
            }
            if (params.size !== undefined) {
                queryParams.append("size", params.size.toString());
            }
            const response = await this.client.get(`/api/lists/previewUsers?${queryParams.toString()}`);
            // API returns plain text with users separated by newlines
            const responseData = response.data;
            if (typeof responseData === "string") {
                const users = responseData
                    .trim()
                    .split("\n")
                    .filter((user) => user.length > 0);
                return validateResponse({ data: { users } }, GetListPreviewUsersResponseSchema);
            }
            // Fallback to JSON validation if response is not plain text
            return validateResponse(response, GetListPreviewUsersResponseSchema);
        }
    };
}
//# sourceMappingURL=lists.js.map