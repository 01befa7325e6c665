// A name whose every value is a client a sibling module exports: web3.storage 4.5.5 src/lib.js imports `{ fetch as
// _fetch }` from './platform.js' (which exports @web-std/fetch's default) and every method takes `{ endpoint, token,
// fetch = _fetch }`, sending `fetch(url, { method, headers, signal: options.signal })` (lines 174, 232, 273, 276).
// A name bound in the file's first walk to a module's client by its default (`{ fetch = nodeFetch }`) is already
// that client; one whose value is a sibling's export is known only once the siblings are read (imported-facts.ts).
// The caller may hand its own fetch, but by default the sibling's runs (set 13's convention: an injectable client is
// judged by its default). Every binding of the name in the file must be that one import; a name given anything
// else anywhere, or already bound, is left as it was.
import type { BoundExport, LibraryBindings } from './bindings';
import type { ScopedConstants } from './evaluate';
import { unwrap } from './node-paths';

/**
 * Binds (through `bind`) each plain name of the file whose every value, a `const`'s or a parameter's default, is
 * one of `imported` (a local bound to a sibling's client by `applyImports`).
 */
export function bindImportedAliases(
  bindings: LibraryBindings,
  constants: ScopedConstants,
  imported: ReadonlyMap<string, BoundExport>,
  bind: (local: string, client: BoundExport) => void,
): void {
  if (imported.size === 0) return;
  constants.bindings.forEach((values, name) => {
    if (name.includes('.') || values.length === 0 || imported.has(name)) return;
    if (bindings.exports.has(name) || bindings.modules.has(name)) return;
    let client: BoundExport | undefined;
    for (const { init } of values) {
      const value = init ? unwrap(init) : undefined;
      const found = value?.type === 'Identifier' ? imported.get(String(value.name)) : undefined;
      if (!found || (client && client !== found)) return;
      client = found;
    }
    if (client) bind(name, client);
  });
}
