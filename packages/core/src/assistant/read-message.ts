import { type DecisionFacts, extractFacts } from '../constitution/extract-facts';
import { toReadableText } from '../constitution/read-quantities';
import type { DecisionInput } from '../constitution/schema';
import type { AssistantIntent } from './schema';

/** What one chat message asks, read with the same rules the evaluator reads decisions with. */
export interface AssistantReading {
  intent: AssistantIntent;
  /** The decision the message describes (intent `decision`), ready for `evaluateDecision`. */
  decision: DecisionInput | null;
  /** The facts the rules measure, from `extractFacts` (intent `decision`). */
  facts: DecisionFacts | null;
  /** True when the message is the decision *not* to do it ("don't add lodash"). */
  negated: boolean;
  /** The words a best practice is looked up by (intent `practice`). */
  topic: string | null;
  /** The reason given for an exception ("… because the charts need it"), when one was. */
  justification: string | null;
}

// "Can I add chart.js?", "we want to use date-fns", "pull in moment": the package the sentence names.
const ADD_NAME_RE =
  /\b(?:add|adding|install|installing|use|using|pull in|pulling in|bring in|bringing in|introduce|introducing|depend on|switch to)\s+(?:the\s+)?(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)/g;
const ALREADY_RE = /\b(?:we|already|still|currently|they|i)\s+$/;
const PACKAGE_RE = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;
// What follows an add-verb without being a package: articles, pronouns and the things rules talk about.
const NOT_PACKAGES = new Set(
  (
    'a an the any some more another new one two this that these those it them our my your their its all ' +
    'alt aria text label labels focus keyboard image images logo button buttons link links page pages ' +
    'timeout timeouts time retry retries retrying caching cache logging logs log tests test testing types ' +
    'docs comments support feature features endpoint endpoints route routes api apis call calls request ' +
    'requests dependency dependencies package packages library libraries module modules deps dep ' +
    'validation monitoring analytics auth authentication pagination backoff jitter idempotency keys key ' +
    'tls https http ssl a11y wcag charts chart graphs graph build builds step steps code script scripts ' +
    'to for with and or of in on at by from as exception exceptions rebellion rebellions'
  ).split(' '),
);

const NEGATION_RE =
  /\b(?:don'?t|do not|doesn'?t|does not|won'?t|will not|shouldn'?t|should not|never|not going to|no longer|avoid|stop|without)\s+(?:\w+\s+){0,2}?(?:add|adding|install|installing|use|using|pull|bring|introduce|remove|removing|raise|raising|increase|increasing|set|setting|drop|dropping|disable|disabling|change|changing)\b/;

const EXCEPTION_RE =
  /\b(?:(?:ask|asking|request|requesting|file|filing|open|opening|raise|raising|submit|submitting|need|want|get|create)\s+(?:\w+\s+){0,3}?(?:exception|rebellion|waiver|override)s?|(?:exception|rebellion|waiver)\s+for\s+(?:that|this|it))\b/;
const HOW_EXCEPTIONS_RE = /^\s*(?:how|what|when|why)\b[^?]*\b(?:exceptions?|rebellions?)\b/;
const LEDGER_RE =
  /\b(?:why\s+(?:was|were|did|is)\b[^?]{0,60}\b(?:blocked|denied|rejected|flagged|refused|stopped|warned|fail(?:ed)?)|(?:last|latest|recent|previous|past)\s+(?:\w+\s+){0,2}?(?:decisions?|installs?|validations?|checks?|requests?|verdicts?|blocks?|changes?)|\bledger\b|decision\s+(?:history|log)|what\s+(?:was|got|has been)\s+blocked|show\s+(?:me\s+)?(?:the\s+)?(?:blocked|decisions))/;
const RULES_RE =
  /\b(?:rules?|constitution|principles?|limits?|polic(?:y|ies)|thresholds?|guardrails?|allowed\s+to|budget)\b/;
const RULES_ASK_RE =
  /^\s*(?:what|which|list|show|explain|tell|give|remind|how\s+many|how\s+(?:long|high|big)|do\s+we\s+have)\b|\b(?:our|my|the)\s+(?:rules|constitution|principles|limits|policies)\b/;
const PRACTICE_RE =
  /\b(?:how\s+(?:should|do|can|would|to)\b|best\s+practices?|recommend(?:ed|ation)?s?|advice|guidance|right\s+way|good\s+way|tips?\s+(?:for|on)|what\s+(?:is|are)\s+(?:a\s+|the\s+)?(?:good|best))/;
const HELP_RE =
  /^\s*(?:hi|hello|hey|help|thanks|thank you|good (?:morning|afternoon|evening))\b|\bwhat\s+can\s+you\s+do\b|\bwho\s+are\s+you\b|\bhow\s+does\s+this\s+work\b/;
