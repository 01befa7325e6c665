import { z } from 'zod';
import {
  ATTEMPT_OUTCOMES,
  BREAKER_STATES,
  CHARTER_PATTERN_STATUSES,
  DEFAULT_MAX_TOKENS,
  DEFAULT_ROUTING_OPERATION,
  MAX_MAX_TOKENS,
  MIN_MAX_TOKENS,
  RESILIENCE_TARGET_NAMES,
  type ResilienceTarget,
  ROUTING_OPERATIONS,
  ROUTING_PROVIDERS,
  SIZE_BANDS,
} from '../optimization/index';
import { PROJECT_TYPES } from '../primer/primer-metadata';
import { defineRoute } from './contract';
import { DiagnosticCategorySchema, FindingSeveritySchema } from './project-analysis';

/**
 * The Optimization screen. The summary is public (it describes the
 * server, no user data); the four tests cost CPU or open connections, so they need a signed-in user.
 */

/** Pasted documents are real documents: up to 2 000 000 characters (the route reads up to 8 MiB of JSON). */
export const MAX_SAMPLING_CONTENT = 2_000_000;
export const MAX_ROUTING_CONTENT = 2_000_000;
export const MAX_CODEBASE_LENGTH = 500_000;

/** Blank content and codebase are refused with these sentences. */
export const CONTENT_REQUIRED_MESSAGE = 'Content required: Please enter some content to analyze.';
export const CODEBASE_REQUIRED_MESSAGE = 'Codebase required: Please paste some code to analyze.';

const content = (max: number) =>
  z
    .string({ error: CONTENT_REQUIRED_MESSAGE })
    .refine((text) => text.trim() !== '', { error: CONTENT_REQUIRED_MESSAGE })
    .refine((text) => text.length <= max, { error: `Content must be at most ${max} characters.` });

export const CharterPatternSchema = z.object({
  name: z.string(),
  status: z.enum(CHARTER_PATTERN_STATUSES),
  description: z.string(),
});

export const PatternSummarySchema = z.object({
  success: z.literal(true),
  hash_patterns: z.record(z.string(), CharterPatternSchema),
});

export const ContentSamplingInput = z.object({
  content: content(MAX_SAMPLING_CONTENT),
  maxTokens: z
    .number({ error: `maxTokens must be a whole number from ${MIN_MAX_TOKENS} to ${MAX_MAX_TOKENS}.` })
    .int({ error: `maxTokens must be a whole number from ${MIN_MAX_TOKENS} to ${MAX_MAX_TOKENS}.` })
    .min(MIN_MAX_TOKENS, { error: `maxTokens must be at least ${MIN_MAX_TOKENS}.` })
    .max(MAX_MAX_TOKENS, { error: `maxTokens must be at most ${MAX_MAX_TOKENS}.` })
    .default(DEFAULT_MAX_TOKENS),
});

export const ContentSampleSchema = z.object({
  success: z.literal(true),
  original_length: z.number().int().min(0),
  sampled_length: z.number().int().min(0),
  compression_ratio: z.number().min(0).max(1),
  sample: z.string(),
  tokenEstimate: z.object({
    charsPerToken: z.number(),
    originalTokens: z.number().int(),
    sampledTokens: z.number().int(),
    maxTokens: z.number().int(),
  }),
  sections: z.object({ total: z.number().int(), kept: z.number().int() }),
  elisions: z.number().int().min(0),
});
export type ContentSampleResult = z.infer<typeof ContentSampleSchema>;

const RoutingOperationSchema = z.enum(ROUTING_OPERATIONS, {
  error: `Choose an operation: ${ROUTING_OPERATIONS.join(', ')}.`,
});
const RoutingProviderSchema = z.enum(Object.keys(ROUTING_PROVIDERS) as [keyof typeof ROUTING_PROVIDERS]);

export const ProviderRoutingInput = z.object({
  content: content(MAX_ROUTING_CONTENT),
  operation: RoutingOperationSchema.default(DEFAULT_ROUTING_OPERATION),
});

