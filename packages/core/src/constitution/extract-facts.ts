import { readAccessibilityText } from './read-accessibility-text';
import { readBuildText } from './read-build-text';
import { readDependencyText } from './read-dependency-text';
import { MAX_TEXT_CHARS, toCount, toMillisecondsFromString, toReadableText } from './read-quantities';
import { readTimeoutText } from './read-timeout-text';
import type { DecisionInput, WcagLevel } from './schema';

/** What the rules measure, read from one decision. */
export interface DecisionFacts {
  /** Direct dependencies before the change; null when neither metadata nor text says. */
  currentDependencies: number | null;
  /** Direct dependencies the change adds. */
  newDependencies: number;
  /** Direct dependencies it removes (read from text: "remove 13 dependencies"). */
  removedDependencies: number;
  /** Names of the packages it adds, when known. */
  addedPackages: string[];
  /** The outbound HTTP timeout it sets (ms). */
  timeoutMs: number | null;
  /** It adds or keeps an HTTP call without a timeout. */
  timeoutMissing: boolean;
  buildSeconds: number | null;
  /** The WCAG level it says it keeps. */
  wcagLevel: WcagLevel | null;
  /** It removes alt text, labels, focus styles, keyboard access … */
  a11yRegression: boolean;
  /** Where each fact came from: `metadata.<key>` or a quote of the text. */
  evidence: Partial<Record<FactName, string>>;
}

export type FactName = Exclude<keyof DecisionFacts, 'evidence'>;

const NO_TIMEOUT_WORDS = new Set(['none', 'no', 'null', 'false', 'infinite', 'infinity', 'never', '0']);
const WCAG_VALUE_RE = /^\s*(?:wcag\s*(?:2(?:\.\d)?\s*)?)?(?:level\s*)?(aaa|aa|a)\s*$/i;

function toNames(value: unknown): string[] | null {
  const items = typeof value === 'string' ? value.split(/[\s,]+/) : Array.isArray(value) ? value : null;
  if (items === null) return null;
  const names: string[] = [];
  for (const item of items.slice(0, 1000)) {
    const name =
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'
          ? (item as { name: string }).name
          : '';
    const trimmed = name.trim();
    if (trimmed !== '' && !names.includes(trimmed)) names.push(trimmed);
  }
  return names;
}

// A timeout key set to null, false, 0 or "none" says the call has none (axios reads 0 as "never").
function readMetadataTimeout(metadata: Record<string, unknown>): { ms: number | null; key: string } | null {
  const keys: [string, 'ms' | 's' | 'auto'][] = [
    ['timeout_ms', 'ms'],
    ['timeout_seconds', 's'],
    ['timeout', 'auto'],
  ];
  for (const [key, bare] of keys) {
    if (!(key in metadata)) continue;
    const value = metadata[key];
    if (value === null || value === false) return { ms: null, key };
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
      const ms = bare === 'ms' ? value : bare === 's' ? value * 1000 : value < 100 ? value * 1000 : value;
      return { ms: ms === 0 ? null : Math.round(ms), key };
    }
    if (typeof value === 'string') {
      if (NO_TIMEOUT_WORDS.has(value.trim().toLowerCase())) return { ms: null, key };
      const ms = toMillisecondsFromString(value, bare);
      if (ms !== null) return { ms: ms === 0 ? null : ms, key };
    }
  }
  return null;
}

