/** A key is shown masked as its first 8 and last 8 characters. Short values are fully masked. */
export function maskSecret(value: string, visible = 8): string {
  if (value.length <= visible * 2) return '•'.repeat(value.length);
  return `${value.slice(0, visible)}…${value.slice(-visible)}`;
}
