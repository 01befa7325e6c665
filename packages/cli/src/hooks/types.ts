import type { ValidationStatus } from '@charter/core';

/** The agents `charter hook <agent>` speaks to, in `--help` order. */
export const HOOK_AGENTS = ['claude', 'cursor', 'copilot', 'windsurf', 'cline', 'kiro'] as const;
export type HookAgent = (typeof HOOK_AGENTS)[number];

/** One text replacement of an edit tool: the first `oldString` (every one with `replaceAll`) becomes `newString`. */
export interface TextEdit {
  oldString: string;
  newString: string;
  replaceAll?: boolean;
}

/**
 * What an agent is about to do, in the agents' common terms: run a shell command, write a whole file, or
 * replace text in one. Paths are absolute or relative to `cwd`.
 */
export type HookAction =
  | { kind: 'shell'; command: string; cwd: string }
  | { kind: 'write'; path: string; content: string; cwd: string }
  | { kind: 'edit'; path: string; edits: readonly TextEdit[]; cwd: string };

/** The combined verdict on an event: `none` when nothing in it is Charter's business. */
export interface HookVerdict {
  status: ValidationStatus | 'none';
  /** toVerdictText of every decision that was not approved, one after the other ('' when none). */
  reason: string;
}

/** What the hook process answers: exactly this stdout, stderr and exit code. */
export interface HookAnswer {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Where `charter hook install <agent>` writes, and how it adds Charter's hook to what is there. */
export type HookConfigTarget =
  | {
      kind: 'json';
      /** Relative to the repository root. */
      path: string;
      /** The configuration with Charter's hook added or updated in place; everything else kept as it was. */
      merge(existing: Record<string, unknown>, command: string): Record<string, unknown>;
    }
  | {
      kind: 'script';
      path: string;
      /** The whole executable file that runs `command`. */
      render(command: string): string;
    };

/** One agent's protocol: its event on stdin, its answer on stdout and exit code, its configuration file. */
export interface AgentAdapter {
  name: HookAgent;
  /** Shown in --help and in `hook install`'s summary. */
  title: string;
  /** The public documentation the protocol follows. */
  docs: string;
  /** The actions in the event (none: no opinion). Throws a sentence when the event is not this agent's shape. */
  parse(event: unknown, fallbackCwd: string): HookAction[];
  answer(verdict: HookVerdict): HookAnswer;
  config: HookConfigTarget;
}

export const NO_OPINION: HookVerdict = { status: 'none', reason: '' };
