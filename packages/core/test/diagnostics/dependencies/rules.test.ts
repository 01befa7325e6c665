import { describe, expect, it } from 'vitest';
import {
  analyzeDependencies,
  checkDependencies,
  checkDirectDependencyLimit,
  checkLockfilesReadable,
  checkMultipleLockfiles,
  checkUnjustifiedDependencies,
  checkWorkspaceVersionConflicts,
  DEPENDENCY_RULES,
  listWorkspaceManifests,
} from '../../../src/diagnostics/dependencies';
import type { DiagnosticLimits, SourceFile } from '../../../src/diagnostics/types';
import { pnpmV9, yarnClassic } from './lockfile-fixtures';

const rootManifest = `{
  "name": "shop",
  "private": true,
  "workspaces": ["packages/*"],
  "dependencies": {
    "express": "^4.19.2",
    "lodash": "^4.17.21",
    "@shop/ui": "workspace:*"
  },
  "optionalDependencies": {
    "fsevents": "^2.3.3"
  },
  "devDependencies": {
    "typescript": "^5.4.0",
    "vitest": "^1.6.0"
  }
}
`;
const uiManifest = `{
  "name": "@shop/ui",
  "version": "1.0.0",
  "dependencies": {
    "react": "^18.2.0",
    "lodash": "^4.17.21"
  },
  "devDependencies": {
    "typescript": "^5.5.0"
  },
  "peerDependencies": {
    "react-dom": "^18.0.0"
  }
}
`;
const apiManifest = `{
  "name": "@shop/api",
  "dependencies": {
    "lodash": "4.17.20",
    "local-helper": "file:../helper"
  },
  "devDependencies": {
    "typescript": "^5.4.0"
  },
  "peerDependencies": {
    "react-dom": "^17.0.0"
  }
}
`;
const files: SourceFile[] = [
  { path: 'package.json', text: rootManifest },
  { path: 'packages/ui/package.json', text: uiManifest },
  { path: 'packages/api/package.json', text: apiManifest },
];
const limits = (overrides: Partial<DiagnosticLimits> = {}): DiagnosticLimits => ({
  maxDirectDependencies: 50,
  maxTimeoutMs: 10_000,
  buildBudgetSeconds: 60,
  justifiedDependencies: new Set(['express', 'lodash', 'react', 'fsevents']),
  ...overrides,
});
const manifests = listWorkspaceManifests(files);

describe('deps/direct-dependency-limit', () => {
  it('counts dependencies and optionalDependencies and reports on the "dependencies" line', () => {
    const findings = checkDirectDependencyLimit(manifests, { maxDirectDependencies: 3 });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      ruleId: 'deps/direct-dependency-limit',
      severity: 'high',
      category: 'dependencies',
      file: 'package.json',
      line: 5,
      column: 3,
      message: '4 direct dependencies exceed the limit of 3 in shop.',
      evidence: '"dependencies": {',
    });
    expect(findings[0]?.fix).toContain('Remove 1 dependency');
  });

  it('is silent at or under the limit and ignores dev and peer dependencies', () => {
    expect(checkDirectDependencyLimit(manifests, { maxDirectDependencies: 4 })).toEqual([]);
    const devOnly = listWorkspaceManifests([
      { path: 'package.json', text: JSON.stringify({ devDependencies: { a: '1', b: '1' } }) },
    ]);
    expect(checkDirectDependencyLimit(devOnly, { maxDirectDependencies: 0 })).toEqual([]);
  });

  it('points at optionalDependencies when a package has only those', () => {
    const text = '{\n  "optionalDependencies": { "a": "1", "b": "2" }\n}';
    const [finding] = checkDirectDependencyLimit(listWorkspaceManifests([{ path: 'package.json', text }]), {
      maxDirectDependencies: 1,
    });
    expect(finding).toMatchObject({
      line: 2,
      column: 3,
      message: '2 direct dependencies exceed the limit of 1.',
    });
  });
});

describe('deps/unjustified-dependency', () => {
  it('reports each runtime dependency without a justification on its own line', () => {
    const findings = checkUnjustifiedDependencies(manifests, {
      justifiedDependencies: new Set(['express']),
    });
    expect(findings.map((f) => [f.file, f.line, f.column, f.evidence])).toEqual([
      ['package.json', 7, 5, '"lodash": "^4.17.21",'],
      ['package.json', 11, 5, '"fsevents": "^2.3.3"'],
      ['packages/api/package.json', 4, 5, '"lodash": "4.17.20",'],
      ['packages/ui/package.json', 5, 5, '"react": "^18.2.0",'],
      ['packages/ui/package.json', 6, 5, '"lodash": "^4.17.21"'],
    ]);
    expect(findings[0]).toMatchObject({
      severity: 'low',
      message: 'Dependency "lodash" has no justification in the constitution.',
    });
  });

  it('exempts justified names, workspace packages, local protocols and dev dependencies', () => {
    expect(checkUnjustifiedDependencies(manifests, limits())).toEqual([]);
  });
});

