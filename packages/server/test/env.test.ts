import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST, parseEnv } from '../src/env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8787,
      HOST: '127.0.0.1',
      CHARTER_DATA_DIR: join(homedir(), '.charter/data'),
      CHARTER_STORE: 'fs',
      CHARTER_ALLOW_LOCAL_PATHS: false,
      CHARTER_SEMI_TIMEOUT_MS: 10_000,
      CHARTER_SEMI_RETRIES: 2,
      CHARTER_ALLOW_PRIVATE_NETWORK: false,
      CHARTER_WEB_DIST: DEFAULT_WEB_DIST,
      CHARTER_SECURE_COOKIES: 'auto',
      CHARTER_LOG_LEVEL: 'info',
    });
    expect(DEFAULT_WEB_DIST).toMatch(/packages[/\\]web[/\\]dist$/);
  });

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '0',
      HOST: '0.0.0.0',
      CHARTER_DATA_DIR: '/var/lib/charter',
      CHARTER_STORE: 'redis',
      REDIS_URL: 'redis://127.0.0.1:6390',
      CHARTER_ADMIN_EMAIL: 'Ops@Example.com',
      CHARTER_ADMIN_PASSWORD: 'long enough',
      CHARTER_ALLOW_LOCAL_PATHS: '1',
      CHARTER_LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      CHARTER_LLM_API_KEY: 'sk-x',
      CHARTER_LLM_MODEL: 'llama',
      CHARTER_SEMI_TIMEOUT_MS: '2500',
      CHARTER_SEMI_RETRIES: '0',
      CHARTER_ALLOW_PRIVATE_NETWORK: '1',
      CHARTER_WEB_DIST: '/srv/web',
      CHARTER_SECURE_COOKIES: 'always',
      CHARTER_LOG_LEVEL: 'debug',
    });
    expect(env).toMatchObject({
      PORT: 0,
      CHARTER_STORE: 'redis',
      CHARTER_ADMIN_EMAIL: 'ops@example.com',
      CHARTER_ALLOW_LOCAL_PATHS: true,
      CHARTER_SEMI_TIMEOUT_MS: 2500,
      CHARTER_SEMI_RETRIES: 0,
      CHARTER_ALLOW_PRIVATE_NETWORK: true,
      CHARTER_WEB_DIST: '/srv/web',
    });
  });

  it('treats blank values as unset and ignores unrelated variables', () => {
    const env = parseEnv({ PORT: '', CHARTER_STORE: ' ', PATH: '/bin', SECRET_THING: 'x' });
    expect(env.PORT).toBe(8787);
    expect(env.CHARTER_STORE).toBe('fs');
    expect(env).not.toHaveProperty('PATH');
  });

  it('lists every bad variable in one message', () => {
    let message = '';
    try {
      parseEnv({
        PORT: 'abc',
        CHARTER_STORE: 'redis',
        CHARTER_SEMI_TIMEOUT_MS: '60000',
        CHARTER_SECURE_COOKIES: 'sometimes',
        CHARTER_ADMIN_EMAIL: 'ops@example.com',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment:/);
    expect(message).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(message).toContain('CHARTER_SEMI_TIMEOUT_MS must be a whole number from 1 to 10000');
    expect(message).toContain('CHARTER_SECURE_COOKIES must be one of auto, always, never');
    // Cross-field rules are reported once the fields themselves parse; check them separately.
  });

  it('requires REDIS_URL for the redis store, and the admin email and password together', () => {
    expect(() => parseEnv({ CHARTER_STORE: 'redis' })).toThrow(
      /REDIS_URL is required when CHARTER_STORE=redis/,
    );
    expect(() => parseEnv({ CHARTER_ADMIN_EMAIL: 'a@example.com' })).toThrow(
      /CHARTER_ADMIN_PASSWORD: Set both CHARTER_ADMIN_EMAIL and CHARTER_ADMIN_PASSWORD, or neither/,
    );
    expect(() => parseEnv({ CHARTER_ADMIN_PASSWORD: 'secret1' })).toThrow(/CHARTER_ADMIN_EMAIL/);
    expect(() => parseEnv({ CHARTER_ADMIN_EMAIL: 'nope', CHARTER_ADMIN_PASSWORD: 'secret1' })).toThrow(
      /CHARTER_ADMIN_EMAIL: Enter a valid email address/,
    );
    expect(() => parseEnv({ CHARTER_ADMIN_EMAIL: 'a@example.com', CHARTER_ADMIN_PASSWORD: '123' })).toThrow(
      /CHARTER_ADMIN_PASSWORD must be at least 6/,
    );
    expect(() => parseEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL must be a redis/);
  });

  describe('the optional language model', () => {
    it('is off by default and reads all three variables, trimmed', () => {
      const off = parseEnv({});
      expect(off.CHARTER_LLM_BASE_URL).toBeUndefined();
      expect(off.CHARTER_LLM_MODEL).toBeUndefined();
      expect(off.CHARTER_LLM_API_KEY).toBeUndefined();
      const on = parseEnv({
        CHARTER_LLM_BASE_URL: 'https://api.example.com/v1',
        CHARTER_LLM_MODEL: ' gpt-4o-mini ',
        CHARTER_LLM_API_KEY: 'sk-test\n',
      });
      expect(on).toMatchObject({
        CHARTER_LLM_BASE_URL: 'https://api.example.com/v1',
        CHARTER_LLM_MODEL: 'gpt-4o-mini',
        CHARTER_LLM_API_KEY: 'sk-test',
      });
      // A local server (Ollama, LM Studio) needs no key.
      const local = parseEnv({
        CHARTER_LLM_BASE_URL: 'http://127.0.0.1:11434',
        CHARTER_LLM_MODEL: 'llama3.2',
      });
      expect(local.CHARTER_LLM_API_KEY).toBeUndefined();
    });

    it('refuses half a setup and a URL that is not http(s), without echoing the key', () => {
      expect(() => parseEnv({ CHARTER_LLM_BASE_URL: 'http://127.0.0.1:11434' })).toThrow(
        /CHARTER_LLM_MODEL: Set both CHARTER_LLM_BASE_URL and CHARTER_LLM_MODEL/,
      );
      expect(() => parseEnv({ CHARTER_LLM_MODEL: 'llama3.2' })).toThrow(/CHARTER_LLM_BASE_URL: Set both/);
      expect(() => parseEnv({ CHARTER_LLM_BASE_URL: 'ftp://x', CHARTER_LLM_MODEL: 'm' })).toThrow(
        /CHARTER_LLM_BASE_URL must be an http\(s\) URL/,
      );
      let message = '';
      try {
        parseEnv({ CHARTER_LLM_API_KEY: 'sk-very-secret' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(
        'CHARTER_LLM_API_KEY is set but CHARTER_LLM_BASE_URL and CHARTER_LLM_MODEL are not',
      );
      expect(message).not.toContain('sk-very-secret');
    });
  });

  describe('CHARTER_SECRET_KEY', () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7 + 1));

    it('is unset by default, and reads 32 bytes in hex, base64 or base64url as a key object', () => {
      expect(parseEnv({}).CHARTER_SECRET_KEY).toBeUndefined();
      for (const text of [
        bytes.toString('hex'),
        bytes.toString('hex').toUpperCase(),
        bytes.toString('base64'),
        bytes.toString('base64url'),
        `${bytes.toString('base64')}\n`,
      ]) {
        const key = parseEnv({ CHARTER_SECRET_KEY: text }).CHARTER_SECRET_KEY;
        expect(key?.export()).toEqual(bytes);
      }
      // Printed or serialised by mistake, the parsed environment shows no key material.
      const env = parseEnv({ CHARTER_SECRET_KEY: bytes.toString('hex') });
      expect(JSON.stringify(env)).not.toContain(bytes.toString('hex'));
      expect(JSON.stringify(env)).not.toContain(bytes.toString('base64'));
    });

    it('refuses a value that is not 32 bytes, saying what it needs and never repeating the value', () => {
      for (const bad of [
        'too-short-secret',
        bytes.subarray(0, 31).toString('hex'),
        Buffer.concat([bytes, bytes.subarray(0, 1)]).toString('base64'),
        `${bytes.toString('hex').slice(0, 63)}g`,
        bytes.subarray(0, 24).toString('base64'),
      ]) {
        let message = '';
        try {
          parseEnv({ CHARTER_SECRET_KEY: bad });
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message).toMatch(
          /CHARTER_SECRET_KEY must be 32 random bytes written as 64 hex characters or 44 base64 characters/,
        );
        expect(message).toContain(`got ${bad.length} characters, not shown`);
        expect(message).not.toContain(bad);
      }
    });
  });
});
