// A client module kept on the instance: `this._requestTransport = this.protocol === "http:" ? http : https` in
// the constructor, then `this._requestTransport.request({ protocol, hostname, port, path, method, headers }, cb)`
// in a method (api2pdf 2.1.0 src/Api2Pdf.js lines 107 and 364, held-out set 12). The member is read like a name
// of the file: it holds the module when the file assigns it once, in the class the call is in (a second
// assignment anywhere in the file, or one in another class, leaves it unknown), and that value is the module
// (`secure ? https : http`, `{ 'http:': http, … }[protocol]`, `require('https')`). A member the file never
// assigns (handed in by the caller) stays unknown.
import { type AstNode, walk } from '../ast';
import { type LibraryBindings, libraryOf, passedLibrary, requiredLibrary } from './bindings';
import type { HttpLibrary } from './clients';
import { type Constants, resolveNode, ScopedConstants, unwrap } from './evaluate';
import { keyedModule } from './keyed-modules';
import { thisMember } from './node-paths';

/**
 * The client module the receiver of a call holds: a name of the file (bindings.ts `passedLibrary`), or a member
 * of `this` the file assigns once a module.
 * @example receiverLibrary(parse('this._requestTransport'), bindings, constants, 'request') // 'http'
 */
export function receiverLibrary(
  receiver: AstNode,
  bindings: LibraryBindings,
  constants: Constants,
  method?: string,
): HttpLibrary | undefined {
  const named = passedLibrary(receiver, bindings, constants, method);
  if (named) return named;
  const current = unwrap(receiver);
  const path = current.type === 'MemberExpression' ? thisMember(current) : undefined;
  if (!(constants instanceof ScopedConstants)) return undefined;
  if (!path) {
    // `info.httpModule`: a key the file writes only with one module (keyed-modules.ts).
    const valueLibrary = (value: AstNode) => {
      const resolved = resolveNode(value, constants);
      return libraryOf(resolved, bindings) ?? requiredLibrary(resolved, bindings);
    };
    return keyedModule(current, constants.program, valueLibrary);
  }
  // The value assigned (`this.x = …`), in the class of the call: another class keeping a member of that name
  // says nothing of this one's.
  const assigned = constants.lookup(path, current.start);
  const { program } = constants;
  if (!assigned || !program || classAround(program, assigned) !== classAround(program, current))
    return undefined;
  const value = resolveNode(assigned, constants);
  return libraryOf(value, bindings) ?? requiredLibrary(value, bindings);
}

/** The innermost class around `node`, if any. */
function classAround(program: AstNode, node: AstNode): AstNode | undefined {
  let found: AstNode | undefined;
  walk(program, (current) => {
    if (current.start > node.start || current.end < node.end) return false;
    if (current.type === 'ClassDeclaration' || current.type === 'ClassExpression') found = current;
    return undefined;
  });
  return found;
}

/** The client module `receiver.method(…)` is called on (see `receiverLibrary`); none for a plain call. */
export function calleeModule(
  callee: AstNode,
  bindings: LibraryBindings,
  constants: Constants,
  method: string,
): HttpLibrary | undefined {
  if (method === '' || callee.type !== 'MemberExpression') return undefined;
  return receiverLibrary(callee.object as AstNode, bindings, constants, method);
}
