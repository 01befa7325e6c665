// What the two Node bundles (the server's `node dist/main.js`, the CLI's `charter`) build alike: ESM for
// Node 20.19 split into chunks, the workspace's @charter/* packages inlined, the package's own npm
// dependencies left to node_modules, source maps linked.
import { readFileSync } from 'node:fs';

/**
 * esbuild options for the package in `packageDir` (a file: URL of its folder, ending in `/`); the caller adds
 * its entry points and outdir.
 */
export function nodeBundleOptions(packageDir) {
  const pkg = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8'));
  return {
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    chunkNames: 'chunks/[name]-[hash]',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@charter/')),
    sourcemap: 'linked',
    logLevel: 'warning',
    absWorkingDir: packageDir.pathname,
  };
}
