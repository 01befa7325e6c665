import type { SendAssistantMessageResponse } from '@charter/core';
import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { closeApp } from '../src/app';
import { createTestApp, json, readAnswer, type TestApp } from './helpers';

async function ask(t: TestApp, cookie: string, message: string, conversationId?: string) {
  const response = await t.request('POST', '/api/assistant/messages', {
    cookie,
    body: { message, ...(conversationId ? { conversation_id: conversationId } : {}) },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<SendAssistantMessageResponse>(response);
}

describe('POST /api/assistant/messages (console user)', () => {
  it('answers a dependency question with the evaluator’s blocked card, recorded in the ledger as source assistant', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const answer = await ask(t, cookie, 'Can I add chart.js? We have 50 dependencies');
    const card = answer.reply.cards[0];
    expect(card?.type).toBe('verdict');
    if (card?.type !== 'verdict') throw new Error('no verdict');
    expect(card.status).toBe('blocked');
    const dep = card.rules.find((rule) => rule.ruleId === 'CH-DEP-001');
    expect(dep).toMatchObject({ actual: 51, threshold: 50, enforcement: 'enforced' });
    expect(card.decisionId).toMatch(/^dec_/);
    expect(answer.reply.source).toBe('deterministic');
    expect(answer.reply.text).toContain('ask for an exception for that');

    const { decisions } = await readAnswer(
      api.governance.decisions,
      await t.request('GET', '/api/user/decisions?source=all', { cookie }),
    );
    expect(decisions.find((d) => d.decision_id === card.decisionId)?.source).toBe('assistant');
    await closeApp(t.app);
  });

  it('files an exception for the decision just discussed, once, and it is listed among the rebellions', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const first = await ask(t, cookie, 'Raise the API timeout to 30 s');
    const verdict = first.reply.cards[0];
    if (verdict?.type !== 'verdict') throw new Error('no verdict');
    expect(verdict.rules.map((r) => r.ruleId)).toContain('CH-API-001');

    const filed = await ask(t, cookie, 'Ask for an exception for that', first.conversation_id);
    const card = filed.reply.cards[0];
    expect(card?.type).toBe('rebellion');
    if (card?.type !== 'rebellion') throw new Error('no rebellion');
    expect(card.decisionId).toBe(verdict.decisionId);
    const again = await ask(t, cookie, 'ask for an exception for that', first.conversation_id);
    expect(again.reply.cards[0]).toMatchObject({ rebellionId: card.rebellionId });

    const { rebellions } = await readAnswer(
      api.rebellions.list,
      await t.request('GET', '/api/user/rebellions', { cookie }),
    );
    expect(rebellions.map((r) => r.rebellion_id)).toEqual([card.rebellionId]);
    expect(rebellions[0]?.status).toBe('pending');
  });

  it('says there is nothing to except before a decision, and explains rules, ledger and practices', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const none = await ask(t, cookie, 'Ask for an exception for that');
    expect(none.reply.cards).toEqual([]);
    expect(none.reply.text).toMatch(/no blocked decision/i);

    const rules = await ask(t, cookie, 'What are our rules?');
    expect(rules.reply.cards[0]?.type).toBe('rules');
    expect(rules.reply.text).toContain('CH-DEP-001');

    await ask(t, cookie, 'npm install lodash, we have 50 dependencies');
    const ledger = await ask(t, cookie, 'Why was my last install blocked?');
    const card = ledger.reply.cards[0];
    if (card?.type !== 'ledger') throw new Error('no ledger card');
    expect(card.decisions[0]?.violatedRuleIds).toContain('CH-DEP-001');

    const practice = await ask(t, cookie, 'How should I handle retries?');
    const p = practice.reply.cards[0];
    if (p?.type !== 'practice') throw new Error('no practice card');
    expect(p.practiceId).toBe('retry-with-backoff-and-jitter');
    expect(p.sources.length).toBeGreaterThan(0);
  });

  it('lists, reads and deletes only the owner’s conversations', async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const { conversation_id } = await ask(t, alice, 'What are our rules?');
    const list = await readAnswer(
      api.assistant.listConversations,
      await t.request('GET', '/api/assistant/conversations', { cookie: alice }),
    );
    expect(list.conversations).toEqual([expect.objectContaining({ id: conversation_id, message_count: 2 })]);
    expect(
      (await t.request('GET', `/api/assistant/conversations/${conversation_id}`, { cookie: bob })).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/api/assistant/conversations/${conversation_id}`, { cookie: bob })).status,
    ).toBe(404);
    const bobAsks = await t.request('POST', '/api/assistant/messages', {
      cookie: bob,
      body: { message: 'hello', conversation_id },
    });
    expect(bobAsks.status).toBe(404);
    expect(
      (await t.request('DELETE', `/api/assistant/conversations/${conversation_id}`, { cookie: alice }))
        .status,
    ).toBe(200);
    const after = await readAnswer(
      api.assistant.listConversations,
      await t.request('GET', '/api/assistant/conversations', { cookie: alice }),
    );
    expect(after.conversations).toEqual([]);
  });

  it('keeps at most 50 conversations per owner, dropping the least recently used', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 51; i++) ids.push((await ask(t, cookie, `hello ${i}`)).conversation_id);
    const { conversations } = await readAnswer(
      api.assistant.listConversations,
      await t.request('GET', '/api/assistant/conversations', { cookie }),
    );
    expect(conversations).toHaveLength(50);
    expect(conversations.map((c) => c.id)).not.toContain(ids[0]);
    expect(conversations[0]?.id).toBe(ids[50]);
  });

  it('refuses an anonymous caller, a bad body and a cross-site cookie request', async () => {
    const t = createTestApp();
    expect((await t.request('POST', '/api/assistant/messages', { body: { message: 'hi' } })).status).toBe(
      401,
    );
    const cookie = await t.signUp();
    const empty = await t.request('POST', '/api/assistant/messages', { cookie, body: { message: '  ' } });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error).toBe('Type a question.');
    const crossSite = await t.request('POST', '/api/assistant/messages', {
      cookie,
      body: { message: 'hi' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('offers example questions drawn from the user’s constitution', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const { questions } = await readAnswer(
      api.assistant.suggestions,
      await t.request('GET', '/api/assistant/suggestions', { cookie }),
    );
    expect(questions[0]).toBe('Can I add chart.js? We have 50 dependencies');
  });
});
