import { describe, expect, it } from 'vitest';
import { EMPTY_EXTRACTED_ELEMENTS } from '../../src/api/conversation-calls';
import {
  EMPTY_PROJECT_CONTEXT,
  ExtractedElementsSchema,
  extractElements,
  getTopic,
  NAME_QUESTION,
  ProjectContextSchema,
  toPlatformProjectType,
  toProjectContext,
  toReadiness,
} from '../../src/conversation/index';
import { DESIGNER, DEVELOPER, FRUSTRATED_USER, SAAS_FOUNDER } from './fixtures';

describe('extractElements on realistic conversations', () => {
  it('a SaaS founder: type, features, price, and a date that is the timeline, not a constraint', () => {
    const elements = extractElements(SAAS_FOUNDER);
    expect(ExtractedElementsSchema.parse(elements)).toEqual(elements);
    expect(elements).toEqual({
      projectName: '',
      problem: 'They waste hours chasing clients for missing receipts',
      users: 'small accounting firms',
      projectType: 'SaaS web app',
      features: [
        'send automatic reminders',
        'let clients upload receipts from their phone',
        'show a dashboard of what is missing',
      ],
      constraints: [],
      businessModel: 'We will charge $49 per seat per month, with a 14-day free trial',
      timeline: 'by March',
    });
  });

  it('a frustrated user: little to extract, nothing invented', () => {
    expect(extractElements(FRUSTRATED_USER)).toEqual({
      projectName: '',
      problem: 'Members keep losing track of their classes',
      users: 'Members',
      projectType: '',
      features: [],
      constraints: [],
      businessModel: '',
      timeline: '',
    });
  });

  it('a developer: the API named first wins over Shopify, list items are features, limits are constraints', () => {
    const elements = extractElements(DEVELOPER);
    expect(elements.projectType).toBe('API / backend service');
    expect(elements.features).toEqual([
      'webhook receiver for stock changes',
      'retry with backoff',
      'alert the ops channel on failures',
    ]);
    expect(elements.constraints).toHaveLength(1);
    expect(elements.constraints[0]).toContain('must not call Shopify more than 2 requests per second');
    expect(elements.businessModel).toBe('');
  });

  it('a designer: brand and accessibility rules are constraints, "$8 a month" is a price not a timeline', () => {
    const elements = extractElements(DESIGNER);
    expect(elements.projectType).toBe('Web app');
    expect(elements.features).toEqual(['upload galleries', 'share a private link with clients']);
    expect(elements.constraints).toEqual([
      'The brand colours are navy and coral, with the Inter font only',
      'Everything must meet WCAG AA contrast',
    ]);
    expect(elements.businessModel).toBe('Freemium: free for 3 galleries, premium at $8 a month');
    expect(elements.timeline).toBe('');
  });

  it('does not take the founder’s own tasks for product features', () => {
    const elements = extractElements([
      { role: 'user', content: 'We need to launch by March. It should track orders.' },
    ]);
    expect(elements.features).toEqual(['track orders']);
    expect(elements.timeline).toBe('by March');
  });

  it('reads only the user, never Charter’s questions', () => {
    const elements = extractElements([
      { role: 'charter', content: 'Should it be a mobile app? How will it make money in 3 months?' },
    ]);
    expect(elements).toEqual(EMPTY_EXTRACTED_ELEMENTS);
  });

  it('reads a bare answer as the answer to the question just asked', () => {
    const elements = extractElements([
      { role: 'charter', content: getTopic('users').question },
      { role: 'user', content: 'Hikers.' },
      { role: 'charter', content: getTopic('features').question },
      { role: 'user', content: 'Route search, offline maps, trip sharing.' },
      { role: 'charter', content: getTopic('timeline').question },
      { role: 'user', content: '6 weeks.' },
      { role: 'charter', content: NAME_QUESTION },
      { role: 'user', content: 'TrailMate' },
    ]);
    expect(elements.users).toBe('Hikers');
    expect(elements.features).toEqual(['Route search', 'offline maps', 'trip sharing']);
    expect(elements.timeline).toBe('6 weeks');
    expect(elements.projectName).toBe('TrailMate');
  });

  it.each<[string, string[]]>([
    [
      'It should offer route search by difficulty, duration and weather.',
      ['offer route search by difficulty, duration and weather'],
    ],
    [
      'Features: route search by difficulty, duration and weather, offline maps, trip sharing with friends',
      ['route search by difficulty, duration and weather', 'offline maps', 'trip sharing with friends'],
    ],
    [
      'It should send reminders, track payments and export reports.',
      ['send reminders', 'track payments', 'export reports'],
    ],
    ['It should track water, light and fertilizer.', ['track water, light and fertilizer']],
  ])('features as whole phrases: %s', (content, features) => {
    expect(extractElements([{ role: 'user', content }]).features).toEqual(features);
  });

  it.each<[string, string]>([
    ['# PlantPal\nBusy people forget to water plants.', 'PlantPal'],
    ["It's called TrailMate.", 'TrailMate'],
    ["I'm building Ledgerly, a SaaS for accountants.", 'Ledgerly'],
    ['Project name: Tutor Time', 'Tutor Time'],
    ['# Brief\nPeople forget to water their houseplants and lose them.', ''],
    ['People forget to water their houseplants and lose them.', ''],
  ])('a name only when the user gives one: %s', (content, name) => {
    expect(extractElements([{ role: 'user', content }]).projectName).toBe(name);
  });

  it('a timeline is never filed as a constraint', () => {
    const elements = extractElements([
      {
        role: 'user',
        content: 'We want to launch in 3 months and the budget is $30k. It must only run on iOS.',
      },
    ]);
    expect(elements.timeline).toBe('in 3 months');
    expect(elements.constraints).toEqual(['It must only run on iOS']);
  });

  it.each<[string, string]>([
    ['We launch in 6 weeks', 'in 6 weeks'],
    ['Ship within a couple of months', 'within a couple of months'],
    ['Target is Q3 2027', 'Q3 2027'],
    ['Demo day is 2027-01-15', '2027-01-15'],
    ['before the end of the year', 'before the end of the year'],
  ])('timeline: %s', (content, timeline) => {
    expect(extractElements([{ role: 'user', content }]).timeline).toBe(timeline);
  });

  it.each<[string, string]>([
    ['a Chrome extension for recruiters', 'Browser extension'],
    ['an Android and iOS app', 'Mobile app'],
    ['a marketplace for tutors', 'Marketplace'],
    ['a command-line tool', 'Command-line tool'],
    ['an Electron desktop app', 'Desktop app'],
    ['a website', 'Web app'],
    ['something nice', ''],
  ])('project type: %s', (text, type) => {
    expect(toPlatformProjectType(text)).toBe(type);
  });

  it('finishes on a long adversarial message and takes nothing from it', () => {
    const content = `${'should '.repeat(5_000)}${'a, '.repeat(5_000)}`;
    expect(extractElements([{ role: 'user', content }]).features).toEqual([]);
  });
});

