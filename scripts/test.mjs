// `pnpm test`: everything CI runs — lint, type-check, unit and integration tests (vitest), the web build and
// the browser tests (Playwright + axe on /usr/bin/chromium). Every step runs even after a failure, so one
// run reports everything; the last line is `N passed, N failed` summed over all suites (CI reads it).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { run, runPnpm } from './pnpm.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
const bin = (name) => join(root, 'node_modules', '.bin', name);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const record = (name, passed, failed, skipped = 0) => {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${failed > 0 ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
};
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const step = (title) => console.log(`\n━━ ${title}`);
// CI keeps only the tail of the output, so the summary names every failed test with the first line of its
// error: a failure on a loaded machine can then be found without re-running the whole suite.
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';
const vitestFailures = (report) => {
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${name} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`${name}\n      ${firstLine(file.message)}`);
  }
};
const playwrightFailures = (suite, file = '') => {
  for (const spec of suite.specs ?? []) {
    if (spec.ok) continue;
    const result = spec.tests?.flatMap((test) => test.results ?? []).find((r) => r.error || r.errors?.length);
    failures.push(
      `${spec.file ?? file}:${spec.line} › ${spec.title}\n      ${firstLine(result?.error?.message ?? result?.errors?.[0]?.message)}`,
    );
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suite.file ?? file);
};

step('lint (biome)');
const lint = await run(bin('biome'), ['check', '.'], { cwd: root });
record('lint', lint === 0 ? 1 : 0, lint === 0 ? 0 : 1);

step('lint (layers: dependency-cruiser)');
const layers = await run(bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'packages'], {
  cwd: root,
});
record('lint layers', layers === 0 ? 1 : 0, layers === 0 ? 0 : 1);

step('type-check');
const packages = readdirSync(join(root, 'packages')).filter((p) =>
  existsSync(join(root, 'packages', p, 'tsconfig.json')),
);
{
  // The root tsconfig covers benches, scripts and the Playwright config.
  const code = await run(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: root });
  record('typecheck root', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}
for (const pkg of packages) {
  const code = await run(bin('tsc'), ['-p', join('packages', pkg, 'tsconfig.json')], { cwd: root });
  record(`typecheck ${pkg}`, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

step('unit and integration tests (vitest)');
const vitestReport = join(reports, 'vitest.json');
const vitestCode = await run(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { cwd: root },
);
const vitest = readJson(vitestReport);
if (vitest) {
  const failed = vitest.numFailedTests + (vitestCode !== 0 && vitest.numFailedTests === 0 ? 1 : 0);
  record('vitest', vitest.numPassedTests, failed, vitest.numPendingTests + vitest.numTodoTests);
  vitestFailures(vitest);
} else {
  record('vitest (no report)', 0, 1);
}

step('build the server; the tests that spawn it again, on the compiled dist/main.js');
{
  const build = await runPnpm(['--filter', '@charter/server', 'run', 'build'], { cwd: root });
  record('server build', build === 0 ? 1 : 0, build === 0 ? 0 : 1);
  if (build === 0) {
    const report = join(reports, 'vitest-server-dist.json');
    const code = await run(
      bin('vitest'),
      [
        'run',
        ...['main.test.ts', 'main-ledger.test.ts', 'server-crash.test.ts'].map(
          (f) => `packages/server/test/${f}`,
        ),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: root, env: { ...process.env, CHARTER_SERVER_BUILD: 'dist' } },
    );
    const result = readJson(report);
    if (result) {
      const failed = result.numFailedTests + (code !== 0 && result.numFailedTests === 0 ? 1 : 0);
      record('vitest (compiled server)', result.numPassedTests, failed, result.numPendingTests);
      vitestFailures(result);
    } else {
      record('vitest (compiled server, no report)', 0, 1);
    }
  }
}

const webDir = join(root, 'packages', 'web');
if (existsSync(join(root, 'playwright.config.ts')) && existsSync(join(webDir, 'package.json'))) {
  step('build the web console and the widget');
  const widgetBuild = await runPnpm(['--filter', '@charter/widget', 'run', 'build'], { cwd: root });
  record('widget build', widgetBuild === 0 ? 1 : 0, widgetBuild === 0 ? 0 : 1);
  const build = await runPnpm(['--filter', '@charter/web', 'run', 'build'], { cwd: root });
  record('web build', build === 0 ? 1 : 0, build === 0 ? 0 : 1);

  if (build === 0) {
    step('browser tests (Playwright on /usr/bin/chromium, with axe)');
    const pwCode = await run(bin('playwright'), ['test'], { cwd: root });
    // playwright.config.ts names its report after E2E_PORT when one is set (two runs can share a machine).
    const port = process.env.E2E_PORT;
    const pw = readJson(join(reports, port ? `playwright-${port}.json` : 'playwright.json'));
    if (pw?.stats) {
      const failed = pw.stats.unexpected + (pwCode !== 0 && pw.stats.unexpected === 0 ? 1 : 0);
      record('playwright', pw.stats.expected + pw.stats.flaky, failed, pw.stats.skipped);
      for (const suite of pw.suites ?? []) playwrightFailures(suite);
    } else {
      record('playwright (no report)', 0, 1);
    }
  }
}

if (failures.length > 0) console.log(`\n━━ failed tests\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n━━ summary\n${lines.join('\n')}\n`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
