import { createLineIndex, type Finding, type SourceFile, toEvidence } from '../types';
import {
  type ChildNode,
  type ElementNode,
  hasNonEmptyAttribute,
  isFlagOn,
  isHiddenOrPresentational,
  listElements,
  staticValue,
} from './element';
import {
  type AccessibilityRuleMeta,
  BUTTON_NAME,
  CLICK_KEYBOARD,
  FORM_LABEL,
  HEADING_ORDER,
  HTML_LANG,
  IFRAME_TITLE,
  IMG_ALT,
  LINK_NAME,
  MEDIA_AUTOPLAY,
  TABINDEX_POSITIVE,
} from './rules';

/** Elements that do nothing on a click by themselves (a click handler there needs a role and keys). */
const NON_INTERACTIVE = new Set([
  'div',
  'span',
  'p',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'img',
  'figure',
  'figcaption',
  'table',
  'tr',
  'td',
  'th',
  'tbody',
  'thead',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'i',
  'b',
  'em',
  'strong',
  'small',
  'svg',
  'blockquote',
  'pre',
  'code',
]);
const KEY_HANDLERS = ['onkeydown', 'onkeyup', 'onkeypress'];
const UNLABELLED_INPUT_TYPES = new Set(['hidden', 'submit', 'reset', 'button', 'image']);
/** A wrapping component with one of these names most likely renders the label (`<FormField label="…">`). */
const LABELLING_COMPONENT = /label|field|form(control|item|group)/i;

interface Context {
  file: SourceFile;
  at: (offset: number) => { line: number; column: number };
  report: (
    rule: AccessibilityRuleMeta,
    element: ElementNode,
    message: string,
    fix: string,
    offset?: number,
  ) => void;
}

/** Runs every accessibility rule over element trees built from `file` (JSX or HTML). */
export function checkElementTrees(file: SourceFile, roots: readonly ElementNode[]): Finding[] {
  const findings: Finding[] = [];
  const at = createLineIndex(file.text);
  const context: Context = {
    file,
    at,
    report: (rule, element, message, fix, offset = element.start) => {
      findings.push({
        ruleId: rule.id,
        category: 'accessibility',
        severity: rule.severity,
        file: file.path,
        ...at(offset),
        message,
        evidence: toEvidence(file.text, element.start, element.openingEnd),
        fix,
      });
    },
  };
  const elements = listElements(roots);
  const labels = collectLabelTargets(elements.map((entry) => entry.element));
  let previousHeading: number | undefined;
  for (const { element, ancestors } of elements) {
    if (element.isComponent) continue;
    const heading = /^h([1-6])$/.exec(element.name);
    if (heading) {
      const level = Number(heading[1]);
      if (previousHeading !== undefined && level > previousHeading + 1) {
        context.report(
          HEADING_ORDER,
          element,
          `<h${level}> follows <h${previousHeading}>: heading level ${previousHeading + 1} is skipped.`,
          `Use <h${previousHeading + 1}> here (style it with CSS if it must look smaller).`,
        );
      }
      previousHeading = level;
    }
    checkTabindex(context, element);
    if (element.hasSpread) continue;
    checkImage(context, element);
    checkFormControl(context, element, ancestors, labels);
    checkButton(context, element);
    checkLink(context, element);
    checkHtmlLang(context, element);
    checkClick(context, element, ancestors);
    checkIframe(context, element);
    checkAutoplay(context, element);
  }
  return findings;
}

