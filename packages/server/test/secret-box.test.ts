import { createSecretKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isCharterError } from '@charter/core';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env';
import {
  loadSecretKeyFile,
  openSecretBox,
  REDIS_NEEDS_SECRET_KEY,
  SECRET_KEY_FILE,
} from '../src/open-secret-box';
import {
  createSecretBox,
  generateSecretKey,
  isSealed,
  SecretUnreadableError,
} from '../src/services/secret-box';
import { createTestLogger } from './helpers';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'charter-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const PLAIN = 'semi-remote-key-0123456789';

describe('the secret box (AES-256-GCM, v1 text form)', () => {
  const box = createSecretBox(generateSecretKey());

  it('seals to v1:<iv>:<tag>:<ciphertext> in base64url, a fresh IV each time, and opens it again', () => {
    const first = box.seal(PLAIN);
    const second = box.seal(PLAIN);
    expect(first).toMatch(/^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(PLAIN);
    expect(first.split(':')[1]).not.toBe(second.split(':')[1]);
    expect(first).not.toBe(second);
    expect(isSealed(first)).toBe(true);
    expect(isSealed(PLAIN)).toBe(false);
    expect(box.open(first)).toBe(PLAIN);
    expect(box.open(second)).toBe(PLAIN);
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('ключ 🔑'))).toBe('ключ 🔑');
  });

  it('refuses to open with another key, or a text altered anywhere, naming neither value nor key', () => {
    const sealed = box.seal(PLAIN);
    const other = createSecretBox(generateSecretKey());
    expect(() => other.open(sealed)).toThrow(SecretUnreadableError);
    const [v, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    const flip = (part: string) => `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
    for (const altered of [
      [v, flip(iv), tag, body],
      [v, iv, flip(tag), body],
      [v, iv, tag, flip(body)],
    ]) {
      let error: unknown;
      try {
        box.open(altered.join(':'));
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SecretUnreadableError);
      expect(String((error as Error).message)).not.toContain(PLAIN);
      expect(String((error as Error).message)).not.toContain(body);
    }
  });

  it('without a key seals nothing and says why (503), and opens nothing', () => {
    const none = createSecretBox(null, 'Set CHARTER_SECRET_KEY.');
    expect(none.canSeal).toBe(false);
    let error: unknown;
    try {
      none.seal(PLAIN);
    } catch (caught) {
      error = caught;
    }
    expect(isCharterError(error) && error.code).toBe('UNAVAILABLE');
    expect((error as Error).message).toBe('Set CHARTER_SECRET_KEY.');
    expect(() => none.open(box.seal(PLAIN))).toThrow(SecretUnreadableError);
  });
});

describe('where the key comes from', () => {
  it('fs without CHARTER_SECRET_KEY: generated once into the data directory (0600), logged by path, reused', async () => {
    const dir = tempDir();
    const logger = createTestLogger();
    const first = await loadSecretKeyFile(dir, logger);
    const file = join(dir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8').trim();
    expect(Buffer.from(text, 'base64')).toEqual(first.export());
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toContain(file);
    expect(logger.lines.join('\n')).not.toContain(text);

    const again = createTestLogger();
    const second = await loadSecretKeyFile(dir, again);
    expect(again.lines).toEqual([]);
    // The same key: what the first start sealed, the next one opens.
    expect(createSecretBox(second).open(createSecretBox(first).seal(PLAIN))).toBe(PLAIN);
    // The file's text works as CHARTER_SECRET_KEY as is.
    expect(parseEnv({ CHARTER_SECRET_KEY: text }).CHARTER_SECRET_KEY?.export()).toEqual(first.export());

    const box = await openSecretBox(parseEnv({ CHARTER_STORE: 'fs', CHARTER_DATA_DIR: dir }), again);
    expect(box.open(createSecretBox(first).seal(PLAIN))).toBe(PLAIN);
  });

  it('a damaged key file stops the start with a sentence, not a stack; a loose mode is warned about', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, SECRET_KEY_FILE), 'not a key\n', { mode: 0o600 });
    await expect(loadSecretKeyFile(dir, createTestLogger())).rejects.toThrow(
      /secret\.key does not hold 32 bytes in hex or base64\. Restore it from a backup/,
    );
    const loose = tempDir();
    writeFileSync(join(loose, SECRET_KEY_FILE), generateSecretKey().export().toString('hex'), {
      mode: 0o644,
    });
    const logger = createTestLogger();
    await loadSecretKeyFile(loose, logger);
    expect(logger.lines.join('\n')).toMatch(/readable by other users: chmod 600/);
  });

  it('CHARTER_SECRET_KEY wins over the file; redis without it can seal nothing, and says so', async () => {
    const dir = tempDir();
    const bytes = generateSecretKey().export();
    const env = parseEnv({
      CHARTER_STORE: 'fs',
      CHARTER_DATA_DIR: dir,
      CHARTER_SECRET_KEY: bytes.toString('hex'),
    });
    const box = await openSecretBox(env, createTestLogger());
    expect(createSecretBox(createSecretKey(bytes)).open(box.seal(PLAIN))).toBe(PLAIN);
    expect(() => statSync(join(dir, SECRET_KEY_FILE))).toThrow(/ENOENT/);

    const logger = createTestLogger();
    const redis = await openSecretBox(
      parseEnv({ CHARTER_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:1' }),
      logger,
    );
    expect(redis.canSeal).toBe(false);
    expect(() => redis.seal(PLAIN)).toThrow(REDIS_NEEDS_SECRET_KEY);
    expect(logger.lines.join('\n')).toMatch(/CHARTER_SECRET_KEY is not set/);
  });
});
