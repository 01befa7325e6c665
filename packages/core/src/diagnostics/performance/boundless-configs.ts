// An instance made with a config that names no bound: @elbstack/lexoffice-client-js 1.0.1 src/base.client.ts:7-14
// keeps `this.axios = Axios.create({ baseURL: 'https://api.lexoffice.io/v1', headers: {…} })` in BaseClient, whose
// subclasses in other modules send `this.axios.post('/contacts', contact)`. Such an instance inherits exactly the
// library's defaults, as one made with no config does (member-instances.ts). Only a literal whose every key is
// plainly written and none may bound a request (a timeout, a signal, a deadline, an adapter, an agent, a
// transport) counts: a spread or a computed key may carry one.
import type { AstNode } from '../ast';
import type { BoundExport } from './bindings';
import type { InstanceLibrary } from './client-instances';
import { configlessInstance } from './exported-instances';
import { unwrap } from './node-paths';

const MAY_BOUND = /timeout|signal|deadline|adapter|agent|transport|lookup|retry/i;

/** `configlessInstance` of a create whose one argument is a literal naming no bound key. */
export function boundlessInstance(
  value: AstNode,
  constants: ReadonlyMap<string, AstNode>,
  required: ReadonlyMap<string, BoundExport>,
): InstanceLibrary | undefined {
  const call = unwrap(value);
  if (call.type !== 'CallExpression') return undefined;
  const args = call.arguments as AstNode[];
  const config = args.length === 1 ? unwrap(args[0] as AstNode) : undefined;
  if (config?.type !== 'ObjectExpression') return undefined;
  const plain = (config.properties as AstNode[]).every((item) => {
    if (item.type !== 'Property' || item.computed) return false;
    const key = item.key as AstNode;
    const name = key.type === 'Identifier' ? String(key.name) : String(key.value);
    return !MAY_BOUND.test(name);
  });
  return plain ? configlessInstance({ ...call, arguments: [] }, constants, required) : undefined;
}
