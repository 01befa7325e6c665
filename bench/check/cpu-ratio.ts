// The CPU cost of `charter check` next to the parse-only baseline, as the 2x goal of issue 15 reads it: fresh
// processes, interleaved (baseline, check, baseline, check, ...), CPU = user + system time of each process
// (its own getrusage at exit, all threads: parsing, reading, GC, JIT), median of N rounds. CPU rather than
// wall time because the machines are shared: another job's load stretches wall time far more than CPU.
//
//   npx tsx bench/check/cpu-ratio.ts [rounds=9] [other-charter.mjs ...]
//
// The CLI is built first (packages/cli/build.mjs). Extra CLI bundles given as arguments run in the same
// rounds, so a before/after comparison is measured in one run: build the other commit's CLI elsewhere inside
// packages/cli (`CHARTER_CLI_OUTDIR=dist/before node build.mjs` there) and pass dist/before/charter.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { makeCheckFixture } from './make-fixture';

const root = new URL('../..', import.meta.url).pathname;
const rounds = Number(process.argv[2] ?? 9);
const others = process.argv.slice(3).map((path) => resolve(path));
const work = mkdtempSync(join(tmpdir(), 'charter-cpu-ratio-'));
const fixture = join(work, 'fixture');
const preload = join(root, 'bench/check/cpu-time.mjs');

execFileSync(process.execPath, [join(root, 'packages/cli/build.mjs')], { cwd: join(root, 'packages/cli') });
await makeCheckFixture(fixture);

const variants: [string, string[]][] = [
  ['parse-only (baseline)', [join(root, 'bench/check/parse-only.mjs'), fixture]],
  [
    'charter check (this checkout)',
    [join(root, 'packages/cli/dist/charter.mjs'), 'check', fixture, '--format', 'json'],
  ],
  ...others.map((cli): [string, string[]] => [
    `charter check (${cli})`,
    [cli, 'check', fixture, '--format', 'json'],
  ]),
];
const cpu = new Map<string, number[]>(variants.map(([label]) => [label, []]));
try {
  for (let round = 0; round < rounds; round++) {
    for (const [label, args] of variants) {
      const result = spawnSync(process.execPath, ['--import', preload, ...args], {
        encoding: 'utf8',
        maxBuffer: 1 << 30,
      });
      // `charter check` exits 1 when it reports findings (the fixture has some).
      if (result.status !== 0 && result.status !== 1) throw new Error(`${label} failed: ${result.stderr}`);
      const us = Number(/cpu-us=(\d+)/.exec(result.stderr)?.[1]);
      cpu.get(label)?.push(us / 1e6);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The value at fraction `at` of the sorted values (0.5: the median; 0.25 / 0.75: the quartiles). */
const quantile = (values: number[], at: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * at)] ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const baselineRuns = cpu.get(variants[0]?.[0] ?? '') ?? [];
console.log(`CPU user+sys of fresh processes, ${rounds} interleaved rounds:`);
for (const [label, values] of cpu) {
  // Each round's ratio to the baseline run just before it, then the median: load that drifts over the run
  // (the machines are shared) moves both runs of a round alike.
  // The quartiles of the same ratios are the run's spread: a difference between two CLIs smaller than it is noise.
  const ratios = values.map((value, round) => value / (baselineRuns[round] ?? Number.NaN));
  const spread = `q1 ${quantile(ratios, 0.25).toFixed(2)}, q3 ${quantile(ratios, 0.75).toFixed(2)}`;
  console.log(
    `  ${label}: median ${median(values).toFixed(3)} s, min ${Math.min(...values).toFixed(3)} s; ${median(ratios).toFixed(2)}x the baseline (median of per-round ratios; ${spread})`,
  );
}
