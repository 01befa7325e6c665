import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../exit-codes';
import { findRepoRoot } from '../services/repo-root';
import { CLINE_MARKER } from './agents/cline';
import { AGENT_ADAPTERS } from './agents/index';
import type { AgentAdapter, HookAgent, HookConfigTarget } from './types';

/**
 * The configuration format to write: the one asked for, else one of the agent's other formats whose file is
 * already there while the default's is not (a rerun keeps what the user has), else the default.
 */
function toConfigTarget(adapter: AgentAdapter, root: string, asked: string | undefined): HookConfigTarget {
  const formats = adapter.formats ?? {};
  if (asked !== undefined) {
    const target = formats[asked];
    if (!target) {
      const known = Object.keys(formats);
      throw new UsageError(
        `${adapter.title} has no configuration format "${asked}".`,
        known.length > 0 ? `Use one of: ${known.join(', ')}.` : 'Leave out --config-format for this agent.',
      );
    }
    return target;
  }
  if (existsSync(join(root, adapter.config.path))) return adapter.config;
  return Object.values(formats).find((t) => existsSync(join(root, t.path))) ?? adapter.config;
}

export interface InstallHookOptions {
  agent: HookAgent;
  cwd: string;
  /** The running charter bundle (`process.argv[1]` of the binary): the default command runs it with node. */
  entry: string | undefined;
  /** `--command <cmd>`: what runs charter instead, e.g. `charter` when it is on the PATH. */
  command?: string | undefined;
  /** `--server <url>`, written into the command so the hook validates on that server. */
  server?: string | undefined;
  /** `--config-format <name>`: one of the agent's configuration formats (Kiro: `v3`, `legacy`). */
  configFormat?: string | undefined;
}

export interface InstallHookResult {
  agent: HookAgent;
  /** Absolute path of the configuration file. */
  path: string;
  /** The command the agent will run. */
  command: string;
  /** false when the file already said exactly this (a rerun). */
  changed: boolean;
}

/** The command written into the agent's configuration: `node "<bundle>" hook <agent>` unless told otherwise. */
export function toHookCommand(
  options: Pick<InstallHookOptions, 'agent' | 'entry' | 'command' | 'server'>,
): string {
  let base = options.command?.trim();
  if (!base) {
    if (!options.entry) {
      throw new UsageError(
        'Cannot tell where the running charter is, to write its path into the hook.',
        'Pass --command <cmd>, e.g. --command charter when charter is on the PATH.',
      );
    }
    if (!/\.[cm]?js$/.test(options.entry)) {
      throw new UsageError(
        `charter runs from ${options.entry}, which node cannot run on its own; the hook would fail.`,
        'Pass --command <cmd>, e.g. --command charter, or install from the built bundle (dist/charter.mjs).',
      );
    }
    base = `node ${JSON.stringify(resolve(options.entry))}`;
  }
  return `${base} hook ${options.agent}${options.server ? ` --server ${options.server}` : ''}`;
}

async function readExisting(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new UsageError(`Could not read ${path}: ${(error as Error).message}`);
  }
}

function toConfigObject(path: string, text: string | undefined): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `${path} is not valid JSON (${(error as Error).message}); charter leaves it as it is.`,
      'Fix the file (or move it aside), then run `charter hook install` again.',
    );
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new UsageError(`${path} does not hold a JSON object; charter leaves it as it is.`);
  }
  return json as Record<string, unknown>;
}

/**
 * `charter hook install <agent>`: adds Charter's hook to the agent's configuration file in the repository,
 * keeping every other setting and hook; a rerun changes nothing, and a file charter cannot read is refused,
 * never overwritten.
 */
export async function installHook(options: InstallHookOptions): Promise<InstallHookResult> {
  const adapter = AGENT_ADAPTERS[options.agent];
  const command = toHookCommand(options);
  const root = findRepoRoot(options.cwd);
  const config = toConfigTarget(adapter, root, options.configFormat);
  const path = join(root, config.path);
  const existing = await readExisting(path);
  let next: string;
  if (config.kind === 'json') {
    let merged: Record<string, unknown>;
    try {
      merged = config.merge(toConfigObject(path, existing), command);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`${path}: ${(error as Error).message}; charter leaves it as it is.`);
    }
    next = `${JSON.stringify(merged, null, 2)}\n`;
  } else {
    if (existing !== undefined && !existing.includes(CLINE_MARKER)) {
      throw new UsageError(
        `${path} already exists and is not Charter's; charter leaves it as it is.`,
        `Call \`${command}\` from your hook (it reads the same event and answers Cline's JSON), or move yours aside.`,
      );
    }
    next = config.render(command);
  }
  const changed = next !== existing;
  if (changed) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, next);
  }
  if (config.kind === 'script') await chmod(path, 0o755);
  return { agent: options.agent, path, command, changed };
}
