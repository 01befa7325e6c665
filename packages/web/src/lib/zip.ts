export interface ZipEntry {
  /** Path inside the archive, `/`-separated (e.g. `.cursor/rules/charter.mdc`). */
  path: string;
  content: string;
}

/**
 * A zip of text files, built in the browser. jszip is loaded on first use so it stays out of the main
 * bundle for everyone who never downloads a package.
 */
export async function zipTextFiles(entries: readonly ZipEntry[]): Promise<Blob> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const entry of entries) zip.file(entry.path.replace(/^\/+/, ''), entry.content);
  return zip.generateAsync({ type: 'blob', compression: 'DEFLATE', mimeType: 'application/zip' });
}
