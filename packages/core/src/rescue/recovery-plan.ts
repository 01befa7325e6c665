import { FINDING_SEVERITIES } from '../diagnostics/types';
import type { RescueFinding, RescuePlanStep, RescueRecommendation } from './schema';

/** At most this many fix steps; the rest of the findings stay listed as findings. */
export const MAX_PLAN_STEPS = 10;

const rank = (severity: RescueFinding['severity']) => FINDING_SEVERITIES.indexOf(severity);

export interface RecoveryPlan {
  recommendations: RescueRecommendation[];
  plan: RescuePlanStep[];
}

function toAction(finding: RescueFinding): string {
  const where =
    finding.source === 'description'
      ? `You described it: ${finding.evidence.replace(/^text: /, '')}.`
      : `Found in ${finding.occurrences} ${finding.occurrences === 1 ? 'place' : 'places'}, first at ${finding.evidence}.`;
  return `${finding.message}. ${where}`;
}

/**
 * Strategic recommendation and the guided-recovery plan, from the findings alone: one recommendation per rule
 * (most severe first; a rule found both in the description and the repository counts once, the description's
 * measurement first), one step per recommendation, then a closing step that measures again. With no findings
 * the plan asks for the measurement the diagnosis lacked instead of inventing a problem.
 * @example toRecoveryPlan([timeoutFinding]).plan.map((s) => s.title) // ['Fix: Every outbound API call has …', 'Measure again …']
 */
export function toRecoveryPlan(findings: readonly RescueFinding[]): RecoveryPlan {
  const byRule = new Map<string, RescueFinding>();
  for (const finding of findings) if (!byRule.has(finding.ruleId)) byRule.set(finding.ruleId, finding);
  const ordered = [...byRule.values()].sort((a, b) => rank(a.severity) - rank(b.severity));

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

  const steps: RescuePlanStep[] = ordered.slice(0, MAX_PLAN_STEPS).map((finding, index) => ({
    id: `step-${index + 1}`,
    title: `Fix: ${finding.title}`,
    detail: `${toAction(finding)} ${finding.fix}`,
    ruleId: finding.ruleId,
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
