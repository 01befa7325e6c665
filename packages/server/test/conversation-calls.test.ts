import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createTestApp, json, readAnswer } from './helpers';

/** A founder describing a real project, one topic after another. */
const TURNS = [
  'I want to build a scheduling tool for private tutors, because they lose about 5 hours a week texting students to book lessons.',
  'Our users are independent tutors with 10 to 40 students each, and the problem is that parents cancel late and nobody tracks it.',
  'It should let parents book a slot, send reminders the day before, and show the tutor a calendar of the week.',
  'We will charge tutors $12 a month as a subscription, with a free plan for up to 5 students.',
  "It's a web app first, React on the front end, and it must work on phones because parents book on the go.",
  'We want a first version live in 3 months, with a budget of $20k for the whole build.',
];

interface Turn {
  response: string;
  extractedElements: { projectType: string; features: string[]; businessModel: string; timeline: string };
  projectContext: { technicalPreferences: string };
  conversationDepth: number;
  detectedFrustration: boolean;
}

async function setUp() {
  const t = createTestApp();
  const cookie = await t.signUp();
  const post = (path: string, body: unknown) => t.request('POST', path, { cookie, body });
  return { t, cookie, post };
}

async function converse(post: (path: string, body: unknown) => Promise<Response>) {
  const history: Array<{ role: 'user' | 'charter'; content: string }> = [];
  let last: Turn | undefined;
  for (const message of TURNS) {
    const response = await post('/api/primer/socratic-conversation', {
      message,
      conversationHistory: history,
    });
    expect(response.status).toBe(200);
    last = await json<Turn>(response);
    history.push({ role: 'user', content: message }, { role: 'charter', content: last.response });
  }
  return { history, last: last as Turn };
}

