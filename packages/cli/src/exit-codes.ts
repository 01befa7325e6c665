/**
 * Exit codes of every command: 0 ok (or approved), 1 findings or a blocked decision, 2 usage error, 3 a
 * decision that needs a person's review (`charter validate`, the hooks' "ask"), 70 an internal failure
 * (sysexits' EX_SOFTWARE; one line, the stack with `--debug` or CHARTER_DEBUG=1), 130 cancelled with Ctrl+C
 * (the shell's convention for SIGINT), so a script never mistakes an abandoned interview for success.
 */
export const EXIT = {
  ok: 0,
  findings: 1,
  blocked: 1,
  usage: 2,
  review: 3,
  internal: 70,
  cancelled: 130,
} as const;

/**
 * A mistake of the caller (bad flag, missing path, unreadable constitution, unreachable server): exit 2 with
 * this sentence, and the hint on the next line when there is one.
 */
export class UsageError extends Error {
  override name = 'UsageError';
  readonly hint: string | undefined;
  constructor(message: string, hint?: string) {
    super(message);
    this.hint = hint;
  }
}
