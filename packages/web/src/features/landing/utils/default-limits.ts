import { DEFAULT_RULES } from '@charter/core';

const threshold = (id: string) => Number(DEFAULT_RULES.find((rule) => rule.id === id)?.threshold);

/**
 * The default constitution's limits (standard tier), read from core so the landing page cannot drift from
 * what a new project really gets.
 */
export const DEFAULT_LIMITS = {
  dependencies: threshold('CH-DEP-001'),
  apiTimeoutSeconds: threshold('CH-API-001') / 1000,
  buildSeconds: threshold('CH-BLD-001'),
} as const;
