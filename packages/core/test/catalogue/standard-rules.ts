import { BEST_PRACTICES, toPracticeRule } from '../../src/catalogue/index';
import type { Rule } from '../../src/constitution/schema';

/**
 * The standard constitution's numeric rules as DESIGN.md states them, plus every practice rule. Written here
 * because the default constitution is built elsewhere; the ids only need to be valid.
 */
export const STANDARD_RULES: Rule[] = [
  {
    id: 'CH-DEP-001',
    kind: 'max_dependencies',
    title: 'At most 50 direct dependencies',
    rationale: 'Every dependency is code to update and trust.',
    category: 'dependencies',
    severity: 'high',
    enforcement: 'enforced',
    threshold: 50,
    unit: 'dependencies',
  },
  {
    id: 'CH-DEP-002',
    kind: 'dependency_justification',
    title: 'Every dependency is justified',
    rationale: 'A reason per package keeps the tree intentional.',
    category: 'dependencies',
    severity: 'medium',
    enforcement: 'advisory',
  },
  {
    id: 'CH-API-001',
    kind: 'max_api_timeout_ms',
    title: 'Outbound HTTP timeouts of at most 10 s',
    rationale: 'A slow upstream must not hold our requests.',
    category: 'api',
    severity: 'critical',
    enforcement: 'enforced',
    threshold: 10_000,
    unit: 'ms',
  },
  {
    id: 'CH-BUILD-001',
    kind: 'max_build_seconds',
    title: 'Builds under 60 s',
    rationale: 'Fast builds keep fixes and rollbacks fast.',
    category: 'performance',
    severity: 'medium',
    enforcement: 'enforced',
    threshold: 60,
    unit: 's',
  },
  {
    id: 'CH-A11Y-001',
    kind: 'wcag_level',
    title: 'WCAG 2.1 AA',
    rationale: 'Everyone can use what we ship.',
    category: 'accessibility',
    severity: 'high',
    enforcement: 'enforced',
    level: 'AA',
  },
  ...BEST_PRACTICES.map(toPracticeRule),
];
