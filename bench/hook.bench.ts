// What an agent waits for on every tool call — `charter hook claude` as a fresh process (how agents
// run it), next to a bare `node -e 0` in the same run: an event Charter has no opinion on (parse and answer),
// and an `npm install` it must judge (read the constitution, the ledger and package.json, evaluate, append to
// the ledger). Read the ratios vitest prints, not the absolute times.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, bench, describe } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'packages/cli/dist/charter.mjs');
const repo = mkdtempSync(join(tmpdir(), 'charter-hook-bench-'));

const event = (toolName: string, toolInput: Record<string, unknown>) =>
  JSON.stringify({
    session_id: 'bench',
    cwd: repo,
    hook_event_name: 'PreToolUse',
    tool_name: toolName,
    tool_input: toolInput,
  });
const unrelated = event('Read', { file_path: join(repo, 'README.md') });
const install = event('Bash', { command: 'npm install left-pad' });

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, args, { cwd: repo, input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
}

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'packages/cli/build.mjs')], { cwd: join(root, 'packages/cli') });
  writeFileSync(
    join(repo, 'package.json'),
    JSON.stringify({ name: 'bench', dependencies: { zod: '4.0.0' } }),
  );
  writeFileSync(join(repo, 'README.md'), '# bench\n');
  execFileSync(process.execPath, [cli, 'init'], { cwd: repo });
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

const options = { time: 4_000, iterations: 5, warmupIterations: 1 };

describe('charter hook claude, a fresh process per tool call', () => {
  bench('baseline: node -e 0', () => run(['-e', '0']), options);
  bench('an event Charter has no opinion on (Read)', () => run([cli, 'hook', 'claude'], unrelated), options);
  bench('npm install left-pad: judged and recorded', () => run([cli, 'hook', 'claude'], install), options);
});
