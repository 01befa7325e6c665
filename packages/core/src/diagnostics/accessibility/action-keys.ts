import type { AstNode } from '../ast';
import { type FileBindings, onlyValue } from './file-bindings';
import { toCalleeText } from './handler-reads';
import { unwrap } from './inert-click';

/**
 * `callee(args)` with every argument a literal, the event, a `this.…` member, or its negation (a toggle's
 * `this.props.onChange(!this.props.value)`, @streetscape.gl/monochrome@1.0.13 src/shared/toggle/index.js:124,
 * mirrored by its Space key at :117), or a name `once` accepts (see `isRenderedHandler`); `undefined` otherwise.
 */
export function toActionKey(
  call: AstNode,
  event: string | undefined,
  once?: (name: string) => boolean,
): string | undefined {
  const callee = toCalleeText(unwrap(call.callee as AstNode));
  if (callee === undefined) return undefined;
  const args: string[] = [];
  for (const argument of (call.arguments as AstNode[]) ?? []) {
    let node = unwrap(argument);
    const negated = node.type === 'UnaryExpression' && node.operator === '!';
    if (negated) node = unwrap(node.argument as AstNode);
    if (node.type === 'Literal' && !negated) args.push(JSON.stringify(node.value ?? null));
    else if (node.type === 'Identifier' && event !== undefined && node.name === event && !negated)
      args.push('<event>');
    else if (node.type === 'Identifier' && !negated && once?.(String(node.name)))
      args.push(String(node.name));
    else {
      const text = toCalleeText(node);
      if (text === undefined || !text.startsWith('this.')) return undefined;
      args.push(negated ? `!${text}` : text);
    }
  }
  return `${callee}(${args.join(', ')})`;
}

export function firstParamName(fn: AstNode): string | undefined {
  const first = ((fn.params as AstNode[]) ?? [])[0];
  return first?.type === 'Identifier' ? String(first.name) : undefined;
}

/** The name the event has inside `callee` when `call` passes it on (`this.exit(e)` → exit's first param). */
export function passedEvent(call: AstNode, callee: AstNode, event: string | undefined): string | undefined {
  if (event === undefined) return undefined;
  const index = ((call.arguments as AstNode[]) ?? []).findIndex(
    (argument) => unwrap(argument).type === 'Identifier' && unwrap(argument).name === event,
  );
  const param = ((callee.params as AstNode[]) ?? [])[index];
  return index >= 0 && param?.type === 'Identifier' ? String(param.name) : undefined;
}

/**
 * A handler made anew at each render: an inline function, or a name bound once in the file to a function (not a
 * `useCallback`, not a listener an effect registered once). A name the file binds once holds, in two such
 * handlers of one component, the value of the same render: `onClick={() => onSearch(value)}` and the field's
 * `handleKeyDown`, whose Enter calls `onSearch(value)` (fireflink-ui@1.2.24 src/components/Search/Search.tsx:45-49,
 * :69, MIT, `value` a prop). A handler kept from an earlier render (a memo, a listener added by an effect) may hold
 * an older value, so its names are not matched.
 */
export function isRenderedHandler(handler: AstNode, bindings: () => FileBindings): boolean {
  const node = unwrap(handler);
  if (FUNCTIONS.has(node.type)) return true;
  if (node.type !== 'Identifier') return false;
  const value = onlyValue(bindings(), String(node.name))?.value;
  return value !== undefined && FUNCTIONS.has(unwrap(value).type);
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
