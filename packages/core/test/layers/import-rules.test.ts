import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import rules Biome enforces (biome.json's overrides): the console imports core from one root and never
// the Node-only scanner; core/src imports no Node built-in, framework or the scanner. Checked with the
// repository's own config in a scratch folder of the repository's shape, each rule broken once on purpose
// beside an import it allows.
const root = fileURLToPath(new URL('../../../../', import.meta.url));

interface Diagnostic {
  category: string;
  location: { path: { file: string } | string };
}

const FILES: Record<string, string> = {
  'packages/web/src/subpath.ts': "import { api } from '@charter/core/api';\nexport const a = api;\n",
  'packages/web/src/deep.ts': "import { api } from '../../core/src/api/index';\nexport const a = api;\n",
  'packages/web/src/scanner.ts':
    "import { scanDirectory } from '@charter/scanner';\nexport const a = scanDirectory;\n",
  'packages/web/src/allowed.ts': "import { api } from '@charter/core';\nexport const a = api;\n",
  'packages/web/src/testing/allowed.ts':
    "import { makeUser } from '@charter/core/testing';\nexport const a = makeUser;\n",
  'packages/core/src/reads-disk.ts':
    "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
  'packages/core/src/parses.ts': "import { parseSync } from 'oxc-parser';\nexport const a = parseSync;\n",
  'packages/core/src/allowed.ts': "import { z } from 'zod';\nexport const a = z;\n",
};

let scratch = '';

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'charter-import-rules-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  // The scratch folder is not a git checkout; the rules under test do not depend on the ignore file.
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function restrictedImports(): Promise<string[]> {
  const run = promisify(execFile);
  const args = ['lint', '--reporter=json', '--only=style/noRestrictedImports', 'packages'];
  // Biome exits non-zero when it finds errors; the report is on stdout either way.
  const { stdout } = await run(join(root, 'node_modules/.bin/biome'), args, { cwd: scratch }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => (typeof d.location.path === 'string' ? d.location.path : d.location.path.file))
    .sort();
}

describe('the import rules Biome enforces', () => {
  it('refuse each deliberate violation, and only those', async () => {
    expect(await restrictedImports()).toEqual(
      [
        'packages/core/src/parses.ts',
        'packages/core/src/reads-disk.ts',
        'packages/web/src/deep.ts',
        'packages/web/src/scanner.ts',
        'packages/web/src/subpath.ts',
      ].sort(),
    );
  });
});
