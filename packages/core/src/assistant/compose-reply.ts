import type { BestPractice } from '../catalogue/schema';
import { formatMs } from '../constitution/check-rule';
import type { Constitution, Evaluation, Rule, Violation } from '../constitution/schema';
import type { LedgerEntry } from '../governance/schema';
import { findPractices } from './find-practices';
import type { AssistantReading } from './read-message';
import type {
  AssistantCard,
  AssistantIntent,
  LedgerCard,
  PracticeCard,
  RulesCard,
  VerdictCard,
} from './schema';
import { toExampleQuestions } from './suggestions';
import { VERDICT_WORDS } from './verdict-words';

/** What the caller did about "ask for an exception for that" (the server files; core only words it). */
export type AssistantExceptionOutcome =
  | { kind: 'filed'; rebellionId: string; decisionId: string; ruleIds: string[]; justification: string }
  | { kind: 'not_allowed' }
  | { kind: 'nothing_discussed' }
  | { kind: 'not_blocked'; decisionId: string };

export interface ReplyContext {
  constitution: Constitution;
  /** The evaluation of `reading.decision` (intent `decision`, not negated). */
  evaluation?: Evaluation | null;
  /** Whether that evaluation is in the ledger (its id can be cited). */
  recorded?: boolean;
  projectName?: string | null;
  /** The owner's ledger, newest first (intent `ledger`). */
  ledger?: readonly LedgerEntry[];
  practices: readonly BestPractice[];
  /** Filing exceptions is possible for this caller (a console user or a bearer key, never a widget visitor). */
  canRequestException: boolean;
  exception?: AssistantExceptionOutcome;
}

export interface AssistantReply {
  intent: AssistantIntent;
  text: string;
  cards: AssistantCard[];
}

const CAPABILITIES =
  'I can check a change against your constitution ("Can I add chart.js? We have 50 dependencies"), explain your rules and recent decisions, and point to best practices with their sources.';

function toVerdictRule(v: Violation) {
  return {
    ruleId: v.ruleId,
    title: v.title,
    enforcement: v.enforcement,
    threshold: v.threshold,
    actual: v.actual,
    unit: v.unit,
    message: v.message,
    evidence: v.evidence,
  };
}

/** The evaluator's verdict as a card: nothing in it is written by the reply's wording. */
export function toVerdictCard(
  evaluation: Evaluation,
  summary: string,
  options: { recorded: boolean; projectName: string | null },
): VerdictCard {
  return {
    type: 'verdict',
    decisionId: options.recorded ? evaluation.decisionId : null,
    status: evaluation.status,
    score: evaluation.score,
    risk: evaluation.risk,
    summary,
    rules: evaluation.violations.map(toVerdictRule),
    waived: evaluation.waived.map(toVerdictRule),
    recommendations: evaluation.recommendations,
    exceptionAvailable: evaluation.status !== 'approved',
    projectName: options.projectName,
    constitutionVersion: evaluation.constitutionVersion,
  };
}

export function toRulesCard(constitution: Constitution, rules: readonly Rule[]): RulesCard {
  return {
    type: 'rules',
    constitutionVersion: constitution.version,
    rules: rules.map((rule) => ({
      id: rule.id,
      kind: rule.kind,
      title: rule.title,
      category: rule.category,
      enforcement: rule.enforcement,
      threshold: rule.threshold ?? null,
      unit: rule.unit ?? null,
      level: rule.level ?? null,
      rationale: rule.rationale,
    })),
  };
}

function toPracticeCard(practice: BestPractice): PracticeCard {
  return {
    type: 'practice',
    practiceId: practice.id,
    title: practice.title,
    description: practice.description,
    solution: practice.solutionPattern,
    sources: practice.sources.map((s) => ({ title: s.title, url: s.url })),
  };
}

function toLimit(rule: Rule): string {
  if (rule.threshold === undefined) return rule.level ? `WCAG ${rule.level}` : '';
  return rule.unit === 'ms' ? formatMs(rule.threshold) : `${rule.threshold} ${rule.unit ?? ''}`.trim();
}

function toSummary(reading: AssistantReading): string {
  const f = reading.facts;
  if (!f) return reading.decision?.description ?? '';
  const parts: string[] = [];
  if (f.addedPackages.length > 0) parts.push(`add ${f.addedPackages.join(', ')}`);
  else if (f.newDependencies > 0) parts.push(`add ${f.newDependencies} dependencies`);
  if (f.currentDependencies !== null) parts.push(`from ${f.currentDependencies} dependencies`);
  if (f.removedDependencies > 0) parts.push(`remove ${f.removedDependencies} dependencies`);
  if (f.timeoutMs !== null) parts.push(`an API timeout of ${formatMs(f.timeoutMs)}`);
  if (f.timeoutMissing) parts.push('an API call without a timeout');
  if (f.buildSeconds !== null) parts.push(`a ${f.buildSeconds} s build`);
  if (f.a11yRegression) parts.push('an accessibility regression');
  return parts.length > 0 ? parts.join('; ') : (reading.decision?.description ?? '');
}

