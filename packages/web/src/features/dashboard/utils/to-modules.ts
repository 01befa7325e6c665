import type { ProjectSummary } from './summarize-projects';

/** What the modules are computed from; each count comes from a stored answer. */
export interface ModuleFacts {
  summary: ProjectSummary;
  /** Keys an agent has used at least once (usageCount > 0), active ones only. */
  usedKeys: number;
  activeKeys: number;
  decisions: number;
  pendingRebellions: number;
}

export interface ModuleState {
  key: 'primer' | 'agents' | 'governance' | 'rebellions';
  name: string;
  /** 0–100. */
  progress: number;
  detail: string;
  /** The action that moves this module forward. */
  next: { title: string; text: string; to: string; action: string };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Charter's four modules for this user, in the order a project goes through them: a primer, an agent
 * connected with a key, decisions governed by the constitution, and exceptions reviewed. Progress is a
 * measured share where there is one (primers) and done / not done otherwise.
 */
export function toModules(facts: ModuleFacts): ModuleState[] {
  const { summary } = facts;
  return [
    {
      key: 'primer',
      name: 'Project primers',
      progress: summary.total === 0 ? 0 : summary.completionShare,
      detail:
        summary.total === 0
          ? 'No project yet.'
          : `${plural(summary.complete, 'primer')} generated for ${plural(summary.total, 'project')}.`,
      next:
        summary.total === 0
          ? {
              title: 'Write your first primer',
              text: 'Answer the primer questions; your agents read the result before they touch the code.',
              to: '/primer-generator',
              action: 'Open the Primer Generator',
            }
          : {
              title: 'Finish a primer',
              text: `${plural(summary.inProgress, 'project')} still without a generated primer.`,
              to: summary.nextInProgress
                ? `/project/${encodeURIComponent(summary.nextInProgress.id)}`
                : '/my-projects',
              action: summary.nextInProgress ? `Continue ${summary.nextInProgress.name}` : 'Open My Projects',
            },
    },
    {
      key: 'agents',
      name: 'Agent connection',
      progress: facts.usedKeys > 0 ? 100 : facts.activeKeys > 0 ? 50 : 0,
      detail:
        facts.usedKeys > 0
          ? `${plural(facts.usedKeys, 'key')} used by an agent.`
          : facts.activeKeys > 0
            ? 'A key exists, but no agent has used it yet.'
            : 'No Charter API key yet.',
      next: {
        title: facts.activeKeys > 0 ? 'Connect an agent with your key' : 'Create a key for your agent',
        text: 'An agent asks Charter before risky changes with a Charter API key.',
        to: facts.activeKeys > 0 ? '/quick-start' : '/charter-api-keys',
        action: facts.activeKeys > 0 ? 'Open Quick Start' : 'Create a Charter API key',
      },
    },
    {
      key: 'governance',
      name: 'Governed decisions',
      progress: facts.decisions > 0 ? 100 : 0,
      detail:
        facts.decisions > 0
          ? `${plural(facts.decisions, 'decision')} in the ledger.`
          : 'No decision recorded yet.',
      next: {
        title: 'Try the constitution on a decision',
        text: 'See what your constitution allows, blocks or sends for review before an agent asks.',
        to: '/governance-demo',
        action: 'Open the Governance Demo',
      },
    },
    {
      key: 'rebellions',
      name: 'Exception review',
      progress: facts.pendingRebellions === 0 ? 100 : 0,
      detail:
        facts.pendingRebellions === 0
          ? 'No exception request waiting.'
          : `${plural(facts.pendingRebellions, 'request')} waiting for your decision.`,
      next: {
        title: 'Decide on the waiting exception requests',
        text: 'Blocked agents wait until you approve or reject.',
        to: '/my-projects?tab=rebellions',
        action: 'Review rebellions',
      },
    },
  ];
}

/** The next step: waiting rebellions first (agents are blocked), then the first module not done. */
export function toNextStep(modules: readonly ModuleState[]): ModuleState['next'] | null {
  const rebellions = modules.find((m) => m.key === 'rebellions');
  if (rebellions && rebellions.progress < 100) return rebellions.next;
  return modules.find((m) => m.progress < 100)?.next ?? null;
}
