import { describe, expect, it } from 'vitest';
import { collectImports, joinPath, resolveRelativeImport } from '../../../src/diagnostics/architecture';
import { parseSource } from '../parse';

const importsOf = (path: string, text: string) =>
  collectImports(parseSource(path, text).program).map((ref) => [ref.specifier, ref.kind, ref.typeOnly]);

describe('collectImports', () => {
  it('collects every kind of literal module reference', () => {
    const text = [
      "import def, { a } from './a';",
      "import './side-effect.css';",
      "export * from './c';",
      "export * as ns from './ns';",
      "export { e } from './e';",
      "const f = require('./f');",
      'const g = await import(`./g`);',
      "import h = require('./h');",
      'export const local = 1;',
      "function later() { return require('lodash'); }",
    ].join('\n');
    expect(importsOf('m.ts', text)).toEqual([
      ['./a', 'import', false],
      ['./side-effect.css', 'import', false],
      ['./c', 'export', false],
      ['./ns', 'export', false],
      ['./e', 'export', false],
      ['./f', 'require', false],
      ['./g', 'dynamic-import', false],
      ['./h', 'import-equals', false],
      ['lodash', 'require', false],
    ]);
  });

  it('marks type-only imports and exports', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { type D, e } from './d';",
      "export type { F } from './f';",
      "export { type G } from './g';",
    ].join('\n');
    expect(importsOf('m.ts', text)).toEqual([
      ['./a', 'import', true],
      ['./b', 'import', true],
      ['./d', 'import', false],
      ['./f', 'export', true],
      ['./g', 'export', true],
    ]);
  });

  it('ignores computed specifiers, require with other arities and require.resolve', () => {
    const text =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal.
      "const n = './x';\nrequire(n);\nimport(`./${n}`);\nrequire.resolve('./y');\nrequire('./a', 1);\n";
    expect(importsOf('m.js', text)).toEqual([]);
  });

  it('marks references made inside functions as lazy', () => {
    const text =
      "const a = require('./a');\nfunction f() { return require('./b'); }\nconst g = () => import('./c');\n";
    expect(collectImports(parseSource('m.js', text).program).map((r) => [r.specifier, r.lazy])).toEqual([
      ['./a', false],
      ['./b', true],
      ['./c', true],
    ]);
  });

  // Given the text, a file with no reference below its top level is read from its top-level statements only:
  // every shape that could hide one must still be walked, so both readings answer the same references.
  it.each([
    ['top-level only', "import a from './a';\nexport * from './b';\nexport const c = () => 1;\n"],
    ['require in a function', "import a from './a';\nfunction f() { return require('./b'); }\n"],
    ['import() in a function', "import a from './a';\nconst f = () => import('./b');\n"],
    ['import () with a comment', "import a from './a';\nconst f = () => import /* lazy */ ('./b');\n"],
    ['an ambient module block', "import a from './a';\ndeclare module 'x' {\n  export * from './b';\n}\n"],
    ['a namespace block', "namespace N {\n  import b = require('./b');\n}\n"],
    ['an escaped require', "const f = () => requ\\u0069re('./b');\n"],
    ['import = require', "import a = require('./a');\nexport { c } from './c';\n"],
  ])('reads the same references from the text as from a walk (%s)', (_shape, text) => {
    const program = parseSource('m.ts', text).program;
    const walked = collectImports(program);
    expect(walked.length).toBeGreaterThan(0);
    expect(collectImports(parseSource('m.ts', text).program, text)).toEqual(walked);
  });

  it('gives the offsets of the whole statement or call', () => {
    const text = "const x = 1;\nimport { a } from './a';\n";
    const [ref] = collectImports(parseSource('m.ts', text).program);
    expect(text.slice(ref?.start, ref?.end)).toBe("import { a } from './a';");
  });
});

describe('resolveRelativeImport', () => {
  const files = new Set([
    'src/a.ts',
    'src/b.tsx',
    'src/util/index.ts',
    'src/legacy.js',
    'src/esm.mts',
    'src/data.json',
    'index.js',
    'lib/dir/index.jsx',
  ]);
  it.each([
    ['src/x.ts', './a', 'src/a.ts'],
    ['src/x.ts', './a.js', 'src/a.ts'],
    ['src/x.ts', './b.js', 'src/b.tsx'],
    ['src/x.ts', './b.jsx', 'src/b.tsx'],
    ['src/x.ts', './esm.mjs', 'src/esm.mts'],
    ['src/x.ts', './util', 'src/util/index.ts'],
    ['src/x.ts', './util/', 'src/util/index.ts'],
    ['src/x.ts', './util/index.js', 'src/util/index.ts'],
    ['src/x.ts', './legacy.js', 'src/legacy.js'],
    ['src/x.ts', './data.json', 'src/data.json'],
    ['src/deep/y.ts', '../a', 'src/a.ts'],
    ['src/x.ts', '..', 'index.js'],
    ['lib/x.js', './dir', 'lib/dir/index.jsx'],
    ['src/x.ts', './a?raw', 'src/a.ts'],
  ])('%s imports %s → %s', (importer, specifier, expected) => {
    expect(resolveRelativeImport(importer, specifier, files)).toBe(expected);
  });

  it('resolves nothing for packages, missing files and paths above the root', () => {
    expect(resolveRelativeImport('src/x.ts', 'react', files)).toBeUndefined();
    expect(resolveRelativeImport('src/x.ts', './missing', files)).toBeUndefined();
    expect(resolveRelativeImport('x.ts', '../../a', files)).toBeUndefined();
    expect(joinPath('src/a', '../b/./c')).toBe('src/b/c');
  });
});
