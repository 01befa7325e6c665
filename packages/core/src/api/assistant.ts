import { z } from 'zod';
import { AssistantCardSchema, AssistantIntentSchema, MAX_ASSISTANT_MESSAGE_CHARS } from '../assistant/schema';
import { ASSISTANT_PATHS } from './assistant-paths';
import { IdParamSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';
import { ReplySourceSchema } from './primers';

export * from './assistant-paths';

/** Widget visitors are told apart by a random id the widget keeps in the visitor's browser. */
export const VisitorIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'visitor_id is 8–64 letters, digits, - or _.' });

export const AssistantMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  at: TimestampSchema,
  intent: AssistantIntentSchema.nullable(),
  cards: z.array(AssistantCardSchema),
  /** Who worded an assistant reply; the cards always come from Charter's evaluator. */
  source: ReplySourceSchema.nullable(),
  /** Set when the language model failed and the built-in wording was used. */
  note: z.string().optional(),
});
export type AssistantMessage = z.infer<typeof AssistantMessageSchema>;

export const SendAssistantMessageInput = z.object({
  /** Omit (or null) to start a new conversation. */
  conversation_id: z.string().min(1).max(200).nullish(),
  message: z
    .string({ error: 'Type a question.' })
    .trim()
    .min(1, { error: 'Type a question.' })
    .max(MAX_ASSISTANT_MESSAGE_CHARS, {
      error: `Keep a question under ${MAX_ASSISTANT_MESSAGE_CHARS} characters.`,
    }),
  /** The owner's project of that name supplies its settings (a project-bound widget key ignores it). */
  project: z.string().trim().max(200).optional(),
  /** Widget callers only. */
  visitor_id: VisitorIdSchema.optional(),
});
export type SendAssistantMessageInput = z.input<typeof SendAssistantMessageInput>;

export const SendAssistantMessageResponse = z.object({
  conversation_id: z.string(),
  message: AssistantMessageSchema,
  reply: AssistantMessageSchema,
});
export type SendAssistantMessageResponse = z.infer<typeof SendAssistantMessageResponse>;

export const AssistantConversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  message_count: z.number().int().nonnegative(),
});
export type AssistantConversationSummary = z.infer<typeof AssistantConversationSummarySchema>;

export const AssistantConversationSchema = AssistantConversationSummarySchema.extend({
  messages: z.array(AssistantMessageSchema),
});
export type AssistantConversation = z.infer<typeof AssistantConversationSchema>;

const VisitorQuery = z.object({ visitor_id: VisitorIdSchema.optional() });

export const assistantApi = {
  send: defineRoute({
    method: 'POST',
    path: ASSISTANT_PATHS.messages,
    summary:
      'Ask the governance assistant: a verdict from the evaluator, the constitution, the ledger or a best practice',
    auth: 'assistant',
    body: SendAssistantMessageInput,
    response: SendAssistantMessageResponse,
    tags: ['assistant'],
  }),
  listConversations: defineRoute({
    method: 'GET',
    path: ASSISTANT_PATHS.conversations,
    summary: 'The caller’s assistant conversations, newest first (a widget visitor’s own)',
    auth: 'assistant',
    query: VisitorQuery,
    response: z.object({ conversations: z.array(AssistantConversationSummarySchema) }),
    tags: ['assistant'],
  }),
  getConversation: defineRoute({
    method: 'GET',
    path: ASSISTANT_PATHS.conversation,
    summary: 'One of the caller’s conversations with its messages',
    auth: 'assistant',
    params: IdParamSchema('conversationId'),
    query: VisitorQuery,
    response: z.object({ conversation: AssistantConversationSchema }),
    tags: ['assistant'],
  }),
  deleteConversation: defineRoute({
    method: 'DELETE',
    path: ASSISTANT_PATHS.conversation,
    summary: 'Delete one of the caller’s conversations',
    auth: 'assistant',
    params: IdParamSchema('conversationId'),
    query: VisitorQuery,
    response: z.object({ success: z.literal(true) }),
    tags: ['assistant'],
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: ASSISTANT_PATHS.suggestions,
    summary: 'Example questions drawn from the caller’s own constitution',
    auth: 'assistant',
    response: z.object({ questions: z.array(z.string()) }),
    tags: ['assistant'],
  }),
  widgetCheck: defineRoute({
    method: 'GET',
    path: ASSISTANT_PATHS.widgetCheck,
    summary:
      'For the widget: is this publishable key active, and may the calling page’s origin use it (any origin may ask)',
    auth: 'public',
    query: z.object({ key: z.string().max(200).optional() }),
    response: z.object({ key_active: z.boolean(), origin_allowed: z.boolean() }),
    tags: ['assistant'],
  }),
} as const;
