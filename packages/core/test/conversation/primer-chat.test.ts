import { describe, expect, it } from 'vitest';
import {
  ChatMessageSchema,
  convertChatToForm,
  PRIMER_CHAT_ERROR_REPLY,
  type PrimerChatFields,
  proposeFieldWording,
  toPrimerChatReply,
} from '../../src/conversation/index';

// The shape of the primer module's PRIMER_FIELDS, trimmed to what these tests need.
const FIELDS: PrimerChatFields = {
  'core-problem': {
    label: 'Core problem',
    question: 'What problem does it solve, for whom, and what do they do about it today?',
    whyItMatters: 'Every trade-off an agent makes should serve this problem.',
  },
  'target-users': {
    label: 'Target users',
    question: 'Who are the first users, and what do they know and need?',
    whyItMatters: 'The users set the vocabulary, the defaults and the accessibility needs.',
  },
  'business-model': {
    label: 'Business model',
    question: 'How does it make money, or what does it save?',
    whyItMatters: 'Pricing decides which features are paid and what must be tracked.',
  },
  'platform-type': {
    label: 'Platform',
    question: 'Where will people use it?',
    whyItMatters: 'The platform decides the framework.',
  },
  'platform-constraints': {
    label: 'Platform constraints',
    question: 'What must the platform never do?',
    whyItMatters: 'Constraints stop agents from choosing what you cannot run.',
  },
};

describe('toPrimerChatReply', () => {
  it('explains a field the user asks about', () => {
    const reply = toPrimerChatReply({ message: 'What does target users mean?', fields: FIELDS });
    expect(reply).toBe(
      'Target users: Who are the first users, and what do they know and need? Why it matters: The users set the vocabulary, the defaults and the accessibility needs.',
    );
  });

  it('matches the longest field name, so "platform constraints" is not "platform"', () => {
    const reply = toPrimerChatReply({ message: 'Explain platform constraints please', fields: FIELDS });
    expect(reply).toMatch(/^Platform constraints: /);
  });

  it('adds wording for the explained field from what the user said earlier', () => {
    const reply = toPrimerChatReply({
      message: "What's the core problem field?",
      chatHistory: [{ role: 'user', content: 'Landlords waste days chasing rent. Hi.' }],
      fields: FIELDS,
    });
    expect(reply).toContain('you could write: “Landlords waste days chasing rent.”');
  });

  it('proposes wording for every field a project description fits', () => {
    const reply = toPrimerChatReply({
      message:
        'Small landlords waste days chasing rent. We charge $5 per unit each month. It is a mobile app.',
      fields: FIELDS,
    });
    expect(reply).toContain('- Core problem: “Small landlords waste days chasing rent.”');
    expect(reply).toContain('- Target users: “Small landlords waste days chasing rent.”');
    expect(reply).toContain('- Business model: “We charge $5 per unit each month.”');
    expect(reply).toContain('- Platform: “Mobile app”');
  });

  it('points at the fields still blank and asks the first one', () => {
    const reply = toPrimerChatReply({
      message: 'hello',
      context: { answers: { 'core-problem': 'Rent chasing', 'target-users': '  ' } },
      fields: FIELDS,
    });
    expect(reply).toContain(
      'Still empty: Target users, Business model, Platform and 1 more. Next, Target users: Who are the first users',
    );
  });

  it('says Generate when every field has an answer', () => {
    const answers = Object.fromEntries(Object.keys(FIELDS).map((key) => [key, 'x']));
    const reply = toPrimerChatReply({ message: 'hello', context: { answers }, fields: FIELDS });
    expect(reply).toContain('Every field has an answer: you can press Generate Primer.');
  });

  it('keeps the spec 000 §8 error reply for a failed call', () => {
    expect(PRIMER_CHAT_ERROR_REPLY).toMatch(/^I apologize, but I encountered an error\./);
  });

  it('validates chat messages, with proposals as extractedInfo', () => {
    const message = {
      role: 'assistant',
      content: 'ok',
      id: 'm1',
      timestamp: '2026-11-21T07:00:00Z',
      extractedInfo: proposeFieldWording('We charge $5 a month.'),
    };
    expect(ChatMessageSchema.parse(message)).toEqual(message);
    expect(ChatMessageSchema.safeParse({ ...message, content: 'x'.repeat(20_001) }).success).toBe(false);
    expect(ChatMessageSchema.safeParse({ ...message, role: 'charter' }).success).toBe(false);
  });

  it('proposes a role and a scope from a founder’s description', () => {
    expect(proposeFieldWording("I'm a solo founder building a tool for landlords.")).toMatchObject({
      'user-role': 'founder',
      'project-scope': "I'm a solo founder building a tool for landlords.",
    });
  });

  it('proposes only non-blank wording', () => {
    expect(proposeFieldWording('hello')).toEqual({});
  });
});

describe('convertChatToForm (spec 000 §2 Convert to Form)', () => {
  it('copies the first matching user message into each field', () => {
    const form = convertChatToForm([
      { role: 'assistant', content: 'What problem do your users have? What is the pricing?' },
      { role: 'user', content: ' Chasing rent is a real problem. ' },
      { role: 'user', content: 'Our customers are small landlords.' },
      { role: 'user', content: 'Another problem: vacancies.' },
      { role: 'user', content: 'A subscription at $5 per unit.' },
    ]);
    expect(form).toEqual({
      'core-problem': 'Chasing rent is a real problem.',
      'target-users': 'Our customers are small landlords.',
      'business-model': 'A subscription at $5 per unit.',
    });
  });

  it('takes the whole first matching message, even when it also matches another field', () => {
    const form = convertChatToForm([
      { role: 'user', content: 'Tenants forget rent, a problem for landlords.' },
    ]);
    expect(form['core-problem']).toBe('Tenants forget rent, a problem for landlords.');
    expect(form['target-users']).toBe('Tenants forget rent, a problem for landlords.');
  });

  it('leaves fields blank when no user message matches', () => {
    expect(convertChatToForm([{ role: 'user', content: 'hello' }])).toEqual({
      'core-problem': '',
      'target-users': '',
      'business-model': '',
    });
  });
});
