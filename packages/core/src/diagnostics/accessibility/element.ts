/**
 * One element tree for both front ends (JSX and HTML), so every accessibility rule is written once.
 * Attribute names are normalised to lower-case HTML names (`htmlFor` → `for`, `tabIndex` → `tabindex`,
 * `onClick` → `onclick`, Vue's `:alt` / Angular's `[alt]` → `alt`).
 */

import type { InertClick } from './inert-click';
import type { ClickVerdict } from './key-alternatives';

/** JSX attribute names that differ from their HTML names (compared lower-cased). */
export const JSX_ALIASES: Readonly<Record<string, string>> = { htmlfor: 'for', classname: 'class' };

/** A static attribute value, or `null` when the value is computed at run time (`alt={label}`). */
export interface ElementAttribute {
  value: string | null;
  start: number;
  end: number;
  /**
   * A computed value that is a conditional of static branches (`{open ? 1 : -1}`), or a `type` with a literal
   * fallback (`{props.selectType || 'checkbox'}`): each branch's value.
   */
  branches?: readonly string[];
  /** A `tabIndex` prop every caller in the file gives a loop counter (1, 2, … after the first round). */
  counted?: boolean;
  /** A `tabIndex` prop whose `branches` are the static values callers in other modules hand it. */
  handed?: boolean;
  /**
   * For a click handler: whether it does nothing a keyboard user would miss (see `inert-click.ts`), read
   * when asked (it may resolve a name across the file).
   */
  inert?: () => InertClick | undefined;
  /**
   * For a click handler: whether its actions are also bound to keys elsewhere in the same component, or it
   * does nothing after pure tests (see `key-alternatives.ts`); read when asked.
   */
  keyAlternative?: () => ClickVerdict | undefined;
}

export interface ElementNode {
  kind: 'element';
  /** Lower-case tag name for intrinsic elements; the component's name as written for components. */
  name: string;
  /** A JSX component (`<Image>`, `<motion.div>`) or a custom element: it may render anything. */
  isComponent: boolean;
  /**
   * For a component: the id it labels, if its module renders a `<label htmlFor="id">` with text (read when a
   * control of that id would be reported unlabelled; it may wait for the module, see imported-components.ts).
   */
  labelFor?: () => string | undefined;
  attributes: ReadonlyMap<string, ElementAttribute>;
  /** `{...props}` in JSX: any attribute may arrive through it. */
  hasSpread: boolean;
  /**
   * An icon component whose rendering is not known here: from a library not read to render no name, or an
   * imported asset (see `icon-origin.ts`). It may render a title, so it may name the button around it.
   */
  unknownIcon?: boolean;
  /** A styled element of another module (`styled('span')`), resolved only around a clicked `<a>` without href. */
  styledTag?: string;
  /**
   * A component or value of the project that renders a bare `<svg>` (no title or aria-label, shapes only) and
   * is given nothing that could name it (see `imported-components.ts`): a graphic, like an icon component.
   */
  graphic?: boolean;
  /**
   * Given to a component as a prop value (`render={<a href="#" />}`, `inputAs={<input />}`): the component
   * renders it and may put its own content or props into it (Base UI's `render` renders the host's children
   * inside the element; react-datepicker clones its id and placeholder into `customInput`). `names`: the
   * component gets a spread or a prop that can name what it renders (a label, placeholder, title or id);
   * `namesControl`: one that can name a button or link (a spread, a label or a title).
   */
  handedTo?: { names: boolean; namesControl: boolean; children: readonly ChildNode[] };
  children: readonly ChildNode[];
  /**
   * Rendered only when this flag is on, and the flag is off by default (`{displayThumbs && <span>…}` with
   * `displayThumbs = false` among the component's props): not part of what the parent shows by default.
   */
  offByDefault?: string;
  /**
   * Name attributes written but undefined by default (`aria-label={ariaLabels.prevButton}` with `ariaLabels:
   * {}` in the component's defaultProps), as written: left out of `attributes`, named in the finding.
   */
  unsetByDefault?: readonly string[];
  /** Offsets of the element and of its opening tag (findings point at the tag). */
  start: number;
  openingEnd: number;
}

/** Text, or a JSX expression / template interpolation whose content is unknown (it may render text). */
export type ChildNode =
  | ElementNode
  | { kind: 'text'; text: string }
  | { kind: 'dynamic'; offByDefault?: string; readsName?: boolean };

export function getAttribute(element: ElementNode, name: string): ElementAttribute | undefined {
  return element.attributes.get(name);
}

/** True when the attribute is present with a non-blank value, or with a value computed at run time. */
export function hasNonEmptyAttribute(element: ElementNode, name: string): boolean {
  const attribute = element.attributes.get(name);
  return attribute !== undefined && (attribute.value === null || attribute.value.trim() !== '');
}

/** A boolean attribute that is on: present and not the JSX literal `false`. Unknown values are not "on". */
export function isFlagOn(element: ElementNode, name: string): boolean {
  const attribute = element.attributes.get(name);
  return attribute !== undefined && attribute.value !== null && attribute.value !== 'false';
}

/** The static value, lower-cased and trimmed; `undefined` when absent or computed. */
export function staticValue(element: ElementNode, name: string): string | undefined {
  const value = element.attributes.get(name)?.value;
  return value === null || value === undefined ? undefined : value.trim().toLowerCase();
}

/** Hidden from assistive technology, or declared decorative: rules about names do not apply. */
export function isHiddenOrPresentational(element: ElementNode): boolean {
  const role = staticValue(element, 'role');
  return (
    staticValue(element, 'aria-hidden') === 'true' ||
    isFlagOn(element, 'hidden') ||
    role === 'presentation' ||
    role === 'none'
  );
}

/** No content at all (a backdrop, an overlay): nothing shown that a keyboard user would look for. */
export function isEmpty(element: ElementNode): boolean {
  return element.children.every((child) => child.kind === 'text' && !/\S/.test(child.text));
}

/** Every element of the trees in document order (by start offset), each with its ancestors. */
export function listElements(
  roots: readonly ElementNode[],
): { element: ElementNode; ancestors: readonly ElementNode[] }[] {
  const out: { element: ElementNode; ancestors: readonly ElementNode[] }[] = [];
  const visit = (element: ElementNode, ancestors: ElementNode[]): void => {
    out.push({ element, ancestors: ancestors.slice() });
    ancestors.push(element);
    const children = element.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i] as ChildNode;
      if (child.kind === 'element') visit(child, ancestors);
    }
    ancestors.pop();
  };
  for (const root of roots) visit(root, []);
  // Usually in order already (roots come out of order only when an element is handed as a prop value); the
  // sort is stable, so skipping it then leaves the same list.
  for (let i = 1; i < out.length; i++) {
    if ((out[i - 1] as (typeof out)[number]).element.start > (out[i] as (typeof out)[number]).element.start)
      return out.sort((a, b) => a.element.start - b.element.start);
  }
  return out;
}
