import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { Command } from 'commander';
import { execa } from 'execa';
import { expect } from 'vitest';
import { main } from '../src/cli';
import { registerCheckCommand } from '../src/commands/check';

const exec = promisify(execFile);

/** A real directory with these files (paths → text), optionally a git repository with them committed. */
export async function makeProject(files: Record<string, string>, { git = false } = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'charter-cli-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  if (git) {
    const run = (...args: string[]) => exec('git', args, { cwd: root });
    await run('init', '-q');
    await run('-c', 'user.email=t@example.com', '-c', 'user.name=T', 'add', '-A');
    await run('-c', 'user.email=t@example.com', '-c', 'user.name=T', 'commit', '-qm', 'init');
  }
  return root;
}

export const removeProject = (root: string) => rm(root, { recursive: true, force: true });

/** A writable that keeps what is written, as a non-terminal stream (set `isTTY` to pretend otherwise). */
export class Collect extends Writable {
  text = '';
  isTTY = false;
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

/** Runs `charter <args>` in-process with captured output, as the binary would (same `main`). */
export async function charter(cwd: string, ...args: string[]) {
  return charterWith({ cwd }, ...args);
}

/** `charter` with an environment (CHARTER_API_KEY, PATH for child processes) and/or text on stdin. */
export async function charterWith(
  options: { cwd: string; env?: Record<string, string | undefined>; stdin?: string },
  ...args: string[]
) {
  const stdout = new Collect();
  const stderr = new Collect();
  const stdin = options.stdin === undefined ? undefined : Readable.from([options.stdin]);
  const code = await main(['node', 'charter', ...args], {
    stdout,
    stderr,
    cwd: options.cwd,
    ...(options.env ? { env: options.env } : {}),
    ...(stdin ? { stdin } : {}),
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** A project with no problems at all: readme, a test, strict TS, a justified dependency. */
export const CLEAN_PROJECT: Record<string, string> = {
  'README.md': '# Clean\n',
  'package.json': JSON.stringify(
    { name: 'clean', version: '1.0.0', dependencies: { zod: '^4.0.0' } },
    null,
    2,
  ),
  'tsconfig.json': '{ "compilerOptions": { "strict": true } }\n',
  'src/index.ts': 'export const add = (a: number, b: number) => a + b;\n',
  'src/index.test.ts': "import { add } from './index';\nif (add(1, 2) !== 3) throw new Error('add');\n",
};

export function constitutionJustifying(...names: string[]): string {
  return JSON.stringify({
    version: '1.0.0',
    tier: 'standard',
    rules: [],
    justifications: Object.fromEntries(names.map((n) => [n, 'Needed.'])),
  });
}

/** Parses `args` with the CLI's own `check` definition; answers the options commander resolved. */
export async function parseCheckArgs(args: string[]) {
  const quiet = { writeOut: () => {}, writeErr: () => {} };
  const program = new Command().exitOverride().configureOutput(quiet);
  registerCheckCommand(program, { io: {}, setExit: () => {} } as never);
  const check = program.commands.find((command) => command.name() === 'check');
  if (!check) throw new Error('the CLI has no check command');
  check.exitOverride().configureOutput(quiet);
  let seen: Record<string, unknown> | undefined;
  check.action((_path: string, options: Record<string, unknown>) => {
    seen = options;
  });
  await program.parseAsync(['node', 'charter', ...args]);
  return seen;
}

/** This package's folder, where its build script runs. */
const CLI_DIR = new URL('..', import.meta.url).pathname;

/** Builds the CLI with its own build script into `outDir` (relative to the package); fails the test on an error. */
export async function buildCliInto(outDir: string): Promise<void> {
  const built = await execa(process.execPath, ['build.mjs'], {
    cwd: CLI_DIR,
    env: { CHARTER_CLI_OUTDIR: outDir },
    reject: false,
  });
  expect(built.exitCode, built.stderr).toBe(0);
}
