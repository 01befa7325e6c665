import { describe, expect, it } from 'vitest';
import {
  checkImportCycles,
  findImportCycles,
  type ModuleImports,
  toModuleImports,
} from '../../../src/diagnostics/architecture';
import { parseSource } from '../parse';

const modules = (tree: Record<string, string>): ModuleImports[] =>
  Object.entries(tree).map(([path, text]) =>
    toModuleImports({ path, text }, parseSource(path, text).program),
  );

describe('arch/import-cycle', () => {
  it('reports a two-file cycle once, on the import in the first file', () => {
    const findings = checkImportCycles(
      modules({
        'src/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
        'src/a.ts': "// a\nexport const a = 1;\nimport { b } from './b';\n",
      }),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      ruleId: 'arch/import-cycle',
      severity: 'medium',
      file: 'src/a.ts',
      line: 3,
      column: 1,
      message: 'Import cycle: src/a.ts → src/b.ts → src/a.ts.',
      evidence: "import { b } from './b';",
    });
  });

  it('lists a longer cycle through index files and re-exports in import order', () => {
    const cycles = findImportCycles(
      modules({
        'src/store/index.ts': "export * from './users';\n",
        'src/store/users.ts': "import { api } from '../api';\nexport const users = api;\n",
        'src/api.ts': "const store = require('./store');\nexport const api = store;\n",
        'src/main.ts': "import { api } from './api';\n",
      }),
    );
    expect(cycles.map((c) => c.files)).toEqual([
      ['src/api.ts', 'src/store/index.ts', 'src/store/users.ts', 'src/api.ts'],
    ]);
  });

  it('reports one finding per strongly connected group, naming the whole group', () => {
    const findings = checkImportCycles(
      modules({
        'a.ts': "import './b';\nimport './c';\n",
        'b.ts': "import './a';\n",
        'c.ts': "import './a';\n",
        'x.ts': "import './y';\n",
        'y.ts': "import './x';\n",
      }),
    );
    expect(findings.map((f) => f.message)).toEqual([
      'Import cycle: a.ts → b.ts → a.ts (3 files depend on each other in a loop: a.ts, b.ts, c.ts).',
      'Import cycle: x.ts → y.ts → x.ts.',
    ]);
  });

  it('reports a file that imports itself', () => {
    const [finding] = checkImportCycles(modules({ 'self.js': "const me = require('./self.js');\n" }));
    expect(finding).toMatchObject({ message: 'Import cycle: self.js → self.js.', line: 1, column: 12 });
  });

  it('ignores type-only and lazy imports, packages and acyclic graphs', () => {
    expect(
      checkImportCycles(
        modules({
          'a.ts': "import type { B } from './b';\nimport { c } from './c';\nimport React from 'react';\n",
          'b.ts': "import { a } from './a';\n",
          'c.ts': "export const c = () => import('./a');\n",
          'e.js': "exports.e = () => require('./f').f;\n",
          'f.js': "const { e } = require('./e');\nexports.f = e;\n",
          'd.ts': "import './a';\nimport './c';\n",
        }),
      ),
    ).toEqual([]);
  });

  it('handles a long chain without overflowing the stack', () => {
    const tree: Record<string, string> = {};
    const n = 5000;
    for (let i = 0; i < n; i++) tree[`m${i}.js`] = `import './m${(i + 1) % n}.js';\n`;
    const cycles = findImportCycles(modules(tree));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.group).toHaveLength(n);
    expect(cycles[0]?.files).toHaveLength(n + 1);
  });
});