function readMetadataBuild(metadata: Record<string, unknown>): { seconds: number; key: string } | null {
  for (const key of ['build_seconds', 'build_time']) {
    const value = metadata[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return { seconds: value, key };
    if (typeof value === 'string') {
      const ms = toMillisecondsFromString(value, 's');
      if (ms !== null) return { seconds: ms / 1000, key };
    }
  }
  return null;
}

/**
 * The facts the rules measure: structured metadata first, then the description and proposed action.
 * @example extractFacts({ decision_type: 'dependency', description: 'npm install lodash axios' }).addedPackages; // ['lodash', 'axios']
 */
export function extractFacts(decision: DecisionInput): DecisionFacts {
  const metadata = decision.metadata ?? {};
  const evidence: Partial<Record<FactName, string>> = {};
  const text = toReadableText(
    `${decision.description.slice(0, MAX_TEXT_CHARS)}\n${(decision.proposed_action ?? '').slice(0, MAX_TEXT_CHARS)}`,
  );
  const decisionType = decision.decision_type.toLowerCase();

  // Dependencies. `dependencies` as a number is the project's count; as a list, the packages added.
  const deps = readDependencyText(text);
  let currentDependencies: number | null = null;
  for (const key of ['current_dependencies', 'dependencies'] as const) {
    const count = toCount(metadata[key]);
    if (count !== null) {
      currentDependencies = count;
      evidence.currentDependencies = `metadata.${key}`;
      break;
    }
  }
  if (currentDependencies === null && deps.current !== null) {
    currentDependencies = deps.current.value;
    evidence.currentDependencies = deps.current.evidence;
  }

  const addedPackages: string[] = [];
  const namedKeys: string[] = [];
  for (const key of ['new_dependencies', 'dependencies', 'packages']) {
    if (toCount(metadata[key]) !== null) continue;
    const names = toNames(metadata[key]);
    if (names === null) continue;
    for (const name of names) if (!addedPackages.includes(name)) addedPackages.push(name);
    if (names.length > 0) namedKeys.push(`metadata.${key}`);
  }
  if (namedKeys.length > 0) evidence.addedPackages = namedKeys.join(', ');
  else if (deps.names !== null) {
    addedPackages.push(...deps.names.value);
    evidence.addedPackages = deps.names.evidence;
  }

  let newDependencies = 0;
  // `new_dependencies` is a count or the list of names; either way it is the count.
  const newCount = toCount(metadata.new_dependencies) ?? toNames(metadata.new_dependencies)?.length ?? null;
  if (newCount !== null) {
    newDependencies = newCount;
    evidence.newDependencies = 'metadata.new_dependencies';
  } else if (deps.added !== null && deps.added.value >= addedPackages.length) {
    newDependencies = deps.added.value;
    evidence.newDependencies = deps.added.evidence;
  } else if (addedPackages.length > 0) {
    newDependencies = addedPackages.length;
    evidence.newDependencies = evidence.addedPackages ?? '';
  }

  const removedDependencies = deps.removed?.value ?? 0;
  if (deps.removed !== null) evidence.removedDependencies = deps.removed.evidence;

  // Timeout.
  let timeoutMs: number | null = null;
  let timeoutMissing = false;
  const fromMetadata = readMetadataTimeout(metadata);
  if (fromMetadata !== null) {
    timeoutMs = fromMetadata.ms;
    timeoutMissing = fromMetadata.ms === null;
    evidence[timeoutMissing ? 'timeoutMissing' : 'timeoutMs'] = `metadata.${fromMetadata.key}`;
  } else {
    const fromText = readTimeoutText(text, decisionType);
    if (fromText.timeoutMs !== null && fromText.timeoutMs.value > 0) {
      timeoutMs = fromText.timeoutMs.value;
      evidence.timeoutMs = fromText.timeoutMs.evidence;
    } else if (fromText.timeoutMs !== null || fromText.missing !== null) {
      timeoutMissing = true;
      evidence.timeoutMissing = (fromText.missing ?? fromText.timeoutMs)?.evidence ?? '';
    }
  }

  // Build.
  let buildSeconds: number | null = null;
  const build = readMetadataBuild(metadata);
  if (build !== null) {
    buildSeconds = build.seconds;
    evidence.buildSeconds = `metadata.${build.key}`;
  } else {
    const fromText = readBuildText(text);
    if (fromText !== null) {
      buildSeconds = fromText.value;
      evidence.buildSeconds = fromText.evidence;
    }
  }

  // Accessibility.
  const a11y = readAccessibilityText(text);
  let wcagLevel: WcagLevel | null = null;
  const levelMatch = typeof metadata.wcag_level === 'string' ? WCAG_VALUE_RE.exec(metadata.wcag_level) : null;
  if (levelMatch !== null) {
    wcagLevel = (levelMatch[1] ?? 'A').toUpperCase() as WcagLevel;
    evidence.wcagLevel = 'metadata.wcag_level';
  } else if (a11y.level !== null) {
    wcagLevel = a11y.level.value;
    evidence.wcagLevel = a11y.level.evidence;
  }
  if (a11y.regression !== null) evidence.a11yRegression = a11y.regression.evidence;

  return {
    currentDependencies,
    newDependencies,
    removedDependencies,
    addedPackages,
    timeoutMs,
    timeoutMissing,
    buildSeconds,
    wcagLevel,
    a11yRegression: a11y.regression !== null,
    evidence,
  };
}
