import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AGENT_FILE_PATHS, ConstitutionSchema, createDefaultConstitution } from '@charter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { charter, makeProject, removeProject } from './helpers';

const roots: string[] = [];
async function project(files: Record<string, string> = {}) {
  const root = await makeProject({ 'README.md': '# Tutors\n', ...files }, { git: true });
  roots.push(root);
  await copyFile(new URL('./fixtures/primer/answers-wrapped.json', import.meta.url), join(root, 'a.json'));
  return root;
}
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});

const WRITTEN = [
  'PRIMER.md',
  ...AGENT_FILE_PATHS,
  '.charter/constitution.json',
  '.charter/constitution.schema.json',
  '.charter/primer-answers.json',
];
const read = (root: string, path: string) => readFile(join(root, path), 'utf8');
const exists = (root: string, path: string) =>
  read(root, path).then(
    () => true,
    () => false,
  );

describe('charter primer', () => {
  it('writes PRIMER.md, the four agent files and the constitution from an answers file; a rerun changes nothing', async () => {
    const root = await project({ 'AGENTS.md': '# Our agent notes\n' });
    const first = await charter(root, 'primer', '--answers', 'a.json', '--yes');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^created {3}PRIMER\.md \(\+\d+ −0\)$/m);
    expect(first.stdout).toMatch(/^updated {3}AGENTS\.md \(\+\d+ −0\)$/m);
    expect(first.stdout).toContain('+<!-- charter:start -->');
    expect(first.stdout).toMatch(/^Wrote 8 files: PRIMER\.md, AGENTS\.md, /m);
    for (const path of WRITTEN) expect(await exists(root, path)).toBe(true);

    expect(await read(root, 'PRIMER.md')).toContain('# Project Primer: Independent tutors lose hours');
    expect((await read(root, 'AGENTS.md')).startsWith('# Our agent notes\n\n<!-- charter:start -->')).toBe(
      true,
    );
    const constitution = ConstitutionSchema.parse(JSON.parse(await read(root, '.charter/constitution.json')));
    expect(constitution.tier).toBe('simple');
    expect(constitution.rules).toEqual(createDefaultConstitution('simple').rules);
    // What the primer writes, the check reads.
    expect((await charter(root, 'check', '--format', 'json')).code).not.toBe(2);

    const again = await charter(root, 'primer', '--answers', 'a.json');
    expect(again.code).toBe(0);
    expect(again.stdout.match(/^unchanged /gm)).toHaveLength(8);
    expect(again.stdout).toMatch(/Nothing to change/);
  });

  it('--dry-run shows the changes and writes nothing', async () => {
    const root = await project();
    const before = await readdir(root);
    const run = await charter(root, 'primer', '--answers', 'a.json', '--dry-run');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^created {3}\.charter\/constitution\.json/m);
    expect(run.stdout).toMatch(/^Dry run: nothing written \(8 would change: PRIMER\.md, /m);
    expect(await readdir(root)).toEqual(before);
  });

  it('--format json prints only the report: files with status and diff, the constitution’s thresholds, completion', async () => {
    const root = await project({
      '.charter/constitution.json': JSON.stringify({
        ...createDefaultConstitution('complex'),
        justifications: { zod: 'Validation at every boundary.' },
      }),
    });
    const run = await charter(root, 'primer', '--answers', 'a.json', '--yes', '--format', 'json');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(Object.keys(report).sort()).toEqual(['completion', 'constitution', 'files', 'written']);
    expect(report.files.map((file: { path: string }) => file.path)).toEqual(WRITTEN);
    expect(report.files[0]).toMatchObject({ path: 'PRIMER.md', status: 'created' });
    expect(report.files[0].diff).toContain('+++ b/PRIMER.md');
    expect(report.files[5]).toMatchObject({ path: '.charter/constitution.json', status: 'updated' });
    expect(report.constitution).toEqual({
      version: '1.0.1',
      tier: 'simple',
      thresholds: { dependencyLimit: 25, apiTimeoutMs: 8000, buildBudgetSeconds: 60 },
    });
    expect(report.completion).toBe(94); // 15 of 16: the fixture leaves ecosystem-apps out
    expect(report.written).toBe(true);
    // The tier moved the limits; the justification stayed.
    const written = JSON.parse(await read(root, '.charter/constitution.json'));
    expect(written.justifications).toEqual({ zod: 'Validation at every boundary.' });
    expect(written.tier).toBe('simple');

    const rerun = JSON.parse(
      (await charter(root, 'primer', '--answers', 'a.json', '--format', 'json')).stdout,
    );
    expect(rerun.files.map((file: { status: string }) => file.status)).toEqual(Array(8).fill('unchanged'));
    expect(rerun.written).toBe(false);
  });

  it('without a terminal: no --answers, or changes without --yes, is a usage error with a hint', async () => {
    const root = await project();
    const none = await charter(root, 'primer');
    expect(none.code).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/^charter: charter primer asks its questions on a terminal/);
    expect(none.stderr).toMatch(
      /\nhint: charter primer --answers answers\.json --yes, where .*"answers": \{/,
    );

    const unconfirmed = await charter(root, 'primer', '--answers', 'a.json');
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toMatch(/8 files would change.*\nhint: pass --yes/);
    expect(await exists(root, 'PRIMER.md')).toBe(false);
  });

  it('refuses a bad answers file by the key at fault, and a missing one', async () => {
    const root = await project();
    await writeFile(join(root, 'bad.json'), JSON.stringify({ answers: { 'core-problem': 42 } }));
    const bad = await charter(root, 'primer', '--answers', 'bad.json', '--yes');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^charter: bad\.json: "answers\.core-problem": /);
    const missing = await charter(root, 'primer', '--answers', 'nope.json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^charter: Could not read the answers file nope\.json/);
    expect(await exists(root, 'PRIMER.md')).toBe(false);
  });

  it('explains itself in --help with examples', async () => {
    const root = await project();
    const help = await charter(root, 'primer', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--answers <file.json>');
    expect(help.stdout).toContain('--dry-run');
    expect(help.stdout).toContain('Esc goes back');
    expect(help.stdout).toContain('$ charter primer --answers primer-answers.json --yes');
  });

  it('regenerates from the saved answers without undoing a tier set by init since', async () => {
    const root = await project();
    expect((await charter(root, 'primer', '--answers', 'a.json', '--yes')).code).toBe(0);
    expect((await charter(root, 'init', '--tier', 'complex', '--force')).code).toBe(0);
    const rerun = await charter(root, 'primer', '--answers', '.charter/primer-answers.json', '--yes');
    expect(rerun.code).toBe(0);
    expect(rerun.stdout).toMatch(/^unchanged \.charter\/constitution\.json$/m);
    expect(JSON.parse(await read(root, '.charter/constitution.json')).tier).toBe('complex');
    expect(await read(root, 'PRIMER.md')).toMatch(/constitution 1\.0\.0 \(complex tier\)/);
    expect(await read(root, 'PRIMER.md')).toContain('Independent tutors lose hours');
  });
});
