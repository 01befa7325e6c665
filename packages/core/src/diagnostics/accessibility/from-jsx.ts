import { type AstNode, isAstNode, walk } from '../ast';
import { adornmentRanges } from './adornments';
import {
  comparedOffByDefault,
  defaultPropsOf,
  isUndefinedByDefault,
  propDefault,
  writtenDefault,
} from './default-props';
import { type ChildNode, type ElementAttribute, type ElementNode, JSX_ALIASES } from './element';
import { ElementReads } from './element-reads';
import { collectFileBindings, type FileBindings, onlyValue } from './file-bindings';
import { FileComponents, toGraphicNode } from './file-components';
import { type ForwardedSpread, toForwardedSpreads } from './forwarded-props';
import { toGuardedRootFlag } from './guarded-root';
import { isOnlyContentProp } from './handed-content';
import { isSlotTemplate, NAMES_A_CONTROL, NAMES_WHAT_IT_RENDERS, toHandedVariable } from './handed-variables';
import { isHandlerUnsetByDefault } from './handler-defaults';
import { hidesElement, isHiddenClass } from './hidden-attributes';
import { type IconOrigin, toIconOrigins } from './icon-origin';
import type { ComponentImports } from './imported-components';
import { isNoOpHandler } from './inert-click';
import { isElementChoice, readsNameLike, TYPE_ONLY, toFallbackLiteral, toName, unwrap } from './jsx-names';
import { keyAttribute, type LocalObjectSpread, toKnownSpreads, toLocalObjectSpreads } from './known-spreads';
import { addLiteralKeys, isLiteralChoice } from './literal-spread';
import { toStateOffByMode } from './state-off';
import { styleSpreadCarries } from './style-spreads';
import { holdsOnlyIcon, toStyledTags } from './styled';
import { toTypedRestSpreads } from './typed-rest';

/**
 * The JSX element trees of a parsed program. JSX nested in expressions (`{open && <img />}`, `items.map(...)`)
 * stays under its parent element, next to a `dynamic` child; JSX in attribute values (`icon={<svg />}`) and
 * outside any element becomes a root of its own.
 */
export function toJsxElementTrees(program: AstNode, imports?: ComponentImports): ElementNode[] {
  const roots: ElementNode[] = [];
  const fileComponents = new FileComponents(program, imports);
  components = fileComponents;
  styledTags = toStyledTags(program, (name) => fileComponents.isStyledFactory(name));
  // Read only when the file spreads an identifier into an element (most files never do).
  knownSpreads = undefined;
  forwardedSpreads = undefined;
  localSpreads = undefined;
  iconOrigins = undefined;
  reads = new ElementReads(program, components, imports);
  currentProgram = program;
  walk(program, (node, ancestors) => {
    if (node.type === 'JSXElement') {
      const element = toElement(node, roots);
      element.handedTo ??= toHandedVariable(node, ancestors, program);
      element.offByDefault ??= toGuardedRootFlag(node, ancestors, toOffByDefaultFlag, (read) =>
        writtenDefault(read, program, () => getFileBindings(program)),
      );
      if (isSlotTemplate(element, ancestors))
        element.handedTo ??= { names: false, namesControl: false, children: [{ kind: 'dynamic' }] };
      roots.push(element);
      return false;
    }
    if (TYPE_ONLY.has(node.type)) return false;
    if (node.type === 'JSXFragment') {
      for (const child of toChildren(node, roots)) if (child.kind === 'element') roots.push(child);
      return false;
    }
    return undefined;
  });
  return roots;
}

