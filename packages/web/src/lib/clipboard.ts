/**
 * Copies text to the clipboard. Resolves `true` when it worked; a refusal (no permission, insecure page)
 * resolves `false` so the screen can say so instead of pretending it copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
