import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../src/diagnostics/limits';
import { findNoiseFiles } from '../../src/diagnostics/noise';
import { scanFiles } from '../../src/diagnostics/scanner';
import { parseSource } from './parse';

describe('findNoiseFiles', () => {
  it('tests, type tests, stories and compiled copies beside src/ (shapes seen in grommet, DefinitelyTyped, MUI)', () => {
    const noise = findNoiseFiles([
      'src/button/index.tsx',
      'src/button/button.test.tsx',
      'src/__tests__/api.ts',
      'types/react/react-tests.tsx',
      'src/button/Button.stories.tsx',
      'components/Data/stories/SpaceX.stories.js',
      'lib/button/index.js',
      'dist/esm/button/index.js',
      'es6/button/index.js',
      'lib/other.js',
      'packages/ui/src/card.tsx',
      'packages/ui/dist/card.js',
      'test/setup.ts',
    ]);
    expect(Object.fromEntries(noise)).toEqual({
      'src/button/button.test.tsx': 'test',
      'src/__tests__/api.ts': 'test',
      'types/react/react-tests.tsx': 'test',
      'src/button/Button.stories.tsx': 'story',
      'components/Data/stories/SpaceX.stories.js': 'story',
      'lib/button/index.js': 'compiled',
      'dist/esm/button/index.js': 'compiled',
      'es6/button/index.js': 'compiled',
      'packages/ui/dist/card.js': 'compiled',
      'test/setup.ts': 'test',
    });
  });

  it("an out/ copy of src/ is compiled (tsc's outDir in VS Code's extension template); an out/ of its own is not", () => {
    expect(
      Object.fromEntries(findNoiseFiles(['src/extension.ts', 'out/extension.js', 'out/chunk-1.js'])),
    ).toEqual({
      'out/extension.js': 'compiled',
    });
  });

  it('a lib/ with no src/ beside it is the code itself (a package published as compiled CommonJS)', () => {
    expect(findNoiseFiles(['lib/base/RequestClient.js', 'lib/index.js']).size).toBe(0);
  });

  it('the scanner skips HTTP and accessibility rules on noise, counts what it skipped, and checks it on request', () => {
    const files = [
      { path: 'src/api.ts', text: "export const a = () => fetch('https://x.test/a');" },
      { path: 'src/api.test.ts', text: "test('a', () => fetch('https://x.test/b'));" },
      { path: 'src/view.stories.tsx', text: 'export const S = () => <img src="a.png" />;' },
    ];
    const options = {
      parse: parseSource,
      limits: toDiagnosticLimits(),
      categories: ['performance', 'accessibility'] as const,
    };
    const skipping = scanFiles(files, { ...options, noise: findNoiseFiles(files.map((f) => f.path)) });
    expect(skipping.findings.map((f) => f.file)).toEqual(['src/api.ts']);
    expect(skipping.skipped).toEqual({ test: 1, story: 1, compiled: 0 });
    const all = scanFiles(files, options);
    expect(all.findings.map((f) => f.file).sort()).toEqual([
      'src/api.test.ts',
      'src/api.ts',
      'src/view.stories.tsx',
    ]);
    expect(all.skipped).toEqual({ test: 0, story: 0, compiled: 0 });
  });
});
