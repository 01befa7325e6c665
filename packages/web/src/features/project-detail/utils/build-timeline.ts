import type { LedgerEntry, Project, Rebellion } from '@charter/core';

export type TimelineKind =
  | 'created'
  | 'primer'
  | 'decision'
  | 'rebellion-filed'
  | 'rebellion-approved'
  | 'rebellion-rejected'
  | 'rebellion-expired'
  | 'rebellion-used'
  | 'rebellion-revoked';

export interface TimelineEvent {
  id: string;
  at: string;
  kind: TimelineKind;
  title: string;
  detail: string;
  /** The decision or rebellion the event is about, which has a page of its own. */
  item?: { kind: 'decisions' | 'rebellions'; id: string };
}

const SOURCE_LABELS: Record<Project['source'], string> = {
  'primer-generator': 'from the Primer Generator',
  conversation: 'from a conversation',
  connected: 'as a connected app',
};

const DECISION_TITLES: Record<LedgerEntry['status'], string> = {
  approved: 'Decision approved',
  warning: 'Decision approved with warnings',
  blocked: 'Decision blocked',
};

const REBELLION_TITLES = {
  filed: 'Rebellion filed',
  approved: 'Rebellion approved',
  rejected: 'Rebellion rejected',
  expired: 'Rebellion expired',
  used: 'Approved rebellion used',
  revoked: 'Rebellion revoked',
} as const;

function rebellionEvents(rebellion: Rebellion): TimelineEvent[] {
  const history =
    rebellion.history.length > 0
      ? rebellion.history
      : [
          {
            at: rebellion.created_at,
            action: 'filed' as const,
            actor: `agent:${rebellion.agent_id}`,
            note: null,
          },
        ];
  return history.map((event, index) => ({
    id: `rebellion-${rebellion.rebellion_id}-${index}`,
    at: event.at,
    kind: `rebellion-${event.action}`,
    title: REBELLION_TITLES[event.action],
    detail: [rebellion.requested_action, event.note].filter(Boolean).join(' — '),
    item: { kind: 'rebellions' as const, id: rebellion.rebellion_id },
  }));
}

/**
 * Everything that happened to the project, newest first: its creation, its primer, every validation in its
 * ledger and every step of its rebellions.
 */
export function buildTimeline(
  project: Project,
  decisions: readonly LedgerEntry[],
  rebellions: readonly Rebellion[],
): TimelineEvent[] {
  const events: TimelineEvent[] = [
    {
      id: 'created',
      at: project.createdAt,
      kind: 'created',
      title: 'Project created',
      detail: `${project.name} ${SOURCE_LABELS[project.source]}`,
    },
  ];
  if (project.completionStatus && project.primerContent.trim() !== '') {
    // The store keeps no separate primer time: the primer is saved with the project's last update.
    events.push({
      id: 'primer',
      at: project.updatedAt,
      kind: 'primer',
      title: 'Primer generated',
      detail: `${project.primerContent.length.toLocaleString('en-US')} characters`,
    });
  }
  for (const decision of decisions) {
    events.push({
      id: `decision-${decision.decision_id}`,
      at: decision.at,
      kind: 'decision',
      title: DECISION_TITLES[decision.status],
      detail: `${decision.decision_type}: ${decision.description}`,
      item: { kind: 'decisions', id: decision.decision_id },
    });
  }
  for (const rebellion of rebellions) events.push(...rebellionEvents(rebellion));
  // Newest first; at the same instant, later-added events (decisions after creation) first.
  return events
    .map((event, order) => ({ event, order }))
    .sort((a, b) => b.event.at.localeCompare(a.event.at) || b.order - a.order)
    .map(({ event }) => event);
}
