import type { ElementNode } from './element';

/**
 * A trigger wrapper handed to a component around the caller's children: `<Popover …><div onClick={() =>
 * setIsOpen(true)}>{children}</div></Popover>` (@uiw/react-popover@4.22.3 src/Confirm.tsx:64, MIT — the
 * confirm popover's trigger). The element is the one child of a component (which anchors, wires or clones
 * it), and all it holds is the caller's, usually a button or link whose own click and keys bubble to the
 * wrapper: whether a keyboard user can reach the action is decided by the caller, in another file. Not
 * decidable here, so not reported (precision first; the corpus convention "a click wrapper around
 * caller-supplied children is not decidable"). Only `{children}` (a name the file never declares: a
 * destructured prop), `{props.children}` or `{this.props.children}`, alone. A clickable box among other
 * elements (`<div className="…-btn" onClick={onAdd}>{children}</div>` in a list, @uiw/react-file-input@4.22.3
 * src/Card.tsx:54) is a control of its own and is judged as before.
 */
export function wrapsCallersChildren(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  const parent = ancestors[ancestors.length - 1];
  if (!parent?.isComponent) return false;
  const siblings = parent.children.filter((child) => child.kind !== 'text' || /\S/.test(child.text));
  if (siblings.length !== 1 || siblings[0] !== element) return false;
  const [only, ...rest] = element.children.filter((child) => child.kind !== 'text' || /\S/.test(child.text));
  if (only?.kind !== 'dynamic' || rest.length > 0) return false;
  const written = CHILDREN_ONLY.exec(text.slice(element.openingEnd, element.openingEnd + 80));
  if (!written) return false;
  if (written[1]) return true;
  return !/\b(?:const|let|var|function)\s+children\b/.test(text);
}

const CHILDREN_ONLY = /^\s*\{\s*((?:this\.)?props\.)?children\s*\}\s*<\//;
