import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createLimiter } from './limiter';

/** scrypt cost. Production uses OWASP's recommendation; tests pass a cheaper one through `createApp`. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

export const OWASP_PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * Password checks that may wait for a scrypt slot (2 run at once, ~0.1–0.3 s each at OWASP cost): a real
 * sign-in waits at most a few seconds behind a flood, and past the bound is told to come back (503).
 */
export const PASSWORD_QUEUE_BOUND = 16;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export interface PasswordHasher {
  /** `scrypt$N$r$p$<salt base64url>$<hash base64url>` */
  hash(password: string): Promise<string>;
  /** False for a wrong password or an unreadable stored hash; never throws for bad input. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Spends the same time as a real verification, for the unknown-email path, so the answer's timing does
   * not reveal which emails have accounts.
   */
  verifyDummy(password: string): Promise<false>;
}

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is below OWASP's 128 MiB.
  const maxmem = 256 * cost.N * cost.r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parse(stored: string): { cost: PasswordCost; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(Math.log2(N))) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const hash = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || hash.length === 0) return null;
  return { cost: { N, r, p }, salt, hash };
}

/**
 * scrypt hashing (node:crypto, async) behind a small concurrency limit.
 * @example const ok = await createPasswordHasher().verify('secret', user.passwordHash)
 */
export function createPasswordHasher(
  options: { cost?: PasswordCost; concurrency?: number; maxQueue?: number } = {},
): PasswordHasher {
  const cost = options.cost ?? OWASP_PASSWORD_COST;
  const limit = createLimiter(options.concurrency ?? 2, {
    maxQueue: options.maxQueue ?? PASSWORD_QUEUE_BOUND,
    busyMessage: 'The server is busy checking passwords. Try again in a few seconds.',
  });
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await limit(() => derive(password, salt, cost));
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await limit(() => derive(password, parsed.salt, parsed.cost));
    return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
  }

  return {
    hash,
    verify,
    async verifyDummy(password) {
      // The same derivation a real verification runs (same cost, same queue); its result is discarded.
      const key = await limit(() => derive(password, randomBytes(SALT_LENGTH), cost));
      timingSafeEqual(key, randomBytes(KEY_LENGTH));
      return false;
    },
  };
}
