import type { Rebellion, RebellionCeilings, RebellionUses } from './rebellion-schema';

/**
 * The one sentence saying what an exception lets through. The server answers it with every rebellion, the
 * console shows it in the approve dialog as the approver changes the form, and the CLI prints it.
 */

/** What a scope sentence is made of: the rebellion, or a pending one with the approver's choices applied. */
export interface ExceptionScope {
  project_id: string | null;
  project_name: string | null;
  decision_type: string;
  rule_ids: readonly string[];
  ceilings: RebellionCeilings;
  uses: RebellionUses;
  expires_at: string | null;
}

/**
 * How a sentence names a decision's project.
 * @example describeProject('Design Platform', 'p1'); // 'project Design Platform'
 */
export function describeProject(name: string | null, id: string | null): string {
  if (name) return `project ${name}`;
  if (id) return `project ${id}`;
  return 'your decisions that name no project';
}

const toUTC = (iso: string) => {
  const at = new Date(iso);
  return Number.isFinite(at.getTime()) ? `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : iso;
};

function describeRule(ruleId: string, ceilings: RebellionCeilings): string {
  const ceiling = ceilings[ruleId];
  if (!ceiling || ceiling.max === null) return `through ${ruleId} (no numeric ceiling)`;
  return `up to ${ceiling.max}${ceiling.unit ? ` ${ceiling.unit}` : ''} through ${ruleId}`;
}

function describeUses(uses: RebellionUses): string {
  if (uses === 'unlimited') return 'any number of times';
  return uses === 1 ? 'once' : `${uses} times`;
}

/**
 * What approving `scope` lets through, as a sentence without a verb's subject.
 * @example describeExceptionScope(scope); // 'lets dependency decisions of project A up to 75 dependencies through CH-DEP-001, once, until revoked'
 */
export function describeExceptionScope(scope: ExceptionScope): string {
  const rules = scope.rule_ids.map((id) => describeRule(id, scope.ceilings)).join(' and ');
  const until = scope.expires_at ? `until ${toUTC(scope.expires_at)} or revoked` : 'until revoked';
  return `lets ${scope.decision_type} decisions of ${describeProject(scope.project_name, scope.project_id)} ${rules}, ${describeUses(scope.uses)}, ${until}`;
}

/**
 * The sentence for a rebellion in its current state: what approving would do, what it does, or why it
 * lets nothing through any more.
 * @example describeRebellion(approved, new Date()); // 'Lets dependency decisions of project A up to 75 dependencies through CH-DEP-001, once, until revoked (used 0 of 1).'
 */
export function describeRebellion(rebellion: Rebellion, now: Date): string {
  const scope = describeExceptionScope(rebellion);
  const used =
    rebellion.uses === 'unlimited'
      ? `used ${rebellion.times_used} times`
      : `used ${rebellion.times_used} of ${rebellion.uses}`;
  switch (rebellion.status) {
    case 'pending':
      return `Approving ${scope}.`;
    case 'rejected':
      return 'Rejected: lets nothing through.';
    case 'revoked':
      return `Revoked: lets nothing through any more (${used}).`;
    case 'approved': {
      if (rebellion.uses !== 'unlimited' && rebellion.times_used >= rebellion.uses)
        return `Used up (${used}): lets nothing through any more.`;
      if (rebellion.expires_at && Date.parse(rebellion.expires_at) <= now.getTime())
        return `Expired on ${toUTC(rebellion.expires_at)}: lets nothing through any more (${used}).`;
      return `${scope[0]!.toUpperCase()}${scope.slice(1)} (${used}).`;
    }
  }
}
