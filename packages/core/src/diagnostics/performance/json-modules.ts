// A JSON file a module of the package requires or imports (`const config = require('./config.json')`, `import
// config from './config.json'`) is a module whose export is that object: its numbers are read like those of
// `module.exports = {…}` (modules.ts). smartcar 10.4.0 lib/smartcar-service.js lines 6, 91-101 and 143-145:
// `timeout: config.timeout` in the service's default options, with `"timeout": 310000` in lib/config.json, so
// `AbortSignal.timeout(requestOptions.timeout)` is 310 s by default.

/** A JSON file larger than this is data, not a package's settings: not kept for its importers. */
const MAX_JSON_CHARS = 32_768;

/** Whether `path` is a JSON file (read for the modules that import it; never judged itself). */
export function isJsonModule(path: string): boolean {
  return path.endsWith('.json');
}

/**
 * The JSON text as the module source it stands for (CommonJS `module.exports`, which an ES default import reads
 * too), to be parsed as JavaScript; `undefined` when it is too large or holds no number to read.
 * @example jsonModuleSource('{ "timeout": 310000 }') // 'module.exports = { "timeout": 310000 };'
 */
export function jsonModuleSource(text: string): string | undefined {
  if (text.length > MAX_JSON_CHARS || !/^\s*\{/.test(text) || !/:\s*-?\d/.test(text)) return undefined;
  return `module.exports = ${text};`;
}
