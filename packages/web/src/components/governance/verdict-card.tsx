import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';
import type { BrandColor } from '../ui/brand-color';
import { ProgressBar } from '../ui/progress-bar';

/** How one verdict is shown: its badge and the sentence that says what it means. */
export interface Verdict {
  label: string;
  color: BrandColor | 'neutral';
  summary: string;
}

/**
 * The answer of a governance check (Constitutional AI Demo, Architectural Validator): a live region named by
 * its heading, the verdict badge, a score bar, the screen's own findings, then the recommendations if any.
 */
export function VerdictCard({
  titleId,
  title,
  verdict,
  score,
  recommendations,
  children,
}: {
  titleId: string;
  title: string;
  verdict: Verdict;
  /** value null: nothing was judged (no rule covers the decision), so no score is shown. */
  score: { label: string; value: number | null; color: BrandColor | 'danger' };
  recommendations: readonly string[];
  children: ReactNode;
}) {
  return (
    <section className="card result-card" aria-labelledby={titleId} aria-live="polite">
      <div className="card-header">
        <div>
          <h2 id={titleId} className="card-title">
            {title}
          </h2>
          <p className="card-description">{verdict.summary}</p>
        </div>
        <Badge color={verdict.color}>{verdict.label}</Badge>
      </div>
      {score.value === null ? (
        <p className="muted small">{score.label}: not scored — no rule covers this decision.</p>
      ) : (
        <ProgressBar label={score.label} value={score.value} color={score.color} />
      )}
      {children}
      {recommendations.length > 0 ? (
        <>
          <h3 className="subsection-title">Recommendations</h3>
          <ul className="recommendation-list">
            {recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
