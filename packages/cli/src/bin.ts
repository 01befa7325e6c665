#!/usr/bin/env node
import { VERSION } from './version';

/**
 * The entry point. `--version` answers before anything else is loaded (no commander, no React, no Ink);
 * everything else loads the command line program on demand.
 */
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${VERSION}\n`);
} else {
  const { main } = await import('./cli');
  process.exitCode = await main(process.argv);
}
