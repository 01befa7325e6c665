/**
 * An id a component makes up for itself: `id={this.state.elementId}` with `state = { elementId:
 * this.props.elementId || uuidV4() }` (react-file-reader@1.1.4 ReactFileReader.js:7-9 and :68, MIT), or
 * `const inputId = useId()` / `nanoid()` / `uniqueId('field-')` used as `id={inputId}`. Unless the caller passes
 * one, the id is fresh at run time, so only this file could point a `<label for>` or aria-labelledby at it —
 * and, when the file writes that expression nowhere else in an attribute, nothing does: the control has no
 * label by default (judged, like a timeout, by its visible fallback). Read from the file's text, since it
 * decides only a control about to be reported; anything else (a name bound twice, a value of another shape,
 * the expression handed to another attribute or component) stays unknown.
 * @example isGeneratedId('inputId', 'const inputId = useId();\n… <input id={inputId} />') // true
 */
export function isGeneratedId(expression: string, text: string): boolean {
  const state = /^this\.state\.([A-Za-z_$][\w$]*)$/.exec(expression)?.[1];
  const name = state ?? (/^[A-Za-z_$][\w$]*$/.test(expression) ? expression : undefined);
  if (!name) return false;
  const quoted = name.replace(/\$/g, '\\$');
  const inits = state
    ? [...text.matchAll(new RegExp(`\\bstate\\s*=\\s*\\{[^}]*?\\b${quoted}\\s*:\\s*([^,}\\n]+)`, 'g'))]
    : [...text.matchAll(new RegExp(`\\b(?:const|let|var)\\s+${quoted}\\s*=\\s*([^;\\n]+)`, 'g'))];
  if (inits.length !== 1 || !GENERATED.test(inits[0]?.[1] ?? '')) return false;
  // Written in exactly one attribute (this id): no label, aria-labelledby or component gets it.
  const escaped = expression.replace(/[.$]/g, '\\$&');
  return [...text.matchAll(new RegExp(`=\\s*\\{\\s*${escaped}\\s*\\}`, 'g'))].length === 1;
}

/**
 * A fresh id: `useId()`, `uuid()`, `uuidV4()`, `v4()`, `nanoid()`, `uniqueId(…)`, alone or after `x ||` / `x ??`.
 * React's `useId` takes no argument: a `useId(explicitId, createId)` is a package's own hook, which may return the
 * caller's id (@shopify/checkout-ui-react@0.6.0 src/components/RadioControl/RadioControl.tsx:57, MIT, whose
 * ChoiceList passes one and renders its label), so it is not read as fresh.
 */
const GENERATED =
  /^\s*(?:[\w$.]+\s*(?:\|\||\?\?)\s*)?(?:(?:React\.)?useId\s*\(\s*\)|(?:_\.|lodash\.)?(?:uuid\w*|v4|nanoid|uniqueId)\s*\()/;
