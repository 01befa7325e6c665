import { type AstNode, isAstNode } from '../ast';
import { evaluateNumber, toPath, unwrap } from './evaluate';
import {
  classifyTarget,
  INHERIT,
  type JudgeContext,
  judgeHttpOptions,
  judgeSuperagentTimeout,
} from './judges';
import { judgeMs, missing, UNKNOWN, type Verdict } from './verdict';

/** Calls made on a receiver name anywhere in the file, by `name.method`: `req.setTimeout` → its calls. */
export type ReceiverCalls = ReadonlyMap<string, readonly AstNode[]>;

/** The name a call's result is stored under: `const req = …`, `req = …`, `this.client = …`, `client = …` in a class. */
export function boundName(node: AstNode, ancestors: readonly AstNode[]): string | undefined {
  let child = node;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const parent = ancestors[i];
    if (!parent) return undefined;
    if (
      ['ParenthesizedExpression', 'TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(
        parent.type,
      )
    ) {
      child = parent;
      continue;
    }
    if (parent.type === 'VariableDeclarator' && parent.init === child) {
      const id = parent.id as AstNode;
      return id.type === 'Identifier' ? String(id.name) : undefined;
    }
    if (parent.type === 'AssignmentExpression' && parent.right === child)
      return toPath(parent.left as AstNode);
    if (parent.type === 'PropertyDefinition' && parent.value === child && isAstNode(parent.key)) {
      return parent.key.type === 'Identifier' ? `this.${String(parent.key.name)}` : undefined;
    }
    return undefined;
  }
  return undefined;
}

/** Calls chained on a call's result (`.on(...)`, `.setTimeout(...)`, `.timeout(...)`), and its stored name. */
function followChain(
  node: AstNode,
  ancestors: readonly AstNode[],
): { chained: { method: string; call: AstNode }[]; name: string | undefined } {
  const chained: { method: string; call: AstNode }[] = [];
  let current = node;
  let i = ancestors.length - 1;
  while (i >= 1) {
    const member = ancestors[i];
    const call = ancestors[i - 1];
    if (
      member?.type === 'MemberExpression' &&
      member.object === current &&
      !member.computed &&
      call?.type === 'CallExpression' &&
      call.callee === member
    ) {
      chained.push({ method: String((member.property as AstNode).name), call });
      current = call;
      i -= 2;
    } else break;
  }
  return { chained, name: boundName(current, ancestors.slice(0, i + 1)) };
}

export function judgeHttpCall(
  context: JudgeContext,
  node: AstNode,
  ancestors: readonly AstNode[],
  receiverCalls: ReceiverCalls,
): Verdict {
  const args = node.arguments as AstNode[];
  let sawOptions = false;
  const { chained, name } = followChain(node, ancestors);
  const setters = [
    ...chained.filter((link) => link.method === 'setTimeout').map((link) => link.call),
    ...(name ? (receiverCalls.get(`${name}.setTimeout`) ?? []) : []),
  ];
  const first = setters[0];
  const setter = (): Verdict => {
    const arg = first ? (first.arguments as AstNode[])[0] : undefined;
    return arg ? judgeMs(evaluateNumber(arg, context.constants), '.setTimeout()', context.limit) : UNKNOWN;
  };
  for (const [index, arg] of args.slice(0, 2).entries()) {
    if (unwrap(arg).type === 'ArrowFunctionExpression' || unwrap(arg).type === 'FunctionExpression') break;
    const target = classifyTarget(context, arg);
    // Options built at run time: a `.setTimeout()` on the request still decides (it overrides them).
    if (target === 'unknown') return first ? setter() : UNKNOWN;
    if (target === 'url') {
      if (index > 0) return { kind: 'unknown' };
      continue;
    }
    sawOptions = true;
    const verdict = judgeHttpOptions(context, target);
    // Options not fully known (an agent assigned under a condition): a `.setTimeout()` still decides.
    if (verdict !== INHERIT) return verdict.kind === 'unknown' && first ? setter() : verdict;
  }
  if (first) return setter();
  return missing(
    sawOptions
      ? 'no `timeout` option and no `.setTimeout()` on the request'
      : 'no options with `timeout` and no `.setTimeout()` on the request',
  );
}

export function judgeSuperagentCall(
  context: JudgeContext,
  node: AstNode,
  ancestors: readonly AstNode[],
  receiverCalls: ReceiverCalls,
): Verdict {
  const { chained, name } = followChain(node, ancestors);
  const setters = [
    ...chained.filter((link) => link.method === 'timeout').map((link) => link.call),
    ...(name ? (receiverCalls.get(`${name}.timeout`) ?? []) : []),
  ];
  const first = setters[0];
  if (!first) return missing('no `.timeout()` in the chain');
  return judgeSuperagentTimeout(context, (first.arguments as AstNode[])[0]);
}
