import type { BestPractice } from '../catalogue/schema';
import { evaluateDecision } from '../constitution/evaluate-decision';
import type { Constitution, Evaluation, ExceptionGrant } from '../constitution/schema';
import type { LedgerEntry } from '../governance/schema';
import { type AssistantReply, composeAssistantReply } from './compose-reply';
import { readAssistantMessage } from './read-message';

export interface AnswerOptions {
  constitution: Constitution;
  practices: readonly BestPractice[];
  ledger?: readonly LedgerEntry[];
  exceptions?: readonly ExceptionGrant[];
  decisionId: string;
  now: Date;
}

/**
 * Reads, evaluates and answers one message in process, without recording anything (CLI, benches, tests).
 * The server runs the same steps with its ledger and rebellions in between.
 * @example answerAssistantMessage('Raise the API timeout to 30 s', options).reply.cards[0]; // a blocked verdict card
 */
export function answerAssistantMessage(
  message: string,
  options: AnswerOptions,
): { reply: AssistantReply; evaluation: Evaluation | null } {
  const reading = readAssistantMessage(message);
  const evaluation =
    reading.intent === 'decision' && reading.decision && !reading.negated
      ? evaluateDecision(reading.decision, options.constitution, {
          decisionId: options.decisionId,
          exceptions: options.exceptions ?? [],
          now: options.now,
        })
      : null;
  const reply = composeAssistantReply(reading, message, {
    constitution: options.constitution,
    evaluation,
    recorded: false,
    ledger: options.ledger ?? [],
    practices: options.practices,
    canRequestException: false,
  });
  return { reply, evaluation };
}
