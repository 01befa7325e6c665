import type { Project } from '@charter/core';
import { describe, expect, it } from 'vitest';
import {
  isStructuredPrimer,
  recoverLiveProjects,
  toMessageCount,
  toPrimerFileName,
} from './recover-projects';

const PRIMER = '# Project Primer: Invoice Tracker\n\nGoals…';

function project(overrides: Partial<Project>): Project {
  return {
    id: overrides.id ?? overrides.name ?? 'p',
    name: 'Invoice Tracker',
    description: 'Conversation with 60 messages exchanged',
    projectVision: '',
    targetMarket: '',
    businessModel: '',
    primaryFeatures: '',
    technicalComplexity: '',
    platformConstraints: '',
    timelineBudget: '',
    businessGoals: '',
    technicalRequirements: '',
    primerContent: PRIMER,
    completionStatus: true,
    conversationDepth: 5,
    source: 'conversation',
    url: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('the recovery rules (spec 002 §9)', () => {
  it.each([
    ['# Project Primer: A', true],
    ['Project Primer: A', true],
    ['  ## Project Primer: A', true],
    ['User: hello\nAssistant: hi', false],
    ['# Primer for A', false],
    ['', false],
  ])('structured heading %j → %s', (primer, expected) => {
    expect(isStructuredPrimer(primer)).toBe(expected);
  });

  it.each([
    ['60 messages exchanged', 60],
    ['A chat of 1,204 messages', 1204],
    ['1 message', 1],
    ['Web app defined in a conversation of 26 message exchanges (52 messages).', 52],
    ['no count here', null],
    ['messages: many', null],
  ])('message count in %j → %s', (description, expected) => {
    expect(toMessageCount(description)).toBe(expected);
  });

  it.each([
    ['qualifies at exactly 50 messages', [project({ description: '50 messages' })], ['Invoice Tracker']],
    ['49 messages is too few', [project({ description: '49 messages' })], []],
    ['no message count', [project({ description: 'A great app' })], []],
    ['a chat log primer', [project({ primerContent: 'User: hi' })], []],
    [
      'duplicates keep the highest message count',
      [
        project({ id: 'a', description: '60 messages', updatedAt: '2026-01-03T00:00:00.000Z' }),
        project({ id: 'b', name: ' invoice tracker ', description: '90 messages' }),
      ],
      ['b'],
    ],
    [
      'ties keep the latest update',
      [
        project({ id: 'a', updatedAt: '2026-01-02T00:00:00.000Z' }),
        project({ id: 'b', updatedAt: '2026-01-05T00:00:00.000Z' }),
      ],
      ['b'],
    ],
    [
      'at most 3, the newest first',
      ['A', 'B', 'C', 'D'].map((name, i) =>
        project({ id: name, name, updatedAt: `2026-01-0${i + 1}T00:00:00.000Z` }),
      ),
      ['D', 'C', 'B'],
    ],
  ])('%s', (_title, projects, expected) => {
    const ids = recoverLiveProjects(projects).map((r) =>
      expected[0]?.length === 1 ? r.project.id : r.project.name,
    );
    expect(ids).toEqual(expected);
  });

  it.each([
    ['Invoice Tracker', 'invoice-tracker-primer.md'],
    ['  My  Great App! ', 'my-great-app-primer.md'],
    ['!!!', 'project-primer.md'],
  ])('file name of %j → %s', (name, file) => {
    expect(toPrimerFileName(name)).toBe(file);
  });
});
