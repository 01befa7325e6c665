import type { RuleMeta } from '../types';

/** The dependency rules; ids are stable (baselines and SARIF refer to them). */
export const directDependencyLimitRule: RuleMeta = {
  id: 'deps/direct-dependency-limit',
  category: 'dependencies',
  severity: 'high',
  title: 'More direct dependencies than the constitution allows',
  help:
    'Every direct dependency is code you ship, update and audit. The constitution caps the runtime ' +
    '(`dependencies` plus `optionalDependencies`) dependencies of each package; dev and peer dependencies ' +
    'are not counted.',
};

export const unjustifiedDependencyRule: RuleMeta = {
  id: 'deps/unjustified-dependency',
  category: 'dependencies',
  severity: 'low',
  title: 'Dependency without a recorded justification',
  help:
    'The constitution asks that every runtime dependency has a recorded reason, so a later reader (or ' +
    'agent) knows why it is there and whether it can go. Workspace packages need none.',
};

export const multipleLockfilesRule: RuleMeta = {
  id: 'deps/multiple-lockfiles',
  category: 'dependencies',
  severity: 'medium',
  title: 'More than one lockfile in a directory',
  help:
    'Two package managers resolving the same manifest install different trees: CI and developers end up ' +
    'running different code. Keep the lockfile of the package manager the project uses and delete the rest.',
};

export const lockfileInvalidRule: RuleMeta = {
  id: 'deps/lockfile-invalid',
  category: 'dependencies',
  severity: 'medium',
  title: 'Lockfile that cannot be read',
  help:
    'A lockfile with merge-conflict markers or broken syntax makes installs fail or silently re-resolve ' +
    'every version. Regenerate it with the package manager instead of editing it by hand.',
};

export const workspaceVersionConflictRule: RuleMeta = {
  id: 'deps/workspace-version-conflict',
  category: 'dependencies',
  severity: 'medium',
  title: 'Same dependency with different version ranges across workspace packages',
  help:
    'When workspace packages ask for different ranges of one dependency, several copies get installed and ' +
    'values cross package boundaries between incompatible versions. Align the ranges, or define the version ' +
    'once (a pnpm catalog, a root dependency).',
};

export const DEPENDENCY_RULES: readonly RuleMeta[] = [
  directDependencyLimitRule,
  unjustifiedDependencyRule,
  multipleLockfilesRule,
  lockfileInvalidRule,
  workspaceVersionConflictRule,
];
