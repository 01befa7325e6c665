import { describe, expect, it } from 'vitest';
import {
  detectFrustration,
  GENERATE_AT_DEPTH,
  getTopic,
  NAME_QUESTION,
  type RoleMessage,
  TOPICS,
  toConversationDepth,
  toSocraticReply,
} from '../../src/conversation/index';
import { FRUSTRATED_USER, SAAS_FOUNDER } from './fixtures';

const questionOf = (key: Parameters<typeof getTopic>[0]) => getTopic(key).question;
const countQuestions = (text: string) => TOPICS.filter((topic) => text.includes(topic.question)).length;

describe('toSocraticReply: one question about the first missing element', () => {
  it('starts with the problem', () => {
    const reply = toSocraticReply({ message: 'Hi', conversationHistory: [] });
    expect(reply.response).toBe(
      `I did not find anything new for the primer in “Hi”. ${questionOf('problem')}`,
    );
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

  it('says in one sentence what this message added before asking', () => {
    const { response } = toSocraticReply({
      message: 'Freelancers waste hours on invoices. It should send reminders.',
      conversationHistory: [],
    });
    expect(response).toMatch(/^Noted the problem, “Freelancers waste hours on invoices”; /);
    expect(response).toContain('a feature: “send reminders”.');
  });

  it('quotes the user without doubling the frame', () => {
    const { response, extractedElements } = toSocraticReply({
      message: 'The problem is that dog walkers lose bookings.',
      conversationHistory: [],
    });
    expect(extractedElements.problem).toBe('Dog walkers lose bookings');
    expect(response).toContain('the problem, “Dog walkers lose bookings”');
    expect(response).not.toMatch(/problem[^“]*“the problem/i);
  });

  it('never repeats a reply, even when the user repeats themselves', () => {
    const history: RoleMessage[] = [];
    const responses: string[] = [];
    for (let turn = 0; turn < 8; turn++) {
      const { response } = toSocraticReply({ message: 'ok', conversationHistory: [...history] });
      history.push({ role: 'user', content: 'ok' }, { role: 'charter', content: response });
      responses.push(response);
    }
    expect(new Set(responses).size).toBe(responses.length);
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

  it('asks for the name once the six topics are covered, then says it is ready', () => {
    const named = toSocraticReply({
      message: SAAS_FOUNDER.at(-1)!.content,
      conversationHistory: SAAS_FOUNDER.slice(0, -1),
    });
    expect(named.response).toContain(NAME_QUESTION);
    const { response, conversationDepth, extractedElements } = toSocraticReply({
      message: 'Receiptly.',
      conversationHistory: [...SAAS_FOUNDER, { role: 'charter', content: named.response }],
    });
    expect(extractedElements.projectName).toBe('Receiptly');
    expect(response).toContain('I have what I need');
    expect(response).toContain('Press Generate');
    expect(countQuestions(response)).toBe(0);
    expect(conversationDepth).toBeGreaterThanOrEqual(GENERATE_AT_DEPTH);
  });

  it('once every question is asked, is ready but names the answers it did not recognise', () => {
    const history: RoleMessage[] = [...TOPICS.map((topic) => topic.question), NAME_QUESTION].flatMap(
      (question) => [
        { role: 'charter', content: question },
        { role: 'user', content: 'hmm, not sure' },
      ],
    );
    const { response } = toSocraticReply({ message: 'ok', conversationHistory: history });
    expect(countQuestions(response)).toBe(0);
    expect(response).toContain('did not catch a clear answer about problem, target users');
    expect(response).toContain('press Generate');
  });

  it('reads a 50 000-character upload once: repetition adds one fact, not six hundred', () => {
    const content =
      'Our tutors for busy families should book lessons, because scheduling is a problem. '.repeat(600);
    const reply = toSocraticReply({
      message: 'see file',
      conversationHistory: [],
      uploadedFiles: [{ name: 'big.txt', content }],
    });
    expect(reply.extractedElements.features).toEqual(['book lessons']);
    expect(reply.conversationDepth).toBe(toConversationDepth(reply.extractedElements));
  });

  it('junk in an upload adds nothing', () => {
    const junk = `${'zzzzzzzzzz '.repeat(10_000)}${'qwrtpsdfgh xkcdvbnm '.repeat(5_000)}`;
    const reply = toSocraticReply({
      message: 'see file',
      conversationHistory: [],
      uploadedFiles: [{ name: 'junk.txt', content: junk }],
    });
    expect(junk.length).toBeGreaterThanOrEqual(200_000);
    expect(reply.conversationDepth).toBe(0);
    expect(reply.projectContext.confidenceLevel).toBe(0);
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

  it('reports the depth of everything extracted after this turn', () => {
    const history = SAAS_FOUNDER.slice(0, 3);
    const message = 'We charge $49 per seat.';
    const reply = toSocraticReply({ message, conversationHistory: history });
    expect(reply.conversationDepth).toBe(toConversationDepth(reply.extractedElements));
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
