import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The layer rules CI runs (`pnpm lint:layers`), checked with the same config against a fixture tree of the
// repository's shape in which each rule is broken once on purpose and the allowed arrows are drawn too.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = fileURLToPath(new URL('./fixture/', import.meta.url));

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

async function cruiseFixture(): Promise<Violation[]> {
  const run = promisify(execFile);
  const args = ['--config', `${root}.dependency-cruiser.cjs`, '--output-type', 'json', 'packages'];
  // depcruise exits non-zero when it finds violations; the report is on stdout either way.
  const { stdout } = await run(`${root}node_modules/.bin/depcruise`, args, { cwd: fixture }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the layer rules', () => {
  it('fail on each deliberate violation, and only on those', async () => {
    const violations = await cruiseFixture();
    const found = violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
    expect(found).toEqual(
      [
        'apps-independent: packages/server/src/uses-web.ts → packages/web/src/screen.ts',
        'apps-independent: packages/widget/src/uses-cli.ts → packages/cli/src/a.ts',
        'cli-services-not-ui: packages/cli/src/services/prints.ts → packages/cli/src/ui/report.ts',
        'core-domain-not-api: packages/core/src/governance/reads-api.ts → packages/core/src/api/routes.ts',
        'browser-not-scanner: packages/web/src/scans.ts → packages/scanner/src/scan.ts',
        'browser-not-scanner: packages/widget/src/scans.ts → packages/scanner/src/scan.ts',
        'core-no-node-builtins: packages/core/node/reads-disk.ts → fs',
        'core-no-node-builtins: packages/core/src/primer/reads-disk.ts → fs',
        'core-not-scanner: packages/core/src/diagnostics/uses-scanner.ts → packages/scanner/src/scan.ts',
        'no-circular: packages/cli/src/a.ts → packages/cli/src/b.ts',
      ].sort(),
    );
  }, 120_000);
});
