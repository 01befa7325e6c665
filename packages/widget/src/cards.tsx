import type { AssistantCard } from '@charter/core';
import { formatRuleValue, VERDICT_WORDS } from '@charter/core/verdict-words';

/** The evaluator's cards as the widget shows them: the same data the console renders. */
export function Card({ card }: { card: AssistantCard }) {
  switch (card.type) {
    case 'verdict':
      return (
        <section class="card" aria-label={`Verdict: ${VERDICT_WORDS[card.status]}`}>
          <h3 class={card.status}>
            {VERDICT_WORDS[card.status]} · {card.score === null ? 'not scored' : `score ${card.score}/100`}
          </h3>
          <ul>
            {card.rules.map((rule) => (
              <li key={rule.ruleId}>
                <strong>{rule.ruleId}</strong> {rule.title}
                {rule.threshold !== null
                  ? ` — ${formatRuleValue(rule.actual, rule.unit)} against ${formatRuleValue(rule.threshold, rule.unit)}`
                  : ''}
              </li>
            ))}
          </ul>
          {card.recommendations.length > 0 && (
            <ul class="muted">
              {card.recommendations.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </section>
      );
    case 'practice':
      return (
        <section class="card" aria-label={`Best practice: ${card.title}`}>
          <h3>{card.title}</h3>
          <p>{card.solution}</p>
          <ul>
            {card.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'rules':
      return (
        <section class="card" aria-label="Rules">
          <h3>Constitution {card.constitutionVersion}</h3>
          <ul>
            {card.rules.map((rule) => (
              <li key={rule.id}>
                <strong>{rule.id}</strong> {rule.title}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'ledger':
      return (
        <section class="card" aria-label="Decisions">
          <ul>
            {card.decisions.map((d) => (
              <li key={d.decisionId}>
                <span class={d.status}>{VERDICT_WORDS[d.status]}</span>: {d.description}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'rebellion':
      return (
        <section class="card" aria-label="Exception request">
          <h3>Exception requested: {card.ruleIds.join(', ')}</h3>
        </section>
      );
  }
}
