import { type AstNode, isAstNode, walk } from '../ast';

/** `const` declarations of a file by name; a name declared twice (in different scopes) is left out. */
export type Constants = ReadonlyMap<string, AstNode>;

const WRAPPERS = new Set([
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ChainExpression',
]);

/** The expression without parentheses, `as`, `satisfies`, `!` and optional-chain wrappers. */
export function unwrap(node: AstNode): AstNode {
  let current = node;
  while (WRAPPERS.has(current.type) && isAstNode(current.expression)) current = current.expression;
  return current;
}

export function collectConstants(program: AstNode): Map<string, AstNode> {
  const constants = new Map<string, AstNode>();
  const ambiguous = new Set<string>();
  const declare = (name: string, init: AstNode): void => {
    if (constants.has(name) || ambiguous.has(name)) {
      constants.delete(name);
      ambiguous.add(name);
    } else constants.set(name, init);
  };
  walk(program, (node) => {
    if (node.type !== 'VariableDeclaration' || node.kind !== 'const') return;
    for (const declarator of node.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      if (id.type === 'Identifier' && isAstNode(declarator.init)) declare(String(id.name), declarator.init);
    }
  });
  return constants;
}

/** A node resolved through `const` names: `TIMEOUT` → `5_000`. Stops after a few hops (cycles). */
export function resolveNode(node: AstNode, constants: Constants): AstNode {
  let current = unwrap(node);
  for (let hops = 0; hops < 8 && current.type === 'Identifier'; hops++) {
    const next = constants.get(String(current.name));
    if (!next) break;
    current = unwrap(next);
  }
  return current;
}

/**
 * The number an expression always has, or `undefined` when it depends on run time: literals (numeric
 * separators included), `const` names, members of `const` objects, `Infinity` and `+ - * /` of those.
 */
export function evaluateNumber(node: AstNode, constants: Constants, depth = 0): number | undefined {
  if (depth > 16) return undefined;
  const current = resolveNode(node, constants);
  if (current.type === 'Literal') return typeof current.value === 'number' ? current.value : undefined;
  if (current.type === 'Identifier' && current.name === 'Infinity') return Number.POSITIVE_INFINITY;
  if (current.type === 'UnaryExpression' && isAstNode(current.argument)) {
    const value = evaluateNumber(current.argument, constants, depth + 1);
    if (value === undefined) return undefined;
    if (current.operator === '-') return -value;
    if (current.operator === '+') return value;
    return undefined;
  }
  if (current.type === 'BinaryExpression' && isAstNode(current.left) && isAstNode(current.right)) {
    const left = evaluateNumber(current.left, constants, depth + 1);
    const right = evaluateNumber(current.right, constants, depth + 1);
    if (left === undefined || right === undefined) return undefined;
    switch (current.operator) {
      case '+':
        return left + right;
      case '-':
        return left - right;
      case '*':
        return left * right;
      case '/':
        return right === 0 ? undefined : left / right;
      case '**':
        return left ** right;
      default:
        return undefined;
    }
  }
  if (current.type === 'MemberExpression') {
    const property = getMember(current, constants);
    return property === 'absent' || property === 'unknown'
      ? undefined
      : evaluateNumber(property, constants, depth + 1);
  }
  return undefined;
}

/** An object literal's known properties; `open` when a spread of unknown content may add more. */
export interface ObjectView {
  properties: Map<string, AstNode>;
  open: boolean;
}

/** The object literal an expression always is (through `const` names and spreads), if it is one. */
export function resolveObject(node: AstNode, constants: Constants, depth = 0): ObjectView | undefined {
  if (depth > 8) return undefined;
  const current = resolveNode(node, constants);
  if (current.type !== 'ObjectExpression') {
    if (current.type === 'MemberExpression') {
      const member = getMember(current, constants);
      if (member !== 'absent' && member !== 'unknown') return resolveObject(member, constants, depth + 1);
    }
    return undefined;
  }
  const view: ObjectView = { properties: new Map(), open: false };
  for (const property of current.properties as AstNode[]) {
    if (property.type === 'SpreadElement') {
      const spread = resolveObject(property.argument as AstNode, constants, depth + 1);
      if (!spread) view.open = true;
      else {
        for (const [key, value] of spread.properties) view.properties.set(key, value);
        view.open ||= spread.open;
      }
      continue;
    }
    const key = propertyKey(property);
    if (key === undefined) {
      view.open = true;
      continue;
    }
    view.properties.set(key, property.value as AstNode);
  }
  return view;
}

/** A property of an object view: its value node, `absent`, or `unknown` (an unknown spread may set it). */
export function getProperty(view: ObjectView, key: string): AstNode | 'absent' | 'unknown' {
  const value = view.properties.get(key);
  if (value) return value;
  return view.open ? 'unknown' : 'absent';
}

function getMember(node: AstNode, constants: Constants): AstNode | 'absent' | 'unknown' {
  if (node.computed && (node.property as AstNode).type !== 'Literal') return 'unknown';
  const property = node.property as AstNode;
  const key = property.type === 'Identifier' ? String(property.name) : String(property.value);
  const object = resolveObject(node.object as AstNode, constants);
  return object ? getProperty(object, key) : 'unknown';
}

function propertyKey(property: AstNode): string | undefined {
  if (property.type !== 'Property') return undefined;
  const key = property.key as AstNode;
  if (!property.computed && key.type === 'Identifier') return String(key.name);
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

/** `a.b.c` as text for identifiers, `this` and non-computed members; `undefined` for anything else. */
export function toPath(node: AstNode): string | undefined {
  const current = unwrap(node);
  if (current.type === 'Identifier') return String(current.name);
  if (current.type === 'ThisExpression') return 'this';
  if (current.type === 'MemberExpression' && !current.computed) {
    const object = toPath(current.object as AstNode);
    const property = current.property as AstNode;
    if (object === undefined || property.type !== 'Identifier') return undefined;
    return `${object}.${String(property.name)}`;
  }
  return undefined;
}
