import { isHandedToEditor } from './editor-textarea';
import {
  type ChildNode,
  type ElementNode,
  hasNonEmptyAttribute,
  isFlagOn,
  isHiddenOrPresentational,
  staticValue,
} from './element';
import { isGeneratedId } from './generated-ids';
import { isImageSwitchedOff } from './image-mode';
import { isOutOfTree } from './out-of-tree';
import type { RuleContext } from './rule-context';
import { BUTTON_NAME, FORM_LABEL, IFRAME_TITLE, IMG_ALT, LINK_NAME } from './rules';

/** The rules about accessible names: images, form controls, buttons, links and frames. */

const UNLABELLED_INPUT_TYPES = new Set(['hidden', 'submit', 'reset', 'button', 'image']);
/** A wrapping component with one of these names most likely renders the label (`<FormField label="…">`). */
const LABELLING_COMPONENT = /label|field|form(control|item|group)/i;

export function checkImage(
  context: RuleContext,
  element: ElementNode,
  ancestors: readonly ElementNode[] = [],
  text = '',
): void {
  // Rendered only under a switch off by default (image-mode.ts): not what the component shows by default.
  if (isImageSwitchedOff(element, ancestors, text)) return;
  const isImageInput = element.name === 'input' && staticValue(element, 'type') === 'image';
  if (element.name === 'svg') {
    checkSvgImage(context, element);
    return;
  }
  if (element.name !== 'img' && !isImageInput) return;
  if (element.attributes.has('alt') || isHiddenOrPresentational(element)) return;
  if (['aria-label', 'aria-labelledby', 'title'].some((name) => hasNonEmptyAttribute(element, name))) return;
  context.report(
    IMG_ALT,
    element,
    `<${element.name}${isImageInput ? ' type="image"' : ''}> has no alt attribute.`,
    'Add alt="…" describing the image (or its action), or alt="" if it is purely decorative.',
  );
}

/**
 * `<svg role="img">` is an image: it needs a <title> child, aria-label or aria-labelledby (reactstrap's
 * ToastHeader icon). Content computed at run time or from a component may hold the title: not reported.
 */
function checkSvgImage(context: RuleContext, element: ElementNode): void {
  if (staticValue(element, 'role') !== 'img' || isHiddenOrPresentational(element)) return;
  if (['aria-label', 'aria-labelledby', 'title'].some((name) => hasNonEmptyAttribute(element, name))) return;
  const mayHoldTitle = element.children.some(
    (child) =>
      child.kind === 'dynamic' ||
      (child.kind === 'element' && (child.isComponent || child.name === 'title' || child.hasSpread)),
  );
  if (mayHoldTitle) return;
  context.report(
    IMG_ALT,
    element,
    '<svg role="img"> has no <title>, aria-label or aria-labelledby.',
    'Add <title>…</title> as its first child or aria-label="…"; if it is decorative, drop role="img" and add aria-hidden="true".',
  );
}

export interface LabelTargets {
  ids: Set<string>;
  /** A label whose `for` is computed: any control with an id may be its target. */
  anyComputed: boolean;
  /** `for={expr}` written on something that is not a label (`<span htmlFor={id}>`), by expression text. */
  misplaced: Set<string>;
  /** `<label htmlFor={expr}>`, by expression text. */
  computed: Set<string>;
  /** Components that may render a `<label for>` of their own (see `ElementNode.labelFor`). */
  components?: (() => string | undefined)[];
}

/** The expression text of a computed attribute: `htmlFor={id}` → `id`. */
export function expressionText(text: string, attribute: { start: number; end: number }): string {
  return text
    .slice(attribute.start, attribute.end)
    .replace(/^[^=]*=\s*\{?/, '')
    .replace(/\}?\s*$/, '')
    .trim();
}

