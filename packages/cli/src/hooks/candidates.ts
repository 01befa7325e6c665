import { basename, isAbsolute, resolve } from 'node:path';
import { readShellInstalls } from './shell-installs';
import type { HookAction } from './types';

/** Files whose outbound HTTP calls core's scanner reads. */
export const SOURCE_FILE_RE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** The absolute path an edit or write targets. */
export const toTargetPath = (action: Extract<HookAction, { path: string }>): string =>
  isAbsolute(action.path) ? action.path : resolve(action.cwd, action.path);

/**
 * Whether an action can ask for a decision at all: a shell command that installs a package, or a write to a
 * package.json or a source file. Most tool calls are none of these, and answer without loading the
 * constitution, the ledger or core (an agent waits for this on every call).
 */
export function isCandidate(action: HookAction): boolean {
  if (action.kind === 'shell') return readShellInstalls(action.command, action.cwd).length > 0;
  const path = toTargetPath(action);
  return basename(path) === 'package.json' || SOURCE_FILE_RE.test(path);
}
