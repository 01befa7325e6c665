import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Middleware } from 'h3';
import { toPreferredEncoding } from './accept-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a JSON answer goes as it is: compressing it saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const JSON_TYPE = 'application/json;charset=UTF-8';

/**
 * Brotli at quality 5 compresses JSON nearly as well as 11 at a small fraction of the time, which matters
 * per response (the console's assets get 11 once, at build). gzip keeps zlib's default level 6.
 */
const compress = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    }),
  gzip: (data: Buffer) => gzipAsync(data),
};

/** What a handler returns for h3 to send as JSON: a plain object or an array (not a Response, a file…). */
function isJsonValue(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The one place API answers get compressed: a JSON answer of at least 1 KiB goes as brotli or gzip, as the
 * caller's `Accept-Encoding` prefers (brotli on a tie), with `Vary: Accept-Encoding`. Smaller answers,
 * errors, files and streams go as they are. A caller that sends no `Accept-Encoding` (curl, the load
 * generator) costs one header read and nothing else.
 */
export function compressJson(): Middleware {
  return async (event, next) => {
    const accept = event.req.headers.get('accept-encoding');
    if (!accept || !event.url.pathname.startsWith('/api/')) return next();
    const encoding = toPreferredEncoding(accept);
    if (!encoding) return next();

    const value = await next();
    let text: string;
    if (typeof value === 'string' && event.res.headers.get('content-type')?.startsWith('application/json')) {
      // Contract routes answer JSON already serialised once, with its Content-Length (define-handler).
      text = value;
    } else if (isJsonValue(value)) {
      // Serialised here once: the small answer goes on as this string, so h3 does not stringify it again.
      text = JSON.stringify(value);
      event.res.headers.set('content-type', JSON_TYPE);
    } else return value;
    event.res.headers.append('vary', 'accept-encoding');
    const data = Buffer.from(text);
    if (data.byteLength < COMPRESS_MIN_BYTES) return text;
    const compressed = new Uint8Array(await compress[encoding](data));
    event.res.headers.set('content-encoding', encoding);
    event.res.headers.set('content-length', String(compressed.byteLength));
    return compressed;
  };
}
