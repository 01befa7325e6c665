import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSearchReplace } from '../src/hooks/agents/cline';
import { applyEdits } from '../src/hooks/apply-edits';
import { extractDecisions } from '../src/hooks/extract-action';
import { readShellInstalls } from '../src/hooks/shell-installs';
import { validateLocally } from '../src/services/decide';
import { projectWith } from './fixtures/hooks/harness';
import { makeProject, removeProject } from './helpers';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});
const track = (root: string) => {
  roots.push(root);
  return root;
};

describe('readShellInstalls', () => {
  const installs = (command: string) =>
    readShellInstalls(command, '/repo').map(({ manager, packages, dev, cwd }) => ({
      manager,
      packages,
      dev,
      cwd,
    }));

  it.each([
    ['npm install left-pad', [{ manager: 'npm', packages: ['left-pad'], dev: false, cwd: '/repo' }]],
    ['npm i -D vitest@^4', [{ manager: 'npm', packages: ['vitest@^4'], dev: true, cwd: '/repo' }]],
    [
      'npm add --save-dev @types/node',
      [{ manager: 'npm', packages: ['@types/node'], dev: true, cwd: '/repo' }],
    ],
    ['pnpm add zod chart.js', [{ manager: 'pnpm', packages: ['zod', 'chart.js'], dev: false, cwd: '/repo' }]],
    ['pnpm install axios', [{ manager: 'pnpm', packages: ['axios'], dev: false, cwd: '/repo' }]],
    [
      'yarn add "left-pad@^1.3.0"',
      [{ manager: 'yarn', packages: ['left-pad@^1.3.0'], dev: false, cwd: '/repo' }],
    ],
    ['bun add -d prettier', [{ manager: 'bun', packages: ['prettier'], dev: true, cwd: '/repo' }]],
    [
      'pnpm -C packages/api add hono',
      [{ manager: 'pnpm', packages: ['hono'], dev: false, cwd: '/repo/packages/api' }],
    ],
    [
      'npm install --prefix=web react',
      [{ manager: 'npm', packages: ['react'], dev: false, cwd: '/repo/web' }],
    ],
    ['CI=1 npm i lodash', [{ manager: 'npm', packages: ['lodash'], dev: false, cwd: '/repo' }]],
    ['npm i -d lodash', [{ manager: 'npm', packages: ['lodash'], dev: false, cwd: '/repo' }]],
  ])('reads %s', (command, expected) => {
    expect(installs(command)).toEqual(expected);
  });

  it('follows && chains and cd, and reads every install in them', () => {
    expect(installs('cd web && npm ci && npm install react; cd ../api && pnpm add -D tsx')).toEqual([
      { manager: 'npm', packages: ['react'], dev: false, cwd: '/repo/web' },
      { manager: 'pnpm', packages: ['tsx'], dev: true, cwd: '/repo/api' },
    ]);
  });

  it.each([
    'npm install',
    'pnpm install --frozen-lockfile',
    'npm ci',
    'npm install -g typescript',
    'npm i ./packages/local',
    'yarn add file:../shared',
    'echo npm install left-pad',
    'git commit -m "npm install left-pad"',
    'npm run add',
  ])('finds no package to add in %s', (command) => {
    expect(installs(command)).toEqual([]);
  });
});

describe('applyEdits and Cline diffs', () => {
  it('replaces the first occurrence, or all with replaceAll, and writes a new file from an empty oldString', () => {
    expect(applyEdits('a a', [{ oldString: 'a', newString: 'b' }])).toBe('b a');
    expect(applyEdits('a a', [{ oldString: 'a', newString: '$&', replaceAll: true }])).toBe('$& $&');
    expect(applyEdits('', [{ oldString: '', newString: 'new' }])).toBe('new');
    expect(applyEdits('x', [{ oldString: 'missing', newString: 'y' }])).toBe('x');
  });

  it("reads both of Cline's SEARCH/REPLACE block styles", () => {
    const diff = [
      '------- SEARCH',
      'const a = 1;',
      '=======',
      'const a = 2;',
      '+++++++ REPLACE',
      '<<<<<<< SEARCH',
      'old',
      '=======',
      '>>>>>>> REPLACE',
    ].join('\n');
    expect(readSearchReplace(diff)).toEqual([
      { oldString: 'const a = 1;', newString: 'const a = 2;' },
      { oldString: 'old', newString: '' },
    ]);
  });
});

