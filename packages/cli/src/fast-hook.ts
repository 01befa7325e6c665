import { EXIT, UsageError } from './exit-codes';
import { runHook } from './hooks/run-hook';
import { HOOK_AGENTS, type HookAgent } from './hooks/types';

/**
 * `charter hook <agent> [--server <url>]` straight from the entry point: an agent runs it before every tool
 * call, so it skips commander and the other commands' modules. Anything else (help, install, other flags)
 * answers null and goes through the full program.
 */
export function toFastHookCall(args: readonly string[]): { agent: HookAgent; server?: string } | null {
  const [command, agent, ...rest] = args;
  if (command !== 'hook' || !(HOOK_AGENTS as readonly string[]).includes(agent ?? '')) return null;
  if (rest.length === 0) return { agent: agent as HookAgent };
  if (rest.length === 2 && rest[0] === '--server' && rest[1] && !rest[1].startsWith('-')) {
    return { agent: agent as HookAgent, server: rest[1] };
  }
  return null;
}

/** Runs the hook with the process's streams, reporting errors as `main` does (exit 2 with the sentence). */
export async function runFastHook(call: { agent: HookAgent; server?: string }): Promise<number> {
  try {
    return await runHook({
      agent: call.agent,
      cwd: process.cwd(),
      stdin: process.stdin,
      stdout: process.stdout,
      stderr: process.stderr,
      env: process.env,
      server: call.server,
    });
  } catch (error) {
    const hint = error instanceof UsageError && error.hint ? `hint: ${error.hint}\n` : '';
    process.stderr.write(`charter: ${error instanceof Error ? error.message : String(error)}\n${hint}`);
    return EXIT.usage;
  }
}
