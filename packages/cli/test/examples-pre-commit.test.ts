import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CLEAN_PROJECT,
  charter,
  constitutionJustifying,
  makeProject,
  parseCheckArgs,
  removeProject,
} from './helpers';

/**
 * `charter check --changed [base]` with real git, and examples/pre-commit/: the git hook script run by a real
 * `git commit`, and the pre-commit framework's files parsed with `yaml` and the CLI's own option definitions.
 */
const exec = promisify(execFile);
const cliDir = new URL('..', import.meta.url).pathname;
const exampleDir = new URL('../../../examples/pre-commit/', import.meta.url).pathname;
const UNTIMED = 'export const load = (url: string) => fetch(url);\n';
const GIT_ID = ['-c', 'user.email=t@example.com', '-c', 'user.name=T'];

const roots: string[] = [];
async function repoWithOldFinding() {
  const root = await makeProject(
    {
      ...CLEAN_PROJECT,
      '.charter/constitution.json': constitutionJustifying('zod'),
      'src/old.ts': UNTIMED,
    },
    { git: true },
  );
  roots.push(root);
  return root;
}
const git = (root: string, ...args: string[]) => exec('git', [...GIT_ID, ...args], { cwd: root });
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});

describe('charter check --changed', () => {
  it('reports only findings in files changed against HEAD (staged, unstaged, untracked), and says what it left out', async () => {
    const root = await repoWithOldFinding();
    const whole = await charter(root, 'check', '--format', 'json');
    expect(whole.code).toBe(1);

    await writeFile(join(root, 'src/clean.ts'), 'export const two = 2;\n');
    await git(root, 'add', 'src/clean.ts');
    const clean = await charter(root, 'check', '--changed', '--format', 'json');
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.stdout).findings).toEqual([]);
    expect(clean.stderr).toContain('1 changed file against HEAD; 1 finding(s) in other files not reported');

    await writeFile(join(root, 'src/new.ts'), UNTIMED); // untracked
    const untracked = await charter(root, 'check', '--changed', '--format', 'json');
    expect(untracked.code).toBe(1);
    expect(JSON.parse(untracked.stdout).findings.map((f: { file: string }) => f.file)).toEqual([
      'src/new.ts',
    ]);

    await git(root, 'add', 'src/new.ts');
    const staged = await charter(root, 'check', '--changed', '--format', 'json');
    expect(JSON.parse(staged.stdout).findings.map((f: { file: string }) => f.file)).toEqual(['src/new.ts']);
  });

  it('against a base ref: the files changed since the merge base, committed or not', async () => {
    const root = await repoWithOldFinding();
    await git(root, 'branch', 'base');
    await git(root, 'checkout', '-qb', 'feature');
    await writeFile(join(root, 'src/feature.ts'), UNTIMED);
    await git(root, 'add', '-A');
    await git(root, 'commit', '-qm', 'feature');
    const run = await charter(root, 'check', '--changed', 'base', '--format', 'json');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).findings.map((f: { file: string }) => f.file)).toEqual(['src/feature.ts']);
    // Against HEAD the committed feature file is not a change any more.
    expect((await charter(root, 'check', '--changed', '--format', 'json')).code).toBe(0);
  });

  it('an unknown base or a directory outside git is a usage error (2), never "nothing changed"', async () => {
    const root = await repoWithOldFinding();
    const unknown = await charter(root, 'check', '--changed', 'no-such-branch');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('git knows no commit by that name');
    const plain = await makeProject({
      ...CLEAN_PROJECT,
      '.charter/constitution.json': constitutionJustifying('zod'),
    });
    roots.push(plain);
    const outside = await charter(plain, 'check', '--changed');
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain('needs a git repository');
    const both = await charter(root, 'check', '--changed', '--baseline', 'b.json', '--update-baseline');
    expect(both.code).toBe(2);
  });

  it('in a repository with no commit yet, every file is a change', async () => {
    const root = await makeProject({
      ...CLEAN_PROJECT,
      '.charter/constitution.json': constitutionJustifying('zod'),
      'src/old.ts': UNTIMED,
    });
    roots.push(root);
    await exec('git', ['init', '-q'], { cwd: root });
    const run = await charter(root, 'check', '--changed', '--format', 'json');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).findings.map((f: { file: string }) => f.file)).toEqual(['src/old.ts']);
  });
});

