import type { CliIo } from '../io';

/**
 * A yes/no question on the terminal (@inquirer/prompts, loaded only when asked), written to stderr so stdout
 * stays the command's result. Callers ask only when `io.stdin.isTTY`.
 */
export async function askConfirm(io: CliIo, message: string, initial: boolean): Promise<boolean> {
  const { confirm } = await import('@inquirer/prompts');
  return confirm(
    { message, default: initial },
    { input: io.stdin as NodeJS.ReadableStream, output: io.stderr as NodeJS.WritableStream },
  );
}
