import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DecisionInput, listDirectDependencies, readManifest } from '@charter/core';
import { UsageError } from '../exit-codes';

/** `left-pad`, `@scope/name`, optionally with `@version`: the name part of what an install names. */
export function toPackageName(spec: string): string {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  return at > 0 ? spec.slice(0, at) : spec;
}

const LOCAL_SPEC = /^(?:\.{1,2}\/|\/|file:)/;

/**
 * The package names of install specs: a registry spec's name part, or the `name` in a local folder's
 * package.json (`../shared`, `file:../shared`), which is what the package manager will record.
 */
export async function toPackageNames(dir: string, specs: readonly string[]): Promise<string[]> {
  const names: string[] = [];
  for (const spec of specs) {
    if (!LOCAL_SPEC.test(spec)) {
      names.push(toPackageName(spec));
      continue;
    }
    const folder = join(dir, spec.replace(/^file:/, ''));
    const name = await readFile(join(folder, 'package.json'), 'utf8').then(
      (text) => (JSON.parse(text) as { name?: unknown }).name,
      () => undefined,
    );
    if (typeof name !== 'string' || name === '') {
      throw new UsageError(`${spec} is not a folder with a package.json that has a name.`);
    }
    names.push(name);
  }
  return [...new Set(names)];
}

/** Names declared by a package.json text: runtime (counted towards the limit) and all; null when it is not a manifest. */
export function toDeclaredNames(text: string): { runtime: string[]; all: string[] } | null {
  const manifest = readManifest({ path: 'package.json', text });
  if (!manifest) return null;
  return {
    runtime: listDirectDependencies(manifest).map((d) => d.name),
    all: [...new Set(manifest.dependencies.map((d) => d.name))],
  };
}

/** The runtime and all declared dependency names of `<dir>/package.json` (none when it is missing). */
export async function readDeclaredDependencies(dir: string): Promise<{ runtime: string[]; all: string[] }> {
  let text: string;
  try {
    text = await readFile(join(dir, 'package.json'), 'utf8');
  } catch {
    return { runtime: [], all: [] };
  }
  const names = toDeclaredNames(text);
  if (!names) throw new UsageError(`${join(dir, 'package.json')} is not valid JSON.`);
  return names;
}

export interface DependencyAddition {
  /** What is being installed, as typed (`zod@4`, `@types/node`). */
  packages: readonly string[];
  dev?: boolean;
  /** Package → reason, for what the addition is justified by. */
  justifications?: Readonly<Record<string, string>>;
  /** What asked, e.g. the shell command an agent wanted to run. */
  proposedAction?: string;
  agentId?: string;
}

/**
 * The decision a package addition asks for, with the figures read from package.json: the current runtime
 * dependency count, and which names are new (re-adding a declared one adds nothing). Dev dependencies need a
 * justification but do not count towards the limit, as `charter check` counts them.
 */
export async function toDependencyDecision(
  dir: string,
  addition: DependencyAddition,
): Promise<DecisionInput> {
  const declared = await readDeclaredDependencies(dir);
  const names = await toPackageNames(dir, addition.packages);
  const added = names.filter((name) => !declared.all.includes(name));
  const counted = addition.dev ? 0 : added.length;
  return {
    decision_type: 'dependency_addition',
    description:
      added.length > 0
        ? `Add ${added.length === 1 ? 'dependency' : 'dependencies'} ${added.join(', ')}${addition.dev ? ' (dev)' : ''}`
        : `Re-install already declared ${names.join(', ')}`,
    ...(addition.proposedAction ? { proposed_action: addition.proposedAction } : {}),
    metadata: {
      current_dependencies: declared.runtime.length,
      new_dependencies: counted,
      packages: added,
      ...(addition.justifications ? { justifications: addition.justifications } : {}),
    },
    ...(addition.agentId ? { agent_id: addition.agentId } : {}),
  };
}
