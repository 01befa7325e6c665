import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { CharterError } from '@charter/core';
import type { H3, H3Event } from 'h3';
import { serveStatic } from 'h3';

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

/**
 * Serves the built console from `dir`: real files as they are (hashed `/assets/*` cached for good), and
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
    const served = await serveStatic(event, {
      fallthrough: true,
      indexNames: [],
      getMeta: async (id) => {
        const path = toFilePath(root, id);
        return path ? ((await isFile(path)) ?? undefined) : undefined;
      },
      getContents: (id) => {
        const path = toFilePath(root, id);
        return path ? readFile(path) : undefined;
      },
      headers: pathname.startsWith('/assets/')
        ? { 'cache-control': 'public, max-age=31536000, immutable' }
        : { 'cache-control': 'no-cache' },
    });
    return served ?? serveIndex(event);
  });
}
