import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createTestApp, json, readAnswer } from './helpers';

const ANSWERS = {
  'user-role': 'founder',
  'project-scope': 'MVP',
  'platform-type': 'Web app',
  'core-problem': 'Private tutors lose hours every week scheduling lessons over text messages.',
  'target-users': 'Independent tutors with 10 to 40 students',
  'business-model': 'Subscription at $12 a month per tutor',
};

interface Generated {
  success: boolean;
  primer: string;
  metadata: { wordCount: number; projectType: string; userRole: string };
  compliance: { score: number; sections: Array<{ id: string; present: boolean }> };
  agentFiles: Array<{ path: string; content: string }>;
}

async function setUp() {
  const t = createTestApp();
  const cookie = await t.signUp();
  const post = (path: string, body: unknown, as = cookie) => t.request('POST', path, { cookie: as, body });
  return { t, cookie, post };
}

describe('primer calls', () => {
  it('refuses every call to a signed-out caller', async () => {
    const t = createTestApp();
    for (const path of ['generate', 'download', 'smart-analysis', 'chat']) {
      expect((await t.request('POST', `/api/primer/${path}`, { body: {} })).status).toBe(401);
    }
    expect((await t.request('GET', '/api/primer/smart-analysis/latest')).status).toBe(401);
  });

  it("generates a primer with the user's own constitution and the agent files", async () => {
    const { post } = await setUp();
    const before = await json<Generated>(await post('/api/primer/generate', { answers: ANSWERS }));
    expect(before.success).toBe(true);
    expect(before.primer.startsWith('# Project Primer: ')).toBe(true);
    for (const answer of Object.values(ANSWERS).slice(3)) expect(before.primer).toContain(answer);
    expect(before.primer).toContain('CH-DEP-001');
    expect(before.primer).not.toContain('BP-HASH-PASSWORDS');
    expect(before.metadata).toMatchObject({ projectType: 'web-app', userRole: 'founder' });
    expect(before.metadata.wordCount).toBeGreaterThan(200);
    expect(before.compliance.score).toBe(100);
    expect(before.agentFiles.map((file) => file.path)).toEqual([
      'AGENTS.md',
      'CLAUDE.md',
      '.cursor/rules/charter.mdc',
      '.github/copilot-instructions.md',
    ]);
    expect(before.agentFiles[0]?.content).toContain('<!-- charter:start -->');

    await post('/api/best-practices/initialize', undefined);
    const rule = await post('/api/best-practices/hash-passwords/generate-rule', undefined);
    expect(rule.status).toBe(200);
    const after = await json<Generated>(
      await post('/api/primer/generate', { answers: ANSWERS, projectName: 'TutorFlow' }),
    );
    expect(after.primer.startsWith('# Project Primer: TutorFlow')).toBe(true);
    expect(after.primer).toContain('BP-HASH-PASSWORDS');
    expect(after.agentFiles[1]?.content).toContain('BP-HASH-PASSWORDS');
  });

  it('refuses answers that are not primer answers or too long', async () => {
    const { post } = await setUp();
    expect((await post('/api/primer/generate', {})).status).toBe(400);
    const long = await post('/api/primer/generate', { answers: { 'core-problem': 'x'.repeat(5001) } });
    expect(long.status).toBe(400);
    expect((await json(long)).code).toBe('VALIDATION_FAILED');
    const huge = await post('/api/primer/generate', { answers: { 'core-problem': 'x'.repeat(300_000) } });
    expect(huge.status).toBe(413);
  });

  it('downloads the primer as a Markdown file named by the time', async () => {
    const { post } = await setUp();
    const primer = '# Project Primer: Tutors\n\nÜber alles — ok.\n';
    const response = await post('/api/primer/download', { primer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="project-primer-[0-9A-Za-z-]+\.md"$/,
    );
    expect(await response.text()).toBe(primer);
    expect((await post('/api/primer/download', { primer: '  ' })).status).toBe(400);
    expect((await post('/api/primer/download', { primer: 'x'.repeat(200_001) })).status).toBe(400);
    expect((await post('/api/primer/download', { primer: 'x'.repeat(2_000_000) })).status).toBe(413);
  });

  it('keeps the latest smart analysis per user', async () => {
    const { t, cookie, post } = await setUp();
    const empty = await json(await t.request('GET', '/api/primer/smart-analysis/latest', { cookie }));
    expect(empty).toEqual({ success: true, analysis: null, content: null, createdAt: null });

    const content =
      'Project: TutorFlow\nProblem: Private tutors lose hours scheduling lessons.\nUsers: Independent tutors.\n' +
      'Business model: $12 a month subscription.';
    const created = await post('/api/primer/smart-analysis', { content });
    expect(created.status).toBe(200);
    const body = await json<{ analysis: Record<string, unknown>; content: string; createdAt: string }>(
      created,
    );
    expect(body.analysis.extracted_project_name).toBe('TutorFlow');
    expect(String(body.analysis.extracted_problem)).toContain('tutors lose hours');
    expect(body.content).toBe(content);
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(await json(await t.request('GET', '/api/primer/smart-analysis/latest', { cookie }))).toEqual(body);
  });

  it('answers the latest analysis only to its owner, and refuses blank or oversized text', async () => {
    const { t, cookie, post } = await setUp();
    await post('/api/primer/smart-analysis', { content: 'Project: First\nProblem: One.' });
    await post('/api/primer/smart-analysis', { content: 'Project: Second\nProblem: Two.' });
    const latest = await readAnswer(
      api.primers.latestSmartAnalysis,
      await t.request('GET', '/api/primer/smart-analysis/latest', { cookie }),
    );
    expect(latest.content).toBe('Project: Second\nProblem: Two.');
    expect(latest.analysis?.extracted_project_name).toBe('Second');
    const other = await t.signUp();
    expect(
      await json(await t.request('GET', '/api/primer/smart-analysis/latest', { cookie: other })),
    ).toEqual({
      success: true,
      analysis: null,
      content: null,
      createdAt: null,
    });
    expect((await post('/api/primer/smart-analysis', { content: ' \n ' })).status).toBe(400);
    expect((await post('/api/primer/smart-analysis', { content: 'x'.repeat(50_001) })).status).toBe(400);
    expect((await post('/api/primer/smart-analysis', { content: 'x'.repeat(400_000) })).status).toBe(413);
  });

  it('chats about the form without an LLM', async () => {
    const { post } = await setUp();
    const meaning = await readAnswer(
      api.primers.chat,
      await post('/api/primer/chat', { message: 'What does target users mean?', chatHistory: [] }),
    );
    expect(meaning.response).toContain('Target users');
    const missing = await readAnswer(
      api.primers.chat,
      await post('/api/primer/chat', {
        message: 'We are building an app for tutors who lose hours scheduling lessons.',
        context: { answers: { 'core-problem': ANSWERS['core-problem'] } },
        chatHistory: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello!' },
        ],
      }),
    );
    expect(missing.response.length).toBeGreaterThan(20);
    expect((await post('/api/primer/chat', { message: '   ' })).status).toBe(400);
    const history = Array.from({ length: 501 }, () => ({ role: 'user', content: 'hi' }));
    expect((await post('/api/primer/chat', { message: 'Hi', chatHistory: history })).status).toBe(400);
  });
});
