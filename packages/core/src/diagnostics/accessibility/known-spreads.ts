import { type AstNode, walk } from '../ast';
import { JSX_ALIASES } from './element';
import { type FileBindings, onlyValue } from './file-bindings';
import { unwrap } from './jsx-names';
import { isLiteralChoice } from './literal-spread';

/**
 * Props objects from libraries whose shape is documented, so a spread of them is judged by what it can
 * carry: slate's `attributes` (renderElement/renderLeaf: data-slate-*, ref, dir, contentEditable) and
 * react-hook-form's `field` (name, value, onChange, onBlur, ref, disabled; never an id or a label).
 */
const SPREAD_SHAPES: readonly { module: RegExp; name: string; carries: readonly string[] }[] = [
  { module: /^slate-react$/, name: 'attributes', carries: ['dir'] },
  {
    module: /^react-hook-form$/,
    name: 'field',
    carries: ['name', 'value', 'onchange', 'onblur', 'disabled'],
  },
];

/**
 * The spreads of a file whose content is known: documented library props, `const` object literals, and
 * props destructured with an object default (`{ rectProps = {} }`), judged by that default — what the
 * component renders when the caller does not pass them, as an HTTP client is judged by its visible default.
 * @example toKnownSpreads(program, collectFileBindings(program)).get('rectProps') // [] for `rectProps = {}`
 */
export function toKnownSpreads(program: AstNode, bindings: FileBindings): Map<string, readonly string[]> {
  const known = new Map<string, readonly string[]>();
  const modules = ((program.body as AstNode[] | undefined) ?? [])
    .filter((node) => node.type === 'ImportDeclaration')
    .map((node) => String((node.source as AstNode).value));
  for (const shape of SPREAD_SHAPES) {
    if (modules.some((module) => shape.module.test(module))) known.set(shape.name, shape.carries);
  }
  for (const name of bindings.values.keys()) {
    const object = onlyValue(bindings, name)?.value;
    if (object?.type !== 'ObjectExpression') continue;
    const keys: string[] = [];
    let closed = true;
    for (const property of object.properties as AstNode[]) {
      const key = property.key as AstNode | undefined;
      if (property.type !== 'Property' || property.computed || !key) closed = false;
      else keys.push(String(key.name ?? key.value).toLowerCase());
    }
    if (closed)
      known.set(
        name,
        keys.map((key) => JSX_ALIASES[key] ?? key),
      );
  }
  return known;
}

/** An object literal declared in a block, and the keys it can hold where it is spread in that block. */
export interface LocalObjectSpread {
  name: string;
  /** The block (or program) that declares it: only spreads inside it read this object. */
  start: number;
  end: number;
  carries: readonly string[];
  /** Keys the literal gives a string or number literal and nothing changes (see `toLiteralValues`). */
  values?: ReadonlyMap<string, string>;
}

/**
 * The attribute a spread key gives an element: the literal's own value where the object keeps it
 * (`const valueInputProps = { type: 'number', … }` then `<input { ...valueInputProps } />`,
 * @gravityforms/components@4.7.4 react/admin/elements/Range/index.js:151-181, GPL-2.0-or-later), unknown otherwise.
 */
export function keyAttribute(
  local: LocalObjectSpread | undefined,
  key: string,
  at: { start: number; end: number },
): { value: string | null; start: number; end: number } {
  return { value: local?.values?.get(key) ?? null, start: at.start, end: at.end };
}

/**
 * Object literals built in the file and spread into an element in the same block: `const props = {};
 * if (!readOnly) { props.onClick = …; props.onMouseMove = … }` then `<span {...props}>` (@uiw/react-rate's
 * star) carries onClick and onMouseMove, at most. Judged only when every other mention of the name in
 * that block is a read of a member, an assignment to a named member, or a spread into an element: passed
 * to a function, assigned whole, given a computed key or declared again, it may hold anything.
 * @example toLocalObjectSpreads(program) // [{ name: 'props', carries: ['onclick', 'onmousemove'], … }]
 */
export function toLocalObjectSpreads(program: AstNode): LocalObjectSpread[] {
  const declared: LocalObject[] = [];
  walk(program, (node, ancestors) => {
    if (node.type !== 'VariableDeclarator') return undefined;
    const id = node.id as AstNode;
    const init = node.init as AstNode | null;
    const block = ancestors[ancestors.length - 2];
    if (id.type !== 'Identifier' || !init || !block) return undefined;
    if (block.type !== 'BlockStatement' && block.type !== 'Program') return undefined;
    const method = toOwnMethodCall(init, ancestors);
    const objects = toObjectLiterals(init);
    if (objects.length === 0 && !method) return undefined;
    let keys: Set<string> | undefined = new Set();
    const values = objects.length === 1 && unwrap(init).type === 'ObjectExpression' ? new Map() : undefined;
    for (const property of objects.flatMap((object) => object.properties as AstNode[])) {
      const key = property.key as AstNode | undefined;
      const literal = property.type === 'Property' ? unwrap(property.value as AstNode) : undefined;
      if (values && key && !property.computed && literal?.type === 'Literal' && isText(literal.value))
        values.set(String(key.name ?? key.value).toLowerCase(), String(literal.value));
      if (property.type !== 'Property' || property.computed || !key) keys = undefined;
      else keys?.add(String(key.name ?? key.value).toLowerCase());
    }
    declared.push({ name: String(id.name), id, block, keys, method, values });
    return undefined;
  });
  if (declared.length === 0) return [];
  const names = new Set(declared.map((entry) => entry.name));
  walk(program, (node, ancestors) => {
    if (node.type !== 'Identifier' || !names.has(String(node.name))) return undefined;
    for (const entry of declared) {
      if (entry.name !== node.name || node === entry.id) continue;
      if (node.start < entry.block.start || entry.block.end < node.end || !entry.keys) continue;
      const use = toUse(node, ancestors);
      if (use === 'unknown') entry.keys = undefined;
      else if (use !== 'read') {
        entry.keys.add(use);
        // `props.type = …` after the literal: its value is no longer the literal's.
        entry.values?.delete(use);
      }
    }
    return undefined;
  });
  for (const entry of declared) {
    if (!entry.method || !entry.keys) continue;
    const built = toMethodObject(entry.method, declared);
    entry.keys = built ? new Set([...entry.keys, ...built]) : undefined;
  }
  return declared.flatMap((entry) =>
    entry.keys
      ? [
          {
            name: entry.name,
            start: entry.block.start,
            end: entry.block.end,
            carries: [...entry.keys].map((key) => JSX_ALIASES[key] ?? key),
            ...(entry.values?.size && !entry.method
              ? { values: new Map([...entry.values].map(([key, value]) => [JSX_ALIASES[key] ?? key, value])) }
              : {}),
          },
        ]
      : [],
  );
}

