/**
 * How a generated primer leaves the product: the preview the result view shows and the download's file
 * name. Kept beside the generator so the web, the server and the CLI agree.
 */

/** Characters of the primer the result view previews. */
export const PRIMER_PREVIEW_CHARACTERS = 1000;

/**
 * The first 1000 characters of the primer, with '…' when there is more.
 * @example toPrimerPreview('# Project Primer: Tutor'); // '# Project Primer: Tutor'
 */
export function toPrimerPreview(primer: string): string {
  return primer.length <= PRIMER_PREVIEW_CHARACTERS
    ? primer
    : `${primer.slice(0, PRIMER_PREVIEW_CHARACTERS)}…`;
}

/**
 * The download's file name, `project-primer-<milliseconds since epoch>.md`; time comes in as a parameter.
 * @example toPrimerFileName(new Date('2026-03-14T09:30:00Z')); // 'project-primer-1773480600000.md'
 */
export function toPrimerFileName(now: Date): string {
  return `project-primer-${now.getTime()}.md`;
}
