import type { Constitution, Rule } from './schema';

/** How two rule sets differ, by rule id, in the order the ids first appear. */
export interface RuleDiff {
  added: string[];
  removed: string[];
  changed: string[];
}

export type VersionChange = 'major' | 'minor' | 'patch' | 'none';

// Key order must not make two equal rules look different (a rule read back from JSON may be reordered).
function toCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toCanonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toCanonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The rule ids added, removed and changed (any field: wording, threshold, severity, enforcement …).
 * @example diffRules(old.rules, next.rules); // { added: ['BP-X'], removed: [], changed: ['CH-DEP-001'] }
 */
export function diffRules(previous: readonly Rule[], next: readonly Rule[]): RuleDiff {
  const before = new Map(previous.map((rule) => [rule.id, rule]));
  const after = new Map(next.map((rule) => [rule.id, rule]));
  const added = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].filter((id) => !after.has(id));
  const changed = [...after.entries()]
    .filter(([id, rule]) => {
      const old = before.get(id);
      return old !== undefined && toCanonicalJson(old) !== toCanonicalJson(rule);
    })
    .map(([id]) => id);
  return { added, removed, changed };
}

/**
 * The semver step a rule diff calls for: removal is major, addition minor, a change patch.
 * @example toVersionChange({ added: ['BP-X'], removed: [], changed: [] }); // 'minor'
 */
export function toVersionChange(diff: RuleDiff): VersionChange {
  if (diff.removed.length > 0) return 'major';
  if (diff.added.length > 0) return 'minor';
  if (diff.changed.length > 0) return 'patch';
  return 'none';
}

/**
 * `version` moved by one semver step (lower parts reset to 0).
 * @example bumpVersion('1.4.2', 'minor'); // '1.5.0'
 */
export function bumpVersion(version: string, change: VersionChange): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  switch (change) {
    case 'major':
      return `${major + 1}.0.0`;
    case 'minor':
      return `${major}.${minor + 1}.0`;
    case 'patch':
      return `${major}.${minor}.${patch + 1}`;
    case 'none':
      return `${major}.${minor}.${patch}`;
  }
}

/**
 * The version a constitution takes when its rules become `nextRules`.
 * @example toNextVersion(createDefaultConstitution(), []); // '2.0.0'
 */
export function toNextVersion(previous: Constitution, nextRules: readonly Rule[]): string {
  return bumpVersion(previous.version, toVersionChange(diffRules(previous.rules, nextRules)));
}

/**
 * A copy of `constitution` holding `rules`, versioned by what changed.
 * @example withRules(constitution, [...constitution.rules, generatedRule]).version; // '1.1.0'
 */
export function withRules(constitution: Constitution, rules: readonly Rule[]): Constitution {
  return { ...constitution, version: toNextVersion(constitution, rules), rules: [...rules] };
}
