import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineModuleValue } from './build/inline-module-value';
import { precompress } from './build/precompress';

// `root` is pinned so `vite build --config packages/web/vite.config.ts` works from the repo root too.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), inlineModuleValue('src/lib/api-routes.ts'), precompress()],
  // The manifest tells the initial-JS budget test which chunks each screen loads before it paints.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    // The API is same-origin in production (the server serves dist); in dev the proxy keeps it that way,
    // so the HttpOnly session cookie and the server's same-origin check both work.
    proxy: { '/api': { target: 'http://127.0.0.1:8787', changeOrigin: false } },
  },
});
