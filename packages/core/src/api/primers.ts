import { z } from 'zod';
import { MAX_MESSAGE_CHARS, MessageRoleSchema } from '../conversation/schema';
import { AGENT_FILE_PATHS } from '../primer/agent-files';
import { PrimerAnswersSchema } from '../primer/answers';
import { PROJECT_TYPES } from '../primer/primer-metadata';
import { SmartAnalysisSchema } from '../primer/smart-analysis';
import { optionalText, requiredText, TimestampSchema } from './common';
import { defineRoute } from './contract';
import { PartialPrimerAnswersSchema } from './primer-drafts';

/** The primer generator's calls: generate, download, smart analysis of pasted context, form chat. */

/** A generated primer is ~10–40 KB; this bounds a hand-edited one sent back for download. */
export const MAX_PRIMER_CHARS = 200_000;
/** Same cut as the stored text of an uploaded file (`POST /api/files/extract-text`). */
export const MAX_CONTEXT_CHARS = 50_000;
/** A chat longer than this is a paste loop, not a conversation. */
export const MAX_HISTORY_MESSAGES = 500;

/** A message of earlier turns: only role and text matter; ids and timestamps of the client are dropped. */
export const HistoryMessageSchema = z.object({
  role: MessageRoleSchema,
  content: z
    .string()
    .max(MAX_MESSAGE_CHARS, { error: `Keep each message under ${MAX_MESSAGE_CHARS} characters.` }),
});
export type HistoryMessage = z.infer<typeof HistoryMessageSchema>;
/** What a client may send: `assistant` is still allowed on the way in. */
export type HistoryMessageInput = z.input<typeof HistoryMessageSchema>;

export const HistorySchema = z
  .array(HistoryMessageSchema, { error: 'The history must be a list of { role, content }.' })
  .max(MAX_HISTORY_MESSAGES, { error: `Send at most ${MAX_HISTORY_MESSAGES} earlier messages.` });

export const PrimerMetadataSchema = z.object({
  wordCount: z.number().int().min(0),
  projectType: z.enum(PROJECT_TYPES),
  userRole: z.string(),
});

export const PrimerComplianceSchema = z.object({
  sections: z.array(z.object({ id: z.string(), title: z.string(), present: z.boolean() })),
  score: z.number().min(0).max(100),
});

export const AgentFileSchema = z.object({ path: z.enum(AGENT_FILE_PATHS), content: z.string() });

export const GeneratePrimerInput = z.object({
  answers: PrimerAnswersSchema,
  projectName: optionalText('Project name', 200),
});

export const GeneratedPrimerSchema = z.object({
  success: z.literal(true),
  primer: z.string(),
  metadata: PrimerMetadataSchema,
  compliance: PrimerComplianceSchema,
  agentFiles: z.array(AgentFileSchema),
});
export type GeneratedPrimerAnswer = z.infer<typeof GeneratedPrimerSchema>;

/** Not trimmed: the file must be the primer byte for byte, final newline included. */
export const DownloadPrimerInput = z.object({
  primer: z
    .string({ error: 'The primer is required.' })
    .max(MAX_PRIMER_CHARS, { error: `The primer must be at most ${MAX_PRIMER_CHARS} characters.` })
    .refine((text) => text.trim() !== '', { error: 'The primer is required.' }),
});

export const SmartAnalysisInput = z.object({ content: requiredText('The context', MAX_CONTEXT_CHARS) });

export const SmartAnalysisResultSchema = z.object({
  success: z.literal(true),
  analysis: SmartAnalysisSchema,
  content: z.string(),
  createdAt: TimestampSchema,
});

/** The latest analysis, or all three null when the user has none yet. */
export const LatestSmartAnalysisSchema = z.union([
  SmartAnalysisResultSchema,
  z.object({ success: z.literal(true), analysis: z.null(), content: z.null(), createdAt: z.null() }),
]);

export const PrimerChatCallInput = z.object({
  message: requiredText('Message', MAX_MESSAGE_CHARS),
  context: z.object({ answers: PartialPrimerAnswersSchema.optional() }).optional(),
  chatHistory: HistorySchema.optional(),
});

/** Where a chat or interviewer reply came from: Charter's deterministic engine or the configured language model. */
export const REPLY_SOURCES = ['deterministic', 'llm'] as const;
export const ReplySourceSchema = z.enum(REPLY_SOURCES);
export type ReplySource = z.infer<typeof ReplySourceSchema>;

/**
 * Added to the replies of the form chat and the interviewer (DESIGN.md "No LLM is needed"). `note` is a
 * sentence for the user, present when the language model was asked and its reply could not be used (the
 * deterministic reply was sent instead). An answer without `source` (an older server) reads as deterministic.
 */
export const ReplyProvenanceSchema = z.object({
  source: ReplySourceSchema.default('deterministic'),
  note: z.string().optional(),
});
export type ReplyProvenance = z.infer<typeof ReplyProvenanceSchema>;

export const PrimerChatAnswerSchema = z.object({ response: z.string(), ...ReplyProvenanceSchema.shape });
export type PrimerChatAnswer = z.infer<typeof PrimerChatAnswerSchema>;

export const primersApi = {
  generate: defineRoute({
    method: 'POST',
    path: '/api/primer/generate',
    summary: "Generate the primer and its agent files from the 16 answers, with the user's constitution",
    auth: 'user',
    body: GeneratePrimerInput,
    response: GeneratedPrimerSchema,
    tags: ['primer'],
  }),
  download: defineRoute({
    method: 'POST',
    path: '/api/primer/download',
    summary: 'The primer as a Markdown file (project-primer-<timestamp>.md)',
    auth: 'user',
    body: DownloadPrimerInput,
    response: null,
    produces: 'text/markdown',
    tags: ['primer'],
  }),
  smartAnalysis: defineRoute({
    method: 'POST',
    path: '/api/primer/smart-analysis',
    summary: 'Read pasted or imported project context into form fields (kept as the latest analysis)',
    auth: 'user',
    body: SmartAnalysisInput,
    response: SmartAnalysisResultSchema,
    tags: ['primer'],
  }),
  latestSmartAnalysis: defineRoute({
    method: 'GET',
    path: '/api/primer/smart-analysis/latest',
    summary: "The signed-in user's latest smart analysis, or nulls when none",
    auth: 'user',
    response: LatestSmartAnalysisSchema,
    tags: ['primer'],
  }),
  chat: defineRoute({
    method: 'POST',
    path: '/api/primer/chat',
    summary: 'The form assistant: what a field means, proposed wording, what is still missing',
    auth: 'user',
    body: PrimerChatCallInput,
    response: PrimerChatAnswerSchema,
    tags: ['primer'],
  }),
} as const;
