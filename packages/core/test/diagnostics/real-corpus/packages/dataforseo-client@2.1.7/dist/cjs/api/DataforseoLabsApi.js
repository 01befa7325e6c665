"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DataforseoLabsApi = void 0;
const DataforseoLabsIdListResponseInfo_1 = require("./../models/DataforseoLabsIdListResponseInfo");
const DataforseoLabsStatusResponseInfo_1 = require("./../models/DataforseoLabsStatusResponseInfo");
const DataforseoLabsErrorsResponseInfo_1 = require("./../models/DataforseoLabsErrorsResponseInfo");
const DataforseoLabsAvailableFiltersResponseInfo_1 = require("./../models/DataforseoLabsAvailableFiltersResponseInfo");
const DataforseoLabsLocationsAndLanguagesResponseInfo_1 = require("./../models/DataforseoLabsLocationsAndLanguagesResponseInfo");
const DataforseoLabsCategoriesResponseInfo_1 = require("./../models/DataforseoLabsCategoriesResponseInfo");
const DataforseoLabsGoogleAvailableHistoryResponseInfo_1 = require("./../models/DataforseoLabsGoogleAvailableHistoryResponseInfo");
const DataforseoLabsGoogleKeywordsForSiteLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleKeywordsForSiteLiveResponseInfo");
const DataforseoLabsGoogleRelatedKeywordsLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleRelatedKeywordsLiveResponseInfo");
const DataforseoLabsGoogleKeywordSuggestionsLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleKeywordSuggestionsLiveResponseInfo");
const DataforseoLabsGoogleKeywordIdeasLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleKeywordIdeasLiveResponseInfo");
const DataforseoLabsGoogleBulkKeywordDifficultyLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleBulkKeywordDifficultyLiveResponseInfo");
const DataforseoLabsGoogleSearchIntentLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleSearchIntentLiveResponseInfo");
const DataforseoLabsGoogleCategoriesForKeywordsLanguagesResponseInfo_1 = require("./../models/DataforseoLabsGoogleCategoriesForKeywordsLanguagesResponseInfo");
const DataforseoLabsGoogleCategoriesForDomainLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleCategoriesForDomainLiveResponseInfo");
const DataforseoLabsGoogleCategoriesForKeywordsLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleCategoriesForKeywordsLiveResponseInfo");
const DataforseoLabsGoogleKeywordsForCategoriesLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleKeywordsForCategoriesLiveResponseInfo");
const DataforseoLabsGoogleDomainMetricsByCategoriesLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleDomainMetricsByCategoriesLiveResponseInfo");
const DataforseoLabsGoogleTopSearchesLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleTopSearchesLiveResponseInfo");
const DataforseoLabsGoogleRankedKeywordsLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleRankedKeywordsLiveResponseInfo");
const DataforseoLabsGoogleSerpCompetitorsLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleSerpCompetitorsLiveResponseInfo");
const DataforseoLabsGoogleCompetitorsDomainLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleCompetitorsDomainLiveResponseInfo");
const DataforseoLabsGoogleDomainIntersectionLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleDomainIntersectionLiveResponseInfo");
const DataforseoLabsGoogleSubdomainsLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleSubdomainsLiveResponseInfo");
const DataforseoLabsGoogleRelevantPagesLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleRelevantPagesLiveResponseInfo");
const DataforseoLabsGoogleDomainRankOverviewLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleDomainRankOverviewLiveResponseInfo");
const DataforseoLabsGoogleHistoricalSerpsLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleHistoricalSerpsLiveResponseInfo");
const DataforseoLabsGoogleHistoricalRankOverviewLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleHistoricalRankOverviewLiveResponseInfo");
const DataforseoLabsGooglePageIntersectionLiveResponseInfo_1 = require("./../models/DataforseoLabsGooglePageIntersectionLiveResponseInfo");
const DataforseoLabsGoogleBulkTrafficEstimationLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleBulkTrafficEstimationLiveResponseInfo");
const DataforseoLabsGoogleHistoricalBulkTrafficEstimationLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleHistoricalBulkTrafficEstimationLiveResponseInfo");
const DataforseoLabsGoogleHistoricalKeywordDataLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleHistoricalKeywordDataLiveResponseInfo");
const DataforseoLabsGoogleKeywordOverviewLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleKeywordOverviewLiveResponseInfo");
const DataforseoLabsAmazonBulkSearchVolumeLiveResponseInfo_1 = require("./../models/DataforseoLabsAmazonBulkSearchVolumeLiveResponseInfo");
const DataforseoLabsAmazonRelatedKeywordsLiveResponseInfo_1 = require("./../models/DataforseoLabsAmazonRelatedKeywordsLiveResponseInfo");
const DataforseoLabsAmazonRankedKeywordsLiveResponseInfo_1 = require("./../models/DataforseoLabsAmazonRankedKeywordsLiveResponseInfo");
const DataforseoLabsAmazonProductRankOverviewLiveResponseInfo_1 = require("./../models/DataforseoLabsAmazonProductRankOverviewLiveResponseInfo");
const DataforseoLabsAmazonProductCompetitorsLiveResponseInfo_1 = require("./../models/DataforseoLabsAmazonProductCompetitorsLiveResponseInfo");
const DataforseoLabsAmazonProductKeywordIntersectionsLiveResponseInfo_1 = require("./../models/DataforseoLabsAmazonProductKeywordIntersectionsLiveResponseInfo");
const DataforseoLabsGoogleBulkAppMetricsLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleBulkAppMetricsLiveResponseInfo");
const DataforseoLabsGoogleKeywordsForAppLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleKeywordsForAppLiveResponseInfo");
const DataforseoLabsGoogleAppCompetitorsLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleAppCompetitorsLiveResponseInfo");
const DataforseoLabsGoogleAppIntersectionLiveResponseInfo_1 = require("./../models/DataforseoLabsGoogleAppIntersectionLiveResponseInfo");
const DataforseoLabsAppleBulkAppMetricsLiveResponseInfo_1 = require("./../models/DataforseoLabsAppleBulkAppMetricsLiveResponseInfo");
const DataforseoLabsAppleKeywordsForAppLiveResponseInfo_1 = require("./../models/DataforseoLabsAppleKeywordsForAppLiveResponseInfo");
const DataforseoLabsAppleAppCompetitorsLiveResponseInfo_1 = require("./../models/DataforseoLabsAppleAppCompetitorsLiveResponseInfo");
const DataforseoLabsAppleAppIntersectionLiveResponseInfo_1 = require("./../models/DataforseoLabsAppleAppIntersectionLiveResponseInfo");
const ApiException_1 = require("./../models/ApiException");
class DataforseoLabsApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    dataforseoLabsIdList(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/id_list";
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
            return this.processDataforseoLabsIdList(_response);
        });
    }
    processDataforseoLabsIdList(response) {
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
                result200 = resultData200 ? DataforseoLabsIdListResponseInfo_1.DataforseoLabsIdListResponseInfo.fromJS(resultData200) : null;
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
    status() {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/status";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processStatus(_response);
        });
    }
    processStatus(response) {
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
                result200 = resultData200 ? DataforseoLabsStatusResponseInfo_1.DataforseoLabsStatusResponseInfo.fromJS(resultData200) : null;
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
    dataforseoLabsErrors(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/errors";
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
            return this.processDataforseoLabsErrors(_response);
        });
    }
    processDataforseoLabsErrors(response) {
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
                result200 = resultData200 ? DataforseoLabsErrorsResponseInfo_1.DataforseoLabsErrorsResponseInfo.fromJS(resultData200) : null;
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
    availableFilters() {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/available_filters";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAvailableFilters(_response);
        });
    }
    processAvailableFilters(response) {
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
                result200 = resultData200 ? DataforseoLabsAvailableFiltersResponseInfo_1.DataforseoLabsAvailableFiltersResponseInfo.fromJS(resultData200) : null;
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
    locationsAndLanguages() {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/locations_and_languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processLocationsAndLanguages(_response);
        });
    }
    processLocationsAndLanguages(response) {
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
                result200 = resultData200 ? DataforseoLabsLocationsAndLanguagesResponseInfo_1.DataforseoLabsLocationsAndLanguagesResponseInfo.fromJS(resultData200) : null;
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
    categories() {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/categories";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processCategories(_response);
        });
    }
    processCategories(response) {
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
                result200 = resultData200 ? DataforseoLabsCategoriesResponseInfo_1.DataforseoLabsCategoriesResponseInfo.fromJS(resultData200) : null;
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
    googleAvailableHistory() {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/available_history";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAvailableHistory(_response);
        });
    }
    processGoogleAvailableHistory(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleAvailableHistoryResponseInfo_1.DataforseoLabsGoogleAvailableHistoryResponseInfo.fromJS(resultData200) : null;
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
    googleKeywordsForSiteLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/keywords_for_site/live";
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
            return this.processGoogleKeywordsForSiteLive(_response);
        });
    }
    processGoogleKeywordsForSiteLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleKeywordsForSiteLiveResponseInfo_1.DataforseoLabsGoogleKeywordsForSiteLiveResponseInfo.fromJS(resultData200) : null;
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
    googleRelatedKeywordsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/related_keywords/live";
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
            return this.processGoogleRelatedKeywordsLive(_response);
        });
    }
    processGoogleRelatedKeywordsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleRelatedKeywordsLiveResponseInfo_1.DataforseoLabsGoogleRelatedKeywordsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleKeywordSuggestionsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/keyword_suggestions/live";
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
            return this.processGoogleKeywordSuggestionsLive(_response);
        });
    }
    processGoogleKeywordSuggestionsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleKeywordSuggestionsLiveResponseInfo_1.DataforseoLabsGoogleKeywordSuggestionsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleKeywordIdeasLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/keyword_ideas/live";
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
            return this.processGoogleKeywordIdeasLive(_response);
        });
    }
    processGoogleKeywordIdeasLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleKeywordIdeasLiveResponseInfo_1.DataforseoLabsGoogleKeywordIdeasLiveResponseInfo.fromJS(resultData200) : null;
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
    googleBulkKeywordDifficultyLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/bulk_keyword_difficulty/live";
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
            return this.processGoogleBulkKeywordDifficultyLive(_response);
        });
    }
    processGoogleBulkKeywordDifficultyLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleBulkKeywordDifficultyLiveResponseInfo_1.DataforseoLabsGoogleBulkKeywordDifficultyLiveResponseInfo.fromJS(resultData200) : null;
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
    googleSearchIntentLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/search_intent/live";
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
            return this.processGoogleSearchIntentLive(_response);
        });
    }
    processGoogleSearchIntentLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleSearchIntentLiveResponseInfo_1.DataforseoLabsGoogleSearchIntentLiveResponseInfo.fromJS(resultData200) : null;
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
    googleCategoriesForKeywordsLanguages() {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/categories_for_keywords/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleCategoriesForKeywordsLanguages(_response);
        });
    }
    processGoogleCategoriesForKeywordsLanguages(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleCategoriesForKeywordsLanguagesResponseInfo_1.DataforseoLabsGoogleCategoriesForKeywordsLanguagesResponseInfo.fromJS(resultData200) : null;
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
    googleCategoriesForDomainLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/categories_for_domain/live";
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
            return this.processGoogleCategoriesForDomainLive(_response);
        });
    }
    processGoogleCategoriesForDomainLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleCategoriesForDomainLiveResponseInfo_1.DataforseoLabsGoogleCategoriesForDomainLiveResponseInfo.fromJS(resultData200) : null;
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
    googleCategoriesForKeywordsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/categories_for_keywords/live";
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
            return this.processGoogleCategoriesForKeywordsLive(_response);
        });
    }
    processGoogleCategoriesForKeywordsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleCategoriesForKeywordsLiveResponseInfo_1.DataforseoLabsGoogleCategoriesForKeywordsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleKeywordsForCategoriesLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/keywords_for_categories/live";
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
            return this.processGoogleKeywordsForCategoriesLive(_response);
        });
    }
    processGoogleKeywordsForCategoriesLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleKeywordsForCategoriesLiveResponseInfo_1.DataforseoLabsGoogleKeywordsForCategoriesLiveResponseInfo.fromJS(resultData200) : null;
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
    googleDomainMetricsByCategoriesLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/domain_metrics_by_categories/live";
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
            return this.processGoogleDomainMetricsByCategoriesLive(_response);
        });
    }
    processGoogleDomainMetricsByCategoriesLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleDomainMetricsByCategoriesLiveResponseInfo_1.DataforseoLabsGoogleDomainMetricsByCategoriesLiveResponseInfo.fromJS(resultData200) : null;
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
    googleTopSearchesLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/top_searches/live";
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
            return this.processGoogleTopSearchesLive(_response);
        });
    }
    processGoogleTopSearchesLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleTopSearchesLiveResponseInfo_1.DataforseoLabsGoogleTopSearchesLiveResponseInfo.fromJS(resultData200) : null;
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
    googleRankedKeywordsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/ranked_keywords/live";
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
            return this.processGoogleRankedKeywordsLive(_response);
        });
    }
    processGoogleRankedKeywordsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleRankedKeywordsLiveResponseInfo_1.DataforseoLabsGoogleRankedKeywordsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleSerpCompetitorsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/serp_competitors/live";
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
            return this.processGoogleSerpCompetitorsLive(_response);
        });
    }
    processGoogleSerpCompetitorsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleSerpCompetitorsLiveResponseInfo_1.DataforseoLabsGoogleSerpCompetitorsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleCompetitorsDomainLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/competitors_domain/live";
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
            return this.processGoogleCompetitorsDomainLive(_response);
        });
    }
    processGoogleCompetitorsDomainLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleCompetitorsDomainLiveResponseInfo_1.DataforseoLabsGoogleCompetitorsDomainLiveResponseInfo.fromJS(resultData200) : null;
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
    googleDomainIntersectionLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/domain_intersection/live";
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
            return this.processGoogleDomainIntersectionLive(_response);
        });
    }
    processGoogleDomainIntersectionLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleDomainIntersectionLiveResponseInfo_1.DataforseoLabsGoogleDomainIntersectionLiveResponseInfo.fromJS(resultData200) : null;
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
    googleSubdomainsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/subdomains/live";
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
            return this.processGoogleSubdomainsLive(_response);
        });
    }
    processGoogleSubdomainsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleSubdomainsLiveResponseInfo_1.DataforseoLabsGoogleSubdomainsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleRelevantPagesLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/relevant_pages/live";
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
            return this.processGoogleRelevantPagesLive(_response);
        });
    }
    processGoogleRelevantPagesLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleRelevantPagesLiveResponseInfo_1.DataforseoLabsGoogleRelevantPagesLiveResponseInfo.fromJS(resultData200) : null;
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
    googleDomainRankOverviewLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/domain_rank_overview/live";
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
            return this.processGoogleDomainRankOverviewLive(_response);
        });
    }
    processGoogleDomainRankOverviewLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleDomainRankOverviewLiveResponseInfo_1.DataforseoLabsGoogleDomainRankOverviewLiveResponseInfo.fromJS(resultData200) : null;
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
    googleHistoricalSerpsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/historical_serps/live";
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
            return this.processGoogleHistoricalSerpsLive(_response);
        });
    }
    processGoogleHistoricalSerpsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleHistoricalSerpsLiveResponseInfo_1.DataforseoLabsGoogleHistoricalSerpsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleHistoricalRankOverviewLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/historical_rank_overview/live";
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
            return this.processGoogleHistoricalRankOverviewLive(_response);
        });
    }
    processGoogleHistoricalRankOverviewLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleHistoricalRankOverviewLiveResponseInfo_1.DataforseoLabsGoogleHistoricalRankOverviewLiveResponseInfo.fromJS(resultData200) : null;
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
    googlePageIntersectionLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/page_intersection/live";
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
            return this.processGooglePageIntersectionLive(_response);
        });
    }
    processGooglePageIntersectionLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGooglePageIntersectionLiveResponseInfo_1.DataforseoLabsGooglePageIntersectionLiveResponseInfo.fromJS(resultData200) : null;
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
    googleBulkTrafficEstimationLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/bulk_traffic_estimation/live";
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
            return this.processGoogleBulkTrafficEstimationLive(_response);
        });
    }
    processGoogleBulkTrafficEstimationLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleBulkTrafficEstimationLiveResponseInfo_1.DataforseoLabsGoogleBulkTrafficEstimationLiveResponseInfo.fromJS(resultData200) : null;
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
    googleHistoricalBulkTrafficEstimationLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/historical_bulk_traffic_estimation/live";
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
            return this.processGoogleHistoricalBulkTrafficEstimationLive(_response);
        });
    }
    processGoogleHistoricalBulkTrafficEstimationLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleHistoricalBulkTrafficEstimationLiveResponseInfo_1.DataforseoLabsGoogleHistoricalBulkTrafficEstimationLiveResponseInfo.fromJS(resultData200) : null;
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
    googleHistoricalKeywordDataLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/historical_keyword_data/live";
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
            return this.processGoogleHistoricalKeywordDataLive(_response);
        });
    }
    processGoogleHistoricalKeywordDataLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleHistoricalKeywordDataLiveResponseInfo_1.DataforseoLabsGoogleHistoricalKeywordDataLiveResponseInfo.fromJS(resultData200) : null;
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
    googleKeywordOverviewLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/keyword_overview/live";
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
            return this.processGoogleKeywordOverviewLive(_response);
        });
    }
    processGoogleKeywordOverviewLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleKeywordOverviewLiveResponseInfo_1.DataforseoLabsGoogleKeywordOverviewLiveResponseInfo.fromJS(resultData200) : null;
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
    amazonBulkSearchVolumeLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/amazon/bulk_search_volume/live";
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
            return this.processAmazonBulkSearchVolumeLive(_response);
        });
    }
    processAmazonBulkSearchVolumeLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAmazonBulkSearchVolumeLiveResponseInfo_1.DataforseoLabsAmazonBulkSearchVolumeLiveResponseInfo.fromJS(resultData200) : null;
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
    amazonRelatedKeywordsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/amazon/related_keywords/live";
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
            return this.processAmazonRelatedKeywordsLive(_response);
        });
    }
    processAmazonRelatedKeywordsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAmazonRelatedKeywordsLiveResponseInfo_1.DataforseoLabsAmazonRelatedKeywordsLiveResponseInfo.fromJS(resultData200) : null;
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
    amazonRankedKeywordsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/amazon/ranked_keywords/live";
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
            return this.processAmazonRankedKeywordsLive(_response);
        });
    }
    processAmazonRankedKeywordsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAmazonRankedKeywordsLiveResponseInfo_1.DataforseoLabsAmazonRankedKeywordsLiveResponseInfo.fromJS(resultData200) : null;
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
    amazonProductRankOverviewLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/amazon/product_rank_overview/live";
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
            return this.processAmazonProductRankOverviewLive(_response);
        });
    }
    processAmazonProductRankOverviewLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAmazonProductRankOverviewLiveResponseInfo_1.DataforseoLabsAmazonProductRankOverviewLiveResponseInfo.fromJS(resultData200) : null;
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
    amazonProductCompetitorsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/amazon/product_competitors/live";
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
            return this.processAmazonProductCompetitorsLive(_response);
        });
    }
    processAmazonProductCompetitorsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAmazonProductCompetitorsLiveResponseInfo_1.DataforseoLabsAmazonProductCompetitorsLiveResponseInfo.fromJS(resultData200) : null;
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
    amazonProductKeywordIntersectionsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/amazon/product_keyword_intersections/live";
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
            return this.processAmazonProductKeywordIntersectionsLive(_response);
        });
    }
    processAmazonProductKeywordIntersectionsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAmazonProductKeywordIntersectionsLiveResponseInfo_1.DataforseoLabsAmazonProductKeywordIntersectionsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleBulkAppMetricsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/bulk_app_metrics/live";
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
            return this.processGoogleBulkAppMetricsLive(_response);
        });
    }
    processGoogleBulkAppMetricsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleBulkAppMetricsLiveResponseInfo_1.DataforseoLabsGoogleBulkAppMetricsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleKeywordsForAppLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/keywords_for_app/live";
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
            return this.processGoogleKeywordsForAppLive(_response);
        });
    }
    processGoogleKeywordsForAppLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleKeywordsForAppLiveResponseInfo_1.DataforseoLabsGoogleKeywordsForAppLiveResponseInfo.fromJS(resultData200) : null;
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
    googleAppCompetitorsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/app_competitors/live";
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
            return this.processGoogleAppCompetitorsLive(_response);
        });
    }
    processGoogleAppCompetitorsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleAppCompetitorsLiveResponseInfo_1.DataforseoLabsGoogleAppCompetitorsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleAppIntersectionLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/google/app_intersection/live";
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
            return this.processGoogleAppIntersectionLive(_response);
        });
    }
    processGoogleAppIntersectionLive(response) {
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
                result200 = resultData200 ? DataforseoLabsGoogleAppIntersectionLiveResponseInfo_1.DataforseoLabsGoogleAppIntersectionLiveResponseInfo.fromJS(resultData200) : null;
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
    appleBulkAppMetricsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/apple/bulk_app_metrics/live";
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
            return this.processAppleBulkAppMetricsLive(_response);
        });
    }
    processAppleBulkAppMetricsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAppleBulkAppMetricsLiveResponseInfo_1.DataforseoLabsAppleBulkAppMetricsLiveResponseInfo.fromJS(resultData200) : null;
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
    appleKeywordsForAppLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/apple/keywords_for_app/live";
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
            return this.processAppleKeywordsForAppLive(_response);
        });
    }
    processAppleKeywordsForAppLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAppleKeywordsForAppLiveResponseInfo_1.DataforseoLabsAppleKeywordsForAppLiveResponseInfo.fromJS(resultData200) : null;
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
    appleAppCompetitorsLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/apple/app_competitors/live";
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
            return this.processAppleAppCompetitorsLive(_response);
        });
    }
    processAppleAppCompetitorsLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAppleAppCompetitorsLiveResponseInfo_1.DataforseoLabsAppleAppCompetitorsLiveResponseInfo.fromJS(resultData200) : null;
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
    appleAppIntersectionLive(body) {
        let url_ = this.baseUrl + "/v3/dataforseo_labs/apple/app_intersection/live";
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
            return this.processAppleAppIntersectionLive(_response);
        });
    }
    processAppleAppIntersectionLive(response) {
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
                result200 = resultData200 ? DataforseoLabsAppleAppIntersectionLiveResponseInfo_1.DataforseoLabsAppleAppIntersectionLiveResponseInfo.fromJS(resultData200) : null;
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
exports.DataforseoLabsApi = DataforseoLabsApi;
//# sourceMappingURL=DataforseoLabsApi.js.map