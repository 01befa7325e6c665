import { describe, expect, it } from 'vitest';
import { readAssistantMessage } from '../../src/assistant/read-message';
import type { AssistantIntent } from '../../src/assistant/schema';

interface Row {
  say: string;
  intent: AssistantIntent;
  negated?: boolean;
  /** Facts the rules measure, as extractFacts reads them (only the ones named are checked). */
  facts?: {
    currentDependencies?: number | null;
    newDependencies?: number;
    addedPackages?: string[];
    removedDependencies?: number;
    timeoutMs?: number | null;
    timeoutMissing?: boolean;
    buildSeconds?: number | null;
    a11yRegression?: boolean;
    wcagLevel?: string | null;
  };
  justification?: string | null;
}

// Utterances written the way people ask a governance chat: questions, commands, negations, numbers in
// words and digits, typos in case. Each pins the intent and the facts the evaluator will measure.
const TABLE: Row[] = [
  // Dependencies
  {
    say: 'Can I add chart.js? We have 50 dependencies',
    intent: 'decision',
    facts: { currentDependencies: 50, newDependencies: 1, addedPackages: ['chart.js'] },
  },
  {
    say: 'can i add chart.js? we have fifty dependencies',
    intent: 'decision',
    facts: { currentDependencies: 50, addedPackages: ['chart.js'] },
  },
  {
    say: 'We have forty-nine deps, can we install date-fns?',
    intent: 'decision',
    facts: { currentDependencies: 49, addedPackages: ['date-fns'], newDependencies: 1 },
  },
  {
    say: 'npm install lodash axios',
    intent: 'decision',
    facts: { addedPackages: ['lodash', 'axios'], newDependencies: 2 },
  },
  {
    say: 'pnpm add @tanstack/react-query',
    intent: 'decision',
    facts: { addedPackages: ['@tanstack/react-query'] },
  },
  {
    say: 'Is it OK to add the zod library?',
    intent: 'decision',
    facts: { addedPackages: ['zod'], newDependencies: 1 },
  },
  {
    say: 'I want to install 3 new packages, we are at 48 dependencies',
    intent: 'decision',
    facts: { newDependencies: 3, currentDependencies: 48 },
  },
  { say: 'Could we install twelve more packages?', intent: 'decision', facts: { newDependencies: 12 } },
  { say: "Don't add lodash", intent: 'decision', negated: true, facts: { addedPackages: ['lodash'] } },
  {
    say: 'We will not install moment, we use Intl',
    intent: 'decision',
    negated: true,
    facts: { addedPackages: ['moment'] },
  },
  { say: 'never use left-pad', intent: 'decision', negated: true, facts: { addedPackages: ['left-pad'] } },
  {
    say: 'Remove 13 dependencies from the project',
    intent: 'decision',
    facts: { removedDependencies: 13, newDependencies: 0 },
  },
  {
    say: 'Adding the 51st dependency, is that fine?',
    intent: 'decision',
    facts: { currentDependencies: 50, newDependencies: 1 },
  },
  { say: 'Use axios for the billing client', intent: 'decision', facts: { addedPackages: ['axios'] } },
  // Timeouts
  {
    say: 'Raise the API timeout to 30 s',
    intent: 'decision',
    facts: { timeoutMs: 30_000, timeoutMissing: false },
  },
  { say: 'raise the api timeout to thirty seconds', intent: 'decision', facts: { timeoutMs: 30_000 } },
  { say: 'Set a 5 second timeout on the payments API call', intent: 'decision', facts: { timeoutMs: 5_000 } },
  { say: 'The upstream API can take up to two minutes', intent: 'decision', facts: { timeoutMs: 120_000 } },
  {
    say: 'Call the weather API without a timeout',
    intent: 'decision',
    facts: { timeoutMissing: true, timeoutMs: null },
  },
  {
    say: 'timeout: 2500ms for the fetch to the search endpoint',
    intent: 'decision',
    facts: { timeoutMs: 2_500 },
  },
  {
    say: "Don't raise the API timeout to 30 s",
    intent: 'decision',
    negated: true,
    facts: { timeoutMs: 30_000 },
  },
  { say: 'Increase the request timeout from 10 s to 25 s', intent: 'decision', facts: { timeoutMs: 25_000 } },
  // Builds and accessibility
  { say: 'Our build takes 90 s now, is that OK?', intent: 'decision', facts: { buildSeconds: 90 } },
  {
    say: 'the build will take two minutes after this change',
    intent: 'decision',
    facts: { buildSeconds: 120 },
  },
  { say: 'Remove alt text from the logo', intent: 'decision', facts: { a11yRegression: true } },
  { say: 'can we drop the focus outline on buttons?', intent: 'decision', facts: { a11yRegression: true } },
  {
    say: 'Store passwords in plain text for the demo',
    intent: 'decision',
    facts: { newDependencies: 0, timeoutMs: null },
  },
  // Rules and the ledger
  { say: 'What are our rules?', intent: 'rules' },
  { say: 'Show me the constitution', intent: 'rules' },
  { say: 'what is our dependency limit', intent: 'rules' },
  { say: 'Which rules do we have for accessibility?', intent: 'rules' },
  { say: 'Why was my last install blocked?', intent: 'ledger' },
  { say: 'show me recent decisions', intent: 'ledger' },
  { say: 'What got blocked?', intent: 'ledger' },
  { say: 'why did the agent get denied yesterday', intent: 'ledger' },
  // Best practices
  { say: 'How should I handle retries?', intent: 'practice' },
  { say: "What's the best practice for API timeouts?", intent: 'practice' },
  { say: 'Any advice on storing passwords?', intent: 'practice' },
  { say: 'how do we keep the lockfile safe', intent: 'practice' },
  // Exceptions
  { say: 'Ask for an exception for that', intent: 'request_exception', justification: null },
  {
    say: 'Please file a rebellion for this because the billing charts need it',
    intent: 'request_exception',
    justification: 'the billing charts need it',
  },
  { say: 'request an exception', intent: 'request_exception' },
  { say: 'How do exceptions work?', intent: 'help' },
  // Help and the unknown
  { say: 'hello', intent: 'help' },
  { say: 'What can you do?', intent: 'help' },
  { say: 'What is the capital of France?', intent: 'unknown' },
  { say: 'banana', intent: 'unknown' },
  { say: '   ', intent: 'unknown' },
];

describe('readAssistantMessage: intents and facts (table)', () => {
  it('has at least 40 utterances', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('"$say" → $intent', (row) => {
    const reading = readAssistantMessage(row.say);
    expect(reading.intent).toBe(row.intent);
    if (row.negated !== undefined) expect(reading.negated).toBe(row.negated);
    else if (reading.intent === 'decision') expect(reading.negated).toBe(false);
    if (row.facts) {
      expect(reading.facts).not.toBeNull();
      for (const [name, value] of Object.entries(row.facts)) {
        expect(reading.facts?.[name as keyof typeof row.facts], name).toEqual(value);
      }
    }
    if (row.justification !== undefined) expect(reading.justification).toBe(row.justification);
    if (reading.intent !== 'decision') expect(reading.decision).toBeNull();
  });
});
