import type { Env } from '../env';
import { createOpenAiCompatibleProvider } from './openai-compatible';
import type { LlmProvider } from './provider';

/** How `createApp` builds the optional language model; tests shorten the deadline or bring their own. */
export interface LlmOptions {
  /** Use this provider instead of the one the environment describes; `null` turns the model off. */
  provider?: LlmProvider | null;
  /** Deadline of each attempt in ms (default 10 000). */
  timeoutMs?: number;
  /** Pause before the one retry in ms (default 250). */
  retryDelayMs?: number;
}

/**
 * The language model of the environment, or undefined when it is not configured: both
 * `CHARTER_LLM_BASE_URL` and `CHARTER_LLM_MODEL` are needed (`CHARTER_LLM_API_KEY` is optional, local
 * servers such as Ollama need none).
 */
export function createLlmProvider(env: Env, options: LlmOptions = {}): LlmProvider | undefined {
  if (options.provider !== undefined) return options.provider ?? undefined;
  if (env.CHARTER_LLM_BASE_URL === undefined || env.CHARTER_LLM_MODEL === undefined) return undefined;
  return createOpenAiCompatibleProvider({
    baseUrl: env.CHARTER_LLM_BASE_URL,
    model: env.CHARTER_LLM_MODEL,
    apiKey: env.CHARTER_LLM_API_KEY,
    timeoutMs: options.timeoutMs,
    retryDelayMs: options.retryDelayMs,
  });
}