/** Styled components of the file being read (`styled.button` → `button`): checked like their tags. */
let styledTags: ReadonlyMap<string, string> = new Map();
/** Spreads whose content is known (see `toKnownSpreads`): name → the attributes they can carry. */
let knownSpreads: ReadonlyMap<string, readonly string[]> | undefined;
/** Spreads of a local component's props, judged by what its callers in the file pass (see forwarded-props). */
let forwardedSpreads: readonly ForwardedSpread[] | undefined;
/** Object literals built in a block and spread there (`toLocalObjectSpreads`); the program being read. */
let localSpreads: readonly LocalObjectSpread[] | undefined;
let currentProgram: AstNode | undefined;
/** The file's bindings and the reads that resolve names (see element-reads.ts), made when first asked. */
let reads: ElementReads | undefined;
/** Attributes that name an element: one whose visible default leaves it undefined is absent by default. */
const NAME_ATTRIBUTES = new Set(['aria-label', 'aria-labelledby', 'title', 'alt', 'placeholder']);
/** Where the file's icon components come from, read at the first icon component. */
let iconOrigins: ((name: string) => IconOrigin) | undefined;
/** The file's own and imported component shapes (see `imported-components.ts`); `insideControl`: in a button or link. */
let components: FileComponents | undefined;
let insideControl = 0;

function getFileBindings(program: AstNode): FileBindings {
  return reads?.program === program ? reads.bindings() : collectFileBindings(program);
}
const styleBindings = () => currentProgram && getFileBindings(currentProgram);

/**
 * The tag of a styled component another module of the project exports, asked only for an element written
 * with a click or a src (`<Wrapper onClick={fn}>`) or only an icon: asking defers the file until all are read.
 */
function importedStyledTag(written: string, node: AstNode): string | undefined {
  if (!/^[A-Z]/.test(written) || !components) return undefined;
  const asked = (((node.openingElement as AstNode).attributes as AstNode[]) ?? []).some(
    ({ type, name }) => type === 'JSXAttribute' && /^(onClick|src)$/.test(toName(name as AstNode)),
  );
  return asked || holdsOnlyIcon(node) ? components.styledTag(written) : undefined;
}

