import { UsageError } from '../exit-codes';
import type { CliIo } from '../io';

/**
 * A person's email and password for the server routes an agent key may not call: `--email` or
 * CHARTER_EMAIL, and CHARTER_PASSWORD or a hidden prompt on a terminal. Never a flag: flags end up in
 * shell history and process lists.
 */
export async function readCredentials(
  io: CliIo,
  email: string | undefined,
): Promise<{ email: string; password: string }> {
  const address = email ?? io.env?.CHARTER_EMAIL;
  if (!address) {
    throw new UsageError(
      'This server call needs a person signed in.',
      'Pass --email <you@example.com> (or set CHARTER_EMAIL) and CHARTER_PASSWORD, or answer the password prompt.',
    );
  }
  const fromEnv = io.env?.CHARTER_PASSWORD;
  if (fromEnv) return { email: address, password: fromEnv };
  if (io.stdin?.isTTY !== true) {
    throw new UsageError(
      `No password for ${address}.`,
      'Set CHARTER_PASSWORD when there is no terminal to ask on.',
    );
  }
  const { password } = await import('@inquirer/prompts');
  const answer = await password(
    { message: `Password for ${address}`, mask: true },
    { input: io.stdin as NodeJS.ReadableStream, output: io.stderr as NodeJS.WritableStream },
  );
  return { email: address, password: answer };
}
