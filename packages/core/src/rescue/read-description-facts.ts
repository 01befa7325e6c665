import { extractFacts } from '../constitution/extract-facts';
import { toEvidence } from '../constitution/read-quantities';

/**
 * The decision type the description is read and evaluated as. It names dependencies, so a project that already
 * has more than its limit counts as over it (the dependency rule only fires for changes that add or keep them).
 */
export const RESCUE_DECISION_TYPE = 'rescue_dependencies_and_performance_review';

/** What a rescue description says about the project as it is now: one reading, shown and judged alike. */
export interface RescueDescriptionFacts {
  /** The project's direct dependencies ("pulls in 92 direct dependencies"); null when the text does not say. */
  directDependencies: number | null;
  /** The outbound timeout it names (ms). */
  timeoutMs: number | null;
  /** It says a call has no timeout, or hangs. */
  timeoutMissing: boolean;
  buildSeconds: number | null;
  /** A quote where the text says something assistive technology needs is missing ("no alt text"). */
  accessibilityGap: string | null;
  /** Where each fact was read: a quote of the text. */
  evidence: Partial<Record<'directDependencies' | 'timeoutMs' | 'timeoutMissing' | 'buildSeconds', string>>;
}

// A description reports a state: "images have no alt text", "forms are missing labels", "lacks keyboard access".
const GAP_RE =
  /\b(?:no|missing|without|lacks?|lacking|has\s+no|have\s+no)\s+(?:(?:the|any|proper|an?|image|images)\s+){0,2}(?:alt(?:\s+(?:text|texts|attributes?|tags?))?|alternative\s+text|(?:form\s+|input\s+|field\s+)?labels?|focus\s+(?:styles?|outlines?|indicators?|states?)|keyboard\s+(?:access|navigation|support)|captions?|transcripts?|skip\s+links?)\b/i;
// "Fix images without alt text" is the fix, not the state.
const FIX_BEFORE_RE = /\b(?:fix|fixes|fixing|add|adds|adding|restore|restoring|added)\b[^.,;:!?]*$/i;

function readAccessibilityGap(text: string): string | null {
  const match = GAP_RE.exec(text);
  if (!match) return null;
  const before = text.slice(Math.max(0, match.index - 48), match.index);
  return FIX_BEFORE_RE.test(before) ? null : toEvidence(match[0]);
}

/**
 * The one fact extractor for a rescue mission's description: the governance engine's reading, taken as the
 * project's state (a count of dependencies the text names is the project's count, whether it says "has" or
 * "pulls in"), plus the accessibility gaps a state report names. The facts shown and the findings judged both
 * come from here, so they cannot disagree.
 * @example readDescriptionFacts('The project pulls in 92 direct dependencies.').directDependencies // 92
 */
export function readDescriptionFacts(description: string): RescueDescriptionFacts {
  const facts = extractFacts({ decision_type: RESCUE_DECISION_TYPE, description });
  const evidence: RescueDescriptionFacts['evidence'] = {};
  let directDependencies = facts.currentDependencies;
  if (directDependencies !== null) evidence.directDependencies = facts.evidence.currentDependencies;
  else if (facts.newDependencies > 0 && facts.addedPackages.length === 0) {
    // Read as "added" by the decision reader; in a description of the project it is the project's count.
    directDependencies = facts.newDependencies;
    evidence.directDependencies = facts.evidence.newDependencies;
  }
  if (facts.timeoutMs !== null) evidence.timeoutMs = facts.evidence.timeoutMs;
  if (facts.timeoutMissing) evidence.timeoutMissing = facts.evidence.timeoutMissing;
  if (facts.buildSeconds !== null) evidence.buildSeconds = facts.evidence.buildSeconds;
  return {
    directDependencies,
    timeoutMs: facts.timeoutMs,
    timeoutMissing: facts.timeoutMissing,
    buildSeconds: facts.buildSeconds,
    accessibilityGap: facts.a11yRegression
      ? (facts.evidence.a11yRegression ?? null)
      : readAccessibilityGap(description),
    evidence,
  };
}
