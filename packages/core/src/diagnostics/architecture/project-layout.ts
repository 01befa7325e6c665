import { isInNodeModules } from '../dependencies/manifests';
import type { Finding, RuleMeta } from '../types';
import { missingReadmeRule, missingTestsRule } from './rules';

const TEST_DIRECTORIES = new Set([
  'test',
  'tests',
  '__tests__',
  '__test__',
  'spec',
  'specs',
  'e2e',
  'cypress',
]);
const TEST_FILE =
  /(?:\.(?:test|spec|e2e)\.[cm]?[jt]sx?$)|(?:_test\.(?:go|py)$)|(?:(?:^|\/)test_[^/]*\.py$)|(?:Tests?\.(?:java|kt|cs)$)/;

/** Source files a test directory holds; documents (a `spec/` folder of Markdown) are not tests. */
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|py|go|rb|java|kt|cs|rs|php|swift|exs?)$/;

/** Whether a path is a test: a `*.test.*` / `*.spec.*` file or a source file under a test directory. */
export function isTestPath(path: string): boolean {
  if (TEST_FILE.test(path)) return true;
  if (!SOURCE_FILE.test(path)) return false;
  const segments = path.split('/');
  return segments.slice(0, -1).some((segment) => TEST_DIRECTORIES.has(segment));
}

function wholeProjectFinding(
  rule: RuleMeta,
  file: string,
  message: string,
  evidence: string,
  fix: string,
): Finding {
  return {
    ruleId: rule.id,
    category: rule.category,
    severity: rule.severity,
    file,
    line: 1,
    column: 1,
    message,
    evidence,
    fix,
  };
}

/** `arch/missing-readme`: no README (any extension, any case) at the root; reported as `README.md`. */
export function checkReadme(paths: readonly string[]): Finding[] {
  if (paths.some((path) => /^readme(?:\.[a-z0-9]+)?$/i.test(path))) return [];
  return [
    wholeProjectFinding(
      missingReadmeRule,
      'README.md',
      'The project has no README at its root.',
      'no README.md at the root',
      'Add README.md at the root: what the project does, how to install, run and test it (one command each).',
    ),
  ];
}

/** `arch/missing-tests`: no test file or test directory anywhere; reported on the root package.json if any. */
export function checkTests(paths: readonly string[]): Finding[] {
  if (paths.some((path) => isTestPath(path) && !isInNodeModules(path))) return [];
  return [
    wholeProjectFinding(
      missingTestsRule,
      paths.includes('package.json') ? 'package.json' : '.',
      'The project has no tests: no *.test.* or *.spec.* files and no test directory.',
      `${paths.length} files, none of them a test`,
      'Add a test runner (e.g. vitest) and a first test beside the most important module (`src/x.test.ts`), ' +
        'and run it in CI.',
    ),
  ];
}
