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
    testTimeout: 30_000,
  },
});
