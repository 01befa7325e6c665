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
exports.requestToken_common = void 0;
const olp_sdk_core_1 = require("@here/olp-sdk-core");
const UID_SIZE = 16;
const MINS_PER_HOUR = 60;
const SECS_PER_MIN = 60;
const MILLISECS_PER_SEC = 1000;
function signLatin1(data, secretKey, tokenSigner) {
    return __awaiter(this, void 0, void 0, function* () {
        const buf = new Uint8Array(data.length);
        for (let i = 0; i < data.length; ++i) {
            buf[i] = data.charCodeAt(i);
        }
        return tokenSigner.sign(buf.buffer, secretKey);
    });
}
function generateUid(randomValues) {
    const pad2 = (str) => (str.length === 1 ? "0" + str : str);
    return randomValues.reduce((result, byte) => (result += pad2(byte.toString(UID_SIZE))), "");
}
function getOAuthAuthorization(args, tokenSigner) {
    return __awaiter(this, void 0, void 0, function* () {
        if (args.timestamp === undefined) {
            args.timestamp = Math.floor(Date.now() / MILLISECS_PER_SEC);
        }
        if (args.nonce === undefined) {
            args.nonce = generateUid(tokenSigner.getRandomValues(new Uint8Array(UID_SIZE)));
        }
        const signatureBase = "POST&" +
            encodeURIComponent(args.url) +
            "&" +
            encodeURIComponent(`oauth_consumer_key=${args.consumerKey}&oauth_nonce=${args.nonce}&oauth_signature_method=HMAC-SHA256&oauth_timestamp=${args.timestamp}&oauth_version=1.0&${olp_sdk_core_1.SENT_WITH_PARAM}`);
        const signature = yield signLatin1(signatureBase, args.secretKey + "&", tokenSigner);
        return `OAuth oauth_consumer_key="${encodeURIComponent(args.consumerKey)}",oauth_nonce="${encodeURIComponent(args.nonce)}",oauth_signature_method="HMAC-SHA256",oauth_timestamp="${args.timestamp}",oauth_version="1.0",oauth_signature="${encodeURIComponent(signature)}"`;
    });
}
/**
 * Creates an access token.
 *
 * @param args The arguments needed to get the access token.
 * @param tokenSigner The encrypted ID for the access token.
 * @return The access token.
 */
function requestToken_common(args, tokenSigner) {
    return __awaiter(this, void 0, void 0, function* () {
        const authorization = yield getOAuthAuthorization(args, tokenSigner);
        const body = {
            grantType: "client_credentials",
            scope: args.scope,
            expiresIn: args.expiresIn === undefined
                ? SECS_PER_MIN * MINS_PER_HOUR
                : args.expiresIn
        };
        const headers = new Headers({
            Authorization: authorization,
            "Content-Type": "application/json"
        });
        const requestInit = {
            method: "POST",
            body: JSON.stringify(body),
            headers
        };
        const request = yield fetch(olp_sdk_core_1.addSentWithParam(args.url), requestInit);
        if (!request.ok) {
            return Promise.reject(new olp_sdk_core_1.HttpError(request.status, request.statusText));
        }
        return request.json();
    });
}
exports.requestToken_common = requestToken_common;
