import type { ConversationMessage } from '../../src/conversation/index';

/** Realistic conversations: the user's side, with Charter's questions in between. */
const at = (index: number) => `2026-11-21T07:${String(index).padStart(2, '0')}:00Z`;
const toMessages = (turns: ReadonlyArray<readonly ['user' | 'charter', string]>): ConversationMessage[] =>
  turns.map(([role, content], index) => ({ role, content, timestamp: at(index) }));

export const SAAS_FOUNDER = toMessages([
  [
    'user',
    "I'm building a SaaS for small accounting firms. They waste hours chasing clients for missing receipts.",
  ],
  ['charter', 'Who exactly will use it?'],
  [
    'user',
    'Bookkeepers at firms with 5 to 50 staff. It should send automatic reminders, let clients upload receipts from their phone, and show a dashboard of what is missing.',
  ],
  ['user', 'We will charge $49 per seat per month, with a 14-day free trial.'],
  ['user', 'We need a beta by March and the budget is $30k.'],
]);

export const FRUSTRATED_USER = toMessages([
  ['user', 'An app for my gym.'],
  ['charter', 'What problem are you solving, and what does it cost the people who have it today?'],
  ['user', 'Members keep losing track of their classes.'],
  ['charter', 'Who exactly will use it?'],
  ['user', 'Ugh, I already told you, gym members!! Too many questions, just generate it.'],
]);

export const DEVELOPER = toMessages([
  [
    'user',
    "We're building an internal API that syncs inventory between our warehouse system and Shopify. The problem is nightly CSV imports that fail silently.",
  ],
  [
    'user',
    "We're using Node.js with TypeScript and Postgres, deployed on AWS Lambda. We decided to keep the existing Redis queue.",
  ],
  [
    'user',
    'Constraints: it must not call Shopify more than 2 requests per second, responses must stay under 10 seconds, and we can only add a few dependencies.',
  ],
  [
    'user',
    'Features:\n- webhook receiver for stock changes\n- retry with backoff\n- alert the ops channel on failures',
  ],
]);

export const DESIGNER = toMessages([
  [
    'user',
    "I'm a designer making a portfolio website for illustrators so they can show work to art directors.",
  ],
  [
    'user',
    'The brand colours are navy and coral, with the Inter font only. Everything must meet WCAG AA contrast.',
  ],
  ['user', 'Artists should be able to upload galleries and share a private link with clients.'],
  ['user', 'Freemium: free for 3 galleries, premium at $8 a month.'],
]);
