import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // A safety net for a test that hangs, not a speed expectation: on a machine running other jobs a test that
    // takes 1 s alone (a SARIF schema compiled, a corpus part scored) can pass vitest's 5 s default.
    testTimeout: 30_000,
  },
});
