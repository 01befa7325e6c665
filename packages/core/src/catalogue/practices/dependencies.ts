import type { BestPractice } from '../schema';
import { DEPENDENCY_BUDGET_PRACTICES } from './dependencies-budget';
import { DEPENDENCY_SUPPLY_CHAIN_PRACTICES } from './dependencies-supply-chain';

/** Practices about what a project installs: how many, which, and how reproducibly. */
export const DEPENDENCY_PRACTICES: readonly BestPractice[] = [
  ...DEPENDENCY_SUPPLY_CHAIN_PRACTICES,
  ...DEPENDENCY_BUDGET_PRACTICES,
];
