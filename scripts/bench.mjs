// `pnpm bench`: every `bench/*.bench.ts` with vitest's bench runner. Each file compares Charter's code with a
// baseline measured in the same run, so results read as ratios ("x times slower than baseline"), not as
// absolute times that depend on the machine.
import { join } from 'node:path';
import { run } from './pnpm.mjs';

const root = new URL('..', import.meta.url).pathname;
process.exit(
  await run(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['bench', '--run', '--config', 'bench/vitest.config.ts', ...process.argv.slice(2)],
    { cwd: root },
  ),
);
