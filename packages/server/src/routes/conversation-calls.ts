import { api, generateComprehensivePackage, generateHashContextPrimer } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  generateStructuredPrimer,
  toCompletionConfidenceAnswer,
  toPrimerOptions,
  toSocraticAnswer,
} from '../services/conversation-calls';

/**
 * A conversation of up to 500 messages plus 10 files of 50 000 characters: larger than any form, bounded
 * so one request cannot hold the server's memory. Beyond it is a 413.
 */
const CONVERSATION_BODY = { limit: 4 * 1024 * 1024 };
/** 50 000 characters of context and two shorter texts, with room for multi-byte characters. */
const HASH_BODY = { limit: 512 * 1024 };

export function registerConversationCallRoutes(app: H3, ctx: AppContext): void {
  const calls = api.conversationCalls;

  defineHandler(
    app,
    ctx,
    calls.analyzeCompletionConfidence,
    (_event, { body }) => toCompletionConfidenceAnswer(body.conversationText, body.projectTitle),
    { body: CONVERSATION_BODY },
  );

  defineHandler(
    app,
    ctx,
    calls.socraticConversation,
    (event, { body }) => toSocraticAnswer(ctx, body, event.req.signal),
    { body: CONVERSATION_BODY },
  );

  defineHandler(
    app,
    ctx,
    calls.generateStructured,
    (_event, { user, body }) => generateStructuredPrimer(ctx, user, body),
    { body: CONVERSATION_BODY },
  );

  defineHandler(
    app,
    ctx,
    calls.generateHashContext,
    async (_event, { user, body }) => generateHashContextPrimer(body, await toPrimerOptions(ctx, user)),
    { body: HASH_BODY },
  );

  defineHandler(
    app,
    ctx,
    calls.generateComprehensive,
    async (_event, { user, body }) => generateComprehensivePackage(body, await toPrimerOptions(ctx, user)),
    { body: CONVERSATION_BODY },
  );
}
