"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    Object.defineProperty(o, k2, { enumerable: true, get: function() { return m[k]; } });
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !exports.hasOwnProperty(p)) __createBinding(exports, m, p);
};
var __spreadArrays = (this && this.__spreadArrays) || function () {
    for (var s = 0, i = 0, il = arguments.length; i < il; i++) s += arguments[i].length;
    for (var r = Array(s), k = 0, i = 0; i < il; i++)
        for (var a = arguments[i], j = 0, jl = a.length; j < jl; j++, k++)
            r[k] = a[j];
    return r;
};
Object.defineProperty(exports, "__esModule", { value: true });
__exportStar(require("./api"), exports);
__exportStar(require("./configuration"), exports);
var axios_1 = require("axios");
var api_1 = require("./api");
var Api = /** @class */ (function () {
    function Api(baseURL, auth) {
        var axiosInstance = axios_1.default.create({ baseURL: baseURL, auth: auth });
        var args = [undefined, baseURL, axiosInstance];
        this.BatchApi = new (api_1.BatchApi.bind.apply(api_1.BatchApi, __spreadArrays([void 0], args)))();
        this.ConditionApi = new (api_1.ConditionApi.bind.apply(api_1.ConditionApi, __spreadArrays([void 0], args)))();
        this.DecisionDefinitionApi = new (api_1.DecisionDefinitionApi.bind.apply(api_1.DecisionDefinitionApi, __spreadArrays([void 0], args)))();
        this.DeploymentApi = new (api_1.DeploymentApi.bind.apply(api_1.DeploymentApi, __spreadArrays([void 0], args)))();
        this.EngineApi = new (api_1.EngineApi.bind.apply(api_1.EngineApi, __spreadArrays([void 0], args)))();
        this.EventSubscriptionApi = new (api_1.EventSubscriptionApi.bind.apply(api_1.EventSubscriptionApi, __spreadArrays([void 0], args)))();
        this.ExecutionApi = new (api_1.ExecutionApi.bind.apply(api_1.ExecutionApi, __spreadArrays([void 0], args)))();
        this.ExternalTaskApi = new (api_1.ExternalTaskApi.bind.apply(api_1.ExternalTaskApi, __spreadArrays([void 0], args)))();
        this.GroupApi = new (api_1.GroupApi.bind.apply(api_1.GroupApi, __spreadArrays([void 0], args)))();
        this.HistoricActivityInstanceApi = new (api_1.HistoricActivityInstanceApi.bind.apply(api_1.HistoricActivityInstanceApi, __spreadArrays([void 0], args)))();
        this.HistoricProcessInstanceApi = new (api_1.HistoricProcessInstanceApi.bind.apply(api_1.HistoricProcessInstanceApi, __spreadArrays([void 0], args)))();
        this.IdentityApi = new (api_1.IdentityApi.bind.apply(api_1.IdentityApi, __spreadArrays([void 0], args)))();
        this.IncidentApi = new (api_1.IncidentApi.bind.apply(api_1.IncidentApi, __spreadArrays([void 0], args)))();
        this.JobApi = new (api_1.JobApi.bind.apply(api_1.JobApi, __spreadArrays([void 0], args)))();
        this.MessageApi = new (api_1.MessageApi.bind.apply(api_1.MessageApi, __spreadArrays([void 0], args)))();
        this.MetricsApi = new (api_1.MetricsApi.bind.apply(api_1.MetricsApi, __spreadArrays([void 0], args)))();
        this.ProcessDefinitionApi = new (api_1.ProcessDefinitionApi.bind.apply(api_1.ProcessDefinitionApi, __spreadArrays([void 0], args)))();
        this.ProcessInstanceApi = new (api_1.ProcessInstanceApi.bind.apply(api_1.ProcessInstanceApi, __spreadArrays([void 0], args)))();
        this.SchemaLogApi = new (api_1.SchemaLogApi.bind.apply(api_1.SchemaLogApi, __spreadArrays([void 0], args)))();
        this.SignalApi = new (api_1.SignalApi.bind.apply(api_1.SignalApi, __spreadArrays([void 0], args)))();
        this.TaskApi = new (api_1.TaskApi.bind.apply(api_1.TaskApi, __spreadArrays([void 0], args)))();
        this.TaskAttachmentApi = new (api_1.TaskAttachmentApi.bind.apply(api_1.TaskAttachmentApi, __spreadArrays([void 0], args)))();
        this.TaskCommentApi = new (api_1.TaskCommentApi.bind.apply(api_1.TaskCommentApi, __spreadArrays([void 0], args)))();
        this.TaskIdentityLinkApi = new (api_1.TaskIdentityLinkApi.bind.apply(api_1.TaskIdentityLinkApi, __spreadArrays([void 0], args)))();
        this.TaskLocalVariableApi = new (api_1.TaskLocalVariableApi.bind.apply(api_1.TaskLocalVariableApi, __spreadArrays([void 0], args)))();
        this.TaskVariableApi = new (api_1.TaskVariableApi.bind.apply(api_1.TaskVariableApi, __spreadArrays([void 0], args)))();
        this.TelemetryApi = new (api_1.TelemetryApi.bind.apply(api_1.TelemetryApi, __spreadArrays([void 0], args)))();
        this.TenantApi = new (api_1.TenantApi.bind.apply(api_1.TenantApi, __spreadArrays([void 0], args)))();
        this.UserApi = new (api_1.UserApi.bind.apply(api_1.UserApi, __spreadArrays([void 0], args)))();
        this.VariableInstanceApi = new (api_1.VariableInstanceApi.bind.apply(api_1.VariableInstanceApi, __spreadArrays([void 0], args)))();
        this.VersionApi = new (api_1.VersionApi.bind.apply(api_1.VersionApi, __spreadArrays([void 0], args)))();
    }
    return Api;
}());
exports.default = Api;
