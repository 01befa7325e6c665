import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * `charter --version`, `--help` and `--format json` must not load React or Ink. In the bundle that means:
 * following only static imports from the entry — what Node loads before any `import()` runs — neither
 * `ink` nor `react` is reached, and the program itself (commander) is not reached from the entry either.
 */
describe('the CLI bundle', () => {
  it('loads Ink and React only through a dynamic import, and commander only after --version', async () => {
    const pkg = (await import('../package.json', { with: { type: 'json' } })).default;
    const result = await build({
      entryPoints: { charter: 'src/bin.ts' },
      absWorkingDir: new URL('..', import.meta.url).pathname,
      outdir: 'dist-test',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      jsx: 'automatic',
      external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@charter/')),
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === 'src/bin.ts') as string;

    const staticallyReached = (from: string): Set<string> => {
      const seen = new Set<string>();
      const visit = (path: string) => {
        for (const imported of outputs[path]?.imports ?? []) {
          if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
          seen.add(imported.path);
          if (!imported.external) visit(imported.path);
        }
      };
      visit(from);
      return seen;
    };

    const atStart = staticallyReached(entry);
    expect([...atStart].filter((path) => /^(ink|react|commander)(\/|$)/.test(path))).toEqual([]);

    // The program chunk (loaded for every other command) reaches commander, but still not Ink or React.
    const chunkOf = (source: string) =>
      Object.keys(outputs).find((path) => outputs[path]?.entryPoint === source) as string;
    const forCommands = staticallyReached(chunkOf('src/cli.ts'));
    expect(forCommands.has('commander')).toBe(true);
    expect([...forCommands].filter((path) => /^(ink|react)(\/|$)/.test(path))).toEqual([]);
    // Each command's module loads on its own, so the program reaches no other package before one is chosen.
    expect(
      [...forCommands].filter((path) => !path.startsWith('dist-test/') && !path.startsWith('node:')),
    ).toEqual(['commander']);

    // `charter check` loads the scanner, not the server client, the process runner, the ledger or Ink; nor zod,
    // which only a project's own constitution needs (its loading cost a tenth of a second, issue 15).
    const forCheck = staticallyReached(chunkOf('src/commands/check.ts'));
    expect(forCheck.has('oxc-parser')).toBe(true);
    expect(
      [...forCheck].filter((path) =>
        /^(ink|react|undici|execa|lowdb|zod|@modelcontextprotocol|@inquirer)(\/|$)/.test(path),
      ),
    ).toEqual([]);

    // A plain `charter check` (fast-check.ts) runs the same scanner without the program: no commander.
    const forFastCheck = staticallyReached(chunkOf('src/fast-check.ts'));
    expect(forFastCheck.has('oxc-parser')).toBe(true);
    expect(
      [...forFastCheck].filter((path) => /^(ink|react|commander|undici|execa|lowdb|zod)(\/|$)/.test(path)),
    ).toEqual([]);

    // `charter hook <agent>`, run before every tool call, loads neither the program nor the HTTP client.
    const forHooks = staticallyReached(chunkOf('src/fast-hook.ts'));
    expect(
      [...forHooks].filter((path) => /^(ink|react|commander|undici|@modelcontextprotocol)(\/|$)/.test(path)),
    ).toEqual([]);
    expect(forHooks.has('zod')).toBe(true);
  });
});