describe('toProjectContext', () => {
  it('a developer: stack, decisions, challenges and a technical personality', () => {
    const context = toProjectContext(DEVELOPER);
    expect(ProjectContextSchema.parse(context)).toEqual(context);
    expect(context.projectGoals).toBe(
      "We're building an internal API that syncs inventory between our warehouse system and Shopify.",
    );
    expect(context.technicalPreferences).toBe('Node.js, TypeScript, Postgres, AWS, Redis');
    expect(context.previousDecisions).toEqual([
      "We're using Node.js with TypeScript and Postgres, deployed on AWS Lambda.",
      'We decided to keep the existing Redis queue.',
    ]);
    expect(context.currentChallenges).toEqual(['The problem is nightly CSV imports that fail silently.']);
    expect(context.userPersonality).toContain('technical');
  });

  it('a SaaS founder: the pricing sentence is the business context', () => {
    const context = toProjectContext(SAAS_FOUNDER);
    expect(context.businessContext).toBe('We will charge $49 per seat per month, with a 14-day free trial.');
    expect(context.userPersonality).toBe('business-focused');
    expect(context.confidenceLevel).toBeGreaterThan(0);
  });

  it('a frustrated user: brief and frustrated', () => {
    const context = toProjectContext(FRUSTRATED_USER);
    expect(context.communicationStyle).toMatch(/^brief/);
    expect(context.userPersonality).toMatch(/^frustrated/);
  });

  it('a designer: design-minded', () => {
    expect(toProjectContext(DESIGNER).userPersonality).toContain('design-minded');
  });

  it('keeps what the previous context knew and accumulates lists', () => {
    const previous = {
      ...EMPTY_PROJECT_CONTEXT,
      technicalPreferences: 'Go',
      previousDecisions: ['We chose Go.'],
      confidenceLevel: 35,
    };
    const context = toProjectContext([{ role: 'user', content: 'We decided to self-host.' }], previous);
    expect(context.technicalPreferences).toBe('Go');
    expect(context.previousDecisions).toEqual(['We chose Go.', 'We decided to self-host.']);
    expect(toProjectContext([], previous)).toEqual(previous);
  });

  it('confidenceLevel is the one readiness figure, not a character count', () => {
    expect(toProjectContext([{ role: 'user', content: 'I need a booking app' }]).confidenceLevel).toBe(0);
    const messages = [{ role: 'user', content: 'Tutors waste hours scheduling lessons by text.' }];
    expect(toProjectContext(messages).confidenceLevel).toBe(
      toReadiness(extractElements(messages)).confidence,
    );
  });
});
