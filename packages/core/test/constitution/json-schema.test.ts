import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { applyProjectSettings, createDefaultConstitution, toConstitutionJsonSchema } from '../../src/index';

describe('toConstitutionJsonSchema', () => {
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(toConstitutionJsonSchema());

  it('accepts every tier’s default constitution as written by charter init, with its $schema pointer', () => {
    for (const tier of ['simple', 'standard', 'complex'] as const) {
      const file = { $schema: './constitution.schema.json', ...createDefaultConstitution(tier) };
      expect(validate(JSON.parse(JSON.stringify(file))), JSON.stringify(validate.errors)).toBe(true);
    }
    const tuned = applyProjectSettings(createDefaultConstitution(), {
      dependencyLimit: 20,
      apiTimeoutMs: 5000,
    });
    expect(validate(JSON.parse(JSON.stringify(tuned)))).toBe(true);
  });

  it('rejects what Charter would reject: a bad rule id, an unknown tier, a negative threshold', () => {
    const base = createDefaultConstitution();
    const first = base.rules[0] as (typeof base.rules)[number];
    expect(validate({ ...base, rules: [{ ...first, id: 'dep-1' }] })).toBe(false);
    expect(validate({ ...base, tier: 'huge' })).toBe(false);
    expect(validate({ ...base, rules: [{ ...first, threshold: -1 }] })).toBe(false);
  });
});
