import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  createSmartAnalysis,
  generateUserPrimer,
  getLatestSmartAnalysis,
  toPrimerChatAnswer,
  toPrimerDownload,
} from '../services/primers';

/** 16 answers of up to 5000 characters are ~80 KB of JSON: past the 64 KiB default of a form. */
const ANSWERS_BODY = { limit: 256 * 1024 };
/** A 200 000-character primer, with room for multi-byte characters and JSON escapes. */
const PRIMER_BODY = { limit: 1024 * 1024 };
/** 50 000 characters of pasted context, likewise. */
const CONTEXT_BODY = { limit: 256 * 1024 };
/** A message plus up to 500 earlier ones. */
const CHAT_BODY = { limit: 2 * 1024 * 1024 };

export function registerPrimerRoutes(app: H3, ctx: AppContext): void {
  defineHandler(
    app,
    ctx,
    api.primers.generate,
    (_event, { user, body }) => generateUserPrimer(ctx, user, body.answers, body.projectName),
    { body: ANSWERS_BODY },
  );

  defineHandler(app, ctx, api.primers.download, (_event, { body }) => toPrimerDownload(ctx, body.primer), {
    body: PRIMER_BODY,
  });

  defineHandler(
    app,
    ctx,
    api.primers.smartAnalysis,
    (_event, { user, body }) => createSmartAnalysis(ctx, user, body.content),
    { body: CONTEXT_BODY },
  );

  defineHandler(app, ctx, api.primers.latestSmartAnalysis, (_event, { user }) =>
    getLatestSmartAnalysis(ctx, user),
  );

  defineHandler(
    app,
    ctx,
    api.primers.chat,
    (event, { body }) => toPrimerChatAnswer(ctx, body, event.req.signal),
    { body: CHAT_BODY },
  );
}
