import { CancelExportJobResponseSchema, GetExportFilesResponseSchema, GetExportJobsResponseSchema, StartExportJobResponseSchema, } from "../types/export.js";
import { validateResponse } from "./base.js";
/**
 * Export operations mixin
 */
export function Export(Base) {
    return class extends Base {
        async getExportJobs(params) {
            const urlParams = new URLSearchParams();
            if (params?.jobState)
                urlParams.append("jobState", params.jobState);
            const response = await this.client.get(`/api/export/jobs?${urlParams.toString()}`);
            return validateResponse(response, GetExportJobsResponseSchema);
        }
        async getExportFiles(params) {
            const urlParams = new URLSearchParams();
            if (params.startAfter)
                urlParams.append("startAfter", params.startAfter);
            const response = await this.client.get(`/api/export/${params.jobId}/files?${urlParams.toString()}`);
            return validateResponse(response, GetExportFilesResponseSchema);
        }
        async startExportJob(params) {
            const response = await this.client.post("/api/export/start", params);
            return validateResponse(response, StartExportJobResponseSchema);
        }
        async cancelExportJob(params) {
            const response = await this.client.delete(`/api/export/${params.jobId}`);
            return validateResponse(response, CancelExportJobResponseSchema);
        }
    };
}
//# sourceMappingURL=export.js.map