import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLEAN_PROJECT, charter, charterWith, makeProject, removeProject } from './helpers';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeProject(root);
  root = undefined;
});

describe('CLI errors and habits (issue 19 §3)', () => {
  it('accepts -y/--yes on init, answering its one question (replace the constitution)', async () => {
    root = await makeProject(CLEAN_PROJECT);
    expect((await charter(root, 'init', '--tier', 'simple')).code).toBe(0);
    expect((await charter(root, 'init', '--tier', 'complex', '--yes')).code).toBe(0);
    expect((await charter(root, 'init', '--tier', 'simple', '-y')).code).toBe(0);
  });

  it('answers an internal failure with 70 and one line, and the stack only with --debug or CHARTER_DEBUG=1', async () => {
    root = await makeProject(CLEAN_PROJECT);
    // A file where the .charter directory must go: the write fails inside the service, not in the input.
    await writeFile(join(root, '.charter'), 'not a directory');
    const plain = await charter(root, 'init', '--tier', 'simple');
    expect(plain.code).toBe(70);
    expect(plain.stderr).toMatch(/^charter: internal error: .+\nhint: run again with --debug/);
    expect(plain.stderr).not.toMatch(/\n\s+at /);

    const debug = await charter(root, 'init', '--tier', 'simple', '--debug');
    expect(debug.code).toBe(70);
    expect(debug.stderr).toMatch(/\n\s+at /);
    const env = await charterWith({ cwd: root, env: { CHARTER_DEBUG: '1' } }, 'init', '--tier', 'simple');
    expect(env.stderr).toMatch(/\n\s+at /);
  });
});
