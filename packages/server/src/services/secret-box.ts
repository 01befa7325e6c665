import { createCipheriv, createDecipheriv, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { CharterError } from '@charter/core';

/**
 * Seals secrets Charter must use again later and so cannot hash (the remote key of a user's Semi), with
 * AES-256-GCM: a random 12-byte IV per value, the 16-byte tag checked on open. The stored text is
 * `v1:<iv>:<tag>:<ciphertext>`, each part base64url; the version lets a later format sit beside this one.
 */
export interface SecretBox {
  /** False when this server has no key to seal with (redis store without CHARTER_SECRET_KEY). */
  readonly canSeal: boolean;
  /** Throws UNAVAILABLE (503) with the reason when `canSeal` is false. */
  seal(plain: string): string;
  /**
   * The plain value of a sealed text. Throws SecretUnreadableError when it was sealed with another key, was
   * altered, or there is no key. Only for sealed texts: check `isSealed` first.
   */
  open(sealed: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const B64URL = '[A-Za-z0-9_-]';
// 12 bytes → 16 characters, 16 bytes → 22 characters (unpadded base64url).
const SEALED = new RegExp(`^${VERSION}:(${B64URL}{16}):(${B64URL}{22}):(${B64URL}*)$`);

/** Whether a stored value is in the sealed form; anything else is a value written before sealing existed. */
export const isSealed = (stored: string): boolean => SEALED.test(stored);

/** A sealed value could not be opened. Its message names no value and no key. */
export class SecretUnreadableError extends Error {
  constructor() {
    super('A sealed secret could not be opened with this server’s key.');
    this.name = 'SecretUnreadableError';
  }
}

/** A fresh random 32-byte key (the memory store's, and the one generated into an fs data directory). */
export const generateSecretKey = (): KeyObject => createSecretKey(randomBytes(32));

/**
 * A box over `key`; with null, a box that seals nothing and says why (`missingKeyMessage`).
 * @example createSecretBox(generateSecretKey()).seal('token') // 'v1:…:…:…'
 */
export function createSecretBox(
  key: KeyObject | null,
  missingKeyMessage = 'No secret key is set.',
): SecretBox {
  if (key && key.symmetricKeySize !== 32) throw new Error('The secret key must be 32 bytes.');
  return {
    canSeal: key !== null,
    seal(plain) {
      if (!key) throw new CharterError('UNAVAILABLE', missingKeyMessage);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(sealed) {
      const match = SEALED.exec(sealed);
      if (!key || !match) throw new SecretUnreadableError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(match[1]!, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAuthTag(Buffer.from(match[2]!, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(match[3]!, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        // Node's message ("unable to authenticate data") says nothing more; the value stays out of any log.
        throw new SecretUnreadableError();
      }
    },
  };
}
