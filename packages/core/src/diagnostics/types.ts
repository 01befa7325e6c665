/**
 * The diagnostics engine's vocabulary. Rules are pure: they read file
 * text or a parsed ESTree program handed to them and return located findings. Reading files and parsing
 * happen outside core (the CLI and the server inject both), so core stays free of I/O.
 */

export const DIAGNOSTIC_CATEGORIES = [
  'dependencies',
  'performance',
  'accessibility',
  'architecture',
] as const;
export type DiagnosticCategory = (typeof DIAGNOSTIC_CATEGORIES)[number];

/** Ordered from most to least severe; `--fail-on` compares by this order. */
export const FINDING_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** A WCAG 2.1 success criterion, e.g. `{ criterion: '1.1.1', level: 'A', name: 'Non-text Content' }`. */
export interface WcagCriterion {
  criterion: string;
  level: 'A' | 'AA';
  name: string;
}

/** What a rule is, independent of any finding: the id is stable (reports, baselines and SARIF use it). */
export interface RuleMeta {
  /** Stable id, `<category-prefix>/<kebab-name>`, e.g. `perf/http-timeout-missing`, `a11y/img-alt`. */
  id: string;
  category: DiagnosticCategory;
  severity: FindingSeverity;
  /** One line, e.g. "Outbound HTTP call without a timeout". */
  title: string;
  /** Why it matters, a few sentences (SARIF help text, the report's rule section). */
  help: string;
  wcag?: WcagCriterion;
  /** A security problem (leaked secrets): SARIF tags it `security` so code scanning ranks it. */
  security?: boolean;
}

/** One located problem. Lines and columns are 1-based; a finding about a whole file uses line 1, column 1. */
export interface Finding {
  ruleId: string;
  category: DiagnosticCategory;
  severity: FindingSeverity;
  /** Path relative to the scanned root, `/`-separated. */
  file: string;
  line: number;
  column: number;
  message: string;
  /** The offending source text (one line or a short excerpt), trimmed to at most 200 characters. */
  evidence: string;
  /** What to do instead, concretely. */
  fix: string;
  /** The offending quantity in the rule's unit, where it has one (ms for an HTTP timeout that is too long). */
  measured?: number;
}

/**
 * An outbound call a rule saw but could not judge (its timeout is decided where the checker cannot see: a
 * signal from the caller, a client handed in, a bound set in another file). Never a finding (precision
 * first), but reported beside them so an unjudged call is said to be unjudged, not counted as clean.
 */
export interface UndecidedCall {
  /** Path relative to the scanned root, `/`-separated. */
  file: string;
  line: number;
  column: number;
  /** The call as the finding would name it, e.g. `fetch()`, `axios.get()`. */
  what: string;
  /** Why it could not be judged, when the checker knows, e.g. "the signal comes from the caller". */
  reason?: string;
}

/**
 * A source file the parser could not read: its code rules (HTTP timeouts, accessibility) ran on nothing or
 * only on what parsed, so every report names it rather than scoring it as clean. `line`/`column` locate the
 * parser's first message when it gives a span.
 */
export interface UnparsedFile {
  /** Path relative to the scanned root, `/`-separated. */
  file: string;
  /** The parser's first message, e.g. "Unexpected token". */
  message: string;
  line?: number;
  column?: number;
}

/** The constitution's numbers the rules check against (core's default constitution gives 50 / 10 000 / 60). */
export interface DiagnosticLimits {
  maxDirectDependencies: number;
  maxTimeoutMs: number;
  buildBudgetSeconds: number;
  /** Package names the constitution records a justification for. */
  justifiedDependencies: ReadonlySet<string>;
}

/** The text of a file at a path: what every rule receives (lockfiles, manifests, sources, HTML). */
export interface SourceFile {
  path: string;
  text: string;
}

/**
 * 1-based line and column of 0-based character offsets in one text. Build it once per file: each lookup is
 * a binary search over the line starts, which are found at the first lookup (most files checked have no
 * finding, and need none).
 */
export function createLineIndex(text: string): (offset: number) => { line: number; column: number } {
  let starts: number[] | undefined;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    }
    const at = Math.min(Math.max(0, offset), text.length);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - (starts[low] ?? 0) + 1 };
  };
}

/** The evidence for a finding: the source between two offsets, whitespace collapsed, at most 200 characters. */
export function toEvidence(text: string, start: number, end: number): string {
  const excerpt = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return excerpt.length > 200 ? `${excerpt.slice(0, 199)}…` : excerpt;
}
