import { execFile, spawn } from 'node:child_process';
import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CharterError } from '@charter/core';

/**
 * The one place the server runs git on a repository it does not trust. git gets a minimal environment (no
 * server variables, no user or system config, no prompts, no credential helper), only the protocols asked
 * for, no HTTP redirects, no symlinks in the work tree (a link to /etc/passwd stays a text file), and its
 * whole process group is killed at the deadline or when the clone grows past the size limit.
 */

export interface CloneLimits {
  maxBytes: number;
  maxFiles: number;
}

export interface CloneRequest {
  /** The URL git fetches: https (or http / file when allowed). */
  url: string;
  /** Where the work tree goes; must not exist yet. */
  dir: string;
  /** An empty directory git may use as HOME. */
  home: string;
  protocols: readonly ('https' | 'http' | 'file')[];
  /** `host:port:address,…` for curl, so git connects to the addresses the SSRF check approved. */
  pinnedResolve?: string | undefined;
  limits: CloneLimits;
  /** Aborts at the analysis deadline; its reason is what the caller throws. */
  signal: AbortSignal;
}

export interface CloneResult {
  commit: string;
  files: number;
  bytes: number;
}

const STDERR_LIMIT = 64 * 1024;
const SIZE_POLL_MS = 300;

let gitBinary: Promise<string> | undefined;

/**
 * git's own binary in its exec path: spawning it by absolute path lets git run with an environment that
 * holds nothing of the server's (not even PATH); git puts its exec path on PATH for its helpers itself.
 */
function findGit(): Promise<string> {
  gitBinary ??= new Promise<string>((resolve, reject) => {
    execFile('git', ['--exec-path'], { timeout: 10_000 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(join(stdout.trim(), 'git'));
    });
  }).catch((error: unknown) => {
    gitBinary = undefined;
    throw new CharterError(
      'UNAVAILABLE',
      'git is not installed on the server, so repositories cannot be cloned.',
      {
        cause: error,
      },
    );
  });
  return gitBinary;
}

function toGitEnv(home: string): NodeJS.ProcessEnv {
  return {
    HOME: home,
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_PROTOCOL_FROM_USER: '0',
    LC_ALL: 'C',
  };
}

interface GitRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Why the process group was killed, if it was. */
  stopped?: 'deadline' | 'size' | 'output';
}

interface RunOptions {
  cwd: string;
  home: string;
  signal: AbortSignal;
  /** Polled while git runs; answering true kills git (the clone grew past the size limit). */
  tooLarge?: () => Promise<boolean>;
  stdoutLimit?: number;
}

async function runGit(args: readonly string[], options: RunOptions): Promise<GitRun> {
  options.signal.throwIfAborted();
  const git = await findGit();
  const child = spawn(git, args, {
    cwd: options.cwd,
    env: toGitEnv(options.home),
    // Its own process group: git starts helpers (git-remote-https, index-pack) that must die with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let stopped: GitRun['stopped'];
  const stop = (reason: NonNullable<GitRun['stopped']>) => {
    stopped ??= reason;
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const stdoutLimit = options.stdoutLimit ?? 1024 * 1024;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (stdout.length > stdoutLimit) stop('output');
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < STDERR_LIMIT) stderr += chunk;
  });
  const onAbort = () => stop('deadline');
  options.signal.addEventListener('abort', onAbort, { once: true });
  let polling = false;
  const poll = options.tooLarge
    ? setInterval(() => {
        if (polling || stopped) return;
        polling = true;
        options
          .tooLarge?.()
          .then((large) => {
            if (large) stop('size');
          })
          .catch(() => undefined)
          .finally(() => {
            polling = false;
          });
      }, SIZE_POLL_MS)
    : undefined;
  try {
    const code = await new Promise<number | null>((resolve) => {
      child.on('error', (error) => {
        stderr += `\n${error.message}`;
        resolve(null);
      });
      child.on('close', (exitCode) => resolve(exitCode));
    });
    return { code, stdout, stderr, ...(stopped ? { stopped } : {}) };
  } finally {
    options.signal.removeEventListener('abort', onAbort);
    if (poll) clearInterval(poll);
  }
}

/** Bytes under `dir`, not following links. */
async function measureBytes(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) total += await measureBytes(full);
    else total += (await lstat(full).catch(() => undefined))?.size ?? 0;
  }
  return total;
}

function tooLargeError(limits: CloneLimits, what: string): CharterError {
  const megabytes = Math.round(limits.maxBytes / (1024 * 1024));
  return new CharterError(
    'PAYLOAD_TOO_LARGE',
    `The repository is too large to analyze: ${what}. The limits are ${megabytes} MB and ${limits.maxFiles.toLocaleString('en-US')} files.`,
    { details: { maxBytes: limits.maxBytes, maxFiles: limits.maxFiles } },
  );
}

/** The last `fatal:`/`error:` line git printed, for a sentence the user can act on. */
function lastGitMessage(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(fatal|error):/.test(line));
  return (lines.at(-1) ?? stderr.trim().split('\n').at(-1) ?? '')
    .replace(/^(fatal|error):\s*/, '')
    .slice(0, 300);
}

