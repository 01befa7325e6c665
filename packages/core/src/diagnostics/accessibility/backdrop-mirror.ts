import type { ElementNode } from './element';
import { withoutTimerCallbacks } from './timer-calls';

/**
 * A backdrop whose click runs the file's own dismissal, which the file also runs from elsewhere: the modal's mask
 * `<div className="__bg __bg_enter" onClick={e => this.handleClose(e, 1)} />` with `handleClose` also called by the
 * action buttons' `handlePress` (wya-rc@0.5.6 src/web/m-modals/MModals.js:186 and :207, MIT), the cascading
 * select's close mask `<div className="casc-menu__closemask" onClick={(e) => { e.preventDefault(); cancel(); }}>
 * </div>` with `cancel()` also run by the panel's close link, a click outside and picking a leaf option (funda-ui@4.7.901
 * lib/esm/CascadingSelect/index.tsx:1363, CascadingSelectE2E/index.tsx:1652, MIT). Clicking outside is the mouse's
 * shortcut for a close the widget offers another way (sets 13-17: a backdrop mirroring the panel's close control is
 * null). Read from the file's text: the element shows nothing (no children); its click is `{close}`,
 * `{this.close}`, or an arrow whose statements are the event's own `preventDefault()` / `stopPropagation()` and one
 * call of `close(…)` / `this.close(…)`; the name is one of closing (close, cancel, dismiss, hide); the file defines
 * it and calls it (`close(`) somewhere outside this attribute. Handed on uncalled (`onClose={this.closeMenu}` to a
 * panel), it is button-relays.ts's to judge whether the panel's control makes that call (es-components Menu.js).
 */
export function isMirroredBackdrop(element: ElementNode, text: string): boolean {
  if (element.children.some((child) => child.kind !== 'text' || /\S/.test(child.text))) return false;
  const click = element.attributes.get('onclick');
  if (!click || click.value !== null) return false;
  const value = /^onClick\s*=\s*\{([\s\S]*)\}$/.exec(text.slice(click.start, click.end))?.[1]?.trim();
  const name = value === undefined ? undefined : closeCalled(value);
  if (!name || !CLOSING.test(name)) return false;
  const escaped = name.replace(/\$/g, '\\$');
  const defined = new RegExp(
    `\\bfunction\\s+${escaped}\\s*\\(|\\b(?:const|let|var)\\s+${escaped}\\s*=|(?:^|\\n)\\s*(?:async\\s+)?${escaped}\\s*(?:\\([^)]*\\)\\s*\\{|=\\s*(?:\\([^)]*\\)|[\\w$]+)\\s*=>)`,
  );
  if (!defined.test(text)) return false;
  // A call on a timer (an alert's auto-close after a duration) is no other way to close it (timer-calls.ts).
  const outside = withoutTimerCallbacks(text.slice(0, click.start) + text.slice(click.end));
  const uses = new RegExp(`(?:^|[^\\w$.]|this\\.)${escaped}\\s*\\((?![^)]*\\)\\s*\\{)`, 'g');
  return [...outside.matchAll(uses)].length > 0;
}

/** Names for closing what the backdrop lies under. */
const CLOSING = /close|cancel|dismiss|hide/i;

/** `close`, `this.close`, or the one call an arrow makes after stopping its own event: the called name. */
function closeCalled(value: string): string | undefined {
  const direct = /^(?:this\.)?([A-Za-z_$][\w$]*)$/.exec(value)?.[1];
  if (direct) return direct;
  const arrow = /^\(?\s*([\w$]*)\s*(?::[^)]*)?\)?\s*=>\s*([\s\S]*)$/.exec(value);
  if (!arrow) return undefined;
  const [, event = '', rest = ''] = arrow;
  const body = rest.trim().replace(/^\{([\s\S]*)\}$/, '$1');
  const statements = body
    .split(/;|\n/)
    .map((each) => each.trim())
    .filter(Boolean);
  const stops = new RegExp(`^${event.replace(/\$/g, '\\$')}\\.(?:preventDefault|stopPropagation)\\(\\)$`);
  const calls = statements.filter((each) => !(event && stops.test(each)));
  if (calls.length !== 1) return undefined;
  return /^(?:this\.)?([A-Za-z_$][\w$]*)\s*\([^()]*\)$/.exec(calls[0] ?? '')?.[1];
}
