// An instance handed whole to a function of its own package: node-flinks 0.6.0 build/client.js keeps
// `this.client = got_1.default.extend({ prefixUrl })` (line 14) and hands it to every command, `(0,
// token_1.token)(this.client, options, testing)` (line 19), whose module sends on it (build/commands/token.js:19,
// `client.post(url, { json, responseType })`, read there as that instance: factory-handoffs.ts). As set 21's
// got4aws decision has it, an instance is judged at its create only when the package never sends on it; where
// it is handed to the package's own code, its sends are read there, and the verdict belongs on them.
import type { AstNode } from '../ast';
import { toPath, unwrap } from './evaluate';
import type { FileFacts } from './file-facts';

/** Whether the instance kept under `key` is an argument of a call of a relatively imported function. */
export function handedToPackage(
  key: string | undefined,
  facts: Pick<FileFacts, 'bindings' | 'visits'>,
): boolean {
  if (!key || facts.bindings.relative.length === 0) return false;
  const locals = new Set(facts.bindings.relative.map((binding) => binding.local));
  return facts.visits.some(({ node }) => {
    if (node.type !== 'CallExpression') return false;
    const root = (toPath(unwrap(node.callee as AstNode)) ?? '').split('.')[0] ?? '';
    return locals.has(root) && (node.arguments as AstNode[]).some((arg) => toPath(unwrap(arg)) === key);
  });
}
