import { randomUUID } from 'node:crypto';
import type { Message, Part } from '@a2a-js/sdk';
import { Role } from '@a2a-js/sdk';
import type { AgentExecutor, ExecutionEventBus, RequestContext, User } from '@a2a-js/sdk/server';
import { AgentEvent } from '@a2a-js/sdk/server';
import {
  CharterError,
  ExternalValidateInput,
  FileRebellionInput,
  isCharterError,
  toKeywordDecisionType,
  toValidationResult,
} from '@charter/core';
import type { AppContext } from '../context';
import { runDecision } from '../services/decisions';
import { fileRebellion } from '../services/rebellions';
import { getConstitutionalRules, getStrategicContext } from '../services/semi-context';
import type { KeyRecord, UserRecord } from '../store/port';
import { type SkillRequest, toSkillRequest } from './skill-request';

/** The caller of one A2A request: a Semi key and its owner, whose constitution and ledger are used. */
export class SemiKeyCaller implements User {
  constructor(
    readonly key: KeyRecord,
    readonly owner: UserRecord,
  ) {}
  get isAuthenticated(): boolean {
    return true;
  }
  get userName(): string {
    return this.key.name;
  }
}

interface SkillReply {
  text: string;
  data: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refused = (message: string): CharterError => new CharterError('VALIDATION_FAILED', message);

function firstIssue(error: { issues: { message: string; path: PropertyKey[] }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

async function validateDecision(ctx: AppContext, caller: SemiKeyCaller, request: SkillRequest) {
  const raw = isObject(request.data.decision) ? request.data.decision : request.data;
  const given = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : undefined);
  const description = given('description') ?? (request.text || given('proposed_action'));
  const proposed =
    given('proposed_action') ?? (given('description') && request.text ? request.text : undefined);
  const parsed = ExternalValidateInput.safeParse({
    decision_type: given('decision_type') ?? toKeywordDecisionType(`${description ?? ''} ${proposed ?? ''}`),
    description,
    proposed_action: proposed,
    metadata: raw.metadata,
    project_name: given('project_name') ?? request.data.project_name,
    agent_id: request.agentName ?? caller.key.name,
  });
  if (!parsed.success) throw refused(`Cannot validate this decision: ${firstIssue(parsed.error)}`);
  const body = parsed.data;
  const { evaluation, project } = await runDecision(ctx, caller.owner, body, {
    source: `a2a:${caller.key.name}`,
    projectName: body.project_name,
    projectId: body.project_name ? null : (caller.key.projectId ?? null),
    actor: `agent:${body.agent_id}`,
  });
  const result = toValidationResult(evaluation);
  const reasons = evaluation.violations.map((v) => `${v.ruleId} ${v.message}`);
  const label = { approved: 'Approved', warning: 'Warning', blocked: 'Blocked' }[evaluation.status];
  const text = [
    `${label} (score ${evaluation.score}/100, constitution ${evaluation.constitutionVersion}).`,
    ...reasons,
    ...(evaluation.status === 'blocked'
      ? [
          `To ask the owner for an exception, send skill request_exception with decision_id ${evaluation.decisionId} and a justification.`,
        ]
      : []),
  ].join('\n');
  return {
    text,
    data: {
      skill: 'validate_decision',
      decision_id: evaluation.decisionId,
      constitution_version: evaluation.constitutionVersion,
      project: project ? { id: project.id, name: project.name } : null,
      constitutional_validation: result,
      ...(evaluation.status === 'blocked'
        ? { exception_request: { skill: 'request_exception', decision_id: evaluation.decisionId } }
        : {}),
    },
  } satisfies SkillReply;
}

async function requestException(ctx: AppContext, caller: SemiKeyCaller, request: SkillRequest) {
  const parsed = FileRebellionInput.safeParse({
    ...request.data,
    justification: request.data.justification ?? (request.text || undefined),
    agent_id: request.data.agent_id ?? request.agentName ?? undefined,
  });
  if (!parsed.success) throw refused(`Cannot file this exception request: ${firstIssue(parsed.error)}`);
  const rebellion = await fileRebellion(ctx, caller.key, caller.owner, parsed.data);
  return {
    text: `Exception request ${rebellion.rebellion_id} filed for decision ${rebellion.decision_id}: the owner approves or rejects it in Charter (status: ${rebellion.status}).`,
    data: { skill: 'request_exception', rebellion },
  } satisfies SkillReply;
}

/** Runs one skill for the caller. Throws a CharterError with a sentence the calling agent can act on. */
export async function runSkill(
  ctx: AppContext,
  caller: SemiKeyCaller,
  request: SkillRequest,
): Promise<SkillReply> {
  switch (request.skill) {
    case 'validate_decision':
      return validateDecision(ctx, caller, request);
    case 'constitutional_rules': {
      const { rules, constitution_version } = await getConstitutionalRules(ctx, caller.owner);
      return {
        text: `${rules.length} constitutional rules (version ${constitution_version}):\n${rules.map((r) => `${r.id} ${r.mandate}`).join('\n')}`,
        data: { skill: 'constitutional_rules', rules, constitution_version },
      };
    }
    case 'strategic_context': {
      const context = await getStrategicContext(ctx, caller.owner);
      return {
        text: `${context.totalInsights} strategic insights and ${context.totalTodos} open todos; the newest ${context.strategicInsights.length} and ${context.strategicTodos.length} are attached.`,
        data: { skill: 'strategic_context', ...context },
      };
    }
    case 'request_exception':
      return requestException(ctx, caller, request);
  }
}

function toParts(reply: SkillReply): Part[] {
  return [
    {
      content: { $case: 'text', value: reply.text },
      metadata: undefined,
      filename: '',
      mediaType: 'text/plain',
    },
    {
      content: { $case: 'data', value: reply.data },
      metadata: undefined,
      filename: '',
      mediaType: 'application/json',
    },
  ];
}

/**
 * Charter's A2A executor: every message is one skill call, answered with one message (a text summary and a
 * data part). A request Charter cannot act on is answered with the reason in both parts (`error` in the
 * data), so the calling agent is never left guessing; an unexpected failure is logged and said to be one.
 */
export function createCharterExecutor(ctx: AppContext): AgentExecutor {
  return {
    async execute(requestContext: RequestContext, bus: ExecutionEventBus) {
      const caller = requestContext.context.user;
      let reply: SkillReply;
      if (!(caller instanceof SemiKeyCaller)) {
        reply = {
          text: 'Not authenticated.',
          data: { error: { code: 'INVALID_API_KEY', message: 'Not authenticated.' } },
        };
      } else {
        try {
          reply = await runSkill(ctx, caller, toSkillRequest(requestContext.userMessage));
        } catch (error) {
          const known = isCharterError(error);
          if (!known) ctx.logger.error('A2A skill failed', error);
          const message = known
            ? error.message
            : 'Charter could not answer this request (an internal error, logged).';
          reply = {
            text: `Refused: ${message}`,
            data: { error: { code: known ? error.code : 'INTERNAL', message } },
          };
        }
      }
      const message: Message = {
        messageId: randomUUID(),
        contextId: requestContext.contextId,
        taskId: '',
        role: Role.ROLE_AGENT,
        parts: toParts(reply),
        metadata: undefined,
        extensions: [],
        referenceTaskIds: [],
      };
      bus.publish(AgentEvent.message(message));
      bus.finished();
    },
    async cancelTask() {
      // Every answer is a single message: there is never a running task to cancel.
    },
  };
}
