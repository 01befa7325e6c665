import { describe, expect, it } from 'vitest';
import { listLockfileCounts } from '../../../src/diagnostics/dependencies';
import { countLockfilePackages, isLockfile } from '../../../src/diagnostics/dependencies/lockfiles';
import * as fixtures from './lockfile-fixtures';

describe('countLockfilePackages', () => {
  it.each([
    ['package-lock.json', fixtures.npmV1, 'npm-v1', fixtures.npmV1Count],
    ['package-lock.json', fixtures.npmV2, 'npm-v2', fixtures.npmV2Count],
    ['package-lock.json', fixtures.npmV3, 'npm-v3', fixtures.npmV2Count],
    ['npm-shrinkwrap.json', fixtures.npmV3, 'npm-v3', fixtures.npmV2Count],
    ['pnpm-lock.yaml', fixtures.pnpmV5, 'pnpm-v5', fixtures.pnpmV5Count],
    ['pnpm-lock.yaml', fixtures.pnpmV6, 'pnpm-v6', fixtures.pnpmV6Count],
    ['pnpm-lock.yaml', fixtures.pnpmV9, 'pnpm-v9', fixtures.pnpmV9Count],
    ['yarn.lock', fixtures.yarnClassic, 'yarn-classic', fixtures.yarnClassicCount],
    ['yarn.lock', fixtures.yarnBerry, 'yarn-berry', fixtures.yarnBerryCount],
  ])('%s as %s counts distinct name@version', (name, text, format, count) => {
    expect(countLockfilePackages({ path: `app/${name}`, text })).toEqual({
      lockfile: `app/${name}`,
      format,
      packageCount: count,
    });
  });

  it('reads pnpm 5.3 lockfiles (unquoted numeric version) and CRLF line ends', () => {
    const text = fixtures.pnpmV5
      .replace('lockfileVersion: 5.4', 'lockfileVersion: 5.3')
      .replace(/\n/g, '\r\n');
    expect(countLockfilePackages({ path: 'pnpm-lock.yaml', text })).toMatchObject({ packageCount: 9 });
  });

  it('takes only two-space keys under packages:, line by line as split(/\\r?\\n/) cuts them', () => {
    // The reader finds lines without splitting the text: comments, tab- and four-space-indented lines, a
    // blank two-space line, another section and a last line with no line end must read as split lines do.
    const text = [
      "lockfileVersion: '9.0'",
      '',
      'packages:',
      '  # comment:',
      '  a@1.0.0: {}\r',
      '\t b@1.0.0:',
      '    c@1.0.0:',
      "  'd@1.0.0':",
      '  ',
      '  e@1.0.0: # note',
      'settings:',
      '  f@1.0.0:',
      'packages:',
      '  h@1.0.0:',
      '# top-level comment',
      '  i@1.0.0:',
    ].join('\n');
    expect(countLockfilePackages({ path: 'pnpm-lock.yaml', text })).toMatchObject({ packageCount: 5 });
  });

  it('ends a key at its first colon before a space or the line end, quoted or not (session 39 read unquoted lines by indexOf)', () => {
    // The same keys as the character-by-character reading: a tarball URL's colons, a quoted key holding `: `,
    // a `#` that starts no comment, a line with no key colon.
    const text = [
      "lockfileVersion: '9.0'",
      '',
      'packages:',
      '  a@https://x.test/a.tgz:',
      '  b@1.0.0: {resolution: x}',
      "  'c: d@1.0.0':",
      '  e@1.0.0#x:',
      '  f@1.0.0',
    ].join('\n');
    expect(countLockfilePackages({ path: 'pnpm-lock.yaml', text })).toMatchObject({ packageCount: 4 });
  });

  it('takes the project document when pnpm writes an environment document first', () => {
    const env =
      "---\nlockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    configDependencies: {}\n\npackages:\n\n  pnpm@10.34.9:\n    resolution: {integrity: sha512-x}\n\n";
    const text = `${env}---\n${fixtures.pnpmV9}`;
    expect(countLockfilePackages({ path: 'pnpm-lock.yaml', text })).toMatchObject({ packageCount: 6 });
  });

  it('keeps git and tarball packages as their own entries', () => {
    const v5 =
      'lockfileVersion: 5.4\n\npackages:\n\n  github.com/user/repo/0123abc:\n    resolution: {tarball: x}\n    name: repo\n    version: 1.0.0\n\n  /a/1.0.0:\n    resolution: {integrity: y}\n';
    const v6 =
      "lockfileVersion: '6.0'\n\npackages:\n\n  '@foo/bar@https://codeload.github.com/foo/bar/tar.gz/0123abc':\n    resolution: {tarball: x}\n\n  /a@1.0.0:\n    resolution: {integrity: y}\n";
    expect(countLockfilePackages({ path: 'pnpm-lock.yaml', text: v5 })).toMatchObject({
      format: 'pnpm-v5',
      packageCount: 2,
    });
    expect(countLockfilePackages({ path: 'pnpm-lock.yaml', text: v6 })).toMatchObject({
      format: 'pnpm-v6',
      packageCount: 2,
    });
  });

  it('counts an empty lockfile as zero packages', () => {
    const text = "lockfileVersion: '9.0'\n\nimporters:\n\n  .: {}\n";
    expect(countLockfilePackages({ path: 'pnpm-lock.yaml', text })).toMatchObject({ packageCount: 0 });
    expect(countLockfilePackages({ path: 'yarn.lock', text: '# yarn lockfile v1\n\n' })).toMatchObject({
      packageCount: 0,
    });
  });

  it('reports merge-conflict markers with their offset', () => {
    const text = fixtures.yarnClassic.replace('chalk@^4.1.0:', '<<<<<<< HEAD\nchalk@^4.1.0:');
    const result = countLockfilePackages({ path: 'yarn.lock', text });
    expect(result).toMatchObject({ reason: expect.stringContaining('merge-conflict') });
    expect('offset' in result && text.slice(result.offset).startsWith('<<<<<<<')).toBe(true);
  });

  it('reports JSON that does not parse and versions npm never wrote', () => {
    expect(
      countLockfilePackages({ path: 'package-lock.json', text: '{"lockfileVersion": 3,' }),
    ).toMatchObject({
      reason: 'it is not valid JSON',
    });
    expect(
      countLockfilePackages({ path: 'package-lock.json', text: '{"lockfileVersion": 7}' }),
    ).toMatchObject({
      reason: expect.stringContaining('lockfileVersion 7'),
    });
    expect(countLockfilePackages({ path: 'pnpm-lock.yaml', text: 'packages:\n' })).toMatchObject({
      reason: 'it has no lockfileVersion',
    });
  });
});

describe('listLockfileCounts', () => {
  it('lists each readable lockfile by path, skipping node_modules and binary bun lockfiles', () => {
    const files = [
      { path: 'web/yarn.lock', text: fixtures.yarnClassic },
      { path: 'pnpm-lock.yaml', text: fixtures.pnpmV9 },
      { path: 'node_modules/x/package-lock.json', text: fixtures.npmV3 },
      { path: 'bun.lockb', text: '' },
      { path: 'src/index.ts', text: '' },
    ];
    expect(listLockfileCounts(files)).toEqual([
      { lockfile: 'pnpm-lock.yaml', format: 'pnpm-v9', packageCount: 6 },
      { lockfile: 'web/yarn.lock', format: 'yarn-classic', packageCount: 6 },
    ]);
  });

  it('knows lockfile names', () => {
    expect(['yarn.lock', 'a/pnpm-lock.yaml', 'package-lock.json', 'bun.lockb'].every(isLockfile)).toBe(true);
    expect(['yarn.lock.bak', 'node_modules/a/yarn.lock', 'lock.json'].some(isLockfile)).toBe(false);
  });
});
