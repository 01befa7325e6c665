"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sendFileMultipart = sendFileMultipart;
const additionalHeaders_1 = require("../../utils/additionalHeaders");
const assistant_data_1 = require("../../pinecone-generated-ts-fetch/assistant_data");
const errors_1 = require("../../errors");
const utils_1 = require("../../utils");
const requestPath_1 = require("../../utils/requestPath");
/**
 * Sends a file to an assistant as a `multipart/form-data` request and parses
 * the response into an {@link OperationModel}.
 *
 * Shared by {@link uploadFile} (`POST /files/{assistant_name}`) and
 * {@link upsertFile} (`PUT /files/{assistant_name}/{assistant_file_id}`). The
 * caller is responsible for building the target `url` (including any query
 * params such as `multimodal`).
 *
 * `Blob` and `Buffer` inputs are replayable, so they use the retrying fetch.
 * `ReadableStream` inputs are streamed in a single attempt with no retries
 * because the stream is consumed on first read and cannot be replayed.
 *
 * @param method - The HTTP method to use (`POST` for upload, `PUT` for upsert).
 * @param url - The fully-built request URL.
 * @param input - The file content to send.
 * @param config - The Pinecone configuration object.
 * @param metadata - Optional metadata to attach to the file. Not all endpoints
 *   accept metadata; callers that don't support it should omit this argument.
 */
async function sendFileMultipart(method, url, input, config, metadata) {
    (0, requestPath_1.assertRequestPathIsAddressable)(url);
    const requestHeaders = buildRequestHeaders(config);
    if (input.path) {
        return uploadFromPath(method, input.path, url, requestHeaders, config, metadata);
    }
    return uploadFromFile(method, input.file, input.fileName, url, requestHeaders, config, metadata);
}
// --- Path-based upload (async read → Blob → FormData, retries supported) ---
async function uploadFromPath(method, filePath, url, requestHeaders, config, metadata) {
    const fetch = (0, utils_1.getFetch)(config);
    const [fs, path] = await Promise.all([import('fs'), import('path')]);
    const fileBuffer = await fs.promises.readFile(filePath);
    const fileName = path.basename(filePath);
    const mimeType = getMimeType(fileName);
    const fileBlob = new Blob([fileBuffer], { type: mimeType });
    const formData = new FormData();
    formData.append('file', fileBlob, fileName);
    if (metadata) {
        formData.append('metadata', new Blob([JSON.stringify(metadata)], { type: 'application/json' }));
    }
    return executeUpload(fetch, method, url, requestHeaders, formData);
}
// --- File/stream/buffer upload ---
async function uploadFromFile(method, file, fileName, url, requestHeaders, config, metadata) {
    const mimeType = getMimeType(fileName);
    if (file instanceof Blob) {
        // Blob is replayable — retries are safe
        const fetch = (0, utils_1.getFetch)(config);
        const formData = new FormData();
        formData.append('file', file, fileName);
        if (metadata) {
            formData.append('metadata', new Blob([JSON.stringify(metadata)], { type: 'application/json' }));
        }
        return executeUpload(fetch, method, url, requestHeaders, formData);
    }
    if (file instanceof Uint8Array) {
        // In-memory bytes (Buffer or any Uint8Array) are replayable — wrap in
        // Blob and use retrying fetch. Extract the exact ArrayBuffer slice to
        // satisfy BlobPart's ArrayBufferView<ArrayBuffer> constraint (Buffer and
        // other views may be backed by ArrayBufferLike).
        const fetch = (0, utils_1.getFetch)(config);
        const fileBlob = new Blob([
            file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
        ], { type: mimeType });
        const formData = new FormData();
        formData.append('file', fileBlob, fileName);
        if (metadata) {
            formData.append('metadata', new Blob([JSON.stringify(metadata)], { type: 'application/json' }));
        }
        return executeUpload(fetch, method, url, requestHeaders, formData);
    }
    // Async iterable (e.g. Node.js Readable) — consumed on first read, no retries
    const fetch = (0, utils_1.getNonRetryingFetch)(config);
    const { body, contentType } = await buildMultipartBody(file, fileName, mimeType, metadata);
    return executeStreamUpload(fetch, method, url, requestHeaders, body, contentType);
}
// --- Shared response handling ---
async function executeUpload(fetch, method, url, requestHeaders, body) {
    // A FormData body must not carry an explicit Content-Type: the runtime generates the
    // multipart boundary itself, and a caller's additionalHeaders entry would otherwise
    // silently replace it and break the upload.
    const headers = Object.fromEntries(Object.entries(requestHeaders).filter(([key]) => key.toLowerCase() !== 'content-type'));
    const response = await fetch(url, {
        method,
        headers,
        body,
    });
    return parseResponse(response, url);
}
async function executeStreamUpload(fetch, method, url, requestHeaders, body, contentType) {
    const response = await fetch(url, {
        method,
        headers: { ...requestHeaders, 'Content-Type': contentType },
        body,
        // undici (Node.js built-in fetch) requires duplex: 'half' for streaming
        // request bodies. The RequestInit type doesn't include this field yet.
        ...{ duplex: 'half' },
    });
    return parseResponse(response, url);
}
async function parseResponse(response, url) {
    if (response.ok) {
        return await new assistant_data_1.JSONApiResponse(response, (jsonValue) => (0, assistant_data_1.OperationModelFromJSON)(jsonValue)).value();
    }
    else {
        const err = await (0, errors_1.handleApiError)(new assistant_data_1.ResponseError(response, 'Response returned an error'), undefined, url);
        throw err;
    }
}
// --- Streaming multipart body construction ---
/**
 * Builds a multipart/form-data body as a streaming ReadableStream without
 * buffering the file content. The returned body and contentType header should
 * be passed directly to fetch().
 */
