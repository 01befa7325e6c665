import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cliPackage from '../package.json' with { type: 'json' };

/**
 * The installed product: `pnpm pack` the CLI, `npm install` the tarball into a prefix outside the workspace
 * (its dependencies from the npm registry, as a user gets them), and run the installed `charter` in a fresh
 * git repository. Nothing of this checkout may be reachable from the installed package.
 */
const exec = promisify(execFile);
const cliDir = new URL('..', import.meta.url).pathname;
const checkout = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');

let work: string;
let tarball: string;
let bin: string;
let installed: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'charter-install-'));
  // prepack builds dist/ first; pnpm turns catalog: and workspace:* into versions.
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
}, 300_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Runs the installed charter with `input` on stdin; PATH only, no variable pointing into the checkout. */
function run(cwd: string, args: string[], input = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(bin, args, { cwd, env: { PATH: process.env.PATH, HOME: work } });
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
    // No file of the installed package names a path of this checkout.
    const files = await readdir(join(installed, 'dist'), { recursive: true });
    for (const file of files.filter((f) => f.endsWith('.mjs'))) {
      expect(await readFile(join(installed, 'dist', file), 'utf8'), file).not.toContain(checkout);
    }
    await expect(readdir(join(work, 'prefix/node_modules/@charter'))).resolves.toEqual(['cli']);
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
      env: { PATH: process.env.PATH ?? '', HOME: work },
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
});