/** The ids `<label for>` points at; label components (`<Label htmlFor>`, `<FormLabel htmlFor>`) count too. */
export function collectLabelTargets(elements: readonly ElementNode[], text = ''): LabelTargets {
  const targets: LabelTargets = {
    ids: new Set(),
    anyComputed: false,
    misplaced: new Set(),
    computed: new Set(),
  };
  for (const element of elements) {
    if (element.labelFor) {
      targets.components ??= [];
      targets.components.push(element.labelFor);
    }
    const target = element.attributes.get('for');
    if (!target) continue;
    if (element.isComponent ? !/label/i.test(element.name) : element.name !== 'label') {
      // <output for> names the inputs a result comes from: not a misplaced label.
      if (!element.isComponent && element.name !== 'output' && target.value === null) {
        targets.misplaced.add(expressionText(text, target));
      }
      continue;
    }
    if (target.value === null) targets.computed.add(expressionText(text, target));
    if (target.value === null) targets.anyComputed = true;
    else targets.ids.add(target.value.trim());
  }
  return targets;
}

export function checkFormControl(
  context: RuleContext,
  element: ElementNode,
  ancestors: readonly ElementNode[],
  labels: LabelTargets,
  text = '',
): void {
  if (!['input', 'select', 'textarea'].includes(element.name)) return;
  if (element.name === 'input') {
    const type = element.attributes.get('type');
    // `type={this.state.page === '' ? 'text' : 'number'}` (react-table-v6@6.8.6 src/pagination.js:88, MIT): every
    // branch is a field a label names, so the input is judged as either; any other computed type is unknown.
    const types = type?.value === null ? (type.branches ?? []) : [type?.value ?? 'text'];
    if (types.length === 0) return;
    if (types.some((each) => UNLABELLED_INPUT_TYPES.has(each.trim().toLowerCase()))) return;
  }
  // Not rendered (`hidden`, `style={{ display: 'none' }}`): a file input opened by a button beside it.
  if (staticValue(element, 'aria-hidden') === 'true' || isFlagOn(element, 'hidden')) return;
  if (isOutOfTree(element, ancestors)) return;
  if (isStateIndicator(element, ancestors)) return;
  // Hidden and replaced by the code editor the file builds on it (`CodeMirror.fromTextArea`, editor-textarea.ts).
  if (isHandedToEditor(element, text)) return;
  // Handed to a component that gets a placeholder, label, id or content (`<TextField inputAs={<input />}
  // placeholder="Search" />`): the component wires the field, and may clone the name in. Not decidable here.
  const handedTo = element.handedTo ?? ancestors.find((ancestor) => ancestor.handedTo)?.handedTo;
  const content = handedTo?.children.some((child) => child.kind !== 'text' || /\S/.test(child.text));
  if (handedTo && (handedTo.names || content)) return;
  // The child of a component handed the caller's props (`<Form.Input icon {...rest}><input ref value /></Form.Input>`,
  // semantic-ui-calendar-react@0.15.3 src/views/InputView.tsx:45-62, MIT): Semantic UI's Form.Input clones its child
  // input with the caller's id, placeholder and aria props and renders the caller's label for it. Not decidable here.
  const parent = ancestors[ancestors.length - 1];
  if (parent?.isComponent && parent.hasSpread && !LABELLING_COMPONENT.test(parent.name)) return;
  const named = ['aria-label', 'aria-labelledby', 'title', 'placeholder'].some((name) =>
    hasNonEmptyAttribute(element, name),
  );
  if (named) return;
  const wrapped = ancestors.some(
    (ancestor) =>
      (!ancestor.isComponent && ancestor.name === 'label' && !isEmptyByDefault(ancestor)) ||
      (ancestor.isComponent && LABELLING_COMPONENT.test(ancestor.name)) ||
      // `<Box as="label">` (theme-ui, @vtex/gatsby-theme-vtex@0.202.2 ShippingTable.tsx:41, MIT): renders a label.
      (ancestor.isComponent && staticValue(ancestor, 'as') === 'label'),
  );
  if (wrapped) return;
  const id = element.attributes.get('id');
  if (id) {
    // A computed id is usually handed in by a parent that renders the label (`id={forID}`): unknown,
    // unless this file puts that same expression in the `for` of something that is not a label.
    if (id.value === null && labels.computed.has(expressionText(text, id))) return;
    if (
      id.value === null &&
      !labels.misplaced.has(expressionText(text, id)) &&
      !isBuiltHere(id, labels, text)
    ) {
      return;
    }
    if (id.value !== null && labels.anyComputed) return;
    if (id.value !== null && labels.ids.has(id.value.trim())) return;
    const written = id.value?.trim();
    if (written && labels.components?.some((labelFor) => labelFor() === written)) return;
  }
  context.report(
    FORM_LABEL,
    element,
    `<${element.name}> has no label: no <label for>, no wrapping <label>, no aria-label or aria-labelledby${unsetNote(element)}.`,
    id?.value
      ? `Add <label for="${id.value}">…</label>, or aria-label="…" on the control.`
      : 'Wrap the control in <label>…</label>, or give it an id and a <label for="id">, or aria-label="…".',
  );
}

