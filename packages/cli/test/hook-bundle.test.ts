import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, projectWith } from './fixtures/hooks/harness';
import { removeProject } from './helpers';

const exec = promisify(execFile);
type Config = { hooks: Record<string, { command?: string; hooks?: { command: string }[] }[] | undefined> };
const cliDir = new URL('..', import.meta.url).pathname;

/** Runs a configured hook command the way the agents do: through the shell, the event on stdin. */
function runHookCommand(command: string, cwd: string, input: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn('/bin/sh', ['-c', command], { cwd, env: { PATH: process.env.PATH } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

// The real bundle, as `pnpm build` makes it, in a directory whose node_modules resolve the CLI's dependencies.
let bundleDir: string;
let bundle: string;
beforeAll(async () => {
  const pkg = JSON.parse(await readFile(join(cliDir, 'package.json'), 'utf8'));
  bundleDir = await mkdtemp(join(cliDir, 'node_modules/.charter-hook-bundle-'));
  bundle = join(bundleDir, 'charter.mjs');
  await build({
    entryPoints: { charter: 'src/bin.ts' },
    absWorkingDir: cliDir,
    outdir: bundleDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    outExtension: { '.js': '.mjs' },
    external: Object.keys(pkg.dependencies).filter((name: string) => !name.startsWith('@charter/')),
    jsx: 'automatic',
    logLevel: 'silent',
  });
}, 60_000);
afterAll(async () => {
  await rm(bundleDir, { recursive: true, force: true });
});

describe('hook install with the built bundle', () => {
  it('writes Kiro v3 .kiro/hooks/charter.json whose command blocks a `shell` install past the limit', async () => {
    const root = await projectWith(['express', 'zod']);
    try {
      await exec(process.execPath, [bundle, 'hook', 'install', 'kiro'], { cwd: root });
      const config = JSON.parse(await readFile(join(root, '.kiro/hooks/charter.json'), 'utf8'));
      const command: string = config.hooks[0].action.command;
      expect(command).toBe(`node ${JSON.stringify(bundle)} hook kiro`);
      // kiro.dev/docs/cli/hooks "Hook event", with the newer tool name `shell`.
      const event = {
        hook_event_name: 'preToolUse',
        cwd: root,
        tool_name: 'shell',
        tool_input: { command: 'npm i left-pad' },
      };
      const run = await runHookCommand(command, root, JSON.stringify(event));
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('CH-DEP-001');
    } finally {
      await removeProject(root);
    }
  }, 30_000);

  it.each([
    ['claude', '.claude/settings.json', (c: Config) => c.hooks.PreToolUse?.[0]?.hooks?.[0]?.command],
    ['windsurf', '.windsurf/hooks.json', (c: Config) => c.hooks.pre_run_command?.[0]?.command],
  ] as const)(
    'writes a %s command that runs the bundle with node and blocks the install past the limit',
    async (agent, path, commandOf) => {
      const root = await projectWith(['express', 'zod']);
      try {
        await exec(process.execPath, [bundle, 'hook', 'install', agent], { cwd: root });
        const command = commandOf(JSON.parse(await readFile(join(root, path), 'utf8')));
        expect(command).toBe(`node ${JSON.stringify(bundle)} hook ${agent}`);
        const run = await runHookCommand(
          command as string,
          root,
          await fixture(agent, 'shell-install', root),
        );
        if (agent === 'claude') {
          expect(run.code).toBe(0);
          expect(JSON.parse(run.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
        } else {
          expect(run.code).toBe(2);
          expect(run.stderr).toContain('CH-DEP-001');
        }
      } finally {
        await removeProject(root);
      }
    },
    30_000,
  );
});
