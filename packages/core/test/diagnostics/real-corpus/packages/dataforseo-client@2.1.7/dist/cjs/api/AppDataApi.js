"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AppDataApi = void 0;
const AppDataIdListResponseInfo_1 = require("./../models/AppDataIdListResponseInfo");
const AppDataErrorsResponseInfo_1 = require("./../models/AppDataErrorsResponseInfo");
const AppDataGoogleCategoriesResponseInfo_1 = require("./../models/AppDataGoogleCategoriesResponseInfo");
const AppDataGoogleLocationsResponseInfo_1 = require("./../models/AppDataGoogleLocationsResponseInfo");
const AppDataGoogleLocationsCountryResponseInfo_1 = require("./../models/AppDataGoogleLocationsCountryResponseInfo");
const AppDataGoogleLanguagesResponseInfo_1 = require("./../models/AppDataGoogleLanguagesResponseInfo");
const AppDataGoogleAppSearchesTaskPostResponseInfo_1 = require("./../models/AppDataGoogleAppSearchesTaskPostResponseInfo");
const AppDataGoogleAppSearchesTasksReadyResponseInfo_1 = require("./../models/AppDataGoogleAppSearchesTasksReadyResponseInfo");
const AppDataTasksReadyResponseInfo_1 = require("./../models/AppDataTasksReadyResponseInfo");
const AppDataGoogleAppSearchesTaskGetAdvancedResponseInfo_1 = require("./../models/AppDataGoogleAppSearchesTaskGetAdvancedResponseInfo");
const AppDataGoogleAppSearchesTaskGetHtmlResponseInfo_1 = require("./../models/AppDataGoogleAppSearchesTaskGetHtmlResponseInfo");
const AppDataGoogleAppListTaskPostResponseInfo_1 = require("./../models/AppDataGoogleAppListTaskPostResponseInfo");
const AppDataGoogleAppListTasksReadyResponseInfo_1 = require("./../models/AppDataGoogleAppListTasksReadyResponseInfo");
const AppDataGoogleAppListTaskGetAdvancedResponseInfo_1 = require("./../models/AppDataGoogleAppListTaskGetAdvancedResponseInfo");
const AppDataGoogleAppListTaskGetHtmlResponseInfo_1 = require("./../models/AppDataGoogleAppListTaskGetHtmlResponseInfo");
const AppDataGoogleAppInfoTaskPostResponseInfo_1 = require("./../models/AppDataGoogleAppInfoTaskPostResponseInfo");
const AppDataGoogleAppInfoTasksReadyResponseInfo_1 = require("./../models/AppDataGoogleAppInfoTasksReadyResponseInfo");
const AppDataGoogleAppInfoTaskGetAdvancedResponseInfo_1 = require("./../models/AppDataGoogleAppInfoTaskGetAdvancedResponseInfo");
const AppDataGoogleAppInfoTaskGetHtmlResponseInfo_1 = require("./../models/AppDataGoogleAppInfoTaskGetHtmlResponseInfo");
const AppDataGoogleAppReviewsTaskPostResponseInfo_1 = require("./../models/AppDataGoogleAppReviewsTaskPostResponseInfo");
const AppDataGoogleAppReviewsTasksReadyResponseInfo_1 = require("./../models/AppDataGoogleAppReviewsTasksReadyResponseInfo");
const AppDataGoogleAppReviewsTaskGetAdvancedResponseInfo_1 = require("./../models/AppDataGoogleAppReviewsTaskGetAdvancedResponseInfo");
const AppDataGoogleAppReviewsTaskGetHtmlResponseInfo_1 = require("./../models/AppDataGoogleAppReviewsTaskGetHtmlResponseInfo");
const AppDataGoogleAppListingsCategoriesResponseInfo_1 = require("./../models/AppDataGoogleAppListingsCategoriesResponseInfo");
const AppDataGoogleAppListingsSearchLiveResponseInfo_1 = require("./../models/AppDataGoogleAppListingsSearchLiveResponseInfo");
const AppDataAppleCategoriesResponseInfo_1 = require("./../models/AppDataAppleCategoriesResponseInfo");
const AppDataAppleLocationsResponseInfo_1 = require("./../models/AppDataAppleLocationsResponseInfo");
const AppDataAppleLanguagesResponseInfo_1 = require("./../models/AppDataAppleLanguagesResponseInfo");
const AppDataAppleAppSearchesTaskPostResponseInfo_1 = require("./../models/AppDataAppleAppSearchesTaskPostResponseInfo");
const AppDataAppleAppSearchesTasksReadyResponseInfo_1 = require("./../models/AppDataAppleAppSearchesTasksReadyResponseInfo");
const AppDataAppleAppSearchesTaskGetAdvancedResponseInfo_1 = require("./../models/AppDataAppleAppSearchesTaskGetAdvancedResponseInfo");
const AppDataAppleAppInfoTaskPostResponseInfo_1 = require("./../models/AppDataAppleAppInfoTaskPostResponseInfo");
const AppDataAppleAppInfoTasksReadyResponseInfo_1 = require("./../models/AppDataAppleAppInfoTasksReadyResponseInfo");
const AppDataAppleAppInfoTaskGetAdvancedResponseInfo_1 = require("./../models/AppDataAppleAppInfoTaskGetAdvancedResponseInfo");
const AppDataAppleAppListTaskPostResponseInfo_1 = require("./../models/AppDataAppleAppListTaskPostResponseInfo");
const AppDataAppleAppListTasksReadyResponseInfo_1 = require("./../models/AppDataAppleAppListTasksReadyResponseInfo");
const AppDataAppleAppListTaskGetAdvancedResponseInfo_1 = require("./../models/AppDataAppleAppListTaskGetAdvancedResponseInfo");
const AppDataAppleAppReviewsTaskPostResponseInfo_1 = require("./../models/AppDataAppleAppReviewsTaskPostResponseInfo");
const AppDataAppleAppReviewsTasksReadyResponseInfo_1 = require("./../models/AppDataAppleAppReviewsTasksReadyResponseInfo");
const AppDataAppleAppReviewsTaskGetAdvancedResponseInfo_1 = require("./../models/AppDataAppleAppReviewsTaskGetAdvancedResponseInfo");
const AppDataAppleAppListingsCategoriesResponseInfo_1 = require("./../models/AppDataAppleAppListingsCategoriesResponseInfo");
const AppDataAppleAppListingsSearchLiveResponseInfo_1 = require("./../models/AppDataAppleAppListingsSearchLiveResponseInfo");
const ApiException_1 = require("./../models/ApiException");
class AppDataApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    appDataIdList(body) {
        let url_ = this.baseUrl + "/v3/app_data/id_list";
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
            return this.processAppDataIdList(_response);
        });
    }
    processAppDataIdList(response) {
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
                result200 = resultData200 ? AppDataIdListResponseInfo_1.AppDataIdListResponseInfo.fromJS(resultData200) : null;
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
    appDataErrors(body) {
        let url_ = this.baseUrl + "/v3/app_data/errors";
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
            return this.processAppDataErrors(_response);
        });
    }
    processAppDataErrors(response) {
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
                result200 = resultData200 ? AppDataErrorsResponseInfo_1.AppDataErrorsResponseInfo.fromJS(resultData200) : null;
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
    googleCategories() {
        let url_ = this.baseUrl + "/v3/app_data/google/categories";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleCategories(_response);
        });
    }
    processGoogleCategories(response) {
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
                result200 = resultData200 ? AppDataGoogleCategoriesResponseInfo_1.AppDataGoogleCategoriesResponseInfo.fromJS(resultData200) : null;
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
    appDataGoogleLocations() {
        let url_ = this.baseUrl + "/v3/app_data/google/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppDataGoogleLocations(_response);
        });
    }
    processAppDataGoogleLocations(response) {
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
                result200 = resultData200 ? AppDataGoogleLocationsResponseInfo_1.AppDataGoogleLocationsResponseInfo.fromJS(resultData200) : null;
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
    appDataGoogleLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/app_data/google/locations/{country}";
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
            return this.processAppDataGoogleLocationsCountry(_response);
        });
    }
    processAppDataGoogleLocationsCountry(response) {
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
                result200 = resultData200 ? AppDataGoogleLocationsCountryResponseInfo_1.AppDataGoogleLocationsCountryResponseInfo.fromJS(resultData200) : null;
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
    appDataGoogleLanguages() {
        let url_ = this.baseUrl + "/v3/app_data/google/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppDataGoogleLanguages(_response);
        });
    }
    processAppDataGoogleLanguages(response) {
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
                result200 = resultData200 ? AppDataGoogleLanguagesResponseInfo_1.AppDataGoogleLanguagesResponseInfo.fromJS(resultData200) : null;
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
    googleAppSearchesTaskPost(body) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_searches/task_post";
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
            return this.processGoogleAppSearchesTaskPost(_response);
        });
    }
    processGoogleAppSearchesTaskPost(response) {
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
                result200 = resultData200 ? AppDataGoogleAppSearchesTaskPostResponseInfo_1.AppDataGoogleAppSearchesTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleAppSearchesTasksReady() {
        let url_ = this.baseUrl + "/v3/app_data/google/app_searches/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAppSearchesTasksReady(_response);
        });
    }
    processGoogleAppSearchesTasksReady(response) {
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
                result200 = resultData200 ? AppDataGoogleAppSearchesTasksReadyResponseInfo_1.AppDataGoogleAppSearchesTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    appDataTasksReady() {
        let url_ = this.baseUrl + "/v3/app_data/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppDataTasksReady(_response);
        });
    }
    processAppDataTasksReady(response) {
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
                result200 = resultData200 ? AppDataTasksReadyResponseInfo_1.AppDataTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleAppSearchesTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_searches/task_get/advanced/{id}";
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
            return this.processGoogleAppSearchesTaskGetAdvanced(_response);
        });
    }
    processGoogleAppSearchesTaskGetAdvanced(response) {
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
                result200 = resultData200 ? AppDataGoogleAppSearchesTaskGetAdvancedResponseInfo_1.AppDataGoogleAppSearchesTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
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
    googleAppSearchesTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_searches/task_get/html/{id}";
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
            return this.processGoogleAppSearchesTaskGetHtml(_response);
        });
    }
    processGoogleAppSearchesTaskGetHtml(response) {
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
                result200 = resultData200 ? AppDataGoogleAppSearchesTaskGetHtmlResponseInfo_1.AppDataGoogleAppSearchesTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
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
    googleAppListTaskPost(body) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_list/task_post";
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
            return this.processGoogleAppListTaskPost(_response);
        });
    }
    processGoogleAppListTaskPost(response) {
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
                result200 = resultData200 ? AppDataGoogleAppListTaskPostResponseInfo_1.AppDataGoogleAppListTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleAppListTasksReady() {
        let url_ = this.baseUrl + "/v3/app_data/google/app_list/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAppListTasksReady(_response);
        });
    }
    processGoogleAppListTasksReady(response) {
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
                result200 = resultData200 ? AppDataGoogleAppListTasksReadyResponseInfo_1.AppDataGoogleAppListTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleAppListTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_list/task_get/advanced/{id}";
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
            return this.processGoogleAppListTaskGetAdvanced(_response);
        });
    }
    processGoogleAppListTaskGetAdvanced(response) {
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
                result200 = resultData200 ? AppDataGoogleAppListTaskGetAdvancedResponseInfo_1.AppDataGoogleAppListTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
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
    googleAppListTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_list/task_get/html/{id}";
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
            return this.processGoogleAppListTaskGetHtml(_response);
        });
    }
    processGoogleAppListTaskGetHtml(response) {
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
                result200 = resultData200 ? AppDataGoogleAppListTaskGetHtmlResponseInfo_1.AppDataGoogleAppListTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
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
    googleAppInfoTaskPost(body) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_info/task_post";
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
            return this.processGoogleAppInfoTaskPost(_response);
        });
    }
    processGoogleAppInfoTaskPost(response) {
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
                result200 = resultData200 ? AppDataGoogleAppInfoTaskPostResponseInfo_1.AppDataGoogleAppInfoTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleAppInfoTasksReady() {
        let url_ = this.baseUrl + "/v3/app_data/google/app_info/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAppInfoTasksReady(_response);
        });
    }
    processGoogleAppInfoTasksReady(response) {
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
                result200 = resultData200 ? AppDataGoogleAppInfoTasksReadyResponseInfo_1.AppDataGoogleAppInfoTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleAppInfoTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_info/task_get/advanced/{id}";
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
            return this.processGoogleAppInfoTaskGetAdvanced(_response);
        });
    }
    processGoogleAppInfoTaskGetAdvanced(response) {
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
                result200 = resultData200 ? AppDataGoogleAppInfoTaskGetAdvancedResponseInfo_1.AppDataGoogleAppInfoTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
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
    googleAppInfoTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_info/task_get/html/{id}";
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
            return this.processGoogleAppInfoTaskGetHtml(_response);
        });
    }
    processGoogleAppInfoTaskGetHtml(response) {
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
                result200 = resultData200 ? AppDataGoogleAppInfoTaskGetHtmlResponseInfo_1.AppDataGoogleAppInfoTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
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
    googleAppReviewsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_reviews/task_post";
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
            return this.processGoogleAppReviewsTaskPost(_response);
        });
    }
    processGoogleAppReviewsTaskPost(response) {
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
                result200 = resultData200 ? AppDataGoogleAppReviewsTaskPostResponseInfo_1.AppDataGoogleAppReviewsTaskPostResponseInfo.fromJS(resultData200) : null;
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
    googleAppReviewsTasksReady() {
        let url_ = this.baseUrl + "/v3/app_data/google/app_reviews/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAppReviewsTasksReady(_response);
        });
    }
    processGoogleAppReviewsTasksReady(response) {
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
                result200 = resultData200 ? AppDataGoogleAppReviewsTasksReadyResponseInfo_1.AppDataGoogleAppReviewsTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    googleAppReviewsTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_reviews/task_get/advanced/{id}";
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
            return this.processGoogleAppReviewsTaskGetAdvanced(_response);
        });
    }
    processGoogleAppReviewsTaskGetAdvanced(response) {
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
                result200 = resultData200 ? AppDataGoogleAppReviewsTaskGetAdvancedResponseInfo_1.AppDataGoogleAppReviewsTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
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
    googleAppReviewsTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_reviews/task_get/html/{id}";
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
            return this.processGoogleAppReviewsTaskGetHtml(_response);
        });
    }
    processGoogleAppReviewsTaskGetHtml(response) {
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
                result200 = resultData200 ? AppDataGoogleAppReviewsTaskGetHtmlResponseInfo_1.AppDataGoogleAppReviewsTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
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
    googleAppListingsCategories() {
        let url_ = this.baseUrl + "/v3/app_data/google/app_listings/categories";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAppListingsCategories(_response);
        });
    }
    processGoogleAppListingsCategories(response) {
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
                result200 = resultData200 ? AppDataGoogleAppListingsCategoriesResponseInfo_1.AppDataGoogleAppListingsCategoriesResponseInfo.fromJS(resultData200) : null;
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
    googleAppListingsSearchLive(body) {
        let url_ = this.baseUrl + "/v3/app_data/google/app_listings/search/live";
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
            return this.processGoogleAppListingsSearchLive(_response);
        });
    }
    processGoogleAppListingsSearchLive(response) {
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
                result200 = resultData200 ? AppDataGoogleAppListingsSearchLiveResponseInfo_1.AppDataGoogleAppListingsSearchLiveResponseInfo.fromJS(resultData200) : null;
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
    appleCategories() {
        let url_ = this.baseUrl + "/v3/app_data/apple/categories";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppleCategories(_response);
        });
    }
    processAppleCategories(response) {
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
                result200 = resultData200 ? AppDataAppleCategoriesResponseInfo_1.AppDataAppleCategoriesResponseInfo.fromJS(resultData200) : null;
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
    appleLocations() {
        let url_ = this.baseUrl + "/v3/app_data/apple/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppleLocations(_response);
        });
    }
    processAppleLocations(response) {
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
                result200 = resultData200 ? AppDataAppleLocationsResponseInfo_1.AppDataAppleLocationsResponseInfo.fromJS(resultData200) : null;
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
    appleLanguages() {
        let url_ = this.baseUrl + "/v3/app_data/apple/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppleLanguages(_response);
        });
    }
    processAppleLanguages(response) {
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
                result200 = resultData200 ? AppDataAppleLanguagesResponseInfo_1.AppDataAppleLanguagesResponseInfo.fromJS(resultData200) : null;
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
    appleAppSearchesTaskPost(body) {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_searches/task_post";
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
            return this.processAppleAppSearchesTaskPost(_response);
        });
    }
    processAppleAppSearchesTaskPost(response) {
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
                result200 = resultData200 ? AppDataAppleAppSearchesTaskPostResponseInfo_1.AppDataAppleAppSearchesTaskPostResponseInfo.fromJS(resultData200) : null;
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
    appleAppSearchesTasksReady() {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_searches/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppleAppSearchesTasksReady(_response);
        });
    }
    processAppleAppSearchesTasksReady(response) {
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
                result200 = resultData200 ? AppDataAppleAppSearchesTasksReadyResponseInfo_1.AppDataAppleAppSearchesTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    appleAppSearchesTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_searches/task_get/advanced/{id}";
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
            return this.processAppleAppSearchesTaskGetAdvanced(_response);
        });
    }
    processAppleAppSearchesTaskGetAdvanced(response) {
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
                result200 = resultData200 ? AppDataAppleAppSearchesTaskGetAdvancedResponseInfo_1.AppDataAppleAppSearchesTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
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
    appleAppInfoTaskPost(body) {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_info/task_post";
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
            return this.processAppleAppInfoTaskPost(_response);
        });
    }
    processAppleAppInfoTaskPost(response) {
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
                result200 = resultData200 ? AppDataAppleAppInfoTaskPostResponseInfo_1.AppDataAppleAppInfoTaskPostResponseInfo.fromJS(resultData200) : null;
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
    appleAppInfoTasksReady() {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_info/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppleAppInfoTasksReady(_response);
        });
    }
    processAppleAppInfoTasksReady(response) {
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
                result200 = resultData200 ? AppDataAppleAppInfoTasksReadyResponseInfo_1.AppDataAppleAppInfoTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    appleAppInfoTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_info/task_get/advanced/{id}";
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
            return this.processAppleAppInfoTaskGetAdvanced(_response);
        });
    }
    processAppleAppInfoTaskGetAdvanced(response) {
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
                result200 = resultData200 ? AppDataAppleAppInfoTaskGetAdvancedResponseInfo_1.AppDataAppleAppInfoTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
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
    appleAppListTaskPost(body) {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_list/task_post";
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
            return this.processAppleAppListTaskPost(_response);
        });
    }
    processAppleAppListTaskPost(response) {
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
                result200 = resultData200 ? AppDataAppleAppListTaskPostResponseInfo_1.AppDataAppleAppListTaskPostResponseInfo.fromJS(resultData200) : null;
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
    appleAppListTasksReady() {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_list/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppleAppListTasksReady(_response);
        });
    }
    processAppleAppListTasksReady(response) {
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
                result200 = resultData200 ? AppDataAppleAppListTasksReadyResponseInfo_1.AppDataAppleAppListTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    appleAppListTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_list/task_get/advanced/{id}";
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
            return this.processAppleAppListTaskGetAdvanced(_response);
        });
    }
    processAppleAppListTaskGetAdvanced(response) {
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
                result200 = resultData200 ? AppDataAppleAppListTaskGetAdvancedResponseInfo_1.AppDataAppleAppListTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
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
    appleAppReviewsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_reviews/task_post";
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
            return this.processAppleAppReviewsTaskPost(_response);
        });
    }
    processAppleAppReviewsTaskPost(response) {
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
                result200 = resultData200 ? AppDataAppleAppReviewsTaskPostResponseInfo_1.AppDataAppleAppReviewsTaskPostResponseInfo.fromJS(resultData200) : null;
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
    appleAppReviewsTasksReady() {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_reviews/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppleAppReviewsTasksReady(_response);
        });
    }
    processAppleAppReviewsTasksReady(response) {
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
                result200 = resultData200 ? AppDataAppleAppReviewsTasksReadyResponseInfo_1.AppDataAppleAppReviewsTasksReadyResponseInfo.fromJS(resultData200) : null;
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
    appleAppReviewsTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_reviews/task_get/advanced/{id}";
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
            return this.processAppleAppReviewsTaskGetAdvanced(_response);
        });
    }
    processAppleAppReviewsTaskGetAdvanced(response) {
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
                result200 = resultData200 ? AppDataAppleAppReviewsTaskGetAdvancedResponseInfo_1.AppDataAppleAppReviewsTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
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
    appleAppListingsCategories() {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_listings/categories";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAppleAppListingsCategories(_response);
        });
    }
    processAppleAppListingsCategories(response) {
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
                result200 = resultData200 ? AppDataAppleAppListingsCategoriesResponseInfo_1.AppDataAppleAppListingsCategoriesResponseInfo.fromJS(resultData200) : null;
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
    appleAppListingsSearchLive(body) {
        let url_ = this.baseUrl + "/v3/app_data/apple/app_listings/search/live";
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
            return this.processAppleAppListingsSearchLive(_response);
        });
    }
    processAppleAppListingsSearchLive(response) {
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
                result200 = resultData200 ? AppDataAppleAppListingsSearchLiveResponseInfo_1.AppDataAppleAppListingsSearchLiveResponseInfo.fromJS(resultData200) : null;
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
exports.AppDataApi = AppDataApi;
//# sourceMappingURL=AppDataApi.js.map