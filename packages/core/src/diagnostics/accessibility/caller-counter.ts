import { type AstNode, walk } from '../ast';
import { callerNames, toJsxName } from './file-callers';
import { unwrap } from './jsx-names';

/**
 * Whether `expression` (a prop read, `this.props.index` or `props.index`) is a loop counter in every caller the
 * file has: `<TaskRow index={i} …>` pushed from `for (let i = start; …; i++)` (react-gantt-timeline@0.4.3
 * src/lib/components/taskList/TaskList.js:38 and :67, MIT), or `items.map((item, i) => <Row index={i} />)`.
 * A counter is 1, 2, … after its first round, so a `tabIndex` given it is positive on every later row. A
 * component rendered nowhere in its file, a caller that passes anything else (or spreads props), keeps the
 * value unknown.
 * @example isCallerCounter(program, tabIndexExpression, attribute.start) // true for TaskList.js:38
 */
export function isCallerCounter(program: AstNode, expression: AstNode, offset: number): boolean {
  const prop = toPropName(unwrap(expression));
  const names = prop ? callerNames(program, offset) : new Set<string>();
  if (!prop || names.size === 0) return false;
  let callers = 0;
  let counted = true;
  walk(program, (node, ancestors) => {
    if (!counted || node.type !== 'JSXOpeningElement' || !names.has(toJsxName(node.name as AstNode))) return;
    callers += 1;
    const attributes = (node.attributes as AstNode[]) ?? [];
    const passed = attributes.find(
      (each) => each.type === 'JSXAttribute' && (each.name as AstNode).name === prop,
    )?.value as AstNode | null | undefined;
    const value =
      passed?.type === 'JSXExpressionContainer' ? unwrap(passed.expression as AstNode) : undefined;
    counted =
      !attributes.some((each) => each.type === 'JSXSpreadAttribute') &&
      value?.type === 'Identifier' &&
      isCounter(String(value.name), ancestors);
  });
  return counted && callers > 0;
}

/** `this.props.index`, `props.index`: the prop's name. */
function toPropName(node: AstNode): string | undefined {
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  const object = node.object as AstNode;
  const isProps =
    (object.type === 'Identifier' && object.name === 'props') ||
    (object.type === 'MemberExpression' &&
      !object.computed &&
      (object.object as AstNode).type === 'ThisExpression' &&
      (object.property as AstNode).name === 'props');
  return isProps ? String((node.property as AstNode).name) : undefined;
}

/** The nearest binding of `name` among the ancestors is a stepping-up `for` counter or a `.map` index. */
function isCounter(name: string, ancestors: readonly AstNode[]): boolean {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i] as AstNode;
    if (node.type === 'ForStatement' && declares(node.init as AstNode | null, name)) {
      return stepsUp(node.update as AstNode | null, name);
    }
    const params = (node.params as AstNode[] | undefined) ?? [];
    if (!params.some((param) => param.type === 'Identifier' && param.name === name)) continue;
    const call = ancestors[i - 1];
    const callee = call?.type === 'CallExpression' ? (call.callee as AstNode) : undefined;
    return (
      params[1]?.name === name &&
      (call?.arguments as AstNode[] | undefined)?.[0] === node &&
      callee?.type === 'MemberExpression' &&
      (callee.property as AstNode).name === 'map'
    );
  }
  return false;
}

function declares(init: AstNode | null, name: string): boolean {
  if (init?.type !== 'VariableDeclaration') return false;
  return (init.declarations as AstNode[]).some((each) => (each.id as AstNode).name === name);
}

/** `i++`, `++i`, `i += 1`: the counter only grows. */
function stepsUp(update: AstNode | null, name: string): boolean {
  const counter = (update?.argument ?? update?.left) as AstNode | undefined;
  if (!update || counter?.name !== name) return false;
  if (update.type === 'UpdateExpression') return update.operator === '++';
  const right = update.right as AstNode | undefined;
  return (
    update.type === 'AssignmentExpression' &&
    update.operator === '+=' &&
    typeof right?.value === 'number' &&
    right.value > 0
  );
}
