import type { Command } from 'commander';
import type { CliIo } from '../io';

/** What every command's registration gets: the streams, and a way to set the exit code of the run. */
export interface CommandContext {
  io: CliIo;
  setExit(code: number): void;
}

/** Adds one command (with its options, help and examples) to the program. */
export type RegisterCommand = (program: Command, ctx: CommandContext) => void;

/** Help text listing examples, shown after the options by `--help`. */
export function withExamples(command: Command, examples: readonly string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${examples.map((line) => `  $ ${line}`).join('\n')}\n`);
}
