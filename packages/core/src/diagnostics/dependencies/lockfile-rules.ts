import { compareText } from '../text-order';
import type { Finding, SourceFile } from '../types';
import { findingAt } from './finding';
import {
  countLockfilePackages,
  isLockfile,
  isLockfileCount,
  type LockfileCount,
  type LockfileProblem,
} from './lockfiles';
import { basename, dirname, type PackageManifest } from './manifests';
import { lockfileInvalidRule, multipleLockfilesRule } from './rules';

/** Which lockfile each package manager writes, to name the one to keep. */
const LOCKFILES_BY_MANAGER: Record<string, readonly string[]> = {
  npm: ['package-lock.json', 'npm-shrinkwrap.json'],
  pnpm: ['pnpm-lock.yaml'],
  yarn: ['yarn.lock'],
  bun: ['bun.lock', 'bun.lockb'],
};

/** Whether the lockfile is one `countLockfilePackages` reads (bun's are only counted as present). */
function isReadableLockfile(path: string): boolean {
  return isLockfile(path) && !path.endsWith('bun.lockb') && !path.endsWith('bun.lock');
}

/** Reads every lockfile of the tree once: counts for the readable ones, problems for the others. */
export function readLockfiles(files: readonly SourceFile[]): (LockfileCount | LockfileProblem)[] {
  return files
    .filter((file) => isReadableLockfile(file.path))
    .map(countLockfilePackages)
    .sort((a, b) => compareText(a.lockfile, b.lockfile));
}

/** The packages each lockfile of the tree installs (`{ lockfile, format, packageCount }`), by path. */
export function listLockfileCounts(files: readonly SourceFile[]): LockfileCount[] {
  return readLockfiles(files).filter(isLockfileCount);
}

/**
 * `deps/lockfile-invalid`: a lockfile with conflict markers, broken syntax or an unknown version. Pass
 * `results` from `readLockfiles` to avoid reading the lockfiles twice.
 */
export function checkLockfilesReadable(
  files: readonly SourceFile[],
  results: readonly (LockfileCount | LockfileProblem)[] = readLockfiles(files),
): Finding[] {
  const findings: Finding[] = [];
  for (const result of results) {
    if (isLockfileCount(result)) continue;
    const file = files.find((f) => f.path === result.lockfile);
    if (!file) continue;
    findings.push(
      findingAt(lockfileInvalidRule, file, result.offset, {
        message: `${file.path} cannot be read: ${result.reason}.`,
        fix: `Restore ${basename(file.path)} from the main branch and run the package manager's install to regenerate it; do not merge lockfiles by hand.`,
      }),
    );
  }
  return findings;
}

/**
 * `deps/multiple-lockfiles`: more than one lockfile in one directory. When the root manifest names its
 * `packageManager`, each other manager's lockfile gets a finding; otherwise one finding lists them all.
 */
export function checkMultipleLockfiles(
  files: readonly SourceFile[],
  manifests: readonly PackageManifest[] = [],
): Finding[] {
  const byDir = new Map<string, SourceFile[]>();
  for (const file of files) {
    if (!isLockfile(file.path)) continue;
    const dir = dirname(file.path);
    byDir.set(dir, [...(byDir.get(dir) ?? []), file]);
  }
  const findings: Finding[] = [];
  for (const [dir, lockfiles] of byDir) {
    if (lockfiles.length < 2) continue;
    lockfiles.sort((a, b) => compareText(a.path, b.path));
    const names = lockfiles.map((file) => basename(file.path));
    const manager = packageManagerOf(manifests, dir);
    const kept = manager ? LOCKFILES_BY_MANAGER[manager] : undefined;
    const strays = kept ? lockfiles.filter((file) => !kept.includes(basename(file.path))) : [];
    if (strays.length > 0 && strays.length < lockfiles.length) {
      for (const stray of strays) {
        findings.push(
          findingAt(multipleLockfilesRule, stray, 0, {
            message: `${basename(stray.path)} sits next to ${names.filter((n) => n !== basename(stray.path)).join(', ')}, but the project uses ${manager}.`,
            fix: `Delete ${stray.path} and add it to .gitignore; install with ${manager} only.`,
            evidence: names.join(', '),
          }),
        );
      }
      continue;
    }
    const first = lockfiles[0] as SourceFile;
    findings.push(
      findingAt(multipleLockfilesRule, first, 0, {
        message: `${lockfiles.length} lockfiles in ${dir || 'the root'}: ${names.join(', ')}.`,
        fix:
          'Choose one package manager, delete the other lockfiles, and record the choice in package.json ' +
          '(`"packageManager": "<name>@<version>"`).',
        evidence: names.join(', '),
      }),
    );
  }
  return findings;
}

function packageManagerOf(manifests: readonly PackageManifest[], dir: string): string | undefined {
  const manifest = manifests.find((m) => m.dir === dir) ?? manifests.find((m) => m.dir === '');
  const name = manifest?.packageManager?.split('@')[0];
  return name && name in LOCKFILES_BY_MANAGER ? name : undefined;
}
