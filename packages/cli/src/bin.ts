#!/usr/bin/env node
import { VERSION } from './version';

/**
 * The entry point. `--version` answers before anything else is loaded (no commander, no React, no Ink);
 * `hook <agent>` — run by agents before every tool call — loads only the hook; everything else loads the
 * command line program on demand.
 */
const args = process.argv.slice(2);
// `charter log | head` closes the pipe early: the reader has what it wanted, so stop quietly, not with a trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${VERSION}\n`);
} else if (args[0] === 'hook') {
  const { runFastHook, toFastHookCall } = await import('./fast-hook');
  const call = toFastHookCall(args);
  process.exitCode = call ? await runFastHook(call) : await (await import('./cli')).main(process.argv);
} else {
  // A check is a short batch: V8's optimising compiler and incremental marking cost it more than they saved
  // (check-tiering.ts).
  if (args[0] === 'check') (await import('./check-tiering')).tuneTieringForCheck();
  // A plain `charter check` (fast-check.ts) also skips commander.
  const call = args[0] === 'check' ? (await import('./fast-check')).toFastCheckCall(args) : null;
  process.exitCode = call
    ? await (await import('./fast-check')).runFastCheck(call)
    : await (await import('./cli')).main(process.argv);
}
