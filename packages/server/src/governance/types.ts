import type { bestPracticesApi, governanceApi, UserConstitutionSchema } from '@charter/core';
import type { z } from 'zod';

/**
 * Engine types as the server sees them, derived from the API contract: `@charter/core` does not export
 * `constitution/schema` yet (it will with the evaluator's index). Derived, not copied, so they cannot drift.
 */
export type Constitution = z.output<typeof UserConstitutionSchema>['constitution'];
export type Rule = Constitution['rules'][number];
export type BestPractice = z.output<(typeof bestPracticesApi)['get']['response']>;
export type Violation = z.output<
  (typeof governanceApi)['externalValidate']['response']
>['constitutional_validation']['violated_rules'][number];

/** Mirrors core's `ProjectSettingsSchema` (the Settings tab): each overrides the matching rule's threshold. */
export interface ProjectSettings {
  dependencyLimit?: number;
  apiTimeoutMs?: number;
  buildBudgetSeconds?: number;
}
