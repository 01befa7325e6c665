import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConstitutionSchema } from '@charter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { CLEAN_PROJECT, charter, makeProject, removeProject } from './helpers';

const roots: string[] = [];
async function project(files: Record<string, string> = {}) {
  const root = await makeProject(files);
  roots.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});

const read = async (root: string, file: string) =>
  JSON.parse(await readFile(join(root, '.charter', file), 'utf8'));

describe('charter init', () => {
  it('writes the constitution with its JSON Schema, and the check then enforces its limits', async () => {
    const root = await project({
      ...CLEAN_PROJECT,
      'package.json': JSON.stringify({ name: 'x', dependencies: { a: '1', b: '1', c: '1' } }),
    });
    const { code, stdout } = await charter(root, 'init', '--max-deps', '2', '--timeout-ms', '5000');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Created \.charter\/constitution\.json \(standard tier, version 1\.0\.\d+: CH-DEP-001 ≤ 2 /,
    );

    const constitution = await read(root, 'constitution.json');
    expect(constitution.$schema).toBe('./constitution.schema.json');
    const parsed = ConstitutionSchema.parse(constitution);
    expect(parsed.rules.find((r) => r.kind === 'max_dependencies')?.threshold).toBe(2);
    expect(parsed.rules.find((r) => r.kind === 'max_api_timeout_ms')?.threshold).toBe(5000);
    const schema = await read(root, 'constitution.schema.json');
    expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' });
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['version', 'tier', 'rules', 'justifications', '$schema']),
    );

    const check = await charter(root, 'check', '--format', 'json');
    expect(JSON.parse(check.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toContain(
      'deps/direct-dependency-limit',
    );
  });

  it('never replaces a constitution without --force, and replaces it with', async () => {
    const root = await project();
    await charter(root, 'init', '--tier', 'simple');
    const before = await readFile(join(root, '.charter/constitution.json'), 'utf8');
    const refused = await charter(root, 'init', '--tier', 'complex');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'charter: .charter/constitution.json already exists; pass --force to replace it.\n',
    );
    expect(await readFile(join(root, '.charter/constitution.json'), 'utf8')).toBe(before);

    const forced = await charter(root, 'init', '--tier', 'complex', '--force');
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/^Replaced .*\(complex tier/);
    expect((await read(root, 'constitution.json')).tier).toBe('complex');
  });

  it('refuses bad flags with a sentence and writes nothing', async () => {
    const root = await project();
    expect((await charter(root, 'init', '--tier', 'huge')).code).toBe(2);
    expect((await charter(root, 'init', '--max-deps', 'many')).code).toBe(2);
    const low = await charter(root, 'init', '--timeout-ms', '50');
    expect(low.code).toBe(2);
    expect(low.stderr).toMatch(/^charter: apiTimeoutMs: /);
    await expect(readFile(join(root, '.charter/constitution.json'), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('writes a file the check accepts even when edited by hand within the schema', async () => {
    const root = await project(CLEAN_PROJECT);
    await charter(root, 'init');
    const constitution = await read(root, 'constitution.json');
    constitution.justifications = { zod: 'Validation at every boundary.' };
    await writeFile(join(root, '.charter/constitution.json'), JSON.stringify(constitution));
    expect((await charter(root, 'check', '--fail-on', 'low')).code).toBe(0);
  });

  it('reports what it wrote as JSON, and starts an empty ledger it never resets', async () => {
    const root = await project();
    const { code, stdout } = await charter(root, 'init', '--tier', 'simple', '--format', 'json');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({
      status: 'created',
      tier: 'simple',
      files: ['.charter/constitution.json', '.charter/constitution.schema.json', '.charter/ledger.json'],
    });
    expect(result.limits.map((l: { ruleId: string }) => l.ruleId)).toEqual([
      'CH-DEP-001',
      'CH-API-001',
      'CH-BLD-001',
    ]);
    expect(await read(root, 'ledger.json')).toEqual({ version: 1, decisions: [], rebellions: [] });

    await charter(root, 'validate', 'Rename a module', '--type', 'architecture');
    expect(JSON.parse((await charter(root, 'init', '--force', '--format', 'json')).stdout).status).toBe(
      'replaced',
    );
    expect((await read(root, 'ledger.json')).decisions).toHaveLength(1);
  });
});
