import type { AstNode } from '../ast';
import { type ElementAttribute, JSX_ALIASES } from './element';
import { unwrap } from './jsx-names';

// Object literals spread into an element, read key by key as if each were written as an attribute.

/** A click handler's `{ inert, keyAlternative }` readers, from the JSX front end (from-jsx.ts). */
type ToHandler = (
  name: string,
  value: AstNode | null,
  intrinsic: boolean,
) => Pick<ElementAttribute, 'inert' | 'keyAlternative' | 'branches' | 'handed'>;

/**
 * `{...(ok ? { value, onChange } : {})}` or `{...(ok && { value })}`: a choice between object literals (an empty
 * one, or nothing, on the other side). Nothing may also be written `null` or `undefined` (`{...(onClick ? { onClick,
 * role: 'button' } : null)}`, @patternfly/react-topology@6.6.0 src/components/decorators/Decorator.tsx:46-55, MIT):
 * spreading either adds no key, as `{}` does.
 */
export function isLiteralChoice(node: AstNode): boolean {
  const choice = unwrap(node);
  const isObject = (branch: unknown) => unwrap(branch as AstNode).type === 'ObjectExpression';
  if (choice.type === 'ConditionalExpression')
    return (
      (isObject(choice.consequent) || isNothing(choice.consequent as AstNode)) &&
      (isObject(choice.alternate) || isNothing(choice.alternate as AstNode)) &&
      !(isNothing(choice.consequent as AstNode) && isNothing(choice.alternate as AstNode))
    );
  return choice.type === 'LogicalExpression' && choice.operator === '&&' && isObject(choice.right);
}

/** `null` or `undefined`: spread into an element or an object, it adds no key. */
export function isNothing(node: AstNode): boolean {
  const value = unwrap(node);
  return (
    (value.type === 'Literal' && value.value === null && !('regex' in value)) ||
    (value.type === 'Identifier' && value.name === 'undefined')
  );
}

/**
 * The keys of an object literal spread inline (`{...{ className, onClick: sortHandler }}`, @refinedev/devtools-ui
 * monitor-table.tsx), set as attributes with their values read as if written `key={value}` (a handler's
 * inertness and key alternatives included). True when it may carry more: a nested spread or a computed key.
 */
export function addLiteralKeys(
  attributes: Map<string, ElementAttribute>,
  spread: AstNode,
  intrinsic: boolean,
  toHandler: ToHandler,
): boolean {
  const object = unwrap(spread);
  if (object.type !== 'ObjectExpression') return addChoiceKeys(attributes, object, intrinsic, toHandler);
  let open = false;
  for (const property of object.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || !key || property.kind !== 'init') {
      open = true;
      continue;
    }
    const raw = String(key.name ?? key.value).toLowerCase();
    const name = JSX_ALIASES[raw] ?? raw;
    if (attributes.has(name)) continue;
    const value = unwrap(property.value as AstNode);
    // `{ onClick: undefined }`, `{ title: null }`: as if absent, like `title={null}`.
    if (
      (value.type === 'Literal' && value.value === null) ||
      (value.type === 'Identifier' && value.name === 'undefined')
    )
      continue;
    // Read as `key={value}`: the same reading as a written attribute (literals static, the rest computed).
    const container = {
      type: 'JSXExpressionContainer',
      expression: value,
      start: property.start,
      end: property.end,
    };
    const read = value.type === 'Literal' && value.value !== null ? String(value.value) : null;
    attributes.set(name, {
      value: read,
      start: property.start,
      end: property.end,
      ...(read === null && toHandler(raw, container as AstNode, intrinsic)),
    });
  }
  return open;
}

/** What a `null` or `undefined` side of a choice spreads: no key. */
const EMPTY_OBJECT = { type: 'ObjectExpression', properties: [], start: 0, end: 0 } as unknown as AstNode;

/**
 * The keys of either branch of a choice between object literals (dumi-theme-default@1.1.24
 * src/components/SearchBar.tsx:47-53, MIT: `{...(Array.isArray(result) ? { value: keywords, onChange } : {})}` on the
 * search input, which names nothing). Each key may be there, so it is set with its value computed, unless both
 * branches write the same static value. True when a branch may carry more.
 */
function addChoiceKeys(
  attributes: Map<string, ElementAttribute>,
  choice: AstNode,
  intrinsic: boolean,
  toHandler: ToHandler,
): boolean {
  const branches = (
    choice.type === 'ConditionalExpression'
      ? [choice.consequent as AstNode, choice.alternate as AstNode]
      : [choice.right as AstNode]
  ).map((branch) => (isNothing(branch) ? EMPTY_OBJECT : branch));
  const read = branches.map((branch) => {
    const keys = new Map<string, ElementAttribute>();
    return { open: addLiteralKeys(keys, branch, intrinsic, toHandler), keys };
  });
  for (const { keys } of read) {
    for (const [name, attribute] of keys) {
      if (attributes.has(name)) continue;
      const same =
        read.length === 2 && read.every((other) => other.keys.get(name)?.value === attribute.value);
      attributes.set(name, { ...attribute, value: same ? attribute.value : null });
    }
  }
  return read.some((branch) => branch.open);
}
