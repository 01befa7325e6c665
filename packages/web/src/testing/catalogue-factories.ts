import type {
  bestPracticesApi,
  LedgerEntry,
  Metrics,
  patternsApi,
  RebellionView,
  RouteResponse,
} from '@charter/core';

/** Fixtures for the best-practices, pattern, analytics and ledger screens, valid against core's schemas. */

type BestPractice = RouteResponse<typeof bestPracticesApi.get>;
type TrendingItem = RouteResponse<typeof bestPracticesApi.trending>['trending'][number];
type PatternWithUsage = RouteResponse<typeof patternsApi.list>['patterns'][number];

export function makePractice(overrides: Partial<BestPractice> = {}): BestPractice {
  return {
    id: 'http-timeouts-everywhere',
    title: 'Put a timeout on every outbound HTTP call',
    description: 'A call without a timeout can hang a request handler for minutes.',
    category: 'api',
    severity: 'critical',
    community: 'Node.js',
    tags: ['http', 'timeouts', 'resilience'],
    verified: true,
    problemPattern: 'fetch() with no AbortSignal.',
    solutionPattern: 'Pass AbortSignal.timeout(10_000) to every fetch.',
    codeExamples: [
      { type: 'before', language: 'ts', description: 'No timeout', code: 'await fetch(url);' },
      {
        type: 'after',
        language: 'ts',
        description: 'Ten seconds at most',
        code: 'await fetch(url, { signal: AbortSignal.timeout(10_000) });',
      },
    ],
    sources: [
      {
        title: 'AbortSignal.timeout()',
        url: 'https://developer.mozilla.org/en-US/docs/Web/API/AbortSignal/timeout_static',
        author: 'MDN',
        date: '2024-05-01',
      },
    ],
    detection: { anyOf: ['no timeout'], noneOf: [] },
    ...overrides,
  };
}

export function makeTrending(overrides: Partial<TrendingItem> = {}): TrendingItem {
  return {
    id: 'http-timeouts-everywhere',
    title: 'Put a timeout on every outbound HTTP call',
    description: 'A call without a timeout can hang a request handler for minutes.',
    severity: 'critical',
    category: 'api',
    decisionsMatched: 0,
    ...overrides,
  };
}

export function makeRule(overrides: Record<string, unknown> = {}) {
  return {
    id: 'BP-HTTP-TIMEOUTS-EVERYWHERE',
    kind: 'pattern' as const,
    title: 'Never make an outbound HTTP call without a timeout.',
    rationale: 'Hanging calls take the app down.',
    category: 'api' as const,
    severity: 'critical' as const,
    enforcement: 'enforced' as const,
    match: { decisionTypes: [], anyOf: ['no timeout'], noneOf: [] },
    ...overrides,
  };
}

export function makePattern(overrides: Partial<PatternWithUsage> = {}): PatternWithUsage {
  return {
    id: 'session-cookie-auth',
    name: 'Server-side sessions in HttpOnly cookies',
    category: 'authentication',
    status: 'proven',
    description: 'Sessions live on the server; the browser holds an opaque HttpOnly cookie.',
    implementation: 'Store a random session id; look it up on each request.',
    benefits: ['Revocable at once', 'No token in JavaScript reach'],
    antipatterns: ['JWT in localStorage'],
    dependencies: [],
    codeExample: "res.setHeader('Set-Cookie', 'sid=' + id + '; HttpOnly; Secure; SameSite=Lax');",
    lastValidated: '2026-01-10',
    validationNotes: 'Checked against the OWASP session cheat sheet.',
    keywords: ['session cookie'],
    sources: [
      {
        title: 'OWASP Session Management Cheat Sheet',
        url: 'https://cheatsheetseries.owasp.org/cheatsheets/Session_Management_Cheat_Sheet.html',
      },
    ],
    usage: { decisionsMatched: 0, approvedShare: null, projects: 0 },
    ...overrides,
  };
}

export function makeMetrics(overrides: Partial<Metrics> = {}): Metrics {
  return {
    cost_savings: {
      checkpoint_fees_avoided: 0,
      debugging_time_saved: 0,
      maintenance_overhead: 0,
      deployment_reliability: 0,
    },
    risk_mitigation: {
      dependency_disasters_prevented: 0,
      api_timeout_failures_blocked: 0,
      ui_accessibility_issues_caught: 0,
      deployment_failures_avoided: 0,
    },
    success_metrics: {
      average_success_rate: null,
      deployment_success_rate: null,
      total_patterns: 6,
      projects_analyzed: 0,
      bug_reduction: null,
    },
    totals: { decisions: 0, blocked: 0, warnings: 0, approved: 0, exceptions_used: 0 },
    blocked_by_rule: [],
    timeline: [],
    assumptions: ['One blocked dependency disaster saves 4 hours of debugging.', 'An hour costs $50.'],
    ...overrides,
  };
}

export function makeLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    decision_id: 'dec_1',
    at: '2026-01-05T10:00:00.000Z',
    source: 'external',
    project_id: null,
    project_name: null,
    agent_id: 'claude',
    decision_type: 'dependencies',
    description: 'Install 75 packages',
    proposed_action: null,
    status: 'blocked',
    score: 30,
    risk: 'HIGH',
    violated_rule_ids: ['CH-DEP-001'],
    violated_categories: ['dependencies'],
    exception_rebellion_id: null,
    constitution_version: '1.0.0',
    ...overrides,
  };
}

export function makeRebellion(overrides: Partial<RebellionView> = {}): RebellionView {
  return {
    effect:
      'Approving lets dependencies decisions of your decisions that name no project up to 75 dependencies through CH-DEP-001, once, until revoked.',
    rebellion_id: 'reb_1',
    project_id: null,
    project_name: null,
    agent_id: 'claude',
    decision_id: 'dec_1',
    decision_type: 'dependencies',
    requested_action: 'Install 75 packages',
    justification: 'The charting library needs them.',
    rule_ids: ['CH-DEP-001'],
    max_value: 80,
    ceilings: { 'CH-DEP-001': { max: 75, unit: 'dependencies' } },
    uses: 1,
    status: 'pending',
    risk_analysis: { level: 'HIGH', reasons: ['Far over the limit'] },
    created_at: '2026-01-05T10:00:00.000Z',
    decided_at: null,
    decided_by: null,
    expires_at: null,
    rejection_reason: null,
    times_used: 0,
    history: [],
    ...overrides,
  };
}
