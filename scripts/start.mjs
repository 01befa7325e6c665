// `pnpm start`: builds the web console and the compiled server when either is missing or older than its
// sources, then runs the server (API + console) with plain node in the foreground: no TypeScript loader at
// run time (development runs the sources through tsx: `pnpm --filter @charter/server run dev`). Signals are
// forwarded so Ctrl-C and SIGTERM shut it down gracefully.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { runPnpm } from './pnpm.mjs';
import { isStale } from './stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'packages', 'web', 'dist', 'index.html');
const serverMain = join(root, 'packages', 'server', 'dist', 'main.js');

const stale = isStale(
  dist,
  ['packages/web/src', 'packages/web/index.html', 'packages/core/src'].map((p) => join(root, p)),
);

if (stale) {
  console.log('Building the web console…');
  const code = await runPnpm(['--filter', '@charter/web', 'run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const serverStale = isStale(
  serverMain,
  ['packages/server/src', 'packages/server/build.mjs', 'packages/core/src', 'packages/scanner/src'].map((p) =>
    join(root, p),
  ),
);
if (serverStale) {
  console.log('Building the server…');
  const code = await runPnpm(['--filter', '@charter/server', 'run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}

// The `<charter-chat>` script the server hands to other sites at /widget/.
const widget = join(root, 'packages', 'widget', 'dist', 'charter-chat.global.js');
if (
  isStale(
    widget,
    ['packages/widget/src', 'packages/core/src/api/assistant-paths.ts'].map((p) => join(root, p)),
  )
) {
  console.log('Building the widget…');
  const code = await runPnpm(['--filter', '@charter/widget', 'run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverMain], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
