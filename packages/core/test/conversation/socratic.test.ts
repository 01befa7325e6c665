import { describe, expect, it } from 'vitest';
import {
  detectFrustration,
  GENERATE_AT_DEPTH,
  getTopic,
  type RoleMessage,
  TOPICS,
  toConversationDepth,
  toDepthFromHistory,
  toSocraticReply,
} from '../../src/conversation/index';
import { FRUSTRATED_USER, SAAS_FOUNDER } from './fixtures';

const questionOf = (key: Parameters<typeof getTopic>[0]) => getTopic(key).question;
const countQuestions = (text: string) => TOPICS.filter((topic) => text.includes(topic.question)).length;

describe('toSocraticReply: one question about the first missing element', () => {
  it('starts with the problem', () => {
    const reply = toSocraticReply({ message: 'Hi', conversationHistory: [] });
    expect(reply.response).toBe(`Thanks. ${questionOf('problem')}`);
    expect(reply.detectedFrustration).toBe(false);
  });

  it.each<[string, string, Parameters<typeof getTopic>[0]]>([
    ['problem known', 'Invoicing wastes hours every week', 'users'],
    ['problem and users', 'Freelance designers waste hours chasing unpaid invoices', 'features'],
    [
      'problem, users, features',
      'Freelancers waste hours on invoices. It should send reminders and track payments.',
      'businessModel',
    ],
    [
      '… and the business model',
      'Freelancers waste hours on invoices. It should send reminders. We charge $9 a month.',
      'platform',
    ],
    [
      '… and the platform',
      'Freelancers waste hours on invoices. It should send reminders. We charge $9 a month. A web app.',
      'timeline',
    ],
  ])('%s: asks about %s', (_name, message, next) => {
    const { response } = toSocraticReply({ message, conversationHistory: [] });
    expect(response).toContain(questionOf(next));
    expect(countQuestions(response)).toBe(1);
  });

  it('reflects back what it understood in one sentence before asking', () => {
    const { response } = toSocraticReply({
      message: 'Freelancers waste hours on invoices. It should send reminders.',
      conversationHistory: [],
    });
    expect(response).toMatch(
      /^So far I understand that the problem is “Freelancers waste hours on invoices”; /,
    );
    expect(response).toContain('it should send reminders.');
  });

  it('never asks again a question the user already answered, even in words it cannot parse', () => {
    const history: RoleMessage[] = [
      { role: 'user', content: 'Invoicing wastes hours every week' },
      { role: 'charter', content: questionOf('users') },
    ];
    const { response } = toSocraticReply({ message: 'mostly people like me', conversationHistory: history });
    expect(response).not.toContain(questionOf('users'));
    expect(response).toContain(questionOf('features'));
  });

  it('never asks a question whose answer is already in the history', () => {
    const history: RoleMessage[] = [
      { role: 'user', content: 'We charge $20 per seat.' },
      { role: 'charter', content: 'Thanks.' },
    ];
    const turns = ['Hotels lose bookings', 'Front-desk managers', 'It must show a calendar'].map(
      (message) => toSocraticReply({ message, conversationHistory: history }).response,
    );
    for (const response of turns) expect(response).not.toContain(questionOf('businessModel'));
  });

  it('says it is ready and suggests Generate when everything is covered', () => {
    const { response, conversationDepth } = toSocraticReply({
      message: SAAS_FOUNDER.at(-1)!.content,
      conversationHistory: SAAS_FOUNDER.slice(0, -1),
    });
    expect(response).toContain('I have what I need');
    expect(response).toContain('Press Generate');
    expect(countQuestions(response)).toBe(0);
    expect(conversationDepth).toBeGreaterThanOrEqual(GENERATE_AT_DEPTH);
  });

  it('once every question is asked, is ready but names the answers it did not recognise', () => {
    const history: RoleMessage[] = TOPICS.flatMap((topic) => [
      { role: 'charter', content: topic.question },
      { role: 'user', content: 'hmm, not sure' },
    ]);
    const { response } = toSocraticReply({ message: 'ok', conversationHistory: history });
    expect(countQuestions(response)).toBe(0);
    expect(response).toContain('did not catch a clear answer about problem, target users');
    expect(response).toContain('press Generate');
  });

  it('answers a 50 000-character upload quickly', () => {
    const content =
      'Our tutors for busy families should book lessons, because scheduling is a problem. '.repeat(600);
    const started = performance.now();
    toSocraticReply({
      message: 'see file',
      conversationHistory: [],
      uploadedFiles: [{ name: 'big.txt', content }],
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('returns the extracted elements and the context', () => {
    const reply = toSocraticReply({
      message: SAAS_FOUNDER.at(-1)!.content,
      conversationHistory: SAAS_FOUNDER,
    });
    expect(reply.extractedElements.projectType).toBe('SaaS web app');
    expect(reply.projectContext.businessContext).toContain('$49 per seat');
  });

  it('counts the message once when the client already appended it to the history', () => {
    const message = 'The problem costs $5';
    const once = toSocraticReply({ message, conversationHistory: [] });
    const twice = toSocraticReply({ message, conversationHistory: [{ role: 'user', content: message }] });
    expect(twice).toEqual(once);
  });

  it('reports the depth after this turn: the history replayed, then this exchange', () => {
    const history = SAAS_FOUNDER.slice(0, 3);
    const message = 'We charge $49 per seat.';
    const reply = toSocraticReply({ message, conversationHistory: history });
    expect(reply.conversationDepth).toBe(
      toConversationDepth(toDepthFromHistory(history), message, reply.response),
    );
  });
});

describe('toSocraticReply: frustration comes first', () => {
  const reply = toSocraticReply({
    message: FRUSTRATED_USER.at(-1)!.content,
    conversationHistory: FRUSTRATED_USER.slice(0, -1),
  });

  it('acknowledges it, offers Generate or the form, and asks nothing', () => {
    expect(reply.detectedFrustration).toBe(true);
    expect(reply.response).toMatch(/^I hear you/);
    expect(reply.response).toContain('press Generate now');
    expect(reply.response).toContain('switch to the form');
    expect(countQuestions(reply.response)).toBe(0);
    expect(reply.response).not.toContain('?');
  });

  it('still shows what it has so the user sees progress', () => {
    expect(reply.response).toContain('Members keep losing track of their classes');
    expect(reply.projectContext.userPersonality).toMatch(/^frustrated/);
  });

  it.each([
    ['Ugh, I already told you!!', true],
    ["I'm getting really frustrated", true],
    ['Too many questions', true],
    ['Just generate it', true],
    ['Our customers are frustrated by late invoices', false],
    ['It should be simple to use', false],
  ])('detectFrustration(%s) is %s', (message, expected) => {
    expect(detectFrustration(message)).toBe(expected);
  });
});

describe('toSocraticReply: uploaded files', () => {
  const brief = {
    name: 'brief.md',
    content:
      '# Brief\n\nTutorly helps private tutors schedule lessons and collect payments. Tutors waste hours on scheduling by text. It is a web app.',
  };

  it('says what it read, by name and key point', () => {
    const { response } = toSocraticReply({
      message: 'Here is my brief',
      conversationHistory: [],
      uploadedFiles: [brief],
    });
    expect(response).toMatch(
      /^I read brief\.md: “Tutorly helps private tutors schedule lessons and collect payments”\./,
    );
  });

  it('uses the file as evidence: topics it covers are not asked', () => {
    const reply = toSocraticReply({
      message: 'Here is my brief',
      conversationHistory: [],
      uploadedFiles: [brief],
    });
    expect(reply.response).not.toContain(questionOf('problem'));
    expect(reply.response).not.toContain(questionOf('users'));
    expect(reply.response).toContain(questionOf('features'));
    expect(reply.extractedElements.projectType).toBe('Web app');
  });

  it('does not summarise the same file twice', () => {
    const first = toSocraticReply({
      message: 'Here is my brief',
      conversationHistory: [],
      uploadedFiles: [brief],
    });
    const history: RoleMessage[] = [
      { role: 'user', content: 'Here is my brief' },
      { role: 'charter', content: first.response },
    ];
    const second = toSocraticReply({
      message: 'They book weekly',
      conversationHistory: history,
      uploadedFiles: [brief],
    });
    expect(second.response).not.toContain('I read brief.md');
  });

  it('says so when a file has no readable text', () => {
    const { response } = toSocraticReply({
      message: 'see file',
      conversationHistory: [],
      uploadedFiles: [{ name: 'scan.pdf', content: '' }],
    });
    expect(response).toContain('I opened scan.pdf, but it has no text I could read.');
  });
});
