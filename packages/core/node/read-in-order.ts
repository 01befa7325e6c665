import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Files larger than this are listed (for the architecture rules) but not read: nothing we check is that big. */
export const MAX_READ_BYTES = 2 * 1024 * 1024;

/**
 * Reads the wanted files with a bounded number in flight, handing each to `onFile` in list order as soon as
 * it and those before it are read (so progress and results are deterministic). A file that cannot be read,
 * is larger than `MAX_READ_BYTES` or looks binary reaches `onFile` as `undefined`.
 * @example await readInOrder(root, ['a.ts'], () => true, (path, text) => scanner.add(path, text))
 */
export async function readInOrder(
  root: string,
  paths: readonly string[],
  wants: (path: string) => boolean,
  onFile: (path: string, text: string | undefined) => void,
  concurrency = 32,
): Promise<void> {
  const results: (Promise<string | undefined> | undefined)[] = new Array(paths.length);
  let next = 0;
  const start = (index: number) => {
    const path = paths[index] as string;
    results[index] = wants(path) ? readText(join(root, path)) : Promise.resolve(undefined);
  };
  for (; next < Math.min(concurrency, paths.length); next++) start(next);
  for (let i = 0; i < paths.length; i++) {
    const text = await results[i];
    results[i] = undefined;
    if (next < paths.length) start(next++);
    onFile(paths[i] as string, text);
  }
}

async function readText(file: string): Promise<string | undefined> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_READ_BYTES) return undefined;
    const buffer = await readFile(file);
    // A NUL byte in the first 8 KB means binary (git's own heuristic).
    if (buffer.subarray(0, 8192).includes(0)) return undefined;
    return buffer.toString('utf8');
  } catch {
    return undefined; // listed by git but deleted, or unreadable: nothing to check
  }
}
