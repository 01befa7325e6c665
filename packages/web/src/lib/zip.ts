export interface ZipEntry {
  /** Path inside the archive, `/`-separated (e.g. `.cursor/rules/charter.mdc`). */
  path: string;
  content: string;
}

/**
 * A zip of text files, built in the browser. fflate is loaded on first use so it stays out of the main
 * bundle for everyone who never downloads a package; a later entry with the same path replaces an earlier one.
 */
export async function zipTextFiles(entries: readonly ZipEntry[]): Promise<Blob> {
  const { strToU8, zipSync } = await import('fflate');
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) files[entry.path.replace(/^\/+/, '')] = strToU8(entry.content);
  // A few text files: the synchronous deflate takes milliseconds, and needs no worker.
  const bytes = zipSync(files, { level: 6 });
  return new Blob([bytes as BlobPart], { type: 'application/zip' });
}
