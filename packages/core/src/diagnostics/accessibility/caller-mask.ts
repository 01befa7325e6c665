import type { ElementNode } from './element';
import { clickBody } from './handler-text';

/**
 * A mask whose open state and click are both the caller's: `<div className={\`mask alert-mask…${show ? ' active' :
 * ''}\`} onClick={this.onClickMask}>` with `onClickMask = (e) => { if (this.props.onClickMask)
 * this.props.onClickMask(Object.getArgs(e, this.props.args)); e.stopPropagation(); }` and `show` read off the props
 * (seedsui-react@2.0.6 src/lib/Alert/Alert.js:54-57 and :79, MIT; set 24, labelled null by set 20's lead: a
 * backdrop whose open state is the caller's). The caller shows the mask and decides what its click does, with the
 * keyboard close that goes with it, in another file. Only an element whose class names it a mask, backdrop or
 * overlay and reads a `show` / `open` / `visible` prop, and whose handler only calls, under a test of the same prop,
 * the caller's callback named for the mask (`onClickMask`, `onMaskClick`, `onBackdropClick`), and stops its event.
 */
export function isCallersMask(element: ElementNode, text: string): boolean {
  const className = element.attributes.get('class') ?? element.attributes.get('classname');
  if (!className) return false;
  const classes = text.slice(className.start, className.end);
  if (!/[`'"\s](?:mask|backdrop|overlay)\b/.test(classes) || !OPEN_PROP.test(classes)) return false;
  if (!/\b(?:const|let|var)\s*\{[^}]*\b(?:show|open|visible|isOpen)\b[^}]*\}\s*=\s*this\.props\b/.test(text))
    return false;
  const body = clickBody(element, text);
  if (body === undefined) return false;
  const statements = body
    .replace(/^(?:onClick\s*=\s*\{\s*)?(?:\([^)]*\)\s*=>\s*)?\{/, '')
    .replace(/\}\s*\}?\s*$/, '')
    .split(/;\s*|\n\s*/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  let calls = 0;
  for (const statement of statements) {
    if (/^[A-Za-z_$][\w$]*\.stopPropagation\(\s*\)$/.test(statement)) continue;
    const call = CALLS_MASK.exec(statement);
    if (!call || call[1] !== call[2]) return false;
    calls++;
  }
  return calls > 0;
}

/** `${show ? ' active' : ''}` in the class: the caller's prop that opens the mask. */
const OPEN_PROP = /\$\{\s*(?:this\.props\.)?(?:show|open|visible|isOpen)\s*\?/;

/** `if (this.props.onClickMask) this.props.onClickMask(…)`: groups the tested and the called prop. */
const CALLS_MASK =
  /^if\s*\(\s*this\.props\.(on\w*(?:Mask|Backdrop|Overlay)\w*)\s*\)\s*\{?\s*this\.props\.(on\w*(?:Mask|Backdrop|Overlay)\w*)\s*\((?:[^()]|\([^()]*\))*\)\s*\}?$/;