/**
 * An id built in this file from a fixed prefix (`id={`rbgcp-${label}-input${suffix}`}`), while no label of
 * the file has a computed `for`: nothing here labels it, and it was not handed in by a parent that might. So
 * is an id the component generates for itself and writes nowhere else (generated-ids.ts).
 */
function isBuiltHere(id: { start: number; end: number }, labels: LabelTargets, text: string): boolean {
  if (labels.anyComputed) return false;
  const written = expressionText(text, id);
  return /^`[^`$\\]+\$\{/.test(written) || isGeneratedId(written, text);
}

/**
 * A wrapping `<label>` whose only content beside controls is shown under a prop off by default (`{label && <div>
 * {label}</div>}` with `label: ''` in defaultProps, awesome-react-starter@2.3.5 src/components/input/index.tsx:87-92,
 * MIT), or is nothing that can name: the theme toggle's `<label><input type="checkbox" … /><span
 * className="slider"></span></label>` (apphouse@0.1.270 dist/components/ToggleThemeButton.tsx:125-144, MIT), no
 * text, no component, nothing computed. It names nothing by default. A label with a spread may carry children;
 * one with an aria-label or title of its own is left undecided (gatsby-theme-garden@0.1.66
 * src/components/dark-mode-toggle.js:10-15, MIT: a label element's own name is not settled as the control's).
 */
function isEmptyByDefault(label: ElementNode): boolean {
  if (label.hasSpread || OWN_NAMES.some((name) => label.attributes.has(name))) return false;
  return !hasNamedContent(label.children, new Set<string>());
}

const OWN_NAMES = ['aria-label', 'aria-labelledby', 'title'];

/** Text, an image's alt, an aria-label, or content computed at run time (which may be text). */
function hasNamedContent(children: readonly ChildNode[], offByDefault?: Set<string>): boolean {
  for (const child of children) {
    // Content shown only when a flag that is off by default is on: not there by default.
    const flag = child.kind === 'text' ? undefined : child.offByDefault;
    if (flag && offByDefault) {
      offByDefault.add(flag);
      continue;
    }
    if (child.kind === 'dynamic') return true;
    if (child.kind === 'text') {
      if (/\S/.test(child.text)) return true;
      continue;
    }
    if (child.isComponent) {
      if (!isIconComponent(child) || child.hasSpread) return true;
      continue;
    }
    if (child.hasSpread) return true;
    if (staticValue(child, 'aria-hidden') === 'true') continue;
    // A select's options (a textarea's text) are its value, not a name for what holds it: `<label><select>
    // <option value="">Select instance...</option>…</select></label>` names nothing (@kapeta/ui-web-components@3.12.0
    // src/entities/EntityEditor.tsx:73-109, MIT; the session-37 empty wrapping label).
    if (child.name === 'select' || child.name === 'textarea') continue;
    if (['aria-label', 'aria-labelledby'].some((name) => hasNonEmptyAttribute(child, name))) return true;
    // `<span dangerouslySetInnerHTML={{ __html: btn.label }} />` inside a button (funda-ui@4.7.901
    // lib/esm/Chatbox/index.tsx:2254, MIT): markup the JSX does not show, as on the button itself (checkButton).
    if (child.attributes.has('dangerouslysetinnerhtml')) return true;
    if (child.name === 'img' || (child.name === 'input' && staticValue(child, 'type') === 'image')) {
      if (hasNonEmptyAttribute(child, 'alt') || hasNonEmptyAttribute(child, 'title')) return true;
      continue;
    }
    if (hasNamedContent(child.children, offByDefault)) return true;
  }
  return false;
}

