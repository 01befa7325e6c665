// What the judges need to know about the file: its own module, so the helpers the judges call can name it
// without importing judges.ts (no import cycle).
import type { AstNode } from '../ast';
import type { LibraryBindings } from './bindings';
import type { ConstructedWith } from './constructed';
import type { ObjectView } from './evaluate';
import type { Constants } from './node-paths';

/**
 * One argument another module passes: the user's absent option, not known, or an object literal with no spread,
 * by key (a key it lacks is absent).
 */
export type HandedArgument =
  | 'absent'
  | 'unknown'
  | { readonly keys: Readonly<Record<string, 'absent' | 'unknown'>> };
/**
 * What other kept modules of the package pass to this module's exported functions, by exported name: per call,
 * per argument, `'absent'` when it is the calling module's user option absent by default, an object literal's
 * keys each so read, else `'unknown'`.
 */
export type HandedArguments = ReadonlyMap<string, readonly (readonly HandedArgument[])[]>;

/** What the judges need to know about the file. */
export interface JudgeContext {
  constants: Constants;
  bindings: LibraryBindings;
  limit: number;
  /** Options of `setGlobalDispatcher(new Agent({...}))` in this file; `unknown` when not resolvable. */
  globalAgent: ObjectView | 'unknown' | undefined;
  /** `setTimeout(() => controller.abort(), ms)` in the file: the controller's name → `ms` (one timer each). */
  abortTimers?: ReadonlyMap<string, AstNode | null>;
  /** Every such timer by controller name, for a name armed in several functions (see abort-timers.ts). */
  abortTimerCalls?: ReadonlyMap<string, readonly AstNode[]>;
  /** The file's program, for what is read only when a call needs it (a controller's other abort wiring). */
  program?: AstNode;
  /** What other kept modules pass to this module's exported helpers (caller-origins.ts). */
  handed?: HandedArguments;
  /** What other kept modules pass when they construct this module's classes (constructed.ts). */
  constructed?: ConstructedWith;
  /** Getters of sibling classes that hand back a member left unset unless a setter is called (unset-getters.ts). */
  unsetGetters?: ReadonlyMap<string, readonly string[]>;
}
