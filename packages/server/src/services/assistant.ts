import { randomUUID } from 'node:crypto';
import type {
  AssistantConversation,
  AssistantConversationSummary,
  AssistantExceptionOutcome,
  AssistantMessage,
  Constitution,
  LedgerEntry,
  RebellionView,
  SendAssistantMessageInput,
  SendAssistantMessageResponse,
} from '@charter/core';
import {
  applyProjectSettings,
  BEST_PRACTICES,
  CharterError,
  composeAssistantReply,
  readAssistantMessage,
  toExampleQuestions,
  toFiledRebellion,
} from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { AssistantCaller } from '../http/auth-guards';
import { toEnrichedReply } from '../llm/enrich-reply';
import type { AssistantConversationRecord } from '../store/port';
import { runDecision } from './decisions';
import { toRebellion } from './rebellions';

type SendInput = z.output<typeof SendAssistantMessageInput>;

/** Bounded like memory sessions: per owner (a user, or one widget visitor) and per conversation. */
export const ASSISTANT_LIMITS = { maxConversations: 50, maxMessages: 100 } as const;

const NO_SUCH_CONVERSATION = 'No such conversation.';

/** Whose conversations these are: a user (console or their bearer key) or one visitor of one widget key. */
export function toConversationOwner(caller: AssistantCaller, visitorId: string | undefined): string {
  if (caller.kind !== 'widget') return `user-${caller.owner.id}`;
  if (!visitorId) {
    throw new CharterError('VALIDATION_FAILED', 'Send visitor_id: the widget keeps one per visitor.');
  }
  return `widget-${caller.key.keyId}-${visitorId}`;
}

function toSummary(record: AssistantConversationRecord): AssistantConversationSummary {
  return {
    id: record.id,
    title: record.title,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    message_count: record.messages.length,
  };
}

async function getOwnConversation(ctx: AppContext, ownerKey: string, id: string) {
  const record = await ctx.store.assistantConversations.get(id);
  if (!record || record.ownerKey !== ownerKey) throw new CharterError('NOT_FOUND', NO_SUCH_CONVERSATION);
  return record;
}

export async function listAssistantConversations(ctx: AppContext, ownerKey: string) {
  return (await ctx.store.assistantConversations.listByOwner(ownerKey)).map(toSummary);
}

export async function getAssistantConversation(
  ctx: AppContext,
  ownerKey: string,
  id: string,
): Promise<AssistantConversation> {
  const record = await getOwnConversation(ctx, ownerKey, id);
  return { ...toSummary(record), messages: record.messages };
}

export async function deleteAssistantConversation(ctx: AppContext, ownerKey: string, id: string) {
  await getOwnConversation(ctx, ownerKey, id);
  await ctx.store.assistantConversations.delete(id);
}

/** Project scope: a project-bound key's project, else the project the caller names. */
function toProjectScope(caller: AssistantCaller, project: string | undefined) {
  const boundId = caller.kind === 'user' ? null : (caller.key.projectId ?? null);
  if (boundId) return { projectId: boundId, projectName: null };
  return { projectId: null, projectName: project || null };
}

async function resolveConstitution(
  ctx: AppContext,
  caller: AssistantCaller,
  scope: { projectId: string | null; projectName: string | null },
): Promise<Constitution> {
  if (scope.projectName)
    return (await ctx.governance.cache.getProject(caller.owner.id, scope.projectName)).constitution;
  const { constitution } = await ctx.governance.cache.getOwner(caller.owner.id);
  if (!scope.projectId) return constitution;
  const project = await ctx.store.projects.get(scope.projectId);
  return project?.ownerId === caller.owner.id && project.settings
    ? applyProjectSettings(constitution, project.settings)
    : constitution;
}

export async function listSuggestions(ctx: AppContext, caller: AssistantCaller): Promise<string[]> {
  return toExampleQuestions(await resolveConstitution(ctx, caller, toProjectScope(caller, undefined)));
}

