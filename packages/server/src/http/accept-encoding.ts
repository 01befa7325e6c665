import Negotiator from 'negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** What we can send, best first: on a tie (Chrome sends `gzip, deflate, br, zstd`) brotli wins. */
const OFFERED: ContentEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with for an `Accept-Encoding` header, by its q-values (`br;q=0` refuses brotli,
 * `*` accepts both), or undefined for the plain body.
 * @example toPreferredEncoding('gzip, deflate, br') // 'br'
 */
export function toPreferredEncoding(header: string | null): ContentEncoding | undefined {
  if (!header) return undefined;
  // negotiator 1.x takes `preferred` (the tie-break); @types/negotiator still describes 0.6.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const chosen = negotiator.encoding(OFFERED, { preferred: OFFERED });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}
