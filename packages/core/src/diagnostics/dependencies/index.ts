import type { DiagnosticLimits, Finding, SourceFile } from '../types';
import {
  checkDirectDependencyLimit,
  checkUnjustifiedDependencies,
  listDirectDependencies,
} from './direct-dependencies';
import { checkLockfilesReadable, checkMultipleLockfiles, readLockfiles } from './lockfile-rules';
import { isLockfile, isLockfileCount, type LockfileCount } from './lockfiles';
import { basename, isInNodeModules, listWorkspaceManifests } from './manifests';
import { checkWorkspaceVersionConflicts } from './workspace-conflicts';

export * from './direct-dependencies';
export { getProperty, getString, type JsonNode, type JsonProperty, parseJsonc, toPlain } from './jsonc';
export * from './lockfile-rules';
export * from './lockfiles';
export {
  type DeclaredDependency,
  type DependencyField,
  listWorkspaceManifests,
  type PackageManifest,
  readManifest,
  readPnpmWorkspacePatterns,
} from './manifests';

import { compareText } from '../text-order';

export * from './rules';
export * from './workspace-conflicts';

/** The files the dependency rules read: manifests, pnpm-workspace.yaml and lockfiles, outside node_modules. */
export function isDependencyFile(path: string): boolean {
  if (isInNodeModules(path)) return false;
  const name = basename(path);
  return name === 'package.json' || path === 'pnpm-workspace.yaml' || isLockfile(path);
}

/** What the dependency category reports besides findings: per-package counts and per-lockfile counts. */
export interface DependencyAnalysis {
  findings: Finding[];
  /** Each workspace package's runtime dependency count, root first. */
  packages: { path: string; name?: string; directDependencies: number }[];
  lockfiles: LockfileCount[];
}

/**
 * Every dependency rule over the tree's dependency files (see `isDependencyFile`), reading each file once.
 * `analyzeDependencies(files, limits).findings` are sorted by file, line and column.
 */
export function analyzeDependencies(
  files: readonly SourceFile[],
  limits: DiagnosticLimits,
): DependencyAnalysis {
  const manifests = listWorkspaceManifests(files);
  const lockfiles = readLockfiles(files);
  const findings = [
    ...checkDirectDependencyLimit(manifests, limits),
    ...checkUnjustifiedDependencies(manifests, limits),
    ...checkMultipleLockfiles(files, manifests),
    ...checkLockfilesReadable(files, lockfiles),
    ...checkWorkspaceVersionConflicts(manifests),
  ].sort((a, b) => compareText(a.file, b.file) || a.line - b.line || a.column - b.column);
  return {
    findings,
    packages: manifests.map((manifest) => ({
      path: manifest.path,
      name: manifest.name,
      directDependencies: listDirectDependencies(manifest).length,
    })),
    lockfiles: lockfiles.filter(isLockfileCount),
  };
}

/** The dependency findings alone: `analyzeDependencies(files, limits).findings`. */
export function checkDependencies(files: readonly SourceFile[], limits: DiagnosticLimits): Finding[] {
  return analyzeDependencies(files, limits).findings;
}