function toActor(caller: AssistantCaller): { actor: string; agentId: string } {
  switch (caller.kind) {
    case 'user':
      return { actor: `user:${caller.owner.email}`, agentId: 'ai-assistant' };
    case 'key':
      return { actor: `agent:${caller.key.name}`, agentId: caller.key.name };
    case 'widget':
      return { actor: `widget:${caller.key.name}`, agentId: `widget:${caller.key.name}` };
  }
}

/** Files the exception for the decision the conversation discussed last (console users and bearer keys). */
async function fileException(
  ctx: AppContext,
  caller: AssistantCaller,
  record: AssistantConversationRecord | null,
  justification: string | null,
): Promise<AssistantExceptionOutcome> {
  if (caller.kind === 'widget') return { kind: 'not_allowed' };
  const last = record?.lastDecision;
  if (!last) return { kind: 'nothing_discussed' };
  if (last.status === 'approved') return { kind: 'not_blocked', decisionId: last.decisionId };
  // Filing twice for one decision (a retried request, a repeated sentence) gives the first rebellion.
  const existing = (await ctx.store.rebellions.listByOwner(caller.owner.id)).find(
    (r) => r.decision_id === last.decisionId && r.status === 'pending',
  );
  if (existing) return toFiledOutcome(existing, last.decisionId);
  await ctx.governance.ledger.flush();
  const entry = await ctx.store.ledger.get(caller.owner.id, last.decisionId);
  if (!entry) throw new CharterError('NOT_FOUND', `No decision ${last.decisionId} in your ledger.`);
  const reason =
    justification && justification.length >= 10
      ? justification
      : `Requested in the AI Assistant for “${entry.description}”.`;
  const rebellion = toFiledRebellion(entry, {
    rebellionId: `reb_${randomUUID()}`,
    at: ctx.now().toISOString(),
    agentId: toActor(caller).agentId,
    justification: reason,
  });
  const created = toRebellion(
    await ctx.store.rebellions.create({ ...rebellion, ownerId: caller.owner.id }),
    ctx.now(),
  );
  return toFiledOutcome(created, last.decisionId);
}

/** The answer naming the rebellion that stands for the discussed decision, already pending or just filed. */
function toFiledOutcome(
  rebellion: Pick<RebellionView, 'rebellion_id' | 'decision_id' | 'rule_ids' | 'justification'>,
  decisionId: string,
): AssistantExceptionOutcome {
  return {
    kind: 'filed',
    rebellionId: rebellion.rebellion_id,
    decisionId: rebellion.decision_id ?? decisionId,
    ruleIds: rebellion.rule_ids,
    justification: rebellion.justification,
  };
}

/** Decisions a widget visitor may be told about: only those asked in their own conversation. */
function toVisibleLedger(
  ledger: LedgerEntry[],
  caller: AssistantCaller,
  record: AssistantConversationRecord | null,
): LedgerEntry[] {
  if (caller.kind !== 'widget') return ledger;
  const own = new Set(
    (record?.messages ?? []).flatMap((m) =>
      m.cards.flatMap((card) => (card.type === 'verdict' && card.decisionId ? [card.decisionId] : [])),
    ),
  );
  return ledger.filter((entry) => own.has(entry.decision_id));
}

/**
 * One turn of the governance assistant: read the message with core's rules, evaluate (and record) a
 * decision with the real evaluator, explain the constitution or the ledger, find a practice, or file an
 * exception; the language model, when configured, may only reword the text: the cards stay the evaluator's.
 */
