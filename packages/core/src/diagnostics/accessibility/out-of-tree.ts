import { type ElementNode, isFlagOn, staticValue } from './element';

/**
 * Inside an element that keeps its content out of the accessibility tree, a field needs no label and a link no
 * name: nobody is told about them.
 * - an intrinsic ancestor that is not rendered (`hidden`, `style={{ display: 'none' }}`, a static
 *   `className="hidden"`): gatsby-theme-chronogrove@0.91.12 src/templates/post.js:49-50 (MIT), a microformats
 *   block `<div style={{ display: 'none' }}>` holding `<a className='u-url' href={canonicalUrl} />`;
 * - an `aria-hidden="true"` ancestor, when the element itself is out of the tab order (`tabIndex="-1"`): the
 *   spam honeypot of gatsby-theme-contentful@0.3.1 src/components/Form/SendFoxSignupForm.js:41-48 (MIT) and
 *   Section/CallToAction.js:42-49. Without the negative tabIndex a keyboard user still lands on the field, so it
 *   is judged as before.
 */
export function isOutOfTree(element: ElementNode, ancestors: readonly ElementNode[]): boolean {
  const intrinsic = ancestors.filter((ancestor) => !ancestor.isComponent);
  // Unless the hidden ancestor holds a ref: the file reaches the node and may show it (funda-ui@4.7.901
  // lib/esm/CascadingSelect/index.tsx:1175-1182, MIT: the menu `<div ref={listRef} style={{ display: 'none' }}>`,
  // opened by classList.add('active') on that node, holds a close link named by nothing).
  if (intrinsic.some((ancestor) => isFlagOn(ancestor, 'hidden') && !ancestor.attributes.has('ref')))
    return true;
  return (
    staticValue(element, 'tabindex') === '-1' &&
    intrinsic.some((ancestor) => staticValue(ancestor, 'aria-hidden') === 'true')
  );
}