export const ProviderRoutingSchema = z.object({
  success: z.literal(true),
  routing: z.object({
    provider: RoutingProviderSchema,
    costOptimized: z.boolean(),
    reason: z.string(),
    operation: RoutingOperationSchema,
    size: z.enum(SIZE_BANDS.map((band) => band.band) as ['small', 'medium', 'large']),
    estimatedTokens: z.number().int().min(0),
  }),
});
export type ProviderRoutingResult = z.infer<typeof ProviderRoutingSchema>;

export const ProactiveInterventionInput = z.object({
  codebase: z
    .string({ error: CODEBASE_REQUIRED_MESSAGE })
    .refine((text) => text.trim() !== '', { error: CODEBASE_REQUIRED_MESSAGE })
    .refine((text) => text.length <= MAX_CODEBASE_LENGTH, {
      error: `The codebase must be at most ${MAX_CODEBASE_LENGTH} characters: paste the files that matter.`,
    }),
  projectType: z
    .enum(PROJECT_TYPES, { error: `Choose a project type: ${PROJECT_TYPES.join(', ')}.` })
    .default('web-app'),
  context: z.object({ source: z.string().trim().max(200).optional() }).optional(),
});

export const ProactiveInterventionSchema = z.object({
  success: z.literal(true),
  analysis: z.object({
    violations: z.array(
      z.object({
        ruleId: z.string(),
        severity: FindingSeveritySchema,
        category: DiagnosticCategorySchema,
        description: z.string(),
        evidence: z.string(),
        preventionStrategy: z.string(),
        file: z.string(),
        line: z.number().int(),
        column: z.number().int(),
      }),
    ),
    files: z.array(z.object({ path: z.string(), checked: z.boolean(), parseError: z.string().nullable() })),
    categories: z.array(DiagnosticCategorySchema),
    rulesChecked: z.number().int(),
  }),
  /** Percent of the pasted characters the rules read in full (see `confidenceBasis`). */
  confidence: z.number().int().min(0).max(100),
  confidenceBasis: z.string(),
  preventionActions: z.array(z.string()),
  context: z.object({ source: z.string().nullable() }),
});
export type ProactiveInterventionResult = z.infer<typeof ProactiveInterventionSchema>;

export const RESILIENCE_MAX_REQUESTS = 6;
export const RESILIENCE_MAX_INTERVAL_MS = 1_500;

/**
 * An empty form field (`""`) means "not given". The parameter's type is the field's input type, so clients
 * that infer the body (`RouteBody`) keep the service names' enum.
 */
const blankAsMissing = <T extends string>(value: T | '' | undefined) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Either one of the built-in example services (`serviceName`) or a real endpoint (`url`, GET); a `url`
 * takes precedence, and the answer's `target` says which was tested.
 */
export const ResilienceTestInput = z
  .object({
    serviceName: z.preprocess(
      blankAsMissing<ResilienceTarget>,
      z
        .enum(RESILIENCE_TARGET_NAMES as [ResilienceTarget, ...ResilienceTarget[]], {
          error: `Choose a service to test: ${RESILIENCE_TARGET_NAMES.join(', ')}.`,
        })
        .optional(),
    ),
    url: z.preprocess(
      blankAsMissing<string>,
      z
        .string()
        .trim()
        .max(2_000, { error: 'The URL is at most 2 000 characters.' })
        .refine((value) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value), {
          error: 'Give an http(s) URL, such as https://api.example.com/health.',
        })
        .optional(),
    ),
    testData: z
      .object({
        requests: z
          .number()
          .int()
          .min(1, { error: 'Send at least 1 request.' })
          .max(RESILIENCE_MAX_REQUESTS, { error: `Send at most ${RESILIENCE_MAX_REQUESTS} requests.` })
          .default(3),
        intervalMs: z
          .number()
          .int()
          .min(0, { error: 'The pause cannot be negative.' })
          .max(RESILIENCE_MAX_INTERVAL_MS, {
            error: `The pause between requests is at most ${RESILIENCE_MAX_INTERVAL_MS} ms.`,
          })
          .default(0),
      })
      .prefault({}),
  })
  .refine((input) => input.serviceName !== undefined || input.url !== undefined, {
    error: `Choose a service to test (${RESILIENCE_TARGET_NAMES.join(', ')}) or give the URL of an endpoint.`,
    path: ['serviceName'],
  });

