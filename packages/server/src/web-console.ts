import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { CharterError } from '@charter/core';
import type { H3, H3Event } from 'h3';
import { serveStatic } from 'h3';
import type { ContentEncoding } from './http/accept-encoding';
import { toPreferredEncoding } from './http/accept-encoding';

const NOT_BUILT =
  'The Charter web console is not built yet. Run `pnpm build` (or `pnpm start`, which builds it) and reload.';

/** A path under `root`, or null: `..` and encoded separators must never escape the dist folder. */
function toFilePath(root: string, id: string): string | null {
  if (id.includes('\0') || /%2f|%5c/i.test(id)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    return null;
  }
  const path = resolve(root, `.${decoded}`);
  return path === root || path.startsWith(root + sep) ? path : null;
}

async function isFile(path: string): Promise<{ size: number; mtime: Date } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

/** The precompressed copies the console build writes beside each text file (packages/web/build). */
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the built console from `dir`: real files, precompressed when the browser accepts brotli or gzip
 * (hashed `/assets/*` cached for good, everything else revalidated), and
 * `index.html` for every other non-API GET so client-side routes like `/dashboard` load. `/api/*` never
 * falls back: an unknown API path is a JSON 404.
 */
export function registerWebConsole(app: H3, options: { dir: string }): void {
  const root = resolve(options.dir);
  const indexPath = join(root, 'index.html');

  const serveIndex = async (event: H3Event) => {
    if (!(await isFile(indexPath))) {
      return new Response(NOT_BUILT, {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    event.res.headers.set('content-type', 'text/html; charset=utf-8');
    event.res.headers.set('cache-control', 'no-cache');
    return readFile(indexPath, 'utf8');
  };

  app.get('/**', async (event) => {
    const { pathname } = event.url;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      throw new CharterError('NOT_FOUND', `No API route matches ${event.req.method} ${pathname}.`);
    }
    if (!(await isFile(indexPath))) return serveIndex(event);
    // Negotiated here rather than by h3's `encodings`, which follows the header's order on a tie and so
    // would send Chrome (`gzip, deflate, br, zstd`) gzip instead of the smaller brotli.
    const encoding = toPreferredEncoding(event.req.headers.get('accept-encoding'));
    let chosen: string | undefined;
    const served = await serveStatic(event, {
      fallthrough: true,
      indexNames: [],
      getMeta: async (id) => {
        const path = toFilePath(root, id);
        if (!path) return undefined;
        const compressed = encoding ? await isFile(path + SUFFIX[encoding]) : null;
        if (encoding && compressed) {
          chosen = path + SUFFIX[encoding];
          return { ...compressed, encoding };
        }
        chosen = path;
        return (await isFile(path)) ?? undefined;
      },
      getContents: () => (chosen ? readFile(chosen) : undefined),
      headers: {
        vary: 'accept-encoding',
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
    });
    return served ?? serveIndex(event);
  });
}
