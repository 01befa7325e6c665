/**
 * The few documents the reference Semi answers knowledge queries from. They are this example's own notes on
 * strategic planning for agent-built software (not data about any user), so every answer can cite one.
 */
export interface KnowledgeDocument {
  id: string;
  title: string;
  text: string;
}

export const KNOWLEDGE: readonly KnowledgeDocument[] = [
  {
    id: 'dependency-budget',
    title: 'Keep a dependency budget',
    text:
      'Every direct dependency is code the team must update, audit and ship. Agree a budget (for example 50 ' +
      'direct dependencies), justify each addition, and prefer the platform or an existing package before ' +
      'adding a library. Review the budget when planning each milestone.',
  },
  {
    id: 'release-planning',
    title: 'Plan releases in small, reversible steps',
    text:
      'Strategic plans reach implementation as small releases behind flags. Each release names its goal, the ' +
      'risk it carries, how to roll it back, and the metric that says it worked. Hand off to implementation ' +
      'only with the constraints (constitution) and the open todos attached.',
  },
  {
    id: 'outbound-calls',
    title: 'Bound every outbound call',
    text:
      'Every call to another service has a timeout (10 seconds at most), a bounded number of retries with ' +
      'exponential backoff, and a clear error for the user when the service is down. Unbounded waits turn one ' +
      'slow dependency into an outage.',
  },
  {
    id: 'accessibility',
    title: 'Accessibility is a requirement, not a phase',
    text:
      'Plan for WCAG 2.1 AA from the first screen: keyboard access, labels for every control, contrast, and ' +
      'automated checks (axe) in the test suite. Retrofitting accessibility costs several times more.',
  },
];

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);

/**
 * The documents that share the most words with the query, best first (none when nothing matches).
 * @example searchKnowledge('how many dependencies?')[0]?.id // 'dependency-budget'
 */
export function searchKnowledge(query: string, limit = 2): KnowledgeDocument[] {
  const wanted = words(query);
  return KNOWLEDGE.map((doc) => {
    const have = words(`${doc.title} ${doc.text}`);
    let score = 0;
    for (const word of wanted) {
      if (have.has(word) || [...have].some((h) => h.startsWith(word) || word.startsWith(h))) score++;
    }
    return { doc, score };
  })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((hit) => hit.doc);
}
