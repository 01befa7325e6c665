import { Command, CommanderError } from 'commander';
import type { CommandContext, RegisterCommand } from './commands/context';
import { EXIT } from './exit-codes';
import { type CliIo, defaultIo } from './io';
import { reportFailure } from './report-failure';
import { VERSION } from './version';

export type { CliIo } from './io';

/**
 * Every command, in the order `charter --help` lists them. Each module (with what its services import:
 * undici, execa, lowdb, Ink…) loads only when it is needed: `charter check` never pays for the server client
 * or the package manager runner. Only `--help`, no command or an unknown one load them all.
 */
const COMMANDS: readonly (readonly [name: string, load: () => Promise<RegisterCommand>])[] = [
  ['init', async () => (await import('./commands/init')).registerInitCommand],
  ['primer', async () => (await import('./commands/primer')).registerPrimerCommand],
  ['check', async () => (await import('./commands/check')).registerCheckCommand],
  ['validate', async () => (await import('./commands/validate')).registerValidateCommand],
  ['log', async () => (await import('./commands/log')).registerLogCommand],
  ['rebellion', async () => (await import('./commands/rebellion')).registerRebellionCommand],
  ['deps', async () => (await import('./commands/deps')).registerDepsCommand],
  ['hook', async () => (await import('./commands/hook')).registerHookCommand],
  ['mcp', async () => (await import('./commands/mcp')).registerMcpCommand],
  ['serve', async () => (await import('./commands/serve')).registerServeCommand],
  ['admin', async () => (await import('./commands/admin')).registerAdminCommand],
  ['keys', async () => (await import('./commands/keys')).registerKeysCommand],
];

/** The commands a run needs: the one it names (`argv` is node's, so the command is its third word), else all. */
function toNeededCommands(argv: readonly string[]) {
  const named = COMMANDS.find(([name]) => name === argv[2]);
  return named ? [named] : COMMANDS;
}

/** Runs the command line and answers the exit code; never calls process.exit, so tests can run it in-process. */
export async function main(argv: readonly string[], io: CliIo = defaultIo()): Promise<number> {
  // `--debug` (anywhere) or CHARTER_DEBUG=1 prints the stack of an internal failure; it is no command's option.
  const debug = argv.includes('--debug') || io.env?.CHARTER_DEBUG === '1';
  argv = argv.filter((word) => word !== '--debug');
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
  const registers = await Promise.all(toNeededCommands(argv).map(([, load]) => load()));
  for (const register of registers) register(program, ctx);
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
    return reportFailure(io, error, debug);
  }
}
