import type { Project, User } from '@charter/core/api';

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
    id: 'p1',
    name: 'Invoice Tracker',
    description: 'Tracks invoices for freelancers.',
    projectVision: '',
    targetMarket: '',
    businessModel: '',
    primaryFeatures: '',
    technicalComplexity: '',
    platformConstraints: '',
    timelineBudget: '',
    businessGoals: '',
    technicalRequirements: '',
    primerContent: '',
    completionStatus: false,
    conversationDepth: null,
    source: 'primer-generator',
    url: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-03T10:00:00.000Z',
    ...overrides,
  };
}
