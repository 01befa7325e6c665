import type { Rule, RuleCategory } from '../constitution/schema';
import type { BestPractice } from './schema';

/** `BP-` and the practice id upper-cased: `http-timeouts-everywhere` → `BP-HTTP-TIMEOUTS-EVERYWHERE`. */
export function toPracticeRuleId(practiceId: string): string {
  return `BP-${practiceId.toUpperCase()}`;
}

// UI practices about assistive technology belong with the WCAG rule in the constitution's accessibility group.
function toRuleCategory(practice: BestPractice): RuleCategory {
  if (practice.category !== 'ui') return practice.category;
  return practice.tags.includes('accessibility') ? 'accessibility' : 'ui';
}

// The rule schema caps rationale at 2000 characters; cut on a word so the sentence stays readable.
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * The constitutional rule generated from a practice: a `pattern` rule that matches its anti-pattern, enforced
 * (blocks) for critical and high severity, advisory (warns) otherwise.
 * e.g. `toPracticeRule(getBestPractice('http-timeouts-everywhere')!)` → `{ id: 'BP-HTTP-TIMEOUTS-EVERYWHERE', … }`
 */
export function toPracticeRule(practice: BestPractice): Rule {
  return {
    id: toPracticeRuleId(practice.id),
    kind: 'pattern',
    title: clip(practice.mandate ?? practice.title, 200),
    rationale: clip(`${practice.problemPattern} ${practice.solutionPattern}`, 2000),
    category: toRuleCategory(practice),
    severity: practice.severity,
    enforcement: practice.severity === 'critical' || practice.severity === 'high' ? 'enforced' : 'advisory',
    match: {
      decisionTypes: [],
      anyOf: practice.detection.anyOf,
      noneOf: practice.detection.noneOf,
    },
    sourcePracticeId: practice.id,
  };
}

/** The one line shown as a practice's constitutional rule: `BP-…: Never … (enforced)`. */
export function toRuleText(rule: Pick<Rule, 'id' | 'title' | 'enforcement'>): string {
  return `${rule.id}: ${rule.title.replace(/\.$/, '')} (${rule.enforcement})`;
}
