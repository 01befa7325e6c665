import { DEFAULT_RULES } from '@charter/core';

const threshold = (id: string) => Number(DEFAULT_RULES.find((rule) => rule.id === id)?.threshold);

/**
 * The default constitution's limits (standard tier), read from core so the landing page, the sidebar and
 * onboarding cannot drift from what a new project really gets. Zod-free (core's default constitution imports
 * only types): the shell and the landing page are first screens.
 */
export const DEFAULT_LIMITS = {
  dependencies: threshold('CH-DEP-001'),
  apiTimeoutSeconds: threshold('CH-API-001') / 1000,
  buildSeconds: threshold('CH-BLD-001'),
} as const;
