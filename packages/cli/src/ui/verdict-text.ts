import type { Violation } from '@charter/core';
import { type DecisionOutcome, toDecisionOutcome } from '../services/decide';
import { createPaint, paintStatus } from './colour';
import { type OutputFormat, toJsonText } from './formats';

const STATUS_WORDS = { approved: 'Approved', blocked: 'Blocked', warning: 'Needs review' } as const;

/** "threshold 50 dependencies, actual 51" — the numbers a blocked agent needs to change course. */
function toFigures(violation: Violation): string {
  const unit = violation.unit ? ` ${violation.unit}` : '';
  if (violation.threshold === null) return '';
  const actual = violation.actual === null ? 'none set' : `${violation.actual}${unit}`;
  return ` (threshold ${violation.threshold}${unit}, actual ${actual})`;
}

/** One line per violated rule: id, title, figures, then the rule's own sentence. */
export function toViolationLine(violation: Violation): string {
  return `${violation.ruleId} ${violation.title}${toFigures(violation)}: ${violation.message}`;
}

/**
 * The verdict as a short reason: what hooks put in the agent's `reason` and `charter validate` prints.
 * Names each violated rule with its threshold and actual value, and how to file a rebellion.
 * @example toVerdictText(outcome) // 'Blocked by Charter: CH-DEP-001 At most 50 direct dependencies (threshold 50 dependencies, actual 51): …'
 */
export function toVerdictText(outcome: DecisionOutcome): string {
  const { validation } = outcome;
  const lines = [
    `${STATUS_WORDS[validation.status]} by Charter (constitution ${outcome.constitution_version}, ${validation.score === null ? 'not scored: no rule covers it' : `score ${validation.score}/100`}, decision ${outcome.decision_id}).`,
    ...validation.violated_rules.map((v) => `- ${toViolationLine(v)}`),
  ];
  if (validation.exception) {
    lines.push(
      `Allowed by approved exception ${validation.exception.rebellion_id} (${validation.exception.rule_ids.join(', ')}).`,
    );
  }
  if (validation.status !== 'approved') {
    lines.push(...validation.recommendations.slice(0, 3).map((r) => `Recommendation: ${r}`));
    if (outcome.rebellion_hint) lines.push(`To ask a person for an exception: ${outcome.rebellion_hint}`);
  }
  return lines.join('\n');
}

/** The verdict for a terminal: `toVerdictText`, its first line (the verdict) coloured by status. */
export function toPaintedVerdictText(outcome: DecisionOutcome, colour: boolean): string {
  const paint = createPaint(colour);
  const [first = '', ...rest] = toVerdictText(outcome).split('\n');
  return `${paintStatus(paint, outcome.validation.status, first)}\n${rest.map((line) => `${line}\n`).join('')}`;
}

/** `charter validate`'s output: the verdict alone as JSON for scripts, or painted text for people. */
export function toVerdictReport(outcome: DecisionOutcome, format: OutputFormat, colour: boolean): string {
  return format === 'json' ? toJsonText(toDecisionOutcome(outcome)) : toPaintedVerdictText(outcome, colour);
}
