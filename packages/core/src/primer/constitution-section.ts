import type { Constitution, Rule } from '../constitution/index';

/**
 * The governance half of the primer: the constitution's rules, the exception process and the working
 * instructions. Written from the constitution it is given, so a project's own thresholds are what the
 * agent reads.
 */

export const CONSTITUTION_HEADING = '## Constitution';
export const EXCEPTION_HEADING = '### Asking for an exception';
export const INSTRUCTIONS_HEADING = '## Working instructions for agents';

/** The limit a rule sets, in words an agent can compare against. */
function toLimit(rule: Rule): string {
  if (rule.kind === 'wcag_level') return `WCAG 2.1 ${rule.level ?? 'AA'}`;
  if (rule.kind === 'dependency_justification') return 'a one-line reason for every dependency';
  if (rule.kind === 'pattern') {
    const phrases = rule.match?.anyOf ?? [];
    return phrases.length > 0 ? `never: ${phrases.map((p) => `“${p}”`).join(', ')}` : 'see the rule';
  }
  if (rule.threshold === undefined) return 'see the rule';
  if (rule.unit === 'ms') return `${rule.threshold} ms (${rule.threshold / 1000} s)`;
  return rule.unit ? `${rule.threshold} ${rule.unit}` : String(rule.threshold);
}

/** The first sentence of a rationale: enough for the why, short enough to read in a list. */
function toShortRationale(rationale: string): string {
  const flat = rationale.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](\s|$)/);
  return end === -1 ? flat : flat.slice(0, end + 1);
}

function toRuleLine(rule: Rule): string {
  const enforcement =
    rule.enforcement === 'enforced' ? 'enforced (a violation blocks)' : 'advisory (a violation warns)';
  return (
    `- **${rule.id}** — ${rule.title}. Limit: ${toLimit(rule)}. ${capitalize(enforcement)}, ` +
    `${rule.severity} severity. Why: ${toShortRationale(rule.rationale)}`
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function findRule(constitution: Constitution, kind: Rule['kind']): Rule | undefined {
  return constitution.rules.find((rule) => rule.kind === kind);
}

/**
 * The "## Constitution" section: version, tier, every rule, and how to ask for an exception.
 * @example toConstitutionSection(createDefaultConstitution()).includes('CH-DEP-001'); // true
 */
export function toConstitutionSection(constitution: Constitution): string {
  const rules =
    constitution.rules.length > 0
      ? constitution.rules.map(toRuleLine)
      : ['- No rules yet. Ask the owner before any change to dependencies, timeouts or accessibility.'];
  return [
    CONSTITUTION_HEADING,
    '',
    `Version ${constitution.version}, ${constitution.tier} tier. These rules bind every change to this ` +
      'project. Enforced rules block a change that breaks them; advisory rules warn and ask for a reason.',
    '',
    ...rules,
    '',
    EXCEPTION_HEADING,
    '',
    '1. Before a risky action (adding or upgrading a dependency, changing a timeout, the build or anything ' +
      'that affects accessibility), send it to `POST /api/external/validate` with your API key and wait ' +
      'for the verdict.',
    '2. `approved`: go ahead. `warning`: go ahead only with a written reason. `blocked`: stop.',
    '3. When blocked and the change is truly needed, file `POST /api/constitutional/rebellions` with the ' +
      '`decision_id` from the verdict and a justification a person can judge. Do not make the change until ' +
      'the exception is approved; then validate again.',
  ].join('\n');
}

/**
 * The "## Working instructions for agents" section, quoting this constitution's limits.
 * @example toInstructionsSection(createDefaultConstitution()).includes('10000 ms'); // true
 */
export function toInstructionsSection(constitution: Constitution): string {
  const dependencyRule = findRule(constitution, 'max_dependencies');
  const timeoutRule = findRule(constitution, 'max_api_timeout_ms');
  const wcagRule = findRule(constitution, 'wcag_level');
  const dependencyLimit = dependencyRule
    ? ` of ${dependencyRule.id} (${toLimit(dependencyRule)})`
    : ' the owner agrees';
  const timeoutLimit = timeoutRule
    ? `at most ${toLimit(timeoutRule)}, the limit of ${timeoutRule.id},`
    : 'a bounded timeout the owner agrees,';
  const level = wcagRule ? `WCAG 2.1 ${wcagRule.level ?? 'AA'} (${wcagRule.id})` : 'WCAG 2.1 AA';
  return [
    INSTRUCTIONS_HEADING,
    '',
    `- Validate before you add a dependency, change a timeout, change the build configuration or touch ` +
      `accessibility. Keep the direct dependency count within the limit${dependencyLimit}.`,
    '- Justify every dependency in one line: what it does that a few lines of code would not.',
    `- Give every outbound call a timeout of ${timeoutLimit} and a failure path the user can see.`,
    `- Keep the interface at ${level}: alt text, labels, visible focus, keyboard access, contrast.`,
    '- Record each significant decision (what, why, alternatives considered) so the next agent can follow it.',
    '- Where this primer says “Not specified yet”, ask the owner instead of guessing.',
    '- Prefer the smallest change that solves the problem; keep the scope above.',
  ].join('\n');
}
