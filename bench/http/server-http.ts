// The agent's hot path over real HTTP, and the compiled server's start, each as ratios against a baseline
// measured in the same run on this machine (numbers are noisy on a shared machine: read the ratios).
//
// 1. POST /api/external/validate on the compiled server (node dist/main.js, its own process) against a bare
//    node:http JSON echo (bench/http/echo-server.mjs, its own process), loaded by autocannon in a third
//    process: 50 connections, alternating echo / Charter, CHARTER_BENCH_ROUNDS rounds of
//    CHARTER_BENCH_SECONDS each, for the memory, fs and redis stores (CHARTER_BENCH_STORES to choose).
//    Reported: req/s ratio (goal ≥ 0.6) and p99 ratio (goal ≤ 2) per store, from the sums over the rounds,
//    and the server's CPU time per answered request against the echo's (steadier when the machine is busy).
// 2. Cold start to the first /api/health 200, and idle RSS, compiled against tsx (goal: compiled ≤ 0.5×).
//
// Run by `pnpm bench` after the vitest benches; alone: node --import tsx bench/http/server-http.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  findRedisServer,
  type RedisServer,
  startRedisServer,
} from '../../packages/server/test/store/redis-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverDir = join(root, 'packages', 'server');
const SECONDS = Number(process.env.CHARTER_BENCH_SECONDS) || 5;
const ROUNDS = Number(process.env.CHARTER_BENCH_ROUNDS) || 3;
const CONNECTIONS = 50;
const STORES = (process.env.CHARTER_BENCH_STORES ?? 'memory,fs,redis').split(',').filter(Boolean);
const START_ROUNDS = Number(process.env.CHARTER_BENCH_START_ROUNDS) || 3;
const COMPILED = ['--enable-source-maps', join(serverDir, 'dist', 'main.js')];
const TSX = ['--import', 'tsx', join(serverDir, 'src', 'main.ts')];
/** Extra node flags for the Charter server under load, e.g. CHARTER_BENCH_NODE_FLAGS=--cpu-prof. */
const NODE_FLAGS = (process.env.CHARTER_BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

const DECISION = JSON.stringify({
  project_name: 'Design Platform',
  decision_type: 'dependency',
  description: 'Add the chart and animation libraries',
  metadata: { current_dependencies: 120, new_dependencies: ['chart.js', 'motion'], timeout_ms: 5000 },
  agent_id: 'bench-agent',
});

interface Running {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Spawns a process and waits for `pattern` on its stdout; the first group is its URL or port. */
async function spawnUntil(
  args: string[],
  pattern: RegExp,
  env: Record<string, string> = {},
): Promise<Running & { startedAt: number }> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    const match = pattern.exec(output);
    if (match) {
      const url = /^\d+$/.test(match[1]!) ? `http://127.0.0.1:${match[1]}` : match[1]!;
      return {
        child,
        url,
        startedAt,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const startCharter = (args: string[], env: Record<string, string>) =>
  spawnUntil(args, /Charter listening on (http:\/\/\S+) /, {
    PORT: '0',
    CHARTER_LOG_LEVEL: 'error',
    CHARTER_WEB_DIST: '/nonexistent',
    ...env,
  });

async function createKey(url: string): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${url}${path}`, {
      signal: AbortSignal.timeout(10_000),
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', {
    name: 'Bench',
    email: `bench-${Date.now()}@example.com`,
    password: 'correct horse battery',
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
  const generated = await post('/api/user/generate-charter-api-key', { keyName: 'bench' }, cookie);
  return ((await generated.json()) as { apiKey: { keySecret: string } }).apiKey.keySecret;
}

interface Load {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time the server spent per answered request (user + system), in microseconds. */
  cpuPerRequestUs: number;
}

/** user + system CPU time of a process so far, in microseconds (Linux /proc; clock ticks of 10 ms). */
function cpuTimeUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** autocannon in its own process: `--json` prints one result object. */
async function autocannon(url: string, headers: Record<string, string>, serverPid: number): Promise<Load> {
  const cpuBefore = cpuTimeUs(serverPid);
  const bin = join(root, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [
    bin,
    '-c',
    String(CONNECTIONS),
    '-d',
    String(SECONDS),
    '-m',
    'POST',
    '-b',
    DECISION,
    '--json',
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const cpu = cpuTimeUs(serverPid) - cpuBefore;
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuPerRequestUs: cpu / Math.max(1, result.requests.total),
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fixed = (n: number, digits = 2) => n.toFixed(digits);

async function hotPath(store: string, redis: RedisServer | null) {
  const dataDir = mkdtempSync(join(tmpdir(), 'charter-bench-'));
  const env: Record<string, string> = { CHARTER_STORE: store };
  if (store === 'fs') env.CHARTER_DATA_DIR = dataDir;
  if (store === 'redis') env.REDIS_URL = redis!.url;
  const echo = await spawnUntil([join(root, 'bench', 'http', 'echo-server.mjs')], /listening (\d+)/);
  const charter = await startCharter([...NODE_FLAGS, ...COMPILED], env);
  try {
    const secret = await createKey(charter.url);
    const charterHeaders = { 'content-type': 'application/json', authorization: `Bearer ${secret}` };
    const target = `${charter.url}/api/external/validate`;
    // Warm both (JIT, caches), unmeasured, one after the other: a second was not enough on a busy machine.
    await autocannonShort(`${echo.url}/`, { 'content-type': 'application/json' });
    await autocannonShort(target, charterHeaders);
    const echoRuns: Load[] = [];
    const charterRuns: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      echoRuns.push(
        await autocannon(`${echo.url}/`, { 'content-type': 'application/json' }, echo.child.pid!),
      );
      charterRuns.push(await autocannon(target, charterHeaders, charter.child.pid!));
    }
    const bad = charterRuns.reduce((n, run) => n + run.non2xx + run.errors, 0);
    if (bad > 0) throw new Error(`${store}: ${bad} validations did not answer 200`);
    const rpsRatio = sum(charterRuns.map((r) => r.rps)) / sum(echoRuns.map((r) => r.rps));
    const p99Ratio = median(charterRuns.map((r) => r.p99)) / median(echoRuns.map((r) => r.p99));
    // Less sensitive to a busy machine than req/s: what one answer costs the server in CPU.
    const cpuRatio =
      sum(charterRuns.map((r) => r.cpuPerRequestUs)) / sum(echoRuns.map((r) => r.cpuPerRequestUs));
    return { store, rpsRatio, p99Ratio, cpuRatio, echoRuns, charterRuns };
  } finally {
    await Promise.all([charter.stop(), echo.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A few seconds of load, to warm a server before its measured rounds. */
async function autocannonShort(url: string, headers: Record<string, string>) {
  const bin = join(root, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [bin, '-c', String(CONNECTIONS), '-d', '3', '-m', 'POST', '-b', DECISION, '--json'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const child = spawn(process.execPath, [...args, url], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
}

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) * 1024;

/** Spawn to the first /api/health 200, then the RSS after a second of idling. */
async function coldStart(args: string[]) {
  const server = await startCharter(args, { CHARTER_STORE: 'memory' });
  try {
    for (;;) {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(
        () => null,
      );
      if (response?.status === 200) break;
    }
    const ms = performance.now() - server.startedAt;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return { ms, rss: rssOf(server.child.pid!) };
  } finally {
    await server.stop();
  }
}

async function startup() {
  const compiled: Array<{ ms: number; rss: number }> = [];
  const tsx: Array<{ ms: number; rss: number }> = [];
  for (let round = 0; round < START_ROUNDS; round++) {
    compiled.push(await coldStart(COMPILED));
    tsx.push(await coldStart(TSX));
  }
  const ms = (runs: typeof compiled) => median(runs.map((r) => r.ms));
  const rss = (runs: typeof compiled) => median(runs.map((r) => r.rss));
  console.log(
    `\ncold start to the first /api/health 200 (median of ${START_ROUNDS}, alternating):\n` +
      `  compiled ${fixed(ms(compiled), 0)} ms, tsx ${fixed(ms(tsx), 0)} ms → compiled/tsx ${fixed(ms(compiled) / ms(tsx))}× (goal ≤ 0.5)\n` +
      `  idle RSS: compiled ${fixed(rss(compiled) / 2 ** 20, 1)} MiB, tsx ${fixed(rss(tsx) / 2 ** 20, 1)} MiB → ${fixed(rss(compiled) / rss(tsx))}×`,
  );
}

async function main() {
  await startup();
  const redisBinary = findRedisServer();
  const redis = STORES.includes('redis') && redisBinary ? await startRedisServer(redisBinary) : null;
  try {
    console.log(
      `\nPOST /api/external/validate vs a bare node:http JSON echo: autocannon, ${CONNECTIONS} connections, ` +
        `${ROUNDS} alternating rounds of ${SECONDS} s (goal: req/s ≥ 0.6×, p99 ≤ 2× on memory and fs)`,
    );
    for (const store of STORES) {
      if (store === 'redis' && !redis) {
        console.log('  redis: skipped (no redis-server on PATH)');
        continue;
      }
      const result = await hotPath(store, redis);
      const rps = (runs: Load[]) => runs.map((r) => fixed(r.rps, 0)).join('/');
      const p99 = (runs: Load[]) => runs.map((r) => r.p99).join('/');
      const cpu = (runs: Load[]) => runs.map((r) => fixed(r.cpuPerRequestUs, 0)).join('/');
      console.log(
        `  ${store.padEnd(6)} req/s ${fixed(result.rpsRatio)}×, p99 ${fixed(result.p99Ratio)}×, ` +
          `CPU per request ${fixed(result.cpuRatio)}× ` +
          `(Charter ${rps(result.charterRuns)} req/s, p99 ${p99(result.charterRuns)} ms, ` +
          `${cpu(result.charterRuns)} µs CPU; echo ${rps(result.echoRuns)} req/s, p99 ${p99(result.echoRuns)} ms, ` +
          `${cpu(result.echoRuns)} µs CPU)`,
      );
    }
  } finally {
    await redis?.stop();
  }
}

await main();
