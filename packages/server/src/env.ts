import { createSecretKey, type KeyObject } from 'node:crypto';
import { homedir } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { CharterError, EmailSchema, MIN_PASSWORD_LENGTH } from '@charter/core';
import { z } from 'zod';

/**
 * The one place that reads the server's environment (DESIGN.md "Server environment"). `main.ts` passes
 * `process.env`; everything else receives the typed `Env`.
 */

import { DEFAULT_WEB_DIST } from './package-paths';

export { DEFAULT_WEB_DIST };

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function integer(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const n = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from ${min} to ${max} (got "${value}").`,
        });
        return z.NEVER;
      }
      return n;
    });
}

function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T, fallback: T[number]) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const normalized = value.trim().toLowerCase();
      if (!(values as readonly string[]).includes(normalized)) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be one of ${values.join(', ')} (got "${value}").`,
        });
        return z.NEVER;
      }
      return normalized as T[number];
    });
}

function flag(name: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return false;
      const normalized = value.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(normalized)) return true;
      if (['0', 'false', 'no', 'off'].includes(normalized)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be 1 or 0 (got "${value}").` });
      return z.NEVER;
    });
}

/** `~/x` and relative paths become absolute, so logs and lockfiles name one unambiguous directory. */
function toAbsolutePath(value: string): string {
  const expanded = value === '~' || value.startsWith('~/') ? homedir() + value.slice(1) : value;
  return isAbsolute(expanded) ? expanded : resolve(expanded);
}

const path = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => toAbsolutePath(value ?? fallback));

/**
 * 32 bytes as 64 hex characters or as base64/base64url (`openssl rand -base64 32`), or null. The value is a
 * secret, so no message ever repeats it.
 */
export function toSecretKeyBytes(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

// A KeyObject, not bytes: printed or serialised by accident it shows no key material.
const secretKey = z
  .string()
  .optional()
  .transform((value, ctx): KeyObject | undefined => {
    if (value === undefined) return undefined;
    const bytes = toSecretKeyBytes(value);
    if (!bytes) {
      ctx.addIssue({
        code: 'custom',
        message: `CHARTER_SECRET_KEY must be 32 random bytes written as 64 hex characters or 44 base64 characters, e.g. the output of \`openssl rand -base64 32\` (got ${value.trim().length} characters, not shown).`,
      });
      return z.NEVER;
    }
    return createSecretKey(bytes);
  });

const optionalUrl = (name: string) =>
  z.url({ error: `${name} must be an http(s) URL.`, protocol: /^https?$/ }).optional();

const EnvSchema = z
  .object({
    PORT: integer('PORT', 0, 65_535, 8787),
    HOST: z.string().default('127.0.0.1'),
    CHARTER_DATA_DIR: path('~/.charter/data'),
    CHARTER_STORE: oneOf('CHARTER_STORE', ['fs', 'memory', 'redis'], 'fs'),
    REDIS_URL: z
      .url({ error: 'REDIS_URL must be a redis:// or rediss:// URL.', protocol: /^rediss?$/ })
      .optional(),
    CHARTER_ADMIN_EMAIL: EmailSchema.optional(),
    CHARTER_ADMIN_PASSWORD: z
      .string()
      .min(MIN_PASSWORD_LENGTH, {
        error: `CHARTER_ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
      })
      .optional(),
    CHARTER_ALLOW_LOCAL_PATHS: flag('CHARTER_ALLOW_LOCAL_PATHS'),
    CHARTER_LLM_BASE_URL: optionalUrl('CHARTER_LLM_BASE_URL'),
    // Trimmed: a key pasted from a file often ends in a newline, which is not a valid header value.
    CHARTER_LLM_API_KEY: z.string().trim().optional(),
    CHARTER_LLM_MODEL: z.string().trim().optional(),
    CHARTER_SEMI_TIMEOUT_MS: integer('CHARTER_SEMI_TIMEOUT_MS', 1, 10_000, 10_000),
    CHARTER_SEMI_RETRIES: integer('CHARTER_SEMI_RETRIES', 0, 10, 2),
    // Outbound calls (Semi) to loopback, private and link-local addresses: off unless set (tests, local development).
    CHARTER_ALLOW_PRIVATE_NETWORK: flag('CHARTER_ALLOW_PRIVATE_NETWORK'),
    CHARTER_WEB_DIST: path(DEFAULT_WEB_DIST),
    CHARTER_SECURE_COOKIES: oneOf('CHARTER_SECURE_COOKIES', ['auto', 'always', 'never'], 'auto'),
    CHARTER_LOG_LEVEL: oneOf('CHARTER_LOG_LEVEL', LOG_LEVELS, 'info'),
    // Seals secrets kept in the store (the remote key of a user's Semi). See services/secret-box.ts.
    CHARTER_SECRET_KEY: secretKey,
  })
  .superRefine((env, ctx) => {
    if (env.CHARTER_STORE === 'redis' && !env.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['REDIS_URL'],
        message: 'REDIS_URL is required when CHARTER_STORE=redis (e.g. redis://127.0.0.1:6379).',
      });
    }
    if ((env.CHARTER_ADMIN_EMAIL === undefined) !== (env.CHARTER_ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.CHARTER_ADMIN_EMAIL === undefined ? 'CHARTER_ADMIN_EMAIL' : 'CHARTER_ADMIN_PASSWORD'],
        message: 'Set both CHARTER_ADMIN_EMAIL and CHARTER_ADMIN_PASSWORD, or neither.',
      });
    }
    // Half a language-model setup would silently run without it; say so at start instead.
    if ((env.CHARTER_LLM_BASE_URL === undefined) !== (env.CHARTER_LLM_MODEL === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.CHARTER_LLM_BASE_URL === undefined ? 'CHARTER_LLM_BASE_URL' : 'CHARTER_LLM_MODEL'],
        message: 'Set both CHARTER_LLM_BASE_URL and CHARTER_LLM_MODEL to use a language model, or neither.',
      });
    } else if (env.CHARTER_LLM_API_KEY !== undefined && env.CHARTER_LLM_BASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHARTER_LLM_BASE_URL'],
        message: 'CHARTER_LLM_API_KEY is set but CHARTER_LLM_BASE_URL and CHARTER_LLM_MODEL are not.',
      });
    }
  });

export type Env = z.output<typeof EnvSchema>;

const KNOWN = Object.keys(EnvSchema.shape) as (keyof Env)[];

/**
 * Parses the server's variables from `source` (normally `process.env`). Blank values count as unset, as
 * container tooling often writes `VAR=`. Throws one CharterError listing every bad variable.
 * @example parseEnv({ CHARTER_STORE: 'memory' }).PORT // 8787
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const picked: Record<string, string> = {};
  for (const name of KNOWN) {
    const value = source[name];
    if (value !== undefined && value.trim() !== '') picked[name] = value;
  }
  const result = EnvSchema.safeParse(picked);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return `  - ${issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`}`;
  });
  throw new CharterError('VALIDATION_FAILED', `Invalid environment:\n${lines.join('\n')}`, {
    details: { issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
  });
}
