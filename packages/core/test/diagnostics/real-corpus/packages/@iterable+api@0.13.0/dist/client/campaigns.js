import { ArchiveCampaignsResponseSchema, CreateCampaignResponseSchema, GetCampaignResponseSchema, GetCampaignsResponseSchema, GetChildCampaignsResponseSchema, } from "../types/campaigns.js";
import { formatSortParam, IterableSuccessResponseSchema, } from "../types/common.js";
import { parseCsv, validateResponse } from "./base.js";
/**
 * Campaigns operations mixin
 */
export function Campaigns(Base) {
    return class extends Base {
        async getCampaigns(params, opts) {
            // Always use pagination with defaults to ensure consistent API behavior
            const page = params?.page ?? 1;
            const pageSize = params?.pageSize ?? 10;
            const sort = params?.sort;
            const queryParams = new URLSearchParams();
            queryParams.append("page", page.toString());
            queryParams.append("pageSize", pageSize.toString());
            const sortString = formatSortParam(sort);
            if (sortString) {
                queryParams.append("sort", sortString);
            }
            if (params?.campaignState) {
                params.campaignState.forEach((state) => queryParams.append("campaignState", state));
            }
            const url = `/api/campaigns?${queryParams.toString()}`;
            const response = await this.client.get(url, opts?.signal ? { signal: opts.signal } : {});
            return validateResponse(response, GetCampaignsResponseSchema);
        }
        async getCampaign(params, opts) {
            const response = await this.client.get(`/api/campaigns/${params.id}`, opts?.signal ? { signal: opts.signal } : {});
            return validateResponse(response, GetCampaignResponseSchema);
        }
        async createBlastCampaign(params) {
            const response = await this.client.post("/api/campaigns/create", {
                ...params,
                scheduleSend: false,
            });
            return validateResponse(response, CreateCampaignResponseSchema);
        }
        async createTriggeredCampaign(params) {
            const response = await this.client.post("/api/campaigns/create", params);
            return validateResponse(response, CreateCampaignResponseSchema);
        }
        async getChildCampaigns(params, opts) {
            // Always use pagination with defaults to ensure consistent API behavior
            const page = params?.page ?? 1;
            const pageSize = params?.pageSize ?? 10;
            const sort = params?.sort;
            const queryParams = new URLSearchParams();
            queryParams.append("page", page.toString());
            queryParams.append("pageSize", pageSize.toString());
            const sortString = formatSortParam(sort);
            if (sortString) {
                queryParams.append("sort", sortString);
            }
            const url = `/api/campaigns/recurring/${params.id}/childCampaigns?${queryParams.toString()}`;
            const response = await this.client.get(url, opts?.signal ? { signal: opts.signal } : {});
            return validateResponse(response, GetChildCampaignsResponseSchema);
        }
        async getCampaignMetrics(options) {
            const params = new URLSearchParams();
            params.append("campaignId", options.campaignId.toString());
            params.append("startDateTime", options.startDateTime);
            params.append("endDateTime", options.endDateTime);
            const response = await this.client.get(`/api/campaigns/metrics?${params.toString()}`, {
                responseType: "text",
            });
            // Parse CSV response into array of objects
            return parseCsv(response);
        }
        async scheduleCampaign(params) {
            const { campaignId, ...scheduleParams } = params;
            const response = await this.client.post(`/api/campaigns/${campaignId}/schedule`, scheduleParams);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        /**
         * Abort a campaign
         * Stops a campaign that is currently running
         */
        async abortCampaign(params) {
            const response = await this.client.post("/api/campaigns/abort", params);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        /**
         * Cancel a scheduled or recurring campaign
         */
        async cancelCampaign(params) {
            const response = await this.client.post("/api/campaigns/cancel", params);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        /**
         * Activate a triggered campaign
         * Note: API triggered campaign activation must be enabled for your project
         */
        async activateTriggeredCampaign(params) {
            const response = await this.client.post("/api/campaigns/activateTriggered", params);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        /**
         * Deactivate a triggered campaign
         * Note: API triggered campaign deactivation must be enabled for your project
         */
        async deactivateTriggeredCampaign(params) {
            const response = await this.client.post("/api/campaigns/deactivateTriggered", params);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        /**
         * Archive one or more campaigns
         * This behaves the same as the archive feature in the UI:
         * - Scheduled or recurring campaigns will be cancelled
         * - Running campaigns will be aborted
         * - Archived campaigns will be hidden from the Campaigns page but viewable in the Archived tab
         * Rate limit: 5 requests/second, per API key
         */
        async archiveCampaigns(params) {
            const response = await this.client.post("/api/campaigns/archive", params);
            return validateResponse(response, ArchiveCampaignsResponseSchema);
        }
        /**
         * Trigger a campaign to send to specified lists
         */
        async triggerCampaign(params) {
            const response = await this.client.post("/api/campaigns/trigger", params);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        /**
         * Send an existing campaign immediately
         */
        async sendCampaign(params) {
            const response = await this.client.post(`/api/campaigns/${params.campaignId}/send`);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
    };
}
//# sourceMappingURL=campaigns.js.map