import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listRules, scanFiles, toDiagnosticLimits } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_FILES } from '../../web/src/features/project-diagnostic/testing/analysis-files';
import { ANALYSIS_SCAN } from '../../web/src/features/project-diagnostic/testing/analysis-scan';
import { parseSource } from '../src/parse-source';

// The console's diagnostic tests render a scan of a small project without depending on this package (and its
// native parser): they read the scan from a module. This keeps that module what the real scanner finds.
// After a deliberate change to the rules, rewrite it with
//   CHARTER_WRITE_CONSOLE_FIXTURE=1 npx vitest run packages/scanner/test/console-analysis-fixture.test.ts
// then `npx biome check --write` it.
const scanModule = fileURLToPath(
  new URL('../../web/src/features/project-diagnostic/testing/analysis-scan.ts', import.meta.url),
);

describe("the console's analysis fixture", () => {
  it('is what the scanner finds in its files, with every rule of core', () => {
    const result = scanFiles(ANALYSIS_FILES, { parse: parseSource, limits: toDiagnosticLimits() });
    const scan = {
      findings: result.findings,
      filesScanned: result.filesScanned,
      lockfiles: result.lockfiles,
      undecided: result.undecided,
    };
    if (process.env.CHARTER_WRITE_CONSOLE_FIXTURE === '1') {
      writeFileSync(
        scanModule,
        [
          '// What the real scanner (oxc-parser) finds in `analysis-files.ts`: written and kept true by',
          '// packages/scanner/test/console-analysis-fixture.test.ts, so the console never loads the scanner.',
          "import type { ScanResult } from '@charter/core';",
          '',
          "export const ANALYSIS_SCAN: Pick<ScanResult, 'findings' | 'filesScanned' | 'lockfiles' | 'undecided'> = ",
          `${JSON.stringify(scan, null, 2)};`,
          '',
        ].join('\n'),
      );
    }
    // Every category has something wrong in it, so the screen shows each one.
    expect(new Set(result.findings.map((finding) => finding.category))).toEqual(
      new Set(['dependencies', 'performance', 'accessibility', 'architecture']),
    );
    // One call the scanner sees but cannot judge, so the screen shows what it says about those.
    expect(result.undecided).toHaveLength(1);
    expect(result.rules).toEqual(listRules());
    expect(JSON.parse(JSON.stringify(scan))).toEqual(ANALYSIS_SCAN);
  });
});