describe('conversation calls', () => {
  it('refuses every call to a signed-out caller', async () => {
    const t = createTestApp();
    const paths = ['analyze-completion-confidence', 'socratic-conversation', 'generate-structured'];
    for (const path of [...paths, 'generate-hash-context', 'generate-comprehensive']) {
      expect((await t.request('POST', `/api/primer/${path}`, { body: {} })).status).toBe(401);
    }
  });

  it('interviews one question at a time and reaches depth 7 over a real conversation', async () => {
    const { post } = await setUp();
    const first = await json<Turn>(
      await post('/api/primer/socratic-conversation', { message: TURNS[0], conversationHistory: [] }),
    );
    expect(first.response.match(/\?/g)?.length).toBe(1);
    expect(first.detectedFrustration).toBe(false);
    const { last } = await converse(post);
    expect(last.conversationDepth).toBeGreaterThanOrEqual(7);
    expect(last.extractedElements.projectType).toMatch(/web/i);
    expect(last.extractedElements.businessModel).toContain('$12 a month');
    expect(last.extractedElements.features.length).toBeGreaterThan(0);
    expect(last.projectContext.technicalPreferences).toContain('React');

    const upset = await json<Turn>(
      await post('/api/primer/socratic-conversation', {
        message: 'This is frustrating, you keep asking the same thing!',
        conversationHistory: [],
        uploadedFiles: [{ name: 'notes.md', content: 'Tutors need a booking page for parents.' }],
      }),
    );
    expect(upset.detectedFrustration).toBe(true);
  });

  it('bounds the interviewer input: blank message, history and file sizes', async () => {
    const { post } = await setUp();
    const call = (body: object) => post('/api/primer/socratic-conversation', body);
    expect((await call({ message: '  ', conversationHistory: [] })).status).toBe(400);
    const history = Array.from({ length: 501 }, () => ({ role: 'user', content: 'hi' }));
    expect((await call({ message: 'Hi', conversationHistory: history })).status).toBe(400);
    const file = { name: 'a.txt', content: 'x'.repeat(50_001) };
    expect((await call({ message: 'Hi', conversationHistory: [], uploadedFiles: [file] })).status).toBe(400);
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' }));
    expect((await call({ message: 'Hi', conversationHistory: [], uploadedFiles: files })).status).toBe(400);
    const huge = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}.txt`, content: 'x'.repeat(50_000) }));
    const big = Array.from({ length: 200 }, () => ({ role: 'user', content: 'y'.repeat(20_000) }));
    expect((await call({ message: 'Hi', conversationHistory: big, uploadedFiles: huge })).status).toBe(413);
  });

  it('scores completion confidence with its label', async () => {
    const { post } = await setUp();
    const thin = await readAnswer(
      api.conversationCalls.analyzeCompletionConfidence,
      await post('/api/primer/analyze-completion-confidence', {
        conversationText: 'User: hi',
        projectTitle: 'X',
      }),
    );
    expect(thin.readyForPrimer).toBe(false);
    expect(thin.missingElements.length).toBeGreaterThan(0);
    expect(thin.label).toBe('Exploring');
    const full = await readAnswer(
      api.conversationCalls.analyzeCompletionConfidence,
      await post('/api/primer/analyze-completion-confidence', {
        conversationText: TURNS.map((turn) => `User: ${turn}\nCharter: Noted.`).join('\n'),
        projectTitle: 'TutorFlow',
      }),
    );
    expect(full.readyForPrimer).toBe(true);
    expect(full.confidence).toBeGreaterThanOrEqual(60);
    expect(full.recommendation).toContain('TutorFlow');
    expect(['Defining', 'Ready to Build']).toContain(full.label);
    expect((await post('/api/primer/analyze-completion-confidence', { conversationText: ' ' })).status).toBe(
      400,
    );
  });

  it('writes a structured primer from the conversation with the user constitution', async () => {
    const { post } = await setUp();
    const { history } = await converse(post);
    const response = await post('/api/primer/generate-structured', {
      projectTitle: 'TutorFlow',
      messages: history,
    });
    expect(response.status).toBe(200);
    const { success, primer } = await json<{ success: boolean; primer: string }>(response);
    expect(success).toBe(true);
    expect(primer.startsWith('# Project Primer: TutorFlow\n')).toBe(true);
    expect(primer).toContain('lose about 5 hours a week');
    expect(primer).toContain('independent tutors');
    expect(primer).toContain('$12 a month');
    expect(primer).toContain('CH-DEP-001');
    expect(
      (await post('/api/primer/generate-structured', { projectTitle: ' ', messages: history })).status,
    ).toBe(400);
    expect((await post('/api/primer/generate-structured', { projectTitle: 'T', messages: [] })).status).toBe(
      400,
    );
  });

  it('shows one readiness figure: the screen’s analysis and the primer’s completeness agree', async () => {
    const { post } = await setUp();
    const { history } = await converse(post);
    for (const messages of [history.slice(0, 4), history]) {
      const analysis = await readAnswer(
        api.conversationCalls.analyzeCompletionConfidence,
        await post('/api/primer/analyze-completion-confidence', {
          conversationText: messages
            .map((m) => `${m.role === 'user' ? 'User' : 'Charter'}: ${m.content}`)
            .join('\n'),
          projectTitle: 'TutorFlow',
        }),
      );
      const { primer } = await readAnswer(
        api.conversationCalls.generateStructured,
        await post('/api/primer/generate-structured', { projectTitle: 'TutorFlow', messages }),
      );
      expect(primer).toContain(`- **Primer completeness:** ${analysis.confidence}% ready`);
      const { documents } = await readAnswer(
        api.conversationCalls.generateComprehensive,
        await post('/api/primer/generate-comprehensive', { projectTitle: 'TutorFlow', messages }),
      );
      expect(documents['PRIMER.md']).toContain(`- **Primer completeness:** ${analysis.confidence}% ready`);
      expect(documents['REQUIREMENTS.md']).toContain(`Conversation confidence ${analysis.confidence}%`);
    }
  });

  it('writes a hash primer that keeps decisions across sessions', async () => {
    const { post } = await setUp();
    const response = await post('/api/primer/generate-hash-context', {
      projectTitle: 'TutorFlow',
      hashContext:
        'We decided to use Postgres for bookings. The calendar view is half done. We chose Stripe for billing.',
      technicalRequirements: 'Node 20, React 19',
      problemStatement: 'Tutors lose hours booking lessons.',
    });
    expect(response.status).toBe(200);
    const body = await json<{ success: boolean; primer: string; metadata: { wordCount: number } }>(response);
    expect(body.primer.startsWith('# Hash Primer: TutorFlow')).toBe(true);
    expect(body.primer).toContain('- We decided to use Postgres for bookings.');
    expect(body.primer).toContain('- We chose Stripe for billing.');
    expect(body.primer).toContain('## Do not redo');
    expect(body.primer).toContain('Node 20, React 19');
    expect(body.primer).toContain('CH-DEP-001');
    expect(body.metadata.wordCount).toBe(body.primer.split(/\s+/).filter(Boolean).length);
    const multiline = await readAnswer(
      api.conversationCalls.generateHashContext,
      await post('/api/primer/generate-hash-context', {
        projectTitle: 'Tutor\n## Flow',
        hashContext: 'Notes.',
      }),
    );
    expect(multiline.primer.split('\n')[0]).toBe('# Hash Primer: Tutor ## Flow');
    const blank = await post('/api/primer/generate-hash-context', { projectTitle: 'T', hashContext: '  ' });
    expect(blank.status).toBe(400);
    const big = await post('/api/primer/generate-hash-context', {
      projectTitle: 'T',
      hashContext: 'x'.repeat(50_001),
    });
    expect(big.status).toBe(400);
  });

  it('builds the comprehensive package: every document, named, from the conversation', async () => {
    const { post } = await setUp();
    const { history, last } = await converse(post);
    const response = await post('/api/primer/generate-comprehensive', {
      projectTitle: 'TutorFlow',
      messages: history,
      extractedElements: last.extractedElements,
    });
    expect(response.status).toBe(200);
    const body = await json<{
      documents: Record<string, string>;
      projectTitle: string;
      metadata: { totalDocuments: number; estimatedWords: number; documentTypes: string[] };
    }>(response);
    expect(Object.keys(body.documents)).toEqual([
      'PRIMER.md',
      'CONSTITUTION.md',
      'REQUIREMENTS.md',
      'ARCHITECTURE.md',
      'AGENTS.md',
      'CLAUDE.md',
      '.cursor/rules/charter.mdc',
      '.github/copilot-instructions.md',
    ]);
    expect(body.documents['PRIMER.md']?.startsWith('# Project Primer: TutorFlow')).toBe(true);
    expect(body.documents['CONSTITUTION.md']).toContain('CH-DEP-001');
    expect(body.documents['REQUIREMENTS.md']).toContain('$12 a month');
    expect(body.documents['ARCHITECTURE.md']).toContain('React');
    expect(body.documents['AGENTS.md']).toContain('<!-- charter:start -->');
    expect(body.documents['.cursor/rules/charter.mdc']?.startsWith('---')).toBe(true);
    expect(body.projectTitle).toBe('TutorFlow');
    expect(body.metadata.totalDocuments).toBe(8);
    expect(body.metadata.estimatedWords).toBeGreaterThan(1000);
    expect(body.metadata.documentTypes).toContain('agent-instructions');
  });
});
