import { estimateTokens } from './content-sampling';

/**
 * Provider routing: which kind of engine should handle an operation
 * on a piece of content, from a fixed, documented table by operation and size. Charter needs no model
 * (DESIGN.md): `charter-engine` is its own deterministic engines, which cost nothing per call; the model
 * classes describe what an OpenAI-compatible provider configured with `CHARTER_LLM_*` should be.
 */

export const ROUTING_OPERATIONS = [
  'complex_analysis',
  'code_generation',
  'summarization',
  'classification',
  'constitutional_validation',
  'simple_query',
] as const;
export type RoutingOperation = (typeof ROUTING_OPERATIONS)[number];
export const DEFAULT_ROUTING_OPERATION: RoutingOperation = 'complex_analysis';

export const ROUTING_PROVIDERS = {
  'charter-engine': 'Charter’s deterministic engines: offline, no per-call cost',
  'fast-model': 'a small, inexpensive chat model',
  'reasoning-model': 'a large model for multi-step reasoning',
  'long-context-model': 'a model with a context window past 100 000 tokens',
} as const;
export type RoutingProvider = keyof typeof ROUTING_PROVIDERS;

/** Size bands by estimated tokens (4 characters per token). */
export const SIZE_BANDS = [
  { band: 'small', maxTokens: 2_000 },
  { band: 'medium', maxTokens: 32_000 },
  { band: 'large', maxTokens: Number.POSITIVE_INFINITY },
] as const;
export type SizeBand = (typeof SIZE_BANDS)[number]['band'];

export interface RoutingRule {
  operation: RoutingOperation;
  size: SizeBand;
  provider: RoutingProvider;
  /** True when this row picks the cheaper option that still does the job. */
  costOptimized: boolean;
  reason: string;
}

const rule = (
  operation: RoutingOperation,
  size: SizeBand,
  provider: RoutingProvider,
  costOptimized: boolean,
  reason: string,
): RoutingRule => ({ operation, size, provider, costOptimized, reason });

/** The whole routing table, one row per operation and size band; the screen shows it as is. */
export const PROVIDER_ROUTING_TABLE: readonly RoutingRule[] = [
  rule(
    'complex_analysis',
    'small',
    'reasoning-model',
    false,
    'Multi-step analysis needs a reasoning model; the input is small, so the cost stays low.',
  ),
  rule(
    'complex_analysis',
    'medium',
    'reasoning-model',
    false,
    'Multi-step analysis needs a reasoning model, and the input fits its context window.',
  ),
  rule(
    'complex_analysis',
    'large',
    'long-context-model',
    false,
    'The input exceeds a reasoning model’s window: a long-context model reads it whole (or sample it first).',
  ),
  rule(
    'code_generation',
    'small',
    'reasoning-model',
    false,
    'Generated code must compile and follow the constitution: worth the stronger model.',
  ),
  rule(
    'code_generation',
    'medium',
    'reasoning-model',
    false,
    'Generated code must compile and follow the constitution: worth the stronger model.',
  ),
  rule(
    'code_generation',
    'large',
    'long-context-model',
    false,
    'The context is too large for a reasoning model’s window.',
  ),
  rule(
    'summarization',
    'small',
    'fast-model',
    true,
    'Summaries of short text are easy: a small model does them well at a fraction of the cost.',
  ),
  rule(
    'summarization',
    'medium',
    'fast-model',
    true,
    'A small model summarizes this much text well; a large one would cost several times more.',
  ),
  rule(
    'summarization',
    'large',
    'long-context-model',
    false,
    'The text exceeds a small model’s window: a long-context model reads it whole (or sample it first).',
  ),
  rule(
    'classification',
    'small',
    'charter-engine',
    true,
    'Short text is classified by Charter’s keyword and rule engines: no model call at all.',
  ),
  rule(
    'classification',
    'medium',
    'fast-model',
    true,
    'Classification needs little reasoning: a small model is enough.',
  ),
  rule(
    'classification',
    'large',
    'fast-model',
    true,
    'Classification needs little reasoning: sample the content, then a small model is enough.',
  ),
  rule(
    'constitutional_validation',
    'small',
    'charter-engine',
    true,
    'Constitution rules are deterministic: Charter’s evaluator answers offline and reproducibly.',
  ),
  rule(
    'constitutional_validation',
    'medium',
    'charter-engine',
    true,
    'Constitution rules are deterministic: Charter’s evaluator answers offline and reproducibly.',
  ),
  rule(
    'constitutional_validation',
    'large',
    'charter-engine',
    true,
    'Constitution rules are deterministic: Charter’s evaluator and scanner handle any size offline.',
  ),
  rule(
    'simple_query',
    'small',
    'fast-model',
    true,
    'A short question needs a quick answer, not deep reasoning.',
  ),
  rule(
    'simple_query',
    'medium',
    'fast-model',
    true,
    'A question over a medium context still needs little reasoning.',
  ),
  rule('simple_query', 'large', 'long-context-model', false, 'The context exceeds a small model’s window.'),
];

export interface ProviderRouting {
  provider: RoutingProvider;
  costOptimized: boolean;
  reason: string;
  operation: RoutingOperation;
  size: SizeBand;
  estimatedTokens: number;
}

/** The size band of an estimated token count. @example toSizeBand(5000) // 'medium' */
export function toSizeBand(tokens: number): SizeBand {
  return (SIZE_BANDS.find((band) => tokens <= band.maxTokens) ?? SIZE_BANDS[2]).band;
}

/**
 * Routes an operation on some content by the table.
 * @example routeProvider('Summarize this', 'summarization').provider // 'fast-model'
 */
export function routeProvider(
  content: string,
  operation: RoutingOperation = DEFAULT_ROUTING_OPERATION,
): ProviderRouting {
  const estimatedTokens = estimateTokens(content);
  const size = toSizeBand(estimatedTokens);
  const row = PROVIDER_ROUTING_TABLE.find((r) => r.operation === operation && r.size === size);
  if (!row) throw new Error(`No routing rule for ${operation} / ${size}`);
  return {
    provider: row.provider,
    costOptimized: row.costOptimized,
    reason: `${row.reason} The content is about ${estimatedTokens} tokens (${size}).`,
    operation,
    size,
    estimatedTokens,
  };
}
