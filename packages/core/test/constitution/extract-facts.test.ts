import { describe, expect, it } from 'vitest';
import { type DecisionFacts, extractFacts } from '../../src/constitution/index';

const facts = (description: string, metadata: Record<string, unknown> = {}, decision_type = 'change') =>
  extractFacts({ decision_type, description, metadata });

describe('extractFacts: dependencies', () => {
  it.each<[string, Partial<DecisionFacts>]>([
    ['Install 75 packages', { newDependencies: 75, currentDependencies: null }],
    ['add 3 dependencies', { newDependencies: 3 }],
    ['Add thirty-five new npm packages', { newDependencies: 35 }],
    ['npm install lodash axios', { newDependencies: 2, addedPackages: ['lodash', 'axios'] }],
    ['pnpm add react-query', { newDependencies: 1, addedPackages: ['react-query'] }],
    [
      'Run `yarn add @tanstack/react-query@5 zod` then build',
      { addedPackages: ['@tanstack/react-query', 'zod'] },
    ],
    ['npm i -D typescript and vitest to test', { addedPackages: ['typescript', 'vitest'] }],
    ['Add the date-fns library', { addedPackages: ['date-fns'], newDependencies: 1 }],
    ['Add a new library for charts', { addedPackages: [], newDependencies: 0 }],
    ['the 21st dependency', { currentDependencies: 20, newDependencies: 1 }],
    ['A project with 1,310 dependencies', { currentDependencies: 1310, newDependencies: 0 }],
    ['Remove 13 dependencies', { removedDependencies: 13, newDependencies: 0, currentDependencies: null }],
    ['Already at 45 dependencies; add 5 more packages', { currentDependencies: 45, newDependencies: 5 }],
    ['npm install', { addedPackages: [], newDependencies: 0 }],
  ])('%s', (description, expected) => {
    expect(facts(description)).toMatchObject(expected);
  });

  it('prefers metadata over the text', () => {
    const read = facts('Install 75 packages', {
      current_dependencies: '1,200',
      new_dependencies: ['a', 'b'],
    });
    expect(read).toMatchObject({ currentDependencies: 1200, newDependencies: 2, addedPackages: ['a', 'b'] });
    expect(read.evidence).toMatchObject({
      currentDependencies: 'metadata.current_dependencies',
      newDependencies: 'metadata.new_dependencies',
      addedPackages: 'metadata.new_dependencies',
    });
  });

  it('reads `dependencies` as the count when a number and as the packages when a list', () => {
    expect(facts('x', { dependencies: 131 })).toMatchObject({ currentDependencies: 131, addedPackages: [] });
    expect(facts('x', { dependencies: ['zod', { name: 'ky' }], packages: 'zod, dayjs' })).toMatchObject({
      currentDependencies: null,
      newDependencies: 3,
      addedPackages: ['zod', 'ky', 'dayjs'],
    });
  });
});

