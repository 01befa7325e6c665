import { EXIT, UsageError } from './exit-codes';
import type { CliIo } from './io';

/**
 * What a command's failure prints and the exit code it answers, for the program (`main`) and the entry point's
 * fast paths alike: a usage error (2, with its hint), a CharterError's sentence (2), or an internal error (70,
 * one line; the stack with `debug`).
 */
export function reportFailure(io: CliIo, error: unknown, debug: boolean): number {
  if (error instanceof UsageError) {
    io.stderr.write(`charter: ${error.message}\n${error.hint ? `hint: ${error.hint}\n` : ''}`);
    return EXIT.usage;
  }
  // By name, so `--version` never loads core: a CharterError carries a sentence a user can act on.
  if (error instanceof Error && error.name === 'CharterError') {
    io.stderr.write(`charter: ${error.message}\n`);
    return EXIT.usage;
  }
  const line = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  io.stderr.write(`charter: internal error: ${line}\n`);
  io.stderr.write(
    debug && error instanceof Error && error.stack
      ? `${error.stack}\n`
      : 'hint: run again with --debug (or CHARTER_DEBUG=1) to see the stack\n',
  );
  return EXIT.internal;
}
