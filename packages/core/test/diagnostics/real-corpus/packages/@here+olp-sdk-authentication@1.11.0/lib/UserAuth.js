"use strict";
/*
 * Copyright (C) 2019-2020 HERE Europe B.V.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 *
 * SPDX-License-Identifier: Apache-2.0
 * License-Filename: LICENSE
 */
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.UserAuth = void 0;
const olp_sdk_core_1 = require("@here/olp-sdk-core");
/**
 * Used to get and validate an access token, and to get user data.
 */
class UserAuth {
    /**
     * Creates the [[UserAuth]] instance.
     *
     * @param config Parameters for authentication.
     * @return The [[UserAuth]] instance.
     */
    constructor(config) {
        this.config = config;
        this.m_credentials = {};
        if (this.config.customUrl !== undefined) {
            this.m_apiUrl = this.config.customUrl;
        }
        else {
            switch (this.config.env) {
                case "here":
                    this.m_apiUrl = "https://account.api.here.com/";
                    break;
                case "here-dev":
                    this.m_apiUrl = "https://stg.account.api.here.com/";
                    break;
                case "here-cn":
                    this.m_apiUrl =
                        "https://elb.cn-northwest-1.account.hereapi.cn/";
                    break;
                case "here-cn-dev":
                    this.m_apiUrl =
                        "https://elb.cn-northwest-1.account.sit.hereapi.cn/";
                    break;
                default:
                    this.m_apiUrl = "https://account.api.here.com/";
                    break;
            }
        }
        if (!config.credentials) {
            throw new Error(`The credentials has not been added, please add credentials!`);
        }
        this.m_scope = config.scope;
        this.m_credentials = config.credentials;
        this.m_expiresIn = config.expiresIn;
    }
    /**
     * Retrieves the access token.
     *
     * @return The access token if it is valid, or an error if at least one of the following credentials is not stated:
     * access key ID or access key secret.
     */
    getToken() {
        return __awaiter(this, void 0, void 0, function* () {
            if (this.tokenIsValid()) {
                return this.m_accessToken;
            }
            if (!this.m_credentials ||
                !this.m_credentials.accessKeyId ||
                !this.m_credentials.accessKeySecret) {
                return Promise.reject("Error getting token. The credentials has not been added!");
            }
            const response = yield this.config
                .tokenRequester({
                url: this.config.customUrl || this.m_apiUrl + "oauth2/token",
                consumerKey: this.m_credentials.accessKeyId,
                secretKey: this.m_credentials.accessKeySecret,
                scope: this.m_scope,
                expiresIn: this.m_expiresIn
            })
                .catch(err => Promise.reject(err));
            if (response.accessToken) {
                this.m_accessToken = response.accessToken;
            }
            else {
                return Promise.reject(response);
            }
            this.m_expirationDate = new Date();
            if (response.expiresIn !== undefined) {
                this.m_expirationDate.setSeconds(this.m_expirationDate.getSeconds() + response.expiresIn);
            }
            return this.m_accessToken;
        });
    }
    /**
     * Validates the access token.
     *
     * @param token The string containing the token.
     * @return True if the access token is valid, false otherwise.
     */
    validateAccessToken(token) {
        return __awaiter(this, void 0, void 0, function* () {
            const body = {
                token
            };
            const headers = new Headers({
                Authorization: "Bearer " + token,
                "Content-Type": "application/json"
            });
            const request = yield fetch(this.m_apiUrl + "verify/accessToken" + `?${olp_sdk_core_1.SENT_WITH_PARAM}`, {
                method: "POST",
                body: JSON.stringify(body),
                headers
            });
            if (!request.ok) {
                return Promise.reject(new olp_sdk_core_1.HttpError(request.status, request.statusText));
            }
            return Promise.resolve(true);
        });
    }
    /**
     * Retrieves user data.
     *
     * @param userToken The string that contains the user token.
     * @return The `json` object with the user data.
     */
    getUserInfo(userToken) {
        return __awaiter(this, void 0, void 0, function* () {
            const headers = new Headers({
                Authorization: "Bearer " + userToken,
                "Content-Type": "application/json"
            });
            const request = yield fetch(this.m_apiUrl + "user/me" + `?${olp_sdk_core_1.SENT_WITH_PARAM}`, {
                method: "GET",
                headers
            });
            if (!request.ok) {
                return Promise.reject(new olp_sdk_core_1.HttpError(request.status, `Error fetching user info: ${request.statusText}`));
            }
            return request.json();
        });
    }
    tokenIsValid() {
        if (this.m_accessToken === undefined ||
            this.m_expirationDate === undefined) {
            return false;
        }
        if (new Date() >= this.m_expirationDate) {
            return false;
        }
        return true;
    }
}
exports.UserAuth = UserAuth;
