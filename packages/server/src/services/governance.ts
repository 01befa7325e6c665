import { randomUUID } from 'node:crypto';
import type {
  AdminAgentDecisionInput,
  AgentDecisionInput,
  AgentDecisionResponse,
  ConstitutionalTestResponse,
  Evaluation,
  Principle,
  Rule,
} from '@charter/core';
import {
  BEST_PRACTICES,
  type Constitution,
  createDefaultConstitution,
  evaluateDecision,
  FAILURE_SCENARIOS,
  type FailureScenario,
  toKeywordDecisionType,
  toPracticeRule,
  YOUR_EXPERIENCE,
} from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { UserRecord } from '../store/port';
import { runDecision } from './decisions';

export function toPrinciple(rule: Rule): Principle {
  return { id: rule.id, category: rule.category, mandate: rule.title, rationale: rule.rationale };
}

const DEMO_STATUS = { approved: 'approved', blocked: 'rejected', warning: 'requires_review' } as const;

function toDemoInput(input: z.output<typeof AgentDecisionInput>) {
  return {
    decision_type: toKeywordDecisionType(`${input.decision_description} ${input.proposed_action}`),
    description: input.decision_description,
    proposed_action: input.proposed_action,
    agent_id: input.agent_type,
  };
}

function toAgentDecisionResponse(evaluation: Evaluation): AgentDecisionResponse {
  return {
    decision_id: evaluation.decisionId,
    governance_response: {
      status: DEMO_STATUS[evaluation.status],
      score: evaluation.score,
      violated_principles: evaluation.violations.map((v) => ({
        id: v.ruleId,
        mandate: v.title,
        enforcement_strategy: v.enforcement === 'enforced' ? 'block' : 'review',
        enforcement_message: v.message,
      })),
    },
    recommendations: evaluation.recommendations,
  };
}

/** The Constitutional AI demo: an agent's proposed action through the user's constitution (ledger source 'demo'). */
export async function runAgentDecision(
  ctx: AppContext,
  owner: UserRecord,
  input: z.output<typeof AgentDecisionInput>,
): Promise<AgentDecisionResponse> {
  const { evaluation } = await runDecision(ctx, owner, toDemoInput(input), {
    source: 'demo',
    actor: `agent:${input.agent_type}`,
  });
  return toAgentDecisionResponse(evaluation);
}

/**
 * The admin's Constitutional AI demo: the same evaluator against the default constitution of a tier. An
 * admin is nobody's owner, so there is no ledger, no exception and no project to apply: the decision is
 * judged and forgotten (its id says so).
 */
export function runAdminAgentDecision(ctx: AppContext, input: z.output<typeof AdminAgentDecisionInput>) {
  const constitution = createDefaultConstitution(input.tier);
  const evaluation = evaluateDecision(toDemoInput(input), constitution, {
    decisionId: `demo_${randomUUID()}`,
    now: ctx.now(),
  });
  return {
    ...toAgentDecisionResponse(evaluation),
    tier: input.tier,
    constitution_version: constitution.version,
    recorded: false as const,
  };
}

/** Every rule a best practice can generate, built once: the demo looks here for what would cover a gap. */
const PRACTICE_RULES = BEST_PRACTICES.map((practice) => ({ practice, rule: toPracticeRule(practice) }));

/**
 * For a documented failure the user's constitution lets through: the best practice whose generated rule
 * would stop it, as a recommendation. The demo then says honestly "not covered yet, and how", instead of
 * either hiding the gap or evaluating against rules the user does not have.
 */
function toCoverageHint(scenario: FailureScenario, constitution: Constitution, now: Date): string | null {
  const present = new Set(constitution.rules.map((rule) => rule.id));
  for (const { practice, rule } of PRACTICE_RULES) {
    if (present.has(rule.id)) continue;
    const alone: Constitution = { ...constitution, rules: [rule] };
    if (evaluateDecision(scenario.decision, alone, { decisionId: 'coverage', now }).violations.length > 0) {
      const effect = rule.enforcement === 'enforced' ? 'block' : 'flag';
      return `Your constitution does not cover this yet: generate the rule from the best practice “${practice.title}” (${rule.id}) to ${effect} it.`;
    }
  }
  return null;
}

/**
 * The documented failure scenarios through the user's real constitution. Not written to the ledger: these
 * are Charter's own examples, run on every visit of the demo page, and counting them would inflate the
 * user's metrics (decisions blocked, disasters prevented) with decisions no agent of theirs made.
 */
export async function runConstitutionalTest(
  ctx: AppContext,
  owner: UserRecord,
): Promise<ConstitutionalTestResponse> {
  const { constitution } = await ctx.governance.cache.getOwner(owner.id);
  const rules = new Map(constitution.rules.map((rule) => [rule.id, rule]));
  const now = ctx.now();
  return {
    yourExperience: { ...YOUR_EXPERIENCE },
    preventedFailures: FAILURE_SCENARIOS.map((scenario) => {
      const evaluation: Evaluation = evaluateDecision(scenario.decision, constitution, {
        decisionId: `test_${scenario.id}`,
        now,
      });
      return {
        scenario: scenario.scenario,
        story: scenario.story,
        validation: { status: evaluation.status, score: evaluation.score },
        violatedRules: evaluation.violations.map((v) => ({
          ruleId: v.ruleId,
          mandate: v.title,
          violationMessage: v.message,
          rationale: rules.get(v.ruleId)?.rationale ?? '',
        })),
        recommendations:
          evaluation.status === 'approved'
            ? [
                toCoverageHint(scenario, constitution, now) ??
                  'No rule in Charter’s catalogue covers this yet.',
              ]
            : evaluation.recommendations,
      };
    }),
    constitution_version: constitution.version,
  };
}
