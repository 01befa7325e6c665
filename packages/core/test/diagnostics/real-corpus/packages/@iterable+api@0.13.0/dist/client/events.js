import { IterableSuccessResponseSchema } from "../types/common.js";
import { BulkTrackResponseSchema, GetUserEventsByEmailResponseSchema, GetUserEventsByUserIdResponseSchema, } from "../types/events.js";
import { validateResponse } from "./base.js";
/**
 * Events operations mixin
 */
export function Events(Base) {
    return class extends Base {
        async trackEvent(event) {
            const response = await this.client.post("/api/events/track", event);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async trackBulkEvents(params) {
            const response = await this.client.post("/api/events/trackBulk", params);
            return validateResponse(response, BulkTrackResponseSchema);
        }
        /**
         * Get events for a user by email
         */
        async getUserEventsByEmail(options, opts) {
            const params = new URLSearchParams();
            if (options.limit)
                params.append("limit", options.limit.toString());
            const response = await this.client.get(`/api/events/${encodeURIComponent(options.email)}${params.toString() ? `?${params.toString()}` : ""}`, opts?.signal ? { signal: opts.signal } : {});
            return validateResponse(response, GetUserEventsByEmailResponseSchema);
        }
        /**
         * Get events for a user by userId
         */
        async getUserEventsByUserId(options, opts) {
            const params = new URLSearchParams();
            if (options.limit)
                params.append("limit", options.limit.toString());
            const response = await this.client.get(`/api/events/byUserId/${encodeURIComponent(options.userId)}${params.toString() ? `?${params.toString()}` : ""}`, opts?.signal ? { signal: opts.signal } : {});
            return validateResponse(response, GetUserEventsByUserIdResponseSchema);
        }
    };
}
//# sourceMappingURL=events.js.map