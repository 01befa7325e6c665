// `pnpm bench` (console part): what the web console costs a visitor, measured on this machine in one run.
// 1. Initial JS (gzip and brotli) each measured screen loads before it paints, from the built manifest.
// 2. Lighthouse 12 (desktop preset) on the Debian chromium against the real server (memory store) serving
//    the built console: /login signed out; /dashboard, /primer-generator and /my-projects signed in, with
//    projects saved so the dashboard has something to lay out. Scores per category, CLS and bytes sent.
// Lighthouse runs here only, never in CI tests. Run alone: `node --import tsx bench/console.ts`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { measureScreens } from '../packages/web/build/initial-js';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'packages', 'web', 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, child: ReturnType<typeof spawn>): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

async function post(base: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    signal: AbortSignal.timeout(10_000),
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A signed-in, onboarded user with three saved projects; returns the session cookie. */
async function seedUser(base: string): Promise<string> {
  const registered = await post(base, '/api/auth/register', {
    name: 'Bench User',
    email: 'bench@example.com',
    password: 'correct horse battery',
  });
  const cookie = (registered.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  await post(base, '/api/auth/complete-onboarding', {}, cookie);
  for (const [name, done] of [
    ['Invoice portal', true],
    ['Field notes app', false],
    ['Support triage bot', false],
  ] as const) {
    await post(
      base,
      '/api/projects',
      { name, description: `${name}: a project saved by the bench.`, completionStatus: done },
      cookie,
    );
  }
  return cookie;
}

const SCREENS = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/primer-generator', signedIn: true },
  { path: '/my-projects', signedIn: true },
] as const;

async function main(): Promise<void> {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
    throw new Error('Build the console first: pnpm --filter @charter/web run build');
  }
  const initial = await measureScreens(dist);
  console.log('\nInitial JS before the first screen (the entry chunk, the screen and their static imports)');
  console.log('screen            | files | raw       | gzip     | brotli');
  for (const [path, m] of Object.entries(initial)) {
    console.log(
      `${path.padEnd(17)} | ${String(m.files.length).padStart(5)} | ${kb(m.bytes).padStart(9)} | ${kb(m.gzipBytes).padStart(8)} | ${kb(m.brotliBytes).padStart(8)}`,
    );
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CHARTER_STORE: 'memory',
      CHARTER_WEB_DIST: dist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitForHealth(base, server);
    const cookie = await seedUser(base);
    console.log('\nLighthouse 12, desktop preset, Debian chromium (scores out of 100)');
    console.log('screen            | perf | a11y | best practices | SEO | CLS   | LCP ms | JS sent');
    for (const screen of SCREENS) {
      const result = await lighthouse(
        `${base}${screen.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          extraHeaders: screen.signedIn ? { Cookie: cookie } : {},
        },
        desktopConfig,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${screen.path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(4);
      const items = (
        audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
      )?.items;
      const jsSent = (items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      console.log(
        `${screen.path.padEnd(17)} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices').padStart(14)} | ${score('seo').padStart(3)} | ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(5)} | ${String(Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)).padStart(6)} | ${kb(jsSent)}`,
      );
      if (process.env.CHARTER_BENCH_DEBUG) {
        for (const id of ['layout-shifts', 'long-tasks', 'bootup-time', 'mainthread-work-breakdown']) {
          console.log(
            id,
            String(JSON.stringify((audits[id]?.details as { items?: unknown[] })?.items?.slice(0, 6))).slice(
              0,
              1500,
            ),
          );
        }
      }
      for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
        const category = categories[id];
        if (!category || (category.score ?? 0) >= 0.9) continue;
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`);
        console.log(`  ${id} below 90: ${failing.join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
