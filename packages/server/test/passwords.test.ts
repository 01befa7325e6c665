import { describe, expect, it } from 'vitest';
import { createLimiter } from '../src/services/limiter';
import { createPasswordHasher, OWASP_PASSWORD_COST } from '../src/services/passwords';
import { TEST_PASSWORD_COST } from './helpers';

describe('password hashing', () => {
  it('uses the OWASP scrypt parameters in production and verifies with them', async () => {
    expect(OWASP_PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('correct horse battery staple');
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
    expect(await hasher.verify('correct horse battery staple', stored)).toBe(true);
    expect(await hasher.verify('correct horse battery stapler', stored)).toBe(false);
  });

  it('salts every hash, and verifies a hash made at another cost', async () => {
    const cheap = createPasswordHasher({ cost: TEST_PASSWORD_COST });
    const a = await cheap.hash('same');
    const b = await cheap.hash('same');
    expect(a).not.toBe(b);
    const other = createPasswordHasher({ cost: { N: 2048, r: 8, p: 1 } });
    expect(await other.verify('same', a)).toBe(true);
  });

  it('answers false, never throws, for an unreadable stored hash', async () => {
    const hasher = createPasswordHasher({ cost: TEST_PASSWORD_COST });
    for (const stored of ['', 'plain', 'scrypt$x$8$1$aa$bb', 'scrypt$1000$8$1$aa$bb', 'bcrypt$1$2$3$4$5']) {
      expect(await hasher.verify('x', stored)).toBe(false);
    }
    expect(await hasher.verifyDummy('x')).toBe(false);
  });
});

describe('limiter', () => {
  it('runs at most n tasks at once and queues the rest in order', async () => {
    const limit = createLimiter(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        limit(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((r) => setTimeout(r, 5));
          order.push(i);
          active -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('frees its slot when a task fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
