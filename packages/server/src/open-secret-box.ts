import { createSecretKey, type KeyObject } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CharterError } from '@charter/core';
import type { Env } from './env';
import { toSecretKeyBytes } from './env';
import type { Logger } from './logger';
import { createSecretBox, generateSecretKey, type SecretBox } from './services/secret-box';
import { isNotFound, writeFileAtomic } from './store/durable-fs';

/** The key file an fs data directory gets when CHARTER_SECRET_KEY is not set (not a `.json`: no store key). */
export const SECRET_KEY_FILE = 'secret.key';

export const REDIS_NEEDS_SECRET_KEY =
  'This server cannot store a Semi connection: with the redis store, CHARTER_SECRET_KEY must be set (the same value on every instance) so the Semi API key is kept encrypted. Ask the operator to set it; see the server README.';

/**
 * Reads `<dir>/secret.key`, or creates it (mode 0600) on first start and logs where it is — never the key.
 * The file holds base64 text, so its content can be copied into CHARTER_SECRET_KEY as is.
 */
export async function loadSecretKeyFile(dir: string, logger: Logger): Promise<KeyObject> {
  const file = join(dir, SECRET_KEY_FILE);
  let text: string | null = null;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (!isNotFound(error)) {
      throw new CharterError(
        'UNAVAILABLE',
        `Cannot read the secret key file ${file} (${(error as Error).message}).`,
        { cause: error },
      );
    }
  }
  if (text === null) {
    const key = generateSecretKey();
    await writeFileAtomic(file, `${key.export().toString('base64')}\n`);
    logger.info(
      `Generated the key that encrypts stored Semi API keys at ${file} (mode 0600). Back it up with the data directory, or set CHARTER_SECRET_KEY instead.`,
    );
    return key;
  }
  const bytes = toSecretKeyBytes(text);
  if (!bytes) {
    throw new CharterError(
      'VALIDATION_FAILED',
      `The secret key file ${file} does not hold 32 bytes in hex or base64. Restore it from a backup, or delete it (stored Semi connections must then be reconnected).`,
    );
  }
  if (((await stat(file)).mode & 0o077) !== 0) {
    logger.warn(`The secret key file ${file} is readable by other users: chmod 600 it.`);
  }
  return createSecretKey(bytes);
}

/**
 * The box that seals stored secrets, from CHARTER_SECRET_KEY; without it, a key generated into the fs data
 * directory, a throwaway key for the memory store (its data dies with the process too), and none for redis:
 * instances sharing one redis must share one key, which only the operator can give them.
 */
export async function openSecretBox(env: Env, logger: Logger): Promise<SecretBox> {
  if (env.CHARTER_SECRET_KEY) return createSecretBox(env.CHARTER_SECRET_KEY);
  switch (env.CHARTER_STORE) {
    case 'fs':
      return createSecretBox(await loadSecretKeyFile(env.CHARTER_DATA_DIR, logger));
    case 'memory':
      return createSecretBox(generateSecretKey());
    case 'redis':
      logger.warn('CHARTER_SECRET_KEY is not set: users cannot connect a Semi until it is (redis store).');
      return createSecretBox(null, REDIS_NEEDS_SECRET_KEY);
  }
}

/** `createApp`'s box when none is passed: CHARTER_SECRET_KEY, a throwaway key on a memory store, else none. */
export function toDefaultSecretBox(env: Env, storeDriver: string): SecretBox {
  if (env.CHARTER_SECRET_KEY) return createSecretBox(env.CHARTER_SECRET_KEY);
  if (storeDriver === 'memory') return createSecretBox(generateSecretKey());
  return createSecretBox(null, REDIS_NEEDS_SECRET_KEY);
}
