import { join, sep } from 'node:path';

/** Every stored value lives in a file with this suffix, so a key never collides with a directory. */
export const DATA_SUFFIX = '.json';
/** Temp files start with a dot (no encoded segment does) and end with this suffix. */
export const TEMP_SUFFIX = '.tmp';

/**
 * Splits an unstorage key (`users:abc`) into path segments. Empty, `.` and `..` segments are refused
 * even though unstorage already rejects dot segments: the driver must be safe on its own.
 */
export function toSegments(key: string): string[] {
  const segments = key.split(':');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new Error(
        `[atomic-fs] Invalid key ${JSON.stringify(key)}: empty, "." and ".." segments are refused.`,
      );
    }
  }
  return segments;
}

/**
 * Percent-encodes a segment, dots included: a segment can then never be `.`/`..`, never hold a path
 * separator, never start with a dot (those names are reserved for `.lock` and temp files) and never end
 * in `.json` (so `a.json:b` cannot collide with the file of key `a`).
 */
export const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/\./g, '%2E').replace(/\*/g, '%2A');

export const decodeSegment = (name: string) => decodeURIComponent(name);

/** The file that holds `key` under `base`. */
export function toFilePath(base: string, key: string): string {
  const segments = toSegments(key).map(encodeSegment);
  const file = `${segments.pop()}${DATA_SUFFIX}`;
  return join(base, ...segments, file);
}

/**
 * The deepest directory holding every key that starts with `prefix`: `users:` → `<base>/users`; a partial
 * last segment (`users:ab`) is dropped, since its keys are spread over that directory's files.
 */
export function toDirPath(base: string, prefix: string): string {
  const segments = prefix.split(':');
  segments.pop();
  return join(base, ...segments.map((segment) => encodeSegment(toSegments(segment)[0] ?? '')));
}

/** The key of a data file, given its path relative to the base dir; null for anything that is not data. */
export function toKey(relativePath: string): string | null {
  if (!relativePath.endsWith(DATA_SUFFIX)) return null;
  const parts = relativePath.slice(0, -DATA_SUFFIX.length).split(sep);
  if (parts.some((part) => part === '' || part.startsWith('.'))) return null;
  try {
    return parts.map(decodeSegment).join(':');
  } catch {
    return null; // not a name this driver wrote
  }
}
