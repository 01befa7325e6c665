import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package's vitest.config.ts names its project.
export default defineConfig({
  test: { projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts'] },
});
