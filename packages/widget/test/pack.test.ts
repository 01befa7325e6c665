// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `pnpm pack` of @charter/widget as a host project gets it: prepack builds the ES module, the single script
 * and the types; the tarball holds those and nothing else, its manifest names no workspace: or catalog:
 * version, and a TypeScript project that installs it type-checks against the packed types.
 */
const exec = promisify(execFile);
const widgetDir = new URL('..', import.meta.url).pathname;
const tsc = new URL('../../../node_modules/typescript/bin/tsc', import.meta.url).pathname;

let work: string;
let unpacked: string;
let files: string[];
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'charter-widget-pack-'));
  console.log('widget pack.test: pnpm pack (prepack builds the module, the script and the types)…');
  await exec('npx', ['-y', 'pnpm@10.34.9', 'pack', '--pack-destination', work], {
    cwd: widgetDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  const [name] = (await readdir(work)).filter((file) => file.endsWith('.tgz'));
  const tarball = join(work, name ?? 'missing.tgz');
  files = (await exec('tar', ['-tzf', tarball])).stdout.split('\n').filter(Boolean).sort();
  // Where a host's package manager puts it.
  unpacked = join(work, 'host', 'node_modules', '@charter', 'widget');
  await mkdir(unpacked, { recursive: true });
  await exec('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
}, 300_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('@charter/widget packed with pnpm pack', () => {
  it('holds the ES module, the single script, the types and the README, nothing else', () => {
    expect(files).toEqual([
      'package/README.md',
      'package/dist/charter-chat.d.ts',
      'package/dist/charter-chat.global.js',
      'package/dist/charter-chat.js',
      'package/package.json',
      'package/src/jsx.d.ts',
    ]);
  });

  it('has a manifest with no workspace: or catalog: version, no runtime dependency, and exports that exist', async () => {
    const manifest = JSON.parse(await readFile(join(unpacked, 'package.json'), 'utf8'));
    expect(JSON.stringify(manifest)).not.toMatch(/workspace:|catalog:/);
    expect(manifest.private).toBeUndefined();
    // Preact and r2wc are bundled into both builds: a host installs nothing else.
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.exports['.']).toEqual({
      types: './dist/charter-chat.d.ts',
      default: './dist/charter-chat.js',
    });
    const targets = [manifest.types, manifest.exports['./script'], manifest.exports['./jsx']];
    for (const target of targets) expect(files).toContain(`package/${String(target).replace(/^\.\//, '')}`);

    const module = await readFile(join(unpacked, 'dist/charter-chat.js'), 'utf8');
    expect(module).toMatch(/export\s*\{[^}]*\bdefineCharterChat\b/);
    expect(module).not.toMatch(/\bimport\s*[\w{*][^;]*from\s*["'](?!\.)/);
    const script = await readFile(join(unpacked, 'dist/charter-chat.global.js'), 'utf8');
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script).toContain('charter-chat');
  });

  it('type-checks a host project against the packed types (and rejects a wrong use)', async () => {
    const host = join(work, 'host');
    await writeFile(
      join(host, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['main.ts'],
      }),
    );
    const good = `import { CharterChatElement, defineCharterChat, type ChatProps } from '@charter/widget';
defineCharterChat();
const props: ChatProps = { server: 'https://charter.example.com', theme: 'dark', open: true };
const element: HTMLElement = new CharterChatElement();
export { element, props };
`;
    await writeFile(join(host, 'main.ts'), good);
    await expect(exec(process.execPath, [tsc, '-p', host])).resolves.toBeDefined();

    await writeFile(join(host, 'main.ts'), `${good}defineCharterChat('extra');\n`);
    const wrong = await exec(process.execPath, [tsc, '-p', host]).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(wrong).toContain('error TS2554');
  }, 120_000);
});
