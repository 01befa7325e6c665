"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.chatStream = void 0;
const additionalHeaders_1 = require("../../utils/additionalHeaders");
const assistant_data_1 = require("../../pinecone-generated-ts-fetch/assistant_data");
const utils_1 = require("../../utils");
const requestPath_1 = require("../../utils/requestPath");
const errors_1 = require("../../errors");
const chat_1 = require("./chat");
const chatStream = (assistantName, apiProvider, config) => {
    return async (options) => {
        const fetch = (0, utils_1.getFetch)(config);
        (0, chat_1.validateChatOptions)(options);
        const hostUrl = await apiProvider.provideHostUrl();
        const chatUrl = `${hostUrl}/chat/${encodeURIComponent(assistantName)}`;
        (0, requestPath_1.assertRequestPathIsAddressable)(chatUrl);
        const requestHeaders = {
            'Api-Key': config.apiKey,
            'User-Agent': (0, utils_1.buildUserAgent)(config),
            'X-Pinecone-Api-Version': assistant_data_1.X_PINECONE_API_VERSION,
            ...(0, additionalHeaders_1.withoutContentType)(config.additionalHeaders),
            'Content-Type': 'application/json',
        };
        // Format context options if any are provided
        let contextOptions = undefined;
        if (options.contextOptions) {
            contextOptions = {
                top_k: options.contextOptions.topK,
                snippet_size: options.contextOptions.snippetSize,
                multimodal: options.contextOptions.multimodal,
                include_binary_content: options.contextOptions.includeBinaryContent,
            };
        }
        // Note: This operation uses direct fetch() for streaming support.
        const response = await fetch(chatUrl, {
            method: 'POST',
            headers: requestHeaders,
            body: JSON.stringify({
                messages: (0, chat_1.messagesValidation)(options),
                stream: true,
                model: (0, chat_1.modelValidation)(options),
                temperature: options.temperature,
                filter: options.filter,
                json_response: options.jsonResponse,
                include_highlights: options.includeHighlights,
                context_options: contextOptions,
            }),
        });
        if (response.ok && response.body) {
            const { Readable } = await import('node:stream');
            const nodeReadable = Readable.fromWeb(response.body);
            return new utils_1.ChatStream(nodeReadable);
        }
        else {
            const err = await (0, errors_1.handleApiError)(new assistant_data_1.ResponseError(response, 'Response returned an error'), undefined, chatUrl);
            throw err;
        }
    };
};
exports.chatStream = chatStream;
//# sourceMappingURL=chatStream.js.map