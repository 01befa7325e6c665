import { isScalar, isSeq, parseDocument } from 'yaml';
import { compareText } from '../text-order';
import type { SourceFile } from '../types';
import { matchesWorkspaceGlobs } from './glob';
import { getProperty, getString, type JsonNode, type JsonProperty, parseJsonc } from './jsonc';

/** The dependency fields of a manifest, in the order the rules read them. */
export const DEPENDENCY_FIELDS = [
  'dependencies',
  'optionalDependencies',
  'devDependencies',
  'peerDependencies',
] as const;
export type DependencyField = (typeof DEPENDENCY_FIELDS)[number];

/** One declared dependency, located at its key in package.json. */
export interface DeclaredDependency {
  name: string;
  range: string;
  field: DependencyField;
  /** Offset of the dependency's key (its opening quote). */
  offset: number;
}

/** A package.json the rules read: its declared dependencies and where each field starts. */
export interface PackageManifest {
  /** Path of the package.json, e.g. `packages/core/package.json`. */
  path: string;
  /** Directory of the package, `''` for the root. */
  dir: string;
  name?: string;
  /** `packageManager` field, e.g. `pnpm@10.34.9`. */
  packageManager?: string;
  dependencies: DeclaredDependency[];
  /** Offset of each dependency field's key, for findings about a whole field. */
  fieldOffsets: Partial<Record<DependencyField, number>>;
  text: string;
  /** Workspace patterns the manifest declares (npm/yarn `workspaces`). */
  workspaces: string[];
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function dirname(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

export function isInNodeModules(path: string): boolean {
  return path.startsWith('node_modules/') || path.includes('/node_modules/');
}

/** Reads a package.json; `undefined` when it is not a JSON object. */
export function readManifest(file: SourceFile): PackageManifest | undefined {
  const root = parseJsonc(file.text);
  if (root?.kind !== 'object') return undefined;
  const dependencies: DeclaredDependency[] = [];
  const fieldOffsets: PackageManifest['fieldOffsets'] = {};
  for (const field of DEPENDENCY_FIELDS) {
    const property = getProperty(root, field);
    if (property?.value.kind !== 'object') continue;
    fieldOffsets[field] = property.keyStart;
    for (const entry of property.value.properties) {
      const range = entry.value.kind === 'string' ? entry.value.value : '';
      dependencies.push({ name: entry.key, range, field, offset: entry.keyStart });
    }
  }
  return {
    path: file.path,
    dir: dirname(file.path),
    name: getString(root, 'name'),
    packageManager: getString(root, 'packageManager'),
    dependencies,
    fieldOffsets,
    text: file.text,
    workspaces: readWorkspaceField(getProperty(root, 'workspaces')),
  };
}

function readWorkspaceField(property: JsonProperty | undefined): string[] {
  let list: JsonNode | undefined = property?.value;
  // yarn's `{ "packages": [...], "nohoist": [...] }` form.
  if (list?.kind === 'object') list = getProperty(list, 'packages')?.value;
  if (list?.kind !== 'array') return [];
  return list.items.flatMap((item) => (item.kind === 'string' ? [item.value] : []));
}

/**
 * The `packages:` globs of a pnpm-workspace.yaml, block (`- 'packages/*'`) or flow (`['a/*', 'b']`) style,
 * read by the `yaml` parser. A file with a YAML error still yields the globs its readable part lists.
 */
export function readPnpmWorkspacePatterns(text: string): string[] {
  const packages = parseDocument(text, { uniqueKeys: false }).get('packages');
  if (!isSeq(packages)) return [];
  return packages.items
    .map((item) => (isScalar(item) && item.value !== null ? String(item.value).trim() : ''))
    .filter(Boolean);
}

/** Removes a ` # comment` outside quotes. */
export function stripYamlComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1] as string))) return line.slice(0, i);
  }
  return line;
}

export function unquoteYaml(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && (trimmed[0] === "'" || trimmed[0] === '"') && trimmed.endsWith(trimmed[0])) {
    return trimmed.slice(1, -1);
  }
  return trimmed;
}

/**
 * The package.json files that make up the project: the root manifest and the workspace members it (or a
 * root pnpm-workspace.yaml) declares. With no root manifest, every package.json outside node_modules.
 * Sorted with the root first, then by path.
 */
export function listWorkspaceManifests(files: readonly SourceFile[]): PackageManifest[] {
  const manifests = new Map<string, PackageManifest>();
  for (const file of files) {
    if (basename(file.path) !== 'package.json' || isInNodeModules(file.path)) continue;
    const manifest = readManifest(file);
    if (manifest) manifests.set(manifest.dir, manifest);
  }
  const root = manifests.get('');
  const sorted = [...manifests.values()].sort((a, b) => compareText(a.path, b.path));
  if (!root) return sorted;
  const pnpmWorkspace = files.find((file) => file.path === 'pnpm-workspace.yaml');
  const patterns = [
    ...root.workspaces,
    ...(pnpmWorkspace ? readPnpmWorkspacePatterns(pnpmWorkspace.text) : []),
  ];
  if (patterns.length === 0) return [root];
  return [
    root,
    ...sorted.filter((manifest) => manifest.dir !== '' && matchesWorkspaceGlobs(manifest.dir, patterns)),
  ];
}
