// `charter check` on files the parser cannot read: the built binary, a real process on real files. The
// unreadable component is real published code, react-progress-button-for-images-uploader 5.1.2 (MIT, npm; recorded
// in core's test/diagnostics/real-corpus/sources.json) src/index.js:159, `...containerProps,` (a trailing comma
// after a rest element), which oxc rejects (react-soundplayer's Babel `::` bind and react-file-reader-input's Flow,
// the examples before, are now read: core's ast.ts); beside it, a
// plain syntax error. Their HTTP and accessibility rules never ran, so no format may score them as a clean 100:
// text says the figure excludes them and lists them, JSON has `unparsed` (core's UnparsedFileSchema), SARIF
// has "warning" notifications of a successful invocation (SARIF 2.1.0 §3.20.21, §3.58).
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UnparsedFileSchema } from '@charter/core/api';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCliInto, CLEAN_PROJECT, constitutionJustifying, makeProject, removeProject } from './helpers';

const CLI_DIR = new URL('..', import.meta.url).pathname;
/** This test's own build of the bundle, so it never rewrites the dist/ another process runs. */
const OUT_DIR = `dist/unparsed-${process.pid}`;
const BIN = join(CLI_DIR, OUT_DIR, 'charter.mjs');
const run = (cwd: string, ...args: string[]) =>
  execa(process.execPath, [BIN, ...args], { cwd, reject: false, stdin: 'ignore', env: { NO_COLOR: '1' } });

const BUTTON = new URL(
  '../../core/test/diagnostics/real-corpus/packages/react-progress-button-for-images-uploader@5.1.2/src/index.js',
  import.meta.url,
);
const CLEAN = { ...CLEAN_PROJECT, '.charter/constitution.json': constitutionJustifying('zod') };
const REST_COMMA = 'A rest parameter or binding pattern may not have a trailing comma.';
const BROKEN = 'export function total(a: number) {\n  return (a + ;\n}\n';

let unparsed: string;
let many: string;
let clean: string;
beforeAll(async () => {
  await buildCliInto(OUT_DIR);
  const button = await readFile(BUTTON, 'utf8');
  unparsed = await makeProject({
    ...CLEAN,
    'src/Button.js': button,
    'src/total.ts': BROKEN,
  });
  const broken = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [`src/broken-${String(i).padStart(2, '0')}.ts`, BROKEN]),
  );
  many = await makeProject({ ...CLEAN, ...broken });
  clean = await makeProject(CLEAN);
}, 60_000);
afterAll(async () => {
  await rm(join(CLI_DIR, OUT_DIR), { recursive: true, force: true });
  await Promise.all([unparsed, many, clean].map(removeProject));
});

describe('charter check: files it could not parse', () => {
  it('text: the health figure says it excludes them, and each is listed with line:column and message', async () => {
    const { exitCode, stdout } = await run(unparsed, 'check', '.');
    expect(exitCode).toBe(0);
    expect(stdout).toMatch(
      /^0 findings in \d+ files · health \d+\/100 \(.*Accessibility 100.*\) · excludes 2 unparsed files$/m,
    );
    expect(stdout).toMatch(
      /\n2 files could not be parsed and were not checked:\n {2}src\/Button\.js:159:24 A rest parameter .+\n {2}src\/total\.ts:2:\d+ .+$/,
    );
  });

  it('text: lists ten and says how many more; --format json lists all', async () => {
    const text = (await run(many, 'check', '.')).stdout;
    expect(text).toContain('12 files could not be parsed and were not checked:');
    expect(text.match(/^ {2}src\/broken-\d\d\.ts:2:\d+ /gm)).toHaveLength(10);
    expect(text).toContain('  … and 2 more (--format json lists all)');
    const json = JSON.parse((await run(many, 'check', '.', '--format', 'json')).stdout);
    expect(json.unparsed).toHaveLength(12);
  });

  it('json: an `unparsed` field of core’s UnparsedFileSchema with file, message, line and column', async () => {
    const { exitCode, stdout } = await run(unparsed, 'check', '.', '--format', 'json');
    expect(exitCode).toBe(0);
    const json = JSON.parse(stdout);
    expect(UnparsedFileSchema.array().parse(json.unparsed)).toEqual(json.unparsed);
    expect(json.unparsed).toEqual([
      { file: 'src/Button.js', message: REST_COMMA, line: 159, column: 24 },
      { file: 'src/total.ts', message: expect.any(String), line: 2, column: expect.any(Number) },
    ]);
  });

  it('markdown: the headline says the figure excludes them and a "Not parsed" section lists them', async () => {
    const { stdout } = await run(unparsed, 'check', '.', '--format', 'markdown');
    expect(stdout).toMatch(/^\*\*Overall health: \d+\/100\*\* .* · excludes 2 unparsed files$/m);
    expect(stdout).toContain('## Not parsed');
    expect(stdout).toContain(`- \`src/Button.js:159:24\` ${REST_COMMA}`);
  });

  it('sarif: no result, a successful invocation with one warning notification per file', async () => {
    const { exitCode, stdout } = await run(unparsed, 'check', '.', '--format', 'sarif');
    expect(exitCode).toBe(0);
    const [sarifRun] = JSON.parse(stdout).runs;
    expect(sarifRun.results).toEqual([]);
    expect(sarifRun.invocations).toHaveLength(1);
    expect(sarifRun.invocations[0].executionSuccessful).toBe(true);
    const notifications = sarifRun.invocations[0].toolExecutionNotifications;
    expect(notifications.map((n: { level: string }) => n.level)).toEqual(['warning', 'warning']);
    expect(notifications[0]).toEqual({
      level: 'warning',
      message: { text: `Could not be parsed, so its code rules were not checked: ${REST_COMMA}` },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'src/Button.js', uriBaseId: '%SRCROOT%' },
            region: { startLine: 159, startColumn: 24 },
          },
        },
      ],
    });
  });

  it('a project that parses says nothing about parsing in any format', async () => {
    const text = await run(clean, 'check', '.');
    expect(text.exitCode).toBe(0);
    expect(text.stdout).not.toMatch(/unparsed|could not be parsed/);
    expect(JSON.parse((await run(clean, 'check', '.', '--format', 'json')).stdout).unparsed).toEqual([]);
    const [sarifRun] = JSON.parse((await run(clean, 'check', '.', '--format', 'sarif')).stdout).runs;
    expect(sarifRun.invocations).toBeUndefined();
  });
});
