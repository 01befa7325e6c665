import { isMirroredBackdrop } from './backdrop-mirror';
import type { ElementNode } from './element';
import { definedOnce } from './press-select';

/** A backdrop whose click dismisses what a caller owns, or what the file also closes another way. */
export function isDismissBackdrop(element: ElementNode, text: string): boolean {
  return (
    isCallersBackdrop(element, text) ||
    isCallersBackdropAround(element, text) ||
    isCallersBackdropMethod(element, text) ||
    isMirroredBackdrop(element, text)
  );
}

/**
 * A backdrop whose click is the caller's dismiss callback: an element with no content (`<Overlay
 * onClick={onClose} />`) that calls a prop named for closing (`onClose`, `props.onDismiss`,
 * `this.props.onHide`) and defined nowhere in the file. Clicking outside a panel is the mouse's shortcut for
 * closing it; the panel's state, and the Escape key or close control that closes it by keyboard, live with the
 * caller that owns that callback — in another file (@newrelic/gatsby-theme-newrelic's SearchDropdown: Escape in
 * SearchInput, turned into closing by GlobalSearch). Not decidable here, so not reported (precision first). A
 * backdrop whose dismissal is the file's own (`this.handleClose`, a local `close`) is still judged by the keys of
 * its file, and a close icon that shows something (an `<svg>` of paths) is a visible control, still reported.
 */
export function isCallersBackdrop(element: ElementNode, text: string): boolean {
  if (element.children.some((child) => child.kind !== 'text' || /\S/.test(child.text))) return false;
  const handler = element.attributes.get('onclick');
  if (!handler || handler.value !== null) return false;
  const written = /=\s*\{\s*((?:this\.)?(?:props\.)?)([A-Za-z_$][\w$]*)\s*\}\s*$/.exec(
    text.slice(handler.start, handler.end),
  );
  const name = written?.[2];
  if (!name || !DISMISS.test(name)) return false;
  // Written as a member of the props, or a bare name the file never defines (a destructured prop); a `close…`
  // method of the component's own (`this.closeMenu`) is the file's dismissal, judged by its keys.
  if (written?.[1]) return written[1] !== 'this.' || name.startsWith('on');
  return !new RegExp(
    `\\b(?:const|let|var|function)\\s+${name.replace(/\$/g, '\\$')}\\b|\\b${name.replace(/\$/g, '\\$')}\\s*\\(\\s*[\\w$,\\s]*\\)\\s*\\{`,
  ).test(text);
}

/**
 * An empty backdrop whose click is a method of the component that only calls the caller's dismiss callback: the
 * drawer's mask `<div className="drawer-mask" style={maskStyle} onClick={this.fMaskClick}></div>` with `fMaskClick(){
 * const {maskClosable} = this.props; if(maskClosable){ const {onClose} = this.props; onClose && onClose(); } }`
 * (bee-drawer@0.0.7 src/Drawer.js:76-82 and :107, MIT; set 22, labelled null: the drawer is opened and closed by the
 * caller's `show`, set 20's decision). As `isCallersBackdrop`, one step on: the method is defined once in the file,
 * its statements destructure the props, test, and call only props named for closing (destructured from
 * `this.props` or read off it); no assignment, no call of the file's own.
 */
