import { describe, expect, it } from 'vitest';
import { analyzeCodebase, listCharterPatterns, toCodebaseFiles } from '../../src/optimization/index';
import { parseSource as parse } from '../diagnostics/parse';

describe('proactive intervention', () => {
  it('splits pasted code at // file: lines, making paths relative', () => {
    const files = toCodebaseFiles(
      'const a = 1;\n// file: src/api.ts\nfetch(url);\n  // file: ../../etc/page.tsx\n<img src="x" />\n',
    );
    expect(files.map((f) => f.path)).toEqual(['snippet.tsx', 'src/api.ts', 'etc/page.tsx']);
    expect(files[1]?.text).toBe('fetch(url);\n');
  });

  it('names a single snippet by its kind', () => {
    expect(toCodebaseFiles('<!DOCTYPE html><html></html>')[0]?.path).toBe('snippet.html');
    expect(toCodebaseFiles('{ "dependencies": { "a": "1" } }')[0]?.path).toBe('package.json');
    expect(toCodebaseFiles('export const x = 1;')[0]?.path).toBe('snippet.tsx');
  });

  it('reports the scanner’s findings with evidence and a prevention strategy', () => {
    const codebase = [
      '// file: src/client.ts',
      "export const load = () => fetch('https://api.example.com/items');",
      '// file: src/logo.tsx',
      'export const Logo = () => <img src="/logo.png" />;',
    ].join('\n');
    const result = analyzeCodebase(codebase, { parse });
    const ids = result.analysis.violations.map((v) => v.ruleId);
    expect(ids).toContain('perf/http-timeout-missing');
    expect(ids).toContain('a11y/img-alt');
    const timeout = result.analysis.violations.find((v) => v.ruleId === 'perf/http-timeout-missing');
    expect(timeout).toMatchObject({ file: 'src/client.ts', line: 1 });
    expect(timeout?.evidence).toMatch(/fetch\(/);
    expect(timeout?.preventionStrategy.length).toBeGreaterThan(10);
    expect(result.confidence).toBe(100);
    expect(result.preventionActions.length).toBe(2);
    expect(ids).not.toContain('arch/missing-readme');
  });

  it('skips the accessibility rules for an API and lowers confidence for files no rule reads', () => {
    const codebase =
      '// file: app.py\nprint(1)\n// file: page.tsx\nexport const P = () => <img src="a.png" />;';
    const result = analyzeCodebase(codebase, { parse, projectType: 'api' });
    expect(result.analysis.categories).not.toContain('accessibility');
    expect(result.analysis.violations).toEqual([]);
    expect(result.confidence).toBeLessThan(100);
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.preventionActions.at(-1)).toMatch(/Not checked .*app\.py/);
  });

  it('says so when clean', () => {
    const result = analyzeCodebase('export const add = (a: number, b: number) => a + b;', { parse });
    expect(result.analysis.violations).toEqual([]);
    expect(result.confidence).toBe(100);
    expect(result.preventionActions[0]).toMatch(/No violations found/);
  });
});

describe('Charter’s own patterns', () => {
  it('reports the facts it is given', () => {
    const summary = listCharterPatterns({
      contractRoutes: 90,
      scannerRules: { performance: 3, accessibility: 10 },
      constitutionRules: 5,
      store: 'memory',
      llmConfigured: false,
    });
    expect(summary.content_sampling).toMatchObject({ name: 'Content sampling', status: 'integrated' });
    expect(summary.api_contract?.description).toMatch(/^90 routes/);
    expect(summary.proactive_intervention?.description).toMatch(
      /13 rules \(3 performance, 10 accessibility\)/,
    );
    expect(summary.model_enrichment?.status).toBe('not_configured');
  });
});
