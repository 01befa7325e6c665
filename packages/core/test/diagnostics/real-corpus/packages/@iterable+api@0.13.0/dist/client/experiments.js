import { ExperimentResponseSchema, ExperimentTotalsResponseSchema, ExperimentTrendsResponseSchema, GetExperimentVariantsResponseSchema, ListExperimentsResponseSchema, } from "../types/experiments.js";
import { parseCsv, validateResponse } from "./base.js";
/**
 * Experiments operations mixin
 */
export function Experiments(Base) {
    return class extends Base {
        async getExperimentMetrics(params) {
            const queryParams = new URLSearchParams();
            if (params?.experimentId && params.experimentId.length > 0) {
                params.experimentId.forEach((id) => queryParams.append("experimentId", id.toString()));
            }
            if (params?.campaignId && params.campaignId.length > 0) {
                params.campaignId.forEach((id) => queryParams.append("campaignId", id.toString()));
            }
            if (params?.startDateTime) {
                queryParams.append("startDateTime", params.startDateTime);
            }
            if (params?.endDateTime) {
                queryParams.append("endDateTime", params.endDateTime);
            }
            const url = `/api/experiments/metrics${queryParams.toString() ? `?${queryParams.toString()}` : ""}`;
            const response = await this.client.get(url, {
                responseType: "text",
            });
            // Parse CSV response into array of objects
            return parseCsv(response);
        }
        async listExperiments(params) {
            const queryParams = new URLSearchParams();
            if (params?.campaignId !== undefined) {
                queryParams.append("campaignId", params.campaignId.toString());
            }
            if (params?.status) {
                queryParams.append("state", params.status);
            }
            if (params?.startDate) {
                queryParams.append("startDateTime", params.startDate);
            }
            if (params?.endDate) {
                queryParams.append("endDateTime", params.endDate);
            }
            if (params?.limit !== undefined) {
                queryParams.append("limit", params.limit.toString());
            }
            if (params?.offset !== undefined) {
                queryParams.append("offset", params.offset.toString());
            }
            const url = `/api/experiments${queryParams.toString() ? `?${queryParams.toString()}` : ""}`;
            const response = await this.client.get(url);
            return validateResponse(response, ListExperimentsResponseSchema);
        }
        async getExperiment(params) {
            const url = `/api/experiments/${params.experimentId}`;
            const response = await this.client.get(url);
            return validateResponse(response, ExperimentResponseSchema);
        }
        async getExperimentVariants(params) {
            const url = `/api/experiments/${params.experimentId}/variants`;
            const response = await this.client.get(url);
            return validateResponse(response, GetExperimentVariantsResponseSchema);
        }
        async getExperimentTotals(params) {
            const response = await this.client.get(`/api/experiments/${params.experimentId}/totals`);
            return validateResponse(response, ExperimentTotalsResponseSchema);
        }
        async getExperimentTrends(params) {
            const queryParams = new URLSearchParams();
            if (params.startDateTime) {
                queryParams.append("startDateTime", params.startDateTime);
            }
            if (params.endDateTime) {
                queryParams.append("endDateTime", params.endDateTime);
            }
            const query = queryParams.toString();
            const response = await this.client.get(`/api/experiments/${params.experimentId}/trends${query ? `?${query}` : ""}`);
            return validateResponse(response, ExperimentTrendsResponseSchema);
        }
        async createExperiment(params) {
            const body = {
                campaignId: params.campaignId,
                experimentType: params.experimentType,
            };
            if (params.name !== undefined) {
                body.name = params.name;
            }
            const response = await this.client.post("/api/experiments", body);
            return validateResponse(response, ExperimentResponseSchema);
        }
        async copyExperimentVariant(params) {
            const body = {
                copyFromTemplateId: params.copyFromTemplateId,
            };
            if (params.name !== undefined) {
                body.name = params.name;
            }
            const response = await this.client.post(`/api/experiments/${params.experimentId}/variants`, body);
            return validateResponse(response, ExperimentResponseSchema);
        }
        async updateExperimentSettings(params) {
            const body = {};
            if (params.conversionEventSettings !== undefined) {
                body.conversionEventSettings = params.conversionEventSettings;
            }
            if (params.holdoutSettings !== undefined) {
                body.holdoutSettings = params.holdoutSettings;
            }
            if (params.explorationBlastSettings !== undefined) {
                body.explorationBlastSettings = params.explorationBlastSettings;
            }
            if (params.explorationTriggerSettings !== undefined) {
                body.explorationTriggerSettings = params.explorationTriggerSettings;
            }
            if (params.evenlySplitVariations !== undefined) {
                body.evenlySplitVariations = params.evenlySplitVariations;
            }
            const response = await this.client.patch(`/api/experiments/${params.experimentId}/settings`, body);
            return validateResponse(response, ExperimentResponseSchema);
        }
        async startExperiment(params) {
            const response = await this.client.post(`/api/experiments/${params.experimentId}/start`, {});
            return validateResponse(response, ExperimentResponseSchema);
        }
        async cancelExperiment(params) {
            const response = await this.client.post(`/api/experiments/${params.experimentId}/cancel`, {});
            return validateResponse(response, ExperimentResponseSchema);
        }
        async declareExperimentWinner(params) {
            const { experimentId, variantId } = params;
            const response = await this.client.post(`/api/experiments/${experimentId}/winner`, { variantId });
            return validateResponse(response, ExperimentResponseSchema);
        }
        async deleteExperiment(params) {
            const response = await this.client.post(`/api/experiments/${params.experimentId}/delete`, {});
            return validateResponse(response, ExperimentResponseSchema);
        }
    };
}
//# sourceMappingURL=experiments.js.map