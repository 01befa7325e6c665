// A module's function that hands its caller's url and options to undici unchanged, adding no bound:
// `const request = async (url, opts) => { log(…); return undici.request(url, opts); }` and the same around
// `undici.stream(url, opts, factory)` (@brightdata/sdk 0.2.0 dist/cjs/utils/net.cjs:31-38, held-out set 17). Its
// callers in sibling modules choose the options, so each `net.request(url, { headers })` is judged as an undici
// request with those options (no signal and no dispatcher: undici's global dispatcher, whose defaults are not
// counted, set 8), and a dispatcher the checker cannot read (`dispatcher: net.getDispatcher()`) leaves it undecided.
import { type AstNode, isAstNode, walk } from '../ast';
import type { BoundExport } from './bindings';
import type { ScopedConstants } from './evaluate';
import { type JudgeContext, judgeUndiciOptions } from './judges';
import { toPath, unwrap } from './node-paths';
import type { Verdict } from './verdict';

const SENDS = new Set(['request', 'stream']);

/** What modules.ts keeps of such a function (an `HttpWrapper`, declared here so the two modules do not cycle). */
interface UndiciPassThrough {
  index: -1;
  name: string;
  init: number;
  undici: true;
}

/** `fn` sends `undici.request(url, opts)` / `undici.stream(url, opts, …)` with its own parameters, unbounded. */
export function findUndiciPassThrough(
  fn: AstNode,
  name: string,
  required: ReadonlyMap<string, BoundExport>,
): UndiciPassThrough | undefined {
  const params = (fn.params as AstNode[] | undefined) ?? [];
  const names = params.map((param) => (param.type === 'Identifier' ? String(param.name) : undefined));
  if (!isAstNode(fn.body)) return undefined;
  let init: number | undefined;
  let bounded = false;
  walk(fn.body, (node) => {
    if (bounded) return false;
    if (node.type === 'Identifier' && /signal|timeout|abort|dispatcher/i.test(String(node.name)))
      bounded = true;
    if (node.type === 'AssignmentExpression') {
      const target = unwrap(node.left as AstNode);
      const root = toPath(target)?.split('.')[0];
      if (root && names.includes(root)) bounded = true;
    }
    if (node.type !== 'CallExpression') return undefined;
    const path = toPath(unwrap(node.callee as AstNode)) ?? '';
    const dot = path.lastIndexOf('.');
    const client = dot > 0 ? required.get(path.slice(0, dot)) : undefined;
    if (client?.library !== 'undici' || !SENDS.has(path.slice(dot + 1))) return undefined;
    const [url, options] = node.arguments as AstNode[];
    const at = options?.type === 'Identifier' ? names.indexOf(String(options.name)) : -1;
    const sameUrl = url?.type === 'Identifier' && names.indexOf(String(url.name)) === 0;
    init = at > 0 && sameUrl && (init === undefined || init === at) ? at : -1;
    return undefined;
  });
  return !bounded && init !== undefined && init > 0 ? { index: -1, name, init, undici: true } : undefined;
}

/** A call of such a function: judged as undici's request with the options it hands (undefined: not here). */
export function judgeUndiciPassThrough(
  context: JudgeContext & { constants: ScopedConstants },
  wrapper: { init?: number },
  node: AstNode,
  args: readonly AstNode[],
): Verdict | undefined {
  // The file's only caller feeds the function's parameters: the send inside is judged with them.
  if (context.constants.feeding.has(node) || wrapper.init === undefined) return undefined;
  const given = args[wrapper.init];
  if (args.some((arg) => arg.type === 'SpreadElement')) return undefined;
  return judgeUndiciOptions(context, given, 'request');
}
