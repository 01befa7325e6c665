import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Constitution, VALIDATION_STATUSES, type ValidationStatus } from '@charter/core';
import { UsageError } from '../exit-codes';
import { selectBackend } from '../services/backend/select';
import { readConstitutionFile } from '../services/constitution-file';
import { type DecisionOutcome, getConstitution } from '../services/decide';
import { CHARTER_DIR, findRepoRoot } from '../services/repo-root';
import { toServerTarget } from '../services/server-target';
import { toVerdictText } from '../ui/verdict-text';
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

/** What a hook judges by: a constitution, and the directory whose `.charter/ledger.json` records it. */
interface Governance {
  constitution: Constitution;
  ledgerRoot: string;
}

/**
 * The repository's own governance when it has `.charter/`; else the user's personal default constitution
 * (CHARTER_CONSTITUTION, or ~/.charter/constitution.json), recorded in the user's own ledger
 * (~/.charter/ledger.json) and never the repository's; else none: Charter has no opinion and writes nothing.
 */
export async function findGovernance(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<Governance | null> {
  const home = env.HOME || env.USERPROFILE;
  if (root !== home && existsSync(join(root, CHARTER_DIR))) {
    return { constitution: await getConstitution(root), ledgerRoot: root };
  }
  if (env.CHARTER_CONSTITUTION) {
    const constitution = await readConstitutionFile(env.CHARTER_CONSTITUTION, 'CHARTER_CONSTITUTION');
    if (!constitution) {
      throw new UsageError(`CHARTER_CONSTITUTION names ${env.CHARTER_CONSTITUTION}, which does not exist.`);
    }
    if (!home) throw new UsageError('CHARTER_CONSTITUTION is set but HOME is not, for your own ledger.');
    return { constitution, ledgerRoot: home };
  }
  if (!home) return null;
  const personal = await readConstitutionFile(
    join(home, CHARTER_DIR, 'constitution.json'),
    '~/.charter/constitution.json',
  );
  return personal ? { constitution: personal, ledgerRoot: home } : null;
}

/** The note of a hook run where there is nothing to judge by. */
export const noConstitutionNote = (root: string) =>
  `${root} has no ${CHARTER_DIR}/ and you have no personal default (~/.charter/constitution.json or CHARTER_CONSTITUTION); no opinion, nothing written.`;

/**
 * The verdict on an event's actions: each decision they ask for validated locally (recorded in
 * `.charter/ledger.json` as `agent:<agent>`, see findGovernance) or on the server, combined. A decision that cannot be taken
 * (unreadable constitution or ledger, unreachable server) is a warning naming the cause, never a block.
 */
export async function judgeActions(
  actions: readonly HookAction[],
  options: JudgeOptions,
): Promise<HookVerdict> {
  try {
    // ~/.charter/ holds the user's personal default (and the server's data), not a repository's governance.
    const home = options.env.HOME || options.env.USERPROFILE;
    const root = findRepoRoot(actions[0]?.cwd ?? options.cwd, home);
    const agentId = options.agent;
    const server = toServerTarget(options.env, options.server);
    // On a server the decision is the server's; locally, only a constitution that applies here decides.
    const governance = server ? null : await findGovernance(root, options.env);
    if (!server && !governance) return { ...NO_OPINION, note: noConstitutionNote(root) };
    const constitution = governance?.constitution ?? (await getConstitution(root));
    const inputs = (
      await Promise.all(actions.map((a) => extractDecisions(a, { root, agentId, constitution })))
    ).flat();
    // Chosen once: the server's ledger, or the ledger beside the constitution that applies here.
    const backend = await selectBackend({
      env: options.env,
      server: options.server,
      root: governance?.ledgerRoot ?? root,
      constitution: governance?.constitution,
    });
    const outcomes: DecisionOutcome[] = [];
    // One after the other: each local decision is a ledger write under the same lock.
    for (const input of inputs) {
      outcomes.push(await backend.validate(input, { actor: `agent:${options.agent}` }));
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
