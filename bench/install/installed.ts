// The installed product, as ratios against baselines measured in the same run on this machine:
//
// 1. The packed tarball of @charter/cli (`pnpm pack`; prepack builds the CLI, the server, the console and the
//    widget): its size, unpacked size and file count.
// 2. `npm install` of that tarball offline (`--offline`, the npm cache warmed by one untimed install first)
//    into a fresh prefix, against `npm --version` (npm's own start-up, the floor of any npm command).
// 3. `charter --version` from the install, spawn to exit, against `node -e 0`.
// 4. The installed server's cold start, spawn to the first /api/health 200: `charter serve` (what a user
//    types) and its compiled server alone (`node dist/server/main.js`), against `node -e 0`.
//
// Rounds alternate the measured command and its baseline; medians of CHARTER_BENCH_START_ROUNDS (default 5)
// and CHARTER_BENCH_INSTALL_ROUNDS (default 3). Run by `pnpm bench` (CHARTER_BENCH_INSTALL=0 skips it);
// alone: node --import tsx bench/install/installed.ts
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../packages/cli/test/server-process';

const exec = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const START_ROUNDS = Number(process.env.CHARTER_BENCH_START_ROUNDS) || 5;
const INSTALL_ROUNDS = Number(process.env.CHARTER_BENCH_INSTALL_ROUNDS) || 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const fixed = (value: number, digits = 2) => value.toFixed(digits);
const mib = (bytes: number) => `${fixed(bytes / 2 ** 20, 2)} MiB`;

/** Wall time of a command, spawn to exit; rejects when it fails. */
function timeRun(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<number>((resolve, reject) => {
    const startedAt = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(performance.now() - startedAt)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${stderr}`)),
    );
  });
}

/** Spawn to the first /api/health 200 (polled every 5 ms), then SIGTERM and wait for the exit. */
async function coldStart(command: string, args: (port: number) => string[], env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(command, args(port), {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...env, PORT: String(port), CHARTER_STORE: 'memory', CHARTER_LOG_LEVEL: 'error' },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited before it was healthy:\n${stderr}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (response?.status === 200) return performance.now() - startedAt;
      // A short pause: a tight loop of refused connections would take CPU from the server starting up.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'charter-bench-install-'));
  try {
    // 1. The tarball.
    console.log('\nthe installed product (pnpm pack of @charter/cli, npm install of the tarball):');
    const packStarted = performance.now();
    await exec('npx', ['-y', 'pnpm@10.34.9', 'pack', '--pack-destination', work], {
      cwd: join(root, 'packages', 'cli'),
      maxBuffer: 64 * 1024 * 1024,
    });
    const packMs = performance.now() - packStarted;
    const [name] = (await readdir(work)).filter((file) => file.endsWith('.tgz'));
    const tarball = join(work, name!);
    const packed = (await stat(tarball)).size;
    const listing = (await exec('tar', ['-tvzf', tarball], { maxBuffer: 16 * 1024 * 1024 })).stdout
      .split('\n')
      .filter((line) => line.startsWith('-'));
    const unpacked = listing.reduce((sum, line) => sum + Number(line.split(/\s+/)[2] ?? 0), 0);
    console.log(
      `  tarball ${mib(packed)} (${packed} bytes), unpacked ${mib(unpacked)}, ${listing.length} files; ` +
        `pnpm pack with its builds ${fixed(packMs / 1000, 1)} s`,
    );

    // 2. npm install, offline from the warmed cache.
    const install = (prefix: string, offline: boolean) =>
      timeRun('npm', [
        'install',
        '--prefix',
        prefix,
        '--no-audit',
        '--no-fund',
        offline ? '--offline' : '--prefer-offline',
        tarball,
      ]);
    const installed = join(work, 'prefix');
    await install(installed, false);
    const installs: number[] = [];
    const npmVersions: number[] = [];
    for (let round = 0; round < INSTALL_ROUNDS; round++) {
      const prefix = join(work, `prefix-${round}`);
      installs.push(await install(prefix, true));
      npmVersions.push(await timeRun('npm', ['--version']));
      await rm(prefix, { recursive: true, force: true });
    }
    const { stdout: du } = await exec('du', ['-sk', join(installed, 'node_modules')]);
    const count = (await readdir(join(installed, 'node_modules'), { recursive: true })).length;
    console.log(
      `  npm install --offline of the tarball: ${fixed(median(installs) / 1000, 1)} s (median of ${INSTALL_ROUNDS}), ` +
        `npm --version ${fixed(median(npmVersions), 0)} ms → ${fixed(median(installs) / median(npmVersions), 1)}×; ` +
        `node_modules ${fixed(Number(du.split('\t')[0]) / 1024, 1)} MiB, ${count} entries`,
    );

    // 3 and 4. Start-up from the install, against node -e 0 (alternating rounds).
    const bin = join(installed, 'node_modules', '.bin', 'charter');
    const serverMain = join(installed, 'node_modules', '@charter', 'cli', 'dist', 'server', 'main.js');
    const env = { PATH: process.env.PATH ?? '', HOME: work };
    const node: number[] = [];
    const version: number[] = [];
    const serve: number[] = [];
    const server: number[] = [];
    for (let round = 0; round < START_ROUNDS; round++) {
      node.push(await timeRun(process.execPath, ['-e', '0'], { env }));
      version.push(await timeRun(bin, ['--version'], { cwd: work, env }));
      serve.push(await coldStart(bin, (port) => ['serve', '--port', String(port)], env));
      server.push(await coldStart(process.execPath, () => ['--enable-source-maps', serverMain], env));
    }
    const base = median(node);
    console.log(
      `  node -e 0 ${fixed(base, 0)} ms (median of ${START_ROUNDS}, alternating with each of these):\n` +
        `  charter --version from the install ${fixed(median(version), 0)} ms → ${fixed(median(version) / base)}×\n` +
        `  charter serve, spawn → /api/health 200 ${fixed(median(serve), 0)} ms → ${fixed(median(serve) / base)}×\n` +
        `  its compiled server alone (node dist/server/main.js) ${fixed(median(server), 0)} ms → ${fixed(median(server) / base)}×`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
