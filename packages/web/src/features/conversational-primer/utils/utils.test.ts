import {
  analyzeCompletionConfidence,
  type ConversationSession,
  EMPTY_EXTRACTED_ELEMENTS,
} from '@charter/core';
import { describe, expect, it } from 'vitest';
import { toShortFileName } from './file-name';
import { toLocalConfidence, toLocalTurn } from './local-fallback';
import { toPackageEntries, toPackageFileName } from './package-zip';
import { toConversationProject, toConversationTitle, toProjectDecision } from './project-payload';
import { findSessionForProject, pickSessionToRestore } from './sessions';
import { toConversationText, toSlug } from './transcript';

const session = (overrides: Partial<ConversationSession>): ConversationSession => ({
  sessionId: 's',
  messages: [
    { role: 'charter', content: 'Hi', timestamp: '2026-01-01T00:00:00.000Z' },
    { role: 'user', content: 'Hello', timestamp: '2026-01-01T00:00:01.000Z' },
  ],
  extractedElements: {},
  projectContext: {},
  conversationDepth: 0,
  projectTitle: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('conversational primer utils', () => {
  it('cuts file names to 8 characters', () => {
    expect(toShortFileName('notes.md')).toBe('notes.md');
    expect(toShortFileName('requirements.md')).toBe('requirem…');
  });

  it('picks the newest session, only when it has more than one message', () => {
    const older = session({ sessionId: 'old', updatedAt: '2026-01-01T00:00:00.000Z' });
    const newer = session({ sessionId: 'new', updatedAt: '2026-01-02T00:00:00.000Z' });
    expect(pickSessionToRestore([older, newer])?.sessionId).toBe('new');
    const greetingOnly = session({
      updatedAt: '2026-01-03T00:00:00.000Z',
      messages: newer.messages.slice(0, 1),
    });
    expect(pickSessionToRestore([greetingOnly, newer])).toBeUndefined();
    expect(pickSessionToRestore([])).toBeUndefined();
  });

  it('finds the conversation of a project by its title', () => {
    const sessions = [
      session({ sessionId: 'a', projectTitle: 'Groomly' }),
      session({ sessionId: 'b', projectTitle: 'Other' }),
    ];
    expect(findSessionForProject(sessions, { name: ' groomly ' })?.sessionId).toBe('a');
    expect(findSessionForProject(sessions, { name: 'Missing' })).toBeUndefined();
    // An unnamed conversation is saved as "Untitled project" and found under that name.
    const unnamed = [session({ sessionId: 'u', projectTitle: '' })];
    expect(findSessionForProject(unnamed, { name: 'Untitled project' })?.sessionId).toBe('u');
  });

  it('answers locally with core’s canned reply, and the same depth and readiness the server computes', () => {
    const messages = [
      { role: 'user' as const, content: 'Tutors waste hours scheduling lessons by text.', timestamp: 't' },
    ];
    const turn = toLocalTurn(messages, messages[0]!.content);
    // Two facts: the problem and the users.
    expect(turn.conversationDepth).toBe(2);
    const server = analyzeCompletionConfidence('User: Tutors waste hours scheduling lessons by text.', '');
    expect(toLocalConfidence(messages)).toEqual({
      confidence: server.confidence,
      readyForPrimer: server.readyForPrimer,
      label: 'Clarifying',
      missingElements: server.missingElements,
      recommendation: server.recommendation,
      estimated: true,
    });
  });

  it('names the conversation by the title typed, else the name given, never by the problem', () => {
    const elements = { projectName: 'TrailMate' };
    expect(toConversationTitle({ projectTitle: ' Trails ', extractedElements: elements })).toBe('Trails');
    expect(toConversationTitle({ projectTitle: '', extractedElements: elements })).toBe('TrailMate');
    expect(toConversationTitle({ projectTitle: '', extractedElements: { projectName: '' } })).toBe(
      'Untitled project',
    );
  });

  it('zips the package with a README listing every document', () => {
    const entries = toPackageEntries(
      {
        projectTitle: 'Tutor Time',
        documents: { 'PRIMER.md': '# Project Primer: Tutor Time', 'AGENTS.md': 'x' },
        metadata: { totalDocuments: 2, estimatedWords: 5, documentTypes: [] },
      },
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(entries.map((e) => e.path)).toEqual(['README.md', 'PRIMER.md', 'AGENTS.md']);
    expect(entries[0]?.content).toContain('- `PRIMER.md`');
    expect(entries[0]?.content).toContain('2026-03-01');
    expect(toPackageFileName('Tutor Time!')).toBe('tutor-time-package.zip');
    expect(toSlug('***')).toBe('project');
  });

  it('writes the project payload from the conversation', () => {
    const payload = toConversationProject({
      projectTitle: 'Tutor Time',
      messages: [
        { role: 'charter', content: 'Hi', timestamp: 't' },
        { role: 'user', content: 'Tutors', timestamp: 't' },
        { role: 'charter', content: 'Ok', timestamp: 't' },
      ],
      extractedElements: {
        ...EMPTY_EXTRACTED_ELEMENTS,
        projectType: 'Web app',
        features: [],
        constraints: ['No ads'],
        businessModel: '$9 a month',
        timeline: '',
      },
      projectContext: { projectGoals: 'Save tutors time' },
      conversationDepth: 4,
      primer: null,
    });
    expect(payload).toEqual({
      name: 'Tutor Time',
      description: 'Web app defined in a conversation of 1 message exchange (3 messages).',
      finalPrimer: '',
      projectVision: 'Save tutors time',
      businessGoals: '$9 a month',
      technicalRequirements: '- No ads',
      completionStatus: { primerGenerated: false, conversationDepth: 4 },
    });
    expect(toConversationText([{ role: 'user', content: 'a', timestamp: 't' }])).toBe('User: a');
  });

  it('records the saved project as a decision made of what the user said', () => {
    const decision = toProjectDecision(
      {
        projectTitle: 'Tutor Time',
        messages: [{ role: 'user', content: 'x', timestamp: 't' }],
        extractedElements: {
          ...EMPTY_EXTRACTED_ELEMENTS,
          projectType: 'Web app',
          features: ['book lessons'],
          constraints: [],
          businessModel: '$12 a month',
          timeline: '3 months',
        },
        projectContext: undefined,
        conversationDepth: 7,
        primer: null,
      },
      79,
    );
    expect(decision).toEqual({
      title: 'Defined Tutor Time in a conversation',
      choice: 'Build Tutor Time as Web app: book lessons',
      decisionType: 'project_definition',
      rationale:
        'Captured from 1 message exchange (conversation depth 7 of 10). Business model: $12 a month. Timeline: 3 months.',
      alternatives: [],
      confidenceLevel: 79,
    });
  });
});
