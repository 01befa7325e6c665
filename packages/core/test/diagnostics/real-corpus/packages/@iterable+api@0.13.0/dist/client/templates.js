import { z } from "zod";
import { formatSortParam, IterableSuccessResponseSchema, } from "../types/common.js";
import { BulkDeleteTemplatesResponseSchema, EmailTemplateSchema, GetTemplateByClientIdResponseSchema, GetTemplatesResponseSchema, InAppTemplateSchema, PushTemplateSchema, SMSTemplateSchema, } from "../types/templates.js";
import { validateResponse } from "./base.js";
async function getTemplateByType(client, pathSegment, params, schema) {
    const queryParams = new URLSearchParams();
    queryParams.append("templateId", params.templateId.toString());
    if (params.locale) {
        queryParams.append("locale", params.locale);
    }
    const response = await client.get(`/api/templates/${pathSegment}/get?${queryParams.toString()}`);
    return validateResponse(response, schema);
}
async function createTemplateByType(client, pathSegment, template) {
    const response = await client.post(`/api/templates/${pathSegment}/upsert`, template);
    return validateResponse(response, IterableSuccessResponseSchema);
}
async function updateTemplateByType(client, pathSegment, options) {
    const response = await client.post(`/api/templates/${pathSegment}/update`, options);
    return validateResponse(response, IterableSuccessResponseSchema);
}
async function sendTemplateProof(client, pathSegment, request) {
    const response = await client.post(`/api/templates/${pathSegment}/proof`, request);
    return validateResponse(response, IterableSuccessResponseSchema);
}
async function previewTemplate(client, pathSegment, params) {
    const queryParams = new URLSearchParams();
    queryParams.append("templateId", params.templateId.toString());
    if (params.locale) {
        queryParams.append("locale", params.locale);
    }
    const response = await client.post(`/api/templates/${pathSegment}/preview?${queryParams.toString()}`, params.data || {});
    return validateResponse(response, z.string());
}
/**
 * Templates operations mixin
 */
export function Templates(Base) {
    return class extends Base {
        async getTemplates(options) {
            const page = options?.page ?? 1;
            const pageSize = options?.pageSize ?? 10;
            const sort = options?.sort;
            const params = new URLSearchParams();
            params.append("page", page.toString());
            params.append("pageSize", pageSize.toString());
            const sortString = formatSortParam(sort);
            if (sortString) {
                params.append("sort", sortString);
            }
            if (options?.templateType)
                params.append("templateType", options.templateType);
            if (options?.messageMedium)
                params.append("messageMedium", options.messageMedium);
            if (options?.startDateTime)
                params.append("startDateTime", options.startDateTime);
            if (options?.endDateTime)
                params.append("endDateTime", options.endDateTime);
            const response = await this.client.get(`/api/templates?${params.toString()}`);
            return validateResponse(response, GetTemplatesResponseSchema);
        }
        async getTemplateByClientId(params) {
            const response = await this.client.get("/api/templates/getByClientTemplateId", {
                params: { clientTemplateId: params.clientTemplateId },
            });
            return validateResponse(response, GetTemplateByClientIdResponseSchema);
        }
        async bulkDeleteTemplates(params) {
            const response = await this.client.post(`/api/templates/bulkDelete`, params);
            return validateResponse(response, BulkDeleteTemplatesResponseSchema);
        }
        /**
         * Delete one or more templates by ID
         * @deprecated Use {@link bulkDeleteTemplates} instead
         */
        async deleteTemplates(params) {
            return this.bulkDeleteTemplates(params);
        }
        // Email Template Management
        async getEmailTemplate(params) {
            return getTemplateByType(this.client, "email", params, EmailTemplateSchema);
        }
        async upsertEmailTemplate(template) {
            return createTemplateByType(this.client, "email", template);
        }
        async updateEmailTemplate(options) {
            return updateTemplateByType(this.client, "email", options);
        }
        async sendEmailTemplateProof(request) {
            return sendTemplateProof(this.client, "email", request);
        }
        async previewEmailTemplate(params) {
            return previewTemplate(this.client, "email", params);
        }
        // SMS Template Management
        async getSMSTemplate(params) {
            return getTemplateByType(this.client, "sms", params, SMSTemplateSchema);
        }
        async upsertSMSTemplate(template) {
            return createTemplateByType(this.client, "sms", template);
        }
        async updateSMSTemplate(options) {
            return updateTemplateByType(this.client, "sms", options);
        }
        async sendSMSTemplateProof(request) {
            return sendTemplateProof(this.client, "sms", request);
        }
        // Push Template Management
        async getPushTemplate(params) {
            return getTemplateByType(this.client, "push", params, PushTemplateSchema);
        }
        async upsertPushTemplate(template) {
            return createTemplateByType(this.client, "push", template);
        }
        async updatePushTemplate(options) {
            return updateTemplateByType(this.client, "push", options);
        }
        async sendPushTemplateProof(request) {
            return sendTemplateProof(this.client, "push", request);
        }
        // In-App Template Management
        async getInAppTemplate(params) {
            return getTemplateByType(this.client, "inapp", params, InAppTemplateSchema);
        }
        async upsertInAppTemplate(template) {
            return createTemplateByType(this.client, "inapp", template);
        }
        async updateInAppTemplate(options) {
            return updateTemplateByType(this.client, "inapp", options);
        }
        async sendInAppTemplateProof(request) {
            return sendTemplateProof(this.client, "inapp", request);
        }
        async previewInAppTemplate(params) {
            return previewTemplate(this.client, "inapp", params);
        }
    };
}
//# sourceMappingURL=templates.js.map