/** git's failure as the answer the user sees: never a 500 for a repository that is missing or unreachable. */
function toCloneError(run: GitRun, url: string, limits: CloneLimits, signal: AbortSignal): unknown {
  if (run.stopped === 'deadline') return signal.reason;
  if (run.stopped === 'size') return tooLargeError(limits, 'the download passed the size limit');
  const stderr = run.stderr;
  if (
    /not found|does not appear to be a git repository|could not read (Username|Password)|Authentication failed|requested URL returned error: 40[134]|not valid: is this a git repository|repository .* does not exist/i.test(
      stderr,
    )
  ) {
    return new CharterError(
      'NOT_FOUND',
      `No public git repository was found at ${url}. Check the URL and that the repository is public.`,
    );
  }
  if (/Could not resolve host/i.test(stderr)) {
    return new CharterError(
      'BAD_REQUEST',
      `The host of ${url} could not be found. Check the repository URL.`,
    );
  }
  if (
    /Failed to connect|Connection refused|Connection reset|Connection timed out|Operation timed out/i.test(
      stderr,
    )
  ) {
    return new CharterError(
      'BAD_REQUEST',
      `Could not connect to the host of ${url}. Check the URL and try again.`,
    );
  }
  if (/redirect/i.test(stderr)) {
    return new CharterError(
      'BAD_REQUEST',
      `${url} redirects elsewhere; give the repository's final clone URL (redirects are not followed).`,
    );
  }
  const detail = lastGitMessage(stderr);
  return new CharterError('BAD_REQUEST', `Could not clone ${url}${detail ? `: ${detail}` : '.'}`);
}

/**
 * Clones one commit of `url` into `dir` within the limits: a shallow clone without checkout (watched for
 * size while it downloads), then the tree is counted and measured from git's own listing before a single
 * file is written, then checked out. A server that only speaks git's "dumb" HTTP cannot clone shallow:
 * the full history is fetched instead, under the same limits.
 * @example await cloneRepository({ url, dir, home, protocols: ['https'], limits, signal })
 */
export async function cloneRepository(request: CloneRequest): Promise<CloneResult> {
  const { dir, home, signal, limits, url } = request;
  const config = [
    'protocol.allow=never',
    ...request.protocols.map((protocol) => `protocol.${protocol}.allow=always`),
    'credential.helper=',
    'http.followRedirects=false',
    'core.symlinks=false',
    'core.fsmonitor=false',
    'core.hooksPath=/dev/null',
    ...(request.pinnedResolve ? [`http.curloptResolve=${request.pinnedResolve}`] : []),
  ].flatMap((entry) => ['-c', entry]);
  const run = (args: readonly string[], extra: Partial<RunOptions> = {}) =>
    runGit([...config, ...args], { cwd: home, home, signal, ...extra });
  const tooLarge = async () => (await measureBytes(dir)) > limits.maxBytes;

  const clone = (shallow: boolean) =>
    run(
      [
        'clone',
        ...(shallow ? ['--depth', '1'] : []),
        '--single-branch',
        '--no-tags',
        '--no-checkout',
        // No template directory: no sample hooks, nothing but what the repository sends.
        '--template=',
        '--quiet',
        '--',
        url,
        dir,
      ],
      { tooLarge },
    );
  let cloned = await clone(true);
  if (cloned.code !== 0 && !cloned.stopped && /does not support shallow/i.test(cloned.stderr)) {
    await rm(dir, { recursive: true, force: true });
    cloned = await clone(false);
  }
  if (cloned.code !== 0) throw toCloneError(cloned, url, limits, signal);
  if (await tooLarge()) throw tooLargeError(limits, 'the download passed the size limit');

  const head = await run(['-C', dir, 'rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  if (head.stopped === 'deadline') throw signal.reason;
  const commit = head.stdout.trim();
  if (head.code !== 0 || !/^[0-9a-f]{40,64}$/.test(commit)) {
    // git clones a web page that is no repository as an empty "dumb" repository: one sentence covers both.
    throw new CharterError(
      'NOT_FOUND',
      `${url} has no commit to analyze: it is an empty repository, or not a git repository at all.`,
    );
  }

  // Count and measure the tree before writing it out: a small pack can hold a huge checkout.
  const listing = await run(['-C', dir, 'ls-tree', '-r', '-l', '-z', '--full-tree', 'HEAD'], {
    stdoutLimit: 256 * 1024 * 1024,
  });
  if (listing.stopped === 'deadline') throw signal.reason;
  if (listing.stopped === 'output') throw tooLargeError(limits, 'it lists too many files');
  if (listing.code !== 0) throw toCloneError(listing, url, limits, signal);
  let files = 0;
  let bytes = 0;
  for (const entry of listing.stdout.split('\0')) {
    const match = /^\d+ blob [0-9a-f]+ +(\d+)\t/.exec(entry);
    if (!match) continue;
    files += 1;
    bytes += Number(match[1]);
  }
  if (files > limits.maxFiles) {
    throw tooLargeError(limits, `it has ${files.toLocaleString('en-US')} files`);
  }
  if (bytes > limits.maxBytes) {
    throw tooLargeError(limits, `its files add up to ${Math.round(bytes / (1024 * 1024))} MB`);
  }

  if (files > 0) {
    const checkout = await run(['-C', dir, 'checkout', '--quiet', 'HEAD', '--', '.']);
    if (checkout.code !== 0) throw toCloneError(checkout, url, limits, signal);
  }
  return { commit, files, bytes };
}

/** The commit of a local git work tree, or null when it is not one (or git is missing). */
export async function readLocalCommit(
  dir: string,
  home: string,
  signal: AbortSignal,
): Promise<string | null> {
  try {
    const head = await runGit(['-C', dir, 'rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], {
      cwd: home,
      home,
      signal,
    });
    const commit = head.stdout.trim();
    return head.code === 0 && /^[0-9a-f]{40,64}$/.test(commit) ? commit : null;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
