import type { AstNode } from '../ast';
import { type FileBindings, onlyValue } from './file-bindings';
import { unwrap } from './jsx-names';
import { isQuiet } from './noop-call';

/**
 * A destructured prop's default read off an object the file binds once: `onClick = defaultProps.onClick` with
 * `export const defaultProps: Required<FacebookCounterProps> = { …, onClick: () => { console.log('click'); }, … }`
 * (@charkour/react-reactions@0.11.0 src/components/facebook/FacebookCounter.tsx:24 and :72-95, MIT): that
 * property's value. `undefined` for any other shape (a computed key, a spread in the object, a changed binding).
 */
export function toObjectMemberDefault(value: AstNode, bindings: FileBindings): AstNode | undefined {
  const member = unwrap(value);
  if (member.type !== 'MemberExpression' || member.computed) return undefined;
  const holder = unwrap(member.object as AstNode);
  if (holder.type !== 'Identifier') return undefined;
  const bound = onlyValue(bindings, String(holder.name));
  const object = bound?.kind === 'init' ? unwrap(bound.value) : undefined;
  if (object?.type !== 'ObjectExpression') return undefined;
  const wanted = String((member.property as AstNode).name);
  let found: AstNode | undefined;
  for (const property of object.properties as AstNode[]) {
    if (property.type !== 'Property') return undefined;
    const key = property.key as AstNode;
    const name = property.computed ? undefined : key.type === 'Identifier' ? key.name : key.value;
    if (property.computed || name === undefined) return undefined;
    if (name === wanted) found = property.value as AstNode;
  }
  return found;
}

/**
 * A function whose body only writes to the console: `() => { console.log('click'); }` (FacebookCounter.tsx:91-93,
 * above): a default the package's author left as a trace, which does nothing a user sees (the corpus's session-32
 * convention reads such a default as a no-op). Arguments must be names, literals, member reads or templates of them.
 */
export function onlyLogs(node: AstNode): boolean {
  const fn = unwrap(node);
  if (!['ArrowFunctionExpression', 'FunctionExpression'].includes(fn.type) || fn.async || fn.generator)
    return false;
  const body = fn.body as AstNode;
  const statements =
    body.type === 'BlockStatement'
      ? (body.body as AstNode[])
      : [{ ...body, type: 'ExpressionStatement', expression: body }];
  return (
    statements.length > 0 &&
    statements.every(
      (statement) =>
        statement.type === 'ExpressionStatement' && isConsoleCall(statement.expression as AstNode),
    )
  );
}

function isConsoleCall(expression: AstNode): boolean {
  const call = unwrap(expression);
  if (call.type !== 'CallExpression') return false;
  const callee = unwrap(call.callee as AstNode);
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    unwrap(callee.object as AstNode).type === 'Identifier' &&
    (unwrap(callee.object as AstNode) as AstNode).name === 'console' &&
    /^(?:log|info|debug|warn|trace)$/.test(String((callee.property as AstNode).name)) &&
    ((call.arguments as AstNode[]) ?? []).every(isQuiet)
  );
}