describe('extractDecisions', () => {
  it('asks for a dev dependency decision that counts nothing towards the limit', async () => {
    const root = track(await projectWith(['express', 'zod']));
    const path = join(root, 'package.json');
    const content = JSON.stringify({
      name: 'demo',
      dependencies: { express: '1', zod: '1' },
      devDependencies: { vitest: '4' },
    });
    const [decision, ...rest] = await extractDecisions(
      { kind: 'write', path, content, cwd: root },
      { root, agentId: 'claude' },
    );
    expect(rest).toEqual([]);
    expect(decision).toMatchObject({
      decision_type: 'dependency_addition',
      description: 'Add dependency vitest (dev)',
      metadata: { current_dependencies: 2, new_dependencies: 0, packages: ['vitest'] },
    });
    expect(
      (await validateLocally(root, decision as never, { actor: 'agent:test', record: false })).validation
        .status,
    ).toBe('warning');
  });

  it('leaves an edit alone when the call without a timeout was in the file already', async () => {
    const before = 'export const load = (url: string) => fetch(url);\nexport const x = 1;\n';
    const root = track(await makeProject({ 'package.json': '{}', 'src/api.ts': before }));
    const action = {
      kind: 'edit' as const,
      path: 'src/api.ts',
      edits: [{ oldString: 'const x = 1', newString: 'const x = 2' }],
      cwd: root,
    };
    expect(await extractDecisions(action, { root, agentId: 'claude' })).toEqual([]);
  });

  it('reads a timeout above the limit as its value, which the constitution then blocks', async () => {
    const root = track(await makeProject({ 'package.json': '{}' }));
    const content =
      'export const load = (url: string) => fetch(url, { signal: AbortSignal.timeout(30000) });\n';
    const [decision] = await extractDecisions(
      { kind: 'write', path: join(root, 'src/slow.ts'), content, cwd: root },
      { root, agentId: 'cursor' },
    );
    expect(decision).toMatchObject({ decision_type: 'api_configuration', metadata: { timeout_ms: 30000 } });
    const outcome = await validateLocally(root, decision as never, { actor: 'agent:cursor', record: false });
    expect(outcome.validation.status).toBe('blocked');
    expect(outcome.validation.violated_rules[0]).toMatchObject({ ruleId: 'CH-API-001', actual: 30000 });
  });

  it('asks for nothing about files outside the repository or in node_modules', async () => {
    const root = track(await makeProject({ 'package.json': '{}' }));
    const content = 'export const load = (url: string) => fetch(url);\n';
    for (const path of [join(root, '../elsewhere/api.ts'), join(root, 'node_modules/pkg/index.js')]) {
      expect(
        await extractDecisions({ kind: 'write', path, content, cwd: root }, { root, agentId: 'claude' }),
      ).toEqual([]);
    }
    const inside = await extractDecisions(
      { kind: 'write', path: join(root, 'src/api.ts'), content, cwd: root },
      { root, agentId: 'claude' },
    );
    expect(inside).toHaveLength(1);
  });

  it('asks for nothing when a fetch has a timeout within the limit, or the file is not code', async () => {
    const root = track(await makeProject({ 'package.json': '{}' }));
    const options = { root, agentId: 'claude' };
    const ok = 'export const load = (url: string) => fetch(url, { signal: AbortSignal.timeout(5000) });\n';
    expect(
      await extractDecisions({ kind: 'write', path: 'src/ok.ts', content: ok, cwd: root }, options),
    ).toEqual([]);
    const md = 'fetch(url)\n';
    expect(
      await extractDecisions({ kind: 'write', path: 'notes.md', content: md, cwd: root }, options),
    ).toEqual([]);
  });
});

describe('readApplyPatch', () => {
  // The canonical apply_patch grammar (cline/cline sdk/packages/core/src/extensions/tools/schemas.ts): a patch
  // that adds one file, updates another in two hunks (one moved) and deletes a third.
  const patch = [
    '*** Begin Patch',
    '*** Add File: src/new.ts',
    '+export const a = 1;',
    '+export const b = 2;',
    '*** Update File: src/old.ts',
    '*** Move to: src/renamed.ts',
    '@@ export function f() {',
    ' const x = 1;',
    '-const y = 2;',
    '+const y = 3;',
    '@@',
    '+// appended',
    '*** Delete File: src/gone.ts',
    '*** End Patch',
  ].join('\n');

  it('turns added files into writes and hunks into edits judged against the file they read from', async () => {
    const { readApplyPatch } = await import('../src/hooks/apply-patch');
    expect(readApplyPatch(patch, '/repo')).toEqual([
      {
        kind: 'write',
        path: 'src/new.ts',
        content: 'export const a = 1;\nexport const b = 2;\n',
        cwd: '/repo',
      },
      {
        kind: 'edit',
        path: 'src/old.ts',
        edits: [
          { oldString: 'const x = 1;\nconst y = 2;', newString: 'const x = 1;\nconst y = 3;' },
          { oldString: '', newString: '// appended\n' },
        ],
        cwd: '/repo',
      },
    ]);
  });

  it('reads nothing from text that is not a patch', async () => {
    const { readApplyPatch } = await import('../src/hooks/apply-patch');
    expect(readApplyPatch('npm install left-pad', '/repo')).toEqual([]);
  });
});
