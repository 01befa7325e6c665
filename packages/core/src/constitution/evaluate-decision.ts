import { applyExceptions, type DecisionScope, UNSCOPED } from './apply-exceptions';
import { assessRisk } from './assess-risk';
import { checkRule, type RuleContext, ruleReads } from './check-rule';
import { describeDecisionTypeFamilies, toDecisionTypeFamily } from './decision-types';
import { extractFacts } from './extract-facts';
import { MAX_TEXT_CHARS } from './read-quantities';
import type { Constitution, DecisionInput, Evaluation, ExceptionGrant, Violation } from './schema';
import { scoreViolations } from './score-violations';
import { toRecommendations } from './to-recommendations';

export interface EvaluateOptions {
  /** Id of the decision record (the caller makes ids; core never does). */
  decisionId: string;
  /** Approved exceptions of the project; expired or non-matching ones are ignored. */
  exceptions?: readonly ExceptionGrant[];
  /** The moment of the evaluation, for exception expiry. */
  now: Date;
  /** The decision's project: exceptions apply only to the project they were approved for. Default: none. */
  scope?: DecisionScope;
}

const SPACE_RE = /\s+/g;

/**
 * The answer's sentence for a decision no rule covers.
 * @example toUncoveredSentence('launch_rockets'); // 'No rule covers this type ("launch_rockets") …'
 */
export function toUncoveredSentence(decisionType: string): string {
  return `No rule covers this type ("${decisionType}") or anything the decision states: nothing was judged, so a person should review it. Types Charter's rules are written for: ${describeDecisionTypeFamilies()}. Or send the quantities in metadata (current_dependencies, timeout_ms, build_seconds, wcag_level).`;
}

/**
 * The constitution's justifications, plus those the decision carries in `metadata.justifications`
 * (`{ "chart.js": "charts on the billing page" }`): an agent can justify what it adds in the same call.
 * Blank reasons justify nothing.
 */
function toJustifications(
  fromConstitution: Readonly<Record<string, string>> | undefined,
  fromDecision: unknown,
): Readonly<Record<string, string>> {
  if (!fromDecision || typeof fromDecision !== 'object' || Array.isArray(fromDecision))
    return fromConstitution ?? {};
  const merged: Record<string, string> = { ...fromConstitution };
  for (const [name, reason] of Object.entries(fromDecision)) {
    if (typeof reason === 'string' && reason.trim() !== '') merged[name] = reason;
  }
  return merged;
}

/**
 * The verdict of `constitution` on one decision: violations, what approved exceptions waive, a score,
 * recommendations and the risk. Deterministic: the same input gives the same evaluation.
 * @example evaluateDecision({ decision_type: 'api_call', description: 'Set a 25 s timeout' }, createDefaultConstitution(), { decisionId: 'd1', now }).status; // 'blocked'
 */
export function evaluateDecision(
  decision: DecisionInput,
  constitution: Constitution,
  options: EvaluateOptions,
): Evaluation {
  const decisionType = decision.decision_type.trim().toLowerCase();
  let phraseText: string | null = null;
  const context: RuleContext = {
    facts: extractFacts(decision),
    decisionType,
    // Only pattern rules need it; most constitutions evaluate without building it.
    phraseText: () => {
      phraseText ??=
        `${decision.description.slice(0, MAX_TEXT_CHARS)} ${(decision.proposed_action ?? '').slice(0, MAX_TEXT_CHARS)}`
          .toLowerCase()
          .replace(SPACE_RE, ' ');
      return phraseText;
    },
    justifications: toJustifications(constitution.justifications, decision.metadata?.justifications),
  };

  const violations: Violation[] = [];
  for (const rule of constitution.rules) {
    const violation = checkRule(rule, context);
    if (violation !== null) violations.push(violation);
  }

  const covered =
    violations.length > 0 ||
    toDecisionTypeFamily(decisionType) !== null ||
    constitution.rules.some((rule) => ruleReads(rule, context));
  if (!covered) {
    // Nothing any rule measures: "approved, 100" would claim a judgement that never happened.
    return {
      decisionId: options.decisionId,
      constitutionVersion: constitution.version,
      verdict: 'ask',
      status: 'warning',
      score: null,
      covered: false,
      violations: [],
      waived: [],
      exception: null,
      recommendations: [toUncoveredSentence(decisionType)],
      risk: 'MEDIUM',
    };
  }

  const { remaining, waived, exception } = applyExceptions(violations, options.exceptions ?? [], {
    decisionType: decision.decision_type.trim(),
    scope: options.scope ?? UNSCOPED,
    now: options.now,
  });
  const blocked = remaining.some((v) => v.enforcement === 'enforced');
  const verdict = blocked ? 'deny' : remaining.length > 0 ? 'ask' : 'allow';
  return {
    decisionId: options.decisionId,
    constitutionVersion: constitution.version,
    verdict,
    status: verdict === 'deny' ? 'blocked' : verdict === 'ask' ? 'warning' : 'approved',
    score: scoreViolations(remaining),
    covered: true,
    violations: remaining,
    waived,
    exception,
    recommendations: toRecommendations(remaining, constitution.rules, blocked),
    // Risk of what still stands: a waived violation was accepted by a person, within its ceiling.
    risk: assessRisk(remaining),
  };
}
