import { formatSortParam, IterableSuccessResponseSchema, } from "../types/common.js";
import { GetJourneysResponseSchema, } from "../types/journeys.js";
import { validateResponse } from "./base.js";
/**
 * Journeys operations mixin
 */
export function Journeys(Base) {
    return class extends Base {
        async triggerJourney(options) {
            const response = await this.client.post("/api/workflows/triggerWorkflow", options);
            return validateResponse(response, IterableSuccessResponseSchema);
        }
        async getJourneys(params) {
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
            if (params?.state) {
                params.state.forEach((state) => queryParams.append("state", state));
            }
            const url = `/api/journeys?${queryParams.toString()}`;
            const response = await this.client.get(url);
            return validateResponse(response, GetJourneysResponseSchema);
        }
    };
}
//# sourceMappingURL=journeys.js.map