import type { BrandColor } from './brand-color';

interface ProgressBarProps {
  /** 0–100; clamped. */
  value: number;
  label: string;
  /** A brand colour, or `danger` for a bad figure (e.g. a low governance score). */
  color?: BrandColor | 'danger';
  /** Show "N%" next to the label. */
  showValue?: boolean;
  /** Hide the visible label when the surrounding text already says it (it stays the accessible name). */
  hideLabel?: boolean;
}

export function ProgressBar({
  value,
  label,
  color = 'primary',
  showValue = true,
  hideLabel,
}: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className="progress">
      {hideLabel ? null : (
        <div className="progress-label">
          <span>{label}</span>
          {showValue ? <span className="progress-value">{percent}%</span> : null}
        </div>
      )}
      <div
        className="progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className={`progress-fill fill-${color}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
