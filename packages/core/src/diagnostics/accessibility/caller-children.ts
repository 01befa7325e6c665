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
  if (!parent?.isComponent && !isNamedTrigger(element, ancestors, text)) return false;
  const siblings = (parent?.isComponent ? parent.children : [element]).filter(
    (child) => child.kind !== 'text' || /\S/.test(child.text),
  );
  if (siblings.length !== 1 || siblings[0] !== element) return false;
  const [only, ...rest] = element.children.filter((child) => child.kind !== 'text' || /\S/.test(child.text));
  if (only?.kind !== 'dynamic' || rest.length > 0) return false;
  const written = CHILDREN_ONLY.exec(text.slice(element.openingEnd, element.openingEnd + 80));
  if (!written) return false;
  if (written[1]) return true;
  return !/\b(?:const|let|var|function)\s+children\b/.test(text);
}

/**
 * A component's outermost element named as the trigger of what the component opens: `<div className={cn("relative
 * inline-block", className)} ref={triggerRef} onClick={handleTrigger} …>{children}</div>` (aspect-ui@0.0.76
 * app/src/components/Popover/Popover.tsx:233, MIT), or the root of a component named `…Trigger`, `const Trigger =
 * forwardRef((props, ref) => (<div className={styles.trigger} ref={ref} onClick={props.onClick}>{props.children}
 * </div>))` (paris@0.15.2 src/stories/popover/Popover.tsx:29-34, MIT). Both set 22, labelled null: the caller's
 * trigger element (a button, say) carries its own keys. A root wrapper named for nothing (`<div onClick={onClick}
 * {...rest}>{children}</div>`, aspect-ui's Avatar.tsx:18) is judged as before.
 */
function isNamedTrigger(element: ElementNode, ancestors: readonly ElementNode[], text: string): boolean {
  if (ancestors.length > 0) return false;
  const ref = element.attributes.get('ref');
  if (ref && /^ref\s*=\s*\{\s*(?:this\.)?[\w$]*[Tt]rigger[\w$]*\s*\}$/.test(text.slice(ref.start, ref.end)))
    return true;
  const before = text.slice(Math.max(0, element.start - 200), element.start);
  return /\b(?:const|let|var|function)\s+(?:[A-Z][\w$]*)?Trigger\b(?:(?!<\/|\/>|\n\S)[\s\S])*$/.test(before);
}

const CHILDREN_ONLY = /^\s*\{\s*((?:this\.)?props\.)?children\s*\}\s*<\//;

/**
 * A wrapper whose only content is the caller's trigger element, handed in as a prop named for it: `<div
 * className="react-popover-target-wrapper" onClick={this.onTargetClick}>{target}</div>` with `const { target } =
 * this.props` (react-popover-component@0.0.2 src/Popover.tsx:199-200, MIT). As for `{children}` above, the caller's
 * element (usually a button) takes the focus and its own click bubbles here: whether a keyboard user can reach the
 * action is decided by the caller, in another file. Only `{target}`, `{trigger}` or `{anchor}` (a name the file
 * never declares but by destructuring, or read off `props` / `this.props`), or a state key holding one of the
 * caller's children (`isPickedChild`), alone; any other content is judged as before.
 */
export function wrapsCallersTrigger(element: ElementNode, text: string): boolean {
  const [only, ...rest] = element.children.filter((child) => child.kind !== 'text' || /\S/.test(child.text));
  if (only?.kind !== 'dynamic' || rest.length > 0) return false;
  const after = text.slice(element.openingEnd, element.openingEnd + 80);
  const state = STATE_ONLY.exec(after)?.[1];
  if (state) return isPickedChild(state, text);
  const written = TRIGGER_ONLY.exec(after);
  if (!written) return false;
  if (written[1]) return true;
  return !new RegExp(`\\b(?:const|let|var|function)\\s+${written[2]}\\b`).test(text);
}

const TRIGGER_ONLY = /^\s*\{\s*((?:this\.)?props\.)?(target|trigger|anchor)\s*\}\s*<\//;
const STATE_ONLY = /^\s*\{\s*this\.state\.([A-Za-z_$][\w$]*)\s*\}\s*<\//;

/**
 * `chooseBtn = child` inside `React.Children.forEach(props.children, (child) => …)`, then `this.setState({ chooseBtn
 * })` (react-fileupload@2.4.0 src/FileUpload.js:165-191 and :609-623, MIT: the caller's children marked
 * `ref="chooseBtn"` / `"uploadBtn"`, each wrapped in a div whose click opens the file dialog or uploads): the
 * state key holds one of the caller's children, picked out here, as `{children}` would.
 */
function isPickedChild(key: string, text: string): boolean {
  const quoted = key.replace(/\$/g, '\\$');
  for (const loop of text.matchAll(CHILDREN_LOOP)) {
    const [, child = ''] = loop;
    if (new RegExp(`\\b${quoted}\\s*=\\s*${child.replace(/\$/g, '\\$')}\\b(?!\\s*[.[(])`).test(text))
      return true;
  }
  return false;
}

/** `React.Children.forEach(props.children, (child) =>` (or `.map`, `this.props.children`, `function (child)`). */
const CHILDREN_LOOP =
  /\bChildren\.(?:forEach|map)\(\s*(?:this\.)?props\.children\s*,\s*(?:function\s*)?\(?\s*([A-Za-z_$][\w$]*)/g;

/**
 * A wrapper whose only content is what the caller's optional render function returns: `if (!!item.render && typeof
 * item.render === 'function') { action = (<div {...itemProps}>{item.render(item.title)}</div>); }` with
 * `onClick: item.callback` among the itemProps (uxcore-table@11.10.18 src/ActionBar/LinkBar.jsx:12-16 and
 * ActionBar.jsx:71-75, MIT). The caller's rendering may be a button or link whose own click and keys bubble here,
 * as for `{children}` above: not decidable from the file. Only `{x.render(…)}` alone, where the file tests
 * `typeof x.render === 'function'` (a render the caller may or may not give); any other content is judged as before.
 */
export function wrapsCallersRender(element: ElementNode, text: string): boolean {
  const [only, ...rest] = element.children.filter((child) => child.kind !== 'text' || /\S/.test(child.text));
  if (only?.kind !== 'dynamic' || rest.length > 0) return false;
  const owner = RENDER_ONLY.exec(text.slice(element.openingEnd, element.openingEnd + 120))?.[1];
  if (!owner) return false;
  const escaped = owner.replace(/\$/g, '\\$');
  return new RegExp(`typeof\\s+${escaped}\\.render\\s*===\\s*['"]function['"]`).test(text);
}

const RENDER_ONLY = /^\s*\{\s*([A-Za-z_$][\w$]*)\.render\([^(){}]*\)\s*\}\s*<\//;
