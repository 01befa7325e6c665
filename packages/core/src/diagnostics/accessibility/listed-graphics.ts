import { type AstNode, declarationOf, isAstNode, keyName, walk } from '../ast';
import { unwrap } from './inert-click';

/**
 * A value read from an item of a list the file writes out, inside a `.map` over that list:
 * `VIEW_PRESETS.map((preset) => <button>{preset.icon}</button>)` with `const VIEW_PRESETS = [{ name: 'Desktop',
 * icon: <svg>…</svg> }, …]` (@react-email/preview-server@5.2.11 src/components/topbar/view-size-controls.tsx:27-56,
 * :85-97, MIT), or `({ icon }) => …{icon}…`. The items are known, so what every item holds under that key is what
 * the element shows.
 */
interface ListCallback {
  start: number;
  end: number;
  items: readonly AstNode[];
  /** The item's parameter (`preset`), or the keys its destructuring binds by local name (`{ icon: Icon }`). */
  param?: string;
  keys?: ReadonlyMap<string, string>;
}

/** A reader of `{item.key}` / `{key}` inside `.map` callbacks over the file's constant lists of object literals. */
export type ListedValues = (expression: AstNode) => AstNode[] | undefined;

/**
 * The values every item of the listed array holds under the key `expression` reads, or `undefined` when it is
 * not such a read (or an item is not an object literal that writes the key, or spreads something).
 * @example toListedValues(program)(parse('{preset.icon}')) // [<svg>…</svg>, <svg>…</svg>]
 */
export function toListedValues(program: AstNode): ListedValues {
  let callbacks: ListCallback[] | undefined;
  return (expression) => {
    const node = unwrap(expression);
    let local: string;
    let key: string | undefined;
    if (node.type === 'Identifier') local = String(node.name);
    else if (
      node.type === 'MemberExpression' &&
      !node.computed &&
      (node.object as AstNode).type === 'Identifier'
    ) {
      local = String((node.object as AstNode).name);
      key = String((node.property as AstNode).name);
    } else return undefined;
    callbacks ??= toListCallbacks(program);
    const around = callbacks
      .filter((callback) => callback.start <= node.start && node.end <= callback.end)
      .sort((a, b) => b.start - a.start)[0];
    if (!around) return undefined;
    if (key !== undefined && around.param !== local) return undefined;
    key ??= around.keys?.get(local);
    return key === undefined ? undefined : valuesAt(around.items, key);
  };
}

function valuesAt(items: readonly AstNode[], key: string): AstNode[] | undefined {
  const values: AstNode[] = [];
  for (const item of items) {
    const object = unwrap(item);
    if (object.type !== 'ObjectExpression') return undefined;
    const properties = object.properties as AstNode[];
    if (properties.some((property) => property.type !== 'Property')) return undefined;
    const found = properties.find(
      (property) =>
        !property.computed && keyName(property.key as AstNode) === key && isAstNode(property.value),
    );
    if (!found) return undefined;
    values.push(unwrap(found.value as AstNode));
  }
  return values.length > 0 ? values : undefined;
}

/** `.map` callbacks over a top-level `const LIST = [{…}, …]` of the file, read from its top-level statements. */
function toListCallbacks(program: AstNode): ListCallback[] {
  const body = (program.body as AstNode[] | undefined) ?? [];
  const lists = new Map<string, AstNode[]>();
  for (const statement of body) {
    const declaration = declarationOf(statement);
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      const init = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
      if (id.type === 'Identifier' && init?.type === 'ArrayExpression')
        lists.set(String(id.name), init.elements as AstNode[]);
    }
  }
  const callbacks: ListCallback[] = [];
  if (lists.size === 0) return callbacks;
  for (const statement of body) {
    // Each statement on its own: a part of a program is walked in place (ast.ts `walk`).
    walk(statement, (node) => {
      if (node.type !== 'CallExpression') return;
      const callee = node.callee as AstNode;
      if (callee.type !== 'MemberExpression' || callee.computed) return;
      if ((callee.property as AstNode).name !== 'map') return;
      const object = unwrap(callee.object as AstNode);
      const items = object.type === 'Identifier' ? lists.get(String(object.name)) : undefined;
      const fn = (node.arguments as AstNode[])[0];
      if (!items || !fn || !/^(Arrow)?Function(Expression)?$/.test(fn.type)) return;
      const param = (fn.params as AstNode[])[0];
      if (param?.type === 'Identifier') {
        callbacks.push({ start: fn.start, end: fn.end, items, param: String(param.name) });
      } else if (param?.type === 'ObjectPattern') {
        const keys = new Map<string, string>();
        for (const property of param.properties as AstNode[]) {
          const value = property.value as AstNode | undefined;
          const key =
            property.type === 'Property' && !property.computed ? keyName(property.key as AstNode) : undefined;
          if (key !== undefined && value?.type === 'Identifier') keys.set(String(value.name), key);
        }
        callbacks.push({ start: fn.start, end: fn.end, items, keys });
      }
    });
  }
  return callbacks;
}