function checkImage(context: Context, element: ElementNode): void {
  const isImageInput = element.name === 'input' && staticValue(element, 'type') === 'image';
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

interface LabelTargets {
  ids: Set<string>;
  /** A label whose `for` is computed: any control with an id may be its target. */
  anyComputed: boolean;
}

function collectLabelTargets(elements: readonly ElementNode[]): LabelTargets {
  const targets: LabelTargets = { ids: new Set(), anyComputed: false };
  for (const element of elements) {
    if (element.name !== 'label' || element.isComponent) continue;
    const target = element.attributes.get('for');
    if (!target) continue;
    if (target.value === null) targets.anyComputed = true;
    else targets.ids.add(target.value.trim());
  }
  return targets;
}

function checkFormControl(
  context: Context,
  element: ElementNode,
  ancestors: readonly ElementNode[],
  labels: LabelTargets,
): void {
  if (!['input', 'select', 'textarea'].includes(element.name)) return;
  if (element.name === 'input') {
    const type = element.attributes.get('type');
    if (type?.value === null) return;
    if (UNLABELLED_INPUT_TYPES.has((type?.value ?? 'text').trim().toLowerCase())) return;
  }
  if (staticValue(element, 'aria-hidden') === 'true') return;
  const named = ['aria-label', 'aria-labelledby', 'title', 'placeholder'].some((name) =>
    hasNonEmptyAttribute(element, name),
  );
  if (named) return;
  const wrapped = ancestors.some(
    (ancestor) =>
      (!ancestor.isComponent && ancestor.name === 'label') ||
      (ancestor.isComponent && LABELLING_COMPONENT.test(ancestor.name)),
  );
  if (wrapped) return;
  const id = element.attributes.get('id');
  if (id) {
    if (id.value === null ? labels.anyComputed || labels.ids.size > 0 : labels.anyComputed) return;
    if (id.value !== null && labels.ids.has(id.value.trim())) return;
  }
  context.report(
    FORM_LABEL,
    element,
    `<${element.name}> has no label: no <label for>, no wrapping <label>, no aria-label or aria-labelledby.`,
    id?.value
      ? `Add <label for="${id.value}">…</label>, or aria-label="…" on the control.`
      : 'Wrap the control in <label>…</label>, or give it an id and a <label for="id">, or aria-label="…".',
  );
}

/** Text, an image's alt, an aria-label, or content computed at run time (which may be text). */
function hasNamedContent(children: readonly ChildNode[]): boolean {
  for (const child of children) {
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
    if (['aria-label', 'aria-labelledby'].some((name) => hasNonEmptyAttribute(child, name))) return true;
    if (child.name === 'img' || (child.name === 'input' && staticValue(child, 'type') === 'image')) {
      if (hasNonEmptyAttribute(child, 'alt') || hasNonEmptyAttribute(child, 'title')) return true;
      continue;
    }
    if (hasNamedContent(child.children)) return true;
  }
  return false;
}

/**
 * `<CloseIcon />`, `<Icon name="x" />`: icon components render a graphic, not text, unless given a
 * label-like prop. Any other component may render text, so it counts as naming its parent.
 */
function isIconComponent(element: ElementNode): boolean {
  const name = element.name.split('.').pop() ?? '';
  if (!/^Icon|Icon$/.test(name)) return false;
  return !['title', 'label', 'aria-label', 'aria-labelledby', 'alt'].some((attribute) =>
    element.attributes.has(attribute),
  );
}

function hasOwnName(element: ElementNode): boolean {
  return ['aria-label', 'aria-labelledby', 'title'].some((name) => hasNonEmptyAttribute(element, name));
}

function checkButton(context: Context, element: ElementNode): void {
  const inputType = element.name === 'input' ? staticValue(element, 'type') : undefined;
  if (element.name !== 'button' && inputType !== 'button') return;
  if (isHiddenOrPresentational(element) || hasOwnName(element)) return;
  if (inputType === 'button' ? hasNonEmptyAttribute(element, 'value') : hasNamedContent(element.children)) {
    return;
  }
  context.report(
    BUTTON_NAME,
    element,
    inputType === 'button'
      ? '<input type="button"> has no value, aria-label or title: it is announced as an unnamed button.'
      : '<button> has no text, aria-label, aria-labelledby or title: it is announced as an unnamed button.',
    inputType === 'button'
      ? 'Add value="…" naming the action.'
      : 'Put the action in the button text, or add aria-label="…" when it shows only an icon.',
  );
}

function checkLink(context: Context, element: ElementNode): void {
  if (element.name !== 'a' || !element.attributes.has('href')) return;
  if (isHiddenOrPresentational(element) || hasOwnName(element) || hasNamedContent(element.children)) return;
  context.report(
    LINK_NAME,
    element,
    '<a href> has no text, image alt, aria-label or title: its destination is not announced.',
    'Give the link text naming its destination, or aria-label="…" (or alt on its only image).',
  );
}

function checkHtmlLang(context: Context, element: ElementNode): void {
  if (element.name !== 'html' || hasNonEmptyAttribute(element, 'lang')) return;
  if (hasNonEmptyAttribute(element, 'xml:lang')) return;
  context.report(
    HTML_LANG,
    element,
    element.attributes.has('lang') ? '<html> has an empty lang attribute.' : '<html> has no lang attribute.',
    'Add the page language, e.g. <html lang="en">.',
  );
}

/**
 * An `<a>` without href is not focusable, unless a wrapping component supplies the href (`<Link><a>` in
 * older Next.js).
 */
function isNonInteractive(element: ElementNode, ancestors: readonly ElementNode[]): boolean {
  if (element.name === 'a') {
    return !element.attributes.has('href') && !ancestors[ancestors.length - 1]?.isComponent;
  }
  return NON_INTERACTIVE.has(element.name);
}

/**
 * A clickable card that holds its own button or link (`<article onClick><h3><button>…`) offers that control
 * to keyboard users: not reported (precision first).
 */
function containsControl(children: readonly ChildNode[]): boolean {
  return children.some((child) => {
    if (child.kind !== 'element') return false;
    if (child.isComponent) return /(Button|Link)$/.test(child.name) || containsControl(child.children);
    if (['button', 'input', 'select', 'textarea', 'summary'].includes(child.name)) return true;
    if (child.name === 'a' && child.attributes.has('href')) return true;
    return containsControl(child.children);
  });
}

function checkClick(context: Context, element: ElementNode, ancestors: readonly ElementNode[]): void {
  if (!element.attributes.has('onclick') || !isNonInteractive(element, ancestors)) return;
  if (isHiddenOrPresentational(element) || containsControl(element.children)) return;
  const hasRole = hasNonEmptyAttribute(element, 'role');
  const hasKeys = KEY_HANDLERS.some((name) => element.attributes.has(name));
  if (hasRole && hasKeys) return;
  const missing =
    !hasRole && !hasKeys
      ? 'neither a role nor a keyboard handler'
      : hasRole
        ? 'no keyboard handler'
        : 'no role';
  context.report(
    CLICK_KEYBOARD,
    element,
    `<${element.name}> has a click handler but ${missing}: keyboard users cannot activate it.`,
    `Use a <button type="button"> instead, or add role="button", tabIndex={0} and an onKeyDown that handles Enter and Space.`,
  );
}

function checkTabindex(context: Context, element: ElementNode): void {
  const attribute = element.attributes.get('tabindex');
  if (!attribute || attribute.value === null) return;
  const value = Number.parseInt(attribute.value, 10);
  if (!(value > 0)) return;
  context.report(
    TABINDEX_POSITIVE,
    element,
    `tabindex="${value}" takes <${element.name}> out of the document's focus order.`,
    'Use tabindex="0" (or remove it) and order the markup the way focus should move.',
    attribute.start,
  );
}

function checkIframe(context: Context, element: ElementNode): void {
  if (element.name !== 'iframe' || isHiddenOrPresentational(element) || hasOwnName(element)) return;
  context.report(
    IFRAME_TITLE,
    element,
    '<iframe> has no title: screen readers announce it only as "frame".',
    'Add title="…" saying what the frame contains, e.g. title="Route map".',
  );
}

function checkAutoplay(context: Context, element: ElementNode): void {
  if (element.name !== 'video' && element.name !== 'audio') return;
  if (!isFlagOn(element, 'autoplay')) return;
  if (element.attributes.has('muted') && !(staticValue(element, 'muted') === 'false')) return;
  context.report(
    MEDIA_AUTOPLAY,
    element,
    `<${element.name}> plays automatically with sound.`,
    `Remove autoplay, or add muted so the sound starts only when the user asks (keep controls).`,
  );
}
