"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DomainAnalyticsApi = void 0;
const DomainAnalyticsIdListResponseInfo_1 = require("./../models/DomainAnalyticsIdListResponseInfo");
const DomainAnalyticsErrorsResponseInfo_1 = require("./../models/DomainAnalyticsErrorsResponseInfo");
const DomainAnalyticsTechnologiesAvailableFiltersResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesAvailableFiltersResponseInfo");
const DomainAnalyticsTechnologiesLocationsResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesLocationsResponseInfo");
const DomainAnalyticsTechnologiesLanguagesResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesLanguagesResponseInfo");
const DomainAnalyticsTechnologiesTechnologiesResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesTechnologiesResponseInfo");
const DomainAnalyticsTechnologiesAggregationTechnologiesLiveResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesAggregationTechnologiesLiveResponseInfo");
const DomainAnalyticsTechnologiesTechnologiesSummaryLiveResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesTechnologiesSummaryLiveResponseInfo");
const DomainAnalyticsTechnologiesTechnologyStatsLiveResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesTechnologyStatsLiveResponseInfo");
const DomainAnalyticsTechnologiesDomainsByTechnologyLiveResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesDomainsByTechnologyLiveResponseInfo");
const DomainAnalyticsTechnologiesDomainsByHtmlTermsLiveResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesDomainsByHtmlTermsLiveResponseInfo");
const DomainAnalyticsTechnologiesDomainTechnologiesLiveResponseInfo_1 = require("./../models/DomainAnalyticsTechnologiesDomainTechnologiesLiveResponseInfo");
const DomainAnalyticsWhoisAvailableFiltersResponseInfo_1 = require("./../models/DomainAnalyticsWhoisAvailableFiltersResponseInfo");
const DomainAnalyticsWhoisOverviewLiveResponseInfo_1 = require("./../models/DomainAnalyticsWhoisOverviewLiveResponseInfo");
const ApiException_1 = require("./../models/ApiException");
class DomainAnalyticsApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    domainAnalyticsIdList(body) {
        let url_ = this.baseUrl + "/v3/domain_analytics/id_list";
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
            return this.processDomainAnalyticsIdList(_response);
        });
    }
    processDomainAnalyticsIdList(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsIdListResponseInfo_1.DomainAnalyticsIdListResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    domainAnalyticsErrors(body) {
        let url_ = this.baseUrl + "/v3/domain_analytics/errors";
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
            return this.processDomainAnalyticsErrors(_response);
        });
    }
    processDomainAnalyticsErrors(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsErrorsResponseInfo_1.DomainAnalyticsErrorsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesAvailableFilters() {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/available_filters";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTechnologiesAvailableFilters(_response);
        });
    }
    processTechnologiesAvailableFilters(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesAvailableFiltersResponseInfo_1.DomainAnalyticsTechnologiesAvailableFiltersResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesLocations() {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTechnologiesLocations(_response);
        });
    }
    processTechnologiesLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesLocationsResponseInfo_1.DomainAnalyticsTechnologiesLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesLanguages() {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTechnologiesLanguages(_response);
        });
    }
    processTechnologiesLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesLanguagesResponseInfo_1.DomainAnalyticsTechnologiesLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesTechnologies() {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/technologies";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTechnologiesTechnologies(_response);
        });
    }
    processTechnologiesTechnologies(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesTechnologiesResponseInfo_1.DomainAnalyticsTechnologiesTechnologiesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesAggregationTechnologiesLive(body) {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/aggregation_technologies/live";
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
            return this.processTechnologiesAggregationTechnologiesLive(_response);
        });
    }
    processTechnologiesAggregationTechnologiesLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesAggregationTechnologiesLiveResponseInfo_1.DomainAnalyticsTechnologiesAggregationTechnologiesLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesTechnologiesSummaryLive(body) {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/technologies_summary/live";
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
            return this.processTechnologiesTechnologiesSummaryLive(_response);
        });
    }
    processTechnologiesTechnologiesSummaryLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesTechnologiesSummaryLiveResponseInfo_1.DomainAnalyticsTechnologiesTechnologiesSummaryLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesTechnologyStatsLive(body) {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/technology_stats/live";
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
            return this.processTechnologiesTechnologyStatsLive(_response);
        });
    }
    processTechnologiesTechnologyStatsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesTechnologyStatsLiveResponseInfo_1.DomainAnalyticsTechnologiesTechnologyStatsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesDomainsByTechnologyLive(body) {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/domains_by_technology/live";
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
            return this.processTechnologiesDomainsByTechnologyLive(_response);
        });
    }
    processTechnologiesDomainsByTechnologyLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesDomainsByTechnologyLiveResponseInfo_1.DomainAnalyticsTechnologiesDomainsByTechnologyLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesDomainsByHtmlTermsLive(body) {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/domains_by_html_terms/live";
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
            return this.processTechnologiesDomainsByHtmlTermsLive(_response);
        });
    }
    processTechnologiesDomainsByHtmlTermsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesDomainsByHtmlTermsLiveResponseInfo_1.DomainAnalyticsTechnologiesDomainsByHtmlTermsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    technologiesDomainTechnologiesLive(body) {
        let url_ = this.baseUrl + "/v3/domain_analytics/technologies/domain_technologies/live";
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
            return this.processTechnologiesDomainTechnologiesLive(_response);
        });
    }
    processTechnologiesDomainTechnologiesLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsTechnologiesDomainTechnologiesLiveResponseInfo_1.DomainAnalyticsTechnologiesDomainTechnologiesLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    whoisAvailableFilters() {
        let url_ = this.baseUrl + "/v3/domain_analytics/whois/available_filters";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processWhoisAvailableFilters(_response);
        });
    }
    processWhoisAvailableFilters(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsWhoisAvailableFiltersResponseInfo_1.DomainAnalyticsWhoisAvailableFiltersResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    whoisOverviewLive(body) {
        let url_ = this.baseUrl + "/v3/domain_analytics/whois/overview/live";
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
            return this.processWhoisOverviewLive(_response);
        });
    }
    processWhoisOverviewLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? DomainAnalyticsWhoisOverviewLiveResponseInfo_1.DomainAnalyticsWhoisOverviewLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
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
exports.DomainAnalyticsApi = DomainAnalyticsApi;
//# sourceMappingURL=DomainAnalyticsApi.js.map