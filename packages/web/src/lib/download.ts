/** Saves a Blob as a file through a temporary object URL (the browser's download, no new window). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Let the click's navigation start before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file. */
export function downloadTextFile(text: string, filename: string, type = 'text/javascript'): void {
  downloadBlob(new Blob([text], { type }), filename);
}
