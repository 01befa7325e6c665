import { z } from 'zod';
import {
  ConstitutionSchema,
  DecisionSchema,
  ProjectTierSchema,
  VALIDATION_STATUSES,
} from '../constitution/schema';
import { LedgerEntrySchema, ValidationResultSchema } from '../governance/schema';
import { defineRoute } from './contract';

export {
  LEDGER_SOURCES,
  type LedgerEntry,
  LedgerEntrySchema,
  type LedgerSource,
  LedgerSourceSchema,
  type ValidationResult,
  ValidationResultSchema,
} from '../governance/schema';

/** Agents ask here: one decision in, a verdict with its reasons out. Every answer is written to the ledger. */
export const ExternalValidateInput = z.object({
  /** The key owner's project of that name supplies its settings; none (or unknown) → the owner's constitution. */
  project_name: z.string().trim().max(200).optional(),
  decision_type: DecisionSchema.shape.decision_type,
  description: DecisionSchema.shape.description,
  proposed_action: DecisionSchema.shape.proposed_action,
  metadata: DecisionSchema.shape.metadata,
  agent_id: DecisionSchema.shape.agent_id,
});
export type ExternalValidateInput = z.input<typeof ExternalValidateInput>;

export const ExternalValidateResponseSchema = z.object({
  success: z.literal(true),
  decision_id: z.string(),
  constitution_version: z.string(),
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  constitutional_validation: ValidationResultSchema,
  /** Present when blocked: how to ask a person for an exception. */
  exception_request: z
    .object({ method: z.literal('POST'), path: z.string(), decision_id: z.string(), hint: z.string() })
    .optional(),
});
export type ExternalValidateResponse = z.infer<typeof ExternalValidateResponseSchema>;

export { AGENT_DECISIONS_NOTE, AGENT_LEDGER_SOURCES, isAgentDecision } from './agent-decisions';

export const PrincipleSchema = z.object({
  id: z.string(),
  category: z.string(),
  mandate: z.string(),
  rationale: z.string(),
});
export type Principle = z.infer<typeof PrincipleSchema>;

export const AGENT_TYPES = ['replit', 'claude', 'chatgpt', 'v0', 'github-copilot'] as const;

export const AgentDecisionInput = z.object({
  agent_type: z.enum(AGENT_TYPES, { error: `Choose an agent type: ${AGENT_TYPES.join(', ')}.` }),
  decision_description: z
    .string({ error: 'Describe the original request.' })
    .trim()
    .min(1, { error: 'Describe the original request.' })
    .max(5000),
  proposed_action: z
    .string({ error: 'Describe the proposed action.' })
    .trim()
    .min(1, { error: 'Describe the proposed action.' })
    .max(5000),
});

export const AgentDecisionResponseSchema = z.object({
  decision_id: z.string(),
  governance_response: z.object({
    status: z.enum(['approved', 'rejected', 'requires_review']),
    score: z.number().int().min(0).max(100).nullable(),
    violated_principles: z.array(
      z.object({
        id: z.string(),
        mandate: z.string(),
        enforcement_strategy: z.string(),
        enforcement_message: z.string(),
      }),
    ),
  }),
  recommendations: z.array(z.string()),
});
export type AgentDecisionResponse = z.infer<typeof AgentDecisionResponseSchema>;

/** The admin's demo runs against a tier's default constitution, not a user's: nothing is recorded. */
export const AdminDemoTierQuery = z.object({ tier: ProjectTierSchema.default('standard') });

export const AdminAgentDecisionInput = AgentDecisionInput.extend({
  tier: ProjectTierSchema.default('standard'),
});

export const AdminAgentDecisionResponseSchema = AgentDecisionResponseSchema.extend({
  tier: ProjectTierSchema,
  constitution_version: z.string(),
  /** Always false: an admin's demo run is written to no ledger. */
  recorded: z.literal(false),
});

export const ConstitutionalTestResponseSchema = z.object({
  /** Illustrative stories, labelled as such on screen. */
  yourExperience: z.object({ semi: z.string(), honeybadger: z.string(), designPlatform: z.string() }),
  preventedFailures: z.array(
    z.object({
      scenario: z.string(),
      story: z.string(),
      validation: z.object({ status: z.enum(VALIDATION_STATUSES), score: z.number().int().nullable() }),
      violatedRules: z.array(
        z.object({
          ruleId: z.string(),
          mandate: z.string(),
          violationMessage: z.string(),
          rationale: z.string(),
        }),
      ),
      recommendations: z.array(z.string()),
    }),
  ),
  constitution_version: z.string(),
});
export type ConstitutionalTestResponse = z.infer<typeof ConstitutionalTestResponseSchema>;

