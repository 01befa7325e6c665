import type { Project } from '@charter/core';
import { makeProject as makeCoreProject } from '@charter/core/testing';

export { makeUser } from '@charter/core/testing';

/** Core's project factory with a description, which the dashboard cards show. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return makeCoreProject({ description: 'Tracks invoices for freelancers.', ...overrides });
}
