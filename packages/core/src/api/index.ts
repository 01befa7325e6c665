import { accountApi } from './account';
import { adminApi } from './admin';
import { adminContextApi } from './admin-context';
import { adminOperationsApi } from './admin-operations';
import { assistantApi } from './assistant';
import { authApi } from './auth';
import { bestPracticesApi } from './best-practices';
import { connectedProjectsApi } from './connected-projects';
import { contextEntriesApi } from './context-entries';
import type { RouteDefinition } from './contract';
import { conversationCallsApi } from './conversation-calls';
import { conversationsApi } from './conversations';
import { filesApi } from './files';
import { governanceApi } from './governance';

import { healthApi } from './health';
import { historicalContextApi } from './historical-context';
import { journalApi } from './journal';
import { keysApi } from './keys';
import { memoryApi } from './memory';
import { optimizationApi } from './optimization';
import { patternsApi } from './patterns';
import { primerDraftsApi } from './primer-drafts';
import { primersApi } from './primers';
import { projectAnalysisApi } from './project-analysis';
import { projectDetailApi } from './project-detail';
import { projectsApi } from './projects';
import { rebellionsApi } from './rebellions';
import { rescueMissionsApi } from './rescue-missions';
import { semiApi } from './semi';
import { userJourneyApi } from './user-journey';

export * from './account';
export * from './admin';
export * from './admin-context';
export * from './admin-operations';
export * from './assistant';
export * from './auth';
export * from './best-practices';
export * from './client';
export * from './common';
export * from './connected-projects';
export * from './context-entries';
export * from './contract';
export * from './conversation-calls';
export * from './conversations';
export * from './error-body';
export * from './files';
export * from './governance';
export * from './health';
export * from './historical-context';
export * from './idempotency';
export * from './journal';
export * from './keys';
export * from './memory';
export * from './openapi';
export * from './optimization';
export * from './patterns';
export * from './primer-drafts';
export * from './primers';
export * from './project-analysis';
export * from './project-detail';
export * from './projects';
export * from './rebellions';
export * from './rescue-missions';
export * from './route-ref';
export * from './semi';
export * from './user-journey';

/** Every resource's routes, by resource. A route file on the server registers exactly one of these. */
export const api = {
  health: healthApi,
  auth: authApi,
  account: accountApi,
  admin: adminApi,
  adminOperations: adminOperationsApi,
  adminContext: adminContextApi,
  projects: projectsApi,
  keys: keysApi,
  governance: governanceApi,
  rebellions: rebellionsApi,
  bestPractices: bestPracticesApi,
  patterns: patternsApi,
  primerDrafts: primerDraftsApi,
  primers: primersApi,
  conversationCalls: conversationCallsApi,
  files: filesApi,
  conversations: conversationsApi,
  memory: memoryApi,
  projectAnalysis: projectAnalysisApi,
  optimization: optimizationApi,
  rescueMissions: rescueMissionsApi,
  userJourney: userJourneyApi,
  connectedProjects: connectedProjectsApi,
  projectDetail: projectDetailApi,
  historicalContext: historicalContextApi,
  contextEntries: contextEntriesApi,
  journal: journalApi,
  semi: semiApi,
  assistant: assistantApi,
} as const;

/** Every route of the contract, flat. */
export const allRoutes: readonly RouteDefinition[] = Object.values(api).flatMap((group) =>
  Object.values(group as Record<string, RouteDefinition>),
);