function replyToDecision(reading: AssistantReading, context: ReplyContext): AssistantReply {
  const summary = toSummary(reading);
  if (reading.negated) {
    return {
      intent: 'decision',
      text: `You said you won't ${summary || 'do it'}: there is nothing to check, and not doing it keeps you within your rules. Ask me about a change you do plan to make.`,
      cards: [],
    };
  }
  const evaluation = context.evaluation;
  if (!evaluation) {
    return { intent: 'decision', text: `I could not evaluate that. ${CAPABILITIES}`, cards: [] };
  }
  const measured = reading.facts !== null && summary !== reading.decision?.description;
  if (!measured && evaluation.violations.length === 0 && evaluation.waived.length === 0) {
    // No rule measured anything: saying "approved" would be a guess.
    return {
      intent: 'decision',
      text: `None of your ${context.constitution.rules.length} rules measures anything in that, so I can't give a verdict. Name the package, the dependency count, the timeout, the build time or the accessibility change. ${CAPABILITIES}`,
      cards: [],
    };
  }
  const card = toVerdictCard(evaluation, summary, {
    recorded: context.recorded ?? false,
    projectName: context.projectName ?? null,
  });
  const lines = [
    `${VERDICT_WORDS[evaluation.status]} (${evaluation.score === null ? 'not scored: no rule covers it' : `score ${evaluation.score}/100`}, ${evaluation.risk} risk).`,
  ];
  for (const v of evaluation.violations) lines.push(`${v.ruleId}: ${v.message}`);
  for (const v of evaluation.waived) lines.push(`${v.ruleId} is waived by an approved exception.`);
  if (evaluation.status === 'approved' && evaluation.violations.length === 0)
    lines.push('No rule of your constitution objects.');
  if (evaluation.status !== 'approved') {
    lines.push(
      context.canRequestException
        ? 'If it is necessary, say "ask for an exception for that" and I will file it for the owner to decide.'
        : 'If it is necessary, ask the project owner for an exception in Charter.',
    );
  }
  return { intent: 'decision', text: lines.join('\n'), cards: [card] };
}

function replyToRules(reading: AssistantReading, constitution: Constitution): AssistantReply {
  const topic = reading.topic ?? '';
  const focus = constitution.rules.filter(
    (rule) => topic.includes(rule.category.replace(/ies$/, 'y')) || topic.includes(rule.category),
  );
  const rules = focus.length > 0 && focus.length < constitution.rules.length ? focus : constitution.rules;
  const lines = [
    `Your constitution (version ${constitution.version}) has ${constitution.rules.length} rule${constitution.rules.length === 1 ? '' : 's'}${rules.length < constitution.rules.length ? `; ${rules.length} about that` : ''}:`,
    ...rules.map((rule) => {
      const limit = toLimit(rule);
      return `${rule.id} — ${rule.title}${limit ? ` (limit ${limit})` : ''}, ${rule.enforcement === 'enforced' ? 'blocks' : 'warns'}.`;
    }),
  ];
  return { intent: 'rules', text: lines.join('\n'), cards: [toRulesCard(constitution, rules)] };
}

function toReasons(entry: LedgerEntry, constitution: Constitution): string[] {
  return entry.violated_rule_ids.map((id) => {
    const rule = constitution.rules.find((r) => r.id === id);
    return rule ? `${id}: ${rule.title}` : `${id} (no longer in your constitution)`;
  });
}

