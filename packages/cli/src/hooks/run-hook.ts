import { VALIDATION_STATUSES, type ValidationStatus } from '@charter/core';
import { UsageError } from '../exit-codes';
import { type DecisionOutcome, validateLocally, validateOnServer } from '../services/decide';
import { findRepoRoot } from '../services/repo-root';
import { toVerdictText } from '../services/verdict-text';
import { AGENT_ADAPTERS } from './agents/index';
import { extractDecisions } from './extract-action';
import { type HookAgent, type HookVerdict, NO_OPINION } from './types';

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

const SEVERITY: Record<ValidationStatus, number> = { approved: 0, warning: 1, blocked: 2 };

/** The worst of the verdicts (blocked > warning > approved), with the reason of each one not approved. */
export function combineOutcomes(outcomes: readonly DecisionOutcome[]): HookVerdict {
  if (outcomes.length === 0) return NO_OPINION;
  const status = outcomes
    .map((o) => o.validation.status)
    .reduce((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst), VALIDATION_STATUSES[0]);
  const reason = outcomes
    .filter((o) => o.validation.status !== 'approved')
    .map(toVerdictText)
    .join('\n\n');
  return { status, reason };
}

/**
 * `charter hook <agent>`: reads the agent's pre-action event, validates what it is about to do, and answers
 * in the agent's protocol (stdout and the exit code it returns). Never stops an agent because of Charter
 * itself: an event it cannot read is let through with a warning on stderr, and a decision it cannot take
 * (unreadable constitution, unreachable server) becomes a warning with the cause, never a block.
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
    options.stderr.write(
      `charter hook ${options.agent}: ${why}; no opinion, ${adapter.title}'s own permissions decide.\n`,
    );
    return 0;
  };

  let actions: ReturnType<typeof adapter.parse>;
  try {
    const text = await readAll(options.stdin);
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch (error) {
      return passThrough(`the event on standard input is not valid JSON (${(error as Error).message})`);
    }
    actions = adapter.parse(event, options.cwd);
  } catch (error) {
    return passThrough((error as Error).message);
  }

  let verdict: HookVerdict;
  try {
    const root = findRepoRoot(actions[0]?.cwd ?? options.cwd);
    const agentId = options.agent;
    const inputs = (await Promise.all(actions.map((a) => extractDecisions(a, { root, agentId })))).flat();
    const server = options.server ?? options.env.CHARTER_SERVER;
    const outcomes: DecisionOutcome[] = [];
    // One after the other: each local decision is a ledger write under the same lock.
    for (const input of inputs) {
      outcomes.push(
        server
          ? await validateOnServer({ url: server, apiKey: options.env.CHARTER_API_KEY }, input)
          : await validateLocally(root, input, { actor: `agent:${options.agent}` }),
      );
    }
    verdict = combineOutcomes(outcomes);
  } catch (error) {
    const hint = error instanceof UsageError && error.hint ? ` ${error.hint}` : '';
    verdict = {
      status: 'warning',
      reason: `Charter could not validate this action: ${(error as Error).message}${hint}`,
    };
  }

  const answer = adapter.answer(verdict);
  if (answer.stdout) options.stdout.write(answer.stdout);
  if (answer.stderr) options.stderr.write(answer.stderr);
  return answer.exitCode;
}
