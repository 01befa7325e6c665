"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AiOptimizationApi = void 0;
const AiOptimizationChatGptLlmScraperLocationsResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmScraperLocationsResponseInfo");
const AiOptimizationChatGptLlmScraperLocationsCountryResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmScraperLocationsCountryResponseInfo");
const AiOptimizationChatGptLlmScraperLanguagesResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmScraperLanguagesResponseInfo");
const AiOptimizationChatGptLlmScraperTaskPostResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmScraperTaskPostResponseInfo");
const AiOptimizationChatGptLlmScraperTasksReadyResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmScraperTasksReadyResponseInfo");
const AiOptimizationChatGptLlmScraperTaskGetAdvancedResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmScraperTaskGetAdvancedResponseInfo");
const AiOptimizationChatGptLlmScraperTaskGetHtmlResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmScraperTaskGetHtmlResponseInfo");
const AiOptimizationChatGptLlmScraperLiveAdvancedResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmScraperLiveAdvancedResponseInfo");
const AiOptimizationChatGptLlmScraperLiveHtmlResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmScraperLiveHtmlResponseInfo");
const AiOptimizationChatGptLlmResponsesModelsResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmResponsesModelsResponseInfo");
const AiOptimizationChatGptLlmResponsesLiveResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmResponsesLiveResponseInfo");
const AiOptimizationChatGptLlmResponsesTaskPostResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmResponsesTaskPostResponseInfo");
const AiOptimizationChatGptLlmResponsesTasksReadyResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmResponsesTasksReadyResponseInfo");
const AiOptimizationChatGptLlmResponsesTaskGetResponseInfo_1 = require("./../models/AiOptimizationChatGptLlmResponsesTaskGetResponseInfo");
const AiOptimizationClaudeLlmResponsesModelsResponseInfo_1 = require("./../models/AiOptimizationClaudeLlmResponsesModelsResponseInfo");
const AiOptimizationClaudeLlmResponsesLiveResponseInfo_1 = require("./../models/AiOptimizationClaudeLlmResponsesLiveResponseInfo");
const AiOptimizationClaudeLlmResponsesTaskPostResponseInfo_1 = require("./../models/AiOptimizationClaudeLlmResponsesTaskPostResponseInfo");
const AiOptimizationClaudeLlmResponsesTasksReadyResponseInfo_1 = require("./../models/AiOptimizationClaudeLlmResponsesTasksReadyResponseInfo");
const AiOptimizationClaudeLlmResponsesTaskGetResponseInfo_1 = require("./../models/AiOptimizationClaudeLlmResponsesTaskGetResponseInfo");
const AiOptimizationGeminiLlmResponsesModelsResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmResponsesModelsResponseInfo");
const AiOptimizationGeminiLlmResponsesTaskPostResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmResponsesTaskPostResponseInfo");
const AiOptimizationGeminiLlmResponsesTasksReadyResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmResponsesTasksReadyResponseInfo");
const AiOptimizationGeminiLlmResponsesTaskGetResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmResponsesTaskGetResponseInfo");
const AiOptimizationGeminiLlmResponsesLiveResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmResponsesLiveResponseInfo");
const AiOptimizationPerplexityLlmResponsesModelsResponseInfo_1 = require("./../models/AiOptimizationPerplexityLlmResponsesModelsResponseInfo");
const AiOptimizationPerplexityLlmResponsesLiveResponseInfo_1 = require("./../models/AiOptimizationPerplexityLlmResponsesLiveResponseInfo");
const AiOptimizationGeminiLlmScraperLocationsResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmScraperLocationsResponseInfo");
const AiOptimizationGeminiLlmScraperLanguagesResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmScraperLanguagesResponseInfo");
const AiOptimizationGeminiLlmScraperTaskPostResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmScraperTaskPostResponseInfo");
const AiOptimizationGeminiLlmScraperTasksReadyResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmScraperTasksReadyResponseInfo");
const AiOptimizationGeminiLlmScraperTaskGetAdvancedResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmScraperTaskGetAdvancedResponseInfo");
const AiOptimizationGeminiLlmScraperTaskGetHtmlResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmScraperTaskGetHtmlResponseInfo");
const AiOptimizationGeminiLlmScraperLiveAdvancedResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmScraperLiveAdvancedResponseInfo");
const AiOptimizationGeminiLlmScraperLiveHtmlResponseInfo_1 = require("./../models/AiOptimizationGeminiLlmScraperLiveHtmlResponseInfo");
const AiOptimizationAiKeywordDataAvailableFiltersResponseInfo_1 = require("./../models/AiOptimizationAiKeywordDataAvailableFiltersResponseInfo");
const AiOptimizationAiKeywordDataLocationsAndLanguagesResponseInfo_1 = require("./../models/AiOptimizationAiKeywordDataLocationsAndLanguagesResponseInfo");
const AiOptimizationAiKeywordDataKeywordsSearchVolumeLiveResponseInfo_1 = require("./../models/AiOptimizationAiKeywordDataKeywordsSearchVolumeLiveResponseInfo");
const AiOptimizationLlmMentionsAvailableFiltersResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsAvailableFiltersResponseInfo");
const AiOptimizationLlmMentionsLocationsAndLanguagesResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsLocationsAndLanguagesResponseInfo");
const AiOptimizationLlmMentionsSearchMentionsLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsSearchMentionsLiveResponseInfo");
const AiOptimizationLlmMentionsTargetMetricsLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTargetMetricsLiveResponseInfo");
const AiOptimizationLlmMentionsMultiTargetMetricsLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsMultiTargetMetricsLiveResponseInfo");
const AiOptimizationLlmMentionsTopMentionedDomainsLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTopMentionedDomainsLiveResponseInfo");
const AiOptimizationLlmMentionsTopMentionedPagesLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTopMentionedPagesLiveResponseInfo");
const AiOptimizationLlmMentionsTopMentionedBrandsLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTopMentionedBrandsLiveResponseInfo");
const AiOptimizationLlmMentionsTopMentionedBrandCategoriesLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTopMentionedBrandCategoriesLiveResponseInfo");
const AiOptimizationLlmMentionsTargetMetricsLiteLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTargetMetricsLiteLiveResponseInfo");
const AiOptimizationLlmMentionsTopMentionedDomainsLiteLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTopMentionedDomainsLiteLiveResponseInfo");
const AiOptimizationLlmMentionsTopMentionedPagesLiteLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTopMentionedPagesLiteLiveResponseInfo");
const AiOptimizationLlmMentionsTopMentionedBrandsLiteLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTopMentionedBrandsLiteLiveResponseInfo");
const AiOptimizationLlmMentionsTopMentionedBrandCategoriesLiteLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTopMentionedBrandCategoriesLiteLiveResponseInfo");
const AiOptimizationLlmMentionsHistoricalLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsHistoricalLiveResponseInfo");
const AiOptimizationLlmMentionsTimeseriesDeltaLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTimeseriesDeltaLiveResponseInfo");
const AiOptimizationLlmMentionsTimeseriesNewLostLiveResponseInfo_1 = require("./../models/AiOptimizationLlmMentionsTimeseriesNewLostLiveResponseInfo");
const ApiException_1 = require("./../models/ApiException");
class AiOptimizationApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    chatGptLlmScraperLocations() {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperLocations(_response);
        });
    }
    processChatGptLlmScraperLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmScraperLocationsResponseInfo_1.AiOptimizationChatGptLlmScraperLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmScraperLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/locations/{country}";
        url_ = url_.replace(/[?&]$/, "");
        url_ = url_.replace("{country}", encodeURIComponent("" + country));
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperLocationsCountry(_response);
        });
    }
    processChatGptLlmScraperLocationsCountry(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmScraperLocationsCountryResponseInfo_1.AiOptimizationChatGptLlmScraperLocationsCountryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmScraperLanguages() {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperLanguages(_response);
        });
    }
    processChatGptLlmScraperLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmScraperLanguagesResponseInfo_1.AiOptimizationChatGptLlmScraperLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmScraperTaskPost(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/task_post";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperTaskPost(_response);
        });
    }
    processChatGptLlmScraperTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmScraperTaskPostResponseInfo_1.AiOptimizationChatGptLlmScraperTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmScraperTasksReady() {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperTasksReady(_response);
        });
    }
    processChatGptLlmScraperTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmScraperTasksReadyResponseInfo_1.AiOptimizationChatGptLlmScraperTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmScraperTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/task_get/advanced/{id}";
        url_ = url_.replace(/[?&]$/, "");
        url_ = url_.replace("{id}", encodeURIComponent("" + id));
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperTaskGetAdvanced(_response);
        });
    }
    processChatGptLlmScraperTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmScraperTaskGetAdvancedResponseInfo_1.AiOptimizationChatGptLlmScraperTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmScraperTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/task_get/html/{id}";
        url_ = url_.replace(/[?&]$/, "");
        url_ = url_.replace("{id}", encodeURIComponent("" + id));
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperTaskGetHtml(_response);
        });
    }
    processChatGptLlmScraperTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmScraperTaskGetHtmlResponseInfo_1.AiOptimizationChatGptLlmScraperTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmScraperLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/live/advanced";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperLiveAdvanced(_response);
        });
    }
    processChatGptLlmScraperLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmScraperLiveAdvancedResponseInfo_1.AiOptimizationChatGptLlmScraperLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmScraperLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_scraper/live/html";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmScraperLiveHtml(_response);
        });
    }
    processChatGptLlmScraperLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmScraperLiveHtmlResponseInfo_1.AiOptimizationChatGptLlmScraperLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmResponsesModels() {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_responses/models";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmResponsesModels(_response);
        });
    }
    processChatGptLlmResponsesModels(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmResponsesModelsResponseInfo_1.AiOptimizationChatGptLlmResponsesModelsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmResponsesLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_responses/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmResponsesLive(_response);
        });
    }
    processChatGptLlmResponsesLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmResponsesLiveResponseInfo_1.AiOptimizationChatGptLlmResponsesLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmResponsesTaskPost(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_responses/task_post";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmResponsesTaskPost(_response);
        });
    }
    processChatGptLlmResponsesTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmResponsesTaskPostResponseInfo_1.AiOptimizationChatGptLlmResponsesTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmResponsesTasksReady() {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_responses/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmResponsesTasksReady(_response);
        });
    }
    processChatGptLlmResponsesTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmResponsesTasksReadyResponseInfo_1.AiOptimizationChatGptLlmResponsesTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    chatGptLlmResponsesTaskGet(id) {
        let url_ = this.baseUrl + "/v3/ai_optimization/chat_gpt/llm_responses/task_get/{id}";
        url_ = url_.replace(/[?&]$/, "");
        url_ = url_.replace("{id}", encodeURIComponent("" + id));
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processChatGptLlmResponsesTaskGet(_response);
        });
    }
    processChatGptLlmResponsesTaskGet(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationChatGptLlmResponsesTaskGetResponseInfo_1.AiOptimizationChatGptLlmResponsesTaskGetResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    claudeLlmResponsesModels() {
        let url_ = this.baseUrl + "/v3/ai_optimization/claude/llm_responses/models";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processClaudeLlmResponsesModels(_response);
        });
    }
    processClaudeLlmResponsesModels(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationClaudeLlmResponsesModelsResponseInfo_1.AiOptimizationClaudeLlmResponsesModelsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    claudeLlmResponsesLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/claude/llm_responses/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processClaudeLlmResponsesLive(_response);
        });
    }
    processClaudeLlmResponsesLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationClaudeLlmResponsesLiveResponseInfo_1.AiOptimizationClaudeLlmResponsesLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    claudeLlmResponsesTaskPost(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/claude/llm_responses/task_post";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processClaudeLlmResponsesTaskPost(_response);
        });
    }
    processClaudeLlmResponsesTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationClaudeLlmResponsesTaskPostResponseInfo_1.AiOptimizationClaudeLlmResponsesTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    claudeLlmResponsesTasksReady() {
        let url_ = this.baseUrl + "/v3/ai_optimization/claude/llm_responses/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processClaudeLlmResponsesTasksReady(_response);
        });
    }
    processClaudeLlmResponsesTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationClaudeLlmResponsesTasksReadyResponseInfo_1.AiOptimizationClaudeLlmResponsesTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    claudeLlmResponsesTaskGet(id) {
        let url_ = this.baseUrl + "/v3/ai_optimization/claude/llm_responses/task_get/{id}";
        url_ = url_.replace(/[?&]$/, "");
        url_ = url_.replace("{id}", encodeURIComponent("" + id));
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processClaudeLlmResponsesTaskGet(_response);
        });
    }
    processClaudeLlmResponsesTaskGet(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationClaudeLlmResponsesTaskGetResponseInfo_1.AiOptimizationClaudeLlmResponsesTaskGetResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmResponsesModels() {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_responses/models";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmResponsesModels(_response);
        });
    }
    processGeminiLlmResponsesModels(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmResponsesModelsResponseInfo_1.AiOptimizationGeminiLlmResponsesModelsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmResponsesTaskPost(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_responses/task_post";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmResponsesTaskPost(_response);
        });
    }
    processGeminiLlmResponsesTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmResponsesTaskPostResponseInfo_1.AiOptimizationGeminiLlmResponsesTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmResponsesTasksReady() {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_responses/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmResponsesTasksReady(_response);
        });
    }
    processGeminiLlmResponsesTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmResponsesTasksReadyResponseInfo_1.AiOptimizationGeminiLlmResponsesTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmResponsesTaskGet(id) {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_responses/task_get/{id}";
        url_ = url_.replace(/[?&]$/, "");
        url_ = url_.replace("{id}", encodeURIComponent("" + id));
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmResponsesTaskGet(_response);
        });
    }
    processGeminiLlmResponsesTaskGet(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmResponsesTaskGetResponseInfo_1.AiOptimizationGeminiLlmResponsesTaskGetResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmResponsesLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_responses/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmResponsesLive(_response);
        });
    }
    processGeminiLlmResponsesLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmResponsesLiveResponseInfo_1.AiOptimizationGeminiLlmResponsesLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    perplexityLlmResponsesModels() {
        let url_ = this.baseUrl + "/v3/ai_optimization/perplexity/llm_responses/models";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processPerplexityLlmResponsesModels(_response);
        });
    }
    processPerplexityLlmResponsesModels(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationPerplexityLlmResponsesModelsResponseInfo_1.AiOptimizationPerplexityLlmResponsesModelsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    perplexityLlmResponsesLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/perplexity/llm_responses/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processPerplexityLlmResponsesLive(_response);
        });
    }
    processPerplexityLlmResponsesLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationPerplexityLlmResponsesLiveResponseInfo_1.AiOptimizationPerplexityLlmResponsesLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmScraperLocations() {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_scraper/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmScraperLocations(_response);
        });
    }
    processGeminiLlmScraperLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmScraperLocationsResponseInfo_1.AiOptimizationGeminiLlmScraperLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmScraperLanguages() {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_scraper/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmScraperLanguages(_response);
        });
    }
    processGeminiLlmScraperLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmScraperLanguagesResponseInfo_1.AiOptimizationGeminiLlmScraperLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmScraperTaskPost(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_scraper/task_post";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmScraperTaskPost(_response);
        });
    }
    processGeminiLlmScraperTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmScraperTaskPostResponseInfo_1.AiOptimizationGeminiLlmScraperTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmScraperTasksReady() {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_scraper/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmScraperTasksReady(_response);
        });
    }
    processGeminiLlmScraperTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmScraperTasksReadyResponseInfo_1.AiOptimizationGeminiLlmScraperTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmScraperTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_scraper/task_get/advanced/{id}";
        url_ = url_.replace(/[?&]$/, "");
        url_ = url_.replace("{id}", encodeURIComponent("" + id));
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmScraperTaskGetAdvanced(_response);
        });
    }
    processGeminiLlmScraperTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmScraperTaskGetAdvancedResponseInfo_1.AiOptimizationGeminiLlmScraperTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmScraperTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_scraper/task_get/html/{id}";
        url_ = url_.replace(/[?&]$/, "");
        url_ = url_.replace("{id}", encodeURIComponent("" + id));
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmScraperTaskGetHtml(_response);
        });
    }
    processGeminiLlmScraperTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmScraperTaskGetHtmlResponseInfo_1.AiOptimizationGeminiLlmScraperTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmScraperLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_scraper/live/advanced";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmScraperLiveAdvanced(_response);
        });
    }
    processGeminiLlmScraperLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmScraperLiveAdvancedResponseInfo_1.AiOptimizationGeminiLlmScraperLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    geminiLlmScraperLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/gemini/llm_scraper/live/html";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGeminiLlmScraperLiveHtml(_response);
        });
    }
    processGeminiLlmScraperLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationGeminiLlmScraperLiveHtmlResponseInfo_1.AiOptimizationGeminiLlmScraperLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    aiKeywordDataAvailableFilters() {
        let url_ = this.baseUrl + "/v3/ai_optimization/ai_keyword_data/available_filters";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAiKeywordDataAvailableFilters(_response);
        });
    }
    processAiKeywordDataAvailableFilters(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationAiKeywordDataAvailableFiltersResponseInfo_1.AiOptimizationAiKeywordDataAvailableFiltersResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    aiKeywordDataLocationsAndLanguages() {
        let url_ = this.baseUrl + "/v3/ai_optimization/ai_keyword_data/locations_and_languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAiKeywordDataLocationsAndLanguages(_response);
        });
    }
    processAiKeywordDataLocationsAndLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationAiKeywordDataLocationsAndLanguagesResponseInfo_1.AiOptimizationAiKeywordDataLocationsAndLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    aiKeywordDataKeywordsSearchVolumeLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/ai_keyword_data/keywords_search_volume/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAiKeywordDataKeywordsSearchVolumeLive(_response);
        });
    }
    processAiKeywordDataKeywordsSearchVolumeLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationAiKeywordDataKeywordsSearchVolumeLiveResponseInfo_1.AiOptimizationAiKeywordDataKeywordsSearchVolumeLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsAvailableFilters() {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/available_filters";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsAvailableFilters(_response);
        });
    }
    processLlmMentionsAvailableFilters(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsAvailableFiltersResponseInfo_1.AiOptimizationLlmMentionsAvailableFiltersResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsLocationsAndLanguages() {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/locations_and_languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsLocationsAndLanguages(_response);
        });
    }
    processLlmMentionsLocationsAndLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsLocationsAndLanguagesResponseInfo_1.AiOptimizationLlmMentionsLocationsAndLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsSearchMentionsLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/search_mentions/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsSearchMentionsLive(_response);
        });
    }
    processLlmMentionsSearchMentionsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsSearchMentionsLiveResponseInfo_1.AiOptimizationLlmMentionsSearchMentionsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTargetMetricsLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/target_metrics/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTargetMetricsLive(_response);
        });
    }
    processLlmMentionsTargetMetricsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTargetMetricsLiveResponseInfo_1.AiOptimizationLlmMentionsTargetMetricsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsMultiTargetMetricsLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/multi_target_metrics/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsMultiTargetMetricsLive(_response);
        });
    }
    processLlmMentionsMultiTargetMetricsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsMultiTargetMetricsLiveResponseInfo_1.AiOptimizationLlmMentionsMultiTargetMetricsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTopMentionedDomainsLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/top_mentioned_domains/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTopMentionedDomainsLive(_response);
        });
    }
    processLlmMentionsTopMentionedDomainsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTopMentionedDomainsLiveResponseInfo_1.AiOptimizationLlmMentionsTopMentionedDomainsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTopMentionedPagesLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/top_mentioned_pages/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTopMentionedPagesLive(_response);
        });
    }
    processLlmMentionsTopMentionedPagesLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTopMentionedPagesLiveResponseInfo_1.AiOptimizationLlmMentionsTopMentionedPagesLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTopMentionedBrandsLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/top_mentioned_brands/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTopMentionedBrandsLive(_response);
        });
    }
    processLlmMentionsTopMentionedBrandsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTopMentionedBrandsLiveResponseInfo_1.AiOptimizationLlmMentionsTopMentionedBrandsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTopMentionedBrandCategoriesLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/top_mentioned_brand_categories/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTopMentionedBrandCategoriesLive(_response);
        });
    }
    processLlmMentionsTopMentionedBrandCategoriesLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTopMentionedBrandCategoriesLiveResponseInfo_1.AiOptimizationLlmMentionsTopMentionedBrandCategoriesLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTargetMetricsLiteLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/target_metrics_lite/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTargetMetricsLiteLive(_response);
        });
    }
    processLlmMentionsTargetMetricsLiteLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTargetMetricsLiteLiveResponseInfo_1.AiOptimizationLlmMentionsTargetMetricsLiteLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTopMentionedDomainsLiteLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/top_mentioned_domains_lite/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTopMentionedDomainsLiteLive(_response);
        });
    }
    processLlmMentionsTopMentionedDomainsLiteLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTopMentionedDomainsLiteLiveResponseInfo_1.AiOptimizationLlmMentionsTopMentionedDomainsLiteLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTopMentionedPagesLiteLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/top_mentioned_pages_lite/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTopMentionedPagesLiteLive(_response);
        });
    }
    processLlmMentionsTopMentionedPagesLiteLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTopMentionedPagesLiteLiveResponseInfo_1.AiOptimizationLlmMentionsTopMentionedPagesLiteLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTopMentionedBrandsLiteLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/top_mentioned_brands_lite/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTopMentionedBrandsLiteLive(_response);
        });
    }
    processLlmMentionsTopMentionedBrandsLiteLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTopMentionedBrandsLiteLiveResponseInfo_1.AiOptimizationLlmMentionsTopMentionedBrandsLiteLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTopMentionedBrandCategoriesLiteLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/top_mentioned_brand_categories_lite/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTopMentionedBrandCategoriesLiteLive(_response);
        });
    }
    processLlmMentionsTopMentionedBrandCategoriesLiteLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTopMentionedBrandCategoriesLiteLiveResponseInfo_1.AiOptimizationLlmMentionsTopMentionedBrandCategoriesLiteLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsHistoricalLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/historical/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsHistoricalLive(_response);
        });
    }
    processLlmMentionsHistoricalLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsHistoricalLiveResponseInfo_1.AiOptimizationLlmMentionsHistoricalLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTimeseriesDeltaLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/timeseries_delta/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTimeseriesDeltaLive(_response);
        });
    }
    processLlmMentionsTimeseriesDeltaLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTimeseriesDeltaLiveResponseInfo_1.AiOptimizationLlmMentionsTimeseriesDeltaLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    llmMentionsTimeseriesNewLostLive(body) {
        let url_ = this.baseUrl + "/v3/ai_optimization/llm_mentions/timeseries_new_lost/live";
        url_ = url_.replace(/[?&]$/, "");
        const content_ = JSON.stringify(body);
        let options_ = {
            body: content_,
            method: "POST",
            headers: {
                "Content-Type": "application/json",
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLlmMentionsTimeseriesNewLostLive(_response);
        });
    }
    processLlmMentionsTimeseriesNewLostLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? AiOptimizationLlmMentionsTimeseriesNewLostLiveResponseInfo_1.AiOptimizationLlmMentionsTimeseriesNewLostLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
}
exports.AiOptimizationApi = AiOptimizationApi;
//# sourceMappingURL=AiOptimizationApi.js.map