/**
 * Decision types are free-form (agents and hooks name them their own way), but a type no rule and no
 * family below recognises, stating nothing any rule measures, has not been judged: the evaluator answers
 * `warning` with no score instead of "approved, 100".
 */

/** Families of decision types Charter's rules are written for, by the word stems that name them. */
export const DECISION_TYPE_FAMILIES = {
  dependencies: [
    'depend',
    'package',
    'librar',
    'module',
    'install',
    'uninstall',
    'remov',
    'npm',
    'pnpm',
    'yarn',
  ],
  api: [
    'api',
    'http',
    'fetch',
    'request',
    'network',
    'timeout',
    'endpoint',
    'integration',
    'webhook',
    'call',
  ],
  build: ['build', 'deploy', 'release', 'ci', 'pipeline', 'bundle', 'infra', 'docker'],
  ui: [
    'ui',
    'ux',
    'frontend',
    'component',
    'page',
    'style',
    'css',
    'design',
    'accessib',
    'a11y',
    'wcag',
    'layout',
  ],
  code: [
    'refactor',
    'architect',
    'code',
    'feature',
    'bug',
    'fix',
    'test',
    'perform',
    'config',
    'database',
    'schema',
    'migrat',
    'data',
    'storage',
    'cache',
  ],
  security: ['secur', 'auth', 'permission', 'secret', 'encrypt', 'password', 'privacy'],
} as const;

const WORD_RE = /[a-z0-9]+/g;

/**
 * The family a decision type belongs to, or null when none recognises it.
 * @example toDecisionTypeFamily('dependency_addition'); // 'dependencies'
 * @example toDecisionTypeFamily('launch_rockets'); // null
 */
export function toDecisionTypeFamily(decisionType: string): keyof typeof DECISION_TYPE_FAMILIES | null {
  const words = decisionType.toLowerCase().match(WORD_RE) ?? [];
  for (const [family, stems] of Object.entries(DECISION_TYPE_FAMILIES)) {
    const known = words.some((word) =>
      stems.some((stem) => (stem.length < 3 ? word === stem : word.startsWith(stem))),
    );
    if (known) return family as keyof typeof DECISION_TYPE_FAMILIES;
  }
  return null;
}

/** The families as a phrase for answers: "dependencies (dependency_addition, package…), api (…)". */
export function describeDecisionTypeFamilies(): string {
  return Object.entries(DECISION_TYPE_FAMILIES)
    .map(([family, stems]) => `${family} (${stems.slice(0, 4).join(', ')}…)`)
    .join('; ');
}

/**
 * The decision type a free-text request most likely is, by keyword; the evaluator also reads the texts
 * themselves. The Constitutional AI demo and A2A agents record these names (`api`, not the assistant's
 * `api_call`), so the ledger keeps the types each entry point has always written.
 * @example toKeywordDecisionType('npm install lodash'); // 'dependency'
 */
const TYPE_HINTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['dependency', /\b(dependenc|package|npm|yarn|pnpm|librar|install|module)/],
  ['accessibility', /\b(alt text|aria|wcag|accessib|screen reader|contrast|keyboard)/],
  ['build', /\b(build|bundle|compile|webpack|vite|ci pipeline)/],
  ['api', /\b(api|endpoint|http|fetch|request|timeout|webhook)/],
];

export function toKeywordDecisionType(text: string): string {
  const lower = text.toLowerCase();
  return TYPE_HINTS.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'general';
}