describe('examples/pre-commit', () => {
  // `charter` on the PATH for the hook script: this checkout's CLI run from source.
  let shimDir: string;
  beforeAll(async () => {
    shimDir = await mkdtemp(join(cliDir, 'node_modules/.charter-shim-'));
    await writeFile(
      join(shimDir, 'charter'),
      `#!/bin/sh\nexec ${JSON.stringify(join(cliDir, 'node_modules/.bin/tsx'))} ${JSON.stringify(join(cliDir, 'src/bin.ts'))} "$@"\n`,
    );
    await chmod(join(shimDir, 'charter'), 0o755);
  });
  afterAll(async () => {
    await rm(shimDir, { recursive: true, force: true });
  });

  it('the git hook refuses a commit that adds a blocking finding and lets a clean one through', async () => {
    const root = await repoWithOldFinding();
    await mkdir(join(root, '.git/hooks'), { recursive: true });
    await copyFile(join(exampleDir, 'pre-commit'), join(root, '.git/hooks/pre-commit'));
    await chmod(join(root, '.git/hooks/pre-commit'), 0o755);
    const env = { ...process.env, PATH: `${shimDir}:${process.env.PATH}` };
    const commit = (message: string) =>
      exec('git', [...GIT_ID, 'commit', '-qm', message], { cwd: root, env }).then(
        (out) => ({ code: 0, ...out }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );

    // The old finding in src/old.ts does not stop an unrelated clean change.
    await writeFile(join(root, 'src/clean.ts'), 'export const two = 2;\n');
    await git(root, 'add', 'src/clean.ts');
    const clean = await commit('clean');
    expect(clean.code).toBe(0);

    await writeFile(join(root, 'src/api.ts'), UNTIMED);
    await git(root, 'add', 'src/api.ts');
    const blocked = await commit('adds an untimed fetch');
    expect(blocked.code).not.toBe(0);
    expect(`${blocked.stdout}${blocked.stderr}`).toContain('perf/http-timeout-missing');
    const log = await git(root, 'log', '--format=%s');
    expect(log.stdout.trim().split('\n')).toEqual(['clean', 'init']);
  }, 60_000);

  it('the pre-commit framework files run `charter check --changed` with options the CLI has', async () => {
    const offered = parse(await readFile(join(exampleDir, '.pre-commit-hooks.yaml'), 'utf8'));
    const config = parse(await readFile(join(exampleDir, '.pre-commit-config.yaml'), 'utf8'));
    const local = config.repos[0];
    expect(local.repo).toBe('local');
    // https://pre-commit.com/#new-hooks: id, name, entry and language are required.
    for (const hook of [...offered, ...local.hooks]) {
      for (const key of ['id', 'name', 'entry', 'language']) expect(hook[key], key).toBeTypeOf('string');
      expect(hook.pass_filenames).toBe(false);
      const words: string[] = hook.entry.split(/\s+/);
      expect(words.slice(0, 3)).toEqual(['npx', '--no', 'charter']);
      const options = await parseCheckArgs(words.slice(3));
      expect(options?.changed).toBe(true);
    }
    const script = await readFile(join(exampleDir, 'pre-commit'), 'utf8');
    for (const line of script.split('\n').filter((l) => l.startsWith('exec '))) {
      const words = line.replace(/^exec (npx --no )?/, '').split(/\s+/);
      expect(words[0]).toBe('charter');
      expect((await parseCheckArgs(words.slice(1)))?.changed).toBe(true);
    }
  });
});
