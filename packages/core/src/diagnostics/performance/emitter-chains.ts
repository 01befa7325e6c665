// `req.on('response', …).on('timeout', …)`: an emitter's `on` hands back the emitter ("Returns a reference to the
// EventEmitter, so that calls can be chained", https://nodejs.org/api/events.html#emitteroneventname-listener), so
// a listener chained after another is a listener on the same stored name (dnsimple 7.4.0 dist/lib/main.js
// lines 157-179: the 'timeout' listener that destroys the request comes after the 'response' one).
import type { AstNode } from '../ast';
import { toPath, unwrap } from './node-paths';

/** The methods that add a listener and hand back the emitter. */
export const LISTENS: ReadonlySet<string> = new Set([
  'on',
  'once',
  'addListener',
  'prependListener',
  'prependOnceListener',
]);

/** The path a call is made on, through any listener calls chained before it: `req.on(…).on` → `req`. */
export function emitterReceiver(object: AstNode): string | undefined {
  let current = unwrap(object);
  for (let depth = 0; depth < 8; depth++) {
    const path = toPath(current);
    if (path) return path;
    const callee = current.type === 'CallExpression' ? unwrap(current.callee as AstNode) : undefined;
    if (callee?.type !== 'MemberExpression' || callee.computed) return undefined;
    if (!LISTENS.has(String((callee.property as AstNode).name))) return undefined;
    current = unwrap(callee.object as AstNode);
  }
  return undefined;
}
