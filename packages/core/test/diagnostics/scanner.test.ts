import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../src/diagnostics/limits';
import { createScanner, scanFiles } from '../../src/diagnostics/scanner';
import type { SourceFile } from '../../src/diagnostics/types';
import { parseSource } from './parse';

const limits = toDiagnosticLimits();

/** A small but real-looking project with one problem of each kind, and code that is fine. */
const PROJECT: SourceFile[] = [
  { path: 'README.md', text: '# Shop\n' },
  {
    path: 'package.json',
    text: JSON.stringify({ name: 'shop', dependencies: { axios: '^1.7.0', react: '^19.0.0' } }, null, 2),
  },
  { path: 'tsconfig.json', text: '{ "compilerOptions": { "strict": true } }\n' },
  {
    path: 'src/api.ts',
    text: [
      "import axios from 'axios';",
      "import { format } from './format';",
      '',
      'export async function load(id: string) {',
      '  const res = await fetch("/api/items/" + id);',
      '  const ok = await fetch("/api/ok", { signal: AbortSignal.timeout(5_000) });',
      "  return axios.get('/api/slow', { timeout: 30_000 }).then(() => format(res, ok));",
      '}',
    ].join('\n'),
  },
  {
    path: 'src/format.ts',
    text: "import { load } from './api';\nexport const format = (...a: unknown[]) => String(a.length ? load : '');\n",
  },
  {
    path: 'src/App.tsx',
    text: 'export function App() {\n  return <main><img src="/logo.png" /><img src="/x.png" alt="" /></main>;\n}\n',
  },
  { path: 'src/App.test.tsx', text: "import { App } from './App';\ntest('renders', () => App());\n" },
  { path: 'public/index.html', text: '<!doctype html><html><body><h1>Shop</h1></body></html>' },
  { path: 'logo.png', text: '' },
];

describe('scanFiles', () => {
  const result = scanFiles(PROJECT, { parse: parseSource, limits });
  const at = (ruleId: string) =>
    result.findings.filter((f) => f.ruleId === ruleId).map((f) => `${f.file}:${f.line}`);

  it('finds each planted problem, located, and nothing in the code that is fine', () => {
    expect(at('perf/http-timeout-missing')).toEqual(['src/api.ts:5']);
    expect(at('perf/http-timeout-too-long')).toEqual(['src/api.ts:7']);
    expect(at('a11y/img-alt')).toEqual(['src/App.tsx:2']);
    expect(at('a11y/html-lang')).toEqual(['public/index.html:1']);
    expect(at('arch/import-cycle')).toHaveLength(1);
    expect(at('deps/unjustified-dependency')).toEqual(['package.json:4', 'package.json:5']);
    expect(at('arch/missing-readme')).toEqual([]);
    expect(at('arch/missing-tests')).toEqual([]);
    expect(at('arch/typescript-strict-off')).toEqual([]);
  });

  it('sorts findings by file, line and column and lists every rule of the scanned categories', () => {
    const keys = result.findings.map((f) => [f.file, f.line, f.column] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1] || a[2] - b[2]);
    expect(keys).toEqual(sorted);
    expect(result.categories).toEqual(['dependencies', 'performance', 'accessibility', 'architecture']);
    const ids = new Set(result.rules.map((r) => r.id));
    for (const f of result.findings) expect(ids.has(f.ruleId)).toBe(true);
    expect(result.filesScanned).toBe(PROJECT.length);
  });

  it('scans only the categories asked for', () => {
    const only = scanFiles(PROJECT, { parse: parseSource, limits, categories: ['accessibility'] });
    expect(new Set(only.findings.map((f) => f.category))).toEqual(new Set(['accessibility']));
    expect(only.rules.every((r) => r.category === 'accessibility')).toBe(true);
  });
});

describe('createScanner', () => {
  it('asks only for the files it reads, and counts per-file findings as they come', () => {
    const scanner = createScanner({ parse: parseSource, limits });
    expect(scanner.wants('src/api.ts')).toBe(true);
    expect(scanner.wants('package.json')).toBe(true);
    expect(scanner.wants('public/index.html')).toBe(true);
    expect(scanner.wants('logo.png')).toBe(false);
    const api = PROJECT.find((f) => f.path === 'src/api.ts') as SourceFile;
    expect(scanner.add(api.path, api.text)).toBe(2);
    expect(scanner.add('logo.png', undefined)).toBe(0);
  });

  it('keeps going past a file that does not parse, and says which', () => {
    const result = scanFiles(
      [
        { path: 'src/broken.ts', text: 'export const = ;\nfetch(url);\n' },
        { path: 'src/ok.ts', text: 'fetch(url);\n' },
      ],
      { parse: parseSource, limits, categories: ['performance'] },
    );
    expect(result.parseErrors.map((e) => e.file)).toEqual(['src/broken.ts']);
    expect(result.findings.map((f) => f.file)).toContain('src/ok.ts');
  });
});

describe('charter-ignore comments', () => {
  it('silence the named rules on their own line and the next, and are counted', () => {
    const text = [
      '// charter-ignore perf/http-timeout-missing: a loopback call in a test',
      "fetch('/a');",
      "fetch('/b'); // charter-ignore perf/http-timeout-missing, a11y/img-alt",
      '',
      "fetch('/c');",
      '// charter-ignore a11y/img-alt: the wrong rule silences nothing',
      "fetch('/d');",
    ].join('\n');
    const result = scanFiles([{ path: 'src/calls.ts', text }], {
      parse: parseSource,
      limits,
      categories: ['performance'],
    });
    expect(result.findings.map((f) => f.line)).toEqual([5, 7]);
    expect(result.suppressed).toBe(2);
  });
});

describe('package-wide HTTP settings', () => {
  const setup = "import axios from 'axios';\naxios.defaults.timeout = 5_000;\n";
  const call = "import axios from 'axios';\nexport const load = () => axios.get('/items');\n";

  it('count for every file of the same package, not for another package', () => {
    const result = scanFiles(
      [
        { path: 'packages/api/package.json', text: '{ "name": "api" }' },
        { path: 'packages/api/src/setup.ts', text: setup },
        { path: 'packages/api/src/load.ts', text: call },
        { path: 'packages/web/package.json', text: '{ "name": "web" }' },
        { path: 'packages/web/src/load.ts', text: call },
      ],
      { parse: parseSource, limits, categories: ['performance'] },
    );
    expect(result.findings.map((f) => f.file)).toEqual(['packages/web/src/load.ts']);
  });
});
