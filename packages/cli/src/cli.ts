import { Command, CommanderError } from 'commander';
import { registerAdminCommand } from './commands/admin';
import { registerCheckCommand } from './commands/check';
import type { CommandContext, RegisterCommand } from './commands/context';
import { registerDepsCommand } from './commands/deps';
import { registerHookCommand } from './commands/hook';
import { registerInitCommand } from './commands/init';
import { registerKeysCommand } from './commands/keys';
import { registerLogCommand } from './commands/log';
import { registerMcpCommand } from './commands/mcp';
import { registerPrimerCommand } from './commands/primer';
import { registerRebellionCommand } from './commands/rebellion';
import { registerServeCommand } from './commands/serve';
import { registerValidateCommand } from './commands/validate';
import { EXIT, UsageError } from './exit-codes';
import { type CliIo, defaultIo } from './io';
import { VERSION } from './version';

export type { CliIo } from './io';

/** Every command, in the order `charter --help` lists them. */
const COMMANDS: readonly RegisterCommand[] = [
  registerInitCommand,
  registerPrimerCommand,
  registerCheckCommand,
  registerValidateCommand,
  registerLogCommand,
  registerRebellionCommand,
  registerDepsCommand,
  registerHookCommand,
  registerMcpCommand,
  registerServeCommand,
  registerAdminCommand,
  registerKeysCommand,
];

/** Runs the command line and answers the exit code; never calls process.exit, so tests can run it in-process. */
export async function main(argv: readonly string[], io: CliIo = defaultIo()): Promise<number> {
  let exitCode: number = EXIT.ok;
  const ctx: CommandContext = {
    io,
    setExit: (code) => {
      exitCode = code;
    },
  };
  const program = new Command()
    .name('charter')
    .description('Keep software built with AI coding agents within its constitution.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .showHelpAfterError('(run with --help for usage and examples)')
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });
  for (const register of COMMANDS) register(program, ctx);
  // Subcommands exit through the same override, so a bad flag anywhere answers 2 instead of ending the process.
  const override = (command: Command): void => {
    for (const sub of command.commands) {
      sub.exitOverride();
      override(sub);
    }
  };
  override(program);

  try {
    await program.parseAsync([...argv]);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version are "errors" that ended well.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof UsageError) {
      io.stderr.write(`charter: ${error.message}\n${error.hint ? `hint: ${error.hint}\n` : ''}`);
      return EXIT.usage;
    }
    io.stderr.write(`charter: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.usage;
  }
}
