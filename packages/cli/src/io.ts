/** The streams and directory a command runs with: the process's in the binary, captured ones in tests. */
export interface CliIo {
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  cwd: string;
  /** The environment the command reads (CHARTER_API_KEY, NO_COLOR, …); `process.env` in the binary. */
  env?: Readonly<Record<string, string | undefined>>;
}

export const defaultIo = (): CliIo => ({
  // Read when a command asks for it: Node builds process.stdin at its first read (from a pipe, through
  // node:net), about 8 ms of CPU that `charter check` and most commands never use.
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
  env: process.env,
});

/** Colours only on a terminal and never with NO_COLOR set (https://no-color.org). */
export function useColour(io: CliIo, stream: 'stdout' | 'stderr' = 'stdout'): boolean {
  const env = io.env ?? {};
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return io[stream].isTTY === true;
}
