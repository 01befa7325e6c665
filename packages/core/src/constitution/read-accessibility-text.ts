import type { TextFact } from './read-dependency-text';
import { toEvidence } from './read-quantities';
import type { WcagLevel } from './schema';

export interface AccessibilityText {
  /** The WCAG level the text says the change keeps (the last one named: "from AA to A" → A). */
  level: TextFact<WcagLevel> | null;
  /** The text removes or disables something assistive technology relies on. */
  regression: TextFact<true> | null;
}

const REMOVE_VERB =
  '(?:remove|removes|removing|removed|drop|drops|dropping|delete|deletes|deleting|strip|strips|stripping|' +
  'disable|disables|disabling|hide|hides|hiding|omit|omits|omitting|skip|skips|skipping|get\\s+rid\\s+of|' +
  'turn\\s+off|turns\\s+off|turning\\s+off|without|ignore|ignores|ignoring|no\\s+longer\\s+(?:need|use|include|support|provide|have)|' +
  'reduce|reduces|reducing|lower|lowers|lowering|break|breaks|breaking)';
const FILLER =
  '(?:(?:the|all|any|our|its|their|image|images|form|input|visible|every|unnecessary|redundant|default|browser|native|some|these|those|button|icon|link)\\s+){0,3}';
const TARGET =
  '(?:alt(?:\\s+(?:text|texts|attributes?|tags?|descriptions?))?\\b|alt=|aria(?:[\\s-][a-z]+)?\\b|' +
  'focus\\s+(?:outlines?|rings?|indicators?|styles?|states?|visibility|management|traps?)\\b|outlines?\\b|' +
  'keyboard\\s+(?:navigation|support|access|accessibility|shortcuts|focus|handlers?|events?|users?)\\b|' +
  'tab\\s+(?:navigation|order|stops?)\\b|tabindex\\b|skip[\\s-]links?\\b|screen[\\s-]?readers?(?:\\s+(?:support|text|labels?))?\\b|' +
  '(?:input|form|field)\\s+labels?\\b|captions?\\b|subtitles?\\b|transcripts?\\b|(?:colou?r\\s+)?contrast\\b|' +
  'semantic\\s+(?:html|markup|elements)\\b|landmarks?\\b|lang\\s+attributes?\\b|reduced[\\s-]motion\\b|' +
  'accessibility(?:\\s+(?:checks?|tests?|features?|support|attributes?|labels?))?\\b|a11y(?:\\s+(?:checks?|tests?|features?|support))?\\b)';
const REGRESSION_RE = new RegExp(
  `\\b${REMOVE_VERB}\\s+${FILLER}${TARGET}|\\boutline\\s*:\\s*(?:none|0)\\b|\\bdivs?\\s+instead\\s+of\\s+buttons?\\b`,
  'g',
);
// Words that make a nearby removal the fix or a report of one ("fix images without alt text").
const IMPROVEMENT_RE =
  /\b(?:fix|fixes|fixing|fixed|add|adds|adding|added|restore|restores|restoring|flag|flags|flagging|detect|detects|detecting|audit|audits|auditing|report|reports|reporting|find|finds|finding|catch|catches|lint|linting|warn|warns|prevent|prevents|preventing|never|avoid|avoids|avoiding|instead\s+of|don't|do\s+not|must\s+not|without\s+(?:removing|dropping|breaking))\b/;
// A removal belongs to its own clause: "add a button and remove alt text" still removes alt text.
const CLAUSE_BREAK_RE = /[,.;:!?]|\b(?:and|then|but|while|also)\b/g;
const LOOKBEHIND_CHARS = 48;
const WCAG_RE = /\bwcag\s*(?:2(?:\.\d)?\s*)?(?:level\s*)?(aaa|aa|a)\b/g;

function isImprovement(text: string, start: number): boolean {
  const window = text.slice(Math.max(0, start - LOOKBEHIND_CHARS), start);
  let clauseStart = 0;
  for (const m of window.matchAll(CLAUSE_BREAK_RE)) clauseStart = (m.index ?? 0) + m[0].length;
  return IMPROVEMENT_RE.test(window.slice(clauseStart));
}

/**
 * Accessibility facts from readable text: a WCAG level it names, and whether it removes alt text,
 * labels, focus styles or keyboard access. Adding them ("add alt text") is never a regression.
 * @example readAccessibilityText('remove alt text from images').regression?.value; // true
 */
export function readAccessibilityText(text: string): AccessibilityText {
  let level: TextFact<WcagLevel> | null = null;
  for (const m of text.matchAll(WCAG_RE)) {
    level = { value: (m[1] ?? 'a').toUpperCase() as WcagLevel, evidence: toEvidence(m[0]) };
  }
  let regression: TextFact<true> | null = null;
  for (const m of text.matchAll(REGRESSION_RE)) {
    if (isImprovement(text, m.index ?? 0)) continue;
    regression = { value: true, evidence: toEvidence(m[0]) };
    break;
  }
  return { level, regression };
}
