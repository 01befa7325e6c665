import type { ChildNode, ElementNode } from './element';
import { toHandlerBody, writtenClick } from './handler-text';

/**
 * A clear control beside the text field it empties: `const handleClear = () => { inputRef.current.focus();
 * setValue(''); onClear(); }` on a mouse-only `<div onClick={…}>` whose component renders `<Input value={value}
 * onChange={handleChange} />` (@keystonejs/app-admin-ui@7.5.2 client/pages/List/Search.js:33-37 and :52-82, MIT).
 * The field itself is emptied by keyboard, so the clear icon gives a result the same widget gives by keyboard (the
 * corpus convention of set 8). Read from the file's text: the handler (inline, or defined in the file under its
 * name) sets a state to the empty string (`setX('')`), and otherwise only moves focus or tells a callback named for
 * clearing (`onClear()`, `props.onReset()`); and an element of the same tree, a field (`input`, `textarea`, or a
 * component named `…Input` / `…Field`), takes `value={x}` and an `onChange`, and is never `readOnly` nor
 * `disabled` by a written `true` (decap-cms-widget-colorstring@3.3.2 ColorControl.js:131 stays reported: its clear
 * calls the caller's `onChange('')`, and its input is read-only while the button shows). Anything else is judged
 * as before.
 */
export function clearsFieldBeside(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  const written = writtenClick(element, text);
  if (written === undefined) return false;
  const handler = /\?\s*([\w$.]+)\s*:\s*(?:null|undefined)\s*\}\s*$/.exec(written)?.[1];
  const body = toHandlerBody(handler ? `={${handler}}` : written, text);
  if (!body) return false;
  const emptied = [...body.matchAll(EMPTIED)].map((match) => match[1] ?? '');
  // Or the callback the field's own change handler calls, handed the empty string (`this.props.onChange('')`).
  const handed = [...body.matchAll(HANDED_EMPTY)].map((match) => match[1] ?? '');
  const callback = emptied.length === 0 && handed.length === 1 ? handed[0] : undefined;
  if (emptied.length !== 1 && !callback) return false;
  for (const [call = '', callee = ''] of body.matchAll(/([\w$.]+)\s*\(/g)) {
    if (callee === 'if' || /\.focus$/.test(callee) || CLEAR_CALLBACK.test(callee)) continue;
    if (callback ? callee === callback : call.startsWith(`set${emptied[0]}`)) continue;
    return false;
  }
  const root = ancestors[0] ?? element;
  if (callback) return holdsField(root, (field) => changeCalls(field, callback, text));
  const state = `${emptied[0]?.[0]?.toLowerCase()}${emptied[0]?.slice(1)}`;
  const holdsState = new RegExp(`=\\s*\\{\\s*${state.replace(/\$/g, '\\$')}\\s*\\}\\s*$`);
  return holdsField(root, (field) => {
    const value = field.attributes.get('value');
    return value !== undefined && holdsState.test(text.slice(value.start, value.end));
  });
}

/**
 * `this.props.onChange('')`: a callback handed the empty string. It clears the field when the field's own change
 * handler passes its typed value to the same callback (@streetscape.gl/monochrome@1.0.13 src/shared/text-box/
 * index.js:125-127 and :121-123, the clear icon at :163 beside the TextBoxInput at :149).
 */
const HANDED_EMPTY = /([\w$.]+)\s*\(\s*(?:''|""|``)\s*\)/g;

/** The field's `onChange` handler passes the typed value (`….target.value`) to `callback`. */
function changeCalls(field: ElementNode, callback: string, text: string): boolean {
  const change = field.attributes.get('onchange');
  if (!change || change.value !== null) return false;
  const body = toHandlerBody(text.slice(change.start, change.end), text);
  const escaped = callback.replace(/[$.]/g, '\\$&');
  return (
    body !== undefined &&
    new RegExp(`(?:^|[^\\w$.])${escaped}\\s*\\([^()]*\\.target\\.value\\s*\\)`).test(body)
  );
}

/** `setValue('')`, `setQuery("")`: the state's name, capitalised as written after `set`. */
const EMPTIED = /\bset([A-Z][\w$]*)\s*\(\s*(?:''|""|``)\s*\)/g;
/** `onClear()`, `props.onReset()`, `clearSearch()`: a callback named for clearing. */
const CLEAR_CALLBACK = /(?:^|\.)(?:on)?(?:[Cc]lear|[Rr]eset)\w*$/;

function holdsField(root: ElementNode, bound: (field: ElementNode) => boolean): boolean {
  const isField = (node: ElementNode): boolean => {
    const isTextField = node.isComponent
      ? /(Input|Field)$/.test(node.name)
      : ['input', 'textarea'].includes(node.name);
    const value = node.attributes.get('value');
    if (!isTextField || !value || !node.attributes.has('onchange')) return false;
    // Read-only at any time (`readOnly={!allowInput}`): the keyboard may not reach the value; `disabled` while busy is
    // also when the clear control does nothing.
    const readOnly = node.attributes.get('readonly');
    if ((readOnly && readOnly.value !== 'false') || node.attributes.get('disabled')?.value === 'true')
      return false;
    return bound(node);
  };
  const visit = (children: readonly ChildNode[]): boolean =>
    children.some((child) => child.kind === 'element' && (isField(child) || visit(child.children)));
  return isField(root) || visit(root.children);
}
