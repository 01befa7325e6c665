import type { ProjectAnalysis } from '@charter/core';
import { toCount } from '../utils/format-analysis';
import { ScoreMeter } from './score-meter';
import { StatusLabel } from './status-label';

/** One card per category: score, status and issue count. */
export function OverviewTab({ diagnostics }: { diagnostics: ProjectAnalysis['diagnostics'] }) {
  return (
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
              <div className="diagnostic-category-foot">
                <StatusLabel status={diagnostic.status} />
                <span className="muted">{toCount(diagnostic.issues.length, 'issue')}</span>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
