// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MEASURED_SCREENS, measureScreens } from './initial-js';

/**
 * The console's budget: JS (gzip) a browser loads before each first screen paints. It measured
 * 179 KB for /login and 186 KB for /dashboard; the goal is ≤ 170 KB and the aim ≤ 120 KB.
 */
const BUDGET_GZIP_BYTES: Record<keyof typeof MEASURED_SCREENS, number> = {
  '/login': 130 * 1024,
  '/dashboard': 135 * 1024,
  // 172.3 KB once idempotent actions, scoped exceptions, Semi and the assistant joined the shared chunks
  // (the route refs and the submit pattern); the issue's ≤ 170 KB goal is for /login and /dashboard.
  '/primer-generator': 175 * 1024,
  '/my-projects': 170 * 1024,
};

const root = new URL('..', import.meta.url).pathname;
const dist = mkdtempSync(join(tmpdir(), 'charter-web-build-'));

describe('the built console (a real production build)', () => {
  beforeAll(async () => {
    // vitest sets NODE_ENV=test, which would make Vite build for development (dev JSX runtime, the
    // contract loaded for validation): measure what `pnpm build` ships.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        configFile: join(root, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir: dist, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }, 180_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('keeps every measured screen within its initial-JS budget (gzip)', async () => {
    const measured = await measureScreens(dist);
    for (const [path, budget] of Object.entries(BUDGET_GZIP_BYTES)) {
      const screen = measured[path];
      expect(screen, path).toBeDefined();
      const kb = (screen!.gzipBytes / 1024).toFixed(1);
      expect(screen!.gzipBytes, `${path}: ${kb} KB gzip in ${screen!.files.join(', ')}`).toBeLessThanOrEqual(
        budget,
      );
    }
  });

  it('loads neither zod nor the contract schemas before the sign-in or dashboard screen', async () => {
    const measured = await measureScreens(dist);
    for (const path of ['/login', '/dashboard']) {
      for (const file of measured[path]!.files) {
        const code = readFileSync(join(dist, file), 'utf8');
        // zod's error class and its internal marker, kept by the minifier as string literals.
        expect(/ZodError|\$ZodType/.test(code), `${path}: ${file} carries zod`).toBe(false);
      }
    }
  });

  it('writes brotli and gzip copies beside each script that decode to the script', async () => {
    const measured = await measureScreens(dist);
    const files = new Set(Object.values(measured).flatMap((screen) => screen.files));
    let compressed = 0;
    for (const file of files) {
      const data = readFileSync(join(dist, file));
      if (data.byteLength < 1024) continue;
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(data), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(data), file).toBe(true);
      compressed++;
    }
    expect(compressed).toBeGreaterThan(3);
  });
});
