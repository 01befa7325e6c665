/**
 * The pattern summary: the patterns Charter itself is built on, each with
 * its real status on the running server. The facts come from the caller (how many routes the contract
 * has, how many rules the scanner runs, which store and model are configured): nothing here is a
 * marketing figure.
 */

export const CHARTER_PATTERN_STATUSES = ['integrated', 'core_architecture', 'not_configured'] as const;
export type CharterPatternStatus = (typeof CHARTER_PATTERN_STATUSES)[number];

export interface CharterPattern {
  name: string;
  status: CharterPatternStatus;
  /** What the pattern is and where it lives, with this server's figures. */
  description: string;
}

export interface CharterPatternFacts {
  /** Routes in the API contract. */
  contractRoutes: number;
  /** Rules the scanner runs, by category. */
  scannerRules: Record<string, number>;
  /** Rules of the default constitution. */
  constitutionRules: number;
  /** The store driver in use: memory, fs or redis. */
  store: string;
  /** Whether an OpenAI-compatible model is configured (`CHARTER_LLM_BASE_URL`). */
  llmConfigured: boolean;
}

/**
 * The summary as a map key → pattern, in display order.
 * @example listCharterPatterns(facts).content_sampling.status // 'integrated'
 */
export function listCharterPatterns(facts: CharterPatternFacts): Record<string, CharterPattern> {
  const ruleCount = Object.values(facts.scannerRules).reduce((sum, n) => sum + n, 0);
  const byCategory = Object.entries(facts.scannerRules)
    .map(([category, n]) => `${n} ${category}`)
    .join(', ');
  return {
    constitutional_governance: {
      name: 'Constitutional governance',
      status: 'core_architecture',
      description: `Typed, versioned rules with stable ids (${facts.constitutionRules} in the default constitution), evaluated before risky actions: allow, deny or ask.`,
    },
    decision_ledger: {
      name: 'Decision ledger',
      status: 'core_architecture',
      description: `Every validation, decision and exception is recorded and survives from one agent session to the next (store: ${facts.store}).`,
    },
    api_contract: {
      name: 'One API contract',
      status: 'core_architecture',
      description: `${facts.contractRoutes} routes declared once in core: the server validates with them, clients parse with them, OpenAPI is generated from them.`,
    },
    proactive_intervention: {
      name: 'Proactive intervention',
      status: 'integrated',
      description: `The project scanner checks code before it is committed: ${ruleCount} rules (${byCategory}).`,
    },
    content_sampling: {
      name: 'Content sampling',
      status: 'integrated',
      description:
        'Long documents are cut to a token budget, keeping the head, the tail and the most informative sections.',
    },
    provider_routing: {
      name: 'Provider routing',
      status: 'integrated',
      description:
        'A documented table sends each operation to the cheapest engine that does it well, by content size.',
    },
    hybrid_resilience: {
      name: 'Hybrid resilience',
      status: 'integrated',
      description:
        'Outbound calls get a timeout, retries with back-off and a circuit breaker; test it against built-in services.',
    },
    model_enrichment: {
      name: 'Optional model enrichment',
      status: facts.llmConfigured ? 'integrated' : 'not_configured',
      description: facts.llmConfigured
        ? 'An OpenAI-compatible model enriches replies; on its failure the deterministic answer is used and says so.'
        : 'Every feature works offline with deterministic engines; set CHARTER_LLM_BASE_URL to let a model enrich replies.',
    },
  };
}
