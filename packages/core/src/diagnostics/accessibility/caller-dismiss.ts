import type { ElementNode } from './element';

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
  // Written as a member of the props, or a bare name the file never defines (a destructured prop).
  if (written?.[1]) return true;
  return !new RegExp(
    `\\b(?:const|let|var|function)\\s+${name.replace(/\$/g, '\\$')}\\b|\\b${name.replace(/\$/g, '\\$')}\\s*\\(\\s*[\\w$,\\s]*\\)\\s*\\{`,
  ).test(text);
}

/** Props named for closing a panel: `onClose`, `onDismiss`, `onHide`, `onCancel`, `onRequestClose`… */
const DISMISS = /^on(Request)?(Close|Dismiss|Hide|Cancel)\w*$/;
