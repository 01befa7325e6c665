import type { DecisionFacts } from './extract-facts';
import type { Rule, Violation, WcagLevel } from './schema';

/** What a rule is checked against: the facts of one decision and the constitution's justifications. */
export interface RuleContext {
  facts: DecisionFacts;
  /** Lower-case decision type. */
  decisionType: string;
  /** Lower-case description + proposed action with single spaces (pattern rules read it). */
  phraseText: () => string;
  justifications: Readonly<Record<string, string>>;
}

const WCAG_RANK: Record<WcagLevel, number> = { A: 1, AA: 2, AAA: 3 };
// A dependency decision that states only the project's count is still adding something.
const ADDING_TYPE_RE = /depend|package|librar|module|install/;
const REMOVING_TYPE_RE = /remov|uninstall|delet|drop|prune/;

/**
 * A duration for a sentence: "500 ms", "2.5 s", "25 s".
 * @example formatMs(25000); // '25 s'
 */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(2))} s`;
}

function toViolation(
  rule: Rule,
  fields: { actual: number | null; message: string; evidence: string | undefined },
): Violation {
  return {
    ruleId: rule.id,
    title: rule.title,
    category: rule.category,
    severity: rule.severity,
    enforcement: rule.enforcement,
    threshold: rule.threshold ?? null,
    actual: fields.actual,
    unit: rule.unit ?? null,
    message: fields.message,
    evidence: fields.evidence ?? 'decision',
  };
}

function checkDependencies(
  rule: Rule,
  limit: number,
  { facts, decisionType }: RuleContext,
): Violation | null {
  const net = facts.newDependencies - facts.removedDependencies;
  const total = (facts.currentDependencies ?? 0) + net;
  if (total <= limit) return null;
  // A change that shrinks the project (or leaves it as it is) never makes an excess worse.
  const adds =
    net > 0 ||
    (facts.newDependencies === 0 &&
      facts.removedDependencies === 0 &&
      ADDING_TYPE_RE.test(decisionType) &&
      !REMOVING_TYPE_RE.test(decisionType));
  if (!adds) return null;
  const evidence = [facts.evidence.currentDependencies, facts.evidence.newDependencies]
    .filter(Boolean)
    .join(' + ');
  return toViolation(rule, {
    actual: total,
    message: `${total} direct dependencies exceed the limit of ${limit}: remove ${total - limit} or request an exception`,
    evidence,
  });
}

function checkTimeout(rule: Rule, limitMs: number, { facts }: RuleContext): Violation | null {
  if (facts.timeoutMs !== null && facts.timeoutMs > limitMs) {
    return toViolation(rule, {
      actual: facts.timeoutMs,
      message: `A ${formatMs(facts.timeoutMs)} timeout exceeds the limit of ${formatMs(limitMs)}: lower it to ${formatMs(limitMs)} or request an exception`,
      evidence: facts.evidence.timeoutMs,
    });
  }
  if (facts.timeoutMs === null && facts.timeoutMissing) {
    return toViolation(rule, {
      actual: null,
      message: `The outbound HTTP call has no timeout: give it one of at most ${formatMs(limitMs)}`,
      evidence: facts.evidence.timeoutMissing,
    });
  }
  return null;
}

function checkBuild(rule: Rule, limitSeconds: number, { facts }: RuleContext): Violation | null {
  if (facts.buildSeconds === null || facts.buildSeconds <= limitSeconds) return null;
  const over = Number((facts.buildSeconds - limitSeconds).toFixed(1));
  return toViolation(rule, {
    actual: facts.buildSeconds,
    message: `A ${facts.buildSeconds} s build exceeds the budget of ${limitSeconds} s: cut ${over} s or request an exception`,
    evidence: facts.evidence.buildSeconds,
  });
}

function checkWcag(rule: Rule, { facts }: RuleContext): Violation | null {
  const required = rule.level ?? 'AA';
  if (facts.a11yRegression) {
    return toViolation(rule, {
      actual: null,
      message: `The change removes something WCAG 2.1 ${required} relies on: keep it, or replace it with an accessible equivalent`,
      evidence: facts.evidence.a11yRegression,
    });
  }
  if (facts.wcagLevel !== null && WCAG_RANK[facts.wcagLevel] < WCAG_RANK[required]) {
    return toViolation(rule, {
      actual: null,
      message: `The change targets WCAG ${facts.wcagLevel}, below the required ${required}`,
      evidence: facts.evidence.wcagLevel,
    });
  }
  return null;
}

function checkJustification(rule: Rule, { facts, justifications }: RuleContext): Violation | null {
  const unjustified = facts.addedPackages.filter(
    (name) => !Object.hasOwn(justifications, name) && !Object.hasOwn(justifications, name.toLowerCase()),
  );
  const unnamed = Math.max(0, facts.newDependencies - facts.addedPackages.length);
  const count = unjustified.length + unnamed;
  if (count === 0) return null;
  const parts: string[] = [];
  if (unjustified.length > 0)
    parts.push(`${unjustified.join(', ')} ${unjustified.length === 1 ? 'has' : 'have'} no justification`);
  if (unnamed > 0)
    parts.push(
      `${unnamed} new ${unnamed === 1 ? 'dependency is' : 'dependencies are'} not named, so cannot be justified`,
    );
  return toViolation(rule, {
    actual: count,
    message: `${parts.join('; ')}: say why the project needs each`,
    evidence: facts.evidence.addedPackages ?? facts.evidence.newDependencies,
  });
}

// Phrases match on word boundaries: "eval" must not match "evaluate".
function findPhrase(text: string, phrase: string): boolean {
  const needle = phrase.toLowerCase();
  if (needle === '') return false;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    const before = at === 0 ? ' ' : text.charAt(at - 1);
    const after = text.charAt(at + needle.length) || ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
  }
  return false;
}

function checkPattern(rule: Rule, { decisionType, phraseText }: RuleContext): Violation | null {
  const match = rule.match;
  if (match === undefined) return null;
  const types = match.decisionTypes ?? [];
  if (types.length > 0 && !types.some((type) => type.toLowerCase() === decisionType)) return null;
  const text = phraseText();
  const phrase = match.anyOf.find((candidate) => findPhrase(text, candidate));
  if (phrase === undefined) return null;
  if ((match.noneOf ?? []).some((candidate) => findPhrase(text, candidate))) return null;
  return toViolation(rule, {
    actual: null,
    message: `The decision matches "${phrase}", which ${rule.id} rules out: ${rule.title}`,
    evidence: `text: "${phrase}"`,
  });
}

/**
 * Whether `rule` reads anything this decision states: a quantity or fact it measures, or (for a pattern
 * rule aimed at decision types) this decision's type. A decision no rule reads is not covered: passing
 * every rule would then say nothing about it. Pattern rules for every type only look for phrases, so they
 * cover nothing on their own.
 * @example ruleReads(timeoutRule, { facts: { ...facts, timeoutMs: 5000 }, ... }); // true
 */
export function ruleReads(rule: Rule, { facts, decisionType }: RuleContext): boolean {
  switch (rule.kind) {
    case 'max_dependencies':
      return (
        facts.currentDependencies !== null ||
        facts.newDependencies > 0 ||
        facts.removedDependencies > 0 ||
        ADDING_TYPE_RE.test(decisionType) ||
        REMOVING_TYPE_RE.test(decisionType)
      );
    case 'max_api_timeout_ms':
      return facts.timeoutMs !== null || facts.timeoutMissing;
    case 'max_build_seconds':
      return facts.buildSeconds !== null;
    case 'wcag_level':
      return facts.wcagLevel !== null || facts.a11yRegression;
    case 'dependency_justification':
      return facts.addedPackages.length > 0 || facts.newDependencies > 0;
    case 'pattern':
      return (rule.match?.decisionTypes ?? []).some((type) => type.toLowerCase() === decisionType);
  }
}

/**
 * The violation of `rule` by a decision, or null. Numeric rules without a threshold are skipped.
 * @example checkRule(dependencyRule, { facts, decisionType: 'dependency', phraseText, justifications: {} })?.actual; // 63
 */
export function checkRule(rule: Rule, context: RuleContext): Violation | null {
  switch (rule.kind) {
    case 'max_dependencies':
      return rule.threshold === undefined ? null : checkDependencies(rule, rule.threshold, context);
    case 'max_api_timeout_ms':
      return rule.threshold === undefined ? null : checkTimeout(rule, rule.threshold, context);
    case 'max_build_seconds':
      return rule.threshold === undefined ? null : checkBuild(rule, rule.threshold, context);
    case 'wcag_level':
      return checkWcag(rule, context);
    case 'dependency_justification':
      return checkJustification(rule, context);
    case 'pattern':
      return checkPattern(rule, context);
  }
}