async function buildMultipartBody(stream, fileName, mimeType, metadata) {
    const { Readable } = await import('stream');
    const boundary = `----PineconeBoundary${Math.random().toString(36).slice(2)}`;
    const encoder = new TextEncoder();
    const preambleParts = [];
    if (metadata) {
        preambleParts.push(encoder.encode(`--${boundary}\r\n` +
            `Content-Disposition: form-data; name="metadata"\r\n` +
            `Content-Type: application/json\r\n` +
            `\r\n` +
            JSON.stringify(metadata) +
            `\r\n`));
    }
    preambleParts.push(encoder.encode(`--${boundary}\r\n` +
        `Content-Disposition: form-data; name="file"; filename="${escapeFilename(fileName)}"\r\n` +
        `Content-Type: ${mimeType}\r\n` +
        `\r\n`));
    const totalLength = preambleParts.reduce((sum, p) => sum + p.length, 0);
    const header = new Uint8Array(totalLength);
    let offset = 0;
    for (const part of preambleParts) {
        header.set(part, offset);
        offset += part.length;
    }
    const footer = encoder.encode(`\r\n--${boundary}--\r\n`);
    // Convert the async iterable (or Node.js Readable) to a Web ReadableStream
    const webStream = Readable.toWeb(stream instanceof Readable ? stream : Readable.from(stream));
    const reader = webStream.getReader();
    let phase = 'header';
    // Use pull (not start) so chunks are read on demand as fetch consumes the
    // body. start runs eagerly and enqueue() ignores backpressure, which would
    // buffer the entire stream in the internal queue before upload begins.
    const body = new ReadableStream({
        async pull(controller) {
            if (phase === 'header') {
                controller.enqueue(header);
                phase = 'body';
                return;
            }
            const { done, value } = await reader.read();
            if (done) {
                controller.enqueue(footer);
                controller.close();
                phase = 'done';
            }
            else {
                controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
            }
        },
        cancel(reason) {
            return reader.cancel(reason);
        },
    });
    return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
// --- Helpers ---
function buildRequestHeaders(config) {
    return {
        'Api-Key': config.apiKey,
        'User-Agent': (0, utils_1.buildUserAgent)(config),
        'X-Pinecone-Api-Version': assistant_data_1.X_PINECONE_API_VERSION,
        ...(0, additionalHeaders_1.withoutContentType)(config.additionalHeaders),
    };
}
// Per RFC 7578 §2 (https://www.rfc-editor.org/rfc/rfc7578#section-2),
// double quotes, carriage returns, and newlines must be percent-encoded
// in the filename parameter of a Content-Disposition header.
function escapeFilename(fileName) {
    return fileName
        .replace(/"/g, '%22')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
// get mime types for accepted file types
function getMimeType(filePath) {
    const extensionToMimeType = {
        pdf: 'application/pdf',
        json: 'application/json',
        txt: 'text/plain',
        md: 'text/markdown',
        docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    const parts = filePath.split('.');
    if (parts.length < 2) {
        return 'application/octet-stream';
    }
    const ext = parts.pop();
    const extension = ext ? ext.toLowerCase() : '';
    return extensionToMimeType[extension] ?? 'application/octet-stream';
}
//# sourceMappingURL=fileUpload.js.map