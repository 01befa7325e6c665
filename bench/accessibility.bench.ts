// What `charter check`'s accessibility rules cost on real component code: the JSX/TSX files of the hand-labelled
// real corpus (packages/core/test/diagnostics/real-corpus/packages, published packages), next to the least the
// scanner does for every file anyway — parse it and walk its tree once. Both sides parse afresh each time, so
// the rules pay for their own walks as they do in a check. Read the ratio vitest prints, not the absolute times.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { checkJsxAccessibility } from '../packages/core/src/diagnostics/accessibility';
import { walk } from '../packages/core/src/diagnostics/ast';
import { parseSource } from '../packages/core/test/diagnostics/parse';

const corpus = new URL('../packages/core/test/diagnostics/real-corpus/packages', import.meta.url).pathname;
const list = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? list(path) : [path];
  });
// Component sources, not compiled copies (those are skipped by `charter check` as noise).
const files = list(corpus)
  .filter(
    (path) => /\.(tsx|jsx)$/.test(path) || (path.endsWith('.js') && !/\/(dist|lib|cjs|esm)\//.test(path)),
  )
  .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
  .filter((file) => file.text.includes('<'));

const parseAndWalk = () =>
  files.map((file) => {
    const { program } = parseSource(file.path, file.text);
    walk(program, () => undefined);
    return program;
  });

describe(`accessibility rules on ${files.length} real component files`, () => {
  bench('baseline: parse and walk each file once (oxc-parser)', () => void parseAndWalk(), {
    time: 2_000,
    warmupIterations: 2,
  });
  bench(
    'parse, walk, and run the accessibility rules',
    () => {
      const programs = parseAndWalk();
      for (let i = 0; i < files.length; i++) checkJsxAccessibility(files[i]!, programs[i]!);
    },
    { time: 2_000, warmupIterations: 2 },
  );
});
