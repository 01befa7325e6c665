import type { ElementNode } from './element';
import { definedOnce } from './press-select';

/**
 * A wrapper whose only content is what a method of the component returns, when that method hands back only the
 * caller's trigger element: `<span ref={c => this._trigger = c} className='trigger' onClick={this.toggleDropdown}>
 * {this.getTriggerNode()}</span>` with `getTriggerNode = () => { return React.isValidElement(this.props.trigger) ?
 * React.cloneElement(this.props.trigger, { disabled: this.props.disabled }) : this.props.trigger }` (react-ions@5.4.1
 * src/components/Dropdown/Dropdown.js:142-144 and :159, MIT; set 24, labelled null). As `{trigger}` alone
 * (caller-children.ts): the caller's element, usually a button, takes the focus and its own click, a key activation
 * included, bubbles to the wrapper. Only a method defined once whose whole body returns `props.trigger` (or `target`,
 * `anchor`), that element cloned, or the pair chosen by `isValidElement`; anything else is judged as before.
 */
export function wrapsTriggerMethod(element: ElementNode, text: string): boolean {
  const [only, ...rest] = element.children.filter((child) => child.kind !== 'text' || /\S/.test(child.text));
  if (only?.kind !== 'dynamic' || rest.length > 0) return false;
  const name = METHOD_ONLY.exec(text.slice(element.openingEnd, element.openingEnd + 80))?.[1];
  const body = name === undefined ? undefined : definedOnce(name, text);
  if (body === undefined) return false;
  const returned = /^\{\s*return\s+([^;]*?)\s*;?\s*\}$/.exec(body)?.[1]?.replace(/\s+/g, ' ');
  if (returned === undefined) return false;
  return [BARE, CLONED, CHOSEN].some((shape) => shape.test(returned));
}

const METHOD_ONLY = /^\s*\{\s*(?:this\.)?([A-Za-z_$][\w$]*)\(\s*\)\s*\}\s*<\//;
const TRIGGER = String.raw`\(?(?:this\.)?props\.(?:trigger|target|anchor)\)?`;
const CLONE = String.raw`(?:React\.)?cloneElement\(\s*${TRIGGER}\s*(?:,[^;]*)?\)`;
const BARE = new RegExp(`^${TRIGGER}$`);
const CLONED = new RegExp(`^${CLONE}$`);
const CHOSEN = new RegExp(
  String.raw`^(?:React\.)?isValidElement\(\s*${TRIGGER}\s*\)\s*\?\s*${CLONE}\s*:\s*${TRIGGER}$`,
);
