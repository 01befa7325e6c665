import { IterableSuccessResponseSchema, } from "../types/common.js";
import { validateResponse } from "./base.js";
export function Subscriptions(Base) {
    return class extends Base {
        async bulkUpdateSubscriptions(params) {
            const { subscriptionGroup, subscriptionGroupId, action, users, usersByUserId, } = params;
            const requestBody = { users, usersByUserId };
            const response = await this.client.put(`/api/subscriptions/${encodeURIComponent(subscriptionGroup)}/${subscriptionGroupId}?action=${action}`, requestBody);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async subscribeUserByEmail(params) {
            const { subscriptionGroup, subscriptionGroupId, userEmail } = params;
            const response = await this.client.patch(`/api/subscriptions/${encodeURIComponent(subscriptionGroup)}/${subscriptionGroupId}/user/${encodeURIComponent(userEmail)}`);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async subscribeUserByUserId(params) {
            const { subscriptionGroup, subscriptionGroupId, userId } = params;
            const response = await this.client.patch(`/api/subscriptions/${encodeURIComponent(subscriptionGroup)}/${subscriptionGroupId}/byUserId/${encodeURIComponent(userId)}`);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async unsubscribeUserByEmail(params) {
            const { subscriptionGroup, subscriptionGroupId, userEmail } = params;
            const response = await this.client.delete(`/api/subscriptions/${encodeURIComponent(subscriptionGroup)}/${subscriptionGroupId}/user/${encodeURIComponent(userEmail)}`);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async unsubscribeUserByUserId(params) {
            const { subscriptionGroup, subscriptionGroupId, userId } = params;
            const response = await this.client.delete(`/api/subscriptions/${encodeURIComponent(subscriptionGroup)}/${subscriptionGroupId}/byUserId/${encodeURIComponent(userId)}`);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
    };
}
//# sourceMappingURL=subscriptions.js.map