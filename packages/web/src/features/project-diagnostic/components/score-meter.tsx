import { toHealthColor } from '../utils/health-caption';

/**
 * A 0–100 score as a native meter: it is a measurement, not progress. low/high/optimum carry the 60 and 80
 * thresholds for the browser; the colour comes from the class so every browser shows the same one.
 */
export function ScoreMeter({
  score,
  label,
  labelledBy,
  valueText,
  className,
}: {
  score: number;
  label?: string;
  labelledBy?: string;
  valueText: string;
  className?: string;
}) {
  const value = Math.round(Math.min(100, Math.max(0, score)));
  return (
    <meter
      className={['score-meter', `score-meter-${toHealthColor(value)}`, className].filter(Boolean).join(' ')}
      min={0}
      max={100}
      low={60}
      high={80}
      optimum={100}
      value={value}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuetext={valueText}
    >
      {valueText}
    </meter>
  );
}