/**
 * `<CloseIcon />`, `<Icon name="x" />`: icon components render a graphic, not text, unless given a
 * label-like prop. Any other component may render text, so it counts as naming its parent.
 */
function isIconComponent(element: ElementNode): boolean {
  const name = element.name.split('.').pop() ?? '';
  // From another library or an imported SVG asset: it may render a <title> (see icon-origin.ts).
  if (element.graphic) return true;
  if (!/^Icon|Icon$/.test(name) || element.unknownIcon) return false;
  // Content that reads a label or title (`<Icon>{children || label}</Icon>`, jsx-names.ts): it may render it as a name.
  if (element.children.some((child) => child.kind === 'dynamic' && child.readsName)) return false;
  // A name-like prop (`title`, `label`, `aria-label`, or one ending so: `accessibilityLabel`, rendered as the
  // span's aria-label by @shopify/checkout-ui-react@0.6.0 Icon.tsx:126, MIT) may name what the icon renders.
  return ![...element.attributes.keys()].some((attribute) => NAME_LIKE_PROP.test(attribute));
}

const NAME_LIKE_PROP = /(label|labelledby|title)$|^alt$/;

/**
 * The content of the component an element is handed to (`<SidebarMenuButton render={<a href={url} />}>
 * <span>{name}</span></SidebarMenuButton>`): Base UI's `render` renders it inside the element, so it may be the
 * element's name. When it names nothing, the element is unnamed either way.
 */
function handedContent(element: ElementNode): readonly ChildNode[] {
  return element.handedTo?.children ?? [];
}

/** ` by default (aria-label={ariaLabels.prevButton} is undefined unless the caller passes it: …)`, or ''. */
function unsetNote(element: ElementNode): string {
  const unset = element.unsetByDefault;
  if (!unset?.length) return '';
  return ` by default (${unset.join(', ')} ${unset.length > 1 ? 'are' : 'is'} undefined unless the caller passes it: the component's visible defaultProps leave it out)`;
}

function hasOwnName(element: ElementNode): boolean {
  return ['aria-label', 'aria-labelledby', 'title'].some((name) => hasNonEmptyAttribute(element, name));
}

export function checkButton(context: RuleContext, element: ElementNode): void {
  const inputType = element.name === 'input' ? staticValue(element, 'type') : undefined;
  if (element.name !== 'button' && inputType !== 'button') return;
  if (isHiddenOrPresentational(element) || hasOwnName(element) || element.handedTo?.namesControl) return;
  // `dangerouslySetInnerHTML={{ __html: '&times;' }}` (react-toastr@3.0.0 ToastMessage.jsx:54): its content is
  // HTML the JSX does not show, not an empty button.
  if (element.attributes.has('dangerouslysetinnerhtml')) return;
  const offByDefault = new Set<string>();
  if (
    inputType === 'button'
      ? hasNonEmptyAttribute(element, 'value')
      : hasNamedContent(element.children, offByDefault) ||
        hasNamedContent(handedContent(element), offByDefault)
  ) {
    return;
  }
  const flags = [...offByDefault].join(', ');
  context.report(
    BUTTON_NAME,
    element,
    inputType === 'button'
      ? '<input type="button"> has no value, aria-label or title: it is announced as an unnamed button.'
      : `<button> has no text, aria-label, aria-labelledby or title${flags ? ` by default (its content shows only when ${flags}, false by default, is on)` : ''}${unsetNote(element)}: it is announced as an unnamed button.`,
    inputType === 'button'
      ? 'Add value="…" naming the action.'
      : 'Put the action in the button text, or add aria-label="…" when it shows only an icon.',
  );
}

