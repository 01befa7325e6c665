"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SerpApi = void 0;
const SerpIdListResponseInfo_1 = require("./../models/SerpIdListResponseInfo");
const SerpErrorsResponseInfo_1 = require("./../models/SerpErrorsResponseInfo");
const SerpScreenshotResponseInfo_1 = require("./../models/SerpScreenshotResponseInfo");
const SerpAiSummaryResponseInfo_1 = require("./../models/SerpAiSummaryResponseInfo");
const SerpGoogleLocationsResponseInfo_1 = require("./../models/SerpGoogleLocationsResponseInfo");
const SerpGoogleLocationsCountryResponseInfo_1 = require("./../models/SerpGoogleLocationsCountryResponseInfo");
const SerpGoogleLanguagesResponseInfo_1 = require("./../models/SerpGoogleLanguagesResponseInfo");
const SerpGoogleOrganicTaskPostResponseInfo_1 = require("./../models/SerpGoogleOrganicTaskPostResponseInfo");
const SerpGoogleOrganicTasksReadyResponseInfo_1 = require("./../models/SerpGoogleOrganicTasksReadyResponseInfo");
const SerpTasksReadyResponseInfo_1 = require("./../models/SerpTasksReadyResponseInfo");
const SerpGoogleOrganicTasksFixedResponseInfo_1 = require("./../models/SerpGoogleOrganicTasksFixedResponseInfo");
const SerpGoogleOrganicTaskGetRegularResponseInfo_1 = require("./../models/SerpGoogleOrganicTaskGetRegularResponseInfo");
const SerpGoogleOrganicTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleOrganicTaskGetAdvancedResponseInfo");
const SerpGoogleOrganicTaskGetHtmlResponseInfo_1 = require("./../models/SerpGoogleOrganicTaskGetHtmlResponseInfo");
const SerpGoogleOrganicLiveRegularResponseInfo_1 = require("./../models/SerpGoogleOrganicLiveRegularResponseInfo");
const SerpGoogleOrganicLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleOrganicLiveAdvancedResponseInfo");
const SerpGoogleOrganicLiveHtmlResponseInfo_1 = require("./../models/SerpGoogleOrganicLiveHtmlResponseInfo");
const SerpGoogleAiModeLanguagesResponseInfo_1 = require("./../models/SerpGoogleAiModeLanguagesResponseInfo");
const SerpGoogleAiModeTaskPostResponseInfo_1 = require("./../models/SerpGoogleAiModeTaskPostResponseInfo");
const SerpGoogleAiModeTasksReadyResponseInfo_1 = require("./../models/SerpGoogleAiModeTasksReadyResponseInfo");
const SerpGoogleAiModeTasksFixedResponseInfo_1 = require("./../models/SerpGoogleAiModeTasksFixedResponseInfo");
const SerpGoogleAiModeTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleAiModeTaskGetAdvancedResponseInfo");
const SerpGoogleAiModeTaskGetHtmlResponseInfo_1 = require("./../models/SerpGoogleAiModeTaskGetHtmlResponseInfo");
const SerpGoogleAiModeLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleAiModeLiveAdvancedResponseInfo");
const SerpGoogleAiModeLiveHtmlResponseInfo_1 = require("./../models/SerpGoogleAiModeLiveHtmlResponseInfo");
const SerpGoogleMapsTaskPostResponseInfo_1 = require("./../models/SerpGoogleMapsTaskPostResponseInfo");
const SerpGoogleMapsTasksReadyResponseInfo_1 = require("./../models/SerpGoogleMapsTasksReadyResponseInfo");
const SerpGoogleMapsTasksFixedResponseInfo_1 = require("./../models/SerpGoogleMapsTasksFixedResponseInfo");
const SerpGoogleMapsTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleMapsTaskGetAdvancedResponseInfo");
const SerpGoogleMapsLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleMapsLiveAdvancedResponseInfo");
const SerpGoogleLocalFinderTaskPostResponseInfo_1 = require("./../models/SerpGoogleLocalFinderTaskPostResponseInfo");
const SerpGoogleLocalFinderTasksReadyResponseInfo_1 = require("./../models/SerpGoogleLocalFinderTasksReadyResponseInfo");
const SerpGoogleLocalFinderTasksFixedResponseInfo_1 = require("./../models/SerpGoogleLocalFinderTasksFixedResponseInfo");
const SerpGoogleLocalFinderTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleLocalFinderTaskGetAdvancedResponseInfo");
const SerpGoogleLocalFinderTaskGetHtmlResponseInfo_1 = require("./../models/SerpGoogleLocalFinderTaskGetHtmlResponseInfo");
const SerpGoogleLocalFinderLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleLocalFinderLiveAdvancedResponseInfo");
const SerpGoogleLocalFinderLiveHtmlResponseInfo_1 = require("./../models/SerpGoogleLocalFinderLiveHtmlResponseInfo");
const SerpGoogleNewsTaskPostResponseInfo_1 = require("./../models/SerpGoogleNewsTaskPostResponseInfo");
const SerpGoogleNewsTasksReadyResponseInfo_1 = require("./../models/SerpGoogleNewsTasksReadyResponseInfo");
const SerpGoogleNewsTasksFixedResponseInfo_1 = require("./../models/SerpGoogleNewsTasksFixedResponseInfo");
const SerpGoogleNewsTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleNewsTaskGetAdvancedResponseInfo");
const SerpGoogleNewsTaskGetHtmlResponseInfo_1 = require("./../models/SerpGoogleNewsTaskGetHtmlResponseInfo");
const SerpGoogleNewsLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleNewsLiveAdvancedResponseInfo");
const SerpGoogleNewsLiveHtmlResponseInfo_1 = require("./../models/SerpGoogleNewsLiveHtmlResponseInfo");
const SerpGoogleImagesTaskPostResponseInfo_1 = require("./../models/SerpGoogleImagesTaskPostResponseInfo");
const SerpGoogleImagesTasksReadyResponseInfo_1 = require("./../models/SerpGoogleImagesTasksReadyResponseInfo");
const SerpGoogleImagesTasksFixedResponseInfo_1 = require("./../models/SerpGoogleImagesTasksFixedResponseInfo");
const SerpGoogleImagesTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleImagesTaskGetAdvancedResponseInfo");
const SerpGoogleImagesTaskGetHtmlResponseInfo_1 = require("./../models/SerpGoogleImagesTaskGetHtmlResponseInfo");
const SerpGoogleImagesLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleImagesLiveAdvancedResponseInfo");
const SerpGoogleImagesLiveHtmlResponseInfo_1 = require("./../models/SerpGoogleImagesLiveHtmlResponseInfo");
const SerpGoogleSearchByImageTaskPostResponseInfo_1 = require("./../models/SerpGoogleSearchByImageTaskPostResponseInfo");
const SerpGoogleSearchByImageTasksReadyResponseInfo_1 = require("./../models/SerpGoogleSearchByImageTasksReadyResponseInfo");
const SerpGoogleSearchByImageTasksFixedResponseInfo_1 = require("./../models/SerpGoogleSearchByImageTasksFixedResponseInfo");
const SerpGoogleSearchByImageTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleSearchByImageTaskGetAdvancedResponseInfo");
const SerpGoogleJobsTaskPostResponseInfo_1 = require("./../models/SerpGoogleJobsTaskPostResponseInfo");
const SerpGoogleJobsTasksReadyResponseInfo_1 = require("./../models/SerpGoogleJobsTasksReadyResponseInfo");
const SerpGoogleJobsTasksFixedResponseInfo_1 = require("./../models/SerpGoogleJobsTasksFixedResponseInfo");
const SerpGoogleJobsTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleJobsTaskGetAdvancedResponseInfo");
const SerpGoogleJobsTaskGetHtmlResponseInfo_1 = require("./../models/SerpGoogleJobsTaskGetHtmlResponseInfo");
const SerpGoogleAutocompleteTaskPostResponseInfo_1 = require("./../models/SerpGoogleAutocompleteTaskPostResponseInfo");
const SerpGoogleAutocompleteTasksReadyResponseInfo_1 = require("./../models/SerpGoogleAutocompleteTasksReadyResponseInfo");
const SerpGoogleAutocompleteTasksFixedResponseInfo_1 = require("./../models/SerpGoogleAutocompleteTasksFixedResponseInfo");
const SerpGoogleAutocompleteTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleAutocompleteTaskGetAdvancedResponseInfo");
const SerpGoogleAutocompleteLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleAutocompleteLiveAdvancedResponseInfo");
const SerpGoogleDatasetSearchTaskPostResponseInfo_1 = require("./../models/SerpGoogleDatasetSearchTaskPostResponseInfo");
const SerpGoogleDatasetSearchTasksReadyResponseInfo_1 = require("./../models/SerpGoogleDatasetSearchTasksReadyResponseInfo");
const SerpGoogleDatasetSearchTasksFixedResponseInfo_1 = require("./../models/SerpGoogleDatasetSearchTasksFixedResponseInfo");
const SerpGoogleDatasetSearchTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleDatasetSearchTaskGetAdvancedResponseInfo");
const SerpGoogleDatasetSearchLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleDatasetSearchLiveAdvancedResponseInfo");
const SerpGoogleDatasetInfoTaskPostResponseInfo_1 = require("./../models/SerpGoogleDatasetInfoTaskPostResponseInfo");
const SerpGoogleDatasetInfoTasksReadyResponseInfo_1 = require("./../models/SerpGoogleDatasetInfoTasksReadyResponseInfo");
const SerpGoogleDatasetInfoTasksFixedResponseInfo_1 = require("./../models/SerpGoogleDatasetInfoTasksFixedResponseInfo");
const SerpGoogleDatasetInfoTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleDatasetInfoTaskGetAdvancedResponseInfo");
const SerpGoogleDatasetInfoLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleDatasetInfoLiveAdvancedResponseInfo");
const SerpGoogleAdsAdvertisersLocationsResponseInfo_1 = require("./../models/SerpGoogleAdsAdvertisersLocationsResponseInfo");
const SerpGoogleAdsAdvertisersTaskPostResponseInfo_1 = require("./../models/SerpGoogleAdsAdvertisersTaskPostResponseInfo");
const SerpGoogleAdsAdvertisersTasksReadyResponseInfo_1 = require("./../models/SerpGoogleAdsAdvertisersTasksReadyResponseInfo");
const SerpGoogleAdsAdvertisersTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleAdsAdvertisersTaskGetAdvancedResponseInfo");
const SerpGoogleAdsSearchLocationsResponseInfo_1 = require("./../models/SerpGoogleAdsSearchLocationsResponseInfo");
const SerpGoogleAdsSearchTaskPostResponseInfo_1 = require("./../models/SerpGoogleAdsSearchTaskPostResponseInfo");
const SerpGoogleAdsSearchTasksReadyResponseInfo_1 = require("./../models/SerpGoogleAdsSearchTasksReadyResponseInfo");
const SerpGoogleAdsSearchTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleAdsSearchTaskGetAdvancedResponseInfo");
const SerpBingLocationsResponseInfo_1 = require("./../models/SerpBingLocationsResponseInfo");
const SerpBingLocationsCountryResponseInfo_1 = require("./../models/SerpBingLocationsCountryResponseInfo");
const SerpBingLanguagesResponseInfo_1 = require("./../models/SerpBingLanguagesResponseInfo");
const SerpBingOrganicTaskPostResponseInfo_1 = require("./../models/SerpBingOrganicTaskPostResponseInfo");
const SerpBingOrganicTasksReadyResponseInfo_1 = require("./../models/SerpBingOrganicTasksReadyResponseInfo");
const SerpBingOrganicTasksFixedResponseInfo_1 = require("./../models/SerpBingOrganicTasksFixedResponseInfo");
const SerpBingOrganicTaskGetRegularResponseInfo_1 = require("./../models/SerpBingOrganicTaskGetRegularResponseInfo");
const SerpBingOrganicTaskGetAdvancedResponseInfo_1 = require("./../models/SerpBingOrganicTaskGetAdvancedResponseInfo");
const SerpBingOrganicTaskGetHtmlResponseInfo_1 = require("./../models/SerpBingOrganicTaskGetHtmlResponseInfo");
const SerpBingOrganicLiveRegularResponseInfo_1 = require("./../models/SerpBingOrganicLiveRegularResponseInfo");
const SerpBingOrganicLiveAdvancedResponseInfo_1 = require("./../models/SerpBingOrganicLiveAdvancedResponseInfo");
const SerpBingOrganicLiveHtmlResponseInfo_1 = require("./../models/SerpBingOrganicLiveHtmlResponseInfo");
const SerpYoutubeLocationsResponseInfo_1 = require("./../models/SerpYoutubeLocationsResponseInfo");
const SerpYoutubeLocationsCountryResponseInfo_1 = require("./../models/SerpYoutubeLocationsCountryResponseInfo");
const SerpYoutubeLanguagesResponseInfo_1 = require("./../models/SerpYoutubeLanguagesResponseInfo");
const SerpYoutubeVideoInfoTaskPostResponseInfo_1 = require("./../models/SerpYoutubeVideoInfoTaskPostResponseInfo");
const SerpYoutubeVideoInfoTasksReadyResponseInfo_1 = require("./../models/SerpYoutubeVideoInfoTasksReadyResponseInfo");
const SerpYoutubeVideoInfoTasksFixedResponseInfo_1 = require("./../models/SerpYoutubeVideoInfoTasksFixedResponseInfo");
const SerpYoutubeVideoInfoTaskGetAdvancedResponseInfo_1 = require("./../models/SerpYoutubeVideoInfoTaskGetAdvancedResponseInfo");
const SerpYoutubeVideoInfoLiveAdvancedResponseInfo_1 = require("./../models/SerpYoutubeVideoInfoLiveAdvancedResponseInfo");
const SerpYoutubeOrganicTaskPostResponseInfo_1 = require("./../models/SerpYoutubeOrganicTaskPostResponseInfo");
const SerpYoutubeOrganicTasksReadyResponseInfo_1 = require("./../models/SerpYoutubeOrganicTasksReadyResponseInfo");
const SerpYoutubeOrganicTasksFixedResponseInfo_1 = require("./../models/SerpYoutubeOrganicTasksFixedResponseInfo");
const SerpYoutubeOrganicTaskGetAdvancedResponseInfo_1 = require("./../models/SerpYoutubeOrganicTaskGetAdvancedResponseInfo");
const SerpYoutubeOrganicLiveAdvancedResponseInfo_1 = require("./../models/SerpYoutubeOrganicLiveAdvancedResponseInfo");
const SerpYoutubeVideoSubtitlesTaskPostResponseInfo_1 = require("./../models/SerpYoutubeVideoSubtitlesTaskPostResponseInfo");
const SerpYoutubeVideoSubtitlesTasksReadyResponseInfo_1 = require("./../models/SerpYoutubeVideoSubtitlesTasksReadyResponseInfo");
const SerpYoutubeVideoSubtitlesTasksFixedResponseInfo_1 = require("./../models/SerpYoutubeVideoSubtitlesTasksFixedResponseInfo");
const SerpYoutubeVideoSubtitlesTaskGetAdvancedResponseInfo_1 = require("./../models/SerpYoutubeVideoSubtitlesTaskGetAdvancedResponseInfo");
const SerpYoutubeVideoSubtitlesLiveAdvancedResponseInfo_1 = require("./../models/SerpYoutubeVideoSubtitlesLiveAdvancedResponseInfo");
const SerpYoutubeVideoCommentsTaskPostResponseInfo_1 = require("./../models/SerpYoutubeVideoCommentsTaskPostResponseInfo");
const SerpYoutubeVideoCommentsTasksReadyResponseInfo_1 = require("./../models/SerpYoutubeVideoCommentsTasksReadyResponseInfo");
const SerpYoutubeVideoCommentsTasksFixedResponseInfo_1 = require("./../models/SerpYoutubeVideoCommentsTasksFixedResponseInfo");
const SerpYoutubeVideoCommentsTaskGetAdvancedResponseInfo_1 = require("./../models/SerpYoutubeVideoCommentsTaskGetAdvancedResponseInfo");
const SerpYoutubeVideoCommentsLiveAdvancedResponseInfo_1 = require("./../models/SerpYoutubeVideoCommentsLiveAdvancedResponseInfo");
const SerpYahooLocationsResponseInfo_1 = require("./../models/SerpYahooLocationsResponseInfo");
const SerpYahooLocationsCountryResponseInfo_1 = require("./../models/SerpYahooLocationsCountryResponseInfo");
const SerpYahooLanguagesResponseInfo_1 = require("./../models/SerpYahooLanguagesResponseInfo");
const SerpYahooOrganicTaskPostResponseInfo_1 = require("./../models/SerpYahooOrganicTaskPostResponseInfo");
const SerpYahooOrganicTasksReadyResponseInfo_1 = require("./../models/SerpYahooOrganicTasksReadyResponseInfo");
const SerpYahooOrganicTasksFixedResponseInfo_1 = require("./../models/SerpYahooOrganicTasksFixedResponseInfo");
const SerpYahooOrganicTaskGetRegularResponseInfo_1 = require("./../models/SerpYahooOrganicTaskGetRegularResponseInfo");
const SerpYahooOrganicTaskGetAdvancedResponseInfo_1 = require("./../models/SerpYahooOrganicTaskGetAdvancedResponseInfo");
const SerpYahooOrganicTaskGetHtmlResponseInfo_1 = require("./../models/SerpYahooOrganicTaskGetHtmlResponseInfo");
const SerpYahooOrganicLiveRegularResponseInfo_1 = require("./../models/SerpYahooOrganicLiveRegularResponseInfo");
const SerpYahooOrganicLiveAdvancedResponseInfo_1 = require("./../models/SerpYahooOrganicLiveAdvancedResponseInfo");
const SerpYahooOrganicLiveHtmlResponseInfo_1 = require("./../models/SerpYahooOrganicLiveHtmlResponseInfo");
const SerpBaiduLocationsResponseInfo_1 = require("./../models/SerpBaiduLocationsResponseInfo");
const SerpBaiduLocationsCountryResponseInfo_1 = require("./../models/SerpBaiduLocationsCountryResponseInfo");
const SerpBaiduLanguagesResponseInfo_1 = require("./../models/SerpBaiduLanguagesResponseInfo");
const SerpBaiduOrganicTaskPostResponseInfo_1 = require("./../models/SerpBaiduOrganicTaskPostResponseInfo");
const SerpBaiduOrganicTasksReadyResponseInfo_1 = require("./../models/SerpBaiduOrganicTasksReadyResponseInfo");
const SerpBaiduOrganicTasksFixedResponseInfo_1 = require("./../models/SerpBaiduOrganicTasksFixedResponseInfo");
const SerpBaiduOrganicTaskGetRegularResponseInfo_1 = require("./../models/SerpBaiduOrganicTaskGetRegularResponseInfo");
const SerpBaiduOrganicTaskGetAdvancedResponseInfo_1 = require("./../models/SerpBaiduOrganicTaskGetAdvancedResponseInfo");
const SerpBaiduOrganicTaskGetHtmlResponseInfo_1 = require("./../models/SerpBaiduOrganicTaskGetHtmlResponseInfo");
const SerpNaverOrganicTaskPostResponseInfo_1 = require("./../models/SerpNaverOrganicTaskPostResponseInfo");
const SerpNaverOrganicTasksReadyResponseInfo_1 = require("./../models/SerpNaverOrganicTasksReadyResponseInfo");
const SerpNaverOrganicTasksFixedResponseInfo_1 = require("./../models/SerpNaverOrganicTasksFixedResponseInfo");
const SerpNaverOrganicTaskGetRegularResponseInfo_1 = require("./../models/SerpNaverOrganicTaskGetRegularResponseInfo");
const SerpNaverOrganicTaskGetAdvancedResponseInfo_1 = require("./../models/SerpNaverOrganicTaskGetAdvancedResponseInfo");
const SerpNaverOrganicTaskGetHtmlResponseInfo_1 = require("./../models/SerpNaverOrganicTaskGetHtmlResponseInfo");
const SerpSeznamLocationsResponseInfo_1 = require("./../models/SerpSeznamLocationsResponseInfo");
const SerpSeznamLocationsCountryResponseInfo_1 = require("./../models/SerpSeznamLocationsCountryResponseInfo");
const SerpSeznamLanguagesResponseInfo_1 = require("./../models/SerpSeznamLanguagesResponseInfo");
const SerpSeznamOrganicTaskPostResponseInfo_1 = require("./../models/SerpSeznamOrganicTaskPostResponseInfo");
const SerpSeznamOrganicTasksReadyResponseInfo_1 = require("./../models/SerpSeznamOrganicTasksReadyResponseInfo");
const SerpSeznamOrganicTasksFixedResponseInfo_1 = require("./../models/SerpSeznamOrganicTasksFixedResponseInfo");
const SerpSeznamOrganicTaskGetRegularResponseInfo_1 = require("./../models/SerpSeznamOrganicTaskGetRegularResponseInfo");
const SerpSeznamOrganicTaskGetAdvancedResponseInfo_1 = require("./../models/SerpSeznamOrganicTaskGetAdvancedResponseInfo");
const SerpSeznamOrganicTaskGetHtmlResponseInfo_1 = require("./../models/SerpSeznamOrganicTaskGetHtmlResponseInfo");
const SerpGoogleFinanceExploreTaskPostResponseInfo_1 = require("./../models/SerpGoogleFinanceExploreTaskPostResponseInfo");
const SerpGoogleFinanceExploreTasksReadyResponseInfo_1 = require("./../models/SerpGoogleFinanceExploreTasksReadyResponseInfo");
const SerpGoogleFinanceExploreTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleFinanceExploreTaskGetAdvancedResponseInfo");
const SerpGoogleFinanceExploreTaskGetHtmlResponseInfo_1 = require("./../models/SerpGoogleFinanceExploreTaskGetHtmlResponseInfo");
const SerpGoogleFinanceExploreLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleFinanceExploreLiveAdvancedResponseInfo");
const SerpGoogleFinanceExploreLiveHtmlResponseInfo_1 = require("./../models/SerpGoogleFinanceExploreLiveHtmlResponseInfo");
const SerpGoogleFinanceMarketsTaskPostResponseInfo_1 = require("./../models/SerpGoogleFinanceMarketsTaskPostResponseInfo");
const SerpGoogleFinanceMarketsTasksReadyResponseInfo_1 = require("./../models/SerpGoogleFinanceMarketsTasksReadyResponseInfo");
const SerpGoogleFinanceMarketsTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleFinanceMarketsTaskGetAdvancedResponseInfo");
const SerpGoogleFinanceMarketsTaskGetHtmlResponseInfo_1 = require("./../models/SerpGoogleFinanceMarketsTaskGetHtmlResponseInfo");
const SerpGoogleFinanceMarketsLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleFinanceMarketsLiveAdvancedResponseInfo");
const SerpGoogleFinanceMarketsLiveHtmlResponseInfo_1 = require("./../models/SerpGoogleFinanceMarketsLiveHtmlResponseInfo");
const SerpGoogleFinanceQuoteTaskPostResponseInfo_1 = require("./../models/SerpGoogleFinanceQuoteTaskPostResponseInfo");
const SerpGoogleFinanceQuoteTasksReadyResponseInfo_1 = require("./../models/SerpGoogleFinanceQuoteTasksReadyResponseInfo");
const SerpGoogleFinanceQuoteTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleFinanceQuoteTaskGetAdvancedResponseInfo");
const SerpGoogleFinanceQuoteTaskGetHtmlResponseInfo_1 = require("./../models/SerpGoogleFinanceQuoteTaskGetHtmlResponseInfo");
const SerpGoogleFinanceQuoteLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleFinanceQuoteLiveAdvancedResponseInfo");
const SerpGoogleFinanceQuoteLiveHtmlResponseInfo_1 = require("./../models/SerpGoogleFinanceQuoteLiveHtmlResponseInfo");
const SerpGoogleFinanceTickerSearchTaskPostResponseInfo_1 = require("./../models/SerpGoogleFinanceTickerSearchTaskPostResponseInfo");
const SerpGoogleFinanceTickerSearchTasksReadyResponseInfo_1 = require("./../models/SerpGoogleFinanceTickerSearchTasksReadyResponseInfo");
const SerpGoogleFinanceTickerSearchTaskGetAdvancedResponseInfo_1 = require("./../models/SerpGoogleFinanceTickerSearchTaskGetAdvancedResponseInfo");
const SerpGoogleFinanceTickerSearchLiveAdvancedResponseInfo_1 = require("./../models/SerpGoogleFinanceTickerSearchLiveAdvancedResponseInfo");
const ApiException_1 = require("./../models/ApiException");
class SerpApi {
    constructor(baseUrl, http) {
        this.jsonParseReviver = undefined;
        this.http = http ? http : window;
        this.baseUrl = baseUrl !== null && baseUrl !== void 0 ? baseUrl : "https://";
    }
    idList(body) {
        let url_ = this.baseUrl + "/v3/serp/id_list";
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
            return this.processIdList(_response);
        });
    }
    processIdList(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpIdListResponseInfo_1.SerpIdListResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    errors(body) {
        let url_ = this.baseUrl + "/v3/serp/errors";
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
            return this.processErrors(_response);
        });
    }
    processErrors(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpErrorsResponseInfo_1.SerpErrorsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    screenshot(body) {
        let url_ = this.baseUrl + "/v3/serp/screenshot";
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
            return this.processScreenshot(_response);
        });
    }
    processScreenshot(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpScreenshotResponseInfo_1.SerpScreenshotResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    aiSummary(body) {
        let url_ = this.baseUrl + "/v3/serp/ai_summary";
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
            return this.processAiSummary(_response);
        });
    }
    processAiSummary(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpAiSummaryResponseInfo_1.SerpAiSummaryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLocations() {
        let url_ = this.baseUrl + "/v3/serp/google/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleLocations(_response);
        });
    }
    processGoogleLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLocationsResponseInfo_1.SerpGoogleLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/serp/google/locations/{country}";
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
            return this.processGoogleLocationsCountry(_response);
        });
    }
    processGoogleLocationsCountry(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLocationsCountryResponseInfo_1.SerpGoogleLocationsCountryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLanguages() {
        let url_ = this.baseUrl + "/v3/serp/google/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleLanguages(_response);
        });
    }
    processGoogleLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLanguagesResponseInfo_1.SerpGoogleLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleOrganicTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/organic/task_post";
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
            return this.processGoogleOrganicTaskPost(_response);
        });
    }
    processGoogleOrganicTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleOrganicTaskPostResponseInfo_1.SerpGoogleOrganicTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleOrganicTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/organic/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleOrganicTasksReady(_response);
        });
    }
    processGoogleOrganicTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleOrganicTasksReadyResponseInfo_1.SerpGoogleOrganicTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    tasksReady() {
        let url_ = this.baseUrl + "/v3/serp/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processTasksReady(_response);
        });
    }
    processTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpTasksReadyResponseInfo_1.SerpTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleOrganicTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/organic/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleOrganicTasksFixed(_response);
        });
    }
    processGoogleOrganicTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleOrganicTasksFixedResponseInfo_1.SerpGoogleOrganicTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleOrganicTaskGetRegular(id) {
        let url_ = this.baseUrl + "/v3/serp/google/organic/task_get/regular/{id}";
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
            return this.processGoogleOrganicTaskGetRegular(_response);
        });
    }
    processGoogleOrganicTaskGetRegular(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleOrganicTaskGetRegularResponseInfo_1.SerpGoogleOrganicTaskGetRegularResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleOrganicTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/organic/task_get/advanced/{id}";
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
            return this.processGoogleOrganicTaskGetAdvanced(_response);
        });
    }
    processGoogleOrganicTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleOrganicTaskGetAdvancedResponseInfo_1.SerpGoogleOrganicTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleOrganicTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/google/organic/task_get/html/{id}";
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
            return this.processGoogleOrganicTaskGetHtml(_response);
        });
    }
    processGoogleOrganicTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleOrganicTaskGetHtmlResponseInfo_1.SerpGoogleOrganicTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleOrganicLiveRegular(body) {
        let url_ = this.baseUrl + "/v3/serp/google/organic/live/regular";
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
            return this.processGoogleOrganicLiveRegular(_response);
        });
    }
    processGoogleOrganicLiveRegular(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleOrganicLiveRegularResponseInfo_1.SerpGoogleOrganicLiveRegularResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleOrganicLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/organic/live/advanced";
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
            return this.processGoogleOrganicLiveAdvanced(_response);
        });
    }
    processGoogleOrganicLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleOrganicLiveAdvancedResponseInfo_1.SerpGoogleOrganicLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleOrganicLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/google/organic/live/html";
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
            return this.processGoogleOrganicLiveHtml(_response);
        });
    }
    processGoogleOrganicLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleOrganicLiveHtmlResponseInfo_1.SerpGoogleOrganicLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAiModeLanguages() {
        let url_ = this.baseUrl + "/v3/serp/google/ai_mode/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAiModeLanguages(_response);
        });
    }
    processGoogleAiModeLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAiModeLanguagesResponseInfo_1.SerpGoogleAiModeLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAiModeTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/ai_mode/task_post";
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
            return this.processGoogleAiModeTaskPost(_response);
        });
    }
    processGoogleAiModeTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAiModeTaskPostResponseInfo_1.SerpGoogleAiModeTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAiModeTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/ai_mode/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAiModeTasksReady(_response);
        });
    }
    processGoogleAiModeTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAiModeTasksReadyResponseInfo_1.SerpGoogleAiModeTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAiModeTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/ai_mode/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAiModeTasksFixed(_response);
        });
    }
    processGoogleAiModeTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAiModeTasksFixedResponseInfo_1.SerpGoogleAiModeTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAiModeTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/ai_mode/task_get/advanced/{id}";
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
            return this.processGoogleAiModeTaskGetAdvanced(_response);
        });
    }
    processGoogleAiModeTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAiModeTaskGetAdvancedResponseInfo_1.SerpGoogleAiModeTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAiModeTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/google/ai_mode/task_get/html/{id}";
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
            return this.processGoogleAiModeTaskGetHtml(_response);
        });
    }
    processGoogleAiModeTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAiModeTaskGetHtmlResponseInfo_1.SerpGoogleAiModeTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAiModeLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/ai_mode/live/advanced";
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
            return this.processGoogleAiModeLiveAdvanced(_response);
        });
    }
    processGoogleAiModeLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAiModeLiveAdvancedResponseInfo_1.SerpGoogleAiModeLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAiModeLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/google/ai_mode/live/html";
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
            return this.processGoogleAiModeLiveHtml(_response);
        });
    }
    processGoogleAiModeLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAiModeLiveHtmlResponseInfo_1.SerpGoogleAiModeLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleMapsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/maps/task_post";
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
            return this.processGoogleMapsTaskPost(_response);
        });
    }
    processGoogleMapsTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleMapsTaskPostResponseInfo_1.SerpGoogleMapsTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleMapsTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/maps/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleMapsTasksReady(_response);
        });
    }
    processGoogleMapsTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleMapsTasksReadyResponseInfo_1.SerpGoogleMapsTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleMapsTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/maps/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleMapsTasksFixed(_response);
        });
    }
    processGoogleMapsTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleMapsTasksFixedResponseInfo_1.SerpGoogleMapsTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleMapsTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/maps/task_get/advanced/{id}";
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
            return this.processGoogleMapsTaskGetAdvanced(_response);
        });
    }
    processGoogleMapsTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleMapsTaskGetAdvancedResponseInfo_1.SerpGoogleMapsTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleMapsLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/maps/live/advanced";
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
            return this.processGoogleMapsLiveAdvanced(_response);
        });
    }
    processGoogleMapsLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleMapsLiveAdvancedResponseInfo_1.SerpGoogleMapsLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLocalFinderTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/local_finder/task_post";
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
            return this.processGoogleLocalFinderTaskPost(_response);
        });
    }
    processGoogleLocalFinderTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLocalFinderTaskPostResponseInfo_1.SerpGoogleLocalFinderTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLocalFinderTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/local_finder/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleLocalFinderTasksReady(_response);
        });
    }
    processGoogleLocalFinderTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLocalFinderTasksReadyResponseInfo_1.SerpGoogleLocalFinderTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLocalFinderTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/local_finder/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleLocalFinderTasksFixed(_response);
        });
    }
    processGoogleLocalFinderTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLocalFinderTasksFixedResponseInfo_1.SerpGoogleLocalFinderTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLocalFinderTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/local_finder/task_get/advanced/{id}";
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
            return this.processGoogleLocalFinderTaskGetAdvanced(_response);
        });
    }
    processGoogleLocalFinderTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLocalFinderTaskGetAdvancedResponseInfo_1.SerpGoogleLocalFinderTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLocalFinderTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/google/local_finder/task_get/html/{id}";
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
            return this.processGoogleLocalFinderTaskGetHtml(_response);
        });
    }
    processGoogleLocalFinderTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLocalFinderTaskGetHtmlResponseInfo_1.SerpGoogleLocalFinderTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLocalFinderLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/local_finder/live/advanced";
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
            return this.processGoogleLocalFinderLiveAdvanced(_response);
        });
    }
    processGoogleLocalFinderLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLocalFinderLiveAdvancedResponseInfo_1.SerpGoogleLocalFinderLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleLocalFinderLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/google/local_finder/live/html";
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
            return this.processGoogleLocalFinderLiveHtml(_response);
        });
    }
    processGoogleLocalFinderLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleLocalFinderLiveHtmlResponseInfo_1.SerpGoogleLocalFinderLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleNewsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/news/task_post";
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
            return this.processGoogleNewsTaskPost(_response);
        });
    }
    processGoogleNewsTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleNewsTaskPostResponseInfo_1.SerpGoogleNewsTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleNewsTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/news/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleNewsTasksReady(_response);
        });
    }
    processGoogleNewsTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleNewsTasksReadyResponseInfo_1.SerpGoogleNewsTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleNewsTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/news/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleNewsTasksFixed(_response);
        });
    }
    processGoogleNewsTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleNewsTasksFixedResponseInfo_1.SerpGoogleNewsTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleNewsTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/news/task_get/advanced/{id}";
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
            return this.processGoogleNewsTaskGetAdvanced(_response);
        });
    }
    processGoogleNewsTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleNewsTaskGetAdvancedResponseInfo_1.SerpGoogleNewsTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleNewsTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/google/news/task_get/html/{id}";
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
            return this.processGoogleNewsTaskGetHtml(_response);
        });
    }
    processGoogleNewsTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleNewsTaskGetHtmlResponseInfo_1.SerpGoogleNewsTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleNewsLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/news/live/advanced";
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
            return this.processGoogleNewsLiveAdvanced(_response);
        });
    }
    processGoogleNewsLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleNewsLiveAdvancedResponseInfo_1.SerpGoogleNewsLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleNewsLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/google/news/live/html";
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
            return this.processGoogleNewsLiveHtml(_response);
        });
    }
    processGoogleNewsLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleNewsLiveHtmlResponseInfo_1.SerpGoogleNewsLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleImagesTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/images/task_post";
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
            return this.processGoogleImagesTaskPost(_response);
        });
    }
    processGoogleImagesTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleImagesTaskPostResponseInfo_1.SerpGoogleImagesTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleImagesTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/images/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleImagesTasksReady(_response);
        });
    }
    processGoogleImagesTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleImagesTasksReadyResponseInfo_1.SerpGoogleImagesTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleImagesTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/images/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleImagesTasksFixed(_response);
        });
    }
    processGoogleImagesTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleImagesTasksFixedResponseInfo_1.SerpGoogleImagesTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleImagesTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/images/task_get/advanced/{id}";
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
            return this.processGoogleImagesTaskGetAdvanced(_response);
        });
    }
    processGoogleImagesTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleImagesTaskGetAdvancedResponseInfo_1.SerpGoogleImagesTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleImagesTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/google/images/task_get/html/{id}";
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
            return this.processGoogleImagesTaskGetHtml(_response);
        });
    }
    processGoogleImagesTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleImagesTaskGetHtmlResponseInfo_1.SerpGoogleImagesTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleImagesLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/images/live/advanced";
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
            return this.processGoogleImagesLiveAdvanced(_response);
        });
    }
    processGoogleImagesLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleImagesLiveAdvancedResponseInfo_1.SerpGoogleImagesLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleImagesLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/google/images/live/html";
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
            return this.processGoogleImagesLiveHtml(_response);
        });
    }
    processGoogleImagesLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleImagesLiveHtmlResponseInfo_1.SerpGoogleImagesLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleSearchByImageTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/search_by_image/task_post";
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
            return this.processGoogleSearchByImageTaskPost(_response);
        });
    }
    processGoogleSearchByImageTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleSearchByImageTaskPostResponseInfo_1.SerpGoogleSearchByImageTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleSearchByImageTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/search_by_image/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleSearchByImageTasksReady(_response);
        });
    }
    processGoogleSearchByImageTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleSearchByImageTasksReadyResponseInfo_1.SerpGoogleSearchByImageTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleSearchByImageTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/search_by_image/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleSearchByImageTasksFixed(_response);
        });
    }
    processGoogleSearchByImageTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleSearchByImageTasksFixedResponseInfo_1.SerpGoogleSearchByImageTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleSearchByImageTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/search_by_image/task_get/advanced/{id}";
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
            return this.processGoogleSearchByImageTaskGetAdvanced(_response);
        });
    }
    processGoogleSearchByImageTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleSearchByImageTaskGetAdvancedResponseInfo_1.SerpGoogleSearchByImageTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleJobsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/jobs/task_post";
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
            return this.processGoogleJobsTaskPost(_response);
        });
    }
    processGoogleJobsTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleJobsTaskPostResponseInfo_1.SerpGoogleJobsTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleJobsTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/jobs/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleJobsTasksReady(_response);
        });
    }
    processGoogleJobsTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleJobsTasksReadyResponseInfo_1.SerpGoogleJobsTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleJobsTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/jobs/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleJobsTasksFixed(_response);
        });
    }
    processGoogleJobsTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleJobsTasksFixedResponseInfo_1.SerpGoogleJobsTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleJobsTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/jobs/task_get/advanced/{id}";
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
            return this.processGoogleJobsTaskGetAdvanced(_response);
        });
    }
    processGoogleJobsTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleJobsTaskGetAdvancedResponseInfo_1.SerpGoogleJobsTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleJobsTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/google/jobs/task_get/html/{id}";
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
            return this.processGoogleJobsTaskGetHtml(_response);
        });
    }
    processGoogleJobsTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleJobsTaskGetHtmlResponseInfo_1.SerpGoogleJobsTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAutocompleteTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/autocomplete/task_post";
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
            return this.processGoogleAutocompleteTaskPost(_response);
        });
    }
    processGoogleAutocompleteTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAutocompleteTaskPostResponseInfo_1.SerpGoogleAutocompleteTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAutocompleteTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/autocomplete/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAutocompleteTasksReady(_response);
        });
    }
    processGoogleAutocompleteTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAutocompleteTasksReadyResponseInfo_1.SerpGoogleAutocompleteTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAutocompleteTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/autocomplete/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAutocompleteTasksFixed(_response);
        });
    }
    processGoogleAutocompleteTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAutocompleteTasksFixedResponseInfo_1.SerpGoogleAutocompleteTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAutocompleteTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/autocomplete/task_get/advanced/{id}";
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
            return this.processGoogleAutocompleteTaskGetAdvanced(_response);
        });
    }
    processGoogleAutocompleteTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAutocompleteTaskGetAdvancedResponseInfo_1.SerpGoogleAutocompleteTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAutocompleteLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/autocomplete/live/advanced";
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
            return this.processGoogleAutocompleteLiveAdvanced(_response);
        });
    }
    processGoogleAutocompleteLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAutocompleteLiveAdvancedResponseInfo_1.SerpGoogleAutocompleteLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetSearchTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_search/task_post";
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
            return this.processGoogleDatasetSearchTaskPost(_response);
        });
    }
    processGoogleDatasetSearchTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetSearchTaskPostResponseInfo_1.SerpGoogleDatasetSearchTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetSearchTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_search/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleDatasetSearchTasksReady(_response);
        });
    }
    processGoogleDatasetSearchTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetSearchTasksReadyResponseInfo_1.SerpGoogleDatasetSearchTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetSearchTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_search/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleDatasetSearchTasksFixed(_response);
        });
    }
    processGoogleDatasetSearchTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetSearchTasksFixedResponseInfo_1.SerpGoogleDatasetSearchTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetSearchTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_search/task_get/advanced/{id}";
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
            return this.processGoogleDatasetSearchTaskGetAdvanced(_response);
        });
    }
    processGoogleDatasetSearchTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetSearchTaskGetAdvancedResponseInfo_1.SerpGoogleDatasetSearchTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetSearchLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_search/live/advanced";
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
            return this.processGoogleDatasetSearchLiveAdvanced(_response);
        });
    }
    processGoogleDatasetSearchLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetSearchLiveAdvancedResponseInfo_1.SerpGoogleDatasetSearchLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetInfoTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_info/task_post";
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
            return this.processGoogleDatasetInfoTaskPost(_response);
        });
    }
    processGoogleDatasetInfoTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetInfoTaskPostResponseInfo_1.SerpGoogleDatasetInfoTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetInfoTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_info/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleDatasetInfoTasksReady(_response);
        });
    }
    processGoogleDatasetInfoTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetInfoTasksReadyResponseInfo_1.SerpGoogleDatasetInfoTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetInfoTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_info/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleDatasetInfoTasksFixed(_response);
        });
    }
    processGoogleDatasetInfoTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetInfoTasksFixedResponseInfo_1.SerpGoogleDatasetInfoTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetInfoTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_info/task_get/advanced/{id}";
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
            return this.processGoogleDatasetInfoTaskGetAdvanced(_response);
        });
    }
    processGoogleDatasetInfoTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetInfoTaskGetAdvancedResponseInfo_1.SerpGoogleDatasetInfoTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleDatasetInfoLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/dataset_info/live/advanced";
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
            return this.processGoogleDatasetInfoLiveAdvanced(_response);
        });
    }
    processGoogleDatasetInfoLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleDatasetInfoLiveAdvancedResponseInfo_1.SerpGoogleDatasetInfoLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAdsAdvertisersLocations() {
        let url_ = this.baseUrl + "/v3/serp/google/ads_advertisers/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsAdvertisersLocations(_response);
        });
    }
    processGoogleAdsAdvertisersLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAdsAdvertisersLocationsResponseInfo_1.SerpGoogleAdsAdvertisersLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAdsAdvertisersTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/ads_advertisers/task_post";
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
            return this.processGoogleAdsAdvertisersTaskPost(_response);
        });
    }
    processGoogleAdsAdvertisersTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAdsAdvertisersTaskPostResponseInfo_1.SerpGoogleAdsAdvertisersTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAdsAdvertisersTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/ads_advertisers/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsAdvertisersTasksReady(_response);
        });
    }
    processGoogleAdsAdvertisersTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAdsAdvertisersTasksReadyResponseInfo_1.SerpGoogleAdsAdvertisersTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAdsAdvertisersTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/ads_advertisers/task_get/advanced/{id}";
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
            return this.processGoogleAdsAdvertisersTaskGetAdvanced(_response);
        });
    }
    processGoogleAdsAdvertisersTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAdsAdvertisersTaskGetAdvancedResponseInfo_1.SerpGoogleAdsAdvertisersTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAdsSearchLocations() {
        let url_ = this.baseUrl + "/v3/serp/google/ads_search/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsSearchLocations(_response);
        });
    }
    processGoogleAdsSearchLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAdsSearchLocationsResponseInfo_1.SerpGoogleAdsSearchLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAdsSearchTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/ads_search/task_post";
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
            return this.processGoogleAdsSearchTaskPost(_response);
        });
    }
    processGoogleAdsSearchTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAdsSearchTaskPostResponseInfo_1.SerpGoogleAdsSearchTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAdsSearchTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/ads_search/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleAdsSearchTasksReady(_response);
        });
    }
    processGoogleAdsSearchTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAdsSearchTasksReadyResponseInfo_1.SerpGoogleAdsSearchTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleAdsSearchTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/ads_search/task_get/advanced/{id}";
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
            return this.processGoogleAdsSearchTaskGetAdvanced(_response);
        });
    }
    processGoogleAdsSearchTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleAdsSearchTaskGetAdvancedResponseInfo_1.SerpGoogleAdsSearchTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingLocations() {
        let url_ = this.baseUrl + "/v3/serp/bing/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingLocations(_response);
        });
    }
    processBingLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingLocationsResponseInfo_1.SerpBingLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/serp/bing/locations/{country}";
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
            return this.processBingLocationsCountry(_response);
        });
    }
    processBingLocationsCountry(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingLocationsCountryResponseInfo_1.SerpBingLocationsCountryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingLanguages() {
        let url_ = this.baseUrl + "/v3/serp/bing/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingLanguages(_response);
        });
    }
    processBingLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingLanguagesResponseInfo_1.SerpBingLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingOrganicTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/bing/organic/task_post";
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
            return this.processBingOrganicTaskPost(_response);
        });
    }
    processBingOrganicTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingOrganicTaskPostResponseInfo_1.SerpBingOrganicTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingOrganicTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/bing/organic/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingOrganicTasksReady(_response);
        });
    }
    processBingOrganicTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingOrganicTasksReadyResponseInfo_1.SerpBingOrganicTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingOrganicTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/bing/organic/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBingOrganicTasksFixed(_response);
        });
    }
    processBingOrganicTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingOrganicTasksFixedResponseInfo_1.SerpBingOrganicTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingOrganicTaskGetRegular(id) {
        let url_ = this.baseUrl + "/v3/serp/bing/organic/task_get/regular/{id}";
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
            return this.processBingOrganicTaskGetRegular(_response);
        });
    }
    processBingOrganicTaskGetRegular(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingOrganicTaskGetRegularResponseInfo_1.SerpBingOrganicTaskGetRegularResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingOrganicTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/bing/organic/task_get/advanced/{id}";
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
            return this.processBingOrganicTaskGetAdvanced(_response);
        });
    }
    processBingOrganicTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingOrganicTaskGetAdvancedResponseInfo_1.SerpBingOrganicTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingOrganicTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/bing/organic/task_get/html/{id}";
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
            return this.processBingOrganicTaskGetHtml(_response);
        });
    }
    processBingOrganicTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingOrganicTaskGetHtmlResponseInfo_1.SerpBingOrganicTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingOrganicLiveRegular(body) {
        let url_ = this.baseUrl + "/v3/serp/bing/organic/live/regular";
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
            return this.processBingOrganicLiveRegular(_response);
        });
    }
    processBingOrganicLiveRegular(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingOrganicLiveRegularResponseInfo_1.SerpBingOrganicLiveRegularResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingOrganicLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/bing/organic/live/advanced";
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
            return this.processBingOrganicLiveAdvanced(_response);
        });
    }
    processBingOrganicLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingOrganicLiveAdvancedResponseInfo_1.SerpBingOrganicLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    bingOrganicLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/bing/organic/live/html";
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
            return this.processBingOrganicLiveHtml(_response);
        });
    }
    processBingOrganicLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBingOrganicLiveHtmlResponseInfo_1.SerpBingOrganicLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeLocations() {
        let url_ = this.baseUrl + "/v3/serp/youtube/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeLocations(_response);
        });
    }
    processYoutubeLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeLocationsResponseInfo_1.SerpYoutubeLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/serp/youtube/locations/{country}";
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
            return this.processYoutubeLocationsCountry(_response);
        });
    }
    processYoutubeLocationsCountry(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeLocationsCountryResponseInfo_1.SerpYoutubeLocationsCountryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeLanguages() {
        let url_ = this.baseUrl + "/v3/serp/youtube/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeLanguages(_response);
        });
    }
    processYoutubeLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeLanguagesResponseInfo_1.SerpYoutubeLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoInfoTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_info/task_post";
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
            return this.processYoutubeVideoInfoTaskPost(_response);
        });
    }
    processYoutubeVideoInfoTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoInfoTaskPostResponseInfo_1.SerpYoutubeVideoInfoTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoInfoTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_info/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeVideoInfoTasksReady(_response);
        });
    }
    processYoutubeVideoInfoTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoInfoTasksReadyResponseInfo_1.SerpYoutubeVideoInfoTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoInfoTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_info/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeVideoInfoTasksFixed(_response);
        });
    }
    processYoutubeVideoInfoTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoInfoTasksFixedResponseInfo_1.SerpYoutubeVideoInfoTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoInfoTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_info/task_get/advanced/{id}";
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
            return this.processYoutubeVideoInfoTaskGetAdvanced(_response);
        });
    }
    processYoutubeVideoInfoTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoInfoTaskGetAdvancedResponseInfo_1.SerpYoutubeVideoInfoTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoInfoLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_info/live/advanced";
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
            return this.processYoutubeVideoInfoLiveAdvanced(_response);
        });
    }
    processYoutubeVideoInfoLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoInfoLiveAdvancedResponseInfo_1.SerpYoutubeVideoInfoLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeOrganicTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/youtube/organic/task_post";
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
            return this.processYoutubeOrganicTaskPost(_response);
        });
    }
    processYoutubeOrganicTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeOrganicTaskPostResponseInfo_1.SerpYoutubeOrganicTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeOrganicTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/youtube/organic/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeOrganicTasksReady(_response);
        });
    }
    processYoutubeOrganicTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeOrganicTasksReadyResponseInfo_1.SerpYoutubeOrganicTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeOrganicTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/youtube/organic/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeOrganicTasksFixed(_response);
        });
    }
    processYoutubeOrganicTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeOrganicTasksFixedResponseInfo_1.SerpYoutubeOrganicTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeOrganicTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/youtube/organic/task_get/advanced/{id}";
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
            return this.processYoutubeOrganicTaskGetAdvanced(_response);
        });
    }
    processYoutubeOrganicTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeOrganicTaskGetAdvancedResponseInfo_1.SerpYoutubeOrganicTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeOrganicLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/youtube/organic/live/advanced";
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
            return this.processYoutubeOrganicLiveAdvanced(_response);
        });
    }
    processYoutubeOrganicLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeOrganicLiveAdvancedResponseInfo_1.SerpYoutubeOrganicLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoSubtitlesTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_subtitles/task_post";
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
            return this.processYoutubeVideoSubtitlesTaskPost(_response);
        });
    }
    processYoutubeVideoSubtitlesTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoSubtitlesTaskPostResponseInfo_1.SerpYoutubeVideoSubtitlesTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoSubtitlesTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_subtitles/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeVideoSubtitlesTasksReady(_response);
        });
    }
    processYoutubeVideoSubtitlesTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoSubtitlesTasksReadyResponseInfo_1.SerpYoutubeVideoSubtitlesTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoSubtitlesTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_subtitles/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeVideoSubtitlesTasksFixed(_response);
        });
    }
    processYoutubeVideoSubtitlesTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoSubtitlesTasksFixedResponseInfo_1.SerpYoutubeVideoSubtitlesTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoSubtitlesTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_subtitles/task_get/advanced/{id}";
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
            return this.processYoutubeVideoSubtitlesTaskGetAdvanced(_response);
        });
    }
    processYoutubeVideoSubtitlesTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoSubtitlesTaskGetAdvancedResponseInfo_1.SerpYoutubeVideoSubtitlesTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoSubtitlesLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_subtitles/live/advanced";
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
            return this.processYoutubeVideoSubtitlesLiveAdvanced(_response);
        });
    }
    processYoutubeVideoSubtitlesLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoSubtitlesLiveAdvancedResponseInfo_1.SerpYoutubeVideoSubtitlesLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoCommentsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_comments/task_post";
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
            return this.processYoutubeVideoCommentsTaskPost(_response);
        });
    }
    processYoutubeVideoCommentsTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoCommentsTaskPostResponseInfo_1.SerpYoutubeVideoCommentsTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoCommentsTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_comments/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeVideoCommentsTasksReady(_response);
        });
    }
    processYoutubeVideoCommentsTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoCommentsTasksReadyResponseInfo_1.SerpYoutubeVideoCommentsTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoCommentsTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_comments/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYoutubeVideoCommentsTasksFixed(_response);
        });
    }
    processYoutubeVideoCommentsTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoCommentsTasksFixedResponseInfo_1.SerpYoutubeVideoCommentsTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoCommentsTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_comments/task_get/advanced/{id}";
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
            return this.processYoutubeVideoCommentsTaskGetAdvanced(_response);
        });
    }
    processYoutubeVideoCommentsTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoCommentsTaskGetAdvancedResponseInfo_1.SerpYoutubeVideoCommentsTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    youtubeVideoCommentsLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/youtube/video_comments/live/advanced";
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
            return this.processYoutubeVideoCommentsLiveAdvanced(_response);
        });
    }
    processYoutubeVideoCommentsLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYoutubeVideoCommentsLiveAdvancedResponseInfo_1.SerpYoutubeVideoCommentsLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooLocations() {
        let url_ = this.baseUrl + "/v3/serp/yahoo/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYahooLocations(_response);
        });
    }
    processYahooLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooLocationsResponseInfo_1.SerpYahooLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/serp/yahoo/locations/{country}";
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
            return this.processYahooLocationsCountry(_response);
        });
    }
    processYahooLocationsCountry(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooLocationsCountryResponseInfo_1.SerpYahooLocationsCountryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooLanguages() {
        let url_ = this.baseUrl + "/v3/serp/yahoo/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYahooLanguages(_response);
        });
    }
    processYahooLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooLanguagesResponseInfo_1.SerpYahooLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooOrganicTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/yahoo/organic/task_post";
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
            return this.processYahooOrganicTaskPost(_response);
        });
    }
    processYahooOrganicTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooOrganicTaskPostResponseInfo_1.SerpYahooOrganicTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooOrganicTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/yahoo/organic/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYahooOrganicTasksReady(_response);
        });
    }
    processYahooOrganicTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooOrganicTasksReadyResponseInfo_1.SerpYahooOrganicTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooOrganicTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/yahoo/organic/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processYahooOrganicTasksFixed(_response);
        });
    }
    processYahooOrganicTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooOrganicTasksFixedResponseInfo_1.SerpYahooOrganicTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooOrganicTaskGetRegular(id) {
        let url_ = this.baseUrl + "/v3/serp/yahoo/organic/task_get/regular/{id}";
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
            return this.processYahooOrganicTaskGetRegular(_response);
        });
    }
    processYahooOrganicTaskGetRegular(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooOrganicTaskGetRegularResponseInfo_1.SerpYahooOrganicTaskGetRegularResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooOrganicTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/yahoo/organic/task_get/advanced/{id}";
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
            return this.processYahooOrganicTaskGetAdvanced(_response);
        });
    }
    processYahooOrganicTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooOrganicTaskGetAdvancedResponseInfo_1.SerpYahooOrganicTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooOrganicTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/yahoo/organic/task_get/html/{id}";
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
            return this.processYahooOrganicTaskGetHtml(_response);
        });
    }
    processYahooOrganicTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooOrganicTaskGetHtmlResponseInfo_1.SerpYahooOrganicTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooOrganicLiveRegular(body) {
        let url_ = this.baseUrl + "/v3/serp/yahoo/organic/live/regular";
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
            return this.processYahooOrganicLiveRegular(_response);
        });
    }
    processYahooOrganicLiveRegular(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooOrganicLiveRegularResponseInfo_1.SerpYahooOrganicLiveRegularResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooOrganicLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/yahoo/organic/live/advanced";
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
            return this.processYahooOrganicLiveAdvanced(_response);
        });
    }
    processYahooOrganicLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooOrganicLiveAdvancedResponseInfo_1.SerpYahooOrganicLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    yahooOrganicLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/yahoo/organic/live/html";
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
            return this.processYahooOrganicLiveHtml(_response);
        });
    }
    processYahooOrganicLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpYahooOrganicLiveHtmlResponseInfo_1.SerpYahooOrganicLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    baiduLocations() {
        let url_ = this.baseUrl + "/v3/serp/baidu/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBaiduLocations(_response);
        });
    }
    processBaiduLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBaiduLocationsResponseInfo_1.SerpBaiduLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    baiduLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/serp/baidu/locations/{country}";
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
            return this.processBaiduLocationsCountry(_response);
        });
    }
    processBaiduLocationsCountry(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBaiduLocationsCountryResponseInfo_1.SerpBaiduLocationsCountryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    baiduLanguages() {
        let url_ = this.baseUrl + "/v3/serp/baidu/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBaiduLanguages(_response);
        });
    }
    processBaiduLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBaiduLanguagesResponseInfo_1.SerpBaiduLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    baiduOrganicTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/baidu/organic/task_post";
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
            return this.processBaiduOrganicTaskPost(_response);
        });
    }
    processBaiduOrganicTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBaiduOrganicTaskPostResponseInfo_1.SerpBaiduOrganicTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    baiduOrganicTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/baidu/organic/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBaiduOrganicTasksReady(_response);
        });
    }
    processBaiduOrganicTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBaiduOrganicTasksReadyResponseInfo_1.SerpBaiduOrganicTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    baiduOrganicTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/baidu/organic/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processBaiduOrganicTasksFixed(_response);
        });
    }
    processBaiduOrganicTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBaiduOrganicTasksFixedResponseInfo_1.SerpBaiduOrganicTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    baiduOrganicTaskGetRegular(id) {
        let url_ = this.baseUrl + "/v3/serp/baidu/organic/task_get/regular/{id}";
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
            return this.processBaiduOrganicTaskGetRegular(_response);
        });
    }
    processBaiduOrganicTaskGetRegular(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBaiduOrganicTaskGetRegularResponseInfo_1.SerpBaiduOrganicTaskGetRegularResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    baiduOrganicTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/baidu/organic/task_get/advanced/{id}";
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
            return this.processBaiduOrganicTaskGetAdvanced(_response);
        });
    }
    processBaiduOrganicTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBaiduOrganicTaskGetAdvancedResponseInfo_1.SerpBaiduOrganicTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    baiduOrganicTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/baidu/organic/task_get/html/{id}";
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
            return this.processBaiduOrganicTaskGetHtml(_response);
        });
    }
    processBaiduOrganicTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpBaiduOrganicTaskGetHtmlResponseInfo_1.SerpBaiduOrganicTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    naverOrganicTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/naver/organic/task_post";
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
            return this.processNaverOrganicTaskPost(_response);
        });
    }
    processNaverOrganicTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpNaverOrganicTaskPostResponseInfo_1.SerpNaverOrganicTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    naverOrganicTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/naver/organic/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processNaverOrganicTasksReady(_response);
        });
    }
    processNaverOrganicTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpNaverOrganicTasksReadyResponseInfo_1.SerpNaverOrganicTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    naverOrganicTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/naver/organic/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processNaverOrganicTasksFixed(_response);
        });
    }
    processNaverOrganicTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpNaverOrganicTasksFixedResponseInfo_1.SerpNaverOrganicTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    naverOrganicTaskGetRegular(id) {
        let url_ = this.baseUrl + "/v3/serp/naver/organic/task_get/regular/{id}";
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
            return this.processNaverOrganicTaskGetRegular(_response);
        });
    }
    processNaverOrganicTaskGetRegular(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpNaverOrganicTaskGetRegularResponseInfo_1.SerpNaverOrganicTaskGetRegularResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    naverOrganicTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/naver/organic/task_get/advanced/{id}";
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
            return this.processNaverOrganicTaskGetAdvanced(_response);
        });
    }
    processNaverOrganicTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpNaverOrganicTaskGetAdvancedResponseInfo_1.SerpNaverOrganicTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    naverOrganicTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/naver/organic/task_get/html/{id}";
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
            return this.processNaverOrganicTaskGetHtml(_response);
        });
    }
    processNaverOrganicTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpNaverOrganicTaskGetHtmlResponseInfo_1.SerpNaverOrganicTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    seznamLocations() {
        let url_ = this.baseUrl + "/v3/serp/seznam/locations";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processSeznamLocations(_response);
        });
    }
    processSeznamLocations(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpSeznamLocationsResponseInfo_1.SerpSeznamLocationsResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    seznamLocationsCountry(country) {
        let url_ = this.baseUrl + "/v3/serp/seznam/locations/{country}";
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
            return this.processSeznamLocationsCountry(_response);
        });
    }
    processSeznamLocationsCountry(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpSeznamLocationsCountryResponseInfo_1.SerpSeznamLocationsCountryResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    seznamLanguages() {
        let url_ = this.baseUrl + "/v3/serp/seznam/languages";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processSeznamLanguages(_response);
        });
    }
    processSeznamLanguages(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpSeznamLanguagesResponseInfo_1.SerpSeznamLanguagesResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    seznamOrganicTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/seznam/organic/task_post";
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
            return this.processSeznamOrganicTaskPost(_response);
        });
    }
    processSeznamOrganicTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpSeznamOrganicTaskPostResponseInfo_1.SerpSeznamOrganicTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    seznamOrganicTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/seznam/organic/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processSeznamOrganicTasksReady(_response);
        });
    }
    processSeznamOrganicTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpSeznamOrganicTasksReadyResponseInfo_1.SerpSeznamOrganicTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    seznamOrganicTasksFixed() {
        let url_ = this.baseUrl + "/v3/serp/seznam/organic/tasks_fixed";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processSeznamOrganicTasksFixed(_response);
        });
    }
    processSeznamOrganicTasksFixed(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpSeznamOrganicTasksFixedResponseInfo_1.SerpSeznamOrganicTasksFixedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    seznamOrganicTaskGetRegular(id) {
        let url_ = this.baseUrl + "/v3/serp/seznam/organic/task_get/regular/{id}";
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
            return this.processSeznamOrganicTaskGetRegular(_response);
        });
    }
    processSeznamOrganicTaskGetRegular(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpSeznamOrganicTaskGetRegularResponseInfo_1.SerpSeznamOrganicTaskGetRegularResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    seznamOrganicTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/seznam/organic/task_get/advanced/{id}";
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
            return this.processSeznamOrganicTaskGetAdvanced(_response);
        });
    }
    processSeznamOrganicTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpSeznamOrganicTaskGetAdvancedResponseInfo_1.SerpSeznamOrganicTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    seznamOrganicTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/seznam/organic/task_get/html/{id}";
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
            return this.processSeznamOrganicTaskGetHtml(_response);
        });
    }
    processSeznamOrganicTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpSeznamOrganicTaskGetHtmlResponseInfo_1.SerpSeznamOrganicTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceExploreTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_explore/task_post";
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
            return this.processGoogleFinanceExploreTaskPost(_response);
        });
    }
    processGoogleFinanceExploreTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceExploreTaskPostResponseInfo_1.SerpGoogleFinanceExploreTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceExploreTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/finance_explore/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleFinanceExploreTasksReady(_response);
        });
    }
    processGoogleFinanceExploreTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceExploreTasksReadyResponseInfo_1.SerpGoogleFinanceExploreTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceExploreTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_explore/task_get/advanced/{id}";
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
            return this.processGoogleFinanceExploreTaskGetAdvanced(_response);
        });
    }
    processGoogleFinanceExploreTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceExploreTaskGetAdvancedResponseInfo_1.SerpGoogleFinanceExploreTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceExploreTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_explore/task_get/html/{id}";
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
            return this.processGoogleFinanceExploreTaskGetHtml(_response);
        });
    }
    processGoogleFinanceExploreTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceExploreTaskGetHtmlResponseInfo_1.SerpGoogleFinanceExploreTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceExploreLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_explore/live/advanced";
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
            return this.processGoogleFinanceExploreLiveAdvanced(_response);
        });
    }
    processGoogleFinanceExploreLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceExploreLiveAdvancedResponseInfo_1.SerpGoogleFinanceExploreLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceExploreLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_explore/live/html";
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
            return this.processGoogleFinanceExploreLiveHtml(_response);
        });
    }
    processGoogleFinanceExploreLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceExploreLiveHtmlResponseInfo_1.SerpGoogleFinanceExploreLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceMarketsTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_markets/task_post";
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
            return this.processGoogleFinanceMarketsTaskPost(_response);
        });
    }
    processGoogleFinanceMarketsTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceMarketsTaskPostResponseInfo_1.SerpGoogleFinanceMarketsTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceMarketsTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/finance_markets/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleFinanceMarketsTasksReady(_response);
        });
    }
    processGoogleFinanceMarketsTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceMarketsTasksReadyResponseInfo_1.SerpGoogleFinanceMarketsTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceMarketsTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_markets/task_get/advanced/{id}";
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
            return this.processGoogleFinanceMarketsTaskGetAdvanced(_response);
        });
    }
    processGoogleFinanceMarketsTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceMarketsTaskGetAdvancedResponseInfo_1.SerpGoogleFinanceMarketsTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceMarketsTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_markets/task_get/html/{id}";
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
            return this.processGoogleFinanceMarketsTaskGetHtml(_response);
        });
    }
    processGoogleFinanceMarketsTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceMarketsTaskGetHtmlResponseInfo_1.SerpGoogleFinanceMarketsTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceMarketsLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_markets/live/advanced";
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
            return this.processGoogleFinanceMarketsLiveAdvanced(_response);
        });
    }
    processGoogleFinanceMarketsLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceMarketsLiveAdvancedResponseInfo_1.SerpGoogleFinanceMarketsLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceMarketsLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_markets/live/html";
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
            return this.processGoogleFinanceMarketsLiveHtml(_response);
        });
    }
    processGoogleFinanceMarketsLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceMarketsLiveHtmlResponseInfo_1.SerpGoogleFinanceMarketsLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceQuoteTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_quote/task_post";
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
            return this.processGoogleFinanceQuoteTaskPost(_response);
        });
    }
    processGoogleFinanceQuoteTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceQuoteTaskPostResponseInfo_1.SerpGoogleFinanceQuoteTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceQuoteTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/finance_quote/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleFinanceQuoteTasksReady(_response);
        });
    }
    processGoogleFinanceQuoteTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceQuoteTasksReadyResponseInfo_1.SerpGoogleFinanceQuoteTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceQuoteTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_quote/task_get/advanced/{id}";
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
            return this.processGoogleFinanceQuoteTaskGetAdvanced(_response);
        });
    }
    processGoogleFinanceQuoteTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceQuoteTaskGetAdvancedResponseInfo_1.SerpGoogleFinanceQuoteTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceQuoteTaskGetHtml(id) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_quote/task_get/html/{id}";
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
            return this.processGoogleFinanceQuoteTaskGetHtml(_response);
        });
    }
    processGoogleFinanceQuoteTaskGetHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceQuoteTaskGetHtmlResponseInfo_1.SerpGoogleFinanceQuoteTaskGetHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceQuoteLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_quote/live/advanced";
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
            return this.processGoogleFinanceQuoteLiveAdvanced(_response);
        });
    }
    processGoogleFinanceQuoteLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceQuoteLiveAdvancedResponseInfo_1.SerpGoogleFinanceQuoteLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceQuoteLiveHtml(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_quote/live/html";
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
            return this.processGoogleFinanceQuoteLiveHtml(_response);
        });
    }
    processGoogleFinanceQuoteLiveHtml(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceQuoteLiveHtmlResponseInfo_1.SerpGoogleFinanceQuoteLiveHtmlResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceTickerSearchTaskPost(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_ticker_search/task_post";
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
            return this.processGoogleFinanceTickerSearchTaskPost(_response);
        });
    }
    processGoogleFinanceTickerSearchTaskPost(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceTickerSearchTaskPostResponseInfo_1.SerpGoogleFinanceTickerSearchTaskPostResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceTickerSearchTasksReady() {
        let url_ = this.baseUrl + "/v3/serp/google/finance_ticker_search/tasks_ready";
        url_ = url_.replace(/[?&]$/, "");
        let options_ = {
            method: "GET",
            headers: {
                "Accept": "application/json",
                "User-Agent": "typescript-client/2.1.7",
            }
        };
        return this.http.fetch(url_, options_).then((_response) => {
            return this.processGoogleFinanceTickerSearchTasksReady(_response);
        });
    }
    processGoogleFinanceTickerSearchTasksReady(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceTickerSearchTasksReadyResponseInfo_1.SerpGoogleFinanceTickerSearchTasksReadyResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceTickerSearchTaskGetAdvanced(id) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_ticker_search/task_get/advanced/{id}";
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
            return this.processGoogleFinanceTickerSearchTaskGetAdvanced(_response);
        });
    }
    processGoogleFinanceTickerSearchTaskGetAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceTickerSearchTaskGetAdvancedResponseInfo_1.SerpGoogleFinanceTickerSearchTaskGetAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
            });
        }
        else if (status !== 200 && status !== 204) {
            return response.text().then((_responseText) => {
                return (0, ApiException_1.throwException)("An unexpected server error occurred.", status, _responseText, _headers);
            });
        }
        return Promise.resolve(null);
    }
    googleFinanceTickerSearchLiveAdvanced(body) {
        let url_ = this.baseUrl + "/v3/serp/google/finance_ticker_search/live/advanced";
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
            return this.processGoogleFinanceTickerSearchLiveAdvanced(_response);
        });
    }
    processGoogleFinanceTickerSearchLiveAdvanced(response) {
        const status = response.status;
        let _headers = {};
        if (response.headers && response.headers.forEach) {
            response.headers.forEach((v, k) => _headers[k] = v);
        }
        ;
        if (status === 200) {
            return response.text().then((_responseText) => {
                let result200 = null;
                let resultData200 = _responseText === "" ? null : JSON.parse(_responseText, this.jsonParseReviver);
                result200 = resultData200 ? SerpGoogleFinanceTickerSearchLiveAdvancedResponseInfo_1.SerpGoogleFinanceTickerSearchLiveAdvancedResponseInfo.fromJS(resultData200) : null;
                return result200;
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
exports.SerpApi = SerpApi;
//# sourceMappingURL=SerpApi.js.map