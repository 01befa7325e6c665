import { VALIDATION_STATUSES, type ValidationStatus } from '@charter/core';
import { UsageError } from '../exit-codes';
import { type DecisionOutcome, validateLocally, validateOnServer } from '../services/decide';
import { findRepoRoot } from '../services/repo-root';
import { toServerTarget } from '../services/server-target';
import { toVerdictText } from '../services/verdict-text';
import { extractDecisions } from './extract-action';
import { type HookAction, type HookAgent, type HookVerdict, NO_OPINION } from './types';

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

export interface JudgeOptions {
  agent: HookAgent;
  /** Where the hook runs, when the event names no directory. */
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  server?: string | undefined;
}

/**
 * The verdict on an event's actions: each decision they ask for validated locally (recorded in
 * `.charter/ledger.json` as `agent:<agent>`) or on the server, combined. A decision that cannot be taken
 * (unreadable constitution or ledger, unreachable server) is a warning naming the cause, never a block.
 */
export async function judgeActions(
  actions: readonly HookAction[],
  options: JudgeOptions,
): Promise<HookVerdict> {
  try {
    const root = findRepoRoot(actions[0]?.cwd ?? options.cwd);
    const agentId = options.agent;
    const inputs = (await Promise.all(actions.map((a) => extractDecisions(a, { root, agentId })))).flat();
    const server = toServerTarget(options.env, options.server);
    const outcomes: DecisionOutcome[] = [];
    // One after the other: each local decision is a ledger write under the same lock.
    for (const input of inputs) {
      outcomes.push(
        server
          ? await validateOnServer(server, input)
          : await validateLocally(root, input, { actor: `agent:${options.agent}` }),
      );
    }
    return combineOutcomes(outcomes);
  } catch (error) {
    const hint = error instanceof UsageError && error.hint ? ` ${error.hint}` : '';
    return {
      status: 'warning',
      reason: `Charter could not validate this action: ${(error as Error).message}${hint}`,
    };
  }
}
