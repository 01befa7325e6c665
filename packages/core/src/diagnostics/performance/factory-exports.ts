// A client instance made by a wrapper's named factory export rather than by the client's own factory method:
// anticaptcha 2.2.0 src/AntiCaptcha.ts keeps `this.api = create({ baseURL: "https://api.anti-captcha.com" })`
// (`import { create } from "apisauce"`, lines 1 and 23-25) and sends `this.api.post("getBalance")`. apisauce's
// `create` hands its config to `axios.create` (clients.ts), so the instance is an axios one whose sends take
// axios's config last (`post(url, data, config)`, `get(url, params, config)`).
import type { AstNode } from '../ast';
import type { LibraryBindings } from './bindings';
import { INSTANCE_FACTORY_EXPORTS } from './clients';
import { unwrap } from './evaluate';

/** An instance as file-facts.ts keeps it (its `Instance`), made by a factory export. */
interface FactoryExportInstance {
  library: 'axios';
  create: AstNode;
  config: AstNode | undefined;
  calls: number;
  configAt: number;
}

/** The instance `create(config)` makes when `create` is bound to a factory export (clients.ts `factories`). */
export function factoryExportInstance(
  call: AstNode,
  bindings: LibraryBindings,
): FactoryExportInstance | undefined {
  const callee = unwrap(call.callee as AstNode);
  const bound = callee.type === 'Identifier' ? bindings.exports.get(String(callee.name)) : undefined;
  const configAt = bound ? INSTANCE_FACTORY_EXPORTS.get(`${bound.library}:${bound.member}`) : undefined;
  if (!bound || configAt === undefined || bound.library !== 'axios') return undefined;
  const args = call.arguments as AstNode[];
  return { library: 'axios', create: call, config: args[0], calls: 0, configAt };
}
