import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROJECT_CONTEXT,
  ExtractedElementsSchema,
  extractElements,
  ProjectContextSchema,
  toPlatformProjectType,
  toProjectContext,
} from '../../src/conversation/index';
import { DESIGNER, DEVELOPER, FRUSTRATED_USER, SAAS_FOUNDER } from './fixtures';

describe('extractElements on realistic conversations', () => {
  it('a SaaS founder: type, features, price, date and budget', () => {
    const elements = extractElements(SAAS_FOUNDER);
    expect(ExtractedElementsSchema.parse(elements)).toEqual(elements);
    expect(elements).toEqual({
      projectType: 'SaaS web app',
      features: [
        'send automatic reminders',
        'let clients upload receipts from their phone',
        'show a dashboard of what is missing',
      ],
      constraints: ['We need a beta by March and the budget is $30k.'],
      businessModel: 'We will charge $49 per seat per month, with a 14-day free trial.',
      timeline: 'by March',
    });
  });

  it('a frustrated user: little to extract, nothing invented', () => {
    expect(extractElements(FRUSTRATED_USER)).toEqual({
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
      'The brand colours are navy and coral, with the Inter font only.',
      'Everything must meet WCAG AA contrast.',
    ]);
    expect(elements.businessModel).toBe('Freemium: free for 3 galleries, premium at $8 a month.');
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
    expect(elements).toEqual({
      projectType: '',
      features: [],
      constraints: [],
      businessModel: '',
      timeline: '',
    });
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

  it('stays linear on a long adversarial message', () => {
    const content = `${'should '.repeat(5_000)}${'a, '.repeat(5_000)}`;
    const started = performance.now();
    extractElements([{ role: 'user', content }]);
    expect(performance.now() - started).toBeLessThan(1_000);
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

  it('confidenceLevel is the fallback formula of the user messages', () => {
    // 'I need a booking app' -> 0 + 20 (I) + 20 (need/app).
    expect(toProjectContext([{ role: 'user', content: 'I need a booking app' }]).confidenceLevel).toBe(40);
  });
});
