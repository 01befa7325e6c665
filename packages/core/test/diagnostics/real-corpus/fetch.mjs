// Rebuilds the real-code corpus: `npm pack <name>@<exact version>` for each package of sources.json, then keeps
// only the listed files (and the `context` files they import) under packages/<name>@<version>/ (a scope's slash becomes `+`). Needs the npm registry.
// Run: node packages/core/test/diagnostics/real-corpus/fetch.mjs [name ...]  (names: only those packages)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const here = dirname(new URL(import.meta.url).pathname);
const { packages } = JSON.parse(readFileSync(join(here, 'sources.json'), 'utf8'));

/** The folder a package's kept files live in: `@slack/web-api` 8.2.0 → `@slack+web-api@8.2.0`. */
export const packageDir = (name, version) => `${name.replace('/', '+')}@${version}`;

const only = new Set(process.argv.slice(2));

for (const { name, version, files: labelled, context = [] } of packages.filter(
  (p) => only.size === 0 || only.has(p.name),
)) {
  const files = [...labelled, ...context];
  const work = mkdtempSync(join(tmpdir(), 'charter-corpus-'));
  try {
    const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent'], {
      cwd: work,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', ['xzf', join(work, tarball), '-C', work, ...files.map((file) => `package/${file}`)]);
    for (const file of files) {
      const target = join(here, 'packages', packageDir(name, version), file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, readFileSync(join(work, 'package', file)));
    }
    console.log(`${name}@${version}: ${files.length} file(s)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
