// `charter check` on a project whose only outbound call cannot be judged: the built binary, a real process on
// real files. The call is never a finding (precision first) and never fails the check, but no format lets it
// pass as a silent clean 100: text lists it, JSON has it in `undecided`, SARIF carries it as a "note"
// notification of the run's invocation (SARIF 2.1.0 §3.20.21) while its results stay what GitHub reads.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCliInto, CLEAN_PROJECT, constitutionJustifying, makeProject, removeProject } from './helpers';

const CLI_DIR = new URL('..', import.meta.url).pathname;
/** This test's own build of the bundle, so it never rewrites the dist/ another process runs. */
const OUT_DIR = `dist/undecided-${process.pid}`;
const BIN = join(CLI_DIR, OUT_DIR, 'charter.mjs');
const run = (cwd: string, ...args: string[]) =>
  execa(process.execPath, [BIN, ...args], { cwd, reject: false, stdin: 'ignore', env: { NO_COLOR: '1' } });

const CLEAN = { ...CLEAN_PROJECT, '.charter/constitution.json': constitutionJustifying('zod') };
/** A loader whose signal is the caller's: set, but how long it waits is decided by every caller. */
const CALLER_SIGNAL =
  'export async function load(url: string, opts: { signal: AbortSignal }) {\n' +
  '  const response = await fetch(url, { signal: opts.signal });\n' +
  '  return response.json();\n' +
  '}\n';

let undecided: string;
let many: string;
let judged: string;
beforeAll(async () => {
  await buildCliInto(OUT_DIR);
  undecided = await makeProject({ ...CLEAN, 'src/api.ts': CALLER_SIGNAL });
  // Twelve loaders, each handing its caller's init to fetch: more than the text report lists.
  const loaders = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [
      `src/load-${String(i).padStart(2, '0')}.ts`,
      'export const load = (url: string, init: RequestInit) => fetch(url, init);\n',
    ]),
  );
  many = await makeProject({ ...CLEAN, ...loaders });
  judged = await makeProject({
    ...CLEAN,
    'src/api.ts': 'export const load = (url: string) => fetch(url, { signal: AbortSignal.timeout(5000) });\n',
  });
}, 60_000);
afterAll(async () => {
  await rm(join(CLI_DIR, OUT_DIR), { recursive: true, force: true });
  await Promise.all([undecided, many, judged].map(removeProject));
});

describe('charter check: calls it could not judge', () => {
  it('text: exits 0, no finding, the Performance score says so and the call is listed with its reason', async () => {
    const { exitCode, stdout } = await run(undecided, 'check', '.');
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(
      /^0 findings in \d+ files · health 100\/100 \(.*Performance 100 with 1 call not judged/m,
    );
    expect(stdout).toContain(
      '1 outbound HTTP call not judged (their timeout is decided where the checker cannot see):\n' +
        '  src/api.ts:2 fetch() — the signal comes from the caller',
    );
  });

  it('text: lists ten and says how many more, and --format json lists all', async () => {
    const text = (await run(many, 'check', '.')).stdout;
    expect(text).toContain('12 outbound HTTP calls not judged');
    expect(text.match(/^ {2}src\/load-\d\d\.ts:1 fetch\(\) — its options come from `init`$/gm)).toHaveLength(
      10,
    );
    expect(text).toContain('  … and 2 more (--format json lists all)');
    const json = JSON.parse((await run(many, 'check', '.', '--format', 'json')).stdout);
    expect(json.undecided).toHaveLength(12);
    expect(json.findings).toEqual([]);
  });

  it('json: an `undecided` field with file, line, column, what and reason', async () => {
    const { exitCode, stdout } = await run(undecided, 'check', '.', '--format', 'json');
    expect(exitCode).toBe(0);
    const json = JSON.parse(stdout);
    expect(json.undecided).toEqual([
      {
        file: 'src/api.ts',
        line: 2,
        column: 26,
        what: 'fetch()',
        reason: 'the signal comes from the caller',
      },
    ]);
    expect(json.overallHealth).toBe(100);
  });

  it('sarif: no result, one note notification located at the call', async () => {
    const { exitCode, stdout } = await run(undecided, 'check', '.', '--format', 'sarif');
    expect(exitCode).toBe(0);
    const [sarifRun] = JSON.parse(stdout).runs;
    expect(sarifRun.results).toEqual([]);
    expect(sarifRun.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          {
            level: 'note',
            message: { text: 'fetch() not judged: the signal comes from the caller.' },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: 'src/api.ts', uriBaseId: '%SRCROOT%' },
                  region: { startLine: 2, startColumn: 26 },
                },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('a project whose calls are all judged says nothing about it in any format', async () => {
    const text = await run(judged, 'check', '.');
    expect(text.exitCode).toBe(0);
    expect(text.stdout).not.toContain('not judged');
    expect(JSON.parse((await run(judged, 'check', '.', '--format', 'json')).stdout).undecided).toEqual([]);
    const [sarifRun] = JSON.parse((await run(judged, 'check', '.', '--format', 'sarif')).stdout).runs;
    expect(sarifRun.invocations).toBeUndefined();
  });
});
