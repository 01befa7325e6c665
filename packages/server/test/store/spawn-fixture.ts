import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `test/store/fixtures/<name>` with `node --import tsx`, from the server package (tsx reads its tsconfig). */
export function spawnFixture(name: string, args: string[], options: { stdin?: boolean } = {}): ChildProcess {
  const script = fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
}

/** Resolves once the child printed a line equal to `line`; rejects with its stderr if it exits first. */
export async function waitForLine(child: ChildProcess, line: string): Promise<void> {
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.split('\n').includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`fixture exited (${code}) before "${line}":\n${stderr}`)));
  });
}

export async function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, 'exit');
}
