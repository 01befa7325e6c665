import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import type { BestPractice } from '../utils/summarize-collection';

/** The side panel: what goes wrong, what to do instead, and the rule Charter enforces for it. */
interface PracticePanelProps {
  practice: BestPractice | null;
  ref?: Ref<HTMLElement>;
  /** Where the panel sits under the list (small screens): back to the selected card. */
  onBack?: () => void;
}

export function PracticePanel({ practice, ref, onBack }: PracticePanelProps) {
  return (
    <section ref={ref} className="card practice-panel" aria-labelledby="practice-panel-heading">
      {practice ? (
        <>
          <h2 className="card-title" id="practice-panel-heading">
            {practice.title}
          </h2>
          <dl className="pattern-fields">
            <dt>Problem pattern</dt>
            <dd>{practice.problemPattern}</dd>
            <dt>Solution pattern</dt>
            <dd>{practice.solutionPattern}</dd>
            {practice.preventionPattern ? (
              <>
                <dt>Prevention</dt>
                <dd>{practice.preventionPattern}</dd>
              </>
            ) : null}
            <dt>Constitutional rule</dt>
            <dd>
              {practice.constitutionalRule ?? (
                <span className="muted">No rule generated yet: use Generate Rule on the card.</span>
              )}
            </dd>
            <dt>Sources</dt>
            <dd>
              <ul className="source-list">
                {practice.sources.map((source) => (
                  <li key={source.url}>
                    <a href={source.url} target="_blank" rel="noreferrer">
                      {source.title}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
            <dt>Tags</dt>
            <dd>
              <ul className="tag-list" aria-label="Tags">
                {practice.tags.map((tag) => (
                  <li key={tag} className="tag">
                    {tag}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          {onBack ? (
            <Button variant="secondary" size="sm" className="stacked-only" onClick={onBack}>
              Back to the card
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <h2 className="card-title" id="practice-panel-heading">
            Practice details
          </h2>
          <p className="muted">
            Select a practice to see its problem and solution patterns, its constitutional rule and its
            sources.
          </p>
        </>
      )}
    </section>
  );
}
