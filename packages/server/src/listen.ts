import type { H3 } from 'h3';
import { serve } from 'h3';

/**
 * Serves the app on a port with srvx, as `main.ts` does: its own signal handling off (shutdown also flushes
 * the app and closes the store, in that order). The benchmark serves the app the same way.
 */
export function listen(app: H3, options: { port: number; hostname: string }) {
  return serve(app, { ...options, silent: true, gracefulShutdown: false });
}
