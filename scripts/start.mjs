// `pnpm start`: builds the web console when it is missing or older than its sources, then runs the server
// (API + console) in the foreground. Signals are forwarded so Ctrl-C and SIGTERM shut it down gracefully.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runPnpm } from './pnpm.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'packages', 'web', 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['packages/web/src', 'packages/web/index.html', 'packages/core/src']
  .map((p) => join(root, p))
  .filter(existsSync)
  .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs));
const stale = !existsSync(dist) || statSync(dist).mtimeMs < Math.max(0, ...sources);

if (stale) {
  console.log('Building the web console…');
  const code = await runPnpm(['--filter', '@charter/web', 'run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
