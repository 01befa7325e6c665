// What `charter check` costs on a project of about 1 000 TS/TSX files and a 4 000-package
// lockfile, next to the least any scanner must do (list, read and parse the same files with the same parser),
// both as fresh processes in the same run; and what `charter --version` costs next to `node -e 0`.
// Goals: check ≤ 2× the parse-only pass, --version ≤ 1.5× a bare node. Peak memory is printed at the end.
// Read the ratios vitest prints, not the absolute times.
// The goal is read on CPU time (user + system) of interleaved fresh processes: `npx tsx bench/check/cpu-ratio.ts`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { makeCheckFixture } from './check/make-fixture';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'packages/cli/dist/charter.mjs');
const parseOnly = join(root, 'bench/check/parse-only.mjs');
const peakRss = join(root, 'bench/check/peak-rss.mjs');
const fixture = mkdtempSync(join(tmpdir(), 'charter-check-bench-'));
const peaks: Record<string, number[]> = {};

function run(label: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', peakRss, ...args], { encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) throw new Error(`${label} failed: ${result.stderr}`);
  const kib = Number(/peak-rss-kib=(\d+)/.exec(result.stderr)?.[1] ?? Number.NaN);
  peaks[label] = [...(peaks[label] ?? []), kib];
}

beforeAll(async () => {
  // The bundle is what users run; build it (esbuild, well under a second) so the run measures this checkout.
  execFileSync(process.execPath, [join(root, 'packages/cli/build.mjs')], { cwd: join(root, 'packages/cli') });
  await makeCheckFixture(fixture);
});

afterAll(() => {
  rmSync(fixture, { recursive: true, force: true });
  for (const [label, values] of Object.entries(peaks)) {
    const max = Math.max(...values.filter(Number.isFinite));
    console.log(`peak RSS ${label}: ${(max / 1024).toFixed(0)} MiB`);
  }
});

const options = { time: 4_000, iterations: 5, warmupIterations: 1 };

describe('check ~1 000 TS/TSX files + a 4 000-package lockfile (fresh process each)', () => {
  bench(
    'baseline: list, read and parse the files (oxc-parser)',
    () => run('parse-only', [parseOnly, fixture]),
    options,
  );
  bench(
    'charter check --format json',
    () => run('charter check', [cli, 'check', fixture, '--format', 'json']),
    options,
  );
});

describe('start-up', () => {
  bench('baseline: node -e 0', () => run('node -e 0', ['-e', '0']), options);
  bench('charter --version', () => run('charter --version', [cli, '--version']), options);
});
