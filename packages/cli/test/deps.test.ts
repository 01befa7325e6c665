import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { charter, charterWith, makeProject, removeProject } from './helpers';

/** npm, offline and quiet: the packages added are local folders, so nothing is fetched. */
const NPM_ENV = {
  ...process.env,
  npm_config_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

const localPackage = (name: string) => ({
  [`vendor/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0' }),
  [`vendor/${name}/index.js`]: 'module.exports = 1;\n',
});

const readJson = async (root: string, path: string) => JSON.parse(await readFile(join(root, path), 'utf8'));

describe('charter deps add', () => {
  let root: string;
  afterEach(() => removeProject(root));

  it('validates, records the justification, then installs with the detected package manager', async () => {
    root = await makeProject({
      'package.json': JSON.stringify({ name: 'app', version: '1.0.0', dependencies: {} }),
      ...localPackage('pad-lib'),
    });
    await charter(root, 'init', '--max-deps', '2');
    const { code, stdout, stderr } = await charterWith(
      { cwd: root, env: NPM_ENV },
      'deps',
      'add',
      './vendor/pad-lib',
      '--why',
      'Pads invoice numbers in three reports',
    );
    expect(stderr).not.toContain('charter:');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Approved by Charter/);
    expect(stdout).toContain('running npm install ./vendor/pad-lib');
    expect((await readJson(root, '.charter/constitution.json')).justifications).toEqual({
      'pad-lib': 'Pads invoice numbers in three reports',
    });
    expect((await readJson(root, 'package.json')).dependencies).toHaveProperty('pad-lib');
    expect((await readJson(root, '.charter/ledger.json')).decisions[0]).toMatchObject({
      status: 'approved',
      decision_type: 'dependency_addition',
    });
  });

  it('refuses a blocked addition with the rule and the way to an exception, installing nothing', async () => {
    root = await makeProject({
      'package.json': JSON.stringify({ name: 'app', dependencies: { a: '1.0.0', b: '1.0.0' } }),
      ...localPackage('pad-lib'),
    });
    await charter(root, 'init', '--max-deps', '2');
    const before = await readFile(join(root, '.charter/constitution.json'), 'utf8');
    const { code, stdout } = await charterWith(
      { cwd: root, env: NPM_ENV },
      'deps',
      'add',
      './vendor/pad-lib',
      '--why',
      'Pads invoice numbers in three reports',
      '--format',
      'json',
    );
    expect(code).toBe(1);
    const answer = JSON.parse(stdout);
    expect(answer).toMatchObject({ installed: false, command: ['npm', 'install', './vendor/pad-lib'] });
    expect(answer.outcome.validation.violated_rules[0]).toMatchObject({
      ruleId: 'CH-DEP-001',
      threshold: 2,
      actual: 3,
    });
    expect(answer.outcome.rebellion_hint).toMatch(/^charter rebellion request dec_/);
    expect(await readFile(join(root, '.charter/constitution.json'), 'utf8')).toBe(before);
    expect((await readJson(root, 'package.json')).dependencies).toEqual({ a: '1.0.0', b: '1.0.0' });
  });

  it('takes the justification back when the package manager fails', async () => {
    root = await makeProject({ 'package.json': JSON.stringify({ name: 'app', dependencies: {} }) });
    await charter(root, 'init');
    const before = await readFile(join(root, '.charter/constitution.json'), 'utf8');
    const { code, stderr } = await charterWith(
      { cwd: root, env: NPM_ENV },
      'deps',
      'add',
      'charter-test-no-such-package-4c1f',
      '--why',
      'Exercising a failed install',
    );
    expect(code).toBe(2);
    expect(stderr).toContain('npm failed');
    expect(await readFile(join(root, '.charter/constitution.json'), 'utf8')).toBe(before);
  });

  it('needs a reason, and a constitution to record it in', async () => {
    root = await makeProject({ 'package.json': JSON.stringify({ name: 'app' }) });
    const short = await charter(root, 'deps', 'add', 'zod', '--why', 'needed');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least 10 characters');
    const missing = await charterWith(
      { cwd: root, env: NPM_ENV },
      'deps',
      'add',
      'zod',
      '--why',
      'Validates the API payloads',
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Run `charter init` first.');
  });

  it('shows what would run with --dry-run and changes nothing', async () => {
    root = await makeProject({ 'package.json': JSON.stringify({ name: 'app' }), 'pnpm-lock.yaml': '' });
    await charter(root, 'init');
    const { code, stdout } = await charter(
      root,
      'deps',
      'add',
      '-D',
      'vitest',
      '--why',
      'Unit tests for pricing',
      '--dry-run',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('Dry run: would record the justification and run `pnpm add -D vitest`');
    expect((await readJson(root, '.charter/constitution.json')).justifications).toEqual({});
    expect((await readJson(root, '.charter/ledger.json')).decisions).toEqual([]);
  });
});
