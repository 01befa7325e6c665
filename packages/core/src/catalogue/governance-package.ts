import type { Rule } from '../constitution/schema';
import { GOVERNANCE_RUNTIME } from './governance-runtime';

export const GOVERNANCE_PACKAGE_FILENAME = 'constitutional-governance.js';

export interface GovernancePackageOptions {
  /** ISO timestamp written into the header: passed in because core does not read the clock. */
  generatedAt: string;
  constitutionVersion: string;
  /** Package name → reason, for the dependency_justification rule (the constitution's `justifications`). */
  justifications?: Record<string, string>;
}

export interface GovernancePackage {
  /** The source text of a standalone ES module. */
  package: string;
  filename: typeof GOVERNANCE_PACKAGE_FILENAME;
  /** Distinct best practices the rules were generated from. */
  practiceCount: number;
}

// JSON is valid JavaScript; escaping "<" keeps the text safe to inline in an HTML <script> as well.
function toLiteral(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/</g, '\\u003c');
}

/**
 * The downloadable governance package: the rules as data plus a dependency-free `evaluate(decision)` and a CLI
 * (`node constitutional-governance.js '<json decision>'`, exit 1 when blocked).
 * e.g. `generateGovernancePackage(constitution.rules, { generatedAt: now.toISOString(), constitutionVersion: '1.2.0' })`
 */
export function generateGovernancePackage(
  rules: readonly Rule[],
  options: GovernancePackageOptions,
): GovernancePackage {
  const practiceIds = new Set(
    rules.flatMap((rule) => (rule.sourcePracticeId ? [rule.sourcePracticeId] : [])),
  );
  const header = [
    '// Charter constitutional governance package.',
    `// Generated ${options.generatedAt.replace(/[\r\n]/g, ' ')} from constitution ${options.constitutionVersion.replace(/[\r\n]/g, ' ')}: ${rules.length} rules.`,
    '// No dependencies: runs on Node >= 18 and in browsers.',
    "//   import { evaluate } from './constitutional-governance.js';",
    '//   node constitutional-governance.js \'{"decision_type":"dependency","description":"Add left-pad"}\'',
  ].join('\n');
  const data = [
    `export const CONSTITUTION_VERSION = ${toLiteral(options.constitutionVersion)};`,
    `export const GENERATED_AT = ${toLiteral(options.generatedAt)};`,
    `export const RULES = ${toLiteral(rules)};`,
    `export const JUSTIFICATIONS = ${toLiteral(options.justifications ?? {})};`,
  ].join('\n');
  return {
    package: `${header}\n\n${data}\n${GOVERNANCE_RUNTIME}`,
    filename: GOVERNANCE_PACKAGE_FILENAME,
    practiceCount: practiceIds.size,
  };
}