function toElement(node: AstNode, roots: ElementNode[]): ElementNode {
  const opening = node.openingElement as AstNode;
  const written = toName(opening.name as AstNode);
  const name = styledTags.get(written) ?? importedStyledTag(written, node) ?? written;
  const attributes = new Map<string, ElementAttribute>();
  const intrinsic = /^[a-z][a-z0-9]*$/.test(name);
  let hasSpread = false;
  let childrenForwarded = false;
  const unsetByDefault: string[] = [];
  // Roots pushed while this element's attributes are read are the elements handed to it as prop values.
  const firstHanded = roots.length;
  // By index, not for…of: every element of every file passes here, and an iterator each was garbage.
  const writtenAttributes = (opening.attributes as AstNode[]) ?? [];
  for (let index = 0; index < writtenAttributes.length; index++) {
    const attribute = writtenAttributes[index] as AstNode;
    if (attribute.type === 'JSXSpreadAttribute') {
      // A spread of known content adds what it can carry (values unknown); any other may add anything.
      const argument = unwrap(attribute.argument as AstNode);
      if (!intrinsic && !readsComponentAttributes(name)) {
        // The rules read no attribute of this component: resolving the spread would cost walks for nothing.
        hasSpread = true;
        continue;
      }
      if (argument.type === 'ObjectExpression' || isLiteralChoice(argument)) {
        // `{...{ className, onClick: handler }}`: an inline object literal carries its written keys.
        hasSpread ||= addLiteralKeys(attributes, argument, intrinsic, toComputedReads);
        continue;
      }
      if (argument.type === 'Identifier' && !knownSpreads && currentProgram) {
        knownSpreads = toKnownSpreads(currentProgram, getFileBindings(currentProgram));
        forwardedSpreads = toForwardedSpreads(currentProgram);
        localSpreads = [...toLocalObjectSpreads(currentProgram), ...toTypedRestSpreads(currentProgram)];
      }
      const forwarded =
        argument.type === 'Identifier'
          ? forwardedSpreads?.find(
              (spread) =>
                spread.name === argument.name &&
                spread.start <= attribute.start &&
                attribute.end <= spread.end,
            )
          : undefined;
      if (forwarded) {
        // The callers' attributes, each pointing at the caller that passes it (values unknown).
        if (forwarded.attributes === 'unknown') hasSpread = true;
        else
          for (const passed of forwarded.attributes) {
            if (!attributes.has(passed.name))
              attributes.set(passed.name, { value: null, start: passed.start, end: passed.end });
          }
        childrenForwarded ||= forwarded.children;
        continue;
      }
      // The innermost block that builds the object (a name bound twice in the file is still read here).
      const local =
        argument.type === 'Identifier'
          ? localSpreads
              ?.filter(
                (spread) =>
                  spread.name === argument.name &&
                  spread.start <= attribute.start &&
                  attribute.end <= spread.end,
              )
              .sort((a, b) => b.start - a.start)[0]
          : undefined;
      const carries =
        argument.type === 'Identifier'
          ? (local?.carries ??
            knownSpreads?.get(String(argument.name)) ??
            (reads?.isHandedEmpty(argument, attribute.start) ? [] : undefined))
          : styleSpreadCarries(argument, currentProgram);
      if (!carries) hasSpread = true;
      for (const key of carries ?? []) {
        if (!attributes.has(key)) attributes.set(key, keyAttribute(local, key, attribute));
      }
      continue;
    }
    const rawName = toName(attribute.name as AstNode).toLowerCase();
    if (
      (rawName === 'style' && hidesElement(attribute.value as AstNode | null, styleBindings)) ||
      (intrinsic &&
        (rawName === 'classname' || rawName === 'class') &&
        isHiddenClass(toAttributeValue(attribute.value as AstNode | null, [])))
    ) {
      attributes.set('hidden', { value: 'true', start: attribute.start, end: attribute.end });
    }
    const written = toAttributeValue(attribute.value as AstNode | null, roots);
    if (written === undefined) continue;
    const value = written === null && intrinsic && rawName === 'type' ? typeByDefault(attribute) : written;
    const unset = value === null && NAME_ATTRIBUTES.has(rawName) ? unsetRead(attribute) : undefined;
    if (unset) {
      unsetByDefault.push(`${toName(attribute.name as AstNode)}={${unset}}`);
      continue;
    }
    // `onKeyDown={() => { return }}`: a key handler that does nothing is no key handler.
    if (intrinsic && KEY_ATTRIBUTES.has(rawName) && isNoOpValue(attribute.value as AstNode | null)) continue;
    // `onClick={onClick}` with `onClick: undefined` in the visible defaultProps: no click by default.
    if (intrinsic && rawName === 'onclick' && value === null && clickUnsetByDefault(attribute)) continue;
    const fallback = rawName === 'type' ? toFallbackLiteral(attribute.value as AstNode | null) : undefined;
    const branches =
      value === null
        ? (toBranchValues(attribute.value as AstNode | null) ?? (fallback && [fallback]))
        : undefined;
    const counted =
      value === null && rawName === 'tabindex' && !!reads?.isCountedByCallers(attribute.value as AstNode);
    // `tabIndex={tabIndex}`: the static values callers in other modules hand the prop (element-reads.ts).
    const handed =
      value === null && rawName === 'tabindex' && !counted && !branches
        ? reads?.handedLiterals(attribute.value as AstNode)
        : undefined;
    attributes.set(JSX_ALIASES[rawName] ?? rawName, {
      value,
      start: attribute.start,
      end: attribute.end,
      ...(branches && { branches }),
      ...(counted && { branches: ['1'], counted }),
      ...(handed && { branches: handed, handed: true }),
      ...(rawName === 'onclick' && intrinsic && reads?.inertHandler(attribute.value as AstNode | null)),
    });
  }
  const lastHanded = roots.length;
  const unknownIcon = !intrinsic && isIconName(name) && isUnknownIcon(name);
  // Children a caller passes arrive through the spread: content unknown.
  const control = intrinsic && (name === 'button' || name === 'a') ? 1 : 0;
  insideControl += control;
  const children: ChildNode[] = childrenForwarded
    ? [...toChildren(node, roots), { kind: 'dynamic' }]
    : toChildren(node, roots);
  insideControl -= control;
  const graphic =
    !intrinsic && insideControl > 0 && components?.isGraphicCall(name, { attributes, hasSpread, children });
  if (!intrinsic) components?.addClonedProps(name, children);
  if (lastHanded > firstHanded && !intrinsic) {
    const keys = [...attributes.keys()];
    const names = hasSpread || keys.some((key) => NAMES_WHAT_IT_RENDERS.test(key));
    const namesControl = hasSpread || keys.some((key) => NAMES_A_CONTROL.test(key));
    // A control in an adornment slot sits beside the field those props name (adornments.ts).
    const adornments = adornmentRanges(writtenAttributes);
    // The innermost component an element is handed to is the one that renders it.
    for (const handed of roots.slice(firstHanded, lastHanded)) {
      if (components?.rendersAsWritten(name, writtenAttributes, handed.start)) continue;
      const beside = adornments.some((range) => range.start <= handed.start && handed.start < range.end);
      handed.handedTo ??= beside
        ? { names: false, namesControl: false, children: [] }
        : { names, namesControl, children };
    }
  }
  return {
    kind: 'element',
    name,
    isComponent: !intrinsic,
    ...(!intrinsic && components && { labelFor: () => components?.labelFor(name) }),
    attributes,
    hasSpread,
    ...(unknownIcon && { unknownIcon }),
    ...(!intrinsic && components && { styledTag: components.styledAround(written, children) }),
    ...(graphic && { graphic }),
    ...(unsetByDefault.length > 0 && { unsetByDefault }),
    children,
    start: node.start,
    openingEnd: opening.end,
  };
}

