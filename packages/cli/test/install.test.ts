import { execFile, spawn } from 'node:child_process';
import { lstat, mkdtemp, readdir, readFile, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { parseSync } from 'oxc-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cliPackage from '../package.json' with { type: 'json' };
import { freePort } from './server-process';

/**
 * The installed product: `pnpm pack` the CLI, `npm install` the tarball into a prefix outside the workspace
 * (its dependencies from the npm registry, as a user gets them), and run the installed `charter` in a fresh
 * git repository. Nothing of this checkout may be reachable from the installed package: every run below
 * starts outside the workspace, with PATH stripped of it and no NODE_PATH, and records every module Node
 * resolves (ESM and CommonJS, in the CLI and in the server it starts) so the last test can check none of
 * them lies in the checkout.
 */
const exec = promisify(execFile);
const cliDir = new URL('..', import.meta.url).pathname;
const checkout = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');

/**
 * Preloaded into every installed run through NODE_OPTIONS (inherited by the server `charter serve` starts):
 * logs each resolved module — import() and import through a resolve hook (module.register, Node >= 20.6),
 * require() through Module._resolveFilename. Observation only: it calls the default resolution unchanged.
 */
const TRACE_HOOKS = `import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(log, result.url + '\\n');
  return result;
}
`;
const TRACE = `import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
const log = process.env.CHARTER_TRACE_LOG;
register('./trace-hooks.mjs', import.meta.url, { data: { log } });
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (...args) {
  const file = resolveFilename.apply(this, args);
  appendFileSync(log, file + '\\n');
  return file;
};
`;

let work: string;
let tarball: string;
let bin: string;
let installed: string;
let traceLog: string;
let env: Record<string, string>;
beforeAll(async () => {
  work = await realpath(await mkdtemp(join(tmpdir(), 'charter-install-')));
  // prepack builds dist/ first (the CLI bundle, then build-serve.mjs: the server, the console and the
  // widget into the package's own dist/, with their logs); pnpm turns catalog: and workspace:* into versions.
  console.log('install.test: pnpm pack (prepack builds the CLI, the server, the console and the widget)…');
  await exec('npx', ['-y', 'pnpm@10.34.9', 'pack', '--pack-destination', work], {
    cwd: cliDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  const [name] = (await readdir(work)).filter((file) => file.endsWith('.tgz'));
  tarball = join(work, name ?? 'missing.tgz');
  const prefix = join(work, 'prefix');
  await exec('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', tarball], {
    cwd: work,
    maxBuffer: 16 * 1024 * 1024,
  });
  bin = join(prefix, 'node_modules/.bin/charter');
  installed = join(prefix, 'node_modules/@charter/cli');

  await writeFile(join(work, 'trace-hooks.mjs'), TRACE_HOOKS);
  await writeFile(join(work, 'trace.mjs'), TRACE);
  traceLog = join(work, 'resolved.log');
  await writeFile(traceLog, '');
  env = {
    // PATH for node and git only: no node_modules/.bin of this checkout (pnpm and vitest add theirs).
    PATH: (process.env.PATH ?? '')
      .split(delimiter)
      .filter((dir) => dir !== '' && !resolve(dir).startsWith(checkout))
      .join(delimiter),
    HOME: work,
    NODE_OPTIONS: `--import=${pathToFileURL(join(work, 'trace.mjs')).href}`,
    CHARTER_TRACE_LOG: traceLog,
  };
}, 300_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Runs the installed charter with `input` on stdin, in the traced environment (nothing of the checkout). */
function run(cwd: string, args: string[], input = '', extraEnv: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(bin, args, { cwd, env: { ...env, ...extraEnv } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('@charter/cli installed from its tarball with npm', () => {
  it('packs a manifest with a bin, versions instead of workspace:/catalog:, and core bundled in', async () => {
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    expect(manifest.bin).toEqual({ charter: './dist/charter.mjs' });
    expect(JSON.stringify(manifest)).not.toMatch(/workspace:|catalog:/);
    expect(Object.keys(manifest.dependencies)).not.toContain('@charter/core');
    // The native parser stays a declared dependency, not bundled.
    expect(manifest.dependencies['oxc-parser']).toMatch(/^\d+\.\d+\.\d+$/);
    // The compiled server, the console (with its precompressed copies) and the widget travel inside.
    const files = (await readdir(join(installed, 'dist'), { recursive: true })).map(String);
    expect(files).toEqual(
      expect.arrayContaining([
        'server/main.js',
        'server/create-admin.js',
        'web/index.html',
        'web/index.html.br',
        'web/index.html.gz',
        'widget/charter-chat.global.js',
        'widget/charter-chat.js',
      ]),
    );
    expect(files.filter((file) => file.startsWith('web/.vite'))).toEqual([]);
    // No file of the installed package names a path of this checkout.
    for (const file of files.filter((f) => /\.(mjs|js|map|html|css|json)$/.test(f))) {
      expect(await readFile(join(installed, 'dist', file), 'utf8'), file).not.toContain(checkout);
    }
    await expect(readdir(join(work, 'prefix/node_modules/@charter'))).resolves.toEqual(['cli']);
    // No link in the installed tree leads out of it (npm links only its own .bin entries).
    const prefix = join(work, 'prefix');
    const entries = (await readdir(prefix, { recursive: true })).map((entry) => join(prefix, String(entry)));
    const links: string[] = [];
    for (const entry of entries) {
      if (!(await lstat(entry)).isSymbolicLink()) continue;
      links.push(entry);
      const target = resolve(dirname(entry), await readlink(entry));
      expect(target.startsWith(`${prefix}/`), `${entry} -> ${target}`).toBe(true);
    }
    expect(links).toContain(bin);
  });

  it('declares as dependencies exactly the packages its bundles import (the server’s among them)', async () => {
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    const imported = new Set<string>();
    // Loaded on demand with createRequire (flow-remove-types, at the first file only Flow's parser reads): a call,
    // not an import statement (esbuild may rename it `require2`), so it is read from the code; only declared names
    // count, to skip quoted examples.
    const required = new Set<string>();
    const files = (await readdir(join(installed, 'dist'), { recursive: true })).map(String);
    for (const file of files.filter(
      (f) => /^(server\/|chunks\/|charter\.mjs)/.test(f) && /\.m?js$/.test(f),
    )) {
      // Read with a real parser: the catalogue quotes import lines as examples inside strings.
      const code = await readFile(join(installed, 'dist', file), 'utf8');
      const { module, errors } = parseSync(file, code);
      expect(errors, file).toEqual([]);
      for (const match of code.matchAll(/\brequire\d*\((['"])([^'"]+)\1\)/g)) required.add(match[2] ?? '');
      const specifiers = [
        ...module.staticImports.map((entry) => entry.moduleRequest.value),
        ...module.staticExports.flatMap((entry) => entry.entries.map((e) => e.moduleRequest?.value)),
        ...module.dynamicImports.map((entry) =>
          code.slice(entry.moduleRequest.start, entry.moduleRequest.end),
        ),
      ];
      for (const raw of specifiers) {
        // A dynamic import of a computed specifier is not a package name.
        const specifier = raw?.replace(/^(['"`])(.*)\1$/, '$2');
        if (!specifier || /^(node:|\.|\/)/.test(specifier) || /['"`(+]/.test(specifier)) continue;
        const parts = specifier.split('/');
        imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
      }
    }
    const declared = new Set(Object.keys(manifest.dependencies));
    expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
    // ioredis is imported by a dependency: unstorage's redis driver, whose peer it is.
    expect(required.has('flow-remove-types')).toBe(true);
    const unused = [...declared].filter((name) => !imported.has(name) && !required.has(name));
    expect(unused).toEqual(['ioredis']);
    const redisDriver = await readFile(join(work, 'prefix/node_modules/unstorage/drivers/redis.mjs'), 'utf8');
    expect(redisDriver).toMatch(/from\s*["']ioredis["']/);
  });

  it('runs --version, init, check --format json, a blocking claude hook and mcp in a fresh git repository', async () => {
    const repo = await mkdtemp(join(work, 'repo-'));
    await exec('git', ['init', '-q'], { cwd: repo });
    await writeFile(
      join(repo, 'package.json'),
      JSON.stringify({ name: 'demo', version: '1.0.0', dependencies: { express: '5.0.0', zod: '4.0.0' } }),
    );
    await writeFile(join(repo, 'README.md'), '# Demo\n');

    const version = await run(repo, ['--version']);
    expect(version).toMatchObject({ code: 0, stdout: `${cliPackage.version}\n` });

    const init = await run(repo, ['init', '--max-deps', '2']);
    expect(init.code, init.stderr).toBe(0);
    const path = join(repo, '.charter/constitution.json');
    const constitution = JSON.parse(await readFile(path, 'utf8'));
    constitution.justifications = { express: 'HTTP.', zod: 'Schemas.', 'left-pad': 'Pads.' };
    await writeFile(path, JSON.stringify(constitution));

    // Exit codes as documented: 0 when nothing reaches --fail-on, 1 when something does.
    const clean = await run(repo, ['check', '--format', 'json', '--fail-on', 'critical']);
    expect(clean.code, clean.stderr).toBe(0);
    expect(JSON.parse(clean.stdout).tool).toEqual({ name: 'charter', version: cliPackage.version });
    await writeFile(join(repo, 'api.ts'), 'export const load = (url: string) => fetch(url);\n');
    const findings = await run(repo, ['check', '--format', 'json']);
    expect(findings.code).toBe(1);
    const located = JSON.parse(findings.stdout).findings.map((f: { ruleId: string; file: string }) => f.file);
    expect(located).toContain('api.ts');

    // https://code.claude.com/docs/en/hooks: PreToolUse input for the Bash tool.
    const event = {
      session_id: 'install-test',
      transcript_path: join(repo, 'transcript.jsonl'),
      cwd: repo,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'npm install left-pad' },
    };
    const hook = await run(repo, ['hook', 'claude'], JSON.stringify(event));
    expect(hook.code).toBe(0);
    const answer = JSON.parse(hook.stdout);
    expect(answer.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(answer.hookSpecificOutput.permissionDecisionReason).toContain('CH-DEP-001');

    // The MCP SDK's own client lists the installed `charter mcp`'s tools.
    const transport = new StdioClientTransport({
      command: bin,
      args: ['mcp'],
      cwd: repo,
      env,
      stderr: 'pipe',
    });
    const client = new Client({ name: 'install-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(
        expect.arrayContaining(['validate_decision', 'record_decision', 'get_decisions', 'check_project']),
      );
    } finally {
      await client.close();
    }
  }, 60_000);

  it('serve: the installed server answers health and the console, an admin made by admin create signs in, SIGTERM ends it cleanly', async () => {
    const cwd = await mkdtemp(join(work, 'serve-'));
    const email = 'ops@example.com';
    const password = 'correct horse battery';
    const admin = await run(cwd, ['admin', 'create', '--email', email], '', {
      CHARTER_ADMIN_PASSWORD: password,
      CHARTER_DATA_DIR: join(cwd, 'data'),
    });
    expect(admin.code, admin.stderr).toBe(0);
    expect(admin.stdout).toContain(`Admin ${email} is ready`);

    const port = await freePort();
    const server = spawn(bin, ['serve', '--port', String(port), '--data-dir', 'data'], { cwd, env });
    let output = '';
    const exited = new Promise<number | null>((done) => server.on('close', (code) => done(code)));
    const listening = new Promise<void>((ready, fail) => {
      const onData = (chunk: Buffer) => {
        output += chunk;
        if (output.includes('Charter listening on')) ready();
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', onData);
      void exited.then((code) =>
        fail(new Error(`charter serve exited (${code}) before listening:\n${output}`)),
      );
    });
    try {
      await listening;
      const base = `http://127.0.0.1:${port}`;
      expect(output).toContain(`Charter listening on ${base} (store: fs at ${join(cwd, 'data')})`);
      const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true });

      const page = await fetch(`${base}/`, { signal: AbortSignal.timeout(10_000) });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      // A client-side route gets the console too, and its hashed script arrives precompressed.
      const route = await fetch(`${base}/dashboard`, { signal: AbortSignal.timeout(10_000) });
      expect(await route.text()).toBe(html);
      const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${base}${script}`, {
        headers: { 'accept-encoding': 'br' },
        signal: AbortSignal.timeout(10_000),
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('br');
      const widget = await fetch(`${base}/widget/charter-chat.global.js`, {
        signal: AbortSignal.timeout(10_000),
      });
      expect(widget.status).toBe(200);
      expect(await widget.text()).toContain('charter-chat');

      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password }),
        signal: AbortSignal.timeout(10_000),
      });
      expect(login.status, await login.clone().text()).toBe(200);
      expect(((await login.json()) as { admin: unknown }).admin).toMatchObject({ email, role: 'admin' });
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
    expect(output).toContain('SIGTERM: finishing in-flight requests');
    // Gone, not hanging: the port refuses connections once charter has exited.
    const after = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(5_000),
    }).then(
      () => 'answered',
      () => 'refused',
    );
    expect(after).toBe('refused');
  }, 120_000);

  it('resolved no module of this checkout in any installed run (CLI, MCP, server)', async () => {
    const resolved = (await readFile(traceLog, 'utf8'))
      .split('\n')
      .filter((line) => line.startsWith('file:') || line.startsWith('/'))
      .map((line) => (line.startsWith('file:') ? new URL(line).pathname : line));
    // The trace saw the runs: the CLI bundle, the compiled server, and dependencies from the install.
    expect(resolved).toEqual(
      expect.arrayContaining([
        join(installed, 'dist/charter.mjs'),
        join(installed, 'dist/server/main.js'),
        join(installed, 'dist/server/create-admin.js'),
      ]),
    );
    expect(resolved.some((file) => file.startsWith(join(work, 'prefix/node_modules/h3/')))).toBe(true);
    expect(resolved.some((file) => file.startsWith(join(work, 'prefix/node_modules/oxc-parser')))).toBe(true);
    expect(resolved.filter((file) => file.startsWith(`${checkout}/`))).toEqual([]);
    // Everything came from the install (or is the trace itself).
    expect([...new Set(resolved.filter((file) => !file.startsWith(`${work}/`)))]).toEqual([]);
  });
});
