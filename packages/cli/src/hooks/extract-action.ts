import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Constitution, DecisionInput } from '@charter/core';
import { getConstitution } from '../services/decide';
import {
  readDeclaredDependencies,
  toDeclaredNames,
  toDependencyDecision,
} from '../services/dependency-decision';
import { applyEdits } from './apply-edits';
import { SOURCE_FILE_RE, toTargetPath } from './candidates';
import { readShellInstalls } from './shell-installs';
import type { HookAction } from './types';

export interface ExtractOptions {
  /** The repository root (constitution, relative paths in decisions). */
  root: string;
  /** `agent_id` of the decisions, e.g. `claude`. */
  agentId: string;
  /** The constitution the decisions are judged by (its limits shape the HTTP-timeout decision); the repository's by default. */
  constitution?: Constitution;
}

/** The nearest directory at or above `dir` (and not above `root`) with a package.json; `dir` when none. */
function findPackageDir(dir: string, root: string): string {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, 'package.json'))) return current;
    if (current === root || dirname(current) === current || relative(root, current).startsWith('..'))
      return dir;
  }
}

const readText = (path: string) => readFile(path, 'utf8').catch(() => '');

async function fromShell(command: string, cwd: string, options: ExtractOptions): Promise<DecisionInput[]> {
  const decisions: DecisionInput[] = [];
  for (const install of readShellInstalls(command, cwd)) {
    decisions.push(
      await toDependencyDecision(findPackageDir(install.cwd, options.root), {
        packages: install.packages,
        dev: install.dev,
        proposedAction: install.segment,
        agentId: options.agentId,
      }),
    );
  }
  return decisions;
}

async function fromManifest(path: string, after: string, options: ExtractOptions): Promise<DecisionInput[]> {
  const dir = dirname(path);
  const before = await readDeclaredDependencies(dir).catch(() => ({
    runtime: [] as string[],
    all: [] as string[],
  }));
  // A package.json the agent breaks is not a dependency decision; its own tools will complain.
  const next = toDeclaredNames(after);
  if (!next) return [];
  const added = next.all.filter((name) => !before.all.includes(name));
  const runtime = added.filter((name) => next.runtime.includes(name));
  const dev = added.filter((name) => !next.runtime.includes(name));
  const action = `Edit ${relative(options.root, path) || 'package.json'}: add ${added.join(', ')}`;
  const decisions: DecisionInput[] = [];
  for (const [packages, isDev] of [
    [runtime, false],
    [dev, true],
  ] as const) {
    if (packages.length === 0) continue;
    decisions.push(
      await toDependencyDecision(dir, {
        packages,
        dev: isDev,
        proposedAction: action,
        agentId: options.agentId,
      }),
    );
  }
  return decisions;
}

/**
 * The decisions an agent's action asks for: package installs in a shell command, dependencies a package.json
 * write or edit adds (before: the file on disk, after: the new content), and outbound HTTP calls without a
 * bounded timeout that a source write or edit adds. Anything else asks for none.
 * @example await extractDecisions({ kind: 'shell', command: 'npm i left-pad', cwd: root }, { root, agentId: 'claude' })
 */
export async function extractDecisions(
  action: HookAction,
  options: ExtractOptions,
): Promise<DecisionInput[]> {
  if (action.kind === 'shell') return fromShell(action.command, resolve(options.root, action.cwd), options);
  const path = toTargetPath(action);
  // Files outside the repository, or installed packages, are not the project's code or manifest.
  const inRepo = relative(options.root, path);
  if (inRepo.startsWith('..') || isAbsolute(inRepo) || /(^|[\\/])node_modules[\\/]/.test(inRepo)) return [];
  const isManifest = basename(path) === 'package.json';
  if (!isManifest && !SOURCE_FILE_RE.test(path)) return [];
  const before = await readText(path);
  const after = action.kind === 'write' ? action.content : applyEdits(before, action.edits);
  if (after === before) return [];
  if (isManifest) return fromManifest(path, after, options);
  // The scanner (and oxc-parser's native binding) loads only for source writes, not on every shell call.
  const { toHttpTimeoutDecision } = await import('./http-timeout-decision');
  const decision = await toHttpTimeoutDecision(
    options.constitution ?? (await getConstitution(options.root)),
    relative(options.root, path).split('\\').join('/'),
    before,
    after,
    options.agentId,
  );
  return decision ? [decision] : [];
}
