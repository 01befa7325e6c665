import { z } from 'zod';
import { TimestampSchema } from '../timestamp';

/** Where a project came from: the primer form, a conversation, or an external app connected to Charter. */
export const PROJECT_SOURCES = ['primer-generator', 'conversation', 'connected'] as const;
export const ProjectSourceSchema = z.enum(PROJECT_SOURCES);

export const ProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  projectVision: z.string(),
  targetMarket: z.string(),
  businessModel: z.string(),
  primaryFeatures: z.string(),
  technicalComplexity: z.string(),
  platformConstraints: z.string(),
  timelineBudget: z.string(),
  businessGoals: z.string(),
  technicalRequirements: z.string(),
  /** The primer document (Markdown); `finalPrimer` of a conversation project is stored here too. */
  primerContent: z.string(),
  /** True once a primer has been generated for the project. */
  completionStatus: z.boolean(),
  /** Depth (0–10) the conversation reached, for projects made from a conversation. */
  conversationDepth: z.number().int().min(0).max(10).nullable(),
  source: ProjectSourceSchema,
  url: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

/** The free-text fields of a project, all blank: what a new project holds before its form is filled. */
export const BLANK_PROJECT_TEXT = {
  description: '',
  projectVision: '',
  targetMarket: '',
  businessModel: '',
  primaryFeatures: '',
  technicalComplexity: '',
  platformConstraints: '',
  timelineBudget: '',
  businessGoals: '',
  technicalRequirements: '',
  primerContent: '',
} as const satisfies Partial<Project>;
