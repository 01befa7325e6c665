import { z } from 'zod';
import { BestPracticeSchema, PracticeCategorySchema } from '../catalogue/schema';
import { RuleSchema, SeveritySchema } from '../constitution/schema';
import { IdParamSchema } from './common';
import { defineRoute } from './contract';

/**
 * The best-practices collection. The curated catalogue ships with Charter (core/src/catalogue); a user's
 * collection starts empty: Initialize installs the verified core set, Auto-Collect imports the rest of the
 * bundled community dataset (local, no network). Generating a rule adds it to the user's constitution.
 */

export const BEST_PRACTICE_LIST_LIMIT = 50;

export const BestPracticeListQuery = z.object({
  category: z.union([PracticeCategorySchema, z.literal('all')]).default('all'),
  severity: z.union([SeveritySchema, z.literal('all')]).default('all'),
  search: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(BEST_PRACTICE_LIST_LIMIT).default(BEST_PRACTICE_LIST_LIMIT),
});

export const CategoryStatSchema = z.object({
  category: PracticeCategorySchema,
  count: z.number().int(),
  /** The average of the category's sourced frequencies; null when no practice has one (none do today). */
  avgFrequency: z.number().nullable(),
});

export const TrendingItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  severity: SeveritySchema,
  category: PracticeCategorySchema,
  /** How many of the user's recorded decisions showed this practice's anti-pattern. */
  decisionsMatched: z.number().int(),
});

export const PracticeIdParams = IdParamSchema('id');

export const bestPracticesApi = {
  initialize: defineRoute({
    method: 'POST',
    path: '/api/best-practices/initialize',
    summary: 'Install the verified core set of the curated catalogue into the user’s collection',
    auth: 'user',
    response: z.object({
      success: z.literal(true),
      added: z.number().int(),
      totalPractices: z.number().int(),
    }),
    tags: ['best-practices'],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/best-practices',
    summary: 'The user’s collection, filtered by category, severity and search (at most 50)',
    auth: 'user',
    query: BestPracticeListQuery,
    response: z.object({ practices: z.array(BestPracticeSchema), total: z.number().int() }),
    tags: ['best-practices'],
  }),
  categoryStats: defineRoute({
    method: 'GET',
    path: '/api/best-practices/stats/categories',
    summary:
      'Per category: how many practices and the average of their sourced frequencies (null: none sourced)',
    auth: 'user',
    response: z.object({ categories: z.array(CategoryStatSchema) }),
    tags: ['best-practices'],
  }),
  trending: defineRoute({
    method: 'GET',
    path: '/api/best-practices/stats/trending',
    summary: 'Practices whose anti-patterns the user’s agents hit most, then the most severe',
    auth: 'user',
    response: z.object({ trending: z.array(TrendingItemSchema) }),
    tags: ['best-practices'],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/best-practices/:id',
    summary: 'One practice of the user’s collection (404 when unknown or not in the collection)',
    auth: 'user',
    params: PracticeIdParams,
    response: BestPracticeSchema,
    tags: ['best-practices'],
  }),
  generateRule: defineRoute({
    method: 'POST',
    path: '/api/best-practices/:id/generate-rule',
    summary: 'Derive a constitutional rule from the practice and add it to the user’s constitution',
    auth: 'user',
    params: PracticeIdParams,
    response: z.object({
      success: z.literal(true),
      practice: BestPracticeSchema,
      rule: RuleSchema,
      constitution_version: z.string(),
    }),
    tags: ['best-practices'],
  }),
  generatePackage: defineRoute({
    method: 'POST',
    path: '/api/best-practices/generate-package',
    summary: 'A standalone JavaScript module that evaluates decisions against the user’s rules offline',
    auth: 'user',
    response: z.object({ package: z.string(), filename: z.string(), practiceCount: z.number().int() }),
    tags: ['best-practices'],
  }),
  autoPopulate: defineRoute({
    method: 'POST',
    path: '/api/best-practices/auto-populate',
    summary: 'Import the bundled community dataset (local: no network is used)',
    auth: 'user',
    response: z.object({
      success: z.literal(true),
      added: z.number().int(),
      totalPractices: z.number().int(),
      sources: z.array(z.object({ name: z.string(), url: z.string(), practices: z.number().int() })),
      local: z.literal(true),
      note: z.string(),
    }),
    tags: ['best-practices'],
  }),
} as const;
