import { describe, expect, it } from 'vitest';
import {
  ARCHITECTURE_RULES,
  checkArchitecture,
  toModuleImports,
} from '../../../src/diagnostics/architecture';
import { isCodeFile } from '../../../src/diagnostics/ast';
import type { SourceFile } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const input = (files: SourceFile[]) => ({
  paths: files.map((f) => f.path),
  files,
  modules: files
    .filter((f) => isCodeFile(f.path))
    .map((f) => toModuleImports(f, parseSource(f.path, f.text).program)),
});

describe('checkArchitecture', () => {
  it('runs every rule over a small project, findings sorted by file and line', () => {
    const findings = checkArchitecture(
      input([
        { path: 'package.json', text: '{ "name": "demo" }' },
        { path: 'tsconfig.json', text: '{ "compilerOptions": { "strict": false } }' },
        { path: '.env', text: 'SESSION_SECRET=s3cr3t-value\n' },
        { path: 'src/a.ts', text: "import { b } from './b.js';\nexport const a = b;\n" },
        { path: 'src/b.ts', text: "import { a } from './a.js';\nexport const b = 1;\n" },
      ]),
    );
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId}`)).toEqual([
      '.env:1:1 arch/env-file-committed',
      'package.json:1:1 arch/missing-tests',
      'README.md:1:1 arch/missing-readme',
      'src/a.ts:1:1 arch/import-cycle',
      'tsconfig.json:1:24 arch/typescript-strict-off',
    ]);
    const ids = new Set(ARCHITECTURE_RULES.map((rule) => rule.id));
    for (const finding of findings) {
      expect(ids.has(finding.ruleId)).toBe(true);
      expect(finding.ruleId).toMatch(/^arch\/[a-z-]+$/);
      expect(finding.evidence).not.toContain('s3cr3t');
    }
  });

  it('is silent for a healthy project', () => {
    expect(
      checkArchitecture(
        input([
          { path: 'README.md', text: '# demo\n' },
          { path: 'tsconfig.json', text: '{ "compilerOptions": { "strict": true } }' },
          { path: '.env.example', text: 'SESSION_SECRET=\n' },
          { path: 'src/a.ts', text: "import { b } from './b';\nexport const a = b;\n" },
          { path: 'src/b.ts', text: 'export const b = 1;\n' },
          { path: 'src/a.test.ts', text: "import { a } from './a';\n" },
        ]),
      ),
    ).toEqual([]);
  });

  it('declares unique rule ids with help text', () => {
    expect(new Set(ARCHITECTURE_RULES.map((r) => r.id)).size).toBe(ARCHITECTURE_RULES.length);
    for (const rule of ARCHITECTURE_RULES) {
      expect(rule.category).toBe('architecture');
      expect(rule.help.length).toBeGreaterThan(40);
    }
  });
});
