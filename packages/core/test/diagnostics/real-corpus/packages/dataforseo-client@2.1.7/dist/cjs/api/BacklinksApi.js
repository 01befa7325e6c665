"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BacklinksApi = void 0;
const BacklinksIdListResponseInfo_1 = require("./../models/BacklinksIdListResponseInfo");
const BacklinksErrorsResponseInfo_1 = require("./../models/BacklinksErrorsResponseInfo");
const BacklinksAvailableFiltersResponseInfo_1 = require("./../models/BacklinksAvailableFiltersResponseInfo");
const BacklinksIndexResponseInfo_1 = require("./../models/BacklinksIndexResponseInfo");
const BacklinksSummaryLiveResponseInfo_1 = require("./../models/BacklinksSummaryLiveResponseInfo");
const BacklinksHistoryLiveResponseInfo_1 = require("./../models/BacklinksHistoryLiveResponseInfo");
const BacklinksBacklinksLiveResponseInfo_1 = require("./../models/BacklinksBacklinksLiveResponseInfo");
const BacklinksAnchorsLiveResponseInfo_1 = require("./../models/BacklinksAnchorsLiveResponseInfo");
const BacklinksDomainPagesLiveResponseInfo_1 = require("./../models/BacklinksDomainPagesLiveResponseInfo");
const BacklinksDomainPagesSummaryLiveResponseInfo_1 = require("./../models/BacklinksDomainPagesSummaryLiveResponseInfo");
const BacklinksReferringDomainsLiveResponseInfo_1 = require("./../models/BacklinksReferringDomainsLiveResponseInfo");
const BacklinksReferringNetworksLiveResponseInfo_1 = require("./../models/BacklinksReferringNetworksLiveResponseInfo");
const BacklinksCompetitorsLiveResponseInfo_1 = require("./../models/BacklinksCompetitorsLiveResponseInfo");
const BacklinksDomainIntersectionLiveResponseInfo_1 = require("./../models/BacklinksDomainIntersectionLiveResponseInfo");
const BacklinksPageIntersectionLiveResponseInfo_1 = require("./../models/BacklinksPageIntersectionLiveResponseInfo");
const BacklinksTimeseriesSummaryLiveResponseInfo_1 = require("./../models/BacklinksTimeseriesSummaryLiveResponseInfo");
const BacklinksTimeseriesNewLostSummaryLiveResponseInfo_1 = require("./../models/BacklinksTimeseriesNewLostSummaryLiveResponseInfo");
const BacklinksBulkRanksLiveResponseInfo_1 = require("./../models/BacklinksBulkRanksLiveResponseInfo");
const BacklinksBulkBacklinksLiveResponseInfo_1 = require("./../models/BacklinksBulkBacklinksLiveResponseInfo");
const BacklinksBulkSpamScoreLiveResponseInfo_1 = require("./../models/BacklinksBulkSpamScoreLiveResponseInfo");
const BacklinksBulkReferringDomainsLiveResponseInfo_1 = require("./../models/BacklinksBulkReferringDomainsLiveResponseInfo");
const BacklinksBulkNewLostBacklinksLiveResponseInfo_1 = require("./../models/BacklinksBulkNewLostBacklinksLiveResponseInfo");
const BacklinksBulkNewLostReferringDomainsLiveResponseInfo_1 = require("./../models/BacklinksBulkNewLostReferringDomainsLiveResponseInfo");
const BacklinksBulkPagesSummaryLiveResponseInfo_1 = require("./../models/BacklinksBulkPagesSummaryLiveResponseInfo");
const ApiException_1 = require("./../models/ApiException");
class BacklinksApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    backlinksIdList(body) {
        let url_ = this.baseUrl + "/v3/backlinks/id_list";
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
            return this.processBacklinksIdList(_response);
        });
    }
    processBacklinksIdList(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksIdListResponseInfo_1.BacklinksIdListResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    backlinksErrors(body) {
        let url_ = this.baseUrl + "/v3/backlinks/errors";
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
            return this.processBacklinksErrors(_response);
        });
    }
    processBacklinksErrors(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksErrorsResponseInfo_1.BacklinksErrorsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    backlinksAvailableFilters() {
        let url_ = this.baseUrl + "/v3/backlinks/available_filters";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBacklinksAvailableFilters(_response);
        });
    }
    processBacklinksAvailableFilters(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksAvailableFiltersResponseInfo_1.BacklinksAvailableFiltersResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    index() {
        let url_ = this.baseUrl + "/v3/backlinks/index";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processIndex(_response);
        });
    }
    processIndex(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksIndexResponseInfo_1.BacklinksIndexResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    summaryLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/summary/live";
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
            return this.processSummaryLive(_response);
        });
    }
    processSummaryLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksSummaryLiveResponseInfo_1.BacklinksSummaryLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    historyLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/history/live";
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
            return this.processHistoryLive(_response);
        });
    }
    processHistoryLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksHistoryLiveResponseInfo_1.BacklinksHistoryLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    backlinksLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/backlinks/live";
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
            return this.processBacklinksLive(_response);
        });
    }
    processBacklinksLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksBacklinksLiveResponseInfo_1.BacklinksBacklinksLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    anchorsLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/anchors/live";
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
            return this.processAnchorsLive(_response);
        });
    }
    processAnchorsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksAnchorsLiveResponseInfo_1.BacklinksAnchorsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    domainPagesLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/domain_pages/live";
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
            return this.processDomainPagesLive(_response);
        });
    }
    processDomainPagesLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksDomainPagesLiveResponseInfo_1.BacklinksDomainPagesLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    domainPagesSummaryLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/domain_pages_summary/live";
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
            return this.processDomainPagesSummaryLive(_response);
        });
    }
    processDomainPagesSummaryLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksDomainPagesSummaryLiveResponseInfo_1.BacklinksDomainPagesSummaryLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    referringDomainsLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/referring_domains/live";
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
            return this.processReferringDomainsLive(_response);
        });
    }
    processReferringDomainsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksReferringDomainsLiveResponseInfo_1.BacklinksReferringDomainsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    referringNetworksLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/referring_networks/live";
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
            return this.processReferringNetworksLive(_response);
        });
    }
    processReferringNetworksLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksReferringNetworksLiveResponseInfo_1.BacklinksReferringNetworksLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    competitorsLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/competitors/live";
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
            return this.processCompetitorsLive(_response);
        });
    }
    processCompetitorsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksCompetitorsLiveResponseInfo_1.BacklinksCompetitorsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    domainIntersectionLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/domain_intersection/live";
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
            return this.processDomainIntersectionLive(_response);
        });
    }
    processDomainIntersectionLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksDomainIntersectionLiveResponseInfo_1.BacklinksDomainIntersectionLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    pageIntersectionLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/page_intersection/live";
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
            return this.processPageIntersectionLive(_response);
        });
    }
    processPageIntersectionLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksPageIntersectionLiveResponseInfo_1.BacklinksPageIntersectionLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    timeseriesSummaryLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/timeseries_summary/live";
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
            return this.processTimeseriesSummaryLive(_response);
        });
    }
    processTimeseriesSummaryLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksTimeseriesSummaryLiveResponseInfo_1.BacklinksTimeseriesSummaryLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    timeseriesNewLostSummaryLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/timeseries_new_lost_summary/live";
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
            return this.processTimeseriesNewLostSummaryLive(_response);
        });
    }
    processTimeseriesNewLostSummaryLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksTimeseriesNewLostSummaryLiveResponseInfo_1.BacklinksTimeseriesNewLostSummaryLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bulkRanksLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/bulk_ranks/live";
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
            return this.processBulkRanksLive(_response);
        });
    }
    processBulkRanksLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksBulkRanksLiveResponseInfo_1.BacklinksBulkRanksLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bulkBacklinksLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/bulk_backlinks/live";
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
            return this.processBulkBacklinksLive(_response);
        });
    }
    processBulkBacklinksLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksBulkBacklinksLiveResponseInfo_1.BacklinksBulkBacklinksLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bulkSpamScoreLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/bulk_spam_score/live";
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
            return this.processBulkSpamScoreLive(_response);
        });
    }
    processBulkSpamScoreLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksBulkSpamScoreLiveResponseInfo_1.BacklinksBulkSpamScoreLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bulkReferringDomainsLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/bulk_referring_domains/live";
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
            return this.processBulkReferringDomainsLive(_response);
        });
    }
    processBulkReferringDomainsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksBulkReferringDomainsLiveResponseInfo_1.BacklinksBulkReferringDomainsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bulkNewLostBacklinksLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/bulk_new_lost_backlinks/live";
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
            return this.processBulkNewLostBacklinksLive(_response);
        });
    }
    processBulkNewLostBacklinksLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksBulkNewLostBacklinksLiveResponseInfo_1.BacklinksBulkNewLostBacklinksLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bulkNewLostReferringDomainsLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/bulk_new_lost_referring_domains/live";
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
            return this.processBulkNewLostReferringDomainsLive(_response);
        });
    }
    processBulkNewLostReferringDomainsLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksBulkNewLostReferringDomainsLiveResponseInfo_1.BacklinksBulkNewLostReferringDomainsLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bulkPagesSummaryLive(body) {
        let url_ = this.baseUrl + "/v3/backlinks/bulk_pages_summary/live";
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
            return this.processBulkPagesSummaryLive(_response);
        });
    }
    processBulkPagesSummaryLive(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? BacklinksBulkPagesSummaryLiveResponseInfo_1.BacklinksBulkPagesSummaryLiveResponseInfo.fromJS(resultData200) : null;
                return result200;
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
exports.BacklinksApi = BacklinksApi;
//# sourceMappingURL=BacklinksApi.js.map