import { UsageError } from '../exit-codes';
import { AGENT_ADAPTERS } from './agents/index';
import { isCandidate } from './candidates';
import { type HookAction, type HookAgent, NO_OPINION } from './types';

export interface RunHookOptions {
  agent: HookAgent;
  cwd: string;
  stdin: (NodeJS.ReadableStream & { isTTY?: boolean }) | undefined;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: Readonly<Record<string, string | undefined>>;
  /** `--server <url>`; CHARTER_SERVER otherwise. With neither, the decision is taken locally. */
  server?: string | undefined;
}

/** Events larger than this are not a tool call an agent would make; they are read no further. */
const MAX_EVENT_BYTES = 16 * 1024 * 1024;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > MAX_EVENT_BYTES) throw new Error(`the event is larger than ${MAX_EVENT_BYTES} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `charter hook <agent>`: reads the agent's pre-action event, validates what it is about to do, and answers
 * in the agent's protocol (stdout and the exit code it returns). Never stops an agent because of Charter
 * itself: an event it cannot read is let through with a warning on stderr (exit 0; on stdout nothing, or the
 * agent's valid "no opinion" JSON where an empty answer could count as a failure), and a
 * decision it cannot take becomes a warning with the cause, never a block.
 */
export async function runHook(options: RunHookOptions): Promise<number> {
  const adapter = AGENT_ADAPTERS[options.agent];
  if (!options.stdin || options.stdin.isTTY === true) {
    throw new UsageError(
      `charter hook ${options.agent} reads ${adapter.title}'s event on standard input.`,
      `${adapter.title} runs it for you once \`charter hook install ${options.agent}\` configured it.`,
    );
  }
  const passThrough = (why: string): number => {
    if (adapter.unreadable) options.stdout.write(adapter.unreadable);
    options.stderr.write(
      `charter hook ${options.agent}: ${why}; no opinion, ${adapter.title}'s own permissions decide.\n`,
    );
    return 0;
  };

  let actions: HookAction[];
  let shape: string | undefined;
  try {
    const text = await readAll(options.stdin);
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch (error) {
      return passThrough(`the event on standard input is not valid JSON (${(error as Error).message})`);
    }
    const parsed = adapter.parse(event, options.cwd);
    actions = parsed.actions.filter(isCandidate);
    shape = parsed.shape;
  } catch (error) {
    return passThrough((error as Error).message);
  }

  // Core, the constitution and the ledger load only for the few calls that can ask for a decision.
  const verdict =
    actions.length === 0
      ? NO_OPINION
      : await (await import('./judge-actions')).judgeActions(actions, options);
  const answer = adapter.answer(verdict, { shape, env: options.env });
  if (answer.stdout) options.stdout.write(answer.stdout);
  if (answer.stderr) options.stderr.write(answer.stderr);
  if (verdict.note) options.stderr.write(`charter hook ${options.agent}: ${verdict.note}\n`);
  return answer.exitCode;
}
