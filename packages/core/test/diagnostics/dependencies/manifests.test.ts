import { describe, expect, it } from 'vitest';
import {
  isDependencyFile,
  listWorkspaceManifests,
  readManifest,
  readPnpmWorkspacePatterns,
} from '../../../src/diagnostics/dependencies';
import { matchesWorkspaceGlobs, toGlobRegExp } from '../../../src/diagnostics/dependencies/glob';

const pkg = (path: string, body: object) => ({ path, text: JSON.stringify(body, null, 2) });

describe('workspace globs', () => {
  it('matches one segment with *, any depth with **, alternatives and classes', () => {
    expect(toGlobRegExp('packages/*').test('packages/core')).toBe(true);
    expect(toGlobRegExp('packages/*').test('packages/core/sub')).toBe(false);
    expect(toGlobRegExp('apps/**').test('apps/web/admin')).toBe(true);
    expect(toGlobRegExp('apps/**').test('apps')).toBe(false);
    expect(toGlobRegExp('**/pkg-?').test('a/b/pkg-1')).toBe(true);
    expect(toGlobRegExp('{apps,libs}/*').test('libs/x')).toBe(true);
    expect(toGlobRegExp('tools/[ab]*').test('tools/build')).toBe(true);
    expect(toGlobRegExp('./packages/*/').test('packages/a')).toBe(true);
  });

  it('applies negations and never selects node_modules', () => {
    const patterns = ['packages/**', '!**/test/**', '!packages/legacy'];
    expect(matchesWorkspaceGlobs('packages/a', patterns)).toBe(true);
    expect(matchesWorkspaceGlobs('packages/a/test/fixture', patterns)).toBe(false);
    expect(matchesWorkspaceGlobs('packages/legacy', patterns)).toBe(false);
    expect(matchesWorkspaceGlobs('packages/node_modules/x', patterns)).toBe(false);
  });
});

describe('readPnpmWorkspacePatterns', () => {
  it('reads block lists with quotes and comments, up to the next key', () => {
    const text =
      "packages:\n  # apps first\n  - 'apps/*'\n  - \"packages/**\" # all\n  - '!**/test/**'\n\ncatalog:\n  react: ^19\n";
    expect(readPnpmWorkspacePatterns(text)).toEqual(['apps/*', 'packages/**', '!**/test/**']);
  });

  it('reads a list at the key indentation', () => {
    expect(readPnpmWorkspacePatterns("packages:\n- apps/*\n- 'libs/**'\ncatalog:\n  a: 1\n")).toEqual([
      'apps/*',
      'libs/**',
    ]);
  });

  it('reads flow lists and files without packages', () => {
    expect(readPnpmWorkspacePatterns('packages: [\'a/*\', "b"]\n')).toEqual(['a/*', 'b']);
    expect(readPnpmWorkspacePatterns('onlyBuiltDependencies:\n  - esbuild\n')).toEqual([]);
  });
});

describe('listWorkspaceManifests', () => {
  const members = [
    pkg('packages/core/package.json', { name: '@x/core' }),
    pkg('packages/web/package.json', { name: '@x/web' }),
    pkg('packages/web/test/fixture/package.json', { name: 'fixture' }),
    pkg('examples/demo/package.json', { name: 'demo' }),
    pkg('node_modules/lodash/package.json', { name: 'lodash' }),
  ];

  it('takes the root and the members of npm/yarn workspaces (array or { packages })', () => {
    for (const workspaces of [['packages/*'], { packages: ['packages/*'], nohoist: ['**/x'] }]) {
      const manifests = listWorkspaceManifests([
        pkg('package.json', { name: 'root', workspaces }),
        ...members,
      ]);
      expect(manifests.map((m) => m.path)).toEqual([
        'package.json',
        'packages/core/package.json',
        'packages/web/package.json',
      ]);
    }
  });

  it('takes pnpm-workspace.yaml globs', () => {
    const manifests = listWorkspaceManifests([
      pkg('package.json', { name: 'root' }),
      { path: 'pnpm-workspace.yaml', text: "packages:\n  - 'packages/**'\n  - '!**/test/**'\n" },
      ...members,
    ]);
    expect(manifests.map((m) => m.name)).toEqual(['root', '@x/core', '@x/web']);
  });

  it('takes the root alone without workspaces, and every manifest without a root', () => {
    expect(listWorkspaceManifests([pkg('package.json', { name: 'root' }), ...members])).toHaveLength(1);
    expect(listWorkspaceManifests(members).map((m) => m.name)).toEqual([
      'demo',
      '@x/core',
      '@x/web',
      'fixture',
    ]);
  });

  it('skips manifests that are not JSON objects', () => {
    expect(listWorkspaceManifests([{ path: 'package.json', text: '[1]' }])).toEqual([]);
    expect(readManifest({ path: 'package.json', text: '{' })).toBeUndefined();
  });
});

describe('isDependencyFile', () => {
  it('selects manifests, the pnpm workspace file and lockfiles outside node_modules', () => {
    expect(
      ['package.json', 'a/package.json', 'pnpm-workspace.yaml', 'a/yarn.lock'].every(isDependencyFile),
    ).toBe(true);
    expect(
      ['node_modules/a/package.json', 'a/pnpm-workspace.yaml', 'package.json5'].some(isDependencyFile),
    ).toBe(false);
  });
});
