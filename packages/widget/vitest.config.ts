import { defineProject } from 'vitest/config';

const alias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

export default defineProject({
  resolve: { alias },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    name: 'widget',
    environment: 'happy-dom',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // r2wc must go through the aliases above, or it loads the real React (TOOLCHAIN.md).
    server: { deps: { inline: [/@r2wc/] } },
    // A safety net for a test that hangs, not a speed expectation: on a machine running other jobs a test that
    // takes 1 s alone (a component mounted in happy-dom) can pass vitest's 5 s default.
    testTimeout: 30_000,
  },
});
