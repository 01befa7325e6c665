/** Uploaded files are listed with names cut to this many characters. */
export const SHORT_FILE_NAME_CHARS = 8;

/** A file name cut to 8 characters, with an ellipsis when cut. @example toShortFileName('requirements.md') // 'requirem…' */
export function toShortFileName(name: string): string {
  const chars = Array.from(name);
  return chars.length > SHORT_FILE_NAME_CHARS ? `${chars.slice(0, SHORT_FILE_NAME_CHARS).join('')}…` : name;
}
