import { defineConfig, devices } from '@playwright/test';

// A fixed port of its own so an e2e run never collides with a developer's `pnpm start` on 8787;
// E2E_PORT lets two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 8791);
const BASE_URL = `http://127.0.0.1:${PORT}`;
export const E2E_ADMIN = { email: 'admin@charter.test', password: 'e2e-admin-password' };

/**
 * Browser tests of the built console served by the real server (memory store). The console must be built
 * first (`pnpm build`); the root test script does that. Chromium is the system one: nothing is downloaded.
 */
export default defineConfig({
  testDir: 'packages/web/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_PORT ? `test-results/${process.env.E2E_PORT}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Whole journeys (register, onboard, several screens) take 10–20 s here; the margin absorbs a loaded CI machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: process.env.E2E_PORT
          ? `.reports/playwright-${process.env.E2E_PORT}.json`
          : '.reports/playwright.json',
      },
    ],
  ],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The console honours prefers-reduced-motion (no transitions): axe then measures settled colours, never a
    // button half-way through its hover or focus transition.
    reducedMotion: 'reduce',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx packages/server/src/main.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(PORT),
      CHARTER_STORE: 'memory',
      CHARTER_ADMIN_EMAIL: E2E_ADMIN.email,
      CHARTER_ADMIN_PASSWORD: E2E_ADMIN.password,
      // The Semi Integration test connects to the reference A2A agent it starts on loopback.
      CHARTER_ALLOW_PRIVATE_NETWORK: '1',
    },
  },
});
