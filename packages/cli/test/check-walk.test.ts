import { afterEach, describe, expect, it } from 'vitest';
import { CLEAN_PROJECT, charter, makeProject, removeProject } from './helpers';

// Outside a git work tree the project is walked (an unpacked npm package): its build output is often all the
// code it has, and must be checked or said to be skipped, never passed over in silence (issue #15, class 9).
const roots: string[] = [];
async function project(files: Record<string, string>, options?: { git?: boolean }) {
  const root = await makeProject(files, options);
  roots.push(root);
  return root;
}
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});

const PACKAGE = { 'package.json': '{"name":"published","version":"1.0.0"}', 'README.md': '# published\n' };
const BUNDLE = 'export const load = (url) => fetch(url);\n';

interface Report {
  filesScanned: number;
  findings: { file: string; ruleId: string }[];
  skipped: { compiled: number };
  unread: string[];
}
async function checkJson(root: string, ...args: string[]): Promise<Report> {
  return JSON.parse((await charter(root, 'check', '--format', 'json', ...args)).stdout);
}

describe('charter check walks build output outside git', () => {
  it('checks a dist/ with no src/ beside it: it is the package (the shape of @base44/sdk 0.8.50)', async () => {
    const root = await project({ ...PACKAGE, 'dist/index.js': BUNDLE });
    const report = await checkJson(root);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ file: 'dist/index.js', ruleId: 'perf/http-timeout-missing' }),
    );
    expect(report.skipped.compiled).toBe(0);
  });

  it('skips a dist/ copy of src/ as compiled, counts it and says so; --include-tests checks it', async () => {
    const root = await project({
      ...PACKAGE,
      'src/index.ts': 'export const load = (url: string) => fetch(url);\n',
      'dist/index.js': BUNDLE,
    });
    const report = await checkJson(root);
    expect(report.skipped.compiled).toBe(1);
    expect(report.findings.map((f) => f.file)).toContain('src/index.ts');
    expect(report.findings.map((f) => f.file)).not.toContain('dist/index.js');
    const text = await charter(root, 'check');
    expect(text.stderr).toContain('1 compiled file(s); --include-tests checks them too');
    const all = await checkJson(root, '--include-tests');
    expect(all.findings.map((f) => f.file)).toContain('dist/index.js');
  });

  it('says which wanted files it could not read (a bundle over 2 MB in build/), never drops them', async () => {
    const big = `export const table = [${'1,'.repeat(1_100_000)}];\n`;
    const root = await project({ ...PACKAGE, 'build/protos.js': big, 'build/index.js': BUNDLE });
    const report = await checkJson(root);
    expect(report.unread).toEqual(['build/protos.js']);
    expect(report.findings.map((f) => f.file)).toContain('build/index.js');
    const text = await charter(root, 'check');
    expect(text.stderr).toContain(
      'did not read 1 file(s) over 2 MB, binary or unreadable, so no rule checked them: build/protos.js',
    );
    const sarif = JSON.parse((await charter(root, 'check', '--format', 'sarif')).stdout);
    expect(sarif.runs[0].invocations[0].toolExecutionNotifications).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        locations: [
          { physicalLocation: { artifactLocation: { uri: 'build/protos.js', uriBaseId: '%SRCROOT%' } } },
        ],
      }),
    );
  });

  it("in a git work tree keeps git's list: a dist/ that .gitignore names is not listed", async () => {
    const root = await project(
      { ...CLEAN_PROJECT, '.gitignore': 'node_modules/\ndist/\n', 'dist/index.js': BUNDLE },
      { git: true },
    );
    const report = await checkJson(root);
    expect(report.findings.map((f) => f.file)).not.toContain('dist/index.js');
    expect(report.skipped.compiled).toBe(0);
    // The same folder without git walks dist/ too (as a compiled copy of src/index.ts).
    const walked = await project({ ...CLEAN_PROJECT, '.gitignore': 'dist/\n', 'dist/index.js': BUNDLE });
    expect((await checkJson(walked)).filesScanned).toBe(report.filesScanned + 1);
  });
});
