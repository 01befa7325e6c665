import type { AstNode } from '../ast';
import { type FileBindings, onlyValue } from './file-bindings';
import { unwrap } from './inert-click';

// Attributes that keep an element out of the rendered page (so out of the accessibility tree).

/**
 * `style={{ display: 'none' }}`: the element is not rendered, so it is hidden from assistive technology. A
 * priority flag does not change the value (`display: 'none !important'`, react-star-rating@1.4.2
 * src/StarRating.jsx:327, MIT: the rating's hidden form value). The object may be a name the file binds once to
 * that literal and never changes (`const hiddenStyle = { display: 'none' }` … `style={hiddenStyle}`,
 * react-qr-reader@2.2.1 src/index.js:324 and :367, MIT: the legacy mode's file input, opened from code).
 */
export function hidesElement(value: AstNode | null, bindings?: () => FileBindings | undefined): boolean {
  if (value?.type !== 'JSXExpressionContainer') return false;
  let expression = unwrap(value.expression as AstNode);
  const file = expression.type === 'Identifier' ? bindings?.() : undefined;
  const bound = file && onlyValue(file, String(expression.name));
  if (bound?.kind === 'init') expression = unwrap(bound.value);
  if (expression.type !== 'ObjectExpression') return false;
  return (expression.properties as AstNode[]).some((property) => {
    const key = property.key as AstNode | undefined;
    const val = property.value as AstNode | undefined;
    return (
      property.type === 'Property' &&
      (key?.name === 'display' || key?.value === 'display') &&
      /^\s*none(\s*!important)?\s*$/.test(toStaticText(val) ?? '')
    );
  });
}

/**
 * A string written whole: `'none'`, or a template with no substitution (`display: \`none\``, react-tiny-link@3.6.1
 * src/components/CardMedia.tsx:15, MIT: the image's load probe, whose parent shows it as a background).
 */
function toStaticText(node: AstNode | undefined): string | undefined {
  if (node?.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node?.type !== 'TemplateLiteral' || (node.expressions as unknown[]).length > 0) return undefined;
  return ((node.quasis as AstNode[])[0]?.value as { cooked?: string } | undefined)?.cooked ?? undefined;
}

/** Variants that show an element again at some size or state: `md:block`, `sm:inline-flex`, `group-hover:flex`. */
const SHOWN_AGAIN =
  /:(block|inline|inline-block|flex|inline-flex|grid|inline-grid|table|contents|flow-root|list-item)$/;

/**
 * `className="hidden"` written as a static string: the utility class of Tailwind (and Bootstrap 3) that sets
 * `display: none`, so the element is not rendered (medusa's file input, opened by its drop zone's click).
 * A variant that shows it again (`hidden md:block`) keeps it rendered at some size.
 */
export function isHiddenClass(text: string | null | undefined): boolean {
  if (typeof text !== 'string') return false;
  const tokens = text.split(/\s+/);
  return tokens.includes('hidden') && !tokens.some((token) => SHOWN_AGAIN.test(token));
}
