import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import type { CheckCommandOptions } from '../src/commands/check-run';
import { toFastCheckCall } from '../src/fast-check';

// The program's own reading of `charter check …`: the action's path and options, captured instead of run.
const seen: { path: string; options: CheckCommandOptions }[] = [];
vi.mock('../src/commands/check-run', () => ({
  runCheckCommand: async (_io: unknown, path: string, options: CheckCommandOptions) => {
    seen.push({ path, options });
    return 0;
  },
}));
const { registerCheckCommand } = await import('../src/commands/check');

async function viaCommander(args: string[]) {
  seen.length = 0;
  const program = new Command().exitOverride();
  registerCheckCommand(program, {
    io: { stdout: process.stdout, stderr: process.stderr, cwd: '/' },
    setExit() {},
  });
  for (const sub of program.commands)
    sub.exitOverride().configureOutput({ writeErr: () => {}, writeOut: () => {} });
  await program.parseAsync(['node', 'charter', ...args]);
  return seen[0];
}

describe("`charter check`'s fast path (fast-check.ts)", () => {
  it.each([
    ['check'],
    ['check', '.'],
    ['check', '/tmp/project', '--format', 'json'],
    ['check', '--format=sarif', 'src', '--output', 'charter.sarif'],
    ['check', '-f', 'markdown', '-o', 'out.md', '-q'],
    ['check', '--fail-on', 'low', '--baseline', '.charter/baseline.json', '--update-baseline'],
    ['check', 'app', '--build', '--include-tests', '--quiet', '--fail-on=medium'],
  ])('reads %j exactly as the program does', async (...args) => {
    const fast = toFastCheckCall(args);
    expect(fast).not.toBeNull();
    expect(fast).toEqual(await viaCommander(args));
  });

  it.each([
    ['check', '--help'],
    ['check', '-h'],
    ['check', '--changed'],
    ['check', '--changed', 'origin/main', '.'],
    ['check', '--debug'],
    ['check', '--format', 'yaml'],
    ['check', '--fail-on', 'severe'],
    ['check', '--format'],
    ['check', '--output', '--quiet'],
    ['check', '--build=yes'],
    ['check', '--format', 'json', '--format', 'text'],
    ['check', 'a', 'b'],
    ['check', '-qf', 'json'],
    ['check', '--', '-dir'],
    ['check', '--no-build'],
    ['validate', '.'],
  ])('leaves %j to the program', (...args) => {
    expect(toFastCheckCall(args)).toBeNull();
  });
});
