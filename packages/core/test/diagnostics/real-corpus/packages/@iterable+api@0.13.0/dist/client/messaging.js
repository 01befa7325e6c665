import { IterableSuccessResponseSchema, } from "../types/common.js";
import { ChannelsResponseSchema, EmbeddedMessagesResponseSchema, GetInAppMessagesResponseSchema, MessageTypesResponseSchema, } from "../types/messaging.js";
import { validateResponse } from "./base.js";
/**
 * Messaging operations mixin
 */
export function Messaging(Base) {
    return class extends Base {
        // Email Sending
        async sendEmail(request) {
            const response = await this.client.post("/api/email/target", request);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async cancelEmail(options) {
            const response = await this.client.post("/api/email/cancel", options);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        // SMS
        async sendSMS(options) {
            const response = await this.client.post("/api/sms/target", options);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async cancelSMS(options) {
            const response = await this.client.post("/api/sms/cancel", options);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        // Push Notifications
        async sendPush(options) {
            const response = await this.client.post("/api/push/target", options);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async cancelPush(options) {
            const response = await this.client.post("/api/push/cancel", options);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        // Web Push Messages
        async sendWebPush(request) {
            const response = await this.client.post("/api/webPush/target", request);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async cancelWebPush(options) {
            const response = await this.client.post("/api/webPush/cancel", options);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        // WhatsApp Messages
        async sendWhatsApp(request) {
            const response = await this.client.post("/api/whatsApp/target", request);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async cancelWhatsApp(options) {
            const response = await this.client.post("/api/whatsApp/cancel", options);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        // In-App Messages
        async getInAppMessages(options) {
            const params = new URLSearchParams();
            if (options.email)
                params.append("email", options.email);
            if (options.userId)
                params.append("userId", options.userId);
            if (options.count)
                params.append("count", options.count.toString());
            if (options.platform)
                params.append("platform", options.platform);
            const response = await this.client.get(`/api/inApp/getMessages?${params.toString()}`);
            return validateResponse(response, GetInAppMessagesResponseSchema);
        }
        async sendInApp(options) {
            const response = await this.client.post("/api/inApp/target", options);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async cancelInApp(params) {
            const response = await this.client.post("/api/inApp/cancel", params);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        // Embedded Messaging
        async getEmbeddedMessages(params) {
            const queryParams = new URLSearchParams();
            if (params.email)
                queryParams.append("email", params.email);
            if (params.userId)
                queryParams.append("userId", params.userId);
            if (params.platform)
                queryParams.append("platform", params.platform);
            if (params.sdkVersion)
                queryParams.append("sdkVersion", params.sdkVersion);
            if (params.packageName)
                queryParams.append("packageName", params.packageName);
            // Handle array parameters
            if (params.placementIds) {
                params.placementIds.forEach((id) => queryParams.append("placementIds", String(id)));
            }
            if (params.currentMessageIds) {
                params.currentMessageIds.forEach((id) => queryParams.append("currentMessageIds", id));
            }
            const response = await this.client.get(`/api/embedded-messaging/messages?${queryParams.toString()}`);
            return validateResponse(response, EmbeddedMessagesResponseSchema);
        }
        // get available message channels
        async getChannels() {
            const response = await this.client.get("/api/channels");
            return validateResponse(response, ChannelsResponseSchema);
        }
        // get all message types within the project
        async getMessageTypes() {
            const response = await this.client.get("/api/messageTypes");
            return validateResponse(response, MessageTypesResponseSchema);
        }
    };
}
//# sourceMappingURL=messaging.js.map