function replyToLedger(message: string, context: ReplyContext): AssistantReply {
  const ledger = context.ledger ?? [];
  if (ledger.length === 0) {
    return {
      intent: 'ledger',
      text: 'Your decision ledger is empty: no agent, console check or widget question has been evaluated yet.',
      cards: [],
    };
  }
  const lower = message.toLowerCase();
  const wantsBlocked = /block|den|reject|refus|stop|fail/.test(lower);
  const wantsInstall = /install|dependenc|package|librar/.test(lower);
  const wantsLast = /\b(last|latest)\b/.test(lower);
  let entries = ledger.filter(
    (e) =>
      (!wantsBlocked || e.status === 'blocked') &&
      (!wantsInstall || /depend|package|install|librar/.test(e.decision_type + e.description.toLowerCase())),
  );
  if (entries.length === 0) {
    return {
      intent: 'ledger',
      text: `None of your last ${ledger.length} decisions matches that${wantsBlocked ? ': nothing like it was blocked' : ''}.`,
      cards: [],
    };
  }
  entries = entries.slice(0, wantsLast ? 1 : 5);
  const card: LedgerCard = {
    type: 'ledger',
    decisions: entries.map((e) => ({
      decisionId: e.decision_id,
      at: e.at,
      description: e.description,
      status: e.status,
      violatedRuleIds: e.violated_rule_ids,
      reasons: toReasons(e, context.constitution),
    })),
  };
  const first = entries[0]!;
  const text =
    entries.length === 1
      ? `“${first.description}” (${first.at.slice(0, 10)}) was ${first.status}${first.violated_rule_ids.length > 0 ? ` by ${toReasons(first, context.constitution).join('; ')}` : ''}.`
      : `Your ${entries.length} most recent matching decisions:\n${entries.map((e) => `${e.at.slice(0, 10)} ${e.status}: ${e.description}`).join('\n')}`;
  return { intent: 'ledger', text, cards: [card] };
}

function replyToPractice(reading: AssistantReading, practices: readonly BestPractice[]): AssistantReply {
  const found = findPractices(reading.topic ?? '', practices);
  if (found.length === 0) {
    return {
      intent: 'practice',
      text: 'I found no best practice in Charter’s catalogue for that. The catalogue covers dependencies, APIs, databases, UI and deployment: try “How should I handle retries?” or “best practice for API timeouts”.',
      cards: [],
    };
  }
  const [first] = found;
  return {
    intent: 'practice',
    text: `${first!.title}: ${first!.solutionPattern}${
      found.length > 1
        ? `\nAlso relevant: ${found
            .slice(1)
            .map((p) => p.title)
            .join('; ')}.`
        : ''
    }`,
    cards: found.map(toPracticeCard),
  };
}

function replyToException(context: ReplyContext): AssistantReply {
  const outcome =
    context.exception ??
    (context.canRequestException ? { kind: 'nothing_discussed' as const } : { kind: 'not_allowed' as const });
  switch (outcome.kind) {
    case 'not_allowed':
      return {
        intent: 'request_exception',
        text: 'I can’t file exceptions from here. Ask the project owner: they can request and decide exceptions in Charter.',
        cards: [],
      };
    case 'nothing_discussed':
      return {
        intent: 'request_exception',
        text: 'There is no blocked decision in this conversation yet. Describe the change first (“Can I add chart.js? We have 50 dependencies”), then ask for an exception.',
        cards: [],
      };
    case 'not_blocked':
      return {
        intent: 'request_exception',
        text: `The last decision (${outcome.decisionId}) was approved: there is nothing to request an exception for.`,
        cards: [],
      };
    case 'filed':
      return {
        intent: 'request_exception',
        text: `Filed exception request ${outcome.rebellionId} for ${outcome.ruleIds.join(', ')}. The owner decides it under Constitutional Rebellions; until it is approved the decision stays blocked.`,
        cards: [
          {
            type: 'rebellion',
            rebellionId: outcome.rebellionId,
            decisionId: outcome.decisionId,
            status: 'pending',
            ruleIds: outcome.ruleIds,
            justification: outcome.justification,
          },
        ],
      };
  }
}

/**
 * The assistant's answer to a message it read: words plus cards built from the evaluator, the
 * constitution, the ledger and the catalogue. Pure: the caller evaluates, reads the ledger and files.
 * @example composeAssistantReply(readAssistantMessage('What are our rules?'), { constitution, practices: BEST_PRACTICES, canRequestException: false }).cards[0]?.type; // 'rules'
 */
export function composeAssistantReply(
  reading: AssistantReading,
  message: string,
  context: ReplyContext,
): AssistantReply {
  switch (reading.intent) {
    case 'decision':
      return replyToDecision(reading, context);
    case 'rules':
      return replyToRules(reading, context.constitution);
    case 'ledger':
      return replyToLedger(message, context);
    case 'practice':
      return replyToPractice(reading, context.practices);
    case 'request_exception':
      return replyToException(context);
    case 'help':
      return {
        intent: 'help',
        text: `${CAPABILITIES} Exceptions: when a change is blocked, the owner can approve a rebellion for it. Try: ${toExampleQuestions(context.constitution).slice(0, 3).join(' · ')}`,
        cards: [],
      };
    case 'unknown':
      return {
        intent: 'unknown',
        text: `I did not understand that as a governance question, so I won't guess. ${CAPABILITIES}`,
        cards: [],
      };
  }
}
