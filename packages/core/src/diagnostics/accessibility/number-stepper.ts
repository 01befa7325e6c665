import { type ElementNode, isFlagOn, staticValue } from './element';
import { clickBody } from './handler-text';

/**
 * A step arrow beside the native number field it steps: `<input type="number" value={value} step={step}
 * onChange={inputOnChange} />` followed by `<div className="__controls"><span className="__up"
 * onClick={plusOnClick}>…</span>…</div>`, with `const plusOnClick = (e) => { … const val = +value + +step; … }`
 * (tiny-ui@0.0.95 components/input-number/index.tsx:47-56 and :74-96, MIT). The focused field steps by ArrowUp /
 * ArrowDown through its own onChange, so the arrow gives a result the same widget gives by keyboard (set 15's
 * step-up segment, set 12's react-numeric-input arrows). Read from the file's text: within the element's two
 * nearest ancestors, a direct child is an `input` of static `type="number"` with `step={name}` and an `onChange`,
 * not `readOnly`, `disabled` by a written `true` nor taken out of the tab order; and the arrow's handler (inline or
 * defined in the file) adds or subtracts that `name` (`+ +step`, `- step`). A stepper with no such field (set 12's
 * react-number-picker digit spans) is judged as before.
 */
export function stepsNumberField(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  const body = clickBody(element, text);
  if (!body) return false;
  return ancestors.slice(-2).some((ancestor) =>
    ancestor.children.some((child) => {
      if (child.kind !== 'element' || child.name !== 'input' || staticValue(child, 'type') !== 'number')
        return false;
      if (isFlagOn(child, 'readonly') || staticValue(child, 'disabled') === 'true') return false;
      if (/^-/.test(staticValue(child, 'tabindex') ?? '') || !child.attributes.has('onchange')) return false;
      const step = child.attributes.get('step');
      const name =
        step && /=\s*\{\s*([A-Za-z_$][\w$.]*)\s*\}\s*$/.exec(text.slice(step.start, step.end))?.[1];
      if (!name) return false;
      const escaped = name.replace(/[$.]/g, '\\$&');
      return new RegExp(`[-+]\\s*\\+?\\s*${escaped}(?![\\w$])`).test(body);
    }),
  );
}