export const GovernanceValidateInput = z.object({
  decision: z.object({
    agent_id: z.string().max(200).optional(),
    decision_type: DecisionSchema.shape.decision_type,
    description: DecisionSchema.shape.description,
    proposed_action: DecisionSchema.shape.proposed_action,
    context: z.record(z.string(), z.unknown()).optional(),
  }),
  /** The project (primer) the decision belongs to, when known. */
  primer_id: z.string().max(200).nullish(),
});

export const UserConstitutionSchema = z.object({ constitution: ConstitutionSchema });

export const governanceApi = {
  externalValidate: defineRoute({
    method: 'POST',
    path: '/api/external/validate',
    summary: 'For agents: may I do this? A verdict with violated rules, recommendations and a decision id',
    auth: 'key',
    errors: [503],
    body: ExternalValidateInput,
    response: ExternalValidateResponseSchema,
    tags: ['governance', 'agents'],
  }),
  validateDecision: defineRoute({
    method: 'POST',
    path: '/api/governance/validate-decision',
    summary: 'Validate a decision from the console (recorded in the ledger)',
    auth: 'user',
    errors: [503],
    body: GovernanceValidateInput,
    response: z.object({
      success: z.literal(true),
      decision_id: z.string(),
      constitution_version: z.string(),
      result: ValidationResultSchema,
    }),
    tags: ['governance'],
  }),
  principles: defineRoute({
    method: 'GET',
    path: '/api/governance/principles',
    summary: 'The signed-in user’s constitutional principles: the default rules and the generated ones',
    auth: 'user',
    response: z.object({ principles: z.array(PrincipleSchema), constitution_version: z.string() }),
    tags: ['governance'],
  }),
  constitution: defineRoute({
    method: 'GET',
    path: '/api/user/constitution',
    summary: 'The signed-in user’s constitution (default rules plus rules generated from best practices)',
    auth: 'user',
    response: UserConstitutionSchema,
    tags: ['governance'],
  }),
  agentDecision: defineRoute({
    method: 'POST',
    path: '/api/demo/agent-decision',
    summary: 'Evaluate an agent’s proposed action (the Constitutional AI demo)',
    auth: 'user',
    errors: [503],
    body: AgentDecisionInput,
    response: AgentDecisionResponseSchema,
    tags: ['governance'],
  }),
  adminPrinciples: defineRoute({
    method: 'GET',
    path: '/api/admin/constitutional-demo/principles',
    summary:
      'For admins: the principles of a tier’s default constitution (the admin’s Constitutional AI demo)',
    auth: 'admin',
    query: AdminDemoTierQuery,
    response: z.object({
      principles: z.array(PrincipleSchema),
      constitution_version: z.string(),
      tier: ProjectTierSchema,
    }),
    tags: ['governance', 'admin'],
  }),
  adminAgentDecision: defineRoute({
    method: 'POST',
    path: '/api/admin/constitutional-demo/agent-decision',
    summary:
      'For admins: evaluate an agent’s proposed action against a tier’s default constitution; recorded nowhere',
    auth: 'admin',
    body: AdminAgentDecisionInput,
    response: AdminAgentDecisionResponseSchema,
    tags: ['governance', 'admin'],
  }),
  constitutionalTest: defineRoute({
    method: 'GET',
    path: '/api/constitutional/test',
    summary: 'The documented failure scenarios run through the real evaluator',
    auth: 'user',
    response: ConstitutionalTestResponseSchema,
    tags: ['governance'],
  }),
  decisions: defineRoute({
    method: 'GET',
    path: '/api/user/decisions',
    summary: 'The signed-in user’s decision ledger, newest first',
    auth: 'user',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(500).default(50),
      project_id: z.string().max(200).optional(),
      /** `agents` (default): only decisions agents asked (`AGENT_LEDGER_SOURCES`); `all`: demo runs too. */
      source: z.enum(['agents', 'all']).default('agents'),
    }),
    response: z.object({ decisions: z.array(LedgerEntrySchema) }),
    tags: ['governance'],
  }),
} as const;
