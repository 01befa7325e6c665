// form-data's `submit(params, cb)` sends the form through node's http or https with the params given (its README,
// github.com/form-data/form-data, "submit( params, cb )": "params can be a string or an object" of
// http.request options) and arms no timer of its own; it returns the request, on which a caller could set one.
// freshdesk-api 3.1.0 lib/utils.js lines 29 and 168-176: `const fd = new FormData(); fd.submit({ host, port,
// path, protocol, headers }, cb)`, its result unused: nothing bounds it. Only a FormData of the form-data module
// counts (ExtJS forms and others have a `submit` too).
import type { AstNode } from '../ast';
import { getProperty, resolveNode, resolveObject, toPath, unwrap } from './evaluate';
import type { FileFacts } from './file-facts';
import type { JudgeContext } from './judge-context';
import { missing, UNKNOWN, type Verdict } from './verdict';

const NONE =
  "form-data's submit sends through node http(s) with no timeout, and nothing bounds the request it returns";

/** The local names the module binds form-data's FormData to (`require("form-data")`, `import FormData from`). */
function formDataNames(program: AstNode): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as AstNode[]) {
    if (statement.type === 'ImportDeclaration' && (statement.source as AstNode).value === 'form-data')
      for (const spec of statement.specifiers as AstNode[])
        if (spec.type === 'ImportDefaultSpecifier') names.add(String((spec.local as AstNode).name));
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const init = declarator.init ? unwrap(declarator.init as AstNode) : undefined;
      const id = declarator.id as AstNode;
      if (init && id.type === 'Identifier' && isFormDataRequire(init)) names.add(String(id.name));
    }
  }
  return names;
}

function isFormDataRequire(node: AstNode): boolean {
  const call =
    node.type === 'CallExpression' && toPath(node.callee as AstNode) === 'require' ? node : undefined;
  const arg = call ? (call.arguments as AstNode[])[0] : undefined;
  return arg?.type === 'Literal' && arg.value === 'form-data';
}

/** `fd.submit(params, cb)` on a `new FormData()` of form-data: its verdict, or undefined when it is not one. */
export function judgeFormDataSubmit(
  context: JudgeContext,
  call: AstNode,
  ancestors: readonly AstNode[],
  text: string,
): Verdict | undefined {
  const callee = unwrap(call.callee as AstNode);
  if (callee.type !== 'MemberExpression' || (callee.property as AstNode).name !== 'submit') return undefined;
  if (!context.program || !text.includes('form-data')) return undefined;
  const made = resolveNode(callee.object as AstNode, context.constants);
  if (made.type !== 'NewExpression' || (made.callee as AstNode).type !== 'Identifier') return undefined;
  if (!formDataNames(context.program).has(String((made.callee as AstNode).name))) return undefined;
  // The request it returns is kept or passed on: the caller may bound it.
  if (ancestors[ancestors.length - 1]?.type !== 'ExpressionStatement') return UNKNOWN;
  const params = (call.arguments as AstNode[])[0];
  if (!params) return UNKNOWN;
  const resolved = resolveNode(params, context.constants);
  if (resolved.type === 'Literal' || resolved.type === 'TemplateLiteral') return missing(NONE);
  const view = resolveObject(params, context.constants);
  return view && getProperty(view, 'timeout') === 'absent' ? missing(NONE) : UNKNOWN;
}

/** Judges each form-data submit among the file's calls (the walk's visits; no second pass over the file). */
export function judgeFormDataSubmits(checker: {
  file: { text: string };
  facts: Pick<FileFacts, 'context' | 'visits'>;
  report: (node: AstNode, verdict: Verdict, what: string, library: 'http') => void;
}): void {
  const { context, visits } = checker.facts;
  if (!checker.file.text.includes('form-data')) return;
  for (const { node, ancestors } of visits) {
    if (node.type !== 'CallExpression') continue;
    const verdict = judgeFormDataSubmit(context, node, ancestors, checker.file.text);
    if (verdict)
      checker.report(node, verdict, `${toPath(unwrap(node.callee as AstNode)) ?? 'submit'}()`, 'http');
  }
}
