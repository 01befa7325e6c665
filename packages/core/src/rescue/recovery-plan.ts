import { FINDING_SEVERITIES } from '../diagnostics/types';
import type { RescueFinding, RescuePlanStep, RescueRecommendation } from './schema';

/** At most this many fix steps; the rest of the findings stay listed as findings. */
export const MAX_PLAN_STEPS = 10;

const rank = (severity: RescueFinding['severity']) => FINDING_SEVERITIES.indexOf(severity);

export interface RecoveryPlan {
  recommendations: RescueRecommendation[];
  plan: RescuePlanStep[];
}

/**
 * The constitutional rule a repository rule measures: a limit found in the description and in the code, or by
 * two code rules (a missing timeout and a too-long one), is one thing to fix and is recommended once.
 */
const SAME_LIMIT: Record<string, string> = {
  'deps/direct-dependency-limit': 'CH-DEP-001',
  'deps/unjustified-dependency': 'CH-DEP-002',
  'perf/http-timeout-missing': 'CH-API-001',
  'perf/http-timeout-too-long': 'CH-API-001',
  'a11y/img-alt': 'CH-A11Y-001',
};

const toTopic = (finding: RescueFinding) => SAME_LIMIT[finding.ruleId] ?? finding.ruleId;

/** One sentence, ending in exactly one full stop ("seconds." + "." never gives "seconds.."). */
function toSentence(text: string): string {
  const trimmed = text.trim().replace(/[.!?…\s]+$/u, '');
  return trimmed === '' ? '' : `${trimmed}.`;
}

/** Sentences joined by one space, each ending in one full stop. */
export function joinSentences(...parts: string[]): string {
  return parts.map(toSentence).filter(Boolean).join(' ');
}

function toWhere(finding: RescueFinding): string {
  return finding.source === 'description'
    ? `You described it: ${finding.evidence.replace(/^text: /, '')}`
    : `Found in ${finding.occurrences} ${finding.occurrences === 1 ? 'place' : 'places'}, first at ${finding.evidence}`;
}

/**
 * Strategic recommendation and the guided-recovery plan, from the findings alone: one recommendation per limit
 * (most severe first; a limit found in the description and the repository, or by two code rules, counts once,
 * the description's measurement first), one step per recommendation, then a closing step that measures again. With no findings
 * the plan asks for the measurement the diagnosis lacked instead of inventing a problem.
 * @example toRecoveryPlan([timeoutFinding]).plan.map((s) => s.title) // ['Fix: Every outbound API call has …', 'Measure again …']
 */
export function toRecoveryPlan(findings: readonly RescueFinding[]): RecoveryPlan {
  // One per limit: the first finding (the description's, which the mission lists first) speaks for it, and
  // the others are named where they were found.
  const byTopic = new Map<string, { lead: RescueFinding; others: RescueFinding[] }>();
  for (const finding of findings) {
    const seen = byTopic.get(toTopic(finding));
    if (seen) seen.others.push(finding);
    else byTopic.set(toTopic(finding), { lead: finding, others: [] });
  }
  const groups = [...byTopic.values()].sort((a, b) => rank(a.lead.severity) - rank(b.lead.severity));
  const ordered = groups.map((group) => group.lead);

  const recommendations = ordered.map(
    (finding): RescueRecommendation => ({
      ruleId: finding.ruleId,
      severity: finding.severity,
      title: finding.title,
      action: finding.fix,
    }),
  );

  if (ordered.length === 0) {
    return {
      recommendations,
      plan: [
        {
          id: 'step-1',
          title: 'Measure the problem',
          detail:
            'Neither the description nor a repository scan showed a limit being broken. Record the numbers behind the problem (direct dependencies, the slowest API call and its timeout, the build time) or add the repository, then start a new mission with them.',
          ruleId: null,
          done: false,
          doneAt: null,
        },
      ],
    };
  }

  const steps: RescuePlanStep[] = groups.slice(0, MAX_PLAN_STEPS).map(({ lead, others }, index) => ({
    id: `step-${index + 1}`,
    title: `Fix: ${lead.title}`,
    detail: joinSentences(
      lead.message,
      toWhere(lead),
      ...others.filter((other) => other.message !== lead.message).map((other) => `Also: ${other.message}`),
      ...others.map(toWhere),
      lead.fix,
    ),
    ruleId: lead.ruleId,
    done: false,
    doneAt: null,
  }));
  steps.push({
    id: `step-${steps.length + 1}`,
    title: 'Measure again',
    detail:
      'Check the project against the constitution again (Project Diagnostic or `charter check`) and confirm none of the findings above remain.',
    ruleId: null,
    done: false,
    doneAt: null,
  });
  return { recommendations, plan: steps };
}