/** `aria-label={ariaLabels.prevButton}` with `ariaLabels: {}` in the component's visible defaultProps. */
function unsetRead(attribute: AstNode): string | undefined {
  const value = attribute.value as AstNode | null;
  const program = currentProgram;
  if (value?.type !== 'JSXExpressionContainer' || !program) return undefined;
  const expression = unwrap(value.expression as AstNode);
  if (!['MemberExpression', 'ChainExpression', 'Identifier'].includes(expression.type)) return undefined;
  const defaultProps = defaultPropsOf(program);
  if (defaultProps.length === 0) return undefined;
  return isUndefinedByDefault(expression, attribute.start, defaultProps, () => getFileBindings(program));
}

/**
 * `type={type}` with `type: 'number'` in the component's visible defaultProps: the field is judged by that default,
 * as any prop with a visible default (awesome-react-starter@2.3.5 src/components/quantity/index.tsx:26 and :95-96,
 * MIT: the count input). `null` (computed) when the default is not a string literal.
 */
function typeByDefault(attribute: AstNode): string | null {
  const value = attribute.value as AstNode | null;
  const program = currentProgram;
  if (value?.type !== 'JSXExpressionContainer' || !program) return null;
  const defaultProps = defaultPropsOf(program);
  if (defaultProps.length === 0) return null;
  const fallback = propDefault(value.expression as AstNode, attribute.start, defaultProps, () =>
    getFileBindings(program),
  );
  const literal = fallback && unwrap(fallback);
  return literal?.type === 'Literal' && typeof literal.value === 'string' ? literal.value : null;
}

/** `onClick={onClick}` whose visible default is undefined, null or a no-op (see handler-defaults.ts). */
function clickUnsetByDefault(attribute: AstNode): boolean {
  const value = attribute.value as AstNode | null;
  const program = currentProgram;
  if (value?.type !== 'JSXExpressionContainer' || !program) return false;
  const defaultProps = defaultPropsOf(program);
  if (defaultProps.length === 0) return false;
  return isHandlerUnsetByDefault(value.expression as AstNode, attribute.start, defaultProps, () =>
    getFileBindings(program),
  );
}

const KEY_ATTRIBUTES = new Set(['onkeydown', 'onkeyup', 'onkeypress']);

function isNoOpValue(value: AstNode | null): boolean {
  return value?.type === 'JSXExpressionContainer' && isNoOpHandler(value.expression as AstNode);
}

