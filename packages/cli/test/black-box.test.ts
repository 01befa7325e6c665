import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { buildCliInto, makeProject, removeProject } from './helpers';
import { freePort } from './server-process';

const CLI_DIR = new URL('..', import.meta.url).pathname;
/** This test's own build of the bundle, so it never rewrites the dist/ another process runs. */
const OUT_DIR = `dist/black-box-${process.pid}`;
const BIN = join(CLI_DIR, OUT_DIR, 'charter.mjs');

/** The built binary, as a user runs it: a real process, colours off, no terminal. */
const run = (cwd: string, args: string[], input?: string) =>
  execa(process.execPath, [BIN, ...args], {
    cwd,
    reject: false,
    ...(input === undefined ? { stdin: 'ignore' as const } : { input }),
    env: { NO_COLOR: '1' },
  });

const ANSWERS = {
  experience: 'intermediate',
  tier: 'simple',
  answers: {
    'user-role': 'founder',
    'project-scope': 'A booking tool for tutors: calendar and payments now, team accounts later.',
    'platform-type': 'Responsive web app',
    'core-problem': 'Tutors lose hours a week arranging lessons by message',
    'target-users': 'Independent tutors and their students',
    'business-model': 'Subscription for tutors',
  },
};

describe('the built charter binary, in a new repository', () => {
  let repo: string;
  beforeAll(async () => {
    await buildCliInto(OUT_DIR);
    repo = await makeProject(
      { 'README.md': '# Tutor bookings\n', 'answers.json': JSON.stringify(ANSWERS) },
      { git: true },
    );
  }, 60_000);
  afterAll(async () => {
    await rm(join(CLI_DIR, OUT_DIR), { recursive: true, force: true });
    await removeProject(repo);
  });

  it('init → primer → check → validate → hook install → a blocked agent install → rebellion → allowed', async () => {
    const version = await run(repo, ['--version']);
    expect(version.stdout.trim()).toBe(pkg.version);

    const init = await run(repo, ['init']);
    expect(init.exitCode, init.stderr).toBe(0);

    const primer = await run(repo, ['primer', '--answers', 'answers.json', '--yes']);
    expect(primer.exitCode, primer.stderr).toBe(0);
    for (const file of [
      'PRIMER.md',
      'AGENTS.md',
      'CLAUDE.md',
      '.cursor/rules/charter.mdc',
      '.github/copilot-instructions.md',
    ]) {
      expect(await readFile(join(repo, file), 'utf8')).toContain('<!-- charter:start -->');
    }
    // The simple tier's limit, as the interview wrote it: the repository then sits exactly at it.
    const constitution = JSON.parse(await readFile(join(repo, '.charter/constitution.json'), 'utf8'));
    expect(constitution.tier).toBe('simple');
    const limit: number = constitution.rules.find((r: { id: string }) => r.id === 'CH-DEP-001').threshold;
    const dependencies = Object.fromEntries(Array.from({ length: limit }, (_, i) => [`dep-${i}`, '1.0.0']));
    await writeFile(
      join(repo, 'package.json'),
      JSON.stringify({ name: 'tutors', version: '1.0.0', dependencies }, null, 2),
    );

    const check = await run(repo, ['check', '--format', 'json']);
    expect([0, 1]).toContain(check.exitCode);
    const report = JSON.parse(check.stdout);
    expect(report).toMatchObject({ tool: { name: 'charter' }, findings: expect.any(Array) });

    const validate = await run(repo, [
      'validate',
      'Add left-pad',
      '--type',
      'dependency_addition',
      '--meta',
      `current_dependencies=${limit}`,
      '--meta',
      'packages=left-pad',
    ]);
    expect(validate.exitCode).toBe(1);
    expect(validate.stdout).toContain(`threshold ${limit} dependencies, actual ${limit + 1} dependencies`);

    const install = await run(repo, ['hook', 'install', 'claude']);
    expect(install.exitCode, install.stderr).toBe(0);
    const settings = JSON.parse(await readFile(join(repo, '.claude/settings.json'), 'utf8'));
    const command: string = settings.hooks.PreToolUse[0].hooks[0].command;
    expect(command).toContain('hook claude');

    // What Claude Code does: run the configured command with the PreToolUse event on stdin.
    const event = JSON.stringify({
      session_id: 's1',
      cwd: repo,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'npm install left-pad' },
    });
    const hook = () =>
      execa(command, { shell: true, cwd: repo, input: event, reject: false, env: { NO_COLOR: '1' } });
    const refused = await hook();
    expect(refused.exitCode).toBe(0);
    const answer = JSON.parse(refused.stdout).hookSpecificOutput;
    expect(answer.permissionDecision).toBe('deny');
    expect(answer.permissionDecisionReason).toContain('CH-DEP-001');
    expect(answer.permissionDecisionReason).toContain(`threshold ${limit} dependencies, actual ${limit + 1}`);
    const decisionId = /charter rebellion request (dec_[\w-]+)/.exec(answer.permissionDecisionReason)?.[1];
    expect(decisionId).toBeDefined();

    const filed = await run(repo, [
      'rebellion',
      'request',
      decisionId!,
      '--why',
      'Padding for invoice numbers',
      '--format',
      'json',
    ]);
    expect(filed.exitCode, filed.stderr).toBe(0);
    const rebellionId = JSON.parse(filed.stdout).rebellion_id;
    expect((await run(repo, ['rebellion', 'approve', rebellionId])).exitCode).toBe(0);

    const allowed = await hook();
    expect(allowed.exitCode).toBe(0);
    expect(allowed.stdout.trim()).toBe('');

    const log = JSON.parse((await run(repo, ['log', '--format', 'json'])).stdout);
    expect(log.decisions[0]).toMatchObject({
      status: 'approved',
      exception_rebellion_id: rebellionId,
      actor: 'agent:claude',
    });
    expect(log.rebellions[0]).toMatchObject({ status: 'approved', times_used: 1 });
  }, 60_000);

  it('answers usage errors with exit 2 and a hint, and --help for every command', async () => {
    const noAnswers = await run(repo, ['primer']);
    expect(noAnswers.exitCode).toBe(2);
    expect(noAnswers.stderr).toContain('hint:');
    const unknown = await run(repo, ['frobnicate']);
    expect(unknown.exitCode).toBe(2);
    for (const command of [
      'init',
      'primer',
      'check',
      'validate',
      'log',
      'rebellion',
      'deps',
      'hook',
      'mcp',
      'serve',
      'admin',
      'keys',
    ]) {
      const help = await run(repo, [command, '--help']);
      expect(help.exitCode, command).toBe(0);
      expect(help.stdout, command).toContain('Usage: charter');
    }
    await mkdir(join(repo, 'sub/dir'), { recursive: true });
    // From a sub-directory, the repository's .charter/ is found.
    expect((await run(join(repo, 'sub/dir'), ['log', '--format', 'json'])).exitCode).toBe(0);
    // Fifteen fresh Node processes: on a loaded two-core machine they passed 30 s. The ceiling only bounds a hang.
  }, 180_000);

  it('serves the API and console with charter serve, and stops on SIGTERM', async () => {
    const port = await freePort();
    const server = execa(process.execPath, [BIN, 'serve', '--store', 'memory', '--port', String(port)], {
      cwd: repo,
      reject: false,
      stdin: 'ignore',
      env: { NO_COLOR: '1' },
    });
    // A fresh checkout builds the console, the server and the widget first: wait for health or an exit,
    // however long the builds take on a busy machine (the test's timeout is the only bound).
    let healthy = false;
    while (!healthy && server.exitCode === null) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(1_000),
      }).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await sleep(100);
    }
    expect(healthy).toBe(true);
    const page = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) });
    expect(await page.text()).toContain('<div id="root">');
    server.kill('SIGTERM');
    const ended = await server;
    expect(ended.stdout).toContain(`Charter listening on http://127.0.0.1:${port}`);
    expect(ended.exitCode).toBe(0);
  }, 240_000);
});
