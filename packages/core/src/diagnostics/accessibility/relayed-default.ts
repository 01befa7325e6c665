import type { AstNode } from '../ast';
import { type DefaultProps, propDefault } from './default-props';
import type { FileBindings } from './file-bindings';
import { isNoOpDefault } from './handler-defaults';
import { unwrap } from './jsx-names';

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/**
 * A click handler whose whole body is one call of a prop whose visible default does nothing: the inline
 * `onClick={() => { onClick(this.props); }}` with `onClick: () => {}` in the class's defaultProps (saltui@4.13.1
 * src/ScrollList/Item.jsx:117 and :33, MIT), or a method of the component's class bound as the handler,
 * `onClick={this.handleBackClick.bind(this)}` with `handleBackClick() { this.props.onLeftClick(); }` and the
 * method-shorthand default `onLeftClick() { }` (saltui src/NavBar/NavBar.jsx:24-26, :46 and :72-73). By default
 * the click does nothing, as `onClick={onClick}` with that default does nothing (handler-defaults.ts; the corpus's
 * session-32 convention). The call may hand the caller only its props or the event (see `isNotice`); any other
 * statement may act.
 * Whether callers replace the default is the caller's to judge (element-reads.ts asks that none is known).
 * @example relaysNoOpDefault(parse('() => { onClick(this.props); }'), at, program, defaults, bindings) // true
 */
export function relaysNoOpDefault(
  handler: AstNode,
  at: number,
  program: AstNode,
  defaults: readonly DefaultProps[],
  bindings: () => FileBindings,
): boolean {
  if (defaults.length === 0) return false;
  const found = toHandlerFunction(unwrap(handler), at, program);
  const fn = found?.fn;
  if (!fn || fn.async || fn.generator) return false;
  const call = toOnlyCall(fn.body as AstNode);
  if (call?.type !== 'CallExpression' || call.optional) return false;
  const first = ((fn.params as AstNode[]) ?? [])[0];
  const event = found.eventFirst && first?.type === 'Identifier' ? String(first.name) : undefined;
  if (!((call.arguments as AstNode[]) ?? []).every((argument) => isNotice(argument, event))) return false;
  const value = propDefault(call.callee as AstNode, at, defaults, bindings);
  return value !== undefined && isNoOpDefault(value, bindings());
}

/**
 * What a call only tells: nothing, the component's own props (`onClick(this.props)`) or the click's event. A value
 * handed up (`this.props.onTypeChange('date')`, `onItemClick(index)`) asks the caller to change what it controls
 * (bee-datepicker@2.4.7 src/rc-calendar/full-calendar/CalendarHeader.jsx:95-96 and :76-77, MIT: the view switch of
 * a header whose `type` its FullCalendar owns): such a component works only with a caller that handles it, so its
 * no-op default says nothing of what it does.
 */
function isNotice(argument: AstNode, event: string | undefined): boolean {
  const node = unwrap(argument);
  if (node.type === 'ThisExpression') return true;
  if (node.type === 'Identifier')
    return node.name === 'props' || (event !== undefined && node.name === event);
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    unwrap(node.object as AstNode).type === 'ThisExpression' &&
    (node.property as AstNode).name === 'props'
  );
}

/**
 * An inline function, or `this.method` / `this.method.bind(this)` naming a method of the class around `at`;
 * `eventFirst`: its first parameter is the click's event (no argument bound before it).
 */
function toHandlerFunction(
  handler: AstNode,
  at: number,
  program: AstNode,
): { fn: AstNode; eventFirst: boolean } | undefined {
  if (FUNCTIONS.has(handler.type)) return { fn: handler, eventFirst: true };
  let target = handler;
  if (target.type === 'CallExpression') {
    const callee = unwrap(target.callee as AstNode);
    const args = (target.arguments as AstNode[]) ?? [];
    if (
      callee.type !== 'MemberExpression' ||
      callee.computed ||
      (callee.property as AstNode).name !== 'bind' ||
      args.length > 1 ||
      (args[0] && unwrap(args[0]).type !== 'ThisExpression')
    )
      return undefined;
    target = unwrap(callee.object as AstNode);
  }
  if (
    target.type !== 'MemberExpression' ||
    target.computed ||
    unwrap(target.object as AstNode).type !== 'ThisExpression'
  )
    return undefined;
  const fn = classMethod(program, at, String((target.property as AstNode).name));
  return fn && { fn, eventFirst: true };
}

/** The one method (or function-valued class property) `name` of the top-level class holding `at`. */
function classMethod(program: AstNode, at: number, name: string): AstNode | undefined {
  const statement = ((program.body as AstNode[] | undefined) ?? []).find(
    (node) => node.start <= at && at < node.end,
  );
  let owner = statement;
  if (owner?.type === 'ExportDefaultDeclaration' || owner?.type === 'ExportNamedDeclaration')
    owner = (owner.declaration as AstNode | null) ?? undefined;
  if (owner?.type !== 'ClassDeclaration' && owner?.type !== 'ClassExpression') return undefined;
  const found = (((owner.body as AstNode).body as AstNode[]) ?? []).filter(
    (member) =>
      !member.computed &&
      !member.static &&
      (member.key as AstNode | undefined)?.name === name &&
      (member.type === 'MethodDefinition' || member.type === 'PropertyDefinition'),
  );
  const value = found.length === 1 ? (found[0]?.value as AstNode | null | undefined) : undefined;
  const fn = value ? unwrap(value) : undefined;
  return fn && FUNCTIONS.has(fn.type) ? fn : undefined;
}

/** An expression body, or a block whose one statement is an expression: that expression. */
function toOnlyCall(body: AstNode): AstNode | undefined {
  if (body.type !== 'BlockStatement') return unwrap(body);
  const statements = (body.body as AstNode[]).filter((statement) => statement.type !== 'EmptyStatement');
  const only = statements.length === 1 ? statements[0] : undefined;
  return only?.type === 'ExpressionStatement' ? unwrap(only.expression as AstNode) : undefined;
}
