import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // A screen's first test also loads its lazy chunks; on a busy two-core machine that alone can pass 5 s.
    // The test's own ceiling stays above Testing Library's (setup.ts), so a wait fails with its own message.
    testTimeout: 60_000,
  },
});
