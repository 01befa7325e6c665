import { type DecisionInput, RebellionSchema } from '@charter/core';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type DecisionOutcome, validateLocally } from '../services/decide';
import { readDeclaredDependencies, toDependencyDecision } from '../services/dependency-decision';
import { requestLocalRebellion } from '../services/rebellions';
import { toVerdictText } from '../ui/verdict-text';
import { type McpContext, toActor } from './context';
import {
  DecisionOutcomeSchema,
  RecordedDecisionSchema,
  recordDecisionInput,
  requestExceptionInput,
  validateDecisionInput,
} from './schemas';
import { guarded, toToolResult } from './tool-result';

/** What an agent does next with a decision that was not approved: a tool call, not a CLI command. */
const exceptionHint = (decisionId: string) =>
  `call request_exception with decision_id "${decisionId}" and a justification a person can judge`;

/**
 * A dependency addition without the project's figures gets them from package.json (as the hooks do), so an
 * agent only names the packages: the current count, and which names are really new.
 */
async function withDeclaredDependencies(root: string, input: DecisionInput): Promise<DecisionInput> {
  const metadata = input.metadata ?? {};
  if (input.decision_type.trim().toLowerCase() !== 'dependency_addition') return input;
  if (metadata.current_dependencies !== undefined || typeof metadata.dependencies === 'number') return input;
  const listed = [metadata.packages, metadata.new_dependencies].find(Array.isArray) as unknown[] | undefined;
  const packages = (listed ?? []).filter((name): name is string => typeof name === 'string');
  if (packages.length === 0) {
    const { runtime } = await readDeclaredDependencies(root);
    return { ...input, metadata: { ...metadata, current_dependencies: runtime.length } };
  }
  const derived = await toDependencyDecision(root, { packages, dev: metadata.dev === true });
  return { ...input, metadata: { ...metadata, ...derived.metadata } };
}

/** Evaluates and records a decision; answers the outcome without the evaluator's internals. */
async function decide(
  ctx: McpContext,
  input: DecisionInput,
  rationale?: string,
): Promise<DecisionOutcome & { rationale: string | null }> {
  const agent = ctx.agentName();
  const { entry, ...outcome } = await validateLocally(
    ctx.root,
    { ...(await withDeclaredDependencies(ctx.root, input)), agent_id: agent.slice(0, 200) },
    { actor: toActor(ctx), rationale },
  );
  return {
    ...outcome,
    rebellion_hint: outcome.rebellion_hint ? exceptionHint(outcome.decision_id) : null,
    rationale: entry.rationale,
  };
}

/** validate_decision, record_decision and request_exception: the agent's side of the ledger. */
export function registerDecisionTools(server: McpServer, ctx: McpContext): void {
  server.registerTool(
    'validate_decision',
    {
      title: 'Validate a decision against the constitution',
      description:
        'Call BEFORE acting on a decision the constitution governs: adding a dependency, setting an HTTP timeout, changing the build, touching accessibility or architecture. Answers approved, blocked (do not proceed) or warning (needs a person’s review), naming each violated rule with its threshold and actual value. The decision is recorded in .charter/ledger.json. When blocked, change course or call request_exception with the decision_id.',
      inputSchema: validateDecisionInput,
      outputSchema: DecisionOutcomeSchema,
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    },
    ({ metadata, ...input }) =>
      guarded(async () => {
        const { rationale: _rationale, ...outcome } = await decide(ctx, {
          ...input,
          metadata: metadata ?? {},
        });
        return toToolResult(toVerdictText(outcome), outcome);
      }),
  );

  server.registerTool(
    'record_decision',
    {
      title: 'Record a decision and why it was made',
      description:
        'Record a decision you made (a library choice, an architecture or API design choice) with its rationale, so later sessions and people can see what was decided and why (get_decisions returns it). It is evaluated against the constitution like validate_decision, and the verdict is returned.',
      inputSchema: recordDecisionInput,
      outputSchema: RecordedDecisionSchema,
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    },
    ({ rationale, ...input }) =>
      guarded(async () => {
        const outcome = await decide(ctx, input, rationale);
        return toToolResult(`Recorded with its rationale.\n${toVerdictText(outcome)}`, outcome);
      }),
  );

  server.registerTool(
    'request_exception',
    {
      title: 'Ask a person for an exception to a blocked decision',
      description:
        'File a rebellion: ask the project owner to allow a decision validate_decision blocked (or flagged for review). Give the decision_id and a justification a person can judge. The request starts pending; do not proceed until list_rebellions shows it approved, then validate the decision again (an approved exception lets it through).',
      inputSchema: requestExceptionInput,
      outputSchema: RebellionSchema,
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    },
    (input) =>
      guarded(async () => {
        const rebellion = await requestLocalRebellion(ctx.root, {
          decisionId: input.decision_id,
          justification: input.justification,
          ruleIds: input.rule_ids,
          maxValue: input.max_value,
          agentId: ctx.agentName(),
        });
        const text = [
          `Exception requested: ${rebellion.rebellion_id} (${rebellion.status}, risk ${rebellion.risk_analysis.level}) for decision ${rebellion.decision_id}, waiving ${rebellion.rule_ids.join(', ') || 'no rule'}.`,
          'A person must approve it: do not proceed until list_rebellions shows it approved, then call validate_decision again.',
        ].join('\n');
        return toToolResult(text, rebellion);
      }, 'get_decisions lists decision ids; only blocked or needs-review decisions can get an exception.'),
  );
}
