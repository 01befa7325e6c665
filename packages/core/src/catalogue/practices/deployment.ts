import type { BestPractice } from '../schema';
import { DEPLOYMENT_RELEASE_PRACTICES } from './deployment-release';
import { DEPLOYMENT_RUNTIME_PRACTICES } from './deployment-runtime';

/** Practices for building, configuring, releasing and running services. */
export const DEPLOYMENT_PRACTICES: readonly BestPractice[] = [
  ...DEPLOYMENT_RELEASE_PRACTICES,
  ...DEPLOYMENT_RUNTIME_PRACTICES,
];
