// `pnpm bench`: every `bench/*.bench.ts` with vitest's bench runner. Each file compares Charter's code with a
// baseline measured in the same run, so results read as ratios ("x times slower than baseline"), not as
// absolute times that depend on the machine. Then bench/http/server-http.ts: the agent's hot path over real
// HTTP (autocannon against the compiled server and a bare node:http echo, each in its own process) and the
// compiled server's cold start against tsx. CHARTER_BENCH_HTTP=0 skips that part; =only runs only it. Last,
// `bench/console.ts`: the console's initial JS per screen and Lighthouse 12 on the Debian chromium against
// the freshly built console (CHARTER_BENCH_CONSOLE=0 skips it). Before it, bench/install/installed.ts: the
// packed CLI's size, its offline npm install, and the installed charter's and server's start-up.
import { join } from 'node:path';
import { run, runPnpm } from './pnpm.mjs';
import { isStale } from './stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const http = process.env.CHARTER_BENCH_HTTP ?? '1';

let code = 0;
if (http !== 'only') {
  code = await run(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['bench', '--run', '--config', 'bench/vitest.config.ts', ...process.argv.slice(2)],
    { cwd: root },
  );
}
if (http !== '0') {
  const serverMain = join(root, 'packages', 'server', 'dist', 'main.js');
  const sources = [
    'packages/server/src',
    'packages/server/build.mjs',
    'packages/core/src',
    'packages/scanner/src',
  ];
  if (
    isStale(
      serverMain,
      sources.map((p) => join(root, p)),
    )
  ) {
    const built = await runPnpm(['--filter', '@charter/server', 'run', 'build'], { cwd: root });
    if (built !== 0) process.exit(built);
  }
  const httpCode = await run(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench', 'http', 'server-http.ts')],
    {
      cwd: root,
    },
  );
  code ||= httpCode;
}
if (http !== 'only' && process.env.CHARTER_BENCH_INSTALL !== '0') {
  // The installed product: packed size, npm install time, charter --version and the installed server's cold
  // start against node -e 0 (bench/install/installed.ts; CHARTER_BENCH_INSTALL=0 skips it).
  const installCode = await run(process.execPath, ['--import', 'tsx', 'bench/install/installed.ts'], {
    cwd: root,
  });
  code ||= installCode;
}
if (http !== 'only' && process.env.CHARTER_BENCH_CONSOLE !== '0') {
  const build = await runPnpm(['--filter', '@charter/web', 'run', 'build'], { cwd: root });
  const consoleCode =
    build === 0 ? await run(process.execPath, ['--import', 'tsx', 'bench/console.ts'], { cwd: root }) : 1;
  code ||= build || consoleCode;
}
process.exit(code);
