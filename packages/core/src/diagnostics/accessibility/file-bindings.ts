import { type AstNode, walk } from '../ast';

/** How a name got its value: `const x = …` / `function x() {}`, or a destructuring default (`{ x = {} }`). */
export type BindingKind = 'init' | 'default';

/**
 * The names a file binds, for reading a name's value where it is used without scope analysis: a name bound
 * once in the whole file (declarations, parameters, imports, catch clauses) and never assigned or mutated
 * afterwards has one value wherever it appears.
 */
export interface FileBindings {
  counts: Map<string, number>;
  /** Assigned after their declaration, or mutated (`x.y = …`, `x++`, `Object.assign(x, …)`, `assign(x, …)`). */
  changed: Set<string>;
  values: Map<string, { value: AstNode; kind: BindingKind }>;
}

/**
 * Every binding of a file, in one walk.
 * @example onlyValue(collectFileBindings(program), 'stop') // the arrow of `const stop = (e) => …`
 */
export function collectFileBindings(program: AstNode): FileBindings {
  const bindings: FileBindings = { counts: new Map(), changed: new Set(), values: new Map() };
  const bind = (name: string, value?: AstNode, kind: BindingKind = 'init'): void => {
    bindings.counts.set(name, (bindings.counts.get(name) ?? 0) + 1);
    if (value) bindings.values.set(name, { value, kind });
  };
  const bindPattern = (pattern: AstNode | null | undefined, value?: AstNode, kind?: BindingKind): void => {
    if (!pattern) return;
    switch (pattern.type) {
      case 'Identifier':
        bind(String(pattern.name), value, kind);
        break;
      case 'AssignmentPattern':
        bindPattern(pattern.left as AstNode, pattern.right as AstNode, 'default');
        break;
      case 'ObjectPattern':
        for (const property of pattern.properties as AstNode[]) {
          bindPattern((property.type === 'RestElement' ? property.argument : property.value) as AstNode);
        }
        break;
      case 'ArrayPattern':
        for (const element of pattern.elements as (AstNode | null)[]) bindPattern(element);
        break;
      case 'RestElement':
        bindPattern(pattern.argument as AstNode);
        break;
      case 'TSParameterProperty':
        bindPattern(pattern.parameter as AstNode);
        break;
    }
  };
  const change = (target: AstNode): void => {
    let root = target;
    while (root.type === 'MemberExpression') root = root.object as AstNode;
    if (root.type === 'Identifier') bindings.changed.add(String(root.name));
    else if (root.type === 'ObjectPattern' || root.type === 'ArrayPattern') {
      const names = new Map<string, number>();
      collectPatternNames(root, names);
      for (const name of names.keys()) bindings.changed.add(name);
    }
  };
  walk(program, (node) => {
    switch (node.type) {
      case 'VariableDeclarator':
        bindPattern(node.id as AstNode, (node.init as AstNode | null) ?? undefined, 'init');
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        if (node.id)
          bind(String((node.id as AstNode).name), node.type === 'FunctionDeclaration' ? node : undefined);
        for (const param of (node.params as AstNode[]) ?? []) bindPattern(param);
        break;
      case 'ClassDeclaration':
      case 'ClassExpression':
        if (node.id) bind(String((node.id as AstNode).name));
        break;
      case 'CatchClause':
        bindPattern(node.param as AstNode | null);
        break;
      case 'ImportSpecifier':
      case 'ImportDefaultSpecifier':
      case 'ImportNamespaceSpecifier':
        bind(String((node.local as AstNode).name));
        break;
      case 'AssignmentExpression':
        change(node.left as AstNode);
        break;
      case 'UpdateExpression':
        change(node.argument as AstNode);
        break;
      case 'CallExpression': {
        const callee = node.callee as AstNode;
        const [target, source] = (node.arguments as AstNode[]) ?? [];
        if (target && source && MERGES_INTO_FIRST.has(calleeName(callee))) change(target);
        break;
      }
    }
    return undefined;
  });
  return bindings;
}

/**
 * Calls that copy their later arguments into the first: `Object.assign(x, …)`, and the same under the names of the
 * ponyfills and utility libraries that offer it (`assign(fieldProps, customProps)` with `assign` imported from
 * object-assign, uxcore-table@11.10.18 src/CellField/TextField.jsx:26, MIT; lodash's `_.assign`, `_.extend`,
 * `_.merge`, `_.defaults`). The object then holds whatever the later arguments hold.
 */
const MERGES_INTO_FIRST = new Set([
  'assign',
  'assignIn',
  'extend',
  'merge',
  'mergeWith',
  'defaults',
  'defaultsDeep',
]);

/** `assign` for `assign(…)`, `Object.assign(…)` and `_.assign(…)`; '' for any other callee. */
function calleeName(callee: AstNode): string {
  if (callee.type === 'Identifier') return String(callee.name);
  if (callee.type === 'MemberExpression' && !callee.computed)
    return String((callee.property as AstNode).name);
  return '';
}

function collectPatternNames(pattern: AstNode | null, into: Map<string, number>): void {
  if (!pattern) return;
  if (pattern.type === 'Identifier') into.set(String(pattern.name), 1);
  else if (pattern.type === 'AssignmentPattern') collectPatternNames(pattern.left as AstNode, into);
  else if (pattern.type === 'RestElement') collectPatternNames(pattern.argument as AstNode, into);
  else if (pattern.type === 'ArrayPattern')
    for (const element of pattern.elements as (AstNode | null)[]) collectPatternNames(element, into);
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties as AstNode[])
      collectPatternNames(
        (property.type === 'RestElement' ? property.argument : property.value) as AstNode,
        into,
      );
}

/** The one value of a name bound once in the file and never changed; `undefined` otherwise. */
export function onlyValue(
  bindings: FileBindings,
  name: string,
): { value: AstNode; kind: BindingKind } | undefined {
  if (bindings.counts.get(name) !== 1 || bindings.changed.has(name)) return undefined;
  return bindings.values.get(name);
}

/**
 * The one value of a name declared once in the file, even if its members are written since (`ref.current =
 * x` counts as a change for `onlyValue`); for values whose identity is what matters, such as `useRef()`.
 */
export function declaredOnce(bindings: FileBindings, name: string): AstNode | undefined {
  return bindings.counts.get(name) === 1 ? bindings.values.get(name)?.value : undefined;
}
