import type { ElementNode } from './element';
import { clickBody } from './handler-text';

/**
 * A click delegated to the links inside the element: the handler finds the anchor the click landed in and leaves
 * when there is none, `private onBodyLinkClick = (e: MouseEvent): void => { let target = e.target as
 * HTMLLinkElement; if (target.classList.contains(linkifyOpts.className)) return; if (target.nodeName !== "A") {
 * target = target.closest<HTMLLinkElement>("a"); } if (!target) return; …route the link… }` on the message body
 * `<div className="mx_MTextBody mx_EventTile_content" onClick={this.onBodyLinkClick}>` (matrix-react-sdk@3.114.0
 * src/components/views/messages/TextualBody.tsx:433-449 and :627-655, Apache-2.0; set 24, labelled null). A click
 * on the element itself does nothing; the links it acts for are focusable, and Enter on one fires its click, which
 * bubbles here. Not reported. The handler is inline or a function the file defines by its name (`toHandlerBody`),
 * and before its `if (!v) return` guard on the anchor (`v = ….closest('a')`) it only reads: no call but `closest`,
 * `contains`, `matches` and attribute reads, no assignment but to that variable. Any other body is judged as before.
 */
export function onlyRoutesLinkClicks(element: ElementNode, text: string): boolean {
  const body = clickBody(element, text);
  if (body === undefined) return false;
  for (const found of body.matchAll(CLOSEST_ANCHOR)) {
    const anchor = found[1] ?? '';
    const escaped = anchor.replace(/\$/g, '\\$');
    const guard = new RegExp(`\\bif\\s*\\(\\s*!\\s*${escaped}\\s*\\)\\s*\\{?\\s*return\\b`).exec(
      body.slice(found.index),
    );
    if (!guard) continue;
    const before = body.slice(0, found.index + guard.index);
    if (onlyReads(before, anchor)) return true;
  }
  return false;
}

/** `target = target.closest<HTMLLinkElement>("a")`, `const link = el.closest('a[href]')`: group 1 the variable. */
const CLOSEST_ANCHOR =
  /\b([A-Za-z_$][\w$]*)\s*(?::[^=;]+)?=\s*(?:\(\s*)?[\w$.]+(?:\?\.|\.)closest\s*(?:<[^>]*>)?\(\s*['"]a(?:\[href\])?['"]\s*\)/g;

const READ_CALLS = new Set(['closest', 'contains', 'matches', 'getAttribute', 'hasAttribute', 'if']);

/** The handler's code before the guard: only reads, and assignments to the anchor's variable. */
function onlyReads(code: string, anchor: string): boolean {
  for (const [, callee = ''] of code.matchAll(/([\w$.]+)\s*(?:<[^<>()]*>)?\(/g)) {
    const last = callee.slice(callee.lastIndexOf('.') + 1);
    if (!READ_CALLS.has(last)) return false;
  }
  for (const [, target = ''] of code.matchAll(/([\w$.]+)\s*(?::[^=;{}()]+)?(?<![=!<>])=(?![=>])/g)) {
    if (target !== anchor) return false;
  }
  return true;
}
