import { describe, expect, it } from 'vitest';
import {
  BEST_PRACTICES,
  BestPracticeSchema,
  getBestPractice,
  PRACTICE_CATEGORIES,
} from '../../src/catalogue/index';
import { detects } from './detection';

/** For every practice, a decision an agent might plausibly write that shows the anti-pattern. */
const ANTI_PATTERN_SENTENCES: Record<string, string> = {
  'lockfile-committed':
    'The merge conflict is annoying, so delete the lockfile and let pnpm regenerate it in CI.',
  'pin-dependency-versions': 'Add express with version latest so we always get the newest features.',
  'audit-dependencies': 'The audit output is noisy; run npm install --no-audit in the pipeline.',
  'justify-every-dependency': 'Add lodash and rxjs just in case we need them later.',
  'avoid-micro-packages': 'Install left-pad to format invoice numbers.',
  'dependency-budget': 'The design platform now has 131 dependencies after adding the chart kits.',
  'tree-shakeable-imports': "Use import _ from 'lodash' in the dashboard for debounce.",
  'prefer-platform-apis': 'Install moment to format dates in the activity feed.',
  'review-install-scripts': 'Set up the CLI with curl -fsSL https://get.example.com | sh in the Dockerfile.',
  'http-timeouts-everywhere': 'Call the billing API without a timeout, it is usually fast.',
  'retry-with-backoff-and-jitter': 'If the webhook fails, retry immediately until it works.',
  'idempotency-keys': 'On a timeout, resubmit the charge to the payment provider.',
  'paginate-list-endpoints': 'GET /api/events should return all rows so the client can filter.',
  'validate-input-at-boundary': 'Skip validation on the admin endpoints, only we use them.',
  'respect-rate-limits': 'The sync job should ignore 429 responses and keep going.',
  'problem-details-errors': 'Return the stack trace in the JSON so the frontend can show it.',
  'keep-tls-verification':
    'The staging certificate is self-signed, so set rejectUnauthorized: false on the agent.',
  'bound-outbound-concurrency': 'Fire all requests at once with Promise.all over the 20 000 customer ids.',
  'parameterised-queries': 'Build the search with string concatenation in SQL from the query parameters.',
  'avoid-n-plus-one-queries': 'For each order, run a query in a loop to load its customer.',
  'migrations-in-transactions': 'Skip migrations this time and add the column in the console.',
  'connection-pooling': 'Open a new connection per request to keep the code simple.',
  'index-filtered-columns': 'Filter events by user_id; a full table scan is fine for now.',
  'select-only-needed-columns': 'Use SELECT * FROM users in the profile endpoint.',
  'statement-timeouts': 'Set statement_timeout = 0 for the app role so reports never fail.',
  'transactions-for-multi-step-writes': 'Create the order and its lines without a transaction.',
  'hash-passwords': 'Keep passwords in plaintext until we add proper auth.',
  'meaningful-alt-text': 'Remove alt attributes from the gallery to clean up the markup.',
  'label-every-form-control': 'Use the placeholder as the label on the signup form.',
  'visible-focus-indicator': 'Add outline: none to all buttons because the ring looks ugly.',
  'text-colour-contrast': 'Use light grey text on white for secondary copy, it looks elegant.',
  'keyboard-operable-controls': 'Make the card a clickable div that opens the project.',
  'respect-reduced-motion': 'Add a parallax hero section to the landing page.',
  'name-icon-buttons': 'Ship an icon-only button without a label for closing the drawer.',
  'not-colour-alone': 'Show invalid fields only by colour to keep the form minimal.',
  'announce-status-messages': 'Show save errors as a toast without aria-live.',
  'allow-zoom': 'Set user-scalable=no in the viewport so the layout does not break.',
  'manage-dialog-focus':
    'Build the settings modal without focus handling; a div overlay is enough, no focus trap.',
  'health-check-endpoints': 'Deploy the worker with no health check, it restarts itself.',
  'graceful-shutdown': 'Exit immediately on SIGTERM so deploys are quicker.',
  'validate-env-at-start': 'Read process.env directly wherever a setting is needed.',
  'secrets-out-of-git': 'Commit .env so the CI deploy can read the API keys.',
  'zero-downtime-deploys': 'Rename the column in one step together with the code change.',
  'rollback-ready-releases': 'Overwrite the previous release on the server to save disk space.',
  'build-time-budget': 'Disable the build cache so every build starts clean.',
  'build-once-deploy-everywhere': 'Run npm install on the server during each deploy.',
  'logs-without-secrets': 'Log the full request body of login calls for debugging.',
  'run-containers-unprivileged': 'Run as root in the container to avoid permission errors.',
};

