import type {
  AgentDecisionInput,
  AgentDecisionResponse,
  ConstitutionalTestResponse,
  Evaluation,
  Principle,
  Rule,
} from '@charter/core';
import { evaluateDecision, FAILURE_SCENARIOS, YOUR_EXPERIENCE } from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { UserRecord } from '../store/port';
import { runDecision } from './decisions';

export function toPrinciple(rule: Rule): Principle {
  return { id: rule.id, category: rule.category, mandate: rule.title, rationale: rule.rationale };
}

/** The decision type a free-text request most likely is; the evaluator also reads the texts themselves. */
const TYPE_HINTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['dependency', /\b(dependenc|package|npm|yarn|pnpm|librar|install|module)/],
  ['accessibility', /\b(alt text|aria|wcag|accessib|screen reader|contrast|keyboard)/],
  ['build', /\b(build|bundle|compile|webpack|vite|ci pipeline)/],
  ['api', /\b(api|endpoint|http|fetch|request|timeout|webhook)/],
];

export function toDecisionType(text: string): string {
  const lower = text.toLowerCase();
  return TYPE_HINTS.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'general';
}

const DEMO_STATUS = { approved: 'approved', blocked: 'rejected', warning: 'requires_review' } as const;

/** The Constitutional AI demo: an agent's proposed action through the user's constitution (ledger source 'demo'). */
export async function runAgentDecision(
  ctx: AppContext,
  owner: UserRecord,
  input: z.output<typeof AgentDecisionInput>,
): Promise<AgentDecisionResponse> {
  const { evaluation } = await runDecision(
    ctx,
    owner,
    {
      decision_type: toDecisionType(`${input.decision_description} ${input.proposed_action}`),
      description: input.decision_description,
      proposed_action: input.proposed_action,
      agent_id: input.agent_type,
    },
    { source: 'demo', actor: `agent:${input.agent_type}` },
  );
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
        recommendations: evaluation.recommendations,
      };
    }),
    constitution_version: constitution.version,
  };
}
