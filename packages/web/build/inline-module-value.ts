import { resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';

/**
 * Replaces a module by the JSON value of its exports, computed at build time: `src/lib/api-routes.ts`
 * derives the route references from the contract, and the bundle gets only the resulting literal (paths and
 * methods), not the contract and zod it was computed from. Every export must be plain data.
 */
export function inlineModuleValue(file: string): Plugin {
  let path = file;
  return {
    name: 'charter:inline-module-value',
    apply: 'build',
    configResolved(config) {
      path = resolve(config.root, file);
    },
    async load(id) {
      if (id !== path) return null;
      // A separate module runner without this config (and so without this plugin) evaluates the file.
      const { module } = await runnerImport<Record<string, unknown>>(path, {
        configFile: false,
        logLevel: 'error',
      });
      return Object.entries(module)
        .map(
          ([name, value]) =>
            `export const ${name} = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))});`,
        )
        .join('\n');
    },
  };
}
