import type { ElementNode } from './element';
import { toHandlerBody } from './handler-text';

/** `CodeMirror.fromTextArea(this.textarea, …)`, `codeMirrorInstance.fromTextArea(ref.current)`: its first argument. */
const FROM_TEXTAREA = /\.fromTextArea\s*\(\s*([A-Za-z_$][\w$.]*)/g;

/**
 * A textarea the file hands to CodeMirror's `fromTextArea`: CodeMirror 5 hides it (`textarea.style.display =
 * "none"`, src/edit/fromTextArea.js) and edits through its own input, so the textarea as written is not the field
 * the user meets (react-codemirror@1.0.0 src/Codemirror.js:51 and :122-128, `ref={ref => this.textareaNode = ref}`;
 * nessie-ui@7.0.4 src/CodeEditor/index.jsx:193 and :407-412, `ref={this.handleTextareaRef}` whose method stores
 * `this.textarea = ref`; MIT). Read from the file's text: the textarea's ref (inline, or the callback the file
 * defines under its name) stores the node in the very name the call is handed, or the ref object itself is handed
 * (`ref={textareaRef}` with `fromTextArea(textareaRef.current)`). Any other textarea is judged as before.
 */
export function isHandedToEditor(element: ElementNode, text: string): boolean {
  if (element.name !== 'textarea' || !text.includes('fromTextArea')) return false;
  const ref = element.attributes.get('ref');
  if (!ref || ref.value !== null) return false;
  const written = text.slice(ref.start, ref.end);
  const body = toHandlerBody(written, text);
  for (const [, target = ''] of text.matchAll(FROM_TEXTAREA)) {
    const object = /^([\w$]+)\.current$/.exec(target)?.[1];
    if (object && new RegExp(`=\\s*\\{\\s*${escapeName(object)}\\s*\\}\\s*$`).test(written)) return true;
    if (body && new RegExp(`(?:^|[^\\w$.])${escapeName(target)}\\s*=(?![=>])`).test(body)) return true;
  }
  return false;
}

const escapeName = (name: string) => name.replace(/[$.]/g, '\\$&');