export async function sendAssistantMessage(
  ctx: AppContext,
  caller: AssistantCaller,
  input: SendInput,
): Promise<SendAssistantMessageResponse> {
  const ownerKey = toConversationOwner(caller, input.visitor_id);
  const record = input.conversation_id
    ? await getOwnConversation(ctx, ownerKey, input.conversation_id)
    : null;
  const reading = readAssistantMessage(input.message);
  const scope = toProjectScope(caller, input.project);
  const { actor, agentId } = toActor(caller);

  let constitution: Constitution;
  let evaluation = null;
  let projectName: string | null = scope.projectName;
  if (reading.intent === 'decision' && reading.decision && !reading.negated) {
    const run = await runDecision(
      ctx,
      caller.owner,
      { ...reading.decision, agent_id: agentId },
      { source: caller.kind === 'widget' ? 'widget' : 'assistant', ...scope, actor },
    );
    constitution = run.constitution;
    evaluation = run.evaluation;
    projectName = run.project?.name ?? projectName;
  } else {
    constitution = await resolveConstitution(ctx, caller, scope);
  }
  let ledger: LedgerEntry[] = [];
  if (reading.intent === 'ledger') {
    await ctx.governance.ledger.flush();
    const entries = await ctx.store.ledger.list(caller.owner.id, { limit: 200 });
    ledger = toVisibleLedger(entries, caller, record);
  }
  const exception =
    reading.intent === 'request_exception'
      ? await fileException(ctx, caller, record, reading.justification)
      : undefined;

  const reply = composeAssistantReply(reading, input.message, {
    constitution,
    evaluation,
    recorded: evaluation !== null,
    projectName,
    ledger,
    practices: BEST_PRACTICES,
    canRequestException: caller.kind !== 'widget',
    ...(exception ? { exception } : {}),
  });
  const worded = await toEnrichedReply(ctx, {
    kind: 'chat',
    deterministicReply: reply.text,
    toPrompt: () => [
      {
        role: 'system',
        content:
          'You are Charter’s governance assistant. Reword the draft reply for the user in at most 120 words. Keep every rule id, number, status and instruction exactly; never change a verdict, never add rules or facts.',
      },
      { role: 'user', content: `Question: ${input.message}\n\nDraft reply:\n${reply.text}` },
    ],
  });

  // The model words; it never decides. A wording that drops a rule id or the status is not used.
  const mustKeep = [
    ...new Set(reply.text.match(/\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\b/g) ?? []),
    ...reply.cards.flatMap((card) => (card.type === 'verdict' ? [card.status] : [])),
  ];
  const faithful =
    worded.source !== 'llm' ||
    mustKeep.every((word) => worded.response.toLowerCase().includes(word.toLowerCase()));
  if (!faithful) {
    worded.response = reply.text;
    worded.source = 'deterministic';
    worded.note =
      'The language model’s wording left out part of the verdict; this reply comes from Charter’s built-in assistant.';
  }

  const at = ctx.now().toISOString();
  const message: AssistantMessage = {
    id: `msg_${randomUUID()}`,
    role: 'user',
    text: input.message,
    at,
    intent: reading.intent,
    cards: [],
    source: null,
  };
  const answer: AssistantMessage = {
    id: `msg_${randomUUID()}`,
    role: 'assistant',
    text: worded.response,
    at,
    intent: reply.intent,
    cards: reply.cards,
    source: worded.source,
    ...(worded.note ? { note: worded.note } : {}),
  };
  const verdict = reply.cards.find((card) => card.type === 'verdict');
  const saved = await ctx.store.assistantConversations.put(
    {
      id: record?.id ?? `conv_${randomUUID()}`,
      ownerKey,
      accountId: caller.owner.id,
      title: record?.title ?? input.message.slice(0, 80),
      createdAt: record?.createdAt ?? at,
      updatedAt: at,
      messages: [...(record?.messages ?? []), message, answer],
      lastDecision:
        verdict?.type === 'verdict' && verdict.decisionId
          ? { decisionId: verdict.decisionId, status: verdict.status }
          : (record?.lastDecision ?? null),
    },
    ASSISTANT_LIMITS,
  );
  return { conversation_id: saved.id, message, reply: answer };
}
