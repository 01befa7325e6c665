// `pnpm charter <command>`: builds the CLI bundle when it is missing or older than its sources, then runs it
// in the directory pnpm was called from, passing the exit code through.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { run } from './pnpm.mjs';
import { isStale } from './stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'packages', 'cli');
const bundle = join(cli, 'dist', 'charter.mjs');

if (
  isStale(bundle, [
    join(cli, 'src'),
    join(cli, 'build.mjs'),
    join(cli, 'package.json'),
    join(root, 'packages/core/src'),
  ])
) {
  const code = await run(process.execPath, [join(cli, 'build.mjs')], { cwd: cli });
  if (code !== 0) process.exit(code);
}

const child = spawn(process.execPath, [bundle, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
