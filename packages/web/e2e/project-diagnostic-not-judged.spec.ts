import { type ChildProcess, spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { expectAccessible, register } from './helpers';

/**
 * Project Diagnostic end to end: a real server scans a real project on disk and the console says which
 * outbound call it could not judge. The shared e2e server refuses local paths (project-diagnostic.spec.ts
 * checks that), so this file starts its own server, the same `main.ts` with CHARTER_ALLOW_LOCAL_PATHS=1 on a
 * free loopback port, serving the same built console.
 *
 * The scanned code is written by others: `nodejs.js` of @upstash/redis 1.39.0 (MIT), as `npm pack` gave it,
 * kept in the core's real-code corpus (packages/core/test/diagnostics/real-corpus/sources.json). Its one
 * `fetch(requestUrl, requestOptions)` takes the caller's optional signal, so the checker cannot see its bound.
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const UPSTASH = join(
  repoRoot,
  'packages/core/test/diagnostics/real-corpus/packages/@upstash+redis@1.39.0/nodejs.js',
);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Resolves once the server answers /api/health, rejects if it exits first (with what it wrote). */
async function untilHealthy(server: ChildProcess, url: string, output: () => string): Promise<void> {
  let exited = false;
  server.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`The local-paths server exited before it was ready:\n${output()}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const test = base.extend<{ project: string }, { localPathsServer: string }>({
  localPathsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      let output = '';
      const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          CHARTER_STORE: 'memory',
          CHARTER_ALLOW_LOCAL_PATHS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      server.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      try {
        await untilHealthy(server, url, () => output);
        await use(url);
      } finally {
        if (server.exitCode === null) {
          const exited = new Promise((resolve) => server.once('exit', resolve));
          server.kill('SIGTERM');
          await exited;
        }
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ localPathsServer }, use) => use(localPathsServer),
  // A project directory on the server's disk: the published file and a package.json naming it.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
  project: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-e2e-not-judged-'));
    try {
      await copyFile(UPSTASH, join(dir, 'nodejs.js'));
      await writeFile(
        join(dir, 'package.json'),
        `${JSON.stringify({ name: 'upstash-redis-copy', version: '1.39.0', main: 'nodejs.js' }, null, 2)}\n`,
      );
      await use(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
});

async function analyze(page: Page, project: string) {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  await page.goto('/project-diagnostic');
  await page.getByLabel('Project URL').fill(project);
  await page.getByRole('button', { name: 'Analyze Project' }).click();
  // The server's answer is in once the status says so (the scan of a 187 KB file takes a moment).
  await expect(page.getByRole('status')).toContainText('Analysis complete.', { timeout: 30_000 });
}

test('the real server analyses a project with a call it cannot judge, and the console says so', async ({
  page,
  project,
}) => {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/project/analyze') && response.request().method() === 'POST',
  );
  await analyze(page, project);
  const { analysis } = (await (await answered).json()) as {
    analysis: { undecided?: { file: string; line: number; what: string; reason?: string }[] };
  };
  expect(analysis.undecided).toEqual([
    expect.objectContaining({
      file: 'nodejs.js',
      line: 196,
      what: 'fetch()',
      reason: 'the signal comes from the caller',
    }),
  ]);

  await expect(page.getByRole('status')).toContainText('Performance has 1 call not judged.');
  const panel = page.getByRole('tabpanel', { name: 'Overview' });
  const card = panel.getByRole('article', { name: 'Performance' });
  // No finding in the file: the score is 100, and it says it did not judge everything.
  await expect(card).toContainText('100/100');
  await expect(card).toContainText('1 call not judged');

  const region = panel.getByRole('region', { name: 'Performance 100 with 1 call not judged' });
  await expect(region).toContainText('1 outbound HTTP call not judged');
  // Its name says what pressing it does (Show / Hide); aria-expanded says the state.
  const toggle = region.getByRole('button', { name: /^(Show|Hide) the calls not judged$/ });
  await expect(toggle).toHaveText('Show the calls not judged');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(region.getByRole('list', { name: 'Calls not judged' })).toBeHidden();

  // By keyboard: focus the disclosure and open it with Enter.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveText('Hide the calls not judged');
  const calls = region.getByRole('list', { name: 'Calls not judged' });
  await expect(calls.getByRole('listitem')).toHaveText([
    'nodejs.js:196 fetch() — the signal comes from the caller',
  ]);
  await expect(toggle).toBeFocused();
  await expectAccessible(page, 'the Project Diagnostic with the calls not judged open');

  // Space closes it again.
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(calls).toBeHidden();

  // The Markdown download carries them too.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Markdown' }).click();
  const file = await download;
  const markdown = await readFile(await file.path(), 'utf8');
  expect(markdown).toContain('| Performance | 100 with 1 call not judged |');
  expect(markdown).toContain('- `nodejs.js:196` fetch() — the signal comes from the caller');
});