describe('extractFacts: timeouts', () => {
  it.each<[string, number | null, boolean, string?]>([
    ['raise the timeout to 30 seconds', 30_000, false],
    ['Set timeout 25000ms on the client', 25_000, false],
    ['timeout: 2.5s', 2_500, false],
    ['set a 1 minute timeout', 60_000, false],
    ['a 1,500 ms request timeout', 1_500, false],
    ['A 30-second timeout on the webhook', 30_000, false],
    ['Increase the API timeout from 10 s to 30 s', 30_000, false],
    ['Reduce the API timeout from 30 s to 5 s', 5_000, false],
    ['time-out of thirty seconds', 30_000, false],
    ['timeout=25000', 25_000, false],
    ['timeout to 30 for the payments API', 30_000, false],
    ['a 5 s connect timeout and a 30 s read timeout', 30_000, false],
    ['the upstream call can take up to 40 seconds', 40_000, false],
    ['wait up to 20 seconds for the API', 20_000, false],
    ['fetch without timeout', null, true],
    ['call the API with no timeout', null, true],
    ['remove the request timeout on the fetch', null, true],
    ['timeout: 0 for the api client', null, true],
    // False positives the reader must avoid.
    ['sleep 30 seconds', null, false],
    ['retry the request after 30 seconds', null, false],
    ['raise the jest timeout to 30 seconds for the api tests', null, false],
    ['session timeout of 30 minutes', null, false],
    ['retry the timeout 3 times', null, false],
    ['no timeout errors since the fix on the api', null, false],
    ['run the migration with no timeout', null, false],
    ['replace the bare fetch with a 5 s timeout', 5_000, false],
    ['cache API responses for 10 minutes', null, false],
  ])('%s → %s', (description, timeoutMs, timeoutMissing) => {
    const read = facts(description);
    expect({ timeoutMs: read.timeoutMs, timeoutMissing: read.timeoutMissing }).toEqual({
      timeoutMs,
      timeoutMissing,
    });
  });

  it('ignores a timeout in a test decision that mentions no API', () => {
    expect(facts('Set timeout to 30 seconds', {}, 'testing').timeoutMs).toBeNull();
    expect(facts('Set timeout to 30 seconds', {}, 'api_call').timeoutMs).toBe(30_000);
  });

  it.each<[Record<string, unknown>, number | null, boolean]>([
    [{ timeout_ms: 25_000 }, 25_000, false],
    [{ timeout_ms: '1,500' }, 1_500, false],
    [{ timeout_seconds: 2.5 }, 2_500, false],
    [{ timeout: '30s' }, 30_000, false],
    [{ timeout: '2 minutes' }, 120_000, false],
    [{ timeout: 30 }, 30_000, false], // below 100: seconds
    [{ timeout: 8000 }, 8_000, false],
    [{ timeout: null }, null, true],
    [{ timeout_ms: 0 }, null, true],
    [{ timeout: 'none' }, null, true],
  ])('metadata %j', (metadata, timeoutMs, timeoutMissing) => {
    const read = facts('fetch data', metadata);
    expect({ timeoutMs: read.timeoutMs, timeoutMissing: read.timeoutMissing }).toEqual({
      timeoutMs,
      timeoutMissing,
    });
  });
});

describe('extractFacts: builds and accessibility', () => {
  it.each<[string, number | null]>([
    ['build takes 90 seconds', 90],
    ['the build time increases from 40 s to 2 minutes', 120],
    ['a 75-second build', 75],
    ['it takes 90 s to build', 90],
    ['build 3 pages for the docs', null],
    ['builds now run in 1.5 minutes', 90],
  ])('%s → build %s s', (description, buildSeconds) => {
    expect(facts(description).buildSeconds).toBe(buildSeconds);
  });

  it.each<[string, boolean]>([
    ['remove alt text from images', true],
    ['Drop the aria-label on the icon button', true],
    ['remove focus outline', true],
    ['disable keyboard navigation', true],
    ['Lower the colour contrast of the footer', true],
    ['add a button and remove alt text', true],
    ['add alt text', false],
    ['add aria labels', false],
    ['fix images without alt text', false],
    ['avoid removing focus outlines', false],
    ['remove the unused dependency', false],
  ])('%s → regression %s', (description, a11yRegression) => {
    expect(facts(description).a11yRegression).toBe(a11yRegression);
  });

  it('reads the WCAG level from metadata and the last level named in text', () => {
    expect(facts('x', { wcag_level: 'wcag 2.1 aa' }).wcagLevel).toBe('AA');
    expect(facts('Move from WCAG AA to WCAG A').wcagLevel).toBe('A');
    expect(facts('Upgrade from WCAG A to WCAG 2.2 AAA').wcagLevel).toBe('AAA');
  });
});

describe('extractFacts: bounded work', () => {
  // A guard against catastrophic regex backtracking, not a speed measurement (bench/ measures speed): a
  // super-linear pattern takes seconds to minutes on these inputs, linear ones take well under a
  // millisecond, so the bound is set far above any machine's noise.
  it('reads 10,000 characters of adversarial text without catastrophic backtracking', () => {
    const adversarial = [
      `${'1'.repeat(4990)} ms`,
      'timeout '.repeat(600),
      'remove the the the '.repeat(250),
      `npm install ${'a '.repeat(2400)}`,
      '9 '.repeat(2500),
      'timeout from 1 s to '.repeat(250),
      '1.'.repeat(2500),
      'npm install '.repeat(400),
    ];
    for (const text of adversarial) {
      const started = performance.now();
      extractFacts({ decision_type: 'api_call', description: text, proposed_action: text });
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});
