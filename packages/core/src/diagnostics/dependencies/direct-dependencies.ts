import { createLineIndex, type DiagnosticLimits, type Finding } from '../types';
import { findingAt } from './finding';
import type { DeclaredDependency, PackageManifest } from './manifests';
import { directDependencyLimitRule, unjustifiedDependencyRule } from './rules';

/** Protocols that point inside the repository rather than at a registry. */
const LOCAL_PROTOCOLS = /^(?:workspace|link|file|portal):/;

/** The runtime dependencies of a manifest (`dependencies` and `optionalDependencies`), one per name. */
export function listDirectDependencies(manifest: PackageManifest): DeclaredDependency[] {
  const byName = new Map<string, DeclaredDependency>();
  for (const dependency of manifest.dependencies) {
    if (dependency.field !== 'dependencies' && dependency.field !== 'optionalDependencies') continue;
    if (!byName.has(dependency.name)) byName.set(dependency.name, dependency);
  }
  return [...byName.values()];
}

/**
 * `deps/direct-dependency-limit`: one finding per package.json with more runtime dependencies than
 * `limits.maxDirectDependencies`, on its `"dependencies"` key.
 */
export function checkDirectDependencyLimit(
  manifests: readonly PackageManifest[],
  limits: Pick<DiagnosticLimits, 'maxDirectDependencies'>,
): Finding[] {
  const findings: Finding[] = [];
  const limit = limits.maxDirectDependencies;
  for (const manifest of manifests) {
    const count = listDirectDependencies(manifest).length;
    if (count <= limit) continue;
    const offset = manifest.fieldOffsets.dependencies ?? manifest.fieldOffsets.optionalDependencies ?? 0;
    const excess = count - limit;
    findings.push(
      findingAt(directDependencyLimitRule, { path: manifest.path, text: manifest.text }, offset, {
        message: `${count} direct dependencies exceed the limit of ${limit}${manifest.name ? ` in ${manifest.name}` : ''}.`,
        fix:
          `Remove ${excess} ${excess === 1 ? 'dependency' : 'dependencies'} (replace small ones with a few lines ` +
          'of code, move build-only tools to devDependencies), or request an exception for this package.',
      }),
    );
  }
  return findings;
}

/**
 * `deps/unjustified-dependency`: one finding per runtime dependency whose name is not in
 * `limits.justifiedDependencies`, on its line. Workspace packages and local links are exempt.
 */
export function checkUnjustifiedDependencies(
  manifests: readonly PackageManifest[],
  limits: Pick<DiagnosticLimits, 'justifiedDependencies'>,
): Finding[] {
  const workspaceNames = new Set(manifests.flatMap((manifest) => (manifest.name ? [manifest.name] : [])));
  const findings: Finding[] = [];
  for (const manifest of manifests) {
    const file = { path: manifest.path, text: manifest.text };
    const lineIndex = createLineIndex(manifest.text);
    for (const dependency of listDirectDependencies(manifest)) {
      const { name, range } = dependency;
      if (limits.justifiedDependencies.has(name) || workspaceNames.has(name) || LOCAL_PROTOCOLS.test(range)) {
        continue;
      }
      findings.push(
        findingAt(
          unjustifiedDependencyRule,
          file,
          dependency.offset,
          {
            message: `Dependency "${name}" has no justification in the constitution.`,
            fix:
              `Record in the constitution why "${name}" is needed (what it does that a few lines of code ` +
              'cannot), or remove it.',
          },
          lineIndex,
        ),
      );
    }
  }
  return findings;
}
