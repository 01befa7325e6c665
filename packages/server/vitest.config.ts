import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Safety nets for a hung test, not speed expectations: the tests that start main.ts as a child process took up
    // to 23 s each in a run with the CPU oversubscribed, too close to a 30 s budget.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
