import type { ElementNode } from './element';

/**
 * An image rendered only under a switch the file writes off by default: the tree's flag (from-jsx.ts's
 * `offByDefault`, on the image or a tree around it) is a name whose written default is `false` (`showPreview: false`
 * in the defaultProps, `showPreview = false` destructured): react-ions@5.4.1 src/components/FileUpload/FileUpload.js
 * :24 and :126 (MIT; set 24, labelled null: a mode off by a written default, session 32's convention). A kind the
 * caller picks among several (`loadingType === "rotate"` with `loadingType: "default"`, bee-loading@3.0.1
 * src/Loading.js:42 and :121, MIT; set 18, labelled img-alt) is no switch: every kind is what some caller shows, so
 * its image is judged as before (set 22's lead on kinds the caller picks).
 */
export function isImageSwitchedOff(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  const flag = element.offByDefault ?? ancestors.find((ancestor) => ancestor.offByDefault)?.offByDefault;
  if (!flag || !/^[A-Za-z_$][\w$]*$/.test(flag)) return false;
  const escaped = flag.replace(/\$/g, '\\$');
  return new RegExp(`(?<![\\w$.])${escaped}\\s*[:=]\\s*false\\b`).test(text);
}
