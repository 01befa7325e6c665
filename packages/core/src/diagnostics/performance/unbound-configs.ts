// An axios instance made with a config that only names keys carrying no bound: `Axios.create({ baseURL:
// 'https://api.lexoffice.io/v1', headers: { Authorization: `Bearer ${apiKey}`, … } })` (@elbstack/lexoffice-client-js
// 1.0.1 src/base.client.ts:7-14). Its timeout is axios's default (none), as for `axios.create()`
// (exported-instances.ts `configlessInstance`). A spread, a computed key or any other key (`timeout`, `signal`,
// an agent, an adapter, a transport) leaves it unread.
import type { AstNode } from '../ast';
import type { BoundExport } from './bindings';
import type { InstanceLibrary } from './client-instances';
import { toPath, unwrap } from './evaluate';

/** axios config keys that set no bound on a request (axios's README, "Request Config"). */
const UNBOUND_KEYS = new Set([
  'baseURL',
  'headers',
  'params',
  'paramsSerializer',
  'withCredentials',
  'responseType',
  'responseEncoding',
  'xsrfCookieName',
  'xsrfHeaderName',
  'validateStatus',
  'maxContentLength',
  'maxBodyLength',
  'auth',
  'decompress',
]);

/**
 * `'axios'` when `value` is `<axios>.create({ … })` on the axios module the file requires, its config a literal
 * naming only keys that set no bound; `undefined` otherwise.
 * @example unboundAxiosInstance(create, required) // 'axios' for `Axios.create({ baseURL, headers })`
 */
export function unboundAxiosInstance(
  value: AstNode,
  required: ReadonlyMap<string, BoundExport>,
): InstanceLibrary | undefined {
  const current = unwrap(value);
  if (current.type !== 'CallExpression') return undefined;
  const callee = unwrap(current.callee as AstNode);
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if ((callee.property as AstNode).name !== 'create') return undefined;
  const receiver = toPath(callee.object as AstNode) ?? '';
  const client = required.get(receiver) ?? required.get(receiver.replace(/\.default$/, ''));
  if (client?.library !== 'axios' || client.member !== 'default') return undefined;
  const args = current.arguments as AstNode[];
  const config = args.length === 1 && args[0] ? unwrap(args[0]) : undefined;
  if (config?.type !== 'ObjectExpression') return undefined;
  const closed = (config.properties as AstNode[]).every((property) => {
    const key = property.key as AstNode | undefined;
    return (
      property.type === 'Property' &&
      !property.computed &&
      key?.type === 'Identifier' &&
      UNBOUND_KEYS.has(String(key.name))
    );
  });
  return closed ? 'axios' : undefined;
}
