import { z } from 'zod';
import { CONFIDENCE_LABELS } from '../conversation/confidence';
import { EMPTY_PROJECT_CONTEXT } from '../conversation/project-context';
import {
  CompletionConfidenceSchema,
  type ExtractedElements,
  ExtractedElementsSchema,
  MAX_MESSAGE_CHARS,
  type ProjectContext,
  ProjectContextSchema,
} from '../conversation/schema';
import { ComprehensiveDocumentsSchema } from '../primer/comprehensive-documents';
import { optionalText, requiredText } from './common';
import { defineRoute } from './contract';
import { HistorySchema, MAX_CONTEXT_CHARS, ReplyProvenanceSchema } from './primers';

export {
  type ComprehensiveDocuments,
  ComprehensiveDocumentsSchema,
} from '../primer/comprehensive-documents';

/** The conversational primer's calls: confidence, the interviewer, and the three outputs. */

export const MAX_UPLOADED_FILES = 10;
/** A whole conversation as one text: 500 messages is the history bound, this is its text's. */
export const MAX_CONVERSATION_TEXT = 500_000;

export const UploadedFileInputSchema = z.object({
  id: z.string().max(200).optional(),
  name: requiredText('File name', 300),
  content: z
    .string()
    .max(MAX_CONTEXT_CHARS, { error: `Keep each file's text under ${MAX_CONTEXT_CHARS} characters.` }),
  type: z.string().max(200).optional(),
});

/** What the interviewer has not heard yet: blank strings and empty lists. */
export const EMPTY_EXTRACTED_ELEMENTS: ExtractedElements = {
  projectName: '',
  problem: '',
  users: '',
  projectType: '',
  features: [],
  constraints: [],
  businessModel: '',
  timeline: '',
};

function toGiven<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/**
 * Context a client sends back (`projectContext: {}`, a partial `extractedElements`): each field it leaves out
 * takes its empty value, because missing context is empty, not invalid. A field that is sent keeps its type
 * and bounds.
 */
export const ProjectContextInputSchema = ProjectContextSchema.partial().transform(
  (given): ProjectContext => ({ ...EMPTY_PROJECT_CONTEXT, ...toGiven(given) }),
);
export const ExtractedElementsInputSchema = ExtractedElementsSchema.partial().transform(
  (given): ExtractedElements => ({ ...EMPTY_EXTRACTED_ELEMENTS, ...toGiven(given) }),
);

export const CompletionConfidenceInput = z.object({
  conversationText: requiredText('The conversation', MAX_CONVERSATION_TEXT),
  projectTitle: optionalText('Project title', 200),
});

export const CompletionConfidenceAnswerSchema = CompletionConfidenceSchema.extend({
  label: z.enum(CONFIDENCE_LABELS),
});

export const SocraticCallInput = z.object({
  message: requiredText('Message', MAX_MESSAGE_CHARS),
  conversationHistory: HistorySchema.default([]),
  projectContext: ProjectContextInputSchema.optional(),
  uploadedFiles: z
    .array(UploadedFileInputSchema)
    .max(MAX_UPLOADED_FILES, { error: `Attach at most ${MAX_UPLOADED_FILES} files.` })
    .optional(),
});

export const SocraticAnswerSchema = z.object({
  response: z.string(),
  extractedElements: ExtractedElementsSchema,
  projectContext: ProjectContextSchema,
  conversationDepth: z.number().int().min(0).max(10),
  detectedFrustration: z.boolean(),
  ...ReplyProvenanceSchema.shape,
});
export type SocraticAnswer = z.infer<typeof SocraticAnswerSchema>;

/** A finished conversation: the title names the project, the messages are its only source. */
export const ConversationPrimerInput = z.object({
  projectTitle: requiredText('Project title', 200),
  messages: HistorySchema.min(1, { error: 'Send the conversation: at least one message.' }),
  extractedElements: ExtractedElementsInputSchema.optional(),
});

export const HashContextInput = z.object({
  projectTitle: requiredText('Project title', 200),
  hashContext: requiredText('The context', MAX_CONTEXT_CHARS),
  technicalRequirements: optionalText('Technical requirements', 10_000),
  problemStatement: optionalText('Problem statement', 10_000),
  preventIterativeLoops: z.boolean().optional().default(true),
});

export const conversationCallsApi = {
  analyzeCompletionConfidence: defineRoute({
    method: 'POST',
    path: '/api/primer/analyze-completion-confidence',
    summary: 'How ready a conversation is for a primer: confidence, missing topics, recommendation',
    auth: 'user',
    body: CompletionConfidenceInput,
    response: CompletionConfidenceAnswerSchema,
    tags: ['conversation'],
  }),
  socraticConversation: defineRoute({
    method: 'POST',
    path: '/api/primer/socratic-conversation',
    summary: 'One turn of the deterministic interviewer: reply, extraction, context and depth',
    auth: 'user',
    body: SocraticCallInput,
    response: SocraticAnswerSchema,
    tags: ['conversation'],
  }),
  generateStructured: defineRoute({
    method: 'POST',
    path: '/api/primer/generate-structured',
    summary: 'A primer built from a conversation (starts with "# Project Primer: <title>")',
    auth: 'user',
    body: ConversationPrimerInput,
    response: z.object({ success: z.literal(true), primer: z.string() }),
    tags: ['conversation'],
  }),
  generateHashContext: defineRoute({
    method: 'POST',
    path: '/api/primer/generate-hash-context',
    summary: 'A primer that carries decisions across agent sessions (the Hash Primer)',
    auth: 'user',
    body: HashContextInput,
    response: z.object({
      success: z.literal(true),
      primer: z.string(),
      metadata: z.object({ wordCount: z.number().int().min(0) }),
    }),
    tags: ['conversation'],
  }),
  generateComprehensive: defineRoute({
    method: 'POST',
    path: '/api/primer/generate-comprehensive',
    summary: 'The package: primer, constitution, requirements, architecture notes and agent files',
    auth: 'user',
    body: ConversationPrimerInput,
    response: z.object({
      success: z.literal(true),
      documents: ComprehensiveDocumentsSchema,
      projectTitle: z.string(),
      metadata: z.object({
        totalDocuments: z.number().int(),
        estimatedWords: z.number().int(),
        documentTypes: z.array(z.string()),
      }),
    }),
    tags: ['conversation'],
  }),
} as const;
