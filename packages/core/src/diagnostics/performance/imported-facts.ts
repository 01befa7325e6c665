// Step 1 of checkHttpTimeouts, the imports part: what a file takes from its sibling modules (one relative import).
import type { AstNode } from '../ast';
import type { BoundExport, LibraryBindings } from './bindings';
import type { ScopedConstants } from './evaluate';
import { importedCalls } from './exported-returns';
import { setImportedReturns } from './helper-returns';
import { bindImportedAliases } from './imported-aliases';
import { type HttpModuleResolver, type HttpWrapper, importedObject, literal, numbersObject } from './modules';

/** The client a relative module exports, bound to a local name like an import of the client itself. */
function bindClient(bindings: LibraryBindings, local: string, client: BoundExport): void {
  if (client.library === 'fetch' || client.member !== 'default') bindings.exports.set(local, client);
  else bindings.modules.set(local, client.library);
}

/**
 * Values, clients and wrappers imported from a sibling module (one relative import, through `imports`): a
 * number becomes a constant of this file, a client a binding, a wrapper a function judged at its calls.
 * Also answers this file's own wrappers' map, which the first walk fills.
 */
export function applyImports(
  bindings: LibraryBindings,
  constants: ScopedConstants,
  imports: HttpModuleResolver | undefined,
): Map<string, HttpWrapper> {
  const wrappers = new Map<string, HttpWrapper>();
  if (!imports) return wrappers;
  const bound = new Map<string, BoundExport>();
  const define = (local: string, init: AstNode): void => {
    constants.bindings.set(local, [{ start: 0, end: Number.MAX_SAFE_INTEGER, init }]);
    constants.set(local, init);
  };
  for (const { local, specifier, imported } of bindings.relative) {
    const summary = imports(specifier);
    if (!summary) continue;
    if (imported === '*') {
      const whole = summary.clients.get('module');
      if (whole) {
        bindClient(bindings, local, whole);
        bindClient(bindings, `${local}.default`, whole);
      }
      for (const [name, client] of summary.clients)
        if (name !== 'module') bindClient(bindings, `${local}.${name}`, client);
      if (summary.numbers.size > 0) define(local, numbersObject(summary.numbers, summary.keys));
      for (const [name, wrapper] of summary.wrappers) wrappers.set(`${local}.${name}`, wrapper);
      continue;
    }
    const client =
      summary.clients.get(imported) ?? (imported === 'default' ? summary.clients.get('module') : undefined);
    if (client) {
      bindClient(bindings, local, client);
      bound.set(local, client);
    }
    const number = summary.numbers.get(imported);
    const object = number === undefined ? importedObject(summary.numbers, imported, summary.keys) : undefined;
    if (number !== undefined || object) define(local, object ?? literal(number as number));
    const wrapper = summary.wrappers.get(imported);
    if (wrapper) wrappers.set(local, wrapper);
  }
  // `{ fetch = _fetch }`, `const send = _fetch`: names standing for an imported client (imported-aliases.ts).
  bindImportedAliases(bindings, constants, bound, (local, client) => bindClient(bindings, local, client));
  setImportedReturns(constants, importedCalls(bindings.relative, imports, constants));
  return wrappers;
}
