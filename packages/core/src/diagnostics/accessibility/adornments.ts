import type { AstNode } from '../ast';
import { toName, unwrap } from './jsx-names';

/**
 * Where a component's written attributes hand it an adornment: the value of a `startAdornment` / `endAdornment`
 * attribute, or of such a key in an object literal given as an attribute (`InputProps={{ startAdornment: (
 * <InputAdornment position="start"><input type="color" … /></InputAdornment> ) }}` on a MUI-based text field,
 * @lambdacurry/component-library@6.3.19 src/lib/inputs/InputColor/InputColor.tsx:51-73, MIT). MUI's input renders an
 * adornment beside its own field: the label, placeholder and spread props the component gets name that field, never a
 * control inside the adornment, which is judged by what it carries itself.
 * @example adornmentRanges(attributes) // [{ start: 1520, end: 1890 }]
 */
export function adornmentRanges(attributes: readonly AstNode[]): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  const visit = (value: AstNode | null | undefined): void => {
    const object = value ? unwrap(value) : undefined;
    if (object?.type !== 'ObjectExpression') return;
    for (const property of (object.properties as AstNode[]) ?? []) {
      if (property.type !== 'Property' || property.computed) continue;
      const key = property.key as AstNode;
      const value = property.value as AstNode;
      if (ADORNMENT.test(String(key.name ?? key.value))) ranges.push({ start: value.start, end: value.end });
      else visit(value);
    }
  };
  for (const attribute of attributes) {
    if (attribute.type !== 'JSXAttribute') continue;
    const value = attribute.value as AstNode | null;
    if (value?.type !== 'JSXExpressionContainer') continue;
    if (ADORNMENT.test(toName(attribute.name as AstNode)))
      ranges.push({ start: value.start, end: value.end });
    else visit(value.expression as AstNode);
  }
  return ranges;
}

/** MUI's adornment slots (InputBase, TextField's `InputProps`). */
const ADORNMENT = /^(?:start|end)Adornment$/;
