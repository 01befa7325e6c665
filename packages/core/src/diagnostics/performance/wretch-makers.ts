// A wretch request made by a method and sent by its callers: `request(path) { return wretch(urljoin(this.rpcUrl,
// path)).headers({ … }) }`, then `this.request('rewards').post({ addresses })…json()` (@exodus/solana-api 3.0.0
// src/api.js lines 54-58 and 784). The method builds a new request on each call from a chain with nothing
// that may bound it (no signal, options, addon or middlewares); its arguments only fill the URL and headers. Each
// `this.<method>(…)` chain that sends it is judged as the chain `wretch(url)…` would be (wretch-chains.ts).
import { type AstNode, isAstNode } from '../ast';
import type { Checker } from './checker';
import { unwrap } from './evaluate';
import { judgeWretchChain } from './wretch-chains';

/** The method (class member) whose whole body is `return <node's chain>`, if the chain ends there. */
function makerName(node: AstNode, ancestors: readonly AstNode[]): string | undefined {
  let i = ancestors.length - 1;
  let current = node;
  while (i >= 1) {
    const member = ancestors[i];
    const call = ancestors[i - 1];
    if (member?.type !== 'MemberExpression' || member.object !== current || call?.callee !== member) break;
    current = call;
    i -= 2;
  }
  const [ret, block, fn, method] = [ancestors[i], ancestors[i - 1], ancestors[i - 2], ancestors[i - 3]];
  if (ret?.type !== 'ReturnStatement' || ret.argument !== current) return undefined;
  if (block?.type !== 'BlockStatement' || (block.body as AstNode[]).length !== 1) return undefined;
  if (fn?.type !== 'FunctionExpression' || method?.type !== 'MethodDefinition' || method.computed)
    return undefined;
  if (method.kind !== 'method' || method.static) return undefined;
  const key = method.key as AstNode;
  return key.type === 'Identifier' ? String(key.name) : undefined;
}

/** Whether the call is one of wretch's module itself (`wretch(url)`). */
function isWretch(node: AstNode, checker: Pick<Checker, 'facts'>): boolean {
  const callee = unwrap(node.callee as AstNode);
  return callee.type === 'Identifier' && checker.facts.bindings.modules.get(String(callee.name)) === 'wretch';
}

/** Judges every `this.<maker>(…)…<verb>()` chain of the file. */
export function judgeWretchMakers(checker: Pick<Checker, 'facts' | 'report' | 'file'>): void {
  if (!checker.file.text.includes('wretch')) return;
  const makers = new Set<string>();
  const visits = checker.facts.visits.filter(({ node }) => node.type === 'CallExpression');
  for (const { node, ancestors } of visits) {
    if (!isWretch(node, checker) || (node.arguments as AstNode[]).length !== 1) continue;
    // A chain that sends here, or has a link that may bound it (UNKNOWN), is no maker's.
    if (judgeWretchChain(node, ancestors) !== undefined) continue;
    const name = makerName(node, ancestors);
    if (name) makers.add(name);
  }
  if (makers.size === 0) return;
  for (const { node, ancestors } of visits) {
    const callee = unwrap(node.callee as AstNode);
    if (callee.type !== 'MemberExpression' || callee.computed) continue;
    if ((callee.object as AstNode).type !== 'ThisExpression' || !isAstNode(callee.property)) continue;
    const name = String(callee.property.name);
    if (!makers.has(name)) continue;
    const verdict = judgeWretchChain(node, ancestors);
    if (verdict) checker.report(node, verdict, `this.${name}()`, 'wretch');
  }
}
