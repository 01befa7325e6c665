import { Card } from '../../../components/ui/card';
import { toHealthCaption } from '../utils/health-caption';
import { ScoreMeter } from './score-meter';

/** The overall health bar and its caption. A score is a measurement, so it is a meter. */
export function HealthSummary({ score, formula }: { score: number; formula?: string }) {
  const caption = toHealthCaption(score);
  const percent = Math.round(Math.min(100, Math.max(0, score)));
  return (
    <Card as="section" aria-labelledby="diagnostic-health-title" className="diagnostic-health">
      <div className="diagnostic-health-head">
        <h2 id="diagnostic-health-title" className="card-title">
          Overall health
        </h2>
        <p className="diagnostic-health-score">
          <span className="diagnostic-health-value">{percent}</span>
          <span className="muted">/100</span>
        </p>
      </div>
      <ScoreMeter
        score={percent}
        labelledBy="diagnostic-health-title"
        valueText={`${percent} out of 100: ${caption}`}
        className="diagnostic-health-meter"
      />
      <p className="diagnostic-health-caption">{caption}</p>
      {formula ? (
        <p className="diagnostic-health-formula muted">
          <strong>How it is computed:</strong> {formula}
        </p>
      ) : null}
    </Card>
  );
}
