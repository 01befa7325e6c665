import type { AstNode } from '../ast';
import { JSX_ALIASES } from './element';
import { type FileBindings, onlyValue } from './file-bindings';

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
