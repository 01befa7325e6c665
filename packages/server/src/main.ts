import { CharterError, isCharterError } from '@charter/core';
import { closeApp, createApp } from './app';
import type { Env } from './env';
import { parseEnv } from './env';
import { listen } from './listen';
import { createLogger } from './logger';
import { openSecretBox } from './open-secret-box';
import { openStore } from './open-store';
import { ensureAdmin } from './services/admins';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before connections are cut. */
const GRACEFUL_TIMEOUT_MS = 10_000;

function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.CHARTER_LOG_LEVEL);
  const { store, description } = await openStore(env);

  if (env.CHARTER_ADMIN_EMAIL && env.CHARTER_ADMIN_PASSWORD) {
    await ensureAdmin(store, env.CHARTER_ADMIN_EMAIL, env.CHARTER_ADMIN_PASSWORD);
    logger.info(`Admin ${env.CHARTER_ADMIN_EMAIL} is ready.`);
  }

  const secrets = await openSecretBox(env, logger).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  const app = createApp({ store, env, logger, secrets });
  const server = listen(app, { port: env.PORT, hostname: env.HOST });
  try {
    await server.ready();
  } catch (error) {
    await store.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new CharterError(
        'UNAVAILABLE',
        `Port ${env.PORT} on ${env.HOST} is already in use. Stop the other server, or set PORT to another port.`,
      );
    }
    throw error;
  }
  const url = (server.url ?? `http://${env.HOST}:${env.PORT}/`).replace(/\/$/, '');
  process.stdout.write(`Charter listening on ${url} (store: ${description})\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests, then closing the store.`);
    const force = setTimeout(() => {
      logger.warn('In-flight requests did not finish in time; closing their connections.');
      void server.close(true);
    }, GRACEFUL_TIMEOUT_MS);
    force.unref();
    // A keep-alive connection whose request just finished would hold close() open for Node's 5 s
    // keep-alive timeout; closing idle connections as they appear lets shutdown end with the last response.
    const reapIdle = setInterval(() => {
      const http = server.node?.server;
      if (http && 'closeIdleConnections' in http) http.closeIdleConnections();
    }, 100);
    reapIdle.unref();
    try {
      await server.close();
      await closeApp(app);
      await store.close();
      process.exit(0);
    } catch (error) {
      logger.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Expected start-up failures (data dir locked, redis unreachable) are CharterErrors with a sentence.
  if (isCharterError(error)) process.stderr.write(`Charter could not start: ${error.message}\n`);
  else
    process.stderr.write(
      `Charter could not start:\n${error instanceof Error ? error.stack : String(error)}\n`,
    );
  process.exit(1);
});
