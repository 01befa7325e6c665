import type { AstNode } from '../ast';
import { unwrap } from './inert-click';

// Whether JSX draws a bare graphic: an `<svg>` of shapes with no naming attribute and no content computed at
// run time. imported-components.ts reads a module's components with these.

/** SVG children that draw and never name (no `title`, `desc`, `text`, `foreignObject`). */
const SHAPES = new Set([
  'path',
  'g',
  'circle',
  'rect',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'defs',
  'clipPath',
  'mask',
  'use',
  'linearGradient',
  'radialGradient',
  'stop',
  'symbol',
  'pattern',
]);
const NAMING = new Set(['aria-label', 'aria-labelledby', 'title']);

/**
 * `<svg {...props} {...commonProps} viewBox="…"><path d="…" /></svg>`: no naming attribute, spreads only of
 * the component's parameters (the caller's props, judged at the call) or of a constant object that names
 * nothing, and only shapes inside.
 */
export function isBareSvg(
  element: AstNode,
  params: ReadonlySet<string>,
  constants: ReadonlyMap<string, AstNode>,
  wrapped = false,
  slot?: { used: boolean },
): boolean {
  const opening = element.openingElement as AstNode;
  const name = opening.name as AstNode;
  if (name.type !== 'JSXIdentifier' || !hasNoNamingAttribute(opening, params, constants)) return false;
  if (name.name === 'svg') return onlyShapes(element, params, constants, slot);
  // `<span className="icon"><svg …/></span>`: a wrapper that shows nothing but bare svgs.
  if (wrapped || !WRAPPER_TAGS.has(String(name.name))) return false;
  let svgs = 0;
  for (const child of (element.children as AstNode[]) ?? []) {
    if (child.type === 'JSXText' && !/\S/.test(String(child.value ?? ''))) continue;
    if (child.type !== 'JSXElement' || !isBareSvg(child, params, constants, true)) return false;
    svgs++;
  }
  return svgs > 0;
}

/** Tags an icon component may wrap its svg in without adding content or behaviour. */
const WRAPPER_TAGS = new Set(['span', 'i', 'div']);

export function hasNoNamingAttribute(
  opening: AstNode,
  params: ReadonlySet<string>,
  constants: ReadonlyMap<string, AstNode>,
): boolean {
  for (const attribute of (opening.attributes as AstNode[]) ?? []) {
    if (attribute.type === 'JSXSpreadAttribute') {
      const argument = unwrap(attribute.argument as AstNode);
      if (isThisProps(argument) && params.has('this.props')) continue;
      // `<svg {...{ width, height, fill, viewBox }}>` (react-screen-keyboard@1.4.1 src/icons/ShiftIcon.js:4, MIT):
      // an object written in place, read by its keys.
      if (argument.type === 'ObjectExpression' && namesNothing(argument)) continue;
      if (argument.type !== 'Identifier') return false;
      if (params.has(String(argument.name))) continue;
      const object = constants.get(String(argument.name));
      if (!object || !namesNothing(object)) return false;
      continue;
    }
    const key = (attribute.name as AstNode).name;
    if (NAMING.has(String(key))) return false;
  }
  return true;
}

/** `{ focusable: false, 'aria-hidden': true, role: 'img' }`: written keys, none of them a name. */
function namesNothing(object: AstNode): boolean {
  return (object.properties as AstNode[]).every((property) => {
    const key = property.key as AstNode | undefined;
    return (
      property.type === 'Property' && !property.computed && key && !NAMING.has(String(key.name ?? key.value))
    );
  });
}

export function onlyShapes(
  element: AstNode,
  params: ReadonlySet<string>,
  constants: ReadonlyMap<string, AstNode>,
  slot?: { used: boolean },
) {
  for (const child of (element.children as AstNode[]) ?? []) {
    if (child.type === 'JSXText') {
      if (/\S/.test(String(child.value ?? ''))) return false;
      continue;
    }
    if (child.type === 'JSXExpressionContainer') {
      const expression = child.expression as AstNode;
      if (expression.type === 'JSXEmptyExpression' || isCallersTitle(expression, params)) continue;
      // `{props.children}` directly in the svg: a frame, a graphic only where the module fills it with shapes.
      if (slot && element.openingElement && isChildrenSlot(expression, params)) {
        slot.used = true;
        continue;
      }
      return false;
    }
    if (child.type !== 'JSXElement') return false;
    const opening = child.openingElement as AstNode;
    const name = opening.name as AstNode;
    if (name.type !== 'JSXIdentifier' || !SHAPES.has(String(name.name))) return false;
    if (!hasNoNamingAttribute(opening, params, constants) || !onlyShapes(child, params, constants))
      return false;
  }
  return true;
}

/**
 * `{title && <title>{title}</title>}` with `title` a prop without a default (@newrelic/gatsby-theme-newrelic
 * SVG.js): a title only when the caller passes one, which the call is checked for (`isGraphicCall`).
 */
function isCallersTitle(expression: AstNode, params: ReadonlySet<string>): boolean {
  if (expression.type !== 'LogicalExpression' || expression.operator !== '&&') return false;
  const left = unwrap(expression.left as AstNode);
  const right = unwrap(expression.right as AstNode);
  if (left.type !== 'Identifier' || left.name !== 'title' || !params.has('title') || params.has('=title')) {
    return false;
  }
  const name = right.type === 'JSXElement' ? ((right.openingElement as AstNode).name as AstNode) : undefined;
  return name?.type === 'JSXIdentifier' && name.name === 'title';
}

/** `props.children`, `this.props.children`, or a `children` parameter without a default. */
function isChildrenSlot(expression: AstNode, params: ReadonlySet<string>): boolean {
  const node = unwrap(expression);
  if (node.type === 'Identifier')
    return node.name === 'children' && params.has('children') && !params.has('=children');
  if (node.type !== 'MemberExpression' || node.computed || (node.property as AstNode).name !== 'children')
    return false;
  const holder = unwrap(node.object as AstNode);
  return (
    (holder.type === 'Identifier' && params.has(String(holder.name))) ||
    (isThisProps(holder) && params.has('this.props'))
  );
}

export function isThisProps(node: AstNode): boolean {
  return (
    node.type === 'MemberExpression' &&
    (node.object as AstNode).type === 'ThisExpression' &&
    (node.property as AstNode).name === 'props'
  );
}
