import type { RouteDefinition } from '@charter/core';
import { CharterError } from '@charter/core';
import type { H3Event } from 'h3';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests a browser sent on behalf of another site. Routes authenticated by a
 * bearer key are exempt: no ambient credential rides along with them, and agents send no Origin.
 */
export function assertSameSite(event: H3Event, route: RouteDefinition): void {
  if (!STATE_CHANGING.has(event.req.method) || route.auth === 'key') return;
  // The assistant with a key (bearer, or a widget's publishable key checked against its origins): the same.
  if (
    route.auth === 'assistant' &&
    (event.req.headers.has('authorization') || event.url.searchParams.has('key'))
  )
    return;
  const refuse = () =>
    new CharterError('CROSS_SITE_REQUEST', 'This request came from another site and was refused.');
  if (event.req.headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site') throw refuse();
  const origin = event.req.headers.get('origin');
  if (origin === null) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw refuse(); // includes the opaque origin "null" of sandboxed frames and file: pages
  }
  // The request's own host is what the client addressed (the Host header); the scheme is left out so a
  // TLS-terminating proxy in front does not turn every same-site request into a mismatch.
  if (originHost !== event.url.host) throw refuse();
}

/** Media type without parameters, lower-cased: `application/json; charset=utf-8` → `application/json`. */
function mediaType(event: H3Event): string {
  return (event.req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Routes with a body accept only JSON (or multipart for upload routes). A cross-site HTML form cannot
 * send JSON, so this backs up the origin checks for JSON routes. Routes without a body need no type.
 */
export function assertContentType(event: H3Event, route: RouteDefinition, hint?: string): void {
  if (!route.body && !route.multipart) return;
  const expected = route.multipart ? 'multipart/form-data' : 'application/json';
  if (mediaType(event) !== expected) {
    const message = `Send the request body as ${expected}.`;
    throw new CharterError('UNSUPPORTED_MEDIA_TYPE', hint ? `${message} ${hint}` : message);
  }
}
