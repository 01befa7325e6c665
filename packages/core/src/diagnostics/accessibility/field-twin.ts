import type { ElementNode } from './element';

/**
 * An empty swatch beside the text field that holds the same value, whose click is the field's own click: `<Input
 * value={this.state.color.toUpperCase()} placeholder='Click to choose a color' onClick={this.handleClick}
 * changeCallback={this.handleInputChange} />` then `<div className={colorPreviewClass} style={{ backgroundColor:
 * this.state.color }} onClick={this.handleClick}></div>` (react-ions@5.4.1 src/components/ColorPicker/ColorPicker.js
 * :108-117, MIT; set 24, labelled null: the colour is also typed in the field). The swatch shows the value the field
 * takes from the keyboard, and its click is a second target of the field's. Only an element with no content, a
 * sibling `input` or a component named `…Input` / `…Field` with a change handler and the same written onClick;
 * anything else is judged as before.
 */
export function twinsFieldClick(
  element: ElementNode,
  parent: ElementNode | undefined,
  text: string,
): boolean {
  if (!parent || element.children.some((child) => child.kind !== 'text' || /\S/.test(child.text)))
    return false;
  const click = writtenValue(element, 'onclick', text);
  if (click === undefined) return false;
  return parent.children.some(
    (child) =>
      child.kind === 'element' &&
      child !== element &&
      (child.name === 'input' || (child.isComponent && /(?:Input|Field)$/.test(child.name))) &&
      CHANGE.some((name) => child.attributes.has(name)) &&
      !child.attributes.has('readonly') &&
      writtenValue(child, 'onclick', text) === click,
  );
}

/** Change handlers of a field: the DOM's, and a component's own callback name (`changeCallback`). */
const CHANGE = ['onchange', 'oninput', 'changecallback', 'onvaluechange'];

function writtenValue(element: ElementNode, name: string, text: string): string | undefined {
  const attribute = element.attributes.get(name);
  if (!attribute || attribute.value !== null) return undefined;
  return text
    .slice(attribute.start, attribute.end)
    .replace(/^[^=]*=/, '')
    .replace(/\s+/g, '');
}
