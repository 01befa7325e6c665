// A function that calls itself to retry: `private async request(config, retries = 3) { … return
// this.request(config, retries - 1) }` (@ensofinance/sdk 2.5.0 src/client.ts:88-106, a network error retried
// with backoff). The recursive call brings no new value for a parameter it passes on unchanged (`config`), so
// that parameter holds what the outside calls pass; a parameter it changes (`retries - 1`), or one the function
// reassigns, may hold anything and is read as unknown at every site.
import type { AstNode } from '../ast';
import { parameterName } from './destructured-params';

/** An argument read as unknown: consumers of call sites treat a spread as any value. */
function opaque(at: AstNode): AstNode {
  return {
    type: 'SpreadElement',
    start: at.start,
    end: at.end,
    argument: { type: 'Identifier', name: '(recursive)', start: at.start, end: at.end },
  };
}

/**
 * The arguments of each outside call of `fn`, each parameter that the recursive calls (`inside`) do not pass on
 * unchanged replaced by an unknown value. `reassigned(name)` says whether `fn` assigns its parameter `name`.
 */
export function sitesWithRecursion(
  fn: AstNode,
  outside: readonly { call: AstNode; args: AstNode[] }[],
  inside: readonly { args: AstNode[] }[],
  reassigned: (name: string) => boolean,
): AstNode[][] {
  const params = (fn.params as AstNode[] | undefined) ?? [];
  const kept = params.map((param) => {
    const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
    const name = id.type === 'Identifier' ? parameterName(id) : undefined;
    if (!name || reassigned(name)) return false;
    return inside.every(({ args }) => {
      const arg = args[params.indexOf(param)];
      return arg?.type === 'Identifier' && arg.name === name;
    });
  });
  return outside.map(({ call, args }) =>
    args.map((arg, index) => (index < params.length && !kept[index] ? opaque(arg ?? call) : arg)),
  );
}
