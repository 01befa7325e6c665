"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MerchantApi = void 0;
const MerchantIdListResponseInfo_1 = require("./../models/MerchantIdListResponseInfo");
const MerchantErrorsResponseInfo_1 = require("./../models/MerchantErrorsResponseInfo");
const MerchantGoogleLanguagesResponseInfo_1 = require("./../models/MerchantGoogleLanguagesResponseInfo");
const MerchantGoogleLocationsResponseInfo_1 = require("./../models/MerchantGoogleLocationsResponseInfo");
const MerchantGoogleLocationsCountryResponseInfo_1 = require("./../models/MerchantGoogleLocationsCountryResponseInfo");
const MerchantGoogleProductsTaskPostResponseInfo_1 = require("./../models/MerchantGoogleProductsTaskPostResponseInfo");
const MerchantGoogleProductsTasksReadyResponseInfo_1 = require("./../models/MerchantGoogleProductsTasksReadyResponseInfo");
const MerchantTasksReadyResponseInfo_1 = require("./../models/MerchantTasksReadyResponseInfo");
const MerchantGoogleProductsTaskGetAdvancedResponseInfo_1 = require("./../models/MerchantGoogleProductsTaskGetAdvancedResponseInfo");
const MerchantGoogleProductsTaskGetHtmlResponseInfo_1 = require("./../models/MerchantGoogleProductsTaskGetHtmlResponseInfo");
const MerchantGoogleSellersTaskPostResponseInfo_1 = require("./../models/MerchantGoogleSellersTaskPostResponseInfo");
const MerchantGoogleSellersTasksReadyResponseInfo_1 = require("./../models/MerchantGoogleSellersTasksReadyResponseInfo");
const MerchantGoogleSellersTaskGetAdvancedResponseInfo_1 = require("./../models/MerchantGoogleSellersTaskGetAdvancedResponseInfo");
const MerchantGoogleProductInfoTaskPostResponseInfo_1 = require("./../models/MerchantGoogleProductInfoTaskPostResponseInfo");
const MerchantGoogleProductInfoTasksReadyResponseInfo_1 = require("./../models/MerchantGoogleProductInfoTasksReadyResponseInfo");
const MerchantGoogleProductInfoTaskGetAdvancedResponseInfo_1 = require("./../models/MerchantGoogleProductInfoTaskGetAdvancedResponseInfo");
const MerchantGoogleSellersAdUrlResponseInfo_1 = require("./../models/MerchantGoogleSellersAdUrlResponseInfo");
const MerchantAmazonLocationsResponseInfo_1 = require("./../models/MerchantAmazonLocationsResponseInfo");
const MerchantAmazonLocationsCountryResponseInfo_1 = require("./../models/MerchantAmazonLocationsCountryResponseInfo");
const MerchantAmazonLanguagesResponseInfo_1 = require("./../models/MerchantAmazonLanguagesResponseInfo");
const MerchantAmazonProductsTaskPostResponseInfo_1 = require("./../models/MerchantAmazonProductsTaskPostResponseInfo");
const MerchantAmazonProductsTasksReadyResponseInfo_1 = require("./../models/MerchantAmazonProductsTasksReadyResponseInfo");
const MerchantAmazonProductsTaskGetAdvancedResponseInfo_1 = require("./../models/MerchantAmazonProductsTaskGetAdvancedResponseInfo");
const MerchantAmazonProductsLiveAdvancedResponseInfo_1 = require("./../models/MerchantAmazonProductsLiveAdvancedResponseInfo");
const MerchantAmazonProductsTaskGetHtmlResponseInfo_1 = require("./../models/MerchantAmazonProductsTaskGetHtmlResponseInfo");
const MerchantAmazonProductsLiveHtmlResponseInfo_1 = require("./../models/MerchantAmazonProductsLiveHtmlResponseInfo");
const MerchantAmazonAsinTaskPostResponseInfo_1 = require("./../models/MerchantAmazonAsinTaskPostResponseInfo");
const MerchantAmazonAsinTasksReadyResponseInfo_1 = require("./../models/MerchantAmazonAsinTasksReadyResponseInfo");
const MerchantAmazonAsinTaskGetAdvancedResponseInfo_1 = require("./../models/MerchantAmazonAsinTaskGetAdvancedResponseInfo");
const MerchantAmazonAsinLiveAdvancedResponseInfo_1 = require("./../models/MerchantAmazonAsinLiveAdvancedResponseInfo");
const MerchantAmazonAsinTaskGetHtmlResponseInfo_1 = require("./../models/MerchantAmazonAsinTaskGetHtmlResponseInfo");
const MerchantAmazonAsinLiveHtmlResponseInfo_1 = require("./../models/MerchantAmazonAsinLiveHtmlResponseInfo");
const MerchantAmazonSellersTaskPostResponseInfo_1 = require("./../models/MerchantAmazonSellersTaskPostResponseInfo");
const MerchantAmazonSellersTasksReadyResponseInfo_1 = require("./../models/MerchantAmazonSellersTasksReadyResponseInfo");
const MerchantAmazonSellersTaskGetAdvancedResponseInfo_1 = require("./../models/MerchantAmazonSellersTaskGetAdvancedResponseInfo");
const MerchantAmazonSellersLiveAdvancedResponseInfo_1 = require("./../models/MerchantAmazonSellersLiveAdvancedResponseInfo");
const MerchantAmazonSellersTaskGetHtmlResponseInfo_1 = require("./../models/MerchantAmazonSellersTaskGetHtmlResponseInfo");
const MerchantAmazonSellersLiveHtmlResponseInfo_1 = require("./../models/MerchantAmazonSellersLiveHtmlResponseInfo");
const ApiException_1 = require("./../models/ApiException");
class MerchantApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    merchantIdList(body) {
        let url_ = this.baseUrl + "/v3/merchant/id_list";
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
            return this.processMerchantIdList(_response);
        });
    }
    processMerchantIdList(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantIdListResponseInfo_1.MerchantIdListResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    merchantErrors(body) {
        let url_ = this.baseUrl + "/v3/merchant/errors";
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
            return this.processMerchantErrors(_response);
        });
    }
    processMerchantErrors(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantErrorsResponseInfo_1.MerchantErrorsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    merchantGoogleLanguages() {
        let url_ = this.baseUrl + "/v3/merchant/google/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processMerchantGoogleLanguages(_response);
        });
    }
    processMerchantGoogleLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleLanguagesResponseInfo_1.MerchantGoogleLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    merchantGoogleLocations() {
        let url_ = this.baseUrl + "/v3/merchant/google/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processMerchantGoogleLocations(_response);
        });
    }
    processMerchantGoogleLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleLocationsResponseInfo_1.MerchantGoogleLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    merchantGoogleLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/merchant/google/locations/{country}";
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
            return this.processMerchantGoogleLocationsCountry(_response);
        });
    }
    processMerchantGoogleLocationsCountry(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleLocationsCountryResponseInfo_1.MerchantGoogleLocationsCountryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleProductsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/merchant/google/products/task_post";
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
            return this.processGoogleProductsTaskPost(_response);
        });
    }
    processGoogleProductsTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleProductsTaskPostResponseInfo_1.MerchantGoogleProductsTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleProductsTasksReady() {
        let url_ = this.baseUrl + "/v3/merchant/google/products/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleProductsTasksReady(_response);
        });
    }
    processGoogleProductsTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleProductsTasksReadyResponseInfo_1.MerchantGoogleProductsTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    merchantTasksReady() {
        let url_ = this.baseUrl + "/v3/merchant/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processMerchantTasksReady(_response);
        });
    }
    processMerchantTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantTasksReadyResponseInfo_1.MerchantTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleProductsTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/merchant/google/products/task_get/advanced/{id}";
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
            return this.processGoogleProductsTaskGetAdvanced(_response);
        });
    }
    processGoogleProductsTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleProductsTaskGetAdvancedResponseInfo_1.MerchantGoogleProductsTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleProductsTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/merchant/google/products/task_get/html/{id}";
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
            return this.processGoogleProductsTaskGetHtml(_response);
        });
    }
    processGoogleProductsTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleProductsTaskGetHtmlResponseInfo_1.MerchantGoogleProductsTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleSellersTaskPost(body) {
        let url_ = this.baseUrl + "/v3/merchant/google/sellers/task_post";
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
            return this.processGoogleSellersTaskPost(_response);
        });
    }
    processGoogleSellersTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleSellersTaskPostResponseInfo_1.MerchantGoogleSellersTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleSellersTasksReady() {
        let url_ = this.baseUrl + "/v3/merchant/google/sellers/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleSellersTasksReady(_response);
        });
    }
    processGoogleSellersTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleSellersTasksReadyResponseInfo_1.MerchantGoogleSellersTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleSellersTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/merchant/google/sellers/task_get/advanced/{id}";
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
            return this.processGoogleSellersTaskGetAdvanced(_response);
        });
    }
    processGoogleSellersTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleSellersTaskGetAdvancedResponseInfo_1.MerchantGoogleSellersTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleProductInfoTaskPost(body) {
        let url_ = this.baseUrl + "/v3/merchant/google/product_info/task_post";
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
            return this.processGoogleProductInfoTaskPost(_response);
        });
    }
    processGoogleProductInfoTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleProductInfoTaskPostResponseInfo_1.MerchantGoogleProductInfoTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleProductInfoTasksReady() {
        let url_ = this.baseUrl + "/v3/merchant/google/product_info/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleProductInfoTasksReady(_response);
        });
    }
    processGoogleProductInfoTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleProductInfoTasksReadyResponseInfo_1.MerchantGoogleProductInfoTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleProductInfoTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/merchant/google/product_info/task_get/advanced/{id}";
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
            return this.processGoogleProductInfoTaskGetAdvanced(_response);
        });
    }
    processGoogleProductInfoTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleProductInfoTaskGetAdvancedResponseInfo_1.MerchantGoogleProductInfoTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleSellersAdUrl(shop_ad_aclk) {
        let url_ = this.baseUrl + "/v3/merchant/google/sellers/ad_url/{shop_ad_aclk}";
        url_ = url_.replace(/[?&]$/, "");
        url_ = url_.replace("{shop_ad_aclk}", encodeURIComponent("" + shop_ad_aclk));
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleSellersAdUrl(_response);
        });
    }
    processGoogleSellersAdUrl(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantGoogleSellersAdUrlResponseInfo_1.MerchantGoogleSellersAdUrlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonLocations() {
        let url_ = this.baseUrl + "/v3/merchant/amazon/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAmazonLocations(_response);
        });
    }
    processAmazonLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonLocationsResponseInfo_1.MerchantAmazonLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/locations/{country}";
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
            return this.processAmazonLocationsCountry(_response);
        });
    }
    processAmazonLocationsCountry(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonLocationsCountryResponseInfo_1.MerchantAmazonLocationsCountryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonLanguages() {
        let url_ = this.baseUrl + "/v3/merchant/amazon/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAmazonLanguages(_response);
        });
    }
    processAmazonLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonLanguagesResponseInfo_1.MerchantAmazonLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonProductsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/products/task_post";
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
            return this.processAmazonProductsTaskPost(_response);
        });
    }
    processAmazonProductsTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonProductsTaskPostResponseInfo_1.MerchantAmazonProductsTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonProductsTasksReady() {
        let url_ = this.baseUrl + "/v3/merchant/amazon/products/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAmazonProductsTasksReady(_response);
        });
    }
    processAmazonProductsTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonProductsTasksReadyResponseInfo_1.MerchantAmazonProductsTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonProductsTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/products/task_get/advanced/{id}";
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
            return this.processAmazonProductsTaskGetAdvanced(_response);
        });
    }
    processAmazonProductsTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonProductsTaskGetAdvancedResponseInfo_1.MerchantAmazonProductsTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonProductsLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/products/live/advanced";
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
            return this.processAmazonProductsLiveAdvanced(_response);
        });
    }
    processAmazonProductsLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonProductsLiveAdvancedResponseInfo_1.MerchantAmazonProductsLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonProductsTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/products/task_get/html/{id}";
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
            return this.processAmazonProductsTaskGetHtml(_response);
        });
    }
    processAmazonProductsTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonProductsTaskGetHtmlResponseInfo_1.MerchantAmazonProductsTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonProductsLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/products/live/html";
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
            return this.processAmazonProductsLiveHtml(_response);
        });
    }
    processAmazonProductsLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonProductsLiveHtmlResponseInfo_1.MerchantAmazonProductsLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonAsinTaskPost(body) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/asin/task_post";
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
            return this.processAmazonAsinTaskPost(_response);
        });
    }
    processAmazonAsinTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonAsinTaskPostResponseInfo_1.MerchantAmazonAsinTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonAsinTasksReady() {
        let url_ = this.baseUrl + "/v3/merchant/amazon/asin/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAmazonAsinTasksReady(_response);
        });
    }
    processAmazonAsinTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonAsinTasksReadyResponseInfo_1.MerchantAmazonAsinTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonAsinTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/asin/task_get/advanced/{id}";
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
            return this.processAmazonAsinTaskGetAdvanced(_response);
        });
    }
    processAmazonAsinTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonAsinTaskGetAdvancedResponseInfo_1.MerchantAmazonAsinTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonAsinLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/asin/live/advanced";
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
            return this.processAmazonAsinLiveAdvanced(_response);
        });
    }
    processAmazonAsinLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonAsinLiveAdvancedResponseInfo_1.MerchantAmazonAsinLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonAsinTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/asin/task_get/html/{id}";
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
            return this.processAmazonAsinTaskGetHtml(_response);
        });
    }
    processAmazonAsinTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonAsinTaskGetHtmlResponseInfo_1.MerchantAmazonAsinTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonAsinLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/asin/live/html";
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
            return this.processAmazonAsinLiveHtml(_response);
        });
    }
    processAmazonAsinLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonAsinLiveHtmlResponseInfo_1.MerchantAmazonAsinLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonSellersTaskPost(body) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/sellers/task_post";
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
            return this.processAmazonSellersTaskPost(_response);
        });
    }
    processAmazonSellersTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonSellersTaskPostResponseInfo_1.MerchantAmazonSellersTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonSellersTasksReady() {
        let url_ = this.baseUrl + "/v3/merchant/amazon/sellers/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processAmazonSellersTasksReady(_response);
        });
    }
    processAmazonSellersTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonSellersTasksReadyResponseInfo_1.MerchantAmazonSellersTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonSellersTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/sellers/task_get/advanced/{id}";
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
            return this.processAmazonSellersTaskGetAdvanced(_response);
        });
    }
    processAmazonSellersTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonSellersTaskGetAdvancedResponseInfo_1.MerchantAmazonSellersTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonSellersLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/sellers/live/advanced";
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
            return this.processAmazonSellersLiveAdvanced(_response);
        });
    }
    processAmazonSellersLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonSellersLiveAdvancedResponseInfo_1.MerchantAmazonSellersLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonSellersTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/sellers/task_get/html/{id}";
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
            return this.processAmazonSellersTaskGetHtml(_response);
        });
    }
    processAmazonSellersTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonSellersTaskGetHtmlResponseInfo_1.MerchantAmazonSellersTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    amazonSellersLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/merchant/amazon/sellers/live/html";
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
            return this.processAmazonSellersLiveHtml(_response);
        });
    }
    processAmazonSellersLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? MerchantAmazonSellersLiveHtmlResponseInfo_1.MerchantAmazonSellersLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
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
exports.MerchantApi = MerchantApi;
//# sourceMappingURL=MerchantApi.js.map