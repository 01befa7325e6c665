// A file that names no client and sends only on an instance a sibling module made and exports (exported-instances.ts):
// addsearch-js-client 1.0.4's dist/api.js is tsc's CommonJS output of `export const statsInstance = axios.create()`
// (`const statsInstance = axios_1.default.create(); exports.statsInstance = statsInstance;`), and dist/stats.js,
// which never names axios, sends `api_1.statsInstance.post(url, payload, { headers })` on what
// `require("./api")` returns. The text test that skips files naming no client (`mentionsClient`) skipped it; such
// a file is read once its siblings are summarised, and only when one of them exports an instance (or an undici
// pass-through, whose callers name no client either).
import type { HttpModuleResolver } from './modules';

/** Relative imports and requires (`from './x'`, `require('../x')`); module-resolution.ts passes this on to the scanner. */
const IMPORTS_RELATIVE = /(?:from\s*|require\(\s*|import\(\s*)['"](\.\.?\/[^'"]*)['"]/g;

// The last text read and its specifiers: a file's text is asked for up to three times in a row (http-timeouts.ts,
// then the scanner twice), and no caller changes the list it gets.
let lastText: string | undefined;
let lastSpecifiers: string[] = [];

/** The relative specifiers a file imports or requires, in text order (the list is shared: never change it). */
export function relativeSpecifiers(text: string): string[] {
  if (text !== lastText) {
    lastSpecifiers = [...text.matchAll(IMPORTS_RELATIVE)].map((match) => match[1] ?? '');
    lastText = text;
  }
  return lastSpecifiers;
}

/**
 * Whether a file imports (by one of `specifiers`, its relative imports) a sibling module that exports a client
 * instance made with no config, or an undici pass-through, so that it may send on it without naming a client.
 * @example importsSiblingInstance(['./api'], imports) // true when ./api exports `axios.create()`
 */
export function importsSiblingInstance(
  specifiers: readonly string[],
  imports: HttpModuleResolver | undefined,
): boolean {
  if (!imports) return false;
  return specifiers.some((specifier) => {
    const summary = imports(specifier);
    // Or a function handing its caller's options to undici unchanged (undici-pass-throughs.ts): `net.request(url,
    // { …, dispatcher: net.getDispatcher() })` in @brightdata/sdk 0.2.0 dist/cjs/api/unlocker/request.cjs:65.
    return (
      (summary?.instances?.size ?? 0) > 0 ||
      [...(summary?.wrappers.values() ?? [])].some((wrapper) => wrapper.undici === true)
    );
  });
}

/** A module passing on what a sibling exports (`export * from './api'`, tsc's `__exportStar(require("./api"))`). */
const REEXPORTS_SIBLING =
  /\bexport\s*(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*['"]\.|__exportStar\(\s*require\(\s*['"]\./;

/** Whether a module naming no client may still pass on a sibling's instance to its importers. */
export function reexportsSibling(text: string): boolean {
  return REEXPORTS_SIBLING.test(text);
}
