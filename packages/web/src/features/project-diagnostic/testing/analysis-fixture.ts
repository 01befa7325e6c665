import {
  type ProjectAnalysis,
  ProjectAnalysisSchema,
  scanFiles,
  summarizeFindings,
  toDiagnosticLimits,
} from '@charter/core';
import { parseSource } from '@charter/core/parse';

/**
 * A small project with something wrong in every category, scanned by core's real scanner: the analysis the
 * server would answer for it, so the screen's tests render real findings, issues and recommendations.
 */
const FILES = [
  {
    path: 'package.json',
    text: JSON.stringify(
      { name: 'shop', version: '1.0.0', dependencies: { axios: '^1.7.0', react: '^19.0.0' } },
      null,
      2,
    ),
  },
  {
    path: 'package-lock.json',
    text: JSON.stringify(
      {
        name: 'shop',
        lockfileVersion: 3,
        packages: {
          '': { name: 'shop', dependencies: { axios: '^1.7.0', react: '^19.0.0' } },
          'node_modules/axios': { version: '1.7.0' },
          'node_modules/react': { version: '19.0.0' },
          'node_modules/follow-redirects': { version: '1.15.6' },
        },
      },
      null,
      2,
    ),
  },
  { path: 'tsconfig.json', text: JSON.stringify({ compilerOptions: { strict: false } }, null, 2) },
  {
    path: 'src/api.ts',
    text: [
      "import axios from 'axios';",
      '',
      'export async function getOrders() {',
      "  const response = await fetch('https://api.example.com/orders');",
      '  return response.json();',
      '}',
      '',
      "export const getUser = (id: string) => axios.get('https://api.example.com/users/' + id);",
      '',
    ].join('\n'),
  },
  {
    path: 'src/app.tsx',
    text: [
      "import { getOrders } from './api';",
      '',
      'export function App() {',
      '  return (',
      '    <main>',
      '      <h1>Shop</h1>',
      '      <img src="/logo.png" />',
      '      <div onClick={() => getOrders()}>Refresh</div>',
      '      <input type="text" />',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
  },
];

/** Parsed by the contract's schema, as the console receives it (fields the contract does not carry dropped). */
export function makeAnalysis(overrides: Partial<ProjectAnalysis> = {}): ProjectAnalysis {
  const result = scanFiles(FILES, { parse: parseSource, limits: toDiagnosticLimits() });
  const summary = summarizeFindings(result.findings, new Map(result.rules.map((rule) => [rule.id, rule])));
  return ProjectAnalysisSchema.parse({
    ...summary,
    findings: result.findings,
    rules: result.rules,
    filesScanned: result.filesScanned,
    lockfiles: result.lockfiles,
    source: {
      projectUrl: 'https://github.com/acme/shop',
      kind: 'git',
      commit: '3f1c2a9b7d4e5f60718293a4b5c6d7e8f9012345',
    },
    analyzedAt: '2026-11-21T08:00:00.000Z',
    durationMs: 1840,
    ...overrides,
  });
}
