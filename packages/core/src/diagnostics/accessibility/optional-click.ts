import type { ElementNode } from './element';

/**
 * A click that exists only when the caller passes its own optional callback, and only forwards to it:
 * `onClick={props.onClick ? (event) => props.onClick(eventParameters(event)) : null}` (pigeon-maps@0.22.1
 * src/overlays/Marker.tsx:60, MIT; a prop with no default). Whether the element is clickable at all is the
 * caller's choice, in another file, and the caller that passes it may also give the keyboard path (a map's
 * marker list, say): not decidable here, so not reported (precision first). A condition on anything else
 * (`isMobile ? toggle : undefined`), or a branch that calls something other than the tested callback, is
 * judged as before.
 */
export function isCallersOptionalClick(element: ElementNode, text: string): boolean {
  const handler = element.attributes.get('onclick');
  if (!handler || handler.value !== null) return false;
  const written =
    /=\s*\{\s*((?:this\.)?props\.)?(on[A-Z][\w$]*)\s*\?([\s\S]*):\s*(?:null|undefined)\s*\}\s*$/.exec(
      text.slice(handler.start, handler.end),
    );
  if (!written) return false;
  const [, holder = '', name = '', branch = ''] = written;
  const callee = `${holder}${name}`.replace(/[.$]/g, '\\$&');
  // The branch is one function whose only call of a caller's name is the tested callback.
  if (!new RegExp(`^\\s*\\(?[\\w$,\\s]*\\)?\\s*=>\\s*${callee}\\s*\\(`).test(branch)) return false;
  if (holder) return true;
  // A bare name must be a destructured prop: not defined in the file.
  return !new RegExp(`\\b(?:const|let|var|function)\\s+${callee}\\b`).test(text);
}
