import { execFile, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { ANALYSIS_TEMP_PREFIX } from '../src/services/project-analysis';

/**
 * Real repositories for the project-analysis tests: a git repository made in a temp directory with planted
 * problems, exposed as a bare clone over HTTP on loopback, in git's "dumb" protocol (static files after
 * `git update-server-info`) or its "smart" one (`git http-backend` as a CGI program).
 */

const exec = promisify(execFile);

const GIT_IDENTITY = ['-c', 'user.name=Charter Test', '-c', 'user.email=test@example.com'];

/** The planted problems: a fetch without timeout, an img without alt, 51 direct dependencies, a committed .env. */
export function plantedProblems(): Record<string, string> {
  const dependencies = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`dep-${i}`, '^1.0.0']));
  return {
    'package.json': `${JSON.stringify({ name: 'planted', version: '1.0.0', dependencies }, null, 2)}\n`,
    'README.md': '# Planted\n',
    'src/api.ts': 'export const load = (url: string) => fetch(url);\n',
    'src/Logo.tsx': 'export const Logo = () => <img src="/logo.png" />;\n',
    'src/api.test.ts': "import { load } from './api';\nvoid load;\n",
    '.env': 'DATABASE_URL=postgres://user:pass@db.internal/app\n',
  };
}

export interface GitRepo {
  dir: string;
  commit: string;
}

/** A work tree with `files` in one commit (a second commit first, so a shallow clone has history to skip). */
export async function createGitRepo(files: Record<string, string>): Promise<GitRepo> {
  const dir = await mkdtemp(join(tmpdir(), 'charter-test-repo-'));
  await exec('git', ['init', '--quiet', '--initial-branch=main', dir]);
  await writeFile(join(dir, 'HISTORY.md'), 'first\n');
  await exec('git', [...GIT_IDENTITY, '-C', dir, 'add', '.']);
  await exec('git', [...GIT_IDENTITY, '-C', dir, 'commit', '--quiet', '-m', 'first']);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  await exec('git', [...GIT_IDENTITY, '-C', dir, 'add', '.']);
  await exec('git', [...GIT_IDENTITY, '-C', dir, 'commit', '--quiet', '-m', 'planted']);
  const { stdout } = await exec('git', ['-C', dir, 'rev-parse', 'HEAD']);
  return { dir, commit: stdout.trim() };
}

/** Commits everything in the work tree `dir`. */
export async function commitAll(dir: string, message: string): Promise<string> {
  await exec('git', [...GIT_IDENTITY, '-C', dir, 'add', '.']);
  await exec('git', [...GIT_IDENTITY, '-C', dir, 'commit', '--quiet', '-m', message]);
  const { stdout } = await exec('git', ['-C', dir, 'rev-parse', 'HEAD']);
  return stdout.trim();
}

/** A bare clone of `repo` under `root` as `<name>.git`, ready for both HTTP protocols. */
export async function publishBare(repo: GitRepo, root: string, name: string): Promise<void> {
  const bare = join(root, `${name}.git`);
  await exec('git', ['clone', '--quiet', '--bare', repo.dir, bare]);
  await exec('git', ['-C', bare, 'update-server-info']);
}

export type ServerMode = 'dumb' | 'smart' | 'hang' | 'html';

export interface GitHttpServer {
  url: string;
  requests: string[];
  /** The bodies of smart-protocol requests (pkt-lines: `deepen 1` shows a shallow fetch). */
  bodies: string[];
  close(): Promise<void>;
}

/**
 * An HTTP server on loopback over `root`: `dumb` serves files, `smart` runs `git http-backend`, `hang`
 * accepts requests and never answers, `html` answers every path with a web page (a URL that is no repository).
 */
export async function startGitHttpServer(root: string, mode: ServerMode): Promise<GitHttpServer> {
  const requests: string[] = [];
  const bodies: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Welcome</title><p>Hi');
      return;
    }
    if (mode === 'smart') {
      serveSmart(root, req, res, bodies);
      return;
    }
    void serveStatic(root, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = join(root, path);
  const info = await stat(file).catch(() => undefined);
  if (!file.startsWith(root) || !info?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': info.size });
  createReadStream(file).pipe(res);
}

function serveSmart(root: string, req: IncomingMessage, res: ServerResponse, bodies: string[]): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const cgi = spawn('git', ['http-backend'], {
    env: {
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: req.method ?? 'GET',
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      REMOTE_ADDR: '127.0.0.1',
      ...(req.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] } : {}),
      ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
    },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (chunks.length > 0) bodies.push(Buffer.concat(chunks).toString('latin1'));
  });
  req.pipe(cgi.stdin);
  let head = Buffer.alloc(0);
  let headersDone = false;
  cgi.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) {
      res.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end === -1) return;
    headersDone = true;
    let status = 200;
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else res.setHeader(name, value);
    }
    res.statusCode = status;
    res.write(head.subarray(end + 4));
  });
  cgi.on('close', () => res.end());
}

/** The analysis temp directories now present (a leftover means a clone was not removed). */
export async function listAnalysisTempDirs(dir: string = tmpdir()): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.startsWith(ANALYSIS_TEMP_PREFIX));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
