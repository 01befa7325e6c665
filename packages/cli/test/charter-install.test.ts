import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../src/exit-codes';
import { findServerInstall } from '../src/services/charter-install';

/** Where `serve` and `admin create` find the server: an installed package's dist/server, or the checkout. */
describe('findServerInstall', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'charter-server-install-'));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  /** An installed @charter/cli as npm lays it out: a manifest and dist/, no src/. */
  async function installedPackage(name: string, withServer: boolean): Promise<string> {
    const pkg = join(work, name, 'node_modules', '@charter', 'cli');
    await mkdir(join(pkg, 'dist', 'chunks'), { recursive: true });
    await writeFile(join(pkg, 'package.json'), JSON.stringify({ name: '@charter/cli', version: '0.1.0' }));
    await writeFile(join(pkg, 'dist', 'chunks', 'serve-x.mjs'), '');
    if (withServer) {
      await mkdir(join(pkg, 'dist', 'server'), { recursive: true });
      await writeFile(join(pkg, 'dist', 'server', 'main.js'), '');
    }
    return pkg;
  }

  it('runs the compiled server inside an installed package', async () => {
    const pkg = await installedPackage('with-server', true);
    expect(findServerInstall(join(pkg, 'dist', 'chunks', 'serve-x.mjs'))).toEqual({
      kind: 'package',
      serverDir: join(pkg, 'dist', 'server'),
    });
  });

  it('says so when an installed package carries no server', async () => {
    const pkg = await installedPackage('without-server', false);
    const find = () => findServerInstall(join(pkg, 'dist', 'chunks', 'serve-x.mjs'));
    expect(find).toThrow(UsageError);
    expect(find).toThrow(/has no server/);
  });

  it('uses the checkout when the CLI runs from its sources or a build inside the checkout', () => {
    const checkout = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');
    const fromSource = fileURLToPath(new URL('../src/services/charter-install.ts', import.meta.url));
    expect(findServerInstall(fromSource)).toEqual({ kind: 'checkout', root: checkout });
    const fromBuild = fileURLToPath(new URL('../dist/chunks/serve-x.mjs', import.meta.url));
    expect(findServerInstall(fromBuild)).toEqual({ kind: 'checkout', root: checkout });
  });
});
