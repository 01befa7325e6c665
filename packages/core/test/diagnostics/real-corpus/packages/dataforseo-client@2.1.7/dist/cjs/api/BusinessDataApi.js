"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BusinessDataApi = void 0;
const BusinessDataIdListResponseInfo_1 = require("./../models/BusinessDataIdListResponseInfo");
const BusinessDataErrorsResponseInfo_1 = require("./../models/BusinessDataErrorsResponseInfo");
const BusinessDataBusinessListingsLocationsResponseInfo_1 = require("./../models/BusinessDataBusinessListingsLocationsResponseInfo");
const BusinessDataBusinessListingsCategoriesResponseInfo_1 = require("./../models/BusinessDataBusinessListingsCategoriesResponseInfo");
const BusinessDataBusinessListingsAvailableFiltersResponseInfo_1 = require("./../models/BusinessDataBusinessListingsAvailableFiltersResponseInfo");
const BusinessDataBusinessListingsSearchLiveResponseInfo_1 = require("./../models/BusinessDataBusinessListingsSearchLiveResponseInfo");
const BusinessDataBusinessListingsCategoriesAggregationLiveResponseInfo_1 = require("./../models/BusinessDataBusinessListingsCategoriesAggregationLiveResponseInfo");
const BusinessDataGoogleLocationsResponseInfo_1 = require("./../models/BusinessDataGoogleLocationsResponseInfo");
const BusinessDataGoogleLocationsCountryResponseInfo_1 = require("./../models/BusinessDataGoogleLocationsCountryResponseInfo");
const BusinessDataGoogleLanguagesResponseInfo_1 = require("./../models/BusinessDataGoogleLanguagesResponseInfo");
const BusinessDataGoogleMyBusinessInfoTaskPostResponseInfo_1 = require("./../models/BusinessDataGoogleMyBusinessInfoTaskPostResponseInfo");
const BusinessDataGoogleMyBusinessInfoTasksReadyResponseInfo_1 = require("./../models/BusinessDataGoogleMyBusinessInfoTasksReadyResponseInfo");
const BusinessDataTasksReadyResponseInfo_1 = require("./../models/BusinessDataTasksReadyResponseInfo");
const BusinessDataGoogleMyBusinessInfoTaskGetResponseInfo_1 = require("./../models/BusinessDataGoogleMyBusinessInfoTaskGetResponseInfo");
const BusinessDataGoogleMyBusinessInfoLiveResponseInfo_1 = require("./../models/BusinessDataGoogleMyBusinessInfoLiveResponseInfo");
const BusinessDataGoogleMyBusinessUpdatesTaskPostResponseInfo_1 = require("./../models/BusinessDataGoogleMyBusinessUpdatesTaskPostResponseInfo");
const BusinessDataGoogleMyBusinessUpdatesTasksReadyResponseInfo_1 = require("./../models/BusinessDataGoogleMyBusinessUpdatesTasksReadyResponseInfo");
const BusinessDataGoogleMyBusinessUpdatesTaskGetResponseInfo_1 = require("./../models/BusinessDataGoogleMyBusinessUpdatesTaskGetResponseInfo");
const BusinessDataGoogleHotelSearchesTaskPostResponseInfo_1 = require("./../models/BusinessDataGoogleHotelSearchesTaskPostResponseInfo");
const BusinessDataGoogleHotelSearchesTasksReadyResponseInfo_1 = require("./../models/BusinessDataGoogleHotelSearchesTasksReadyResponseInfo");
const BusinessDataGoogleHotelSearchesTaskGetResponseInfo_1 = require("./../models/BusinessDataGoogleHotelSearchesTaskGetResponseInfo");
const BusinessDataGoogleHotelSearchesLiveResponseInfo_1 = require("./../models/BusinessDataGoogleHotelSearchesLiveResponseInfo");
const BusinessDataGoogleHotelInfoTaskPostResponseInfo_1 = require("./../models/BusinessDataGoogleHotelInfoTaskPostResponseInfo");
const BusinessDataGoogleHotelInfoTasksReadyResponseInfo_1 = require("./../models/BusinessDataGoogleHotelInfoTasksReadyResponseInfo");
const BusinessDataGoogleHotelInfoTaskGetAdvancedResponseInfo_1 = require("./../models/BusinessDataGoogleHotelInfoTaskGetAdvancedResponseInfo");
const BusinessDataGoogleHotelInfoTaskGetHtmlResponseInfo_1 = require("./../models/BusinessDataGoogleHotelInfoTaskGetHtmlResponseInfo");
const BusinessDataGoogleHotelInfoLiveAdvancedResponseInfo_1 = require("./../models/BusinessDataGoogleHotelInfoLiveAdvancedResponseInfo");
const BusinessDataGoogleHotelInfoLiveHtmlResponseInfo_1 = require("./../models/BusinessDataGoogleHotelInfoLiveHtmlResponseInfo");
const BusinessDataGoogleReviewsTaskPostResponseInfo_1 = require("./../models/BusinessDataGoogleReviewsTaskPostResponseInfo");
const BusinessDataGoogleReviewsTasksReadyResponseInfo_1 = require("./../models/BusinessDataGoogleReviewsTasksReadyResponseInfo");
const BusinessDataGoogleReviewsTaskGetResponseInfo_1 = require("./../models/BusinessDataGoogleReviewsTaskGetResponseInfo");
const BusinessDataGoogleExtendedReviewsTaskPostResponseInfo_1 = require("./../models/BusinessDataGoogleExtendedReviewsTaskPostResponseInfo");
const BusinessDataGoogleExtendedReviewsTasksReadyResponseInfo_1 = require("./../models/BusinessDataGoogleExtendedReviewsTasksReadyResponseInfo");
const BusinessDataGoogleExtendedReviewsTaskGetResponseInfo_1 = require("./../models/BusinessDataGoogleExtendedReviewsTaskGetResponseInfo");
const BusinessDataGoogleQuestionsAndAnswersTaskPostResponseInfo_1 = require("./../models/BusinessDataGoogleQuestionsAndAnswersTaskPostResponseInfo");
const BusinessDataGoogleQuestionsAndAnswersTasksReadyResponseInfo_1 = require("./../models/BusinessDataGoogleQuestionsAndAnswersTasksReadyResponseInfo");
const BusinessDataGoogleQuestionsAndAnswersTaskGetResponseInfo_1 = require("./../models/BusinessDataGoogleQuestionsAndAnswersTaskGetResponseInfo");
const BusinessDataGoogleQuestionsAndAnswersLiveResponseInfo_1 = require("./../models/BusinessDataGoogleQuestionsAndAnswersLiveResponseInfo");
const BusinessDataTrustpilotSearchTaskPostResponseInfo_1 = require("./../models/BusinessDataTrustpilotSearchTaskPostResponseInfo");
const BusinessDataTrustpilotSearchTasksReadyResponseInfo_1 = require("./../models/BusinessDataTrustpilotSearchTasksReadyResponseInfo");
const BusinessDataTrustpilotSearchTaskGetResponseInfo_1 = require("./../models/BusinessDataTrustpilotSearchTaskGetResponseInfo");
const BusinessDataTrustpilotReviewsTaskPostResponseInfo_1 = require("./../models/BusinessDataTrustpilotReviewsTaskPostResponseInfo");
const BusinessDataTrustpilotReviewsTasksReadyResponseInfo_1 = require("./../models/BusinessDataTrustpilotReviewsTasksReadyResponseInfo");
const BusinessDataTrustpilotReviewsTaskGetResponseInfo_1 = require("./../models/BusinessDataTrustpilotReviewsTaskGetResponseInfo");
const BusinessDataTripadvisorLocationsResponseInfo_1 = require("./../models/BusinessDataTripadvisorLocationsResponseInfo");
const BusinessDataTripadvisorLocationsCountryResponseInfo_1 = require("./../models/BusinessDataTripadvisorLocationsCountryResponseInfo");
const BusinessDataTripadvisorLanguagesResponseInfo_1 = require("./../models/BusinessDataTripadvisorLanguagesResponseInfo");
const BusinessDataTripadvisorSearchTaskPostResponseInfo_1 = require("./../models/BusinessDataTripadvisorSearchTaskPostResponseInfo");
const BusinessDataTripadvisorSearchTasksReadyResponseInfo_1 = require("./../models/BusinessDataTripadvisorSearchTasksReadyResponseInfo");
const BusinessDataTripadvisorSearchTaskGetResponseInfo_1 = require("./../models/BusinessDataTripadvisorSearchTaskGetResponseInfo");
const BusinessDataTripadvisorReviewsTaskPostResponseInfo_1 = require("./../models/BusinessDataTripadvisorReviewsTaskPostResponseInfo");
const BusinessDataTripadvisorReviewsTasksReadyResponseInfo_1 = require("./../models/BusinessDataTripadvisorReviewsTasksReadyResponseInfo");
const BusinessDataTripadvisorReviewsTaskGetResponseInfo_1 = require("./../models/BusinessDataTripadvisorReviewsTaskGetResponseInfo");
const ApiException_1 = require("./../models/ApiException");
class BusinessDataApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    businessDataIdList(body) {
        let url_ = this.baseUrl + "/v3/business_data/id_list";
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
            return this.processBusinessDataIdList(_response);
        });
    }
    processBusinessDataIdList(response) {
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
                result200 = resultData200 ? BusinessDataIdListResponseInfo_1.BusinessDataIdListResponseInfo.fromJS(resultData200) : null;
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
    businessDataErrors(body) {
        let url_ = this.baseUrl + "/v3/business_data/errors";
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
            return this.processBusinessDataErrors(_response);
        });
    }
    processBusinessDataErrors(response) {
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
                result200 = resultData200 ? BusinessDataErrorsResponseInfo_1.BusinessDataErrorsResponseInfo.fromJS(resultData200) : null;
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
    businessListingsLocations() {
        let url_ = this.baseUrl + "/v3/business_data/business_listings/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBusinessListingsLocations(_response);
        });
    }
    processBusinessListingsLocations(response) {
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
                result200 = resultData200 ? BusinessDataBusinessListingsLocationsResponseInfo_1.BusinessDataBusinessListingsLocationsResponseInfo.fromJS(resultData200) : null;
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
    businessListingsCategories() {
        let url_ = this.baseUrl + "/v3/business_data/business_listings/categories";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBusinessListingsCategories(_response);
        });
    }
    processBusinessListingsCategories(response) {
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
                result200 = resultData200 ? BusinessDataBusinessListingsCategoriesResponseInfo_1.BusinessDataBusinessListingsCategoriesResponseInfo.fromJS(resultData200) : null;
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
    businessListingsAvailableFilters() {
        let url_ = this.baseUrl + "/v3/business_data/business_listings/available_filters";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBusinessListingsAvailableFilters(_response);
        });
    }
    processBusinessListingsAvailableFilters(response) {
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
                result200 = resultData200 ? BusinessDataBusinessListingsAvailableFiltersResponseInfo_1.BusinessDataBusinessListingsAvailableFiltersResponseInfo.fromJS(resultData200) : null;
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
    businessListingsSearchLive(body) {
        let url_ = this.baseUrl + "/v3/business_data/business_listings/search/live";
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
            return this.processBusinessListingsSearchLive(_response);
        });
    }
    processBusinessListingsSearchLive(response) {
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
                result200 = resultData200 ? BusinessDataBusinessListingsSearchLiveResponseInfo_1.BusinessDataBusinessListingsSearchLiveResponseInfo.fromJS(resultData200) : null;
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
    businessListingsCategoriesAggregationLive(body) {
        let url_ = this.baseUrl + "/v3/business_data/business_listings/categories_aggregation/live";
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
            return this.processBusinessListingsCategoriesAggregationLive(_response);
        });
    }
    processBusinessListingsCategoriesAggregationLive(response) {
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
                result200 = resultData200 ? BusinessDataBusinessListingsCategoriesAggregationLiveResponseInfo_1.BusinessDataBusinessListingsCategoriesAggregationLiveResponseInfo.fromJS(resultData200) : null;
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
    businessDataGoogleLocations() {
        let url_ = this.baseUrl + "/v3/business_data/google/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBusinessDataGoogleLocations(_response);
        });
    }
    processBusinessDataGoogleLocations(response) {
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
                result200 = resultData200 ? BusinessDataGoogleLocationsResponseInfo_1.BusinessDataGoogleLocationsResponseInfo.fromJS(resultData200) : null;
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
    businessDataGoogleLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/business_data/google/locations/{country}";
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
            return this.processBusinessDataGoogleLocationsCountry(_response);
        });
    }
    processBusinessDataGoogleLocationsCountry(response) {
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
                result200 = resultData200 ? BusinessDataGoogleLocationsCountryResponseInfo_1.BusinessDataGoogleLocationsCountryResponseInfo.fromJS(resultData200) : null;
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
    businessDataGoogleLanguages() {
        let url_ = this.baseUrl + "/v3/business_data/google/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBusinessDataGoogleLanguages(_response);
        });
    }
    processBusinessDataGoogleLanguages(response) {
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
                result200 = resultData200 ? BusinessDataGoogleLanguagesResponseInfo_1.BusinessDataGoogleLanguagesResponseInfo.fromJS(resultData200) : null;
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
    googleMyBusinessInfoTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/my_business_info/task_post";
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
            return this.processGoogleMyBusinessInfoTaskPost(_response);
        });
    }
    processGoogleMyBusinessInfoTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataGoogleMyBusinessInfoTaskPostResponseInfo_1.BusinessDataGoogleMyBusinessInfoTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleMyBusinessInfoTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/google/my_business_info/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleMyBusinessInfoTasksReady(_response);
        });
    }
    processGoogleMyBusinessInfoTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataGoogleMyBusinessInfoTasksReadyResponseInfo_1.BusinessDataGoogleMyBusinessInfoTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    businessDataTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBusinessDataTasksReady(_response);
        });
    }
    processBusinessDataTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataTasksReadyResponseInfo_1.BusinessDataTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleMyBusinessInfoTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/google/my_business_info/task_get/{id}";
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
            return this.processGoogleMyBusinessInfoTaskGet(_response);
        });
    }
    processGoogleMyBusinessInfoTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataGoogleMyBusinessInfoTaskGetResponseInfo_1.BusinessDataGoogleMyBusinessInfoTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleMyBusinessInfoLive(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/my_business_info/live";
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
            return this.processGoogleMyBusinessInfoLive(_response);
        });
    }
    processGoogleMyBusinessInfoLive(response) {
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
                result200 = resultData200 ? BusinessDataGoogleMyBusinessInfoLiveResponseInfo_1.BusinessDataGoogleMyBusinessInfoLiveResponseInfo.fromJS(resultData200) : null;
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
    googleMyBusinessUpdatesTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/my_business_updates/task_post";
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
            return this.processGoogleMyBusinessUpdatesTaskPost(_response);
        });
    }
    processGoogleMyBusinessUpdatesTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataGoogleMyBusinessUpdatesTaskPostResponseInfo_1.BusinessDataGoogleMyBusinessUpdatesTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleMyBusinessUpdatesTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/google/my_business_updates/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleMyBusinessUpdatesTasksReady(_response);
        });
    }
    processGoogleMyBusinessUpdatesTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataGoogleMyBusinessUpdatesTasksReadyResponseInfo_1.BusinessDataGoogleMyBusinessUpdatesTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleMyBusinessUpdatesTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/google/my_business_updates/task_get/{id}";
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
            return this.processGoogleMyBusinessUpdatesTaskGet(_response);
        });
    }
    processGoogleMyBusinessUpdatesTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataGoogleMyBusinessUpdatesTaskGetResponseInfo_1.BusinessDataGoogleMyBusinessUpdatesTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleHotelSearchesTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_searches/task_post";
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
            return this.processGoogleHotelSearchesTaskPost(_response);
        });
    }
    processGoogleHotelSearchesTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelSearchesTaskPostResponseInfo_1.BusinessDataGoogleHotelSearchesTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleHotelSearchesTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_searches/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleHotelSearchesTasksReady(_response);
        });
    }
    processGoogleHotelSearchesTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelSearchesTasksReadyResponseInfo_1.BusinessDataGoogleHotelSearchesTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleHotelSearchesTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_searches/task_get/{id}";
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
            return this.processGoogleHotelSearchesTaskGet(_response);
        });
    }
    processGoogleHotelSearchesTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelSearchesTaskGetResponseInfo_1.BusinessDataGoogleHotelSearchesTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleHotelSearchesLive(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_searches/live";
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
            return this.processGoogleHotelSearchesLive(_response);
        });
    }
    processGoogleHotelSearchesLive(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelSearchesLiveResponseInfo_1.BusinessDataGoogleHotelSearchesLiveResponseInfo.fromJS(resultData200) : null;
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
    googleHotelInfoTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_info/task_post";
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
            return this.processGoogleHotelInfoTaskPost(_response);
        });
    }
    processGoogleHotelInfoTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelInfoTaskPostResponseInfo_1.BusinessDataGoogleHotelInfoTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleHotelInfoTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_info/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleHotelInfoTasksReady(_response);
        });
    }
    processGoogleHotelInfoTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelInfoTasksReadyResponseInfo_1.BusinessDataGoogleHotelInfoTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleHotelInfoTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_info/task_get/advanced/{id}";
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
            return this.processGoogleHotelInfoTaskGetAdvanced(_response);
        });
    }
    processGoogleHotelInfoTaskGetAdvanced(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelInfoTaskGetAdvancedResponseInfo_1.BusinessDataGoogleHotelInfoTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
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
    googleHotelInfoTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_info/task_get/html/{id}";
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
            return this.processGoogleHotelInfoTaskGetHtml(_response);
        });
    }
    processGoogleHotelInfoTaskGetHtml(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelInfoTaskGetHtmlResponseInfo_1.BusinessDataGoogleHotelInfoTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
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
    googleHotelInfoLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_info/live/advanced";
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
            return this.processGoogleHotelInfoLiveAdvanced(_response);
        });
    }
    processGoogleHotelInfoLiveAdvanced(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelInfoLiveAdvancedResponseInfo_1.BusinessDataGoogleHotelInfoLiveAdvancedResponseInfo.fromJS(resultData200) : null;
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
    googleHotelInfoLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/hotel_info/live/html";
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
            return this.processGoogleHotelInfoLiveHtml(_response);
        });
    }
    processGoogleHotelInfoLiveHtml(response) {
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
                result200 = resultData200 ? BusinessDataGoogleHotelInfoLiveHtmlResponseInfo_1.BusinessDataGoogleHotelInfoLiveHtmlResponseInfo.fromJS(resultData200) : null;
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
    googleReviewsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/reviews/task_post";
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
            return this.processGoogleReviewsTaskPost(_response);
        });
    }
    processGoogleReviewsTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataGoogleReviewsTaskPostResponseInfo_1.BusinessDataGoogleReviewsTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleReviewsTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/google/reviews/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleReviewsTasksReady(_response);
        });
    }
    processGoogleReviewsTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataGoogleReviewsTasksReadyResponseInfo_1.BusinessDataGoogleReviewsTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleReviewsTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/google/reviews/task_get/{id}";
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
            return this.processGoogleReviewsTaskGet(_response);
        });
    }
    processGoogleReviewsTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataGoogleReviewsTaskGetResponseInfo_1.BusinessDataGoogleReviewsTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleExtendedReviewsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/extended_reviews/task_post";
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
            return this.processGoogleExtendedReviewsTaskPost(_response);
        });
    }
    processGoogleExtendedReviewsTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataGoogleExtendedReviewsTaskPostResponseInfo_1.BusinessDataGoogleExtendedReviewsTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleExtendedReviewsTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/google/extended_reviews/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleExtendedReviewsTasksReady(_response);
        });
    }
    processGoogleExtendedReviewsTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataGoogleExtendedReviewsTasksReadyResponseInfo_1.BusinessDataGoogleExtendedReviewsTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleExtendedReviewsTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/google/extended_reviews/task_get/{id}";
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
            return this.processGoogleExtendedReviewsTaskGet(_response);
        });
    }
    processGoogleExtendedReviewsTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataGoogleExtendedReviewsTaskGetResponseInfo_1.BusinessDataGoogleExtendedReviewsTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleQuestionsAndAnswersTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/questions_and_answers/task_post";
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
            return this.processGoogleQuestionsAndAnswersTaskPost(_response);
        });
    }
    processGoogleQuestionsAndAnswersTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataGoogleQuestionsAndAnswersTaskPostResponseInfo_1.BusinessDataGoogleQuestionsAndAnswersTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleQuestionsAndAnswersTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/google/questions_and_answers/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleQuestionsAndAnswersTasksReady(_response);
        });
    }
    processGoogleQuestionsAndAnswersTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataGoogleQuestionsAndAnswersTasksReadyResponseInfo_1.BusinessDataGoogleQuestionsAndAnswersTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleQuestionsAndAnswersTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/google/questions_and_answers/task_get/{id}";
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
            return this.processGoogleQuestionsAndAnswersTaskGet(_response);
        });
    }
    processGoogleQuestionsAndAnswersTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataGoogleQuestionsAndAnswersTaskGetResponseInfo_1.BusinessDataGoogleQuestionsAndAnswersTaskGetResponseInfo.fromJS(resultData200) : null;
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
    googleQuestionsAndAnswersLive(body) {
        let url_ = this.baseUrl + "/v3/business_data/google/questions_and_answers/live";
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
            return this.processGoogleQuestionsAndAnswersLive(_response);
        });
    }
    processGoogleQuestionsAndAnswersLive(response) {
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
                result200 = resultData200 ? BusinessDataGoogleQuestionsAndAnswersLiveResponseInfo_1.BusinessDataGoogleQuestionsAndAnswersLiveResponseInfo.fromJS(resultData200) : null;
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
    trustpilotSearchTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/trustpilot/search/task_post";
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
            return this.processTrustpilotSearchTaskPost(_response);
        });
    }
    processTrustpilotSearchTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataTrustpilotSearchTaskPostResponseInfo_1.BusinessDataTrustpilotSearchTaskPostResponseInfo.fromJS(resultData200) : null;
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
    trustpilotSearchTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/trustpilot/search/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTrustpilotSearchTasksReady(_response);
        });
    }
    processTrustpilotSearchTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataTrustpilotSearchTasksReadyResponseInfo_1.BusinessDataTrustpilotSearchTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    trustpilotSearchTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/trustpilot/search/task_get/{id}";
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
            return this.processTrustpilotSearchTaskGet(_response);
        });
    }
    processTrustpilotSearchTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataTrustpilotSearchTaskGetResponseInfo_1.BusinessDataTrustpilotSearchTaskGetResponseInfo.fromJS(resultData200) : null;
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
    trustpilotReviewsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/trustpilot/reviews/task_post";
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
            return this.processTrustpilotReviewsTaskPost(_response);
        });
    }
    processTrustpilotReviewsTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataTrustpilotReviewsTaskPostResponseInfo_1.BusinessDataTrustpilotReviewsTaskPostResponseInfo.fromJS(resultData200) : null;
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
    trustpilotReviewsTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/trustpilot/reviews/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTrustpilotReviewsTasksReady(_response);
        });
    }
    processTrustpilotReviewsTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataTrustpilotReviewsTasksReadyResponseInfo_1.BusinessDataTrustpilotReviewsTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    trustpilotReviewsTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/trustpilot/reviews/task_get/{id}";
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
            return this.processTrustpilotReviewsTaskGet(_response);
        });
    }
    processTrustpilotReviewsTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataTrustpilotReviewsTaskGetResponseInfo_1.BusinessDataTrustpilotReviewsTaskGetResponseInfo.fromJS(resultData200) : null;
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
    tripadvisorLocations() {
        let url_ = this.baseUrl + "/v3/business_data/tripadvisor/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTripadvisorLocations(_response);
        });
    }
    processTripadvisorLocations(response) {
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
                result200 = resultData200 ? BusinessDataTripadvisorLocationsResponseInfo_1.BusinessDataTripadvisorLocationsResponseInfo.fromJS(resultData200) : null;
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
    tripadvisorLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/business_data/tripadvisor/locations/{country}";
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
            return this.processTripadvisorLocationsCountry(_response);
        });
    }
    processTripadvisorLocationsCountry(response) {
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
                result200 = resultData200 ? BusinessDataTripadvisorLocationsCountryResponseInfo_1.BusinessDataTripadvisorLocationsCountryResponseInfo.fromJS(resultData200) : null;
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
    tripadvisorLanguages() {
        let url_ = this.baseUrl + "/v3/business_data/tripadvisor/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTripadvisorLanguages(_response);
        });
    }
    processTripadvisorLanguages(response) {
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
                result200 = resultData200 ? BusinessDataTripadvisorLanguagesResponseInfo_1.BusinessDataTripadvisorLanguagesResponseInfo.fromJS(resultData200) : null;
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
    tripadvisorSearchTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/tripadvisor/search/task_post";
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
            return this.processTripadvisorSearchTaskPost(_response);
        });
    }
    processTripadvisorSearchTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataTripadvisorSearchTaskPostResponseInfo_1.BusinessDataTripadvisorSearchTaskPostResponseInfo.fromJS(resultData200) : null;
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
    tripadvisorSearchTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/tripadvisor/search/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTripadvisorSearchTasksReady(_response);
        });
    }
    processTripadvisorSearchTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataTripadvisorSearchTasksReadyResponseInfo_1.BusinessDataTripadvisorSearchTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    tripadvisorSearchTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/tripadvisor/search/task_get/{id}";
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
            return this.processTripadvisorSearchTaskGet(_response);
        });
    }
    processTripadvisorSearchTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataTripadvisorSearchTaskGetResponseInfo_1.BusinessDataTripadvisorSearchTaskGetResponseInfo.fromJS(resultData200) : null;
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
    tripadvisorReviewsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/business_data/tripadvisor/reviews/task_post";
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
            return this.processTripadvisorReviewsTaskPost(_response);
        });
    }
    processTripadvisorReviewsTaskPost(response) {
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
                result200 = resultData200 ? BusinessDataTripadvisorReviewsTaskPostResponseInfo_1.BusinessDataTripadvisorReviewsTaskPostResponseInfo.fromJS(resultData200) : null;
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
    tripadvisorReviewsTasksReady() {
        let url_ = this.baseUrl + "/v3/business_data/tripadvisor/reviews/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTripadvisorReviewsTasksReady(_response);
        });
    }
    processTripadvisorReviewsTasksReady(response) {
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
                result200 = resultData200 ? BusinessDataTripadvisorReviewsTasksReadyResponseInfo_1.BusinessDataTripadvisorReviewsTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    tripadvisorReviewsTaskGet(id) {
        let url_ = this.baseUrl + "/v3/business_data/tripadvisor/reviews/task_get/{id}";
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
            return this.processTripadvisorReviewsTaskGet(_response);
        });
    }
    processTripadvisorReviewsTaskGet(response) {
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
                result200 = resultData200 ? BusinessDataTripadvisorReviewsTaskGetResponseInfo_1.BusinessDataTripadvisorReviewsTaskGetResponseInfo.fromJS(resultData200) : null;
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
exports.BusinessDataApi = BusinessDataApi;
//# sourceMappingURL=BusinessDataApi.js.map