function isCallersBackdropMethod(element: ElementNode, text: string): boolean {
  if (!isEmpty(element)) return false;
  const handler = element.attributes.get('onclick');
  if (!handler || handler.value !== null) return false;
  const name = /=\s*\{\s*this\.([A-Za-z_$][\w$]*)\s*\}\s*$/.exec(text.slice(handler.start, handler.end))?.[1];
  const body = name === undefined ? undefined : definedOnce(name, text);
  if (body === undefined) return false;
  const props = new Set<string>();
  const rest = body.replace(
    /\b(?:const|let|var)\s*\{([\w$\s,]*)\}\s*=\s*this\.props\s*;?/g,
    (_, names: string) => {
      for (const each of names.split(',')) if (each.trim()) props.add(each.trim());
      return '';
    },
  );
  if (/[^=!<>]=(?![=>])/.test(rest) || /\b(?:const|let|var|this\.(?!props\.))/.test(rest)) return false;
  let dismissals = 0;
  for (const [, callee = ''] of rest.matchAll(/([\w$.]+)\s*\(/g)) {
    if (callee === 'if') continue;
    const prop = callee.startsWith('this.props.') ? callee.slice('this.props.'.length) : callee;
    if (!(props.has(prop) || prop !== callee) || !DISMISS.test(prop)) return false;
    dismissals++;
  }
  return dismissals > 0;
}

/**
 * A backdrop around the panel it dismisses, whose click acts only on the backdrop itself: `const handleOnClose =
 * (e) => { if (e.target === e.currentTarget) { onClose(e); } }` on `<div onClick={handleOnClose}>…{children}</div>`
 * (react-share-on-social@1.0.12 src/components/Backdrop.tsx:7-15, MIT). A click inside the panel does nothing
 * here; a click outside it calls the caller's dismiss callback, as `isCallersBackdrop` above — the caller owns the
 * panel's state and its keyboard close (there, the popup's native Close button). Not decidable here (precision
 * first). The handler is inline or a function the file declares once, whose whole body is that one test and one
 * call of a prop named for closing, read off the props or never defined in the file. Any other body is judged
 * as before.
 */
export function isCallersBackdropAround(element: ElementNode, text: string): boolean {
  const handler = element.attributes.get('onclick');
  if (!handler || handler.value !== null) return false;
  const written = text.slice(handler.start, handler.end);
  const name = /=\s*\{\s*([A-Za-z_$][\w$]*)\s*\}\s*$/.exec(written)?.[1];
  const body = name
    ? new RegExp(
        `(?:\\b(?:const|let|var)\\s+${escapeName(name)}\\s*=\\s*|\\bfunction\\s+${escapeName(name)}\\s*)${SELF_ONLY}`,
      ).exec(text)
    : new RegExp(`=\\s*\\{\\s*${SELF_ONLY}\\s*\\}\\s*$`).exec(written);
  const [, , holder = '', callee = ''] = body ?? [];
  if (!body || !(DISMISS.test(callee) || (isEmpty(element) && CALLBACK.test(callee)))) return false;
  if (holder) return true;
  return !new RegExp(`\\b(?:const|let|var|function)\\s+${escapeName(callee)}\\b`).test(text);
}

/**
 * `(e) => { if (e.target === e.currentTarget) { onClose(e); } }` (or `function (event) {…}`, the comparison either
 * way round, braces optional), or its early-return form `(event) => { if (event.target !== event.currentTarget)
 * return; onClick?.(event); }` (gestalt@177.0.12 src/Backdrop.tsx:26-29): groups are the event, the props holder
 * (`props.`, `this.props.`) and the callee, which may be called optionally (`onClick?.(event)`).
 */
const SELF_ONLY = String.raw`(?:function\s*)?\(\s*([A-Za-z_$][\w$]*)\s*\)\s*(?:=>\s*)?\{\s*if\s*\(\s*\1\.(?:(?:target\s*===\s*\1\.currentTarget|currentTarget\s*===\s*\1\.target)\s*\)\s*\{?|(?:target\s*!==\s*\1\.currentTarget|currentTarget\s*!==\s*\1\.target)\s*\)\s*return\s*;?)\s*((?:this\.)?props\.)?([A-Za-z_$][\w$]*)\s*(?:\?\.\s*)?\((?:\s*\1\s*)?\)\s*;?\s*\}?\s*;?\s*\}`;

/**
 * An element with no content: a backdrop drawn beside the panel (`<div onClick={…} />{children}`). Its self-only
 * click can only be the outside click of the panel drawn over it, so the caller's callback it calls (`onClick`,
 * named for the event rather than for closing) is that panel's dismissal, whose keyboard close (Escape) lives with
 * the caller: gestalt@177.0.12 src/Backdrop.tsx:19, whose callers Modal.tsx and SheetMobile/PartialPage.tsx pass
 * onClick and close on Escape.
 */
const isEmpty = (element: ElementNode): boolean =>
  element.children.every((child) => child.kind === 'text' && !/\S/.test(child.text));

/** A callback prop (`onClick`, `onOutsideClick`), called by an empty backdrop's self-only click. */
const CALLBACK = /^on[A-Z]\w*$/;

const escapeName = (name: string): string => name.replace(/\$/g, '\\$');

/**
 * Props named for closing a panel: `onClose`, `onDismiss`, `onHide`, `onCancel`, `onRequestClose`…; for the
 * outside click itself (`onClickOutside`, @dabapps/roe@0.13.2 src/ts/components/modals/modal.tsx:55 and
 * navigation/side-bar.tsx:53, MIT); or a `close…` callback (`closeSideNav`, liamc9npm@2.0.93
 * src/components/navigation/SideBar.jsx:20; `closeCallback`, cheeseburger-menu@0.0.14 src/index.tsx:202, MIT):
 * in each the panel is opened and closed by the caller's own control.
 */
const DISMISS =
  /^(?:on(Request)?(Close|Dismiss|Hide|Cancel)\w*|on(?:ClickOutside|OutsideClick)|close(?:[A-Z]\w*)?)$/;

/**
 * An overlay drawn beside the panel it belongs to, whose click dismisses through the caller: `<ToastrBox
 * item={item} … />` then `<div className="toastr-attention" onClick={() => { if (typeof
 * item.options.onAttentionClick === 'function') item.options.onAttentionClick(item.id); else
 * this.props.remove(item.id); }} />` (react-redux-toastr@8.0.0 src/ReduxToastr.jsx:100-118, MIT). The element
 * has no content, a component is its sibling (the panel, rendered by another file, which holds the keyboard's
 * close control), and every call the click makes is the caller's: a prop named for dismissing (`remove`,
 * `close`, `onHide`, read off `props` / `this.props`) or a callback the item carries, called only under a
 * `typeof … === 'function'` test. Not decidable here (precision first). A click that does anything else (an
 * assignment, `setState`, a call of the file's own), or an overlay with no panel beside it, is judged as before.
 */
export function isCallersOverlay(
  element: ElementNode,
  parent: ElementNode | undefined,
  text: string,
): boolean {
  if (element.children.some((child) => child.kind !== 'text' || /\S/.test(child.text))) return false;
  const panel = parent?.children.some(
    (child) => child !== element && child.kind === 'element' && child.isComponent,
  );
  const handler = element.attributes.get('onclick');
  if (!panel || !handler || handler.value !== null) return false;
  const written = /=\s*\{\s*\(\s*\)\s*=>([\s\S]*)\}\s*$/.exec(text.slice(handler.start, handler.end))?.[1];
  // No assignment (only `===`, `!==` and `=>`): nothing of the file's own changes.
  if (!written || /[^=!<>]=(?![=>])/.test(written)) return false;
  const guarded = new Set(
    [...written.matchAll(/typeof\s+([\w$.]+)\s*===\s*['"]function['"]/g)].map((match) => match[1]),
  );
  let dismissals = 0;
  for (const [, callee = ''] of written.matchAll(/([\w$.]+)\s*\(/g)) {
    if (callee === 'if' || guarded.has(callee)) continue;
    if (!DISMISS_PROP.test(callee)) return false;
    dismissals++;
  }
  return dismissals > 0;
}

/** `this.props.remove`, `props.onClose`, `this.props.hideToast`: a prop named for dismissing, read off the props. */
const DISMISS_PROP =
  /^(?:this\.)?props\.(?:on(?:Request)?)?(?:[Cc]lose|[Dd]ismiss|[Hh]ide|[Cc]ancel|[Rr]emove)\w*$/;
