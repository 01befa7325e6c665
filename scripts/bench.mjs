// `pnpm bench`: every `bench/*.bench.ts` with vitest's bench runner. Each file compares Charter's code with a
// baseline measured in the same run, so results read as ratios ("x times slower than baseline"), not as
// absolute times that depend on the machine. Then `bench/console.ts`: the console's initial JS per screen
// and Lighthouse 12 on the Debian chromium against the freshly built console.
import { join } from 'node:path';
import { run, runPnpm } from './pnpm.mjs';

const root = new URL('..', import.meta.url).pathname;
const vitest = await run(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['bench', '--run', '--config', 'bench/vitest.config.ts', ...process.argv.slice(2)],
  { cwd: root },
);
const build = await runPnpm(['--filter', '@charter/web', 'run', 'build'], { cwd: root });
const console_ =
  build === 0 ? await run(process.execPath, ['--import', 'tsx', 'bench/console.ts'], { cwd: root }) : 1;
process.exit(vitest || build || console_);
