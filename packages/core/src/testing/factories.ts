import type { Project, User } from '../api/index';
import { BLANK_PROJECT_TEXT } from '../api/projects';

/**
 * Test factories shared by every package's tests (`@charter/core/testing`). Each returns a valid value of
 * the contract's type; a test overrides only what it is about.
 */

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    technicalExperience: 'intermediate',
    onboardingCompleted: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    ...BLANK_PROJECT_TEXT,
    id: 'p1',
    name: 'Invoice Tracker',
    completionStatus: false,
    conversationDepth: null,
    source: 'primer-generator',
    url: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-03T10:00:00.000Z',
    ...overrides,
  };
}