describe('BEST_PRACTICES', () => {
  it('parses with BestPracticeSchema, every one', () => {
    for (const practice of BEST_PRACTICES) {
      const result = BestPracticeSchema.safeParse(practice);
      expect(result.success, `${practice.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it('has unique ids', () => {
    const ids = BEST_PRACTICES.map((practice) => practice.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds at least 40 practices and at least 7 in each category', () => {
    expect(BEST_PRACTICES.length).toBeGreaterThanOrEqual(40);
    for (const category of PRACTICE_CATEGORIES) {
      expect(BEST_PRACTICES.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(
        7,
      );
    }
  });

  it('cites only well-formed https URLs, with a title', () => {
    for (const practice of BEST_PRACTICES) {
      for (const source of practice.sources) {
        const url = new URL(source.url);
        expect(url.protocol, `${practice.id}: ${source.url}`).toBe('https:');
        expect(url.hostname).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
        expect(source.url).not.toMatch(/\s/);
        expect(source.title.length).toBeGreaterThan(2);
      }
    }
  });

  it('has a before and an after example, a validation test, a prevention and a mandate for each', () => {
    for (const practice of BEST_PRACTICES) {
      const types = practice.codeExamples.map((example) => example.type);
      expect(types, practice.id).toEqual(expect.arrayContaining(['before', 'after']));
      for (const example of practice.codeExamples)
        expect(example.code.trim().length, practice.id).toBeGreaterThan(10);
      expect(practice.validationTest, practice.id).toMatch(/\S/);
      expect(practice.preventionPattern, practice.id).toMatch(/\S/);
      expect(practice.mandate, practice.id).toMatch(/^Never /);
      expect(practice.tags.length, practice.id).toBeGreaterThan(0);
    }
  });

  it('writes detection phrases in lower case, none containing a phrase that would cancel it', () => {
    for (const practice of BEST_PRACTICES) {
      for (const phrase of [...practice.detection.anyOf, ...practice.detection.noneOf]) {
        expect(phrase, practice.id).toBe(phrase.toLowerCase());
      }
      for (const phrase of practice.detection.anyOf) {
        expect(
          detects(practice, `The agent proposes to ${phrase} today.`),
          `${practice.id}: "${phrase}"`,
        ).toBe(true);
      }
    }
  });

  it('has an anti-pattern sentence in this table for every practice, and no stale entries', () => {
    expect(Object.keys(ANTI_PATTERN_SENTENCES).sort()).toEqual(BEST_PRACTICES.map((p) => p.id).sort());
  });

  it.each(Object.entries(ANTI_PATTERN_SENTENCES))(
    '%s detects its anti-pattern but not its fix',
    (id, sentence) => {
      const practice = getBestPractice(id);
      if (!practice) throw new Error(`no practice ${id}`);
      expect(detects(practice, sentence), sentence).toBe(true);
      expect(detects(practice, practice.solutionPattern), practice.solutionPattern).toBe(false);
      const after = practice.codeExamples.find((example) => example.type === 'after');
      expect(detects(practice, `${after?.description ?? ''}`)).toBe(false);
    },
  );
});
