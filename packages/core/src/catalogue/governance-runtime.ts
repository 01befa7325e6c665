/**
 * The evaluator embedded in the downloadable governance package, as JavaScript source text. It is a string,
 * not code core runs: it must work with no dependencies on Node ≥ 18 and in browsers, so it is plain ES2020
 * and reads `process` only when it exists. Kept free of backticks and `${` so String.raw holds it verbatim.
 *
 * It mirrors the constitution's rule kinds (constitution/schema.ts); the governance-package tests run it.
 */
export const GOVERNANCE_RUNTIME = String.raw`
// Phrases that show a change lowers accessibility or drops a timeout when the metadata does not say so.
const A11Y_BREAKING = ['remove alt', 'without alt', 'no alt text', 'outline: none', 'remove the label', 'not keyboard accessible', 'user-scalable=no'];
const NO_TIMEOUT = ['without a timeout', 'without timeout', 'no timeout', 'disable the timeout', 'timeout: 0'];
const WCAG_ORDER = { A: 1, AA: 2, AAA: 3 };

function textOf(decision) {
  return ((decision.description || '') + ' ' + (decision.proposed_action || '')).toLowerCase().replace(/\s+/g, ' ');
}

// A count from a number, a numeric string or a list of names.
function countOf(value) {
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function namesOf(value) {
  return Array.isArray(value) ? value.filter((name) => typeof name === 'string') : [];
}

function firstHit(text, phrases) {
  return (phrases || []).find((phrase) => text.includes(String(phrase).toLowerCase()));
}

function checkRule(rule, decision, text, meta) {
  const limit = rule.threshold;
  switch (rule.kind) {
    case 'max_dependencies': {
      const current = countOf(meta.current_dependencies) ?? countOf(meta.dependencies);
      const added = countOf(meta.new_dependencies);
      if (current === undefined && added === undefined) return null;
      const total = (current || 0) + (added || 0);
      if (limit === undefined || total <= limit) return null;
      return { actual: total, message: total + ' direct dependencies exceed the limit of ' + limit + ': remove ' + (total - limit) + ' or request an exception.' };
    }
    case 'max_api_timeout_ms': {
      const seconds = countOf(meta.timeout_seconds);
      const ms = countOf(meta.timeout_ms) ?? (seconds === undefined ? undefined : seconds * 1000);
      if (ms !== undefined && ms <= 0) return { actual: null, message: 'An outbound call without a timeout can hang forever: set one of at most ' + limit + ' ms.' };
      if (ms !== undefined) {
        if (limit === undefined || ms <= limit) return null;
        return { actual: ms, message: 'A ' + ms + ' ms timeout exceeds the limit of ' + limit + ' ms: lower it, fail fast and retry with backoff.' };
      }
      const phrase = firstHit(text, NO_TIMEOUT);
      return phrase ? { actual: null, message: 'The decision makes an outbound call "' + phrase + '": set a timeout of at most ' + limit + ' ms.' } : null;
    }
    case 'max_build_seconds': {
      const seconds = countOf(meta.build_seconds);
      if (seconds === undefined || limit === undefined || seconds <= limit) return null;
      return { actual: seconds, message: 'A ' + seconds + ' s build exceeds the budget of ' + limit + ' s: cache dependencies or split the build.' };
    }
    case 'wcag_level': {
      const required = rule.level || 'AA';
      const level = typeof meta.wcag_level === 'string' ? meta.wcag_level.toUpperCase() : undefined;
      if (level && WCAG_ORDER[level] !== undefined && WCAG_ORDER[level] < WCAG_ORDER[required]) {
        return { actual: null, message: 'The change keeps WCAG ' + level + ' but the constitution requires ' + required + '.' };
      }
      const phrase = firstHit(text, A11Y_BREAKING);
      return phrase ? { actual: null, message: 'The change would break WCAG 2.1 ' + required + ' ("' + phrase + '").' } : null;
    }
    case 'dependency_justification': {
      const given = meta.justifications && typeof meta.justifications === 'object' ? meta.justifications : {};
      const general = typeof meta.justification === 'string' && meta.justification.trim() !== '';
      const names = namesOf(meta.new_dependencies).concat(namesOf(meta.packages));
      if (names.length > 0) {
        const missing = names.filter((name) => !general && !JUSTIFICATIONS[name] && !given[name]);
        if (missing.length === 0) return null;
        return { actual: missing.length, message: missing.join(', ') + ' added without a justification: say why the project needs ' + (missing.length === 1 ? 'it' : 'them') + '.' };
      }
      const added = countOf(meta.new_dependencies);
      if (added && added > 0 && !general) return { actual: added, message: added + ' new dependencies without a justification: say why the project needs each.' };
      return null;
    }
    case 'pattern': {
      const match = rule.match;
      if (!match) return null;
      const types = match.decisionTypes || [];
      if (types.length > 0 && !types.includes(decision.decision_type)) return null;
      const phrase = firstHit(text, match.anyOf);
      if (!phrase || firstHit(text, match.noneOf)) return null;
      return { actual: null, message: rule.title + ' (the decision says "' + phrase + '")' };
    }
    default:
      return null;
  }
}

/**
 * Evaluates one decision: { decision_type, description, proposed_action?, metadata? }.
 * Returns { status: 'approved' | 'blocked' | 'warning', violations: [{ ruleId, message, ... }] }.
 */
export function evaluate(decision) {
  if (!decision || typeof decision !== 'object' || typeof decision.description !== 'string') {
    throw new TypeError('A decision is an object with at least a description string.');
  }
  const meta = decision.metadata && typeof decision.metadata === 'object' ? decision.metadata : {};
  const text = textOf(decision);
  const violations = [];
  for (const rule of RULES) {
    const found = checkRule(rule, decision, text, meta);
    if (found) {
      violations.push({ ruleId: rule.id, title: rule.title, severity: rule.severity, enforcement: rule.enforcement, actual: found.actual, message: found.message });
    }
  }
  const status = violations.some((v) => v.enforcement === 'enforced') ? 'blocked' : violations.length > 0 ? 'warning' : 'approved';
  return { status, constitutionVersion: CONSTITUTION_VERSION, violations };
}

// True when this file is the script node was asked to run, not an import.
function isMain() {
  if (typeof process === 'undefined' || !process.versions || !process.versions.node || !process.argv[1]) return false;
  const normalise = (path) => path.replace(/\\/g, '/').replace(/^\/([A-Za-z]:)/, '$1').toLowerCase();
  const self = normalise(decodeURIComponent(new URL(import.meta.url).pathname));
  const entry = normalise(process.argv[1]);
  // endsWith tolerates symlinked temp directories (/tmp vs /private/tmp).
  return self === entry || self.endsWith(entry) || entry.endsWith(self);
}

if (isMain()) {
  const input = process.argv[2];
  let decision;
  try {
    decision = JSON.parse(input === undefined ? '' : input);
  } catch {
    process.stderr.write('Usage: node constitutional-governance.js \'{"decision_type":"...","description":"...","metadata":{}}\'\n');
    process.exit(2);
  }
  try {
    const result = evaluate(decision);
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
    process.exitCode = result.status === 'blocked' ? 1 : 0;
  } catch (error) {
    process.stderr.write(String(error && error.message ? error.message : error) + '\n');
    process.exit(2);
  }
}
`;
