import { text } from 'node:stream/consumers';
import { EmailSchema, isCharterError, MIN_PASSWORD_LENGTH } from '@charter/core';
import { parseEnv } from './env';
import { openStore } from './open-store';
import { ensureAdmin } from './services/admins';

/**
 * `charter admin create`: creates the admin of that email in the store the server's environment names
 * (CHARTER_STORE, CHARTER_DATA_DIR, REDIS_URL), or sets its password. The password arrives on stdin so it
 * never shows in a process list or a shell history. Exit 0 done, 2 bad input or an unavailable store.
 * Usage: node --import tsx create-admin.ts <email> < password
 */
async function createAdmin(): Promise<number> {
  const email = EmailSchema.safeParse(process.argv[2] ?? '');
  if (!email.success) {
    process.stderr.write('Give the admin’s email address, e.g. ops@example.com.\n');
    return 2;
  }
  const password = (await text(process.stdin)).replace(/\r?\n$/, '');
  if (password.length < MIN_PASSWORD_LENGTH) {
    process.stderr.write(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.\n`);
    return 2;
  }
  const env = parseEnv(process.env);
  const { store, description } = await openStore(env);
  try {
    await ensureAdmin(store, email.data, password);
  } finally {
    await store.close();
  }
  process.stdout.write(`Admin ${email.data} is ready (store: ${description}).\n`);
  return 0;
}

createAdmin().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `${isCharterError(error) || error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 2;
  },
);