/** A name declared in a block as an object literal, or as what a method of its own class returns. */
interface LocalObject {
  name: string;
  id: AstNode;
  block: AstNode;
  keys: Set<string> | undefined;
  method?: { owner: AstNode; name: string } | undefined;
  /** Keys the one object literal gives a string or number literal (`type: 'number'`). */
  values?: Map<string, string> | undefined;
}

function isText(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

/** `this.setAttrs()` with no argument, inside a class: that class body and the method's name. */
function toOwnMethodCall(
  init: AstNode,
  ancestors: readonly AstNode[],
): { owner: AstNode; name: string } | undefined {
  const call = unwrap(init);
  if (call.type !== 'CallExpression' || (call.arguments as AstNode[]).length > 0) return undefined;
  const callee = call.callee as AstNode;
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if ((callee.object as AstNode).type !== 'ThisExpression') return undefined;
  const owner = [...ancestors].reverse().find((node) => node.type === 'ClassBody');
  return owner ? { owner, name: String((callee.property as AstNode).name) } : undefined;
}

/**
 * The keys of the object a method of the class builds and returns as its only return: `setAttrs() { var attrs
 * = {}; if (this.state.editing) { attrs['onClick'] = …; } return attrs; }` (react-star-rating@1.4.2
 * src/StarRating.jsx:300-308, MIT), when that object is read as a local object (see `toLocalObjectSpreads`).
 */
function toMethodObject(
  method: { owner: AstNode; name: string },
  declared: readonly LocalObject[],
): Set<string> | undefined {
  const definitions = (method.owner.body as AstNode[]).filter(
    (member) =>
      member.type === 'MethodDefinition' &&
      !member.computed &&
      String((member.key as AstNode).name) === method.name,
  );
  const body = (definitions[0]?.value as AstNode | undefined)?.body as AstNode | undefined;
  if (definitions.length !== 1 || body?.type !== 'BlockStatement') return undefined;
  const last = (body.body as AstNode[]).at(-1);
  const returned = last?.type === 'ReturnStatement' ? (last.argument as AstNode | null) : null;
  if (returned?.type !== 'Identifier') return undefined;
  let returns = 0;
  walk(body, (node) => {
    if (node.type === 'ReturnStatement') returns++;
    return undefined;
  });
  if (returns !== 1) return undefined;
  const object = declared.find(
    (entry) => entry.name === returned.name && entry.block === body && !entry.method,
  );
  return object?.keys;
}

/**
 * The object literals a declaration starts from: one (`{}`), or each side of a choice between two
 * (`isWide ? { onMouseEnter, onMouseLeave } : { onClick: onToggle }`, @antv/gatsby-theme-antv@1.1.17
 * site/components/Header.tsx:217-224, MIT) or of `ok && { … }`: the object holds the keys of either side.
 */
function toObjectLiterals(init: AstNode): AstNode[] {
  const value = unwrap(init);
  if (value.type === 'ObjectExpression') return [value];
  if (!isLiteralChoice(value)) return [];
  const sides = value.type === 'ConditionalExpression' ? [value.consequent, value.alternate] : [value.right];
  // A `null` or `undefined` side adds no key (see `isLiteralChoice`).
  return sides.map((side) => unwrap(side as AstNode)).filter((side) => side.type === 'ObjectExpression');
}

/** How a mention uses the object: a read, an assignment to a named member (its key), or anything else. */
function toUse(node: AstNode, ancestors: readonly AstNode[]): string | 'read' | 'unknown' {
  const parent = ancestors[ancestors.length - 1];
  const grand = ancestors[ancestors.length - 2];
  if (parent?.type === 'JSXSpreadAttribute') return 'read';
  // `return attrs`: handed back whole (see `toMethodObject`), not changed here.
  if (parent?.type === 'ReturnStatement') return 'read';
  if (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand)
    return 'read';
  const property = parent?.property as AstNode | undefined;
  // `attrs.onClick` or `attrs['onClick']`: a named member.
  const named =
    parent?.type === 'MemberExpression' &&
    (!parent.computed || (property?.type === 'Literal' && typeof property.value === 'string'));
  if (parent?.type === 'MemberExpression' && parent.object === node && named) {
    if (grand?.type === 'AssignmentExpression' && grand.left === parent) {
      const key = String(property?.name ?? property?.value).toLowerCase();
      return grand.operator === '=' ? key : 'unknown';
    }
    if (
      grand?.type === 'UpdateExpression' ||
      (grand?.type === 'UnaryExpression' && grand.operator === 'delete')
    ) {
      return 'unknown';
    }
    // `props.onClick(e)` reads; a call of a member of the object is not an escape of the object itself.
    return 'read';
  }
  return 'unknown';
}
