import { countUndecided, type ProjectAnalysis } from '@charter/core';
import { toCount } from '../utils/format-analysis';
import { ScoreMeter } from './score-meter';
import { StatusLabel } from './status-label';
import { UndecidedCalls } from './undecided-calls';

/**
 * One card per category: score, status and issue count. Performance says how many outbound calls it could
 * not judge, and the list of them follows the cards.
 */
export function OverviewTab({
  diagnostics,
  undecided = [],
}: {
  diagnostics: ProjectAnalysis['diagnostics'];
  undecided?: ProjectAnalysis['undecided'];
}) {
  const performance = diagnostics.find((diagnostic) => diagnostic.category === 'performance');
  return (
    <div className="stack">
      <ul className="diagnostic-category-grid">
        {diagnostics.map((diagnostic) => {
          const titleId = `diagnostic-overview-${diagnostic.category}`;
          return (
            <li key={diagnostic.category}>
              <article className="card diagnostic-category-card" aria-labelledby={titleId}>
                <h3 id={titleId} className="diagnostic-category-title">
                  {diagnostic.label}
                </h3>
                <p className="diagnostic-category-score">
                  <span className="diagnostic-category-value">{diagnostic.score}</span>
                  <span className="muted">/100</span>
                </p>
                <ScoreMeter
                  score={diagnostic.score}
                  label={`${diagnostic.label} score`}
                  valueText={`${diagnostic.score} out of 100`}
                />
                {diagnostic.category === 'performance' && undecided.length > 0 ? (
                  <p className="diagnostic-undecided-note">{countUndecided(undecided.length)}</p>
                ) : null}
                <div className="diagnostic-category-foot">
                  <StatusLabel status={diagnostic.status} />
                  <span className="muted">{toCount(diagnostic.issues.length, 'issue')}</span>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {performance ? (
        <UndecidedCalls calls={undecided} score={performance.score} idPrefix="diagnostic-overview" />
      ) : null}
    </div>
  );
}
