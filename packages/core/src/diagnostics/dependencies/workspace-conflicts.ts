import type { Finding } from '../types';
import { findingAt } from './finding';
import type { DeclaredDependency, PackageManifest } from './manifests';
import { workspaceVersionConflictRule } from './rules';

const LOCAL_PROTOCOLS = /^(?:workspace|link|file|portal):/;

interface Declaration {
  manifest: PackageManifest;
  dependency: DeclaredDependency;
  range: string;
}

/**
 * `deps/workspace-version-conflict`: a dependency declared (dependencies, devDependencies or
 * optionalDependencies; peer ranges legitimately differ) by several workspace packages with different
 * ranges. One finding per dependency, on the first declaration that differs from the most common range.
 */
export function checkWorkspaceVersionConflicts(manifests: readonly PackageManifest[]): Finding[] {
  if (manifests.length < 2) return [];
  const byName = new Map<string, Declaration[]>();
  for (const manifest of manifests) {
    for (const dependency of manifest.dependencies) {
      if (dependency.field === 'peerDependencies' || LOCAL_PROTOCOLS.test(dependency.range)) continue;
      const range = dependency.range.trim().replace(/^catalog:default$/, 'catalog:');
      const list = byName.get(dependency.name) ?? [];
      list.push({ manifest, dependency, range });
      byName.set(dependency.name, list);
    }
  }
  const findings: Finding[] = [];
  for (const [name, declarations] of byName) {
    const ranges = new Map<string, number>();
    for (const { range } of declarations) ranges.set(range, (ranges.get(range) ?? 0) + 1);
    if (ranges.size < 2) continue;
    // Named pnpm catalogs (`catalog:react18` beside `catalog:react19`) are a deliberate split.
    if ([...ranges.keys()].every((range) => range.startsWith('catalog:'))) continue;
    let common = '';
    let most = 0;
    for (const [range, count] of ranges) {
      if (count > most) {
        common = range;
        most = count;
      }
    }
    const odd = declarations.find((d) => d.range !== common) as Declaration;
    const listed = declarations.map((d) => `${d.range || '(empty)'} in ${d.manifest.path}`).join(', ');
    findings.push(
      findingAt(
        workspaceVersionConflictRule,
        { path: odd.manifest.path, text: odd.manifest.text },
        odd.dependency.offset,
        {
          message: `"${name}" is declared with ${ranges.size} different ranges: ${listed}.`,
          fix:
            `Use one range for "${name}" in every workspace package (the most common is ${common || '(empty)'}), ` +
            'or declare it once in a pnpm catalog and reference it as "catalog:".',
        },
      ),
    );
  }
  return findings;
}
