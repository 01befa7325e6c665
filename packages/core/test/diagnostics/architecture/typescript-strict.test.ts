import { describe, expect, it } from 'vitest';
import { checkTypeScriptStrict } from '../../../src/diagnostics/architecture';

const f = (path: string, text: string) => ({ path, text });

describe('arch/typescript-strict-off', () => {
  it('is silent when strict is on, directly or through a relative extends', () => {
    expect(checkTypeScriptStrict([f('tsconfig.json', '{ "compilerOptions": { "strict": true } }')])).toEqual(
      [],
    );
    expect(
      checkTypeScriptStrict([
        f('tsconfig.json', '{\n  // base has the options\n  "extends": "./tsconfig.base",\n}'),
        f('tsconfig.base.json', '{ "compilerOptions": { "strict": true, }, }'),
      ]),
    ).toEqual([]);
  });

  it('reports strict: false on its key, JSONC comments and trailing commas included', () => {
    const text =
      '{\n  /* legacy */\n  "compilerOptions": {\n    "target": "ES2022",\n    "strict": false, // TODO\n  },\n}\n';
    const [finding] = checkTypeScriptStrict([f('tsconfig.json', text)]);
    expect(finding).toMatchObject({
      ruleId: 'arch/typescript-strict-off',
      severity: 'medium',
      file: 'tsconfig.json',
      line: 5,
      column: 5,
      evidence: '"strict": false, // TODO',
      message: 'TypeScript strict mode is turned off in tsconfig.json.',
    });
  });

  it('reports strict: false in an extended file, and an override in the root wins', () => {
    const base = f('config/tsconfig.base.json', '{\n  "compilerOptions": {\n    "strict": false\n  }\n}');
    const [finding] = checkTypeScriptStrict([
      f('tsconfig.json', '{ "extends": "./config/tsconfig.base.json" }'),
      base,
    ]);
    expect(finding).toMatchObject({
      file: 'config/tsconfig.base.json',
      line: 3,
      message: 'TypeScript strict mode is turned off in config/tsconfig.base.json (used by tsconfig.json).',
    });
    expect(
      checkTypeScriptStrict([
        f(
          'tsconfig.json',
          '{ "extends": "./config/tsconfig.base.json", "compilerOptions": { "strict": true } }',
        ),
        base,
      ]),
    ).toEqual([]);
  });

  it('reports strict absent on the compilerOptions key', () => {
    const [finding] = checkTypeScriptStrict([
      f(
        'tsconfig.json',
        '{\n  "extends": ["./a.json", "./b.json"],\n  "compilerOptions": { "noEmit": true }\n}',
      ),
      f('a.json', '{}'),
      f('b.json', '{ "compilerOptions": {} }'),
    ]);
    expect(finding).toMatchObject({ file: 'tsconfig.json', line: 3, column: 3 });
    expect(finding?.message).toContain('does not enable TypeScript strict mode');
  });

  it('lets later extends entries override earlier ones', () => {
    const on = f('on.json', '{ "compilerOptions": { "strict": true } }');
    const off = f('off.json', '{ "compilerOptions": { "strict": false } }');
    expect(
      checkTypeScriptStrict([f('tsconfig.json', '{ "extends": ["./off.json", "./on.json"] }'), on, off]),
    ).toEqual([]);
    expect(
      checkTypeScriptStrict([f('tsconfig.json', '{ "extends": ["./on.json", "./off.json"] }'), on, off]),
    ).toHaveLength(1);
  });

  it('follows the references of a solution-style tsconfig', () => {
    const findings = checkTypeScriptStrict([
      f(
        'tsconfig.json',
        '{ "files": [], "references": [{ "path": "./packages/a" }, { "path": "packages/b/tsconfig.json" }] }',
      ),
      f('packages/a/tsconfig.json', '{ "compilerOptions": { "strict": true } }'),
      f('packages/b/tsconfig.json', '{ "compilerOptions": { "strict": false } }'),
    ]);
    expect(findings.map((x) => x.file)).toEqual(['packages/b/tsconfig.json']);
  });

  it('stays silent when it cannot know: no root tsconfig, package extends, extends cycles', () => {
    expect(checkTypeScriptStrict([f('packages/a/tsconfig.json', '{}')])).toEqual([]);
    expect(
      checkTypeScriptStrict([f('tsconfig.json', '{ "extends": "@tsconfig/strictest/tsconfig.json" }')]),
    ).toEqual([]);
    expect(
      checkTypeScriptStrict([
        f('tsconfig.json', '{ "extends": "./a.json" }'),
        f('a.json', '{ "extends": "./tsconfig.json" }'),
      ]),
    ).toEqual([]);
  });
});