describe('deps/workspace-version-conflict', () => {
  it('reports a dependency with different ranges once, on the odd declaration', () => {
    const findings = checkWorkspaceVersionConflicts(manifests);
    expect(findings.map((f) => [f.ruleId, f.file, f.line, f.column])).toEqual([
      ['deps/workspace-version-conflict', 'packages/api/package.json', 4, 5],
      ['deps/workspace-version-conflict', 'packages/ui/package.json', 9, 5],
    ]);
    expect(findings[1]?.message).toBe(
      '"typescript" is declared with 2 different ranges: ^5.4.0 in package.json, ^5.4.0 in packages/api/package.json, ^5.5.0 in packages/ui/package.json.',
    );
    expect(findings[0]?.fix).toContain('the most common is ^4.17.21');
  });

  it('ignores peer ranges, identical ranges, catalogs and single packages', () => {
    const a = {
      path: 'a/package.json',
      text: JSON.stringify({ dependencies: { x: 'catalog:', y: 'catalog:r18' } }),
    };
    const b = {
      path: 'b/package.json',
      text: JSON.stringify({ dependencies: { x: 'catalog:default', y: 'catalog:r19' } }),
    };
    expect(checkWorkspaceVersionConflicts(listWorkspaceManifests([a, b]))).toEqual([]);
    expect(checkWorkspaceVersionConflicts(listWorkspaceManifests([files[1] as SourceFile]))).toEqual([]);
  });
});

describe('deps/multiple-lockfiles', () => {
  it('reports every lockfile of a manager the project does not use', () => {
    const root = { path: 'package.json', text: '{ "packageManager": "pnpm@9.12.0" }' };
    const findings = checkMultipleLockfiles(
      [
        { path: 'pnpm-lock.yaml', text: pnpmV9 },
        { path: 'yarn.lock', text: yarnClassic },
        { path: 'package-lock.json', text: '{}' },
      ],
      listWorkspaceManifests([root]),
    );
    expect(findings.map((f) => [f.file, f.line, f.column])).toEqual([
      ['package-lock.json', 1, 1],
      ['yarn.lock', 1, 1],
    ]);
    expect(findings[1]?.fix).toBe('Delete yarn.lock and add it to .gitignore; install with pnpm only.');
  });

  it('lists all lockfiles of a directory once when no packageManager is declared', () => {
    const findings = checkMultipleLockfiles([
      { path: 'web/yarn.lock', text: yarnClassic },
      { path: 'web/package-lock.json', text: '{}' },
      { path: 'api/package-lock.json', text: '{}' },
    ]);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      severity: 'medium',
      file: 'web/package-lock.json',
      message: '2 lockfiles in web: package-lock.json, yarn.lock.',
    });
  });

  it('is silent with one lockfile per directory', () => {
    expect(
      checkMultipleLockfiles([
        { path: 'pnpm-lock.yaml', text: pnpmV9 },
        { path: 'docs/yarn.lock', text: yarnClassic },
      ]),
    ).toEqual([]);
  });
});

describe('deps/lockfile-invalid', () => {
  it('reports conflict markers on their line', () => {
    const text = pnpmV9.replace(
      '  js-tokens@4.0.0:\n    resolution',
      '<<<<<<< HEAD\n  js-tokens@4.0.0:\n    resolution',
    );
    const [finding] = checkLockfilesReadable([{ path: 'pnpm-lock.yaml', text }]);
    const line = text.split('\n').indexOf('<<<<<<< HEAD') + 1;
    expect(finding).toMatchObject({
      ruleId: 'deps/lockfile-invalid',
      line,
      column: 1,
      evidence: '<<<<<<< HEAD',
    });
    expect(finding?.message).toBe(
      'pnpm-lock.yaml cannot be read: it contains unresolved merge-conflict markers.',
    );
  });

  it('points at the line where a JSON lockfile breaks', () => {
    const text =
      '{\n  "lockfileVersion": 3,\n  "packages": {\n    "": {}\n    "node_modules/a": {}\n  }\n}\n';
    const [finding] = checkLockfilesReadable([{ path: 'package-lock.json', text }]);
    expect(finding).toMatchObject({
      line: 5,
      column: 5,
      message: 'package-lock.json cannot be read: it is not valid JSON.',
    });
  });

  it('is silent for readable lockfiles', () => {
    expect(checkLockfilesReadable([{ path: 'yarn.lock', text: yarnClassic }])).toEqual([]);
  });
});

describe('analyzeDependencies', () => {
  it('runs every rule once and reports package and lockfile counts', () => {
    const analysis = analyzeDependencies(
      [
        ...files,
        { path: 'yarn.lock', text: yarnClassic },
        { path: 'node_modules/a/package.json', text: '{}' },
      ],
      limits({ maxDirectDependencies: 2 }),
    );
    expect(analysis.packages).toEqual([
      { path: 'package.json', name: 'shop', directDependencies: 4 },
      { path: 'packages/api/package.json', name: '@shop/api', directDependencies: 2 },
      { path: 'packages/ui/package.json', name: '@shop/ui', directDependencies: 2 },
    ]);
    expect(analysis.lockfiles).toEqual([{ lockfile: 'yarn.lock', format: 'yarn-classic', packageCount: 6 }]);
    expect(analysis.findings.map((f) => `${f.file}:${f.line} ${f.ruleId}`)).toEqual([
      'package.json:5 deps/direct-dependency-limit',
      'packages/api/package.json:4 deps/workspace-version-conflict',
      'packages/ui/package.json:9 deps/workspace-version-conflict',
    ]);
    expect(checkDependencies(files, limits({ maxDirectDependencies: 2 }))).toHaveLength(3);
  });

  it('gives every finding a rule that is declared, with a fix and evidence', () => {
    const ids = new Set(DEPENDENCY_RULES.map((rule) => rule.id));
    const findings = checkDependencies(
      files,
      limits({ maxDirectDependencies: 0, justifiedDependencies: new Set() }),
    );
    expect(findings.length).toBeGreaterThan(5);
    for (const finding of findings) {
      expect(ids.has(finding.ruleId)).toBe(true);
      expect(finding.fix.length).toBeGreaterThan(10);
      expect(finding.evidence.length).toBeGreaterThan(0);
      expect(finding.ruleId).toMatch(/^deps\/[a-z-]+$/);
    }
  });
});
