"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KeywordsDataApi = void 0;
const KeywordsDataIdListResponseInfo_1 = require("./../models/KeywordsDataIdListResponseInfo");
const KeywordsDataErrorsResponseInfo_1 = require("./../models/KeywordsDataErrorsResponseInfo");
const KeywordsDataGoogleAdsStatusResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsStatusResponseInfo");
const KeywordsDataGoogleAdsLocationsResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsLocationsResponseInfo");
const KeywordsDataGoogleAdsLocationsCountryResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsLocationsCountryResponseInfo");
const KeywordsDataGoogleAdsLanguagesResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsLanguagesResponseInfo");
const KeywordsDataGoogleAdsSearchVolumeTaskPostResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsSearchVolumeTaskPostResponseInfo");
const KeywordsDataGoogleAdsSearchVolumeTasksReadyResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsSearchVolumeTasksReadyResponseInfo");
const KeywordsDataGoogleAdsSearchVolumeTaskGetResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsSearchVolumeTaskGetResponseInfo");
const KeywordsDataGoogleAdsSearchVolumeLiveResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsSearchVolumeLiveResponseInfo");
const KeywordsDataGoogleAdsKeywordsForSiteTaskPostResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsKeywordsForSiteTaskPostResponseInfo");
const KeywordsDataGoogleAdsKeywordsForSiteTasksReadyResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsKeywordsForSiteTasksReadyResponseInfo");
const KeywordsDataGoogleAdsKeywordsForSiteTaskGetResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsKeywordsForSiteTaskGetResponseInfo");
const KeywordsDataGoogleAdsKeywordsForSiteLiveResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsKeywordsForSiteLiveResponseInfo");
const KeywordsDataGoogleAdsKeywordsForKeywordsTaskPostResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsKeywordsForKeywordsTaskPostResponseInfo");
const KeywordsDataGoogleAdsKeywordsForKeywordsTasksReadyResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsKeywordsForKeywordsTasksReadyResponseInfo");
const KeywordsDataGoogleAdsKeywordsForKeywordsTaskGetResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsKeywordsForKeywordsTaskGetResponseInfo");
const KeywordsDataGoogleAdsKeywordsForKeywordsLiveResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsKeywordsForKeywordsLiveResponseInfo");
const KeywordsDataGoogleAdsAdTrafficByKeywordsTaskPostResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsAdTrafficByKeywordsTaskPostResponseInfo");
const KeywordsDataGoogleAdsAdTrafficByKeywordsTasksReadyResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsAdTrafficByKeywordsTasksReadyResponseInfo");
const KeywordsDataGoogleAdsAdTrafficByKeywordsTaskGetResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsAdTrafficByKeywordsTaskGetResponseInfo");
const KeywordsDataGoogleAdsAdTrafficByKeywordsLiveResponseInfo_1 = require("./../models/KeywordsDataGoogleAdsAdTrafficByKeywordsLiveResponseInfo");
const KeywordsDataGoogleTrendsLocationsResponseInfo_1 = require("./../models/KeywordsDataGoogleTrendsLocationsResponseInfo");
const KeywordsDataGoogleTrendsLocationsCountryResponseInfo_1 = require("./../models/KeywordsDataGoogleTrendsLocationsCountryResponseInfo");
const KeywordsDataGoogleTrendsLanguagesResponseInfo_1 = require("./../models/KeywordsDataGoogleTrendsLanguagesResponseInfo");
const KeywordsDataGoogleTrendsCategoriesResponseInfo_1 = require("./../models/KeywordsDataGoogleTrendsCategoriesResponseInfo");
const KeywordsDataGoogleTrendsExploreTaskPostResponseInfo_1 = require("./../models/KeywordsDataGoogleTrendsExploreTaskPostResponseInfo");
const KeywordsDataGoogleTrendsExploreTasksReadyResponseInfo_1 = require("./../models/KeywordsDataGoogleTrendsExploreTasksReadyResponseInfo");
const KeywordsDataGoogleTrendsExploreTaskGetResponseInfo_1 = require("./../models/KeywordsDataGoogleTrendsExploreTaskGetResponseInfo");
const KeywordsDataGoogleTrendsExploreLiveResponseInfo_1 = require("./../models/KeywordsDataGoogleTrendsExploreLiveResponseInfo");
const KeywordsDataDataforseoTrendsLocationsResponseInfo_1 = require("./../models/KeywordsDataDataforseoTrendsLocationsResponseInfo");
const KeywordsDataDataforseoTrendsLocationsCountryResponseInfo_1 = require("./../models/KeywordsDataDataforseoTrendsLocationsCountryResponseInfo");
const KeywordsDataDataforseoTrendsExploreLiveResponseInfo_1 = require("./../models/KeywordsDataDataforseoTrendsExploreLiveResponseInfo");
const KeywordsDataDataforseoTrendsSubregionInterestsLiveResponseInfo_1 = require("./../models/KeywordsDataDataforseoTrendsSubregionInterestsLiveResponseInfo");
const KeywordsDataDataforseoTrendsDemographyLiveResponseInfo_1 = require("./../models/KeywordsDataDataforseoTrendsDemographyLiveResponseInfo");
const KeywordsDataDataforseoTrendsMergedDataLiveResponseInfo_1 = require("./../models/KeywordsDataDataforseoTrendsMergedDataLiveResponseInfo");
const KeywordsDataBingLocationsResponseInfo_1 = require("./../models/KeywordsDataBingLocationsResponseInfo");
const KeywordsDataBingLanguagesResponseInfo_1 = require("./../models/KeywordsDataBingLanguagesResponseInfo");
const KeywordsDataBingSearchVolumeTaskPostResponseInfo_1 = require("./../models/KeywordsDataBingSearchVolumeTaskPostResponseInfo");
const KeywordsDataBingSearchVolumeTasksReadyResponseInfo_1 = require("./../models/KeywordsDataBingSearchVolumeTasksReadyResponseInfo");
const KeywordsDataBingSearchVolumeTaskGetResponseInfo_1 = require("./../models/KeywordsDataBingSearchVolumeTaskGetResponseInfo");
const KeywordsDataBingSearchVolumeLiveResponseInfo_1 = require("./../models/KeywordsDataBingSearchVolumeLiveResponseInfo");
const KeywordsDataBingAudienceEstimationJobFunctionsResponseInfo_1 = require("./../models/KeywordsDataBingAudienceEstimationJobFunctionsResponseInfo");
const KeywordsDataBingAudienceEstimationIndustriesResponseInfo_1 = require("./../models/KeywordsDataBingAudienceEstimationIndustriesResponseInfo");
const KeywordsDataBingAudienceEstimationTaskPostResponseInfo_1 = require("./../models/KeywordsDataBingAudienceEstimationTaskPostResponseInfo");
const KeywordsDataBingAudienceEstimationTasksReadyResponseInfo_1 = require("./../models/KeywordsDataBingAudienceEstimationTasksReadyResponseInfo");
const KeywordsDataBingAudienceEstimationTaskGetResponseInfo_1 = require("./../models/KeywordsDataBingAudienceEstimationTaskGetResponseInfo");
const KeywordsDataBingAudienceEstimationLiveResponseInfo_1 = require("./../models/KeywordsDataBingAudienceEstimationLiveResponseInfo");
const KeywordsDataBingKeywordsForSiteTaskPostResponseInfo_1 = require("./../models/KeywordsDataBingKeywordsForSiteTaskPostResponseInfo");
const KeywordsDataBingKeywordsForSiteTasksReadyResponseInfo_1 = require("./../models/KeywordsDataBingKeywordsForSiteTasksReadyResponseInfo");
const KeywordsDataBingKeywordsForSiteTaskGetResponseInfo_1 = require("./../models/KeywordsDataBingKeywordsForSiteTaskGetResponseInfo");
const KeywordsDataBingKeywordsForSiteLiveResponseInfo_1 = require("./../models/KeywordsDataBingKeywordsForSiteLiveResponseInfo");
const KeywordsDataBingKeywordsForKeywordsTaskPostResponseInfo_1 = require("./../models/KeywordsDataBingKeywordsForKeywordsTaskPostResponseInfo");
const KeywordsDataBingKeywordsForKeywordsTasksReadyResponseInfo_1 = require("./../models/KeywordsDataBingKeywordsForKeywordsTasksReadyResponseInfo");
const KeywordsDataBingKeywordsForKeywordsTaskGetResponseInfo_1 = require("./../models/KeywordsDataBingKeywordsForKeywordsTaskGetResponseInfo");
const KeywordsDataBingKeywordsForKeywordsLiveResponseInfo_1 = require("./../models/KeywordsDataBingKeywordsForKeywordsLiveResponseInfo");
const KeywordsDataBingKeywordPerformanceLocationsAndLanguagesResponseInfo_1 = require("./../models/KeywordsDataBingKeywordPerformanceLocationsAndLanguagesResponseInfo");
const KeywordsDataBingKeywordPerformanceTaskPostResponseInfo_1 = require("./../models/KeywordsDataBingKeywordPerformanceTaskPostResponseInfo");
const KeywordsDataBingKeywordPerformanceTasksReadyResponseInfo_1 = require("./../models/KeywordsDataBingKeywordPerformanceTasksReadyResponseInfo");
const KeywordsDataBingKeywordPerformanceTaskGetResponseInfo_1 = require("./../models/KeywordsDataBingKeywordPerformanceTaskGetResponseInfo");
const KeywordsDataBingKeywordPerformanceLiveResponseInfo_1 = require("./../models/KeywordsDataBingKeywordPerformanceLiveResponseInfo");
const KeywordsDataBingSearchVolumeHistoryLocationsAndLanguagesResponseInfo_1 = require("./../models/KeywordsDataBingSearchVolumeHistoryLocationsAndLanguagesResponseInfo");
const KeywordsDataBingSearchVolumeHistoryTaskPostResponseInfo_1 = require("./../models/KeywordsDataBingSearchVolumeHistoryTaskPostResponseInfo");
const KeywordsDataBingSearchVolumeHistoryTasksReadyResponseInfo_1 = require("./../models/KeywordsDataBingSearchVolumeHistoryTasksReadyResponseInfo");
const KeywordsDataBingSearchVolumeHistoryTaskGetResponseInfo_1 = require("./../models/KeywordsDataBingSearchVolumeHistoryTaskGetResponseInfo");
const KeywordsDataBingSearchVolumeHistoryLiveResponseInfo_1 = require("./../models/KeywordsDataBingSearchVolumeHistoryLiveResponseInfo");
const KeywordsDataClickstreamDataLocationsAndLanguagesResponseInfo_1 = require("./../models/KeywordsDataClickstreamDataLocationsAndLanguagesResponseInfo");
const KeywordsDataClickstreamDataDataforseoSearchVolumeLiveResponseInfo_1 = require("./../models/KeywordsDataClickstreamDataDataforseoSearchVolumeLiveResponseInfo");
const KeywordsDataClickstreamDataGlobalSearchVolumeLiveResponseInfo_1 = require("./../models/KeywordsDataClickstreamDataGlobalSearchVolumeLiveResponseInfo");
const KeywordsDataClickstreamDataBulkSearchVolumeLiveResponseInfo_1 = require("./../models/KeywordsDataClickstreamDataBulkSearchVolumeLiveResponseInfo");
const ApiException_1 = require("./../models/ApiException");
class KeywordsDataApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    keywordsDataIdList(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/id_list";
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
            return this.processKeywordsDataIdList(_response);
        });
    }
    processKeywordsDataIdList(response) {
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
                result200 = resultData200 ? KeywordsDataIdListResponseInfo_1.KeywordsDataIdListResponseInfo.fromJS(resultData200) : null;
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
    keywordsDataErrors(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/errors";
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
            return this.processKeywordsDataErrors(_response);
        });
    }
    processKeywordsDataErrors(response) {
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
                result200 = resultData200 ? KeywordsDataErrorsResponseInfo_1.KeywordsDataErrorsResponseInfo.fromJS(resultData200) : null;
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
    googleAdsStatus() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/status";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsStatus(_response);
        });
    }
    processGoogleAdsStatus(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsStatusResponseInfo_1.KeywordsDataGoogleAdsStatusResponseInfo.fromJS(resultData200) : null;
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
    googleAdsLocations() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsLocations(_response);
        });
    }
    processGoogleAdsLocations(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsLocationsResponseInfo_1.KeywordsDataGoogleAdsLocationsResponseInfo.fromJS(resultData200) : null;
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
    googleAdsLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/locations/{country}";
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
            return this.processGoogleAdsLocationsCountry(_response);
        });
    }
    processGoogleAdsLocationsCountry(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsLocationsCountryResponseInfo_1.KeywordsDataGoogleAdsLocationsCountryResponseInfo.fromJS(resultData200) : null;
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
    googleAdsLanguages() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsLanguages(_response);
        });
    }
    processGoogleAdsLanguages(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsLanguagesResponseInfo_1.KeywordsDataGoogleAdsLanguagesResponseInfo.fromJS(resultData200) : null;
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
    googleAdsSearchVolumeTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/search_volume/task_post";
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
            return this.processGoogleAdsSearchVolumeTaskPost(_response);
        });
    }
    processGoogleAdsSearchVolumeTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsSearchVolumeTaskPostResponseInfo_1.KeywordsDataGoogleAdsSearchVolumeTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleAdsSearchVolumeTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/search_volume/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsSearchVolumeTasksReady(_response);
        });
    }
    processGoogleAdsSearchVolumeTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsSearchVolumeTasksReadyResponseInfo_1.KeywordsDataGoogleAdsSearchVolumeTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleAdsSearchVolumeTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/search_volume/task_get/{id}";
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
            return this.processGoogleAdsSearchVolumeTaskGet(_response);
        });
    }
    processGoogleAdsSearchVolumeTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsSearchVolumeTaskGetResponseInfo_1.KeywordsDataGoogleAdsSearchVolumeTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleAdsSearchVolumeLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/search_volume/live";
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
            return this.processGoogleAdsSearchVolumeLive(_response);
        });
    }
    processGoogleAdsSearchVolumeLive(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsSearchVolumeLiveResponseInfo_1.KeywordsDataGoogleAdsSearchVolumeLiveResponseInfo.fromJS(resultData200) : null;
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
    googleAdsKeywordsForSiteTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/keywords_for_site/task_post";
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
            return this.processGoogleAdsKeywordsForSiteTaskPost(_response);
        });
    }
    processGoogleAdsKeywordsForSiteTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsKeywordsForSiteTaskPostResponseInfo_1.KeywordsDataGoogleAdsKeywordsForSiteTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleAdsKeywordsForSiteTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/keywords_for_site/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsKeywordsForSiteTasksReady(_response);
        });
    }
    processGoogleAdsKeywordsForSiteTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsKeywordsForSiteTasksReadyResponseInfo_1.KeywordsDataGoogleAdsKeywordsForSiteTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleAdsKeywordsForSiteTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/keywords_for_site/task_get/{id}";
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
            return this.processGoogleAdsKeywordsForSiteTaskGet(_response);
        });
    }
    processGoogleAdsKeywordsForSiteTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsKeywordsForSiteTaskGetResponseInfo_1.KeywordsDataGoogleAdsKeywordsForSiteTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleAdsKeywordsForSiteLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/keywords_for_site/live";
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
            return this.processGoogleAdsKeywordsForSiteLive(_response);
        });
    }
    processGoogleAdsKeywordsForSiteLive(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsKeywordsForSiteLiveResponseInfo_1.KeywordsDataGoogleAdsKeywordsForSiteLiveResponseInfo.fromJS(resultData200) : null;
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
    googleAdsKeywordsForKeywordsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/keywords_for_keywords/task_post";
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
            return this.processGoogleAdsKeywordsForKeywordsTaskPost(_response);
        });
    }
    processGoogleAdsKeywordsForKeywordsTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsKeywordsForKeywordsTaskPostResponseInfo_1.KeywordsDataGoogleAdsKeywordsForKeywordsTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleAdsKeywordsForKeywordsTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/keywords_for_keywords/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsKeywordsForKeywordsTasksReady(_response);
        });
    }
    processGoogleAdsKeywordsForKeywordsTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsKeywordsForKeywordsTasksReadyResponseInfo_1.KeywordsDataGoogleAdsKeywordsForKeywordsTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleAdsKeywordsForKeywordsTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/keywords_for_keywords/task_get/{id}";
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
            return this.processGoogleAdsKeywordsForKeywordsTaskGet(_response);
        });
    }
    processGoogleAdsKeywordsForKeywordsTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsKeywordsForKeywordsTaskGetResponseInfo_1.KeywordsDataGoogleAdsKeywordsForKeywordsTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleAdsKeywordsForKeywordsLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/keywords_for_keywords/live";
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
            return this.processGoogleAdsKeywordsForKeywordsLive(_response);
        });
    }
    processGoogleAdsKeywordsForKeywordsLive(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsKeywordsForKeywordsLiveResponseInfo_1.KeywordsDataGoogleAdsKeywordsForKeywordsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleAdsAdTrafficByKeywordsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/ad_traffic_by_keywords/task_post";
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
            return this.processGoogleAdsAdTrafficByKeywordsTaskPost(_response);
        });
    }
    processGoogleAdsAdTrafficByKeywordsTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsAdTrafficByKeywordsTaskPostResponseInfo_1.KeywordsDataGoogleAdsAdTrafficByKeywordsTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleAdsAdTrafficByKeywordsTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/ad_traffic_by_keywords/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsAdTrafficByKeywordsTasksReady(_response);
        });
    }
    processGoogleAdsAdTrafficByKeywordsTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsAdTrafficByKeywordsTasksReadyResponseInfo_1.KeywordsDataGoogleAdsAdTrafficByKeywordsTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleAdsAdTrafficByKeywordsTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/ad_traffic_by_keywords/task_get/{id}";
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
            return this.processGoogleAdsAdTrafficByKeywordsTaskGet(_response);
        });
    }
    processGoogleAdsAdTrafficByKeywordsTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsAdTrafficByKeywordsTaskGetResponseInfo_1.KeywordsDataGoogleAdsAdTrafficByKeywordsTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleAdsAdTrafficByKeywordsLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_ads/ad_traffic_by_keywords/live";
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
            return this.processGoogleAdsAdTrafficByKeywordsLive(_response);
        });
    }
    processGoogleAdsAdTrafficByKeywordsLive(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleAdsAdTrafficByKeywordsLiveResponseInfo_1.KeywordsDataGoogleAdsAdTrafficByKeywordsLiveResponseInfo.fromJS(resultData200) : null;
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
    googleTrendsLocations() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_trends/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleTrendsLocations(_response);
        });
    }
    processGoogleTrendsLocations(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleTrendsLocationsResponseInfo_1.KeywordsDataGoogleTrendsLocationsResponseInfo.fromJS(resultData200) : null;
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
    googleTrendsLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_trends/locations/{country}";
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
            return this.processGoogleTrendsLocationsCountry(_response);
        });
    }
    processGoogleTrendsLocationsCountry(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleTrendsLocationsCountryResponseInfo_1.KeywordsDataGoogleTrendsLocationsCountryResponseInfo.fromJS(resultData200) : null;
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
    googleTrendsLanguages() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_trends/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleTrendsLanguages(_response);
        });
    }
    processGoogleTrendsLanguages(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleTrendsLanguagesResponseInfo_1.KeywordsDataGoogleTrendsLanguagesResponseInfo.fromJS(resultData200) : null;
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
    googleTrendsCategories() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_trends/categories";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleTrendsCategories(_response);
        });
    }
    processGoogleTrendsCategories(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleTrendsCategoriesResponseInfo_1.KeywordsDataGoogleTrendsCategoriesResponseInfo.fromJS(resultData200) : null;
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
    googleTrendsExploreTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_trends/explore/task_post";
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
            return this.processGoogleTrendsExploreTaskPost(_response);
        });
    }
    processGoogleTrendsExploreTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleTrendsExploreTaskPostResponseInfo_1.KeywordsDataGoogleTrendsExploreTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleTrendsExploreTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/google_trends/explore/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleTrendsExploreTasksReady(_response);
        });
    }
    processGoogleTrendsExploreTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleTrendsExploreTasksReadyResponseInfo_1.KeywordsDataGoogleTrendsExploreTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleTrendsExploreTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_trends/explore/task_get/{id}";
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
            return this.processGoogleTrendsExploreTaskGet(_response);
        });
    }
    processGoogleTrendsExploreTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleTrendsExploreTaskGetResponseInfo_1.KeywordsDataGoogleTrendsExploreTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleTrendsExploreLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/google_trends/explore/live";
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
            return this.processGoogleTrendsExploreLive(_response);
        });
    }
    processGoogleTrendsExploreLive(response) {
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
                result200 = resultData200 ? KeywordsDataGoogleTrendsExploreLiveResponseInfo_1.KeywordsDataGoogleTrendsExploreLiveResponseInfo.fromJS(resultData200) : null;
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
    dataforseoTrendsLocations() {
        let url_ = this.baseUrl + "/v3/keywords_data/dataforseo_trends/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processDataforseoTrendsLocations(_response);
        });
    }
    processDataforseoTrendsLocations(response) {
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
                result200 = resultData200 ? KeywordsDataDataforseoTrendsLocationsResponseInfo_1.KeywordsDataDataforseoTrendsLocationsResponseInfo.fromJS(resultData200) : null;
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
    dataforseoTrendsLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/keywords_data/dataforseo_trends/locations/{country}";
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
            return this.processDataforseoTrendsLocationsCountry(_response);
        });
    }
    processDataforseoTrendsLocationsCountry(response) {
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
                result200 = resultData200 ? KeywordsDataDataforseoTrendsLocationsCountryResponseInfo_1.KeywordsDataDataforseoTrendsLocationsCountryResponseInfo.fromJS(resultData200) : null;
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
    dataforseoTrendsExploreLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/dataforseo_trends/explore/live";
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
            return this.processDataforseoTrendsExploreLive(_response);
        });
    }
    processDataforseoTrendsExploreLive(response) {
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
                result200 = resultData200 ? KeywordsDataDataforseoTrendsExploreLiveResponseInfo_1.KeywordsDataDataforseoTrendsExploreLiveResponseInfo.fromJS(resultData200) : null;
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
    dataforseoTrendsSubregionInterestsLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/dataforseo_trends/subregion_interests/live";
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
            return this.processDataforseoTrendsSubregionInterestsLive(_response);
        });
    }
    processDataforseoTrendsSubregionInterestsLive(response) {
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
                result200 = resultData200 ? KeywordsDataDataforseoTrendsSubregionInterestsLiveResponseInfo_1.KeywordsDataDataforseoTrendsSubregionInterestsLiveResponseInfo.fromJS(resultData200) : null;
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
    dataforseoTrendsDemographyLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/dataforseo_trends/demography/live";
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
            return this.processDataforseoTrendsDemographyLive(_response);
        });
    }
    processDataforseoTrendsDemographyLive(response) {
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
                result200 = resultData200 ? KeywordsDataDataforseoTrendsDemographyLiveResponseInfo_1.KeywordsDataDataforseoTrendsDemographyLiveResponseInfo.fromJS(resultData200) : null;
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
    dataforseoTrendsMergedDataLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/dataforseo_trends/merged_data/live";
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
            return this.processDataforseoTrendsMergedDataLive(_response);
        });
    }
    processDataforseoTrendsMergedDataLive(response) {
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
                result200 = resultData200 ? KeywordsDataDataforseoTrendsMergedDataLiveResponseInfo_1.KeywordsDataDataforseoTrendsMergedDataLiveResponseInfo.fromJS(resultData200) : null;
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
    keywordsDataBingLocations() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processKeywordsDataBingLocations(_response);
        });
    }
    processKeywordsDataBingLocations(response) {
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
                result200 = resultData200 ? KeywordsDataBingLocationsResponseInfo_1.KeywordsDataBingLocationsResponseInfo.fromJS(resultData200) : null;
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
    keywordsDataBingLanguages() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processKeywordsDataBingLanguages(_response);
        });
    }
    processKeywordsDataBingLanguages(response) {
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
                result200 = resultData200 ? KeywordsDataBingLanguagesResponseInfo_1.KeywordsDataBingLanguagesResponseInfo.fromJS(resultData200) : null;
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
    bingSearchVolumeTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/search_volume/task_post";
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
            return this.processBingSearchVolumeTaskPost(_response);
        });
    }
    processBingSearchVolumeTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataBingSearchVolumeTaskPostResponseInfo_1.KeywordsDataBingSearchVolumeTaskPostResponseInfo.fromJS(resultData200) : null;
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
    bingSearchVolumeTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/search_volume/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingSearchVolumeTasksReady(_response);
        });
    }
    processBingSearchVolumeTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataBingSearchVolumeTasksReadyResponseInfo_1.KeywordsDataBingSearchVolumeTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    bingSearchVolumeTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/search_volume/task_get/{id}";
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
            return this.processBingSearchVolumeTaskGet(_response);
        });
    }
    processBingSearchVolumeTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataBingSearchVolumeTaskGetResponseInfo_1.KeywordsDataBingSearchVolumeTaskGetResponseInfo.fromJS(resultData200) : null;
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
    bingSearchVolumeLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/search_volume/live";
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
            return this.processBingSearchVolumeLive(_response);
        });
    }
    processBingSearchVolumeLive(response) {
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
                result200 = resultData200 ? KeywordsDataBingSearchVolumeLiveResponseInfo_1.KeywordsDataBingSearchVolumeLiveResponseInfo.fromJS(resultData200) : null;
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
    bingAudienceEstimationJobFunctions() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/audience_estimation/job_functions";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingAudienceEstimationJobFunctions(_response);
        });
    }
    processBingAudienceEstimationJobFunctions(response) {
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
                result200 = resultData200 ? KeywordsDataBingAudienceEstimationJobFunctionsResponseInfo_1.KeywordsDataBingAudienceEstimationJobFunctionsResponseInfo.fromJS(resultData200) : null;
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
    bingAudienceEstimationIndustries() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/audience_estimation/industries";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingAudienceEstimationIndustries(_response);
        });
    }
    processBingAudienceEstimationIndustries(response) {
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
                result200 = resultData200 ? KeywordsDataBingAudienceEstimationIndustriesResponseInfo_1.KeywordsDataBingAudienceEstimationIndustriesResponseInfo.fromJS(resultData200) : null;
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
    bingAudienceEstimationTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/audience_estimation/task_post";
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
            return this.processBingAudienceEstimationTaskPost(_response);
        });
    }
    processBingAudienceEstimationTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataBingAudienceEstimationTaskPostResponseInfo_1.KeywordsDataBingAudienceEstimationTaskPostResponseInfo.fromJS(resultData200) : null;
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
    bingAudienceEstimationTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/audience_estimation/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingAudienceEstimationTasksReady(_response);
        });
    }
    processBingAudienceEstimationTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataBingAudienceEstimationTasksReadyResponseInfo_1.KeywordsDataBingAudienceEstimationTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    bingAudienceEstimationTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/audience_estimation/task_get/{id}";
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
            return this.processBingAudienceEstimationTaskGet(_response);
        });
    }
    processBingAudienceEstimationTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataBingAudienceEstimationTaskGetResponseInfo_1.KeywordsDataBingAudienceEstimationTaskGetResponseInfo.fromJS(resultData200) : null;
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
    bingAudienceEstimationLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/audience_estimation/live";
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
            return this.processBingAudienceEstimationLive(_response);
        });
    }
    processBingAudienceEstimationLive(response) {
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
                result200 = resultData200 ? KeywordsDataBingAudienceEstimationLiveResponseInfo_1.KeywordsDataBingAudienceEstimationLiveResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordsForSiteTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keywords_for_site/task_post";
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
            return this.processBingKeywordsForSiteTaskPost(_response);
        });
    }
    processBingKeywordsForSiteTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordsForSiteTaskPostResponseInfo_1.KeywordsDataBingKeywordsForSiteTaskPostResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordsForSiteTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keywords_for_site/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingKeywordsForSiteTasksReady(_response);
        });
    }
    processBingKeywordsForSiteTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordsForSiteTasksReadyResponseInfo_1.KeywordsDataBingKeywordsForSiteTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordsForSiteTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keywords_for_site/task_get/{id}";
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
            return this.processBingKeywordsForSiteTaskGet(_response);
        });
    }
    processBingKeywordsForSiteTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordsForSiteTaskGetResponseInfo_1.KeywordsDataBingKeywordsForSiteTaskGetResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordsForSiteLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keywords_for_site/live";
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
            return this.processBingKeywordsForSiteLive(_response);
        });
    }
    processBingKeywordsForSiteLive(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordsForSiteLiveResponseInfo_1.KeywordsDataBingKeywordsForSiteLiveResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordsForKeywordsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keywords_for_keywords/task_post";
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
            return this.processBingKeywordsForKeywordsTaskPost(_response);
        });
    }
    processBingKeywordsForKeywordsTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordsForKeywordsTaskPostResponseInfo_1.KeywordsDataBingKeywordsForKeywordsTaskPostResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordsForKeywordsTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keywords_for_keywords/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingKeywordsForKeywordsTasksReady(_response);
        });
    }
    processBingKeywordsForKeywordsTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordsForKeywordsTasksReadyResponseInfo_1.KeywordsDataBingKeywordsForKeywordsTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordsForKeywordsTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keywords_for_keywords/task_get/{id}";
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
            return this.processBingKeywordsForKeywordsTaskGet(_response);
        });
    }
    processBingKeywordsForKeywordsTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordsForKeywordsTaskGetResponseInfo_1.KeywordsDataBingKeywordsForKeywordsTaskGetResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordsForKeywordsLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keywords_for_keywords/live";
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
            return this.processBingKeywordsForKeywordsLive(_response);
        });
    }
    processBingKeywordsForKeywordsLive(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordsForKeywordsLiveResponseInfo_1.KeywordsDataBingKeywordsForKeywordsLiveResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordPerformanceLocationsAndLanguages() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keyword_performance/locations_and_languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingKeywordPerformanceLocationsAndLanguages(_response);
        });
    }
    processBingKeywordPerformanceLocationsAndLanguages(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordPerformanceLocationsAndLanguagesResponseInfo_1.KeywordsDataBingKeywordPerformanceLocationsAndLanguagesResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordPerformanceTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keyword_performance/task_post";
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
            return this.processBingKeywordPerformanceTaskPost(_response);
        });
    }
    processBingKeywordPerformanceTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordPerformanceTaskPostResponseInfo_1.KeywordsDataBingKeywordPerformanceTaskPostResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordPerformanceTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keyword_performance/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingKeywordPerformanceTasksReady(_response);
        });
    }
    processBingKeywordPerformanceTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordPerformanceTasksReadyResponseInfo_1.KeywordsDataBingKeywordPerformanceTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordPerformanceTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keyword_performance/task_get/{id}";
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
            return this.processBingKeywordPerformanceTaskGet(_response);
        });
    }
    processBingKeywordPerformanceTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordPerformanceTaskGetResponseInfo_1.KeywordsDataBingKeywordPerformanceTaskGetResponseInfo.fromJS(resultData200) : null;
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
    bingKeywordPerformanceLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/keyword_performance/live";
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
            return this.processBingKeywordPerformanceLive(_response);
        });
    }
    processBingKeywordPerformanceLive(response) {
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
                result200 = resultData200 ? KeywordsDataBingKeywordPerformanceLiveResponseInfo_1.KeywordsDataBingKeywordPerformanceLiveResponseInfo.fromJS(resultData200) : null;
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
    bingSearchVolumeHistoryLocationsAndLanguages() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/search_volume_history/locations_and_languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingSearchVolumeHistoryLocationsAndLanguages(_response);
        });
    }
    processBingSearchVolumeHistoryLocationsAndLanguages(response) {
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
                result200 = resultData200 ? KeywordsDataBingSearchVolumeHistoryLocationsAndLanguagesResponseInfo_1.KeywordsDataBingSearchVolumeHistoryLocationsAndLanguagesResponseInfo.fromJS(resultData200) : null;
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
    bingSearchVolumeHistoryTaskPost(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/search_volume_history/task_post";
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
            return this.processBingSearchVolumeHistoryTaskPost(_response);
        });
    }
    processBingSearchVolumeHistoryTaskPost(response) {
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
                result200 = resultData200 ? KeywordsDataBingSearchVolumeHistoryTaskPostResponseInfo_1.KeywordsDataBingSearchVolumeHistoryTaskPostResponseInfo.fromJS(resultData200) : null;
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
    bingSearchVolumeHistoryTasksReady() {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/search_volume_history/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingSearchVolumeHistoryTasksReady(_response);
        });
    }
    processBingSearchVolumeHistoryTasksReady(response) {
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
                result200 = resultData200 ? KeywordsDataBingSearchVolumeHistoryTasksReadyResponseInfo_1.KeywordsDataBingSearchVolumeHistoryTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    bingSearchVolumeHistoryTaskGet(id) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/search_volume_history/task_get/{id}";
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
            return this.processBingSearchVolumeHistoryTaskGet(_response);
        });
    }
    processBingSearchVolumeHistoryTaskGet(response) {
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
                result200 = resultData200 ? KeywordsDataBingSearchVolumeHistoryTaskGetResponseInfo_1.KeywordsDataBingSearchVolumeHistoryTaskGetResponseInfo.fromJS(resultData200) : null;
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
    bingSearchVolumeHistoryLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/bing/search_volume_history/live";
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
            return this.processBingSearchVolumeHistoryLive(_response);
        });
    }
    processBingSearchVolumeHistoryLive(response) {
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
                result200 = resultData200 ? KeywordsDataBingSearchVolumeHistoryLiveResponseInfo_1.KeywordsDataBingSearchVolumeHistoryLiveResponseInfo.fromJS(resultData200) : null;
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
    clickstreamDataLocationsAndLanguages() {
        let url_ = this.baseUrl + "/v3/keywords_data/clickstream_data/locations_and_languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processClickstreamDataLocationsAndLanguages(_response);
        });
    }
    processClickstreamDataLocationsAndLanguages(response) {
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
                result200 = resultData200 ? KeywordsDataClickstreamDataLocationsAndLanguagesResponseInfo_1.KeywordsDataClickstreamDataLocationsAndLanguagesResponseInfo.fromJS(resultData200) : null;
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
    clickstreamDataDataforseoSearchVolumeLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/clickstream_data/dataforseo_search_volume/live";
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
            return this.processClickstreamDataDataforseoSearchVolumeLive(_response);
        });
    }
    processClickstreamDataDataforseoSearchVolumeLive(response) {
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
                result200 = resultData200 ? KeywordsDataClickstreamDataDataforseoSearchVolumeLiveResponseInfo_1.KeywordsDataClickstreamDataDataforseoSearchVolumeLiveResponseInfo.fromJS(resultData200) : null;
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
    clickstreamDataGlobalSearchVolumeLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/clickstream_data/global_search_volume/live";
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
            return this.processClickstreamDataGlobalSearchVolumeLive(_response);
        });
    }
    processClickstreamDataGlobalSearchVolumeLive(response) {
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
                result200 = resultData200 ? KeywordsDataClickstreamDataGlobalSearchVolumeLiveResponseInfo_1.KeywordsDataClickstreamDataGlobalSearchVolumeLiveResponseInfo.fromJS(resultData200) : null;
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
    clickstreamDataBulkSearchVolumeLive(body) {
        let url_ = this.baseUrl + "/v3/keywords_data/clickstream_data/bulk_search_volume/live";
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
            return this.processClickstreamDataBulkSearchVolumeLive(_response);
        });
    }
    processClickstreamDataBulkSearchVolumeLive(response) {
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
                result200 = resultData200 ? KeywordsDataClickstreamDataBulkSearchVolumeLiveResponseInfo_1.KeywordsDataClickstreamDataBulkSearchVolumeLiveResponseInfo.fromJS(resultData200) : null;
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
exports.KeywordsDataApi = KeywordsDataApi;
//# sourceMappingURL=KeywordsDataApi.js.map