/**
 * Imported context (a pasted chat, an uploaded .txt/.md/.rtf) arrives as raw text. These helpers make it
 * safe to show and to copy into the primer answers.
 */

/** The note shown when cleaning removed something (verbatim from the spec). */
export const BINARY_CLEANED_NOTE =
  'File contained some binary data that was cleaned up. Please review the extracted text.';

function isBinaryCodePoint(code: number): boolean {
  if (code === 0x09 || code === 0x0a) return false;
  // C0 and C1 control characters, DEL, the replacement character of a failed decode, and noncharacters.
  return (
    code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfffd || code === 0xfffe || code === 0xffff
  );
}

/**
 * Text with line endings made LF and control/binary characters removed (tabs and newlines kept);
 * `hadBinary` says whether anything was removed, for the clean-up note. A leading BOM is dropped silently.
 * @example cleanImportedText('Hi\u0000 there\r\n'); // { text: 'Hi there\n', hadBinary: true }
 */
export function cleanImportedText(raw: string): { text: string; hadBinary: boolean } {
  const normalized = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let text = '';
  let hadBinary = false;
  for (const char of normalized) {
    if (isBinaryCodePoint(char.codePointAt(0) ?? 0)) hadBinary = true;
    else text += char;
  }
  return { text, hadBinary };
}

/**
 * Text cut to at most `max` characters, ending with '…' when cut (at a word boundary when one is near).
 * @example truncateWithEllipsis('one two three', 9); // 'one two…'
 */
export function truncateWithEllipsis(text: string, max: number): string {
  const flat = text.trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const boundary = cut.search(/\s\S*$/);
  // Cutting at the last space keeps words whole, unless that would throw away most of the room.
  const kept = boundary >= max * 0.6 ? cut.slice(0, boundary) : cut;
  return `${kept.trimEnd()}…`;
}
