import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { TEMP_SUFFIX } from './key-path';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
export const isNotFound = (error: unknown) => errorCode(error) === 'ENOENT';

/**
 * fsyncs a directory so the entries created, renamed or removed in it survive a power loss. Some
 * platforms refuse fsync on a directory (EISDIR/EINVAL/EPERM); there is nothing more to do there.
 */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    if (!['EISDIR', 'EINVAL', 'EPERM', 'EBADF'].includes(errorCode(error) ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

/** A name no data file can have: dotted (encoded segments never start with a dot) and `.tmp`. */
export const toTempPath = (file: string) =>
  join(dirname(file), `.${basename(file)}.${process.pid}-${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);

/**
 * Replaces `file` with `content` so that a crash at any point leaves either the old or the new content,
 * never a mix: write a temp file beside it, fsync it, rename it over the target (atomic on POSIX), fsync
 * the directory so the rename itself is durable.
 */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const temp = toTempPath(file);
  const handle = await open(temp, 'wx', 0o600);
  try {
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDir(dirname(file));
}

/** Creates `dir` and its missing parents, fsyncing each parent that gained an entry. */
export async function makeDirDurably(dir: string): Promise<void> {
  // Owner-only: the data holds password and key hashes.
  const first = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (first === undefined) return;
  for (let created = dir; ; created = dirname(created)) {
    await syncDir(dirname(created));
    if (created === first || dirname(created) === created) return;
  }
}

/** Removes `file` durably; a missing file is already removed. */
export async function removeFileDurably(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  await syncDir(dirname(file));
}

/** Every file path under `dir` (recursive); a missing dir has none. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}

/** Deletes temp files a killed writer left behind: they were never renamed, so they hold no acknowledged data. */
export async function removeTempFiles(dir: string): Promise<void> {
  const files = await listFiles(dir);
  await Promise.all(
    files
      .filter((file) => basename(file).startsWith('.') && file.endsWith(TEMP_SUFFIX))
      .map((file) => rm(file, { force: true })),
  );
}
