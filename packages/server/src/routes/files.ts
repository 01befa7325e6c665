import { api, MAX_UPLOAD_BYTES } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { extractTextFromFile, FILE_TOO_LARGE } from '../services/extract-text';

/**
 * The body may exceed the file by the multipart envelope (boundaries, headers); past that the upload is
 * refused while streaming, with the same sentence the file-size check gives.
 */
const UPLOAD_BODY = { limit: MAX_UPLOAD_BYTES + 64 * 1024, tooLargeMessage: FILE_TOO_LARGE };

export function registerFileRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.files.extractText, (_event, { body }) => extractTextFromFile(body.file), {
    body: UPLOAD_BODY,
  });
}