// A proposed action without a measurable fact still gets evaluated (pattern rules read any text).
const ACTION_RE =
  /\b(?:add|install|use|remove|delete|drop|disable|skip|store|save|log|raise|increase|lower|set|change|switch|deploy|ship|bump|upgrade|downgrade|commit|turn off|hard-?code|expose|bypass|replace|introduce)\b/;
const JUSTIFICATION_RE = /\b(?:because|since|as|so that|justification:?|reason:?)\s+(.{6,})$/;

const TYPE_HINTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['dependency', /\b(?:dependenc|package|npm|yarn|pnpm|librar|install|module|deps?\b)/],
  ['accessibility', /\b(?:alt text|aria|wcag|accessib|screen reader|contrast|keyboard|focus|label)/],
  ['build', /\b(?:build|bundle|compile|webpack|vite|ci pipeline)/],
  ['api_call', /\b(?:api|endpoint|http|fetch|request|timeout|webhook)/],
];

/**
 * The decision type a free-text request most likely is; the evaluator also reads the texts themselves.
 * @example toDecisionType('npm install lodash'); // 'dependency'
 */
export function toDecisionType(text: string): string {
  const lower = text.toLowerCase();
  return TYPE_HINTS.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'general';
}

/** Package names the sentence adds that core's decision readers leave to an installer command or "the X library". */
function readNamedPackages(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(ADD_NAME_RE)) {
    // "we use Intl", "we already use zod": what the project has, not what it adds.
    if (
      /^us/.test(match[0]) &&
      ALREADY_RE.test(text.slice(Math.max(0, (match.index ?? 0) - 20), match.index))
    )
      continue;
    const raw = (match[1] ?? '').replace(/[.,:;!?]+$/, '');
    if (!PACKAGE_RE.test(raw) || NOT_PACKAGES.has(raw) || /^\d+$/.test(raw)) continue;
    // "add 3 dependencies" is a count, read by core; "add alt text" names no package.
    if (!names.includes(raw)) names.push(raw);
  }
  return names;
}

function hasFacts(facts: DecisionFacts): boolean {
  return (
    facts.newDependencies > 0 ||
    facts.removedDependencies > 0 ||
    facts.addedPackages.length > 0 ||
    facts.timeoutMs !== null ||
    facts.timeoutMissing ||
    facts.buildSeconds !== null ||
    facts.wcagLevel !== null ||
    facts.a11yRegression
  );
}

const EMPTY_READING = { decision: null, facts: null, negated: false, topic: null, justification: null };

/**
 * What a chat message asks: its intent and, for a decision, the decision and the facts the rules measure
 * (core's readers: structured metadata first, the text as fallback). Pure and deterministic.
 * @example readAssistantMessage('Can I add chart.js? We have 50 dependencies').facts?.currentDependencies; // 50
 */
export function readAssistantMessage(message: string): AssistantReading {
  const text = toReadableText(message.slice(0, 2_000)).trim();
  if (text === '') return { intent: 'unknown', ...EMPTY_READING };

  if (EXCEPTION_RE.test(text) && !HOW_EXCEPTIONS_RE.test(text)) {
    const justification = JUSTIFICATION_RE.exec(message.trim())?.[1]?.trim() ?? null;
    return { intent: 'request_exception', ...EMPTY_READING, justification };
  }
  if (LEDGER_RE.test(text)) return { intent: 'ledger', ...EMPTY_READING };

  const names = readNamedPackages(text);
  const decision: DecisionInput = {
    decision_type: toDecisionType(text),
    description: message.trim().slice(0, 2_000),
  };
  const coreFacts = extractFacts(decision);
  // Structured first: names the sentence gives ("add chart.js") go in as metadata when core's text
  // readers found none, so the evaluator counts them exactly as it counts an agent's metadata.
  if (coreFacts.addedPackages.length === 0 && names.length > 0) {
    decision.metadata = { new_dependencies: names };
    if (decision.decision_type === 'general') decision.decision_type = 'dependency';
  }
  const facts = decision.metadata ? extractFacts(decision) : coreFacts;
  const measurable = hasFacts(facts);
  const negated = NEGATION_RE.test(text);

  if (!measurable) {
    if (HOW_EXCEPTIONS_RE.test(text) || HELP_RE.test(text)) return { intent: 'help', ...EMPTY_READING };
    if (PRACTICE_RE.test(text)) return { intent: 'practice', ...EMPTY_READING, topic: text };
    if (RULES_RE.test(text) && RULES_ASK_RE.test(text))
      return { intent: 'rules', ...EMPTY_READING, topic: text };
  }
  if (measurable || ACTION_RE.test(text)) {
    return { intent: 'decision', decision, facts, negated, topic: null, justification: null };
  }
  if (RULES_RE.test(text)) return { intent: 'rules', ...EMPTY_READING, topic: text };
  return { intent: 'unknown', ...EMPTY_READING };
}