const BreakerStateSchema = z.enum(BREAKER_STATES);

export const ResilienceTestSchema = z.object({
  success: z.literal(true),
  result: z.object({
    serviceName: z.string(),
    behaviour: z.string(),
    /** What was called: a built-in example (on a loopback listener of the server's own) or the user's endpoint. */
    target: z.object({ kind: z.enum(['example', 'endpoint']), url: z.string().nullable() }),
    /** The library that ran the policy. */
    engine: z.literal('cockatiel'),
    /** Over the attempts that reached the service (short-circuited ones excluded); null when none did. */
    latency: z
      .object({
        minMs: z.number().int().min(0),
        medianMs: z.number().int().min(0),
        maxMs: z.number().int().min(0),
      })
      .nullable(),
    policy: z.object({
      timeoutMs: z.number().int(),
      maxAttempts: z.number().int(),
      backoffMs: z.number().int(),
      backoffFactor: z.number(),
      failureThreshold: z.number().int(),
      openMs: z.number().int(),
      budgetMs: z.number().int(),
    }),
    attempts: z.array(
      z.object({
        request: z.number().int().min(1),
        attempt: z.number().int().min(1),
        startMs: z.number().int().min(0),
        durationMs: z.number().int().min(0),
        outcome: z.enum(ATTEMPT_OUTCOMES),
        status: z.number().int().nullable(),
        detail: z.string(),
        breakerBefore: BreakerStateSchema,
        breakerAfter: BreakerStateSchema,
        /** The pause taken after this attempt before the next one; 0 when none. */
        backoffMs: z.number().int().min(0),
      }),
    ),
    requests: z.array(
      z.object({
        request: z.number().int().min(1),
        outcome: z.enum(['succeeded', 'failed', 'short_circuited', 'not_sent']),
      }),
    ),
    breaker: z.object({ state: BreakerStateSchema, consecutiveFailures: z.number().int().min(0) }),
    totalMs: z.number().int().min(0),
    budgetExhausted: z.boolean(),
  }),
});
export type ResilienceTestResult = z.infer<typeof ResilienceTestSchema>['result'];

export const optimizationApi = {
  patternsSummary: defineRoute({
    method: 'GET',
    path: '/api/optimization/patterns/summary',
    summary: 'Charter’s own integrated patterns and their status on this server',
    auth: 'public',
    response: PatternSummarySchema,
    tags: ['optimization'],
  }),
  hybridResilienceTest: defineRoute({
    method: 'POST',
    path: '/api/optimization/hybrid-resilience/test',
    summary:
      'Run the timeout, retry and circuit-breaker policy (cockatiel) against your endpoint or a built-in example service',
    auth: 'user',
    body: ResilienceTestInput,
    response: ResilienceTestSchema,
    tags: ['optimization'],
  }),
  contentSampling: defineRoute({
    method: 'POST',
    path: '/api/optimization/content-sampling',
    summary: 'Sample a document to a token budget, keeping head, tail and the most informative sections',
    auth: 'user',
    body: ContentSamplingInput,
    response: ContentSampleSchema,
    tags: ['optimization'],
  }),
  providerRouting: defineRoute({
    method: 'POST',
    path: '/api/optimization/provider-routing',
    summary: 'Route an operation to an engine by the documented routing table',
    auth: 'user',
    body: ProviderRoutingInput,
    response: ProviderRoutingSchema,
    tags: ['optimization'],
  }),
  proactiveIntervention: defineRoute({
    method: 'POST',
    path: '/api/optimization/proactive-intervention',
    summary: 'Scan pasted code with Charter’s rules before it is committed',
    auth: 'user',
    body: ProactiveInterventionInput,
    response: ProactiveInterventionSchema,
    tags: ['optimization'],
  }),
} as const;
