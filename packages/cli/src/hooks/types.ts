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
  /** Why there is no opinion when that is worth a word on stderr (e.g. no constitution to judge by). */
  note?: string;
}

/** What an adapter read from an event: the actions, and which of the agent's payload shapes it came in. */
export interface ParsedEvent {
  actions: HookAction[];
  /** The payload's shape, when the agent has several (e.g. Copilot's camelCase and PascalCase events). */
  shape?: string;
}

/** What an adapter knows when it answers: the shape of the event and the hook's environment. */
export interface AnswerContext {
  shape?: string | undefined;
  env: Readonly<Record<string, string | undefined>>;
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
  parse(event: unknown, fallbackCwd: string): ParsedEvent;
  answer(verdict: HookVerdict, context: AnswerContext): HookAnswer;
  /**
   * The stdout of an event Charter could not read (its reason goes to stderr): nothing for most agents; valid
   * JSON where an empty or invalid answer could be read as a failure (Cursor, Cline).
   */
  unreadable?: string;
  config: HookConfigTarget;
  /** Other configuration formats `hook install <agent> --format <name>` can write (Kiro: `legacy`). */
  formats?: Readonly<Record<string, HookConfigTarget>>;
}

export const NO_OPINION: HookVerdict = { status: 'none', reason: '' };
