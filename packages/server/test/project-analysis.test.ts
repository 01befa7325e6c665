import { mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProjectAnalysis } from '@charter/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisOptions } from '../src/services/project-analysis';
import { REPLIT_MESSAGE } from '../src/services/project-analysis-source';
import { createTestApp, json } from './helpers';
import {
  commitAll,
  createGitRepo,
  type GitHttpServer,
  type GitRepo,
  listAnalysisTempDirs,
  plantedProblems,
  publishBare,
  removeDir,
  startGitHttpServer,
} from './project-analysis-fixtures';

const LOOPBACK: AnalysisOptions = { allowHttp: true, allowPrivateHosts: true, timeoutMs: 20_000 };

let repo: GitRepo;
let served: string;
// Clones go to a directory of this file's own, so the leftover check sees only this file's analyses, even
// when other test runs share the machine.
let cloneDir: string;
const withTemp = (analysis: AnalysisOptions): AnalysisOptions => ({ ...analysis, tempDir: cloneDir });
const servers: GitHttpServer[] = [];

beforeAll(async () => {
  cloneDir = await mkdtemp(join(tmpdir(), 'charter-test-clones-'));
  repo = await createGitRepo(plantedProblems());
  served = await mkdtemp(join(tmpdir(), 'charter-test-served-'));
  await publishBare(repo, served, 'planted');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await removeDir(repo.dir);
  await removeDir(served);
  await removeDir(cloneDir);
});

afterEach(async () => {
  // Every analysis removes its clone, whatever happened to it.
  expect(await listAnalysisTempDirs(cloneDir)).toEqual([]);
});

async function serve(mode: Parameters<typeof startGitHttpServer>[1]): Promise<GitHttpServer> {
  const server = await startGitHttpServer(served, mode);
  servers.push(server);
  return server;
}

