// A client module kept under one key of an object the file builds and hands around: `info.httpModule = usingSsl ?
// https : http` in `_prepareRequest`, which returns `info`, then `info.httpModule.request(info.options, cb)` in
// another method that receives it (@actions/http-client 4.0.1 lib/index.js lines 435 and 380). The receiver is a
// parameter, so its value is not known where the call is; the key is. It holds the module when every place in the
// file that writes the key (`x.httpModule = v`, `{ httpModule: v }`) writes that same module; a key written
// anything else even once (a caller's value, another module) stays unknown. Members of `this` are left to
// member-modules.ts, which reads the class the call is in.
import { type AstNode, walk } from '../ast';
import type { HttpLibrary } from './clients';
import { toPath } from './node-paths';

/** What a value is as a client module (bindings.ts's `libraryOf`, then `requiredLibrary`), given by the caller. */
type LibraryOfValue = (value: AstNode) => HttpLibrary | undefined;

/** Per program: the values written under each key, found in one walk on first need. */
const WRITES = new WeakMap<AstNode, Map<string, AstNode[]>>();

function writesOf(program: AstNode): Map<string, AstNode[]> {
  let found = WRITES.get(program);
  if (found) return found;
  const writes = new Map<string, AstNode[]>();
  const add = (key: string, value: AstNode) => writes.set(key, [...(writes.get(key) ?? []), value]);
  walk(program, (node, ancestors): undefined => {
    if (node.type === 'AssignmentExpression') {
      const left = node.left as AstNode;
      const key =
        left.type === 'MemberExpression' ? keyOf(left.property as AstNode, left.computed) : undefined;
      if (key) add(key, node.right as AstNode);
    } else if (node.type === 'Property' && ancestors.at(-1)?.type === 'ObjectExpression') {
      const key = keyOf(node.key as AstNode, node.computed);
      if (key) add(key, node.value as AstNode);
    }
  });
  found = writes;
  WRITES.set(program, found);
  return found;
}

function keyOf(property: AstNode, computed: unknown): string | undefined {
  if (property.type === 'Identifier' && !computed) return String(property.name);
  return property.type === 'Literal' && typeof property.value === 'string' ? property.value : undefined;
}

/**
 * The client module `receiver` (`info.httpModule`, not a member of `this`) holds by its key: the one module every
 * write of that key in the file gives; `undefined` when the file never writes it or writes anything else.
 * @example keyedModule(parse("info.httpModule"), program, libraryOfValue) // "http"
 */
export function keyedModule(
  receiver: AstNode,
  program: AstNode | undefined,
  library: LibraryOfValue,
): HttpLibrary | undefined {
  if (!program || receiver.type !== 'MemberExpression') return undefined;
  const root = toPath(receiver)?.split('.')[0];
  const key = keyOf(receiver.property as AstNode, receiver.computed);
  if (!root || root === 'this' || !key) return undefined;
  const values = writesOf(program).get(key);
  if (!values || values.length === 0) return undefined;
  let agreed: HttpLibrary | undefined;
  for (const value of values) {
    const found = library(value);
    if (!found || (agreed && agreed !== found)) return undefined;
    agreed = found;
  }
  return agreed;
}