export function checkLink(
  context: RuleContext,
  element: ElementNode,
  ancestors: readonly ElementNode[] = [],
): void {
  if (element.name !== 'a' || !element.attributes.has('href') || element.handedTo?.namesControl) return;
  // `<a {...commonProps} href={href} role="button" />` (@wfp/react@1.22.0 src/components/Button/Button.Skeleton.tsx:25,
  // set 24, labelled null): announced as a button, not a link, and the family's button-name is for native buttons.
  if (isOutOfTree(element, ancestors) || staticValue(element, 'role') === 'button') return;
  // `<a href={`#${to}`} dangerouslySetInnerHTML={dangerouslySetInnerHTML}>` (@datawheel/canon-core@0.26.1
  // src/components/AnchorLink.jsx:19, MIT): its content is the caller's HTML, which the JSX does not show, as on a button.
  if (element.attributes.has('dangerouslysetinnerhtml')) return;
  if (isHiddenOrPresentational(element) || hasOwnName(element) || hasNamedContent(element.children)) return;
  if (hasNamedContent(handedContent(element))) return;
  context.report(
    LINK_NAME,
    element,
    '<a href> has no text, image alt, aria-label or title: its destination is not announced.',
    'Give the link text naming its destination, or aria-label="…" (or alt on its only image).',
  );
}

export function checkIframe(context: RuleContext, element: ElementNode): void {
  if (element.name !== 'iframe' || isHiddenOrPresentational(element) || hasOwnName(element)) return;
  context.report(
    IFRAME_TITLE,
    element,
    '<iframe> has no title: screen readers announce it only as "frame".',
    'Add title="…" saying what the frame contains, e.g. title="Route map".',
  );
}

/**
 * Roles whose children are presentational (WAI-ARIA 1.2): the element is announced by its own name and state,
 * and what it holds is not exposed as controls.
 */
const PRESENTATIONAL_CHILDREN = new Set([
  'button',
  'checkbox',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'switch',
  'tab',
]);

/**
 * A checkbox or radio inside an element whose role makes its children presentational: it shows that element's
 * state (a multiple select's `<li role='option' aria-selected>` holding a readOnly checkbox, @rjsf/daisyui@6.10.1
 * src/widgets/SelectWidget/SelectWidget.tsx:170), and the option carries the name.
 */
function isStateIndicator(element: ElementNode, ancestors: readonly ElementNode[]): boolean {
  const type = (staticValue(element, 'type') ?? '').trim().toLowerCase();
  if (element.name !== 'input' || (type !== 'checkbox' && type !== 'radio')) return false;
  // `<input checked={…} readOnly tabIndex={ -1 } type="checkbox" />` with no change handler (@ovhcloud/ods-react@19.6.1
  // select-option-indicator/SelectOptionIndicator.tsx:14, the ItemIndicator of a multiple select's option): out of
  // the tab order and not editable, it shows a state its option carries.
  const tabindex = element.attributes.get('tabindex')?.value;
  if (
    isFlagOn(element, 'readonly') &&
    tabindex !== null &&
    tabindex !== undefined &&
    Number.parseInt(tabindex, 10) < 0 &&
    !element.attributes.has('onchange')
  ) {
    return true;
  }
  return ancestors.some(
    (ancestor) => !ancestor.isComponent && PRESENTATIONAL_CHILDREN.has(staticValue(ancestor, 'role') ?? ''),
  );
}