async function analyze(
  projectUrl: unknown,
  setup: { analysis?: AnalysisOptions; env?: Record<string, string>; options?: object } = {},
) {
  const t = createTestApp({ analysis: withTemp(setup.analysis ?? LOOPBACK), env: setup.env });
  const cookie = await t.signUp();
  const response = await t.request('POST', '/api/project/analyze', {
    cookie,
    body: { projectUrl, ...(setup.options ? { options: setup.options } : {}) },
  });
  return {
    t,
    cookie,
    response,
    body: await json<{ error?: string; code?: string; analysis?: ProjectAnalysis }>(response),
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function located(analysis: ProjectAnalysis) {
  return analysis.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId}`);
}

describe('POST /api/project/analyze', () => {
  it('answers 401 to a caller who is not signed in', async () => {
    const t = createTestApp({ analysis: withTemp(LOOPBACK) });
    const response = await t.request('POST', '/api/project/analyze', {
      body: { projectUrl: 'https://github.com/h3js/h3' },
    });
    expect(response.status).toBe(401);
  });

  it("clones a repository over git's dumb HTTP and reports the planted problems, located", async () => {
    const server = await serve('dumb');
    const projectUrl = `${server.url}/planted.git`;
    const { response, body } = await analyze(projectUrl);
    expect(response.status).toBe(200);
    const analysis = body.analysis as ProjectAnalysis;
    expect(located(analysis)).toEqual(
      expect.arrayContaining([
        'src/api.ts:1:38 perf/http-timeout-missing',
        'src/Logo.tsx:1:27 a11y/img-alt',
        expect.stringMatching(/^package\.json:\d+:\d+ deps\/direct-dependency-limit$/),
        expect.stringMatching(/^\.env:1:1 arch\/env-file-committed$/),
      ]),
    );
    expect(analysis.source).toEqual({ projectUrl, kind: 'git', commit: repo.commit });
    expect(analysis.filesScanned).toBe(7);
    expect(analysis.diagnostics.map((d) => d.category)).toEqual([
      'dependencies',
      'performance',
      'accessibility',
      'architecture',
    ]);
    for (const diagnostic of analysis.diagnostics) {
      expect(diagnostic.score).toBeLessThan(100);
      expect(diagnostic.issues.length).toBeGreaterThan(0);
    }
    expect(analysis.overallHealth).toBeGreaterThan(0);
    expect(analysis.overallHealth).toBeLessThan(100);
    expect(analysis.rules.some((rule) => rule.id === 'a11y/img-alt')).toBe(true);
    expect(Date.parse(analysis.analyzedAt)).not.toBeNaN();
  });

  it("clones shallow over git's smart HTTP, and scans only the chosen categories", async () => {
    const server = await serve('smart');
    const { response, body } = await analyze(`${server.url}/planted.git`, {
      options: { includePerformance: false, includeDependencies: false, includeArchitecture: false },
    });
    expect(response.status).toBe(200);
    const analysis = body.analysis as ProjectAnalysis;
    expect(analysis.diagnostics.map((d) => d.category)).toEqual(['accessibility']);
    expect(located(analysis)).toEqual(['src/Logo.tsx:1:27 a11y/img-alt']);
    expect(analysis.source.commit).toBe(repo.commit);
    // The fetch asked for one commit only (the repository has two).
    expect(server.requests).toContain('POST /planted.git/git-upload-pack');
    expect(server.bodies.some((body) => body.includes('deepen 1'))).toBe(true);
  });

  it('refuses an empty URL with a sentence', async () => {
    const { response, body } = await analyze('   ');
    expect(response.status).toBe(400);
    expect(body.error).toBe('A project URL is required.');
  });

  it('asks for the git URL when given a Replit project URL', async () => {
    for (const url of [
      'https://replit.com/@someone/my-app',
      'https://my-app.someone.repl.co',
      'my-app.replit.app',
    ]) {
      const { response, body } = await analyze(url);
      expect(response.status).toBe(400);
      expect(body.error).toBe(REPLIT_MESSAGE);
    }
  });

  it('refuses ssh, git://, ext:: and http URLs, credentials in the URL, and non-git web pages', async () => {
    const strict: AnalysisOptions = {};
    const cases: [string, RegExp][] = [
      ['git@github.com:owner/repo.git', /SSH URLs are not supported/],
      ['ssh://git@github.com/owner/repo.git', /"ssh:" are not supported/],
      ['git://github.com/owner/repo.git', /"git:" are not supported/],
      ['ext::sh -c touch% /tmp/pwned', /"ext:" are not supported/],
      ['http://github.com/owner/repo.git', /Only https git URLs/],
      ['https://user:token@github.com/owner/repo.git', /Remove the user name and password/],
      ['https://example.com/some/page', /is not a git URL/],
    ];
    for (const [url, message] of cases) {
      const { response, body } = await analyze(url, { analysis: strict });
      expect(response.status, url).toBe(400);
      expect(body.error, url).toMatch(message);
    }
  });

  it('refuses hosts on loopback or private networks unless the app allows them', async () => {
    const server = await serve('dumb');
    const { response, body } = await analyze(`${server.url}/planted.git`, { analysis: { allowHttp: true } });
    expect(response.status).toBe(400);
    expect(body.error).toMatch(/resolves to a private or local network address/);
    const named = await analyze('https://localhost/owner/repo.git', { analysis: {} });
    expect(named.response.status).toBe(400);
    expect(named.body.error).toMatch(/private or local network address/);
    expect(server.requests).toEqual([]);
  });

  it('answers 404 with a sentence for a URL that holds no repository', async () => {
    const server = await serve('dumb');
    const missing = await analyze(`${server.url}/nothing-here.git`);
    expect(missing.response.status).toBe(404);
    expect(missing.body.error).toMatch(/No public git repository was found at .*nothing-here\.git/);
    const page = await serve('html');
    const html = await analyze(`${page.url}/site.git`);
    expect(html.response.status).toBe(404);
    expect(html.body.error).toMatch(
      /site\.git has no commit to analyze: it is an empty repository, or not a git repository/,
    );
  });

  it('stops a clone that passes the time limit, kills git and removes the directory', async () => {
    const server = await serve('hang');
    const started = Date.now();
    const { response, body } = await analyze(`${server.url}/planted.git`, {
      analysis: { ...LOOPBACK, timeoutMs: 1_000 },
    });
    expect(response.status).toBe(503);
    expect(body.error).toBe(
      'The analysis took longer than 1 s and was stopped. Try again, or analyze a smaller repository.',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a repository past the file limit before checking it out', async () => {
    const server = await serve('dumb');
    const { response, body } = await analyze(`${server.url}/planted.git`, {
      analysis: { ...LOOPBACK, maxFiles: 3 },
    });
    expect(response.status).toBe(413);
    expect(body.error).toMatch(/too large to analyze: it has 7 files/);
  });

  it('refuses a repository past the size limit', async () => {
    const server = await serve('dumb');
    const { response, body } = await analyze(`${server.url}/planted.git`, {
      analysis: { ...LOOPBACK, maxBytes: 1_000 },
    });
    expect(response.status).toBe(413);
    expect(body.error).toMatch(
      /^The repository is too large to analyze: .* The limits are 0 MB and 20,000 files\.$/,
    );
  });

  it('checks a symlink out as a text file, so nothing outside the clone is read', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'charter-test-outside-'));
    await writeFile(join(outside, 'secret.ts'), 'export const leak = (url: string) => fetch(url);\n');
    const linked = await createGitRepo({ 'README.md': '# Linked\n' });
    await symlink(join(outside, 'secret.ts'), join(linked.dir, 'linked.ts'));
    await commitAll(linked.dir, 'a link out of the repository');
    const root = await mkdtemp(join(tmpdir(), 'charter-test-served-'));
    await publishBare(linked, root, 'linked');
    const server = await startGitHttpServer(root, 'smart');
    servers.push(server);
    try {
      const { response, body } = await analyze(`${server.url}/linked.git`);
      expect(response.status).toBe(200);
      expect(body.analysis?.findings.filter((f) => f.file === 'linked.ts')).toEqual([]);
    } finally {
      await Promise.all([removeDir(outside), removeDir(linked.dir), removeDir(root)]);
    }
  });

  it('runs at most one analysis per user and two per server (429 with Retry-After)', async () => {
    const server = await serve('hang');
    const t = createTestApp({ analysis: withTemp({ ...LOOPBACK, timeoutMs: 4_000 }) });
    const [alice, bob, carol] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const start = (cookie: string) =>
      t.request('POST', '/api/project/analyze', {
        cookie,
        body: { projectUrl: `${server.url}/planted.git` },
      });
    const first = start(alice);
    const second = start(bob);
    // Both are admitted once git has reached the server for each.
    await waitFor(() => server.requests.length >= 2);
    const again = await start(alice);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('10');
    expect((await json(again)).error).toMatch(/already have a project analysis running/);
    const third = await start(carol);
    expect(third.status).toBe(429);
    expect((await json(third)).error).toMatch(/already running 2 project analyses/);
    expect((await first).status).toBe(503);
    expect((await second).status).toBe(503);
    // Both finished: the slots are free again.
    const dumb = await serve('dumb');
    const after = await t.request('POST', '/api/project/analyze', {
      cookie: carol,
      body: { projectUrl: `${dumb.url}/planted.git` },
    });
    expect(after.status).toBe(200);
  });

  it('refuses local paths and file:// URLs unless CHARTER_ALLOW_LOCAL_PATHS=1', async () => {
    for (const url of [repo.dir, pathToFileURL(repo.dir).href]) {
      const { response, body } = await analyze(url);
      expect(response.status).toBe(400);
      expect(body.error).toMatch(/only when the server runs with CHARTER_ALLOW_LOCAL_PATHS=1/);
    }
  });

  it('scans a local directory in place and clones a file:// URL when CHARTER_ALLOW_LOCAL_PATHS=1', async () => {
    const env = { CHARTER_ALLOW_LOCAL_PATHS: '1' };
    const local = await analyze(repo.dir, { env });
    expect(local.response.status).toBe(200);
    expect(local.body.analysis?.source).toEqual({ projectUrl: repo.dir, kind: 'local', commit: repo.commit });
    expect(located(local.body.analysis as ProjectAnalysis)).toContain(
      'src/api.ts:1:38 perf/http-timeout-missing',
    );

    const fileUrl = pathToFileURL(join(served, 'planted.git')).href;
    const cloned = await analyze(fileUrl, { env });
    expect(cloned.response.status).toBe(200);
    expect(cloned.body.analysis?.source).toEqual({ projectUrl: fileUrl, kind: 'git', commit: repo.commit });

    const missing = await analyze(join(served, 'no-such-dir'), { env });
    expect(missing.response.status).toBe(400);
    expect(missing.body.error).toMatch(/is not a directory on the server/);
    const relative = await analyze('./src', { env });
    expect(relative.response.status).toBe(400);
    expect(relative.body.error).toMatch(/Give an absolute path/);
  });

  it('lists the outbound calls it could not judge beside the findings (never as findings)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-test-undecided-'));
    try {
      await writeFile(join(dir, 'package.json'), '{"name":"undecided"}');
      await writeFile(
        join(dir, 'api.ts'),
        'export const load = (url: string, opts: { signal: AbortSignal }) =>\n  fetch(url, { signal: opts.signal });\n',
      );
      const { response, body } = await analyze(dir, { env: { CHARTER_ALLOW_LOCAL_PATHS: '1' } });
      expect(response.status).toBe(200);
      expect(body.analysis?.findings.filter((f) => f.category === 'performance')).toEqual([]);
      expect(body.analysis?.undecided).toEqual([
        { file: 'api.ts', line: 2, column: 3, what: 'fetch()', reason: 'the signal comes from the caller' },
      ]);
    } finally {
      await removeDir(dir);
    }
  });
});
