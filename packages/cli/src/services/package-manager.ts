import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type PackageManager = 'pnpm' | 'yarn' | 'npm';

/**
 * The package manager a project uses, from the lockfile in its directory or the nearest above it (a
 * workspace package has none of its own); npm when there is none.
 */
export function detectPackageManager(dir: string): PackageManager {
  let current = dir;
  for (;;) {
    if (existsSync(join(current, 'pnpm-lock.yaml'))) return 'pnpm';
    if (existsSync(join(current, 'yarn.lock'))) return 'yarn';
    if (existsSync(join(current, 'package-lock.json'))) return 'npm';
    const parent = dirname(current);
    if (parent === current || existsSync(join(current, '.git'))) return 'npm';
    current = parent;
  }
}

/** The arguments that add packages with each manager: `pnpm add -D x`, `yarn add --dev x`, `npm install --save-dev x`. */
export function toAddArgs(manager: PackageManager, packages: readonly string[], dev: boolean): string[] {
  if (manager === 'npm') return ['install', ...(dev ? ['--save-dev'] : []), ...packages];
  return ['add', ...(dev ? [manager === 'yarn' ? '--dev' : '-D'] : []), ...packages];
}
