import { type AssistantMessage, formatRuleValue, VERDICT_WORDS } from '@charter/core';
import { Link } from 'react-router';

type Card = AssistantMessage['cards'][number];

/** One card of a reply: the evaluator's verdict, the rules, ledger entries, a practice or a filed exception. */
export function AssistantCard({ card }: { card: Card }) {
  switch (card.type) {
    case 'verdict':
      return (
        <section
          className={`assistant-card verdict-${card.status}`}
          aria-label={`Verdict: ${VERDICT_WORDS[card.status]}`}
        >
          <h3>
            {VERDICT_WORDS[card.status]} · {card.score === null ? 'not scored' : `score ${card.score}/100`} ·{' '}
            {card.risk} risk
          </h3>
          <ul>
            {card.rules.map((rule) => (
              <li key={rule.ruleId}>
                <Link to="/constitutional-demo">{rule.ruleId}</Link> {rule.title}
                {rule.threshold !== null
                  ? ` — ${formatRuleValue(rule.actual, rule.unit)} against ${formatRuleValue(rule.threshold, rule.unit)}`
                  : ''}
                <br />
                <span className="muted">{rule.message}</span>
              </li>
            ))}
          </ul>
          {card.recommendations.length > 0 ? (
            <ul className="assistant-advice">
              {card.recommendations.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          {card.decisionId ? (
            <p className="muted">
              Recorded in your <Link to="/historical-context">decision ledger</Link> as {card.decisionId}.
            </p>
          ) : null}
        </section>
      );
    case 'rules':
      return (
        <section className="assistant-card" aria-label="Your rules">
          <h3>Constitution {card.constitutionVersion}</h3>
          <ul>
            {card.rules.map((rule) => (
              <li key={rule.id}>
                <strong>{rule.id}</strong> {rule.title} (
                {rule.enforcement === 'enforced' ? 'blocks' : 'warns'})
              </li>
            ))}
          </ul>
        </section>
      );
    case 'ledger':
      return (
        <section className="assistant-card" aria-label="Decisions">
          <ul>
            {card.decisions.map((d) => (
              <li key={d.decisionId}>
                {VERDICT_WORDS[d.status]}: {d.description}
                {d.reasons.length > 0 ? <span className="muted"> — {d.reasons.join('; ')}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'practice':
      return (
        <section className="assistant-card" aria-label={`Best practice: ${card.title}`}>
          <h3>
            <Link to={`/best-practices/${card.practiceId}`}>{card.title}</Link>
          </h3>
          <p>{card.solution}</p>
          <p className="muted">Sources:</p>
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
    case 'rebellion':
      return (
        <section className="assistant-card" aria-label="Exception request">
          <h3>Exception requested for {card.ruleIds.join(', ')}</h3>
          <p>
            {card.rebellionId} is pending.{' '}
            <Link to="/rebellions">Review it under Constitutional Rebellions</Link>.
          </p>
        </section>
      );
  }
}
