import type { ProjectAnalysis } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';
import { toSortedRecommendations } from '../utils/format-analysis';

type Level = 'high' | 'medium' | 'low';

const LEVEL_COLOR: Record<Level, BrandColor | 'neutral'> = {
  high: 'primary',
  medium: 'secondary',
  low: 'neutral',
};

/** Per category, the recommendations by ascending priority with effort and risk badges. */
export function RecommendationsTab({ diagnostics }: { diagnostics: ProjectAnalysis['diagnostics'] }) {
  return (
    <div className="diagnostic-sections">
      {diagnostics.map((diagnostic) => {
        const titleId = `diagnostic-recommendations-${diagnostic.category}`;
        const recommendations = toSortedRecommendations(diagnostic.recommendations);
        return (
          <section key={diagnostic.category} aria-labelledby={titleId} className="diagnostic-section">
            <h3 id={titleId} className="subsection-title">
              {diagnostic.label}
            </h3>
            {recommendations.length === 0 ? (
              <p className="muted">Nothing to change: no rule of this category found a problem.</p>
            ) : (
              <ol className="diagnostic-list">
                {recommendations.map((recommendation) => (
                  <li key={recommendation.ruleId} className="mini-card diagnostic-item">
                    <div className="diagnostic-item-head">
                      <p className="diagnostic-item-title">
                        <span className="diagnostic-priority">Priority {recommendation.priority}</span>{' '}
                        {recommendation.title}
                      </p>
                      <span className="diagnostic-badges">
                        <Badge color={LEVEL_COLOR[recommendation.effort]}>
                          Effort: {recommendation.effort}
                        </Badge>
                        <Badge color={LEVEL_COLOR[recommendation.risk]}>Risk: {recommendation.risk}</Badge>
                      </span>
                    </div>
                    <p>{recommendation.description}</p>
                    <p className="muted small">
                      Rule <code>{recommendation.ruleId}</code>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
