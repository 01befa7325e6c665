import type { RuleMeta } from '../types';

/** A code file longer than this many lines is reported (`arch/oversized-file`). */
export const MAX_CODE_FILE_LINES = 500;
/** Test files get more room: table-driven tests grow long without mixing concerns. */
export const MAX_TEST_FILE_LINES = 1000;

/** The architecture rules; ids are stable (baselines and SARIF refer to them). */
export const oversizedFileRule: RuleMeta = {
  id: 'arch/oversized-file',
  category: 'architecture',
  severity: 'medium',
  title: 'Oversized source file',
  help:
    `A code file over ${MAX_CODE_FILE_LINES} lines (${MAX_TEST_FILE_LINES} for tests) usually holds several ` +
    'concerns: it is hard to review, and agents lose track of it in their context. Split it by concern.',
};

export const importCycleRule: RuleMeta = {
  id: 'arch/import-cycle',
  category: 'architecture',
  severity: 'medium',
  title: 'Import cycle between modules',
  help:
    'Modules that import each other (directly or through others) load in an order that depends on the entry ' +
    'point, so a value can be undefined when first read, and none of them can be understood or tested alone. ' +
    'Type-only imports, `import()` and `require` inside functions are not counted: they do not run at load time.',
};

export const envFileRule: RuleMeta = {
  id: 'arch/env-file-committed',
  category: 'architecture',
  severity: 'high',
  title: 'Environment file in the repository',
  help:
    '`.env` files hold local configuration and secrets; once committed, every clone and every fork has them. ' +
    'Commit a `.env.example` with empty values instead and ignore the real file.',
  security: true,
};

export const secretInSourceRule: RuleMeta = {
  id: 'arch/secret-in-source',
  category: 'architecture',
  severity: 'critical',
  title: 'Private key or access token in the repository',
  help:
    'A private key or a live access token in a file is compromised as soon as it is pushed: it stays in git ' +
    'history. Revoke and rotate it, then load it from the environment or a secret manager.',
  security: true,
};

export const missingReadmeRule: RuleMeta = {
  id: 'arch/missing-readme',
  category: 'architecture',
  severity: 'medium',
  title: 'No README at the root',
  help:
    'The README is the entry point for people and agents alike: what the project is, how to install, run ' +
    'and test it.',
};

export const missingTestsRule: RuleMeta = {
  id: 'arch/missing-tests',
  category: 'architecture',
  severity: 'high',
  title: 'No tests in the project',
  help:
    'Without tests, nobody (and no agent) can change the code and know it still works. No test files ' +
    '(`*.test.*`, `*.spec.*`) or test directories (`test/`, `tests/`, `__tests__/`, `e2e/`) were found.',
};

export const typescriptStrictRule: RuleMeta = {
  id: 'arch/typescript-strict-off',
  category: 'architecture',
  severity: 'medium',
  title: 'TypeScript strict mode is off',
  help:
    'Without `strict`, TypeScript lets `null`, `undefined` and implicit `any` through, so the type checker ' +
    'misses the bugs it exists to catch.',
};

export const ARCHITECTURE_RULES: readonly RuleMeta[] = [
  oversizedFileRule,
  importCycleRule,
  envFileRule,
  secretInSourceRule,
  missingReadmeRule,
  missingTestsRule,
  typescriptStrictRule,
];
