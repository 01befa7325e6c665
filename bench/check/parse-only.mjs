// The baseline of the check benchmark: the least any scanner must do — list the files, read them, parse the
// code with the same parser — and nothing else. Prints the number of files parsed. Files are read with
// readFileSync, the cheapest way in CPU: an awaited readFile per file cost about 0.2 s more CPU on the 1 000-file
// fixture (0.60 s against 0.38 s, medians of 9 fresh processes), which made the baseline larger and so the
// check's ratio to it look smaller than it is.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The parser the CLI uses, resolved from the scanner (pnpm keeps it out of the root node_modules).
const { parseSync } = createRequire(new URL('../../packages/scanner/package.json', import.meta.url))(
  'oxc-parser',
);

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full)));
    else out.push(full);
  }
  return out;
}

let parsed = 0;
for (const file of await walk(process.argv[2])) {
  const text = readFileSync(file, 'utf8');
  if (/\.(tsx?|jsx?|mjs|cjs)$/.test(file)) {
    // `.program` is a getter that turns oxc's JSON into the tree: every rule reads the tree, so the least a
    // scanner must do includes it (without it the baseline measured parsing in Rust only).
    void parseSync(file, text).program;
    parsed++;
  }
}
process.stdout.write(`${parsed}\n`);
