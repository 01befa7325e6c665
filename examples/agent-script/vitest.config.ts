import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'example-agent-script', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
