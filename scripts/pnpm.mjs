// Runs pnpm the way the README's commands provide it: through the pnpm that launched this script
// (npm_execpath) when there is one, else `npx -y pnpm@<pinned>`. Scripts never assume `pnpm` on PATH.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pinned = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).packageManager.split('+')[0];

/** Spawns pnpm with args; resolves to the exit code. */
export function runPnpm(args, options = {}) {
  const execPath = process.env.npm_execpath;
  const [cmd, cmdArgs] =
    execPath && /pnpm/.test(execPath)
      ? [process.execPath, [execPath, ...args]]
      : ['npx', ['-y', pinned, ...args]];
  return run(cmd, cmdArgs, options);
}

/** Spawns a command with inherited stdio; resolves to its exit code (1 when it could not start). */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