/**
 * Components whose attributes a rule reads: label components (their `for`) and icon components (a
 * label-like prop, or a spread that may carry one, names the button around them). Other components are
 * skipped by every rule and read only by their names.
 */
function readsComponentAttributes(name: string): boolean {
  return /label/i.test(name) || isIconName(name);
}

/** `<CloseIcon />`, `<Icon />`, `<Icons.IconX />`: named like an icon component. */
function isIconName(name: string): boolean {
  return /^Icon|Icon$/.test(name.split('.').pop() ?? '');
}

function isUnknownIcon(name: string): boolean {
  if (!currentProgram) return false;
  iconOrigins ??= toIconOrigins(currentProgram);
  return iconOrigins(name) === 'unknown';
}

function toChildren(node: AstNode, roots: ElementNode[]): ChildNode[] {
  const children: ChildNode[] = [];
  const written = (node.children as AstNode[]) ?? [];
  for (let index = 0; index < written.length; index++) {
    const child = written[index] as AstNode;
    if (child.type === 'JSXText') children.push({ kind: 'text', text: String(child.value ?? '') });
    else if (child.type === 'JSXElement') children.push(toElement(child, roots));
    else if (child.type === 'JSXFragment') children.push(...toChildren(child, roots));
    else if (child.type === 'JSXExpressionContainer' || child.type === 'JSXSpreadChild') {
      const expression = child.expression as AstNode | undefined;
      if (!expression || expression.type === 'JSXEmptyExpression') continue;
      if (expression.type === 'Literal' && typeof expression.value === 'string') {
        children.push({ kind: 'text', text: expression.value });
        continue;
      }
      // `{DownloadIcon}` in a button: a bare svg constant of the project, not text.
      const graphic = insideControl > 0 ? components?.graphicValue(expression) : undefined;
      if (graphic) {
        children.push(graphic);
        continue;
      }
      if (isOnlyContentProp(node, expression) && reads?.isHandedGraphic(expression, expression.start)) {
        children.push(toGraphicNode('svg', expression));
        continue;
      }
      // `{type == '>' ? <svg>…</svg> : <svg>…</svg>}`: one of the elements, nothing else (the test is not shown).
      if (isElementChoice(expression)) {
        children.push(...collectNested(expression, roots));
        continue;
      }
      const flag = toOffByDefaultFlag(expression);
      if (!flag) {
        children.push(readsNameLike(expression) ? { kind: 'dynamic', readsName: true } : { kind: 'dynamic' });
        children.push(...collectNested(expression, roots));
        continue;
      }
      children.push({ kind: 'dynamic', offByDefault: flag });
      for (const nested of collectNested(expression, roots)) children.push({ ...nested, offByDefault: flag });
    }
  }
  return children;
}

/**
 * `{displayThumbs && thumbs[index] && <span>…</span>}` where `displayThumbs` is bound once in the file by a
 * destructuring default of `false`, or is `''` in the visible defaultProps (awesome-react-starter@2.3.5
 * src/components/input/index.tsx:27, :88): the flag's name (`bare`: the operand itself, guarded-root.ts).
 */
function toOffByDefaultFlag(expression: AstNode, bare = false): string | undefined {
  let left = unwrap(expression);
  if (!currentProgram || !(bare || (left.type === 'LogicalExpression' && left.operator === '&&')))
    return undefined;
  while (left.type === 'LogicalExpression' && left.operator === '&&') left = unwrap(left.left as AstNode);
  const program = currentProgram;
  if (left.type === 'BinaryExpression')
    return comparedOffByDefault(left, program, () => getFileBindings(program));
  if (left.type !== 'Identifier') return undefined;
  const bound = onlyValue(getFileBindings(program), String(left.name));
  const literal = writtenDefault(left, program, () => getFileBindings(program));
  const off = literal?.type === 'Literal' && (literal.value === false || (!bound && literal.value === ''));
  if (off) return String(left.name);
  return toStateOffByMode(String(left.name), program, (operand) => toOffByDefaultFlag(operand, true));
}

