import { z } from 'zod';
import {
  ConversationMessageSchema,
  ExtractedElementsSchema,
  ProjectContextSchema,
} from '../conversation/schema';
import { IdParamSchema, optionalText, TimestampSchema } from './common';
import { defineRoute } from './contract';

export const MAX_SESSION_MESSAGES = 500;
export const MAX_SESSION_MESSAGE_CHARS = 20_000;
/** The project contract's primer cap. */
export const MAX_SESSION_PRIMER_CHARS = 60_000;
/** The newest sessions a list answers: restore needs only the latest. */
export const MAX_LISTED_SESSIONS = 20;

/** Client-made ids become store keys: letters, digits and `-_.~` only. */
export const SessionIdSchema = z
  .string({ error: 'sessionId is required.' })
  .regex(/^(?!\.{1,2}$)[\w.~-]{1,100}$/, {
    error: 'sessionId must be 1 to 100 letters, digits, "-", "_", "." or "~".',
  });

const DEPTH_ERROR = 'conversationDepth must be a whole number from 0 to 10.';

const SessionMessageSchema = ConversationMessageSchema.extend({
  content: z.string().max(MAX_SESSION_MESSAGE_CHARS, {
    error: `Each message must be at most ${MAX_SESSION_MESSAGE_CHARS} characters.`,
  }),
});

/**
 * The conversational primer's auto-save. A `userId` in the body (the original client sent a fixed one) is
 * ignored: a session always belongs to the signed-in user. Early saves may hold partial elements.
 */
export const SaveConversationSessionInput = z.object({
  sessionId: SessionIdSchema,
  messages: z
    .array(SessionMessageSchema, { error: 'messages must be a list of messages.' })
    .max(MAX_SESSION_MESSAGES, {
      error: `A session holds at most ${MAX_SESSION_MESSAGES} messages: start a new one.`,
    }),
  extractedElements: ExtractedElementsSchema.partial().default({}),
  projectContext: ProjectContextSchema.partial().default({}),
  conversationDepth: z
    .number({ error: DEPTH_ERROR })
    .int({ error: DEPTH_ERROR })
    .min(0, { error: DEPTH_ERROR })
    .max(10, { error: DEPTH_ERROR }),
  projectTitle: optionalText('Project title', 200),
  /** The primer generated from this conversation: a reload must not lose it. */
  primer: z
    .string()
    .max(MAX_SESSION_PRIMER_CHARS, {
      error: `A primer must be at most ${MAX_SESSION_PRIMER_CHARS} characters.`,
    })
    .optional(),
});
export type SaveConversationSessionInput = z.input<typeof SaveConversationSessionInput>;

export const ConversationSessionSchema = z.object({
  sessionId: z.string(),
  messages: z.array(SessionMessageSchema),
  extractedElements: ExtractedElementsSchema.partial(),
  projectContext: ProjectContextSchema.partial(),
  conversationDepth: z.number().int().min(0).max(10),
  projectTitle: z.string(),
  primer: z.string().optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ConversationSession = z.infer<typeof ConversationSessionSchema>;

export const conversationsApi = {
  saveSession: defineRoute({
    method: 'POST',
    path: '/api/conversational-primer/save-session',
    summary: 'Save (create or replace) one of the signed-in user’s conversation sessions',
    auth: 'user',
    body: SaveConversationSessionInput,
    response: z.object({ success: z.literal(true), sessionId: z.string(), updatedAt: TimestampSchema }),
    tags: ['conversation'],
  }),
  listSessions: defineRoute({
    method: 'GET',
    path: '/api/conversational-primer/user-sessions/:userId',
    summary: 'The signed-in user’s 20 most recently saved sessions, newest first (404 for any other user id)',
    auth: 'user',
    params: IdParamSchema('userId'),
    response: z.object({ success: z.literal(true), sessions: z.array(ConversationSessionSchema) }),
    tags: ['conversation'],
  }),
} as const;
