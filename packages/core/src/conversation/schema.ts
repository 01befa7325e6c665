import { z } from 'zod';

/**
 * The conversation entities: primer-chat messages, conversational-primer messages, what the
 * interviewer extracts from them, and the completion confidence. The server validates request bodies with
 * these; the web client uses the inferred types.
 */

/** Longest chat message accepted; longer pastes belong in an uploaded file. */
export const MAX_MESSAGE_CHARS = 20_000;

/** A primer-chat message (the form assistant): the assistant speaks as `assistant`. */
export const ChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(MAX_MESSAGE_CHARS),
  id: z.string().min(1),
  timestamp: z.string().min(1),
  /** What the assistant read from the message, e.g. `proposeFieldWording` output keyed by primer field. */
  extractedInfo: z.record(z.string(), z.string()).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * The role of a message a client sends about the interviewer's turns. Charter speaks as `charter`; the rest
 * of the ecosystem (OpenAI-style chat, MCP sampling, the SDKs) says `assistant`, so both are read and
 * stored as `charter`.
 * @example MessageRoleSchema.parse('assistant') // 'charter'
 */
export const MessageRoleSchema = z
  .enum(['user', 'assistant', 'charter'], {
    error: 'Each message needs the role "user", "assistant" or "charter".',
  })
  .transform((role): 'user' | 'charter' => (role === 'assistant' ? 'charter' : role));

/** A conversational-primer message: there the interviewer speaks as `charter` (`assistant` is read as it). */
export const ConversationMessageSchema = z.object({
  role: MessageRoleSchema,
  content: z.string().max(MAX_MESSAGE_CHARS),
  timestamp: z.string().min(1),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/** What the "What I'm Capturing" card shows; blank strings and empty lists mean "not heard yet". */
export const ExtractedElementsSchema = z.object({
  /** The project's name when the user gave one ("It's called TrailMate"); never guessed. */
  projectName: z.string(),
  /** The problem in the user's words, without a frame such as "The problem is". */
  problem: z.string(),
  /** Who will use it, in the user's words. */
  users: z.string(),
  projectType: z.string(),
  features: z.array(z.string()),
  constraints: z.array(z.string()),
  businessModel: z.string(),
  timeline: z.string(),
});
export type ExtractedElements = z.infer<typeof ExtractedElementsSchema>;

/** The interviewer's running picture of the user and their project. */
export const ProjectContextSchema = z.object({
  projectGoals: z.string(),
  businessContext: z.string(),
  technicalPreferences: z.string(),
  communicationStyle: z.string(),
  previousDecisions: z.array(z.string()),
  currentChallenges: z.array(z.string()),
  userPersonality: z.string(),
  confidenceLevel: z.number().min(0).max(100),
});
export type ProjectContext = z.infer<typeof ProjectContextSchema>;

/** The answer of `POST /api/primer/analyze-completion-confidence`. */
export const CompletionConfidenceSchema = z.object({
  confidence: z.number().min(0).max(100),
  readyForPrimer: z.boolean(),
  missingElements: z.array(z.string()),
  recommendation: z.string(),
});
export type CompletionConfidence = z.infer<typeof CompletionConfidenceSchema>;

/** A file the user uploaded into the conversation, already reduced to text by the server. */
export const UploadedDocumentSchema = z.object({
  id: z.string().optional(),
  name: z.string().min(1),
  content: z.string(),
  type: z.string().optional(),
});
export type UploadedDocument = z.infer<typeof UploadedDocumentSchema>;

/** Anything with a role and text: both message kinds above, or a plain `{ role, content }`. */
export type RoleMessage = { readonly role: string; readonly content: string };