/** JSX elements inside an expression (conditionals, `map` callbacks), outermost only. */
function collectNested(expression: AstNode, roots: ElementNode[]): ElementNode[] {
  const found: ElementNode[] = [];
  // A direct scan, not `walk` (it keeps a flat copy of each tree given): these sub-trees are read once.
  const visit = (node: AstNode): void => {
    if (node.type === 'JSXElement') {
      found.push(toElement(node, roots));
      return;
    }
    if (node.type === 'JSXFragment') {
      for (const child of toChildren(node, roots)) if (child.kind === 'element') found.push(child);
      return;
    }
    // Scalars (type, offsets, names) are skipped by their `typeof` first, and arrays read by index: this scan
    // runs over every expression of a file's JSX, and an iterator per array was most of what it allocated.
    for (const key in node) {
      const value = node[key];
      if (typeof value !== 'object' || value === null) continue;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (isAstNode(item)) visit(item);
        }
      } else if (isAstNode(value)) visit(value);
    }
  };
  visit(expression);
  return found;
}

/**
 * What a computed value written as an object literal's key holds (`{...{ onClick: handler }}`,
 * `{...(tabIndex !== undefined ? { tabIndex: props.tabIndex } : {})}`), read as the same attribute written in place.
 */
function toComputedReads(
  name: string,
  value: AstNode | null,
  intrinsic: boolean,
): Pick<ElementAttribute, 'inert' | 'keyAlternative' | 'branches' | 'handed'> {
  if (name === 'onclick' && intrinsic) return reads?.inertHandler(value) ?? {};
  const handed = name === 'tabindex' && value ? reads?.handedLiterals(value) : undefined;
  return handed ? { branches: handed, handed: true } : {};
}

/** `undefined` means "as if absent" (`alt={undefined}`); `null` means computed at run time. */
function toAttributeValue(value: AstNode | null, roots: ElementNode[]): string | null | undefined {
  if (value === null) return 'true';
  if (value.type === 'Literal') return String(value.value);
  if (value.type === 'JSXExpressionContainer') {
    const expression = unwrap(value.expression as AstNode);
    if (expression.type === 'Literal') {
      return expression.value === null ? undefined : String(expression.value);
    }
    if (expression.type === 'Identifier' && expression.name === 'undefined') return undefined;
    // `tabIndex={-1}`: a negative number is as static as a positive one.
    const negated = unwrap((expression.argument as AstNode | undefined) ?? expression);
    if (
      expression.type === 'UnaryExpression' &&
      expression.operator === '-' &&
      typeof negated.value === 'number'
    ) {
      return String(-negated.value);
    }
    if (expression.type === 'TemplateLiteral' && (expression.expressions as unknown[]).length === 0) {
      const quasi = (expression.quasis as AstNode[])[0];
      return String((quasi?.value as { cooked?: string } | undefined)?.cooked ?? '');
    }
    if (expression.type === 'JSXEmptyExpression') return undefined;
    roots.push(...collectNested(expression, roots));
    return null;
  }
  if (value.type === 'JSXElement') {
    roots.push(toElement(value, roots));
    return null;
  }
  return null;
}

/** `{open ? 1 : -1}`: the static value of every branch of a conditional; `undefined` if one is computed. */
function toBranchValues(value: AstNode | null): string[] | undefined {
  if (value?.type !== 'JSXExpressionContainer') return undefined;
  const expression = unwrap(value.expression as AstNode);
  if (expression.type !== 'ConditionalExpression') return undefined;
  const values: string[] = [];
  for (const branch of [expression.consequent, expression.alternate] as AstNode[]) {
    const inner = unwrap(branch);
    const nested = toBranchValues({ ...value, expression: inner } as AstNode);
    const own =
      inner.type === 'ConditionalExpression'
        ? undefined
        : toAttributeValue({ ...value, expression: inner } as AstNode, []);
    if (nested) values.push(...nested);
    else if (typeof own === 'string') values.push(own);
    else return undefined;
  }
  return values;
}
