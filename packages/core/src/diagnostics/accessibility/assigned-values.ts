import { type AstNode, walk } from '../ast';
import { type DefaultProps, propDefault, toDefaultProps } from './default-props';
import { collectFileBindings, type FileBindings, onlyValue } from './file-bindings';
import { unwrap } from './inert-click';

/**
 * The values a local variable can hold where a component renders it: `let iconNode; if (seeking && seekingIcon)
 * iconNode = React.cloneElement(seekingIcon); else if (playing) iconNode = <PauseIconSVG />; else iconNode =
 * <PlayIconSVG />;` then `<button>{iconNode}</button>` (react-soundplayer@1.0.5 src/components/PlayButton.js:33-48,
 * MIT). A value assigned only under a test that is off by default (`seeking`, `false` in the visible defaultProps)
 * is not what the component renders by default, as `{seeking && …}` is not (from-jsx.ts's off-by-default flags).
 */

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

interface Declared {
  fn: AstNode | undefined;
  init: AstNode | undefined;
}

interface Assigned {
  /** `undefined` for a change that is not a plain `=` (`+=`, `++`). */
  value: AstNode | undefined;
  fn: AstNode | undefined;
  /** The `if` statements around it whose consequent holds it. */
  underTests: AstNode[];
}

interface Index {
  declared: Map<string, Declared[]>;
  assigned: Map<string, Assigned[]>;
  defaults?: DefaultProps[];
  bindings?: FileBindings;
}

const indexes = new WeakMap<AstNode, Index>();

/**
 * Every value the variable `name` read at `at` may hold, by default: its initializer (if any) and each plain
 * assignment in the function that declares it, leaving out those under a test off by default. `undefined` when the
 * variable is not declared once in that function, or is changed in another function (a callback may run later) or
 * by anything but `=`.
 * @example toAssignedValues(program, 'iconNode', offset) // [<PauseIconSVG />, <PlayIconSVG />]
 */
export function toAssignedValues(program: AstNode, name: string, at: number): AstNode[] | undefined {
  let index = indexes.get(program);
  if (!index) {
    index = toIndex(program);
    indexes.set(program, index);
  }
  const inside = (fn: AstNode | undefined) => !fn || (fn.start <= at && at < fn.end);
  const declared = (index.declared.get(name) ?? []).filter((entry) => inside(entry.fn));
  const innermost = Math.max(...declared.map((entry) => entry.fn?.start ?? -1));
  const own = declared.filter((entry) => (entry.fn?.start ?? -1) === innermost);
  if (own.length !== 1) return undefined;
  const { fn, init } = own[0] as Declared;
  const assigned = (index.assigned.get(name) ?? []).filter(
    (entry) => !fn || (fn.start <= (entry.fn?.start ?? -1) && (entry.fn?.end ?? 0) <= fn.end),
  );
  if (assigned.some((entry) => entry.fn !== fn || entry.value === undefined)) return undefined;
  const values = init ? [init] : [];
  for (const entry of assigned) {
    if (entry.underTests.some((test) => isOffByDefault(test, program, index))) continue;
    values.push(entry.value as AstNode);
  }
  return values;
}

function toIndex(program: AstNode): Index {
  const index: Index = { declared: new Map(), assigned: new Map() };
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  const innermostFunction = (ancestors: readonly AstNode[]) => {
    for (let i = ancestors.length - 1; i >= 0; i--)
      if (FUNCTIONS.has((ancestors[i] as AstNode).type)) return ancestors[i];
    return undefined;
  };
  walk(program, (node, ancestors) => {
    if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier') {
      add(index.declared, String((node.id as AstNode).name), {
        fn: innermostFunction(ancestors),
        init: (node.init as AstNode | null) ?? undefined,
      });
    }
    const target =
      node.type === 'AssignmentExpression'
        ? (node.left as AstNode)
        : node.type === 'UpdateExpression'
          ? (node.argument as AstNode)
          : undefined;
    if (target?.type !== 'Identifier') return;
    const underTests: AstNode[] = [];
    for (let i = 0; i < ancestors.length - 1; i++) {
      const ancestor = ancestors[i] as AstNode;
      if (ancestor.type === 'IfStatement' && ancestor.consequent === ancestors[i + 1])
        underTests.push(ancestor.test as AstNode);
    }
    add(index.assigned, String(target.name), {
      value:
        node.type === 'AssignmentExpression' && node.operator === '=' ? (node.right as AstNode) : undefined,
      fn: innermostFunction(ancestors),
      underTests,
    });
  });
  return index;
}

/**
 * `seeking && seekingIcon` where `seeking` is a prop whose visible default is `false` or `''` (defaultProps, or a
 * destructuring default): the test fails unless the caller turns the prop on.
 */
function isOffByDefault(test: AstNode, program: AstNode, index: Index): boolean {
  let left = unwrap(test);
  while (left.type === 'LogicalExpression' && left.operator === '&&') left = unwrap(left.left as AstNode);
  index.bindings ??= collectFileBindings(program);
  const bindings = index.bindings;
  const isOff = (value: AstNode | undefined) => {
    const literal = value && unwrap(value);
    return literal?.type === 'Literal' && (literal.value === false || literal.value === '');
  };
  if (left.type === 'Identifier') {
    const bound = onlyValue(bindings, String(left.name));
    if (bound) return bound.kind === 'default' && isOff(bound.value);
  } else if (left.type !== 'MemberExpression') return false;
  index.defaults ??= toDefaultProps(program);
  return isOff(propDefault(left, left.start, index.defaults, () => bindings));
}
