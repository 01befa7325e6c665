import { api, createDefaultConstitution, isAgentDecision, toValidationResult } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { runDecision } from '../services/decisions';
import {
  runAdminAgentDecision,
  runAgentDecision,
  runConstitutionalTest,
  toPrinciple,
} from '../services/governance';

const REBELLION_HINT =
  'Blocked. If this is necessary, POST the decision_id with a justification (at least 10 characters) to ask the owner for an exception.';

export function registerGovernanceRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.governance.externalValidate, async (_event, { key, owner, body }) => {
    const agentId = body.agent_id || key.name;
    const { evaluation, project } = await runDecision(
      ctx,
      owner,
      { ...body, agent_id: agentId },
      {
        source: 'external',
        projectName: body.project_name,
        // A connected project's own key speaks for that project: its settings apply without naming it.
        projectId: body.project_name ? null : (key.projectId ?? null),
        actor: `agent:${agentId}`,
      },
    );
    return {
      success: true as const,
      decision_id: evaluation.decisionId,
      constitution_version: evaluation.constitutionVersion,
      project: project ? { id: project.id, name: project.name } : null,
      constitutional_validation: toValidationResult(evaluation),
      ...(evaluation.status === 'blocked'
        ? {
            exception_request: {
              method: 'POST' as const,
              path: api.rebellions.file.path,
              decision_id: evaluation.decisionId,
              hint: REBELLION_HINT,
            },
          }
        : {}),
    };
  });

  defineHandler(app, ctx, api.governance.validateDecision, async (_event, { user, body }) => {
    const { evaluation } = await runDecision(
      ctx,
      user,
      { ...body.decision, metadata: body.decision.context ?? {} },
      { source: 'governance', projectId: body.primer_id, actor: `user:${user.email}` },
    );
    return {
      success: true as const,
      decision_id: evaluation.decisionId,
      constitution_version: evaluation.constitutionVersion,
      result: toValidationResult(evaluation),
    };
  });

  defineHandler(app, ctx, api.governance.principles, async (_event, { user }) => {
    const { constitution } = await ctx.governance.cache.getOwner(user.id);
    return { principles: constitution.rules.map(toPrinciple), constitution_version: constitution.version };
  });

  defineHandler(app, ctx, api.governance.constitution, async (_event, { user }) => ({
    constitution: (await ctx.governance.cache.getOwner(user.id)).constitution,
  }));

  defineHandler(app, ctx, api.governance.agentDecision, (_event, { user, body }) =>
    runAgentDecision(ctx, user, body),
  );

  defineHandler(app, ctx, api.governance.adminPrinciples, (_event, { query }) => {
    const constitution = createDefaultConstitution(query.tier);
    return {
      principles: constitution.rules.map(toPrinciple),
      constitution_version: constitution.version,
      tier: query.tier,
    };
  });

  defineHandler(app, ctx, api.governance.adminAgentDecision, (_event, { body }) =>
    runAdminAgentDecision(ctx, body),
  );

  defineHandler(app, ctx, api.governance.constitutionalTest, (_event, { user }) =>
    runConstitutionalTest(ctx, user),
  );

  defineHandler(app, ctx, api.governance.decisions, async (_event, { user, query }) => {
    await ctx.governance.ledger.flush();
    return {
      decisions: await ctx.store.ledger.list(user.id, {
        limit: query.limit,
        projectId: query.project_id,
        ...(query.source === 'agents' ? { where: isAgentDecision } : {}),
      }),
    };
  });
}
