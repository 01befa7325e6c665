import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli';
import { charter, makeProject, removeProject } from './helpers';

/**
 * The life of `charter mcp`: JSON-RPC on stdout and nothing else, `main()` (and the process) ending with 0
 * when the client closes stdin, usage errors before serving, and the SDK kept out of other commands' startup.
 */

const BIN = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
/** tsx resolved from here: the child runs in a temporary directory, where `--import tsx` would not resolve. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};
const READ_CONSTITUTION = {
  jsonrpc: '2.0',
  id: 2,
  method: 'resources/read',
  params: { uri: 'charter://constitution' },
};

class Collect extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

/** Resolves with the JSON-RPC answers once `count` lines reached stdout. */
async function answers(stdout: Collect, count: number): Promise<{ id: number; result: never }[]> {
  for (let waited = 0; stdout.text.split('\n').filter(Boolean).length < count; waited += 10) {
    if (waited > 5_000) throw new Error(`no answer; stdout so far: ${stdout.text}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return stdout.text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});

describe('charter mcp', () => {
  it('serves in-process until stdin ends, then main() answers 0; stdout holds only JSON-RPC', async () => {
    const root = await makeProject({ 'README.md': '# Empty\n' }, { git: true });
    roots.push(root);
    const stdin = new PassThrough();
    const stdout = new Collect();
    const stderr = new Collect();
    const running = main(['node', 'charter', 'mcp'], { stdin, stdout, stderr, cwd: root });

    stdin.write(`${JSON.stringify(INITIALIZE)}\n`);
    stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    stdin.write(`${JSON.stringify(READ_CONSTITUTION)}\n`);
    const [initialized, read] = await answers(stdout, 2);
    expect(initialized).toMatchObject({ id: 1, result: { serverInfo: { name: 'charter' } } });
    // No .charter/constitution.json: the default constitution applies, and is what the resource shows.
    const contents = (read as unknown as { result: { contents: { text: string }[] } }).result.contents;
    expect(JSON.parse(contents[0]?.text ?? '')).toMatchObject({ tier: 'standard', rules: expect.any(Array) });

    let settled = false;
    void running.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    stdin.end();
    expect(await running).toBe(0);
    expect(
      stdout.text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).jsonrpc),
    ).toEqual(['2.0', '2.0']);
    expect(stderr.text).toContain(`serving ${root}`);
  });

  it('serves the repository above a sub-directory, and answers requests piped in before stdin ended', async () => {
    const root = await makeProject({ 'src/app/index.ts': 'export {};\n' }, { git: true });
    roots.push(root);
    const stdin = new PassThrough();
    const stdout = new Collect();
    const stderr = new Collect();
    const running = main(['node', 'charter', 'mcp', 'src/app'], { stdin, stdout, stderr, cwd: root });
    const scan = {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'check_project', arguments: {} },
    };
    stdin.end(
      [INITIALIZE, { jsonrpc: '2.0', method: 'notifications/initialized' }, scan]
        .map((message) => `${JSON.stringify(message)}\n`)
        .join(''),
    );
    expect(await running).toBe(0);
    expect(stderr.text).toContain(`serving ${root} `);
    const lines = stdout.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.id)).toEqual([1, 2]);
    expect(lines[1].result.structuredContent).toMatchObject({ target: '.', filesScanned: 1 });
  });

  it('refuses a path that is not a directory, with exit 2', async () => {
    const root = await makeProject({ 'README.md': '# x\n' });
    roots.push(root);
    const { code, stderr, stdout } = await charter(root, 'mcp', 'README.md');
    expect(code).toBe(2);
    expect(stderr).toBe('charter: README.md is not a directory.\n');
    expect(stdout).toBe('');
  });

  it('exits the real process with 0 when the client closes stdin', async () => {
    const root = await makeProject({ 'README.md': '# x\n' }, { git: true });
    roots.push(root);
    const child = spawn(process.execPath, ['--import', TSX, BIN, 'mcp'], { cwd: root, stdio: 'pipe' });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stdin.write(`${JSON.stringify(INITIALIZE)}\n`);
    for (let waited = 0; !stdout.includes('\n'); waited += 20) {
      if (waited > 10_000) throw new Error('the server never answered initialize');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.stdin.end();
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(JSON.parse(stdout.trim())).toMatchObject({ id: 1, result: { serverInfo: { name: 'charter' } } });
  }, 15_000);

  it('loads the MCP SDK only through a dynamic import: no other command pays for it', async () => {
    const result = await build({
      entryPoints: { cli: 'src/cli.ts' },
      absWorkingDir: new URL('..', import.meta.url).pathname,
      outdir: 'dist-test-mcp',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      packages: 'external',
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const { outputs } = result.metafile;
    const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === 'src/cli.ts') as string;
    const reached = new Set<string>();
    const visit = (path: string) => {
      for (const imported of outputs[path]?.imports ?? []) {
        if (imported.kind !== 'import-statement' || reached.has(imported.path)) continue;
        reached.add(imported.path);
        if (!imported.external) visit(imported.path);
      }
    };
    visit(entry);
    expect([...reached].filter((path) => path.startsWith('@modelcontextprotocol/'))).toEqual([]);
    // …and the SDK is there, behind the dynamic import of the mcp command.
    const everything = Object.values(outputs).flatMap((output) => output.imports.map((i) => i.path));
    expect(everything).toContain('@modelcontextprotocol/sdk/server/mcp.js');
  });
});
